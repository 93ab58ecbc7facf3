"""The deal review window (ui/review_dialog.py): the replay, the marks, the hooks."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QPushButton, QVBoxLayout

from belote_desktop.bots.review import Verdict
from belote_desktop.engine.cards import Seat
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.review_dialog import DealReviewDialog, attach_to_summary, reviewable_deals, verdict_text
from tests.engine_helpers import card
from tests.test_review import _GREEDY_FINISH, _ROMANIAN_DUEL, _ROMANIAN_FOUR, _endgame_record, _romanian_record, _seats_json


@pytest.fixture
def app() -> QApplication:
    return QApplication.instance() or QApplication([])  # type: ignore[return-value]  # the one application of the test run


def _greedy() -> dict[str, Any]:
    return _seats_json(_endgame_record(_GREEDY_FINISH))


def _ready(dialog: DealReviewDialog) -> None:
    assert dialog.runner.wait(120), "the analysis did not end"


def test_the_review_window_marks_the_planted_blunder(app: QApplication) -> None:
    dialog = DealReviewDialog(_greedy(), 1, mode=WorkerMode.THREAD)
    _ready(dialog)
    rows = [dialog.cards.topLevelItem(i) for i in range(dialog.cards.topLevelItemCount())]
    assert len(rows) == 8  # South's eight cards, the person's
    ace = rows[6]
    assert ace is not None
    assert ace.text(0) == "7" and ace.text(4) == verdict_text(Verdict.ERROR)
    assert ace.text(5) != ""  # what the Expert would have played
    assert "1" in dialog.total_label.text()  # one error
    assert not dialog.progress.isVisible()
    # a click on the row shows the board at that card, with its mark and its sentence
    dialog._card_activated(ace)
    assert dialog.position == 25
    assert card("AS") in dialog.board.marks and dialog.board.marks[card("AS")].verdict == Verdict.ERROR
    assert dialog.detail.text()
    dialog.close()


def test_the_replay_walks_forward_back_and_jumps_to_a_trick(app: QApplication) -> None:
    dialog = DealReviewDialog(_greedy(), 1, mode=WorkerMode.THREAD)
    dialog.go_to(0)
    assert all(len(cards) == 8 for cards in dialog.board.hands.values())
    assert dialog.board.trick == [] and not dialog.back_button.isEnabled()
    dialog.forward_button.click()
    assert dialog.position == 1 and len(dialog.board.trick) == 1
    assert sum(len(c) for c in dialog.board.hands.values()) == 31
    dialog.back_button.click()
    assert dialog.position == 0
    dialog._trick_chosen(2)  # the third trick, whole
    assert dialog.position == 12 and len(dialog.board.trick) == 4
    assert dialog.trick_box.currentIndex() == 2
    dialog.end_button.click()
    assert dialog.position == 32 and sum(len(c) for c in dialog.board.hands.values()) == 0
    assert "Auction" in dialog.auction_label.text() or dialog.auction_label.text()
    dialog.runner.cancel()
    dialog.close()


def test_the_review_runs_in_a_worker_process_too(app: QApplication) -> None:
    record = _greedy()
    record["deals"][0]["plays"] = record["deals"][0]["plays"]
    dialog = DealReviewDialog(record, 1, mode=WorkerMode.PROCESS, seats=(Seat.S,))
    _ready(dialog)
    result = dialog.reviews[1]
    assert [m.verdict for m in result.marks if m.trick == 7] == [Verdict.ERROR]
    dialog.close()


@pytest.mark.parametrize("deal", [_ROMANIAN_FOUR, _ROMANIAN_DUEL], ids=["four", "duel"])
def test_a_romanian_deals_review_shows_marks(app: QApplication, deal: dict[str, Any]) -> None:
    record = _romanian_record(deal, "blunder")
    dialog = DealReviewDialog(record, None, mode=WorkerMode.THREAD)
    assert reviewable_deals(dialog.replay) == [1]
    _ready(dialog)
    result = dialog.reviews[1]
    hand = len(record["deals"][0]["hands"]["S"])
    rows = [dialog.cards.topLevelItem(i) for i in range(dialog.cards.topLevelItemCount())]
    assert len(rows) == hand == len(result.marks)  # every card of South's, the person's
    planted = next(m for m in result.marks if m.trick == deal["trick"])
    assert planted.verdict == Verdict.ERROR
    row = rows[result.marks.index(planted)]
    assert row is not None
    assert row.text(0) == str(deal["trick"]) and row.text(4) == verdict_text(Verdict.ERROR)
    assert row.text(3) == str(planted.cost) and row.text(5) != ""  # its cost, the Expert's card
    assert str(len(result.errors)) in dialog.total_label.text()
    dialog.go_to(planted.index + 1)  # the board just after the card, as a click on its row shows it
    assert dialog.board.marks[planted.played].verdict == Verdict.ERROR
    assert set(dialog.board.hands) == set(dialog.replay.match.table.seats)
    dialog.close()


def test_a_record_without_play_has_nothing_to_review(app: QApplication) -> None:
    record = _greedy()
    record["deals"][0]["plays"] = []
    dialog = DealReviewDialog(record, None, mode=WorkerMode.THREAD)
    assert dialog.deals == [] and not dialog.forward_button.isEnabled()
    dialog.close()


def test_the_summary_gets_a_review_button(app: QApplication) -> None:
    box = QDialog()
    layout = QVBoxLayout(box)
    buttons = QDialogButtonBox(box)
    layout.addWidget(buttons)
    opened: list[bool] = []
    button = attach_to_summary(box, lambda: opened.append(True))
    assert isinstance(button, QPushButton)
    button.click()
    assert opened == [True]
    box.close()


def test_review_a_deal_from_a_file(app: QApplication, tmp_path: Path) -> None:
    from belote_desktop.ui.main_window import MainWindow

    window = MainWindow(autosave=None, worker_mode=WorkerMode.THREAD)
    window.confirm_close = False
    try:
        names = [a.text() for top in window.menuBar().actions() if top.menu() for a in top.menu().actions()]
        assert window.review.action.text() in names  # Game > Review a deal…
        path = tmp_path / "game.json"
        path.write_text(json.dumps(_greedy()))
        dialog = window.review.open_file(path)
        assert dialog is not None and dialog.deals == [1]
        _ready(dialog)
        dialog.close()
        bad = tmp_path / "bad.json"
        bad.write_text("{}")
        assert window.review.open_file(bad) is None  # refused with a message
    finally:
        window.close()
        window.controller.shutdown()


def test_a_deal_is_reviewed_from_its_summary_and_played_again(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import replace

    from PySide6.QtWidgets import QLabel, QMessageBox

    from belote_desktop.engine.rules import RuleSet, Variant
    from belote_desktop.ui.controller import Stage
    from belote_desktop.ui.main_window import MainWindow
    from belote_desktop.ui.review_dialog import ReplayKind
    from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    base = GameSettings.default().with_variant(Variant.CONTREE)
    seats = tuple(SeatSetup(n, False, "random") for n in ("South", "East", "North", "West"))
    settings = replace(base, rules=RuleSet.default(Variant.CONTREE).with_options({"target": 0}), seats=seats,
                       speed=AnimationSpeed.INSTANT)
    window = MainWindow(settings, autosave=None, worker_mode=WorkerMode.THREAD)
    window.confirm_close = False
    qtbot.addWidget(window)
    window.show()
    try:
        played = False
        for seed in range(1, 30):  # a seed whose single deal is bid and played
            window.new_game(seed=seed)
            qtbot.waitUntil(lambda: window.controller.stage in (Stage.DEAL_OVER, Stage.MATCH_OVER), timeout=30000)
            if window.review.last_reviewable() is not None:
                played = True
                break
        assert played
        box = window.summary
        assert box is not None
        review_button = next(b for b in box.findChildren(QPushButton) if b.text() == "Review the deal…")
        review_button.click()
        dialog = window.review.dialog
        assert dialog is not None and dialog.number == window.review.last_reviewable()
        # a game of bots: every seat's cards are judged
        _ready(dialog)
        assert {m.seat for m in dialog.reviews[dialog.number].marks} == {Seat.S, Seat.E, Seat.N, Seat.W}
        request = dialog.request_replay(ReplayKind.SAME)
        assert request is not None
        qtbot.waitUntil(lambda: window.controller.stage in (Stage.DEAL_OVER, Stage.MATCH_OVER), timeout=30000)
        summary = window.summary
        assert summary is not None
        texts = [label.text() for label in summary.findChildren(QLabel)]
        assert any("played again" in t and f"deal {request.number}" in t for t in texts), texts
        assert window.review.comparing is None
    finally:
        window.close()
        window.controller.shutdown()


def test_replay_seats_move_the_person_or_seat_the_expert() -> None:
    from belote_desktop.engine.record import PlayerKind, SeatConfig
    from belote_desktop.ui.review_dialog import ReplayKind, replay_seats

    seats = {Seat.S: SeatConfig("Ann", PlayerKind.HUMAN), Seat.E: SeatConfig("E", PlayerKind.BOT, "hard"),
             Seat.N: SeatConfig("N", PlayerKind.BOT, "hard"), Seat.W: SeatConfig("W", PlayerKind.BOT, "easy")}
    assert replay_seats(seats, ReplayKind.SAME) == seats
    moved = replay_seats(seats, ReplayKind.SEAT, Seat.W)
    assert moved[Seat.W].name == "Ann" and moved[Seat.S].level == "easy"
    bot = replay_seats(seats, ReplayKind.BOT)
    assert bot[Seat.S].player == PlayerKind.BOT and bot[Seat.S].level == "expert"


def test_play_screenshot_reaches_the_review(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    from PySide6.QtGui import QImage

    root = Path(__file__).resolve().parent.parent
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env.update(QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"), LANG="C.UTF-8", PYTHONPATH=str(root))
    out = tmp_path / "review.png"
    result = subprocess.run(
        [sys.executable, "-m", "belote_desktop", "play", "--screenshot", str(out), "--seed", "4", "--moment", "review"],
        capture_output=True, text=True, timeout=300, check=False, env=env,
    )
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert image.width() == 1200 and image.height() == 800
    # the review is drawn over the table: its board's own felt (a flat colour, where the table's
    # felt has a gradient and the score box) at its top left corner, where no hand reaches
    board = image.pixelColor(40, 140)
    assert (board.red(), board.green(), board.blue()) == (0x1F, 0x5A, 0x3A)


def test_the_score_sheet_opens_the_review_of_a_deal(app: QApplication) -> None:
    from belote_desktop.engine.record import read_record
    from belote_desktop.ui.review_dialog import attach_to_score_sheet
    from belote_desktop.ui.score_rows import match_rows
    from belote_desktop.ui.score_sheet import ScoreSheetDialog

    rows = match_rows(read_record(_greedy()).match)
    sheet = ScoreSheetDialog.for_rows(rows, ("S", "E", "N", "W"), 0)
    asked: list[int] = []
    button = attach_to_score_sheet(sheet, asked.append)
    assert button is not None
    button.click()  # no row chosen: the last deal
    sheet.deal_activated.emit(rows[0])  # a double click on a row
    assert asked == [1, 1]
    sheet.close()


@pytest.mark.parametrize("mode", [WorkerMode.THREAD, WorkerMode.PROCESS])
def test_a_failed_analysis_is_said_not_raised(app: QApplication, mode: WorkerMode) -> None:
    from belote_desktop.ui.review_dialog import ReviewRunner

    runner = ReviewRunner(mode)
    failures: list[str] = []
    runner.failed.connect(failures.append)
    runner.start(_greedy(), 5, None)  # the record has one deal
    assert runner.wait(60)
    assert failures and "no deal 5" in failures[0]


def test_the_keys_walk_the_deal(app: QApplication, qtbot: Any) -> None:
    from PySide6.QtCore import Qt

    dialog = DealReviewDialog(_greedy(), 1, mode=WorkerMode.THREAD)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitActive(dialog)

    def press(key: Qt.Key) -> None:
        qtbot.keyClick(dialog.board, key)  # the board has the focus when the window opens

    press(Qt.Key.Key_Home)
    assert dialog.position == 0
    press(Qt.Key.Key_Right)
    press(Qt.Key.Key_Right)
    assert dialog.position == 2
    press(Qt.Key.Key_Left)
    assert dialog.position == 1
    press(Qt.Key.Key_End)
    assert dialog.position == 32
    _ready(dialog)
    first = dialog.cards.topLevelItem(0)
    assert first is not None
    dialog.cards.setCurrentItem(first)  # Up and Down in the list move the board
    assert dialog.position == int(first.data(0, Qt.ItemDataRole.UserRole)) + 1
    dialog.close()
