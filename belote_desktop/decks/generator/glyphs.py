"""A tiny stroked vector alphabet for corner indices and name banners (no fonts needed).

Each glyph is centre-line strokes on a grid with cap height 10 (y grows downwards) and an advance
width; ``text_layer`` turns a string into stroked paths of a chosen height and pen width.
"""

from __future__ import annotations

from svgelements import Matrix, Path

from .canvas import Layer, transformed

_O = "M{m},0 C{r1},0 {w},1.7 {w},5 C{w},8.3 {r1},10 {m},10 C{l1},10 0,8.3 0,5 C0,1.7 {l1},0 {m},0Z"


def _oval(w: float) -> str:
    return _O.format(m=w / 2, w=w, r1=w - w * 0.2, l1=w * 0.2)


_C = "M6,1.7 C5.3,0.5 4.3,0 3.3,0 C1,0 0,2.3 0,5 C0,7.7 1,10 3.3,10 C4.3,10 5.3,9.5 6,8.3"

#: glyph -> (advance width, stroke path)
GLYPHS: dict[str, tuple[float, str]] = {
    "0": (5.0, _oval(5.0)),
    "1": (3.0, "M0,2.4 L3,0 L3,10"),
    "7": (5.8, "M0,0 L5.8,0 C3.8,3 2.6,6 2.2,10"),
    "8": (6.0, "M3,4.7 C0.6,4.7 0.5,0 3,0 C5.5,0 5.4,4.7 3,4.7 C-0.2,4.7 -0.2,10 3,10 C6.2,10 6.2,4.7 3,4.7Z"),
    "9": (6.0, "M5.9,4.3 C5.2,6.6 0.4,6.9 0.1,3.4 C-0.1,1.2 1.4,0 3,0 C5.2,0 6,1.9 6,4.6 C6,8 4.6,10 2.5,10 C1.4,10 0.7,9.5 0.2,8.7"),
    "A": (6.6, "M0,10 L3.3,0 L6.6,10 M1.3,6.6 L5.3,6.6"),
    "C": (6.0, _C),
    "D": (6.2, "M0,0 L0,10 L2.6,10 C7.6,10 7.6,0 2.6,0Z"),
    "E": (5.2, "M5.2,0 L0,0 L0,10 L5.2,10 M0,5 L4.2,5"),
    "É": (5.2, "M5.2,0 L0,0 L0,10 L5.2,10 M0,5 L4.2,5 M2,-1.6 L3.8,-3.2"),
    "G": (6.2, _C + " L6,5.6 L3.6,5.6"),
    "H": (6.0, "M0,0 L0,10 M6,0 L6,10 M0,5 L6,5"),
    "I": (0.0, "M0,0 L0,10"),
    "J": (4.8, "M1.2,0 L4.8,0 L4.8,7 C4.8,9.2 3.8,10 2.4,10 C1.1,10 0.3,9.3 0,7.8"),
    "K": (6.0, "M0,0 L0,10 M5.8,0 L0,6.2 M2.1,4 L6,10"),
    "L": (5.0, "M0,0 L0,10 L5,10"),
    "N": (6.0, "M0,10 L0,0 L6,10 L6,0"),
    "O": (7.0, _oval(7.0)),
    "P": (5.6, "M0,10 L0,0 L3,0 C6.4,0 6.4,5.4 3,5.4 L0,5.4"),
    "Q": (7.0, _oval(7.0) + " M4.4,7.4 L7.2,10.4"),
    "R": (5.8, "M0,10 L0,0 L3,0 C6.4,0 6.4,5.3 3,5.3 L0,5.3 M2.8,5.3 L5.8,10"),
    "S": (5.6, "M5.5,1.5 C4.7,0.4 3.9,0 2.9,0 C1.2,0 0.3,1.1 0.3,2.6 C0.3,5.8 5.7,4.2 5.7,7.4 C5.7,9 4.5,10 2.8,10 C1.6,10 0.7,9.5 0,8.4"),
    "T": (6.0, "M0,0 L6,0 M3,0 L3,10"),
    "U": (6.0, "M0,0 L0,6.5 C0,9 1.2,10 3,10 C4.8,10 6,9 6,6.5 L6,0"),
    "V": (6.4, "M0,0 L3.2,10 L6.4,0"),
    "X": (6.0, "M0,0 L6,10 M6,0 L0,10"),
    "Z": (5.6, "M0,0 L5.6,0 L0,10 L5.6,10"),
    "Ü": (6.0, "M0,0 L0,6.5 C0,9 1.2,10 3,10 C4.8,10 6,9 6,6.5 L6,0 M1.6,-2.6 L1.6,-2.2 M4.4,-2.6 L4.4,-2.2"),
}
#: extra strokes that give the index glyphs small serifs (Traditional French deck)
SERIFS: dict[str, str] = {
    "R": "M-1.6,0 L0,0 M-1.6,10 L1.6,10 M4.4,10 L7,10",
    "D": "M-1.6,0 L0,0 M-1.6,10 L0,10",
    "V": "M-1.5,0 L1.5,0 M4.9,0 L7.9,0",
    "A": "M-1.5,10 L1.5,10 M5.1,10 L8.1,10",
    "1": "M1.2,10 L4.8,10",
    "7": "M0,0 L0,1.6",
}
SPACE = 3.2
GAP = 2.0


def text_layer(text: str, height: float, pen: float, colour: str, squeeze: float = 1.0,
               gap: float = GAP, serif: bool = False) -> Layer:
    """``text`` as stroked paths of cap height ``height``, left edge at x=0 and top at y=0."""
    k = height / 10.0
    layer = Layer()
    x = 0.0
    parts: list[Path] = []
    for ch in text:
        if ch == " ":
            x += SPACE
            continue
        w, d = GLYPHS[ch]
        if serif and ch in SERIFS:
            d = d + " " + SERIFS[ch]
        parts.append(transformed(Path(d), Matrix(f"scale({k * squeeze}, {k}) translate({x}, 0)")))
        x += w + gap
    d = " ".join(p.d() for p in parts)
    layer.add(d, stroke=colour, width=pen)
    return layer


def text_width(text: str, gap: float = GAP) -> float:
    """Advance of ``text`` in glyph units (cap height 10)."""
    total = sum(SPACE if ch == " " else GLYPHS[ch][0] + gap for ch in text)
    return total - gap
