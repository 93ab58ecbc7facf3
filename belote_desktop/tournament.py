"""Bot tournaments: one level against another over independent deals or matches, optionally in
duplicate, on several processes with results that do not depend on how many.

Every unit of play (a deal or a match) has its own seeds, derived from the tournament's seed and
the unit's index, so any process can play any unit and get the same outcome. In duplicate each unit
is played at two tables with the same cards and dealer, the levels swapping seats at the second,
so that the luck of the cards cancels; the unit's margin is the mean of its two tables'.

No Qt here; ``commands/simulate.py`` prints what this module computes.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache
from typing import TYPE_CHECKING, Callable

from belote_desktop.bots.base import Bot
from belote_desktop.bots.registry import make_bot
from belote_desktop.engine.cards import Seat, Team
from belote_desktop.engine.rules import RuleSet
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.variants import variant_for
from belote_desktop.engine.view import view_of

if TYPE_CHECKING:
    from belote_desktop.engine.record import SeatConfig

#: z for a two-sided 95% confidence interval (normal approximation)
Z95 = 1.959964

#: Passed-out deals in a row after which a unit is abandoned: bots that never bid would redeal forever.
MAX_REDEALS_IN_A_ROW = 64


class Unit(Enum):
    DEAL = "deal"
    MATCH = "match"


@dataclass(frozen=True, slots=True)
class Tournament:
    rules: RuleSet
    #: (first, second): the first level sits NS, the second EW (swapped at a duplicate's second table)
    levels: tuple[str, str]
    unit: Unit
    count: int
    seed: int = 0
    duplicate: bool = False
    budget_ms: int | None = None


@dataclass(slots=True)
class Table:
    """One unit played at one table."""

    match: Match
    margin_per_deal: list[float]  # the first level's deal score minus the second's, per deal played
    deals: int = 0
    redeals: int = 0
    actions: int = 0


@dataclass(slots=True)
class UnitResult:
    index: int
    #: first level's margin per deal played: one value per deal (per board in duplicate deals)
    margins: list[float]
    #: 1 the first level won the unit, 0 it lost, 0.5 a tie (or a duplicate pair split)
    outcome: float
    deals: int
    redeals: int
    points: tuple[int, int]  # by seat team, NS and EW, over the unit's tables
    match_wins: tuple[int, int]  # matches finished and won, by seat team
    actions: int
    #: per side of the table (``rules.table.side_names``: teams at four, seats at three and in a
    #: duel), over the unit's tables: points (balls) and matches won
    side_points: tuple[int, ...] = ()
    side_wins: tuple[int, ...] = ()


@dataclass(slots=True)
class ChunkResult:
    units: list[UnitResult] = field(default_factory=list)
    #: level -> nanoseconds of each of its decisions
    times: dict[str, list[int]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Interval:
    mean: float
    low: float | None  # None when one value leaves the spread unknown
    high: float | None


@dataclass(frozen=True, slots=True)
class TimeSummary:
    decisions: int
    median_ms: float
    p95_ms: float


@dataclass(frozen=True, slots=True)
class Summary:
    units: int
    deals: int
    redeals: int
    points: tuple[int, int]
    matches_finished: int
    match_wins: tuple[int, int]
    actions: int
    win_rate: Interval
    margin: Interval
    times: dict[str, TimeSummary]
    #: per side of the table, as ``UnitResult``'s
    side_points: tuple[int, ...] = ()
    side_wins: tuple[int, ...] = ()


def unit_seed(seed: int, index: int) -> int:
    """The shuffle seed of one unit: independent of which process plays it."""
    return random.Random(f"belote-tournament/{seed}/{index}").getrandbits(63)


def _seat_levels(levels: tuple[str, str], swapped: bool) -> tuple[str, str, str, str]:
    ns, ew = (levels[1], levels[0]) if swapped else levels
    return (ns, ew, ns, ew)  # S E N W


@lru_cache(maxsize=16)
def _groups(rules: RuleSet) -> tuple[int, ...]:
    """Each seat's level (indexed by Seat), as the variant object groups the table's sides."""
    game = variant_for(rules)
    return tuple(game.side_group(seat) for seat in Seat)


def _seat_group(rules: RuleSet, seat: Seat | int) -> int:
    """Which level plays ``seat``: 0 the "NS" level, 1 the "EW" level. At four, the teams; at the
    Romanian three-player table S against E and W (each playing alone); in a duel S against N."""
    return _groups(rules)[seat]


def _side_group(rules: RuleSet, side: int) -> int:
    """Which level plays ``side`` (a team at four, a seat at a smaller table)."""
    return _seat_group(rules, rules.table.side_seats(side)[0])


def _side_margin(rules: RuleSet, score: tuple[int, ...] | list[int], first_group: int) -> float:
    """The first level's deal score minus the second's. Per side: at four a team; at the
    Romanian three-player table and in a duel a seat, a level's several seats averaged."""
    mine: list[int] = []
    theirs: list[int] = []
    for side, points in enumerate(score):
        (mine if _side_group(rules, side) == first_group else theirs).append(points)
    if len(mine) == 1 and len(theirs) == 1:
        return mine[0] - theirs[0]
    return sum(mine) / len(mine) - sum(theirs) / len(theirs)


def _levels_by_seat(rules: RuleSet, levels: tuple[str, str], swapped: bool) -> tuple[str, str, str, str]:
    """Each seat's level (S E N W); an empty seat of a Romanian table gets one it never uses."""
    first, second = (levels[1], levels[0]) if swapped else levels
    return tuple(first if _seat_group(rules, s) == 0 else second for s in Seat)  # type: ignore[return-value]  # one item per Seat, four: a generator's tuple is typed tuple[str, ...]


def seat_configs(levels: tuple[str, str], swapped: bool = False, rules: RuleSet | None = None) -> dict[Seat, SeatConfig]:
    """How a record names a table's seats: all bots, with their levels (``rules``: only the
    table's seats, as a Romanian record wants)."""
    from belote_desktop.engine.record import PlayerKind, SeatConfig

    names = {Seat.S: "South", Seat.E: "East", Seat.N: "North", Seat.W: "West"}
    if rules is None:
        by_seat, seats = _seat_levels(levels, swapped), tuple(Seat)
    else:
        by_seat, seats = _levels_by_seat(rules, levels, swapped), rules.table.seats
    return {s: SeatConfig(names[s], PlayerKind.BOT, by_seat[s]) for s in seats}


def play_table(spec: Tournament, index: int, swapped: bool, times: dict[str, list[int]]) -> Table:
    """Play one unit at one table; decision times are appended to ``times`` by level."""
    seed = unit_seed(spec.seed, index)
    levels = _levels_by_seat(spec.rules, spec.levels, swapped)
    bots: list[Bot] = [make_bot(level, spec.budget_ms) for level in levels]
    clocks = [times.setdefault(level, []) for level in levels]
    rng = random.Random(seed ^ 0x5EED)
    seats = spec.rules.table.seats  # the occupied seats (Romanian: three or two)
    match = Match(spec.rules, seed=seed, first_dealer=seats[index % len(seats)])
    table = Table(match, [])
    first_team = Team.EW if swapped else Team.NS
    one_deal = spec.unit == Unit.DEAL
    perf = time.perf_counter_ns
    actions = 0
    redeals_in_a_row = 0
    while True:
        match.deal()
        deal = match.current
        assert deal is not None
        # Play the deal out: the hot loop of every simulation, so it asks the match as little as it can.
        while True:
            seat = match.current_player
            assert seat is not None
            view = view_of(match, seat)
            start = perf()
            action = bots[seat].choose(view, rng)
            clocks[seat].append(perf() - start)
            match.apply(action)
            actions += 1
            if match.phase is Phase.DEAL or match.phase is Phase.OVER:
                break
        if deal.score is None and match.phase is Phase.OVER:
            # Romanian BELOT (all eight trumps declared): the match is won, the deal not scored
            table.margin_per_deal.append(0)
            break
        if deal.score is None:  # passed out (Romanian: or cancelled)
            table.redeals += 1
            redeals_in_a_row += 1
            if one_deal and spec.duplicate or redeals_in_a_row == MAX_REDEALS_IN_A_ROW:
                # a board is one set of cards: passed out, it scores nothing at this table
                table.margin_per_deal.append(0)
                break
            continue
        redeals_in_a_row = 0
        table.deals += 1
        score = deal.score.score
        margin = _side_margin(spec.rules, score, int(first_team))
        table.margin_per_deal.append(margin)
        if one_deal or match.phase is Phase.OVER:
            break
    table.actions = actions
    return table


def _outcome(margin: float) -> float:
    return 1.0 if margin > 0 else 0.0 if margin < 0 else 0.5


def play_unit(spec: Tournament, index: int, times: dict[str, list[int]]) -> tuple[UnitResult, list[Table]]:
    tables = [play_table(spec, index, False, times)]
    if spec.duplicate:
        tables.append(play_table(spec, index, True, times))
    points = [0, 0]
    wins = [0, 0]
    rules = spec.rules
    side_points = [0] * rules.table.sides
    side_wins = [0] * rules.table.sides
    for table in tables:
        totals = table.match.totals
        for side, total in enumerate(totals):
            side_points[side] += total
        if table.match.winner_side is not None:
            side_wins[table.match.winner_side] += 1
        # by level ("NS" and "EW", see _seat_group): a team at four, a seat group at smaller tables
        for side, total in enumerate(totals):
            points[_side_group(rules, side)] += total
        if table.match.winner_side is not None:
            wins[_side_group(rules, table.match.winner_side)] += 1
    if spec.unit == Unit.DEAL:
        if spec.duplicate:
            margins = [sum(t.margin_per_deal[0] for t in tables) / 2]
        else:
            margins = [float(m) for m in tables[0].margin_per_deal]
        outcome = _outcome(margins[0])
    else:
        margins = [float(m) for t in tables for m in t.margin_per_deal]
        outcomes = []
        for i, table in enumerate(tables):
            first_team = Team.EW if i == 1 else Team.NS
            won = table.match.winner_side
            winner = None if won is None else Team(_side_group(rules, won))  # the level that won
            outcomes.append(0.5 if winner is None else 1.0 if winner == first_team else 0.0)
        outcome = sum(outcomes) / len(outcomes)
    result = UnitResult(
        index, margins, outcome,
        deals=sum(t.deals for t in tables), redeals=sum(t.redeals for t in tables),
        points=(points[0], points[1]), match_wins=(wins[0], wins[1]), actions=sum(t.actions for t in tables),
        side_points=tuple(side_points), side_wins=tuple(side_wins),
    )
    return result, tables


def play_chunk(spec: Tournament, start: int, stop: int) -> ChunkResult:
    chunk = ChunkResult()
    for index in range(start, stop):
        chunk.units.append(play_unit(spec, index, chunk.times)[0])
    return chunk


def _chunks(count: int, jobs: int) -> list[tuple[int, int]]:
    # several chunks per process so that a slow chunk does not leave a core idle at the end
    size = max(1, math.ceil(count / (jobs * 8)))
    return [(start, min(count, start + size)) for start in range(0, count, size)]


def run_tournament(spec: Tournament, jobs: int = 1) -> tuple[list[UnitResult], dict[str, list[int]]]:
    """Every unit's result in index order, and each level's decision times."""
    if jobs <= 1 or spec.count <= 1:
        chunk = play_chunk(spec, 0, spec.count)
        return chunk.units, chunk.times
    # imported here: a one-process run (and every short one) need not pay for multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    units: list[UnitResult] = []
    times: dict[str, list[int]] = {}
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(play_chunk, spec, start, stop) for start, stop in _chunks(spec.count, jobs)]
        for future in futures:
            chunk = future.result()
            units.extend(chunk.units)
            for level, values in chunk.times.items():
                times.setdefault(level, []).extend(values)
    return units, times


def mean_interval(values: list[float]) -> Interval:
    """The mean with its 95% confidence interval (normal approximation, sample variance)."""
    n = len(values)
    if n == 0:
        return Interval(0.0, None, None)
    mean = math.fsum(values) / n
    if n == 1:
        return Interval(mean, None, None)
    variance = math.fsum((v - mean) ** 2 for v in values) / (n - 1)
    half = Z95 * math.sqrt(variance / n)
    return Interval(mean, mean - half, mean + half)


def _within(interval: Interval, low: float, high: float) -> Interval:
    """The interval cut to what the measure can be (the normal approximation ignores bounds)."""
    if interval.low is None or interval.high is None:
        return interval
    return Interval(interval.mean, max(low, interval.low), min(high, interval.high))


def _percentile(sorted_values: list[int], q: float) -> int:
    # nearest rank: a value that was measured, never an interpolation between two
    return sorted_values[max(0, math.ceil(q * len(sorted_values)) - 1)]


def time_summary(values: list[int]) -> TimeSummary:
    ordered = sorted(values)
    if not ordered:
        return TimeSummary(0, 0.0, 0.0)
    return TimeSummary(len(ordered), _percentile(ordered, 0.5) / 1e6, _percentile(ordered, 0.95) / 1e6)


def summarise(units: list[UnitResult], times: dict[str, list[int]]) -> Summary:
    def total(get: Callable[[UnitResult], int]) -> int:
        return sum(get(u) for u in units)

    return Summary(
        units=len(units),
        deals=total(lambda u: u.deals),
        redeals=total(lambda u: u.redeals),
        points=(total(lambda u: u.points[0]), total(lambda u: u.points[1])),
        matches_finished=total(lambda u: u.match_wins[0] + u.match_wins[1]),
        match_wins=(total(lambda u: u.match_wins[0]), total(lambda u: u.match_wins[1])),
        actions=total(lambda u: u.actions),
        win_rate=_within(mean_interval([u.outcome for u in units]), 0.0, 1.0),
        margin=mean_interval([m for u in units for m in u.margins]),
        times={level: time_summary(values) for level, values in times.items()},
        side_points=tuple(map(sum, zip(*(u.side_points for u in units)))) if units else (),
        side_wins=tuple(map(sum, zip(*(u.side_wins for u in units)))) if units else (),
    )
