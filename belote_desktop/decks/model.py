"""What the rest of the program knows about a card deck: `DeckInfo`, and `DeckError`.

A `DeckInfo` is only ever made by the loader after the deck passed validation, so holding one
means "this deck can be drawn". The SVG bytes themselves travel separately in a `LoadedDeck`,
so a catalogue of forty installed decks does not keep forty decompressed SVGs in memory.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path

from belote_desktop.decks import schemes
from belote_desktop.decks.schemes import IdScheme
from belote_desktop.engine.cards import Card


class DeckError(Exception):
    """A deck cannot be used; the message says which deck and what is wrong with it."""


class DeckSource(Enum):
    """Where a deck came from; shown in `belote-desktop decks` and the deck chooser."""

    BUILT_IN = "built-in"
    KDE = "KDE"
    AISLERIOT = "Aisleriot"
    FILE = "file"


@dataclass(frozen=True)
class CardSize:
    """A card's size in SVG user units, as drawn by the deck's back element."""

    width: float
    height: float

    @property
    def aspect(self) -> float:
        """Width over height (0.714 for a 250 x 350 card)."""
        return self.width / self.height

    def width_for_height(self, height: float) -> float:
        return height * self.aspect


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
