"""Text from a record, a deck, the settings or a translation is shown as the literal text it is,
everywhere (issue 14): a seat named ``<img src=FILE>`` must never make Qt read FILE, ``<b>x</b>``
is shown with its brackets, ``&amp;`` as five characters, a 300-character name is bounded and a
right-to-left override cannot turn the sentence around it.

The window is walked at every step of a hotseat game with such names (status line, auction
panel, privacy screen, scene tooltips, deal and match summaries, score sheet, About, settings
dialog with a deck whose name, author and licence are hostile): every label or tooltip that Qt
would read as rich text must hold no markup from outside, and an inotify watch on the image file
the name points to proves that nothing opened it.
"""

from __future__ import annotations

import ctypes
import os
import sys
from dataclasses import replace
from pathlib import Path
from typing import Iterator

import pytest
from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtGui import QColor, QImage, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QGraphicsTextItem,
    QLabel,
    QPushButton,
)
from pytestqt.qtbot import QtBot

from belote_desktop.decks.discovery import open_deck
from belote_desktop.engine.auctions import Call
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Phase
from belote_desktop.ui.about import about_html
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.controller import Stage
from belote_desktop.ui.deck_chooser import PREVIEW_CARDS, PREVIEW_HEIGHT
from belote_desktop.ui.deck_worker import PREVIEW, render_preview
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.safe_text import MAX_SHOWN_NAME, plain_tooltip, shown_name
from belote_desktop.ui.score_sheet import DealSummaryDialog
from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup
from belote_desktop.ui.settings_dialog import SettingsDialog

WAIT_MS = 30000
#: Markup that must never reach Qt's rich text unescaped (it comes from the hostile names).
RAW_MARKUP = ("<img", "<b>x</b>")


# --- what Qt shows ---------------------------------------------------------------------------


def displayed(text: str, text_format: Qt.TextFormat = Qt.TextFormat.AutoText) -> str:
    """The characters Qt shows for ``text`` in a label of ``text_format`` (or a tooltip: auto)."""
    rich = text_format == Qt.TextFormat.RichText or (
        text_format == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)
    )
    if not rich:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def is_rich(text: str, text_format: Qt.TextFormat = Qt.TextFormat.AutoText) -> bool:
    return text_format == Qt.TextFormat.RichText or (
        text_format == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)
    )


class Walk:
    """Everything shown so far: the texts seen, and the faults found (an empty list is a pass)."""

    def __init__(self) -> None:
        self.faults: list[str] = []
        self.shown: list[str] = []

    def text(self, where: str, text: str, text_format: Qt.TextFormat) -> None:
        if not text:
            return
        if is_rich(text, text_format) and any(m in text for m in RAW_MARKUP):
            self.faults.append(f"{where} reads outside text as markup: {text[:120]!r}")
        self.shown.append(displayed(text, text_format))

    def widgets(self) -> None:
        for widget in QApplication.allWidgets():
            if not widget.isVisible():
                continue
            where = f"{type(widget).__name__} {widget.objectName()!r}"
            if isinstance(widget, QLabel):
                self.text(where, widget.text(), widget.textFormat())
                if len(widget.text()) > 2000:
                    self.faults.append(f"{where} shows {len(widget.text())} characters")
            if isinstance(widget, QPushButton):
                self.text(where, widget.text(), Qt.TextFormat.PlainText)
            self.text(f"{where} tooltip", widget.toolTip(), Qt.TextFormat.AutoText)
            if isinstance(widget, QAbstractItemView) and widget.model() is not None:
                model = widget.model()
                columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(QModelIndex())
                for column in range(columns):
                    tip = model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
                    self.text(f"{where} header tooltip", tip if isinstance(tip, str) else "", Qt.TextFormat.AutoText)
                    for row in range(model.rowCount(QModelIndex())):
                        tip = model.data(model.index(row, column), Qt.ItemDataRole.ToolTipRole)
                        self.text(f"{where} cell tooltip", tip if isinstance(tip, str) else "", Qt.TextFormat.AutoText)

    def scene(self, window: MainWindow) -> None:
        for item in window.scene.items():
            self.text(f"{type(item).__name__} tooltip", item.toolTip(), Qt.TextFormat.AutoText)
            if isinstance(item, QGraphicsTextItem) and any(m in item.toHtml() for m in RAW_MARKUP):
                self.faults.append(f"a scene text item reads markup: {item.toHtml()[:120]!r}")
        privacy = window.scene.privacy_screen
        if privacy.isVisible():
            self.shown.append(privacy.message)  # painted with drawText: always plain

    def everything(self, window: MainWindow) -> None:
        for top in QApplication.topLevelWidgets():
            if top.isVisible():
                top.grab()  # paint it all: a rich label would load its images now
        self.widgets()
        self.scene(window)


# --- inotify: did anything open the picture? -------------------------------------------------

IN_OPEN, IN_ACCESS = 0x20, 0x01


class OpenWatch:
    """Counts opens and reads of one file with Linux inotify (ctypes, no extra package)."""

    def __init__(self, path: Path) -> None:
        self.libc = ctypes.CDLL(None, use_errno=True)
        self.fd = self.libc.inotify_init1(os.O_NONBLOCK | os.O_CLOEXEC)
        if self.fd < 0:
            pytest.skip("inotify is not available")
        if self.libc.inotify_add_watch(self.fd, str(path).encode(), IN_OPEN | IN_ACCESS) < 0:
            pytest.skip("inotify cannot watch the test file")

    def events(self) -> int:
        count = 0
        while True:
            try:
                data = os.read(self.fd, 4096)
            except BlockingIOError:
                return count
            count += len(data) // 16 or 1  # struct inotify_event is 16 bytes before its name

    def close(self) -> None:
        os.close(self.fd)


@pytest.fixture
def picture(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Path, OpenWatch]]:
    """A picture named by a short relative path (a name is shown up to 32 characters), watched."""
    if not sys.platform.startswith("linux"):
        pytest.skip("the open watch uses Linux inotify")
    monkeypatch.chdir(tmp_path)  # Qt resolves a relative <img src> from the current folder
    path = tmp_path / "b.png"
    image = QImage(4, 4, QImage.Format.Format_RGB32)
    image.fill(QColor("red"))
    assert image.save(str(path))
    watch = OpenWatch(path)
    # the watch itself works: reading the file is seen
    path.read_bytes()
    assert watch.events() > 0
    yield path, watch
    watch.close()


def hostile_names(picture: Path) -> tuple[str, str, str, str]:
    """Indexed by Seat (S, E, N, W)."""
    return (f"<img src={picture.name}>", "<b>x</b>", "&amp; \u202eRTL\u202c", "W" * 300)


# --- the helpers ----------------------------------------------------------------------------


def test_shown_name_bounds_blanks_controls_and_isolates_direction() -> None:
    assert shown_name("Ana") == "Ana"
    assert shown_name("<b>x</b>") == "<b>x</b>"  # plain text: shown as it is, not escaped
    long = shown_name("W" * 300)
    assert len(long) == MAX_SHOWN_NAME and long.endswith("\u2026")
    assert shown_name("a\nb\tc\x1b") == "a b c "
    isolated = shown_name("\u202eevil")
    assert isolated.startswith("\u2068") and isolated.endswith("\u2069") and "\u202eevil" in isolated


@pytest.mark.parametrize("text", ["<b>x</b>", "&amp;", "<img src=/dev/zero>", "a  b\nc", "plain", "5 < 6 & 7 > 2"])
def test_a_plain_tooltip_shows_the_literal_text(text: str) -> None:
    tip = plain_tooltip(text)
    assert displayed(tip) == text
    assert "<img" not in tip and "<b>x" not in tip


def test_the_about_box_escapes_a_decks_name_and_licence() -> None:
    info = replace(open_deck("french").info, name="<b>x</b>", licence="<img src=/dev/zero>")
    from belote_desktop.decks.model import DeckSource

    html = about_html(replace(info, source=DeckSource.FILE), built_in=[])
    assert "<b>x</b>" not in html and "<img" not in html
    assert "<b>x</b>" in displayed(html, Qt.TextFormat.RichText)


# --- the window -----------------------------------------------------------------------------


def _settings(names: tuple[str, str, str, str], humans: tuple[bool, ...]) -> GameSettings:
    seats = tuple(SeatSetup(n, h, "random") for n, h in zip(names, humans))
    base = GameSettings.default().with_variant(Variant.CONTREE)
    rules = RuleSet.default(Variant.CONTREE).with_options({"target": 0})
    return replace(base, rules=rules, seats=seats, speed=AnimationSpeed.INSTANT)  # type: ignore[arg-type]


@pytest.fixture
def window(qtbot: QtBot, picture: tuple[Path, OpenWatch]) -> Iterator[MainWindow]:
    names = hostile_names(picture[0])
    # two people (S and N): the privacy screen and the hotseat status lines name them
    made = MainWindow(_settings(names, (True, False, True, False)), worker_mode=WorkerMode.THREAD)
    made.confirm_close = False
    qtbot.addWidget(made)
    made.show()
    qtbot.waitExposed(made)
    yield made
    made.controller.shutdown()


def _person_acts(qtbot: QtBot, window: MainWindow) -> None:
    view = window.controller.current_view()
    assert view is not None and view.legal_actions
    if view.phase == Phase.PLAY:
        card = next(a for a in view.legal_actions if isinstance(a, int))
        window.controller.choose_card(card)
        return
    opened = any(a != Call.PASS for _, a in view.auction)
    offered = window.auction_panel.offered_actions()
    action = Call.PASS if opened or Call.PASS not in view.legal_actions else next(a for a in offered if a != Call.PASS)
    button = window.auction_panel.button_for(action)  # type: ignore[arg-type]
    if button is not None:
        button.click()
    else:
        window.auction_panel.call_chosen.emit(action)


def test_hostile_names_are_shown_as_plain_text_everywhere(
    window: MainWindow, qtbot: QtBot, picture: tuple[Path, OpenWatch]
) -> None:
    path, watch = picture
    names = hostile_names(path)
    walk = Walk()
    c = window.controller
    window.new_game(seed=3)
    for _ in range(400):
        qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER, Stage.PRIVACY), timeout=WAIT_MS)
        walk.everything(window)
        if c.stage == Stage.MATCH_OVER:
            break
        if c.stage == Stage.DEAL_OVER:
            assert isinstance(window.summary, DealSummaryDialog)
            window.summary.continue_button.click()
        elif c.stage == Stage.PRIVACY:
            window.scene.privacy_dismissed.emit()
        else:
            # the bots' turns pass through "NAME is thinking…" in the status line
            _person_acts(qtbot, window)
    else:
        raise AssertionError("the single deal did not end")
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible(), timeout=WAIT_MS)
    walk.everything(window)
    if isinstance(window.summary, DealSummaryDialog):  # the deciding deal's summary, then the match's
        window.summary.continue_button.click()
        qtbot.wait(50)
        walk.everything(window)
    window.show_score_sheet()
    qtbot.wait(50)
    walk.everything(window)
    about = window.show_about()
    walk.everything(window)
    about.accept()

    assert watch.events() == 0, "Qt opened the file a seat's name points to"
    assert not walk.faults, "\n".join(walk.faults[:20])
    shown = "\n".join(walk.shown)
    # the names were really on show, literally (bounded)
    assert names[1] in shown and names[0] in shown and "&amp;" in shown
    assert "W" * MAX_SHOWN_NAME not in shown and "W" * (MAX_SHOWN_NAME - 1) in shown


def test_the_settings_dialog_shows_names_and_a_hostile_deck_credit_as_plain_text(
    qtbot: QtBot, picture: tuple[Path, OpenWatch]
) -> None:
    path, watch = picture
    names = hostile_names(path)
    dialog = SettingsDialog(_settings(names, (True, False, False, False)))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.tabs.setCurrentWidget(dialog.look_tab)
    # a deck whose name, author and licence are markup (they come from its SVG's metadata)
    preview = render_preview("french", PREVIEW_CARDS, PREVIEW_HEIGHT, None)
    info = replace(preview.info, name=f"<img src={path.name}>", author="<b>x</b>", licence="&amp;" + "L" * 500)
    dialog.deck_chooser.worker.answered.emit(PREVIEW, replace(preview, info=info))  # as the deck worker answers
    walk = Walk()
    for tab in (dialog.look_tab, dialog.players_tab, dialog.game_tab):
        dialog.tabs.setCurrentWidget(tab)
        dialog.grab()
        walk.widgets()
    dialog.deck_chooser.stop()
    credit = dialog.deck_chooser.deck_credit
    assert credit.textFormat() == Qt.TextFormat.PlainText
    assert f"<img src={path.name}>" in credit.text() and "<b>x</b>" in credit.text()
    assert len(credit.text()) < 300  # the 500-character licence is bounded
    assert not walk.faults, "\n".join(walk.faults[:20])
    assert watch.events() == 0


def test_a_warning_quoting_a_record_is_plain_text(window: MainWindow, picture: tuple[Path, OpenWatch]) -> None:
    path, watch = picture
    box = window.warn(f"This file cannot be opened as a game: seat <img src={path}> <b>x</b>")
    box.grab()
    assert box.textFormat() == Qt.TextFormat.PlainText
    walk = Walk()
    walk.widgets()
    box.accept()
    assert not walk.faults and watch.events() == 0


def test_every_label_of_the_panels_is_plain_text(window: MainWindow) -> None:
    for panel in (window.auction_panel, window.declare_panel):
        labels = panel.findChildren(QLabel)
        assert labels
        for label in labels:
            assert label.textFormat() == Qt.TextFormat.PlainText, (type(panel).__name__, label.text())


def test_every_label_of_the_settings_dialog_is_plain_from_the_start(qtbot: QtBot) -> None:
    # plain where it is made, not only after the dialog is built: a label given text while still
    # guessing would parse it as rich text at once
    import ast
    import inspect

    from belote_desktop.ui import deck_chooser, settings_dialog

    for module in (settings_dialog, deck_chooser):
        tree = ast.parse(inspect.getsource(module))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "QLabel":
                parent = next(
                    (p for p in ast.walk(tree) if isinstance(p, ast.Call) and node in p.args
                     and isinstance(p.func, ast.Name) and p.func.id == "make_plain"),
                    None,
                )
                assert parent is not None, f"{module.__name__}:{node.lineno} makes a QLabel that is not plain"
    dialog = SettingsDialog(GameSettings.default())
    qtbot.addWidget(dialog)
    for label in dialog.findChildren(QLabel):
        assert label.textFormat() == Qt.TextFormat.PlainText, label.text()


def test_the_progress_of_a_file_names_it_as_plain_text(qtbot: QtBot, picture: tuple[Path, OpenWatch]) -> None:
    import threading

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QWidget

    from belote_desktop.ui.game_files import Background, Done

    path, watch = picture
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.show()
    background = Background()
    seen: dict[str, object] = {}
    looked = threading.Event()

    def look() -> None:  # on the GUI thread, while the work waits
        progress = background.progress
        assert progress is not None
        progress.show()
        progress.grab()
        labels = progress.findChildren(QLabel)
        seen["labels"] = [(label.textFormat(), label.text()) for label in labels]
        looked.set()

    QTimer.singleShot(20, look)
    name = f"Opening <img src={path.name}> <b>x</b>.json…"
    outcome = background.run(parent, name, lambda: looked.wait(10))
    assert isinstance(outcome, Done) and outcome.value is True
    labels = seen["labels"]
    assert isinstance(labels, list) and (Qt.TextFormat.PlainText, name) in labels
    assert watch.events() == 0
