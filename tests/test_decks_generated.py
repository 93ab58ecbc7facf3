"""The easier-to-read French decks (decks/generator/accessible.py) drawn on demand: four colours,
large indices, both; kept in a folder, drawn again only when the generator changed; used by the
window when the settings ask for them; and the high-contrast table."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Iterator

import pytest
from PySide6.QtCore import QRectF, QSettings
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from pytestqt.qtbot import QtBot

from belote_desktop.decks.generator import build_deck
from belote_desktop.decks.generator.accessible import CODE_KEY, FOUR_COLOURS, EasyLook, ensure_deck, ready_deck
from belote_desktop.decks.loader import load_deck
from belote_desktop.decks.model import DeckSource
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.felt import HIGH_CONTRAST_CLOTH, HIGH_CONTRAST_LINE
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.settings import GameSettings, load_settings, save_settings

LOOKS = (EasyLook(four_colours=True), EasyLook(large_index=True), EasyLook(True, True))


@pytest.fixture(scope="module")
def drawn(tmp_path_factory: pytest.TempPathFactory) -> dict[EasyLook, Path]:
    """Each easier deck drawn once for the module (seconds each)."""
    root = tmp_path_factory.mktemp("easy-decks")
    return {look: ensure_deck(look, root) for look in LOOKS}


def _card_svg(folder: Path, card_id: str) -> str:
    text = (folder / "cards.svg").read_text(encoding="utf-8")
    found = re.search(rf'<g id="{card_id}">(.*?)</g>\n', text)
    assert found is not None, card_id
    return found.group(1)


@pytest.mark.parametrize("look", LOOKS, ids=lambda look: look.deck_id)
def test_each_easier_deck_passes_the_checks_every_deck_passes(drawn: dict[EasyLook, Path], look: EasyLook) -> None:
    deck = load_deck(drawn[look], DeckSource.BUILT_IN)
    assert deck.info.id == look.deck_id == drawn[look].name
    assert len(deck.info.element_ids) >= 32


def test_four_colours_give_each_suit_its_own_colour(drawn: dict[EasyLook, Path]) -> None:
    folder = drawn[EasyLook(four_colours=True)]
    plain = Path(__file__).resolve().parent.parent / "resources" / "decks" / "french"
    red, blue, green = FOUR_COLOURS[1], FOUR_COLOURS[2], FOUR_COLOURS[3]
    for rank in "789TA":
        diamonds, clubs = _card_svg(folder, rank + "D"), _card_svg(folder, rank + "C")
        assert blue in diamonds and red not in diamonds, rank
        assert green in clubs, rank
        assert red in _card_svg(folder, rank + "H")
    # the deck shipped keeps its two colours: diamonds red, no blue or green suit
    assert red in _card_svg(plain, "7D") and blue not in _card_svg(plain, "7D")
    assert green not in _card_svg(plain, "7C")


def _index_bottom(folder: Path, card_id: str) -> int:
    """How far down the card the rank's ink reaches in the top-left corner (in card units: the
    card is drawn 350 pixels tall), the first blank row below the rank."""
    renderer = QSvgRenderer(str(folder / "cards.svg"))
    image = QImage(250, 350, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    renderer.render(painter, card_id, QRectF(0, 0, 250, 350))
    painter.end()

    def inked(y: int) -> bool:
        return any(QColor(image.pixel(x, y)).lightness() < 128 for x in range(8, 42))

    top = next(y for y in range(4, 120) if inked(y))
    return next(y for y in range(top, 200) if not inked(y))


def test_large_indices_are_taller(drawn: dict[EasyLook, Path]) -> None:
    plain = Path(__file__).resolve().parent.parent / "resources" / "decks" / "french"
    large = drawn[EasyLook(large_index=True)]
    for card_id in ("7S", "TH", "QD"):
        assert _index_bottom(large, card_id) >= _index_bottom(plain, card_id) + 9, card_id


def test_a_deck_is_drawn_once_and_again_when_the_generator_changed(tmp_path: Path) -> None:
    look = EasyLook(four_colours=True)
    assert ready_deck(look, tmp_path) is None
    folder = ensure_deck(look, tmp_path)
    assert ready_deck(look, tmp_path) == folder
    stamp = (folder / "cards.svg").stat().st_mtime_ns
    assert ensure_deck(look, tmp_path) == folder and (folder / "cards.svg").stat().st_mtime_ns == stamp
    # drawn by other code (an older version of the game): not ready, drawn again
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    (folder / "manifest.json").write_text(json.dumps({**manifest, CODE_KEY: "older"}), encoding="utf-8")
    assert ready_deck(look, tmp_path) is None
    ensure_deck(look, tmp_path)
    assert ready_deck(look, tmp_path) == folder
    assert not list(folder.glob(".*.part"))  # no half-written file left behind


def test_the_shipped_french_deck_is_unchanged_by_the_easier_ones() -> None:
    plain = Path(__file__).resolve().parent.parent / "resources" / "decks" / "french" / "cards.svg"
    assert build_deck("french")[0] == plain.read_text(encoding="utf-8")


def test_the_switches_are_kept_in_the_settings(tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings = replace(GameSettings.default(), high_contrast=True, four_colours=True, large_index=False)
    save_settings(settings, store)
    loaded = load_settings(store)
    assert (loaded.high_contrast, loaded.four_colours, loaded.large_index) == (True, True, False)
    assert not GameSettings.default().high_contrast and not GameSettings.default().four_colours


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(GameSettings.default(), autosave=None, worker_mode=WorkerMode.THREAD, settings_store=store)
    w.confirm_close = False
    w.easy_decks.root = tmp_path / "decks"  # not the person's cache folder
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.easy_decks.wait()
    w.controller.shutdown()


def _deck_id(window: MainWindow) -> str:
    provider = window.scene.provider  # the deck the table draws
    assert provider is not None
    return provider.deck.info.id


def test_the_window_draws_the_deck_asked_for_and_shows_it(window: MainWindow, qtbot: QtBot) -> None:
    assert _deck_id(window) == "french"
    window.settings = replace(window.settings, four_colours=True, large_index=True)
    window.apply_look(window.settings)
    assert _deck_id(window) == "french"  # the plain deck until the easier one is drawn
    with qtbot.waitSignal(window.easy_decks.drawn, timeout=120_000):
        pass
    assert _deck_id(window) == "french-4c-large"
    # drawn once: the next time it is there at once
    window.apply_look(replace(window.settings, four_colours=False, large_index=False))
    assert _deck_id(window) == "french"
    window.apply_look(window.settings)
    assert _deck_id(window) == "french-4c-large"


def test_the_easier_decks_are_for_the_french_deck_only(window: MainWindow) -> None:
    window.settings = replace(window.settings, deck_id="german", four_colours=True)
    window.apply_look(window.settings)
    assert _deck_id(window) == "german"
    assert not window.easy_decks.drawing  # nothing drawn for a deck the switches do not change


def _line_pixels(image: QImage) -> int:
    """Pixels of the high-contrast line's yellow (every 2nd pixel of every 2nd row)."""
    line = HIGH_CONTRAST_LINE
    count = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = QColor(image.pixel(x, y))
            if abs(c.red() - line.red()) < 30 and abs(c.green() - line.green()) < 30 and abs(c.blue() - line.blue()) < 30:
                count += 1
    return count


def test_the_high_contrast_table_is_black_with_a_bright_line(window: MainWindow, qtbot: QtBot) -> None:
    window.new_game(seed=1)
    normal = window.table_view.grab().toImage()
    assert QColor(normal.pixel(3, 3)).rgb() != HIGH_CONTRAST_CLOTH.rgb()
    window.apply_look(replace(window.settings, high_contrast=True))
    image = window.table_view.grab().toImage()
    assert QColor(image.pixel(3, 3)).rgb() == HIGH_CONTRAST_CLOTH.rgb()
    # the playing area's ring, drawn bright yellow around the table (hands and plates hide parts)
    assert _line_pixels(image) > _line_pixels(normal) + 300
    window.apply_look(replace(window.settings, high_contrast=False))
    assert QColor(window.table_view.grab().toImage().pixel(3, 3)).rgb() != HIGH_CONTRAST_CLOTH.rgb()
