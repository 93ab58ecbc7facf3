"""The Expert's thinking time: the window's "Thinking time" setting reaches the Expert as its
``budget_ms`` (a searching bot), kept and offered by the settings. How long it really thinks is
measured in benchmarks/bench_bots.py --thinking (never a timed test)."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from belote_desktop.bots.base import SearchingBot
from belote_desktop.bots.expert import ExpertBot
from belote_desktop.bots.registry import make_bot
from belote_desktop.decks.discovery import DeckCatalogue, SearchPaths, discover_decks
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Match
from belote_desktop.engine.view import view_of
from belote_desktop.ui import bot_worker
from belote_desktop.ui.bot_worker import decide
from belote_desktop.ui.settings import DEFAULT_THINKING_MS, THINKING_CHOICES_MS, GameSettings, load_settings, save_settings
from belote_desktop.ui.settings_dialog import SettingsDialog


def built_in_decks() -> DeckCatalogue:
    """The decks that ship with the game (no system folders: the same on every machine)."""
    return discover_decks(SearchPaths())


def _store(path: Path) -> QSettings:
    return QSettings(str(path), QSettings.Format.IniFormat)


def test_only_the_expert_takes_a_thinking_time() -> None:
    assert isinstance(make_bot("expert"), SearchingBot)
    assert not any(isinstance(make_bot(level), SearchingBot) for level in ("easy", "medium", "hard", "random"))


def test_the_worker_hands_the_thinking_time_to_the_expert() -> None:
    match = Match(RuleSet.default(Variant.CONTREE), seed=3)
    match.deal()
    seat = match.current_player
    assert seat is not None
    view = view_of(match, seat)
    bot_worker.forget_bots()
    decide(make_bot, "expert", view, 1, 250)
    bots = [b for b in bot_worker.kept_bots() if isinstance(b, ExpertBot)]
    assert len(bots) == 1 and bots[0].budget_ms == 250
    # no thinking time: the same bot back to a fixed amount of work
    decide(make_bot, "expert", view, 1)
    assert bots[0].budget_ms is None
    bot_worker.forget_bots()


def test_thinking_time_is_kept_with_the_settings(tmp_path: Path) -> None:
    assert GameSettings.default().thinking_ms == DEFAULT_THINKING_MS == 300
    for ms in THINKING_CHOICES_MS:
        path = tmp_path / f"{ms}.ini"
        save_settings(replace(GameSettings.default(), thinking_ms=ms), _store(path))
        assert load_settings(_store(path)).thinking_ms == ms
    bad = _store(tmp_path / "bad.ini")
    bad.setValue("bots/thinking_ms", 7)  # not a choice the settings offer
    bad.sync()
    assert load_settings(_store(tmp_path / "bad.ini")).thinking_ms == DEFAULT_THINKING_MS


def test_the_settings_dialog_sets_the_thinking_time(qtbot: QtBot) -> None:
    dialog = SettingsDialog(GameSettings.default(), deck_finder=built_in_decks)
    qtbot.addWidget(dialog)
    assert dialog.thinking_combo.currentData() == DEFAULT_THINKING_MS
    dialog.thinking_combo.setCurrentIndex(dialog.thinking_combo.findData(1000))
    assert dialog.settings().thinking_ms == 1000
    assert [dialog.thinking_combo.itemText(i) for i in range(dialog.thinking_combo.count())] == [
        "100 ms", "300 ms", "1 s", "3 s",
    ]


def test_the_expert_with_a_thinking_time_still_answers_legally() -> None:
    match = Match(RuleSet.default(Variant.CONTREE), seed=5)
    match.deal()
    bot = ExpertBot(budget_ms=50)
    for _ in range(12):
        seat = match.current_player
        assert seat is not None
        view = view_of(match, seat)
        action = bot.choose(view, random.Random(1))
        assert action in view.legal_actions
        match.apply(action)


def test_hards_contre_deals_stop_at_the_experts_deadline(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Expert's calls start from Hard's; within a thinking time, Hard's contre (deals sampled
    and played out) stops dealing at the deadline, while without one it is fixed work."""
    import time

    from belote_desktop.bots import hard
    from belote_desktop.engine.auctions import Bid, Call

    dealt: list[int] = []
    real = hard.sample_hands

    def counting(*args: object) -> object:
        dealt.append(1)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(hard, "sample_hands", counting)
    for seed in range(40):
        match = Match(RuleSet.default(Variant.CONTREE), seed=seed)
        match.deal()
        bid = next(a for a in match.legal_actions() if isinstance(a, Bid))
        match.apply(bid)
        seat = match.current_player
        assert seat is not None
        view = view_of(match, seat)
        if Call.CONTRE in view.legal_actions:
            break
    dealt.clear()
    hard.HardBot().decide(view, random.Random(1))
    assert dealt
    dealt.clear()
    action = hard.HardBot().decide(view, random.Random(1), time.perf_counter() - 1.0)
    assert not dealt and action in view.legal_actions
