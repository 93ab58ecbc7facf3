"""What one seat may see of the events, and the table each event leaves in front of it.

``Match.apply`` and ``Match.deal`` return every event whole: a deal and a completion carry every
seat's cards (``Dealt.hands``, ``Completed.hands``), and the declarations shown after the first
trick carry every declaration the engine judged. ``seen_by`` cuts that stream down to what one
seat may see (docs/RULES.md 6): its own cards, the declarations laid on the table (the scoring
side's). A window draws from that stream and nothing else.

``Tabletop`` is the table as one seat sees it: its own cards, how many each other seat holds,
the trick, the won piles, the turned card, the stock, the pack. ``Tabletop.of_view`` reads it
from a ``SeatView``; ``Tabletop.after`` moves it on by one event of the seat's stream; ``frames``
gives the table after each event of a batch and then the view's own, so a window animates the
difference between two tabletops and works nothing out itself: the engine says how many cards
lie where and which cards the seat got, for every variant and table alike.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from belote_desktop.engine.cards import Card, Mask, Seat, card_list
from belote_desktop.engine.contract import Strain
from belote_desktop.engine.deal_state import Phase
from belote_desktop.engine.events import (
    AuctionEnded,
    CardPlayed,
    CombinationDeclared,
    Completed,
    DealCancelled,
    DeclarationsShown,
    Dealt,
    Event,
    Redeal,
    TrickWon,
)
from belote_desktop.engine.table import Table
from belote_desktop.engine.view import SeatView

__all__ = ["Tabletop", "frames", "seen_by"]

NO_HANDS: tuple[Mask, Mask, Mask, Mask] = (0, 0, 0, 0)
NO_PILES: tuple[tuple[Card, ...], ...] = ((), (), (), ())


def seen_by(events: Sequence[Event], seat: Seat, table: Table) -> list[Event]:
    """``events`` as ``seat`` may see them at ``table``: a deal or a completion carries that
    seat's cards only (every other hand 0), the declarations shown only the scoring side's (the
    others stay in hand). Every other event is public as it is. Cutting a stream already cut
    changes nothing."""
    out: list[Event] = []
    for event in events:
        if isinstance(event, (Dealt, Completed)) and any(h for s, h in enumerate(event.hands) if s != seat):
            out.append(replace(event, hands=_only(event.hands, seat)))
        elif isinstance(event, DeclarationsShown):
            laid = tuple(d for d in event.declarations if table.side_of(d.seat) == event.scoring_team)
            out.append(event if laid == event.declarations else replace(event, declarations=laid))
        else:
            out.append(event)
    return out


def _only(hands: tuple[Mask, Mask, Mask, Mask], seat: Seat) -> tuple[Mask, Mask, Mask, Mask]:
    return (
        hands[0] if seat == 0 else 0,
        hands[1] if seat == 1 else 0,
        hands[2] if seat == 2 else 0,
        hands[3] if seat == 3 else 0,
    )


@dataclass(frozen=True, slots=True)
class Tabletop:
    """The table in front of ``viewer``: only what that seat may know."""

    viewer: Seat
    table: Table = Table.FOUR  # who sits at the table, and the deck (24 or 32 cards)
    own: Mask = 0  # the viewer's cards
    sizes: tuple[int, int, int, int] = (0, 0, 0, 0)  # how many cards each seat holds
    trick: tuple[tuple[Seat, Card], ...] = ()  # the trick in progress, in playing order
    won: tuple[tuple[Card, ...], ...] = NO_PILES  # per seat, the cards of the tricks it won
    strain: Strain | None = None
    turned: Card | None = None  # lying face up in the middle
    stock: int = 0  # cards still to deal, or set aside, face down
    taker: Seat | None = None
    #: every card lies in the pack before this seat (before a deal, after a redeal or a cancel)
    pack_dealer: Seat | None = None
    legal: Mask | None = None  # the cards the viewer may play now; None when it is not choosing one
    played: Mask = 0  # every card played this deal
    #: who got the turned card at the completion (the taker; Romanian: the 7's swapper, the
    #: dealer after a round-2 trump); None while it lies in the middle, or once it was set aside
    turned_to: Seat | None = None

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.table.seats

    @property
    def deck(self) -> Mask:
        return self.table.deck

    @property
    def own_cards(self) -> list[Card]:
        return card_list(self.own)

    @classmethod
    def gathered(cls, viewer: Seat, table: Table, dealer: Seat) -> Tabletop:
        """Every card of ``table``'s deck in one pack before ``dealer``."""
        return cls(viewer=viewer, table=table, pack_dealer=dealer)

    @classmethod
    def of_view(cls, view: SeatView) -> Tabletop:
        table = view.rules.table
        won: list[list[Card]] = [[], [], [], []]
        for trick in view.tricks:
            won[trick.winner].extend(trick.cards)
        trick_seats: list[Seat] = []
        if view.trick_leader is not None:
            seat = view.trick_leader
            for _ in view.trick:
                trick_seats.append(seat)
                seat = table.next(seat)
        deck_size = table.deck.bit_count()
        # the turned card lies in the middle until it is dealt (a Romanian cancel under 14 is
        # decided after the completion, still in the auction)
        dealt_out = sum(view.hand_sizes) >= deck_size
        in_middle = view.turned if view.phase == Phase.AUCTION and view.turned is not None and not dealt_out else None
        cancelled = view.deal_number > 0 and view.taker is None and bool(view.auction)  # passed out, or cancelled
        if view.deal_number == 0:
            pack: Seat | None = view.dealer
        elif view.phase == Phase.DEAL and view.dealer is not None and (sum(view.hand_sizes) > 0 or cancelled):
            pack = table.next(view.dealer)  # the next dealer gathers the cards
        else:
            pack = None
        played = view.played
        legal = 0
        for action in view.legal_actions:
            if isinstance(action, int):
                legal |= 1 << action
        gathered = pack is not None  # nobody holds a card, nothing lies in the middle
        return cls(
            viewer=view.seat,
            table=table,
            own=0 if gathered else view.hand,
            sizes=(0, 0, 0, 0) if gathered else view.hand_sizes,
            trick=tuple(zip(trick_seats, view.trick)),
            won=tuple(tuple(w) for w in won),
            strain=view.strain,
            turned=None if gathered else in_middle,
            # neither in a hand, nor played, nor turned up: still to deal, or set aside
            stock=0 if gathered else deck_size - sum(view.hand_sizes) - played.bit_count() - (in_middle is not None),
            taker=view.taker,
            pack_dealer=pack,
            legal=legal if view.phase == Phase.PLAY and legal else None,
            played=played,
            turned_to=view.taker if in_middle is None and view.turned is not None else None,
        )

    def after(self, event: Event) -> Tabletop:
        """The table once ``event`` (of this seat's stream, ``seen_by``) is shown."""
        if isinstance(event, CombinationDeclared):
            # declaring does not end the turn: the hand stays as it was, its unplayable cards
            # dimmed, while the declaration is said (undimmed, it looked playable for a moment)
            return self
        quiet = replace(self, legal=None)
        if isinstance(event, Dealt):
            return Tabletop(
                viewer=self.viewer, table=self.table, own=event.hands[self.viewer], sizes=event.sizes,
                turned=event.turned, stock=event.stock,
            )
        if isinstance(event, AuctionEnded):
            return replace(quiet, strain=event.result.strain, taker=event.result.taker)
        if isinstance(event, Completed):
            return replace(
                quiet, own=event.hands[self.viewer], sizes=event.sizes, turned=None, stock=event.stock,
                taker=event.taker, turned_to=event.swap7 or event.recipient,
            )
        if isinstance(event, (Redeal, DealCancelled)):
            return Tabletop.gathered(self.viewer, self.table, event.next_dealer)
        if isinstance(event, CardPlayed):
            sizes = list(self.sizes)
            sizes[event.seat] = max(0, sizes[event.seat] - 1)
            return replace(
                quiet,
                own=self.own & ~(1 << event.card),
                sizes=(sizes[0], sizes[1], sizes[2], sizes[3]),
                trick=(*self.trick, (event.seat, event.card)),
                played=self.played | 1 << event.card,
            )
        if isinstance(event, TrickWon):
            won = [list(w) for w in self.won]
            won[event.trick.winner].extend(c for _, c in self.trick)
            return replace(quiet, trick=(), won=tuple(tuple(w) for w in won))
        return quiet


def frames(start: Tabletop, events: Sequence[Event], view: SeatView) -> list[Tabletop]:
    """The table after each of ``events`` (cut to ``view``'s seat first), then ``view``'s own:
    one more than there are events."""
    out: list[Tabletop] = []
    top = start
    for event in seen_by(events, view.seat, view.rules.table):
        top = top.after(event)
        out.append(top)
    out.append(Tabletop.of_view(view))
    return out
