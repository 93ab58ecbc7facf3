"""Suit signs, drawn in a 100 x 100 box (y down), as small multi-paint layers.

French signs are one flat shape each; the German signs (Eichel, Grün, Herz, Schellen) have a few
parts (body, shading, outline) in the traditional German colours.
"""

from __future__ import annotations

from svgelements import Matrix, Path

from .canvas import Layer, combine, ellipse, path, transformed

RED = "#c8102e"
BLACK = "#1b1b1b"

HEART = ("M50,96 C33,80 0,58 0,30 C0,12 12,0 28,0 C39,0 46,6 50,16 "
         "C54,6 61,0 72,0 C88,0 100,12 100,30 C100,58 67,80 50,96Z")
DIAMOND = "M50,0 C42,18 31,34 14,50 C31,66 42,82 50,100 C58,82 69,66 86,50 C69,34 58,18 50,0Z"
SPADE = ("M50,0 C60,18 100,36 100,62 C100,77 89,86 76,86 C66,86 59,82 55,75 "
         "C56,86 61,94 70,100 L30,100 C39,94 44,86 45,75 C41,82 34,86 24,86 "
         "C11,86 0,77 0,62 C0,36 40,18 50,0Z")

#: the spade without its stem, for inner contour lines
SPADE_BODY = ("M50,0 C60,18 100,36 100,62 C100,77 89,86 76,86 C66,86 59,82 55,75 L45,75 "
              "C41,82 34,86 24,86 C11,86 0,77 0,62 C0,36 40,18 50,0Z")


def _club_path() -> str:
    lobes = [ellipse(50, 26, 24), ellipse(24, 60, 24), ellipse(76, 60, 24), ellipse(50, 54, 14)]
    stem = path("M54,62 C54,82 61,93 70,100 L30,100 C39,93 46,82 46,62Z")  # wound like the lobes
    return str(combine(lobes + [stem]).d())  # svgelements is untyped: d() gives the path data as text


CLUB = _club_path()

FRENCH_SHAPES = {0: SPADE, 1: HEART, 2: DIAMOND, 3: CLUB}
FRENCH_COLOURS = {0: BLACK, 1: RED, 2: RED, 3: BLACK}


def french(suit: int, colour: str | None = None) -> Layer:
    return Layer().add(FRENCH_SHAPES[suit], fill=colour or FRENCH_COLOURS[suit])


# ---------------------------------------------------------------- German signs

G_OUT = "#3a2414"
G_RED = "#d2202c"
G_RED_DARK = "#8e1118"
G_GREEN = "#3f9a2e"
G_GREEN_DARK = "#1f5e1a"
G_YELLOW = "#f2b824"
G_BROWN = "#7a4a1e"
G_OCHRE = "#d49a3a"
G_LIGHT = "#fff3c8"


def _outlined(lay: Layer, d: str | Path, fill: str, dark: str, pivot: tuple[float, float], k: float = 0.93,
              ky: float | None = None) -> None:
    """A dark silhouette with the fill drawn over it slightly shrunk: an outline made of two fills,
    which Qt draws much faster than a stroke (these signs are repeated up to ten times a card)."""
    p = path(d) if isinstance(d, str) else d
    lay.add(p, fill=dark)
    ky = k if ky is None else ky
    lay.add(transformed(p, Matrix(f"translate({pivot[0]}, {pivot[1]}) scale({k}, {ky}) "
                                  f"translate({-pivot[0]}, {-pivot[1]})")), fill=fill)


def _leaf() -> Layer:
    """Grün: an upright leaf with a stalk and veins."""
    body = ("M50,0 C56,10 72,16 86,30 C100,46 98,66 84,76 C74,83 62,82 54,78 "
            "L50,90 L46,78 C38,82 26,83 16,76 C2,66 0,46 14,30 C28,16 44,10 50,0Z")
    lay = Layer()
    _outlined(lay, body, G_GREEN, G_GREEN_DARK, (50, 45), 0.93, 0.92)
    veins = ["M50,8 L50,98"]
    for i, y in enumerate((26, 40, 54, 67)):
        spread = 20 + 4 * i if i < 2 else 30 - 3 * i
        veins.append(f"M50,{y + 8} Q{50 - spread * 0.5},{y + 2} {50 - spread},{y - 6}")
        veins.append(f"M50,{y + 8} Q{50 + spread * 0.5},{y + 2} {50 + spread},{y - 6}")
    lay.add(" ".join(veins), stroke=G_GREEN_DARK, width=3.2, round=False)
    lay.add("M30,40 C32,30 40,22 46,18", stroke="#9bd37a", width=3)
    return lay


def _heart() -> Layer:
    lay = Layer()
    _outlined(lay, HEART, G_RED, G_RED_DARK, (50, 42), 0.94, 0.92)
    lay.add("M20,18 C26,10 36,12 38,20 C30,18 26,22 24,30 C20,28 18,22 20,18Z", fill="#f47a7e")
    return lay


def _bell() -> Layer:
    """Schellen: a round sleigh bell, yellow with a red band, a slit and a loop."""
    lay = Layer()
    lay.add(ellipse(50, 10, 8, 8), fill="none", stroke=G_OUT, width=4, round=False)
    lay.add(ellipse(50, 57, 42.5), fill=G_OUT)
    lay.add(ellipse(50, 57, 39.5), fill=G_YELLOW)
    band = "M10,50 C30,40 70,40 90,50 L91,62 C70,52 30,52 9,62Z"
    lay.add(band, fill=G_RED, stroke=G_OUT, width=2, round=False)
    lay.add("M22,34 C26,26 34,22 42,21", stroke=G_LIGHT, width=4)
    lay.add("M44,78 C44,70 56,70 56,78 C56,81 54,82 52,83 L52,97 L48,97 L48,83 C46,82 44,81 44,78Z", fill=G_OUT)
    return lay


def _acorn() -> Layer:
    """Eichel: the nut up, a scaled cup below it and a short stalk."""
    lay = Layer()
    lay.add("M48,96 C46,90 48,84 50,80 L54,80 C52,86 52,92 55,97Z", fill=G_BROWN, stroke=G_OUT, width=2, round=False)
    nut = "M50,0 C72,4 82,24 80,52 L20,52 C18,24 28,4 50,0Z"
    _outlined(lay, nut, G_OCHRE, G_OUT, (50, 30), 0.93, 0.94)
    lay.add("M34,40 C32,24 38,12 48,8", stroke=G_LIGHT, width=4)
    cup = "M14,52 C14,44 86,44 86,52 C86,70 70,84 50,84 C30,84 14,70 14,52Z"
    _outlined(lay, cup, G_BROWN, G_OUT, (50, 65), 0.95, 0.9)
    scales = []
    for y, n, x0, x1 in ((56, 6, 22, 78), (67, 5, 28, 72), (77, 3, 38, 62)):
        for i in range(n):
            x = x0 + (x1 - x0) * i / max(1, n - 1)
            scales.append(f"M{x - 4},{y} Q{x},{y + 5} {x + 4},{y}")
    lay.add(" ".join(scales), stroke=G_OCHRE, width=2.2, round=False)
    return lay


GERMAN_BUILDERS = {0: _leaf, 1: _heart, 2: _bell, 3: _acorn}
GERMAN_NAMES = {0: "Grün", 1: "Herz", 2: "Schellen", 3: "Eichel"}
GERMAN_COLOURS = {0: G_GREEN_DARK, 1: G_RED, 2: "#dc7c00", 3: "#6b3d1a"}


def german(suit: int) -> Layer:
    return GERMAN_BUILDERS[suit]()


def sign(style: str, suit: int) -> Layer:
    return german(suit) if style == "german" else french(suit)


def index_colour(style: str, suit: int) -> str:
    return GERMAN_COLOURS[suit] if style == "german" else FRENCH_COLOURS[suit]
