"""`belote-desktop play`: the no-display message names a command that works, and `--screenshot`
shows a new player's table, not the person's saved settings."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parent.parent
SHOT = ["play", "--size", "1024x640", "--seed", "3", "--moment", "auction"]

# Saved settings a person may have, every one unlike the defaults: what a screenshot must not show.
ODD_SETTINGS = r'''
from dataclasses import replace
from belote_desktop.engine.rules import Variant
from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup, save_settings
settings = GameSettings.default().with_variant(Variant.CONTREE)
seats = (SeatSetup("Zoë <b>bold</b>", False, "easy"), SeatSetup("Łukasz", True, "medium"),
         SeatSetup("", False, "hard"), SeatSetup("W" * 32, False, "random"))
save_settings(replace(settings, seats=seats, table_colour="#ff00ff", deck_id="traditional",
                      speed=AnimationSpeed.SLOW, language="ro"))
'''


def _env(tmp_path: Path, config: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env.update(QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / config),
               XDG_DATA_HOME=str(tmp_path / "data"), LANG="C.UTF-8", PYTHONPATH=str(ROOT))
    return env


def _screenshot(env: dict[str, str], out: Path, *extra: str) -> QImage:
    result = subprocess.run([sys.executable, "-m", "belote_desktop", *SHOT, "--screenshot", str(out), *extra],
                            capture_output=True, text=True, timeout=180, check=False, env=env)
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert not image.isNull()
    return image


# --- --screenshot and the saved settings --------------------------------------------------------
def test_screenshot_shows_the_defaults_whatever_the_saved_settings(tmp_path: Path) -> None:
    odd = _env(tmp_path, "odd-config")
    subprocess.run([sys.executable, "-c", ODD_SETTINGS], env=odd, check=True, timeout=120)
    saved = (tmp_path / "odd-config" / "belote-desktop" / "belote-desktop.ini").read_text()
    assert "language=ro" in saved and "table_colour=#ff00ff" in saved and "variant=contree" in saved

    fresh = _screenshot(_env(tmp_path, "empty-config"), tmp_path / "fresh.png")
    with_odd_settings = _screenshot(odd, tmp_path / "odd.png")
    # the same pixels: the defaults (English, "You", "East", ..., the green felt, the French
    # deck, Classic) and not one of the saved choices
    assert with_odd_settings == fresh
    felt = fresh.pixelColor(200, 200)
    assert felt.green() > felt.red() + 20 and felt.green() > felt.blue()


def test_screenshot_options_still_choose(tmp_path: Path) -> None:
    env = _env(tmp_path, "empty-config")
    english = _screenshot(env, tmp_path / "en.png")
    assert _screenshot(env, tmp_path / "fr.png", "--language", "fr") != english
    assert _screenshot(env, tmp_path / "deck.png", "--deck", "traditional") != english


# --- without a display ----------------------------------------------------------------------------
def _no_display_env(tmp_path: Path) -> dict[str, str]:
    env = _env(tmp_path, "config")
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "BELOTE_DESKTOP_LAUNCHER"):
        env.pop(name, None)
    return env


def _suggested_command(stderr: str) -> list[str]:
    """The command in quotes at the end of the no-display message."""
    assert "no display" in stderr, stderr
    return shlex.split(stderr.rsplit("run '", 1)[1].split("'", 1)[0])


def test_no_display_names_the_program(tmp_path: Path) -> None:
    result = subprocess.run([sys.executable, "-m", "belote_desktop"], capture_output=True, text=True, timeout=60,
                            check=False, env=_no_display_env(tmp_path))
    assert result.returncode == 1
    assert _suggested_command(result.stderr) == ["belote-desktop", "play", "--screenshot", "OUT.png"]


@pytest.mark.skipif(not (ROOT / "dev").exists(), reason="./dev is the repository's, not the wheel's")
def test_no_display_through_dev_names_a_command_that_works(tmp_path: Path) -> None:
    # `belote-desktop` is not on PATH after the README's quick start, so through ./dev the
    # message names ./dev; and that command, typed as it is, writes the picture here.
    env = _no_display_env(tmp_path)
    env["PATH"] = os.pathsep.join(p for p in env.get("PATH", "").split(os.pathsep)
                                  if not (Path(p) / "belote-desktop").exists())
    work = tmp_path / "elsewhere"
    work.mkdir()
    dev = os.path.relpath(ROOT / "dev", work)
    result = subprocess.run([dev, "run"], cwd=work, capture_output=True, text=True, timeout=300, check=False, env=env)
    assert result.returncode == 1, result.stderr
    command = _suggested_command(result.stderr)
    assert command == [dev, "run", "play", "--screenshot", "OUT.png"]

    ran = subprocess.run(command, cwd=work, capture_output=True, text=True, timeout=300, check=False, env=env)
    assert ran.returncode == 0, ran.stderr
    assert not QImage(str(work / "OUT.png")).isNull()  # in the folder it was typed in
