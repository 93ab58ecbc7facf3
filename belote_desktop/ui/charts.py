"""Two small charts drawn with QPainter, for the statistics dialog: a line over the matches
played and bars side by side.

QtCharts would draw them too, but it is in PySide6-Addons, which the game does not need
otherwise (it adds about 440 MB to an install: docs/WINDOW.md); these are a hundred lines.
Each chart names itself and sums up its figures for a screen reader (accessible name and
description), since a picture says nothing to one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

MARGIN = 8
LINE_COLOUR = QColor("#2a7f62")
BAR_COLOUR = QColor("#3a6ea5")


def _format(value: float) -> str:
    return f"{value:.0f}" if abs(value) >= 10 or value == int(value) else f"{value:.1f}"


class _Chart(QWidget):
    def __init__(self, title: str, empty_text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.empty_text = empty_text
        self.setAccessibleName(title)
        self.setMinimumSize(QSize(220, 150))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(300, 180)

    def _frame(self, painter: QPainter) -> QRectF:
        """Draws the title; the rectangle left for the plot."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        bold = QFont(self.font())
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(palette.color(QPalette.ColorRole.Text))
        height = painter.fontMetrics().height()
        painter.drawText(QRectF(MARGIN, MARGIN / 2, self.width() - 2 * MARGIN, height), Qt.AlignmentFlag.AlignLeft, self.title)
        painter.setFont(self.font())
        return QRectF(MARGIN, MARGIN + height, self.width() - 2 * MARGIN, self.height() - 2 * MARGIN - height)

    def _empty(self, painter: QPainter, area: QRectF) -> None:
        painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
        painter.drawText(area, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text)


class LineChart(_Chart):
    """One value per match, oldest on the left; a match without a value (None) leaves a gap."""

    def __init__(self, title: str, empty_text: str, parent: QWidget | None = None) -> None:
        super().__init__(title, empty_text, parent)
        self.values: list[float | None] = []

    def set_values(self, values: Sequence[float | None], description: str) -> None:
        self.values = list(values)
        self.setAccessibleDescription(description)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        area = self._frame(painter)
        known = [v for v in self.values if v is not None]
        if not known:
            self._empty(painter, area)
            return
        low, high = min(0.0, min(known)), max(known)
        if high == low:
            high = low + 1
        metrics = painter.fontMetrics()
        labels = (_format(high), _format(low))
        left = area.left() + max(metrics.horizontalAdvance(t) for t in labels) + 6
        plot = QRectF(left, area.top() + metrics.height() / 2, area.right() - left, area.height() - metrics.height())
        text = self.palette().color(QPalette.ColorRole.Text)
        painter.setPen(text)
        painter.drawText(QRectF(area.left(), plot.top() - metrics.height() / 2, left - area.left() - 4, metrics.height()),
                         Qt.AlignmentFlag.AlignRight, labels[0])
        painter.drawText(QRectF(area.left(), plot.bottom() - metrics.height() / 2, left - area.left() - 4, metrics.height()),
                         Qt.AlignmentFlag.AlignRight, labels[1])
        grid = QColor(text)
        grid.setAlpha(60)
        painter.setPen(QPen(grid, 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.topLeft(), plot.bottomLeft())
        if low < 0 < high:
            zero = plot.bottom() - (0 - low) / (high - low) * plot.height()
            painter.drawLine(QPointF(plot.left(), zero), QPointF(plot.right(), zero))
        count = len(self.values)
        step = plot.width() / max(1, count - 1)
        path = QPainterPath()
        points: list[QPointF] = []
        drawing = False
        for i, value in enumerate(self.values):
            if value is None:
                drawing = False
                continue
            x = plot.left() + (i * step if count > 1 else plot.width() / 2)
            y = plot.bottom() - (value - low) / (high - low) * plot.height()
            point = QPointF(x, y)
            if drawing:
                path.lineTo(point)
            else:
                path.moveTo(point)
                drawing = True
            points.append(point)
        painter.setPen(QPen(LINE_COLOUR, 2))
        painter.drawPath(path)
        painter.setBrush(LINE_COLOUR)
        radius = 3.0 if count < 40 else 1.5
        for point in points:
            painter.drawEllipse(point, radius, radius)


@dataclass(frozen=True)
class Bar:
    label: str
    share: float  # 0 to 1: the bar's height
    text: str  # written on the bar ("60%")


class BarChart(_Chart):
    """Bars side by side, each with its label under it and its figure over it."""

    def __init__(self, title: str, empty_text: str, parent: QWidget | None = None) -> None:
        super().__init__(title, empty_text, parent)
        self.bars: list[Bar] = []

    def set_bars(self, bars: Sequence[Bar], description: str) -> None:
        self.bars = list(bars)
        self.setAccessibleDescription(description)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        area = self._frame(painter)
        if not self.bars:
            self._empty(painter, area)
            return
        metrics = painter.fontMetrics()
        line = metrics.height()
        plot = QRectF(area.left(), area.top() + line, area.width(), area.height() - 3 * line)
        slot = plot.width() / len(self.bars)
        text = self.palette().color(QPalette.ColorRole.Text)
        for i, bar in enumerate(self.bars):
            share = max(0.0, min(1.0, bar.share))
            x = plot.left() + i * slot
            width = slot * 0.6
            height = share * plot.height()
            rect = QRectF(x + (slot - width) / 2, plot.bottom() - height, width, height)
            painter.fillRect(rect, BAR_COLOUR)
            painter.setPen(text)
            painter.drawText(QRectF(x, rect.top() - line, slot, line), Qt.AlignmentFlag.AlignCenter, bar.text)
            label = metrics.elidedText(bar.label, Qt.TextElideMode.ElideRight, int(slot) - 2)
            # two lines under the bar: a label is "Classic Belote · Medium"
            painter.drawText(QRectF(x, plot.bottom() + 2, slot, 2 * line),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                             bar.label if metrics.horizontalAdvance(bar.label) < 2 * slot else label)
