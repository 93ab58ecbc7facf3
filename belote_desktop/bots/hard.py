"""Hard: Medium's judgement of the trick, fed with what it deduces about every unseen card.

It rebuilds its ``Knowledge`` from the view at each decision (voids, trump ceilings, the auction's
hints) and replaces Medium's rough guesses with probabilities: the chance a lead is cut, that a
winning card will be beaten, how many trumps the opponents still hold, where the partner can cut.
"""

from __future__ import annotations

import random

from belote_desktop.bots.bidding import BiddingStyle, auction_call
from belote_desktop.bots.cardplay import Table, TrickJudge, table_of
from belote_desktop.bots.knowledge import Knowledge
from belote_desktop.engine.cards import SUIT_MASKS, Card, Mask, cards_of
from belote_desktop.engine.state import Action, Phase
from belote_desktop.engine.view import SeatView

HARD_STYLE = BiddingStyle(
    classic_take=92.0,
    bid_margin=0.0,
    support_factor=1.0,
    contre_margin=12.0,
    surcontre_margin=20.0,
    partner_pass_penalty=6.0,
    partner_bid_defence=12.0,
)


class EstimatingJudge(TrickJudge):
    def __init__(self, knowledge: Knowledge) -> None:
        self.k = knowledge
        self.p = knowledge.probabilities()

    def _has_trump(self, t: Table, seat: int) -> float:
        if not t.trump_mask:
            return 0.0
        return 1.0 - self.k.void_probability(self.p, seat, t.strain)

    def opponent_trumps(self, t: Table) -> float:
        opps = [(t.seat + 1) & 3, (t.seat + 3) & 3]
        return sum(self.p[o][c] for o in opps for c in cards_of(t.unseen & t.trump_mask))

    def _cut_chance(self, t: Table, suit: int, seat: int) -> float:
        if not t.trump_mask or suit == t.strain:
            return 0.0
        return self.k.void_probability(self.p, seat, suit) * self._has_trump(t, seat)

    def ruff_risk(self, t: Table, suit: int, seats: list[int]) -> float:
        keep = 1.0
        for s in seats:
            keep *= 1.0 - self._cut_chance(t, suit, s)
        return 1.0 - keep

    def beaten_risk(self, t: Table, c: Card, seats: list[int]) -> float:
        keep = 1.0
        higher = t.tables.higher[c] & t.unseen
        for s in seats:
            row = self.p[s]
            no_higher = 1.0
            for h in cards_of(higher):
                no_higher *= 1.0 - min(1.0, row[h])
            cut = 0.0 if (1 << c) & t.trump_mask else self._cut_chance(t, c >> 3, s)
            keep *= no_higher * (1.0 - cut)
        return 1.0 - keep

    def partner_ruff_suits(self, t: Table) -> Mask:
        if not t.trump_mask:
            return 0
        partner = t.partner
        if self._has_trump(t, partner) < 0.6:
            return 0
        out = 0
        opps = [(t.seat + 1) & 3, (t.seat + 3) & 3]
        for suit in range(4):
            if suit == t.strain:
                continue
            if self.k.void_probability(self.p, partner, suit) > 0.8 and self.ruff_risk(t, suit, opps) < 0.3:
                out |= SUIT_MASKS[suit]
        return out


class HardBot:
    level = "hard"

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        if not view.legal_actions:
            raise ValueError(f"{view.seat.name} has nothing to do")
        if view.phase == Phase.PLAY:
            return EstimatingJudge(Knowledge.from_view(view)).choose(table_of(view))
        return auction_call(view, HARD_STYLE)
