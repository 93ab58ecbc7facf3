"""The console entry points start, print help, and list every subcommand."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from belote_desktop.cli import COMMANDS

SUBCOMMANDS = sorted(COMMANDS)


def _run(argv: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(argv, capture_output=True, text=True, timeout=60, check=False)


def _console_script() -> str:
    """``belote-desktop`` next to this interpreter (the venv's), else the one on PATH."""
    beside = Path(sys.executable).with_name("belote-desktop")
    found = str(beside) if beside.exists() else shutil.which("belote-desktop")
    if found is None:
        pytest.fail("belote-desktop is not installed: run `pip install -e .` (./dev does it)")
    return found


@pytest.mark.parametrize(
    "argv",
    [
        pytest.param([None, "--help"], id="belote-desktop"),
        pytest.param([sys.executable, "-m", "belote_desktop", "--help"], id="python -m"),
    ],
)
def test_help_lists_subcommands(argv: list[str | None]) -> None:
    command = [_console_script() if part is None else part for part in argv]
    result = _run(command)
    assert result.returncode == 0, result.stderr
    assert "usage: belote-desktop" in result.stdout
    for name in SUBCOMMANDS:
        assert name in result.stdout


@pytest.mark.parametrize("name", SUBCOMMANDS)
def test_each_subcommand_has_help(name: str) -> None:
    result = _run([sys.executable, "-m", "belote_desktop", name, "--help"])
    assert result.returncode == 0, result.stderr
    assert f"belote-desktop {name}" in result.stdout


def test_building_the_parser_does_not_load_qt() -> None:
    # `check` and friends run on machines without a display; only `play` may import Qt.
    code = (
        "import sys; from belote_desktop.cli import build_parser; build_parser(); "
        "print(sorted(m for m in sys.modules if m.startswith('PySide6')))"
    )
    result = _run([sys.executable, "-c", code])
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def test_play_rejects_a_malformed_size() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-m", "belote_desktop", "play", "--size", "big"],
        capture_output=True, text=True, timeout=60, check=False, env=env,
    )
    assert result.returncode == 2
    assert "WIDTHxHEIGHT" in result.stderr


def test_options_without_a_subcommand_go_to_play(tmp_path: Path) -> None:
    # `./dev run --size WxH` passes its arguments straight to `belote-desktop`.
    out = tmp_path / "shot.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-m", "belote_desktop", "--screenshot", str(out), "--size", "900x600"],
        capture_output=True, text=True, timeout=120, check=False, env=env,
    )
    assert result.returncode == 0, result.stderr
    assert out.stat().st_size > 0


def test_a_mistyped_command_is_reported_as_such() -> None:
    result = _run([sys.executable, "-m", "belote_desktop", "chek"])
    assert result.returncode == 2
    assert "invalid choice: 'chek'" in result.stderr
