"""Romanian scoring (docs/RULES.md 5): points to balls, the failed taker, the side without a trick and
every third BT. Scores are per side (a team at four, a player at three or in a duel)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from belote_desktop.engine.scoring import DealResult, SideBreakdown, Void
from belote_desktop.engine.table import Table

#: Penalty for a side without a trick and for every third BT: 10 balls, or 100 points in a duel.
PENALTY = {Table.FOUR: 10, Table.THREE: 10, Table.DUEL: 100}
BT_EVERY = 3


def to_ball(points: int) -> int:
    """10 points make a ball; units of 5 and below round down, 6 and up round up (65 -> 6, 66 -> 7)."""
    return (points + 4) // 10


def to_balls(points: Sequence[int]) -> tuple[int, ...]:
    """Each side's balls, rounded so that together they make the deal's total in balls.

    Rounding each side alone can give one ball too many (66 and 96 both round up: 17 for a
    162-point deal) or, at three players, one too few (54, 54, 54 all round down: 15). The deal
    keeps its total (16 balls without combinations), the correction goes against the side ahead
    so that a low score keeps the ball its points earn (66 makes 7, as the rule page says), and
    more points never make fewer balls:

    - one too many: of the sides that rounded up, the one with the most balls gives one back
      (66/96 -> 7/9, 76/86 -> 8/8); between equal balls the one with fewer points, which rounded
      up furthest (66/67/29 -> 6/7/3, not 7/6/3);
    - one too few: of the sides that rounded down, the one nearest to rounding up (the largest
      remainder) receives it; between equal remainders the one with fewer points.

    Between equal points the earlier side (in ``points`` order) is chosen, so the result depends
    on nothing but the points.
    """
    balls = [to_ball(p) for p in points]
    total = to_ball(sum(points))
    sides = range(len(points))
    while sum(balls) > total:
        up = [i for i in sides if balls[i] * 10 > points[i]]
        i = max(up, key=lambda i: (balls[i], -points[i], -i))
        balls[i] -= 1
    while sum(balls) < total:
        down = [i for i in sides if balls[i] * 10 <= points[i]]
        i = max(down, key=lambda i: (points[i] % 10, -points[i], -i))
        balls[i] += 1
    return tuple(balls)


@dataclass(frozen=True, slots=True)
class RomanianScore:
    taker_side: int
    #: MADE, or DOWN for a failed taker (a BT)
    result: DealResult
    #: what each side counted: tricks, last trick, its combinations and Bella (none without a trick)
    points: tuple[int, ...]
    #: what the deal adds to the match: balls (duel: points) after the failed taker's loss and the penalties
    score: tuple[int, ...]
    #: the penalties included in ``score`` (no trick, third BT)
    penalties: tuple[int, ...]
    #: which sides this deal counts as a BT for
    bt: tuple[bool, ...]
    #: the combinations and Bella that counted in ``points`` (a side without a trick counts none)
    combinations: tuple[int, ...]
    bella: tuple[int, ...]
    reserve_added: int = 0
    #: each side's BT number in the match (1, 2, 3, ... as the rule page numbers them: BT-1, BT-2),
    #: 0 for a side this deal is not a BT for
    bt_number: tuple[int, ...] = ()
    #: the part of ``penalties`` that a third BT (sixth, ...) costs, per side
    third_bt: tuple[int, ...] = ()
    #: per side, what made ``points`` and ``score`` (in points; ``score`` and ``penalty`` in balls,
    #: duel points)
    breakdown: tuple[SideBreakdown, ...] = ()

    @property
    def made(self) -> bool:
        """The contract's outcome: the taker made it."""
        return self.result == DealResult.MADE

    @property
    def winner(self) -> None:
        """No litige reserve in Romanian Belot."""
        return None


def score_romanian(
    table: Table,
    taker_side: int,
    card_points: Sequence[int],
    tricks: Sequence[int],
    combinations: Sequence[int],
    bella: Sequence[int],
    bt_before: Sequence[int],
    last_trick: Sequence[int] | None = None,
) -> RomanianScore:
    """One deal's score. ``bt_before``: each side's BTs earlier in the match; ``last_trick``: each
    side's last-trick bonus, part of ``card_points`` (unknown in a search: none)."""
    sides = range(table.sides)
    counted_combinations = tuple(combinations[s] if tricks[s] else 0 for s in sides)
    counted_bella = tuple(bella[s] if tricks[s] else 0 for s in sides)
    counted = [card_points[s] + counted_combinations[s] + counted_bella[s] for s in sides]
    best_other = max((s for s in sides if s != taker_side), key=lambda s: counted[s])
    failed = counted[taker_side] < counted[best_other]
    final = list(counted)
    if failed:
        # The failed taker loses everything to the opponent who beat it by most.
        final[best_other] += final[taker_side]
        final[taker_side] = 0
    values = list(final) if table == Table.DUEL else list(to_balls(final))
    penalty = PENALTY[table]
    penalties = [0] * table.sides
    bt = [False] * table.sides
    number = [0] * table.sides
    third = [0] * table.sides
    for s in sides:
        if not tricks[s]:
            penalties[s] -= penalty
            bt[s] = True
        if s == taker_side and failed:
            bt[s] = True
        if bt[s]:
            number[s] = bt_before[s] + 1
            if number[s] % BT_EVERY == 0:
                third[s] = -penalty
                penalties[s] -= penalty
    score = tuple(v + p for v, p in zip(values, penalties))
    bonus = tuple(last_trick) if last_trick is not None else (0,) * table.sides
    breakdown = []
    for s in sides:
        lost_combos = combinations[s] + bella[s] - counted_combinations[s] - counted_bella[s]
        lost_down = counted[s] if failed and s == taker_side else 0
        why = Void.DOWN if lost_down else Void.NO_TRICK if lost_combos else None
        breakdown.append(SideBreakdown(
            card_points[s] - bonus[s], bonus[s], card_points[s], counted_combinations[s], counted_bella[s],
            counted[s], lost_down + lost_combos, why, penalties[s], score[s],
        ))
    return RomanianScore(
        taker_side,
        DealResult.DOWN if failed else DealResult.MADE,
        tuple(counted),
        score,
        tuple(penalties),
        tuple(bt),
        counted_combinations,
        counted_bella,
        bt_number=tuple(number),
        third_bt=tuple(third),
        breakdown=tuple(breakdown),
    )
