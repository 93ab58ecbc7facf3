"""What the felt shows until the table scene exists: the name, the four suits, and a promise."""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsLineItem, QGraphicsScene, QGraphicsSimpleTextItem

TITLE = "Belote Desktop"
SUBTITLE = "the table is coming: the rules engine and the card decks are ready"

#: warm ivory reads as printed card stock on the green, where pure white glares
IVORY = QColor("#f4ecd8")
IVORY_SOFT = QColor(244, 236, 216, 205)
BRASS = QColor(214, 186, 120, 150)
#: the red suits in a deep card red; spades and clubs in ivory
SUIT_RED = QColor("#d4504a")

SUITS = (("\u2660", IVORY), ("\u2665", SUIT_RED), ("\u2663", IVORY), ("\u2666", SUIT_RED))

#: vertical rhythm, in pixels, between the suit row, the title, the rule and the subtitle
GAP_SUITS = 18.0
GAP_RULE = 22.0


def _font(families: list[str], pixel_size: int, weight: QFont.Weight, spacing: float) -> QFont:
    font = QFont()
    font.setFamilies(families)
    font.setPixelSize(pixel_size)
    font.setWeight(weight)
    font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, spacing)
    return font


def _text(text: str, font: QFont, colour: QColor) -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem(text)
    item.setFont(font)
    item.setBrush(QBrush(colour))
    return item


class PlaceholderScene(QGraphicsScene):
    """A centred title block that re-centres itself whenever the scene rect changes."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        serif = ["DejaVu Serif", "Georgia", "Times New Roman", "serif"]
        sans = ["DejaVu Sans", "Segoe UI", "Helvetica Neue", "Arial", "sans-serif"]
        # The sans suits share one size and weight; the serif spade is visibly smaller than its heart.
        suit_font = _font(sans, 28, QFont.Weight.Normal, 100)
        self.suit_items = [_text(glyph, suit_font, colour) for glyph, colour in SUITS]
        self.title_item = _text(TITLE, _font(serif, 64, QFont.Weight.Normal, 104), IVORY)
        self.subtitle_item = _text(SUBTITLE, _font(sans, 17, QFont.Weight.Light, 103), IVORY_SOFT)
        self.rule_item = QGraphicsLineItem()
        self.rule_item.setPen(QPen(BRASS, 1.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        for item in (*self.suit_items, self.title_item, self.rule_item, self.subtitle_item):
            self.addItem(item)
        self.sceneRectChanged.connect(self._layout)
        self._layout(self.sceneRect())

    def _layout(self, rect: QRectF) -> None:
        suit_width = sum(item.boundingRect().width() for item in self.suit_items)
        suit_gap = 22.0
        suits_height = max(item.boundingRect().height() for item in self.suit_items)
        title = self.title_item.boundingRect()
        subtitle = self.subtitle_item.boundingRect()
        block_height = suits_height + GAP_SUITS + title.height() + 2 * GAP_RULE + subtitle.height()
        # Optical centre: a block hung slightly above the middle looks centred; dead centre sags.
        top = rect.center().y() - block_height / 2 - 0.04 * rect.height()
        cx = rect.center().x()

        x = cx - (suit_width + suit_gap * (len(self.suit_items) - 1)) / 2
        for item in self.suit_items:
            item.setPos(x, top)
            x += item.boundingRect().width() + suit_gap
        y = top + suits_height + GAP_SUITS
        self.title_item.setPos(cx - title.width() / 2, y)
        y += title.height() + GAP_RULE
        half_rule = min(title.width() * 0.35, rect.width() * 0.3)
        self.rule_item.setLine(cx - half_rule, y, cx + half_rule, y)
        y += GAP_RULE
        self.subtitle_item.setPos(cx - subtitle.width() / 2, y)
