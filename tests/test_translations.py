"""The translations: complete against the current sources, placeholders kept, plural forms by
language, Qt's own catalogue beside ours, and every language's window and settings dialog at the
smallest window size (1024x640) without clipped text.

The catalogues are compiled into a temporary folder here with Qt's lrelease, so the tests read
the .ts files as they are in the tree, whatever ./dev last built.
"""

from __future__ import annotations

import ast
import random
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QRect, QSettings
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from belote_desktop.bots.random_bot import RandomBot
from belote_desktop.decks.discovery import DeckCatalogue, SearchPaths, discover_decks
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Phase
from belote_desktop.commands import play as play_command
from belote_desktop.engine.cards import Seat
from belote_desktop.i18n import (
    CATALOGUE_PREFIX,
    CATALOGUES,
    LANGUAGE_NAMES,
    SOURCE_LANGUAGE,
    SYSTEM,
    TRANSLATED,
    resolve_language,
)
from belote_desktop.i18n import translators
from belote_desktop.i18n.translators import install_translators, remove_translators, trn
from belote_desktop.i18n.update import TR_ALIASES, qt_tool, ts_path, update
from belote_desktop.ui import table_items
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.controller import Stage
from belote_desktop.ui.main_window import MINIMUM_SIZE, MainWindow
from belote_desktop.ui import settings as settings_module
from belote_desktop.ui.settings import (
    AnimationSpeed,
    GameSettings,
    SeatSetup,
    load_settings,
    save_settings,
    stored_language,
)
from belote_desktop.ui.settings_dialog import SettingsDialog

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "belote_desktop"
#: %1 %2 (arguments), %n %m (counts), %s, and str.format fields such as {name}
PLACEHOLDER = re.compile(r"%(?:\d+|n|m|s)|\{\w*\}")
ACCELERATOR = re.compile(r"&(?=\w)")
ACCELERATOR_KEY = re.compile(r"&(\w)")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    numerus: bool
    kind: str  # the translation's type attribute: "" when finished
    forms: tuple[str, ...]  # the translation, or each plural form


def read_catalogue(path: Path) -> list[Message]:
    messages = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            numerus = message.get("numerus") == "yes"
            forms = tuple(f.text or "" for f in translation.iter("numerusform")) if numerus else (translation.text or "",)
            messages.append(
                Message(
                    name,
                    message.findtext("source") or "",
                    message.findtext("comment") or "",
                    numerus,
                    translation.get("type", ""),
                    forms,
                )
            )
    return messages


def _key(message: Message) -> tuple[str, str, str]:
    return message.context, message.source, message.comment


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("qm")
    for language in CATALOGUES:
        ts = ts_path(language)
        qm = out / f"{CATALOGUE_PREFIX}{language}.qm"
        subprocess.run([str(qt_tool("lrelease")), "-silent", str(ts), "-qm", str(qm)], check=True, timeout=60)
        assert qm.stat().st_size > 100, f"{qm.name} holds no translation"
    return out


@pytest.fixture
def speak() -> Iterator:
    """Install a language for one test; English (no translator at all) again afterwards."""
    yield install_translators
    remove_translators()


# --- the catalogues -----------------------------------------------------------------------------


def test_every_language_has_a_catalogue() -> None:
    on_disk = {p.name for p in (PACKAGE / "i18n").glob("*.ts")}
    assert on_disk == {f"{CATALOGUE_PREFIX}{language}.ts" for language in CATALOGUES}
    assert set(TRANSLATED) == {"bg", "cs", "de", "fr", "hr", "ro", "sl"}


def test_catalogues_are_complete_against_a_fresh_lupdate(tmp_path: Path) -> None:
    """lupdate on today's sources adds nothing unfinished and leaves nothing vanished or obsolete:
    every string of the window is translated, and no translation is left for a string gone."""
    for language in CATALOGUES:
        shutil.copy2(ts_path(language), tmp_path / ts_path(language).name)
    update(CATALOGUES, directory=tmp_path, drop_gone=False)
    for language in CATALOGUES:
        committed = read_catalogue(ts_path(language))
        fresh = read_catalogue(tmp_path / ts_path(language).name)
        pending = [(m.kind, m.source) for m in fresh if m.kind]
        assert not pending, f"{language}: run `python -m belote_desktop.i18n.update` and translate: {pending[:10]}"
        assert {_key(m) for m in fresh} == {_key(m) for m in committed}, language
        empty = [m.source for m in fresh if not all(m.forms)]
        assert not empty, f"{language}: empty translations {empty[:10]}"


def test_english_catalogue_holds_the_plural_forms_only() -> None:
    english = read_catalogue(ts_path(SOURCE_LANGUAGE))
    assert english and all(m.numerus for m in english)
    assert {m.source for m in english} == {m.source for m in read_catalogue(ts_path("fr")) if m.numerus}


@pytest.mark.parametrize("language", CATALOGUES)
def test_placeholders_are_kept(language: str) -> None:
    for message in read_catalogue(ts_path(language)):
        wanted = sorted(set(PLACEHOLDER.findall(message.source)))
        for form in message.forms:
            assert sorted(set(PLACEHOLDER.findall(form))) == wanted, (language, message.source, form)
            # a menu entry keeps its keyboard accelerator (&G), and only one
            assert len(ACCELERATOR.findall(form)) == len(ACCELERATOR.findall(message.source)), (language, form)


@pytest.mark.parametrize(
    ("language", "forms"),
    [
        ("en", {1: "1 point", 2: "2 points", 5: "5 points"}),
        ("fr", {0: "0 point", 1: "1 point", 2: "2 points"}),
        ("de", {1: "1 Punkt", 2: "2 Punkte", 1000: "1000 Punkte"}),
        ("sl", {1: "1 točka", 2: "2 točki", 3: "3 točke", 5: "5 točk", 101: "101 točka", 102: "102 točki"}),
        ("cs", {1: "1 bod", 3: "3 body", 5: "5 bodů", 701: "701 bodů"}),
        ("hr", {1: "1 bod", 3: "3 boda", 5: "5 bodova", 11: "11 bodova", 21: "21 bod", 501: "501 bod"}),
        ("ro", {1: "1 punct", 2: "2 puncte", 19: "19 puncte", 20: "20 de puncte", 1000: "1000 de puncte"}),
        ("bg", {1: "1 точка", 2: "2 точки", 21: "21 точки", 1000: "1000 точки"}),
    ],
)
def test_counts_take_the_plural_form_of_the_language(language: str, forms: dict[int, str], compiled: Path, speak) -> None:
    speak(language, compiled)
    assert {n: trn("%n points", "", n) for n in forms} == forms


def test_strings_of_module_helpers_are_found_in_their_own_context(compiled: Path, speak) -> None:
    """The UI's helpers translate in a context of their own ("TableScene", "ScoreSheet");
    lupdate filed those strings under the empty one, where the catalogue looks second."""
    speak("fr", compiled)
    assert QCoreApplication.translate("TableScene", "South") == "Sud"
    assert QCoreApplication.translate("RuleOptions", "Partner exemption") == "Partenaire maître"
    assert QCoreApplication.translate("Shortcuts", " or ") == " ou "
    assert QCoreApplication.translate("TableScene", "no such text") == "no such text"


def test_qt_own_dialog_texts_follow_the_language(compiled: Path, speak) -> None:
    speak("de", compiled)
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"
    speak("fr", compiled)
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuler"


def test_language_follows_the_choice_then_the_system() -> None:
    assert resolve_language("sl", ["de-DE"]) == "sl"
    assert resolve_language("", ["de-AT", "en-US"]) == "de"
    assert resolve_language("", ["hu-HU", "hr_HR"]) == "hr"
    assert resolve_language("", ["hu-HU"]) == SOURCE_LANGUAGE
    assert resolve_language("xx", ["ro-RO"]) == "ro"


def _translation_helpers(tree: ast.Module) -> set[str]:
    """Functions that pass their argument on to QCoreApplication.translate or QT_TRANSLATE_NOOP:
    lupdate only sees the literal strings given to them if it knows their name."""
    helpers = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.FunctionDef) or not node.args.args:
            continue
        first = node.args.args[0].arg
        for call in ast.walk(node):
            if not isinstance(call, ast.Call):
                continue
            name = call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")
            if name in ("translate", "QT_TRANSLATE_NOOP") and any(
                isinstance(arg, ast.Name) and arg.id == first for arg in call.args[1:2]
            ):
                helpers.add(node.name)
    return helpers


def test_every_translation_helper_is_known_to_lupdate() -> None:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        for helper in _translation_helpers(ast.parse(path.read_text(encoding="utf-8"))):
            found.setdefault(helper, []).append(path.relative_to(ROOT).as_posix())
    unknown = {name: paths for name, paths in found.items() if name not in (*TR_ALIASES, "tr", "translate")}
    assert not unknown, f"add these helpers to TR_ALIASES in belote_desktop/i18n/update.py: {unknown}"
    assert "_tr" in found and "trn" in found  # the scan sees the helpers that exist


def test_the_build_compiles_every_catalogue_into_the_package(tmp_path: Path, speak) -> None:
    """setup.py's build_py (what a wheel is made from) holds a .qm per language, no .ts."""
    source = tmp_path / "source"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", "*.qm")
    source.mkdir()
    for name in ("setup.py", "pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    for name in ("belote_desktop", "resources"):
        shutil.copytree(ROOT / name, source / name, ignore=ignore)
    out = tmp_path / "build"
    result = subprocess.run(
        [sys.executable, "setup.py", "-q", "build_py", "-d", str(out)], cwd=source, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    built = out / "belote_desktop" / "i18n"
    assert {p.name for p in built.glob("*.qm")} == {f"{CATALOGUE_PREFIX}{language}.qm" for language in CATALOGUES}
    assert not list(built.glob("*.ts"))
    speak("fr", built)
    assert QCoreApplication.translate("TableScene", "South") == "Sud"


def test_no_string_is_translated_inside_an_f_string() -> None:
    """lupdate reads an f-string as one string token: a tr() inside it is never extracted."""
    names = {*TR_ALIASES, "tr", "translate"}
    hidden = []
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.JoinedStr):
                continue
            for call in ast.walk(node):
                if isinstance(call, ast.Call):
                    name = call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")
                    if name in names:
                        hidden.append(f"{path.relative_to(ROOT)}:{call.lineno}")
    assert not hidden, f"translate these outside the f-string: {hidden}"


@pytest.mark.parametrize("language", TRANSLATED)
def test_standard_buttons_speak_every_language(language: str, compiled: Path, speak) -> None:
    """Qt ships no button texts for Romanian or Slovenian: our catalogue has them."""
    speak(language, compiled)
    for text in ("Cancel", "Restore Defaults", "&Yes", "Close"):
        assert QCoreApplication.translate("QPlatformTheme", text) != text, (language, text)


# --- the language setting --------------------------------------------------------------------


def test_the_language_choice_is_stored_and_read_before_anything_else(tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert stored_language(store) == SYSTEM and load_settings(store).language == SYSTEM
    save_settings(replace(GameSettings.default(), language="hr"), store)
    assert stored_language(store) == "hr" and load_settings(store).language == "hr"
    store.setValue("look/language", "tlh")  # not a language the game speaks: the system's
    assert stored_language(store) == SYSTEM and load_settings(store).language == SYSTEM


def test_default_seat_names_follow_the_language(tmp_path: Path, compiled: Path, speak) -> None:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    renamed = GameSettings.default().with_seat(Seat.N, SeatSetup("Marjeta", False))
    save_settings(renamed, store)  # saved in English
    speak("fr", compiled)
    seats = load_settings(store).seats
    assert [seats[s].name for s in Seat] == ["Vous", "Est", "Marjeta", "Ouest"]


def test_play_installs_the_chosen_language_unless_one_is_forced(
    tmp_path: Path, compiled: Path, speak, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    save_settings(replace(GameSettings.default(), language="fr"), store)
    monkeypatch.setattr(settings_module, "default_store", lambda: store)
    monkeypatch.setattr(translators, "catalogue_dir", lambda: compiled)
    play_command._install_language(None)
    assert QCoreApplication.translate("TableScene", "South") == "Sud"
    play_command._install_language("de")
    assert QCoreApplication.translate("TableScene", "South") == "Süd"


def test_settings_dialog_offers_each_language_in_its_own_words(qtbot: QtBot) -> None:
    dialog = SettingsDialog(GameSettings.default(), deck_finder=built_in_decks)
    qtbot.addWidget(dialog)
    combo = dialog.language_combo
    assert combo.currentData() == SYSTEM
    assert {combo.itemData(i): combo.itemText(i) for i in range(1, combo.count())} == LANGUAGE_NAMES
    combo.setCurrentIndex(combo.findData("sl"))
    assert dialog.settings().language == "sl" and dialog.original.language == SYSTEM
    dialog.restore_defaults()
    assert dialog.settings().language == SYSTEM and combo.currentData() == SYSTEM


# --- the window in each language ------------------------------------------------------------------


def _label_text_fits(label: QLabel) -> bool:
    if label.wordWrap() or not label.text() or label.textFormat() == label.textFormat().RichText:
        return True
    if label.pixmap() is not None and not label.pixmap().isNull():
        return True
    text = label.text().replace("&", "") if label.buddy() else label.text()
    lines = text.split("\n")
    margin = 2 * label.margin() + max(0, label.indent())
    width = max(label.fontMetrics().horizontalAdvance(line) for line in lines)
    return width + margin <= label.contentsRect().width()


def _clipped(top: QWidget) -> list[str]:
    """Widgets of ``top`` whose text does not fit them, or that reach outside ``top``."""
    problems = []
    frame = QRect(0, 0, top.width(), top.height())
    for widget in top.findChildren(QWidget):
        if not widget.isVisibleTo(top) or widget.width() <= 0:
            continue
        where = QRect(widget.mapTo(top, widget.rect().topLeft()), widget.size())
        if isinstance(widget, (QLabel, QAbstractButton, QComboBox)) and not frame.contains(where):
            # inside a scroll area is fine: the user scrolls to it
            if not any(type(p).__name__ == "QScrollArea" for p in _ancestors(widget, top)):
                problems.append(f"{type(widget).__name__} {_text(widget)!r} reaches outside the window")
        if isinstance(widget, QLabel) and not _label_text_fits(widget):
            problems.append(f"label {widget.text()!r}: {widget.width()} px wide")
        elif isinstance(widget, (QPushButton, QCheckBox, QRadioButton)) and widget.text():
            if widget.sizeHint().width() > widget.width():
                problems.append(f"button {widget.text()!r}: needs {widget.sizeHint().width()} px, has {widget.width()}")
        elif isinstance(widget, QComboBox) and widget.currentText():
            needed = widget.fontMetrics().horizontalAdvance(widget.currentText())
            if needed > widget.width() - 20:  # less the arrow and the frame
                problems.append(f"combo {widget.currentText()!r}: {widget.width()} px wide")
        elif isinstance(widget, QTabWidget):
            bar = widget.tabBar()
            for i in range(bar.count()):
                if bar.tabRect(i).width() < bar.tabSizeHint(i).width():
                    problems.append(f"tab {bar.tabText(i)!r} squeezed")
    return problems


def _ancestors(widget: QWidget, top: QWidget) -> Iterator[QWidget]:
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        yield parent
        parent = parent.parentWidget()


def _text(widget: QWidget) -> str:
    return str(getattr(widget, "text", lambda: "")() if not isinstance(widget, QComboBox) else widget.currentText())


def _bot_game() -> GameSettings:
    base = GameSettings.default()
    seats = tuple(SeatSetup(s.name, i == 0, "random") for i, s in enumerate(base.seats))
    return replace(base, seats=seats, speed=AnimationSpeed.INSTANT)  # type: ignore[arg-type]


@pytest.fixture
def elided_lines(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every line the table had to cut short with an ellipsis while painting."""
    cut: list[str] = []
    draw = table_items.draw_line

    def recording(painter, line, font, colour, rect, align) -> None:  # type: ignore[no-untyped-def]
        from PySide6.QtGui import QFontMetricsF

        metrics = QFontMetricsF(font)
        if sum(metrics.horizontalAdvance(s.text) for s in line) > rect.width() + 0.5:
            cut.append(table_items.line_text(line))
        draw(painter, line, font, colour, rect, align)

    monkeypatch.setattr(table_items, "draw_line", recording)
    return cut


@pytest.mark.parametrize("language", CATALOGUES)
@pytest.mark.parametrize("variant", list(Variant))
def test_window_text_fits_at_the_smallest_size(
    language: str, variant: Variant, compiled: Path, speak, qtbot: QtBot, elided_lines: list[str]
) -> None:
    speak(language, compiled)
    settings = _bot_game().with_variant(variant)
    window = MainWindow(settings, autosave=None, worker_mode=WorkerMode.THREAD)
    window.confirm_close = False
    qtbot.addWidget(window)
    window.resize(MINIMUM_SIZE)
    window.show()
    qtbot.waitExposed(window)
    try:
        window.new_game(seed=3)
        assert window.menuBar().sizeHint().width() <= window.width()
        _assert_accelerators_distinct(window)
        # the person's call, a trick in play, the end-of-deal summary
        for moment in (Phase.AUCTION, Phase.PLAY, None):
            _play_until(window, qtbot, moment)
            assert window.size() == MINIMUM_SIZE
            elided_lines.clear()  # judge this moment's picture only
            window.grab()  # paints the table: the scene's labels report what they had to cut
            problems = _clipped(window)
            if window.summary is not None:
                problems += _clipped(window.summary)
            assert not problems, (moment, problems)
            assert not elided_lines, (moment, elided_lines)
    finally:
        window.controller.shutdown()


def _assert_accelerators_distinct(window: MainWindow) -> None:
    """Alt+letter must open one menu, and one entry within a menu."""
    bar = window.menuBar().actions()
    groups = [bar] + [action.menu().actions() for action in bar if action.menu() is not None]
    for actions in groups:
        keys = [ACCELERATOR_KEY.search(a.text()) for a in actions if not a.isSeparator()]
        letters = [k.group(1).lower() for k in keys if k]
        assert len(letters) == len(set(letters)), [a.text() for a in actions]


def _play_until(window: MainWindow, qtbot: QtBot, phase: Phase | None) -> None:
    """South plays random legal moves until it is to act in ``phase`` (with a trick on the table
    in play), or until the deal is over when ``phase`` is None."""
    controller, south, rng = window.controller, RandomBot(), random.Random(5)
    while True:
        qtbot.waitUntil(lambda: controller.stage in (Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER), timeout=30000)
        QApplication.processEvents()
        if controller.stage != Stage.HUMAN:
            assert phase is None, f"the deal ended before {phase}"
            return
        view = controller.current_view()
        assert view is not None
        if view.phase == phase and (phase != Phase.PLAY or (view.trick and view.tricks)):
            return
        action = south.choose(view, rng)
        if isinstance(action, int):
            controller.choose_card(action)
        else:
            controller.choose_call(action)
        QApplication.processEvents()


def built_in_decks() -> DeckCatalogue:
    """Ours only: quick, and the same on every machine."""
    return discover_decks(SearchPaths())


@pytest.mark.parametrize("language", CATALOGUES)
def test_settings_dialog_text_fits(language: str, compiled: Path, speak, qtbot: QtBot) -> None:
    speak(language, compiled)
    settings = GameSettings.default().with_variant(Variant.CONTREE)
    settings = replace(settings, rules=RuleSet.default(Variant.CONTREE).with_options({"no_trump_bids": True}))
    dialog = SettingsDialog(settings, deck_finder=built_in_decks)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= MINIMUM_SIZE.width() and dialog.height() <= MINIMUM_SIZE.height()
    for index in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        problems = _clipped(dialog)
        assert not problems, (dialog.tabs.tabText(index), problems)
