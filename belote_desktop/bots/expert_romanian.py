"""The Expert's Romanian card play (docs/RULES.md 5): the Classic/Contrée method of ``expert`` at
Romanian tables.

For each card with a choice: deals sampled from the seat's view (``sampling``, Romanian-aware:
the table's deck, who received the turned card, the duel's undealt cards), the deal so far
replayed on the engine's ``PlayState`` for the table (seating and the no-trump-lead rule come
with it), each solved by ``solver.TableSolver`` for the acting seat's side, and each legal card's
value turned into a deal score margin by the engine's Romanian scoring (``balls.score_romanian``:
the failed taker loses everything, a side without a trick loses 10 balls and its combinations).
The card with the best sum over the samples is played.

A solver value gives the side's points and whether each side took a trick. With two sides (four
players, the duel) that is the whole count. At three players the search is paranoid (the two
others minimise the acting player's points), so the other two's split is not known: each keeps
the points it has taken (public) and what is still to come is split evenly between them, the
least the stronger of them can end with: the simplification says so and the scoring does the rest.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from belote_desktop.bots.sampling import Inconsistent, constraints_of, original_hands, sample_hands
from belote_desktop.bots.solver import Budget, BudgetExceeded, TableSolver, side_points_of
from belote_desktop.engine.balls import score_romanian
from belote_desktop.engine.cards import Card, Mask
from belote_desktop.engine.combinations import score_combinations
from belote_desktop.engine.contract import DEAL_POINTS
from belote_desktop.engine.play import PlayState
from belote_desktop.engine.table import Table
from belote_desktop.engine.view import SeatView

if TYPE_CHECKING:
    from belote_desktop.bots.expert import ExpertSettings


@dataclass(frozen=True, slots=True)
class RomanianJudge:
    """What turns a ``TableSolver`` value into the deal's score margin for one seat's side."""

    view: SeatView
    table: Table
    side: int
    taker: int
    taker_side: int
    first_leader: int
    combinations: tuple[int, ...]
    bella: tuple[int, ...]

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
            tuple(combos.points), tuple(combos.bella),
        )

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
        return float(margin if self.table == Table.DUEL else 10 * margin)


def romanian_card(
    view: SeatView, rng: random.Random, settings: ExpertSettings, deadline: float | None
) -> Card:
    """The legal card with the best summed deal score margin over sampled deals (see the module)."""
    s = settings
    legal = [a for a in view.legal_actions if isinstance(a, int)]
    if len(legal) == 1:
        return legal[0]
    legal_mask = sum(1 << c for c in legal)
    try:
        constraints = constraints_of(view)
    except Inconsistent:
        return legal[0]
    judge = RomanianJudge.of(view)
    table = judge.table
    sequence = [c for t in view.tricks for c in t.cards] + list(view.trick)
    trick_now = len(sequence) // table.size
    exact = table.tricks - trick_now <= s.exact_tricks
    planned = None if exact else trick_now + 1 + s.lookahead_tricks
    totals = dict.fromkeys(legal, 0.0)
    done = 0
    nodes_left = s.nodes
    for _ in range(s.samples):
        if deadline is not None and done and time.perf_counter() > deadline:
            break
        if deadline is None and done and nodes_left <= 0:
            break
        try:
            hands = sample_hands(constraints, rng)
        except Inconsistent:
            break
        state = judge.replay(original_hands(view, hands), sequence)
        values: dict[Card, int] | None = None
        for horizon in (planned, trick_now + 1):
            shallow = horizon == trick_now + 1
            # the current trick alone is always affordable: it gets no cap
            cap = None if shallow or deadline is not None else min(s.sample_nodes, max(nodes_left, 0))
            solver = TableSolver(state, judge.side, Budget(cap, None if shallow else deadline), horizon)
            try:
                values = solver.card_values(legal_mask)
            except BudgetExceeded:
                values = None
            nodes_left -= solver.nodes
            if values is not None or shallow:
                break
        assert values is not None
        for c in legal:
            totals[c] += judge.margin(values[c], state.points)
        done += 1
    return max(legal, key=lambda c: (totals[c], -c))
