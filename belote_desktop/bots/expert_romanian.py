"""The Expert's Romanian judge (docs/RULES.md 5): how the one card-play path of ``expert``
scores a sampled deal at a Romanian table.

The Expert's card play is the same at every table (``expert.ExpertBot._card``): deals sampled
from the seat's view (``sampling``, Romanian-aware: the table's deck, who received the turned
card, the duel's undealt cards), the deal so far replayed on the engine's ``PlayState`` for the
table (seating and the no-trump-lead rule come with it), each solved by ``solver.Solver`` for the
acting seat's side with the ``TRICKLESS`` sweeps. What is Romanian is here: each legal card's
value turned into a deal score margin by the engine's Romanian scoring (``balls.score_romanian``:
the failed taker loses everything, a side without a trick loses 10 balls and its combinations).

A solver value gives the side's points and whether each side took a trick. With two sides (four
players, the duel) that is the whole count. At three players the search is paranoid (the two
others minimise the acting player's points), so the other two's split is not known: each keeps
the points it has taken (public) and what is still to come is split evenly between them, the
least the stronger of them can end with: the simplification says so and the scoring does the rest.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from belote_desktop.bots.solver import NO_LINE, TRICKLESS, Line, Sweeps, side_points_of
from belote_desktop.engine.balls import score_romanian
from belote_desktop.engine.cards import Card, Mask
from belote_desktop.engine.combinations import score_combinations
from belote_desktop.engine.contract import DEAL_POINTS
from belote_desktop.engine.play import PlayState
from belote_desktop.engine.table import Table
from belote_desktop.engine.variants import variant_class
from belote_desktop.engine.view import SeatView


@dataclass(frozen=True, slots=True)
class RomanianJudge:
    """What turns a ``TRICKLESS`` solver value into the deal's score margin for one seat's side
    (an ``expert.CardJudge``)."""

    view: SeatView
    table: Table
    side: int
    taker: int
    taker_side: int
    first_leader: int
    combinations: tuple[int, ...]
    bella: tuple[int, ...]
    #: the scores count balls (a margin in balls is worth 10 points, as in Hard's
    #: ``romanian_margin``); a duel counts points
    balls: bool

    @classmethod
    def of(cls, view: SeatView) -> RomanianJudge:
        assert view.strain is not None and view.taker is not None
        table = view.rules.table
        if view.tricks:
            first = int(view.tricks[0].leader)
        elif view.trick_leader is not None:
            first = int(view.trick_leader)
        else:
            first = int(view.taker)  # Romanian: the taker leads the first trick
        # only the combinations declared so far are sure to count (an undeclared one counts for
        # nothing); Bella is declared too
        combos = score_combinations(view.declarations, view.strain, table)
        return cls(
            view, table, table.side_of(view.seat), int(view.taker), table.side_of(view.taker), first,
            tuple(combos.points), tuple(combos.bella), variant_class(view.rules.variant).balls_at(table),
        )

    @property
    def sweeps(self) -> Sweeps:
        return TRICKLESS

    @property
    def size(self) -> int:
        return self.table.size

    @property
    def tricks(self) -> int:
        return self.table.tricks

    def context(self, start: Sequence[Mask], state: PlayState) -> tuple[int, ...]:
        """Each side's card points taken already (public)."""
        return tuple(state.points)

    def card_points(self, value: int) -> int:
        return side_points_of(value)[0]

    def line(self, context: tuple[int, ...]) -> Line:
        return NO_LINE  # (not looked for in Romanian scoring)

    def replay(self, start: Sequence[Mask], sequence: Sequence[Card]) -> PlayState:
        rules = self.view.rules
        assert self.view.strain is not None
        state = PlayState(
            list(start), self.view.strain, self.first_leader, rules.partner_exemption, rules.must_undertrump,
            self.table, self.taker,
        )
        for c in sequence:
            state.play(c)
        return state

    def margin(self, value: int, so_far: Sequence[int]) -> float:
        """This seat's side's deal score minus the mean of the other sides', in points (a ball
        counts 10, as in Hard's ``romanian_margin``), for a solver value; ``so_far``: each
        side's card points taken already (public). Earlier BTs are not in the view: taken as
        none."""
        mine, took, others_took = side_points_of(value)
        sides = self.table.sides
        others = [s for s in range(sides) if s != self.side]
        points = [0] * sides
        tricks = [1] * sides
        points[self.side] = mine
        tricks[self.side] = int(took)
        # two sides: the rest is the other's. Three: each other keeps what it has taken and the
        # points still to come are split evenly (the paranoid search does not say who gets them)
        rest = max(0, DEAL_POINTS - mine - sum(so_far[s] for s in others))
        share = rest // len(others)
        for i, s in enumerate(others):
            points[s] = so_far[s] + share + (rest - share * len(others) if i == 0 else 0)
            tricks[s] = int(others_took)
        score = score_romanian(
            self.table, self.taker_side, points, tricks, self.combinations, self.bella, (0,) * sides
        ).score
        margin = score[self.side] - sum(score[s] for s in others) / len(others)
        return float(10 * margin if self.balls else margin)
