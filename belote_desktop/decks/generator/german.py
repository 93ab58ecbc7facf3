"""The German deck: double-headed German pattern with Eichel, Grün, Herz and Schellen."""

from __future__ import annotations

from collections.abc import Callable
from svgelements import Matrix

from . import suits
from .backs import lattice_back, waves_back
from .canvas import CX, CY, Layer, ellipse
from .courts import Court, Look
from .faces import DeckSpec
from .layout import GERMAN_PIPS, IndexStyle, PipStyle
from .ornaments import ribbon, wreath

RED, GREEN, YELLOW, BLUE, BLACK = "#c9252c", "#3b8a35", "#f0b323", "#2a5a9e", "#1e1e1e"
BROWN, WHITE = "#7a4a1e", "#ffffff"
PAPER, EDGE = "#fffdf7", "#8c8a80"

LOOK = Look(panel="#fffaf0", gold=YELLOW, lip=RED, leaf=GREEN, wood=BROWN, framed=False, divider=YELLOW)

GREY, AUBURN, DARK, BLOND, CHESTNUT = "#a0a3a8", "#b4632c", "#2b2320", "#e3b64c", "#6b3f1f"

COURTS = {
    # Unter (J): holds his sign low; Ober (Q): holds it up high; König (K): crowned
    "JS": Court("unter", GREEN, YELLOW, RED, RED, CHESTNUT, "sign_low", "stripes", "cap", moustache=True, hat_colour=RED),
    "JH": Court("unter", RED, YELLOW, GREEN, YELLOW, BLOND, "sign_low", "dots", "cap", mirror=True, hat_colour=GREEN, feather=WHITE, curls=True),
    "JD": Court("unter", YELLOW, RED, BLUE, BLUE, AUBURN, "sign_low", "checks", "cap", moustache=True, hat_colour=BLUE),
    "JC": Court("unter", BLUE, RED, YELLOW, RED, DARK, "sign_low", "diamonds", "cap", mirror=True, hat_colour=RED, feather=YELLOW),
    "QS": Court("ober", RED, GREEN, YELLOW, GREEN, DARK, "sign_high", "lattice", "hat", moustache=True, beard_style="goatee", hat_colour=GREEN, feather=RED),
    "QH": Court("ober", GREEN, RED, YELLOW, YELLOW, CHESTNUT, "sign_high", "dots", "hat", moustache=True, mirror=True, hat_colour=RED, feather=WHITE),
    "QD": Court("ober", BLUE, YELLOW, RED, RED, BLOND, "sign_high", "stripes", "hat", moustache=True, hat_colour=YELLOW, feather=GREEN),
    "QC": Court("ober", RED, BLUE, YELLOW, BLUE, AUBURN, "sign_high", "checks", "hat", moustache=True, mirror=True, hat_colour=BLUE, feather=YELLOW, curls=True),
    "KS": Court("king", GREEN, RED, YELLOW, RED, GREY, "sceptre", "fleur", "crown", beard=True, beard_style="forked"),
    "KH": Court("king", RED, YELLOW, GREEN, GREEN, AUBURN, "sword", "diamonds", "crown", beard=True, mirror=True, extra="orb"),
    "KD": Court("king", YELLOW, RED, BLUE, RED, CHESTNUT, "sceptre", "quatrefoil", "crown", beard=True, extra="orb", curls=True),
    "KC": Court("king", BLUE, YELLOW, RED, YELLOW, GREY, "axe", "checks", "crown", beard=True, mirror=True, beard_style="pointed"),
}

BANNERS = {0: "GRÜN", 1: "HERZ", 2: "SCHELLEN", 3: "EICHEL"}


def daus(suit: int) -> Layer:
    """Daus: a large sign between two lettered banners (the lower one turned)."""
    lay = Layer()
    sign = suits.german(suit)
    lay.add(ellipse(CX, CY, 84, 84), fill="#fbf0cf", stroke=BROWN, width=2.2)
    lay.add(ellipse(CX, CY, 78, 78), stroke=YELLOW, width=2.4)
    lay.extend(wreath(CX, CY, 70, 70, 18, GREEN, "#1f4a1a", berry=YELLOW if suit != 2 else RED, size=6.5, span=0.5))
    lay.extend(sign.fitted(CX, CY - 4, 112))
    band = ribbon(CX, 62, 128, 22, WHITE, BLACK, RED, text=BANNERS[suit], ink=BLACK, line=1.4)
    lay.extend(band)
    lay.extend(band.moved(Matrix(f"rotate(180, {CX}, {CY})")))
    return lay


def _backs() -> list[tuple[str, Callable[[], Layer]]]:
    return [
        ("back", lambda: waves_back("#2f6b3a", PAPER, EDGE)),
        ("back-red", lambda: lattice_back("#b3202a", PAPER, EDGE, dots=YELLOW)),
    ]


DECK = DeckSpec(
    id="german",
    name="German",
    suit_style="german",
    paper=PAPER,
    edge=EDGE,
    labels={"7": "7", "8": "8", "9": "9", "T": "10", "J": "U", "Q": "O", "K": "K", "A": "A"},
    look=LOOK,
    courts=COURTS,
    ace=daus,
    backs=_backs(),
    index=IndexStyle(),
    pip_style=PipStyle(size=48, spread=56, top=70, bottom=280, ten_size=45),
    pip_table=GERMAN_PIPS,
)
