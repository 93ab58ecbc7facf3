"""The green felt: a graphics view whose scene always matches its viewport, one scene unit per pixel.

The real table scene will lay cards out in these same coordinates, so the felt is kept apart
from what is drawn on it.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

#: lit centre of the cloth, and the shade it falls off to at the rail
FELT_CENTRE = QColor("#2f7a4d")
FELT_MID = QColor("#1f5e3a")
FELT_EDGE = QColor("#0d2f1d")
#: the faint printed line that marks the playing area on a card table's cloth
FELT_LINE = QColor(244, 236, 216, 34)
#: the high-contrast table (settings: "High-contrast table"): a flat black cloth, no lamp, and a
#: bright yellow line, so cards, plates and the playing area stand out for weak eyes. A cloth of
#: this exact colour is drawn that way whichever setting chose it (a gradient of black is black).
HIGH_CONTRAST_CLOTH = QColor("#000000")
HIGH_CONTRAST_LINE = QColor("#ffd60a")


def felt_gradient(rect: QRectF, colour: QColor | None = None) -> QRadialGradient:
    """A lamp-over-the-table gradient: the radius reaches the corners so they end darkest.
    ``colour`` (the cloth's mid tone) puts the same lamp over another cloth."""
    centre = rect.center()
    radius = 0.5 * (rect.width() ** 2 + rect.height() ** 2) ** 0.5
    # The focal point sits a little above centre, as if the lamp hung over the players' heads.
    focal = QPointF(centre.x(), centre.y() - 0.08 * rect.height())
    gradient = QRadialGradient(centre, radius, focal)
    if colour is None or colour == FELT_MID:
        gradient.setColorAt(0.0, FELT_CENTRE)
        gradient.setColorAt(0.55, FELT_MID)
        gradient.setColorAt(1.0, FELT_EDGE)
    else:
        gradient.setColorAt(0.0, colour.lighter(138))
        gradient.setColorAt(0.55, colour)
        gradient.setColorAt(1.0, colour.darker(235))
    return gradient


def paint_felt(painter: QPainter, scene_rect: QRectF, colour: QColor | None = None) -> None:
    """The cloth and its printed line over the whole of ``scene_rect``."""
    high_contrast = colour is not None and colour.rgb() == HIGH_CONTRAST_CLOTH.rgb()
    if high_contrast:
        painter.fillRect(scene_rect, HIGH_CONTRAST_CLOTH)
    else:
        painter.fillRect(scene_rect, felt_gradient(scene_rect, colour))
    inset = 0.06 * min(scene_rect.width(), scene_rect.height())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(HIGH_CONTRAST_LINE, 3.0) if high_contrast else QPen(FELT_LINE, 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(scene_rect.adjusted(inset, inset, -inset, -inset))
    painter.restore()


class FeltCache:
    """The felt pre-rendered once per size, colour and pixel ratio.

    A radial gradient over a full-HD viewport costs tens of milliseconds to fill, every frame;
    a pixmap of it is copied in a few. The felt depends only on the scene rect, so the copy is
    pixel for pixel what painting it would give, and a partial repaint shows no seam.
    """

    def __init__(self) -> None:
        self._key: tuple[float, float, float, float, str] | None = None
        self._pixmap: QPixmap | None = None

    def pixmap(self, scene_rect: QRectF, colour: QColor | None, ratio: float) -> QPixmap:
        name = colour.name(QColor.NameFormat.HexArgb) if colour is not None else ""
        key = (scene_rect.x(), scene_rect.y(), scene_rect.width(), scene_rect.height(), f"{name}@{ratio}")
        if self._pixmap is None or key != self._key:
            pixmap = QPixmap(max(1, round(scene_rect.width() * ratio)), max(1, round(scene_rect.height() * ratio)))
            pixmap.setDevicePixelRatio(ratio)
            painter = QPainter(pixmap)
            painter.translate(-scene_rect.topLeft())
            paint_felt(painter, scene_rect, colour)
            painter.end()
            self._key, self._pixmap = key, pixmap
        return self._pixmap

    def draw(self, painter: QPainter, scene_rect: QRectF, exposed: QRectF, colour: QColor | None = None) -> None:
        """Copy the exposed part of the felt (no scaling: the pixmap has the painter's ratio)."""
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        pixmap = self.pixmap(scene_rect, colour, ratio)
        part = exposed.intersected(scene_rect)
        if part.isEmpty():
            return
        source = QRectF((part.x() - scene_rect.x()) * ratio, (part.y() - scene_rect.y()) * ratio, part.width() * ratio, part.height() * ratio)
        painter.drawPixmap(part, pixmap, source)


class FeltView(QGraphicsView):
    """Shows a scene on felt; resizing the view resizes the scene rect instead of scaling it."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self._felt = FeltCache()
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        # Only what changed is repainted (a flying card's path, not the whole table): the felt is
        # a cached picture of the whole scene rect, so a partial repaint copies the same pixels
        # and leaves no seam.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        rect = QRectF(0, 0, size.width(), size.height())
        self.scene().setSceneRect(rect)
        # Pin the view to the scene origin so scene coordinates are viewport pixels.
        self.setSceneRect(rect)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        self._felt.draw(painter, self.sceneRect(), QRectF(rect))
