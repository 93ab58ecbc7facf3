"""Romanian Belot: the combinations the person at the screen may declare now, one button each.

A combination counts only if its holder declares it on a turn of the first two tricks; the
engine offers each one as a ``Declare`` among the legal actions, beside the cards. This panel
shows those and emits the one clicked; declaring does not end the turn, so the panel stays
until a card is played (each button goes once its combination is declared).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from belote_desktop.engine.cards import Rank, Suit
from belote_desktop.engine.combinations import Declare
from belote_desktop.engine.declarations import DeclarationKind
from belote_desktop.engine.state import Phase
from belote_desktop.engine.view import SeatView
from belote_desktop.ui.auction_panel import INK, PANEL_STYLE, RED_INK
from belote_desktop.ui.help_text import RED_SUITS, SUIT_SYMBOLS, german_deck, rank_label
from belote_desktop.ui.safe_text import make_plain, plain_tooltip

STYLE = PANEL_STYLE.replace("#auctionPanel", "#declarePanel") + f"""
#declarePanel QLabel {{ color: {INK}; font-weight: 600; }}
#declarePanel QPushButton[red="true"] {{ color: {RED_INK}; }}
"""


def _tr(text: str) -> str:
    return QCoreApplication.translate("DeclarePanel", text)


def declare_text(action: Declare) -> str:
    """``Tierce to the K♥``, ``Four jacks``, ``Bella ♠``: what the button says."""
    names = {
        DeclarationKind.TIERCE: _tr("Tierce"),
        DeclarationKind.FIFTY: _tr("Fifty"),
        DeclarationKind.HUNDRED: _tr("Hundred"),
        DeclarationKind.FOUR_JACKS: _tr("Four Unters") if german_deck() else _tr("Four jacks"),
        DeclarationKind.FOUR_NINES: _tr("Four nines"),
        DeclarationKind.FOUR_ACES: _tr("Four aces"),
        DeclarationKind.FOUR_TENS: _tr("Four tens"),
        DeclarationKind.FOUR_KINGS: _tr("Four kings"),
        DeclarationKind.FOUR_QUEENS: _tr("Four Obers") if german_deck() else _tr("Four queens"),
        DeclarationKind.BELLA: _tr("Bella"),
        DeclarationKind.FOUR_EIGHTS: _tr("Four eights"),
        DeclarationKind.FOUR_SEVENS: _tr("Four sevens"),
        DeclarationKind.BELOT: _tr("Belot (all eight trumps)"),
    }
    text = names[action.kind]
    if action.suit is not None and action.top is not None:
        return _tr("%1 to the %2").replace("%1", text).replace("%2", _card(action.top, action.suit))
    if action.suit is not None:
        return f"{text} {SUIT_SYMBOLS[action.suit]}"
    return text


def _card(rank: Rank, suit: Suit) -> str:
    return f"{rank_label(rank)}{SUIT_SYMBOLS[suit]}"


class DeclarePanel(QFrame):
    """Emits ``declare_chosen(Declare)`` with one of the view's legal ``Declare`` actions."""

    declare_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("declarePanel")
        self.setStyleSheet(STYLE)
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(12, 8, 12, 8)
        self._layout.setSpacing(8)
        self.title = make_plain(QLabel(_tr("Declare:"), self))
        self._layout.addWidget(self.title)
        self._buttons: dict[Declare, QPushButton] = {}
        self._legal: tuple[Declare, ...] = ()

    def show_view(self, view: SeatView) -> None:
        """Buttons for the ``Declare`` actions of ``view`` (none outside play: the panel empties)."""
        legal = tuple(a for a in view.legal_actions if isinstance(a, Declare)) if view.phase == Phase.PLAY else ()
        if legal == self._legal:
            return
        self._legal = legal
        for button in self._buttons.values():
            self._layout.removeWidget(button)
            button.deleteLater()
        self._buttons = {}
        for action in legal:
            button = QPushButton(declare_text(action), self)
            button.setProperty("red", action.suit in RED_SUITS)
            button.setToolTip(plain_tooltip(_tr("Declare it now: it shows the cards, and you then play a card.")))
            button.clicked.connect(lambda _=False, a=action: self._choose(a))
            self._layout.addWidget(button)
            self._buttons[action] = button
        self.adjustSize()

    def set_hint(self, action: Declare | None) -> None:
        """Highlight the button of ``action`` (the hint); None clears it."""
        for declare, button in self._buttons.items():
            hinted = declare == action
            if button.property("hint") != hinted:
                button.setProperty("hint", hinted)
                button.style().unpolish(button)
                button.style().polish(button)

    def hinted(self) -> Declare | None:
        """The highlighted combination, if any (for tests)."""
        return next((a for a, b in self._buttons.items() if b.property("hint")), None)

    def offered_actions(self) -> list[Declare]:
        """What a click can emit now (for tests)."""
        return list(self._buttons)

    def button_for(self, action: Declare) -> QPushButton | None:
        return self._buttons.get(action)

    def _choose(self, action: Declare) -> None:
        if action in self._legal:  # a stale click after the view moved on does nothing
            self.declare_chosen.emit(action)
