"""What the rest of the program knows about a card deck: `DeckInfo`, and `DeckError`.

A `DeckInfo` is only ever made by the loader after the deck passed validation, so holding one
means "this deck can be drawn". The SVG bytes themselves travel separately in a `LoadedDeck`,
so a catalogue of forty installed decks does not keep forty decompressed SVGs in memory.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path

from belote_desktop.decks import schemes
from belote_desktop.decks.schemes import IdScheme
from belote_desktop.engine.cards import Card


class DeckError(Exception):
    """A deck cannot be used; the message says which deck and what is wrong with it."""


#: Characters a deck's texts may not carry into the program: C0 and C1 controls (a newline in a
#: name would forge lines in `belote-desktop decks`, an escape sequence would drive the
#: terminal) and the bidirectional controls that make text read other than it is stored.
_UNWANTED = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+")
_SURROGATE = re.compile("[\ud800-\udfff]")
#: Longest name, author or licence shown for a deck (a description file may hold 256 kB).
MAX_TEXT_CHARS = 200


def is_plain(value: str) -> bool:
    """True when ``value`` has no control, bidirectional-control or lone-surrogate character."""
    return not (_UNWANTED.search(value) or _SURROGATE.search(value))


def plain_text(value: str, max_chars: int = MAX_TEXT_CHARS) -> str:
    """``value`` as a deck's name, author or licence may be shown: controls become one space,
    lone surrogates (which cannot be written as UTF-8) become U+FFFD, and it is cut to
    ``max_chars`` with an ellipsis."""
    text = _SURROGATE.sub("\ufffd", _UNWANTED.sub(" ", value)).strip()
    return text if len(text) <= max_chars else text[: max_chars - 1].rstrip() + "\u2026"


class DeckSource(Enum):
    """Where a deck came from; shown in `belote-desktop decks` and the deck chooser."""

    BUILT_IN = "built-in"
    KDE = "KDE"
    AISLERIOT = "Aisleriot"
    FILE = "file"


#: The shapes a card may have: no card is five times as tall as it is wide (real decks are
#: 0.6 to 0.75 wide for 1 tall), and SVG units beyond these bounds are not a drawing's.
MIN_CARD_ASPECT, MAX_CARD_ASPECT = 0.2, 5.0
MIN_CARD_UNITS, MAX_CARD_UNITS = 1e-6, 1e9


def card_size_problem(width: object, height: object) -> str | None:
    """Why ``width`` x ``height`` cannot be a card's size (not numbers, not finite, not
    positive, absurdly large or thin), or None when it can. Everything that divides by a card
    size or rounds it to pixels relies on this."""
    for value in (width, height):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return "the size is not a number"
        if not math.isfinite(value):
            return "the size is not a finite number"
        if not MIN_CARD_UNITS <= value <= MAX_CARD_UNITS:
            return f"{value:g} is outside {MIN_CARD_UNITS:g}..{MAX_CARD_UNITS:g}"
    aspect = float(width) / float(height)  # type: ignore[arg-type]  # objects the loop above proved to be finite numbers
    if not MIN_CARD_ASPECT <= aspect <= MAX_CARD_ASPECT:
        return f"{float(width):g}x{float(height):g} is not a card's shape"  # type: ignore[arg-type]  # objects the loop above proved to be finite numbers
    return None


@dataclass(frozen=True)
class CardSize:
    """A card's size in SVG user units, as drawn by the deck's back element; always passes
    `card_size_problem` (the loader refuses a deck otherwise)."""

    width: float
    height: float

    @property
    def aspect(self) -> float:
        """Width over height (0.714 for a 250 x 350 card)."""
        return self.width / self.height

    def width_for_height(self, height: float) -> float:
        return height * self.aspect


class SuitSystem(Enum):
    """The signs a deck's cards carry, which the window names suits and ranks after: French
    (spades, hearts, diamonds, clubs; jack, queen) or German (leaves, hearts, bells, acorns;
    Unter, Ober). A deck that does not say is French: KDE and GNOME decks are."""

    FRENCH = "french"
    GERMAN = "german"


@dataclass(frozen=True)
class DeckInfo:
    """One validated deck, described for the rest of the program.

    ``card_size`` comes from the bounds of the default back, not of a face: some decks'
    faces carry text or shadows whose bounds are larger than the card, and sizing by them
    would shrink every card (libkcardgame and Aisleriot size by the back for the same reason).
    """

    id: str
    name: str
    author: str
    licence: str
    source: DeckSource
    #: The deck as the user knows it: a folder (built-in, KDE) or a file (Aisleriot, file).
    path: Path
    #: The SVG or SVGZ file inside ``path`` (equal to ``path`` for single-file decks).
    svg_path: Path
    scheme: IdScheme
    #: Back element ids; the first is the default back.
    back_ids: tuple[str, ...]
    card_size: CardSize
    #: the signs on its cards (a manifest's ``suit_style``); French unless the deck says otherwise
    suits: SuitSystem = SuitSystem.FRENCH

    def element_id(self, card: Card) -> str:
        """The SVG element id that draws ``card`` in this deck."""
        return schemes.element_id(self.scheme, card)

    @property
    def default_back_id(self) -> str:
        return self.back_ids[0]

    @property
    def face_ids(self) -> tuple[str, ...]:
        """The 32 face ids in card-id order (7S … AC)."""
        return schemes.face_ids(self.scheme)

    @property
    def element_ids(self) -> tuple[str, ...]:
        """Every element the program draws: 32 faces, then the backs."""
        return self.face_ids + self.back_ids


@dataclass(frozen=True)
class LoadedDeck:
    """A `DeckInfo` together with the validated, decompressed SVG the renderer draws from.

    The renderer is only ever given these bytes, never a path, so a file swapped on disk
    after validation is never drawn.
    """

    info: DeckInfo
    svg: bytes = field(repr=False)


@dataclass(frozen=True)
class RefusedDeck:
    """An installed deck that failed validation, kept to be reported, never offered."""

    path: Path
    source: DeckSource
    reason: str
