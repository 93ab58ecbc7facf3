"""The table for screen readers: every card, plate, box and panel in Qt's accessibility tree, and
what happens at the table said aloud.

The table is one `QGraphicsView`; graphics items are not widgets, so Qt's accessibility tree
stops at the view (a screen reader saw the menus and the status line, nothing of the game).
`TableAccessible` is the view's `QAccessibleInterface` (installed by a factory): its children
are *virtual* nodes, one `QAccessibleInterface` each (the hand and its cards, the trick, the
other hands, the plates, the score and contract boxes, the bubbles, the last trick, the privacy
screen), followed by the view's real child widgets (the auction and declare panels, which
Qt's own scroll-area interface leaves out). Why virtual nodes rather than invisible proxy
widgets over the items: nothing to keep in step with the items' geometry and stacking, no
widget that could take the keyboard or the mouse from the table, and the tree is worked out
from what the table shows each time a screen reader asks (see docs/WINDOW.md).

Privacy: a card is named only when its item is painted face up (the viewer's hand outside the
privacy screen, the trick, the turned card); every other card is "card, face down". The trick
and the last trick are public. Announcements word only public facts (a card played, a call, a
trick won, the status line).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView, QToolTip, QWidget

from belote_desktop.engine.auctions import AuctionResult
from belote_desktop.engine.cards import Card, Rank, Seat, Suit, rank_of, suit_of
from belote_desktop.engine.events import AuctionEnded, BeloteAnnounced, BidMade, CardPlayed, Dealt, Event, TrickWon
from belote_desktop.engine.state import Phase
from belote_desktop.engine.view import SeatView
from belote_desktop.i18n.translators import trn
from belote_desktop.ui.card_item import CardItem
from belote_desktop.ui.help_text import SUIT_SYMBOLS, call_text, german_deck, strain_name, suit_name
from belote_desktop.ui.safe_text import plain_tooltip
from belote_desktop.ui.settings import person_seat
from belote_desktop.ui.table_items import SUIT_SIGNS, Bubble, InfoBox, LastTrickPanel, Line, NamePlate, PrivacyScreen

_CONTEXT = "Accessibility"
#: the dynamic property that marks a view as the card table for the factory
TABLE_PROPERTY = "beloteTable"


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


# -- words -----------------------------------------------------------------------------------


def rank_word(rank: Rank) -> str:
    """A rank in words, as a screen reader should say it (the table shows letters: J, Q, K)."""
    if german_deck():
        words = (_tr("Seven"), _tr("Eight"), _tr("Nine"), _tr("Ten"), _tr("Unter"), _tr("Ober"), _tr("King"), _tr("Daus"))
    else:
        words = (_tr("Seven"), _tr("Eight"), _tr("Nine"), _tr("Ten"), _tr("Jack"), _tr("Queen"), _tr("King"), _tr("Ace"))
    return words[rank]


def card_name(card: Card) -> str:
    """``Jack of Clubs``: a card in words, in the window's language and the deck's suits."""
    return _tr("%1 of %2").replace("%1", rank_word(rank_of(card))).replace("%2", suit_name(suit_of(card)))


def spoken(text: str) -> str:
    """Text with the suit signs the table paints (♥, or a German deck's) said as suit names."""
    for suit in Suit:
        for sign in {SUIT_SYMBOLS[suit], SUIT_SIGNS[suit]}:
            if sign and sign in text:
                text = text.replace(sign, f" {suit_name(suit)} ")
    return " ".join(text.split())


def spoken_line(line: Line) -> str:
    return spoken("".join(s.text for s in line))


def face_down() -> str:
    return _tr("card, face down")


# -- what the table holds, as nodes ----------------------------------------------------------


@dataclass(frozen=True)
class NodeInfo:
    """One object of the table as a screen reader gets it. ``key`` says where it is (the hand's
    third card, North's plate), never which card it is: a key names no hidden card."""

    key: tuple[object, ...]
    role: QAccessible.Role
    name: str
    description: str = ""
    rect: QRectF = field(default_factory=QRectF)  # scene coordinates
    focusable: bool = False
    focused: bool = False
    unavailable: bool = False
    children: tuple[NodeInfo, ...] = ()


def _seat_list(view: SeatView) -> list[Seat]:
    return list(view.rules.table.seats)


def _trick_seats(view: SeatView, count: int, leader: Seat | None, seats: Sequence[Seat] = ()) -> list[Seat]:
    """Who played each of ``count`` cards of a trick: its seats, or counted round from the leader."""
    if len(seats) == count:
        return list(seats)
    if leader is None:
        return []
    out = [leader]
    while len(out) < count:
        out.append(view.rules.table.next(out[-1]))
    return out


def describe_table(scene_items: Sequence[object], hand: Sequence[CardItem], view: SeatView | None,
                   names: Sequence[str], privacy: bool, why_not: Callable[[Card], str | None] | None = None) -> list[NodeInfo]:
    """The table's objects for the accessibility tree, in reading order.

    ``scene_items`` are the scene's items (plates, boxes, bubbles, panels are found among them),
    ``hand`` the viewer's hand items left to right, ``view`` the view the table shows (the trick,
    who is to play; None before the first deal), ``names`` the seats' names."""
    nodes: list[NodeInfo] = []
    legal = {a for a in view.legal_actions if isinstance(a, int)} if view is not None else set()
    if privacy:
        screen = next((i for i in scene_items if isinstance(i, PrivacyScreen) and i.isVisible()), None)
        if screen is not None:
            nodes.append(NodeInfo(("privacy",), QAccessible.Role.Button, screen.message, screen.hint,
                                  screen.sceneBoundingRect(), focusable=True, focused=True))
    # the viewer's hand: named only while it is painted face up
    cards: list[NodeInfo] = []
    for index, item in enumerate(hand):
        rect = item.sceneBoundingRect()
        if not item.is_face_up:
            cards.append(NodeInfo(("hand", index), QAccessible.Role.ListItem, face_down(), rect=rect))
            continue
        name = card_name(item.card)
        description = ""
        if item.is_dimmed:
            name = _tr("%1, not playable").replace("%1", name)
            reason = why_not(item.card) if why_not is not None and item.is_choosable else None
            description = spoken(reason or "")
        elif item.card in legal:
            name = _tr("%1, playable").replace("%1", name)
        if item.is_highlighted:
            name = _tr("%1, hint").replace("%1", name)
        cards.append(NodeInfo(("hand", index), QAccessible.Role.ListItem, name, description, rect,
                              focusable=True, focused=item.is_focused, unavailable=item.is_dimmed))
    if cards:
        title = trn("Your hand, %n cards", "", len(cards))
        nodes.append(NodeInfo(("hand",), QAccessible.Role.List, title, "", _united(c.rect for c in cards), children=tuple(cards)))
    if view is not None:
        nodes.extend(_trick_nodes(view, names, scene_items))
        for seat in _seat_list(view):
            if seat == view.seat or not view.hand_sizes[seat]:
                continue
            n = view.hand_sizes[seat]
            backs = tuple(NodeInfo(("hidden", int(seat), i), QAccessible.Role.ListItem, face_down()) for i in range(n))
            title = trn("Hand of %1, %n cards", "", n).replace("%1", names[seat])
            nodes.append(NodeInfo(("hidden", int(seat)), QAccessible.Role.List, title, children=backs))
    for plate in scene_items:
        if isinstance(plate, NamePlate) and plate.isVisible():
            parts = [plate.name]
            if plate.is_dealer:
                parts.append(_tr("dealer"))
            if plate.is_active:
                parts.append(_tr("to play"))
            detail = spoken_line(plate.detail)
            if detail:
                parts.append(detail)
            nodes.append(NodeInfo(("plate", plate.name), QAccessible.Role.StaticText, ", ".join(parts), rect=plate.sceneBoundingRect()))
    boxes = sorted((i for i in scene_items if isinstance(i, InfoBox) and i.isVisible()), key=lambda i: (i.y(), i.x()))
    for n, box in enumerate(boxes):
        rows = "; ".join(f"{spoken_line(label)}: {spoken_line(value)}" for label, value, _ in box.rows)
        nodes.append(NodeInfo(("box", n), QAccessible.Role.StaticText, f"{box.title}. {rows}", rect=box.sceneBoundingRect()))
    bubbles = [b for b in scene_items if isinstance(b, Bubble) and b.isVisible() and b.lines]
    for n, bubble in enumerate(bubbles):  # keyed by place, so the nodes kept stay few
        said = ". ".join(spoken_line(line) for line in bubble.lines)
        nodes.append(NodeInfo(("bubble", n), QAccessible.Role.StaticText, said, rect=bubble.sceneBoundingRect()))
    panel = next((i for i in scene_items if isinstance(i, LastTrickPanel) and i.isVisible()), None)
    if panel is not None and view is not None and view.tricks:
        trick = view.tricks[-1]
        seats = _trick_seats(view, len(trick.cards), trick.leader, trick.seats)
        kids = tuple(NodeInfo(("last", i), QAccessible.Role.ListItem, _played_by(c, names[s]))
                     for i, (c, s) in enumerate(zip(trick.cards, seats)))
        nodes.append(NodeInfo(("last",), QAccessible.Role.List, panel.title, rect=panel.sceneBoundingRect(), children=kids))
    return nodes


def _played_by(card: Card, name: str) -> str:
    return _tr("%1, played by %2").replace("%1", card_name(card)).replace("%2", name)


def _trick_nodes(view: SeatView, names: Sequence[str], scene_items: Sequence[object]) -> list[NodeInfo]:
    """The trick on the table (who played each card) and the turned card."""
    out: list[NodeInfo] = []
    rects = {i.card: i.sceneBoundingRect() for i in scene_items if isinstance(i, CardItem) and i.is_face_up and i.isVisible()}
    if view.trick:
        seats = _trick_seats(view, len(view.trick), view.trick_leader)
        kids = tuple(NodeInfo(("trick", i), QAccessible.Role.ListItem, _played_by(c, names[s]), rect=rects.get(c, QRectF()))
                     for i, (c, s) in enumerate(zip(view.trick, seats)))
        title = trn("Trick, %n cards", "", len(kids))
        out.append(NodeInfo(("trick",), QAccessible.Role.List, title, rect=_united(k.rect for k in kids), children=kids))
    elif view.phase == Phase.PLAY:
        out.append(NodeInfo(("trick",), QAccessible.Role.List, _tr("Trick, no card yet")))
    if view.phase == Phase.AUCTION and view.turned is not None and view.turned in rects:
        out.append(NodeInfo(("turned",), QAccessible.Role.StaticText,
                            _tr("Turned card: %1").replace("%1", card_name(view.turned)), rect=rects[view.turned]))
    return out


def _united(rects: object) -> QRectF:
    out = QRectF()
    for r in rects:  # type: ignore[attr-defined]  # an iterable of QRectF
        out = out.united(r)
    return out


# -- the interfaces ----------------------------------------------------------------------------


class VirtualNode(QAccessibleInterface):
    """One node of the table (a card, a plate), worked out from `TableAccessible` when asked.
    A node whose key is no longer on the table is invalid, never reused for something else."""

    def __init__(self, table: TableAccessible, key: tuple[object, ...]) -> None:
        super().__init__()
        self._table = table
        self.key = key

    def info(self) -> NodeInfo | None:
        return self._table.info(self.key)

    def isValid(self) -> bool:
        return self.info() is not None

    def object(self) -> QObject | None:  # type: ignore[override]  # Qt takes nullptr here; the stubs leave None out
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]  # Qt takes nullptr here; the stubs leave None out
        return self._table.window()

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt takes nullptr here; the stubs leave None out
        parent = self._table.parent_key(self.key)
        return self._table if parent is None else self._table.node(parent)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt takes nullptr here; the stubs leave None out
        info = self.info()
        if info is None or not 0 <= index < len(info.children):
            return None
        return self._table.node(info.children[index].key)

    def childCount(self) -> int:
        info = self.info()
        return len(info.children) if info is not None else 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        info = self.info()
        if info is None or not isinstance(child, VirtualNode):
            return -1
        return next((i for i, c in enumerate(info.children) if c.key == child.key), -1)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt takes nullptr here; the stubs leave None out
        info = self.info()
        if info is None:
            return None
        for c in info.children:
            if self._table.global_rect(c.rect).contains(x, y):
                return self._table.node(c.key)
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt takes nullptr here; the stubs leave None out
        info = self.info()
        focused = next((c for c in info.children if c.focused), None) if info is not None else None
        return self._table.node(focused.key) if focused is not None else None

    def role(self) -> QAccessible.Role:
        info = self.info()
        return info.role if info is not None else QAccessible.Role.NoRole

    def text(self, kind: QAccessible.Text) -> str:
        info = self.info()
        if info is None:
            return ""
        if kind == QAccessible.Text.Name:
            return info.name
        if kind == QAccessible.Text.Description:
            return info.description
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass  # nothing of the table is edited through a screen reader

    def rect(self) -> QRect:
        info = self.info()
        return self._table.global_rect(info.rect) if info is not None else QRect()

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        info = self.info()
        if info is None:
            state.invalid = True
            return state
        state.focusable = info.focusable
        state.focused = info.focused
        state.selectable = info.focusable
        state.selected = info.focused
        state.disabled = info.unavailable
        return state


class TableAccessible(QAccessibleWidget):
    """The card table's interface: its nodes, then the view's child widgets (the panels)."""

    def __init__(self, view: QGraphicsView, layer: TableAccessibility) -> None:
        super().__init__(view, QAccessible.Role.Pane, _tr("Card table"))
        self._view = view
        self._layer = layer
        self._nodes: dict[tuple[object, ...], VirtualNode] = {}
        layer.interface = self

    # the nodes

    def node(self, key: tuple[object, ...]) -> VirtualNode:
        node = self._nodes.get(key)
        if node is None:
            node = self._nodes[key] = VirtualNode(self, key)
        return node

    def info(self, key: tuple[object, ...]) -> NodeInfo | None:
        return self._layer.index().get(key, (None, None))[0]

    def parent_key(self, key: tuple[object, ...]) -> tuple[object, ...] | None:
        return self._layer.index().get(key, (None, None))[1]

    def global_rect(self, scene_rect: QRectF) -> QRect:
        if scene_rect.isEmpty():
            return QRect()
        polygon = self._view.mapFromScene(scene_rect).boundingRect()
        viewport = self._view.viewport()
        return QRect(viewport.mapToGlobal(polygon.topLeft()), polygon.size())

    def _widgets(self) -> list[QWidget]:
        """The view's own child widgets a person uses (the auction and declare panels)."""
        skip = {self._view.viewport(), self._view.horizontalScrollBar().parentWidget(), self._view.verticalScrollBar().parentWidget()}
        return [w for w in self._view.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
                if w not in skip and not w.isWindow() and w.isVisible()]

    # QAccessibleInterface

    def childCount(self) -> int:
        return len(self._layer.nodes()) + len(self._widgets())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt takes nullptr here; the stubs leave None out
        nodes = self._layer.nodes()
        if 0 <= index < len(nodes):
            return self.node(nodes[index].key)
        widgets = self._widgets()
        if 0 <= index - len(nodes) < len(widgets):
            return QAccessible.queryAccessibleInterface(widgets[index - len(nodes)])
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        nodes = self._layer.nodes()
        if isinstance(child, VirtualNode):
            return next((i for i, n in enumerate(nodes) if n.key == child.key), -1)
        widgets = self._widgets()
        obj = child.object() if child is not None else None
        return next((len(nodes) + i for i, w in enumerate(widgets) if w is obj), -1)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt takes nullptr here; the stubs leave None out
        for w in self._widgets():
            if QRect(w.mapToGlobal(QPoint(0, 0)), w.size()).contains(x, y):
                return QAccessible.queryAccessibleInterface(w)
        for n in reversed(self._layer.nodes()):  # the last is drawn on top
            if self.global_rect(n.rect).contains(x, y):
                return self.node(n.key)
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt takes nullptr here; the stubs leave None out
        key = self._layer.focused_key()
        return self.node(key) if key is not None else None

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return _tr("Card table")
        return str(super().text(kind))


def _table_factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    layer = _LAYERS.get(id(obj))
    if layer is not None and obj.property(TABLE_PROPERTY):
        return TableAccessible(layer.view, layer)
    return None


_LAYERS: dict[int, TableAccessibility] = {}
_factory_installed = False


# -- the layer the window holds ------------------------------------------------------------------


class TableAccessibility(QObject):
    """Keeps the table's accessibility: the nodes, the focus, the tooltips and announcements.

    ``why_not`` words why a dimmed card may not be played (the engine's refusal); the window
    gives it the controller's ``refusal_for``."""

    def __init__(self, view: QGraphicsView, why_not: Callable[[Card], str | None] | None = None) -> None:
        super().__init__(view)
        global _factory_installed
        self.view = view
        self.why_not = why_not
        self.interface: TableAccessible | None = None
        self._view_shown: SeatView | None = None
        self._cache: list[NodeInfo] | None = None
        self._index: dict[tuple[object, ...], tuple[NodeInfo, tuple[object, ...] | None]] = {}
        self._names: list[str] = []
        #: what was announced, newest last (for tests; the screen reader hears it through Qt)
        self.announced: list[str] = []
        view.setProperty(TABLE_PROPERTY, True)
        _LAYERS[id(view)] = self
        view.destroyed.connect(lambda *_: _LAYERS.pop(id(view), None))
        if not _factory_installed:
            QAccessible.installFactory(_table_factory)
            _factory_installed = True
        scene = view.scene()
        for item in scene.items():
            if isinstance(item, CardItem):
                item.focus_changed.connect(self._card_focus)
                item.why_not = self._why_not

    # inputs

    def set_names(self, names: Sequence[str]) -> None:
        self._names = [str(n) for n in names]
        self.invalidate()

    def set_view(self, view: SeatView) -> None:
        self._view_shown = view
        self.invalidate()

    def invalidate(self) -> None:
        self._cache = None

    # the tree

    def nodes(self) -> list[NodeInfo]:
        """The table's nodes, worked out once per turn of the event loop (a screen reader walks
        the tree with many calls in one turn; the table may change in the next)."""
        if self._cache is None:
            scene = self.view.scene()
            hand = scene.hand_items() if hasattr(scene, "hand_items") else []
            privacy = bool(getattr(scene, "privacy_shown", False))
            names = self._names or [str(s) for s in Seat]
            self._cache = describe_table(scene.items(), hand, self._view_shown, names, privacy, self._why_not)
            self._index = {}
            stack: list[tuple[NodeInfo, tuple[object, ...] | None]] = [(n, None) for n in self._cache]
            while stack:
                node, parent = stack.pop()
                self._index[node.key] = (node, parent)
                stack.extend((c, node.key) for c in node.children)
            QTimer.singleShot(0, self, self.invalidate)
        return self._cache

    def index(self) -> dict[tuple[object, ...], tuple[NodeInfo, tuple[object, ...] | None]]:
        self.nodes()
        return self._index

    def focused_key(self) -> tuple[object, ...] | None:
        return next((k for k, (n, _) in self.index().items() if n.focused), None)

    def root(self) -> QAccessibleInterface | None:
        return QAccessible.queryAccessibleInterface(self.view)

    # focus, tooltips

    def _why_not(self, card: Card) -> str | None:
        return self.why_not(card) if self.why_not is not None else None

    def _card_focus(self, card: int, on: bool) -> None:
        """The keyboard focus moved onto a card of the hand: a screen reader follows it, and a
        dimmed card says at once why it may not be played (a tooltip over the card)."""
        self.invalidate()
        if not on:
            return
        item = next((i for i in self.view.scene().items() if isinstance(i, CardItem) and i.card == card), None)
        if item is None or not item.is_face_up:
            return
        if item.is_dimmed and item.is_choosable:
            reason = self._why_not(card)
            if reason:
                rect = self.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
                QToolTip.showText(self.view.viewport().mapToGlobal(rect.topLeft()), plain_tooltip(reason), self.view.viewport())
        else:
            QToolTip.hideText()
        if not QAccessible.isActive():
            return  # no screen reader: the tree is not worked out at every arrow key
        key = self.focused_key()
        iface = self.root()
        if key is not None and isinstance(iface, TableAccessible):
            QAccessible.updateAccessibility(QAccessibleEvent(iface.node(key), QAccessible.Event.Focus))

    # announcements

    def announce(self, message: str) -> None:
        """Say ``message`` through the screen reader (Qt's announcement, Qt 6.8 and later)."""
        message = spoken(message)
        if not message:
            return
        self.announced.append(message)
        del self.announced[:-50]
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.view, message))

    def announce_events(self, events: Sequence[Event], view: SeatView) -> None:
        self.set_view(view)
        names = self._names or [str(s) for s in Seat]
        for event in events:
            text = event_sentence(event, names)
            if text:
                self.announce(text)


def event_sentence(event: Event, names: Sequence[str]) -> str:
    """What a screen reader says for an event: only its public facts."""
    you = person_seat(names)
    if isinstance(event, CardPlayed):
        if event.seat == you:
            return _tr("You play %1").replace("%1", card_name(event.card))
        return _tr("%1 plays %2").replace("%1", names[event.seat]).replace("%2", card_name(event.card))
    if isinstance(event, BidMade):
        return _tr("%1: %2").replace("%1", names[event.seat]).replace("%2", call_text(event.action))
    if isinstance(event, TrickWon):
        if event.trick.winner == you:
            return _tr("You win the trick")
        return _tr("%1 wins the trick").replace("%1", names[event.trick.winner])
    if isinstance(event, BeloteAnnounced):
        word = _tr("Rebelote") if event.rebelote else _tr("Belote")
        return _tr("%1: %2").replace("%1", names[event.seat]).replace("%2", word)
    if isinstance(event, AuctionEnded):
        return _auction_sentence(event.result, names, you)
    if isinstance(event, Dealt):
        if event.dealer == you:
            return _tr("You deal")
        return _tr("%1 deals").replace("%1", names[event.dealer])
    return ""


def _auction_sentence(result: AuctionResult, names: Sequence[str], you: Seat | None) -> str:
    if result.taker is None or result.strain is None:
        return _tr("Nobody takes")
    if result.taker == you:
        return _tr("You take, trump: %1").replace("%1", strain_name(result.strain))
    return _tr("%1 takes, trump: %2").replace("%1", names[result.taker]).replace("%2", strain_name(result.strain))
