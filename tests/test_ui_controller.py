"""The game controller, headless: a QObject driven by its signals, with random bots in a thread
(one test uses the worker process the window uses)."""

from __future__ import annotations

import json
import subprocess
import threading
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from belote_desktop.engine.auctions import Bid, Call, ContreeAuction
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.contract import Strain
from belote_desktop.engine.events import DealScored, MatchOver
from belote_desktop.engine.play import IllegalActionError
from belote_desktop.engine.record import RecordError
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Phase
from belote_desktop.engine.view import SeatView
from belote_desktop.i18n import CATALOGUE_PREFIX
from belote_desktop.i18n.translators import install_translators, remove_translators
from belote_desktop.i18n.update import qt_tool, ts_path
from belote_desktop.ui.autosave import AutosaveStore, ResumeFailure
from belote_desktop.ui.bot_worker import BotAnswer, BotRequest, WorkerMode
from belote_desktop.ui.controller import GameController, Stage
from belote_desktop.ui.refusals import refusal_text
from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup


def _settings(variant: Variant = Variant.CLASSIC, humans: tuple[bool, bool, bool, bool] = (True, False, False, False),
              target: int = 0) -> GameSettings:
    names = ("South", "East", "North", "West")
    rules = RuleSet.default(variant).with_options({"target": target})
    seats = tuple(SeatSetup(n, h, "random") for n, h in zip(names, humans))
    return replace(GameSettings.default().with_variant(variant), rules=rules, seats=seats, speed=AnimationSpeed.INSTANT)  # type: ignore[arg-type]


class Recorder:
    """Plays the scene's part: every animation ends at once; remembers what was sent."""

    def __init__(self, controller: GameController) -> None:
        self.views: list[SeatView] = []
        self.privacy: list[str] = []
        self.status: list[str] = []
        self.scored: list[DealScored] = []
        self.over: list[MatchOver] = []
        self.hints: list[Any] = []
        controller.view_changed.connect(self.views.append)
        controller.events_happened.connect(lambda _events, view: (self.views.append(view), controller.animations_done()))
        controller.privacy_requested.connect(self.privacy.append)
        controller.status_changed.connect(self.status.append)
        controller.deal_scored.connect(self.scored.append)
        controller.match_over.connect(self.over.append)
        controller.hint_ready.connect(self.hints.append)


@pytest.fixture
def controller(qtbot: QtBot, tmp_path: Path) -> GameController:
    c = GameController(AutosaveStore(tmp_path / "autosave"), WorkerMode.THREAD)
    yield c
    c.shutdown()


def _wait_human(qtbot: QtBot, c: GameController) -> None:
    qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER), timeout=20000)


def _play_to_end(qtbot: QtBot, c: GameController, rec: Recorder) -> None:
    """The person always plays their first legal action; deals go on until the match is over."""
    while True:
        qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER, Stage.PRIVACY), timeout=20000)
        if c.stage == Stage.MATCH_OVER:
            return
        if c.stage == Stage.DEAL_OVER:
            c.next_deal()
        elif c.stage == Stage.PRIVACY:
            c.privacy_dismissed()
        else:
            view = rec.views[-1]
            assert view.seat == c.match.current_player and view.legal_actions
            action = view.legal_actions[0]
            if isinstance(action, int):
                c.choose_card(action)
            else:
                c.choose_call(action)


@pytest.mark.parametrize("variant", [Variant.CLASSIC, Variant.CONTREE])
def test_a_match_against_three_bots_reaches_its_end(qtbot: QtBot, controller: GameController, variant: Variant) -> None:
    rec = Recorder(controller)
    controller.new_game(_settings(variant, target=0), seed=3)
    _play_to_end(qtbot, controller, rec)
    assert len(rec.over) == 1 and controller.match.phase == Phase.OVER
    assert rec.scored and rec.scored[-1].totals == rec.over[0].totals
    # the person's seat is the only one the window ever saw, and no privacy screen came up
    assert {v.seat for v in rec.views} == {Seat.S} and rec.privacy == []
    assert not controller.autosave.exists()  # a finished match is not offered for resuming


def test_an_illegal_card_says_why_and_changes_nothing(qtbot: QtBot, controller: GameController) -> None:
    rec = Recorder(controller)
    controller.new_game(_settings(Variant.CONTREE, target=0), seed=11)
    while True:
        _wait_human(qtbot, controller)
        view = rec.views[-1]
        if view.phase == Phase.PLAY:
            break
        controller.choose_call(_pass_if_possible(view))
    view = rec.views[-1]
    illegal = [c for c in range(32) if c not in view.legal_actions]
    before = json.dumps(_record(controller))
    position = controller.bots.position
    controller.choose_card(illegal[0])
    assert rec.status[-1] == "You do not hold that card."  # the engine's reason, worded by the window
    assert json.dumps(_record(controller)) == before and controller.bots.position == position
    assert controller.stage == Stage.HUMAN
    controller.choose_call(Call.PASS)  # a call during the play: refused, and said why
    assert rec.status[-1] == "Play a card: the auction is over."
    assert json.dumps(_record(controller)) == before


def _french_catalogue(directory: Path) -> Path:
    """The French catalogue compiled from the .ts in git (the .qm beside it may be stale)."""
    qm = directory / f"{CATALOGUE_PREFIX}fr.qm"
    subprocess.run([str(qt_tool("lrelease")), "-silent", str(ts_path("fr")), "-qm", str(qm)], check=True, timeout=60)
    return directory


def test_an_illegal_card_in_a_french_window_says_why_in_french(
    qtbot: QtBot, controller: GameController, tmp_path: Path
) -> None:
    install_translators("fr", _french_catalogue(tmp_path))
    try:
        rec = Recorder(controller)
        controller.new_game(_settings(Variant.CONTREE, target=0), seed=11)
        # Play on (first legal action) until the person holds a card a play rule forbids.
        refused: int | None = None
        while refused is None:
            _wait_human(qtbot, controller)
            if controller.stage == Stage.DEAL_OVER:
                controller.next_deal()
                continue
            view = rec.views[-1]
            if view.phase == Phase.PLAY:
                held = [c for c in view.hand_cards if c not in view.legal_actions]
                if held:
                    refused = held[0]
                    break
            action = _pass_if_possible(view) if view.phase != Phase.PLAY else view.legal_actions[0]
            controller.choose_card(action) if isinstance(action, int) else controller.choose_call(action)
        with pytest.raises(IllegalActionError) as caught:
            controller.match.copy().apply(refused)
        english = str(caught.value)  # the engine keeps its English for check and the CLI
        assert "may not play" in english and "(holds " in english
        controller.choose_card(refused)
        status = rec.status[-1]
        assert status.startswith("Vous devez "), status  # fournir, monter, couper, surcouper…
        assert "Jouables\u00a0: " in status and "must" not in status
        # the suit the rule names, in French words
        assert any(suit in status for suit in ("Pique", "Cœur", "Carreau", "Trèfle")), status
        # and the allowed cards are the ones the engine allows
        assert len(status.split("Jouables\u00a0: ")[1].split(", ")) == len(view.legal_actions)
        assert controller.stage == Stage.HUMAN
    finally:
        remove_translators()


def _pass_if_possible(view: SeatView) -> Any:
    return Call.PASS if Call.PASS in view.legal_actions else view.legal_actions[0]


def _opening_bidder(view: SeatView) -> Any:
    """Opens the auction with the first call that is not a pass, then passes: every deal is played."""
    if view.phase == Phase.PLAY:
        return view.legal_actions[0]
    if not view.auction or all(a == Call.PASS for _, a in view.auction) and len(view.auction) >= 3:
        return next(a for a in view.legal_actions if a != Call.PASS)
    return Call.PASS if Call.PASS in view.legal_actions else view.legal_actions[0]


def _record(c: GameController) -> dict[str, Any]:
    from belote_desktop.engine.record import write_record

    return write_record(c.match)


def test_a_stale_bot_answer_is_dropped(qtbot: QtBot, controller: GameController) -> None:
    rec = Recorder(controller)
    controller.new_game(_settings(target=0), seed=5)
    _wait_human(qtbot, controller)
    view = rec.views[-1]
    before = json.dumps(_record(controller))
    # an answer for this game but an older position, and one for an older game, arrive now
    for game, position in ((controller.game, controller.bots.position - 1), (controller.game - 1, controller.bots.position)):
        request = BotRequest(game, position, view.seat, "random", view, 0)
        controller.bots.receive(BotAnswer(request, view.legal_actions[0]))
    qtbot.waitUntil(lambda: controller.stale_answers == 2)
    assert json.dumps(_record(controller)) == before and controller.stage == Stage.HUMAN


def test_a_new_game_drops_the_answer_the_bot_was_thinking_about(qtbot: QtBot, tmp_path: Path) -> None:
    _Gate.open.clear()
    c = GameController(AutosaveStore(tmp_path), WorkerMode.THREAD, bot_factory=_slow_bot)
    try:
        Recorder(c)
        c.new_game(_settings(humans=(False, False, False, True), target=0), seed=1)
        qtbot.waitUntil(lambda: c.stage == Stage.BOT)
        first_game = c.game
        c.new_game(_settings(humans=(False, False, False, True), target=0), seed=2)
        _Gate.open.set()  # the first game's answer arrives now, too late
        qtbot.waitUntil(lambda: c.stale_answers >= 1, timeout=10000)
        assert c.game == first_game + 1
        assert c.match.current.number == 1
    finally:
        _Gate.open.set()
        c.shutdown()


class _Gate:
    """Holds the slow bot's answer until the test opens it (the bot runs in the pool's thread)."""

    open = threading.Event()


def _slow_bot(level: str) -> Any:
    from belote_desktop.bots.random_bot import RandomBot

    class Slow(RandomBot):
        def choose(self, view: SeatView, rng: Any) -> Any:
            _Gate.open.wait(10)
            return super().choose(view, rng)

    return Slow()


def test_undo_takes_back_the_persons_last_card_and_the_bots_after_it(qtbot: QtBot, controller: GameController) -> None:
    rec = Recorder(controller)
    controller.new_game(_settings(target=0), seed=8)
    _wait_human(qtbot, controller)
    assert not controller.can_undo()
    before = json.dumps(_record(controller))
    view = rec.views[-1]
    controller.choose_call(view.legal_actions[0])
    _wait_human(qtbot, controller)
    if controller.stage != Stage.HUMAN:
        pytest.skip("the deal ended before the person's second turn")
    assert json.dumps(_record(controller)) != before
    assert controller.undo()
    _wait_human(qtbot, controller)
    assert json.dumps(_record(controller)) == before
    assert rec.views[-1].seat == Seat.S and rec.views[-1].legal_actions == view.legal_actions
    assert not controller.undo()  # nothing older to take back


def test_no_undo_in_hotseat(qtbot: QtBot, controller: GameController) -> None:
    rec = Recorder(controller)
    controller.new_game(_settings(humans=(True, True, False, False), target=0), seed=8)
    for _ in range(3):
        qtbot.waitUntil(lambda: controller.stage in (Stage.HUMAN, Stage.PRIVACY), timeout=20000)
        if controller.stage == Stage.PRIVACY:
            controller.privacy_dismissed()
        else:
            controller.choose_call(_pass_if_possible(rec.views[-1]))
    assert not controller.can_undo() and not controller.undo()


def test_hotseat_passes_the_screen_between_people_and_never_shows_another_hand(qtbot: QtBot, controller: GameController) -> None:
    rec = Recorder(controller)
    controller.new_game(_settings(Variant.CONTREE, humans=(True, True, True, True), target=0), seed=4)
    assert controller.stage == Stage.PRIVACY and rec.views == []  # nobody's cards before the first click
    steps = 0
    while controller.stage != Stage.MATCH_OVER and steps < 200:
        steps += 1
        qtbot.waitUntil(lambda: controller.stage in (Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER, Stage.PRIVACY))
        if controller.stage == Stage.PRIVACY:
            name = rec.privacy[-1]
            controller.privacy_dismissed()
            assert controller.seats[rec.views[-1].seat].name == name
        elif controller.stage == Stage.DEAL_OVER:
            controller.next_deal()
        elif controller.stage == Stage.HUMAN:
            view = rec.views[-1]
            assert view.seat == controller.match.current_player  # the person at the screen is the one to act
            action = _opening_bidder(view)
            controller.choose_card(action) if isinstance(action, int) else controller.choose_call(action)
    assert controller.stage == Stage.MATCH_OVER
    # every change of the seat at the screen came right after a privacy screen
    assert len(rec.privacy) >= 4


def test_hotseat_deals_every_new_deal_behind_the_privacy_screen(qtbot: QtBot, controller: GameController) -> None:
    rec = Recorder(controller)
    controller.new_game(_settings(Variant.CONTREE, humans=(True, True, True, True), target=400), seed=4)
    new_deals = 0
    steps = 0
    while controller.stage != Stage.MATCH_OVER and steps < 600:
        steps += 1
        qtbot.waitUntil(lambda: controller.stage in (Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER, Stage.PRIVACY))
        if controller.stage == Stage.PRIVACY:
            controller.privacy_dismissed()
        elif controller.stage == Stage.DEAL_OVER:
            shown, screens = len(rec.views), len(rec.privacy)
            controller.next_deal()
            # the next deal waits behind the screen: no view of anybody's new hand before the click
            assert controller.stage == Stage.PRIVACY
            assert len(rec.views) == shown and len(rec.privacy) == screens + 1
            new_deals += 1
        elif controller.stage == Stage.HUMAN:
            action = _opening_bidder(rec.views[-1])
            controller.choose_card(action) if isinstance(action, int) else controller.choose_call(action)
    assert controller.stage == Stage.MATCH_OVER and new_deals >= 1


def test_hint_comes_from_a_bot_for_the_persons_position(qtbot: QtBot, controller: GameController) -> None:
    rec = Recorder(controller)
    controller.new_game(_settings(target=0), seed=2)
    _wait_human(qtbot, controller)
    controller.request_hint()
    qtbot.waitUntil(lambda: len(rec.hints) == 1)
    assert rec.hints[0] in rec.views[-1].legal_actions


def test_save_quit_and_resume_continue_the_same_deal(qtbot: QtBot, tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path / "data")
    first = GameController(store, WorkerMode.THREAD)
    rec = Recorder(first)
    first.new_game(_settings(Variant.CONTREE, target=2000), seed=6)
    for _ in range(3):
        _wait_human(qtbot, first)
        action = _pass_if_possible(rec.views[-1])
        first.choose_card(action) if isinstance(action, int) else first.choose_call(action)
    _wait_human(qtbot, first)
    hand, deal, auction = rec.views[-1].hand, first.match.current.number, rec.views[-1].auction
    first.save(tmp_path / "saved.json")
    first.shutdown()  # the window is closed (or the process killed): the autosave stays

    for source in ("autosave", "file"):
        again = GameController(AutosaveStore(tmp_path / source), WorkerMode.THREAD)
        rec2 = Recorder(again)
        if source == "autosave":
            replay = store.load()
            assert not isinstance(replay, ResumeFailure)
            again.resume(replay)
        else:
            again.load(tmp_path / "saved.json")
        _wait_human(qtbot, again)
        view = rec2.views[-1]
        assert (view.hand, again.match.current.number, view.auction) == (hand, deal, auction)
        assert [s.is_human for s in again.seats] == [True, False, False, False]
        assert again.seats[1].level == "random"
        again.shutdown()


def test_a_broken_file_is_refused_and_changes_nothing(qtbot: QtBot, controller: GameController, tmp_path: Path) -> None:
    _scene = Recorder(controller)  # plays the scene's part: animations end at once
    controller.new_game(_settings(target=0), seed=9)
    _wait_human(qtbot, controller)
    before = json.dumps(_record(controller))
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "belote-record", "version": 1, "variant": "classic", "deals": [{"dealer": "Q"}]}')
    with pytest.raises(RecordError, match="not a seat|dealer"):
        controller.load(bad)
    assert json.dumps(_record(controller)) == before and controller.stage == Stage.HUMAN

    store = AutosaveStore(tmp_path / "broken")
    store.folder.mkdir()
    store.path.write_text("{ not json")
    failure = store.load()
    assert isinstance(failure, ResumeFailure) and "not JSON" in failure.message
    assert not store.exists() and failure.moved_to is not None and failure.moved_to.exists()


def test_bots_in_a_worker_process_play_a_deal(qtbot: QtBot, tmp_path: Path) -> None:
    c = GameController(AutosaveStore(tmp_path), WorkerMode.PROCESS)
    try:
        rec = Recorder(c)
        c.new_game(_settings(Variant.CONTREE, humans=(False, False, False, False), target=0), seed=12)
        qtbot.waitUntil(lambda: c.stage in (Stage.DEAL_OVER, Stage.MATCH_OVER), timeout=60000)
        assert rec.scored
    finally:
        c.shutdown()


def test_the_autosave_follows_every_action(qtbot: QtBot, tmp_path: Path) -> None:
    """Killing the process at any moment loses at most the action in flight: after each action
    (the person's or a bot's) the file on disk is the match as it stands."""
    from belote_desktop.engine.record import write_record

    store = AutosaveStore(tmp_path / "data")
    c = GameController(store, WorkerMode.THREAD)
    try:
        rec = Recorder(c)
        checked: list[int] = []

        def compare(*_: object) -> None:
            if c.match is not None and c.match.phase != Phase.OVER:
                loaded = store.load()
                assert not isinstance(loaded, ResumeFailure)
                assert write_record(loaded.match)["deals"] == write_record(c.match)["deals"]
                checked.append(c.bots.position)

        c.events_happened.connect(compare)
        c.new_game(_settings(Variant.CONTREE, target=0), seed=13)
        for _ in range(6):
            _wait_human(qtbot, c)
            if c.stage != Stage.HUMAN:
                break
            action = _pass_if_possible(rec.views[-1])
            c.choose_card(action) if isinstance(action, int) else c.choose_call(action)
        assert len(checked) >= 6 and checked == sorted(set(checked))
    finally:
        c.shutdown()


def test_a_dead_worker_process_leaves_the_bots_thinking_in_a_thread(qtbot: QtBot, tmp_path: Path) -> None:
    import os
    import signal

    c = GameController(AutosaveStore(tmp_path), WorkerMode.PROCESS)
    try:
        rec = Recorder(c)
        c.new_game(_settings(Variant.CLASSIC, humans=(False, False, False, False), target=0), seed=12)
        qtbot.waitUntil(lambda: c.bots.position >= 2, timeout=60000)
        pids = c.bots.pool.worker_pids()
        assert pids
        for pid in pids:
            os.kill(pid, signal.SIGKILL)
        qtbot.waitUntil(lambda: c.stage in (Stage.DEAL_OVER, Stage.MATCH_OVER), timeout=60000)
        assert c.bots.pool.mode == WorkerMode.THREAD
        assert not any("failed" in s for s in rec.status)  # no move was made up for the bots
    finally:
        c.shutdown()


def test_a_refused_bid_is_worded_in_french_and_the_engine_keeps_its_english(qtbot: QtBot, tmp_path: Path) -> None:
    auction = ContreeAuction(RuleSet.default(Variant.CONTREE), Seat.W)
    auction.apply(Bid(100, Strain.HEARTS))
    with pytest.raises(IllegalActionError) as caught:
        auction.apply(Bid(90, Strain.SPADES))
    assert caught.value.reason == "must bid higher than 100H"  # the words `check` and the CLI print
    install_translators("fr", _french_catalogue(tmp_path))
    try:
        assert refusal_text(caught.value) == "Vous devez annoncer plus haut que 100 \u2665."
    finally:
        remove_translators()
    assert refusal_text(caught.value) == "You must bid higher than 100 \u2665."
