"""The French deck: modern international look, white cards, red and black suits."""

from __future__ import annotations

from collections.abc import Callable
import math

from . import suits
from .backs import lattice_back, waves_back
from .canvas import CX, CY, Layer, ellipse, poly
from .courts import Court, Look
from .faces import DeckSpec
from .ornaments import engraved, wreath

RED, BLUE, GOLD, BLACK = "#c8102e", "#1d4f9c", "#f2b705", "#1b1b1b"
PAPER, EDGE = "#ffffff", "#8c8c8c"

LOOK = Look(panel="#fffdf6", gold=GOLD)

GREY, AUBURN, BROWN, BLOND, DARK = "#9b9ea4", "#b4632c", "#5a3a22", "#e3b64c", "#2b2320"

COURTS = {
    "KS": Court("king", BLUE, RED, GOLD, RED, GREY, "sword", "lattice", "crown", beard=True, beard_style="forked"),
    "KH": Court("king", RED, GOLD, BLUE, BLUE, AUBURN, "sceptre", "fleur", "crown", beard=True, extra="orb", curls=True),
    "KD": Court("king", GOLD, RED, BLUE, BLUE, BROWN, "axe", "checks", "crown", beard=True, mirror=True, beard_style="pointed"),
    "KC": Court("king", RED, BLUE, GOLD, BLACK, BLOND, "sword", "stripes", "crown", beard=True, mirror=True, extra="orb"),
    "QS": Court("queen", BLACK, GOLD, RED, GOLD, DARK, "sceptre", "dots", "tiara"),
    "QH": Court("queen", RED, BLUE, GOLD, GOLD, BLOND, "flower", "fleur", "tiara", mirror=True, curls=True),
    "QD": Court("queen", BLUE, RED, GOLD, RED, AUBURN, "flower", "quatrefoil", "tiara"),
    "QC": Court("queen", GOLD, BLUE, RED, BLUE, BROWN, "sceptre", "dots", "tiara", mirror=True, extra="fan"),
    "JS": Court("jack", RED, BLACK, GOLD, BLUE, BROWN, "halberd", "stripes", "hat", moustache=True, feather=GOLD, extra="shield"),
    "JH": Court("jack", BLUE, GOLD, RED, RED, BLOND, "sword", "diamonds", "cap", mirror=True, feather=RED),
    "JD": Court("jack", RED, GOLD, BLUE, GOLD, AUBURN, "halberd", "checks", "hat", mirror=True, feather=BLUE, curls=True),
    "JC": Court("jack", BLUE, RED, GOLD, RED, DARK, "sword", "dots", "cap", moustache=True, feather=GOLD, extra="shield", beard_style="goatee"),
}


def ace(suit: int) -> Layer:
    return coloured_ace(suit, suits.FRENCH_COLOURS)


def coloured_ace(suit: int, colours: dict[int, str]) -> Layer:
    """The ace of ``suit`` with its sign and rim in ``colours[suit]`` (the four-colour deck's too)."""
    lay = Layer()
    colour = colours[suit]
    lay.add(ellipse(CX, CY, 88, 106), fill="#fbf6e6", stroke=colour, width=2.4)
    lay.add(ellipse(CX, CY, 83, 101), stroke=GOLD, width=1.6)
    lay.extend(wreath(CX, CY, 72, 90, 20, "#5f9a3a", "#2f4a1a", berry=RED if suit in (0, 3) else BLUE, size=7.5))
    big = suits.french(suit, colour)
    lay.extend(big.fitted(CX, CY + 2, 112))
    lay.extend(engraved(suit, CX, CY + 2, 112))
    if suit == 0:  # the ace of spades gets a small star in its heart, as is customary
        star = []
        for k in range(8):
            t = math.pi * k / 4
            r = 13 if k % 2 == 0 else 4.5
            star.append((round(CX + r * math.sin(t), 2), round(CY - 6 - r * math.cos(t), 2)))
        lay.add(poly(star), fill=PAPER)
        lay.add(ellipse(CX, CY - 6, 2.4), fill=BLACK)
    return lay


def _backs() -> list[tuple[str, Callable[[], Layer]]]:
    return [
        ("back", lambda: waves_back(BLUE, PAPER, EDGE)),
        ("back-red", lambda: lattice_back(RED, PAPER, EDGE)),
    ]


DECK = DeckSpec(
    id="french",
    name="French",
    suit_style="french",
    paper=PAPER,
    edge=EDGE,
    labels={"7": "7", "8": "8", "9": "9", "T": "10", "J": "J", "Q": "Q", "K": "K", "A": "A"},
    look=LOOK,
    courts=COURTS,
    ace=ace,
    backs=_backs(),
)
