"""Easy: plays the lowest legal card and bids only on an obvious trump holding."""

from __future__ import annotations

import random

from belote_desktop.bots.bidding import read_auction, simple_trump_holding
from belote_desktop.bots.romanian import auction_extra, declaration, receives_turned
from belote_desktop.engine.auctions import Bid, Call, NameTrump
from belote_desktop.engine.cards import SUIT_MASKS, Suit
from belote_desktop.engine.contract import TABLES
from belote_desktop.engine.state import Action, Phase
from belote_desktop.engine.view import SeatView

#: Easy never bids above this: it opens, it does not compete
_EASY_CEILING = 90


class EasyBot:
    level = "easy"

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        actions = view.legal_actions
        if not actions:
            raise ValueError(f"{view.seat.name} has nothing to do")
        if view.phase == Phase.PLAY:
            assert view.strain is not None
            declare = declaration(view, careful=False)
            if declare is not None:
                return declare
            actions = tuple(a for a in actions if isinstance(a, int))
            tables = TABLES[view.strain]
            # lowest by the strain's order, the fewest points first (a 7 before a jack of a plain suit)
            return min(actions, key=lambda c: (tables.points[c], tables.strength[c], c))  # type: ignore[index]  # only cards are left in actions (the isinstance filter above), as ints
        extra = auction_extra(view, careful=False)
        if extra is not None:
            return extra
        if view.turned is not None:
            return self._classic(view)
        return self._contree(view)

    def _classic(self, view: SeatView) -> Action:
        assert view.turned is not None
        hand = view.hand | (1 << view.turned) if receives_turned(view) else view.hand
        actions = view.legal_actions
        if Call.TAKE in actions:
            return Call.TAKE if simple_trump_holding(hand, view.turned >> 3) else Call.PASS
        names = [a for a in actions if isinstance(a, NameTrump)]
        for a in names:
            if simple_trump_holding(hand, a.suit):
                return a
        if Call.PASS in actions:
            return Call.PASS
        return max(names, key=lambda a: (view.hand & SUIT_MASKS[a.suit]).bit_count())

    def _contree(self, view: SeatView) -> Action:
        actions = view.legal_actions
        reading = read_auction(view)
        if reading.best_seat is not None and reading.best_seat.team == view.seat.team:
            return Call.PASS
        for suit in Suit:
            if simple_trump_holding(view.hand, suit):
                bids = [a for a in actions if isinstance(a, Bid) and a.strain.suit == suit and a.value <= _EASY_CEILING]
                if bids:
                    return min(bids, key=lambda b: b.value)
        return Call.PASS
