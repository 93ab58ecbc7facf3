"""The auction panel: the calls made so far, and the calls the seat at the screen may make.

It shows a `SeatView` and emits the chosen call; it never works out what is legal. Every button
it offers comes from ``view.legal_actions``: Classic shows take/pass with the turned card in
round 1 and the suits in round 2; Contrée shows a bid box (a value, then a strain, then the bid
button) whose values and strains are enabled only where the pair is among the legal bids.

Keys: while the box waits for the person's call, one key per call (P pass, T take, 1-4 the suits,
5-6 no trump and all trump, Up/Down the bid's value, Enter, C contre, 7 swap, X cancel), read
from help_text.SHORTCUTS so Help > Shortcuts lists exactly what works. The panel watches its
parent (the table view, which has the keyboard) and takes those keys before the hand does. Every
button shows a focus ring of its own (a dark blue frame), unlike the hint's light blue one.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QPixmap
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QApplication,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from belote_desktop.decks.renderer import CardImageProvider
from belote_desktop.engine.auctions import AuctionAction, Bid, Call, NameTrump
from belote_desktop.engine.cards import Card, Seat, Suit, rank_of, suit_of
from belote_desktop.engine.contract import BID_VALUES, Strain
from belote_desktop.engine.variants import variant_class
from belote_desktop.engine.state import Phase
from belote_desktop.engine.view import SeatView
from belote_desktop.ui.safe_text import make_plain, plain_tooltip
from belote_desktop.ui.help_text import (
    RED_SUITS,
    SHORTCUTS,
    SUIT_SYMBOLS,
    ShortcutAction,
    ShortcutScope,
    bid_value_label,
    call_text,
    rank_label,
    strain_name,
    strain_symbol,
    suit_mark,
    suit_name,
)

#: Calls in a Contrée bid box, as laid out in its bottom row.
_CONTREE_CALLS = (Call.PASS, Call.CONTRE, Call.SURCONTRE)
#: Wide enough for four seat names side by side and a two-line note.
MINIMUM_WIDTH = 360
#: Widest a seat's name may be in the history's header, in pixels.
HEADER_WIDTH = 104
#: Height of the turned card's picture when a deck is known.
TURNED_CARD_HEIGHT = 96

INK = "#f4ecd8"
INK_SOFT = "rgba(244, 236, 216, 170)"
RED_INK = "#c8322c"
#: The keyboard focus: a dark blue frame, visible on the ivory, gold and checked buttons alike and
#: unlike the hint's light blue (a style sheet replaces the native focus rectangle, so it is drawn here)
FOCUS_RING = "#0b3d91"
PANEL_STYLE = f"""
#auctionPanel {{
    background: rgb(12, 38, 25);
    border: 1px solid rgba(214, 186, 120, 150);
    border-radius: 10px;
}}
#auctionPanel QLabel {{ color: {INK}; background: transparent; }}
#auctionPanel QLabel[role="title"] {{ font-size: 15px; font-weight: 600; }}
#auctionPanel QLabel[role="note"] {{ color: {INK_SOFT}; }}
#auctionPanel QLabel[role="seat"] {{ color: {INK_SOFT}; font-weight: 600; padding: 2px 4px; }}
#auctionPanel QLabel[role="seat"][turn="true"] {{
    color: #1b1b1b; background: #e9c46a; border-radius: 4px;
}}
#auctionPanel QLabel[role="pass"] {{ color: {INK_SOFT}; padding: 1px 4px; }}
#auctionPanel QLabel[role="call"] {{
    color: #1b1b1b; background: #fbf8f0; border-radius: 4px; padding: 1px 6px; font-weight: 600;
}}
#auctionPanel QLabel[role="call"][red="true"] {{ color: {RED_INK}; }}
#auctionPanel QLabel[role="turned"] {{
    background: #fbf8f0; color: #1b1b1b; border: 1px solid #b9ab88; border-radius: 6px;
    font-size: 26px; font-weight: 600; padding: 6px 10px;
}}
#auctionPanel QLabel[role="turned"][red="true"] {{ color: {RED_INK}; }}
#auctionPanel QPushButton {{
    background: #f4ecd8; color: #1b1b1b; border: 1px solid #9c8f6c; border-radius: 6px;
    padding: 5px 10px; min-height: 22px; font-size: 13px;
}}
#auctionPanel QPushButton[red="true"] {{ color: {RED_INK}; }}
#auctionPanel QPushButton[kind="strain"] {{ font-size: 18px; min-width: 30px; padding: 2px 6px; }}
#auctionPanel QPushButton[kind="value"] {{ min-width: 34px; padding: 4px 4px; }}
#auctionPanel QPushButton:hover {{ background: #fffaf0; border-color: #e9c46a; }}
#auctionPanel QPushButton:checked {{ background: #e9c46a; border-color: #8a6d1f; }}
#auctionPanel QPushButton:disabled {{
    background: rgba(244, 236, 216, 50); color: rgba(244, 236, 216, 90); border-color: rgba(244, 236, 216, 40);
}}
#auctionPanel QPushButton[primary="true"] {{ background: #e9c46a; font-weight: 600; }}
#auctionPanel QPushButton[primary="true"]:disabled {{ background: rgba(233, 196, 106, 60); }}
#auctionPanel QPushButton[hint="true"] {{ border: 3px solid #5fd0ff; }}
#auctionPanel QPushButton:focus {{ border: 3px solid {FOCUS_RING}; }}
#auctionPanel QPushButton[hint="true"]:focus {{ border: 3px solid {FOCUS_RING}; background: #cdeffd; }}
"""


def _tr(text: str) -> str:
    return QCoreApplication.translate("AuctionPanel", text)


def _repolish(widget: QWidget) -> None:
    """Style sheets read dynamic properties only when the widget is polished again."""
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)


def _set_prop(widget: QWidget, name: str, value: object) -> None:
    if widget.property(name) != value:
        widget.setProperty(name, value)
        _repolish(widget)


def _auction_keys() -> dict[int, ShortcutAction]:
    """Qt key -> the bidding box's action, from the one shortcuts table (Help > Shortcuts)."""
    keys: dict[int, ShortcutAction] = {}
    for shortcut in SHORTCUTS:
        if shortcut.scope != ShortcutScope.AUCTION:
            continue
        for text in shortcut.keys:
            keys[QKeySequence(text)[0].key().value] = shortcut.action  # type: ignore[index]  # Qt.Key's value is an int at run time; the stub types it loosely
    return keys


#: the digits' suits and strains, in the box's order (spades, hearts, diamonds, clubs, NT, AT)
_STRAIN_KEYS = {Qt.Key.Key_1: Strain.SPADES, Qt.Key.Key_2: Strain.HEARTS, Qt.Key.Key_3: Strain.DIAMONDS,
                Qt.Key.Key_4: Strain.CLUBS, Qt.Key.Key_5: Strain.NO_TRUMP, Qt.Key.Key_6: Strain.ALL_TRUMP}


def card_text(c: Card) -> str:
    return f"{rank_label(rank_of(c))}{SUIT_SYMBOLS[suit_of(c)]}"


class AuctionHistory(QWidget):
    """The calls so far, one column per seat from the first hand, one row per round of calls."""

    MAX_ROWS = 6

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(6)
        self._grid.setVerticalSpacing(2)
        self.headers: list[QLabel] = []
        for column in range(4):
            label = make_plain(QLabel(self))  # a seat's name is shown as it is, never as markup
            label.setProperty("role", "seat")
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self._grid.addWidget(label, 0, column)
            self._grid.setColumnStretch(column, 1)
            self.headers.append(label)
        self._cells: list[QLabel] = []
        self.columns: tuple[Seat, ...] = tuple(Seat)

    def show_calls(
        self,
        first: Seat,
        dealer: Seat | None,
        turn: Seat | None,
        calls: Sequence[tuple[Seat, AuctionAction]],
        names: Sequence[str],
        seats: Sequence[Seat] = tuple(Seat),
    ) -> None:
        """``seats``: the occupied seats in playing order (a Romanian table may have three or two)."""
        at = list(seats).index(first) if first in seats else 0
        self.columns = tuple(seats[(at + i) % len(seats)] for i in range(len(seats)))
        for i, label in enumerate(self.headers):
            label.setVisible(i < len(self.columns))
        for label, seat in zip(self.headers, self.columns):
            name = names[seat]
            _set_prop(label, "turn", seat == turn)
            # Long names are shortened to keep the four columns inside the panel; the tooltip has all.
            metrics = label.fontMetrics()
            mark = " " + _tr("(D)") if seat == dealer else ""
            shown = metrics.elidedText(name, Qt.TextElideMode.ElideRight, HEADER_WIDTH - metrics.horizontalAdvance(mark))
            label.setText(shown + mark)
            label.setToolTip(plain_tooltip(_tr("%1, the dealer").replace("%1", name) if seat == dealer else name))
        for cell in self._cells:
            self._grid.removeWidget(cell)
            cell.hide()  # gone at once, not when the event loop gets to deleting it
            cell.deleteLater()
        self._cells = []
        rows: list[list[str]] = []
        last_column = -1
        for seat, action in calls:
            column = self.columns.index(seat) if seat in self.columns else 0
            if not rows or column <= last_column:  # back to the first hand's column: a new round
                rows.append([""] * 4)
            rows[-1][column] = call_text(action)
            last_column = column
        # A long Contrée auction keeps its latest rounds in view: they are what matters now.
        for r, row in enumerate(rows[-self.MAX_ROWS :], start=1):
            for column, text in enumerate(row):
                cell = make_plain(QLabel(text, self))
                # Passes stay quiet; the calls that change the contract stand out as little cards.
                quiet = text in ("", call_text(Call.PASS))
                cell.setProperty("role", "pass" if quiet else "call")
                cell.setProperty("red", any(SUIT_SYMBOLS[s] in text for s in RED_SUITS))
                cell.setAlignment(Qt.AlignmentFlag.AlignCenter)
                self._grid.addWidget(cell, r, column, Qt.AlignmentFlag.AlignHCenter)
                self._cells.append(cell)

    def call_texts(self) -> list[str]:
        """Every call shown, in reading order (for tests)."""
        return [c.text() for c in self._cells if c.text()]


class AuctionPanel(QFrame):
    """Emits ``call_chosen(action)`` with one of the legal actions of the view it shows."""

    call_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("auctionPanel")
        self.setStyleSheet(PANEL_STYLE)
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
        self.setMinimumWidth(MINIMUM_WIDTH)
        self._view: SeatView | None = None
        self._legal: tuple[AuctionAction, ...] = ()
        self._provider: CardImageProvider | None = None
        self._hint: AuctionAction | None = None

        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 12, 14, 12)
        layout.setSpacing(8)
        self.title = make_plain(QLabel(self))
        self.title.setProperty("role", "title")
        self.note = make_plain(QLabel(self))  # "Waiting for NAME…": a name from a record
        self.note.setProperty("role", "note")
        self.note.setWordWrap(True)
        layout.addWidget(self.title)
        self.history = AuctionHistory(self)
        layout.addWidget(self.history)
        layout.addWidget(self.note)

        # Classic: the turned card beside take/pass or the suits.
        self.classic_box = QWidget(self)
        classic = QHBoxLayout(self.classic_box)
        classic.setContentsMargins(0, 0, 0, 0)
        classic.setSpacing(10)
        self.turned_label = make_plain(QLabel(self.classic_box))
        self.turned_label.setProperty("role", "turned")
        self.turned_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        classic.addWidget(self.turned_label)
        self._classic_buttons: dict[AuctionAction, QPushButton] = {}
        # Romanian adds swapping the 7 of trump and cancelling a deal under 14 points
        classic_actions: list[AuctionAction] = [Call.TAKE, *(NameTrump(s) for s in Suit), Call.SWAP7, Call.CANCEL, Call.PASS]
        for action in classic_actions:
            button = self._make_button(self.classic_box, action)
            if isinstance(action, NameTrump):
                button.setText(f"{SUIT_SYMBOLS[action.suit]} {suit_name(action.suit)}")
                button.setProperty("red", action.suit in RED_SUITS)
            classic.addWidget(button)
            self._classic_buttons[action] = button
        classic.addStretch(1)
        layout.addWidget(self.classic_box)

        # Contrée: the bid box.
        self.contree_box = QWidget(self)
        box = QVBoxLayout(self.contree_box)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(6)
        values = QGridLayout()
        values.setSpacing(4)
        self._value_group = QButtonGroup(self)
        self._value_group.setExclusive(True)
        self.value_buttons: dict[int, QPushButton] = {}
        for i, value in enumerate(BID_VALUES):
            button = QPushButton(bid_value_label(value), self.contree_box)
            button.setCheckable(True)
            button.setProperty("kind", "value")
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            self._value_group.addButton(button, value)
            values.addWidget(button, i // 5, i % 5)
            self.value_buttons[value] = button
        box.addLayout(values)
        strains = QHBoxLayout()
        strains.setSpacing(4)
        self._strain_group = QButtonGroup(self)
        self._strain_group.setExclusive(True)
        self.strain_buttons: dict[Strain, QPushButton] = {}
        for strain in Strain:
            button = QPushButton(strain_symbol(strain), self.contree_box)
            button.setCheckable(True)
            button.setProperty("kind", "strain")
            button.setProperty("red", strain.suit in RED_SUITS)
            button.setToolTip(plain_tooltip(strain_name(strain)))
            button.setAccessibleName(strain_name(strain))
            self._strain_group.addButton(button, int(strain))
            strains.addWidget(button)
            self.strain_buttons[strain] = button
        box.addLayout(strains)
        calls = QHBoxLayout()
        calls.setSpacing(6)
        self._contree_buttons: dict[AuctionAction, QPushButton] = {}
        for action in _CONTREE_CALLS:
            button = self._make_button(self.contree_box, action)
            calls.addWidget(button)
            self._contree_buttons[action] = button
        calls.addStretch(1)
        self.bid_button = QPushButton(_tr("Bid"), self.contree_box)
        self.bid_button.setProperty("primary", True)
        self.bid_button.clicked.connect(self._bid_clicked)
        calls.addWidget(self.bid_button)
        box.addLayout(calls)
        layout.addWidget(self.contree_box)

        self._value_group.idToggled.connect(self._selection_changed)
        self._strain_group.idToggled.connect(self._selection_changed)
        self.classic_box.hide()
        self.contree_box.hide()
        self._keys = _auction_keys()
        if parent is not None:
            # the table view has the keyboard: the box's keys are taken there before the hand's
            parent.installEventFilter(self)

    # -- keys ------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and watched is self.parent() and isinstance(event, QKeyEvent):
            if not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier and self.handle_key(event.key()):
                event.accept()
                return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # a key a focused button did not use (all but Space) comes here
        if not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier and self.handle_key(event.key()):
            event.accept()
        else:
            super().keyPressEvent(event)

    def handle_key(self, key: int) -> bool:
        """Act on one key of the bidding box (Help > Shortcuts); True if the key was the box's.
        Only while the box is shown and waits for the person's call: otherwise the keys are the
        hand's and the window's."""
        if self._view is None or not self._legal or not self.isVisible():
            return False
        key = int(key)
        action = self._keys.get(key)
        if action is None:
            # the hand's digits would try to play a card: during the call they do nothing
            return Qt.Key.Key_0 <= key <= Qt.Key.Key_9
        bidding = self.contree_box.isVisibleTo(self)  # the box that bids points in a trump
        if action == ShortcutAction.AUCTION_PASS:
            self._press((self._contree_buttons if bidding else self._classic_buttons)[Call.PASS])
        elif action == ShortcutAction.AUCTION_TAKE:
            self._press(self._classic_buttons[Call.TAKE])
        elif action == ShortcutAction.AUCTION_CONTRE:
            self._press(self._contree_buttons[Call.CONTRE]) or self._press(self._contree_buttons[Call.SURCONTRE])
        elif action == ShortcutAction.AUCTION_SWAP7:
            self._press(self._classic_buttons[Call.SWAP7])
        elif action == ShortcutAction.AUCTION_CANCEL:
            self._press(self._classic_buttons[Call.CANCEL])
        elif action in (ShortcutAction.AUCTION_SUIT, ShortcutAction.AUCTION_NO_TRUMP, ShortcutAction.AUCTION_ALL_TRUMP):
            strain = _STRAIN_KEYS[Qt.Key(key)]
            if bidding:
                self._select(self.strain_buttons[strain])
            elif strain < 4:
                self._press(self._classic_buttons[NameTrump(Suit(int(strain)))])
        elif action == ShortcutAction.AUCTION_VALUE:
            if bidding:
                self.step_value(1 if key == Qt.Key.Key_Up else -1)
        elif action == ShortcutAction.AUCTION_BID:
            focused = QApplication.focusWidget()
            if isinstance(focused, QPushButton) and self.isAncestorOf(focused):
                self._press(focused)
            elif bidding:
                self._press(self.bid_button)
        else:  # Tab and Space: Qt's own focus chain and button press
            return False
        return True

    def step_value(self, step: int) -> bool:
        """Contrée: select the next open value up (1) or down (-1) from the one selected."""
        values = [v for v, b in self.value_buttons.items() if b.isEnabled()]
        if not values:
            return False
        current = self._value_group.checkedId()
        if current < 0:
            chosen = values[0] if step > 0 else values[-1]
        else:
            later = [v for v in values if (v > current if step > 0 else v < current)]
            if not later:
                return False
            chosen = later[0] if step > 0 else later[-1]
        self.value_buttons[chosen].setChecked(True)
        return True

    @staticmethod
    def _press(button: QAbstractButton | None) -> bool:
        """Press ``button`` as a click would, if it is offered now."""
        if button is None or not button.isVisibleTo(button.window()) or not button.isEnabled():
            return False
        button.click()
        return True

    @staticmethod
    def _select(button: QPushButton) -> bool:
        if not button.isVisibleTo(button.window()) or not button.isEnabled():
            return False
        button.setChecked(True)
        return True

    # -- the interface ---------------------------------------------------------------------

    def set_card_provider(self, provider: CardImageProvider | None) -> None:
        """Draw the turned card from this deck (text is shown without one)."""
        if self._provider is not None:
            self._provider.images_updated.disconnect(self._refresh_turned)
        self._provider = provider
        if provider is not None:
            provider.images_updated.connect(self._refresh_turned)
        self._refresh_turned()
        # a new deck may carry other suit signs (help_text.set_suit_system): name the strains anew
        for strain, button in self.strain_buttons.items():
            button.setText(strain_symbol(strain))
            button.setToolTip(plain_tooltip(strain_name(strain)))
            button.setAccessibleName(strain_name(strain))

    def show_view(self, view: SeatView, names: Sequence[str]) -> None:
        self._view = view
        self._legal = tuple(a for a in view.legal_actions if isinstance(a, (Call, NameTrump, Bid)))  # no cards, no declarations
        self._hint = None
        dealer = view.dealer
        table = view.rules.table
        first = table.next(dealer) if dealer is not None else Seat.S
        turn = view.current_player if view.phase == Phase.AUCTION else None
        self.history.show_calls(first, dealer, turn, view.auction, names, table.seats)
        # Romanian Belot's auction is Classic's take/pass/suit, with the swap and the cancel
        takes_turned = variant_class(view.rules.variant).turns_a_card
        self.classic_box.setVisible(takes_turned)
        self.contree_box.setVisible(not takes_turned)
        if takes_turned:
            self._show_classic(view)
        else:
            self._show_contree(view)
        self.title.setText(self._title(view, names))
        self.note.setText(self._note(view, names))
        self.note.setVisible(bool(self.note.text()))
        self._refresh_turned()
        self._show_hint()
        self.adjustSize()

    def set_hint(self, action: object | None) -> None:
        """Highlight ``action`` (when it is legal here); None clears the highlight."""
        self._hint = action if action in self._legal else None
        if isinstance(self._hint, Bid):
            self.value_buttons[self._hint.value].setChecked(True)
            self.strain_buttons[self._hint.strain].setChecked(True)
        self._show_hint()
        # the keyboard goes to the suggestion too: Enter (or Space) then makes that call
        target = self.hinted_button()
        if target is not None and target.isEnabled() and self.isVisible():
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- for tests and the main window -----------------------------------------------------

    def offered_actions(self) -> list[AuctionAction]:
        """Every action a click sequence on this panel can emit right now."""
        if self._view is None:
            return []
        offered: list[AuctionAction] = []
        buttons = self._classic_buttons if self.classic_box.isVisibleTo(self) else self._contree_buttons
        offered += [a for a, b in buttons.items() if b.isVisibleTo(self) and b.isEnabled()]
        if self.contree_box.isVisibleTo(self):
            for value, vb in self.value_buttons.items():
                if not vb.isEnabled():
                    continue
                for strain, sb in self.strain_buttons.items():
                    if sb.isVisibleTo(self) and Bid(value, strain) in self._legal:
                        offered.append(Bid(value, strain))
        return offered

    def button_for(self, action: AuctionAction) -> QPushButton | None:
        """The button that emits a call (not a bid: a bid is a value, a strain and Bid)."""
        return self._classic_buttons.get(action) or self._contree_buttons.get(action)

    # -- building --------------------------------------------------------------------------

    def _make_button(self, parent: QWidget, action: AuctionAction) -> QPushButton:
        button = QPushButton(call_text(action), parent)
        button.clicked.connect(lambda _=False, a=action: self._choose(a))
        return button

    def _choose(self, action: AuctionAction) -> None:
        if action in self._legal:  # a stale click after the view moved on does nothing
            self.call_chosen.emit(action)

    def _title(self, view: SeatView, names: Sequence[str]) -> str:
        if view.phase != Phase.AUCTION:
            return _tr("Bidding is over")
        if Call.SWAP7 in self._legal:  # Romanian calls: the legal ones say so
            return _tr("Swap the 7 of trump?")
        if Call.CANCEL in self._legal:
            return _tr("Fewer than 14 points?")
        if variant_class(view.rules.variant).turns_a_card:
            round_text = _tr("Round 2: name a trump") if self._classic_round(view) == 2 else _tr("Round 1: take or pass")
        else:
            round_text = _tr("Bidding")
        return round_text

    def _note(self, view: SeatView, names: Sequence[str]) -> str:
        if view.phase != Phase.AUCTION or view.current_player is None:
            return ""
        if not self._legal:
            return _tr("Waiting for %1…").replace("%1", names[view.current_player])
        return self._call_note(view) or _tr("Your call.")

    def _call_note(self, view: SeatView) -> str:
        if Call.SWAP7 in self._legal:
            return _tr("You hold the 7 of trump: you may give it for the turned card.")
        if Call.CANCEL in self._legal:
            return _tr("Your cards are worth fewer than 14 points: you may cancel the deal.")
        if variant_class(view.rules.variant).turns_a_card:
            if self._classic_round(view) == 1:
                return _tr("Take the turned card to make its suit trump, or pass.")
            if Call.PASS not in self._legal:
                return _tr("Name another suit as trump: the dealer may not pass in this round.")
            return _tr("Name another suit as trump, or pass.")
        else:  # bidding points
            if Call.SURCONTRE in self._legal:
                return _tr("Your team's bid was contred: surcontre or pass.")
            if any(isinstance(a, Bid) for a in self._legal):
                return _tr("Choose a value and a trump, then Bid.")
        return ""

    def _classic_round(self, view: SeatView) -> int:
        # the turn's calls tell the round: a suit to name is round 2; else the history: a pass
        # from every seat closes round 1 (Romanian: a swap or a cancel comes after the auction)
        if self._legal:
            return 2 if any(isinstance(a, NameTrump) for a in self._legal) else 1
        return 2 if len(view.auction) >= view.rules.table.size else 1

    def _show_classic(self, view: SeatView) -> None:
        for action, button in self._classic_buttons.items():
            if isinstance(action, NameTrump) or action in (Call.TAKE, Call.SWAP7, Call.CANCEL):
                shown = action in self._legal
            else:  # pass: shown in the round where it belongs, disabled when the dealer must choose
                shown = bool(self._legal)
            button.setVisible(shown)
            button.setEnabled(action in self._legal)
        take = self._classic_buttons[Call.TAKE]
        take.setProperty("primary", True)
        if view.turned is not None:
            suit = suit_of(view.turned)
            take.setText(_tr("Take %1").replace("%1", suit_mark(suit)))
            take.setProperty("red", suit in RED_SUITS)
            _repolish(take)
        self.turned_label.setVisible(view.turned is not None)

    def _show_contree(self, view: SeatView) -> None:
        bids = [a for a in self._legal if isinstance(a, Bid)]
        bid_values = {b.value for b in bids}
        for value, button in self.value_buttons.items():
            button.setEnabled(value in bid_values)
        for strain, button in self.strain_buttons.items():
            # No trump and all trump are shown only at tables that play them.
            button.setVisible(strain < 4 or view.rules.no_trump_bids)
        for action, button in self._contree_buttons.items():
            button.setEnabled(action in self._legal)
        # Start from the lowest value still open: the usual bid is the next step up.
        for group in (self._value_group, self._strain_group):
            group.setExclusive(False)
            for member in group.buttons():
                member.setChecked(False)
            group.setExclusive(True)
        if bids:
            self.value_buttons[min(bid_values)].setChecked(True)
        self._selection_changed()

    def _selected_bid(self) -> Bid | None:
        value = self._value_group.checkedId()
        strain = self._strain_group.checkedId()
        if value < 0 or strain < 0:
            return None
        bid = Bid(value, Strain(strain))
        return bid if bid in self._legal else None

    def _selection_changed(self, *_: object) -> None:
        value = self._value_group.checkedId()
        for strain, button in self.strain_buttons.items():
            legal = value >= 0 and Bid(value, strain) in self._legal
            button.setEnabled(legal)
            if not legal and button.isChecked():
                self._strain_group.setExclusive(False)
                button.setChecked(False)
                self._strain_group.setExclusive(True)
        bid = self._selected_bid()
        self.bid_button.setEnabled(bid is not None)
        self.bid_button.setText(_tr("Bid %1").replace("%1", call_text(bid)) if bid else _tr("Bid"))

    def _bid_clicked(self) -> None:
        bid = self._selected_bid()
        if bid is not None:
            self._choose(bid)

    def _show_hint(self) -> None:
        for button in (*self._classic_buttons.values(), *self._contree_buttons.values(), self.bid_button):
            _set_prop(button, "hint", False)
        if self._hint is None:
            return
        target = self.bid_button if isinstance(self._hint, Bid) else self.button_for(self._hint)
        if target is not None:
            _set_prop(target, "hint", True)

    def _refresh_turned(self) -> None:
        view = self._view
        if view is None or view.turned is None:
            return
        turned = view.turned
        if self._provider is not None:
            size = self._provider.card_size_for_height(TURNED_CARD_HEIGHT)
            ratio = self.devicePixelRatioF()
            image = self._provider.image(turned, size, ratio)
            self.turned_label.setPixmap(QPixmap.fromImage(image))
            self.turned_label.setFixedSize(QSize(size.width() + 2, size.height() + 2))
            self.turned_label.setStyleSheet("padding: 0; border: none; background: transparent;")
        else:
            self.turned_label.setText(card_text(turned))
            _set_prop(self.turned_label, "red", suit_of(turned) in RED_SUITS)
        self.turned_label.setToolTip(plain_tooltip(_tr("The turned card")))

    def hinted_button(self) -> QAbstractButton | None:
        """The highlighted button, if any (for tests)."""
        for button in (*self._classic_buttons.values(), *self._contree_buttons.values(), self.bid_button):
            if button.property("hint"):
                return button
        return None
