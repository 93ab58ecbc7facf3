"""Help → About names the version and every licence (code, built-in decks, a third-party deck in
use); Help → Players' guide finds docs/PLAYING.md and hands it to the desktop."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QUrl, Slot
from PySide6.QtGui import QDesktopServices
from pytestqt.qtbot import QtBot

from belote_desktop import __version__
from belote_desktop.decks.discovery import BUILT_IN_DECKS_DIR, open_deck
from belote_desktop.decks.model import DeckInfo, DeckSource
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.ui.about import DeckLicence, about_html, built_in_deck_licences
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.guide import guide_path
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup

ROOT = Path(__file__).resolve().parents[1]


def plain(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def _third_party(licence: str, source: DeckSource = DeckSource.KDE) -> DeckInfo:
    french = open_deck("french").info
    return replace(french, id="kde:test", name="Test Deck", licence=licence, source=source,
                   path=Path("/usr/share/carddecks/test"))


def test_built_in_licences_come_from_the_manifests() -> None:
    found = built_in_deck_licences()
    assert [d.name for d in found] == ["French", "German", "Traditional French"]
    assert {d.licence for d in found} == {"CC-BY-SA-4.0"}


def test_built_in_licences_follow_a_changed_manifest(tmp_path: Path) -> None:
    deck = tmp_path / "mine"
    deck.mkdir()
    text = (BUILT_IN_DECKS_DIR / "french" / "manifest.json").read_text(encoding="utf-8")
    (deck / "manifest.json").write_text(text.replace("CC-BY-SA-4.0", "CC0-1.0"), encoding="utf-8")
    assert built_in_deck_licences(tmp_path) == [DeckLicence("French", "CC0-1.0")]


def test_about_names_version_code_licence_and_each_built_in_deck() -> None:
    text = plain(about_html(open_deck("french").info))
    assert __version__ in text
    assert "GPL-3.0-or-later" in text
    for name in ("French", "German", "Traditional French"):
        assert f"{name}: CC-BY-SA-4.0" in text
    assert "not ours" not in text  # a built-in deck in use needs no sentence of its own


def test_about_gives_a_third_party_decks_own_licence() -> None:
    text = plain(about_html(_third_party("LGPL-2.1-or-later")))
    assert "Test Deck" in text and "LGPL-2.1-or-later" in text


def test_about_points_to_the_package_when_an_installed_deck_states_no_licence() -> None:
    text = plain(about_html(_third_party("unknown")))
    assert "Test Deck" in text and "package that installed it" in text and "/usr/share/carddecks/test" in text
    file_deck = plain(about_html(_third_party("unknown", DeckSource.FILE)))
    assert "does not state a licence" in file_deck


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    seats = tuple(SeatSetup(n, i == 0, "random") for i, n in enumerate(("S", "E", "N", "W")))
    settings = replace(GameSettings.default(), rules=RuleSet.default(Variant.CLASSIC), seats=seats,
                       speed=AnimationSpeed.INSTANT)  # type: ignore[arg-type]
    win = MainWindow(settings, autosave=None, worker_mode=WorkerMode.THREAD)
    win.confirm_close = False
    qtbot.addWidget(win)
    yield win
    win.controller.shutdown()


def test_about_box_lists_the_deck_licences(window: MainWindow) -> None:
    box = window.show_about()
    text = plain(box.text())
    assert __version__ in text and "GPL-3.0-or-later" in text and "German: CC-BY-SA-4.0" in text
    box.accept()


def test_the_guide_is_found_and_is_the_repositorys_players_guide() -> None:
    path = guide_path()
    assert path is not None and path.name == "PLAYING.md"
    assert path.read_bytes() == (ROOT / "docs" / "PLAYING.md").read_bytes()


class _UrlCatcher(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.urls: list[QUrl] = []

    @Slot(QUrl)
    def catch(self, url: QUrl) -> None:
        self.urls.append(url)


def test_help_menu_opens_the_guide_inside_the_game(window: MainWindow) -> None:
    from belote_desktop.ui.guide import GuideWindow

    catcher = _UrlCatcher()
    # nothing may go to the desktop's viewer: the guide is rendered in a window of the game
    QDesktopServices.setUrlHandler("file", catcher, "catch")
    try:
        window.guide_action.trigger()
        first = window.guide_window
        window.guide_action.trigger()  # a second time: the same window comes forward
    finally:
        QDesktopServices.unsetUrlHandler("file")
    assert catcher.urls == []
    assert isinstance(first, GuideWindow) and first.isVisible() and window.guide_window is first
    assert first.path.name == "PLAYING.md" and "Playing Belote Desktop" in first.browser.toPlainText()
    first.close()
