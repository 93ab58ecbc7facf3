"""A card played walks ui -> controller -> engine and back without returning to a room it left
(issue 15, docs/WINDOW.md): while the window plays deals by clicks, every Python call stack that
runs through the game's modules is read as the rooms it crosses, oldest first. The answer may
come back to the room the action started from (the scene that was clicked animates the card:
"and back"), but no other room may come twice: the window calling the controller from inside the
controller's own signal, the controller calling the scene back, ... fail.

Rooms: the engine; the controller (with its parts: bot turns, keeping the game); the window; the
table (the scene, its items and layout, and their accessibility layer); each other module of
``ui/`` on its own. Helpers that
only answer (names, words, rows) are no room: they call no room back.
"""

from __future__ import annotations

import sys
import types
from dataclasses import replace
from pathlib import Path
from typing import Any, Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.comfort import AUTO_PLAY_MS
from belote_desktop.ui.controller import Stage
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup

CONTROLLER = {"controller", "bot_turns", "game_keeper", "finished_deals", "autosave", "bot_worker", "game_script"}
#: the table: the scene, its items and layout, and the accessibility layer that presents those
#: items to screen readers (it follows the items' focus and reads them)
SCENE = {"table_scene", "table_model", "layout", "card_item", "card_places", "scene_labels", "scene_steps",
         "table_items", "table_labels", "felt", "accessibility"}
#: leaves: they answer the room that asks and call no room back
HELPERS = {"safe_text", "refusals", "help_text", "score_rows", "score_words", "deck_words", "settings", "presets"}


def room_of(module: str) -> str | None:
    if module.startswith("belote_desktop.engine.") or module.startswith("belote_desktop._compiled"):
        return "engine"
    if not module.startswith("belote_desktop.ui."):
        return None  # Qt, pytest, the decks, i18n: outside the game's rooms
    name = module.rsplit(".", 1)[1]
    if name in HELPERS:
        return None
    if name in CONTROLLER:
        return "controller"
    if name in SCENE:
        return "scene"
    if name == "main_window":
        return "window"
    return name


class RoomWatch:
    """Records every call stack that enters a room again after leaving it."""

    def __init__(self) -> None:
        self.returns: list[str] = []
        self._rooms: dict[types.CodeType, str | None] = {}

    def _room(self, frame: types.FrameType) -> str | None:
        code = frame.f_code
        if code not in self._rooms:
            self._rooms[code] = room_of(frame.f_globals.get("__name__", ""))
        return self._rooms[code]

    def profile(self, frame: types.FrameType, event: str, _arg: Any) -> None:
        if event != "call":
            return
        name = frame.f_code.co_name
        if name == "eventFilter" or name.endswith("Event"):
            return  # Qt's own call of an event handler (a dialog made with the window as parent)
        room = self._room(frame)
        caller = frame.f_back
        if room is None or caller is None or self._room(caller) == room:
            return  # not a room, or a call inside the room it is in
        path: list[tuple[str, str]] = []
        walk: types.FrameType | None = frame
        while walk is not None:
            r = self._room(walk)
            if r is not None and (not path or path[-1][0] != r):
                path.append((r, walk.f_code.co_qualname))
            walk = walk.f_back
        rooms = [r for r, _ in reversed(path)]  # oldest first: the first is where the action started
        tail = rooms[1:]  # the answer may reach the starting room once: "and back"
        if len(tail) != len(set(tail)) and len(self.returns) < 20:
            self.returns.append(" <- ".join(f"{r}:{name}" for r, name in path))


def _click_card(qtbot: QtBot, window: MainWindow, card: int) -> None:
    """Click the card where it shows (the fan overlaps: a point where it is on top)."""
    item = next(i for i in window.scene.card_items() if i.card == card)
    view = window.table_view
    rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    points = (QPoint(rect.left() + dx, rect.top() + dy) for dy in range(10, rect.height(), 12) for dx in range(4, rect.width(), 6))
    point = next((p for p in points if view.itemAt(p) is item), None)
    assert point is not None, f"card {card} cannot be clicked anywhere"
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def _settings(variant: Variant, comfort: bool = False, hotseat: bool = False) -> GameSettings:
    names = ("South", "East", "North", "West")
    rules = RuleSet.default(variant).with_options({"target": 0})  # one deal
    people = (0, 2) if hotseat else (0,)  # South and North pass the computer to each other
    seats = tuple(SeatSetup(n, i in people, "random") for i, n in enumerate(names))
    base = GameSettings.default().with_variant(variant)
    if comfort:  # the only card played by itself, tricks claimed by themselves
        base = replace(base, auto_play_single=True, auto_claim=True)
    return replace(base, rules=rules, seats=seats, speed=AnimationSpeed.INSTANT)  # type: ignore[arg-type]


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    from belote_desktop.ui.autosave import AutosaveStore

    made: list[MainWindow] = []

    def make(variant: Variant, comfort: bool = False, hotseat: bool = False) -> MainWindow:
        w = MainWindow(_settings(variant, comfort, hotseat), autosave=AutosaveStore(tmp_path / variant.value), worker_mode=WorkerMode.THREAD)
        w.confirm_close = False
        w.auto_continue_ms = 0
        qtbot.addWidget(w)
        w.show()
        made.append(w)
        return w

    yield make  # type: ignore[misc]
    for w in made:
        w.controller.shutdown()


def _rooms_called(chain: list[str]) -> list[str]:
    """Call ``chain``'s rooms in turn (``scene``, ``controller``, ...: one fake module each, one
    function each calling the next) under the watch; what it reports."""
    modules = {"scene": "table_scene", "controller": "controller", "window": "main_window", "engine": None}
    functions = []
    for i, room in enumerate(chain):
        name = modules[room]
        module = types.ModuleType(f"belote_desktop.engine.fake{i}" if name is None else f"belote_desktop.ui.{name}")
        exec(f"def step{i}(then):\n    return then()\n", module.__dict__)
        functions.append(module.__dict__[f"step{i}"])
    def chained(function: Any, then: Any) -> Any:
        def call() -> Any:
            return function(then)
        return call

    def end() -> None:
        return None

    call: Any = end
    for function in reversed(functions):
        call = chained(function, call)
    watch = RoomWatch()
    sys.setprofile(watch.profile)
    try:
        call()
    finally:
        sys.setprofile(None)
    return watch.returns


def test_the_detector_sees_a_return() -> None:
    # the window asking the controller back from inside the controller's signal
    assert _rooms_called(["scene", "controller", "window", "controller"]) == [
        "controller:step3 <- window:step2 <- controller:step1 <- scene:step0"
    ]
    assert _rooms_called(["scene", "controller", "engine", "controller"]) != []
    # the way back to the room the click came from is the answer, not a return
    assert _rooms_called(["scene", "controller", "engine"]) == []
    assert _rooms_called(["scene", "controller", "window", "scene"]) == []


@pytest.mark.parametrize(("variant", "comfort"), [(Variant.CLASSIC, False), (Variant.ROMANIAN, False), (Variant.CLASSIC, True)])
def test_a_card_played_never_returns_to_a_room_it_left(qtbot: QtBot, window: Any, variant: Variant, comfort: bool) -> None:
    w: MainWindow = window(variant, comfort)
    c = w.controller
    w.new_game(seed=5)
    qtbot.waitUntil(lambda: c.stage == Stage.HUMAN, timeout=30000)
    hints: list[object] = []
    c.hint_ready.connect(hints.append)
    hinted = False
    watch = RoomWatch()
    sys.setprofile(watch.profile)
    try:
        cards = 0
        while c.stage != Stage.MATCH_OVER:
            qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.MATCH_OVER), timeout=30000)
            if c.stage == Stage.MATCH_OVER:
                break
            if comfort:
                qtbot.wait(AUTO_PLAY_MS * 2)  # the only card or a claim goes by itself, when it does
                if c.stage != Stage.HUMAN:
                    continue
            view = c.current_view()
            assert view is not None and view.legal_actions
            action = view.legal_actions[0]
            if isinstance(action, int) and not hinted:  # Game > Hint once: the answer comes back the same way
                hints.clear()
                w.hint_action.trigger()
                qtbot.waitUntil(lambda: bool(hints), timeout=30000)
                hinted = True
            cards += _act_by_click(qtbot, w, action)
            qtbot.waitUntil(lambda: c.stage != Stage.HUMAN or c.current_view() != view, timeout=30000)
    finally:
        sys.setprofile(None)
    assert cards >= 1 and hinted
    assert watch.returns == [], "\n".join(watch.returns)


def _act_by_click(qtbot: QtBot, w: MainWindow, action: object) -> int:
    """Play ``action`` as a person does: click the card, or the panel's button. 1 for a card."""
    if isinstance(action, int):
        _click_card(qtbot, w, action)
        return 1
    panel = w.declare_panel if w.declare_panel.offered_actions() else w.auction_panel
    button = panel.button_for(action)  # type: ignore[arg-type]
    assert button is not None and button.isVisible(), action
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return 0


def test_a_hotseat_deal_never_returns_to_a_room_it_left(qtbot: QtBot, window: Any) -> None:
    """Two people: the privacy screen clicked away, then each one's card clicked."""
    w: MainWindow = window(Variant.CLASSIC, hotseat=True)
    c = w.controller
    w.new_game(seed=9)
    watch = RoomWatch()
    sys.setprofile(watch.profile)
    screens = cards = 0
    try:
        while c.stage != Stage.MATCH_OVER:
            qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.PRIVACY, Stage.MATCH_OVER), timeout=30000)
            if c.stage == Stage.PRIVACY:
                viewport = w.table_view.viewport()
                qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=viewport.rect().center())
                qtbot.waitUntil(lambda: c.stage != Stage.PRIVACY, timeout=30000)
                screens += 1
            elif c.stage == Stage.HUMAN:
                view = c.current_view()
                assert view is not None and view.legal_actions
                cards += _act_by_click(qtbot, w, view.legal_actions[0])
                qtbot.waitUntil(lambda: c.stage != Stage.HUMAN or c.current_view() != view, timeout=30000)
    finally:
        sys.setprofile(None)
    assert screens >= 2 and cards >= 1
    assert watch.returns == [], "\n".join(watch.returns)
