"""Our bots against colver's players, duplicate Contrée (benchmark only: colver is no game dependency).

Install it into the virtual environment first: ``.venv/bin/pip install colver`` (a Rust Contrée
engine with Python bindings, from PyPI). Run:

    python benchmarks/bench_colver.py [--pairs N] [--mode fixed|auction|both] [--ours LEVEL]
                                      [--ms 100] [--our-ms MS] [--colver-ms MS] [--seed S]

Every board is dealt once and played at two tables: our bots at North-South and colver at
East-West, then the seats swapped, so the luck of the cards cancels. A board's margin is our
team's deal score minus colver's, the mean of its two tables, scored by our engine's Contrée
scoring (the referee: default rules, no declarations, belote counted, surcontre x4).

- ``fixed``: the contract is fixed, the same at both tables: the auction is the one our Hard
  bots make at all four seats on that deal (boards Hard passes out are skipped), replayed at both
  tables (colver's players observe it), so only the card play differs.
- ``auction``: the full auction, our bots calling for their seats and colver's for its seats; a
  board passed out at a table scores 0 there.

colver's player is its information-set double-dummy search (``[play] method = "is_dd"``) with
its rule-based bidder (``improved_v2``) and worlds dealt uniformly (``[worlds] source =
"uniform"``): its neural belief and world models need weights downloaded separately and are not
used here (``--colver-spec FILE`` plays any other spec). Both sides get ``--ms`` per decision by
default: our Expert as ``budget_ms``, colver as ``time_ms`` (its own schedule spends less of it
later in the deal).

Each move is translated between the two engines (cards, seats, calls) and checked legal in both:
colver's moves in our engine and ours in colver's; any disagreement stops the run with the
position. Run it niced on a shared machine.

**Threads.** colver's IS-DD searches its worlds on a pool of threads (rayon), one a core: at 100
ms a move on this two-core machine it burns about 1.45 CPU-seconds a wall second, while our
Expert searches on one core. ``--colver-threads`` (default 1) sets ``RAYON_NUM_THREADS`` before
colver is loaded, so by default both sides think on one core for the same wall time; ``0`` leaves
colver its default pool. The report gives each side's CPU time per wall second of its decisions.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import platform
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Sequence

from belote_desktop.bots.base import Bot
from belote_desktop.bots.registry import make_bot
from belote_desktop.engine.auctions import Bid, Call
from belote_desktop.engine.cards import Card, Rank, Seat, Suit, Team, card, card_name, rank_of, suit_of
from belote_desktop.engine.contract import BID_VALUES, Strain
from belote_desktop.engine.dealing import DealLayout
from belote_desktop.engine.events import DealScored
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Action, Match, Phase
from belote_desktop.engine.view import view_of

# --- translation between the two engines ---------------------------------------------------------
# colver numbers a card suit * 8 + rank with the suits in our order (S H D C) and the ranks in
# plain-suit order 7 8 9 J Q K 10 A; ours are 7 8 9 10 J Q K A. Seats are the same numbers in
# the same turn order (each engine's next player is seat + 1, first hand the dealer's next) and
# the same teams (0 and 2 against 1 and 3).
_COLVER_RANKS: tuple[Rank, ...] = (
    Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE,
)
#: colver's calls: 0 pass, 1-40 bids (value index * 4 + suit + 1, values 80-160 then capot), 41
#: coinche (our contre), 42 surcoinche (our surcontre)
COLVER_PASS = 0
COLVER_COINCHE = 41
COLVER_SURCOINCHE = 42
#: colver's phases (``Env.phase()``)
COLVER_BIDDING = 0
COLVER_PLAYING = 1


class TranslationError(ValueError):
    """An action one engine has and the other cannot say (e.g. a no-trump bid)."""


def card_to_colver(c: Card) -> int:
    return int(suit_of(c)) * 8 + _COLVER_RANKS.index(rank_of(c))


def card_from_colver(index: int) -> Card:
    if not 0 <= index < 32:
        raise TranslationError(f"not a colver card: {index}")
    return card(_COLVER_RANKS[index % 8], Suit(index // 8))


def action_to_colver(action: Action) -> int:
    """Our action (a card or a Contrée call) as colver's action number."""
    if isinstance(action, int):
        return card_to_colver(action)
    if action == Call.PASS:
        return COLVER_PASS
    if action == Call.CONTRE:
        return COLVER_COINCHE
    if action == Call.SURCONTRE:
        return COLVER_SURCOINCHE
    if isinstance(action, Bid):
        suit = action.strain.suit
        if suit is None:
            raise TranslationError(f"colver has no {action.strain.name} contracts")
        return BID_VALUES.index(action.value) * 4 + int(suit) + 1
    raise TranslationError(f"colver has no action for {action!r}")


def action_from_colver(index: int, phase: int) -> Action:
    """colver's action number in ``phase`` (bidding or playing) as our action."""
    if phase == COLVER_PLAYING:
        return card_from_colver(index)
    if index == COLVER_PASS:
        return Call.PASS
    if index == COLVER_COINCHE:
        return Call.CONTRE
    if index == COLVER_SURCOINCHE:
        return Call.SURCONTRE
    if 1 <= index <= 40:
        value, suit = divmod(index - 1, 4)
        return Bid(BID_VALUES[value], Strain.of_suit(Suit(suit)))
    raise TranslationError(f"not a colver call: {index}")


# --- colver's player ------------------------------------------------------------------------------
def colver_spec(ms: int) -> str:
    """colver's IS-DD player without downloaded models (see the module's docstring)."""
    return (
        "[bid]\nstrategy = \"improved_v2\"\n\n"
        f"[play]\nmethod = \"is_dd\"\ntime_ms = {ms}\n\n"
        "[worlds]\nsource = \"uniform\"\n"
    )


class Mode(Enum):
    FIXED = "fixed"
    AUCTION = "auction"


@dataclass
class Times:
    """Wall-clock milliseconds of each decision with a choice, per side and phase, and the CPU
    milliseconds the process spent in them (all its threads)."""

    ms: dict[tuple[str, str], list[float]] = field(default_factory=dict)
    cpu: dict[tuple[str, str], list[float]] = field(default_factory=dict)

    def add(self, side: str, phase: str, ms: float, cpu_ms: float | None = None) -> None:
        self.ms.setdefault((side, phase), []).append(ms)
        if cpu_ms is not None:
            self.cpu.setdefault((side, phase), []).append(cpu_ms)


class Disagreement(RuntimeError):
    """The two engines disagree on what is legal: the harness's translation or a rule differs."""


def _rules() -> RuleSet:
    return RuleSet.default(Variant.CONTREE)


def dump_match(table: dict[str, Any]) -> Match:
    """A ``--dump`` line's deal, dealt in our engine before its first action."""
    layout = DealLayout(Seat(table["dealer"]), tuple(tuple(h) for h in table["hands"]))
    match = Match(_rules(), seed=0, first_dealer=layout.dealer)
    match.deal(layout)
    return match


def dump_margin(table: dict[str, Any]) -> float:
    """A ``--dump`` line's margin at its table: our team's deal score minus colver's."""
    ours = int(table["ours"])
    return float(table["score"][ours] - table["score"][1 - ours])


def hard_auction(layout: DealLayout, seed: int) -> list[Action] | None:
    """The auction our Hard bots make at all four seats on ``layout`` (None if passed out)."""
    match = Match(_rules(), seed=seed, first_dealer=layout.dealer)
    match.deal(layout)
    bot = make_bot("hard")
    rng = random.Random(seed)
    calls: list[Action] = []
    while match.phase == Phase.AUCTION:
        seat = match.current_player
        assert seat is not None
        action = bot.choose(view_of(match, seat), rng)
        calls.append(action)
        match.apply(action)
    return calls if match.phase == Phase.PLAY else None


def _skip_forced_passes(env: Any, agents: Any, seat: int | None) -> None:
    """After a contre our engine lets only the bidding team speak; colver still asks the other
    team, whose only call is then a pass: say those passes for it (until ``seat``'s turn, or to
    the end of colver's auction when ours is over)."""
    while env.phase() == COLVER_BIDDING and env.current_player() != seat and env.legal_actions() == [COLVER_PASS]:
        for agent in agents:
            agent.observe(env, COLVER_PASS)
        env.step(COLVER_PASS)


def play_table(
    colver: Any,
    layout: DealLayout,
    ours: Team,
    our_bot: Bot,
    spec: str,
    seed: int,
    times: Times,
    auction: Sequence[Action] | None,
    record: list[int] | None = None,
) -> tuple[int, int]:
    """One table: our bot at ``ours``' seats, colver's agents at the others; the deal's score per
    team (0, 0 when passed out). With ``auction`` the calls are that script, else each side's.
    ``record`` receives every action said, as colver's numbers (``--dump``)."""
    match = Match(_rules(), seed=seed, first_dealer=layout.dealer)
    match.deal(layout)
    env = colver.Env.deal_with_hands(int(layout.dealer), [[card_to_colver(c) for c in h] for h in layout.hands])
    agents = {s: colver.Agent(spec, seat=int(s), seed=seed + int(s)) for s in Seat if s.team != ours}
    for agent in agents.values():
        agent.init_deal(env)
    rng = random.Random(seed)
    script = list(auction) if auction is not None else None
    while match.phase in (Phase.AUCTION, Phase.PLAY):
        seat = match.current_player
        assert seat is not None
        _skip_forced_passes(env, agents.values(), int(seat))
        if env.current_player() != int(seat):
            raise Disagreement(f"our engine has {seat.name} to act, colver seat {env.current_player()}")
        phase = "call" if match.phase == Phase.AUCTION else "card"
        c_phase = env.phase()
        if (phase == "call") != (c_phase == COLVER_BIDDING):
            raise Disagreement(f"our engine is at a {phase}, colver in phase {c_phase}")
        view = view_of(match, seat)
        ours_legal = set(view.legal_actions)
        theirs_legal = {action_from_colver(a, c_phase) for a in env.legal_actions()}
        if phase == "card" and ours_legal != theirs_legal:
            raise Disagreement(
                f"legal cards differ at {seat.name}: ours {sorted(card_name(c) for c in ours_legal)}"  # type: ignore[arg-type]
                f", colver's {sorted(card_name(c) for c in theirs_legal)}"  # type: ignore[arg-type]
            )
        if script is not None and phase == "call":
            action = script.pop(0)
        elif seat.team == ours:
            start, cpu = time.perf_counter(), time.process_time()
            action = our_bot.choose(view, rng)
            if len(ours_legal) > 1:
                times.add("ours", phase, (time.perf_counter() - start) * 1e3, (time.process_time() - cpu) * 1e3)
        else:
            start, cpu = time.perf_counter(), time.process_time()
            decision = agents[seat].decide(env)
            if len(env.legal_actions()) > 1:
                times.add("colver", phase, (time.perf_counter() - start) * 1e3, (time.process_time() - cpu) * 1e3)
            action = action_from_colver(int(decision["action"]), c_phase)
        if action not in ours_legal:
            raise Disagreement(f"{action!r} at {seat.name} is not legal in our engine")
        c_action = action_to_colver(action)
        if c_action not in env.legal_actions():
            raise Disagreement(f"{action!r} at {seat.name} is not legal in colver")
        if record is not None:
            record.append(c_action)
        for agent in agents.values():
            agent.observe(env, c_action)  # before the step, as colver asks
        env.step(c_action)
        events = match.apply(action)
        if match.phase != Phase.AUCTION:
            _skip_forced_passes(env, agents.values(), None)
        for event in events:
            if isinstance(event, DealScored):
                if not env.is_terminal():
                    raise Disagreement("our deal is over, colver's is not")
                score = event.score.score
                return int(score[0]), int(score[1])
    if not env.is_terminal():
        raise Disagreement("the auction was passed out in our engine, not in colver")
    return (0, 0)


def interval(values: Sequence[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% interval (normal approximation)."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf
    return mean, half


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


@dataclass(frozen=True)
class Player:
    """One of our players: a level name, or ``expert:field=value,...`` for Expert settings."""

    name: str

    def make(self, budget_ms: int | None) -> Bot:
        level, _, overrides = self.name.partition(":")
        if not overrides:
            return make_bot(level, budget_ms)
        if level != "expert":
            raise SystemExit(f"bench_colver: only the Expert takes settings, not {level}")
        from belote_desktop.bots.expert import ExpertBot, ExpertSettings

        base = ExpertSettings()
        return ExpertBot(budget_ms, dataclasses.replace(base, **settings_changes(base, overrides)))


def settings_changes(base: Any, text: str) -> dict[str, Any]:
    """``key=value,...`` as changes to the dataclass ``base``, each value of its field's type
    (``true`` for a true bool; ``none`` for None, and a field that is None by default takes an int)."""
    out: dict[str, Any] = {}
    for item in filter(None, text.split(",")):
        key, _, value = item.partition("=")
        default = getattr(base, key)
        kind = int if default is None else type(default)
        out[key] = None if value == "none" else (value == "true") if kind is bool else kind(value)
    return out


def run(colver: Any, mode: Mode, pairs: int, players: Sequence[Player], our_ms: int | None, colver_ms: int,
        seed: int, out: Any = sys.stdout, minutes: float | None = None,
        dump: Any = None) -> dict[str, tuple[list[float], Times]]:
    """Margins per board pair and decision times for each of our players, every player on the
    same boards (interleaved, so a shared machine's load falls alike on all). ``dump``: a text
    file that gets one JSON line a table (the deal, our team, every action) for
    ``colver_losses.py``."""
    bots = {p.name: p.make(our_ms) for p in players}
    spec = colver_spec(colver_ms)
    rng = random.Random(seed)
    results: dict[str, tuple[list[float], Times]] = {p.name: ([], Times()) for p in players}
    board = 0
    started = time.perf_counter()
    count = 0
    while count < pairs:
        if minutes is not None and time.perf_counter() - started > minutes * 60:
            print(f"  stopped after {minutes} minutes", file=out, flush=True)
            break
        layout = DealLayout.shuffled(Variant.CONTREE, Seat(board & 3), rng)
        table_seed = rng.randrange(1 << 30)
        board += 1
        auction = None
        if mode == Mode.FIXED:
            auction = hard_auction(layout, table_seed)
            if auction is None:
                continue
        count += 1
        for name, bot in bots.items():
            margins, times = results[name]
            tables: list[tuple[Team, tuple[int, int], list[int]]] = []
            for ours in (Team.NS, Team.EW):
                said: list[int] = []
                tables.append((ours, play_table(colver, layout, ours, bot, spec, table_seed, times, auction, said), said))
            one, two = tables[0][1], tables[1][1]
            margins.append(((one[0] - one[1]) + (two[1] - two[0])) / 2.0)
            if dump is not None:
                for ours, score, said in tables:
                    dump.write(json.dumps({
                        "player": name, "board": count, "dealer": int(layout.dealer), "ours": int(ours),
                        "hands": [sorted(h) for h in layout.hands], "actions": said, "score": list(score),
                    }) + "\n")
                dump.flush()
        if count % 10 == 0 or count == pairs:
            parts = []
            for name, (margins, _) in results.items():
                mean, half = interval(margins)
                parts.append(f"{name} {mean:+7.2f} ± {half:5.2f}")
            print(f"  {mode.value} {count:4} pairs: " + "; ".join(parts) + f"  ({time.perf_counter() - started:.0f} s)",
                  file=out, flush=True)
    return results


def report(mode: Mode, name: str, margins: Sequence[float], times: Times, out: Any = sys.stdout) -> None:
    """One player's result in one mode: the margin per board pair with its 95% interval, and
    each side's decision times (decisions with a choice)."""
    mean, half = interval(margins)
    verdict = "above zero" if mean - half > 0 else ("below zero" if mean + half < 0 else "not decided")
    print(f"{mode.value:7} {name} vs colver IS-DD over {len(margins)} board pairs: margin {mean:+.2f} ± {half:.2f} "
          f"per deal [{mean - half:+.2f}, {mean + half:+.2f}] {verdict}", file=out)
    for (side, phase), ms in sorted(times.ms.items()):
        cpu = times.cpu.get((side, phase))
        per_wall = f", {sum(cpu) / sum(ms):.2f} CPU s a wall s" if cpu and sum(ms) > 0 else ""
        print(f"  {side:6} {phase}s: median {statistics.median(ms):6.1f} ms, mean {statistics.fmean(ms):6.1f} ms, "
              f"p95 {percentile(ms, 0.95):6.1f} ms, "
              f"max {max(ms):6.1f} ms over {len(ms)} decisions{per_wall}", file=out, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pairs", type=int, default=100, help="board pairs per mode (each board played twice)")
    parser.add_argument("--mode", choices=("fixed", "auction", "both"), default="fixed")
    parser.add_argument("--ours", action="append",
                        help="our player: a level (default expert) or expert:field=value,... (Expert settings);"
                             " repeat to compare several on the same boards")
    parser.add_argument("--ms", type=int, default=100, help="time per decision for both sides")
    parser.add_argument("--our-ms", type=int, help="our bot's budget per decision (0: fixed work, no budget)")
    parser.add_argument("--colver-ms", type=int, help="colver's time per decision")
    parser.add_argument("--colver-spec", help="a colver bot spec (TOML) to play instead of IS-DD")
    parser.add_argument("--colver-threads", type=int, default=1,
                        help="colver's search threads (RAYON_NUM_THREADS; default 1, as our Expert; 0: colver's own default,"
                             " a thread a core)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--minutes", type=float, help="stop adding board pairs after this long (per mode)")
    parser.add_argument("--dump", help="write every table played to this file, a JSON line each, for"
                                       " benchmarks/colver_losses.py")
    args = parser.parse_args()
    if args.colver_threads:
        os.environ["RAYON_NUM_THREADS"] = str(args.colver_threads)  # read once, when colver starts its pool
    try:
        import colver
    except ImportError:
        raise SystemExit("bench_colver: colver is not installed (.venv/bin/pip install colver)") from None
    our_ms = args.ms if args.our_ms is None else (args.our_ms or None)
    colver_ms = args.ms if args.colver_ms is None else args.colver_ms
    from belote_desktop import compiled
    from belote_desktop.bots import solver  # noqa: F401 - imported for the build it picks (compiled.STATUS)

    print(f"{platform.python_implementation()} {platform.python_version()}, {platform.machine()}, "
          f"colver {colver.__version__}, our solver {compiled.STATUS}, "
          f"{', '.join(args.ours or ['expert'])} at {our_ms or 'fixed work'} ms, colver at {colver_ms} ms "
          f"on {args.colver_threads or 'its default'} thread{'s' if args.colver_threads != 1 else ''}, seed {args.seed}", flush=True)
    global colver_spec
    if args.colver_spec:
        with open(args.colver_spec, encoding="utf-8") as f:
            text = f.read()
        colver_spec = lambda ms: text  # noqa: E731  (the given spec as it is)
    modes = [Mode.FIXED, Mode.AUCTION] if args.mode == "both" else [Mode(args.mode)]
    players = [Player(name) for name in (args.ours or ["expert"])]
    dump = open(args.dump, "w", encoding="utf-8") if args.dump else None
    for mode in modes:
        results = run(colver, mode, args.pairs, players, our_ms, colver_ms, args.seed, minutes=args.minutes, dump=dump)
        first = players[0].name
        for name, (margins, times) in results.items():
            report(mode, name, margins, times)
            if name != first:
                diff = [a - b for a, b in zip(margins, results[first][0])]
                mean, half = interval(diff)
                print(f"  {name} minus {first} on the same boards: {mean:+.2f} ± {half:.2f}", flush=True)

if __name__ == "__main__":
    main()
