"""Double-headed court figures.

One half figure (head, face, hair, headwear, shoulders, patterned robe, arms and an attribute) is
composed from parameters in card coordinates above the centre line; the lower half is the same
drawing turned 180° with an svgelements Matrix. The three decks only differ in the ``Look``
(colours, outline weight, panel) and the per-court ``Court`` parameters.
"""

from __future__ import annotations

from collections.abc import Callable

from svgelements import Matrix, Path

from .arms import arms
from .canvas import CY, Layer, combine, dot, ellipse, merge_disjoint, mirror_x, poly, rect, rotate180, transformed
from .figures import Court, Look
from .heads import head

__all__ = ["Court", "Look", "PX0", "PX1", "PY0", "PY1", "court_panel", "half_figure"]

#: The court panel (inside the corner indices).
PX0, PX1, PY0, PY1 = 44.0, 206.0, 14.0, 336.0


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


def _ermine(x: float, y: float) -> Path:
    return poly([(x, y - 3), (x + 1.6, y + 2), (x, y + 1), (x - 1.6, y + 2)])


def _pattern(c: Court, look: Look, fx: float) -> Layer:
    lay = Layer()
    shapes = []
    if c.pattern == "stripes":
        d = []
        for i in (-3, -2, -1, 1, 2, 3):
            x = fx + i * 14
            d.append(f"M{x},{106 + abs(i) * 2} L{x + i * 2.6},172")
        lay.add(" ".join(d), stroke=c.trim, width=3.0, round=False)
        return lay
    step = 11.0
    row = 0
    y = 112.0
    lattice = []
    while y < 170:
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
                elif c.pattern == "quatrefoil":
                    shapes += [dot(x, y - 2.3, 1.5), dot(x + 2.3, y, 1.5), dot(x, y + 2.3, 1.5), dot(x - 2.3, y, 1.5)]
                elif c.pattern == "lattice":
                    h = step * 0.85
                    lattice.append(poly([(x, y - h), (x + step / 2, y), (x, y + h), (x - step / 2, y)]))
                    shapes.append(dot(x, y, 1.5))
            x += step
        y += step * 0.85
        row += 1
    if lattice:
        lay.add(combine(lattice), stroke=c.trim, width=1.1, round=False)
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


# ---------------------------------------------------------------- assembly


def half_figure(c: Court, look: Look, sign: Layer) -> Layer:
    fx = look.figure_x
    lay = Layer()
    lay.extend(_robe(c, look, fx))
    lay.extend(_collar(c, look, fx))
    lay.extend(head(c, look, fx).moved(Matrix(f"translate({fx}, 100) scale(1.14) translate({-fx}, -100)")))
    lay.extend(arms(c, look, fx, sign if c.attribute.startswith("sign") else None))
    if c.mirror:
        lay = lay.moved(mirror_x())
    return lay


def court_panel(c: Court, look: Look, sign: Layer, decorate: Callable[[Layer, Court], None] | None = None) -> Layer:
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
