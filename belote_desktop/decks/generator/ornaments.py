"""Decorations for aces and banners: laurel wreaths, ribbons, cartouches."""

from __future__ import annotations

import math

from svgelements import Matrix, Path

from .canvas import Layer, Shape, combine, ellipse, fit, transformed
from .glyphs import text_layer, text_width


def wreath(cx: float, cy: float, rx: float, ry: float, n: int, leaf: str, outline: str,
           berry: str = "", size: float = 7.0, span: float = 1.0) -> Layer:
    """Laurel around an oval; ``span`` < 1 keeps only the part around the bottom (two branches)."""
    lay = Layer()
    leaves, berries = [], []
    for i in range(n):
        t = 2 * math.pi * (i + 0.5) / n
        if span < 1 and abs(t - math.pi) > math.pi * span:
            continue
        x, y = cx + rx * math.sin(t), cy - ry * math.cos(t)
        # tangent direction, leaves leaning along the branch
        ang = math.degrees(math.atan2(ry * math.sin(t), rx * math.cos(t)))
        for side in (-1, 1):
            leaf_path = ellipse(0, 0, size * 0.42, size)
            m = Matrix(f"translate({x}, {y}) rotate({ang + side * 35 + 90}) translate(0, {-size})")
            leaves.append(transformed(leaf_path, m))
        if berry and i % 3 == 1:
            berries.append(ellipse(x + 0.9 * size * math.cos(t), y + 0.9 * size * math.sin(t), size * 0.3))
    stem = []
    for i in range(121):
        t = math.pi * (1 - span) + 2 * math.pi * span * i / 120
        stem.append((cx + rx * math.sin(t), cy - ry * math.cos(t)))
    lay.add("M" + " L".join(f"{x:.2f},{y:.2f}" for x, y in stem) + ("Z" if span >= 1 else ""), stroke=outline, width=1.4)
    lay.add(combine(leaves), fill=leaf, stroke=outline, width=0.8)
    if berries:
        lay.add(combine(berries), fill=berry, stroke=outline, width=0.6)
    return lay


def ribbon(cx: float, cy: float, width: float, height: float, fill: str, outline: str, fold: str,
           text: str = "", ink: str = "", line: float = 1.2) -> Layer:
    """A horizontal banner with folded swallow-tail ends, optionally lettered."""
    lay = Layer()
    h2 = height / 2
    x0, x1 = cx - width / 2, cx + width / 2
    tail = height * 0.9
    for s in (-1, 1):
        xe = x0 if s < 0 else x1
        d = (f"M{xe},{cy - h2 + 5} L{xe + s * tail},{cy - h2 + 5} L{xe + s * tail * 0.6},{cy + 5} "
             f"L{xe + s * tail},{cy + h2 + 5} L{xe},{cy + h2 + 5}Z")
        lay.add(d, fill=fold, stroke=outline, width=line)
    d = (f"M{x0},{cy - h2} Q{cx},{cy - h2 - 4} {x1},{cy - h2} L{x1},{cy + h2} Q{cx},{cy + h2 - 4} {x0},{cy + h2}Z")
    lay.add(d, fill=fill, stroke=outline, width=line)
    if text:
        th = height * 0.5
        w = text_width(text) * th / 10
        letters = text_layer(text, th, max(1.2, th * 0.16), ink or outline)
        lay.extend(letters.moved(Matrix(f"translate({cx - w / 2}, {cy - th / 2 - 1})")))
    return lay


def engraved(suit: int, cx: float, cy: float, size: float, line: str = "#ffffff", ratio: float = 0.8) -> Layer:
    """An inner contour following a large French sign, as on engraved aces (none for clubs)."""
    from . import suits

    if suit == 3:
        return Layer()
    outline, pivot = ((suits.SPADE_BODY, (50, 45)) if suit == 0 else
                      (suits.FRENCH_SHAPES[suit], (50, 44 if suit == 1 else 50)))
    unit = transformed(Path(outline), Matrix(f"translate({pivot[0]}, {pivot[1]}) scale({ratio}) "
                                                f"translate({-pivot[0]}, {-pivot[1]})"))
    box = suits.french(suit).bbox()
    return Layer([Shape(transformed(unit, fit(box, cx, cy, size)), "none", line, max(1.4, size * 0.014))])
