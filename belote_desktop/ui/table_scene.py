"""The card table: the felt, 32 card items, the labels, and the engine's events animated.

The scene draws one `SeatView` (the person at the screen) and emits intents; it decides no
rule. ``show_view`` draws at once. ``play_events`` cuts the events to what the viewer may see
(the engine's ``seen_by``), turns each into a step with the tabletop the engine says it leaves
(scene_steps.py: cards flying, a bubble, a pause), runs the steps in order, settles on the view
it was given and emits ``animations_finished``. At ``AnimationSpeed.INSTANT`` nothing moves: the view is drawn
at once and ``animations_finished`` is emitted on the next turn of the event loop, never from
inside ``play_events`` (so a controller can connect it and call in any order).

Privacy: the viewer's hand is face up only while no privacy screen is shown; every other hand
is drawn from ``hand_sizes`` with backs, whatever happens.

The rooms: card_places.py puts card items where their slots are (table_model.py gives each card
its slot on the engine's tabletop), scene_labels.py holds the plates, boxes, badges, bubbles and
the last-trick panel, scene_steps.py the steps and their animations. This module holds the
scene's state and runs the steps, and takes the person's clicks and keys.
"""

from __future__ import annotations

import traceback
from collections import deque
from dataclasses import replace
from typing import Sequence

from PySide6.QtCore import QAbstractAnimation, QEvent, QObject, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from belote_desktop.decks.renderer import CardImageProvider
from belote_desktop.engine.cards import Card, Seat
from belote_desktop.engine.events import BidMade, Dealt, Event
from belote_desktop.engine.rules import RuleSet
from belote_desktop.engine.seat_stream import Tabletop, seen_by
from belote_desktop.engine.state import Phase
from belote_desktop.engine.view import SeatView
from belote_desktop.ui.card_item import CardItem, CardPictures
from belote_desktop.ui.card_places import face_up_at, place_for, put, set_cursor, swap_in_played_card
from belote_desktop.ui.felt import FeltCache, FeltView
from belote_desktop.ui.layout import Place, TableLayout, card_height_for, font_px_for, layout_table
from belote_desktop.ui.scene_labels import SceneLabels
from belote_desktop.ui.scene_steps import BUBBLE_LIFE_MS, PLAY_MS, Step, card_flights, differs, said, steps_for
from belote_desktop.ui.settings import DEFAULT_TABLE_COLOUR, AnimationSpeed
from belote_desktop.ui.table_items import Bubble, InfoBox, LastTrickPanel, Line, NamePlate, PrivacyScreen
from belote_desktop.ui.table_labels import LabelState, default_names, tr
from belote_desktop.ui.table_model import Slot, SlotKind, assign, facts, hand_of

__all__ = ["PLAY_MS", "Step", "TableScene", "TableView"]

PRIVACY_Z = 5000.0
#: the deck's proportions before a deck is set
DEFAULT_ASPECT = 250 / 350


class TableScene(QGraphicsScene):
    card_chosen = Signal(int)  # a card of the viewer's hand clicked or chosen by keyboard (legal or not)
    privacy_dismissed = Signal()  # the privacy screen was clicked
    animations_finished = Signal()  # the queue of events has been played
    #: a step (scene_steps.Step) is laid out and about to move: its tabletop, labels and bubbles
    #: are on the table now (for the tests and tools that watch the frames; the game needs none)
    step_started = Signal(object)

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
        self._model: Tabletop | None = None
        #: the rules of the table drawn: another game's are another table
        self._rules: RuleSet | None = None
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
        self._label_items = SceneLabels(self)
        # the label items, by the names the window and the tests know them
        self._plates = self._label_items.plates
        self._score_box = self._label_items.score_box
        self._contract_box = self._label_items.contract_box
        self._bubbles = self._label_items.bubbles
        self._badges = self._label_items.badges
        self._last_trick_panel = self._label_items.last_trick_panel
        self._privacy_screen = PrivacyScreen()
        self._privacy_screen.clicked.connect(self._privacy_clicked)
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
        events = seen_by(events, view.seat, view.rules.table)  # never more than the viewer may see
        if self._speed == AnimationSpeed.INSTANT or self._model is None or view.seat != self._model.viewer:
            self._stop_animations()
            self._hide_bubbles()
            self._fresh = False
            self._settle(view)
            if self._speed == AnimationSpeed.INSTANT:
                # nothing moves, but what was said stays readable until the next events
                for event in events:
                    if not isinstance(event, BidMade):  # the plates already show the calls
                        for seat, lines in said(event, view.rules.table):
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
            steps = steps_for(events, view, base, labels)
        except Exception:
            self._recover()
            raise
        self._queue.extend(steps)
        if self._running is None:
            self._next_step()

    def _changes_table(self, view: SeatView) -> bool:
        """Whether ``view`` is of another table than the one drawn (or of a new game)."""
        if self._model is None:
            return False
        return self._fresh or self._rules != view.rules

    def _begin(self, view: SeatView, events: Sequence[Event]) -> None:
        """Lay out a new game's table at once, the pack before its first dealer, so that its
        first events animate from its own seats and deck."""
        self._fresh = False
        table = view.rules.table
        dealer = next((e.dealer for e in events if isinstance(e, Dealt)), view.dealer)
        if dealer not in table.seats:
            dealer = view.seat
        model = Tabletop.gathered(view.seat, table, dealer)
        labels = replace(
            LabelState.from_view(view), phase=Phase.DEAL, dealer=dealer, turn=None, auction=(), taker=None,
            strain=None, contract=None, turned=None, tricks=(0,) * table.sides,
        )
        self._model, self._labels, self._rules = model, labels, view.rules
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

    # -- read-only looks inside, for the tests and tools (they change nothing) -----------------

    def slot_of(self, card: Card) -> Slot:
        """Where the scene has put ``card`` now (its hand, the trick, a won pile...)."""
        return self._slots[card]

    @property
    def shown_view(self) -> SeatView | None:
        """The view the table was last settled on (None before the first, or after new_game)."""
        return self._view

    @property
    def tabletop(self) -> Tabletop | None:
        """The tabletop drawn now: during an animation, the one its current step leaves."""
        return self._model

    @property
    def running_animation(self) -> QAbstractAnimation | None:
        """The animation of the step that runs now, if any."""
        return self._running

    @property
    def provider(self) -> CardImageProvider | None:
        """The deck the cards are drawn from (None before set_provider)."""
        return self._provider

    @property
    def pictures(self) -> CardPictures:
        """The card pictures the card items are painted from."""
        return self._pictures

    @property
    def privacy_screen(self) -> PrivacyScreen:
        return self._privacy_screen

    @property
    def last_trick_panel(self) -> LastTrickPanel:
        return self._last_trick_panel

    @property
    def score_box(self) -> InfoBox:
        return self._score_box

    def bubble(self, seat: Seat) -> Bubble:
        """The speech bubble of ``seat`` (hidden when it says nothing)."""
        return self._bubbles[seat]

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

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        self._felt.draw(painter, self.sceneRect(), QRectF(rect), self._colour)

    def _layout(self) -> TableLayout | None:
        if self._model is None:
            return None
        rect = self.sceneRect()
        size = self.card_size()
        return layout_table(facts(self._model, rect.width(), rect.height(), size.width(), size.height()))

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
        return place_for(slot, lay, self.card_size().width())

    def _put(self, item: CardItem, place: Place) -> None:
        put(item, place)

    def _face_for(self, slot: Slot) -> bool:
        return face_up_at(slot, private=self._privacy is not None)

    def _apply_faces(self) -> None:
        lay = self._layout()
        if lay is None:
            return
        for c, item in self._items.items():
            slot = self._slots.get(c)
            if slot is not None:
                item.set_face_up(self._face_for(slot))
                if slot.kind != SlotKind.HAND:
                    item.clear_marks()  # out of the hand: no focus, hint or dimming follows it
                elif item.is_face_up:
                    item.set_dimmed(self._place(slot, lay).dimmed)
                playable = slot.kind == SlotKind.HAND and self._accepting_cards()
                item.set_hoverable(playable)
                set_cursor(item, Qt.CursorShape.PointingHandCursor if playable else Qt.CursorShape.ArrowCursor)

    def _settle(self, view: SeatView) -> None:
        self._view = view
        self._rules = view.rules
        self._model = Tabletop.of_view(view)
        self._labels = LabelState.from_view(view)
        self._slots = assign(self._model, self._slots)
        hand = hand_of(self._model)
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
        if lay is None or self._labels is None or self._model is None:
            return
        self._label_items.update(lay, self._labels, self._model, self._names, self._privacy is not None)

    def _show_bubble(self, seat: Seat, lines: list[Line]) -> None:
        lay = self._layout()
        if lay is None or self._model is None:
            return
        self._label_items.show_bubble(seat, lines, lay, self._model, self._speed, BUBBLE_LIFE_MS)

    def _hide_bubbles(self) -> None:
        self._label_items.hide_bubbles()

    def _update_last_trick(self) -> None:
        view = self._view
        if not self._last_trick or view is None or not view.tricks:
            self._label_items.hide_last_trick()
            return
        lay = self._layout()
        if lay is None:
            return
        self._label_items.show_last_trick(view, lay, self._pictures, self.card_size(), self._names)

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
        self.step_started.emit(step)
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

    def _animate(self, step: Step) -> QAbstractAnimation:
        if step.played is not None:
            swap_in_played_card(self._slots, self._items, *step.played)
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
        places = [(item, self._slots[c], self._place(self._slots[c], lay)) for c, item in moving]
        flying: list[tuple[CardItem, Place]] = []
        for item, slot, place in places:
            if not item.isVisible() or not place.shown:
                self._put(item, place)
            if self._face_for(slot) and not item.is_face_up and slot.kind in (SlotKind.TRICK, SlotKind.TURNED):
                item.set_face_up(True)  # laid open on the table: public from now on
            if slot.kind != SlotKind.HAND:
                item.clear_marks()  # it left the hand: the focus ring or the hint does not follow it
            elif not place.dimmed:
                item.set_dimmed(False)
            if place.shown and differs(item, place):
                flying.append((item, place))
        sequence = card_flights(step, flying, self._speed)
        sequence.setParent(self)  # whole: the scene adopts it (its animations target card items)
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

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        QGraphicsView.drawBackground(self, painter, QRectF(rect))  # the scene's felt, in its colour

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
