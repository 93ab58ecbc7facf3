"""The controller's hooks for features that listen to the game without editing its flow:
``deal_finished`` (the deal review, the statistics, a tutorial)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.ui.autosave import AutosaveStore, ResumeFailure
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.controller import FinishedDeal, GameController, Stage
from belote_desktop.ui.score_sheet import DealRow
from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup


def _bots_only(variant: Variant, target: int) -> GameSettings:
    rules = RuleSet.default(variant).with_options({"target": target})
    seats = tuple(SeatSetup(n, False, "random") for n in ("South", "East", "North", "West"))
    return replace(GameSettings.default().with_variant(variant), rules=rules, seats=seats, speed=AnimationSpeed.INSTANT)  # type: ignore[arg-type]


class Listener:
    """Plays the scene's part (every animation ends at once) and keeps the order of what came."""

    def __init__(self, controller: GameController) -> None:
        self.log: list[tuple[str, object]] = []
        controller.events_happened.connect(lambda _events, _view: controller.animations_done())
        controller.deal_finished.connect(lambda deal: self.log.append(("finished", deal)))
        controller.deal_scored.connect(lambda row: self.log.append(("scored", row)))
        controller.match_over.connect(lambda over: self.log.append(("over", over)))

    def finished(self) -> list[FinishedDeal]:
        return [item for kind, item in self.log if kind == "finished" and isinstance(item, FinishedDeal)]


def _play_out(qtbot: QtBot, c: GameController, deals: int | None = None) -> None:
    """Bots play on; each end-of-deal summary is closed at once. Stops at the match's end, or
    once ``deals`` deals are finished."""
    while True:
        qtbot.waitUntil(lambda: c.stage in (Stage.DEAL_OVER, Stage.MATCH_OVER), timeout=90000)
        if c.stage == Stage.MATCH_OVER or (deals is not None and c.deals_played >= deals):
            return
        c.next_deal()


@pytest.mark.parametrize("variant", [Variant.CLASSIC, Variant.ROMANIAN])
def test_every_finished_deal_is_reported_once_before_its_summary(qtbot: QtBot, tmp_path: Path, variant: Variant) -> None:
    c = GameController(AutosaveStore(tmp_path), WorkerMode.THREAD)
    listener = Listener(c)
    target = 301 if variant == Variant.CLASSIC else 0
    c.new_game(_bots_only(variant, target), seed=11)
    _play_out(qtbot, c)
    reports = listener.finished()
    # every deal of the match, passed-out ones included, in order, with the score sheet's row
    assert [r.deal.number for r in reports] == [row.number for row in c.rows()] and len(reports) == c.deals_played
    assert [r.row for r in reports] == c.rows()
    assert all(r.deal.is_finished and r.game == reports[0].game for r in reports)
    assert [r.match_over for r in reports] == [False] * (len(reports) - 1) + [True]
    assert reports[-1].rules == c.rules and reports[-1].names == tuple(c.names)
    assert all(r.first_deal is reports[0].deal for r in reports)
    assert [r.winner_side is not None for r in reports] == [r.match_over for r in reports]
    # the record comes before the summary that shows its row
    kinds = [kind for kind, _ in listener.log]
    for kind, item in listener.log:
        if kind == "scored":
            assert isinstance(item, DealRow)
            before = kinds[: listener.log.index((kind, item))]
            assert before.count("finished") >= [r.row for r in reports].index(item) + 1
    c.shutdown()


def test_a_resumed_game_reports_only_the_deals_it_finishes(qtbot: QtBot, tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path / "data")
    first = GameController(store, WorkerMode.THREAD)
    Listener(first)
    first.new_game(_bots_only(Variant.CLASSIC, 2000), seed=4)
    _play_out(qtbot, first, deals=2)
    assert first.stage == Stage.DEAL_OVER
    first.next_deal()
    first.shutdown()

    replay = store.load()
    assert not isinstance(replay, ResumeFailure)
    again = GameController(AutosaveStore(tmp_path / "other"), WorkerMode.THREAD)
    listener = Listener(again)
    again.resume(replay)
    before = again.deals_played
    assert before >= 2
    _play_out(qtbot, again, deals=before + 1)
    reports = listener.finished()
    assert [r.deal.number for r in reports] == [row.number for row in again.rows()[before:]]
    assert again.rules is not None and again.rules.variant == Variant.CLASSIC and again.in_progress
    again.shutdown()
