"""What the controller tells about the game's ends: each finished deal (``FinishedDeal``, its
``deal_finished`` signal, for the review, the statistics and the tutorial to listen to) and the
end of the match (``MatchResult``, its ``match_over``). Built from the match here, in the
controller's rooms, so that no listener reads the ``Match`` (docs/WINDOW.md, "Hooks")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from belote_desktop.engine.cards import Seat, Team
from belote_desktop.engine.rules import RuleSet
from belote_desktop.engine.state import DealState, Match, Phase
from belote_desktop.ui.settings import SeatSetup

if TYPE_CHECKING:
    # the rows are worked out when a deal ends (imported then, not at the window's start)
    from belote_desktop.ui.score_rows import DealRow


@dataclass(frozen=True)
class FinishedDeal:
    """A deal the engine has finished, handed to whoever listens to ``deal_finished`` (the deal
    review, the statistics, a tutorial) so that they hook in without editing the game's flow.

    ``deal`` is the engine's own record of the deal, shared with the match: read it, never change
    it (its layout holds every hand dealt, then the auction, the tricks and the score with its
    breakdown). A passed-out deal has no play and no score; a Romanian deal cancelled or won by a
    Belot has an ``outcome`` instead of a score.
    """

    deal: DealState
    row: DealRow  # the score sheet's row of the deal (what its summary shows), match totals after it
    rules: RuleSet  # the rules of the match (its variant and table)
    seats: tuple[SeatSetup, ...]  # who sat where, indexed by Seat: name, person or bot and its level
    names: tuple[str, ...]  # the seats' names as the window shows them
    match_over: bool  # this deal decided the match
    game: int  # which game of this window it belongs to (a new, opened or resumed game: the next number)
    #: the match's first deal (the same for every deal of a match, also once it is resumed: what
    #: tells one match from another across sessions)
    first_deal: DealState
    #: the side that won the match (a team, or a player at three and in a duel: ``table.side_of``),
    #: None until the match is over
    winner_side: int | None


@dataclass(frozen=True)
class MatchResult:
    """The end of a match, with what its summary shows (the controller's ``match_over``)."""

    winner: Team | Seat  # a seat at the Romanian three-player table and duel
    totals: tuple[int, ...]  # per side
    rows: tuple[DealRow, ...]  # every finished deal of the match, running totals


def finished_count(match: Match) -> int:
    """How many deals of ``match`` are finished: every deal before the current one, and the
    current one once it is (counted without walking a long match's deals)."""
    current = match.current
    return len(match.deals) - (1 if current is not None and not current.is_finished else 0)


def finished_since(
    match: Match, reported: int, seats: tuple[SeatSetup, ...], names: tuple[str, ...], game: int
) -> list[FinishedDeal]:
    """The deals finished after the first ``reported`` ones, oldest first (normally one)."""
    from belote_desktop.ui.score_rows import deal_row

    finished = finished_count(match)
    # the match totals after each new deal, from the totals now back
    totals = list(match.totals)
    reports: list[FinishedDeal] = []
    for index in range(finished - 1, reported - 1, -1):
        deal = match.deals[index]
        reports.append(
            FinishedDeal(
                deal=deal,
                row=deal_row(deal, tuple(totals), match.variant),
                rules=match.rules,
                seats=seats,
                names=names,
                match_over=index == finished - 1 and match.phase == Phase.OVER,
                game=game,
                first_deal=match.deals[0],
                winner_side=match.winner_side,
            )
        )
        if deal.score is not None:
            for side in range(len(totals)):
                totals[side] -= deal.score.score[side] + deal.reserve_paid[side]
    return reports[::-1]
