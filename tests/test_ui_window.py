"""The main window around the game: size, menus, About, closing, settings, and the play command
(--screenshot at each moment, no display). Matches through the window are in test_ui_match.py."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Iterator

import pytest
from PySide6.QtCore import QSettings, QSize
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from belote_desktop import __version__
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.ui.autosave import AutosaveStore
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.controller import Stage
from belote_desktop.ui.main_window import DEFAULT_SIZE, MINIMUM_SIZE, MainWindow, about_text
from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup

WAIT_MS = 30000


def _settings(variant: Variant = Variant.CLASSIC, humans: int = 1, target: int = 0) -> GameSettings:
    names = ("South", "East", "North", "West")
    rules = RuleSet.default(variant).with_options({"target": target})
    seats = tuple(SeatSetup(n, i < humans, "random") for i, n in enumerate(names))
    base = GameSettings.default().with_variant(variant)
    return replace(base, rules=rules, seats=seats, speed=AnimationSpeed.INSTANT)  # type: ignore[arg-type]


@pytest.fixture
def make_window(qtbot: QtBot, tmp_path: Path) -> Iterator:
    windows: list[MainWindow] = []

    def make(settings: GameSettings | None = None, store: AutosaveStore | None = None,
             mode: WorkerMode = WorkerMode.THREAD, settings_store: QSettings | None = None) -> MainWindow:
        window = MainWindow(settings or _settings(), autosave=store, worker_mode=mode, settings_store=settings_store)
        window.confirm_close = False
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
    for w in windows:
        w.controller.shutdown()


def test_title_and_sizes(make_window) -> None:
    window = make_window()
    assert window.windowTitle() == "Belote Desktop"
    assert window.size() == DEFAULT_SIZE == QSize(1200, 800)
    assert window.minimumSize() == MINIMUM_SIZE == QSize(1000, 560)  # a 1024x600 screen with a title bar


def test_menus(make_window) -> None:
    window = make_window()
    menus = {a.text().replace("&", ""): a.menu() for a in window.menuBar().actions()}
    assert list(menus) == ["Game", "Help"]
    game = [a.text().replace("&", "") for a in menus["Game"].actions() if not a.isSeparator()]
    assert game == ["New game", "Open…", "Save…", "Settings…", "Undo", "Hint", "Last trick", "Score sheet", "Review a deal…", "Statistics…", "Quit"]
    help_items = [a.text().replace("&", "") for a in menus["Help"].actions()]
    assert help_items == ["Tutorial…", "Rules", "Shortcuts", "Players' guide", "About Belote Desktop"]
    assert window.undo_action.shortcut().toString() == "Ctrl+Z"


def test_about_shows_version_and_licence(make_window, qtbot: QtBot) -> None:
    window = make_window()
    assert __version__ in about_text() and "GPL-3.0-or-later" in about_text()
    box = window.show_about()
    assert __version__ in box.text()
    box.accept()


def test_quit_closes_the_window(make_window) -> None:
    window = make_window()
    window.quit_action.trigger()
    assert not window.isVisible()


# --- the play command ----------------------------------------------------------------------------
@pytest.mark.parametrize("moment", ["auction", "score"])
def test_screenshot_command_writes_a_png_of_the_game(tmp_path: Path, moment: str) -> None:
    out = tmp_path / "shots" / "table.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-m", "belote_desktop", "play", "--screenshot", str(out), "--size", "1100x700",
         "--seed", "3", "--moment", moment, "--variant", "contree"],
        capture_output=True, text=True, timeout=120, check=False, env=env,
    )
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1100, 700)
    felt = QColor(image.pixel(300, 400))
    assert felt.green() > felt.red() + 20 and felt.green() > felt.blue()


def test_no_display_says_so_and_points_to_screenshot() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = subprocess.run(
        [sys.executable, "-m", "belote_desktop"], capture_output=True, text=True, timeout=60, check=False, env=env
    )
    assert result.returncode == 1
    assert "no display" in result.stderr and "play --screenshot" in result.stderr
    assert "xcb" not in result.stderr and "Aborted" not in result.stderr  # Qt never started


def test_closing_a_game_in_progress_asks_first(make_window, qtbot: QtBot) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    window = make_window(_settings(Variant.CLASSIC, target=1000))
    window.new_game(seed=1)
    qtbot.waitUntil(lambda: window.controller.stage == Stage.HUMAN, timeout=WAIT_MS)
    window.confirm_close = True
    asked: list[str] = []

    def answer(button: QMessageBox.StandardButton) -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        asked.append(box.text())
        box.button(button).click()

    QTimer.singleShot(0, lambda: answer(QMessageBox.StandardButton.No))
    assert not window.close() and window.isVisible()
    assert "Leave the game in progress?" in asked[0]
    QTimer.singleShot(0, lambda: answer(QMessageBox.StandardButton.Yes))
    assert window.close() and not window.isVisible()


def test_settings_from_the_menu_apply_the_look_now_and_the_rules_next_game(make_window, qtbot: QtBot, tmp_path: Path) -> None:
    from belote_desktop.ui.settings_dialog import SettingsDialog

    window = make_window(_settings(Variant.CLASSIC, target=0), settings_store=QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    window.new_game(seed=1)
    qtbot.waitUntil(lambda: window.controller.stage == Stage.HUMAN, timeout=WAIT_MS)
    window.settings_action.trigger()
    dialog = next(d for d in window.findChildren(SettingsDialog) if d.isVisible())
    wanted = replace(dialog.settings().with_variant(Variant.CONTREE), deck_id="german")
    dialog.settings = lambda: wanted  # what the person chose in the dialog
    dialog.accept()
    assert window.settings == wanted
    provider = window.scene.provider
    assert provider is not None and provider.deck.info.id == "german"  # at once
    assert window.controller.match.rules.variant == Variant.CLASSIC  # the game goes on as it was
    window.new_game(seed=2)
    assert window.controller.match.rules.variant == Variant.CONTREE
    assert QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat).value("look/deck") == "german"


def test_help_and_score_sheet_open_from_the_menus(make_window, qtbot: QtBot) -> None:
    from belote_desktop.ui.help_dialog import HelpDialog
    from belote_desktop.ui.score_sheet import ScoreSheetDialog

    window = make_window(_settings(Variant.CONTREE, target=0))
    window.new_game(seed=3)
    qtbot.waitUntil(lambda: window.controller.stage == Stage.HUMAN, timeout=30000)
    window.rules_action.trigger()
    window.shortcuts_action.trigger()
    helps = [d for d in window.findChildren(HelpDialog) if d.isVisible()]
    assert len(helps) == 2 and helps[0].shown_rules().variant == Variant.CONTREE
    window.score_action.trigger()
    sheets = [d for d in window.findChildren(ScoreSheetDialog) if d.isVisible()]
    assert len(sheets) == 1 and sheets[0].model.rowCount() == 0  # no deal finished yet
    window.last_trick_action.trigger()
    assert window.last_trick_action.isChecked()
    for dialog in (*helps, *sheets):
        dialog.close()
