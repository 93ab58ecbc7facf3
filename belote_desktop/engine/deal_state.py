"""The records a match is made of, shared by every variant: the phase, one deal's state and what a
variant may read and change of the match (``MatchCore``).

Kept apart from ``state`` so that the variants (``classic``, ``romanian``) can build deals without
importing the ``Match`` that holds them: ``state`` imports the variants, never the other way round.
"""

from __future__ import annotations

import copy as _copy
import random
from dataclasses import dataclass, field
from enum import Enum
from typing import Mapping, Protocol, Sequence

from belote_desktop.engine.auctions import Auction
from belote_desktop.engine.balls import RomanianScore
from belote_desktop.engine.cards import Card, Mask, Seat, Suit, Team
from belote_desktop.engine.dealing import DealLayout
from belote_desktop.engine.declarations import Declaration
from belote_desktop.engine.play import PlayState, Trick
from belote_desktop.engine.romanian_auction import RomanianAuction, Stage
from belote_desktop.engine.rules import RuleSet
from belote_desktop.engine.scoring import DealResult, DealScore
from belote_desktop.engine.table import Table


class Phase(Enum):
    DEAL = "deal"  # waiting for the cards to be dealt
    AUCTION = "auction"
    PLAY = "play"
    OVER = "over"


@dataclass
class DealState:
    """One deal, from its layout to its score."""

    number: int
    layout: DealLayout
    auction: Auction
    announced: Mapping[Seat, Sequence[str]] | None = None
    hands: list[Mask] = field(default_factory=list)  # current hands
    play: PlayState | None = None
    #: belotes that count: (seat, suit), found at the start of play
    belotes: list[tuple[Seat, Suit]] = field(default_factory=list)
    declarations: list[Declaration] = field(default_factory=list)
    declaration_team: Team | None = None
    tricks: list[Trick] = field(default_factory=list)  # completed tricks
    belotes_said: list[tuple[Seat, Card]] = field(default_factory=list)  # belote/rebelote cards played
    score: DealScore | RomanianScore | None = None
    reserve_paid: tuple[int, ...] = (0, 0)
    #: a deal ended without a score: CANCELLED (four 7s) or BELOT (the game is won)
    outcome: DealResult | None = None
    #: who cancelled the deal and why (Romanian: under 14 points in the auction, four 7s declared)
    cancelled: Cancellation | None = None
    #: what the variant adds to the deal (Romanian: ``romanian.RomanianDeal``, the combinations)
    extra: VariantDeal | None = None

    @property
    def dealer(self) -> Seat:
        return self.layout.dealer

    @property
    def first_hand(self) -> Seat:
        return self.layout.first_hand

    @property
    def is_finished(self) -> bool:
        return (
            self.score is not None
            or self.outcome is not None
            or (self.auction.result is not None and self.auction.result.is_passed_out)
        )

    def held(self) -> list[Mask]:
        """The cards each seat holds now. Romanian: while players may cancel under 14 they hold
        the completed hand, since that is the hand the rule judges."""
        if self.play is not None:
            return self.play.hands
        if isinstance(self.auction, RomanianAuction) and self.auction.stage == Stage.CANCEL:
            return self.auction.completed_hands()
        return self.hands

    def play_hands(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's full hand for the play, in the order received (what records store)."""
        if isinstance(self.auction, RomanianAuction):
            if self.auction.stage in (Stage.CANCEL, Stage.DONE):
                return tuple(self.auction.completed_cards())
            return self.layout.hands
        if self.play is None:
            return self.layout.hands
        result = self.auction.result
        if self.layout.turned is None or result is None or result.taker is None:
            return self.layout.hands
        extra = self.layout.completion(result.taker)
        return tuple(self.layout.hands[s] + extra[s] for s in range(4))

    def copy(self) -> DealState:
        other = _copy.copy(self)
        other.auction = _copy.deepcopy(self.auction)
        other.hands = self.hands[:]
        other.play = self.play.copy() if self.play is not None else None
        other.belotes = self.belotes[:]
        other.declarations = self.declarations[:]
        other.tricks = self.tricks[:]
        other.belotes_said = self.belotes_said[:]
        other.extra = self.extra.copy() if self.extra is not None else None
        return other


def public_sizes(hands: Sequence[Mask], table: Table, turned: bool) -> tuple[tuple[int, int, int, int], int]:
    """How many cards each seat holds, and how many of the table's deck lie aside (besides a
    turned card in the middle): what ``Dealt`` and ``Completed`` tell every seat."""
    sizes = (hands[0].bit_count(), hands[1].bit_count(), hands[2].bit_count(), hands[3].bit_count())
    return sizes, table.deck.bit_count() - sum(sizes) - int(turned)


def hands_of(hands: Sequence[Mask]) -> tuple[Mask, Mask, Mask, Mask]:
    """Each seat's cards, as ``Dealt`` and ``Completed`` carry them (a copy: the deal's list moves on)."""
    return (hands[0], hands[1], hands[2], hands[3])


class VariantDeal:
    """The base of what a variant adds to a deal's record (kept in ``DealState.extra``)."""

    def copy(self) -> VariantDeal:
        raise NotImplementedError


class CancelReason(Enum):
    UNDER_14 = "under_14"
    FOUR_SEVENS = "four_7"


@dataclass(frozen=True, slots=True)
class Cancellation:
    """A deal cancelled before its score, as the engine decided it."""

    seat: Seat
    why: CancelReason


class MatchCore(Protocol):
    """What a variant reads and changes of the match it runs (``state.Match`` is the one)."""

    rules: RuleSet
    table: Table
    rng: random.Random
    dealer: Seat
    phase: Phase
    deals: list[DealState]
    totals: list[int]
    reserve: int
    winner: Team | Seat | None
    winner_side: int | None

    @property
    def current(self) -> DealState | None: ...
