"""A deal's score margin for one team from a double-dummy value: what the Expert's card play
(``expert.DealJudge``) and its call judge (``expert_calls``) both score sampled deals with, in
Classic and Contrée."""

from __future__ import annotations

from typing import Sequence

from belote_desktop.bots.solver import OTHER_CAPOT, points_of
from belote_desktop.engine.cards import Mask, Seat, Team
from belote_desktop.engine.classic import fixed_points_of_hands
from belote_desktop.engine.contract import CAPOT_POINTS, Contract, Strain
from belote_desktop.engine.scoring import DealCount, score_deal
from belote_desktop.engine.view import SeatView

#: (declarations, belote) per team: the points fixed when play starts
Fixed = tuple[tuple[int, int], tuple[int, int]]


def deal_margin(
    view: SeatView,
    team: int,
    taker_team: Team,
    contract: Contract | None,
    value: int,
    fixed: Fixed,
) -> float:
    """``team``'s deal score minus the other team's, for a solver value of ``team``'s (``CAPOT``
    sweeps) and the deal's fixed points, by the engine's scoring of the view's rules."""
    mine, theirs = points_of(value)
    cards = (mine, theirs) if team == 0 else (theirs, mine)
    if value >= CAPOT_POINTS:
        tricks = (8, 0) if team == 0 else (0, 8)
    elif value <= OTHER_CAPOT:
        tricks = (0, 8) if team == 0 else (8, 0)
    else:
        tricks = (4, 4)  # any split short of a capot scores alike
    count = DealCount(cards, tricks, fixed[0], fixed[1])
    score = score_deal(view.rules, count, taker_team, contract).score
    return float(score[team] - score[team ^ 1])


def fixed_points_at_start(view: SeatView, hands: Sequence[Mask], strain: Strain, first: Seat) -> Fixed:
    """(declarations, belote) per team for the hands at the start of the play: the declarations
    shown if the view has them, else the best of those in ``hands`` (all assumed announced)."""
    if view.rules.declarations and view.declaration_team is not None:
        shown = [0, 0]
        shown[view.declaration_team] = sum(d.points for d in view.declarations)
        _, belote = fixed_points_of_hands(hands, strain, first, False)
        return (shown[0], shown[1]), belote
    return fixed_points_of_hands(hands, strain, first, view.rules.declarations)
