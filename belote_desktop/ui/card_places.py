"""Where a card item stands on the table, and how it is put there.

A ``Slot`` (table_model.py) says which place a card item has (the viewer's hand, another hand,
the trick, a won pile, the pack...); the layout (layout.py) says where those places are. Here a
slot becomes a ``Place`` and an item is set there: position, turn, size, stacking, dimming,
face, pointer.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from belote_desktop.engine.cards import Seat
from belote_desktop.ui.card_item import CardItem
from belote_desktop.ui.layout import Place, TableLayout
from belote_desktop.ui.table_model import Slot, SlotKind

#: how much each card of a pack is lifted, in card widths: a neat pile whose edge shows its thickness
PACK_LIFT = 0.004


def place_for(slot: Slot, lay: TableLayout, card_width: float) -> Place:
    """The place of ``slot`` in ``lay`` (the middle of the table for a slot the layout lacks)."""
    cx, cy = lay.centre
    if slot.kind == SlotKind.HAND and slot.index < len(lay.hand):
        return lay.hand[slot.index]
    if slot.kind == SlotKind.HIDDEN and slot.seat in lay.hidden and lay.hidden[slot.seat]:
        places = lay.hidden[slot.seat]
        return places[min(slot.index, len(places) - 1)]
    if slot.kind == SlotKind.TRICK and slot.index < len(lay.trick):
        return lay.trick[slot.index]
    if slot.kind == SlotKind.TURNED and lay.turned is not None:
        return lay.turned
    if slot.kind == SlotKind.STOCK and lay.stock:
        return lay.stock[min(slot.index, len(lay.stock) - 1)]
    if slot.kind == SlotKind.WON and slot.seat is not None and lay.won[slot.seat]:
        places = lay.won[slot.seat]
        return places[min(slot.index, len(places) - 1)]
    if slot.kind == SlotKind.OUT:
        return Place(cx, cy, 0, 0, False, shown=False)
    if slot.kind == SlotKind.PACK and slot.seat is not None:
        p = lay.pack[slot.seat]
        lift = PACK_LIFT * card_width * slot.index
        return Place(p.x - lift, p.y - lift, p.rotation, p.z + slot.index, False, scale=p.scale)
    return Place(cx, cy, 0, 0, False)


def put(item: CardItem, place: Place) -> None:
    """Set ``item`` at ``place`` at once."""
    item.setVisible(place.shown)
    item.setPos(QPointF(place.x, place.y))
    item.setRotation(place.rotation)
    item.setScale(place.scale)
    item.setZValue(place.z)
    item.set_dimmed(place.dimmed)


def face_up_at(slot: Slot, private: bool) -> bool:
    """Face up only for the viewer's own cards (never while ``private``: the privacy screen is
    shown) and the cards lying open on the table."""
    if slot.kind == SlotKind.HAND:
        return not private
    return slot.kind in (SlotKind.TRICK, SlotKind.TURNED)


def set_cursor(item: CardItem, shape: Qt.CursorShape) -> None:
    """Give a card item this pointer shape; never ``QGraphicsItem.unsetCursor``.

    ``unsetCursor`` on the item under the pointer makes Qt (6.11) reread the view's last mouse
    event, and before the view has had one (keyboard play, a pointer resting on the table since
    the window opened) that event holds no point: the process dies in ``QEventPoint::position``
    (libQt6Gui). Setting the arrow goes another way in Qt and reads the pointer's position
    instead; once set, an item keeps a cursor for good, so unsetting is never needed."""
    if not item.hasCursor() or item.cursor().shape() != shape:
        item.setCursor(shape)


def swap_in_played_card(slots: dict[int, Slot], items: dict[int, CardItem], seat: Seat, card: int) -> None:
    """A face-down card played by another seat: its item trades places with one of that seat's
    face-down items (both show a back, so nothing visible changes), then flies."""
    slot = slots.get(card)
    if slot is None or (slot.kind == SlotKind.HIDDEN and slot.seat == seat) or slot.kind == SlotKind.HAND:
        return
    mine = sorted((s.index, c) for c, s in slots.items() if s.kind == SlotKind.HIDDEN and s.seat == seat)
    if not mine:
        return
    other = mine[len(mine) // 2][1]
    slots[card], slots[other] = slots[other], slot
    a, b = items[card], items[other]
    state_a = (a.pos(), a.rotation(), a.scale(), a.zValue())
    for item, (pos, rotation, scale, z) in ((a, (b.pos(), b.rotation(), b.scale(), b.zValue())), (b, state_a)):
        item.setPos(pos)
        item.setRotation(rotation)
        item.setScale(scale)
        item.setZValue(z)
