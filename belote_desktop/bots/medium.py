"""Medium: judges the trick (see ``cardplay.TrickJudge``) and bids from the hand evaluation."""

from __future__ import annotations

import random

from belote_desktop.bots.bidding import BiddingStyle, auction_call
from belote_desktop.bots.cardplay import TrickJudge, table_of
from belote_desktop.bots.romanian import auction_extra, declaration
from belote_desktop.engine.state import Action, Phase
from belote_desktop.engine.view import SeatView

MEDIUM_STYLE = BiddingStyle(
    classic_take=92.0,
    bid_margin=0.0,
    support_factor=0.5,
    contre_margin=30.0,
    surcontre_margin=40.0,
)


class MediumBot:
    level = "medium"

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        if not view.legal_actions:
            raise ValueError(f"{view.seat.name} has nothing to do")
        if view.phase == Phase.PLAY:
            declare = declaration(view, careful=True)
            if declare is not None:
                return declare
            return TrickJudge().choose(table_of(view))
        extra = auction_extra(view, careful=True)
        if extra is not None:
            return extra
        return auction_call(view, MEDIUM_STYLE)
