"""The table's labels: name plates, the score and contract boxes, speech bubbles, the privacy
screen and the last-trick panel. They only paint what they are given; the scene fills them in
from a view (and the layout says where they go)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from belote_desktop.ui.layout import Side

IVORY = QColor("#f4ecd8")
IVORY_SOFT = QColor(244, 236, 216, 190)
BRASS = QColor("#d6ba78")
PANEL = QColor(6, 22, 14, 200)
PANEL_EDGE = QColor(214, 186, 120, 110)
GOLD = QColor("#f2c14e")
INK = QColor("#1d1a14")
SUIT_RED_ON_DARK = QColor("#ff6b61")
SUIT_RED_ON_LIGHT = QColor("#c0392b")
#: a bubble's type against the labels' size: what is said at the table must be read at a glance
BUBBLE_TEXT = 1.3
BUBBLE_LINE = 1.75
SUIT_SIGNS = ("\u2660", "\u2665", "\u2666", "\u2663")
SANS = ["DejaVu Sans", "Segoe UI", "Helvetica Neue", "Arial", "sans-serif"]


def ui_font(pixel_size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setFamilies(SANS)
    font.setPixelSize(max(1, round(pixel_size)))
    font.setWeight(QFont.Weight.DemiBold if bold else QFont.Weight.Normal)
    return font


@dataclass(frozen=True)
class Segment:
    """A run of text in one colour (a red heart inside ivory text)."""

    text: str
    colour: QColor | None = None  # None: the line's colour


Line = tuple[Segment, ...]


def plain(text: str) -> Line:
    return (Segment(text),)


def line_text(line: Line) -> str:
    return "".join(s.text for s in line)


def draw_line(painter: QPainter, line: Line, font: QFont, colour: QColor, rect: QRectF, align: Qt.AlignmentFlag) -> None:
    """Draw coloured runs on one baseline, elided at the end when the line is too long."""
    metrics = QFontMetricsF(font)
    width = sum(metrics.horizontalAdvance(s.text) for s in line)
    if width > rect.width():
        text = metrics.elidedText(line_text(line), Qt.TextElideMode.ElideRight, rect.width())
        line = (Segment(text),)
        width = metrics.horizontalAdvance(text)
    if align & Qt.AlignmentFlag.AlignHCenter:
        x = rect.x() + (rect.width() - width) / 2
    elif align & Qt.AlignmentFlag.AlignRight:
        x = rect.right() - width
    else:
        x = rect.x()
    y = rect.y() + (rect.height() - metrics.height()) / 2 + metrics.ascent()
    painter.setFont(font)
    for seg in line:
        painter.setPen(seg.colour or colour)
        painter.drawText(QPointF(x, y), seg.text)
        x += metrics.horizontalAdvance(seg.text)


class LabelItem(QGraphicsObject):
    """A painted label whose rectangle is set by the scene from the layout."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(0, 0, 10, 10)
        self._font_px = 14.0

    def set_geometry(self, rect: QRectF, font_px: float) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self._font_px = font_px
        self.setPos(rect.topLeft())
        self.update()

    @property
    def font_px(self) -> float:
        """The text size set with the geometry, in pixels."""
        return self._font_px

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        pad = 0.8 * self._font_px  # the glow of an active plate
        return self._rect.adjusted(-pad, -pad, pad, pad)


class NamePlate(LabelItem):
    """A seat's name, a second line (the last call, 'Taker'), the dealer chip and, on the seat
    whose turn it is, a gold plate with a glow and a pointer towards the middle."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.name = ""
        self.detail: Line = ()
        self.is_dealer = False
        self.is_active = False
        self.side = Side.BOTTOM
        self.dealer_text = "D"

    def set_state(self, name: str, detail: Line, is_dealer: bool, is_active: bool, side: Side, dealer_text: str) -> None:
        self.name, self.detail, self.is_dealer, self.is_active = name, detail, is_dealer, is_active
        self.side, self.dealer_text = side, dealer_text
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect
        f = self._font_px
        radius = 0.45 * f
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.is_active:
            for k in range(4, 0, -1):  # a soft glow: rings of falling alpha
                grow = 0.16 * f * k
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(242, 193, 78, 34))
                painter.drawRoundedRect(r.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
            painter.setBrush(GOLD)
            painter.setPen(QPen(QColor("#fff1c4"), max(1.0, 0.1 * f)))
            self._draw_pointer(painter)
        else:
            painter.setBrush(PANEL)
            painter.setPen(QPen(PANEL_EDGE, max(1.0, 0.07 * f)))
        painter.drawRoundedRect(r, radius, radius)
        text_colour = INK if self.is_active else IVORY
        pad = 0.6 * f
        name_top = r.y() + (0.25 * f if self.detail else (r.height() - 1.35 * f) / 2)
        name_rect = QRectF(r.x() + pad, name_top, r.width() - 2 * pad - (1.3 * f if self.is_dealer else 0), 1.35 * f)
        draw_line(painter, plain(self.name), ui_font(1.1 * f, bold=True), text_colour, name_rect, Qt.AlignmentFlag.AlignLeft)
        if self.detail:
            detail_rect = QRectF(r.x() + pad, r.y() + 1.55 * f, r.width() - 2 * pad, 1.15 * f)
            colour = QColor(INK) if self.is_active else IVORY_SOFT
            line = tuple(
                Segment(s.text, SUIT_RED_ON_LIGHT if self.is_active and s.colour is not None else s.colour) for s in self.detail
            )
            draw_line(painter, line, ui_font(0.88 * f), colour, detail_rect, Qt.AlignmentFlag.AlignLeft)
        if self.is_dealer:
            d = 1.15 * f
            chip = QRectF(r.right() - d - 0.35 * f, r.y() + 0.3 * f, d, d)
            painter.setPen(QPen(QColor("#7a5a1c"), max(1.0, 0.08 * f)))
            painter.setBrush(QColor("#fbf4e0"))
            painter.drawEllipse(chip)
            draw_line(painter, plain(self.dealer_text), ui_font(0.72 * f, bold=True), INK, chip, Qt.AlignmentFlag.AlignHCenter)

    def _draw_pointer(self, painter: QPainter) -> None:
        """A small gold arrow on the edge facing the middle of the table."""
        r, s = self._rect, 0.55 * self._font_px
        cx, cy = r.center().x(), r.center().y()
        tips = {
            Side.BOTTOM: [QPointF(cx - s, r.top()), QPointF(cx + s, r.top()), QPointF(cx, r.top() - s)],
            Side.TOP: [QPointF(cx - s, r.bottom()), QPointF(cx + s, r.bottom()), QPointF(cx, r.bottom() + s)],
            Side.LEFT: [QPointF(r.right(), cy - s), QPointF(r.right(), cy + s), QPointF(r.right() + s, cy)],
            Side.RIGHT: [QPointF(r.left(), cy - s), QPointF(r.left(), cy + s), QPointF(r.left() - s, cy)],
        }
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPolygon(QPolygonF(tips[self.side]))
        painter.restore()


class InfoBox(LabelItem):
    """A titled panel of rows, each a label on the left and a value on the right."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.title = ""
        self.rows: list[tuple[Line, Line, bool]] = []  # label, value, emphasised

    def set_content(self, title: str, rows: list[tuple[Line, Line, bool]]) -> None:
        self.title, self.rows = title, rows
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r, f = self._rect, self._font_px
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(PANEL)
        painter.setPen(QPen(PANEL_EDGE, max(1.0, 0.07 * f)))
        painter.drawRoundedRect(r, 0.5 * f, 0.5 * f)
        pad = 0.7 * f
        inner = r.adjusted(pad, 0.3 * f, -pad, -0.3 * f)
        title_rect = QRectF(inner.x(), inner.y(), inner.width(), 1.2 * f)
        draw_line(painter, plain(self.title.upper()), ui_font(0.78 * f, bold=True), BRASS, title_rect, Qt.AlignmentFlag.AlignLeft)
        y = title_rect.bottom() + 0.1 * f
        row_h = (inner.bottom() - y) / max(1, len(self.rows))
        for label, value, strong in self.rows:
            row = QRectF(inner.x(), y, inner.width(), row_h)
            font = ui_font(1.05 * f, bold=strong)
            # a lone suit sign (the trump) is the thing looked for most: drawn larger
            value_font = ui_font(1.45 * f, bold=True) if line_text(value) in SUIT_SIGNS else font
            metrics = QFontMetricsF(value_font)
            value_w = min(sum(metrics.horizontalAdvance(s.text) for s in value), 0.6 * row.width())
            label_rect = QRectF(row.x(), row.y(), row.width() - value_w - 0.5 * f, row_h)
            draw_line(painter, label, font, IVORY if strong else IVORY_SOFT, label_rect, Qt.AlignmentFlag.AlignLeft)
            value_rect = QRectF(row.right() - value_w, row.y(), value_w, row_h)
            draw_line(painter, value, value_font, IVORY, value_rect, Qt.AlignmentFlag.AlignRight)
            y += row_h


class Bubble(LabelItem):
    """Something said at the table ('Belote!', a call, a declaration): ivory, with a tail
    pointing at the seat that said it."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.lines: list[Line] = []
        self.side = Side.BOTTOM

    @staticmethod
    def size_for(lines: list[Line], font_px: float) -> tuple[float, float]:
        metrics = QFontMetricsF(ui_font(BUBBLE_TEXT * font_px, bold=True))
        width = max((metrics.horizontalAdvance(line_text(line)) for line in lines), default=0.0)
        return (width + 1.8 * font_px, len(lines) * BUBBLE_LINE * font_px + 0.8 * font_px)

    def set_content(self, lines: list[Line], side: Side) -> None:
        self.lines, self.side = lines, side
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r, f = self._rect, self._font_px
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(r, 0.6 * f, 0.6 * f)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(r.translated(0.12 * f, 0.18 * f), 0.6 * f, 0.6 * f)
        painter.setBrush(QColor("#fbf6e9"))
        painter.setPen(QPen(QColor("#b89a55"), max(1.0, 0.08 * f)))
        painter.drawPath(path)
        y = r.y() + 0.4 * f
        for line in self.lines:
            coloured = tuple(Segment(s.text, SUIT_RED_ON_LIGHT if s.colour is not None else None) for s in line)
            box = QRectF(r.x() + 0.8 * f, y, r.width() - 1.6 * f, BUBBLE_LINE * f)
            draw_line(painter, coloured, ui_font(BUBBLE_TEXT * f, bold=True), INK, box, Qt.AlignmentFlag.AlignHCenter)
            y += BUBBLE_LINE * f


class PrivacyScreen(LabelItem):
    """Covers the whole table while the computer changes hands; any click on it is the signal."""

    clicked = Signal()

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.message = ""
        self.hint = ""
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_message(self, message: str, hint: str) -> None:
        self.message, self.hint = message, hint
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(self._rect)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r, f = self._rect, self._font_px
        painter.fillRect(r, QColor(4, 14, 9, 228))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = ui_font(1.7 * f, bold=True)
        metrics = QFontMetricsF(font)
        width = min(r.width() - 4 * f, metrics.horizontalAdvance(self.message) + 4 * f)
        plate = QRectF(r.center().x() - width / 2, r.center().y() - 2.6 * f, width, 5.2 * f)
        painter.setBrush(PANEL)
        painter.setPen(QPen(BRASS, max(1.0, 0.1 * f)))
        painter.drawRoundedRect(plate, 0.7 * f, 0.7 * f)
        draw_line(painter, plain(self.message), font, IVORY, QRectF(plate.x() + f, plate.y() + 0.6 * f, plate.width() - 2 * f, 2.4 * f), Qt.AlignmentFlag.AlignHCenter)
        draw_line(painter, plain(self.hint), ui_font(1.0 * f), IVORY_SOFT, QRectF(plate.x() + f, plate.y() + 3.1 * f, plate.width() - 2 * f, 1.4 * f), Qt.AlignmentFlag.AlignHCenter)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        self.clicked.emit()


class LastTrickPanel(LabelItem):
    """The previous trick, face up in a panel over the middle, with who won it and, under each
    card, who played it."""

    #: the height of the row of names under the cards, in font pixels
    NAME_ROW = 1.5

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.title = ""
        self.pixmaps: list[QPixmap] = []
        self.names: list[str] = []
        self.card_w = 10.0
        self.card_h = 14.0

    def set_content(self, title: str, pixmaps: list[QPixmap], card_w: float, card_h: float, names: list[str] | None = None) -> None:
        """``names[i]`` is the seat that played ``pixmaps[i]``."""
        self.title, self.pixmaps, self.card_w, self.card_h = title, pixmaps, card_w, card_h
        self.names = list(names or [])
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r, f = self._rect, self._font_px
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setBrush(QColor(6, 22, 14, 235))
        painter.setPen(QPen(BRASS, max(1.0, 0.08 * f)))
        painter.drawRoundedRect(r, 0.6 * f, 0.6 * f)
        draw_line(painter, plain(self.title), ui_font(1.05 * f, bold=True), IVORY, QRectF(r.x() + f, r.y() + 0.4 * f, r.width() - 2 * f, 1.5 * f), Qt.AlignmentFlag.AlignHCenter)
        n = len(self.pixmaps)
        gap = 0.5 * f
        x = r.center().x() - (n * self.card_w + (n - 1) * gap) / 2
        y = r.y() + 2.2 * f
        name_font = ui_font(0.85 * f)
        for i, pixmap in enumerate(self.pixmaps):
            painter.drawPixmap(QRectF(round(x), round(y), self.card_w, self.card_h), pixmap, QRectF(pixmap.rect()))
            if i < len(self.names):
                # as wide as the card and its gap, elided when a long name would run into the next
                name_rect = QRectF(x - gap / 2, y + self.card_h + 0.2 * f, self.card_w + gap, self.NAME_ROW * f)
                draw_line(painter, plain(self.names[i]), name_font, IVORY_SOFT, name_rect, Qt.AlignmentFlag.AlignHCenter)
            x += self.card_w + gap


class CountBadge(LabelItem):
    """A small round number on a pile of won tricks: how many tricks it holds."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = ""

    def set_text(self, text: str) -> None:
        self.text = text
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r, f = self._rect, self._font_px
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor("#fbf4e0"))
        painter.setPen(QPen(QColor("#7a5a1c"), max(1.0, 0.08 * f)))
        painter.drawEllipse(r)
        draw_line(painter, plain(self.text), ui_font(0.8 * f, bold=True), INK, r, Qt.AlignmentFlag.AlignHCenter)
