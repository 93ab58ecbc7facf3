"""Romanian Belot through the real window, table scene, auction and declare panels and controller:
a whole match at each table (four, three, one against one) with the person's clicks simulated and
random bots on the other seats, and what a person at a three-player table may see."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from belote_desktop.engine.romanian import romanian_deal
from belote_desktop.engine.auctions import Call, NameTrump
from belote_desktop.engine.cards import Seat, card_list
from belote_desktop.engine.combinations import Declare
from belote_desktop.engine.record import write_record
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.table import Table
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.controller import Stage
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.score_sheet import DealSummaryDialog, MatchSummaryDialog
from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup

WAIT_MS = 30000


def _settings(table: Table, target: int, **options: object) -> GameSettings:
    names = ("South", "East", "North", "West")
    rules = RuleSet.default(Variant.ROMANIAN).with_options({"table": table.value, "target": target, **options})
    seats = tuple(SeatSetup(n, i == 0, "random") for i, n in enumerate(names))
    base = GameSettings.default().with_variant(Variant.ROMANIAN)
    return replace(base, rules=rules, seats=seats, speed=AnimationSpeed.INSTANT)  # type: ignore[arg-type]


@pytest.fixture
def make_window(qtbot: QtBot, tmp_path: Path) -> Iterator:
    windows: list[MainWindow] = []

    def make(settings: GameSettings) -> MainWindow:
        window = MainWindow(settings, autosave=None, worker_mode=WorkerMode.THREAD)
        window.confirm_close = False
        window.resize(1024, 640)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
    for w in windows:
        w.controller.shutdown()


def _click_card(qtbot: QtBot, window: MainWindow, card: int) -> None:
    item = next(i for i in window.scene.card_items() if i.card == card)
    view = window.table_view
    rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    points = (QPoint(rect.left() + dx, rect.top() + dy) for dy in range(10, rect.height(), 12) for dx in range(4, rect.width(), 6))
    point = next((p for p in points if view.itemAt(p) is item), None)
    assert point is not None, f"card {card} cannot be clicked anywhere"
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def _click(qtbot: QtBot, button: QPushButton | None) -> None:
    assert isinstance(button, QPushButton) and button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _person_acts(qtbot: QtBot, window: MainWindow, done: dict[str, int]) -> None:
    """A person who takes the turned card, names the first suit offered, swaps the 7, never
    cancels, declares every combination offered, then plays the leftmost playable card."""
    view = window.controller.current_view()
    assert view is not None and view.legal_actions
    if view.phase == Phase.PLAY:
        declares = [a for a in view.legal_actions if isinstance(a, Declare)]
        offered = window.declare_panel.offered_actions()
        assert set(offered) == set(declares), "the panel offers exactly the combinations the engine allows"
        assert window.declare_panel.isVisible() == bool(declares)
        if declares:
            _click(qtbot, window.declare_panel.button_for(declares[0]))
            done["declared"] += 1
            return
        playable = [i for i in window.scene.hand_items() if i.card in view.legal_actions]
        playable.sort(key=lambda i: i.sceneBoundingRect().left())
        _click_card(qtbot, window, playable[0].card)
        return
    panel = window.auction_panel
    assert panel.isVisible()
    assert set(panel.offered_actions()) == set(view.legal_actions), "the auction panel offers the legal calls"
    legal = view.legal_actions
    if Call.SWAP7 in legal:
        action: object = Call.SWAP7
        done["swapped"] += 1
    elif Call.CANCEL in legal:
        action = Call.PASS
    elif Call.TAKE in legal:
        action = Call.TAKE
    else:
        action = next((a for a in legal if isinstance(a, NameTrump)), Call.PASS)
    _click(qtbot, panel.button_for(action))  # type: ignore[arg-type]
    done["calls"] += 1


def _play_match(qtbot: QtBot, window: MainWindow, check=lambda: None, max_steps: int = 3000) -> dict[str, int]:
    c = window.controller
    done = {"calls": 0, "declared": 0, "swapped": 0, "deals": 0}
    for _ in range(max_steps):
        qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER), timeout=WAIT_MS)
        check()
        if c.stage == Stage.MATCH_OVER:
            return done
        if c.stage == Stage.DEAL_OVER:
            assert isinstance(window.summary, DealSummaryDialog) and window.summary.isVisible()
            done["deals"] += 1
            qtbot.mouseClick(window.summary.continue_button, Qt.MouseButton.LeftButton)
        else:
            _person_acts(qtbot, window, done)
    raise AssertionError("the match did not end")


@pytest.mark.parametrize(("table", "target"), [(Table.FOUR, 30), (Table.THREE, 30), (Table.DUEL, 300)])
def test_a_whole_romanian_match_by_clicks(make_window, qtbot: QtBot, table: Table, target: int) -> None:
    window = make_window(_settings(table, target))
    c = window.controller
    occupied = set(table.seats)

    def check() -> None:
        # the empty seats have no name plate and no cards; the plates of the players are there
        for seat in Seat:
            assert window.scene.plate(seat).isVisible() == (seat in occupied), seat
        view = c.current_view()
        assert view is not None and all(view.hand_sizes[s] == 0 for s in Seat if s not in occupied)

    # whole matches until the person has held a combination to declare (most seeds have one)
    for seed in range(1, 8):
        window.new_game(seed=seed)
        done = _play_match(qtbot, window, check)
        match = c.match
        assert match.phase == Phase.OVER and match.winner_side is not None
        assert isinstance(window.summary, DealSummaryDialog)  # the deciding deal's, then the result
        window.summary.continue_button.click()
        qtbot.waitUntil(lambda: isinstance(window.summary, MatchSummaryDialog))
        summary = window.summary
        assert isinstance(summary, MatchSummaryDialog) and summary.isVisible() and "win" in summary.winner_label.text()
        rows = c.rows()
        assert rows and rows[-1].totals == tuple(match.totals) and len(rows[-1].totals) == table.sides
        assert done["calls"] and done["deals"] >= 1
        # the balls (or a duel's points) on the sheet add up to the match totals
        for side in range(table.sides):
            assert sum(r.score[side] for r in rows) == match.totals[side]
        if not any(r.belot for r in rows):
            assert max(match.totals) >= target
        if done["declared"]:
            break
    else:
        raise AssertionError("the person never had a combination to declare")
    # what the person declared by the panel counted as theirs
    declared = [d for deal in match.deals for d in romanian_deal(deal).declared if d.seat == Seat.S]
    assert len(declared) == done["declared"]


def test_the_seven_of_trump_is_swapped_by_a_click(make_window, qtbot: QtBot) -> None:
    window = make_window(_settings(Table.FOUR, 0))
    for seed in range(1, 60):
        window.new_game(seed=seed)
        done = _play_match(qtbot, window)
        if done["swapped"]:
            break
    else:
        raise AssertionError("no deal offered the person the 7 swap")
    deal = window.controller.match.deals[-1]
    result = deal.auction.result
    assert result is not None and result.swap7 == Seat.S and result.took_turned


def test_a_three_player_table_shows_only_the_viewers_cards(make_window, qtbot: QtBot) -> None:
    window = make_window(_settings(Table.THREE, 0))
    window.new_game(seed=11)
    c = window.controller
    seen = {"turns": 0}
    deck = set(card_list(Table.THREE.deck))

    def check() -> None:
        view = c.current_view()
        assert view is not None
        own = set(view.hand_cards)
        public = set(view.trick)
        if view.phase == Phase.AUCTION and view.turned is not None:
            public.add(view.turned)
        items = window.scene.card_items()
        face_up = {i.card for i in items if i.isVisible() and i.is_face_up}
        assert face_up <= own | public, "a card the person may not see is face up"
        if c.stage == Stage.HUMAN:
            assert own <= face_up, "the person's own hand is face up"
            seen["turns"] += 1
        # the 7s and 8s are out of the game at three: their items are not on the table
        assert not any(i.isVisible() for i in items if i.card not in deck)
        # the other two hands lie face down, as many backs as each holds
        for seat in (Seat.E, Seat.W):
            assert view.hand_sizes[seat] <= 8

    _play_match(qtbot, window, check)
    assert seen["turns"] >= 8 and c.match.phase == Phase.OVER


def _passing_call(legal: list[object] | tuple[object, ...]) -> object:
    """Pass when allowed, else the first suit offered (the dealer in round 2)."""
    return Call.PASS if Call.PASS in legal else next(a for a in legal if isinstance(a, NameTrump))


def test_a_person_under_14_sees_the_whole_hand_and_cancels_by_a_click(make_window, qtbot: QtBot) -> None:
    settings = _settings(Table.FOUR, 0, under_14=True)
    # four people at one computer, all passing: a seed whose first deal leaves South under 14
    seed = None
    for candidate in range(500):
        match = Match(settings.rules, seed=candidate)
        match.deal()
        while match.phase == Phase.AUCTION and Call.CANCEL not in match.legal_actions():
            match.apply(_passing_call(match.legal_actions()))  # type: ignore[arg-type]
        if match.phase == Phase.AUCTION and match.current_player == Seat.S:
            seed = candidate
            break
    assert seed is not None
    people = tuple(replace(s, is_human=True) for s in settings.seats)
    window = make_window(replace(settings, seats=people))
    window.new_game(seed=seed)
    c = window.controller
    while True:
        qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.PRIVACY), timeout=WAIT_MS)
        if c.stage == Stage.PRIVACY:
            window.scene.privacy_dismissed.emit()  # what a click on the privacy screen sends
            continue
        view = c.current_view()
        assert view is not None and view.phase == Phase.AUCTION
        if Call.CANCEL in view.legal_actions:
            break
        _click(qtbot, window.auction_panel.button_for(_passing_call(view.legal_actions)))  # type: ignore[arg-type]
    assert view.seat == Seat.S
    # the cancel is decided on the completed hand: eight cards, in the view and on the table
    assert len(view.hand_cards) == 8 and len(window.scene.hand_items()) == 8
    assert {i.card for i in window.scene.hand_items()} == set(view.hand_cards)
    assert Call.CANCEL in window.auction_panel.offered_actions()
    deals, dealer = len(c.match.deals), c.match.dealer
    _click(qtbot, window.auction_panel.button_for(Call.CANCEL))
    qtbot.waitUntil(lambda: len(c.match.deals) == deals + 1, timeout=WAIT_MS)
    cancelled = c.match.deals[deals - 1]
    assert cancelled.auction.result is not None and cancelled.auction.result.cancelled_by == Seat.S
    assert c.match.deals[-1].dealer == Table.FOUR.next(dealer)
    assert any(r.cancelled_by == Seat.S for r in c.rows())


def test_a_three_player_game_is_saved_and_opened_again(make_window, qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(_settings(Table.THREE, 0))
    window.new_game(seed=5)
    c = window.controller
    for _ in range(4):  # a few of the person's actions, so the record holds calls or cards
        qtbot.waitUntil(lambda: c.stage == Stage.HUMAN, timeout=WAIT_MS)
        _person_acts(qtbot, window, {"calls": 0, "declared": 0, "swapped": 0})
    qtbot.waitUntil(lambda: c.stage == Stage.HUMAN, timeout=WAIT_MS)
    path = tmp_path / "three.json"
    assert window.save_game(path)
    record = write_record(c.match)
    assert set(record["seats"]) == {"S", "E", "W"}

    other = make_window(_settings(Table.FOUR, 0))
    assert other.open_game(path)
    qtbot.waitUntil(lambda: other.controller.stage == Stage.HUMAN, timeout=WAIT_MS)
    resumed = other.controller
    assert resumed.match.rules.table == Table.THREE and write_record(resumed.match)["deals"] == record["deals"]
    assert [resumed.names[s] for s in (Seat.S, Seat.E, Seat.W)] == ["South", "East", "West"]
    assert not other.scene.plate(Seat.N).isVisible()


def test_random_pairs_seat_the_players_where_the_match_draws_them(make_window, qtbot: QtBot) -> None:
    settings = _settings(Table.FOUR, 0, random_pairs=True)
    for seed in range(1, 30):
        window = make_window(settings)
        window.new_game(seed=seed)
        c = window.controller
        seating = c.match.seating
        if seating != Table.FOUR.seats:
            break
    else:
        raise AssertionError("random pairs never moved anyone")
    players = [s.name for s in settings.seats]  # in the order they joined: S E N W
    assert [c.names[seat] for seat in seating] == players
    # the person keeps South; the plates show who sits where
    assert c.names[Seat.S] == "South" and c.seats[Seat.S].is_human
    for seat in Seat:
        assert window.scene.plate(seat).name == c.names[seat]


def test_three_people_at_one_computer_never_see_each_others_cards(make_window, qtbot: QtBot) -> None:
    settings = _settings(Table.THREE, 0)
    people = tuple(replace(s, is_human=s.name != "North") for s in settings.seats)  # N is empty at three
    window = make_window(replace(settings, seats=people))
    window.new_game(seed=7)
    c = window.controller
    checked = {"privacy": 0, "turns": set()}
    for _ in range(400):
        qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.PRIVACY, Stage.DEAL_OVER, Stage.MATCH_OVER), timeout=WAIT_MS)
        if c.stage in (Stage.DEAL_OVER, Stage.MATCH_OVER):
            break
        face_up = {i.card for i in window.scene.card_items() if i.isVisible() and i.is_face_up}
        if c.stage == Stage.PRIVACY:
            held = set().union(*(set(card_list(c.match.hand(s))) for s in Seat))
            assert not face_up & held, "a hand is face up behind the privacy screen"
            checked["privacy"] += 1
            window.scene.privacy_dismissed.emit()
            continue
        view = c.current_view()
        assert view is not None and view.seat == c.match.current_player != Seat.N
        public = set(view.trick) | ({view.turned} if view.phase == Phase.AUCTION and view.turned is not None else set())
        assert set(view.hand_cards) <= face_up <= set(view.hand_cards) | public
        checked["turns"].add(view.seat)  # type: ignore[union-attr]
        _person_acts(qtbot, window, {"calls": 0, "declared": 0, "swapped": 0})
    assert checked["privacy"] >= 3 and checked["turns"] == {Seat.S, Seat.E, Seat.W}


def test_the_hint_can_be_a_combination_to_declare(make_window, qtbot: QtBot) -> None:
    window = make_window(_settings(Table.THREE, 0))
    c = window.controller
    for seed in range(1, 40):
        window.new_game(seed=seed)
        while True:
            qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER), timeout=WAIT_MS)
            view = c.current_view()
            if c.stage != Stage.HUMAN or view is None or (view.phase == Phase.PLAY and view.tricks):
                break
            declares = [a for a in view.legal_actions if isinstance(a, Declare)]
            if declares:
                break
            _person_acts(qtbot, window, {"calls": 0, "declared": 0, "swapped": 0})
        if c.stage == Stage.HUMAN and declares:
            break
    else:
        raise AssertionError("the person never had a combination to declare")
    assert "declare your combinations" in window.status_label.text().lower()
    c.hint_ready.emit(declares[0])  # the strongest bot's answer, as the controller sends it
    assert window.declare_panel.hinted() == declares[0]
    window.declare_panel.set_hint(None)
    assert window.declare_panel.hinted() is None
