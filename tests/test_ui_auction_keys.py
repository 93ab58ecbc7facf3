"""The bidding box's keys (P pass, T take, 1-4 suits, 5-6 NT/AT, Up/Down values, Enter, C contre,
7 swap, X cancel: Help > Shortcuts), the same in Classic, Contrée and Romanian Belot, and a focus
ring that is visible on every button of the box (checked on rendered pixels)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QPushButton, QWidget
from pytestqt.qtbot import QtBot

from belote_desktop.engine.auctions import AuctionAction, Bid, Call, NameTrump
from belote_desktop.engine.cards import Seat, Suit, suit_of
from belote_desktop.engine.contract import Strain
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.view import view_of
from belote_desktop.ui.auction_panel import FOCUS_RING, AuctionPanel
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.controller import Stage
from belote_desktop.ui.help_text import SHORTCUTS, ShortcutScope, shortcuts_html
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup

NAMES = ("Ana", "Bruno", "Chloé", "Dan")


class Table(QWidget):
    """Stands for the table view: the panel's parent, which has the keyboard."""

    def __init__(self) -> None:
        super().__init__()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.resize(640, 420)
        self.keys_seen: list[int] = []

    def keyPressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        self.keys_seen.append(event.key())  # what reached "the hand"


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[Table]:
    widget = Table()
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    widget.setFocus()
    yield widget


def match_after(rules: RuleSet, calls: Sequence[AuctionAction], seed: int = 11) -> Match:
    match = Match(rules, seed=seed, first_dealer=Seat.W)
    match.deal()
    for call in calls:
        match.apply(call)
    return match


def panel_on(table: Table, match: Match) -> AuctionPanel:
    assert match.current_player is not None
    panel = AuctionPanel(table)
    panel.show_view(view_of(match, match.current_player), NAMES)
    panel.show()
    panel.adjustSize()
    table.setFocus()
    return panel


def press(qtbot: QtBot, table: Table, panel: AuctionPanel, key: Qt.Key) -> list[object]:
    """Press ``key`` where the keyboard is (the table) and return the calls the panel emitted."""
    emitted: list[object] = []
    panel.call_chosen.connect(emitted.append)
    qtbot.keyClick(table, key)
    panel.call_chosen.disconnect(emitted.append)
    return emitted


def test_classic_round_one_take_and_pass(qtbot: QtBot, table: Table) -> None:
    panel = panel_on(table, match_after(RuleSet.default(Variant.CLASSIC), []))
    assert press(qtbot, table, panel, Qt.Key.Key_T) == [Call.TAKE]
    assert press(qtbot, table, panel, Qt.Key.Key_P) == [Call.PASS]
    assert press(qtbot, table, panel, Qt.Key.Key_1) == []  # no suit to name in round 1
    assert press(qtbot, table, panel, Qt.Key.Key_C) == []  # no contre in Classic
    assert table.keys_seen == []  # none of them reached the hand
    # a key that is not the box's goes on to the table
    qtbot.keyClick(table, Qt.Key.Key_Left)
    assert table.keys_seen == [Qt.Key.Key_Left]


def test_classic_round_two_names_suits_by_number(qtbot: QtBot, table: Table) -> None:
    match = match_after(RuleSet.default(Variant.CLASSIC), [Call.PASS] * 4)
    turned_card = match.current.layout.turned
    assert turned_card is not None
    turned = suit_of(turned_card)
    panel = panel_on(table, match)
    for number, suit in zip((Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4), Suit):
        expected = [] if suit == turned else [NameTrump(suit)]
        assert press(qtbot, table, panel, number) == expected
    assert press(qtbot, table, panel, Qt.Key.Key_T) == []  # no take in round 2


def test_romanian_swap_the_7_and_cancel(qtbot: QtBot, table: Table) -> None:
    rules = RuleSet.default(Variant.ROMANIAN)
    match = match_after(rules, [Call.TAKE], seed=1)
    assert Call.SWAP7 in match.legal_actions()
    panel = panel_on(table, match)
    assert press(qtbot, table, panel, Qt.Key.Key_7) == [Call.SWAP7]
    assert press(qtbot, table, panel, Qt.Key.Key_P) == [Call.PASS]

    match = match_after(rules.with_options({"under_14": True}), [], seed=8)
    while Call.CANCEL not in match.legal_actions():
        legal = match.legal_actions()
        match.apply(Call.TAKE if Call.TAKE in legal else (Call.PASS if Call.PASS in legal else legal[0]))
    cancel_panel = panel_on(table, match)
    assert press(qtbot, table, cancel_panel, Qt.Key.Key_X) == [Call.CANCEL]


def test_romanian_round_two_names_a_suit_by_number(qtbot: QtBot, table: Table) -> None:
    match = match_after(RuleSet.default(Variant.ROMANIAN), [Call.PASS] * 4, seed=2)
    assert any(isinstance(a, NameTrump) for a in match.legal_actions())
    panel = panel_on(table, match)
    suit = next(a.suit for a in match.legal_actions() if isinstance(a, NameTrump))
    assert press(qtbot, table, panel, (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4)[suit]) == [NameTrump(suit)]


def test_contree_value_strain_and_enter_make_a_bid(qtbot: QtBot, table: Table) -> None:
    rules = RuleSet.default(Variant.CONTREE).with_options({"no_trump_bids": True})
    panel = panel_on(table, match_after(rules, []))
    assert panel.value_buttons[80].isChecked()  # the lowest open value to start from
    assert press(qtbot, table, panel, Qt.Key.Key_Up) == []
    assert press(qtbot, table, panel, Qt.Key.Key_Up) == []
    assert panel.value_buttons[100].isChecked()
    assert press(qtbot, table, panel, Qt.Key.Key_Down) == []
    assert press(qtbot, table, panel, Qt.Key.Key_2) == []  # hearts chosen, not yet bid
    assert panel.strain_buttons[Strain.HEARTS].isChecked()
    assert press(qtbot, table, panel, Qt.Key.Key_Return) == [Bid(90, Strain.HEARTS)]
    assert press(qtbot, table, panel, Qt.Key.Key_5) == []
    assert press(qtbot, table, panel, Qt.Key.Key_Enter) == [Bid(90, Strain.NO_TRUMP)]
    assert press(qtbot, table, panel, Qt.Key.Key_6) == []
    assert press(qtbot, table, panel, Qt.Key.Key_Return) == [Bid(90, Strain.ALL_TRUMP)]
    assert press(qtbot, table, panel, Qt.Key.Key_C) == []  # nothing to contre yet
    assert press(qtbot, table, panel, Qt.Key.Key_P) == [Call.PASS]


def test_contree_no_trump_keys_do_nothing_where_not_played(qtbot: QtBot, table: Table) -> None:
    panel = panel_on(table, match_after(RuleSet.default(Variant.CONTREE), []))
    press(qtbot, table, panel, Qt.Key.Key_5)
    assert not panel.strain_buttons[Strain.NO_TRUMP].isChecked()
    assert press(qtbot, table, panel, Qt.Key.Key_Return) == []  # no strain chosen: no bid


def test_contree_c_contres_and_surcontres(qtbot: QtBot, table: Table) -> None:
    rules = RuleSet.default(Variant.CONTREE)
    panel = panel_on(table, match_after(rules, [Bid(80, Strain.SPADES)]))
    assert press(qtbot, table, panel, Qt.Key.Key_C) == [Call.CONTRE]
    surcontre = panel_on(table, match_after(rules, [Bid(80, Strain.SPADES), Call.CONTRE]))
    assert press(qtbot, table, surcontre, Qt.Key.Key_C) == [Call.SURCONTRE]


def test_the_keys_wait_for_the_persons_call(qtbot: QtBot, table: Table) -> None:
    match = match_after(RuleSet.default(Variant.CLASSIC), [])
    other = next(s for s in Seat if s != match.current_player)
    panel = AuctionPanel(table)
    panel.show_view(view_of(match, other), NAMES)  # someone else speaks: "Waiting for …"
    panel.show()
    table.setFocus()
    assert press(qtbot, table, panel, Qt.Key.Key_P) == []
    assert table.keys_seen == [Qt.Key.Key_P]  # not the box's key now: the hand and window have it
    panel.hide()
    assert not panel.handle_key(Qt.Key.Key_T)


def test_enter_presses_the_focused_button(qtbot: QtBot, table: Table) -> None:
    panel = panel_on(table, match_after(RuleSet.default(Variant.CLASSIC), []))
    button = panel.button_for(Call.PASS)
    assert button is not None
    button.setFocus(Qt.FocusReason.TabFocusReason)
    emitted: list[object] = []
    panel.call_chosen.connect(emitted.append)
    qtbot.keyClick(button, Qt.Key.Key_Return)
    qtbot.keyClick(button, Qt.Key.Key_T)  # a box key with a button focused works too
    assert emitted == [Call.PASS, Call.TAKE]


# --- the focus ring ---------------------------------------------------------------------------


def _views() -> list[tuple[str, Match]]:
    classic = RuleSet.default(Variant.CLASSIC)
    contree = RuleSet.default(Variant.CONTREE).with_options({"no_trump_bids": True})
    romanian = RuleSet.default(Variant.ROMANIAN)
    return [
        ("classic round 1", match_after(classic, [])),
        ("classic round 2", match_after(classic, [Call.PASS] * 4)),
        ("contree", match_after(contree, [Bid(80, Strain.SPADES)])),
        ("contree contred", match_after(contree, [Bid(80, Strain.SPADES), Call.CONTRE])),
        ("romanian swap", match_after(romanian, [Call.TAKE], seed=1)),
    ]


def _ring_pixels(image: QImage, ratio: float) -> int:
    ring = QColor(FOCUS_RING)
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            pixel = image.pixelColor(x, y)
            if abs(pixel.red() - ring.red()) + abs(pixel.green() - ring.green()) + abs(pixel.blue() - ring.blue()) < 40:
                count += 1
    return count


@pytest.mark.parametrize("name, match", _views(), ids=[n for n, _ in _views()])
def test_every_button_of_the_box_shows_a_focus_ring(qtbot: QtBot, table: Table, name: str, match: Match) -> None:
    panel = panel_on(table, match)
    buttons = [b for b in panel.findChildren(QPushButton) if b.isVisibleTo(panel) and b.isEnabled()]
    assert len(buttons) >= 2, name
    for button in buttons:
        table.setFocus()
        qtbot.waitUntil(lambda: not button.hasFocus())
        plain = button.grab().toImage()
        button.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(button.hasFocus)
        focused = button.grab().toImage()
        label = f"{name}: {button.text() or button.accessibleName()}"
        assert focused != plain, f"{label} looks the same with and without the focus"
        # the ring is the focus colour, around the button (not a hint, not a checked state)
        assert _ring_pixels(focused, 1.0) > 2 * (focused.width() + focused.height()), label
        assert _ring_pixels(plain, 1.0) == 0, label


def test_a_hinted_button_still_shows_the_focus(qtbot: QtBot, table: Table) -> None:
    panel = panel_on(table, match_after(RuleSet.default(Variant.CLASSIC), []))
    panel.set_hint(Call.TAKE)
    take = panel.button_for(Call.TAKE)
    assert take is not None
    table.setFocus()
    qtbot.waitUntil(lambda: not take.hasFocus())
    hinted = take.grab().toImage()
    assert _ring_pixels(hinted, 1.0) == 0
    take.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(take.hasFocus)
    assert take.grab().toImage() != hinted and _ring_pixels(take.grab().toImage(), 1.0) > 0


# --- Help > Shortcuts and the real window -----------------------------------------------------


def test_help_lists_the_bidding_box_keys() -> None:
    from html import unescape
    import re

    text = unescape(re.sub(r"<[^>]+>", " ", shortcuts_html()))
    assert "The bidding box" in text
    for shortcut in SHORTCUTS:
        if shortcut.scope == ShortcutScope.AUCTION:
            assert shortcut.description in text and shortcut.keys_text in text


def test_the_keys_reach_the_box_in_the_window(qtbot: QtBot) -> None:
    seats = tuple(SeatSetup(n, i == 0, "random") for i, n in enumerate(("South", "East", "North", "West")))
    base = GameSettings.default()
    settings = replace(base, rules=base.rules.with_options({"target": 0}), seats=seats, speed=AnimationSpeed.INSTANT)  # type: ignore[arg-type]
    window = MainWindow(settings, worker_mode=WorkerMode.THREAD)
    window.confirm_close = False
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    try:
        window.new_game(seed=5)
        c = window.controller
        qtbot.waitUntil(lambda: c.stage == Stage.HUMAN, timeout=30000)
        view = c.current_view()
        assert view is not None and view.phase == Phase.AUCTION and window.auction_panel.isVisible()
        calls = len(view.auction)
        window.table_view.setFocus()
        qtbot.keyClick(window.table_view, Qt.Key.Key_P)

        def south_called() -> bool:
            later = c.current_view() or view_of(c.match, Seat.S)
            return len(later.auction) > calls or later.phase != Phase.AUCTION

        qtbot.waitUntil(south_called, timeout=30000)
        assert view_of(c.match, Seat.S).auction[calls] == (Seat.S, Call.PASS)
    finally:
        window.controller.shutdown()


def test_a_hint_moves_the_focus_to_its_button_and_enter_makes_the_call(qtbot: QtBot, table: Table) -> None:
    panel = panel_on(table, match_after(RuleSet.default(Variant.CONTREE), []))
    panel.set_hint(Bid(90, Strain.CLUBS))
    assert panel.bid_button.hasFocus()
    emitted: list[object] = []
    panel.call_chosen.connect(emitted.append)
    qtbot.keyClick(panel.bid_button, Qt.Key.Key_Return)
    assert emitted == [Bid(90, Strain.CLUBS)]
    classic = panel_on(table, match_after(RuleSet.default(Variant.CLASSIC), []))
    classic.set_hint(Call.PASS)
    button = classic.button_for(Call.PASS)
    assert button is not None and button.hasFocus()
    classic.set_hint(None)  # cleared: the focus stays where it is
    assert button.hasFocus()
