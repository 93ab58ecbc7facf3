"""Statistics in the window: each finished deal recorded from the persons' seats (ui/stats_recorder.py),
the switch to keep none, a refused file said and left alone, the dialog (ui/stats_dialog.py) with
its export and reset, and `play --screenshot --moment stats`."""

from __future__ import annotations

import csv
import os
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from belote_desktop.bots.random_bot import RandomBot
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.table import Table
from belote_desktop.stats_store import DealStat, StatsStore, Taker
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.controller import FinishedDeal, Stage
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup
from belote_desktop.ui.stats_dialog import StatsDialog
from belote_desktop.ui.stats_recorder import StatsKeeper, deal_stats, match_id

WAIT_MS = 60000


def _settings(variant: Variant = Variant.CLASSIC, humans: tuple[int, ...] = (0,), table: str | None = None) -> GameSettings:
    base = GameSettings.default().with_variant(variant)
    rules = base.rules
    if table is not None:
        rules = rules.with_options({"table": table})
    # the shortest match each variant plays
    rules = rules.with_options({"target": 501 if variant == Variant.CLASSIC else RuleSet.default(variant, rules.table).target})
    names = ("Ana", "Bruno", "Chloé", "Dan")
    seats = tuple(SeatSetup(n, i in humans, "random") for i, n in enumerate(names))
    return replace(base, rules=rules, seats=seats, speed=AnimationSpeed.INSTANT)  # type: ignore[arg-type]  # four seats


@pytest.fixture
def make_window(qtbot: QtBot, tmp_path: Path) -> Iterator:
    windows: list[MainWindow] = []

    def make(settings: GameSettings) -> MainWindow:
        window = MainWindow(settings, autosave=None, worker_mode=WorkerMode.THREAD)
        window.confirm_close = False
        window.set_statistics(StatsKeeper(tmp_path / "data", window))
        qtbot.addWidget(window)
        window.show()
        windows.append(window)
        return window

    yield make
    for w in windows:
        w.controller.shutdown()
        if w.statistics is not None:
            w.statistics.close()


def play_match(qtbot: QtBot, window: MainWindow, seed: int = 5, deals: int | None = None) -> list[FinishedDeal]:
    """People's moves by a seeded random player, every summary closed, to the match's end (or
    ``deals`` deals); the deals the controller reported."""
    import random

    finished: list[FinishedDeal] = []
    window.controller.deal_finished.connect(finished.append)
    c = window.controller
    player, rng = RandomBot(), random.Random(seed)
    window.new_game(seed=seed)
    while True:
        qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER, Stage.PRIVACY), timeout=WAIT_MS)
        if c.stage == Stage.MATCH_OVER or (deals is not None and len(finished) >= deals):
            break
        if c.stage == Stage.PRIVACY:
            c.privacy_dismissed()
        elif c.stage == Stage.DEAL_OVER:
            assert window.summary is not None
            window.summary.accept()
        else:
            view = c.current_view()
            assert view is not None
            action = player.choose(view, rng)
            c.choose_card(action) if isinstance(action, int) else c.choose_call(action)
    window.controller.deal_finished.disconnect(finished.append)
    assert window.statistics is not None
    window.statistics.flush()
    return finished


def test_a_match_is_recorded_deal_by_deal_from_the_persons_seat(make_window, qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(_settings())
    finished = play_match(qtbot, window)
    rows = StatsStore.in_folder(tmp_path / "data").deals()
    assert [r.deal_number for r in rows] == [f.deal.number for f in finished] and len(rows) >= 2
    assert {(r.player, r.seat, r.variant, r.table_kind, r.opponents, r.partner) for r in rows} == {
        ("Ana", "S", "classic", "four", "random", "random")
    }
    assert len({r.match_id for r in rows}) == 1
    for row, deal in zip(rows, finished):
        assert row.points == deal.row.score[0] and row.opponent_points == deal.row.score[1]  # S is in team NS
        taker = deal.row.taker
        assert row.taker == (Taker.NONE if taker is None else Taker.PLAYER if taker.name == "S"
                             else Taker.PARTNER if taker.name == "N" else Taker.OPPONENT)
        assert (row.contract is None) == (taker is None)
    assert [r.match_over for r in rows] == [False] * (len(rows) - 1) + [True]
    assert rows[-1].match_won == (finished[-1].winner_side == 0)
    assert all(r.errors is None for r in rows)  # until the review fills them in


def test_hotseat_records_each_persons_view(make_window, qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(_settings(Variant.ROMANIAN, humans=(0, 1), table="three"))
    finished = play_match(qtbot, window, deals=2)
    rows = StatsStore.in_folder(tmp_path / "data").deals()
    table = Table.THREE
    people = [s for s in table.seats if window.controller.seats[s].is_human]
    assert len(people) == 2
    assert len(rows) == 2 * len(finished)
    for deal in finished:
        mine = {r.seat: r for r in rows if r.deal_number == deal.deal.number}
        assert set(mine) == {s.name for s in people}
        for seat in people:
            side = table.side_of(seat)
            assert mine[seat.name].points == deal.row.score[side]
            assert mine[seat.name].partner is None  # everyone alone at three
            others = {window.controller.seats[s].level if not window.controller.seats[s].is_human else "human"
                      for s in table.seats if s != seat}
            assert mine[seat.name].opponents == "+".join(sorted(others))


def test_a_game_of_bots_only_records_nothing(make_window, qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(_settings(humans=()))
    window.auto_continue_ms = 0
    play_match(qtbot, window, deals=1)
    assert StatsStore.in_folder(tmp_path / "data").deals() == []


def test_with_statistics_off_no_deal_is_recorded(make_window, qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(replace(_settings(), keep_statistics=False))
    play_match(qtbot, window, deals=1)
    assert StatsStore.in_folder(tmp_path / "data").deals() == []
    assert not (tmp_path / "data").exists()


def test_a_file_that_is_not_ours_is_said_and_left_alone(make_window, qtbot: QtBot, tmp_path: Path) -> None:
    store = StatsStore.in_folder(tmp_path / "data")
    store.path.parent.mkdir()
    store.path.write_text("my own notes\n")
    window = make_window(_settings())
    play_match(qtbot, window, deals=1)
    qtbot.waitUntil(lambda: window.write_warning.isVisible(), timeout=5000)
    assert str(store.path) in window.write_warning.text() and "statistics" in window.write_warning.text()
    assert store.path.read_text() == "my own notes\n"
    dialog = window.show_statistics()
    assert isinstance(dialog, StatsDialog)
    assert "not a statistics file" in dialog.notice.text() and not dialog.reset_button.isEnabled()
    dialog.close()


def test_match_id_is_the_same_for_every_deal_and_differs_between_matches(make_window, qtbot: QtBot) -> None:
    window = make_window(_settings())
    first = play_match(qtbot, window, seed=1, deals=2)
    again = play_match(qtbot, window, seed=2, deals=1)
    ids = {match_id(f.first_deal) for f in first}
    assert len(ids) == 1 and match_id(again[0].first_deal) not in ids
    assert deal_stats(replace(first[0], seats=tuple(replace(s, is_human=False) for s in first[0].seats)), "t") == []


# --- the dialog ----------------------------------------------------------------------------------


def _stat(number: int, match: str, player: str = "Ana", **changes: object) -> DealStat:
    base = DealStat("2026-12-01T18:00:00+00:00", match, number, player, "S", "classic", "four", "medium", "medium",
                    Taker.PLAYER, "H", "made", 120, 42, False, None)
    return replace(base, **changes)  # type: ignore[arg-type]  # the test's keywords are DealStat's fields


def _filled(tmp_path: Path) -> StatsStore:
    store = StatsStore.in_folder(tmp_path / "stats")
    store.add([
        _stat(1, "a"), _stat(2, "a", match_over=True, match_won=True, errors=1),
        _stat(1, "b", opponents="hard", taker=Taker.OPPONENT, result="down", points=0, opponent_points=162,
              match_over=True, match_won=False),
    ])
    return store


def test_the_dialog_shows_the_figures_per_variant_and_level(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = StatsDialog(_filled(tmp_path))
    qtbot.addWidget(dialog)
    assert dialog.figures["matches"].text() == "1 / 2 (50%)"
    assert dialog.figures["deals"].text() == "2 / 3 (67%)"
    assert dialog.figures["contracts"].text() == "2 / 2 (100%)"
    assert dialog.figures["points"].text() == "80.0"
    assert dialog.figures["match_streak"].text() == "now 0, best 1"
    table = [[dialog.table.item(r, c).text() for c in range(dialog.table.columnCount())] for r in range(dialog.table.rowCount())]
    assert table == [
        ["Classic Belote", "Hard", "0 / 1", "0 / 1", "0", "0 (–)", "0.0"],
        ["Classic Belote", "Medium", "1 / 1", "2 / 2", "2", "2 (100%)", "120.0"],
    ]
    assert dialog.points_chart.values == [120.0, 0.0]
    assert dialog.errors_chart.values == [1.0, None]
    assert [b.text for b in dialog.wins_chart.bars] == ["0%", "100%"]
    assert "Medium: 100%" in dialog.wins_chart.accessibleDescription()
    assert not dialog.player_combo.isVisibleTo(dialog)  # one person: nothing to choose
    assert not dialog.notice.isVisibleTo(dialog)


def test_the_dialog_chooses_a_person_at_a_hotseat_table(qtbot: QtBot, tmp_path: Path) -> None:
    store = _filled(tmp_path)
    store.add([_stat(1, "c", player="Bruno", seat="E", points=10, opponent_points=152)])
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.player_combo.isVisibleTo(dialog) and dialog.figures["deals"].text() == "2 / 4 (50%)"
    store.add([_stat(2, "c", variant="romanian", points=3, opponent_points=13)])  # in balls
    dialog.reload()
    assert dialog.figures["points"].text() == "by variant, below"
    dialog.player_combo.setCurrentIndex(dialog.player_combo.findData("Bruno"))
    assert dialog.figures["deals"].text() == "0 / 1 (0%)"


def test_the_dialog_says_when_statistics_are_off(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = StatsDialog(StatsStore.in_folder(tmp_path), keeping=False)
    qtbot.addWidget(dialog)
    assert dialog.notice.isVisibleTo(dialog) and "off" in dialog.notice.text()
    assert not dialog.export_button.isEnabled() and not dialog.reset_button.isEnabled()
    assert dialog.figures["points"].text() == "–"


def test_export_writes_every_deal_as_csv(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = StatsDialog(_filled(tmp_path))
    qtbot.addWidget(dialog)
    out = tmp_path / "out.csv"
    assert dialog.export_to(out)
    lines = list(csv.reader(out.open(encoding="utf-8")))
    assert lines[0][:3] == ["played_at", "match_id", "deal_number"] and len(lines) == 4
    assert not dialog.export_to(tmp_path / "no" / "such" / "folder.csv")


@pytest.mark.parametrize("answer", [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes])
def test_reset_asks_first(qtbot: QtBot, tmp_path: Path, answer: QMessageBox.StandardButton) -> None:
    store = _filled(tmp_path)
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    box = dialog.ask_reset()
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    box.button(answer).click()
    assert len(store.deals()) == (0 if answer == QMessageBox.StandardButton.Yes else 3)
    assert dialog.figures["deals"].text() == ("0 / 0 (–)" if answer == QMessageBox.StandardButton.Yes else "2 / 3 (67%)")


def test_the_menu_opens_the_statistics_of_the_window(make_window, qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(_settings())
    play_match(qtbot, window, deals=1)
    window.stats_action.trigger()
    dialogs = [d for d in window.findChildren(StatsDialog) if d.isVisible()]
    assert len(dialogs) == 1 and dialogs[0].store.path.parent == tmp_path / "data"
    assert dialogs[0].summary().total.deals == 1
    dialogs[0].close()


# --- the play command ----------------------------------------------------------------------------


def test_screenshot_of_the_statistics_after_the_seeded_match(tmp_path: Path) -> None:
    out = tmp_path / "stats.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(tmp_path / "xdg")}
    result = subprocess.run(
        [sys.executable, "-m", "belote_desktop", "play", "--screenshot", str(out), "--moment", "stats", "--seed", "2"],
        capture_output=True, text=True, timeout=180, check=False, env=env,
    )
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1200, 800)
    # the dialog's light face over the middle of the green felt
    centre = image.pixelColor(600, 400)
    assert centre.lightness() > 180, centre.name()
    assert not (tmp_path / "xdg").exists()  # the match went to a folder of its own, since removed


def test_the_window_starts_without_sqlite_or_sound() -> None:
    """Start-up stays as it was: the statistics load SQLite at the first finished deal, the sounds
    look for Qt Multimedia only once sound is switched on (docs/BENCHMARKS.md)."""
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from belote_desktop.ui.main_window import MainWindow\n"
        "from belote_desktop.ui.bot_worker import WorkerMode\n"
        "w = MainWindow(autosave=None, worker_mode=WorkerMode.THREAD)\n"
        "app.processEvents()\n"
        "late = ('sqlite3', 'belote_desktop.stats_store', 'belote_desktop.ui.stats_dialog', 'belote_desktop.ui.charts',\n"
        "        'belote_desktop.ui.sounds', 'PySide6.QtMultimedia')\n"
        "print(sorted(m for m in sys.modules if m in late))\n"
        "w.controller.shutdown()\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False, env=env)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "[]"


def test_the_review_fills_in_a_recorded_deals_errors(make_window, qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(_settings())
    finished = play_match(qtbot, window, deals=2)
    keeper = window.statistics
    assert keeper is not None
    from belote_desktop.engine.cards import Seat

    keeper.set_errors(finished[1].first_deal, finished[1].deal.number, Seat.S, 2)
    keeper.flush()
    rows = StatsStore.in_folder(tmp_path / "data").deals()
    assert [r.errors for r in rows][:2] == [None, 2]
    dialog = window.show_statistics()
    assert isinstance(dialog, StatsDialog) and dialog.errors_chart.values == [2.0]
    dialog.close()


def test_the_dialog_fits_a_small_screen(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtCore import QSize

    dialog = StatsDialog(_filled(tmp_path), keeping=False)
    qtbot.addWidget(dialog)
    small = QSize(1024, 570)  # a 1024x600 screen less a title bar, as the window's other dialogs
    for size in (dialog.size(), dialog.minimumSizeHint()):
        assert size.width() <= small.width() and size.height() <= small.height(), size


def test_the_charts_sum_themselves_up_for_a_screen_reader(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = StatsDialog(_filled(tmp_path))
    qtbot.addWidget(dialog)
    assert dialog.points_chart.accessibleName() == "Score per deal, by match"
    assert dialog.points_chart.accessibleDescription() == "2 matches; the last: 0.0"
    description = dialog.errors_chart.accessibleDescription()  # "1 match" once the English catalogue says so
    assert description.startswith("1 match") and description.endswith("reviewed; the last: 1.0")
