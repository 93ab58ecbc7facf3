"""The parameters of a court figure (``Court``) and of a deck's drawing style (``Look``)."""

from __future__ import annotations

from dataclasses import dataclass

from .canvas import Layer

@dataclass(frozen=True)
class Look:
    outline: str = "#1b1b1b"
    line: float = 1.4
    skin: str = "#fbe2c6"
    cheek: str = "#f3b9a3"
    lip: str = "#c8102e"
    gold: str = "#f2b705"
    white: str = "#ffffff"
    silver: str = "#d9dee4"
    wood: str = "#8a5a2b"
    panel: str = "#fdf9ef"
    panel_edge: str = "#1b1b1b"
    figure_x: float = 128.0       # the figure's centre line (a little right of the card's)
    framed: bool = True
    inner_frame: str = ""         # a second, thin frame line inside the panel
    hatch: bool = False           # shade with engraved hatching instead of a translucent tint
    fleurons: bool = False        # crowns topped with lilies instead of points
    veil: str = ""                # colour of a veil behind the queens' heads
    divider: str = ""             # colour of a band across the middle (frameless German style)
    ermine_spot: str = "#1b1b1b"
    leaf: str = "#3f8f3a"


@dataclass(frozen=True)
class Court:
    role: str                      # king, queen, jack (German: king, ober, unter)
    robe: str
    placket: str
    trim: str
    sleeve: str
    hair: str
    attribute: str                 # sword, sceptre, flower, halberd, sign_high, sign_low
    pattern: str = "dots"          # dots, diamonds, stripes, fleur, checks
    headwear: str = "crown"        # crown, tiara, hat, cap, beret
    beard: bool = False
    moustache: bool = False
    mirror: bool = False
    curls: bool = False            # curled locks at the ends of the hair
    beard_style: str = "full"      # full, pointed, forked; "goatee" gives a beardless face a tuft
    extra: str = ""                # orb, glove, ...: something in the other hand
    hat_colour: str = ""
    feather: str = ""


def tube(lay: Layer, d: str, colour: str, width: float, look: Look) -> None:
    """A stroked tube with an outline: the same centre line drawn twice."""
    lay.add(d, stroke=look.outline, width=width + 2 * look.line)
    lay.add(d, stroke=colour, width=width)
