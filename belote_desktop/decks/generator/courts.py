"""Double-headed court figures.

One half figure (head, face, hair, headwear, shoulders, patterned robe, arms and an attribute) is
composed from parameters in card coordinates above the centre line; the lower half is the same
drawing turned 180° with an svgelements Matrix. The three decks only differ in the ``Look``
(colours, outline weight, panel) and the per-court ``Court`` parameters.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from svgelements import Matrix, Path

from .canvas import CX, CY, Layer, combine, dot, ellipse, merge_disjoint, mirror_x, poly, rect, rotate180, transformed

#: The court panel (inside the corner indices).
PX0, PX1, PY0, PY1 = 44.0, 206.0, 14.0, 336.0


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
    extra: str = ""                # orb, glove, ...: something in the other hand
    hat_colour: str = ""
    feather: str = ""


def _tube(lay: Layer, d: str, colour: str, width: float, look: Look, shade: bool = True) -> None:
    """A stroked tube with an outline: the same centre line drawn twice (and a thin shadow)."""
    lay.add(d, stroke=look.outline, width=width + 2 * look.line)
    lay.add(d, stroke=colour, width=width)


def _robe_halfwidth(y: float) -> float:
    if y < 112:
        return 30 + (y - 100) * 1.3
    return 46 + (y - 112) / 63 * 14


# ---------------------------------------------------------------- body


def _robe(c: Court, look: Look, fx: float) -> Layer:
    lay = Layer()
    o, w = look.outline, look.line
    body = (f"M{fx - 14},98 C{fx - 30},100 {fx - 42},104 {fx - 48},114 C{fx - 54},126 {fx - 57},150 {fx - 58},175 "
            f"L{fx + 58},175 C{fx + 57},150 {fx + 54},126 {fx + 48},114 C{fx + 42},104 {fx + 30},100 {fx + 14},98Z")
    lay.add(body, fill=c.robe, stroke=o, width=w)
    lay.extend(_pattern(c, look, fx))
    # an embroidered border just inside the robe's edge
    border = transformed(Path(body), Matrix(f"translate({fx}, 175) scale(0.9, 0.93) translate({-fx}, -175)"))
    lay.add(border, stroke=c.trim, width=2.2, round=False)
    # flat shading: a shadow down the right side of the robe, a light down the left
    if look.hatch:
        d = []
        y = 112.0
        while y < 172:
            hw = _robe_halfwidth(y) - 2.5
            d.append(f"M{fx + hw - 9},{y + 3} L{fx + hw},{y - 1.5}")
            y += 4.2
        lay.add(" ".join(d), stroke=o, width=0.9, round=False)
    else:
        _tint(lay, fx)
    return _robe_front(c, look, fx, lay)


def _tint(lay: Layer, fx: float) -> None:
    lay.add(f"M{fx + 40},105 C{fx + 45},108 {fx + 47},111 {fx + 49},115 C{fx + 54},127 {fx + 57},150 {fx + 57.3},174.3 "
            f"L{fx + 47},174.3 C{fx + 47},150 {fx + 45},126 {fx + 40},105Z", fill="#000", alpha=0.16)
    lay.add(f"M{fx - 40},105 C{fx - 45},108 {fx - 47},111 {fx - 49},115 C{fx - 54},127 {fx - 57},150 {fx - 57.3},174.3 "
            f"L{fx - 51},174.3 C{fx - 51},150 {fx - 49},126 {fx - 40},105Z", fill="#fff", alpha=0.22)


def _robe_front(c: Court, look: Look, fx: float, lay: Layer) -> Layer:
    o, w = look.outline, look.line
    if c.role == "king":
        # the tunic between the edges of an ermine-lined cape
        tunic = poly([(fx - 16, 100), (fx + 16, 100), (fx + 24, 175), (fx - 24, 175)])
        lay.add(tunic, fill=c.placket, stroke=o, width=w)
        lay.add(f"M{fx},104 L{fx},175 M{fx - 12},130 L{fx + 12},130", stroke=c.trim, width=3.4, round=False)
        for s in (-1, 1):
            band = poly([(fx + s * 16, 100), (fx + s * 24, 102), (fx + s * 33, 175), (fx + s * 24, 175)])
            lay.add(band, fill=look.white, stroke=o, width=w)
        spots = [_ermine(fx + s * (22.5 + (y - 110) * 0.1), y) for s in (-1, 1) for y in (116, 136, 156)]
        lay.add(combine(spots), fill=look.ermine_spot)
    elif c.role == "queen":
        bodice = (f"M{fx - 15},100 L{fx + 15},100 L{fx + 13},138 C{fx + 20},150 {fx + 24},164 {fx + 26},175 "
                  f"L{fx - 26},175 C{fx - 24},164 {fx - 20},150 {fx - 13},138Z")
        lay.add(bodice, fill=c.placket, stroke=o, width=w)
        lay.add(f"M{fx - 13.5},138 L{fx + 13.5},138", stroke=c.trim, width=3.2, round=False)
        lay.add(combine([ellipse(fx, y, 2.4, 3.2) for y in (146, 158, 170)]), fill=c.trim, stroke=o, width=0.8)
        lay.add(f"M{fx - 11},118 L{fx + 11},118 M{fx - 12},128 L{fx + 12},128", stroke=c.trim, width=2.0, round=False)
    else:
        placket = poly([(fx - 11, 100), (fx + 11, 100), (fx + 14, 175), (fx - 14, 175)])
        lay.add(placket, fill=c.placket, stroke=o, width=w)
        lay.add(combine([ellipse(fx, y, 2.4, 2.8) for y in (112, 124, 136, 148, 160)]), fill=c.trim, stroke=o, width=0.8)
        # a baldric across the chest, and a belt low on the tunic
        lay.add(poly([(fx - 40, 108), (fx - 30, 104), (fx + 50, 160), (fx + 46, 170)]), fill=look.wood, stroke=o, width=w)
        lay.add(combine([ellipse(fx - 20 + 14 * i, 116 + 10.3 * i, 1.6) for i in range(5)]), fill=look.gold)
    return lay


def _ermine(x: float, y: float):
    return poly([(x, y - 3), (x + 1.6, y + 2), (x, y + 1), (x - 1.6, y + 2)])


def _pattern(c: Court, look: Look, fx: float) -> Layer:
    lay = Layer()
    shapes = []
    if c.pattern == "stripes":
        d = []
        for i in (-3, -2, -1, 1, 2, 3):
            x = fx + i * 14
            d.append(f"M{x},{106 + abs(i) * 2} L{x + i * 2.2},157")
        lay.add(" ".join(d), stroke=c.trim, width=3.0, round=False)
        return lay
    step = 11.0
    row = 0
    y = 112.0
    while y < 156:
        hw = _robe_halfwidth(y) - 6
        x = fx - hw + (step / 2 if row % 2 else 0)
        while x <= fx + hw:
            if abs(x - fx) > 21:
                if c.pattern == "dots":
                    shapes.append(dot(x, y, 2.0))
                elif c.pattern == "diamonds":
                    shapes.append(poly([(x, y - 3.2), (x + 2.6, y), (x, y + 3.2), (x - 2.6, y)]))
                elif c.pattern == "fleur":
                    shapes += [dot(x, y - 2.2, 1.6), dot(x - 2.2, y + 0.8, 1.6), dot(x + 2.2, y + 0.8, 1.6)]
                elif c.pattern == "checks" and row % 2 == 0:
                    shapes.append(rect(x - 2.5, y - 2.5, 5, 5))
            x += step
        y += step * 0.85
        row += 1
    if shapes:
        lay.add(combine(shapes), fill=c.trim)
    return lay


def _collar(c: Court, look: Look, fx: float) -> Layer:
    lay = Layer()
    o, w = look.outline, look.line
    if c.role == "king":  # ermine collar
        d = (f"M{fx - 40},106 C{fx - 28},98 {fx - 16},97 {fx},97 C{fx + 16},97 {fx + 28},98 {fx + 40},106 "
             f"C{fx + 30},116 {fx + 16},119 {fx},119 C{fx - 16},119 {fx - 30},116 {fx - 40},106Z")
        lay.add(d, fill=look.white, stroke=o, width=w)
        spots = [poly([(x, y - 2.4), (x + 1.4, y + 1.6), (x - 1.4, y + 1.6)]) for x, y in
                 ((fx - 28, 107), (fx - 14, 110), (fx, 111), (fx + 14, 110), (fx + 28, 107))]
        lay.add(combine(spots), fill=look.ermine_spot)
    elif c.role == "queen":  # a low neckline with a necklace
        d = f"M{fx - 24},101 C{fx - 16},98 {fx + 16},98 {fx + 24},101 C{fx + 16},106 {fx + 8},116 {fx},118 C{fx - 8},116 {fx - 16},106 {fx - 24},101Z"
        lay.add(d, fill=look.skin, stroke=o, width=w)
        lay.add(f"M{fx - 16},101 C{fx - 10},110 {fx + 10},110 {fx + 16},101", stroke=look.gold, width=2.2)
        lay.add(combine([poly([(fx, 108), (fx + 3, 112), (fx, 116), (fx - 3, 112)])]), fill=c.trim, stroke=o, width=0.8)
    else:  # ruff / flat collar
        pts = []
        for i in range(13):
            x = fx - 24 + 4 * i
            pts.append((x, 99 if i % 2 == 0 else 106))
        d = poly(pts + [(fx + 20, 108), (fx, 112), (fx - 20, 108)])
        lay.add(d, fill=look.white, stroke=o, width=w)
    return lay


# ---------------------------------------------------------------- head


def _head(c: Court, look: Look, fx: float) -> Layer:
    lay = Layer()
    o, w = look.outline, look.line
    hy = 74.0
    # veil, then hair behind the head
    if c.role == "queen" and look.veil:
        lay.add(f"M{fx - 14},{hy - 22} C{fx - 30},{hy - 14} {fx - 34},{hy + 16} {fx - 33},{hy + 40} L{fx + 33},{hy + 40} "
                f"C{fx + 34},{hy + 16} {fx + 30},{hy - 14} {fx + 14},{hy - 22}Z", fill=look.veil, stroke=o, width=w)
        lay.add(f"M{fx - 25},{hy - 2} C{fx - 28},{hy + 12} {fx - 29},{hy + 26} {fx - 29},{hy + 38} "
                f"M{fx + 25},{hy - 2} C{fx + 28},{hy + 12} {fx + 29},{hy + 26} {fx + 29},{hy + 38}", stroke=o, width=0.8)
    if c.role == "queen":
        hair = (f"M{fx - 14},54 C{fx - 26},58 {fx - 28},76 {fx - 25},92 C{fx - 24},102 {fx - 30},108 {fx - 25},115 "
                f"C{fx - 19},113 {fx - 16},106 {fx - 13},100 L{fx + 13},100 C{fx + 16},106 {fx + 19},113 {fx + 25},115 "
                f"C{fx + 30},108 {fx + 24},102 {fx + 25},92 C{fx + 28},76 {fx + 26},58 {fx + 14},54Z")
        lay.add(hair, fill=c.hair, stroke=o, width=w)
        lay.add(f"M{fx - 20},70 C{fx - 23},84 {fx - 19},96 {fx - 22},108 M{fx + 20},70 C{fx + 23},84 {fx + 19},96 {fx + 22},108",
                stroke=o, width=0.8)
    elif c.role == "king":
        lay.add(f"M{fx - 15},58 C{fx - 23},66 {fx - 24},84 {fx - 19},96 L{fx + 19},96 "
                f"C{fx + 24},84 {fx + 23},66 {fx + 15},58Z", fill=c.hair, stroke=o, width=w)
    else:
        lay.add(f"M{fx - 16},60 C{fx - 22},72 {fx - 21},86 {fx - 18},93 C{fx - 14},95 {fx - 10},92 {fx - 8},90 "
                f"L{fx + 8},90 C{fx + 10},92 {fx + 14},95 {fx + 18},93 C{fx + 21},86 {fx + 22},72 {fx + 16},60Z",
                fill=c.hair, stroke=o, width=w)
    # neck, ears and face
    lay.add(rect(fx - 6, 88, 12, 12), fill=look.skin, stroke=o, width=w)
    lay.add(combine([ellipse(fx - 15, hy + 1, 2.6, 4.2), ellipse(fx + 15, hy + 1, 2.6, 4.2)]),
            fill=look.skin, stroke=o, width=w)
    lay.add(f"M{fx},{hy - 19} C{fx + 10},{hy - 19} {fx + 15.5},{hy - 10} {fx + 15.5},{hy} "
            f"C{fx + 15.5},{hy + 11} {fx + 8},{hy + 18.5} {fx},{hy + 18.5} C{fx - 8},{hy + 18.5} {fx - 15.5},{hy + 11} "
            f"{fx - 15.5},{hy} C{fx - 15.5},{hy - 10} {fx - 10},{hy - 19} {fx},{hy - 19}Z",
            fill=look.skin, stroke=o, width=w)
    g = -1.8  # the face turns a little towards the sign's side
    lay.add(combine([ellipse(fx - 9 + g, hy + 7, 3.2, 2.4), ellipse(fx + 9 + g, hy + 7, 3.2, 2.4)]), fill=look.cheek)
    # eyes (white, iris), brows, nose, mouth
    lay.add(combine([ellipse(fx - 6 + g / 2, hy - 1, 2.9, 1.8), ellipse(fx + 6 + g / 2, hy - 1, 2.9, 1.8)]),
            fill=look.white)
    lay.add(combine([ellipse(fx - 6 + g, hy - 0.8, 1.5, 1.7), ellipse(fx + 6 + g, hy - 0.8, 1.5, 1.7)]), fill=o)
    lay.add(f"M{fx - 9.2 + g / 2},{hy - 0.8} Q{fx - 6 + g / 2},{hy - 4} {fx - 2.8 + g / 2},{hy - 1.2} "
            f"M{fx + 2.8 + g / 2},{hy - 1.2} Q{fx + 6 + g / 2},{hy - 4} {fx + 9.2 + g / 2},{hy - 0.8}", stroke=o, width=1.1)
    brows = (f"M{fx - 10 + g},{hy - 5.5} Q{fx - 6 + g},{hy - 8.5} {fx - 2 + g},{hy - 6} "
             f"M{fx + 2 + g},{hy - 6} Q{fx + 6 + g},{hy - 8.5} {fx + 10 + g},{hy - 5.5}")
    lay.add(brows, stroke=c.hair if c.role == "queen" else o, width=1.3)
    lay.add(f"M{fx + 0.5 + g},{hy - 2} Q{fx - 3.5 + g},{hy + 5} {fx + 0.5 + g},{hy + 6.2}", stroke=o, width=1.0)
    if c.beard:
        beard = (f"M{fx - 15.5},{hy} C{fx - 16},{hy + 18} {fx - 8},{hy + 32} {fx},{hy + 34} "
                 f"C{fx + 8},{hy + 32} {fx + 16},{hy + 18} {fx + 15.5},{hy} "
                 f"C{fx + 12},{hy + 9} {fx + 9},{hy + 12} {fx + 5},{hy + 12} C{fx + 3},{hy + 9} {fx - 3},{hy + 9} "
                 f"{fx - 5},{hy + 12} C{fx - 9},{hy + 12} {fx - 12},{hy + 9} {fx - 15.5},{hy}Z")
        lay.add(beard, fill=c.hair, stroke=o, width=w)
        lay.add(f"M{fx - 5},{hy + 21} Q{fx},{hy + 26} {fx + 5},{hy + 21} M{fx - 2},{hy + 27} L{fx - 3},{hy + 31} "
                f"M{fx + 2},{hy + 27} L{fx + 3},{hy + 31} M{fx - 10},{hy + 14} Q{fx - 9},{hy + 22} {fx - 6},{hy + 26} "
                f"M{fx + 10},{hy + 14} Q{fx + 9},{hy + 22} {fx + 6},{hy + 26}", stroke=o, width=0.9)
    if c.role == "queen":
        lay.add(f"M{fx - 4.2 + g},{hy + 11.6} Q{fx - 2 + g},{hy + 10} {fx + g},{hy + 11} Q{fx + 2 + g},{hy + 10} "
                f"{fx + 4.2 + g},{hy + 11.6} Q{fx + g},{hy + 15.5} {fx - 4.2 + g},{hy + 11.6}Z", fill=look.lip)
        lay.add(f"M{fx - 9.6 + g / 2},{hy - 1.6} L{fx - 11.2 + g / 2},{hy - 3} M{fx + 9.6 + g / 2},{hy - 1.6} "
                f"L{fx + 11.2 + g / 2},{hy - 3}", stroke=o, width=0.9)
    else:
        lay.add(f"M{fx - 3.5 + g},{hy + 11.5} Q{fx + g},{hy + 13.8} {fx + 3.5 + g},{hy + 11.5}", stroke=look.lip, width=1.8)
    if c.role == "king":
        lay.add(f"M{fx - 6 + g},{hy - 11} Q{fx + g},{hy - 12.5} {fx + 6 + g},{hy - 11}", stroke=o, width=0.7)
    if c.beard or c.moustache:
        m = g / 2
        lay.add(f"M{fx - 10 + m},{hy + 11} Q{fx - 5 + m},{hy + 5} {fx + m},{hy + 8.5} Q{fx + 5 + m},{hy + 5} {fx + 10 + m},{hy + 11} "
                f"Q{fx + 5 + m},{hy + 9} {fx + m},{hy + 10.5} Q{fx - 5 + m},{hy + 9} {fx - 10 + m},{hy + 11}Z",
                fill=c.hair, stroke=o, width=0.8)
    # fringe
    if c.role == "queen":
        lay.add(f"M{fx - 15},{hy - 8} C{fx - 12},{hy - 16} {fx - 4},{hy - 19} {fx + 2},{hy - 19} "
                f"C{fx + 10},{hy - 19} {fx + 15},{hy - 14} {fx + 15.5},{hy - 6} C{fx + 10},{hy - 12} {fx + 2},{hy - 13} {fx - 4},{hy - 12} "
                f"C{fx - 9},{hy - 11} {fx - 12},{hy - 10} {fx - 15},{hy - 8}Z", fill=c.hair, stroke=o, width=w)
    elif c.role == "jack" or c.headwear in ("cap", "beret"):
        lay.add(f"M{fx - 15.5},{hy - 4} C{fx - 15},{hy - 16} {fx - 6},{hy - 19.5} {fx},{hy - 19.5} "
                f"C{fx + 6},{hy - 19.5} {fx + 15},{hy - 16} {fx + 15.5},{hy - 4} L{fx + 12},{hy - 10} L{fx + 8},{hy - 8} "
                f"L{fx + 4},{hy - 11} L{fx},{hy - 9} L{fx - 4},{hy - 11} L{fx - 8},{hy - 8} L{fx - 12},{hy - 10}Z",
                fill=c.hair, stroke=o, width=w)
    lay.extend(_headwear(c, look, fx, hy))
    return lay


#: a lily (our own drawing) in a 20 x 21 box, all subpaths wound the same way
LILY = ("M10,0 C13,4 14,9 12,14 L8,14 C6,9 7,4 10,0Z M8,14 C3,15 -1,10 2,5 C3,9 6,10 8,11Z "
        "M12,11 C14,10 17,9 18,5 C21,10 17,15 12,14Z M6,14 L14,14 L14,16.5 L6,16.5Z M8,16.5 L12,16.5 L10,21Z")


def _lily(x: float, bottom: float, height: float) -> Path:
    k = height / 21
    return transformed(Path(LILY), Matrix(f"translate({x - 10 * k}, {bottom - height}) scale({k})"))


def _headwear(c: Court, look: Look, fx: float, hy: float) -> Layer:
    lay = Layer()
    o, w = look.outline, look.line
    top = hy - 17
    if c.headwear == "crown" and look.fleurons:
        lay.add(f"M{fx - 15},{top} C{fx - 16},{top - 18} {fx + 16},{top - 18} {fx + 15},{top}Z",
                fill=c.hat_colour or c.placket, stroke=o, width=w)
        lay.add(combine([_lily(fx - 13, top - 1, 15), _lily(fx + 13, top - 1, 15), _lily(fx, top - 1, 20)]),
                fill=look.gold, stroke=o, width=1.1)
        lay.add(rect(fx - 18.5, top - 2, 37, 9, 1.5), fill=look.gold, stroke=o, width=w)
        lay.add(combine([dot(fx + dx, top + 2.5, 1.8) for dx in (-13, -6.5, 0, 6.5, 13)]),
                fill=look.lip, stroke=o, width=0.7)
    elif c.headwear == "crown":
        lay.add(f"M{fx - 15},{top} C{fx - 16},{top - 20} {fx + 16},{top - 20} {fx + 15},{top}Z",
                fill=c.hat_colour or c.placket, stroke=o, width=w)
        pts = [(fx - 18, top), (fx - 20, top - 22), (fx - 11, top - 11), (fx - 6, top - 27), (fx, top - 13),
               (fx + 6, top - 27), (fx + 11, top - 11), (fx + 20, top - 22), (fx + 18, top)]
        lay.add(poly(pts), fill=look.gold, stroke=o, width=w)
        lay.add(rect(fx - 18.5, top - 2, 37, 9, 1.5), fill=look.gold, stroke=o, width=w)
        lay.add(combine([ellipse(fx - 20, top - 24, 2.6), ellipse(fx - 6, top - 29, 2.6),
                         ellipse(fx + 6, top - 29, 2.6), ellipse(fx + 20, top - 24, 2.6)]),
                fill=look.white, stroke=o, width=0.8)
        lay.add(combine([ellipse(fx - 11, top + 2.5, 2.6, 2.2), ellipse(fx + 11, top + 2.5, 2.6, 2.2)]),
                fill=c.trim if c.trim != look.gold else look.lip, stroke=o, width=0.8)
        lay.add(poly([(fx, top - 1), (fx + 3, top + 2.5), (fx, top + 6), (fx - 3, top + 2.5)]),
                fill=c.robe if c.robe != look.gold else look.lip, stroke=o, width=0.8)
    elif c.headwear == "tiara":
        # veil falling behind the shoulders first would hide the hair, so only a short veil
        lay.add(f"M{fx - 15},{top + 2} L{fx - 16},{top - 6} L{fx - 9},{top - 2} L{fx - 4},{top - 13} L{fx},{top - 4} "
                f"L{fx + 4},{top - 13} L{fx + 9},{top - 2} L{fx + 16},{top - 6} L{fx + 15},{top + 2} "
                f"C{fx + 8},{top} {fx - 8},{top} {fx - 15},{top + 2}Z", fill=look.gold, stroke=o, width=w)
        lay.add(combine([ellipse(fx - 4, top - 14, 2.2), ellipse(fx + 4, top - 14, 2.2), ellipse(fx, top - 1.5, 1.8)]),
                fill=look.white, stroke=o, width=0.8)
        lay.add(combine([ellipse(fx - 16, top - 7, 1.8), ellipse(fx + 16, top - 7, 1.8)]), fill=c.trim, stroke=o, width=0.8)
    elif c.headwear == "hat":
        col = c.hat_colour or c.placket
        if c.feather:
            lay.add(f"M{fx + 6},{top - 6} C{fx + 22},{top - 20} {fx + 34},{top - 22} {fx + 42},{top - 14} "
                    f"C{fx + 32},{top - 14} {fx + 22},{top - 8} {fx + 8},{top - 1}Z", fill=c.feather, stroke=o, width=w)
            lay.add(f"M{fx + 7},{top - 3} C{fx + 20},{top - 13} {fx + 30},{top - 17} {fx + 40},{top - 14}", stroke=o, width=0.8)
        lay.add(f"M{fx - 15},{top + 1} C{fx - 17},{top - 18} {fx + 15},{top - 22} {fx + 15},{top + 1}Z",
                fill=col, stroke=o, width=w)
        lay.add(f"M{fx - 24},{top + 3} C{fx - 18},{top - 4} {fx + 18},{top - 4} {fx + 24},{top + 3} "
                f"C{fx + 16},{top + 7} {fx - 16},{top + 7} {fx - 24},{top + 3}Z", fill=col, stroke=o, width=w)
        lay.add(f"M{fx - 14},{top - 3} C{fx - 6},{top - 6} {fx + 6},{top - 6} {fx + 14},{top - 3}", stroke=c.trim, width=2.6)
    elif c.headwear in ("cap", "beret"):
        col = c.hat_colour or c.placket
        lay.add(f"M{fx - 18},{top + 2} C{fx - 24},{top - 12} {fx - 4},{top - 20} {fx + 10},{top - 16} "
                f"C{fx + 24},{top - 12} {fx + 24},{top - 2} {fx + 17},{top + 3} C{fx + 8},{top - 1} {fx - 8},{top - 1} {fx - 18},{top + 2}Z",
                fill=col, stroke=o, width=w)
        if c.feather:
            lay.add(f"M{fx - 10},{top - 8} C{fx - 24},{top - 20} {fx - 34},{top - 22} {fx - 42},{top - 14} "
                    f"C{fx - 32},{top - 14} {fx - 22},{top - 8} {fx - 12},{top - 2}Z", fill=c.feather, stroke=o, width=w)
        lay.add(ellipse(fx + 2, top - 14, 3), fill=c.trim, stroke=o, width=0.8)
    return lay


# ---------------------------------------------------------------- arms and attributes


def _attribute(c: Court, look: Look, hx: float, hy: float) -> Layer:
    lay = Layer()
    o, w = look.outline, look.line
    a = c.attribute
    if a == "sword":
        lay.add(poly([(hx - 3.6, hy - 12), (hx - 3.6, 36), (hx, 26), (hx + 3.6, 36), (hx + 3.6, hy - 12)]),
                fill=look.silver, stroke=o, width=w)
        lay.add(f"M{hx},{hy - 14} L{hx},40", stroke="#9aa3ad", width=1.0)
        lay.add(rect(hx - 13, hy - 15, 26, 5, 2), fill=look.gold, stroke=o, width=w)
        lay.add(rect(hx - 2.6, hy - 10, 5.2, 22), fill=look.wood, stroke=o, width=w)
        lay.add(ellipse(hx, hy + 14, 4), fill=look.gold, stroke=o, width=w)
    elif a == "sceptre":
        _tube(lay, f"M{hx},{hy + 16} L{hx},46", look.gold, 3.6, look)
        lay.add(ellipse(hx, 40, 6.5), fill=look.gold, stroke=o, width=w)
        lay.add(f"M{hx},33 L{hx},22 M{hx - 4.5},27 L{hx + 4.5},27", stroke=o, width=4.4)
        lay.add(f"M{hx},33 L{hx},22 M{hx - 4.5},27 L{hx + 4.5},27", stroke=look.gold, width=2.2)
        lay.add(f"M{hx - 6},40 L{hx + 6},40", stroke=o, width=1.0)
    elif a == "halberd":
        _tube(lay, f"M{hx},174 L{hx},30", look.wood, 3.6, look)
        lay.add(poly([(hx - 2.6, 34), (hx, 18), (hx + 2.6, 34)]), fill=look.silver, stroke=o, width=w)
        lay.add(f"M{hx + 2},36 C{hx + 12},32 {hx + 17},38 {hx + 18},46 C{hx + 17},54 {hx + 12},58 {hx + 2},56Z",
                fill=look.silver, stroke=o, width=w)
        lay.add(poly([(hx - 2, 42), (hx - 12, 46), (hx - 2, 50)]), fill=look.silver, stroke=o, width=w)
        lay.add(rect(hx - 3.6, 56, 7.2, 5), fill=look.gold, stroke=o, width=w)
    elif a == "axe":
        _tube(lay, f"M{hx},{hy + 16} L{hx},30", look.wood, 3.6, look)
        lay.add(f"M{hx + 1},34 C{hx + 10},30 {hx + 20},32 {hx + 24},26 C{hx + 26},38 {hx + 24},50 {hx + 20},60 "
                f"C{hx + 16},54 {hx + 10},52 {hx + 1},52Z", fill=look.silver, stroke=o, width=w)
        lay.add(f"M{hx + 19},30 C{hx + 21},40 {hx + 20},50 {hx + 17},56", stroke="#9aa3ad", width=1.2)
        lay.add(ellipse(hx, 28, 3.2), fill=look.gold, stroke=o, width=w)
    elif a == "flower":
        lay.add(f"M{hx},{hy + 4} C{hx - 2},{hy - 14} {hx - 8},{hy - 26} {hx - 10},{hy - 36}", stroke=look.leaf, width=2.4)
        lay.add(f"M{hx - 3},{hy - 14} C{hx + 6},{hy - 20} {hx + 12},{hy - 18} {hx + 14},{hy - 24} "
                f"C{hx + 6},{hy - 26} {hx},{hy - 22} {hx - 3},{hy - 14}Z", fill=look.leaf, stroke=o, width=0.9)
        bx, by = hx - 10, hy - 40
        petals = [ellipse(bx + dx, by + dy, 4.4) for dx, dy in ((0, -5.5), (5.2, -1.7), (3.2, 4.5), (-3.2, 4.5), (-5.2, -1.7))]
        lay.add(combine(petals), fill=c.trim if c.trim not in (look.gold,) else look.lip, stroke=o, width=0.9)
        lay.add(ellipse(bx, by, 2.8), fill=look.gold, stroke=o, width=0.8)
    return lay


def _hand(lay: Layer, look: Look, x: float, y: float, cuff: str, cx: float, cy: float) -> None:
    """A cuff at (cx, cy) and the hand at (x, y)."""
    lay.add(ellipse(cx, cy, 7.5, 6.5), fill=cuff, stroke=look.outline, width=look.line)
    lay.add(ellipse(x, y, 6, 6.6), fill=look.skin, stroke=look.outline, width=look.line)


#: a bent arm in a wide sleeve, viewer's right, x relative to the figure's centre line
ARM = ("M34,104 C46,103 56,109 59,121 C62,132 63,144 59,152 C55,158 47,157 41,152 L37,148 L38,131 "
       "C43,133 47,136 50,139 C50,131 47,124 42,119Z")
ARM_FOLD = "M49,117 C54,127 55,139 52,147"
CUFF = "M34.5,129 L42.5,131.5 L41.5,151 L33.5,148.5Z"
#: the arm raised to hold something above the head (the German Ober)
RAISED_ARM = ("M34,104 C44,101 52,102 58,106 C64,102 69,96 68,88 C67,82 64,77 60,72 L45,74 "
              "C48,80 51,86 52,92 C48,97 42,100 40,104Z")
RAISED_FOLD = "M60,104 C64,98 65,92 63,86"
RAISED_CUFF = "M43,69 L60,67 L62,75 L45,77Z"
#: slashed (puffed) sleeves for jacks, Ober and Unter
SLASHES = "M46,109 C49,112 51,116 51,121 M53,125 C56,129 57,134 56,140 M45,141 C48,144 50,147 51,151"
RAISED_SLASHES = "M47,103 C51,101 55,102 58,104 M60,97 C62,94 63,90 62,86 M52,82 C55,80 58,79 61,80"


def _held(sign: Layer, look: Look, x: float, y: float, size: float) -> Layer:
    """A sign held in front of the figure, with a light halo so it reads against the robe."""
    placed = sign.fitted(x, y, size)
    halo = Layer()
    for s in placed.shapes:
        halo.add(s.d, fill=look.white if s.fill != "none" else "none", stroke=look.white, width=s.width + 5)
    return halo.extend(placed)


def _accent(c: Court, look: Look) -> str:
    """The colour for cuffs and slashes: the trim, unless that is the sleeve's own colour."""
    if c.trim != c.sleeve:
        return c.trim
    return c.placket if c.placket != c.sleeve else look.gold


def _sleeve(lay: Layer, c: Court, look: Look, fx: float, side: int, dy: float = 0.0,
            raised: bool = False) -> tuple[float, float]:
    """A sleeved arm on ``side`` (+1 right, -1 left); returns where the hand is."""
    m = Matrix(f"translate({fx}, {dy}) scale({side}, 1)")
    o, w = look.outline, look.line
    arm, fold, cuff = (RAISED_ARM, RAISED_FOLD, RAISED_CUFF) if raised else (ARM, ARM_FOLD, CUFF)
    lay.add(transformed(Path(arm), m), fill=c.sleeve, stroke=o, width=w)
    lay.add(transformed(Path(fold), m), stroke=o, width=0.9)
    if c.role in ("jack", "ober", "unter"):
        slashes = RAISED_SLASHES if raised else SLASHES
        lay.add(transformed(Path(slashes), m), stroke=o, width=4.6, round=False)
        lay.add(transformed(Path(slashes), m), stroke=_accent(c, look), width=2.6, round=False)
    lay.add(transformed(Path(cuff), m), fill=_accent(c, look), stroke=o, width=w)
    hx, hy = (fx + side * 52, 64.0 + dy) if raised else (fx + side * 31, 139.0 + dy)
    lay.add(ellipse(hx, hy, 6.4, 7), fill=look.skin, stroke=o, width=w)
    return hx, hy


def _arms(c: Court, look: Look, fx: float, sign: Layer | None) -> Layer:
    lay = Layer()
    o, w = look.outline, look.line
    a = c.attribute
    # right arm (viewer's right): holds the attribute
    if a == "sign_high":
        hx, hy = _sleeve(lay, c, look, fx, 1, raised=True)
        lay.extend(_held(sign, look, hx, 40, 36))
        lay.add(ellipse(hx, hy + 2, 6.4, 7), fill=look.skin, stroke=o, width=w)
    else:
        hx, hy = _sleeve(lay, c, look, fx, 1)
        lay.extend(_attribute(c, look, hx, hy))
        lay.add(ellipse(hx, hy, 6.4, 7), fill=look.skin, stroke=o, width=w)
        if a in ("sceptre", "halberd", "axe"):  # fingers in front of the staff
            lay.add(f"M{hx - 5},{hy - 1} L{hx + 5},{hy - 1} M{hx - 5},{hy + 2.5} L{hx + 5},{hy + 2.5}", stroke=o, width=0.8)
    # left arm
    if a == "sign_low" and sign is not None:
        lx, ly = _sleeve(lay, c, look, fx, -1, 4)
        lay.extend(_held(sign, look, lx + 2, ly + 6, 34))
    else:
        lx, ly = _sleeve(lay, c, look, fx, -1, 4)
        if c.extra == "shield":
            sx, sy = lx + 4, ly - 6
            shield = (f"M{sx - 14},{sy - 16} L{sx + 14},{sy - 16} L{sx + 14},{sy} C{sx + 14},{sy + 10} {sx + 6},{sy + 16} {sx},{sy + 19} "
                      f"C{sx - 6},{sy + 16} {sx - 14},{sy + 10} {sx - 14},{sy}Z")
            lay.add(shield, fill=c.placket, stroke=o, width=w)
            lay.add(f"M{sx},{sy - 13} L{sx},{sy + 15} M{sx - 11},{sy - 3} L{sx + 11},{sy - 3}", stroke=c.trim, width=3.4, round=False)
            lay.add(shield, stroke=look.gold, width=1.2)
        elif c.extra == "fan":
            fx0, fy0 = lx + 2, ly - 2
            ribs = [f"M{fx0},{fy0} L{fx0 + 22 * math.cos(t):.2f},{fy0 + 22 * math.sin(t):.2f}"
                    for t in (math.radians(a) for a in range(-160, -19, 20))]
            lay.add(f"M{fx0},{fy0} L{fx0 - 20.7},{fy0 - 7.5} A22,22 0 0,1 {fx0 + 20.7},{fy0 - 7.5}Z",
                    fill=c.trim, stroke=o, width=w)
            lay.add(" ".join(ribs), stroke=o, width=0.8)
            lay.add(f"M{fx0 - 20.7},{fy0 - 7.5} A22,22 0 0,1 {fx0 + 20.7},{fy0 - 7.5}", stroke=look.gold, width=2.2)
        elif c.extra == "orb":
            lay.add(ellipse(lx + 2, ly - 10, 9), fill=look.gold, stroke=o, width=w)
            lay.add(f"M{lx - 7},{ly - 10} L{lx + 11},{ly - 10} M{lx + 2},{ly - 19} L{lx + 2},{ly - 26} "
                    f"M{lx - 1.5},{ly - 23} L{lx + 5.5},{ly - 23}", stroke=o, width=1.6)
        if c.extra:
            lay.add(ellipse(lx, ly, 6.4, 7), fill=look.skin, stroke=o, width=w)
    return lay


# ---------------------------------------------------------------- assembly


def half_figure(c: Court, look: Look, sign: Layer, fx: float = 128.0) -> Layer:
    lay = Layer()
    if c.attribute == "halberd":
        pass
    lay.extend(_robe(c, look, fx))
    lay.extend(_collar(c, look, fx))
    lay.extend(_head(c, look, fx).moved(Matrix(f"translate({fx}, 100) scale(1.14) translate({-fx}, -100)")))
    lay.extend(_arms(c, look, fx, sign if c.attribute.startswith("sign") else None))
    if c.mirror:
        lay = lay.moved(mirror_x())
    return lay


def court_panel(c: Court, look: Look, sign: Layer, decorate=None) -> Layer:
    """The framed, double-headed court picture. ``decorate(top_half_layer)`` may add a banner etc."""
    lay = Layer()
    if look.framed:
        lay.add(rect(PX0, PY0, PX1 - PX0, PY1 - PY0, 3), fill=look.panel)
    half = half_figure(c, look, sign)
    if not c.attribute.startswith("sign"):
        sx = PX1 - 20 if c.mirror else PX0 + 20
        half.extend(sign.fitted(sx, PY0 + 22, 28))
    if decorate is not None:
        decorate(half, c)
    lay.extend(merge_disjoint([half, half.moved(rotate180())]))
    if look.framed:
        lay.add(f"M{PX0},{CY} L{PX1},{CY}", stroke=look.panel_edge, width=1.6, round=False)
        if look.inner_frame:
            lay.add(rect(PX0 + 3.5, PY0 + 3.5, PX1 - PX0 - 7, PY1 - PY0 - 7, 2), stroke=look.inner_frame, width=1.1)
        lay.add(rect(PX0, PY0, PX1 - PX0, PY1 - PY0, 3), stroke=look.panel_edge, width=1.8)
    else:
        lay.add(rect(PX0 - 4, CY - 3, PX1 - PX0 + 8, 6, 3), fill=look.divider or look.gold, stroke=look.outline, width=1.2)
        lay.add(combine([poly([(x, CY - 2), (x + 2, CY), (x, CY + 2), (x - 2, CY)]) for x in range(int(PX0) + 6, int(PX1) - 2, 12)]),
                fill=look.outline)
    return lay
