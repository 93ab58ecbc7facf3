"""What happened, for a UI to animate and a log to show: ``Match.apply`` and ``Match.deal`` return
these, whole. Only ``Dealt.hands`` and ``Completed.hands`` (every seat's cards) and the
declarations of ``DeclarationsShown`` (every one judged, the other side's too) are not public:
``seat_stream.seen_by`` cuts a stream down to what one seat may see, and a window is given only
that. Those hands are left out of ``repr`` and of equality, so a log never prints them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union

from belote_desktop.engine.auctions import AuctionAction, AuctionResult
from belote_desktop.engine.balls import RomanianScore
from belote_desktop.engine.cards import Card, Mask, Seat, Suit, Team
from belote_desktop.engine.declarations import Declaration
from belote_desktop.engine.play import Trick
from belote_desktop.engine.scoring import DealScore


@dataclass(frozen=True, slots=True)
class Cut:
    """Romanian: ``seat`` (the player before the dealer) cut the deck after ``cards`` cards."""

    seat: Seat
    cards: int


@dataclass(frozen=True, slots=True)
class Dealt:
    """Cards were dealt (5 each and a turned card in Classic, 8 each in Contrée)."""

    number: int  # deal number in the match, from 1
    dealer: Seat
    turned: Card | None
    #: how many cards each seat holds now (public; 0 for an empty seat) and how many lie aside,
    #: still to deal or out of the game, besides the turned card: the engine says it, so a
    #: window need not work it out per variant (not compared: the deal is the same deal)
    sizes: tuple[int, int, int, int] = field(default=(0, 0, 0, 0), compare=False)
    stock: int = field(default=0, compare=False)
    #: each seat's cards now (not public: ``seen_by`` keeps the seat's own only)
    hands: tuple[Mask, Mask, Mask, Mask] = field(default=(0, 0, 0, 0), compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class BidMade:
    seat: Seat
    action: AuctionAction


@dataclass(frozen=True, slots=True)
class AuctionEnded:
    result: AuctionResult


@dataclass(frozen=True, slots=True)
class Completed:
    """Classic, Romanian: the taker got the turned card and everyone the rest of their hand.

    ``recipient`` got the turned card: the taker in Classic; Romanian: the dealer after a round-2
    trump, nobody in a duel's round 2 (it leaves the game), or the 7 of trump if ``swap7`` took
    the turned card.
    """

    taker: Seat
    turned: Card
    recipient: Seat | None = None
    swap7: Seat | None = None
    #: as ``Dealt``'s, after the completion (a duel sets cards aside: ``stock``)
    sizes: tuple[int, int, int, int] = field(default=(0, 0, 0, 0), compare=False)
    stock: int = field(default=0, compare=False)
    hands: tuple[Mask, Mask, Mask, Mask] = field(default=(0, 0, 0, 0), compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class CombinationDeclared:
    """Romanian: a player declared a combination (its cards are shown)."""

    declaration: Declaration


@dataclass(frozen=True, slots=True)
class DealCancelled:
    """Romanian: four 7s were declared or a player under 14 points cancelled; the next dealer deals."""

    seat: Seat
    next_dealer: Seat


@dataclass(frozen=True, slots=True)
class Redeal:
    """Nobody chose a trump: the cards are gathered and the next dealer deals."""

    next_dealer: Seat


@dataclass(frozen=True, slots=True)
class CardPlayed:
    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class BeloteAnnounced:
    seat: Seat
    suit: Suit
    rebelote: bool  # False when playing the first of K and Q ("belote"), True for the second


@dataclass(frozen=True, slots=True)
class DeclarationsShown:
    """After the first trick (Romanian: the second): the declarations the engine judged, and the
    team (Romanian: the side, a seat's index at three or two) whose declarations score. Only that
    side's are laid on the table: a seat's stream (``seen_by``) holds those alone."""

    declarations: tuple[Declaration, ...]
    scoring_team: Team | int | None


@dataclass(frozen=True, slots=True)
class TrickWon:
    trick: Trick


@dataclass(frozen=True, slots=True)
class DealScored:
    score: DealScore | RomanianScore
    reserve_paid: tuple[int, ...]  # a litige reserve collected by the deal's winner
    totals: tuple[int, ...]  # match totals after this deal, per side


@dataclass(frozen=True, slots=True)
class MatchOver:
    winner: Team | Seat  # a seat at the Romanian three-player and duel tables
    totals: tuple[int, ...]


Event = Union[
    Cut,
    CombinationDeclared,
    DealCancelled,
    Dealt, BidMade, AuctionEnded, Completed, Redeal, CardPlayed, BeloteAnnounced, DeclarationsShown, TrickWon, DealScored, MatchOver
]
