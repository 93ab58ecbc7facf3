"""The placeholder main window: title, size, menus, About, and the --screenshot path."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from belote_desktop import __version__
from belote_desktop.ui.main_window import DEFAULT_SIZE, MINIMUM_SIZE, MainWindow, about_text
from belote_desktop.ui.placeholder import SUBTITLE, TITLE


def _window(qtbot: QtBot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_title_and_sizes(qtbot: QtBot) -> None:
    window = _window(qtbot)
    assert window.windowTitle() == "Belote Desktop"
    assert window.size() == DEFAULT_SIZE == QSize(1200, 800)
    assert window.minimumSize() == MINIMUM_SIZE
    window.resize(100, 100)
    assert window.width() >= MINIMUM_SIZE.width() and window.height() >= MINIMUM_SIZE.height()


def test_menus(qtbot: QtBot) -> None:
    window = _window(qtbot)
    menus = {action.text().replace("&", ""): action.menu() for action in window.menuBar().actions()}
    assert list(menus) == ["Game", "Help"]
    assert window.quit_action in menus["Game"].actions()
    assert window.about_action in menus["Help"].actions()


def test_placeholder_text_is_centred_on_the_felt(qtbot: QtBot) -> None:
    window = _window(qtbot)
    scene = window.scene
    assert scene.title_item.text() == TITLE == "Belote Desktop"
    assert scene.subtitle_item.text() == SUBTITLE
    # The scene follows the viewport, and the text follows the scene when it is resized.
    for size in (QSize(1200, 800), QSize(900, 700)):
        window.resize(size)
        qtbot.waitUntil(lambda: scene.sceneRect().width() == window.view.viewport().width())
        centre_x = scene.sceneRect().center().x()
        for item in (scene.title_item, scene.subtitle_item):
            assert abs(item.sceneBoundingRect().center().x() - centre_x) < 1.0
            assert scene.sceneRect().contains(item.sceneBoundingRect())


def test_about_shows_version_and_licence(qtbot: QtBot) -> None:
    window = _window(qtbot)
    assert __version__ in about_text() and "GPL-3.0-or-later" in about_text()
    window.about_action.trigger()
    boxes = [child for child in window.findChildren(QMessageBox) if child.isVisible()]
    assert len(boxes) == 1
    assert __version__ in boxes[0].text() and "GPL-3.0-or-later" in boxes[0].text()
    boxes[0].accept()
    qtbot.waitUntil(lambda: not boxes[0].isVisible())


def test_quit_closes_the_window(qtbot: QtBot) -> None:
    window = _window(qtbot)
    window.quit_action.trigger()
    assert not window.isVisible()


def test_screenshot_command_writes_a_png(tmp_path: Path) -> None:
    out = tmp_path / "shots" / "table.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-m", "belote_desktop", "play", "--screenshot", str(out), "--size", "1000x700"],
        capture_output=True, text=True, timeout=120, check=False, env=env,
    )
    assert result.returncode == 0, result.stderr
    assert out.stat().st_size > 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1000, 700)
    # Below the menu bar the felt is green: green dominates red and blue.
    felt = QColor(image.pixel(500, 650))
    assert felt.green() > felt.red() + 20 and felt.green() > felt.blue()


def test_no_display_says_so_and_points_to_screenshot() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = subprocess.run(
        [sys.executable, "-m", "belote_desktop"], capture_output=True, text=True, timeout=60, check=False, env=env
    )
    assert result.returncode == 1
    assert "no display" in result.stderr and "play --screenshot" in result.stderr
    assert "xcb" not in result.stderr and "Aborted" not in result.stderr  # Qt never started
