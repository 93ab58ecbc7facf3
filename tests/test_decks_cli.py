"""``belote-desktop decks``: the list (good and refused decks) and the contact sheet."""

from __future__ import annotations

import gzip
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from belote_desktop.cli import main
from tests.decks_fixtures import EXPECTED_BUILT_IN_DECKS, aisleriot_svg, kde_svg, write_kde_deck


@pytest.fixture
def xdg_with_decks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private XDG data home with one good KDE deck and one bad Aisleriot deck, and no
    system folders, so the test does not depend on what the machine has installed."""
    data_home = tmp_path / "share"
    write_kde_deck(data_home / "carddecks" / "svg-crafted", kde_svg(), name="Crafted KDE")
    cards = data_home / "aisleriot" / "cards"
    cards.mkdir(parents=True)
    (cards / "holes.svgz").write_bytes(gzip.compress(aisleriot_svg().replace('id="heart_queen"', 'id="x"').encode()))
    monkeypatch.setenv("XDG_DATA_HOME", str(data_home))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "no-system-decks"))
    return data_home


def test_list_shows_built_in_and_installed_decks_and_the_refused_ones(
    qapp: object, xdg_with_decks: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["decks"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].split() == ["id", "name", "source", "licence", "path"]
    for deck_id in EXPECTED_BUILT_IN_DECKS:
        assert any(line.startswith(f"{deck_id} ") and "built-in" in line and "CC-BY-SA-4.0" in line for line in lines)
    crafted = next(line for line in lines if line.startswith("kde:svg-crafted "))
    assert "Crafted KDE" in crafted and "KDE" in crafted and str(xdg_with_decks / "carddecks" / "svg-crafted") in crafted
    assert "refused 1 deck(s):" in out
    assert "holes.svgz: deck 'holes': missing cards QH (ids heart_queen)" in out


def test_sheet_of_a_built_in_deck(qapp: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "sheet.png"
    assert main(["decks", "--sheet", str(out), "--deck", "french", "--height", "60"]) == 0
    assert "wrote" in capsys.readouterr().out
    image = QImage(str(out))
    assert not image.isNull()
    # 8 columns of 43 px cards, 4 suit rows + 1 back row of 60 px, gaps, margins, caption
    assert image.width() == 2 * 16 + 8 * 43 + 7 * 8
    assert image.height() == 2 * 16 + 22 + 5 * 60 + 4 * 8
    assert image.pixelColor(2, 2).name() == "#1e6b3a"  # the table green


def test_sheet_of_a_deck_given_by_path_with_fewer_columns(qapp: object, tmp_path: Path) -> None:
    deck = write_kde_deck(tmp_path / "svg-crafted", kde_svg())
    out = tmp_path / "kde.png"
    assert main(["decks", "--sheet", str(out), "--deck", str(deck), "--height", "70", "--columns", "4"]) == 0
    image = QImage(str(out))
    assert image.height() == 2 * 16 + 22 + 9 * 70 + 8 * 8  # 8 face rows of 4, one back row


def test_unknown_deck_and_bad_deck_fail_with_a_message(
    qapp: object, xdg_with_decks: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["decks", "--sheet", str(tmp_path / "a.png"), "--deck", "no-such-deck"]) == 1
    assert "unknown deck 'no-such-deck'; available: french" in capsys.readouterr().err
    bad = xdg_with_decks / "aisleriot" / "cards" / "holes.svgz"
    assert main(["decks", "--sheet", str(tmp_path / "b.png"), "--deck", str(bad)]) == 1
    assert "deck 'holes': missing cards QH (ids heart_queen)" in capsys.readouterr().err
    assert not (tmp_path / "a.png").exists() and not (tmp_path / "b.png").exists()


def test_sheet_needs_a_deck(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["decks", "--sheet", str(tmp_path / "c.png")]) == 2
    assert "--sheet needs --deck" in capsys.readouterr().err


def test_the_command_runs_as_a_program_and_loads_qt_only_to_render(tmp_path: Path) -> None:
    probe = "import sys, belote_desktop.commands.decks; print('PySide6' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout.strip() == "False"
    out = tmp_path / "german.png"
    result = subprocess.run(
        [sys.executable, "-m", "belote_desktop", "decks", "--sheet", str(out), "--deck", "german", "--height", "40"],
        capture_output=True,
        text=True,
        timeout=120,
        env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"},
    )
    assert result.returncode == 0, result.stderr
    assert out.stat().st_size > 1000
