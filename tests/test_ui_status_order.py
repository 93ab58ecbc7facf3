"""The status line and the panels follow the table: with real animations, every step the scene
plays and every status the controller sends is checked against what the table shows at that
moment. "Your turn" / "Your call" only when the table has settled and the person may act, never
while a card or a bot's call is still being shown; the bidding box offers nothing while the
status line says a bot is thinking; nothing of the last game stays after New; a declaration
leaves the hand dimmed as it was."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from belote_desktop.engine.auctions import Call, NameTrump
from belote_desktop.engine.combinations import Declare
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Phase
from belote_desktop.engine.table import Table
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.controller import Stage
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup

WAIT_MS = 30000
YOUR_TURN = ("Your call.", "Your turn: play a card.", "Declare your combinations, then play a card.")


def _settings(variant: Variant, speed: AnimationSpeed, **options: object) -> GameSettings:
    names = ("South", "East", "North", "West")
    rules = RuleSet.default(variant).with_options({"target": 0, **options})
    seats = tuple(SeatSetup(n, i == 0, "random") for i, n in enumerate(names))
    base = GameSettings.default().with_variant(variant)
    return replace(base, rules=rules, seats=seats, speed=speed)  # type: ignore[arg-type]


@pytest.fixture
def make_window(qtbot: QtBot) -> Iterator:
    windows: list[MainWindow] = []

    def make(settings: GameSettings) -> MainWindow:
        window = MainWindow(settings, autosave=None, worker_mode=WorkerMode.THREAD)
        window.confirm_close = False
        qtbot.addWidget(window)
        window.resize(1100, 700)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
    for w in windows:
        w.controller.shutdown()


@dataclass
class Moment:
    """What the window showed when something happened."""

    what: str  # "step" (an animation step starts), "status" (a status line arrived)
    status: str
    animating: bool
    stage: Stage
    auction_offers: int  # buttons the bidding box would answer a click on
    declare_offers: int


class Timeline:
    """Watches the window: each step of the scene's animations and each status line."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.moments: list[Moment] = []
        window.scene.step_started.connect(lambda _step: self._note("step"))  # every step of every animation
        window.controller.status_changed.connect(lambda _text: self._note("status"))

    def _note(self, what: str) -> None:
        w = self.window
        self.moments.append(Moment(
            what, w.status_label.text(), w.scene.is_animating, w.controller.stage,
            len(w.auction_panel.offered_actions()) if w.auction_panel.isVisible() else 0,
            len(w.declare_panel.offered_actions()) if w.declare_panel.isVisible() else 0,
        ))


def _act(window: MainWindow) -> None:
    """The person's first sensible action, through the panels' and the scene's own signals."""
    view = window.controller.current_view()
    assert view is not None and view.legal_actions
    legal = view.legal_actions
    if view.phase == Phase.PLAY:
        window.scene.card_chosen.emit(next(a for a in legal if isinstance(a, int)))
        return
    action = Call.TAKE if Call.TAKE in legal else next((a for a in legal if isinstance(a, NameTrump)), legal[0])
    window.auction_panel.call_chosen.emit(action)


def _check(timeline: Timeline) -> None:
    for m in timeline.moments:
        if m.what == "step":
            # something is still being shown: nobody's turn has come yet
            assert m.auction_offers == 0 and m.declare_offers == 0, m
            assert m.status not in YOUR_TURN, m
        if m.status.endswith("is thinking…"):
            assert m.auction_offers == 0 and m.declare_offers == 0, m
        if m.what == "status" and m.status in YOUR_TURN:
            assert not m.animating and m.stage == Stage.HUMAN, m
        if m.what == "status" and m.status == "Your call.":
            assert m.auction_offers > 0, m


@pytest.mark.parametrize("variant", [Variant.CLASSIC, Variant.CONTREE])
def test_the_status_line_and_the_bidding_box_follow_the_cards(make_window, qtbot: QtBot, variant: Variant) -> None:
    window = make_window(_settings(variant, AnimationSpeed.FAST))
    timeline = Timeline(window)
    c = window.controller
    window.new_game(seed=5)
    acted = 0
    while acted < 8:
        qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER), timeout=WAIT_MS)
        if c.stage != Stage.HUMAN:
            break
        assert window.status_label.text() in YOUR_TURN
        _act(window)
        acted += 1
        # the person has acted: the line no longer says it is their turn, from this very moment
        assert window.status_label.text() not in YOUR_TURN
    assert acted >= 3
    steps = [m for m in timeline.moments if m.what == "step"]
    thinking = [m for m in timeline.moments if m.status.endswith("is thinking…")]
    assert len(steps) > 10 and thinking  # the checks below looked at something
    _check(timeline)


def test_new_keeps_nothing_of_the_last_game(make_window, qtbot: QtBot) -> None:
    window = make_window(_settings(Variant.CLASSIC, AnimationSpeed.INSTANT, target=1000))
    c = window.controller
    window.new_game(seed=3)
    while c.stage != Stage.DEAL_OVER:  # a whole deal: scores, a taker, calls on the plates
        qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.DEAL_OVER), timeout=WAIT_MS)
        if c.stage == Stage.HUMAN:
            _act(window)
    assert any(total for total in c.match.totals)
    window.summary.continue_button.click()
    qtbot.waitUntil(lambda: c.stage == Stage.HUMAN, timeout=WAIT_MS)
    assert window.status_label.text() in YOUR_TURN
    window.scene.set_speed(AnimationSpeed.FAST)
    c.set_speed(AnimationSpeed.FAST)
    window.new_game(seed=4)
    # the same event-loop turn: the deal has only started to move
    assert window.status_label.text() == ""
    score = window.scene.score_box  # the score box's rows: (label, value, emphasised)
    values = ["".join(s.text for s in value) for _label, value, _strong in score.rows]
    assert values[:2] == ["0", "0"], values
    assert all(not window.scene.plate(seat).detail for seat in c.match.rules.table.seats)
    assert not window.auction_panel.offered_actions() or not window.auction_panel.isVisible()


def _romanian_declare_moment(qtbot: QtBot, window: MainWindow) -> bool:
    """Play (instantly) until the person may declare a combination while some cards of the hand
    may not be played (dimmed); False if the deal ends first."""
    c = window.controller
    while True:
        qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER), timeout=WAIT_MS)
        if c.stage != Stage.HUMAN:
            return False
        view = c.current_view()
        cards = [a for a in view.legal_actions if isinstance(a, int)]
        if view.phase == Phase.PLAY and any(isinstance(a, Declare) for a in view.legal_actions) and len(cards) < len(view.hand_cards):
            return True
        legal = [a for a in view.legal_actions if a not in (Call.CANCEL,)]
        if view.phase == Phase.PLAY:
            window.scene.card_chosen.emit(next(a for a in legal if isinstance(a, int)))
        else:
            action = Call.TAKE if Call.TAKE in legal else next((a for a in legal if isinstance(a, NameTrump)), legal[0])
            window.auction_panel.call_chosen.emit(action)


def test_a_declaration_leaves_the_hand_dimmed_and_the_status_in_order(make_window, qtbot: QtBot) -> None:
    window = make_window(_settings(Variant.ROMANIAN, AnimationSpeed.INSTANT, table=Table.FOUR.value))
    for seed in range(1, 80):
        window.new_game(seed=seed)
        if _romanian_declare_moment(qtbot, window):
            break
    else:
        pytest.fail("no seed gave the person a combination")
    c = window.controller
    qtbot.waitUntil(lambda: window.declare_panel.isVisible(), timeout=WAIT_MS)
    dimmed = {i.card: i.is_dimmed for i in window.scene.hand_items()}
    assert any(dimmed.values())
    window.scene.set_speed(AnimationSpeed.FAST)
    c.set_speed(AnimationSpeed.FAST)
    timeline = Timeline(window)
    seen: list[dict[int, bool]] = []
    window.scene.step_started.connect(lambda _step: seen.append({i.card: i.is_dimmed for i in window.scene.hand_items()}))
    declare = window.declare_panel.offered_actions()[0]
    qtbot.mouseClick(window.declare_panel.button_for(declare), Qt.MouseButton.LeftButton)
    assert window.status_label.text() not in YOUR_TURN
    qtbot.waitUntil(lambda: c.stage == Stage.HUMAN and not window.scene.is_animating, timeout=WAIT_MS)
    assert seen, "the declaration was animated"
    for state in seen:
        assert state == dimmed, "the unplayable cards stay dimmed while the declaration is said"
    assert window.status_label.text() in YOUR_TURN
    _check(timeline)
