"""The window's status bar parts: a one-line label cut to its width, and the red warning at its
right that says what a failed write did not keep until the write works again (docs/WINDOW.md)."""

from __future__ import annotations

from enum import Enum, auto

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from belote_desktop.ui.safe_text import plain_tooltip


class WriteKind(Enum):
    """A file the game keeps for the person; a failed write of each is shown until solved."""

    AUTOSAVE = auto()  # the game in progress, for resuming
    SETTINGS = auto()
    STATISTICS = auto()


class ElidedLabel(QLabel):
    """One line of plain text, cut with "…" to the width it is given (the whole of it in the
    tooltip): a long message must not widen the window, nor grow the status bar."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.fontMetrics().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        line = " ".join(self.text().split("\n"))
        painter.drawText(self.contentsRect(), self.alignment().value | Qt.AlignmentFlag.AlignVCenter.value,
                         self.fontMetrics().elidedText(line, Qt.TextElideMode.ElideRight, self.contentsRect().width()))


class WriteWarning(ElidedLabel):
    """What failed writes did not keep (the game not kept for resuming, the settings or the
    statistics not saved), one line per kind, shown until each is solved: the status line beside
    it is replaced at every turn of the game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("writeWarning")
        self.setStyleSheet("QLabel#writeWarning { color: #b3261e; font-weight: bold; }")
        self.hide()
        self._problems: dict[WriteKind, str] = {}

    def set_problem(self, kind: WriteKind, text: str) -> None:
        """Show (or, with "", clear) what a failed write of ``kind`` did not keep."""
        if text:
            self._problems[kind] = text
        else:
            self._problems.pop(kind, None)
        shown = "\n".join(self._problems[k] for k in WriteKind if k in self._problems)
        # the label cuts it to its width; all of it in the tooltip
        self.setText(shown)
        self.setToolTip(plain_tooltip(shown))  # a file name may hold markup
        self.setVisible(bool(shown))
