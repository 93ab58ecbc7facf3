"""Court arms: shaped sleeves with cuffs, hands, and what the hands hold (sword, sceptre,
halberd, axe, flower, orb, shield, fan, or the German figures' own suit sign)."""

from __future__ import annotations

import math

from svgelements import Matrix, Path

from .canvas import Layer, combine, ellipse, poly, rect, transformed
from .figures import Court, Look, tube


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
        tube(lay, f"M{hx},{hy + 16} L{hx},46", look.gold, 3.6, look)
        lay.add(ellipse(hx, 40, 6.5), fill=look.gold, stroke=o, width=w)
        lay.add(f"M{hx},33 L{hx},22 M{hx - 4.5},27 L{hx + 4.5},27", stroke=o, width=4.4)
        lay.add(f"M{hx},33 L{hx},22 M{hx - 4.5},27 L{hx + 4.5},27", stroke=look.gold, width=2.2)
        lay.add(f"M{hx - 6},40 L{hx + 6},40", stroke=o, width=1.0)
    elif a == "halberd":
        tube(lay, f"M{hx},174 L{hx},30", look.wood, 3.6, look)
        lay.add(poly([(hx - 2.6, 34), (hx, 18), (hx + 2.6, 34)]), fill=look.silver, stroke=o, width=w)
        lay.add(f"M{hx + 2},36 C{hx + 12},32 {hx + 17},38 {hx + 18},46 C{hx + 17},54 {hx + 12},58 {hx + 2},56Z",
                fill=look.silver, stroke=o, width=w)
        lay.add(poly([(hx - 2, 42), (hx - 12, 46), (hx - 2, 50)]), fill=look.silver, stroke=o, width=w)
        lay.add(rect(hx - 3.6, 56, 7.2, 5), fill=look.gold, stroke=o, width=w)
    elif a == "axe":
        tube(lay, f"M{hx},{hy + 16} L{hx},30", look.wood, 3.6, look)
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


def arms(c: Court, look: Look, fx: float, sign: Layer | None) -> Layer:
    lay = Layer()
    o, w = look.outline, look.line
    a = c.attribute
    # right arm (viewer's right): holds the attribute
    if a == "sign_high":
        assert sign is not None  # courts.py passes the suit sign to every "sign_*" attribute
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
