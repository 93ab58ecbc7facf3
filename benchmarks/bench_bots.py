"""Bot levels: decision time per level, and duplicate comparisons of strength.

Run: ``python benchmarks/bench_bots.py [--deals N] [--variant classic|contree|both] [--seed S]``.

``--thinking MS``: instead, the Expert's decision time under a thinking time of MS (what the
window's "Thinking time" setting gives it): the Expert plays NS against Hard for ``--deals`` deals
of Classic, of Contrée and of Romanian Belot at four, and every Expert decision with a choice is
timed (wall clock, ``choose`` alone), calls and cards apart: median, 95th percentile and maximum
against the budget, and the
CPU time (on a loaded machine a decision's fixed work outside the search, Hard's calls the
Expert starts from, waits for a core and shows as wall-clock time beyond the budget).

Duplicate: each deal is played twice with the same cards, the two levels swapping seats, so the
luck of the cards cancels; the margin of a deal is (the first level's score minus the second's),
averaged over its two tables. A passed-out table scores 0 to both. Single-threaded.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time
from dataclasses import dataclass, field

from belote_desktop.bots.base import Bot
from belote_desktop.bots.registry import make_bot
from belote_desktop.engine.cards import Seat, Team
from belote_desktop.engine.dealing import DealLayout
from belote_desktop.engine.events import DealScored
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.view import view_of


@dataclass
class Timings:
    """Per level: wall-clock seconds and this thread's CPU seconds of each decision (on a shared,
    loaded machine the CPU time is the better measure of the bot's own cost)."""

    seconds: dict[str, list[float]] = field(default_factory=dict)
    cpu: dict[str, list[float]] = field(default_factory=dict)

    def add(self, level: str, s: float, cpu: float) -> None:
        self.seconds.setdefault(level, []).append(s)
        self.cpu.setdefault(level, []).append(cpu)


def play_table(rules: RuleSet, layout: DealLayout, bots: dict[Team, Bot], seed: int, timings: Timings) -> tuple[int, int]:
    """One deal with the given cards; each team's score (0, 0 when passed out)."""
    match = Match(rules, seed=seed, first_dealer=layout.dealer)
    match.deal(layout)
    rng = random.Random(seed)
    while match.phase in (Phase.AUCTION, Phase.PLAY):
        seat = match.current_player
        assert seat is not None
        bot = bots[seat.team]
        view = view_of(match, seat)
        start, start_cpu = time.perf_counter(), time.thread_time()
        action = bot.choose(view, rng)
        timings.add(bot.level, time.perf_counter() - start, time.thread_time() - start_cpu)
        for event in match.apply(action):
            if isinstance(event, DealScored):
                score = event.score.score
                return score[0], score[1]
    return (0, 0)


def duplicate(variant: Variant, first: str, second: str, deals: int, seed: int, timings: Timings,
              options: dict[str, object] | None = None) -> list[float]:
    """Per-deal margins of ``first`` over ``second`` (mean of the two tables)."""
    rules = RuleSet.default(variant).with_options(options or {})
    a, b = make_bot(first), make_bot(second)
    rng = random.Random(seed)
    margins: list[float] = []
    for i in range(deals):
        layout = DealLayout.shuffled(variant, Seat(i & 3), rng)
        table_seed = rng.randrange(1 << 30)
        one = play_table(rules, layout, {Team.NS: a, Team.EW: b}, table_seed, timings)
        two = play_table(rules, layout, {Team.NS: b, Team.EW: a}, table_seed, timings)
        margins.append(((one[0] - one[1]) + (two[1] - two[0])) / 2.0)
    return margins


def interval(values: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval (normal approximation)."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else float("inf")
    return mean, half


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def thinking(ms: int, deals: int, seed: int) -> None:
    """The Expert's wall-clock time a decision under a thinking time of ``ms`` (see the module),
    calls and cards apart."""
    expert, hard = make_bot("expert", ms), make_bot("hard")
    for variant in (Variant.CLASSIC, Variant.CONTREE, Variant.ROMANIAN):
        times: dict[str, list[float]] = {"call": [], "card": []}
        cpu: dict[str, list[float]] = {"call": [], "card": []}
        rng = random.Random(seed)
        played = 0
        while played < deals:
            match = Match(RuleSet.default(variant), seed=rng.randrange(1 << 30))
            match.deal()
            played += 1
            while match.phase in (Phase.AUCTION, Phase.PLAY):
                seat = match.current_player
                assert seat is not None
                view = view_of(match, seat)
                bot = expert if seat.team == Team.NS else hard
                start, start_cpu = time.perf_counter(), time.thread_time()
                action = bot.choose(view, rng)
                if bot is expert and len(view.legal_actions) > 1:
                    kind = "card" if view.phase == Phase.PLAY else "call"
                    times[kind].append((time.perf_counter() - start) * 1e3)
                    cpu[kind].append((time.thread_time() - start_cpu) * 1e3)
                if any(isinstance(e, DealScored) for e in match.apply(action)):
                    break
        for kind in ("call", "card"):
            wall, own = times[kind], cpu[kind]
            if not wall:
                continue
            over = sum(1 for x in wall if x > ms)
            far = sum(1 for x in wall if x > 1.2 * ms)
            print(f"{variant.value:8} {kind}s, thinking time {ms} ms: {len(wall)} Expert decisions with a choice, "
                  f"median {statistics.median(wall):.1f} ms, 95th percentile {percentile(wall, 0.95):.1f} ms, "
                  f"max {max(wall):.1f} ms ({max(wall) / ms:.2f}x); over the budget {over}, over 1.2x {far}; "
                  f"CPU time median {statistics.median(own):.1f} ms, max {max(own):.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=300, help="deals per comparison (each played twice)")
    parser.add_argument("--variant", choices=("classic", "contree", "both"), default="both")
    parser.add_argument("--pairs", default="medium:easy,hard:medium", help="first:second,... levels compared")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rule", action="append", default=[], help="a rule option key=true|false|N")
    parser.add_argument("--thinking", type=int, metavar="MS", help="time the Expert's decisions under this thinking time")
    args = parser.parse_args()
    if args.thinking is not None:
        print(f"{platform.python_implementation()} {platform.python_version()}, {platform.machine()}, "
              f"{args.deals} deals a variant, seed {args.seed}")
        thinking(args.thinking, args.deals, args.seed)
        return
    options: dict[str, object] = {}
    for text in args.rule:
        key, _, value = text.partition("=")
        options[key] = value == "true" if value in ("true", "false") else int(value)
    variants = [Variant.CLASSIC, Variant.CONTREE] if args.variant == "both" else [Variant(args.variant)]
    print(f"{platform.python_implementation()} {platform.python_version()}, {platform.machine()}, "
          f"{args.deals} deals per comparison, seed {args.seed}")
    timings = Timings()
    for variant in variants:
        opts = {k: v for k, v in options.items() if variant == Variant.CONTREE or k not in (
            "no_trump_bids", "must_beat_defence", "taker_may_raise", "surcontre_multiplier")}
        for pair in args.pairs.split(","):
            first, second = pair.split(":")
            start = time.perf_counter()
            margins = duplicate(variant, first, second, args.deals, args.seed, timings, opts)
            mean, half = interval(margins)
            verdict = "above zero" if mean - half > 0 else ("below zero" if mean + half < 0 else "not decided")
            print(f"{variant.value:8} {first:>6} vs {second:<6} margin {mean:+7.2f} ± {half:5.2f} per deal "
                  f"[{mean - half:+.2f}, {mean + half:+.2f}] {verdict}  ({time.perf_counter() - start:.0f} s)")
    for level, secs in timings.seconds.items():
        for kind, values in (("wall", secs), ("cpu", timings.cpu[level])):
            ms = [s * 1e3 for s in values]
            print(f"decision time {level:>6} ({kind:4}): median {statistics.median(ms):.3f} ms, "
                  f"95th percentile {percentile(ms, 0.95):.3f} ms, max {max(ms):.2f} ms over {len(ms)} decisions")


if __name__ == "__main__":
    main()
