"""A contact sheet: every face of a deck (rows by suit S H D C, ranks 7 to A) and its backs,
on the green of the card table, for looking at a deck in one picture."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter

from belote_desktop.decks.model import LoadedDeck
from belote_desktop.decks.renderer import CardRasterizer
from belote_desktop.engine.cards import RANK_LETTERS, Rank, Suit, card

TABLE_GREEN = QColor(0x1E, 0x6B, 0x3A)
CAPTION_COLOUR = QColor(0xF2, 0xF2, 0xE6)


@dataclass(frozen=True)
class SheetLayout:
    """Card height in pixels, cards per row, and the gaps around them."""

    card_height: int = 120
    columns: int = len(RANK_LETTERS)
    gap: int = 8
    margin: int = 16
    caption: bool = True


def render_contact_sheet(deck: LoadedDeck, layout: SheetLayout = SheetLayout()) -> QImage:
    """The sheet as an image (opaque, green background)."""
    rasterizer = CardRasterizer(deck)
    info = deck.info
    card_size = QSize(max(1, round(info.card_size.width_for_height(layout.card_height))), layout.card_height)
    columns = max(1, layout.columns)
    faces = [info.element_id(card(rank, suit)) for suit in Suit for rank in Rank]
    # Faces flow row by row; the backs always start a new row so suits stay aligned.
    face_rows = -(-len(faces) // columns)
    back_rows = -(-len(info.back_ids) // columns)
    caption_height = 22 if layout.caption else 0
    width = 2 * layout.margin + columns * card_size.width() + (columns - 1) * layout.gap
    height = (
        2 * layout.margin
        + caption_height
        + (face_rows + back_rows) * card_size.height()
        + (face_rows + back_rows - 1) * layout.gap
    )
    sheet = QImage(width, height, QImage.Format.Format_RGB32)
    sheet.fill(TABLE_GREEN)
    painter = QPainter(sheet)
    if layout.caption:
        painter.setPen(CAPTION_COLOUR)
        font = QFont()
        font.setPixelSize(14)
        painter.setFont(font)
        painter.drawText(
            QRectF(layout.margin, layout.margin - 4, width - 2 * layout.margin, caption_height),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            f"{info.name} — {info.source.value}, {info.licence} — {info.id}",
        )
    top = layout.margin + caption_height

    def place(index: int, row_offset: int, element_id: str) -> None:
        row, column = divmod(index, columns)
        x = layout.margin + column * (card_size.width() + layout.gap)
        y = top + (row + row_offset) * (card_size.height() + layout.gap)
        painter.drawImage(x, y, rasterizer.render(element_id, card_size))

    for index, element_id in enumerate(faces):
        place(index, 0, element_id)
    for index, element_id in enumerate(info.back_ids):
        place(index, face_rows, element_id)
    painter.end()
    return sheet
