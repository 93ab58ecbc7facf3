"""Which card item goes where on a tabletop.

The engine says what lies on the table in front of the viewer after each event (a ``Tabletop``,
engine/seat_stream.py): its own cards, how many each other seat holds, the trick, the won piles,
the turned card, the stock, the pack. ``assign`` gives every one of the 32 card items a ``Slot``
there. The items of cards the viewer cannot see (other hands, the stock, the pack) are given
out from the cards still unaccounted for: any of them could be anywhere, so which item sits in
which face-down slot says nothing, and the items only ever show their backs there.

No Qt here: this is checked with plain asserts.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from belote_desktop.engine.cards import Card, Seat, card_list
from belote_desktop.engine.seat_stream import Tabletop
from belote_desktop.ui.layout import TableFacts, sort_hand


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


def hand_of(top: Tabletop) -> tuple[Card, ...]:
    """The viewer's hand as drawn, left to right."""
    return sort_hand(card_list(top.own), top.strain)


def facts(top: Tabletop, width: float, height: float, card_width: float, card_height: float) -> TableFacts:
    """What the layout is given: the tabletop and the room."""
    won = top.won
    return TableFacts(
        viewer=top.viewer,
        hand=hand_of(top),
        hand_sizes=top.sizes,
        trick=top.trick,
        width=width,
        height=height,
        card_width=card_width,
        card_height=card_height,
        legal=frozenset(card_list(top.legal)) if top.legal is not None else None,
        turned=top.turned,
        stock=top.stock,
        won=(len(won[0]), len(won[1]), len(won[2]), len(won[3])),
        seats=top.seats,
    )


def assign(top: Tabletop, previous: dict[Card, Slot]) -> dict[Card, Slot]:
    """A slot for each of the 32 cards, keeping face-down items where they were when it can."""
    deck = frozenset(card_list(top.deck))
    slots: dict[Card, Slot] = {c: Slot(SlotKind.OUT) for c in range(32) if c not in deck}
    if top.pack_dealer is not None:
        order = sorted(deck, key=lambda c: (previous.get(c, Slot(SlotKind.PACK)).kind != SlotKind.PACK, c))
        slots.update({c: Slot(SlotKind.PACK, top.pack_dealer, i) for i, c in enumerate(order)})
        return slots
    for i, c in enumerate(hand_of(top)):
        slots[c] = Slot(SlotKind.HAND, top.viewer, i)
    for i, (seat, c) in enumerate(top.trick):
        slots[c] = Slot(SlotKind.TRICK, seat, i)
    for seat in Seat:
        for j, c in enumerate(top.won[seat]):
            slots[c] = Slot(SlotKind.WON, seat, j)
    if top.turned is not None:
        slots[top.turned] = Slot(SlotKind.TURNED)
    pool = [c for c in sorted(deck) if c not in slots]

    room = {s: top.sizes[s] for s in top.seats if s != top.viewer}
    members: dict[Seat, list[Card]] = {s: [] for s in room}
    # face-down items stay in the hand they are in, in the same order
    staying = sorted(
        (c for c in pool if previous.get(c, Slot(SlotKind.PACK)).kind == SlotKind.HIDDEN),
        key=lambda c: previous[c].index,
    )
    for c in staying:
        holder = previous[c].seat
        if holder is not None and holder in room and len(members[holder]) < room[holder]:
            members[holder].append(c)
    placed = {c for cards in members.values() for c in cards}

    # then the rest, the turned card to whoever got it first, the stock and pack in their order
    def origin(c: Card) -> tuple[int, int, int]:
        slot = previous.get(c)
        return (0 if slot is not None and slot.kind == SlotKind.TURNED else 1, slot.index if slot else 0, c)

    free = sorted((c for c in pool if c not in placed), key=origin)
    receiver = top.turned_to
    if receiver is None:
        # a turned card nobody got (a Romanian duel's round 2) is set aside with the undealt cards
        free.sort(key=lambda c: (origin(c)[0] == 0, origin(c)))
    elif receiver in room:
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
