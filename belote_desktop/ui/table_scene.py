"""The card table: the felt, 32 card items, the labels, and the engine's events animated.

The scene draws one `SeatView` (the person at the screen) and emits intents; it decides no
rule. ``show_view`` draws at once. ``play_events`` turns each event into a step (cards
flying, a bubble, a pause), runs the steps in order, settles on the view it was given and
emits ``animations_finished``. At ``AnimationSpeed.INSTANT`` nothing moves: the view is drawn
at once and ``animations_finished`` is emitted on the next turn of the event loop, never from
inside ``play_events`` (so a controller can connect it and call in any order).

Privacy: the viewer's hand is face up only while no privacy screen is shown; every other hand
is drawn from ``hand_sizes`` with backs, whatever happens.
"""

from __future__ import annotations

import traceback
from collections import deque
from dataclasses import dataclass, field, replace
from typing import Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QEvent,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSize,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from belote_desktop.decks.renderer import CardImageProvider
from belote_desktop.engine.cards import Card, Seat
from belote_desktop.engine.events import (
    AuctionEnded,
    BeloteAnnounced,
    BidMade,
    CardPlayed,
    CombinationDeclared,
    Completed,
    Cut,
    DealCancelled,
    Dealt,
    DealScored,
    DeclarationsShown,
    Event,
    Redeal,
    TrickWon,
)
from belote_desktop.engine.state import Phase
from belote_desktop.engine.table import Table
from belote_desktop.engine.view import SeatView
from belote_desktop.i18n.translators import trn
from belote_desktop.ui.card_item import CardItem, CardPictures
from belote_desktop.ui.felt import FeltCache, FeltView
from belote_desktop.ui.layout import (
    Place,
    Rect,
    TableLayout,
    card_height_for,
    font_px_for,
    layout_table,
    screen_sides,
    side_of,
)
from belote_desktop.ui.help_text import german_deck
from belote_desktop.ui.safe_text import plain_tooltip
from belote_desktop.ui.settings import DEFAULT_TABLE_COLOUR, AnimationSpeed
from belote_desktop.ui.table_items import Bubble, CountBadge, InfoBox, LastTrickPanel, Line, NamePlate, PrivacyScreen, plain
from belote_desktop.ui.table_labels import LabelState, call_line, declaration_line, default_names, tr
from belote_desktop.ui.table_model import Slot, SlotKind, TableModel, assign, first_deal_size, own_hands

#: base durations in ms at normal speed (AnimationSpeed.duration_ms scales them)
DEAL_FLIGHT_MS = 300
DEAL_STAGGER_MS = 24
PLAY_MS = 280
TRICK_PAUSE_MS = 650  # the finished trick stays in view before it is collected
COLLECT_MS = 360
SORT_MS = 260
BID_HOLD_MS = 450
BELOTE_HOLD_MS = 450
DECLARATION_HOLD_MS = 1300
SCORE_HOLD_MS = 500
BUBBLE_LIFE_MS = 1700
#: a flying card is drawn above everything else on the table
FLYING_Z = 1000.0
LABEL_Z = 2000.0
BUBBLE_Z = 3000.0
OVERLAY_Z = 4000.0
PRIVACY_Z = 5000.0
#: the deck's proportions before a deck is set
DEFAULT_ASPECT = 250 / 350


@dataclass
class Step:
    """One thing the table shows: cards moving to where ``model`` puts them, then a pause."""

    model: TableModel
    labels: LabelState
    flight_ms: int = 0
    lead_ms: int = 0  # a pause before the cards move
    hold_ms: int = 0  # a pause after
    stagger_ms: int = 0  # cards leave one after another (dealing)
    bubbles: list[tuple[Seat, list[Line]]] = field(default_factory=list)
    clear_bubbles: bool = False
    #: the card a seat plays: its item takes the place of one of that seat's face-down items
    played: tuple[Seat, Card] | None = None
    settle: SeatView | None = None  # the last step of a batch: draw this view exactly


class TableScene(QGraphicsScene):
    card_chosen = Signal(int)  # a card of the viewer's hand clicked or chosen by keyboard (legal or not)
    privacy_dismissed = Signal()  # the privacy screen was clicked
    animations_finished = Signal()  # the queue of events has been played

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pictures = CardPictures()
        self._provider: CardImageProvider | None = None
        self._colour = QColor(DEFAULT_TABLE_COLOUR)
        self._felt = FeltCache()
        self._speed = AnimationSpeed.NORMAL
        self._names = default_names()
        self._ratio = 1.0
        self._items: dict[Card, CardItem] = {}
        for c in range(32):
            item = CardItem(c, self._pictures)
            item.clicked.connect(self._card_clicked)
            item.setVisible(False)
            self.addItem(item)
            self._items[c] = item
        self._slots: dict[Card, Slot] = {}
        self._view: SeatView | None = None
        self._model: TableModel | None = None
        self._labels: LabelState | None = None
        self._queue: deque[Step] = deque()
        self._running: QAbstractAnimation | None = None
        self._running_step: Step | None = None
        #: the view the queued steps settle on: where a step that fails jumps to
        self._target_view: SeatView | None = None
        #: a new game began: its first events start from its own table, not the last game's
        self._fresh = False
        self._finish_pending = False
        self._privacy: str | None = None
        self._focus: int | None = None
        self._hint: Card | None = None
        self._last_trick = False
        self._plates = {s: NamePlate() for s in Seat}
        self._score_box = InfoBox()
        self._contract_box = InfoBox()
        self._bubbles = {s: Bubble() for s in Seat}
        self._badges = {s: CountBadge() for s in Seat}
        self._bubble_timers: dict[Seat, QTimer] = {}
        self._privacy_screen = PrivacyScreen()
        self._privacy_screen.clicked.connect(self._privacy_clicked)
        self._last_trick_panel = LastTrickPanel()
        for item in (*self._plates.values(), self._score_box, self._contract_box, *self._badges.values()):
            item.setZValue(LABEL_Z)
            item.setVisible(False)
            self.addItem(item)
        for seat, bubble in self._bubbles.items():
            bubble.setZValue(BUBBLE_Z)
            bubble.setVisible(False)
            self.addItem(bubble)
            timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(bubble.hide)
            self._bubble_timers[seat] = timer
        self._last_trick_panel.setZValue(OVERLAY_Z)
        self._last_trick_panel.setVisible(False)
        self.addItem(self._last_trick_panel)
        self._privacy_screen.setZValue(PRIVACY_Z)
        self._privacy_screen.setVisible(False)
        self.addItem(self._privacy_screen)
        self.sceneRectChanged.connect(self._resized)

    # -- the interface of docs/WINDOW.md ------------------------------------------------------

    def set_provider(self, provider: CardImageProvider) -> None:
        if self._provider is not None:
            self._provider.images_updated.disconnect(self._images_updated)
        self._provider = provider
        provider.images_updated.connect(self._images_updated)
        self._relayout()

    def set_table_colour(self, colour: QColor) -> None:
        self._colour = QColor(colour)
        self.update()

    def set_speed(self, speed: AnimationSpeed) -> None:
        self._speed = speed

    def set_seat_names(self, names: Sequence[str]) -> None:
        self._names = [str(n) for n in names]
        self._update_labels()

    def new_game(self) -> None:
        """A new game (or one opened): nothing of the last one may act on this one.

        Its queued and running animations stop, its bubbles and their timers go, the focus, the
        hint and every card's marks are cleared, and the next events start from the new game's
        own table (seats, deck), never from the last game's model: a three-player model cannot
        animate a four-player deal (it has no place for North)."""
        self._stop_animations()
        self._hide_bubbles()
        self._finish_pending = False  # the old game's wait is void: the controller moved on
        self._focus = None
        self._hint = None
        self._last_trick = False
        self._last_trick_panel.setVisible(False)
        self._view = None
        self._target_view = None
        self._fresh = True
        for item in self._items.values():
            item.clear_marks()

    def show_view(self, view: SeatView) -> None:
        """Draw ``view`` at once; animations still queued are dropped (their
        ``animations_finished`` still comes, on the next event-loop turn)."""
        self._stop_animations()
        if self._changes_table(view):
            self._hide_bubbles()
        self._fresh = False
        self._settle(view)
        if self._finish_pending:
            self._finish_soon()

    def play_events(self, events: Sequence[Event], view: SeatView) -> None:
        """Animate ``events`` (after those already queued), then settle on ``view``."""
        self.highlight_card(None)
        self._finish_pending = True
        self._target_view = view
        if self._speed == AnimationSpeed.INSTANT or self._model is None or view.seat != self._model.viewer:
            self._stop_animations()
            self._hide_bubbles()
            self._fresh = False
            self._settle(view)
            if self._speed == AnimationSpeed.INSTANT:
                # nothing moves, but what was said stays readable until the next events
                for event in events:
                    if not isinstance(event, BidMade):  # the plates already show the calls
                        for seat, lines in _said(event, view.rules.table):
                            self._show_bubble(seat, lines)
            self._finish_soon()
            return
        if self._changes_table(view):
            # another game's table (or the first events of a new game): what is still queued
            # belongs to the old one, and its seats are not this table's
            self._stop_animations()
            self._hide_bubbles()
            self._begin(view, events)
        base = self._queue[-1].model if self._queue else self._model
        labels = self._queue[-1].labels if self._queue else self._labels
        assert base is not None and labels is not None
        try:
            steps = self._steps(list(events), view, base, labels)
        except Exception:
            self._recover()
            raise
        self._queue.extend(steps)
        if self._running is None:
            self._next_step()

    def _changes_table(self, view: SeatView) -> bool:
        """Whether ``view`` is of another table than the one drawn (or of a new game)."""
        model = self._model
        if model is None:
            return False
        return self._fresh or model.table != view.rules.table or model.variant != view.rules.variant

    def _begin(self, view: SeatView, events: Sequence[Event]) -> None:
        """Lay out a new game's table at once, the pack before its first dealer, so that its
        first events animate from its own seats and deck."""
        self._fresh = False
        table = view.rules.table
        dealer = next((e.dealer for e in events if isinstance(e, Dealt)), view.dealer)
        if dealer not in table.seats:
            dealer = view.seat
        model = TableModel(viewer=view.seat, pack_dealer=dealer, variant=view.rules.variant, table=table)
        labels = replace(
            LabelState.from_view(view), phase=Phase.DEAL, dealer=dealer, turn=None, auction=(), taker=None,
            strain=None, contract=None, turned=None, tricks=(0,) * table.sides,
        )
        self._model, self._labels = model, labels
        self._slots = assign(model, {})
        self._relayout()

    def show_privacy(self, seat_name: str | None) -> None:
        self._privacy = seat_name
        if seat_name is not None:
            self._privacy_screen.set_message(
                tr("Pass the computer to %1, then click").replace("%1", seat_name),
                tr("Every hand stays hidden until then."),
            )
            self._focus = None
        self._place_privacy_screen()
        self._privacy_screen.setVisible(seat_name is not None)
        self._apply_faces()
        self._update_labels()

    def highlight_card(self, card: int | None) -> None:
        """Outline ``card`` as the hint (None clears it). A card of the hand also takes the
        keyboard focus, so Enter plays the suggestion."""
        self._hint = card
        self._apply_hint()
        hand = [i.card for i in self.hand_items()]
        if card is not None and card in hand and self._privacy is None:
            self._focus = hand.index(card)
            self._show_focus()

    def _apply_hint(self) -> None:
        """Only a card of the viewer's hand, face up, shows the hint."""
        for c, item in self._items.items():
            slot = self._slots.get(c)
            item.set_highlighted(c == self._hint and slot is not None and slot.kind == SlotKind.HAND and item.is_face_up)

    def show_last_trick(self, on: bool) -> None:
        self._last_trick = on
        self._update_last_trick()

    def card_items(self) -> list[CardItem]:
        """Every card item (card id, face up or not); for tests and the screenshot command."""
        return [self._items[c] for c in range(32)]

    # -- more for the window and the tests ----------------------------------------------------

    @property
    def is_animating(self) -> bool:
        return self._running is not None or bool(self._queue)

    @property
    def privacy_shown(self) -> bool:
        return self._privacy is not None

    @property
    def focus_index(self) -> int | None:
        return self._focus

    def hand_items(self) -> list[CardItem]:
        """The viewer's hand as drawn, left to right."""
        hand = sorted((s.index, c) for c, s in self._slots.items() if s.kind == SlotKind.HAND)
        return [self._items[c] for _, c in hand]

    def plate(self, seat: Seat) -> NamePlate:
        return self._plates[seat]

    def set_device_pixel_ratio(self, ratio: float) -> None:
        if ratio != self._ratio:
            self._ratio = ratio
            self._relayout()

    def card_size(self) -> QSize:
        rect = self.sceneRect()
        height = round(card_height_for(rect.width(), rect.height()))
        if self._provider is not None:
            return self._provider.card_size_for_height(height)
        return QSize(round(height * DEFAULT_ASPECT), height)

    def handle_key(self, key: int) -> bool:
        """Left/Right move the focus over the hand, Enter plays it, 1-9 the n-th card;
        Enter or Space also dismiss the privacy screen."""
        if self._privacy is not None:
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self._privacy_clicked()
                return True
            return False
        hand = self.hand_items()
        if not hand:
            return False
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            delta = -1 if key == Qt.Key.Key_Left else 1
            if self._focus is None:
                self._focus = 0 if delta > 0 else len(hand) - 1
            else:
                self._focus = max(0, min(len(hand) - 1, self._focus + delta))
            self._show_focus()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self._focus is not None and self._focus < len(hand):
                self._choose(hand[self._focus].card)
                return True
            return False
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:  # nine cards in a one-against-one hand
            n = key - Qt.Key.Key_1
            if n < len(hand):
                self._focus = n
                self._show_focus()
                self._choose(hand[n].card)
            return True
        return False

    # -- input -------------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.handle_key(event.key()):
            event.accept()
        else:
            super().keyPressEvent(event)

    def _accepting_cards(self) -> bool:
        return self._privacy is None and not self.is_animating and self._model is not None

    def _card_clicked(self, card: Card) -> None:
        if self._privacy is not None:
            self._privacy_clicked()
            return
        slot = self._slots.get(card)
        if slot is not None and slot.kind == SlotKind.HAND:
            self._choose(card)

    def _choose(self, card: Card) -> None:
        if self._accepting_cards():
            self.card_chosen.emit(card)

    def _privacy_clicked(self) -> None:
        if self._privacy is not None:
            self.privacy_dismissed.emit()

    def _show_focus(self) -> None:
        """The focus ring on the focused card of the hand, and on no other item: a card that
        left the hand (played, or gathered for the next deal) loses it."""
        focused = None
        hand = self.hand_items()
        if self._focus is not None and self._focus < len(hand) and self._privacy is None:
            focused = hand[self._focus]
        for item in self._items.values():
            item.set_focused(item is focused and item.is_face_up)

    # -- drawing -----------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        self._felt.draw(painter, self.sceneRect(), rect, self._colour)

    def _layout(self) -> TableLayout | None:
        if self._model is None:
            return None
        rect = self.sceneRect()
        size = self.card_size()
        return layout_table(self._model.facts(rect.width(), rect.height(), size.width(), size.height()))

    def _resized(self, _rect: QRectF) -> None:
        self._place_privacy_screen()
        self._relayout()

    def _place_privacy_screen(self) -> None:
        """The screen covers the scene as it is now. It cannot wait for a layout: a hotseat game
        asks for it before the first view has arrived."""
        self._privacy_screen.set_geometry(self.sceneRect(), font_px_for(self.card_size().height()))

    def _images_updated(self) -> None:
        self._pictures.invalidate()
        self.update()

    def _relayout(self) -> None:
        """Put everything where the current model says, at once (a resize, a new deck)."""
        if self._pictures.configure(self._provider, self.card_size(), self._ratio):
            for item in self._items.values():
                item.size_changed()
        self._update_last_trick()
        if self._model is None or self.is_animating:
            # mid-animation the running step keeps its targets; the next step uses the new size
            self._update_labels()
            return
        lay = self._layout()
        assert lay is not None
        for c, item in self._items.items():
            self._put(item, self._place(self._slots[c], lay))
        self._apply_faces()
        self._update_labels()

    def _place(self, slot: Slot, lay: TableLayout) -> Place:
        cx, cy = lay.centre
        size = self.card_size()
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
            lift = 0.004 * size.width() * slot.index  # a neat pile: its edge shows its thickness
            return Place(p.x - lift, p.y - lift, p.rotation, p.z + slot.index, False, scale=p.scale)
        return Place(cx, cy, 0, 0, False)

    def _put(self, item: CardItem, place: Place) -> None:
        item.setVisible(place.shown)
        item.setPos(QPointF(place.x, place.y))
        item.setRotation(place.rotation)
        item.setScale(place.scale)
        item.setZValue(place.z)
        item.set_dimmed(place.dimmed)

    def _face_for(self, slot: Slot, lay: TableLayout) -> bool:
        """Face up only for the viewer's own cards (never under the privacy screen) and the
        cards lying open on the table."""
        if slot.kind == SlotKind.HAND:
            return self._privacy is None
        return slot.kind in (SlotKind.TRICK, SlotKind.TURNED)

    def _apply_faces(self) -> None:
        lay = self._layout()
        if lay is None:
            return
        for c, item in self._items.items():
            slot = self._slots.get(c)
            if slot is not None:
                item.set_face_up(self._face_for(slot, lay))
                if slot.kind != SlotKind.HAND:
                    item.clear_marks()  # out of the hand: no focus, hint or dimming follows it
                elif item.is_face_up:
                    item.set_dimmed(self._place(slot, lay).dimmed)
                playable = slot.kind == SlotKind.HAND and self._accepting_cards()
                item.set_hoverable(playable)
                _set_cursor(item, Qt.CursorShape.PointingHandCursor if playable else Qt.CursorShape.ArrowCursor)

    def _settle(self, view: SeatView) -> None:
        self._view = view
        self._model = TableModel.from_view(view)
        self._labels = LabelState.from_view(view)
        self._slots = assign(self._model, self._slots)
        hand = self._model.hand
        if self._focus is not None and self._focus >= len(hand):
            self._focus = len(hand) - 1 if hand else None
        self._relayout()
        if self._hint is not None and self._hint not in hand:
            self._hint = None  # played, or another deal
        self._show_focus()
        self._apply_hint()

    # -- labels ------------------------------------------------------------------------------

    def _update_labels(self) -> None:
        lay = self._layout()
        labels = self._labels
        model = self._model
        if lay is None or labels is None or model is None:
            return
        names = self._names
        sides = screen_sides(model.viewer, model.seats)
        for seat, plate in self._plates.items():
            if seat not in lay.plates:  # an empty seat at a smaller table
                plate.setVisible(False)
                continue
            rect = lay.plates[seat]
            plate.set_geometry(QRectF(rect.x, rect.y, rect.width, rect.height), lay.font_px)
            plate.set_state(
                names[seat],
                labels.plate_detail(seat),
                labels.dealer == seat,
                labels.turn == seat and self._privacy is None,
                sides[seat],
                tr("D"),
            )
            plate.setToolTip(plain_tooltip(tr("Dealer")) if labels.dealer == seat else "")
            plate.setVisible(True)
        for box, rect, title, rows in (
            (self._score_box, lay.score_box, labels.score_title(), labels.score_rows(names, model.viewer)),
            (self._contract_box, lay.contract_box, labels.contract_title(), labels.contract_rows(names, model.viewer)),
        ):
            box.set_geometry(QRectF(rect.x, rect.y, rect.width, rect.height), lay.font_px)
            box.set_content(title, rows)
            box.setVisible(True)
        for seat, badge in self._badges.items():
            pile = lay.won[seat]
            rect = lay.badges.get(seat)
            badge.setVisible(rect is not None)
            if rect is not None:
                badge.set_geometry(QRectF(rect.x, rect.y, rect.width, rect.height), lay.font_px)
                tricks = len(pile) // len(model.seats)
                badge.set_text(str(tricks))
                badge.setToolTip(plain_tooltip(trn("%n tricks won by %1", "", tricks).replace("%1", names[seat])))

    def _show_bubble(self, seat: Seat, lines: list[Line]) -> None:
        lay = self._layout()
        if lay is None or self._model is None or seat not in lay.bubbles:
            return  # a seat that is not at this table says nothing
        bubble = self._bubbles[seat]
        width, height = Bubble.size_for(lines, lay.font_px)
        rect = lay.bubbles[seat].rect_for(width, height, Rect(0, 0, lay.table.width, lay.table.height))
        bubble.set_geometry(QRectF(rect.x, rect.y, rect.width, rect.height), lay.font_px)
        bubble.set_content(lines, screen_sides(self._model.viewer, self._model.seats).get(seat, side_of(seat, self._model.viewer)))
        bubble.setVisible(True)
        if self._speed != AnimationSpeed.INSTANT:
            self._bubble_timers[seat].start(self._speed.duration_ms(BUBBLE_LIFE_MS))

    def _hide_bubbles(self) -> None:
        for seat, bubble in self._bubbles.items():
            bubble.setVisible(False)
            self._bubble_timers[seat].stop()

    def _update_last_trick(self) -> None:
        view = self._view
        if not self._last_trick or view is None or not view.tricks:
            self._last_trick_panel.setVisible(False)
            return
        lay = self._layout()
        if lay is None:
            return
        trick = view.tricks[-1]
        size = self.card_size()
        f = lay.font_px
        width = 4 * size.width() + 3 * 0.5 * f + 2 * f
        height = size.height() + 3.0 * f + LastTrickPanel.NAME_ROW * f
        cx, cy = lay.centre
        rect = QRectF(cx - width / 2, cy - height / 2, width, height)
        pixmaps = [p for p in (self._pictures.face(c) for c in trick.cards) if p is not None]
        title = tr("Last trick, won by %1").replace("%1", self._names[trick.winner])
        # who played each card, under it: the trick's seats, or counted round from its leader
        seats = list(trick.seats)
        if len(seats) != len(trick.cards):
            seats = [trick.leader]
            while len(seats) < len(trick.cards):
                seats.append(view.rules.table.next(seats[-1]))
        self._last_trick_panel.set_geometry(rect, f)
        self._last_trick_panel.set_content(title, pixmaps, size.width(), size.height(), [self._names[s] for s in seats])
        self._last_trick_panel.setVisible(True)

    # -- events to steps ---------------------------------------------------------------------

    def _steps(self, events: list[Event], view: SeatView, model: TableModel, labels: LabelState) -> list[Step]:
        steps: list[Step] = []
        owns = own_hands(model.own, events, frozenset(view.hand_cards), view.seat, first_deal_size(model.table))
        for event, own in zip(events, owns):
            model = model.after(event, own)
            labels = labels.after(event)
            step = Step(model, labels)
            if isinstance(event, Dealt):
                # the cards of the last deal are gathered in front of the dealer first
                gathered = TableModel(viewer=model.viewer, pack_dealer=event.dealer, variant=model.variant, table=model.table)
                steps.append(Step(gathered, labels, flight_ms=COLLECT_MS, clear_bubbles=True))
                step.flight_ms, step.stagger_ms, step.clear_bubbles = DEAL_FLIGHT_MS, DEAL_STAGGER_MS, True
            elif isinstance(event, Completed):
                step.flight_ms, step.stagger_ms = DEAL_FLIGHT_MS, DEAL_STAGGER_MS
                step.bubbles = _said(event, model.table)
                step.hold_ms = BID_HOLD_MS if step.bubbles else 0
            elif isinstance(event, (BidMade, Cut)):
                step.bubbles = _said(event, model.table)
                step.hold_ms = BID_HOLD_MS
            elif isinstance(event, AuctionEnded):
                step.flight_ms = SORT_MS  # the hand sorts itself for the trump
                step.bubbles = _said(event, model.table)
                step.hold_ms = BELOTE_HOLD_MS if step.bubbles else 0
            elif isinstance(event, CombinationDeclared):
                step.bubbles = _said(event, model.table)
                step.hold_ms = DECLARATION_HOLD_MS
            elif isinstance(event, (Redeal, DealCancelled)):
                step.flight_ms, step.hold_ms, step.clear_bubbles = DEAL_FLIGHT_MS, SCORE_HOLD_MS, True
                step.bubbles = _said(event, model.table)
            elif isinstance(event, CardPlayed):
                step.flight_ms, step.played = PLAY_MS, (event.seat, event.card)
            elif isinstance(event, BeloteAnnounced):
                step.bubbles = _said(event)
                step.hold_ms = BELOTE_HOLD_MS
            elif isinstance(event, TrickWon):
                step.lead_ms, step.flight_ms = TRICK_PAUSE_MS, COLLECT_MS
            elif isinstance(event, DeclarationsShown):
                step.bubbles = _said(event, model.table)
                step.hold_ms = DECLARATION_HOLD_MS if step.bubbles else 0
            elif isinstance(event, DealScored):
                step.hold_ms = SCORE_HOLD_MS
            steps.append(step)
        final = TableModel.from_view(view)
        steps.append(Step(final, LabelState.from_view(view), flight_ms=SORT_MS, settle=view))
        return steps

    # -- running the steps -------------------------------------------------------------------

    def _stop_animations(self) -> None:
        self._queue.clear()
        running, self._running = self._running, None
        self._running_step = None
        if running is not None:
            running.finished.disconnect(self._step_done)
            running.stop()
            running.deleteLater()

    def _finish_soon(self) -> None:
        # the scene is the timer's context: a scene deleted before the timer fires is not called
        QTimer.singleShot(0, self, self._emit_finished)

    def _emit_finished(self) -> None:
        if self._finish_pending and not self.is_animating:
            self._finish_pending = False
            self.animations_finished.emit()

    def _next_step(self) -> None:
        if not self._queue:
            self._finish_soon()
            return
        step = self._queue.popleft()
        try:
            if step.settle is not None and self._speed == AnimationSpeed.INSTANT:
                self._settle(step.settle)
                self._next_step()
                return
            running = self._animate(step)
        except Exception:
            self._recover()
            raise
        self._running = running
        self._running_step = step
        running.finished.connect(self._step_done)
        running.start()

    def _step_done(self) -> None:
        running, self._running = self._running, None
        step, self._running_step = self._running_step, None
        if running is not None:
            running.deleteLater()
        if step is not None:
            try:
                self._land(step)
            except Exception:
                self._recover()
                raise
        self._next_step()

    def _recover(self) -> None:
        """A step failed (a bug): never leave the table stuck half-way. Everything queued is
        dropped, the table is drawn as the last view says and ``animations_finished`` comes,
        so the game goes on; the error is still raised for the log."""
        self._stop_animations()
        self._hide_bubbles()
        view = self._target_view
        if view is not None:
            try:
                self._settle(view)
            except Exception:  # noqa: BLE001 - the error that brought us here is the one worth reporting
                traceback.print_exc()
        self._finish_soon()

    def _swap_in_played_card(self, seat: Seat, card: Card) -> None:
        """A face-down card played by another seat: its item trades places with one of that
        seat's face-down items (both show a back, so nothing visible changes), then flies."""
        slot = self._slots.get(card)
        if slot is None or (slot.kind == SlotKind.HIDDEN and slot.seat == seat) or slot.kind == SlotKind.HAND:
            return
        mine = sorted((s.index, c) for c, s in self._slots.items() if s.kind == SlotKind.HIDDEN and s.seat == seat)
        if not mine:
            return
        other = mine[len(mine) // 2][1]
        self._slots[card], self._slots[other] = self._slots[other], slot
        a, b = self._items[card], self._items[other]
        state_a = (a.pos(), a.rotation(), a.scale(), a.zValue())
        for item, (pos, rotation, scale, z) in ((a, (b.pos(), b.rotation(), b.scale(), b.zValue())), (b, state_a)):
            item.setPos(pos)
            item.setRotation(rotation)
            item.setScale(scale)
            item.setZValue(z)

    def _animate(self, step: Step) -> QAbstractAnimation:
        if step.played is not None:
            self._swap_in_played_card(*step.played)
        if step.clear_bubbles:
            self._hide_bubbles()
        for item in self._items.values():
            item.set_hoverable(False)  # nothing can be chosen while cards move
        self._model, self._labels = step.model, step.labels
        self._slots = assign(step.model, self._slots)
        self._update_labels()
        for seat, lines in step.bubbles:
            self._show_bubble(seat, lines)
        lay = self._layout()
        assert lay is not None
        # Every place is worked out before any item or animation is touched: a step that fails
        # fails here, with no half-built animation left holding the items.
        moving = sorted(self._items.items(), key=lambda kv: (self._slots[kv[0]].index, self._slots[kv[0]].seat or 0))
        places = [(c, item, self._slots[c], self._place(self._slots[c], lay)) for c, item in moving]
        duration = max(1, self._speed.duration_ms(step.flight_ms)) if step.flight_ms else 0
        stagger = self._speed.duration_ms(step.stagger_ms)
        # Parentless while it is built (Python owns it, so an error frees it); the scene adopts it
        # once it is whole. Its animations target card items, which live as long as the scene.
        sequence = QSequentialAnimationGroup()
        if step.lead_ms:
            sequence.addPause(max(1, self._speed.duration_ms(step.lead_ms)))
        flights = QParallelAnimationGroup()
        order = 0
        for _card, item, slot, place in places:
            face = self._face_for(slot, lay)
            if not item.isVisible() or not place.shown:
                self._put(item, place)
            if face and not item.is_face_up and slot.kind in (SlotKind.TRICK, SlotKind.TURNED):
                item.set_face_up(True)  # laid open on the table: public from now on
            if slot.kind != SlotKind.HAND:
                item.clear_marks()  # it left the hand: the focus ring or the hint does not follow it
            elif not place.dimmed:
                item.set_dimmed(False)
            if not duration or not place.shown or not _differs(item, place):
                continue
            item.setZValue(FLYING_Z + order)
            group = QSequentialAnimationGroup()
            if stagger:
                group.addPause(1 + stagger * order)
            flight = QParallelAnimationGroup()
            for name, start, end in (
                (b"pos", item.pos(), QPointF(place.x, place.y)),
                (b"rotation", item.rotation(), place.rotation),
                (b"scale", item.scale(), place.scale),
            ):
                animation = QPropertyAnimation(item, name)
                animation.setStartValue(start)
                animation.setEndValue(end)
                animation.setDuration(duration)
                animation.setEasingCurve(QEasingCurve.Type.OutCubic)
                flight.addAnimation(animation)
            group.addAnimation(flight)
            flights.addAnimation(group)
            order += 1
        if flights.animationCount():
            sequence.addAnimation(flights)
        # else Python frees the empty group when this returns (it was never given a parent)
        if step.hold_ms:
            sequence.addPause(max(1, self._speed.duration_ms(step.hold_ms)))
        if sequence.animationCount() == 0:
            sequence.addPause(1)  # every step ends through `finished`, on a later turn of the loop
        sequence.setParent(self)
        return sequence

    def _land(self, step: Step) -> None:
        """The step's cards have arrived: exact places, faces and stacking."""
        if step.settle is not None:
            self._settle(step.settle)
            return
        lay = self._layout()
        if lay is None:
            return
        for c, item in self._items.items():
            self._put(item, self._place(self._slots[c], lay))
        self._apply_faces()


def _said(event: Event, table: Table = Table.FOUR) -> list[tuple[Seat, list[Line]]]:
    """What an event makes a seat say at the table, for its bubble."""
    if isinstance(event, BidMade):
        return [(event.seat, [call_line(event.action)])]
    if isinstance(event, Cut):
        return [(event.seat, [plain(trn("Cut after %n cards", "", event.cards))])]
    if isinstance(event, AuctionEnded):
        if event.result.bizon and event.result.taker is not None:
            bizon = tr("Bizon! The Unter makes trump") if german_deck() else tr("Bizon! The jack makes trump")
            return [(event.result.taker, [plain(bizon)])]
        return []
    if isinstance(event, Completed):
        if event.swap7 is not None:
            return [(event.swap7, [plain(tr("Swapped the 7 for the turned card"))])]
        return []
    if isinstance(event, CombinationDeclared):
        return [(event.declaration.seat, [declaration_line(event.declaration)])]
    if isinstance(event, DealCancelled):
        return [(event.seat, [plain(tr("Deal cancelled"))])]
    if isinstance(event, BeloteAnnounced):
        return [(event.seat, [plain(tr("Rebelote!") if event.rebelote else tr("Belote!"))])]
    if isinstance(event, DeclarationsShown):
        # only the scoring team's declarations are shown; the others' stay in hand
        out = []
        for seat in table.seats:
            said = [d for d in event.declarations if d.seat == seat and table.side_of(d.seat) == event.scoring_team]
            if said:
                out.append((seat, [declaration_line(d) for d in said]))
        return out
    return []


def _set_cursor(item: CardItem, shape: Qt.CursorShape) -> None:
    """Give a card item this pointer shape; never ``QGraphicsItem.unsetCursor``.

    ``unsetCursor`` on the item under the pointer makes Qt (6.11) reread the view's last mouse
    event, and before the view has had one (keyboard play, a pointer resting on the table since
    the window opened) that event holds no point: the process dies in ``QEventPoint::position``
    (libQt6Gui). Setting the arrow goes another way in Qt and reads the pointer's position
    instead; once set, an item keeps a cursor for good, so unsetting is never needed."""
    if not item.hasCursor() or item.cursor().shape() != shape:
        item.setCursor(shape)


def _differs(item: CardItem, place: Place) -> bool:
    pos = item.pos()
    return (
        abs(pos.x() - place.x) > 0.5
        or abs(pos.y() - place.y) > 0.5
        or abs(item.rotation() - place.rotation) > 0.1
        or abs(item.scale() - place.scale) > 0.001
    )


class TableView(FeltView):
    """The scene on screen: one scene unit per pixel, the felt painted by the scene itself,
    the keyboard handed to the scene, the device pixel ratio followed for sharp cards."""

    def __init__(self, scene: TableScene | None = None, parent: QWidget | None = None) -> None:
        self._table = scene if scene is not None else TableScene()
        super().__init__(self._table, parent)
        if self._table.parent() is None:
            self._table.setParent(self)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    @property
    def table_scene(self) -> TableScene:
        return self._table

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        QGraphicsView.drawBackground(self, painter, rect)  # the scene's felt, in its colour

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._table.set_device_pixel_ratio(self.devicePixelRatioF())
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self._table.set_device_pixel_ratio(self.devicePixelRatioF())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._table.handle_key(event.key()):
            event.accept()
        else:
            super().keyPressEvent(event)
