"""Court heads: face, hair, beard, and the crown, tiara, hat or cap on top."""

from __future__ import annotations

from svgelements import Matrix, Path

from .canvas import Layer, combine, dot, ellipse, poly, rect, transformed
from .figures import Court, Look


def head(c: Court, look: Look, fx: float) -> Layer:
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
    if c.curls:
        spots = ([(26, 36), (29, 30), (24, 41)] if c.role == "queen" else [(19, 8), (20.5, 14), (19, 20)])
        lay.add(combine([ellipse(fx + s * dx, hy + dy, 3.6) for s in (-1, 1) for dx, dy in spots]),
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
        chin = {
            "full": f"C{fx - 16},{hy + 18} {fx - 8},{hy + 32} {fx},{hy + 34} C{fx + 8},{hy + 32} {fx + 16},{hy + 18} {fx + 15.5},{hy} ",
            "pointed": f"C{fx - 16},{hy + 16} {fx - 7},{hy + 30} {fx},{hy + 41} C{fx + 7},{hy + 30} {fx + 16},{hy + 16} {fx + 15.5},{hy} ",
            "forked": (f"C{fx - 16},{hy + 18} {fx - 10},{hy + 32} {fx - 6},{hy + 38} L{fx},{hy + 32} L{fx + 6},{hy + 38} "
                       f"C{fx + 10},{hy + 32} {fx + 16},{hy + 18} {fx + 15.5},{hy} "),
        }[c.beard_style]
        beard = (f"M{fx - 15.5},{hy} " + chin +
                 f"C{fx + 12},{hy + 9} {fx + 9},{hy + 12} {fx + 5},{hy + 12} C{fx + 3},{hy + 9} {fx - 3},{hy + 9} "
                 f"{fx - 5},{hy + 12} C{fx - 9},{hy + 12} {fx - 12},{hy + 9} {fx - 15.5},{hy}Z")
        lay.add(beard, fill=c.hair, stroke=o, width=w)
        lay.add(f"M{fx - 5},{hy + 21} Q{fx},{hy + 26} {fx + 5},{hy + 21} M{fx - 2},{hy + 27} L{fx - 3},{hy + 31} "
                f"M{fx + 2},{hy + 27} L{fx + 3},{hy + 31} M{fx - 10},{hy + 14} Q{fx - 9},{hy + 22} {fx - 6},{hy + 26} "
                f"M{fx + 10},{hy + 14} Q{fx + 9},{hy + 22} {fx + 6},{hy + 26}", stroke=o, width=0.9)
    if c.beard_style == "goatee" and not c.beard:
        lay.add(f"M{fx - 3.5 + g / 2},{hy + 15} Q{fx + g / 2},{hy + 14} {fx + 3.5 + g / 2},{hy + 15} "
                f"L{fx + 1.2 + g / 2},{hy + 22} L{fx - 1.2 + g / 2},{hy + 22}Z", fill=c.hair, stroke=o, width=0.8)
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
