"""The built-in card decks, drawn by our own code.

``python -m belote_desktop.decks.generator [OUT_DIR]`` rewrites ``resources/decks/<id>/cards.svg``
and ``manifest.json`` for the French, German and Traditional French decks. Everything here is
deterministic: the same code gives the same bytes (tests/test_deck_generator.py checks the
committed files against a fresh build, so regenerate after any change here).

Modules: ``canvas`` (svgelements paths, Matrix transforms, compact relative path data),
``glyphs`` (a stroked alphabet for indices and banners), ``suits`` (French and German signs),
``layout`` (card blank, corner indices, pip layouts), ``figures``/``heads``/``arms``/``courts``
(the double-headed court figures), ``ornaments`` (wreaths, ribbons, engraved contours),
``backs``, ``faces`` (the deck description and face builder), one module per deck,
``accessible`` (the French deck in four colours or with large indices, drawn on demand into the
player's cache: docs/DECKS.md), and ``preview`` (contact sheets and render timing for developers).

All art is original: shapes are composed here from ellipses, Béziers and polygons; nothing is
copied or traced from other card decks.
"""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path
from typing import Any, Callable

from svgelements import Matrix

from .canvas import CARD_H, CARD_W, Layer
from .faces import RANKS, SUITS, DeckSpec

GAP = 10
COLUMNS = 8
DECK_IDS = ("french", "german", "traditional")


def deck_spec(deck_id: str) -> DeckSpec:
    if deck_id == "french":
        from .french import DECK
    elif deck_id == "german":
        from .german import DECK
    elif deck_id == "traditional":
        from .traditional import DECK
    else:
        raise ValueError(f"unknown deck {deck_id!r} (expected one of {', '.join(DECK_IDS)})")
    return DECK


def _cell(i: int) -> tuple[float, float]:
    return GAP + (i % COLUMNS) * (CARD_W + GAP), GAP + (i // COLUMNS) * (CARD_H + GAP)


def build_deck(deck_id: str) -> tuple[str, dict[str, Any]]:
    """The deck's ``cards.svg`` text and its manifest."""
    return build_deck_from_spec(deck_spec(deck_id))


def build_deck_from_spec(spec: DeckSpec) -> tuple[str, dict[str, Any]]:
    """``cards.svg`` and the manifest of the deck ``spec`` describes (the accessible decks' too)."""
    items: list[tuple[str, Callable[[], Layer]]] = []
    for s, suit in enumerate(SUITS):
        for rank in RANKS:
            items.append((rank + suit, partial(spec.face, rank, s)))
    for back_id, make in spec.backs:
        items.append((back_id, make))
    rows = (len(items) + COLUMNS - 1) // COLUMNS
    width = COLUMNS * (CARD_W + GAP) + GAP
    height = rows * (CARD_H + GAP) + GAP
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>\n',
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}">\n',
        f"<title>{spec.name} cards - Belote Desktop contributors - CC-BY-SA-4.0</title>\n",
    ]
    for i, (card_id, draw) in enumerate(items):
        x, y = _cell(i)
        layer = draw()
        out.append(f'<g id="{card_id}">{layer.svg(Matrix(f"translate({x}, {y})"))}</g>\n')
    out.append("</svg>\n")
    manifest = {
        "id": spec.id,
        "name": spec.name,
        "author": "Belote Desktop contributors",
        "licence": "CC-BY-SA-4.0",
        "suit_style": spec.suit_style,
        "id_scheme": "belote",
        "file": "cards.svg",
        "backs": [b for b, _ in spec.backs],
        "card_width": CARD_W,
        "card_height": CARD_H,
        "generator": "belote_desktop.decks.generator",
    }
    return "".join(out), manifest


def manifest_text(manifest: dict[str, Any]) -> str:
    return json.dumps(manifest, indent=2, ensure_ascii=False) + "\n"


def default_root() -> Path:
    return Path(__file__).resolve().parents[3] / "resources" / "decks"


def generate(out_dir: Path | None = None, deck_ids: tuple[str, ...] = DECK_IDS) -> list[Path]:
    """Write ``<out_dir>/<id>/cards.svg`` and ``manifest.json`` for each deck; returns the folders."""
    root = Path(out_dir) if out_dir is not None else default_root()
    written = []
    for deck_id in deck_ids:
        svg, manifest = build_deck(deck_id)
        folder = root / deck_id
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "cards.svg").write_text(svg, encoding="utf-8", newline="\n")
        (folder / "manifest.json").write_text(manifest_text(manifest), encoding="utf-8", newline="\n")
        written.append(folder)
    return written
