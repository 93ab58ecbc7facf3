"""One card on the table: a graphics object per card id, painted from the deck renderer.

A `CardItem` is centred on its position, so a `Place` (centre, rotation, scale) maps onto it
directly and it turns about its middle. Face down it paints the back and never asks for its
face: a hidden card's picture is not even fetched. Pictures come from `CardPictures`, which
holds the current deck provider, card size and device pixel ratio for every item of a scene.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import QPointF, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from belote_desktop.decks.renderer import CardImageProvider
from belote_desktop.engine.cards import Card
from belote_desktop.ui.layout import Side
from belote_desktop.ui.safe_text import plain_tooltip

#: corner radius against the card width: the built-in decks' cards are cut about this round
CORNER = 0.06
SHADOW = QColor(0, 0, 0, 70)
DIM = QColor(10, 20, 14, 120)
HINT = QColor("#ffd34d")
FOCUS = QColor("#8fd3ff")
#: a plain card while no deck is set yet (the first frame of a window)
BLANK_FACE = QColor("#f7f3e8")
BLANK_BACK = QColor("#7a2430")
#: how far a card of the hand rises under the pointer, against the card height
HOVER_LIFT = 0.05
#: a card dragged up by this much of its height plays when dropped
DROP_RISE = 0.6
#: the name strip of a card on the trick: who played it
TAG_FILL = QColor(6, 22, 14, 215)
TAG_TEXT = QColor("#f4ecd8")


class PlayGesture(Enum):
    """How a card of the hand is played with the mouse: one click, or (the setting against a
    slip of the finger) a double-click or a drag up onto the table."""

    CLICK = "click"
    DOUBLE_CLICK = "double"


class CardPictures:
    """The pixmaps of the current deck at the current card size and device pixel ratio.

    Pixmaps are made from the provider's images once and kept until the size, the ratio or the
    deck changes, or until the provider says exact images replaced its stand-ins.
    """

    def __init__(self) -> None:
        self.provider: CardImageProvider | None = None
        self.size = QSize(100, 140)
        self.ratio = 1.0
        self._faces: dict[Card, QPixmap] = {}
        self._back: QPixmap | None = None
        #: (card or None for the back, dimmed) -> the picture with its shadow (and dimming) baked in
        self._framed: dict[tuple[Card | None, bool], QPixmap] = {}

    def configure(self, provider: CardImageProvider | None, size: QSize, ratio: float) -> bool:
        """Use this provider, logical card size and ratio; True if anything changed."""
        if provider is self.provider and size == self.size and ratio == self.ratio:
            return False
        self.provider, self.size, self.ratio = provider, QSize(size), float(ratio)
        if provider is not None:
            provider.set_card_size(self.size, self.ratio)
        self.invalidate()
        return True

    def invalidate(self) -> None:
        self._faces.clear()
        self._back = None
        self._framed.clear()

    def face(self, card: Card) -> QPixmap | None:
        if self.provider is None:
            return None
        pixmap = self._faces.get(card)
        if pixmap is None:
            pixmap = QPixmap.fromImage(self.provider.image(card, self.size, self.ratio))
            self._faces[card] = pixmap
        return pixmap

    def back(self) -> QPixmap | None:
        if self.provider is None:
            return None
        if self._back is None:
            self._back = QPixmap.fromImage(self.provider.back_image(self.size, self.ratio))
        return self._back

    def framed(self, card: Card | None, dimmed: bool) -> QPixmap | None:
        """The face of ``card`` (the back for None) over its drop shadow, dimmed or not: one
        pixmap to copy per card and frame. Antialiased rounded shadows drawn live cost more
        than the cards themselves; baked in they look the same. Its top-left is the card's."""
        key = (card, dimmed)
        pixmap = self._framed.get(key)
        if pixmap is None:
            picture = self.back() if card is None else self.face(card)
            if picture is None:
                return None
            w, h = self.size.width(), self.size.height()
            offset = shadow_offset(w)
            pixmap = QPixmap(math.ceil((w + offset + 1) * self.ratio), math.ceil((h + 1.6 * offset + 1) * self.ratio))
            pixmap.setDevicePixelRatio(self.ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            rect = QRectF(0, 0, w, h)
            radius = CORNER * w
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(SHADOW)
            painter.drawRoundedRect(rect.translated(offset, 1.6 * offset), radius, radius)
            painter.drawPixmap(QPointF(0, 0), picture)
            if dimmed:
                painter.setBrush(DIM)
                painter.drawRoundedRect(rect, radius, radius)
            painter.end()
            self._framed[key] = pixmap
        return pixmap


def shadow_offset(card_width: float) -> float:
    """How far a card's shadow falls right (and 1.6 times that down)."""
    return max(1.0, 0.015 * card_width)


class CardItem(QGraphicsObject):
    """A card: face up or down, dimmed when it may not be played, outlined for a hint or focus."""

    #: a press on the card, with its id; the scene decides whether that means anything
    clicked = Signal(int)
    #: the keyboard focus came onto the card (True) or left it (False), with its id
    focus_changed = Signal(int, bool)

    def __init__(self, card: Card, pictures: CardPictures, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._card = card
        self._pictures = pictures
        self._face_up = False
        self._dimmed = False
        self._highlighted = False
        self._focused = False
        self._hoverable = False
        self._hovered = False
        #: why this card may not be played now (the engine's refusal, worded), for the tooltip
        #: of a dimmed card; set by the window's accessibility layer
        self.why_not: Callable[[Card], str | None] | None = None
        self.play_gesture = PlayGesture.CLICK
        #: who played this card, shown on it while it lies face up on the trick
        self._played_by = ""
        self._played_side = Side.BOTTOM
        #: a drag in progress: where the card and the pointer started, the card's stacking
        self._drag: tuple[QPointF, QPointF, float] | None = None
        self._dragged = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # -- state -----------------------------------------------------------------------------

    @property
    def card(self) -> Card:
        return self._card

    @property
    def is_face_up(self) -> bool:
        return self._face_up

    @property
    def is_dimmed(self) -> bool:
        return self._dimmed

    @property
    def is_highlighted(self) -> bool:
        return self._highlighted

    @property
    def is_focused(self) -> bool:
        return self._focused

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self._face_up:
            if self._played_by:
                self.prepareGeometryChange()  # the name beside the card shows only face up
            self._face_up = face_up
            if not face_up:
                # a back must look like every other back: whatever marked the face goes with it
                self.clear_marks()
            self.update()

    def clear_marks(self) -> None:
        """Drop every decoration (focus, hint, dimming, lift): the card leaves the hand or turns
        face down, and nothing of what happened to it may show on it afterwards."""
        if self._highlighted or self._focused or self._dimmed or self._hoverable or self._hovered:
            self._highlighted = self._focused = self._dimmed = self._hoverable = self._hovered = False
            self.update()

    def set_dimmed(self, dimmed: bool) -> None:
        if dimmed != self._dimmed:
            self._dimmed = dimmed
            self.update()

    def set_highlighted(self, on: bool) -> None:
        if on != self._highlighted:
            self._highlighted = on
            self.update()

    def set_focused(self, on: bool) -> None:
        if on != self._focused:
            self._focused = on
            self.update()
            self.focus_changed.emit(self._card, on)

    @property
    def played_by(self) -> str:
        return self._played_by

    def set_played_by(self, name: str, side: Side = Side.BOTTOM) -> None:
        """Name the seat that played this card ("" for none), sitting at ``side`` of the screen:
        painted on the card only while it is face up (on the trick), never on a back, on the
        card's edge towards that seat, the edge the other cards of the trick leave uncovered."""
        if (name, side) != (self._played_by, self._played_side):
            self.prepareGeometryChange()  # the name lies beside the card: the bounding rect grows
            self._played_by, self._played_side = name, side
            self.update()

    def set_hoverable(self, on: bool) -> None:
        """A card of the hand that may be clicked now lifts a little under the pointer."""
        if on != self._hoverable:
            self._hoverable = on
            if not on:
                self._hovered = False
            self.update()

    @property
    def is_choosable(self) -> bool:
        """A card of the hand that may be clicked now (no animation, no privacy screen)."""
        return self._hoverable

    @property
    def is_lifted(self) -> bool:
        return self._hoverable and self._hovered and self._face_up

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovered = True
        # a dimmed card of the hand says why it may not be played; no other card has a tooltip
        # (a face-down card's must not differ from any other back's)
        # (only while cards may be chosen: between turns the engine would answer for someone else)
        shown = self.why_not is not None and self._dimmed and self._face_up and self._hoverable
        reason = self.why_not(self._card) if shown and self.why_not is not None else None
        self.setToolTip(plain_tooltip(reason) if reason else "")
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovered = False
        self.update()

    def picture(self) -> QPixmap | None:
        """What the card shows now: its face only when face up."""
        return self._pictures.face(self._card) if self._face_up else self._pictures.back()

    def size_changed(self) -> None:
        """The card size changed: the bounding rect follows it."""
        self.prepareGeometryChange()
        self.update()

    # -- painting --------------------------------------------------------------------------

    def _card_rect(self) -> QRectF:
        size = QSizeF(self._pictures.size)
        return QRectF(QPointF(-round(size.width() / 2), -round(size.height() / 2)), size)

    def card_rect(self) -> QRectF:
        """The card's own rectangle in item coordinates (without outline, shadow or lift)."""
        return self._card_rect()

    def boundingRect(self) -> QRectF:
        # room for the outline and the drop shadow
        pad = max(3.0, 0.04 * self._pictures.size.width())
        rect = self._card_rect().adjusted(-pad, -pad - self._lift(), pad, pad)
        if self._played_by and self._face_up:  # a back is a back: same rect, same pixels
            rect = rect.united(self._tag_rect(self._card_rect())[0])
        return rect

    def _lift(self) -> float:
        return HOVER_LIFT * self._pictures.size.height()

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._card_rect())
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self._card_rect()
        if self.is_lifted:
            rect.translate(0, -round(self._lift()))
        radius = CORNER * rect.width()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        # face down, the card paints the plain back and nothing else, whatever its state says
        dimmed = self._dimmed and self._face_up
        pixmap = self._pictures.framed(self._card if self._face_up else None, dimmed)
        if pixmap is None:
            offset = shadow_offset(rect.width())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(SHADOW)
            painter.drawRoundedRect(rect.translated(offset, 1.6 * offset), radius, radius)
            painter.setBrush(BLANK_FACE if self._face_up else BLANK_BACK)
            painter.setPen(QPen(QColor(0, 0, 0, 90), 1))
            painter.drawRoundedRect(rect, radius, radius)
            if dimmed:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(DIM)
                painter.drawRoundedRect(rect, radius, radius)
        else:
            # The pixmap carries the device pixel ratio: drawn at the logical top-left it maps 1:1.
            painter.drawPixmap(rect.topLeft(), pixmap)
        # the hint's gold frame on the edge; the focus ring inside it, so a hinted card that has
        # the focus (the hint moves it there) still shows both
        edge = 0.0
        for on, colour, width in ((self._highlighted, HINT, 0.035), (self._focused, FOCUS, 0.025)):
            if on and self._face_up:
                pen = QPen(colour, max(2.0, width * rect.width()))
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                inset = edge + pen.widthF() / 2
                painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
                edge += pen.widthF()
        if self._played_by and self._face_up:
            self._paint_tag(painter, rect)

    def _tag_rect(self, rect: QRectF) -> tuple[QRectF, QFont, str]:
        """Where the name goes: just outside the card's edge towards the seat that played it,
        on the felt the other cards of the trick leave free, never over the card's index."""
        font = QFont()
        font.setPixelSize(max(8, round(0.14 * rect.width())))
        font.setBold(True)
        metrics = QFontMetricsF(font)
        height = 1.4 * metrics.height()
        gap = 0.25 * metrics.height()
        text = metrics.elidedText(self._played_by, Qt.TextElideMode.ElideRight, 1.2 * rect.width())
        width = metrics.horizontalAdvance(text) + 0.8 * metrics.height()
        side = self._played_side
        if side == Side.TOP:
            strip = QRectF(rect.center().x() - width / 2, rect.top() - gap - height, width, height)
        elif side == Side.LEFT:
            strip = QRectF(rect.left() - gap - width, rect.center().y() - height / 2, width, height)
        elif side == Side.RIGHT:
            strip = QRectF(rect.right() + gap, rect.center().y() - height / 2, width, height)
        else:
            strip = QRectF(rect.center().x() - width / 2, rect.bottom() + gap, width, height)
        return strip, font, text

    def _paint_tag(self, painter: QPainter, rect: QRectF) -> None:
        """Who played the card, on a small dark plate beside it."""
        strip, font, text = self._tag_rect(self._card_rect())
        height = strip.height()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(TAG_FILL)
        painter.drawRoundedRect(strip, 0.3 * height, 0.3 * height)
        painter.setFont(font)
        painter.setPen(TAG_TEXT)
        painter.drawText(strip, int(Qt.AlignmentFlag.AlignCenter), text)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        event.accept()
        if self.play_gesture == PlayGesture.CLICK or not self._face_up:
            self.clicked.emit(self._card)  # a back (the privacy screen's turn) answers a press at once
            return
        # double-click or drag: a press alone plays nothing; a card that may be chosen now can be dragged
        self._drag = (self.pos(), event.scenePos(), self.zValue()) if self._hoverable else None
        self._dragged = False

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.play_gesture == PlayGesture.DOUBLE_CLICK:
            event.accept()
            self._drag = None
            self.clicked.emit(self._card)
        else:
            super().mouseDoubleClickEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._drag is None:
            super().mouseMoveEvent(event)
            return
        start, pointer, _z = self._drag
        delta = event.scenePos() - pointer
        if not self._dragged and abs(delta.x()) + abs(delta.y()) < 0.08 * self._pictures.size.height():
            return  # a hand that trembles is not a drag
        self._dragged = True
        self.setZValue(10000.0)  # over every other card while it travels
        self.setPos(start + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        drag, self._drag = self._drag, None
        if drag is None or not self._dragged:
            super().mouseReleaseEvent(event)
            return
        self._dragged = False
        start, _pointer, z = drag
        if start.y() - self.pos().y() > DROP_RISE * self._pictures.size.height():
            self.clicked.emit(self._card)
            if not self._hoverable:
                return  # it was played: the table flies it on from where it was dropped
        # not far enough, or refused (the status line says why): back into the hand
        self.setPos(start)
        self.setZValue(z)
