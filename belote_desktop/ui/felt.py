"""The green felt: a graphics view whose scene always matches its viewport, one scene unit per pixel.

The real table scene will lay cards out in these same coordinates, so the felt is kept apart
from what is drawn on it.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

#: lit centre of the cloth, and the shade it falls off to at the rail
FELT_CENTRE = QColor("#2f7a4d")
FELT_MID = QColor("#1f5e3a")
FELT_EDGE = QColor("#0d2f1d")
#: the faint printed line that marks the playing area on a card table's cloth
FELT_LINE = QColor(244, 236, 216, 34)


def felt_gradient(rect: QRectF) -> QRadialGradient:
    """A lamp-over-the-table gradient: the radius reaches the corners so they end darkest."""
    centre = rect.center()
    radius = 0.5 * (rect.width() ** 2 + rect.height() ** 2) ** 0.5
    # The focal point sits a little above centre, as if the lamp hung over the players' heads.
    focal = QPointF(centre.x(), centre.y() - 0.08 * rect.height())
    gradient = QRadialGradient(centre, radius, focal)
    gradient.setColorAt(0.0, FELT_CENTRE)
    gradient.setColorAt(0.55, FELT_MID)
    gradient.setColorAt(1.0, FELT_EDGE)
    return gradient


class FeltView(QGraphicsView):
    """Shows a scene on felt; resizing the view resizes the scene rect instead of scaling it."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        # The gradient depends on the whole viewport, so partial repaints would leave seams.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        rect = QRectF(0, 0, size.width(), size.height())
        self.scene().setSceneRect(rect)
        # Pin the view to the scene origin so scene coordinates are viewport pixels.
        self.setSceneRect(rect)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        scene_rect = self.sceneRect()
        painter.fillRect(rect, felt_gradient(scene_rect))
        inset = 0.06 * min(scene_rect.width(), scene_rect.height())
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(FELT_LINE, 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(scene_rect.adjusted(inset, inset, -inset, -inset))
        painter.restore()
