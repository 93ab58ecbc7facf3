"""A prepared game the controller can run instead of a shuffled one (the first-game tutorial).

The controller stays the only holder of the match: a script never sees it. It answers three
questions from views: which cards to deal, what a seat it plays does (in place of that seat's
bot), and whether the person's legal action is the one it waits for.
"""

from __future__ import annotations

from typing import Protocol

from belote_desktop.engine.cards import Seat
from belote_desktop.engine.dealing import DealLayout
from belote_desktop.engine.state import Action
from belote_desktop.engine.view import SeatView


class GameScript(Protocol):
    #: who deals the first deal (the prepared cards are laid out from this dealer)
    first_dealer: Seat

    def layout(self, deal_number: int) -> DealLayout | None:
        """The cards of deal ``deal_number`` (1 is the first); None: a shuffled deal."""
        ...

    def move(self, view: SeatView) -> Action | None:
        """The prepared action of ``view``'s seat, a bot's seat; None: its bot decides."""
        ...

    def refuse(self, view: SeatView, action: Action) -> str | None:
        """Why the person's ``action`` is not the one this step waits for (a sentence for the status
        line), or None to let the engine judge it: an illegal action gets the rule's own words."""
        ...
