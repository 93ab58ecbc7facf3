"""The window's files and dialogs: Open asks like New, Save and Open start in the games folder and
remember the last one, the deciding deal's summary comes before the match result, the keys come
back to the table after every dialog, everything fits a 1024x600 screen, failed writes stay on
screen until solved, a long record is read on a thread with progress, broken autosaves are all
kept."""

from __future__ import annotations

import errno
import os
import threading
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from PySide6.QtCore import QSettings, QSize, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox, QProgressDialog, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from belote_desktop import savegame
from belote_desktop.engine.record import write_record
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Match
from belote_desktop.ui import game_files, main_window
from belote_desktop.ui.autosave import AutosaveStore, ResumeFailure
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.controller import Stage
from belote_desktop.ui.main_window import MINIMUM_SIZE, UNKEPT_KEY, MainWindow, WriteKind
from belote_desktop.ui.score_sheet import DealSummaryDialog, MatchSummaryDialog
from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup

WAIT_MS = 30000
#: a 1024x600 screen, less a title bar of 30 pixels
SMALL_SCREEN = QSize(1024, 570)


def _settings(variant: Variant = Variant.CLASSIC, humans: int = 1, target: int = 0) -> GameSettings:
    names = ("South", "East", "North", "West")
    rules = RuleSet.default(variant).with_options({"target": target})
    seats = tuple(SeatSetup(n, i < humans, "random") for i, n in enumerate(names))
    base = GameSettings.default().with_variant(variant)
    return replace(base, rules=rules, seats=seats, speed=AnimationSpeed.INSTANT)  # type: ignore[arg-type]


@pytest.fixture
def documents(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The player's documents folder, in the test's own folder."""
    folder = tmp_path / "Documents"
    folder.mkdir()
    monkeypatch.setattr(game_files, "documents_folder", lambda: folder)
    return folder


@pytest.fixture
def make_window(qtbot: QtBot, tmp_path: Path, documents: Path) -> Iterator[Callable[..., MainWindow]]:
    windows: list[MainWindow] = []

    def make(settings: GameSettings | None = None, store: AutosaveStore | None = None,
             settings_store: QSettings | None = None) -> MainWindow:
        settings_store = settings_store or QSettings(str(tmp_path / f"settings{len(windows)}.ini"), QSettings.Format.IniFormat)
        window = MainWindow(settings or _settings(), autosave=store, worker_mode=WorkerMode.THREAD,
                            settings_store=settings_store)
        window.confirm_close = False
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
    for w in windows:
        w.controller.shutdown()


def _answer_next_question(button: QMessageBox.StandardButton, asked: list[str]) -> None:
    """Answer the next modal question box (QMessageBox.question runs its own loop)."""

    def answer(tries: int = 200) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or box.button(button) is None:
            if tries:
                QTimer.singleShot(10, lambda: answer(tries - 1))
            return
        asked.append(box.text())
        box.button(button).click()

    QTimer.singleShot(0, answer)


def _game_in_progress(qtbot: QtBot, window: MainWindow, seed: int = 1) -> None:
    window.new_game(seed=seed)
    qtbot.waitUntil(lambda: window.controller.stage == Stage.HUMAN, timeout=WAIT_MS)


def _saved_game(path: Path, seed: int = 4) -> Match:
    match = Match(RuleSet.default(Variant.CONTREE), seed=seed)
    match.deal()
    savegame.save_json_atomic(path, write_record(match))
    return match


# --- Open asks like New ------------------------------------------------------------------------
def test_open_asks_before_replacing_a_game_in_progress_as_new_does(make_window, qtbot: QtBot) -> None:
    window = make_window(_settings(target=1000))
    _game_in_progress(qtbot, window)
    match = window.controller.match
    asked: list[str] = []
    _answer_next_question(QMessageBox.StandardButton.No, asked)
    assert window.ask_open() is None  # no file dialog: the game in progress stays
    assert asked == ["Abandon the game in progress and open another one?"]
    assert window.controller.match is match
    _answer_next_question(QMessageBox.StandardButton.No, asked)
    window.ask_new_game()
    assert asked[-1] == "Abandon the game in progress and deal a new one?"  # the same question, worded alike
    _answer_next_question(QMessageBox.StandardButton.Yes, asked)
    dialog = window.ask_open()
    assert isinstance(dialog, QFileDialog) and dialog.isVisible()
    dialog.reject()


def test_open_from_the_dialog_plays_the_chosen_game(make_window, qtbot: QtBot, tmp_path: Path, documents: Path) -> None:
    window = make_window()
    path = documents / "Belote Desktop" / "old.json"
    path.parent.mkdir()
    saved = _saved_game(path)
    dialog = window.ask_open()  # nothing in progress: no question
    assert dialog is not None and Path(dialog.directory().absolutePath()) == path.parent
    dialog.selectFile(str(path))
    dialog.accept()
    qtbot.waitUntil(lambda: window.controller.match is not None
                    and write_record(window.controller.match)["deals"] == write_record(saved)["deals"], timeout=WAIT_MS)


# --- where Save and Open start -----------------------------------------------------------------
def test_save_and_open_start_in_the_games_folder_then_in_the_last_one_used(
    make_window, qtbot: QtBot, tmp_path: Path, documents: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # the current folder is never where a dialog starts
    folders = QSettings(str(tmp_path / "folders.ini"), QSettings.Format.IniFormat)
    window = make_window(_settings(target=1000), settings_store=folders)
    _game_in_progress(qtbot, window)
    dialog = window.ask_save()
    assert dialog is not None
    games = documents / "Belote Desktop"
    assert Path(dialog.directory().absolutePath()) == games and games.is_dir()  # made for saving
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    dialog.selectFile(str(elsewhere / "mine.json"))
    dialog.accept()
    qtbot.waitUntil(lambda: (elsewhere / "mine.json").is_file(), timeout=WAIT_MS)
    assert window.status_label.text().startswith("Saved to")
    for ask in (window.ask_save, window.ask_open):
        if ask == window.ask_open:
            _answer_next_question(QMessageBox.StandardButton.Yes, [])  # a game is in progress
        again = ask()
        assert again is not None and Path(again.directory().absolutePath()) == elsewhere
        again.reject()
    # remembered in the settings file, so the next start begins there too
    other = make_window(_settings(), settings_store=folders)
    third = other.ask_open()
    assert third is not None and Path(third.directory().absolutePath()) == elsewhere
    third.reject()


def test_a_remembered_folder_that_is_gone_falls_back_to_the_documents(make_window, tmp_path: Path, documents: Path) -> None:
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    store.setValue(game_files.LAST_FOLDER_KEY, str(tmp_path / "removed"))
    assert game_files.start_folder(store, saving=False) == documents  # no games folder made to open
    assert game_files.start_folder(store, saving=True) == documents / "Belote Desktop"


# --- the deciding deal -------------------------------------------------------------------------
def test_the_deciding_deals_summary_comes_before_the_match_result(make_window, qtbot: QtBot) -> None:
    window = make_window(_settings(humans=0, target=0))  # one deal, bots only
    window.new_game(seed=7)
    qtbot.waitUntil(lambda: window.controller.stage == Stage.MATCH_OVER, timeout=WAIT_MS)
    rows = window.controller.rows()
    deal = window.summary
    assert isinstance(deal, DealSummaryDialog) and deal.isVisible() and deal.row == rows[-1]
    assert deal.continue_button.text() == "Match result"
    deal.continue_button.click()
    qtbot.waitUntil(lambda: isinstance(window.summary, MatchSummaryDialog) and window.summary.isVisible())
    assert not deal.isVisible()


def test_both_summaries_close_by_themselves_when_the_window_goes_on_alone(make_window, qtbot: QtBot) -> None:
    window = make_window(_settings(humans=0, target=0))
    window.auto_continue_ms = 0  # benchmarks and screenshots
    window.new_game(seed=7)
    qtbot.waitUntil(lambda: isinstance(window.summary, MatchSummaryDialog), timeout=WAIT_MS)


# --- the keys come back to the table ----------------------------------------------------------
def _focus_on_table(window: MainWindow) -> bool:
    return QApplication.focusWidget() is window.table_view and window.isActiveWindow()


@pytest.mark.parametrize("which", ["about", "shortcuts", "rules", "score", "settings", "warning", "open"])
def test_the_table_has_the_keys_after_any_dialog_closes(make_window, qtbot: QtBot, which: str) -> None:
    """Without a window manager nothing gives the focus back when a dialog closes: the window
    takes it itself."""
    window = make_window(_settings(target=1000))
    _game_in_progress(qtbot, window)
    window.table_view.setFocus()
    before = set(QApplication.topLevelWidgets())
    {
        "about": window.show_about,
        "shortcuts": window.shortcuts_action.trigger,
        "rules": window.rules_action.trigger,
        "score": window.score_action.trigger,
        "settings": window.settings_action.trigger,
        "warning": lambda: window.warn("Something went wrong."),
        "open": lambda: (_answer_next_question(QMessageBox.StandardButton.Yes, []), window.ask_open()),
    }[which]()
    qtbot.waitUntil(lambda: any(isinstance(w, QDialog) and w.isVisible() for w in set(QApplication.topLevelWidgets()) - before))
    dialog = next(w for w in set(QApplication.topLevelWidgets()) - before if isinstance(w, QDialog) and w.isVisible())
    dialog.activateWindow()
    dialog.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not window.table_view)
    dialog.reject()
    qtbot.waitUntil(lambda: _focus_on_table(window))


# --- a 1024x600 screen -------------------------------------------------------------------------
def _fits(widget: QWidget) -> bool:
    hint = widget.minimumSizeHint().expandedTo(widget.minimumSize())
    return hint.width() <= SMALL_SCREEN.width() and hint.height() <= SMALL_SCREEN.height()


def test_the_window_fits_a_1024x600_screen_with_its_title_bar(make_window, qtbot: QtBot) -> None:
    window = make_window(_settings(Variant.CONTREE, target=1000))
    _game_in_progress(qtbot, window)
    assert MINIMUM_SIZE.width() <= SMALL_SCREEN.width() and MINIMUM_SIZE.height() <= SMALL_SCREEN.height()
    # a long status line and a failed-write warning do not widen the window
    window.status_label.setText("You must follow the suit led. Playable: " + "A♠ K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ " * 8)
    window.set_write_problem(WriteKind.AUTOSAVE, "The game is not kept for resuming " * 10)
    assert _fits(window), window.minimumSizeHint()
    window.resize(MINIMUM_SIZE)
    qtbot.waitUntil(lambda: window.size() == MINIMUM_SIZE)
    # the panels the window floats over the felt fit inside it at that size
    view = window.table_view.rect()
    window.auction_panel.show_view(window.controller.current_view(), window.controller.names)
    assert window.auction_panel.sizeHint().width() <= view.width()
    assert window.auction_panel.sizeHint().height() <= view.height()


@pytest.mark.parametrize("which", ["settings", "score", "rules", "shortcuts", "about", "deal", "match", "resume", "progress"])
def test_every_dialog_of_the_window_fits_a_1024x600_screen(make_window, qtbot: QtBot, which: str) -> None:
    from belote_desktop.ui.help_dialog import HelpDialog
    from belote_desktop.ui.score_sheet import ScoreSheetDialog
    from belote_desktop.ui.settings_dialog import SettingsDialog

    window = make_window(_settings(humans=0, target=0))
    window.new_game(seed=7)
    qtbot.waitUntil(lambda: window.controller.stage == Stage.MATCH_OVER, timeout=WAIT_MS)
    rows, names = window.controller.rows(), window.controller.names
    made: dict[str, Callable[[], QWidget]] = {
        "settings": lambda: SettingsDialog(window.settings, window),
        "score": lambda: ScoreSheetDialog.for_rows(rows * 12, names, 1000, window),  # a long match
        "rules": lambda: HelpDialog.rules(window.settings.rules, window),
        "shortcuts": lambda: HelpDialog.shortcuts(window),
        "about": window.show_about,
        "deal": lambda: DealSummaryDialog(rows[-1], names, window),
        "match": lambda: MatchSummaryDialog(rows, window.controller.match.winner, names, window),
        "resume": lambda: QMessageBox(QMessageBox.Icon.Question, "Belote Desktop", "Resume the game in progress?",
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, window),
        "progress": lambda: QProgressDialog("Opening a-very-long-name-of-a-saved-game.json…", "Cancel", 0, 0, window),
    }
    dialog = made[which]()
    assert _fits(dialog), (which, dialog.minimumSizeHint(), dialog.minimumSize())
    dialog.close()


# --- failed writes -----------------------------------------------------------------------------
def test_a_failed_autosave_stays_on_screen_until_the_game_is_kept_again(make_window, qtbot: QtBot, tmp_path: Path) -> None:
    """Root ignores file modes, so the data folder is blocked by a file where the folder should be."""
    blocked = tmp_path / "data"
    blocked.write_text("not a folder")
    window = make_window(_settings(target=1000), AutosaveStore(blocked))
    _game_in_progress(qtbot, window)
    c = window.controller
    assert window.write_warning.isVisible() and c.unkept_actions >= 1
    text = window.write_warning.text()
    assert "not kept for resuming" in text and "would be lost" in text
    # the next statuses do not wipe it out
    action = c.current_view().legal_actions[0]
    c.choose_card(action) if isinstance(action, int) else c.choose_call(action)
    qtbot.waitUntil(lambda: c.stage == Stage.HUMAN, timeout=WAIT_MS)
    assert window.write_warning.isVisible() and window.write_warning.text() != text  # more actions lost now
    assert "not kept" not in window.status_label.text()
    # closing says what is lost instead of "it is kept"
    window.confirm_close = True
    asked: list[str] = []
    _answer_next_question(QMessageBox.StandardButton.No, asked)
    assert not window.close()
    assert "could not be kept" in asked[0] and "is kept" not in asked[0]
    window.confirm_close = False
    # solved: the folder can be made again; the next action keeps the game and the warning goes
    blocked.unlink()
    action = c.current_view().legal_actions[0]
    c.choose_card(action) if isinstance(action, int) else c.choose_call(action)
    qtbot.waitUntil(lambda: not window.write_warning.isVisible(), timeout=WAIT_MS)
    assert c.unkept_actions == 0 and AutosaveStore(blocked).exists()


def test_a_full_disk_is_a_failed_autosave_too(make_window, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full(*_: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(savegame.os, "replace", full)
    window = make_window(_settings(target=1000), AutosaveStore(tmp_path / "data"))
    _game_in_progress(qtbot, window)
    assert window.write_warning.isVisible() and "No space left on device" in window.write_warning.text()


def test_settings_that_could_not_be_written_are_not_reported_as_saved(make_window, qtbot: QtBot, tmp_path: Path) -> None:
    from belote_desktop.ui.settings_dialog import SettingsDialog

    where = tmp_path / "config" / "belote-desktop.conf"
    where.mkdir(parents=True)  # a folder where the settings file should be: the write fails
    window = make_window(settings_store=QSettings(str(where), QSettings.Format.IniFormat))
    window.settings_action.trigger()
    dialog = next(d for d in window.findChildren(SettingsDialog) if d.isVisible())
    dialog.accept()
    assert "saved" not in window.status_label.text().lower()
    assert window.write_warning.isVisible() and "settings could not be saved" in window.write_warning.text()
    assert str(where) in window.write_warning.text()
    # the next game's statuses leave it on screen
    _game_in_progress(qtbot, window)
    assert window.write_warning.isVisible()


def test_a_finished_game_that_cannot_be_removed_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    from belote_desktop.ui.controller import GameController

    class Stuck(AutosaveStore):
        def clear(self) -> None:
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(self.path))

    c = GameController(Stuck(tmp_path / "data"), WorkerMode.THREAD)
    said: list[str] = []
    c.keeping_failed.connect(lambda text, _unkept: said.append(text))
    c.events_happened.connect(lambda *_: c.animations_done())
    try:
        c.new_game(_settings(humans=0, target=0), seed=7)
        qtbot.waitUntil(lambda: c.stage == Stage.MATCH_OVER, timeout=WAIT_MS)
        assert said and "next start offers it again" in said[-1]
    finally:
        c.shutdown()


# --- a long record ------------------------------------------------------------------------------
def test_opening_a_long_record_shows_progress_and_the_window_stays_alive(
    make_window, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The record is read on a thread: the event loop goes on (timers fire, the progress dialog
    shows) until it is there."""
    path = tmp_path / "long.json"
    saved = _saved_game(path)
    release = threading.Event()
    real = main_window.load_window_record

    def slow(p: Path) -> Any:
        assert threading.current_thread() is not threading.main_thread()
        release.wait(20)
        return real(p)

    monkeypatch.setattr(main_window, "load_window_record", slow)
    monkeypatch.setattr(game_files, "PROGRESS_DELAY_MS", 0)
    window = make_window()
    ticks: list[int] = []
    seen: list[str] = []

    def watch() -> None:
        ticks.append(1)  # the GUI thread turns while the record is read
        progress = window.background.progress
        if progress is not None and progress.isVisible():
            seen.append(progress.labelText())
            release.set()
        else:
            QTimer.singleShot(5, watch)

    QTimer.singleShot(0, watch)
    assert window.open_game(path)
    assert seen and "long.json" in seen[0] and ticks
    qtbot.waitUntil(lambda: write_record(window.controller.match)["deals"] == write_record(saved)["deals"], timeout=WAIT_MS)
    assert window.background.progress is None and not window.background.running


def test_cancel_leaves_the_game_in_progress(make_window, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "long.json"
    _saved_game(path)
    release = threading.Event()
    real = main_window.load_window_record
    monkeypatch.setattr(main_window, "load_window_record", lambda p: (release.wait(20), real(p))[1])
    monkeypatch.setattr(game_files, "PROGRESS_DELAY_MS", 0)
    window = make_window(_settings(target=1000))
    _game_in_progress(qtbot, window)
    match = window.controller.match

    def cancel(how: str) -> None:
        progress = window.background.progress
        if progress is not None and progress.isVisible():
            if how == "button":
                progress.findChild(QPushButton).click()
            else:
                qtbot.keyClick(progress, Qt.Key.Key_Escape)
        else:
            QTimer.singleShot(5, lambda: cancel(how))

    QTimer.singleShot(0, lambda: cancel("button"))
    assert not window.open_game(path)
    QTimer.singleShot(0, lambda: cancel("escape"))
    assert not window.open_game(path)
    release.set()
    assert window.controller.match is match


def test_the_autosave_never_writes_what_the_loader_refuses(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import json

    store = AutosaveStore(tmp_path / "data")
    match = Match(RuleSet.default(Variant.CLASSIC), seed=3)
    match.deal()
    longer = match.copy()
    longer.apply(longer.legal_actions()[0])
    longer.apply(longer.legal_actions()[0])
    compact = len(json.dumps(write_record(longer), ensure_ascii=False, separators=(",", ":")).encode()) + 1
    monkeypatch.setattr(savegame, "MAX_RECORD_BYTES", compact - 1)  # the longer record is over it, even compact
    store.save(match, {})
    kept = store.path.read_bytes()
    match = longer
    with pytest.raises(OSError, match="more than a game record can be"):
        store.save(match, {})
    assert store.path.read_bytes() == kept
    assert not isinstance(store.load(), ResumeFailure)


# --- broken autosaves ---------------------------------------------------------------------------
def test_every_unreadable_autosave_is_kept_under_its_own_name(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path / "data")
    store.folder.mkdir()
    moved: list[Path] = []
    for n in range(3):
        store.path.write_text(f"{{ not json {n}")
        failure = store.load()
        assert isinstance(failure, ResumeFailure) and failure.moved_to is not None
        moved.append(failure.moved_to)
    assert [p.name for p in moved] == [
        "game-in-progress.json.broken", "game-in-progress.json.broken.1", "game-in-progress.json.broken.2"]
    assert [p.read_text() for p in moved] == ["{ not json 0", "{ not json 1", "{ not json 2"]
    assert not store.exists()


# --- a long match is kept on a thread ------------------------------------------------------------
def test_the_background_writer_writes_the_latest_in_order_and_finishes_on_close() -> None:
    from belote_desktop.ui.autosave import BackgroundWriter

    gate, started = threading.Event(), threading.Event()
    done: list[tuple[int, str | None]] = []
    ran: list[int] = []
    writer = BackgroundWriter(lambda serial, error: done.append((serial, None if error is None else str(error))))

    def job(n: int) -> Callable[[], None]:
        def run() -> None:
            if n == 1:
                started.set()
                gate.wait(10)  # the first write is slow: the next ones queue behind it
            if n == 4:
                raise OSError(errno.ENOSPC, "No space left on device")
            ran.append(n)
        return run

    writer.submit(1, job(1))
    assert started.wait(10)
    for n in (2, 3):
        writer.submit(n, job(n))
    gate.set()
    writer.flush()
    assert ran == [1, 3]  # 2 was replaced by 3 while 1 was being written: only the newest matters
    writer.submit(4, job(4))
    writer.close()  # waits for it
    assert done == [(1, None), (3, None), (4, "[Errno 28] No space left on device")]
    writer.submit(5, job(5))  # closed: nothing more runs
    assert ran == [1, 3]


def test_a_long_match_is_kept_off_the_gui_thread(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from belote_desktop.ui import autosave, game_keeper
    from belote_desktop.ui.controller import GameController

    monkeypatch.setattr(game_keeper, "BACKGROUND_DEALS", 0)  # every match counts as long
    threads: list[str] = []

    class Watched(AutosaveStore):
        def save(self, match: Match, seats: Any) -> None:
            threads.append(threading.current_thread().name)
            super().save(match, seats)

    store = Watched(tmp_path / "data")
    c = GameController(store, WorkerMode.THREAD)
    c.events_happened.connect(lambda *_: c.animations_done())
    try:
        c.new_game(_settings(humans=0, target=0), seed=7)
        qtbot.waitUntil(lambda: c.stage == Stage.MATCH_OVER, timeout=WAIT_MS)
        c.keeper.flush()
        assert threads and all(name == "belote-autosave" for name in threads)
        assert not store.exists()  # the finished match was removed after the last write, not before
    finally:
        c.shutdown()
    assert autosave.BACKGROUND_DEALS == 200  # the module's own value is untouched


def test_a_long_match_that_cannot_be_kept_says_so(make_window, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from belote_desktop.ui import game_keeper

    monkeypatch.setattr(game_keeper, "BACKGROUND_DEALS", 0)
    blocked = tmp_path / "data"
    blocked.write_text("not a folder")
    window = make_window(_settings(target=1000), AutosaveStore(blocked))
    _game_in_progress(qtbot, window)
    qtbot.waitUntil(lambda: window.write_warning.isVisible(), timeout=WAIT_MS)
    assert "not kept for resuming" in window.write_warning.text() and window.controller.unkept_actions >= 1


def test_save_writes_on_a_thread_what_the_game_was_when_asked(make_window, qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(_settings(target=1000))
    _game_in_progress(qtbot, window)
    record = write_record(window.controller.match)
    path = tmp_path / "saved.json"
    assert window.save_game(path)
    assert savegame.load_json(path)["deals"] == record["deals"]
    assert window.status_label.text() == f"Saved to {path}."
    assert not window.save_game(tmp_path / "no-such-folder" / "x.json")
    assert any(b.isVisible() and "could not be saved" in b.text() for b in window.findChildren(QMessageBox))


def test_the_next_start_says_that_the_game_it_offers_is_older(
    make_window, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The data folder kept an older game (its writes failed later): the resume question says
    how many actions are missing instead of offering it without a word."""
    store = AutosaveStore(tmp_path / "data")
    settings_store = QSettings(str(tmp_path / "kept.ini"), QSettings.Format.IniFormat)
    window = make_window(_settings(target=1000), store, settings_store=settings_store)
    _game_in_progress(qtbot, window)
    assert store.exists() and not window.write_warning.isVisible()

    def full(*_: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(savegame.os, "replace", full)
    c = window.controller
    for _ in range(2):
        action = c.current_view().legal_actions[0]
        c.choose_card(action) if isinstance(action, int) else c.choose_call(action)
        qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.DEAL_OVER), timeout=WAIT_MS)
        if c.stage != Stage.HUMAN:
            break
    lost = c.unkept_actions
    assert lost >= 2 and window.write_warning.isVisible()
    window.close()
    c.shutdown()
    monkeypatch.undo()

    again = make_window(_settings(), store, settings_store=QSettings(str(tmp_path / "kept.ini"), QSettings.Format.IniFormat))
    box = again.start()
    assert box is not None
    assert f"Its last {lost} actions could not be kept" in box.informativeText()
    box.button(QMessageBox.StandardButton.No).click()
    third = make_window(_settings(), store, settings_store=QSettings(str(tmp_path / "kept.ini"), QSettings.Format.IniFormat))
    third.controller.shutdown()
    assert QSettings(str(tmp_path / "kept.ini"), QSettings.Format.IniFormat).value(UNKEPT_KEY) in (None, 0, "0")  # said once


def test_an_unforeseen_failure_to_read_the_autosave_sets_it_aside(
    make_window, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = AutosaveStore(tmp_path / "data")
    store.folder.mkdir()
    _saved_game(store.path)
    kept = store.path.read_bytes()

    def broken(self: AutosaveStore) -> Any:
        raise KeyError("a case no reader foresaw")

    monkeypatch.setattr(AutosaveStore, "load", broken)
    window = make_window(_settings(), store)
    box = window.start()
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: any(b.isVisible() and "could not be read" in b.text() for b in window.findChildren(QMessageBox)))
    # set aside, not offered again (the file there now is the new game's)
    assert (store.folder / "game-in-progress.json.broken").read_bytes() == kept
    qtbot.waitUntil(lambda: window.controller.stage in (Stage.HUMAN, Stage.BOT, Stage.ANIMATING), timeout=WAIT_MS)
