"""Shared drawing primitives: shapes built as svgelements paths, transformed with Matrix,
and serialised with fixed float formatting so that the output is byte-for-byte deterministic.

A drawing is a ``Layer``: an ordered list of ``Shape`` (path + paint). Everything is composed in
card-local coordinates (a card is ``CARD_W`` x ``CARD_H``) and only moved to its place in the
sheet when written out, so the emitted SVG carries no ``transform`` attributes at all.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from svgelements import Close, CubicBezier, Line, Matrix, Move, Path, QuadraticBezier

CARD_W = 250
CARD_H = 350
CX = CARD_W / 2
CY = CARD_H / 2
#: Bezier constant for a quarter circle.
KAPPA = 0.5522847498

Point = tuple[float, float]


def num(v: float, digits: int = 1) -> str:
    """Fixed, compact number formatting: ``12.0 -> 12``, ``-0.04 -> 0``."""
    s = f"{v:.{digits}f}"
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    if s in ("-0", ""):
        s = "0"
    return s


def path(d: str) -> Path:
    return Path(d)


def transformed(p: Path, m: Matrix) -> Path:
    q = Path(p) * m
    q.reify()
    return q


def rotate180(about: Point = (CX, CY)) -> Matrix:
    return Matrix(f"rotate(180, {about[0]}, {about[1]})")


def mirror_x(cx: float = CX) -> Matrix:
    return Matrix(f"translate({2 * cx}, 0) scale(-1, 1)")


def fit(box: tuple[float, float, float, float], cx: float, cy: float, size: float) -> Matrix:
    """The Matrix that scales ``box`` (x0, y0, x1, y1) so its larger side is ``size``, centred at cx, cy."""
    x0, y0, x1, y1 = box
    k = size / max(x1 - x0, y1 - y0)
    return Matrix(f"translate({cx}, {cy}) scale({k}) translate({-(x0 + x1) / 2}, {-(y0 + y1) / 2})")


def serialise(p: Path, digits: int = 1) -> str:
    """Relative m/l/q/c/z commands on a grid of 10**-digits; arcs become cubics first.

    Coordinates are rounded to the grid first and the deltas taken between rounded points, so the
    relative form never drifts from the absolute one.
    """
    p = Path(p)
    p.approximate_arcs_with_cubics()
    scale = 10**digits
    out: list[str] = []
    cur = (0, 0)
    start = (0, 0)
    last = ""

    def grid(q: Any) -> tuple[int, int]:  # an svgelements Point
        return (round(q.x * scale + 1e-9), round(q.y * scale + 1e-9))

    def rel(q: Any) -> str:
        gx, gy = grid(q)
        dx, dy = gx - cur[0], gy - cur[1]
        sx, sy = num(dx / scale, digits), num(dy / scale, digits)
        return sx + ("" if sy.startswith("-") else ",") + sy

    def emit(cmd: str, body: str) -> None:
        nonlocal last
        if cmd == last and cmd != "m":
            out.append(body if body.startswith("-") else " " + body)
        else:
            out.append(cmd + body)
        last = cmd

    for seg in p:
        if isinstance(seg, Move):
            emit("m" if out else "M", rel(seg.end) if out else f"{num(grid(seg.end)[0] / scale, digits)},{num(grid(seg.end)[1] / scale, digits)}")
            cur = grid(seg.end)
            start = cur
        elif isinstance(seg, Close):
            emit("z", "")
            cur = start
        elif isinstance(seg, Line):
            emit("l", rel(seg.end))
            cur = grid(seg.end)
        elif isinstance(seg, CubicBezier):
            emit("c", f"{rel(seg.control1)} {rel(seg.control2)} {rel(seg.end)}")
            cur = grid(seg.end)
        elif isinstance(seg, QuadraticBezier):
            emit("q", f"{rel(seg.control)} {rel(seg.end)}")
            cur = grid(seg.end)
        else:  # pragma: no cover - svgelements segment kinds we never create
            raise TypeError(f"unexpected segment {seg!r}")
    return "".join(out)


def stack(layers: list[Layer]) -> Layer:
    out = Layer()
    for lay in layers:
        out.extend(lay)
    return out


def merge_disjoint(layers: list[Layer]) -> Layer:
    """Copies of one drawing that do not overlap (pips, the two halves of a court): shape k of
    every copy becomes one path, so Qt walks a handful of elements instead of hundreds."""
    first = layers[0]
    merged = Layer()
    for k, shape in enumerate(first.shapes):
        parts = [lay.shapes[k] for lay in layers]
        assert all((s.fill, s.stroke, s.width, s.round, s.alpha) == (shape.fill, shape.stroke, shape.width, shape.round,
                   shape.alpha) for s in parts)
        merged.shapes.append(Shape(combine(s.d for s in parts), shape.fill, shape.stroke, shape.width, shape.round,
                                   shape.alpha))
    return merged


# ---------------------------------------------------------------- shape builders


def ellipse(cx: float, cy: float, rx: float, ry: float | None = None) -> Path:
    ry = rx if ry is None else ry
    kx, ky = rx * KAPPA, ry * KAPPA
    return Path(
        f"M{cx},{cy - ry} C{cx + kx},{cy - ry} {cx + rx},{cy - ky} {cx + rx},{cy}"
        f" C{cx + rx},{cy + ky} {cx + kx},{cy + ry} {cx},{cy + ry}"
        f" C{cx - kx},{cy + ry} {cx - rx},{cy + ky} {cx - rx},{cy}"
        f" C{cx - rx},{cy - ky} {cx - kx},{cy - ry} {cx},{cy - ry}Z"
    )


def dot(cx: float, cy: float, r: float) -> Path:
    """A small round dot as a hexagon: at the sizes dots are drawn nobody sees the corners, and it
    costs a fraction of an ellipse's path data."""
    pts = [(round(cx + r * math.cos(math.pi * k / 3), 2), round(cy + r * math.sin(math.pi * k / 3), 2)) for k in range(6)]
    return poly(pts)


def rect(x: float, y: float, w: float, h: float, r: float = 0.0) -> Path:
    if r <= 0:
        return Path(f"M{x},{y} L{x + w},{y} L{x + w},{y + h} L{x},{y + h}Z")
    k = r * (1 - KAPPA)
    return Path(
        f"M{x + r},{y} L{x + w - r},{y} C{x + w - k},{y} {x + w},{y + k} {x + w},{y + r}"
        f" L{x + w},{y + h - r} C{x + w},{y + h - k} {x + w - k},{y + h} {x + w - r},{y + h}"
        f" L{x + r},{y + h} C{x + k},{y + h} {x},{y + h - k} {x},{y + h - r}"
        f" L{x},{y + r} C{x},{y + k} {x + k},{y} {x + r},{y}Z"
    )


def poly(points: Sequence[Point], close: bool = True) -> Path:
    d = "M" + " L".join(f"{x},{y}" for x, y in points)
    return Path(d + ("Z" if close else ""))


def polyline(points: Sequence[Point]) -> Path:
    return poly(points, close=False)


def combine(paths: Iterable[Path]) -> Path:
    """Several subpaths as one path (one element to draw instead of many)."""
    return Path(" ".join(Path(p).d() for p in paths))


# ---------------------------------------------------------------- layers


@dataclass
class Shape:
    d: Path
    fill: str = "none"
    stroke: str = "none"
    width: float = 0.0
    round: bool = True
    alpha: float = 1.0  # fill opacity, for flat shading

    def moved(self, m: Matrix, scale_width: float = 1.0) -> Shape:
        return Shape(transformed(self.d, m), self.fill, self.stroke, self.width * scale_width, self.round, self.alpha)

    def svg(self, offset: Matrix | None = None) -> str:
        d = serialise(transformed(self.d, offset) if offset is not None else self.d)
        attrs = [f'd="{d}"']
        if self.fill != "#000":
            attrs.append(f'fill="{self.fill}"')
        if self.alpha < 1:
            attrs.append(f'fill-opacity="{num(self.alpha, 2)}"')
        if self.stroke != "none" and self.width > 0:
            attrs.append(f'stroke="{self.stroke}" stroke-width="{num(self.width, 2)}"')
            if self.round:
                attrs.append('stroke-linejoin="round" stroke-linecap="round"')
        return "<path " + " ".join(attrs) + "/>"

    def bbox(self) -> tuple[float, float, float, float]:
        x0, y0, x1, y1 = Path(self.d).bbox()
        h = self.width / 2
        return (x0 - h, y0 - h, x1 + h, y1 + h)


@dataclass
class Layer:
    shapes: list[Shape] = field(default_factory=list)

    def add(self, d: Path | str, fill: str = "none", stroke: str = "none", width: float = 0.0,
            round: bool = True, alpha: float = 1.0) -> Layer:
        self.shapes.append(Shape(Path(d) if isinstance(d, str) else d, fill, stroke, width, round, alpha))
        return self

    def extend(self, other: Layer) -> Layer:
        self.shapes.extend(other.shapes)
        return self

    def moved(self, m: Matrix, scale_width: float = 1.0) -> Layer:
        return Layer([s.moved(m, scale_width) for s in self.shapes])

    def bbox(self, paint: bool = False) -> tuple[float, float, float, float]:
        boxes = [s.bbox() if paint else Path(s.d).bbox() for s in self.shapes]
        return (min(b[0] for b in boxes), min(b[1] for b in boxes),
                max(b[2] for b in boxes), max(b[3] for b in boxes))

    def fitted(self, cx: float, cy: float, size: float, rotate: bool = False) -> Layer:
        """Scaled (stroke widths too) so the larger side is ``size``, centred; optionally turned 180°."""
        box = self.bbox()
        m = fit(box, cx, cy, size)
        k = size / max(box[2] - box[0], box[3] - box[1])
        if rotate:
            m = m * rotate180((cx, cy))
        return self.moved(m, k)

    def svg(self, offset: Matrix | None = None) -> str:
        return "".join(s.svg(offset) for s in self.shapes)
