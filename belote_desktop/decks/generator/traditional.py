"""The Traditional French deck: ivory cards in the spirit of the Paris pattern, with R D V
indices and a name banner on every court (our own drawing, not a copy of any printed pack)."""

from __future__ import annotations

from collections.abc import Callable
from svgelements import Matrix

from . import suits
from .backs import lattice_back, waves_back
from .canvas import CX, CY, Layer
from .courts import PX0, Court, Look
from .faces import DeckSpec
from .layout import IndexStyle
from .ornaments import engraved, ribbon, wreath

RED, BLUE, YELLOW, GREEN, BLACK = "#c0282d", "#2a5caa", "#e8b420", "#3a8a46", "#1a1a1a"
PAPER, EDGE = "#f7f0dc", "#9c8f70"

LOOK = Look(outline=BLACK, line=1.8, skin="#f8e4c6", cheek="#eeb39b", lip=RED, gold=YELLOW,
            white="#fffaf0", panel=PAPER, leaf=GREEN, wood="#7a4a22", inner_frame=RED, hatch=True,
            fleurons=True, veil="#fffaf0", figure_x=132.0)

GREY, AUBURN, DARK, BLOND, BROWN = "#a0a0a0", "#b4632c", "#2b2320", "#e0b04a", "#6b3f1f"

COURTS = {
    "KS": Court("king", BLUE, RED, YELLOW, RED, GREY, "sceptre", "fleur", "crown", beard=True),
    "KH": Court("king", RED, YELLOW, BLUE, BLUE, AUBURN, "sword", "diamonds", "crown", beard=True, mirror=True, beard_style="forked"),
    "KD": Court("king", GREEN, RED, YELLOW, YELLOW, DARK, "axe", "checks", "crown", beard=True, extra="orb"),
    "KC": Court("king", RED, BLUE, YELLOW, GREEN, BROWN, "sword", "quatrefoil", "crown", beard=True, mirror=True, beard_style="pointed", curls=True),
    "QS": Court("queen", BLUE, YELLOW, RED, RED, DARK, "sceptre", "diamonds", "tiara", extra="shield"),
    "QH": Court("queen", RED, GREEN, YELLOW, BLUE, BLOND, "flower", "lattice", "tiara", mirror=True),
    "QD": Court("queen", YELLOW, BLUE, RED, GREEN, AUBURN, "flower", "fleur", "tiara", curls=True),
    "QC": Court("queen", GREEN, RED, YELLOW, YELLOW, BROWN, "flower", "checks", "tiara", mirror=True, extra="fan"),
    "JS": Court("jack", YELLOW, BLUE, RED, RED, BROWN, "halberd", "dots", "hat", moustache=True, hat_colour=RED, feather=BLUE, curls=True),
    "JH": Court("jack", RED, YELLOW, GREEN, GREEN, BLOND, "sword", "stripes", "hat", mirror=True, hat_colour=GREEN, feather=YELLOW),
    "JD": Court("jack", GREEN, RED, YELLOW, BLUE, DARK, "halberd", "diamonds", "hat", moustache=True, beard_style="goatee", hat_colour=BLUE, feather=RED),
    "JC": Court("jack", BLUE, YELLOW, RED, RED, AUBURN, "halberd", "fleur", "cap", mirror=True, hat_colour=YELLOW, feather=RED, extra="shield"),
}

NAMES = {
    "KS": "DAVID", "KH": "CHARLES", "KD": "CÉSAR", "KC": "ALEXANDRE",
    "QS": "PALLAS", "QH": "JUDITH", "QD": "RACHEL", "QC": "ARGINE",
    "JS": "OGIER", "JH": "LA HIRE", "JD": "HECTOR", "JC": "LANCELOT",
}
_BY_COURT = {id(c): NAMES[k] for k, c in COURTS.items()}


def _banner(half: Layer, court: Court) -> None:
    """A vertical name banner along the free side of the panel, reading upwards."""
    name = _BY_COURT[id(court)]
    band = ribbon(0, 0, 88, 15, "#fffaf0", BLACK, YELLOW, text=name, ink=BLACK, line=1.3)
    x = PX0 + 12.5 if not court.mirror else 250 - PX0 - 12.5
    half.extend(band.moved(Matrix(f"translate({x}, 113) rotate(-90)")))


def ace(suit: int) -> Layer:
    """A large engraved sign resting on two laurel branches."""
    lay = Layer()
    lay.extend(wreath(CX, CY + 4, 74, 90, 22, GREEN, BLACK, berry=RED, size=7, span=0.62))
    lay.extend(suits.french(suit, RED if suit in (1, 2) else BLACK).fitted(CX, CY, 124))
    lay.extend(engraved(suit, CX, CY, 124, line=PAPER))
    return lay


def _backs() -> list[tuple[str, Callable[[], Layer]]]:
    return [
        ("back", lambda: lattice_back(BLUE, PAPER, EDGE, line="#f7f0dc", dots=YELLOW)),
        ("back-red", lambda: waves_back(RED, PAPER, EDGE, line="#f7f0dc")),
    ]


DECK = DeckSpec(
    id="traditional",
    name="Traditional French",
    suit_style="french",
    paper=PAPER,
    edge=EDGE,
    labels={"7": "7", "8": "8", "9": "9", "T": "10", "J": "V", "Q": "D", "K": "R", "A": "A"},
    look=LOOK,
    courts=COURTS,
    ace=ace,
    backs=_backs(),
    decorate=_banner,
    index=IndexStyle(serif=True, pen=5.0),
)
