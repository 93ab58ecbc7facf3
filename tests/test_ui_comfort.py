"""Comfort at the table: the only legal card played by itself, a card played by a double-click or
a drag (not one click) when asked, the trick naming who played each card, and the three
switches kept in the settings."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from pytestqt.qtbot import QtBot

from belote_desktop.engine.cards import Seat
from belote_desktop.engine.rules import Variant
from belote_desktop.engine.state import Phase
from belote_desktop.ui.card_item import CardItem, PlayGesture
from belote_desktop.ui.comfort import AUTO_PLAY_MS, Comfort, only_card, played_by
from belote_desktop.ui.controller import Stage
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.settings import GameSettings, load_settings, save_settings
from tests.test_ui_match import WAIT_MS, _person_acts, _settings, make_window  # noqa: F401  (fixture by name)


def _person_turn(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER), timeout=WAIT_MS)


def _to_play(qtbot: QtBot, window: MainWindow) -> None:
    """Up to the person's first card of the deal."""
    for _ in range(40):
        _person_turn(qtbot, window)
        view = window.controller.current_view()
        if view is not None and view.phase == Phase.PLAY:
            return
        _person_acts(qtbot, window)
    raise AssertionError("the play never came")


def test_the_only_card_is_the_engines_single_legal_card(make_window, qtbot: QtBot) -> None:  # noqa: F811
    window = make_window(_settings(Variant.CLASSIC))
    window.new_game(seed=3)
    _to_play(qtbot, window)
    view = window.controller.current_view()
    card = view.hand_cards[0]
    assert only_card(replace(view, legal_actions=(card,))) == card
    assert only_card(replace(view, legal_actions=tuple(view.hand_cards[:2]))) is None
    assert only_card(replace(view, phase=Phase.AUCTION, legal_actions=(card,))) is None
    assert only_card(None) is None


def test_the_last_card_plays_by_itself_when_asked(make_window, qtbot: QtBot) -> None:  # noqa: F811
    window = make_window(replace(_settings(Variant.CLASSIC), auto_play_single=True))
    c = window.controller
    window.new_game(seed=3)
    _to_play(qtbot, window)
    alone = 0
    while c.stage == Stage.HUMAN:
        view = c.current_view()
        if only_card(view) is not None:
            # nobody clicks: the controller moves on by itself and the card is played
            card = only_card(view)
            qtbot.waitUntil(lambda card=card: card not in (c.current_view().hand_cards if c.current_view() else []), timeout=WAIT_MS)
            alone += 1
        else:
            _person_acts(qtbot, window)
        _person_turn(qtbot, window)
    assert alone >= 1  # the last trick at least


def test_the_last_card_waits_for_the_person_by_default(make_window, qtbot: QtBot) -> None:  # noqa: F811
    window = make_window(_settings(Variant.CLASSIC))
    c = window.controller
    window.new_game(seed=3)
    _to_play(qtbot, window)
    while only_card(c.current_view()) is None:
        _person_acts(qtbot, window)
        _person_turn(qtbot, window)
    hand = c.current_view().hand_cards
    qtbot.wait(3 * AUTO_PLAY_MS)
    assert c.stage == Stage.HUMAN and c.current_view().hand_cards == hand


def _card_point(window: MainWindow, item: CardItem) -> QPoint:
    view = window.table_view
    rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    points = (QPoint(rect.left() + dx, rect.top() + dy) for dy in range(10, rect.height(), 8) for dx in range(4, rect.width(), 5))
    point = next((p for p in points if view.itemAt(p) is item), None)
    assert point is not None
    return point


def test_double_click_or_drag_to_play(make_window, qtbot: QtBot) -> None:  # noqa: F811
    window = make_window(replace(_settings(Variant.CLASSIC), double_click_play=True))
    c = window.controller
    window.new_game(seed=3)
    _to_play(qtbot, window)
    assert all(i.play_gesture == PlayGesture.DOUBLE_CLICK for i in window.scene.card_items())
    view = c.current_view()
    playable = [i for i in window.scene.hand_items() if i.card in view.legal_actions]
    viewport = window.table_view.viewport()
    item = playable[0]
    # one click: nothing
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=_card_point(window, item))
    assert c.current_view().hand_cards == view.hand_cards
    # a short drag: the card goes back where it was, nothing played
    start = QPointF(item.pos())
    point = _card_point(window, item)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=point)
    qtbot.mouseMove(viewport, point - QPoint(0, 20))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=point - QPoint(0, 20))
    assert item.pos() == start and c.current_view().hand_cards == view.hand_cards
    # a drag onto the table plays it
    height = window.scene.card_size().height()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=point)
    for step in range(1, 6):
        qtbot.mouseMove(viewport, point - QPoint(0, step * height // 4))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=point - QPoint(0, 5 * height // 4))
    assert item.card not in c.current_view().hand_cards
    # next turn: a double-click plays
    _person_turn(qtbot, window)
    view = c.current_view()
    assert c.stage == Stage.HUMAN and view.phase == Phase.PLAY
    item = next(i for i in window.scene.hand_items() if i.card in view.legal_actions)
    point = _card_point(window, item)
    # what a mouse sends: press and release, then the second press as a double-click
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    assert item.card in c.current_view().hand_cards
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    assert item.card not in c.current_view().hand_cards


def test_the_trick_names_who_played_each_card(make_window, qtbot: QtBot) -> None:  # noqa: F811
    window = make_window(_settings(Variant.CLASSIC))
    c = window.controller
    window.new_game(seed=5)
    _to_play(qtbot, window)
    for _ in range(8):
        view = c.current_view()
        if view.trick:
            break
        _person_acts(qtbot, window)
        _person_turn(qtbot, window)
    assert view.trick, "no trick with another seat's card"
    who = played_by(view)
    names = c.names
    by_card = {i.card: i for i in window.scene.card_items()}
    for card in view.trick:
        assert by_card[card].played_by == names[who[card]] and by_card[card].is_face_up
    # nothing is named on a card of a hand
    held = set(view.hand_cards)
    assert not any(i.played_by for i in window.scene.card_items() if i.card in held)
    window.comfort.configure(Comfort(trick_names=False))
    assert not any(i.played_by for i in window.scene.card_items())


def test_comfort_settings_round_trip(tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    default = GameSettings.default()
    assert (default.auto_play_single, default.double_click_play, default.trick_names) == (False, False, True)
    changed = replace(default, auto_play_single=True, double_click_play=True, trick_names=False)
    save_settings(changed, store)
    loaded = load_settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    assert (loaded.auto_play_single, loaded.double_click_play, loaded.trick_names) == (True, True, False)


def test_the_rest_is_claimed_by_itself_when_every_trick_is_sure(make_window, qtbot: QtBot) -> None:  # noqa: F811
    settings = _settings(Variant.CLASSIC)
    # South under the default name: the person at the window, spoken to as "you"
    settings = replace(settings, seats=(replace(settings.seats[0], name="You"), *settings.seats[1:]))
    window = make_window(replace(settings, auto_claim=True))
    c = window.controller
    said: list[str] = []
    c.status_changed.connect(said.append)
    claims = 0
    for seed in range(1, 25):
        window.new_game(seed=seed)
        _person_turn(qtbot, window)
        while c.stage == Stage.HUMAN:
            if c.can_claim():
                deal = c.match.current
                seat = c.match.current_player
                before = len(deal.tricks)
                # nobody acts: the claim is made and played out, every remaining trick the person's
                qtbot.waitUntil(lambda: c.stage != Stage.HUMAN or not c.can_claim(), timeout=WAIT_MS)
                assert deal.play.is_over and all(t.winner == seat for t in deal.tricks[before:])
                # the person's own claim is said to them ("You claim", not "You claims")
                claim = "You claim the remaining tricks: " if seat == Seat.S else f"{c.names[seat]} claims the remaining tricks: "
                assert c.names[Seat.S] == "You"
                assert any(s.startswith(claim) for s in said)
                claims += 1
                break
            _person_acts(qtbot, window)
            _person_turn(qtbot, window)
        if claims >= 1:
            break
    assert claims >= 1


def test_nothing_is_claimed_by_default(make_window, qtbot: QtBot) -> None:  # noqa: F811
    window = make_window(_settings(Variant.CLASSIC))
    c = window.controller
    for seed in range(1, 25):
        window.new_game(seed=seed)
        _person_turn(qtbot, window)
        while c.stage == Stage.HUMAN:
            if c.can_claim():
                view = c.current_view()
                qtbot.wait(3 * AUTO_PLAY_MS)
                assert c.stage == Stage.HUMAN and c.current_view() == view  # it waits for the person
                deal = c.match.current
                assert c.claim()  # asked for: played out at once
                assert deal.play.is_over and not c.can_claim()
                return
            _person_acts(qtbot, window)
            _person_turn(qtbot, window)
    raise AssertionError("no claim came in 24 deals")


def test_the_comfort_tab_edits_the_four_switches(qtbot: QtBot) -> None:
    from belote_desktop.ui.settings_dialog import SettingsDialog
    from tests.test_ui_settings_dialog import built_in_decks

    given = replace(GameSettings.default(), auto_play_single=True)
    dialog = SettingsDialog(given, deck_finder=built_in_decks)
    qtbot.addWidget(dialog)
    tabs = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    assert "Comfort" in tabs
    assert dialog.auto_play_check.isChecked() and not dialog.auto_claim_check.isChecked()
    assert not dialog.double_click_check.isChecked() and dialog.trick_names_check.isChecked()
    dialog.auto_play_check.setChecked(False)
    dialog.auto_claim_check.setChecked(True)
    dialog.double_click_check.setChecked(True)
    dialog.trick_names_check.setChecked(False)
    edited = dialog.settings()
    assert (edited.auto_play_single, edited.auto_claim, edited.double_click_play, edited.trick_names) == (False, True, True, False)
    assert replace(edited, auto_play_single=True, auto_claim=False, double_click_play=False, trick_names=True) == given


def test_an_undo_back_to_an_only_card_waits_for_the_person(make_window, qtbot: QtBot) -> None:  # noqa: F811
    window = make_window(replace(_settings(Variant.CLASSIC), auto_play_single=True))
    c = window.controller
    on = window.comfort.comfort
    # the way there by hand: with the switch on, a slow machine could play an only card of the
    # last trick by itself before the test looks, and a scored deal is not taken back
    window.new_game(seed=1)  # an only card with six cards in hand
    window.comfort.configure(replace(on, auto_play_single=False))
    _to_play(qtbot, window)
    while (view := c.current_view()) is None or only_card(view) is None or len(view.hand_cards) < 2:
        _person_acts(qtbot, window)
        _person_turn(qtbot, window)
    card = only_card(view)
    window.comfort.configure(on)
    window.comfort.show_view(view)  # the turn as the window shows it, with the switch on
    qtbot.waitUntil(lambda: c.current_view() != view, timeout=WAIT_MS)  # played by itself
    assert c.undo()
    qtbot.waitUntil(lambda: c.stage == Stage.HUMAN, timeout=WAIT_MS)
    assert c.current_view() == view
    qtbot.wait(3 * AUTO_PLAY_MS)
    assert c.current_view() == view and card in c.current_view().hand_cards  # it waits now
