"""Hotseat privacy with the animations running: four people play a deal at fast speed, and
every time the scene changes (each frame of every flight, each landing, each privacy screen)
no card of a hand is face up but the hand of the person the table is drawn for, and none at
all while the privacy screen is up. The instant-speed match in test_ui_match.py checks only
between actions; this one also covers animations that land after the screen goes up and
batches queued behind others."""

from __future__ import annotations

from dataclasses import replace

from pytestqt.qtbot import QtBot

from belote_desktop.engine.cards import Seat
from belote_desktop.engine.rules import Variant
from belote_desktop.ui.settings import AnimationSpeed
from tests.test_ui_match import _cards, _play_match, _settings, make_window  # noqa: F401  (fixture by name)


def test_no_hand_is_face_up_in_any_frame_of_a_hotseat_deal(make_window, qtbot: QtBot) -> None:  # noqa: F811
    window = make_window(replace(_settings(Variant.CLASSIC, humans=4, target=0), speed=AnimationSpeed.FAST))
    c, scene = window.controller, window.scene
    seen = {"frames": 0, "private": 0, "flying": 0}
    leaks: list[str] = []

    def check(*_: object) -> None:
        match, model = c.match, scene.tabletop
        if match is None or model is None:
            return
        seen["frames"] += 1
        seen["flying"] += scene.is_animating
        face_up = {i.card for i in scene.card_items() if i.isVisible() and i.is_face_up}
        hands = {s: set(_cards(match.hand(s))) for s in Seat}
        allowed = set() if scene.privacy_shown else hands[model.viewer]
        leaked = face_up & (set().union(*hands.values()) - allowed)
        if scene.privacy_shown:
            seen["private"] += 1
        if leaked:
            leaks.append(f"{sorted(leaked)} face up, table drawn for {model.viewer.name}, privacy {scene.privacy_shown}, "
                         f"animating {scene.is_animating}, stage {c.stage.name}")

    scene.changed.connect(check)
    window.new_game(seed=4)
    _play_match(qtbot, window, check)
    assert not leaks, leaks[:3]
    assert seen["private"] >= 4 and seen["flying"] >= 50, seen
