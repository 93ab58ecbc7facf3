"""Checks only Qt can make: does Qt's SVG engine parse the deck, and how big is a card?

`xml.etree` has already checked the document (see validate.py); here QSvgRenderer loads the
same bytes, because it is what will draw them and it can disagree: it must find every
element, and each face must have the proportions of the back. Decks that use SVG features
QtSvg does not implement (``<symbol>`` with its own viewBox, for instance) come out with
faces four times the size of the back and draw as fragments; they are refused here rather
than shown broken.
"""

from __future__ import annotations

import math

from belote_desktop.decks.model import CardSize, DeckError, card_size_problem
from belote_desktop.decks.qt_support import ensure_gui_application

#: How far a face's width/height ratio may differ from the back's before the deck is refused.
#: Real decks that draw correctly stay within 4 %; the broken ones are off by 15 % or more.
ASPECT_TOLERANCE = 0.10


def measure_card_size(
    svg: bytes, label: str, face_ids: tuple[str, ...], back_id: str, names: tuple[str, ...]
) -> CardSize:
    """The card size from the bounds of ``back_id``; raise `DeckError` if Qt cannot draw the deck.

    ``names`` gives, for each face id, the card name used in messages (``7S``).
    """
    ensure_gui_application()
    from PySide6.QtCore import QByteArray
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(QByteArray(svg))
    if not renderer.isValid():
        raise DeckError(f"{label}: Qt's SVG engine cannot read this document")
    missing = [i for i in (*face_ids, back_id) if not renderer.elementExists(i)]
    if missing:
        raise DeckError(f"{label}: Qt's SVG engine cannot find elements {', '.join(missing)}")
    back = renderer.boundsOnElement(back_id)
    if back.width() <= 0 or back.height() <= 0:
        raise DeckError(f"{label}: the back {back_id!r} draws nothing (empty bounds)")
    problem = card_size_problem(back.width(), back.height())
    if problem is not None:  # the card size is divided by and rounded to pixels everywhere
        raise DeckError(f"{label}: the back {back_id!r} cannot be a card ({problem})")
    size = CardSize(width=back.width(), height=back.height())
    for face_id, name in zip(face_ids, names):
        bounds = renderer.boundsOnElement(face_id)
        if not (0 < bounds.width() < math.inf and 0 < bounds.height() < math.inf):
            raise DeckError(f"{label}: card {name} (id {face_id}) draws nothing (empty bounds)")
        aspect = bounds.width() / bounds.height()
        if abs(aspect - size.aspect) > ASPECT_TOLERANCE * size.aspect:
            raise DeckError(
                f"{label}: Qt draws this deck wrongly: card {name} (id {face_id}) measures "
                f"{bounds.width():.0f}x{bounds.height():.0f} but the back {back_id!r} "
                f"{size.width:.0f}x{size.height:.0f}"
            )
    return size
