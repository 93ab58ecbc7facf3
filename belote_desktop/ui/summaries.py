"""The end-of-deal and end-of-match summaries over the window, one at a time.

After every deal its summary (closing it deals the next); after the deciding deal its summary
too, whose button then leads to the match's summary (``match_over`` follows that deal's
``deal_scored``: the button is renamed then), and the match summary's "New game" starts one.
A new game or a closing window closes the summary on screen without dealing on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QDialog, QWidget

if TYPE_CHECKING:
    from belote_desktop.ui.controller import MatchResult
    from belote_desktop.ui.score_rows import DealRow

# The summary dialogs (ui/score_sheet.py, with its table model and Qt's item views) are imported
# when the first deal ends, not at the window's start.


class Summaries(QObject):
    def __init__(
        self, window: QWidget, next_deal: Callable[[], None], new_game: Callable[[], None], match_result_label: str
    ) -> None:
        super().__init__(window)
        self.window = window
        self._next_deal = next_deal
        self._new_game = new_game
        self._match_result_label = match_result_label  # the deciding deal's button, in the window's words
        #: the summary on screen
        self.box: QDialog | None = None
        #: bot-only games: close the end-of-deal summary by itself after this long (None: wait)
        self.auto_continue_ms: int | None = None
        #: the seats' names as shown
        self.names: tuple[str, ...] = ()
        #: the match result, waiting for the deciding deal's summary to close
        self._pending_over: MatchResult | None = None
        #: what closing the summary on screen does next (deal on, or show the match's result)
        self._then: Callable[[], None] | None = None

    def deal_scored(self, row: DealRow) -> None:
        from belote_desktop.ui.score_sheet import DealSummaryDialog

        self._open(DealSummaryDialog(row, list(self.names), self.window), self._next_deal)

    def match_over(self, over: MatchResult) -> None:
        from belote_desktop.ui.score_sheet import DealSummaryDialog

        box = self.box
        if isinstance(box, DealSummaryDialog):
            # the deciding deal's summary, just opened (match_over follows its deal_scored): it
            # shows how the match was won first, and its button leads to the match's result
            box.continue_button.setText(self._match_result_label)
            self._pending_over = over
            self._then = self._show_match
            return
        self._open_match(over)

    def close(self) -> None:
        """A new game or a closing window: the summary goes, without dealing on."""
        box, self.box = self.box, None
        self._pending_over = None
        self._then = None
        if box is not None:
            box.close()

    def _show_match(self) -> None:
        over, self._pending_over = self._pending_over, None
        if over is not None:  # a new game in between closed it all (close)
            self._open_match(over)

    def _open_match(self, over: MatchResult) -> None:
        from belote_desktop.ui.score_sheet import MatchSummaryDialog

        box = MatchSummaryDialog(list(over.rows), over.winner, list(self.names), self.window)
        self._open(box, None)
        box.accepted.connect(self._new_game)  # its "New game" button

    def _open(self, box: QDialog, then: Callable[[], None] | None) -> None:
        self.close()
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda _result: self._closed(box))
        self.box = box
        self._then = then
        box.open()
        if self.auto_continue_ms is not None and then is not None:
            QTimer.singleShot(self.auto_continue_ms, box, box.accept)

    def _closed(self, box: QDialog) -> None:
        if self.box is box:
            then, self._then = self._then, None
            self.box = None
            if then is not None:
                then()
