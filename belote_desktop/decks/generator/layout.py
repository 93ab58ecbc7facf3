"""What every face shares: the card blank, the corner indices and the pip layouts."""

from __future__ import annotations

from dataclasses import dataclass

from svgelements import Matrix

from .canvas import CARD_H, CARD_W, CX, CY, Layer, merge_disjoint, rect, stack, rotate180
from .glyphs import text_layer, text_width

RADIUS = 14.0
EDGE = 1.6  # the darker rim left visible around the paper


def blank(paper: str, edge: str) -> Layer:
    """The card rectangle (first child, so the group's bounds are the card) and its paper."""
    lay = Layer()
    lay.add(rect(0, 0, CARD_W, CARD_H, RADIUS), fill=edge)
    lay.add(rect(EDGE, EDGE, CARD_W - 2 * EDGE, CARD_H - 2 * EDGE, RADIUS - EDGE), fill=paper)
    return lay


@dataclass(frozen=True)
class IndexStyle:
    x: float = 24.5          # centre of the index column
    top: float = 13.0
    height: float = 37.0     # cap height of the rank glyphs
    pen: float = 5.6
    sign_size: float = 25.0
    sign_gap: float = 8.0
    serif: bool = False


def corner_index(label: str, colour: str, sign: Layer | None, st: IndexStyle) -> Layer:
    """Top-left index (rank then a small suit sign) plus its 180° copy at bottom-right."""
    wide = len(label) > 1
    squeeze = 0.82 if wide else 1.0
    gap = 2.3 if wide else 2.0
    width = text_width(label, gap) * st.height / 10 * squeeze
    glyphs = text_layer(label, st.height, st.pen * (0.88 if wide else 1.0), colour, squeeze=squeeze, gap=gap,
                        serif=st.serif)
    lay = glyphs.moved(Matrix(f"translate({st.x - width / 2}, {st.top})"))
    if sign is not None:
        cy = st.top + st.height + st.sign_gap + st.sign_size / 2
        lay.extend(sign.fitted(st.x, cy, st.sign_size))
    return merge_disjoint([lay, lay.moved(rotate180())])


# ---------------------------------------------------------------- pips

#: (column, row) with columns -1, 0, 1 and rows 0 (top) .. 1 (bottom)
FRENCH_PIPS: dict[str, list[tuple[float, float]]] = {
    "7": [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    "8": [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)],
    "9": [(-1, 0), (1, 0), (-1, 1 / 3), (1, 1 / 3), (0, 0.5), (-1, 2 / 3), (1, 2 / 3), (-1, 1), (1, 1)],
    "T": [(-1, 0), (1, 0), (0, 1 / 6), (-1, 1 / 3), (1, 1 / 3), (-1, 2 / 3), (1, 2 / 3), (0, 5 / 6), (-1, 1), (1, 1)],
}

def _two_columns(rows: tuple[float, ...]) -> list[tuple[float, float]]:
    """A pip at the left and the right column of each row, row by row."""
    return [(c, r) for r in rows for c in (-1, 1)]


#: German packs: two columns, the odd pip in the middle line.
GERMAN_PIPS: dict[str, list[tuple[float, float]]] = {
    "7": [(-1, 0), (1, 0), (-1, 0.5), (0, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    "8": _two_columns((0, 1 / 3, 2 / 3, 1)),
    "9": _two_columns((0, 1 / 3, 2 / 3, 1)) + [(0, 0.5)],
    "T": _two_columns((0, 0.25, 0.5, 0.75, 1)),
}


@dataclass(frozen=True)
class PipStyle:
    size: float = 48.0
    spread: float = 54.0     # column offset from the centre
    top: float = 74.0
    bottom: float = 276.0
    ten_size: float = 0.0    # a smaller pip for a crowded 10 (0: same as size)


def pips(sign: Layer, rank: str, table: dict[str, list[tuple[float, float]]], st: PipStyle) -> Layer:
    copies = []
    for col, row in table[rank]:
        x = CX + col * st.spread
        y = st.top + row * (st.bottom - st.top)
        size = st.ten_size if rank == "T" and st.ten_size else st.size
        copies.append(sign.fitted(x, y, size, rotate=y > CY + 1))
    return stack(copies)
