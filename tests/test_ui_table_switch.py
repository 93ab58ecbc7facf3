"""Changing the variant or the Romanian table, then dealing a new game, through the window's own
path (Settings accepted, then Game > New): every pair of the five setups in both directions, with
the old game mid-deal (cards in the air) or between deals (its summary open). The new game must
then play on: the table is drawn for the new seats, the bots act and the person plays a card
from the keyboard.

The animations run (at a tiny fraction of their length): the faults lived in the queue of
animated steps, which the instant speed skips.
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from belote_desktop.engine.auctions import Call
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Phase
from belote_desktop.engine.table import Table
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.controller import Stage
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.scene_labels import SceneLabels
from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup
from belote_desktop.ui.table_model import SlotKind

WAIT_MS = 30000
NAMES = ("South", "East", "North", "West")
SETUPS = ("classic", "contree", "romanian-four", "romanian-three", "romanian-duel")
PAIRS = [(a, b) for a in SETUPS for b in SETUPS if a != b]
#: the animations' length against normal speed while these tests run: short, but they run
TINY = 0.04


def setup_settings(setup: str) -> GameSettings:
    """One human at S, random bots elsewhere, animations on (fast)."""
    if setup.startswith("romanian-"):
        variant = Variant.ROMANIAN
        rules = RuleSet.default(variant).with_options({"table": setup.removeprefix("romanian-")})
    else:
        variant = Variant(setup)
        rules = RuleSet.default(variant)
    seats = tuple(SeatSetup(n, i == 0, "random") for i, n in enumerate(NAMES))
    base = GameSettings.default().with_variant(variant)
    return replace(base, rules=rules, seats=seats, speed=AnimationSpeed.FAST)  # type: ignore[arg-type]


@pytest.fixture
def short_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    original = AnimationSpeed.duration_ms

    def quick(self: AnimationSpeed, base_ms: int) -> int:  # FAST at a small fraction; the others as they are
        return round(base_ms * TINY) if self == AnimationSpeed.FAST else original(self, base_ms)

    monkeypatch.setattr(AnimationSpeed, "duration_ms", quick)


@pytest.fixture
def make_window(qtbot: QtBot, tmp_path: Path, short_animations: None, monkeypatch: pytest.MonkeyPatch) -> Iterator:
    windows: list[MainWindow] = []
    # Game > New asks before abandoning a game in progress: the person says yes
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.Yes)

    def make(settings: GameSettings, seed: int) -> MainWindow:
        store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(settings, autosave=None, worker_mode=WorkerMode.THREAD, settings_store=store)
        window.confirm_close = False
        window.resize(1024, 640)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        # Game > New deals with a fixed seed, so a failure can be replayed
        window.new_game = lambda seed_=None: MainWindow.new_game(window, seed)  # type: ignore[method-assign]
        windows.append(window)
        return window

    yield make
    for w in windows:
        w.controller.shutdown()


def person_acts(qtbot: QtBot, window: MainWindow) -> int | None:
    """The person's turn: a call through the controller, a card from the keyboard (its number
    in the hand, 1 to 9). Returns the card played, if any."""
    view = window.controller.current_view()
    assert view is not None and view.legal_actions
    legal = view.legal_actions
    if view.phase == Phase.PLAY:
        cards = [a for a in legal if isinstance(a, int)]
        hand = [i.card for i in window.scene.hand_items()]
        assert sorted(hand) == sorted(view.hand_cards), "the hand drawn is the person's hand"
        n = hand.index(cards[0])
        qtbot.keyClick(window.table_view, Qt.Key(Qt.Key.Key_1 + n))
        return cards[0]
    action = Call.TAKE if Call.TAKE in legal else next((a for a in legal if a != Call.CANCEL), legal[0])
    window.controller.choose_call(action)
    return None


def drive(qtbot: QtBot, window: MainWindow, until: Callable[[], bool], steps: int = 400) -> None:
    """Play the person's turns and close deal summaries until ``until()`` holds."""
    c = window.controller
    for _ in range(steps):
        qtbot.waitUntil(lambda: until() or c.stage in (Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER), timeout=WAIT_MS)
        if until():
            return
        assert c.stage != Stage.MATCH_OVER, "the match ended before the moment looked for"
        if c.stage == Stage.DEAL_OVER:
            assert window.summary is not None
            window.summary.accept()
            qtbot.waitUntil(lambda: c.stage != Stage.DEAL_OVER, timeout=WAIT_MS)
        else:
            person_acts(qtbot, window)
            qtbot.waitUntil(lambda: c.stage != Stage.HUMAN or until(), timeout=WAIT_MS)
    raise AssertionError("the moment looked for never came")


def mid_deal(window: MainWindow) -> Callable[[], bool]:
    """Cards have been played this deal and the scene is animating (a card in the air, a trick
    collected, a bubble held)."""
    c = window.controller

    def now() -> bool:
        view = c.current_view()
        return view is not None and view.phase == Phase.PLAY and view.played != 0 and window.scene.is_animating
    return now


def between_deals(window: MainWindow) -> Callable[[], bool]:
    return lambda: window.controller.stage == Stage.DEAL_OVER and window.summary is not None


def switch(qtbot: QtBot, window: MainWindow, settings: GameSettings) -> None:
    """Game > Settings, accepted with ``settings``, then Game > New."""
    from belote_desktop.ui.settings_dialog import SettingsDialog

    window.settings_action.trigger()
    dialog = next(d for d in window.findChildren(SettingsDialog) if d.isVisible())
    dialog.settings = lambda: settings  # type: ignore[method-assign]  # what the person chose
    dialog.accept()
    assert window.settings == settings
    window.new_action.trigger()


def table_of(setup: str) -> tuple[Variant, Table]:
    s = setup_settings(setup)
    return s.rules.variant, s.rules.table


def check_table_drawn(window: MainWindow) -> None:
    """At rest, the table shows the new game: its seats' plates only, the person's hand face up,
    no other face up but the trick's and the turned card, no bubble of an empty seat."""
    scene = window.scene
    view = window.controller.current_view()
    assert view is not None and not scene.is_animating
    table = view.rules.table
    for seat in Seat:
        assert scene.plate(seat).isVisible() == (seat in table.seats), f"plate of {seat.name}"
        if seat not in table.seats:
            assert not scene.bubble(seat).isVisible(), f"a bubble for {seat.name}, not at this table"
    assert sorted(i.card for i in scene.hand_items()) == sorted(view.hand_cards)
    for item in scene.card_items():
        slot = scene.slot_of(item.card)
        if item.is_face_up:
            assert slot.kind in (SlotKind.HAND, SlotKind.TRICK, SlotKind.TURNED), f"card {item.card} face up in {slot}"
        if slot.kind == SlotKind.OUT:
            assert not item.isVisible()


@pytest.mark.parametrize("moment", ["mid-deal", "between-deals"])
@pytest.mark.parametrize("old,new", PAIRS, ids=[f"{a}-to-{b}" for a, b in PAIRS])
def test_switching_setup_then_playing_on(make_window, qtbot: QtBot, old: str, new: str, moment: str) -> None:
    window = make_window(setup_settings(old), seed=7)
    window.new_game()
    c = window.controller
    drive(qtbot, window, mid_deal(window) if moment == "mid-deal" else between_deals(window))
    if moment == "mid-deal":
        assert window.scene.is_animating

    switch(qtbot, window, setup_settings(new))
    assert c.match is not None and (c.match.rules.variant, c.match.rules.table) == table_of(new)

    # the new game plays on to the person's first card, which is played from the keyboard
    def card_to_play() -> bool:
        view = c.current_view()
        return c.stage == Stage.HUMAN and view is not None and view.phase == Phase.PLAY
    drive(qtbot, window, card_to_play)
    check_table_drawn(window)
    view = c.current_view()
    assert view is not None
    played_before = view.played.bit_count()
    card = person_acts(qtbot, window)
    assert card is not None
    # the card is played, and a bot plays after it (or the deal ends with it)
    qtbot.waitUntil(
        lambda: c.stage == Stage.DEAL_OVER or c.current_view().played.bit_count() >= played_before + 2,  # type: ignore[union-attr]
        timeout=WAIT_MS,
    )
    assert c.current_view().played >> card & 1 or c.stage == Stage.DEAL_OVER  # type: ignore[union-attr]
    drive(qtbot, window, card_to_play)
    check_table_drawn(window)


def test_the_scene_follows_a_table_change_it_was_not_told_of(make_window, qtbot: QtBot) -> None:
    """Without `TableScene.new_game` (another caller than the window), events of another table
    still animate from that table's own seats, not from the model of the last one."""
    window = make_window(setup_settings("romanian-three"), seed=3)
    window.new_game()
    drive(qtbot, window, mid_deal(window))
    window.scene.new_game = lambda: None  # type: ignore[method-assign]
    switch(qtbot, window, setup_settings("romanian-duel"))
    c = window.controller
    drive(qtbot, window, lambda: c.stage == Stage.HUMAN and c.current_view().phase == Phase.PLAY)  # type: ignore[union-attr]
    check_table_drawn(window)


def test_a_failing_step_settles_the_table_instead_of_freezing_it(make_window, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """A bug in one animated step must not leave the table stuck on "Waiting for ...": the
    error is raised (and logged), the table is drawn as the view says, and the game goes on."""
    window = make_window(setup_settings("classic"), seed=5)
    failures: list[int] = []
    original = SceneLabels.show_bubble  # the scene shows a step's bubbles through it

    def broken(self: SceneLabels, *args: Any) -> None:
        if not failures:
            failures.append(1)
            raise RuntimeError("a step that fails")
        original(self, *args)

    monkeypatch.setattr(SceneLabels, "show_bubble", broken)
    with qtbot.captureExceptions() as exceptions:
        window.new_game()
        c = window.controller
        drive(qtbot, window, lambda: c.stage == Stage.HUMAN and c.current_view().phase == Phase.PLAY, steps=60)  # type: ignore[union-attr]
    assert failures and any("a step that fails" in str(e[1]) for e in exceptions)
    check_table_drawn(window)


CRASH_SCRIPT = r"""
import sys
from dataclasses import replace
from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
sys.path.insert(0, sys.argv[1])
from test_ui_table_switch import SETUPS, setup_settings, TINY
from belote_desktop.engine.state import Phase
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.controller import Stage
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.settings import AnimationSpeed

original = AnimationSpeed.duration_ms
AnimationSpeed.duration_ms = lambda self, base_ms: round(base_ms * TINY) if self == AnimationSpeed.FAST else original(self, base_ms)
app = QApplication([])

def wait(ms):
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()

window = MainWindow(setup_settings("classic"), autosave=None, worker_mode=WorkerMode.THREAD)
window.confirm_close = False
window.resize(1024, 640)
window.show()
wait(50)
c = window.controller
plays = 0
for k, setup in enumerate(SETUPS * 2):
    window.settings = setup_settings(setup)
    window.new_game(seed=k)
    for _ in range(2000):
        wait(5)
        if c.stage == Stage.HUMAN:
            view = c.current_view()
            if view.phase == Phase.PLAY:
                # the pointer rests on the hand, never moved (no mouse event ever reaches the
                # view), and the card is played from the keyboard: the card under the pointer
                # stops being playable and loses its pointing hand
                hand = window.scene.hand_items()
                card = next(a for a in view.legal_actions if isinstance(a, int))
                item = next(i for i in hand if i.card == card)
                QTest.keyClick(window.table_view, Qt.Key(Qt.Key.Key_1 + [i.card for i in hand].index(card)))
                plays += 1
            else:
                legal = view.legal_actions
                c.choose_call(next((a for a in legal if a != legal[-1]), legal[0]))
        elif c.stage == Stage.DEAL_OVER and window.summary is not None:
            window.summary.accept()
        if plays >= 2 * (k + 1) and (k % 2 == 0 or window.scene.is_animating):
            break  # every other game is left with cards in the air
print("played through", plays, flush=True)
"""


def test_switching_and_keyboard_play_never_crash_the_process(short_animations: None) -> None:
    """In a child process, so that a crash is a failed test and not a dead test run: games of
    every setup one after another, every other one left mid-deal, cards played from the
    keyboard; no error may even be printed."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    result = subprocess.run(
        [sys.executable, "-X", "faulthandler", "-c", CRASH_SCRIPT, str(Path(__file__).parent)],
        capture_output=True, text=True, env=env, timeout=600,
    )
    assert result.returncode == 0, f"the window died ({result.returncode}):\n{result.stderr[-3000:]}"
    assert "Traceback" not in result.stderr, result.stderr[-3000:]
    assert "played through 20" in result.stdout, result.stdout


def test_card_items_never_unset_their_cursor(make_window, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """``QGraphicsItem.unsetCursor`` kills the process (Qt 6.11, in ``QEventPoint::position``,
    libQt6Gui) when the item is under a pointer the view never had a mouse event from: a window
    opened under a resting pointer and played from the keyboard, as on X without a window
    manager. The scene sets the arrow instead; a whole deal of keyboard play, a hint, the privacy
    screen and a switch of table must never call it."""
    from belote_desktop.ui.card_item import CardItem

    calls: list[int] = []
    monkeypatch.setattr(CardItem, "unsetCursor", lambda self: calls.append(self.card))
    window = make_window(setup_settings("classic"), seed=11)
    window.new_game()
    drive(qtbot, window, between_deals(window))
    window.scene.show_privacy("North")
    window.scene.show_privacy(None)
    switch(qtbot, window, setup_settings("romanian-three"))
    c = window.controller
    drive(qtbot, window, lambda: c.stage == Stage.HUMAN and c.current_view().phase == Phase.PLAY)  # type: ignore[union-attr]
    assert calls == []
    hand = window.scene.hand_items()
    assert any(i.cursor().shape() == Qt.CursorShape.PointingHandCursor for i in hand)
