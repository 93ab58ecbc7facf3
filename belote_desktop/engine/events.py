"""What happened, for a UI to animate and a log to show: ``Match.apply`` and ``Match.deal`` return
these. They carry only public facts; a seat's own cards are read from its view."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from belote_desktop.engine.auctions import AuctionAction, AuctionResult
from belote_desktop.engine.cards import Card, Seat, Suit, Team
from belote_desktop.engine.declarations import Declaration
from belote_desktop.engine.play import Trick
from belote_desktop.engine.scoring import DealScore


@dataclass(frozen=True, slots=True)
class Dealt:
    """Cards were dealt (5 each and a turned card in Classic, 8 each in Contrée)."""

    number: int  # deal number in the match, from 1
    dealer: Seat
    turned: Card | None


@dataclass(frozen=True, slots=True)
class BidMade:
    seat: Seat
    action: AuctionAction


@dataclass(frozen=True, slots=True)
class AuctionEnded:
    result: AuctionResult


@dataclass(frozen=True, slots=True)
class Completed:
    """Classic: the taker got the turned card and everyone the rest of their hand."""

    taker: Seat
    turned: Card


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
    """After the first trick: the declarations made, and the team whose declarations score."""

    declarations: tuple[Declaration, ...]
    scoring_team: Team | None


@dataclass(frozen=True, slots=True)
class TrickWon:
    trick: Trick


@dataclass(frozen=True, slots=True)
class DealScored:
    score: DealScore
    reserve_paid: tuple[int, int]  # a litige reserve collected by the deal's winner
    totals: tuple[int, int]  # match totals after this deal


@dataclass(frozen=True, slots=True)
class MatchOver:
    winner: Team
    totals: tuple[int, int]


Event = Union[
    Dealt, BidMade, AuctionEnded, Completed, Redeal, CardPlayed, BeloteAnnounced, DeclarationsShown, TrickWon, DealScored, MatchOver
]
