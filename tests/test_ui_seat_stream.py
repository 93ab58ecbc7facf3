"""The window hears the viewer's stream only: the controller hands on what the engine says that
seat may see (engine/seat_stream.py), never another seat's cards or the declarations left in hand."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from belote_desktop.engine.events import Completed, DeclarationsShown, Dealt, Event
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.view import SeatView
from belote_desktop.ui.autosave import AutosaveStore
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.controller import GameController, Stage
from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup


@pytest.fixture
def controller(qtbot: QtBot, tmp_path: Path) -> GameController:
    c = GameController(AutosaveStore(tmp_path / "autosave"), WorkerMode.THREAD)
    yield c
    c.shutdown()


def _settings(variant: Variant, humans: tuple[bool, ...]) -> GameSettings:
    rules = RuleSet.default(variant).with_options({"target": 0})
    if variant != Variant.ROMANIAN:
        rules = rules.with_options({"declarations": True})
    names = ("South", "East", "North", "West")
    seats = tuple(SeatSetup(n, h, "random") for n, h in zip(names, humans))
    return replace(GameSettings.default().with_variant(variant), rules=rules, seats=seats, speed=AnimationSpeed.INSTANT)  # type: ignore[arg-type]


@pytest.mark.parametrize(("variant", "humans"), [
    (Variant.CLASSIC, (True, False, False, False)),
    (Variant.CONTREE, (True, False, True, False)),  # hotseat: the viewer changes
])
def test_the_window_hears_only_what_its_viewer_may_see(qtbot: QtBot, controller: GameController, variant: Variant,
                                                       humans: tuple[bool, ...]) -> None:
    heard: list[tuple[list[Event], SeatView]] = []

    def hear(events: list[Event], view: SeatView) -> None:
        heard.append((events, view))
        controller.animations_done()

    controller.events_happened.connect(hear)
    controller.new_game(_settings(variant, humans), seed=5)
    while controller.stage != Stage.MATCH_OVER:
        qtbot.waitUntil(lambda: controller.stage in (Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER, Stage.PRIVACY), timeout=20000)
        if controller.stage == Stage.DEAL_OVER:
            controller.next_deal()
        elif controller.stage == Stage.PRIVACY:
            controller.privacy_dismissed()
        elif controller.stage == Stage.HUMAN:
            view = controller.current_view()
            assert view is not None
            action = view.legal_actions[0]
            if isinstance(action, int):
                controller.choose_card(action)
            else:
                controller.choose_call(action)
    dealt = 0
    for events, view in heard:
        table = view.rules.table
        for event in events:
            if isinstance(event, (Dealt, Completed)):
                dealt += 1
                assert event.hands[view.seat] != 0, "the viewer is told its own cards"
                assert all(h == 0 for s, h in enumerate(event.hands) if s != view.seat), f"{view.seat.name} heard others' cards"
            if isinstance(event, DeclarationsShown):
                assert all(table.side_of(d.seat) == event.scoring_team for d in event.declarations)
    assert dealt >= 1
