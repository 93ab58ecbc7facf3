"""A face-down card must look exactly like every other face-down card, whatever happened to it
before: a card played from the keyboard kept its focus ring into the next deals, dealt face
down to another seat, and showed which cards that seat held.

Through the real window (keyboard play, hints, the last-trick view, undo), across deals, every
face-down card on the table is painted on its own and the pixels compared with a back never
touched. Also here: the hint takes the keyboard focus, the 9th card of a one-against-one hand
has its key, and the last trick names who played each card.
"""

from __future__ import annotations

import math
from dataclasses import replace
from pathlib import Path
from typing import Iterator

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from belote_desktop.bots.base import Bot
from belote_desktop.engine.auctions import Call
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Phase
from belote_desktop.bots.registry import make_bot
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.card_item import CardItem
from belote_desktop.ui.controller import Stage
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup
from belote_desktop.ui.table_model import SlotKind

WAIT_MS = 30000
NAMES = ("South", "East", "North", "West")


def random_bots(level: str) -> Bot:
    """Every bot plays at random, the hint's too: quick, and the hint is still the window's."""
    return make_bot("random")


def _settings(variant: Variant, **options: object) -> GameSettings:
    rules = RuleSet.default(variant).with_options(options) if options else RuleSet.default(variant)
    seats = tuple(SeatSetup(n, i == 0, "random") for i, n in enumerate(NAMES))
    base = GameSettings.default().with_variant(variant)
    return replace(base, rules=rules, seats=seats, speed=AnimationSpeed.FAST)  # type: ignore[arg-type]


@pytest.fixture
def make_window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator:
    # the animations run, at a small fraction of their length
    original = AnimationSpeed.duration_ms

    def quick(self: AnimationSpeed, base_ms: int) -> int:  # FAST at a small fraction; the others as they are
        return round(base_ms * 0.04) if self == AnimationSpeed.FAST else original(self, base_ms)

    monkeypatch.setattr(AnimationSpeed, "duration_ms", quick)
    windows: list[MainWindow] = []

    def make(settings: GameSettings) -> MainWindow:
        store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(settings, autosave=None, worker_mode=WorkerMode.THREAD, bot_factory=random_bots, settings_store=store)
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


def painted(item: CardItem) -> QImage:
    """The item as it paints itself, on its own (no rotation, scale or neighbours)."""
    rect = item.boundingRect()
    image = QImage(math.ceil(rect.width()), math.ceil(rect.height()), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(-rect.left(), -rect.top())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def check_backs(window: MainWindow) -> int:
    """Every face-down card shown is painted exactly as an untouched back; returns how many."""
    scene = window.scene
    reference = painted(CardItem(0, scene.pictures))
    count = 0
    for item in scene.card_items():
        if item.isVisible() and not item.is_face_up:
            count += 1
            assert painted(item) == reference, f"face-down card {item.card} does not look like a back"
            assert not (item.is_focused or item.is_highlighted or item.is_dimmed or item.is_lifted), (
                f"face-down card {item.card} keeps a mark ({scene.slot_of(item.card)})"
            )
    return count


def wait_rest(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER) and not window.scene.is_animating, timeout=WAIT_MS)


def focus_on(qtbot: QtBot, window: MainWindow, n: int) -> None:
    """Move the keyboard focus to the n-th card of the hand with the arrows."""
    scene = window.scene
    if scene.focus_index is None:
        qtbot.keyClick(window.table_view, Qt.Key.Key_Right)  # the focus appears on the first card
    while scene.focus_index != n:
        assert scene.focus_index is not None
        qtbot.keyClick(window.table_view, Qt.Key.Key_Right if n > scene.focus_index else Qt.Key.Key_Left)
    assert scene.hand_items()[n].is_focused


def person_call(window: MainWindow) -> None:
    view = window.controller.current_view()
    assert view is not None
    legal = view.legal_actions
    window.controller.choose_call(Call.TAKE if Call.TAKE in legal else next((a for a in legal if a != Call.CANCEL), legal[0]))


def test_face_down_cards_look_alike_after_keyboard_play_hints_last_trick_and_undo(make_window, qtbot: QtBot) -> None:
    window = make_window(_settings(Variant.CLASSIC))
    window.new_game(seed=21)
    c = window.controller
    view_ = window.table_view
    deals = turns = undone = checked = hinted = 0
    while deals < 3:
        wait_rest(qtbot, window)
        checked += check_backs(window)
        assert c.stage != Stage.MATCH_OVER
        if c.stage == Stage.DEAL_OVER:
            deals += 1
            assert window.summary is not None
            window.summary.accept()
            continue
        view = c.current_view()
        assert view is not None
        if view.phase != Phase.PLAY:
            person_call(window)
            continue
        turns += 1
        # the focus wanders over the hand, the hint is asked for, the last trick looked at
        for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left):
            qtbot.keyClick(view_, key)
        if view.tricks:
            window.last_trick_action.trigger()
            checked += check_backs(window)
            window.last_trick_action.trigger()
        if turns % 2:
            with qtbot.waitSignal(c.hint_ready, timeout=WAIT_MS) as hint:
                window.hint_action.trigger()
            hinted += 1
            card = hint.args[0]
            # the hint takes the keyboard focus: Enter plays the card it suggests
            focused = [i for i in window.scene.hand_items() if i.is_focused]
            assert [i.card for i in focused] == [card] and focused[0].is_highlighted
            assert window.scene.hand_items()[window.scene.focus_index].card == card
        else:
            # the number of the first playable card moves the focus there and plays it
            hand = [i.card for i in window.scene.hand_items()]
            focus_on(qtbot, window, next(k for k, card in enumerate(hand) if card in view.legal_actions))
        checked += check_backs(window)
        played_before = view.played.bit_count()
        qtbot.keyClick(view_, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: c.current_view().played.bit_count() > played_before, timeout=WAIT_MS)  # type: ignore[union-attr]
        if turns % 3 == 0 and c.can_undo():
            wait_rest(qtbot, window)
            if c.stage == Stage.HUMAN:
                window.undo_action.trigger()
                undone += 1
    assert turns >= 12 and hinted >= 6 and undone >= 1 and checked > 100


def test_a_card_played_from_the_keyboard_is_dealt_face_down_later_without_its_ring(make_window, qtbot: QtBot) -> None:
    """The case as reported: the focused card played with Enter, then gathered and dealt to
    another seat in the next deal."""
    window = make_window(_settings(Variant.CLASSIC))
    window.new_game(seed=4)
    c = window.controller
    played_by_keyboard: set[int] = set()
    while True:
        wait_rest(qtbot, window)
        if c.stage == Stage.DEAL_OVER:
            window.summary.accept()  # type: ignore[union-attr]
            break
        view = c.current_view()
        assert view is not None
        if view.phase != Phase.PLAY:
            person_call(window)
            continue
        legal = [a for a in view.legal_actions if isinstance(a, int)]
        hand = window.scene.hand_items()
        target = next(i for i, item in enumerate(hand) if item.card in legal)
        focus_on(qtbot, window, target)
        assert hand[target].is_focused
        played_by_keyboard.add(hand[target].card)
        before = view.played.bit_count()
        qtbot.keyClick(window.table_view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: c.current_view().played.bit_count() > before, timeout=WAIT_MS)  # type: ignore[union-attr]
    # the next deal: some of those cards now lie face down before another seat
    wait_rest(qtbot, window)
    hidden = [i for i in window.scene.card_items() if window.scene.slot_of(i.card).kind == SlotKind.HIDDEN]
    assert any(i.card in played_by_keyboard for i in hidden)
    assert check_backs(window) >= len(hidden)
    assert not any(i.is_focused for i in window.scene.card_items() if i not in window.scene.hand_items())


def _romanian_duel_play_turn(make_window, qtbot: QtBot) -> MainWindow:
    window = make_window(replace(_settings(Variant.ROMANIAN, table="duel"), speed=AnimationSpeed.INSTANT))
    window.new_game(seed=2)
    c = window.controller
    for _ in range(200):
        qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.DEAL_OVER), timeout=WAIT_MS)
        if c.stage == Stage.DEAL_OVER:
            window.summary.accept()  # type: ignore[union-attr]
            continue
        view = c.current_view()
        assert view is not None
        if view.phase == Phase.PLAY and len(view.hand_cards) == 9:
            return window
        if view.phase == Phase.PLAY:
            c.choose_card(next(a for a in view.legal_actions if isinstance(a, int)))
        else:
            person_call(window)
    raise AssertionError("no nine-card hand to play from")


def test_key_9_plays_the_ninth_card_of_a_one_against_one_hand(make_window, qtbot: QtBot) -> None:
    window = _romanian_duel_play_turn(make_window, qtbot)
    hand = window.scene.hand_items()
    assert len(hand) == 9
    with qtbot.waitSignal(window.scene.card_chosen) as chosen:
        qtbot.keyClick(window.table_view, Qt.Key.Key_9)
    assert chosen.args == [hand[8].card]
    assert window.scene.focus_index == 8


def test_last_trick_names_who_played_each_card(make_window, qtbot: QtBot) -> None:
    window = make_window(replace(_settings(Variant.CLASSIC), speed=AnimationSpeed.INSTANT))
    window.scene.set_seat_names(["Ana", "Bogdan", "Carmen", "Dan"])
    window.new_game(seed=8)
    c = window.controller
    window.scene.set_seat_names(["Ana", "Bogdan", "Carmen", "Dan"])
    for _ in range(100):
        qtbot.waitUntil(lambda: c.stage == Stage.HUMAN, timeout=WAIT_MS)
        view = c.current_view()
        assert view is not None
        if view.phase == Phase.PLAY and view.tricks:
            break
        if view.phase == Phase.PLAY:
            c.choose_card(next(a for a in view.legal_actions if isinstance(a, int)))
        else:
            person_call(window)
    trick = view.tricks[-1]
    window.last_trick_action.trigger()
    panel = window.scene.last_trick_panel
    assert panel.isVisible()
    names = ["Ana", "Bogdan", "Carmen", "Dan"]
    seats = [trick.leader]
    while len(seats) < 4:
        seats.append(view.rules.table.next(seats[-1]))
    assert panel.names == [names[s] for s in seats]
    assert len(panel.pixmaps) == 4
    # the names are drawn inside the panel, under the cards
    assert panel.boundingRect().height() >= panel.card_h + 3.5 * panel.font_px


def test_a_hinted_card_with_the_focus_shows_both_frames(make_window) -> None:
    """The hint moves the focus onto its card: the gold frame stays on the edge, the focus ring
    inside it (drawn over each other, the ring hid the hint)."""
    from belote_desktop.ui.card_item import FOCUS, HINT

    window = make_window(_settings(Variant.CLASSIC))
    item = CardItem(5, window.scene.pictures)
    item.set_face_up(True)
    item.set_highlighted(True)
    item.set_focused(True)
    image = painted(item)
    rect = item.boundingRect()
    card = item.card_rect()
    x = round(card.center().x() - rect.left())
    top = round(card.top() - rect.top())
    width = card.width()
    hint_px = image.pixelColor(x, top + round(0.035 * width / 2))
    focus_px = image.pixelColor(x, top + round(max(2.0, 0.035 * width) + max(2.0, 0.025 * width) / 2))
    assert hint_px.rgb() == HINT.rgb() and focus_px.rgb() == FOCUS.rgb()
