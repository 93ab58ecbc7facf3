"""The review's hooks in the main window: Game > Review a deal…, a button on each end-of-deal
summary and one on the score sheet.

Apart from ui/review_dialog.py because the window makes these at start, and the review window
(with the bots' analysis behind it) is imported only when a deal ends or a review opens: it
would add tens of milliseconds to every start for something a player opens after a deal.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QFileDialog, QMenu, QMessageBox, QWidget

from belote_desktop.engine.record import RecordError, read_record
from belote_desktop.savegame import load_json
from belote_desktop.ui.bot_worker import WorkerMode

if TYPE_CHECKING:
    from belote_desktop.decks.renderer import CardImageProvider
    from belote_desktop.ui.review_dialog import DealReviewDialog, ReplayRequest
    from belote_desktop.ui.score_rows import DealRow
    from belote_desktop.ui.score_sheet import ScoreSheetDialog


def _tr(text: str) -> str:
    return QCoreApplication.translate("DealReview", text)


class ReviewHooks(QObject):
    """What the main window offers around the review: Game > Review a deal… (a record from disk),
    a button on each end-of-deal summary and one on the score sheet, for the game in the window.

    It needs of the window only its controller, its card pictures and its menus: the window makes
    one after its own wiring, so its summary already stands when ``deal_scored`` reaches this."""

    def __init__(self, window: Any, mode: WorkerMode = WorkerMode.PROCESS) -> None:
        super().__init__(window)
        self.window = window
        self.mode = mode
        self.dialog: DealReviewDialog | None = None  # the last review opened (tests, screenshots)
        self.action = QAction(_tr("Review a deal…"), window)
        self.action.triggered.connect(self.ask_file)
        self._add_to_game_menu()
        #: a replayed deal's first score, shown beside its new one when the replay ends
        self.comparing: ReplayRequest | None = None
        window.controller.deal_scored.connect(self._deal_scored)
        window.controller.game_started.connect(self._game_started)

    def _add_to_game_menu(self) -> None:
        """Below the score sheet in the Game menu."""
        for top in self.window.menuBar().actions():
            menu = top.menu()
            if isinstance(menu, QMenu) and self.window.score_action in menu.actions():
                actions = menu.actions()
                after = actions.index(self.window.score_action) + 1
                if after < len(actions):
                    menu.insertAction(actions[after], self.action)
                else:
                    menu.addAction(self.action)
                return

    def _provider(self) -> CardImageProvider | None:
        from belote_desktop.decks.renderer import CardImageProvider

        provider = getattr(self.window, "_provider", None)  # the window's deck, drawn by the table too
        return provider if isinstance(provider, CardImageProvider) else None

    def _game_started(self) -> None:
        self.comparing = None  # another game: nothing to compare any more

    def start_replay(self, request: ReplayRequest, dialog: QDialog | None = None) -> bool:
        """Play a reviewed deal again in the window, in place of the game in progress (asked
        first); when it ends, its summary shows how the same cards scored the first time."""
        controller = self.window.controller
        if controller.has_dealt and controller.in_progress:
            answer = QMessageBox.question(
                dialog or self.window, self.window.windowTitle(),
                _tr("Abandon the game in progress and play deal %1 again?").replace("%1", str(request.number)),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        if dialog is not None:
            dialog.close()
        summary = getattr(self.window, "summary", None)
        if isinstance(summary, QDialog):
            summary.close()
        controller.resume(read_record(request.record))
        self.comparing = request  # after resume: its game_started cleared the last one
        return True

    def _deal_scored(self, row: DealRow) -> None:
        from belote_desktop.ui.review_dialog import attach_to_summary, compare_in_summary

        box = getattr(self.window, "summary", None)
        if self.comparing is not None and isinstance(box, QDialog):
            compare_in_summary(box, self.comparing, row)
            self.comparing = None
        if not isinstance(box, QDialog) or row.taker is None or row.cancelled_by is not None or row.belot:
            return  # passed out, cancelled, or won by a Belot: no card play to look back at
        number = row.number
        attach_to_summary(box, lambda: self.open_game_deal(number, box))

    def attach_to_sheet(self, sheet: ScoreSheetDialog) -> None:
        from belote_desktop.ui.review_dialog import attach_to_score_sheet

        attach_to_score_sheet(sheet, lambda number: self.open_game_deal(number, sheet))

    def open_game_deal(self, number: int, parent: QWidget | None = None) -> DealReviewDialog | None:
        """The review of deal ``number`` of the game in the window (its people's cards marked)."""
        controller = self.window.controller
        record = controller.game_record()
        if record is None:
            return None
        return self._open(record, number, tuple(controller.names), parent)

    def open_record(self, record: Mapping[str, Any], number: int | None = None) -> DealReviewDialog:
        return self._open(record, number, None, None)

    def _open(
        self, record: Mapping[str, Any], number: int | None, names: tuple[str, ...] | None, parent: QWidget | None
    ) -> DealReviewDialog:
        from belote_desktop.ui.review_dialog import DealReviewDialog

        dialog = DealReviewDialog(record, number, names, self._provider(), self.mode, parent=parent or self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.replay_requested.connect(lambda request: self.start_replay(request, dialog))
        self.dialog = dialog
        dialog.open()
        return dialog

    def ask_file(self) -> QFileDialog:
        """Game > Review a deal…: a record from disk (the game in the window goes on)."""
        dialog = QFileDialog(self.window, _tr("Review a deal of a saved game"), "", self.window._record_filter())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        # after the file dialog has gone: a warning must not stack on it
        dialog.fileSelected.connect(lambda name: QTimer.singleShot(0, self, lambda: self.open_file(Path(name))))
        dialog.open()
        return dialog

    def open_file(self, path: Path) -> DealReviewDialog | None:
        try:
            data = load_json(path)
            read_record(data)  # refused here with its message, not inside the review window
        except RecordError as e:
            self.window.warn(_tr("This file cannot be reviewed: %1").replace("%1", str(e)))
            return None
        return self.open_record(data)

    # --- screenshots ------------------------------------------------------------------------------
    def last_reviewable(self) -> int | None:
        """The number of the game's last finished deal that had card play, if any."""
        record = self.window.controller.game_record()
        if record is None:
            return None
        from belote_desktop.ui.review_dialog import reviewable_deals

        numbers = reviewable_deals(read_record(record))
        return numbers[-1] if numbers else None

    def open_for_picture(self, timeout_s: float) -> DealReviewDialog | None:
        """The last finished deal's review with its marks (``play --moment review``): opened, its
        analysis waited for, the board on its first error (else its first card with a mark)."""
        number = self.last_reviewable()
        if number is None:
            return None
        dialog = self.open_game_deal(number, getattr(self.window, "summary", None))
        if dialog is None or not dialog.runner.wait(timeout_s):
            return None
        dialog.show_first_mark()
        return dialog
