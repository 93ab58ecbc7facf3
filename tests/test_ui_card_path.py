"""A card played walks ui -> controller -> engine and back without returning to a room it left
(issue 15, docs/WINDOW.md): while the window plays deals, every Python call stack that runs
through the game's modules is read as the rooms it crosses, and no room may come back once the
call has left it (the window calling the controller from inside the controller's own signal, the
scene calling the window back, ...).

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
from pytestqt.qtbot import QtBot

from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.controller import Stage
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup

CONTROLLER = {"controller", "bot_turns", "game_keeper", "autosave", "bot_worker", "game_script"}
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
        rooms = [r for r, _ in path]
        if len(rooms) != len(set(rooms)) and len(self.returns) < 20:
            self.returns.append(" <- ".join(f"{r}:{name}" for r, name in path))


def _settings(variant: Variant) -> GameSettings:
    names = ("South", "East", "North", "West")
    rules = RuleSet.default(variant).with_options({"target": 0})  # one deal
    seats = tuple(SeatSetup(n, i == 0, "random") for i, n in enumerate(names))
    base = GameSettings.default().with_variant(variant)
    return replace(base, rules=rules, seats=seats, speed=AnimationSpeed.INSTANT)  # type: ignore[arg-type]


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    from belote_desktop.ui.autosave import AutosaveStore

    made: list[MainWindow] = []

    def make(variant: Variant) -> MainWindow:
        w = MainWindow(_settings(variant), autosave=AutosaveStore(tmp_path / variant.value), worker_mode=WorkerMode.THREAD)
        w.confirm_close = False
        w.auto_continue_ms = 0
        qtbot.addWidget(w)
        w.show()
        made.append(w)
        return w

    yield make  # type: ignore[misc]
    for w in made:
        w.controller.shutdown()


def test_the_detector_sees_a_return() -> None:
    watch = RoomWatch()
    fake_controller = types.ModuleType("belote_desktop.ui.controller")
    fake_window = types.ModuleType("belote_desktop.ui.main_window")
    exec("def names():\n    return 1\ndef emit(slot):\n    return slot()\n", fake_controller.__dict__)
    exec("def slot():\n    return NAMES()\n", fake_window.__dict__)
    fake_window.__dict__["NAMES"] = fake_controller.__dict__["names"]
    sys.setprofile(watch.profile)
    try:
        fake_controller.__dict__["emit"](fake_window.__dict__["slot"])
    finally:
        sys.setprofile(None)
    assert watch.returns == ["controller:names <- window:slot <- controller:emit"]


@pytest.mark.parametrize("variant", [Variant.CLASSIC, Variant.ROMANIAN])
def test_a_card_played_never_returns_to_a_room_it_left(qtbot: QtBot, window: Any, variant: Variant) -> None:
    w: MainWindow = window(variant)
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
            view = c.current_view()
            assert view is not None and view.legal_actions
            action = view.legal_actions[0]
            if isinstance(action, int) and not hinted:  # Game > Hint once: the answer comes back the same way
                hints.clear()
                w.hint_action.trigger()
                qtbot.waitUntil(lambda: bool(hints), timeout=30000)
                hinted = True
            if isinstance(action, int):
                w.scene.card_chosen.emit(action)  # the person clicks a card of the hand
                cards += 1
            elif w.declare_panel.offered_actions():
                w.declare_panel.declare_chosen.emit(action)
            else:
                w.auction_panel.call_chosen.emit(action)
    finally:
        sys.setprofile(None)
    assert cards >= 1 and hinted
    assert watch.returns == [], "\n".join(watch.returns)
