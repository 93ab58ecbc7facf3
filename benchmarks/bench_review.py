"""The deal review's error / bad-luck split, measured on planted blunders.

Run: ``python benchmarks/bench_review.py [--deals N] [--variant classic|contree|both|romanian]
[--table four|three|duel] [--seed S]`` (``--table``: the Romanian table, four players by default).

Each deal is played with the Expert in South (the others Hard, for speed). Once per deal, at a
South card drawn at random in tricks 2-7 with a choice, the Expert's card is replaced by a
**planted blunder**: the legal card that does worst on an independent judge's worlds (the
Expert's sampled deals from South's view, 48 of them, with another seed than the review's),
kept only when it loses at least ``--blunder`` deal points on average against the best card
there; the deal then goes on as before. The review (``bots/review.py``, its defaults, seed 0)
then judges every South card, and the script counts:

- planted blunders the review calls an error (it should find them all), and how many of them
  cost nothing double dummy (lucky blunders: still errors);
- the Expert's own cards with a choice that the review calls an error (it should call none),
  bad luck, or sound;
- both again without the review's noise test (``Judgement.error``), to show what it does;
- the review's time per deal.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import platform
import random
import statistics
import time
from dataclasses import dataclass, field
from typing import TextIO

from belote_desktop.bots.expert import ExpertBot, ExpertSettings
from belote_desktop.bots.registry import make_bot
from belote_desktop.bots.review import ERROR_MIN_COST, Verdict, judge_card, review
from belote_desktop.bots.solver import COMPILED
from belote_desktop.engine.cards import Card, Seat
from belote_desktop.engine.record import PlayerKind, SeatConfig, write_record
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.view import SeatView, view_of


@dataclass
class Tally:
    deals: int = 0
    planted: int = 0
    planted_found: int = 0
    planted_lucky: int = 0  # planted blunders that cost nothing double dummy
    planted_lucky_found: int = 0
    own: int = 0  # the Expert's own South cards with a choice
    own_errors: int = 0
    own_bad_luck: int = 0
    own_sound: int = 0
    own_costly: int = 0  # of them, cards that cost deal score double dummy
    #: without the noise test (worse in most worlds where they differ, 5 points on average)
    planted_majority: int = 0
    own_majority: int = 0
    seconds: list[float] = field(default_factory=list)


def worst_card(view: SeatView, rng: random.Random, blunder: float) -> Card | None:
    """The legal card that does worst on an independent judge's 48 worlds, if it loses at least
    ``blunder`` on average against the best card there."""
    legal = [a for a in view.legal_actions if isinstance(a, int)]
    if len(legal) < 2:
        return None
    base = ExpertSettings()
    settings = dataclasses.replace(base, samples=48, nodes=base.nodes * 2)
    # any legal card serves as "played": the means are what is read here
    judged = judge_card(view, legal[0], rng, settings)
    if len(judged.means) < 2:
        return None
    best = judged.means[0][1]
    card, worst = judged.means[-1]
    return card if best - worst >= blunder else None


def play_deal(rules: RuleSet, seed: int, blunder: float) -> tuple[dict[str, object], int | None] | None:
    """One deal (the first with card play from ``seed``), with at most one planted South blunder;
    the record and the planted card's place in the deal."""
    match = Match(rules, seed=seed)
    seats_at = match.table.seats
    bots = {s: make_bot("hard") for s in seats_at}
    expert = ExpertBot()
    rng = random.Random(seed)
    plant_rng = random.Random(seed * 7 + 1)
    for _ in range(8):
        match.deal()
        target_trick = plant_rng.randrange(2, match.table.tricks)
        planted: int | None = None
        index = 0
        while match.phase in (Phase.AUCTION, Phase.PLAY):
            seat = match.current_player
            assert seat is not None
            view = view_of(match, seat)
            if match.phase == Phase.PLAY and seat == Seat.S:
                action = expert.choose(view, rng)
                if planted is None and isinstance(action, int) and len(view.tricks) + 1 >= target_trick:
                    bad = worst_card(view, random.Random(seed * 13 + index), blunder)
                    if bad is not None and bad != action:
                        action, planted = bad, index
            else:
                action = bots[seat].choose(view, rng)
            if match.phase == Phase.PLAY and isinstance(action, int):
                index += 1  # cards only: a Romanian declaration is an action in play, not a card
            match.apply(action)
        deal = match.current
        assert deal is not None
        if deal.tricks:
            seats = {s: SeatConfig(s.name, PlayerKind.HUMAN if s == Seat.S else PlayerKind.BOT,
                                   None if s == Seat.S else "hard") for s in seats_at}
            record = write_record(match, seats)
            return record, planted
    return None


def measure(variant: Variant, deals: int, seed: int, blunder: float, samples: int | None = None,
            dump: TextIO | None = None, table: str | None = None) -> Tally:
    rules = RuleSet.default(variant).with_options({"target": 0} if table is None else {"target": 0, "table": table})
    settings = None
    if samples is not None:  # more worlds per card than the review's default (and work to match)
        base = ExpertSettings()
        settings = dataclasses.replace(base, samples=samples, nodes=base.nodes * samples // base.samples)
    tally = Tally()
    for d in range(deals):
        played = play_deal(rules, seed + d, blunder)
        if played is None:
            continue
        record, planted = played
        number = len(record["deals"])  # type: ignore[arg-type]  # a record's deals are a list
        start = time.perf_counter()
        result = review(record, number, seats=[Seat.S], settings=settings)
        tally.seconds.append(time.perf_counter() - start)
        tally.deals += 1
        for mark in result.marks:
            if mark.verdict == Verdict.FORCED:
                continue
            j = mark.judgement
            majority = j is not None and j.worse > j.better and j.expected_cost >= ERROR_MIN_COST
            if dump is not None and j is not None:
                dump.write(json.dumps({"variant": variant.value, "deal": d, "planted": mark.index == planted,
                                       "worse": j.worse, "better": j.better, "worlds": j.worlds,
                                       "cost": j.expected_cost, "se": j.standard_error, "dd": mark.cost}) + "\n")
            if mark.index == planted:
                tally.planted += 1
                tally.planted_majority += majority
                found = mark.verdict == Verdict.ERROR
                tally.planted_found += found
                if mark.cost == 0:
                    tally.planted_lucky += 1
                    tally.planted_lucky_found += found
                continue
            tally.own += 1
            tally.own_majority += majority
            tally.own_errors += mark.verdict == Verdict.ERROR
            tally.own_bad_luck += mark.verdict == Verdict.BAD_LUCK
            tally.own_sound += mark.verdict == Verdict.SOUND
            tally.own_costly += mark.cost > 0
        print(f"  {variant.value} deal {d + 1}: planted {'yes' if planted is not None else 'no'}, "
              f"{tally.seconds[-1]:.1f} s", flush=True)
    return tally


def report(variant: Variant, t: Tally, table: str | None = None) -> None:
    def share(a: int, b: int) -> str:
        return f"{a}/{b} ({100 * a / b:.0f}%)" if b else f"{a}/0"

    print(f"{variant.value}{'' if table is None else ' (' + table + ')'}: {t.deals} deals reviewed")
    print(f"  planted blunders called errors: {share(t.planted_found, t.planted)}"
          f" (of them costing nothing double dummy: {share(t.planted_lucky_found, t.planted_lucky)})")
    print(f"  Expert's own cards with a choice: {t.own}; errors {share(t.own_errors, t.own)},"
          f" bad luck {share(t.own_bad_luck, t.own)}, sound {share(t.own_sound, t.own)};"
          f" costing deal score double dummy {share(t.own_costly, t.own)}")
    print(f"  without the noise test: planted {share(t.planted_majority, t.planted)},"
          f" Expert's own {share(t.own_majority, t.own)}")
    if t.seconds:
        print(f"  review time per deal (South's cards): median {statistics.median(t.seconds):.1f} s,"
              f" max {max(t.seconds):.1f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=20, help="deals per variant (default 20)")
    parser.add_argument("--variant", choices=("classic", "contree", "both", "romanian"), default="both")
    parser.add_argument("--table", choices=("four", "three", "duel"), default="four",
                        help="the Romanian table (default four)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, help="worlds per card in the review (default: the review's own)")
    parser.add_argument("--dump", type=argparse.FileType("w"), help="write each judged card as a JSON line")
    parser.add_argument("--blunder", type=float, default=20.0,
                        help="a planted card loses at least this much on average (deal points, default 20)")
    args = parser.parse_args()
    variants = [Variant.CLASSIC, Variant.CONTREE] if args.variant == "both" else [Variant(args.variant)]
    print(f"Python {platform.python_version()}, solver {'compiled' if COMPILED else 'pure Python'}")
    for variant in variants:
        table = args.table if variant == Variant.ROMANIAN else None
        report(variant, measure(variant, args.deals, args.seed, args.blunder, args.samples, args.dump, table), table)


if __name__ == "__main__":
    main()
