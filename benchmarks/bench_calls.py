"""The Expert's calls against Hard's, in duplicate with the full auction and Hard's card play.

Run: ``python benchmarks/bench_calls.py [--variant contree|classic] [--boards N] [--seed S]
[--margins M1,M2,...] [--also KEY=VALUE,...] [--samples N] [--budget-ms MS]``.

Only the calls differ: every seat plays its cards as Hard does. Each board (a seeded deal, the
dealer turning with the board) is played at up to three tables with the same play seeds: Hard at
every seat (the reference), the Expert's calls for North-South, and for East-West. A table whose
auction is the reference's is the reference (nothing to play), so a board where the Expert
calls as Hard does scores exactly 0. A board's gain is the Expert's team's deal score margin at
its two tables minus the reference's margins for the same seats, halved: **a deal's gain**, the
standard duplicate comparison of Expert-calls-with-Hard-play against Hard. A passed-out deal
scores 0 (no redeal). Every ``--margins`` value (``ExpertSettings.call_margin``) is weighed on
the same boards against one reference, and again with each ``--also`` change of the Expert's
settings (e.g. ``--also bid_samples=32``; the second and later rows also print their gain
minus the first row's, paired board by board). Prints the mean gain with its 95% interval (normal),
how many of the Expert's calls differ from Hard's, and the Expert's call times (median, p95).
Single-threaded; the figures go to docs/BENCHMARKS.md with the machine and the date.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_colver import settings_changes

from belote_desktop.bots.expert import ExpertSettings
from belote_desktop.bots.expert_calls import choose_call
from belote_desktop.bots.hard import HardBot
from belote_desktop.engine.auctions import Bid, Call, NameTrump
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Action, Match, Phase
from belote_desktop.engine.view import view_of


@dataclasses.dataclass
class Tally:
    margin: float
    #: other ExpertSettings changes weighed at this margin (``--also``), as written
    also: str = ""
    gains: list[float] = dataclasses.field(default_factory=list)
    calls: int = 0
    changed: int = 0
    times: list[float] = dataclasses.field(default_factory=list)
    #: what the changed calls were: (Hard's kind, the Expert's kind) -> how many
    kinds: Counter[tuple[str, str]] = dataclasses.field(default_factory=Counter)


def _match(rules: RuleSet, board: int, seed: int) -> Match:
    m = Match(rules, seed=seed * 1_000_003 + board, first_dealer=Seat(board % 4))
    m.deal()
    return m


def _auction(
    m: Match, board: int, expert_team: int | None, settings: ExpertSettings | None, budget_ms: int | None,
    tally: Tally | None,
) -> list[Action]:
    """Run ``m``'s auction: Hard's calls, the Expert's for ``expert_team``'s seats."""
    hard = HardBot()
    calls: list[Action] = []
    while m.phase == Phase.AUCTION:
        seat = m.current_player
        assert seat is not None
        view = view_of(m, seat)
        key = board * 1000 + len(calls)  # the same turn of the same board: the same seed
        if expert_team is not None and int(seat) & 1 == expert_team and settings is not None:
            deadline = None if budget_ms is None else time.perf_counter() + budget_ms * settings.budget_share / 1000
            start = time.perf_counter()
            action = choose_call(view, random.Random(key), settings, deadline)
            if tally is not None:
                tally.times.append(time.perf_counter() - start)
                tally.calls += 1
                hards = hard.decide(view, random.Random(key))
                if action != hards:
                    tally.changed += 1
                    tally.kinds[_kind(hards, action), _kind(action, hards)] += 1
        else:
            action = hard.decide(view, random.Random(key))
        calls.append(action)
        m.apply(action)
    return calls


def _kind(call: Action, other: Action) -> str:
    """A call's kind beside the other call: pass, a bid (lower, higher, another strain), a take or
    a named suit, contre, surcontre."""
    if isinstance(call, Bid):
        if isinstance(other, Bid):
            return "bid, other strain" if call.strain != other.strain else ("bid higher" if call.value > other.value else "bid lower")
        return "bid"
    if isinstance(call, NameTrump):
        return "name a suit"
    assert isinstance(call, Call)
    return call.name.lower()


def _play(m: Match, board: int) -> tuple[int, int]:
    """Play the deal out with Hard's cards; the deal's score per team (0 0 when passed out)."""
    hard = HardBot()
    rng = random.Random(board)
    if m.phase != Phase.PLAY:
        return (0, 0)
    while m.phase == Phase.PLAY:
        seat = m.current_player
        assert seat is not None
        m.apply(hard.choose(view_of(m, seat), rng))
    return (m.totals[0], m.totals[1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variant", choices=["contree", "classic"], default="contree")
    parser.add_argument("--boards", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--margins", default="0,20,40", help="call_margin values, comma-separated")
    parser.add_argument("--samples", type=int, default=None, help="bid_samples (default: the settings')")
    parser.add_argument("--budget-ms", type=int, default=None, help="the Expert's time per call (default: fixed work)")
    parser.add_argument("--also", action="append", default=[], metavar="KEY=VALUE[,KEY=VALUE]",
                        help="also weigh each margin with these ExpertSettings changed (on the same boards)")
    args = parser.parse_args()
    rules = RuleSet.default(Variant.CONTREE if args.variant == "contree" else Variant.CLASSIC)
    base = ExpertSettings()
    if args.samples is not None:
        base = dataclasses.replace(base, bid_samples=args.samples)
    tallies = [Tally(float(x), also) for x in args.margins.split(",") for also in ["", *args.also]]
    start = time.perf_counter()
    for board in range(args.boards):
        ref = _match(rules, board, args.seed)
        ref_calls = _auction(ref, board, None, None, None, None)
        ref_score: tuple[int, int] | None = None
        for tally in tallies:
            settings = dataclasses.replace(base, call_margin=tally.margin, **settings_changes(base, tally.also))
            gain = 0.0
            for team in (0, 1):
                m = _match(rules, board, args.seed)
                calls = _auction(m, board, team, settings, args.budget_ms, tally)
                if calls == ref_calls:
                    continue  # the reference's auction: the reference's play and score
                if ref_score is None:
                    ref_score = _play(ref, board)
                score = _play(m, board)
                gain += (score[team] - score[team ^ 1]) - (ref_score[team] - ref_score[team ^ 1])
            tally.gains.append(gain / 2)
        if (board + 1) % 25 == 0:
            line = "  ".join(f"m={t.margin:g}{' ' + t.also if t.also else ''}: {statistics.fmean(t.gains):+.1f}" for t in tallies)
            print(f"  {board + 1} boards, {time.perf_counter() - start:.0f} s  {line}", flush=True)
    print(f"{args.variant}, {args.boards} boards, seed {args.seed}, bid_samples {base.bid_samples}, "
          f"budget {args.budget_ms} ms, {time.perf_counter() - start:.0f} s")
    for t in tallies:
        n = len(t.gains)
        mean = statistics.fmean(t.gains)
        half = 1.96 * statistics.stdev(t.gains) / math.sqrt(n) if n > 1 else float("nan")
        times = sorted(t.times) or [0.0]
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        print(f"call_margin {t.margin:g}{', ' + t.also if t.also else ''}: {mean:+.2f} +- {half:.2f} a deal; {t.changed} of {t.calls} calls changed, "
              f"{sum(1 for g in t.gains if g)} boards differ; call time median {statistics.median(times) * 1000:.0f} ms, "
              f"p95 {p95 * 1000:.0f} ms, max {times[-1] * 1000:.0f} ms")
        print("    Hard's -> the Expert's: " + ", ".join(f"{a} -> {b} {n}" for (a, b), n in t.kinds.most_common()))
        if t is not tallies[0] and len(tallies[0].gains) == n and n > 1:
            d = [a - b for a, b in zip(t.gains, tallies[0].gains)]
            print(f"    minus the first: {statistics.fmean(d):+.2f} +- {1.96 * statistics.stdev(d) / math.sqrt(n):.2f} a deal (paired)")


if __name__ == "__main__":
    main()
