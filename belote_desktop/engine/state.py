"""The match state machine: deals, auctions, play, scoring, dealer rotation and the match's end.

``Match`` is what the window's controller and the record replay drive::

    match = Match(RuleSet.default(Variant.CONTREE), seed=7)
    players = random.Random(7)
    while match.phase != Phase.OVER:
        if match.phase == Phase.DEAL:
            match.deal()              # Phase.DEAL -> Phase.AUCTION (a seeded shuffle)
        else:
            events = match.apply(players.choice(match.legal_actions()))

(random choices: always taking the first legal action would pass every auction, since pass comes
first, and redeal for ever.)

Dealing is its own step so that a record can supply the cards (``deal(layout)``) and a UI can
pause between deals. What differs between variants (dealing, the auction, declarations, what a
trick or a finished deal does, scoring) is the ``GameVariant``'s that ``Match`` holds
(``match.variant``, see engine/variant.py); ``Match`` keeps what they share.
"""

from __future__ import annotations

import random
from typing import Mapping, Sequence, Union

from belote_desktop.engine.auctions import AuctionAction
from belote_desktop.engine.cards import SEATS, Card, Mask, Seat, Team, card_name
from belote_desktop.engine.combinations import Declare
from belote_desktop.engine.contract import Strain
from belote_desktop.engine.dealing import DealLayout
from belote_desktop.engine.deal_state import DealState, Phase
from belote_desktop.engine.declarations import belote_cards, is_belote_card
from belote_desktop.engine.events import BeloteAnnounced, CardPlayed, Event
from belote_desktop.engine.legal import Reason, Refusal
from belote_desktop.engine.play import IllegalActionError
from belote_desktop.engine.rules import RuleSet
from belote_desktop.engine.table import Table
from belote_desktop.engine.variant import GameVariant
from belote_desktop.engine.variants import variant_for

__all__ = ["Action", "DealState", "Match", "Phase"]

Action = Union[Card, AuctionAction, Declare]


class Match:
    def __init__(self, rules: RuleSet, seed: int | None = None, first_dealer: Seat | None = None) -> None:
        rules.validate()
        self.rules = rules
        #: the variant object this match delegates to (its table is part of its setup)
        self.variant: GameVariant = variant_for(rules)
        self.table: Table = rules.table
        self.rng = random.Random(seed)
        if first_dealer is not None and first_dealer not in self.table.seats:
            raise ValueError(f"seat {first_dealer.name} is empty at the {self.table.value} table")
        self.dealer: Seat = first_dealer if first_dealer is not None else self.table.seats[self.rng.randrange(self.table.size)]
        self.phase = Phase.DEAL
        self.deals: list[DealState] = []
        self.totals = [0] * self.table.sides  # per side: a team, or a seat at three and in a duel
        self.reserve = 0  # Classic litige points waiting for the next deal's winner
        self.winner: Team | Seat | None = None
        self.winner_side: int | None = None
        #: the seat of each player, players numbered in the order they join (0: the person at the
        #: screen, who keeps S); ``random_pairs`` draws the others' seats, so the partners
        self.seating: tuple[Seat, ...] = self.table.seats
        if rules.random_pairs:
            others = list(self.table.seats[1:])
            self.rng.shuffle(others)
            self.seating = (self.table.seats[0], *others)

    # --- queries -------------------------------------------------------------------------------
    @property
    def current(self) -> DealState | None:
        return self.deals[-1] if self.deals else None

    @property
    def current_player(self) -> Seat | None:
        deal = self.current
        if self.phase == Phase.AUCTION:
            return deal.auction.turn  # type: ignore[union-attr]  # the phase says a deal is on
        if self.phase == Phase.PLAY:
            return SEATS[deal.play.turn]  # type: ignore[union-attr]  # the phase says a deal is on
        return None

    def legal_actions(self) -> list[Action]:
        deal = self.current
        if self.phase == Phase.AUCTION:
            assert deal is not None
            return list[Action](deal.auction.legal_actions())
        if self.phase == Phase.PLAY:
            assert deal is not None and deal.play is not None
            m = deal.play.legal_mask()
            out: list[Action] = []
            while m:
                low = m & -m
                out.append(low.bit_length() - 1)
                m ^= low
            if self.variant.has_extra_actions:
                out.extend(self.variant.extra_actions(self, deal))
            return out
        return []

    def legal_mask(self) -> Mask:
        """Play phase: the playable cards as a mask (cheaper than ``legal_actions``)."""
        if self.phase != Phase.PLAY:
            return 0
        return self.current.play.legal_mask()  # type: ignore[union-attr]  # the phase says a deal is on

    def hand(self, seat: Seat) -> Mask:
        deal = self.current
        if deal is None:
            return 0
        return deal.held()[seat]

    # --- dealing -------------------------------------------------------------------------------
    def deal(
        self,
        layout: DealLayout | None = None,
        announced: Mapping[Seat, Sequence[str]] | None = None,
        cut: int | None = None,
        declare_all: bool = False,
    ) -> list[Event]:
        """Deal the next deal: ``layout`` (e.g. from a record) or a seeded shuffle.

        Romanian: ``cut`` is where the player before the dealer cuts the shuffled deck (a seeded
        cut when None); ``announced`` is what each seat declares on its first turn of play (a
        replayed record), where Classic and Contrée read it as what each seat announces;
        ``declare_all``: a replayed Romanian record without ``announced`` declares everything held.
        """
        if self.phase != Phase.DEAL:
            raise IllegalActionError(None, "deal", f"the match is in the {self.phase.value} phase")
        return self.variant.deal(self, layout, announced, cut, declare_all)

    # --- actions -------------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Apply the current player's action; an illegal one raises IllegalActionError."""
        if self.phase == Phase.PLAY:
            if isinstance(action, Declare) and self.variant.has_extra_actions:
                deal = self.current
                assert deal is not None
                return self.variant.apply_extra(self, deal, action)
            if not isinstance(action, int) or isinstance(action, bool) or not 0 <= action < 32:
                raise IllegalActionError(self.current_player, f"do {action!r}", "a card must be played", Reason(Refusal.CARD_EXPECTED))
            return self._play(action)
        if self.phase == Phase.AUCTION:
            if isinstance(action, int):
                raise IllegalActionError(
                    self.current_player, f"play {card_name(action)}", "the auction is not over", Reason(Refusal.AUCTION_NOT_OVER)
                )
            if isinstance(action, Declare):
                raise IllegalActionError(self.current_player, f"declare {action.code}", "combinations are declared in play")
            deal = self.current
            assert deal is not None
            return self.variant.bid(self, deal, action)
        raise IllegalActionError(None, "act", "deal the cards first" if self.phase == Phase.DEAL else "the match is over")

    def _play(self, c: Card) -> list[Event]:
        deal = self.current
        play = deal.play  # type: ignore[union-attr]  # the phase says a deal is on
        assert deal is not None and play is not None
        play.check(c)
        seat = SEATS[play.turn]
        events: list[Event] = [CardPlayed(seat, c)]
        for holder, suit in deal.belotes:
            if holder == seat and is_belote_card(c, suit):
                pair = next(mask for s, mask in belote_cards(play.strain) if s == suit)
                events.append(BeloteAnnounced(seat, suit, rebelote=not play.hands[seat] & pair & ~(1 << c)))
                deal.belotes_said.append((seat, c))
        winner = play.play(c)
        return events + self.variant.after_card(self, deal, winner is not None)

    # --- search support ------------------------------------------------------------------------
    def copy(self) -> Match:
        other = Match.__new__(Match)
        other.rules = self.rules
        other.variant = self.variant.copy()
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.dealer = self.dealer
        other.phase = self.phase
        other.deals = self.deals[:-1] + [self.deals[-1].copy()] if self.deals else []
        other.totals = self.totals[:]
        other.reserve = self.reserve
        other.winner = self.winner
        other.table = self.table
        other.winner_side = self.winner_side
        other.seating = self.seating
        return other

    @property
    def strain(self) -> Strain | None:
        deal = self.current
        if deal is None or deal.auction.result is None:
            return None
        return deal.auction.result.strain
