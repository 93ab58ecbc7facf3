"""The auction and declare panels over the felt, and how they follow the cards.

While events animate, the panels offer nothing and keep showing what they showed; once the scene
has settled they show the final view without actions; the person's calls are offered only when
the controller's ``view_changed`` gives the person the turn (docs/WINDOW.md, "Panels follow the
cards"). The auction panel floats over the middle of the felt, which is empty during the auction
(a column beside the table took a third of a 1024-pixel window from the cards); the declare
panel sits just above the person's hand.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget

from belote_desktop.engine.state import Phase
from belote_desktop.engine.view import SeatView
from belote_desktop.ui.auction_panel import AuctionPanel
from belote_desktop.ui.declare_panel import DeclarePanel


def quiet(view: SeatView) -> SeatView:
    """``view`` offering nothing: what a panel shows while it is not the person's turn."""
    return replace(view, legal_actions=()) if view.legal_actions else view


class TablePanels(QObject):
    def __init__(self, table: QWidget) -> None:
        super().__init__(table)
        self.table = table
        self.auction = AuctionPanel(table)
        self.auction.hide()
        # Romanian Belot: the combinations a person may declare, just above the hand
        self.declare = DeclarePanel(table)
        self.declare.hide()
        #: the seats' names as shown (the auction panel names who called what)
        self.names: tuple[str, ...] = ()
        self._shown: SeatView | None = None  # what the panels show
        self._settling: SeatView | None = None  # the view the scene is animating towards
        table.installEventFilter(self)  # they follow the table's size

    def show_turn(self, view: SeatView) -> None:
        """The controller's view of the seat at the screen, drawn at once: the person's turn
        comes this way (with its status line), so its actions are offered only here."""
        self._settling = None
        self.show(view)

    def follow_events(self, view: SeatView) -> None:
        """Events start to play towards ``view``: offer nothing until the scene has settled.
        Offering the person's calls at once put the bidding box up while the status line still
        said who was thinking and the bot's bubble had not been shown."""
        self._settling = view
        self.show(quiet(self._shown) if self._shown is not None else None)

    def settled(self) -> None:
        """The scene has played the events: show where they ended, still offering nothing
        (whose turn it is comes next from the controller, with its status)."""
        view, self._settling = self._settling, None
        if view is not None:
            self.show(quiet(view))

    def show(self, view: SeatView | None) -> None:
        """Show ``view`` (None hides both panels: the privacy screen, a new game)."""
        self._shown = view
        if view is None:
            self.auction.hide()
            self.declare.hide()
            return
        if view.phase == Phase.AUCTION:
            self.auction.show_view(view, list(self.names))
            self.auction.show()
            self._place_auction()
        else:
            focus = QApplication.focusWidget()
            if self.auction.isVisible() and focus is not None and self.auction.isAncestorOf(focus):
                self.table.setFocus()  # the keys go back to the hand, not to a hidden button
            self.auction.hide()
        self.declare.show_view(view)
        if self.declare.offered_actions():
            self.declare.show()
            self._place_declare()
        else:
            self.declare.hide()

    def _place_declare(self) -> None:
        panel, area = self.declare, self.table.rect()
        panel.adjustSize()
        size = panel.size().boundedTo(area.size())
        panel.resize(size)
        # over the felt just above the person's hand, clear of the trick in the middle
        x = (area.width() - size.width()) // 2
        y = max(0, int(area.height() * 0.62) - size.height() // 2)
        panel.move(x, y)

    def _place_auction(self) -> None:
        panel, area = self.auction, self.table.rect()
        panel.adjustSize()
        size = panel.size().boundedTo(area.size())
        panel.resize(size)
        # a little above the middle: the person's hand rises from the bottom edge
        x = (area.width() - size.width()) // 2
        y = max(0, int(area.height() * 0.46) - size.height() // 2)
        panel.move(x, y)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table and event.type() == QEvent.Type.Resize:
            if self.auction.isVisible():
                self._place_auction()
            if self.declare.isVisible():
                self._place_declare()
        return super().eventFilter(watched, event)
