"""Card backs: guilloche waves and a diamond lattice, each around a central rosette.

Every pattern is built symmetric under a 180° turn about the card centre (waves with a whole
number of periods across the card, lattices with lines placed symmetrically about the centre).
"""

from __future__ import annotations

import math

from svgelements import Matrix

from .canvas import CARD_H, CARD_W, CX, CY, Layer, combine, dot, ellipse, poly, polyline, rect, transformed
from .layout import blank

MARGIN = 12.0


def _field(lay: Layer, colour: str) -> tuple[float, float, float, float]:
    x0, y0, x1, y1 = MARGIN, MARGIN, CARD_W - MARGIN, CARD_H - MARGIN
    lay.add(rect(x0, y0, x1 - x0, y1 - y0, 8), fill=colour)
    return x0, y0, x1, y1


def _frame(lay: Layer, line: str, inset: float = 6.0) -> None:
    x0, y0 = MARGIN + inset, MARGIN + inset
    lay.add(rect(x0, y0, CARD_W - 2 * x0, CARD_H - 2 * y0, 5), stroke=line, width=2.0)


def _rosette(lay: Layer, colour: str, ground: str, rx: float, ry: float, lobes: int = 12) -> None:
    """An oval medallion holding a spirograph flower: ``lobes`` (even, for the 180° symmetry)
    ellipses turned about the centre, a ring of beads and a bead in the middle."""
    lay.add(ellipse(CX, CY, rx + 6, ry + 6), fill=colour)
    lay.add(ellipse(CX, CY, rx, ry), fill=ground)
    lay.add(ellipse(CX, CY, rx - 4, ry - 4), stroke=colour, width=1.2, round=False)
    r = min(rx, ry) - 10
    for k in range(lobes):
        a = 180.0 * k / lobes
        petal = transformed(ellipse(0, 0, r, r * 0.3), Matrix(f"translate({CX}, {CY}) rotate({a})"))
        lay.add(petal, stroke=colour, width=1.1, round=False)
    for k in range(lobes):
        a = 360.0 * (k + 0.5) / lobes
        leaf = transformed(ellipse(r * 0.62, 0, r * 0.3, r * 0.12), Matrix(f"translate({CX}, {CY}) rotate({a})"))
        lay.add(leaf, fill=colour)
    beads = [dot(CX + (rx - 9) * math.cos(t), CY + (ry - 9) * math.sin(t), 1.8)
             for t in (2 * math.pi * (i + 0.5) / 28 for i in range(28))]
    lay.add(combine(beads), fill=colour)
    lay.add(ellipse(CX, CY, r * 0.16), fill=colour)
    lay.add(ellipse(CX, CY, r * 0.07), fill=ground)


def waves_back(colour: str, paper: str, edge: str, line: str = "#ffffff") -> Layer:
    """Interfering sine waves over the whole field (a classic guilloche), a frame and a rosette."""
    lay = blank(paper, edge)
    x0, y0, x1, y1 = _field(lay, colour)
    left, right = x0 + 4, x1 - 4
    k = 2 * math.pi * 5 / CARD_W  # whole periods across the card width => 180° symmetry
    amp = 5.0
    rows = []
    y = CY - 15 * 10.0
    while y <= CY + 15 * 10.0 + 0.01:
        for phase in (0.8, -0.8):
            pts = []
            n = 40
            for i in range(n + 1):
                x = left + (right - left) * i / n
                pts.append((round(x, 2), round(y + amp * math.sin(k * x + phase), 2)))
            rows.append(polyline(pts))
        y += 10.0
    for row in rows:  # separate paths: Qt strokes one self-crossing path far more slowly
        lay.add(row, stroke=line, width=1.0, round=False)
    _frame(lay, line)
    _rosette(lay, colour, paper, 56, 72)
    return lay


def lattice_back(colour: str, paper: str, edge: str, line: str = "#ffffff", dots: str = "") -> Layer:
    """A diamond lattice (lines x±y=c placed symmetrically about the centre) with studs."""
    lay = blank(paper, edge)
    x0, y0, x1, y1 = _field(lay, colour)
    s = 16.0
    lines = []
    for sign in (1, -1):
        c0 = CY - sign * CX  # the family y = sign*x + c passes through the centre when c = c0
        for j in range(-30, 31):
            c = c0 + j * s
            pts = []
            for x in (x0, x1):
                y = sign * x + c
                pts.append((x, y))
            for yy in (y0, y1):
                xx = (yy - c) / sign
                pts.append((xx, yy))
            inside = sorted({(round(px, 3), round(py, 3)) for px, py in pts
                             if x0 - 1e-6 <= px <= x1 + 1e-6 and y0 - 1e-6 <= py <= y1 + 1e-6})
            if len(inside) >= 2 and inside[0] != inside[-1]:
                lines.append(polyline([inside[0], inside[-1]]))
    for seg in lines:
        lay.add(seg, stroke=line, width=1.2, round=False)
    studs = []
    for i in range(-12, 13):
        for j in range(-12, 13):
            px, py = CX + (i + j) * s / 2, CY + (j - i) * s / 2
            if x0 + 6 < px < x1 - 6 and y0 + 6 < py < y1 - 6 and (i + j) % 2 == 0:
                studs.append(poly([(px, py - 3), (px + 3, py), (px, py + 3), (px - 3, py)]))
    lay.add(combine(studs), fill=dots or line)
    _frame(lay, line)
    _rosette(lay, colour, paper, 54, 68, lobes=10)
    return lay
