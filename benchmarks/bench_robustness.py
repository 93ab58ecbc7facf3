"""Robustness: many deals across the three variants (Romanian at its three tables), random rule options and a mix of every bot level,
counting illegal actions and exceptions (target: none in 100,000 deals).

Each deal draws, from its own seed, the variant, every rule option (from the values the game offers),
a level for each seat (weighted by ``--mix``: the searching levels cost far more per decision, so
they sit at fewer seats by default) and the cards. A bot that raises or answers an illegal action is
counted and the deal goes on with a random legal action; every tenth deal's record is written and
replayed through the engine as ``check`` does. Failures are listed with the deal's index, so that
``--first N --deals 1`` replays exactly that deal.

    .venv/bin/python benchmarks/bench_robustness.py --deals 2000 --jobs 2
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from belote_desktop.bots.registry import LEVELS, make_bot
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.record import read_record, write_record
from belote_desktop.engine.rules import SINGLE_DEAL, SURCONTRE_CHOICES, TARGET_CHOICES, RuleSet, Variant
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.view import view_of

DEFAULT_MIX = "random=1,easy=1,medium=1,hard=0.1,expert=0.01"
#: a deal whose auction passes out this many times in a row is abandoned (bots that never bid)
MAX_REDEALS = 64


@dataclass
class Tally:
    deals: int = 0
    redeals: int = 0
    abandoned: int = 0
    records_checked: int = 0
    decisions: Counter[str] = field(default_factory=Counter)
    seconds: defaultdict[str, float] = field(default_factory=lambda: defaultdict(float))
    by_variant: Counter[str] = field(default_factory=Counter)
    illegal: int = 0
    exceptions: int = 0
    failures: list[str] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        for name in ("deals", "redeals", "abandoned", "records_checked", "illegal", "exceptions"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.decisions.update(other.decisions)
        for level, spent in other.seconds.items():
            self.seconds[level] += spent  # added, as Counter.update adds
        self.by_variant.update(other.by_variant)
        self.failures.extend(other.failures)


def random_rules(rng: random.Random) -> RuleSet:
    variant = rng.choice([Variant.CLASSIC, Variant.CONTREE, Variant.ROMANIAN])
    if variant == Variant.ROMANIAN:
        return _romanian_rules(rng)
    options: dict[str, object] = {
        "declarations": rng.random() < 0.5,
        "partner_exemption": rng.random() < 0.5,
        "must_undertrump": rng.random() < 0.5,
        "target": rng.choice(TARGET_CHOICES[variant]),
    }
    if variant == Variant.CLASSIC:
        options["dealer_must_choose"] = rng.random() < 0.5
    else:
        options.update(no_trump_bids=rng.random() < 0.5, must_beat_defence=rng.random() < 0.5,
                       surcontre_multiplier=rng.choice(SURCONTRE_CHOICES), taker_may_raise=rng.random() < 0.5)
    return RuleSet.default(variant).with_options(options)


def _romanian_rules(rng: random.Random) -> RuleSet:
    """A Romanian table (four, three, duel) with its own options drawn; its limit or a single deal."""
    table = rng.choice(["four", "three", "duel"])
    options: dict[str, object] = {"table": table}
    if table == "four":
        options.update(under_14=rng.random() < 0.5, random_pairs=rng.random() < 0.5)
    elif table == "duel":
        options["reduced_combinations"] = rng.random() < 0.5
    if rng.random() < 0.3:
        options["target"] = SINGLE_DEAL
    return RuleSet.default(Variant.ROMANIAN).with_options(options)


def play_deal(seed: int, index: int, mix: dict[str, float], tally: Tally) -> None:
    rng = random.Random(f"robustness/{seed}/{index}")
    rules = random_rules(rng)
    names, weights = list(mix), list(mix.values())
    levels = [rng.choices(names, weights)[0] for _ in Seat]
    bots = [make_bot(level) for level in levels]
    # a match already some deals in, sometimes, so that totals, litige reserves and dealers vary
    seats = rules.table.seats  # Romanian: three or two occupied seats
    match = Match(rules, seed=rng.getrandbits(32), first_dealer=seats[rng.randrange(len(seats))])
    where = f"deal {index} ({rules.variant.value}, {rules.table.value}, {', '.join(levels[s] for s in seats)})"
    played = 0
    goal = 1 + (rng.random() < 0.2) * rng.randrange(1, 4)
    redeals_in_a_row = 0
    while played < goal and match.phase != Phase.OVER:
        match.deal()
        while match.phase in (Phase.AUCTION, Phase.PLAY):
            seat = match.current_player
            assert seat is not None
            view = view_of(match, seat)
            level = levels[seat]
            start = time.perf_counter()
            try:
                action = bots[seat].choose(view, rng)
            except Exception:  # noqa: BLE001 - counted and reported, then the deal goes on
                tally.exceptions += 1
                tally.failures.append(f"{where}: {level} raised: {traceback.format_exc(limit=3).strip()}")
                action = rng.choice(view.legal_actions)
            tally.seconds[level] += time.perf_counter() - start
            tally.decisions[level] += 1
            if action not in view.legal_actions:
                tally.illegal += 1
                tally.failures.append(f"{where}: {level} at {seat.name} chose illegal {action!r}")
                action = rng.choice(view.legal_actions)
            try:
                match.apply(action)
            except Exception:  # noqa: BLE001
                tally.exceptions += 1
                tally.failures.append(f"{where}: the engine raised on {action!r}: {traceback.format_exc(limit=3).strip()}")
                return
        deal = match.current
        assert deal is not None
        if deal.score is None:
            tally.redeals += 1
            redeals_in_a_row += 1
            if redeals_in_a_row == MAX_REDEALS:
                tally.abandoned += 1
                return
            continue
        redeals_in_a_row = 0
        played += 1
        tally.deals += 1
        tally.by_variant[rules.variant.value] += 1
    if index % 10 == 0:
        try:
            replay = read_record(write_record(match))
            assert replay.match.totals == match.totals, "replayed totals differ"
            tally.records_checked += 1
        except Exception:  # noqa: BLE001
            tally.exceptions += 1
            tally.failures.append(f"{where}: its record does not replay: {traceback.format_exc(limit=3).strip()}")


def play_chunk(seed: int, start: int, stop: int, mix: dict[str, float]) -> Tally:
    tally = Tally()
    for index in range(start, stop):
        play_deal(seed, index, mix, tally)
    return tally


def parse_mix(text: str) -> dict[str, float]:
    mix: dict[str, float] = {}
    for part in text.split(","):
        name, _, weight = part.partition("=")
        if name not in LEVELS:
            raise SystemExit(f"bench_robustness: unknown level {name!r} (expected one of {', '.join(LEVELS)})")
        mix[name] = float(weight or 1)
    return mix


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=300, help="how many deal setups (a few play several deals)")
    parser.add_argument("--first", type=int, default=0, help="index of the first setup (to replay one)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--mix", default=DEFAULT_MIX, help=f"level=weight for each seat's draw (default {DEFAULT_MIX})")
    args = parser.parse_args()
    mix = parse_mix(args.mix)
    for level in mix:
        # load every level now: a level that cannot be imported is no bot's fault found mid-run
        make_bot(level)
    start = time.perf_counter()
    tally = Tally()
    stop = args.first + args.deals
    size = max(1, args.deals // (args.jobs * 20))
    chunks = [(s, min(stop, s + size)) for s in range(args.first, stop, size)]
    if args.jobs == 1:
        for a, b in chunks:
            tally.add(play_chunk(args.seed, a, b, mix))
    else:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            for part in pool.map(play_chunk, *zip(*[(args.seed, a, b, mix) for a, b in chunks])):
                tally.add(part)
    elapsed = time.perf_counter() - start
    print(f"{tally.deals} deals played from setups {args.first}..{stop - 1} (seed {args.seed}): "
          f"{', '.join(f'{v} {n}' for v, n in sorted(tally.by_variant.items()))}; {tally.redeals} redeals, "
          f"{tally.abandoned} abandoned after {MAX_REDEALS} redeals; {tally.records_checked} records replayed")
    for level in LEVELS:
        if tally.decisions[level]:
            print(f"  {level}: {tally.decisions[level]} decisions, {tally.seconds[level] / tally.decisions[level] * 1000:.2f} ms mean")
    print(f"illegal actions: {tally.illegal}; exceptions: {tally.exceptions}; {elapsed:.0f} s with {args.jobs} job(s)")
    for failure in tally.failures[:20]:
        print(failure)
    return 1 if tally.illegal or tally.exceptions else 0


if __name__ == "__main__":
    sys.exit(main())
