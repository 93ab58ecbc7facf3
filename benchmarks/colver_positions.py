"""Our Expert's settings against colver's IS-DD at the same positions, judged double dummy once.

Run:
    python benchmarks/colver_positions.py judge DUMP OUT [--ms 100] [--cards 16] [--tables A:B]
    python benchmarks/colver_positions.py ask OUT [--ms 100] --ours expert [--ours expert:key=value,...]
    python benchmarks/colver_positions.py worlds DUMP [--ms 100] [--tables 0:40]

``judge`` replays the tables of a ``bench_colver.py --dump`` file and, at every card with a choice
among the first ``--cards`` cards of the play, solves the deal exactly (all hands known) and asks
colver's IS-DD (``time_ms`` MS, fed the table's actions as in the harness); it writes one JSON
line a position: where it is (table, actions before it), each legal card's exact deal score margin
for the team to play, and colver's card. This is the slow part (an exact solve of every legal card
early in a deal), done once.

``ask`` asks each of our players (``--ours`` as in ``bench_colver.py``: a level, or the Expert
with settings changed) at every stored position with ``budget_ms`` MS and prints, per player, the
deal score it loses a card against the exact best card, minus colver's loss at the same positions
(± one standard error), and each player minus the first one given. Position by position the
comparison is paired, so it separates settings a few points a card apart, where the duplicate
margin (``bench_colver.py``) needs thousands of boards. A card can lose double dummy and still be
right with what its player could know: the figures compare players, they do not count errors.

``worlds`` asks both sides at every card with a choice of a dump's tables (``--tables``) and
prints, trick by trick, what each weighs a decision with in its time: colver's IS-DD, the worlds
it solved (each exactly, to the end of the deal) and its time; our Expert (``budget_ms`` MS), the
deals it sampled, how many of them were searched to the end of the deal and how far ahead the
others were searched before the estimate, and its time.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any, Iterator

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_colver import (
    COLVER_BIDDING,
    COLVER_PLAYING,
    Player,
    dump_match,
    _skip_forced_passes,
    action_from_colver,
    card_to_colver,
    colver_spec,
)
from colver_losses import exact_margins, part_of, role_of

from belote_desktop.bots import expert as expert_module
from belote_desktop.bots.solver import COMPILED, NO_SPLIT, Solver
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.view import SeatView, view_of


def _tables(dump: Path, span: str | None) -> Iterator[tuple[int, dict[str, Any]]]:
    lo, hi = 0, math.inf
    if span:
        a, _, b = span.partition(":")
        lo, hi = int(a or 0), float(b) if b else math.inf
    for i, line in enumerate(dump.read_text(encoding="utf-8").splitlines()):
        if lo <= i < hi:
            yield i, json.loads(line)


def _with_colver(colver: Any, table: dict[str, Any], index: int, ms: int) -> Iterator[tuple[Match, Any, dict[Seat, Any], Seat]]:
    """A dump's table replayed in our engine and in colver, colver's IS-DD agents at every seat
    observing (``time_ms`` MS): (our match, colver's env, the agents, the seat to act) before each
    action, which is then played in both."""
    match = dump_match(table)
    env = colver.Env.deal_with_hands(int(table["dealer"]), [[card_to_colver(c) for c in h] for h in table["hands"]])
    agents = {s: colver.Agent(colver_spec(ms), seat=int(s), seed=index * 10 + int(s)) for s in Seat}
    for agent in agents.values():
        agent.init_deal(env)
    for said in table["actions"]:
        seat = match.current_player
        assert seat is not None
        _skip_forced_passes(env, agents.values(), int(seat))
        action = action_from_colver(said, COLVER_BIDDING if match.phase == Phase.AUCTION else COLVER_PLAYING)
        yield match, env, agents, seat
        for agent in agents.values():
            agent.observe(env, said)
        env.step(said)
        match.apply(action)
        if match.phase != Phase.AUCTION:
            _skip_forced_passes(env, agents.values(), None)


def judge(args: argparse.Namespace) -> None:
    import colver

    print(f"solver compiled: {COMPILED}; colver at {args.ms} ms", flush=True)
    started = time.perf_counter()
    count = 0
    with open(args.out, "w", encoding="utf-8") as out:
        # the first line says where the positions are from
        out.write(json.dumps({"dump": str(Path(args.dump).resolve()), "colver_ms": args.ms, "cards": args.cards}) + "\n")
        for index, table in _tables(Path(args.dump), args.tables):
            for done, (match, env, agents, seat) in enumerate(_with_colver(colver, table, index, args.ms)):
                if match.phase == Phase.PLAY:
                    view = view_of(match, seat)
                    n = len(match.current.play.played)  # type: ignore[union-attr]
                    if n >= args.cards:
                        break
                    if len(view.legal_actions) > 1:
                        margins = exact_margins(match, view)
                        theirs = action_from_colver(int(agents[seat].decide(env)["action"]), COLVER_PLAYING)
                        out.write(json.dumps({
                            "table": index, "done": done, "card": n, "role": role_of(view),
                            "margins": {str(c): m for c, m in margins.items()}, "colver": theirs,
                        }) + "\n")
                        out.flush()
                        count += 1
            print(f"table {index}: {count} positions, {time.perf_counter() - started:.0f} s", flush=True)


def _views(dump: Path, positions: list[dict[str, Any]]) -> Iterator[tuple[dict[str, Any], SeatView]]:
    """Each stored position's view, replaying each table once."""
    by_table: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for p in positions:
        by_table[p["table"]].append(p)
    for index, table in _tables(dump, None):
        if index not in by_table:
            continue
        match = dump_match(table)
        wanted = {p["done"]: p for p in by_table[index]}
        for done, said in enumerate(table["actions"]):
            if done in wanted:
                seat = match.current_player
                assert seat is not None
                yield wanted[done], view_of(match, seat)
            if done >= max(wanted):
                break
            phase = COLVER_BIDDING if match.phase == Phase.AUCTION else COLVER_PLAYING
            match.apply(action_from_colver(said, phase))


def ask(args: argparse.Namespace) -> None:
    meta = json.loads(Path(args.positions).read_text(encoding="utf-8").splitlines()[0])
    positions = [json.loads(line) for line in Path(args.positions).read_text(encoding="utf-8").splitlines()[1:]]
    if args.limit:
        positions = positions[: args.limit]
    if args.role:
        positions = [p for p in positions if p["role"] == args.role]
    if args.tricks:
        lo, _, hi = args.tricks.partition("-")
        positions = [p for p in positions if int(lo) <= p["card"] // 4 + 1 <= int(hi or lo)]
    players = [Player(name) for name in args.ours]
    bots = [p.make(args.ms) for p in players]
    print(f"solver compiled: {COMPILED}; {len(positions)} positions of {meta['dump']}; ours at {args.ms} ms", flush=True)
    losses: list[list[float]] = [[] for _ in players]
    theirs: list[float] = []
    keys: list[tuple[str, str]] = []
    times: list[list[float]] = [[] for _ in players]
    for k, (p, view) in enumerate(_views(Path(meta["dump"]), positions)):
        margins = {int(c): m for c, m in p["margins"].items()}
        best = max(margins.values())
        theirs.append(best - margins[p["colver"]])
        keys.append((p["role"], part_of(p["card"] // 4)))
        # the players take turns first, so a shared machine's load falls alike on them
        order = list(range(len(players)))
        if k % 2:
            order.reverse()
        for i in order:
            start = time.perf_counter()
            card = bots[i].choose(view, random.Random(p["table"] * 100 + p["card"]))
            times[i].append((time.perf_counter() - start) * 1e3)
            losses[i].append(best - margins[card])  # type: ignore[index]
    if args.details:
        with open(args.details, "w", encoding="utf-8") as out:
            for j, p in enumerate(positions[: len(theirs)]):
                out.write(json.dumps({"table": p["table"], "done": p["done"], "card": p["card"], "role": p["role"],
                                      "colver": theirs[j], "ours": [losses[i][j] for i in range(len(players))]}) + "\n")
    n = len(theirs)
    print(f"{n} positions; colver loses {statistics.fmean(theirs):.2f} a card")

    def paired(a: list[float], b: list[float]) -> str:
        d = [x - y for x, y in zip(a, b)]
        return f"{statistics.fmean(d):+6.2f} ± {statistics.stdev(d) / math.sqrt(len(d)):.2f}"

    for i, player in enumerate(players):
        ts = sorted(times[i])
        print(f"{player.name}: loses {statistics.fmean(losses[i]):.2f} a card; minus colver {paired(losses[i], theirs)};"
              f" minus {players[0].name} {paired(losses[i], losses[0]) if i else '  0'};"
              f" ms median {ts[len(ts) // 2]:.1f} p95 {ts[int(len(ts) * 0.95)]:.1f}")
        for key in sorted(set(keys)):
            idx = [j for j, kk in enumerate(keys) if kk == key]
            if len(idx) > 1:
                print(f"    {key[0]:9} {key[1]:11} n={len(idx):4} minus colver"
                      f" {paired([losses[i][j] for j in idx], [theirs[j] for j in idx])}")


class _CountedSolver:
    """The Expert's ``Solver``, noting the horizon of every search that gave its values (a
    stand-in while ``worlds`` asks the Expert: the search is the same, only watched)."""

    horizons: list[int | None] = []

    def __init__(self, state: Any, side: int, budget: Any, horizon: int | None = None, sweeps: Any = None) -> None:
        self.inner = Solver(state, side, budget, horizon, sweeps) if sweeps is not None else Solver(state, side, budget, horizon)
        self.horizon = horizon

    @property
    def nodes(self) -> int:
        return int(self.inner.nodes)

    def card_values(self, cards: int | None = None, split: int = NO_SPLIT, below: bool = False,
                    above: bool = False) -> dict[int, int]:
        values = self.inner.card_values(cards, split, below, above)
        _CountedSolver.horizons.append(self.horizon)
        return values


def worlds(args: argparse.Namespace) -> None:
    import colver

    print(f"solver compiled: {COMPILED}; both sides at {args.ms} ms", flush=True)
    bot = Player(args.ours).make(args.ms)
    # trick -> (colver's worlds, colver's ms, our deals, our deals searched to the end, how many
    # tricks our other deals were searched, our ms), one entry a decision
    rows: dict[int, list[tuple[int, float, int, int, float, float]]] = defaultdict(list)
    expert_module.Solver = _CountedSolver  # type: ignore[attr-defined,assignment]
    try:
        for index, table in _tables(Path(args.dump), args.tables):
            for match, env, agents, seat in _with_colver(colver, table, index, args.ms):
                if match.phase == Phase.PLAY:
                    view = view_of(match, seat)
                    if len(view.legal_actions) > 1:
                        trick = len(view.tricks)
                        start = time.perf_counter()
                        decision = agents[seat].decide(env)
                        colver_ms = (time.perf_counter() - start) * 1e3
                        _CountedSolver.horizons = []
                        start = time.perf_counter()
                        bot.choose(view, random.Random(index * 100 + trick))
                        ours_ms = (time.perf_counter() - start) * 1e3
                        found = _CountedSolver.horizons
                        ahead = [h - trick for h in found if h is not None]
                        rows[trick].append((int(decision["determinizations"]), colver_ms, len(found),
                                            sum(1 for h in found if h is None),
                                            statistics.fmean(ahead) if ahead else math.nan, ours_ms))
    finally:
        expert_module.Solver = Solver  # type: ignore[attr-defined]
    print(f"{'trick':>5} {'decisions':>9} | {'colver worlds':>13} {'ms':>5} | {'our deals':>9} {'to the end':>10}"
          f" {'others: tricks searched':>23} {'ms':>5}   (medians)")
    for trick in sorted(rows):
        r = rows[trick]
        searched = [x[4] for x in r if not math.isnan(x[4])]
        print(f"{trick + 1:5} {len(r):9} | {statistics.median(x[0] for x in r):13.0f} {statistics.median(x[1] for x in r):5.0f}"
              f" | {statistics.median(x[2] for x in r):9.0f} {statistics.median(x[3] for x in r):10.0f}"
              f" {statistics.median(searched) if searched else math.nan:23.1f} {statistics.median(x[5] for x in r):5.0f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    j = sub.add_parser("judge", help="solve and ask colver at the positions of a dump (slow, once)")
    j.add_argument("dump")
    j.add_argument("out")
    j.add_argument("--ms", type=int, default=100, help="colver's time_ms")
    j.add_argument("--cards", type=int, default=16, help="positions among the first N cards of the play")
    j.add_argument("--tables", help="A:B, the dump's tables A to B-1 (from 0)")
    a = sub.add_parser("ask", help="ask our players at the judged positions")
    a.add_argument("positions")
    a.add_argument("--ms", type=int, default=100, help="our players' budget_ms (0: fixed work)")
    a.add_argument("--ours", action="append", required=True, help="a level, or expert:field=value,...")
    a.add_argument("--limit", type=int, help="only the first N positions")
    a.add_argument("--role", choices=("contract", "defence"), help="only the contract's team's or the defence's cards")
    a.add_argument("--tricks", help="only positions in these tricks, e.g. 3-4 (from 1)")
    a.add_argument("--details", help="write each position's losses to this file, a JSON line each")
    w = sub.add_parser("worlds", help="what each side weighs a card with, trick by trick")
    w.add_argument("dump")
    w.add_argument("--ms", type=int, default=100, help="both sides' time a decision")
    w.add_argument("--tables", default="0:40", help="A:B, the dump's tables A to B-1 (from 0)")
    w.add_argument("--ours", default="expert", help="a level, or expert:field=value,... (default expert)")
    args = parser.parse_args()
    if args.command == "judge":
        judge(args)
    elif args.command == "worlds":
        worlds(args)
    else:
        if args.ms == 0:
            args.ms = None
        ask(args)


if __name__ == "__main__":
    main()
