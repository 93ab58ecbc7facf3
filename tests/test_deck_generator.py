"""The built-in decks: regenerated output matches the committed files, ids and manifest are right,
and the SVG stays inside what Qt's SVG renderer handles (no fonts, images, entities or links)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from belote_desktop.decks.generator import DECK_IDS, build_deck, generate, manifest_text
from belote_desktop.engine.cards import card_name

ROOT = Path(__file__).resolve().parents[1] / "resources" / "decks"
FACE_IDS = [card_name(c) for c in range(32)]
NAMES = {"french": "French", "german": "German", "traditional": "Traditional French"}
STYLES = {"french": "french", "german": "german", "traditional": "french"}


@pytest.fixture(scope="module")
def built():
    return {deck_id: build_deck(deck_id) for deck_id in DECK_IDS}


@pytest.mark.parametrize("deck_id", DECK_IDS)
def test_regenerating_gives_the_committed_bytes(built, deck_id):
    svg, manifest = built[deck_id]
    assert (ROOT / deck_id / "cards.svg").read_text(encoding="utf-8") == svg, (
        "resources/decks is stale: run python -m belote_desktop.decks.generator")
    assert (ROOT / deck_id / "manifest.json").read_text(encoding="utf-8") == manifest_text(manifest)


def test_generate_writes_identical_files_twice(tmp_path):
    generate(tmp_path / "a", ("german",))
    generate(tmp_path / "b", ("german",))
    for name in ("cards.svg", "manifest.json"):
        assert (tmp_path / "a" / "german" / name).read_bytes() == (tmp_path / "b" / "german" / name).read_bytes()
        assert (tmp_path / "a" / "german" / name).read_bytes() == (ROOT / "german" / name).read_bytes()


@pytest.mark.parametrize("deck_id", DECK_IDS)
def test_manifest(built, deck_id):
    _, manifest = built[deck_id]
    on_disk = json.loads((ROOT / deck_id / "manifest.json").read_text(encoding="utf-8"))
    assert on_disk == manifest
    assert manifest["id"] == deck_id
    assert manifest["name"] == NAMES[deck_id]
    assert manifest["suit_style"] == STYLES[deck_id]
    assert manifest["id_scheme"] == "belote"
    assert manifest["file"] == "cards.svg"
    assert manifest["licence"] == "CC-BY-SA-4.0"
    assert manifest["author"] == "Belote Desktop contributors"
    assert manifest["generator"] == "belote_desktop.decks.generator"
    assert (manifest["card_width"], manifest["card_height"]) == (250, 350)
    backs = manifest["backs"]
    assert len(backs) >= 2 and backs[0] == "back" and all(b.startswith("back") for b in backs)


@pytest.mark.parametrize("deck_id", DECK_IDS)
def test_every_card_is_a_group(built, deck_id):
    svg, manifest = built[deck_id]
    ids = re.findall(r'<g id="([^"]+)">', svg)
    assert sorted(ids) == sorted(FACE_IDS + manifest["backs"])
    assert len(ids) == len(set(ids))
    # no group nested in a card group, so each card is exactly one <g> ... </g>
    assert svg.count("<g ") == svg.count("</g>") == len(ids)


@pytest.mark.parametrize("deck_id", DECK_IDS)
def test_svg_uses_only_plain_features(built, deck_id):
    svg, _ = built[deck_id]
    lowered = svg.lower()
    for banned in ("<!entity", "<!doctype", "<image", "<text", "<filter", "<mask", "<use", "<style",
                   "<foreignobject", "<script", "@import", "url(http", "font-family"):
        assert banned not in lowered, banned
    for ref in re.findall(r'href="([^"]*)"', svg):
        assert ref.startswith("#"), ref
    assert "transform=" not in svg  # everything is baked into absolute coordinates
    assert len(svg.encode("utf-8")) < 700_000


def _group_boxes(svg: str) -> dict[str, tuple[float, float, float, float]]:
    """Each card's bounds, from its first path (the card blank); every other path must lie inside."""
    from svgelements import Path

    boxes = {}
    for card_id, body in re.findall(r'<g id="([^"]+)">(.*?)</g>', svg):
        paths = [Path(d) for d in re.findall(r' d="([^"]+)"', body)]
        x0, y0, x1, y1 = paths[0].bbox()
        boxes[card_id] = (x0, y0, x1, y1)
        for p in paths[1:]:
            a0, b0, a1, b1 = p.bbox()
            assert x0 - 0.05 <= a0 and a1 <= x1 + 0.05 and y0 - 0.05 <= b0 and b1 <= y1 + 0.05, card_id
    return boxes


@pytest.mark.parametrize("deck_id", DECK_IDS)
def test_cards_are_card_sized_and_do_not_overlap(built, deck_id):
    svg, _ = built[deck_id]
    boxes = _group_boxes(svg)
    for x0, y0, x1, y1 in boxes.values():
        assert round(x1 - x0, 1) == 250 and round(y1 - y0, 1) == 350
    items = sorted(boxes.values())
    for i, a in enumerate(items):
        for b in items[i + 1:]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


def _qt_renderer(deck_id, monkeypatch):
    """Qt modules, an application and a QSvgRenderer on the committed deck (skips without Qt)."""
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    QtCore = pytest.importorskip("PySide6.QtCore")
    QtGui = pytest.importorskip("PySide6.QtGui")
    QtSvg = pytest.importorskip("PySide6.QtSvg")
    app = QtGui.QGuiApplication.instance() or QtGui.QGuiApplication([])
    return QtCore, QtGui, app, QtSvg.QSvgRenderer(str(ROOT / deck_id / "cards.svg"))


@pytest.mark.parametrize("deck_id", DECK_IDS)
def test_qt_renders_every_id_with_card_bounds(deck_id, monkeypatch):
    QtCore, QtGui, app, renderer = _qt_renderer(deck_id, monkeypatch)
    assert renderer.isValid()
    manifest = json.loads((ROOT / deck_id / "manifest.json").read_text(encoding="utf-8"))
    for card_id in FACE_IDS + manifest["backs"]:
        assert renderer.elementExists(card_id), card_id
        box = renderer.boundsOnElement(card_id)
        assert abs(box.width() - 250) < 0.6 and abs(box.height() - 350) < 0.6, (card_id, box)
    image = QtGui.QImage(50, 70, QtGui.QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QtGui.QPainter(image)
    renderer.render(painter, "AS", QtCore.QRectF(0, 0, 50, 70))
    painter.end()
    assert QtGui.QColor(image.pixel(25, 35)).alpha() == 255
    del app


@pytest.mark.parametrize("deck_id", DECK_IDS)
def test_nothing_is_drawn_outside_the_cards(deck_id, monkeypatch):
    """Render the whole sheet at 1:1 and look just outside every card's edges: all transparent."""
    QtCore, QtGui, app, renderer = _qt_renderer(deck_id, monkeypatch)
    size = renderer.defaultSize()
    image = QtGui.QImage(size.width(), size.height(), QtGui.QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QtGui.QPainter(image)
    renderer.render(painter, QtCore.QRectF(0, 0, size.width(), size.height()))
    painter.end()
    manifest = json.loads((ROOT / deck_id / "manifest.json").read_text(encoding="utf-8"))
    for card_id in FACE_IDS + manifest["backs"]:
        box = renderer.boundsOnElement(card_id)
        left, top = int(box.left()) - 2, int(box.top()) - 2
        right, bottom = int(box.right()) + 2, int(box.bottom()) + 2
        assert image.pixelColor(int(box.center().x()), int(box.center().y())).alpha() == 255, card_id
        for x in range(left, right + 1, 3):
            assert image.pixelColor(x, top).alpha() == 0 and image.pixelColor(x, bottom).alpha() == 0, card_id
        for y in range(top, bottom + 1, 3):
            assert image.pixelColor(left, y).alpha() == 0 and image.pixelColor(right, y).alpha() == 0, card_id
    del app
