"""The window survives hostile decks: with the hostile corpus in the deck folders, a hostile deck
chosen in the settings, or a broken deck-check cache, it starts, draws the table with sane
cards, and the settings' deck list fills in (the bad decks counted as not offered).

Whatever could hang runs in a child process under a timeout (the play command), or in the
deck chooser's own helper process, which the test waits for with a timeout.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from belote_desktop.decks.check_cache import FILE_NAME, FORMAT, CheckCache
from belote_desktop.decks.discovery import BUILT_IN_DECKS_DIR
from belote_desktop.decks.manifest import read_manifest
from belote_desktop.decks.schemes import IdScheme
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.deck_chooser import DeckChooser
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.settings import AnimationSpeed, GameSettings
from tests.decks_fixtures import PROBE_TIMEOUT_S
from tests.test_decks_hostile import EXPECTED, install_corpus


def forge_french_entry(cache_home: Path, width: object, height: object) -> None:
    """A store in ``cache_home`` whose entry for the French deck's very bytes says ``width`` x ``height``."""
    folder = cache_home / "belote-desktop"
    manifest = read_manifest(BUILT_IN_DECKS_DIR / "french")
    svg = (BUILT_IN_DECKS_DIR / "french" / manifest.file).read_bytes()
    key = CheckCache(folder).key(svg, IdScheme.BELOTE, manifest.backs)
    assert key is not None
    entry = {"svg_sha256": hashlib.sha256(svg).hexdigest(), "width": width, "height": height}
    folder.mkdir(parents=True, exist_ok=True)
    (folder / FILE_NAME).write_text(json.dumps({"format": FORMAT, "entries": {key: entry}}), encoding="utf-8")


def private_environment(tmp_path: Path) -> dict[str, str]:
    """Folders of this test only: no deck, setting or cache of the machine is seen."""
    return {
        "HOME": str(tmp_path / "home"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "share"),
        "XDG_DATA_DIRS": str(tmp_path / "no-system-decks"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
    }


@pytest.mark.parametrize(("width", "height"), [(250, 0), (250, math.nan), (1e308, 1e-308), (-250, 350), (1, 350), ("x", None)])
def test_a_bad_cache_entry_does_not_stop_the_window(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, width: object, height: object
) -> None:
    for name, value in private_environment(tmp_path).items():
        monkeypatch.setenv(name, value)
    forge_french_entry(tmp_path / "cache", width, height)
    settings = replace(GameSettings.default(), speed=AnimationSpeed.INSTANT)  # type: ignore[arg-type]
    window = MainWindow(settings, autosave=None, worker_mode=WorkerMode.THREAD)
    window.confirm_close = False
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    try:
        card = window.scene.card_size()
        assert card.height() > 20 and card.width() == pytest.approx(card.height() * 250 / 350, abs=2)
    finally:
        window.controller.shutdown()


def run_play(tmp_path: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    out = tmp_path / "shot.png"
    env = {**os.environ, **private_environment(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "belote_desktop", "play", "--screenshot", str(out), "--size", "1000x700", "--seed", "5",
         *arguments],
        capture_output=True, text=True, timeout=PROBE_TIMEOUT_S, check=False, env=env,
    )


def assert_table_drawn(tmp_path: Path) -> None:
    image = QImage(str(tmp_path / "shot.png"))
    assert (image.width(), image.height()) == (1000, 700)
    felt = QColor(image.pixel(300, 400))
    assert felt.green() > felt.red() + 20 and felt.green() > felt.blue()


def test_a_fifo_as_the_cache_does_not_stop_the_start(tmp_path: Path) -> None:
    (tmp_path / "cache" / "belote-desktop").mkdir(parents=True)
    os.mkfifo(tmp_path / "cache" / "belote-desktop" / FILE_NAME)
    result = run_play(tmp_path)
    assert result.returncode == 0, result.stderr
    assert_table_drawn(tmp_path)


@pytest.mark.parametrize("deck_id", ["aisleriot:use-bomb-1e9", "aisleriot:pattern-bomb", "aisleriot:fifo", "kde:kde-fifo", "kde:kde-link-out"])
def test_a_hostile_deck_chosen_in_the_settings_falls_back_to_ours(tmp_path: Path, deck_id: str) -> None:
    install_corpus(tmp_path / "share")
    result = run_play(tmp_path, "--deck", deck_id)
    assert result.returncode == 0, result.stderr
    assert_table_drawn(tmp_path)


def test_the_deck_list_fills_with_the_corpus_installed(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name, value in private_environment(tmp_path).items():
        monkeypatch.setenv(name, value)  # the chooser's helper process inherits them
    install_corpus(tmp_path / "share")
    chooser = DeckChooser("aisleriot:use-bomb-1e9")  # the default finder: every standard place
    qtbot.addWidget(chooser)
    chooser.show()
    try:
        with qtbot.waitSignal(chooser.decks_listed, timeout=PROBE_TIMEOUT_S * 1000):
            chooser.start_discovery()
        with qtbot.waitSignal(chooser.preview_ready, timeout=PROBE_TIMEOUT_S * 1000):
            chooser.request_preview("aisleriot:use-bomb-1e9")
    finally:
        chooser.stop()
    assert chooser.catalogue is not None
    ids = [chooser.deck_list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(chooser.deck_list.count())]
    assert {"french", "german", "traditional", "kde:kde-link-inside"} <= set(ids)
    assert not any(deck_id.startswith("aisleriot:") for deck_id in ids)  # every corpus file is refused
    refused = {r.path.name for r in chooser.catalogue.refused}
    assert set(EXPECTED) | {"fifo.svgz", "outside.svgz", "zero.svgz", "kde-fifo", "kde-link-out"} <= refused
    assert f"{len(chooser.catalogue.refused)} installed decks cannot be drawn" in chooser.deck_status.text()
    assert "draws more than 500,000 elements" in chooser.deck_credit.text()  # the chosen bomb is not drawn
