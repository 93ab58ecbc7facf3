"""What the table shows between two views, and which card item goes where.

The scene animates the engine's events one at a time. Between the view it drew last and the
view it must settle on, it keeps a `TableModel`: the viewer's own cards, how many cards each
other seat holds, the trick, the won piles, the turned card and the stock. The model only ever
holds what the viewer may know; `assign` then gives every one of the 32 card items a `Slot`.
The items of cards the viewer cannot see (other hands, the stock, the pack) are given out from
the cards still unaccounted for: any of them could be anywhere, so which item sits in which
face-down slot says nothing, and the items only ever show their backs there.

No Qt here: this is checked with plain asserts.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum

from belote_desktop.engine.cards import Card, Seat, card_list
from belote_desktop.engine.contract import Strain
from belote_desktop.engine.events import (
    AuctionEnded,
    CardPlayed,
    CombinationDeclared,
    Completed,
    DealCancelled,
    Dealt,
    Event,
    Redeal,
    TrickWon,
)
from belote_desktop.engine.rules import Variant
from belote_desktop.engine.table import Table
from belote_desktop.engine.state import Phase
from belote_desktop.engine.view import SeatView
from belote_desktop.ui.layout import TableFacts, sort_hand

#: Classic: cards each seat gets before the auction, and the cards left in the stock then
CLASSIC_FIRST_DEAL = 5
CLASSIC_STOCK = 11


def first_deal_size(table: Table) -> int:
    """Cards each seat gets before the auction: 5, or 6 in a Romanian duel."""
    return 6 if table == Table.DUEL else CLASSIC_FIRST_DEAL


class SlotKind(Enum):
    HAND = "hand"  # the viewer's own hand, face up
    HIDDEN = "hidden"  # another seat's hand, face down
    TRICK = "trick"
    TURNED = "turned"
    STOCK = "stock"
    WON = "won"
    PACK = "pack"  # the whole pack in front of the dealer
    OUT = "out"  # not in play: the 7s and 8s at a 24-card Romanian table


@dataclass(frozen=True, slots=True)
class Slot:
    kind: SlotKind
    seat: Seat | None = None
    index: int = 0


@dataclass(frozen=True)
class TableModel:
    viewer: Seat
    own: frozenset[Card] = frozenset()
    sizes: tuple[int, int, int, int] = (0, 0, 0, 0)
    trick: tuple[tuple[Seat, Card], ...] = ()
    won: tuple[tuple[Card, ...], ...] = ((), (), (), ())
    strain: Strain | None = None
    turned: Card | None = None  # lying face up in the middle
    stock: int = 0
    taker: Seat | None = None
    #: every card lies in the pack before this seat (before a deal, after a redeal)
    pack_dealer: Seat | None = None
    legal: frozenset[Card] | None = None
    variant: Variant = Variant.CLASSIC
    played: frozenset[Card] = field(default=frozenset())  # every card played this deal
    table: Table = Table.FOUR  # Romanian: who sits at the table, and the deck (24 or 32 cards)
    #: Romanian: who got the turned card at the completion (the taker, the 7's swapper, the
    #: dealer after a round-2 trump; None in a duel's round 2, when it is set aside)
    turned_to: Seat | None = None

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.table.seats

    @property
    def deck(self) -> frozenset[Card]:
        return frozenset(card_list(self.table.deck))

    @classmethod
    def from_view(cls, view: SeatView) -> TableModel:
        won: list[list[Card]] = [[], [], [], []]
        for trick in view.tricks:
            won[trick.winner].extend(trick.cards)
        leader = view.trick_leader
        table = view.rules.table
        trick_seats: list[Seat] = []
        if leader is not None:
            seat = leader
            for _ in view.trick:
                trick_seats.append(seat)
                seat = table.next(seat)
        trick_cards = tuple(zip(trick_seats, view.trick))
        # the turned card lies in the middle until it is dealt (a Romanian cancel under 14 is
        # decided after the completion, still in the auction)
        dealt_out = sum(view.hand_sizes) >= table.deck.bit_count()
        in_middle = view.turned if view.phase == Phase.AUCTION and view.turned is not None and not dealt_out else None
        pack: Seat | None = None
        if view.deal_number == 0:
            pack = view.dealer
        elif view.phase == Phase.DEAL and view.dealer is not None and (sum(view.hand_sizes) or _cancelled(view)):
            pack = table.next(view.dealer)  # passed out or cancelled: the next dealer gathers the cards
        legal = frozenset(a for a in view.legal_actions if isinstance(a, int))
        stock = 0
        if pack is None and view.rules.variant == Variant.ROMANIAN:
            # what is neither in a hand, nor played, nor turned up: still to deal, or set aside
            stock = table.deck.bit_count() - sum(view.hand_sizes) - view.played.bit_count() - (in_middle is not None)
        elif in_middle is not None and pack is None:
            stock = CLASSIC_STOCK
        return cls(
            viewer=view.seat,
            own=frozenset() if pack is not None else frozenset(view.hand_cards),
            sizes=(0, 0, 0, 0) if pack is not None else view.hand_sizes,
            trick=trick_cards,
            won=tuple(tuple(w) for w in won),
            strain=view.strain,
            turned=in_middle if pack is None else None,
            stock=stock,
            taker=view.taker,
            pack_dealer=pack,
            legal=legal if view.phase == Phase.PLAY and legal else None,
            variant=view.rules.variant,
            played=frozenset(card_list(view.played)),
            table=table,
        )

    # -- what the layout is given ----------------------------------------------------------

    @property
    def hand(self) -> tuple[Card, ...]:
        return sort_hand(self.own, self.strain)

    def facts(self, width: float, height: float, card_width: float, card_height: float) -> TableFacts:
        return TableFacts(
            viewer=self.viewer,
            hand=self.hand,
            hand_sizes=self.sizes,
            trick=self.trick,
            width=width,
            height=height,
            card_width=card_width,
            card_height=card_height,
            legal=self.legal,
            turned=self.turned,
            stock=self.stock,
            won=tuple(len(w) for w in self.won),  # type: ignore[arg-type]
            seats=self.seats,
        )

    # -- events ----------------------------------------------------------------------------

    def after(self, event: Event, own_after: frozenset[Card] | None = None) -> TableModel:
        """The table once ``event`` is shown. ``own_after`` is the viewer's hand afterwards when
        the event changes it in a way only the final view tells (a deal, a completion)."""
        if isinstance(event, CombinationDeclared):
            # declaring does not end the turn: the hand stays as it was, its unplayable cards
            # dimmed, while the declaration is said (undimmed, it looked playable for a moment)
            return self
        quiet = replace(self, legal=None)
        if isinstance(event, Dealt):
            # the engine says how many cards each seat holds and how many lie aside
            own = own_after if own_after is not None else frozenset()
            sizes = tuple(len(own) if s == self.viewer else event.sizes[s] for s in Seat)
            return TableModel(
                viewer=self.viewer,
                own=own,
                sizes=sizes,  # type: ignore[arg-type]
                turned=event.turned,
                stock=event.stock,
                variant=self.variant,
                table=self.table,
            )
        if isinstance(event, AuctionEnded):
            return replace(quiet, strain=event.result.strain, taker=event.result.taker)
        if isinstance(event, Completed):
            own = own_after if own_after is not None else self.own
            # a duel leaves cards undealt (and the turned card out after round 2): the engine's stock
            sizes = tuple(len(own) if s == self.viewer else event.sizes[s] for s in Seat)
            turned_to = event.swap7 or event.recipient
            return replace(
                quiet, own=own, sizes=sizes, turned=None, stock=event.stock, taker=event.taker, turned_to=turned_to  # type: ignore[arg-type]
            )
        if isinstance(event, (Redeal, DealCancelled)):
            return TableModel(viewer=self.viewer, pack_dealer=event.next_dealer, variant=self.variant, table=self.table)
        if isinstance(event, CardPlayed):
            sizes = list(self.sizes)
            sizes[event.seat] = max(0, sizes[event.seat] - 1)
            return replace(
                quiet,
                own=self.own - {event.card},
                sizes=tuple(sizes),  # type: ignore[arg-type]
                trick=(*self.trick, (event.seat, event.card)),
                played=self.played | {event.card},
            )
        if isinstance(event, TrickWon):
            won = [list(w) for w in self.won]
            won[event.trick.winner].extend(c for _, c in self.trick)
            return replace(quiet, trick=(), won=tuple(tuple(w) for w in won))
        return quiet


def _cancelled(view: SeatView) -> bool:
    """A Romanian deal cancelled (four 7s, under 14): its cards go back to the pack."""
    return view.rules.variant == Variant.ROMANIAN and view.deal_number > 0 and view.taker is None and bool(view.auction)


def own_hands(
    start: frozenset[Card], events: list[Event], final_hand: frozenset[Card], viewer: Seat, first_deal: int = CLASSIC_FIRST_DEAL
) -> list[frozenset[Card] | None]:
    """The viewer's hand after each event, where a deal or a completion changes it.

    Walks back from the final hand: a card the viewer plays later was in the hand before; a
    completion took in the cards the hand had no earlier. When a batch holds both a deal and its
    completion, which five came first is not in the view: the lowest five stand in for them
    (they are the viewer's own cards either way)."""
    out: list[frozenset[Card] | None] = [None] * len(events)
    known = set(final_hand)
    for i in range(len(events) - 1, -1, -1):
        event = events[i]
        if isinstance(event, (Dealt, Completed)):
            out[i] = frozenset(known)
        if isinstance(event, CardPlayed) and event.seat == viewer:
            known.add(event.card)
        elif isinstance(event, Completed):
            dealt_in_batch = any(isinstance(e, Dealt) for e in events[:i])
            if not dealt_in_batch and start <= known and len(start) == first_deal:
                known = set(start)
            else:
                rest = sorted(known - {event.turned})
                known = set(rest[:first_deal])
        elif isinstance(event, Dealt):
            known = set()
    return out


def assign(model: TableModel, previous: dict[Card, Slot]) -> dict[Card, Slot]:
    """A slot for each of the 32 cards, keeping face-down items where they were when it can."""
    deck = model.deck
    slots: dict[Card, Slot] = {c: Slot(SlotKind.OUT) for c in range(32) if c not in deck}
    if model.pack_dealer is not None:
        order = sorted(deck, key=lambda c: (previous.get(c, Slot(SlotKind.PACK)).kind != SlotKind.PACK, c))
        slots.update({c: Slot(SlotKind.PACK, model.pack_dealer, i) for i, c in enumerate(order)})
        return slots
    for i, c in enumerate(model.hand):
        slots[c] = Slot(SlotKind.HAND, model.viewer, i)
    for i, (seat, c) in enumerate(model.trick):
        slots[c] = Slot(SlotKind.TRICK, seat, i)
    for seat in Seat:
        for j, c in enumerate(model.won[seat]):
            slots[c] = Slot(SlotKind.WON, seat, j)
    if model.turned is not None:
        slots[model.turned] = Slot(SlotKind.TURNED)
    pool = [c for c in sorted(deck) if c not in slots]

    room = {s: model.sizes[s] for s in model.seats if s != model.viewer}
    members: dict[Seat, list[Card]] = {s: [] for s in room}
    # face-down items stay in the hand they are in, in the same order
    staying = sorted(
        (c for c in pool if previous.get(c, Slot(SlotKind.PACK)).kind == SlotKind.HIDDEN),
        key=lambda c: previous[c].index,
    )
    for c in staying:
        seat = previous[c].seat
        if seat in room and len(members[seat]) < room[seat]:
            members[seat].append(c)
    placed = {c for cards in members.values() for c in cards}
    # then the rest, the turned card to its taker first, the stock and pack in their order
    def origin(c: Card) -> tuple[int, int, int]:
        slot = previous.get(c)
        return (0 if slot is not None and slot.kind == SlotKind.TURNED else 1, slot.index if slot else 0, c)

    free = sorted((c for c in pool if c not in placed), key=origin)
    receiver = model.turned_to if model.variant == Variant.ROMANIAN else model.taker
    if model.variant == Variant.ROMANIAN and receiver is None:
        # a duel's turned card after round 2 is set aside: it goes with the undealt cards
        free.sort(key=lambda c: (origin(c)[0] == 0, origin(c)))
    if receiver is not None and receiver in room:
        for c in list(free):
            slot = previous.get(c)
            if slot is not None and slot.kind == SlotKind.TURNED and len(members[receiver]) < room[receiver]:
                members[receiver].append(c)
                free.remove(c)
    # deal round the table, one card at a time, so the cards fly out in turn
    while free and any(len(members[s]) < room[s] for s in room):
        for s in sorted(room):
            if free and len(members[s]) < room[s]:
                members[s].append(free.pop(0))
    for seat, cards in members.items():
        for j, c in enumerate(cards):
            slots[c] = Slot(SlotKind.HIDDEN, seat, j)
    for j, c in enumerate(free):
        slots[c] = Slot(SlotKind.STOCK, None, j)
    return slots
