"""Matches through the real window, table scene, auction panel and controller, with the person's
clicks simulated: whole matches against bots, four people in hotseat (checked on the scene's
items), an illegal click, undo, hint, save and resume, broken files, the worker process."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from belote_desktop.engine.auctions import Bid, Call
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.record import write_record
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Phase
from belote_desktop.ui.autosave import AutosaveStore
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.controller import Stage
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.score_sheet import DealSummaryDialog, MatchSummaryDialog
from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup

WAIT_MS = 30000


def _settings(variant: Variant = Variant.CLASSIC, humans: int = 1, target: int = 0) -> GameSettings:
    names = ("South", "East", "North", "West")
    rules = RuleSet.default(variant).with_options({"target": target})
    seats = tuple(SeatSetup(n, i < humans, "random") for i, n in enumerate(names))
    base = GameSettings.default().with_variant(variant)
    return replace(base, rules=rules, seats=seats, speed=AnimationSpeed.INSTANT)  # type: ignore[arg-type]


@pytest.fixture
def make_window(qtbot: QtBot, tmp_path: Path) -> Iterator:
    windows: list[MainWindow] = []

    def make(settings: GameSettings | None = None, store: AutosaveStore | None = None,
             mode: WorkerMode = WorkerMode.THREAD) -> MainWindow:
        window = MainWindow(settings or _settings(), autosave=store, worker_mode=mode)
        window.confirm_close = False
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
    for w in windows:
        w.controller.shutdown()


def _click_card(qtbot: QtBot, window: MainWindow, card: int) -> None:
    """Click the card where it shows: the fan overlaps, so look for a point where it is on top."""
    item = next(i for i in window.scene.card_items() if i.card == card)
    view = window.table_view
    rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    points = (QPoint(rect.left() + dx, rect.top() + dy) for dy in range(10, rect.height(), 12) for dx in range(4, rect.width(), 6))
    point = next((p for p in points if view.itemAt(p) is item), None)
    assert point is not None, f"card {card} cannot be clicked anywhere"
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def _call(qtbot: QtBot, window: MainWindow, action: object) -> None:
    panel = window.auction_panel
    assert panel.isVisible()
    if isinstance(action, Bid):
        qtbot.mouseClick(panel.value_buttons[action.value], Qt.MouseButton.LeftButton)
        qtbot.mouseClick(panel.strain_buttons[action.strain], Qt.MouseButton.LeftButton)
        qtbot.mouseClick(panel.bid_button, Qt.MouseButton.LeftButton)
    else:
        button = panel.button_for(action)  # type: ignore[arg-type]
        assert isinstance(button, QPushButton) and button.isEnabled()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _person_acts(qtbot: QtBot, window: MainWindow) -> None:
    """A person who opens the auction with the lowest call that is not a pass, then passes, and
    plays the leftmost playable card of the fan: every action a click on the window."""
    view = window.controller.current_view()
    assert view is not None and view.legal_actions
    if view.phase == Phase.PLAY:
        playable = [i for i in window.scene.hand_items() if i.card in view.legal_actions]
        playable.sort(key=lambda i: i.sceneBoundingRect().left())
        _click_card(qtbot, window, playable[0].card)
        return
    opened = any(a != Call.PASS for _, a in view.auction)
    offered = window.auction_panel.offered_actions()
    action = Call.PASS if opened or Call.PASS not in view.legal_actions else next(a for a in offered if a != Call.PASS)
    _call(qtbot, window, action)


def _play_match(qtbot: QtBot, window: MainWindow, check=lambda: None, max_steps: int = 2000) -> None:
    c = window.controller
    for _ in range(max_steps):
        qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER, Stage.PRIVACY), timeout=WAIT_MS)
        check()
        if c.stage == Stage.MATCH_OVER:
            return
        if c.stage == Stage.DEAL_OVER:
            assert isinstance(window.summary, DealSummaryDialog) and window.summary.isVisible()
            qtbot.mouseClick(window.summary.continue_button, Qt.MouseButton.LeftButton)
        elif c.stage == Stage.PRIVACY:
            assert window.scene.privacy_shown
            window.scene.privacy_dismissed.emit()  # what a click on the privacy screen sends
        else:
            _person_acts(qtbot, window)
    raise AssertionError("the match did not end")


@pytest.mark.parametrize("variant", [Variant.CLASSIC, Variant.CONTREE])
def test_a_whole_match_against_three_bots_by_clicks(make_window, qtbot: QtBot, variant: Variant) -> None:
    window = make_window(_settings(variant, target=300))
    window.new_game(seed=21)
    _play_match(qtbot, window)
    c = window.controller
    assert c.match.phase == Phase.OVER and c.match.winner is not None
    # the deciding deal's own summary first, then the match result
    deciding = window.summary
    assert isinstance(deciding, DealSummaryDialog) and deciding.isVisible()
    assert deciding.row.number == c.rows()[-1].number and deciding.continue_button.text() == "Match result"
    qtbot.mouseClick(deciding.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.summary, MatchSummaryDialog) and window.summary.isVisible())
    assert "win" in window.summary.winner_label.text()
    rows = c.rows()
    assert len(rows) >= 2 and max(rows[-1].totals) >= 300 and rows[-1].totals == tuple(c.match.totals)


def test_four_people_never_see_each_others_cards(make_window, qtbot: QtBot) -> None:
    window = make_window(_settings(Variant.CONTREE, humans=4, target=0))
    c = window.controller
    checked = {"privacy": 0, "turns": 0}

    def check() -> None:
        match = c.match
        face_up = {i.card for i in window.scene.card_items() if i.isVisible() and i.is_face_up}
        if c.stage == Stage.PRIVACY:
            held = set().union(*(set(_cards(match.hand(s))) for s in Seat))
            assert not face_up & held, "a hand is face up behind the privacy screen"
            checked["privacy"] += 1
        elif c.stage == Stage.HUMAN:
            viewer = window.scene.shown_view.seat  # the seat the scene was drawn for
            assert viewer == match.current_player
            others = set().union(*(set(_cards(match.hand(s))) for s in Seat if s != viewer))
            leaked = face_up & others
            # where the scene put them, and what the view said the viewer holds: a leak names its path
            slots = {c: (window.scene.slot_of(c).kind.value, window.scene.slot_of(c).seat) for c in sorted(leaked)}
            assert not leaked, (
                f"{viewer.name} sees {sorted(leaked)} of others (deal {match.current.number}, trick {window.scene.shown_view.trick}; "
                f"slots {slots}; view hand {sorted(window.scene.shown_view.hand_cards)}; animating {window.scene.is_animating})"
            )
            checked["turns"] += 1

    window.new_game(seed=4)
    _play_match(qtbot, window, check)
    assert checked["privacy"] >= 4 and checked["turns"] >= 32


def _cards(mask: int) -> list[int]:
    return [c for c in range(32) if mask >> c & 1]


def test_an_illegal_click_says_why_and_changes_nothing(make_window, qtbot: QtBot) -> None:
    window = make_window(_settings(Variant.CONTREE, target=0))
    c = window.controller
    window.new_game(seed=11)
    while True:
        qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.DEAL_OVER), timeout=WAIT_MS)
        if c.stage == Stage.DEAL_OVER:
            window.summary.continue_button.click()
            continue
        view = c.current_view()
        if view.phase == Phase.PLAY and len(view.legal_actions) < len(view.hand_cards):
            break
        _person_acts(qtbot, window)
    before = write_record(c.match)
    illegal = next(i for i in window.scene.hand_items() if i.card not in view.legal_actions)
    assert illegal.is_dimmed
    _click_card(qtbot, window, illegal.card)
    assert write_record(c.match) == before and c.stage == Stage.HUMAN
    # the rule broken, in the window's words, and what may be played instead
    text = window.status_label.text()
    assert text.startswith("You must") and "Playable:" in text, text


def test_undo_from_the_menu(make_window, qtbot: QtBot) -> None:
    window = make_window(_settings(Variant.CLASSIC, target=0))
    c = window.controller
    window.new_game(seed=8)
    qtbot.waitUntil(lambda: c.stage == Stage.HUMAN, timeout=WAIT_MS)
    assert not window.undo_action.isEnabled()
    before = write_record(c.match)
    _person_acts(qtbot, window)
    qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.DEAL_OVER), timeout=WAIT_MS)
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: c.stage == Stage.HUMAN, timeout=WAIT_MS)
    assert write_record(c.match) == before


def test_hint_highlights_a_card_or_a_call(make_window, qtbot: QtBot) -> None:
    window = make_window(_settings(Variant.CLASSIC, target=0))
    c = window.controller
    window.new_game(seed=5)
    qtbot.waitUntil(lambda: c.stage == Stage.HUMAN, timeout=WAIT_MS)
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: window.auction_panel.hinted_button() is not None, timeout=WAIT_MS)


def test_save_quit_and_resume_continue_the_same_deal(make_window, qtbot: QtBot, tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path / "data")
    first = make_window(_settings(Variant.CONTREE, target=1000), store)
    c = first.controller
    first.start()  # nothing to resume: a new game
    for _ in range(6):
        qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.DEAL_OVER), timeout=WAIT_MS)
        if c.stage == Stage.DEAL_OVER:
            first.summary.continue_button.click()
        else:
            _person_acts(qtbot, first)
    qtbot.waitUntil(lambda: c.stage == Stage.HUMAN, timeout=WAIT_MS)
    record = write_record(c.match)
    assert first.save_game(tmp_path / "game.json")
    first.close()
    assert store.exists()

    second = make_window(_settings(Variant.CLASSIC), store)
    box = second.start()
    assert box is not None and "Resume" in box.text()
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: second.controller.stage == Stage.HUMAN, timeout=WAIT_MS)
    assert write_record(second.controller.match)["deals"] == record["deals"]
    assert second.controller.match.rules.variant == Variant.CONTREE

    third = make_window(_settings(Variant.CLASSIC))
    assert third.open_game(tmp_path / "game.json")
    qtbot.waitUntil(lambda: third.controller.stage == Stage.HUMAN, timeout=WAIT_MS)
    assert write_record(third.controller.match)["deals"] == record["deals"]


def test_a_broken_game_file_gets_a_message_and_changes_nothing(make_window, qtbot: QtBot, tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path / "data")
    store.folder.mkdir()
    store.path.write_text('{"format": "belote-record", "version": 7, "variant": "classic", "deals": []}')
    window = make_window(_settings(), store)
    box = window.start()
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: any(b.isVisible() and "could not be read" in b.text() for b in window.findChildren(QMessageBox)))
    assert window.controller.stage in (Stage.HUMAN, Stage.BOT, Stage.ANIMATING)  # a new game instead

    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2")
    before = window.controller.match
    assert not window.open_game(bad)
    assert window.controller.match is before  # read on a thread meanwhile: the game went on, not replaced
    assert any(b.isVisible() and "not JSON" in b.text() for b in window.findChildren(QMessageBox))


def test_bots_in_a_worker_process_through_the_window(make_window, qtbot: QtBot) -> None:
    window = make_window(_settings(Variant.CLASSIC, humans=0, target=0), mode=WorkerMode.PROCESS)
    window.auto_continue_ms = 0
    window.new_game(seed=2)
    qtbot.waitUntil(lambda: window.controller.stage == Stage.MATCH_OVER, timeout=90000)




def test_the_keyboard_plays_a_card(make_window, qtbot: QtBot) -> None:
    window = make_window(_settings(Variant.CONTREE, target=0))
    c = window.controller
    window.new_game(seed=11)
    while True:
        qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.DEAL_OVER), timeout=WAIT_MS)
        if c.stage == Stage.DEAL_OVER:
            window.summary.continue_button.click()
            continue
        if c.current_view().phase == Phase.PLAY:
            break
        _person_acts(qtbot, window)
    view = c.current_view()
    hand = sorted(window.scene.hand_items(), key=lambda i: i.sceneBoundingRect().left())
    n = next(i for i, item in enumerate(hand) if item.card in view.legal_actions)
    qtbot.keyClick(window.table_view, Qt.Key(Qt.Key.Key_1 + n))  # the n-th card from the left
    qtbot.waitUntil(lambda: c.match.current.play is not None and hand[n].card in c.match.current.play.played,
                    timeout=WAIT_MS)
