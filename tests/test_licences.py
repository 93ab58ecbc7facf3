"""The licence texts: the repository carries them in the REUSE layout and `reuse lint` passes,
pyproject.toml names them (PEP 639), the installed game finds them, and Help → About → Licences…
shows them.

The texts themselves are the official ones: GPL-3.0 as the FSF publishes it (Debian's
/usr/share/common-licenses/GPL-3 is that file), CC-BY-SA-4.0 and CC0-1.0 as the SPDX license list
and Debian ship them; packaging/README.md says where each came from.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import re
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup
from belote_desktop.ui.licences import LicencesDialog, LicenceText, licence_texts, own_licence_texts, \
    third_party_licence_texts

ROOT = Path(__file__).resolve().parents[1]
LICENSES = ROOT / "LICENSES"
#: sha256 of https://www.gnu.org/licenses/gpl-3.0.txt (also Debian's common-licenses/GPL-3)
GPL3_SHA256 = "3972dc9744f6499f0f9b2dbf76696f2ae7ad8af9b23dde66d6af86c9dfb36986"


def test_license_is_the_gpl3_text() -> None:
    text = (ROOT / "LICENSE").read_bytes()
    assert hashlib.sha256(text).hexdigest() == GPL3_SHA256
    assert (LICENSES / "GPL-3.0-or-later.txt").read_bytes() == text
    debian = Path("/usr/share/common-licenses/GPL-3")
    if debian.is_file():
        assert debian.read_bytes() == text


def test_deck_licence_is_the_cc_by_sa_4_legal_code() -> None:
    text = (LICENSES / "CC-BY-SA-4.0.txt").read_text(encoding="utf-8")
    assert text.startswith("Creative Commons Attribution-ShareAlike 4.0 International\n")
    # every section of the legal code, and no SPDX template markup left in it
    for number, title in enumerate(("Definitions", "Scope", "License Conditions", "Sui Generis Database Rights",
                                    "Disclaimer of Warranties and Limitation of Liability", "Term and Termination",
                                    "Other Terms and Conditions", "Interpretation"), start=1):
        assert f"Section {number} – {title}." in text
    assert "<<" not in text and ">>" not in text


def _spdx_ids(expression: str) -> set[str]:
    return set(re.findall(r"[A-Za-z0-9.+-]+", expression)) - {"AND", "OR", "WITH"}


def test_every_licence_used_has_its_text() -> None:
    used: set[str] = set()
    reuse = tomllib.loads((ROOT / "REUSE.toml").read_text(encoding="utf-8"))
    for table in reuse["annotations"]:
        used |= _spdx_ids(table["SPDX-License-Identifier"])
    for manifest in (ROOT / "resources" / "decks").glob("*/manifest.json"):
        used.add(json.loads(manifest.read_text(encoding="utf-8"))["licence"])
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    used |= _spdx_ids(project["license"])
    assert {p.stem for p in LICENSES.glob("*.txt")} == used
    assert set(project["license-files"]) == {"LICENSE", "LICENSES/*.txt"}
    # the decks in the wheel are CC-BY-SA-4.0, the code GPL-3.0-or-later
    assert _spdx_ids(project["license"]) == {"GPL-3.0-or-later", "CC-BY-SA-4.0"}


def test_reuse_lint_passes() -> None:
    # installed with the test dependencies (pyproject.toml [test])
    if importlib.util.find_spec("reuse") is None:
        pytest.fail("the reuse tool is not installed: pip install -e '.[test]' (./dev does)")
    result = subprocess.run([sys.executable, "-m", "reuse", "--root", str(ROOT), "lint"], capture_output=True,
                            text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_installed_game_finds_its_licence_texts() -> None:
    found = {t.title: t for t in own_licence_texts()}
    assert set(found) == {"LICENSE", "LICENSES/GPL-3.0-or-later.txt", "LICENSES/CC-BY-SA-4.0.txt",
                          "LICENSES/CC0-1.0.txt"}
    assert found["LICENSES/CC-BY-SA-4.0.txt"].read() == (LICENSES / "CC-BY-SA-4.0.txt").read_text(encoding="utf-8")
    assert all(t.own for t in found.values())
    # outside the standalone bundle there is nothing else
    assert third_party_licence_texts() == []


def test_bundle_licence_folder_is_listed(tmp_path: Path) -> None:
    (tmp_path / "python").mkdir()
    (tmp_path / "python" / "LICENSE.txt").write_text("PSF")
    (tmp_path / "debian").mkdir()
    (tmp_path / "debian" / "libssl3.copyright").write_text("OpenSSL")
    texts = licence_texts(tmp_path)
    bundled = [t for t in texts if not t.own]
    assert [t.title for t in bundled] == ["debian/libssl3.copyright", "python/LICENSE.txt"]
    assert texts[0].title == "LICENSE"  # the game's own come first


def test_licences_dialog_shows_each_text(qtbot: QtBot, tmp_path: Path) -> None:
    extra = tmp_path / "qt.txt"
    extra.write_text("GNU LESSER GENERAL PUBLIC LICENSE")
    dialog = LicencesDialog([*own_licence_texts(), LicenceText("pyside6/LGPL-3.0.txt", extra, own=False)])
    qtbot.addWidget(dialog)
    assert dialog.list.count() == 5
    assert dialog.text.toPlainText().startswith("                    GNU GENERAL PUBLIC LICENSE")
    dialog.list.setCurrentRow(4)
    assert dialog.list.currentItem().text() == "Bundled: pyside6/LGPL-3.0.txt"
    assert dialog.text.toPlainText() == "GNU LESSER GENERAL PUBLIC LICENSE"


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    # as tests/test_ui_about.py builds it: random bots in a thread, no animation
    seats = tuple(SeatSetup(n, i == 0, "random") for i, n in enumerate(("S", "E", "N", "W")))
    settings = replace(GameSettings.default(), rules=RuleSet.default(Variant.CLASSIC), seats=seats,
                       speed=AnimationSpeed.INSTANT)  # type: ignore[arg-type]
    win = MainWindow(settings, autosave=None, worker_mode=WorkerMode.THREAD)
    win.confirm_close = False
    qtbot.addWidget(win)
    yield win
    win.controller.shutdown()


def test_about_box_opens_the_licences(window: MainWindow) -> None:
    box = window.show_about()
    (button,) = [b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.HelpRole]
    assert isinstance(button, QPushButton) and button.text() == "Licences…"
    button.click()
    (dialog,) = window.findChildren(LicencesDialog)
    assert dialog.isVisible()
    assert "GNU GENERAL PUBLIC LICENSE" in dialog.text.toPlainText()
    dialog.close()
