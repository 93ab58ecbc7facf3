"""The window survives every hostile record of tests/data/hostile: found as the autosave at start
(and resumed), and opened with Game > Open. A refused file gets a message and changes nothing; an
accepted one is played, its names shown as text; in every case no exception escapes and a new game
can be dealt afterwards. FIFOs and devices are offered too, and must not block."""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import replace
from pathlib import Path
from typing import Iterator

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from belote_desktop.engine.record import write_record
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Phase
from belote_desktop.savegame import load_json
from belote_desktop.ui.autosave import AutosaveStore
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.controller import Stage
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup

HOSTILE = Path(__file__).parent / "data" / "hostile"
EXPECTED: dict[str, str] = json.loads((HOSTILE / "EXPECTED.json").read_text())
FILES = sorted(EXPECTED)
WAIT_MS = 30000
#: the controller is waiting for someone, not in the middle of a step
SETTLED = (Stage.HUMAN, Stage.PRIVACY, Stage.DEAL_OVER, Stage.MATCH_OVER)


def _settings() -> GameSettings:
    rules = RuleSet.default(Variant.CLASSIC).with_options({"target": 0})
    seats = tuple(SeatSetup(n, i == 0, "random") for i, n in enumerate(("South", "East", "North", "West")))
    base = GameSettings.default().with_variant(Variant.CLASSIC)
    return replace(base, rules=rules, seats=seats, speed=AnimationSpeed.INSTANT)  # type: ignore[arg-type]


@pytest.fixture
def make_window(qtbot: QtBot, tmp_path: Path) -> Iterator:
    windows: list[MainWindow] = []

    def make(store: AutosaveStore | None = None) -> MainWindow:
        settings_store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(_settings(), autosave=store, worker_mode=WorkerMode.THREAD, settings_store=settings_store)
        window.confirm_close = False
        window.auto_continue_ms = 0
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
    for w in windows:
        w.controller.shutdown()


def _boxes(window: MainWindow, words: str) -> list[QMessageBox]:
    return [b for b in window.findChildren(QMessageBox) if b.isVisible() and words in b.text()]


def _close_boxes(window: MainWindow) -> None:
    for box in window.findChildren(QMessageBox):
        if box.isVisible():
            box.done(0)


def _still_works(qtbot: QtBot, window: MainWindow) -> None:
    """The window draws, and a new game is dealt and reaches someone's turn."""
    window.grab()  # paints every label: a rich-text name would be laid out (and its images read) here
    _close_boxes(window)
    window.new_game(seed=3)
    qtbot.waitUntil(lambda: window.controller.stage in SETTLED, timeout=WAIT_MS)
    match = window.controller.match
    assert match is not None and len(match.deals) == 1 and match.phase in (Phase.AUCTION, Phase.PLAY)
    assert match.rules.variant == Variant.CLASSIC  # the new game is the settings' game, not the record's
    window.grab()


@pytest.mark.parametrize("name", FILES)
def test_the_window_starts_with_each_file_as_its_autosave(make_window, qtbot: QtBot, tmp_path: Path, name: str) -> None:
    store = AutosaveStore(tmp_path / "data")
    store.folder.mkdir()
    shutil.copyfile(HOSTILE / name, store.path)
    window = make_window(store)
    box = window.start()
    assert box is not None and "Resume" in box.text()
    box.button(QMessageBox.StandardButton.Yes).click()
    if EXPECTED[name] == "accept":
        qtbot.waitUntil(lambda: window.controller.stage in SETTLED, timeout=WAIT_MS)
        record = load_json(HOSTILE / name)
        # the record's game goes on: what it holds is the start of what the window now has
        deal = write_record(window.controller.match)["deals"][0]
        for key in ("auction", "plays"):
            assert deal.get(key, [])[: len(record["deals"][0].get(key, []))] == record["deals"][0].get(key, [])
        seats = {s: window.controller.seats[i].name for i, s in enumerate("SENW") if s in record["seats"]}
        assert seats == {s: entry["name"] for s, entry in record["seats"].items()}  # the names, exactly as written
        # the game in progress was kept again after each action, and can still be read back
        window.grab()
        assert load_json(store.path)["seats"] == record["seats"]
    else:
        qtbot.waitUntil(lambda: bool(_boxes(window, "could not be read")), timeout=WAIT_MS)
        (message,) = _boxes(window, "could not be read")
        assert EXPECTED[name] in message.text()
        assert not store.path.exists() or load_json(store.path)["format"] == "belote-record"  # set aside, replaced
    _still_works(qtbot, window)


def _open_through_the_menu(qtbot: QtBot, window: MainWindow, path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Game > Open, yes to abandoning the game in progress, the file chosen in the dialog."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    window.open_action.trigger()
    dialogs = [d for d in window.findChildren(QFileDialog) if d.isVisible()]
    assert len(dialogs) == 1
    dialogs[0].fileSelected.emit(str(path))
    dialogs[0].done(0)


def test_the_window_opens_every_file_in_turn(make_window, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window()
    window.new_game(seed=1)
    qtbot.waitUntil(lambda: window.controller.stage in SETTLED, timeout=WAIT_MS)
    for name in FILES:
        before = window.controller.match
        _open_through_the_menu(qtbot, window, HOSTILE / name, monkeypatch)
        if EXPECTED[name] == "accept":
            qtbot.waitUntil(lambda: window.controller.match is not before, timeout=WAIT_MS)
            qtbot.waitUntil(lambda: window.controller.stage in SETTLED, timeout=WAIT_MS)
            window.grab()
        else:
            qtbot.waitUntil(lambda: bool(_boxes(window, "cannot be opened")), timeout=WAIT_MS)
            (message,) = _boxes(window, "cannot be opened")
            assert EXPECTED[name] in message.text(), name
            assert window.controller.match is before  # nothing changed
            _close_boxes(window)
    _still_works(qtbot, window)


@pytest.mark.parametrize("kind", ["fifo", "dev_zero", "folder"])
def test_the_window_refuses_what_is_not_a_regular_file_without_blocking(
    make_window, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    path = tmp_path / "game.json"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev_zero":
        path.symlink_to("/dev/zero")
    else:
        path.mkdir()
    window = make_window()
    window.new_game(seed=1)
    qtbot.waitUntil(lambda: window.controller.stage in SETTLED, timeout=WAIT_MS)
    before = window.controller.match
    _open_through_the_menu(qtbot, window, path, monkeypatch)
    qtbot.waitUntil(lambda: bool(_boxes(window, "cannot be opened")), timeout=WAIT_MS)
    assert "not a regular file" in _boxes(window, "cannot be opened")[0].text()
    assert window.controller.match is before
    _still_works(qtbot, window)


def test_a_fifo_as_the_autosave_is_not_offered_and_does_not_block(make_window, qtbot: QtBot, tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path / "data")
    store.folder.mkdir()
    os.mkfifo(store.path)
    window = make_window(store)
    box = window.start()
    if box is not None:  # offered: then refused like any unreadable game, without blocking
        box.button(QMessageBox.StandardButton.Yes).click()
        qtbot.waitUntil(lambda: bool(_boxes(window, "could not be read")), timeout=WAIT_MS)
    _still_works(qtbot, window)
