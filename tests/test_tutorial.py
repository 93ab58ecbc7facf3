"""The first-game tutorial (ui/tutorial.py) played through the real window by simulated clicks:
each step waits for its card, a card the rules forbid is refused with the rule's words, a legal
card other than the lesson's is refused too, and the deal ends with the score lesson."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Iterator

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from belote_desktop.engine.auctions import Call
from belote_desktop.engine.cards import Seat, parse_card
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Phase
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.comfort import AUTO_PLAY_MS
from belote_desktop.ui.controller import Stage
from belote_desktop.ui.main_window import TUTORIAL_OFFERED_KEY, MainWindow
from belote_desktop.ui.score_sheet import DealSummaryDialog
from belote_desktop.ui.settings import AnimationSpeed, GameSettings
from belote_desktop.ui.tutorial import HANDS, PLAY_ORDER, Tutorial, lessons, tutorial_layout

WAIT_MS = 30000


def _settings() -> GameSettings:
    # the person's own settings are Contrée with a fast table: the tutorial plays Classic anyway
    base = GameSettings.default().with_variant(Variant.CONTREE)
    return replace(base, rules=RuleSet.default(Variant.CONTREE), speed=AnimationSpeed.INSTANT, auto_play_single=True)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(_settings(), autosave=None, worker_mode=WorkerMode.THREAD, settings_store=store)
    w.confirm_close = False
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.controller.shutdown()


def _click_card(qtbot: QtBot, window: MainWindow, card: int) -> None:
    """Click the card where it shows (the fan overlaps: find a point where it is on top)."""
    item = next(i for i in window.scene.card_items() if i.card == card)
    view = window.table_view
    rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    points = (QPoint(rect.left() + dx, rect.top() + dy) for dy in range(10, rect.height(), 12) for dx in range(4, rect.width(), 6))
    point = next((p for p in points if view.itemAt(p) is item), None)
    assert point is not None, f"card {card} cannot be clicked anywhere"
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def _wait_turn(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.DEAL_OVER), timeout=WAIT_MS)


def test_the_prepared_deal_gives_each_seat_its_cards() -> None:
    layout = tutorial_layout()
    assert layout.dealer == Seat.W and layout.first_hand == Seat.S
    assert sorted(PLAY_ORDER) == sorted(c for hand in HANDS.values() for c in hand.split())
    assert len(lessons()) == 9  # the auction and one card per trick


def test_the_whole_tutorial_by_clicks(window: MainWindow, qtbot: QtBot) -> None:
    tutorial = window.start_tutorial()
    c = window.controller
    panel = tutorial.panel
    _wait_turn(qtbot, window)
    assert panel.isVisible() and panel.title_label.text() == "Welcome to Belote"
    assert "7♥" in panel.text_label.text()
    # step 1: the auction; Pass is legal but the lesson waits for Take
    qtbot.mouseClick(window.auction_panel.button_for(Call.PASS), Qt.MouseButton.LeftButton)
    assert window.status_label.text() == "This step waits for Take."
    assert c.stage == Stage.HUMAN
    take = window.auction_panel.button_for(Call.TAKE)
    assert isinstance(take, QPushButton)
    qtbot.mouseClick(take, Qt.MouseButton.LeftButton)

    south = [parse_card(n) for n in PLAY_ORDER if n in HANDS[Seat.S].split()]
    titles = [lesson.title for lesson in lessons()[1:]]
    for trick, card in enumerate(south):
        _wait_turn(qtbot, window)
        view = c.current_view()
        assert view is not None and view.phase == Phase.PLAY and len(view.tricks) == trick
        assert panel.title_label.text() == titles[trick]
        if trick == 2:
            # the person plays the only card with "play my only legal card by itself" on, but not
            # in the tutorial: the step waits for the click
            qtbot.wait(AUTO_PLAY_MS * 2)
            assert c.current_view() == view
            # follow suit: the ace of spades is refused in the rule's own words (the engine's refusal)
            _click_card(qtbot, window, parse_card("AS"))
            assert window.status_label.text() == "You must follow suit: Diamonds. Playable: 9♦."
            assert c.current_view() == view  # nothing was played
        if trick == 3:
            # trump: a higher trump is legal, but the lesson waits for the 7
            _click_card(qtbot, window, parse_card("KH"))
            assert window.status_label.text() == "That card may be played, but this step waits for the 7♥."
            assert c.current_view() == view
            # the hint explains itself: the 7 trumps the opponents' trick
            window.hint_action.trigger()
            qtbot.waitUntil(lambda: window.status_label.text() == "Hint: trumps the trick.", timeout=WAIT_MS)
        if trick == 4:
            _click_card(qtbot, window, parse_card("KH"))  # lower than West's 10: must overtrump
            assert window.status_label.text() == "You must overtrump with Hearts. Playable: 9♥."
        _click_card(qtbot, window, card)
    _wait_turn(qtbot, window)
    assert c.stage == Stage.DEAL_OVER
    assert isinstance(window.summary, DealSummaryDialog) and window.summary.isVisible()
    assert panel.title_label.text() == "The score"
    assert "154 to 28" in panel.text_label.text()  # tricks, the last trick's 10 and the belote
    # the summary closes: the match goes on as a normal game, and the panel goes
    qtbot.mouseClick(window.summary.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not tutorial.running, timeout=WAIT_MS)
    assert not panel.isVisible() and c.script is None


def test_leaving_the_tutorial_hands_the_seats_to_the_bots(window: MainWindow, qtbot: QtBot) -> None:
    tutorial = window.start_tutorial()
    _wait_turn(qtbot, window)
    assert not window.comfort.comfort.auto_play_single  # nothing is played by itself in the tutorial
    qtbot.mouseClick(tutorial.panel.leave_button, Qt.MouseButton.LeftButton)
    assert not tutorial.running and not tutorial.panel.isVisible()
    assert window.comfort.comfort.auto_play_single  # the person's setting is back
    assert window.controller.script is None
    # no step waits any more: a pass is a pass
    qtbot.mouseClick(window.auction_panel.button_for(Call.PASS), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.stage != Stage.HUMAN or len(window.controller.current_view().auction) > 0,
                    timeout=WAIT_MS)


def test_a_new_game_ends_the_tutorial(window: MainWindow, qtbot: QtBot) -> None:
    tutorial = window.start_tutorial()
    _wait_turn(qtbot, window)
    window.new_game(seed=3)
    assert not tutorial.running and not tutorial.panel.isVisible()
    assert window.controller.script is None


def test_the_help_menu_has_the_tutorial(window: MainWindow) -> None:
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text().replace("&", "") == "Help")
    assert window.tutorial_action in help_menu.actions()
    assert window.tutorial_action.text().replace("&", "") == "Tutorial…"


def test_the_very_first_start_offers_the_tutorial_once(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    box = window.start(offer_tutorial=True)
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert window.controller.has_dealt  # a normal game is dealt behind the offer
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.tutorial is not None and window.tutorial.running, timeout=WAIT_MS)
    assert isinstance(window.tutorial, Tutorial)
    assert window.start(offer_tutorial=True) is None  # offered once
    # the window's settings file (QSettings on one file share what they hold within a process)
    assert QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat).value(TUTORIAL_OFFERED_KEY) is not None
