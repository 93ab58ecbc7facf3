"""The table in Qt's accessibility tree, walked as a screen reader walks it: every card, plate,
box and the bidding panel with a name and a role; why a dimmed card is refused (tree, tooltip,
keyboard focus); what is announced; and in a hotseat game no card named that the person at
the screen may not see."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QGraphicsSceneHoverEvent, QToolTip
from pytestqt.qtbot import QtBot

from belote_desktop.engine.cards import Seat
from belote_desktop.engine.events import CardPlayed, TrickWon
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.table import Table
from belote_desktop.engine.state import Phase
from belote_desktop.ui.accessibility import card_name, spoken
from belote_desktop.ui.controller import Stage
from belote_desktop.ui.main_window import MainWindow
from tests.test_ui_match import WAIT_MS, _cards, _person_acts, _play_match, _settings, make_window  # noqa: F401  (fixture by name)


@dataclass
class Node:
    role: QAccessible.Role
    name: str
    description: str
    focused: bool
    disabled: bool
    children: list[Node]
    iface: QAccessibleInterface

    def walk(self) -> list[Node]:
        out = [self]
        for c in self.children:
            out.extend(c.walk())
        return out

    def find(self, name: str, role: QAccessible.Role | None = None) -> Node | None:
        return next((n for n in self.walk() if n.name == name and (role is None or n.role == role)), None)


def tree(iface: QAccessibleInterface, depth: int = 0) -> Node:
    assert depth < 12, "the tree does not end"
    kids = []
    for i in range(iface.childCount()):
        child = iface.child(i)
        assert child is not None, f"child {i} of {iface.text(QAccessible.Text.Name)!r} is missing"
        parent = child.parent()
        # the way back up leads to the same node (a screen reader walks both ways)
        assert parent is not None and parent.indexOfChild(child) == i, child.text(QAccessible.Text.Name)
        kids.append(tree(child, depth + 1))
    state = iface.state()
    return Node(iface.role(), iface.text(QAccessible.Text.Name), iface.text(QAccessible.Text.Description),
                bool(state.focused), bool(state.disabled), kids, iface)


def table_node(window: MainWindow) -> Node:
    root = tree(QAccessible.queryAccessibleInterface(window))
    table = root.find("Card table", QAccessible.Role.Pane)
    assert table is not None, "the table is not in the window's tree"
    return table


def _wait_person(qtbot: QtBot, window: MainWindow, phase: Phase) -> None:
    c = window.controller
    for _ in range(200):
        qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.PRIVACY, Stage.DEAL_OVER), timeout=WAIT_MS)
        view = c.current_view()
        if c.stage == Stage.HUMAN and view is not None and view.phase == phase:
            return
        if c.stage == Stage.DEAL_OVER:
            qtbot.mouseClick(window.summary.continue_button, Qt.MouseButton.LeftButton)
        else:
            _person_acts(qtbot, window)
    raise AssertionError(f"never the person's turn in {phase}")


def test_the_auction_is_in_the_tree(make_window, qtbot: QtBot) -> None:  # noqa: F811
    window = make_window(_settings(Variant.CLASSIC))
    window.new_game(seed=3)
    _wait_person(qtbot, window, Phase.AUCTION)
    view = window.controller.current_view()
    table = table_node(window)
    hand = table.find(f"Your hand, {len(view.hand_cards)} cards", QAccessible.Role.List)
    assert hand is not None
    assert sorted(n.name for n in hand.children) == sorted(card_name(c) for c in view.hand_cards)
    assert all(n.role == QAccessible.Role.ListItem for n in hand.children)
    assert table.find(f"Turned card: {card_name(view.turned)}") is not None
    for seat in (Seat.E, Seat.N, Seat.W):
        others = table.find(f"Hand of {window.controller.names[seat]}, 5 cards", QAccessible.Role.List)
        assert others is not None and [n.name for n in others.children] == ["card, face down"] * 5
    plates = [n.name for n in table.children if n.role == QAccessible.Role.StaticText]
    dealer = window.controller.names[view.dealer]
    assert any(p.startswith(dealer) and "dealer" in p for p in plates), plates
    assert any(p.startswith("South") and "to play" in p for p in plates), plates
    assert any(p.startswith("Score.") for p in plates) and any(p.startswith("Auction. Turned card: ") for p in plates)
    # the bidding panel, a child widget of the view, is reached from the table with its buttons
    take = table.find(f"Take {spoken('♣')}", QAccessible.Role.Button) or next(
        (n for n in table.walk() if n.role == QAccessible.Role.Button and n.name.startswith("Take")), None)
    assert take is not None, [n.name for n in table.walk() if n.role == QAccessible.Role.Button]
    bidding = next((n for n in table.children if n.name == "Bidding"), None)
    assert bidding is not None and bidding.find("Pass", QAccessible.Role.Button) is not None


def test_cards_say_whether_they_are_playable_and_why_not(make_window, qtbot: QtBot) -> None:  # noqa: F811
    window = make_window(_settings(Variant.CLASSIC))
    window.new_game(seed=3)
    c = window.controller
    # a turn of the person's where some card may not be played
    for _ in range(60):
        _wait_person(qtbot, window, Phase.PLAY)
        view = c.current_view()
        if any(card not in view.legal_actions for card in view.hand_cards):
            break
        _person_acts(qtbot, window)
    else:
        raise AssertionError("no turn with a card that may not be played")
    hand = table_node(window).find(f"Your hand, {len(view.hand_cards)} cards")
    assert hand is not None
    items = window.scene.hand_items()
    assert len(hand.children) == len(items)
    refused = []
    for node, item in zip(hand.children, items):
        if item.card in view.legal_actions:
            assert node.name == f"{card_name(item.card)}, playable" and not node.disabled
        else:
            reason = c.refusal_for(item.card)
            assert reason  # the engine's own refusal, worded
            assert node.name == f"{card_name(item.card)}, not playable" and node.disabled
            assert node.description == spoken(reason)
            refused.append((item, reason))
    assert refused
    # the pointer over a dimmed card: its tooltip is the reason; over a playable one: nothing
    item, reason = refused[0]
    item.hoverEnterEvent(QGraphicsSceneHoverEvent(QEvent.Type.GraphicsSceneHoverEnter))
    assert item.toolTip() == reason
    playable = next(i for i in items if i.card in view.legal_actions)
    playable.hoverEnterEvent(QGraphicsSceneHoverEvent(QEvent.Type.GraphicsSceneHoverEnter))
    assert playable.toolTip() == ""
    # the keyboard focus onto the dimmed card: the tree follows it and the tooltip says why
    index = items.index(item)
    for _ in range(index + 1):
        qtbot.keyClick(window.table_view, Qt.Key.Key_Right)
    while window.scene.focus_index != index:
        qtbot.keyClick(window.table_view, Qt.Key.Key_Left)
    assert QToolTip.isVisible() and QToolTip.text() == reason
    table = table_node(window)
    focus = table.iface.focusChild()
    assert focus is not None and focus.text(QAccessible.Text.Name) == f"{card_name(item.card)}, not playable"
    assert [n.name for n in table.walk()[1:] if n.focused] == [f"{card_name(item.card)}, not playable"]
    # nothing was played by asking
    assert c.current_view().hand_cards == view.hand_cards


def test_plays_calls_and_tricks_are_announced(make_window, qtbot: QtBot) -> None:  # noqa: F811
    settings = _settings(Variant.CLASSIC)
    # South under the default name: the person at the window
    settings = replace(settings, seats=(replace(settings.seats[0], name="You"), *settings.seats[1:]))
    window = make_window(settings)
    said: list[tuple[list, object]] = []
    window.controller.events_happened.connect(lambda events, view: said.append((events, view)))
    window.new_game(seed=3)
    for _ in range(3):
        _wait_person(qtbot, window, Phase.PLAY)
        _person_acts(qtbot, window)
    _wait_person(qtbot, window, Phase.PLAY)
    announced = window.table_access.announced
    names = window.controller.names
    played = [e for events, _ in said for e in events if isinstance(e, CardPlayed)]
    won = [e for events, _ in said for e in events if isinstance(e, TrickWon)]
    assert played and won
    # the person (South under the default name "You") is spoken to, the others spoken of
    assert names[Seat.S] == "You"
    assert any(e.seat == Seat.S for e in played) and any(e.seat != Seat.S for e in played)
    for e in played:
        if e.seat == Seat.S:
            assert f"You play {card_name(e.card)}" in announced
        else:
            assert f"{names[e.seat]} plays {card_name(e.card)}" in announced
    for e in won:
        said_of = "You win the trick" if e.trick.winner == Seat.S else f"{names[e.trick.winner]} wins the trick"
        assert said_of in announced
    assert not any(a.startswith("You plays") or a.startswith("You wins") for a in announced)
    assert any(a.endswith(": Pass") for a in announced)
    assert any(" takes, trump: " in a or a.startswith("You take, trump: ") for a in announced)
    assert not any(a.startswith("You takes") for a in announced)
    assert "Your turn." in announced or any("turn" in a.lower() for a in announced), announced[-5:]


def test_hotseat_tree_names_no_card_the_person_may_not_see(make_window, qtbot: QtBot) -> None:  # noqa: F811
    window = make_window(_settings(Variant.CLASSIC, humans=4, target=0))
    c, scene = window.controller, window.scene
    checked = {"privacy": 0, "turns": 0}
    names = {card_name(card): card for card in range(32)}

    def check() -> None:
        match = c.match
        if match is None or scene.shown_view is None:
            return
        texts = [t for n in table_node(window).walk() for t in (n.name, n.description)]
        named = {card for text in texts for name, card in names.items() if name in text}
        face_up = {i.card for i in scene.card_items() if i.isVisible() and i.is_face_up}
        public = {card for t in scene.shown_view.tricks for card in t.cards} | set(scene.shown_view.trick)
        hands = {s: set(_cards(match.hand(s))) for s in Seat}
        if scene.privacy_shown:
            checked["privacy"] += 1
            assert not named & set().union(*hands.values()), "a hand is named behind the privacy screen"
        elif c.stage == Stage.HUMAN:
            checked["turns"] += 1
            others = set().union(*(hands[s] for s in Seat if s != scene.shown_view.seat))
            assert not named & others, f"{scene.shown_view.seat.name} hears {sorted(named & others)} of others"
        assert named <= face_up | public

    window.new_game(seed=4)
    _play_match(qtbot, window, check)
    assert checked["privacy"] >= 4 and checked["turns"] >= 32


def test_the_deal_summary_is_read_out(make_window, qtbot: QtBot) -> None:  # noqa: F811
    """The end-of-deal summary is made of plain widgets: its words and buttons are in the tree."""
    window = make_window(_settings(Variant.CLASSIC, target=300))
    c = window.controller
    window.new_game(seed=3)
    while True:
        qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER), timeout=WAIT_MS)
        if c.stage != Stage.HUMAN:
            break
        _person_acts(qtbot, window)
    summary = tree(QAccessible.queryAccessibleInterface(window.summary))
    names = [n.name for n in summary.walk()]
    assert summary.role == QAccessible.Role.Dialog and summary.name == "Deal 1"
    assert any(n.startswith("Deal 1: ") for n in names) and "Match total" in names
    assert summary.find("Next deal", QAccessible.Role.Button) is not None


@pytest.mark.parametrize(("variant", "table"), [(Variant.CONTREE, Table.FOUR), (Variant.ROMANIAN, Table.FOUR),
                                                (Variant.ROMANIAN, Table.THREE), (Variant.ROMANIAN, Table.DUEL)])
def test_every_table_is_in_the_tree(make_window, qtbot: QtBot, variant: Variant, table: Table) -> None:  # noqa: F811
    settings = _settings(variant)
    window = make_window(replace(settings, rules=RuleSet.default(variant, table)))
    window.new_game(seed=5)
    _wait_person(qtbot, window, Phase.PLAY)
    view = window.controller.current_view()
    names = window.controller.names
    tree_ = table_node(window)
    hand = tree_.find(f"Your hand, {len(view.hand_cards)} cards", QAccessible.Role.List)
    assert hand is not None and sorted(n.name.split(",")[0] for n in hand.children) == sorted(card_name(c) for c in view.hand_cards)
    others = [n for n in tree_.children if n.name.startswith("Hand of ")]
    assert sorted(n.name for n in others) == sorted(
        f"Hand of {names[s]}, {view.hand_sizes[s]} cards" for s in table.seats if s != view.seat and view.hand_sizes[s])
    plates = [n.name for n in tree_.children if n.role == QAccessible.Role.StaticText]
    assert all(any(p.startswith(names[s]) for p in plates) for s in table.seats)


def test_with_accessibility_active_focus_and_announcements_go_to_qt(make_window, qtbot: QtBot) -> None:  # noqa: F811
    """With a screen reader listening (Qt's accessibility active) the focus events and the
    announcements are sent through Qt: a few turns of play by keyboard go on as before."""
    window = make_window(_settings(Variant.CLASSIC))
    window.new_game(seed=3)
    QAccessible.setActive(True)
    try:
        for _ in range(3):
            _wait_person(qtbot, window, Phase.PLAY)
            hand = window.controller.current_view().hand_cards
            for _ in range(len(hand)):
                qtbot.keyClick(window.table_view, Qt.Key.Key_Right)
            assert table_node(window).iface.focusChild() is not None
            _person_acts(qtbot, window)
        assert any(" plays " in a or a.startswith("You play ") for a in window.table_access.announced)
    finally:
        QAccessible.setActive(False)


def test_the_person_is_spoken_to_only_under_the_default_name(qtbot: QtBot) -> None:
    """South under the default name is "you" ("You play", not "You plays"); a player who gave a
    name of their own, like every other seat, is spoken of by that name."""
    from belote_desktop.engine.events import CardPlayed
    from belote_desktop.ui.accessibility import event_sentence
    from belote_desktop.ui.settings import default_seat_names

    jack = 4  # a card id: only its name matters here
    default = list(default_seat_names())
    assert event_sentence(CardPlayed(Seat.S, jack), default) == f"You play {card_name(jack)}"
    assert event_sentence(CardPlayed(Seat.E, jack), default) == f"East plays {card_name(jack)}"
    named = ["Ana", *default[1:]]
    assert event_sentence(CardPlayed(Seat.S, jack), named) == f"Ana plays {card_name(jack)}"
