"""A deck description and the face builder shared by the three decks."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from . import suits
from .canvas import Layer
from .courts import Court, Look, court_panel
from .layout import FRENCH_PIPS, IndexStyle, PipStyle, blank, corner_index, pips

RANKS = "789TJQKA"
SUITS = "SHDC"


@dataclass
class DeckSpec:
    id: str
    name: str
    suit_style: str                                   # "french" or "german"
    paper: str
    edge: str
    labels: dict[str, str]                            # rank letter -> index text
    look: Look
    courts: dict[str, Court]                          # "JH" -> Court
    ace: Callable[[int], Layer]
    backs: list[tuple[str, Callable[[], Layer]]]
    index: IndexStyle = field(default_factory=IndexStyle)
    pip_style: PipStyle = field(default_factory=PipStyle)
    pip_table: dict[str, list[tuple[float, float]]] = field(default_factory=lambda: FRENCH_PIPS)
    decorate: Callable[[Layer, Court], None] | None = None
    index_sign: bool = True
    #: French signs only: each suit's colour (suit -> "#rrggbb"), for the four-colour deck; None:
    #: the style's own colours
    colours: dict[int, str] | None = None

    def sign(self, suit: int) -> Layer:
        if self.colours is not None:
            return suits.french(suit, self.colours[suit])
        return suits.sign(self.suit_style, suit)

    def index_colour(self, suit: int) -> str:
        return self.colours[suit] if self.colours is not None else suits.index_colour(self.suit_style, suit)

    def face(self, rank: str, suit: int) -> Layer:
        lay = blank(self.paper, self.edge)
        sign = self.sign(suit)
        if rank in "789T":
            lay.extend(pips(sign, rank, self.pip_table, self.pip_style))
        elif rank == "A":
            lay.extend(self.ace(suit))
        else:
            court = self.courts[rank + SUITS[suit]]
            lay.extend(court_panel(court, self.look, sign, self.decorate))
        colour = self.index_colour(suit)
        lay.extend(corner_index(self.labels[rank], colour, sign if self.index_sign else None, self.index))
        return lay
