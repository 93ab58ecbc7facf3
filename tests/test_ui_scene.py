"""The table scene, driven by a real Match and random bots: what is face up, clicks, keys,
animations at every speed, privacy, the last trick, sharp pictures on HiDPI."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractAnimation, QAnimationGroup, QPoint, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from belote_desktop.bots.random_bot import RandomBot
from belote_desktop.decks.discovery import open_deck
from belote_desktop.decks.renderer import CardImageProvider, ImageCache
from belote_desktop.engine.cards import Card, Seat, card_list
from belote_desktop.engine.events import CardPlayed, Dealt, Event, TrickWon
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.view import SeatView, view_of
from belote_desktop.ui.card_item import CardItem
from belote_desktop.ui.layout import sort_hand
from belote_desktop.ui.settings import AnimationSpeed
from belote_desktop.ui.table_model import SlotKind
from belote_desktop.ui.table_items import PrivacyScreen
from belote_desktop.ui.table_scene import PLAY_MS, Step, TableScene, TableView

_CACHE = ImageCache()  # shared by the tests: each deck size is rendered once


@dataclass
class Batch:
    events: list[Event]
    view: SeatView  # the viewer's view after the events


def _match(variant: Variant = Variant.CONTREE, seed: int = 5) -> Match:
    return Match(RuleSet.default(variant).with_options({"declarations": True}), seed=seed, first_dealer=Seat.W)


def _drive(match: Match, viewer: Seat, rng: random.Random, stop: object = None) -> Iterator[Batch]:
    """Deal and play with random bots on every seat, one batch of events per action."""
    bot = RandomBot(pass_probability=0.5)
    while match.phase != Phase.OVER:
        if match.phase == Phase.DEAL:
            events = match.deal()
        else:
            events = match.apply(bot.choose(view_of(match, match.current_player), rng))  # type: ignore[arg-type]
        yield Batch(events, view_of(match, viewer))
        if stop is not None and stop(match):  # type: ignore[operator]
            return


def _until(match: Match, predicate: object, viewer: Seat = Seat.S, seed: int = 1) -> list[Batch]:
    rng = random.Random(seed)
    out = []
    if predicate(match):  # type: ignore[operator]
        return out
    for batch in _drive(match, viewer, rng, stop=predicate):
        out.append(batch)
    return out


def _viewer_to_play(match: Match) -> bool:
    return match.phase == Phase.PLAY and match.current_player == Seat.S and len(match.current.play.played) >= 5  # type: ignore[union-attr]


@pytest.fixture
def view(qtbot: QtBot) -> TableView:
    table = TableView()
    qtbot.addWidget(table)
    table.resize(1280, 800)
    scene = table.table_scene
    scene.set_provider(CardImageProvider(open_deck("french"), cache=_CACHE, parent=scene))
    scene.set_seat_names(["Sam", "Eli", "Noor", "Wen"])
    table.show()
    qtbot.waitExposed(table)
    return table


def _table_cards(v: SeatView) -> set[Card]:
    """Cards lying open on the table in this view: the trick, the turned card in the auction."""
    out = set(v.trick)
    if v.phase == Phase.AUCTION and v.turned is not None:
        out.add(v.turned)
    return out


def _face_up(scene: TableScene) -> set[Card]:
    return {item.card for item in scene.card_items() if item.is_face_up}


def test_show_view_only_the_viewers_hand_and_the_table_face_up(view: TableView) -> None:
    scene = view.table_scene
    match = _match(Variant.CLASSIC, seed=11)
    moments = [
        lambda m: m.phase == Phase.AUCTION,
        lambda m: m.phase == Phase.PLAY and len(m.current.play.played) == 6,
        lambda m: m.phase == Phase.PLAY and len(m.current.play.played) == 31,
        lambda m: m.phase == Phase.DEAL,
    ]
    for viewer in Seat:
        for moment in moments:
            scene.show_view(view_of(match, viewer)) if match.current else None
            _until(match, moment)
            v = view_of(match, viewer)
            scene.show_view(v)
            assert _face_up(scene) == set(v.hand_cards) | _table_cards(v)
            assert {item.card for item in scene.hand_items()} == set(v.hand_cards)
            assert all(item.isVisible() for item in scene.card_items())


def test_hidden_hands_are_drawn_from_the_hand_sizes(view: TableView) -> None:
    scene = view.table_scene
    match = _match()
    _until(match, _viewer_to_play)
    v = view_of(match, Seat.S)
    scene.show_view(v)
    counts = {s: 0 for s in Seat}
    for item in scene.card_items():
        slot = scene.slot_of(item.card)
        if slot.kind == SlotKind.HIDDEN:
            counts[slot.seat] += 1  # type: ignore[index]
            assert not item.is_face_up
    assert counts == {s: (0 if s == Seat.S else v.hand_sizes[s]) for s in Seat}
    # the legal cards are raised and the others dimmed
    legal = {a for a in v.legal_actions if isinstance(a, int)}
    hand = scene.hand_items()
    lowest_raised = max((i.pos().y() for i in hand if i.card in legal))
    assert all(i.is_dimmed == (i.card not in legal) for i in hand)
    assert all(i.pos().y() > lowest_raised for i in hand if i.card not in legal)


def _click(view: TableView, qtbot: QtBot, item: CardItem) -> None:
    # the visible part of a fanned card is its left edge (the next card covers the rest)
    point = item.mapToScene(QPointF(item.boundingRect().left() + 0.2 * item.boundingRect().width(), 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(point))


def test_a_click_on_a_hand_card_emits_card_chosen_legal_or_not(view: TableView, qtbot: QtBot) -> None:
    scene = view.table_scene
    match = _match()
    _until(match, _viewer_to_play)
    v = view_of(match, Seat.S)
    scene.show_view(v)
    assert all(item.cursor().shape() == Qt.CursorShape.PointingHandCursor for item in scene.hand_items())
    # the others show the arrow (set, never unset: see table_scene._set_cursor)
    others = [item for item in scene.card_items() if item not in scene.hand_items()]
    assert all(not item.hasCursor() or item.cursor().shape() == Qt.CursorShape.ArrowCursor for item in others)
    for item in scene.hand_items():
        with qtbot.waitSignal(scene.card_chosen) as blocker:
            _click(view, qtbot, item)
        assert blocker.args == [item.card]
    # a click on another seat's card or on the trick says nothing
    chosen: list[int] = []
    scene.card_chosen.connect(chosen.append)
    for item in scene.card_items():
        if scene.slot_of(item.card).kind in (SlotKind.HIDDEN, SlotKind.TRICK):
            _click(view, qtbot, item)
    assert chosen == []


def test_keyboard_moves_the_focus_and_plays(view: TableView, qtbot: QtBot) -> None:
    scene = view.table_scene
    match = _match()
    _until(match, _viewer_to_play)
    scene.show_view(view_of(match, Seat.S))
    hand = [item.card for item in scene.hand_items()]
    chosen: list[int] = []
    scene.card_chosen.connect(chosen.append)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert scene.focus_index == 0 and scene.hand_items()[0].is_focused
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert scene.focus_index == 1
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert chosen == [hand[1]]
    for _ in range(12):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert scene.focus_index == len(hand) - 1, "the focus stops at the last card"
    qtbot.keyClick(view, Qt.Key.Key_1)
    qtbot.keyClick(view, Qt.Key.Key_3)
    assert chosen == [hand[1], hand[0], hand[2]]
    qtbot.keyClick(view, Qt.Key.Key_8)  # fewer than eight cards: nothing
    assert len(chosen) == 3 + (len(hand) >= 8)


@pytest.mark.parametrize("speed", list(AnimationSpeed))
def test_events_animate_then_animations_finished(view: TableView, qtbot: QtBot, speed: AnimationSpeed) -> None:
    scene = view.table_scene
    scene.set_speed(speed)
    match = _match()
    _until(match, lambda m: m.phase == Phase.PLAY and m.current_player == Seat.E and len(m.current.play.played) % 4 == 1)
    scene.show_view(view_of(match, Seat.S))
    qtbot.wait(1)  # whatever show_view scheduled has run
    east = [b for b in _until(match, lambda m: m.current_player != Seat.E)]
    events = [e for b in east for e in b.events]
    played = next(e for e in events if isinstance(e, CardPlayed))
    item = scene.card_items()[played.card]
    moves: list[QPointF] = []
    item.xChanged.connect(lambda: moves.append(item.pos()))
    finished: list[bool] = []
    scene.animations_finished.connect(lambda: finished.append(True))
    scene.play_events(events, east[-1].view)
    assert finished == [], "never from inside play_events"
    flights = [a for a in _animations(scene.running_animation) if isinstance(a, QPropertyAnimation) and a.targetObject() is item]
    if speed == AnimationSpeed.INSTANT:
        assert not scene.is_animating and flights == [], "instant: nothing moves"
    else:
        assert {bytes(a.propertyName().data()) for a in flights} == {b"pos", b"rotation", b"scale"}
        pos = next(a for a in flights if a.propertyName() == b"pos")
        assert pos.duration() == speed.duration_ms(PLAY_MS) > 0
        assert pos.startValue() != pos.endValue()
    with qtbot.waitSignal(scene.animations_finished, timeout=10_000):
        pass
    assert finished == [True]
    assert item.is_face_up and scene.slot_of(played.card).kind == SlotKind.TRICK
    assert moves, "the card left the hand"
    assert not scene.is_animating


def _animations(animation: QAbstractAnimation | None) -> list[QAbstractAnimation]:
    """An animation and everything inside it."""
    if animation is None:
        return []
    out = [animation]
    if isinstance(animation, QAnimationGroup):
        for i in range(animation.animationCount()):
            out += _animations(animation.animationAt(i))
    return out


@pytest.fixture
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fast animations that still run (a whole deal in well under a second of animation)."""
    original = AnimationSpeed.duration_ms

    def quick(self: AnimationSpeed, base_ms: int) -> int:  # FAST at a small fraction; the others as they are
        return round(base_ms * 0.02) if self == AnimationSpeed.FAST else original(self, base_ms)

    monkeypatch.setattr(AnimationSpeed, "duration_ms", quick)


@pytest.mark.parametrize("variant", [Variant.CLASSIC, Variant.CONTREE])
def test_a_whole_deal_animated_never_shows_a_hidden_card(
    view: TableView, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, quick: None, variant: Variant
) -> None:
    scene = view.table_scene
    scene.set_speed(AnimationSpeed.FAST)
    match = _match(variant, seed=23)
    scene.show_view(view_of(match, Seat.S))
    allowed: set[Card] = set()
    shown: list[tuple[Card, frozenset[Card]]] = []
    original = CardItem.set_face_up

    def recording(item: CardItem, face_up: bool) -> None:
        if face_up:
            shown.append((item.card, frozenset(allowed)))
        original(item, face_up)

    monkeypatch.setattr(CardItem, "set_face_up", recording)
    batches = _until(match, lambda m: m.phase == Phase.DEAL and m.current is not None and m.current.score is not None, seed=4)
    kinds: set[type] = set()
    for batch in batches:
        allowed |= set(batch.view.hand_cards)
        for e in batch.events:
            kinds.add(type(e))
            if isinstance(e, CardPlayed):
                allowed.add(e.card)
            if isinstance(e, Dealt) and e.turned is not None:
                allowed.add(e.turned)
        with qtbot.waitSignal(scene.animations_finished, timeout=10_000):
            scene.play_events(batch.events, batch.view)
    assert {Dealt, CardPlayed, TrickWon} <= kinds
    assert shown, "cards were turned face up"
    for card, permitted in shown:
        assert card in permitted
    # after the deal every card lies face down in a won pile
    assert _face_up(scene) == set()
    assert sum(scene.slot_of(c).kind == SlotKind.WON for c in range(32)) == 32 or match.current.auction.result.taker is None  # type: ignore[union-attr]


def test_privacy_screen_hides_every_hand_even_while_cards_move(view: TableView, qtbot: QtBot, quick: None) -> None:
    scene = view.table_scene
    scene.set_speed(AnimationSpeed.FAST)
    match = _match(seed=31)
    _until(match, _viewer_to_play)
    scene.show_view(view_of(match, Seat.S))
    assert _face_up(scene) >= set(view_of(match, Seat.S).hand_cards)
    dismissed: list[bool] = []
    scene.privacy_dismissed.connect(lambda: dismissed.append(True))
    scene.show_privacy("Noor")
    assert scene.privacy_screen.isVisible() and "Noor" in scene.privacy_screen.message
    assert _face_up(scene) == _table_cards(view_of(match, Seat.S))
    # the game goes on under the screen: only cards laid on the table turn up
    rng = random.Random(2)
    for batch in _drive(match, Seat.S, rng, stop=lambda m: m.current_player == Seat.N):
        with qtbot.waitSignal(scene.animations_finished, timeout=10_000):
            scene.play_events(batch.events, batch.view)
        hand = set(batch.view.hand_cards)
        assert not (_face_up(scene) & hand)
        assert all(not scene.plate(s).is_active for s in Seat)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(40, 40))
    assert dismissed == [True]
    north = view_of(match, Seat.N)
    scene.show_view(north)
    scene.show_privacy(None)
    assert _face_up(scene) == set(north.hand_cards) | _table_cards(north)
    assert not scene.privacy_screen.isVisible()
    # North is at the bottom now
    bottom = max(item.pos().y() for item in scene.hand_items())
    assert all(item.card in north.hand_cards for item in scene.card_items() if item.pos().y() >= bottom - 1)


def test_privacy_screen_covers_the_table_before_any_view(view: TableView, qtbot: QtBot) -> None:
    """A hotseat game asks for the screen before the first view: it must still cover the table,
    and follow the window when it is resized."""
    scene = view.table_scene
    scene.show_privacy("Ana")
    screen = next(item for item in scene.items() if isinstance(item, PrivacyScreen))
    assert screen.isVisible()
    assert screen.sceneBoundingRect().contains(scene.sceneRect())
    view.resize(1600, 1000)
    qtbot.waitUntil(lambda: scene.sceneRect().width() > 1300)
    assert screen.sceneBoundingRect().contains(scene.sceneRect())


def test_clicks_are_ignored_while_cards_move_or_under_the_privacy_screen(view: TableView, qtbot: QtBot) -> None:
    scene = view.table_scene
    match = _match()
    _until(match, _viewer_to_play)
    scene.show_view(view_of(match, Seat.S))
    chosen: list[int] = []
    scene.card_chosen.connect(chosen.append)
    scene.show_privacy("Sam")
    _click(view, qtbot, scene.hand_items()[0])
    qtbot.keyClick(view, Qt.Key.Key_1)
    assert chosen == []
    scene.show_privacy(None)
    qtbot.keyClick(view, Qt.Key.Key_1)
    assert len(chosen) == 1


def test_last_trick_is_shown_on_request(view: TableView) -> None:
    scene = view.table_scene
    match = _match()
    _until(match, _viewer_to_play)
    v = view_of(match, Seat.S)
    scene.show_view(v)
    scene.show_last_trick(True)
    panel = scene.last_trick_panel
    assert panel.isVisible() and len(panel.pixmaps) == 4
    assert "Noor Sam Eli Wen".split()[[Seat.N, Seat.S, Seat.E, Seat.W].index(v.tricks[-1].winner)] in panel.title
    scene.show_last_trick(False)
    assert not panel.isVisible()


def test_hint_highlights_one_card(view: TableView) -> None:
    scene = view.table_scene
    match = _match()
    _until(match, _viewer_to_play)
    scene.show_view(view_of(match, Seat.S))
    card = scene.hand_items()[2].card
    scene.highlight_card(card)
    assert [i.card for i in scene.card_items() if i.is_highlighted] == [card]
    scene.highlight_card(None)
    assert not any(i.is_highlighted for i in scene.card_items())


def test_pictures_carry_the_device_pixel_ratio_and_follow_the_size(view: TableView, qtbot: QtBot) -> None:
    scene = view.table_scene
    match = _match()
    _until(match, _viewer_to_play)
    scene.show_view(view_of(match, Seat.S))
    item = scene.hand_items()[0]
    size = scene.card_size()
    picture = item.picture()
    assert picture is not None and picture.width() == size.width() and picture.devicePixelRatio() == 1.0
    scene.set_device_pixel_ratio(2.0)
    picture = item.picture()
    assert picture is not None and picture.devicePixelRatio() == 2.0
    assert (picture.width(), picture.height()) == (2 * size.width(), 2 * size.height())
    back = next(i for i in scene.card_items() if not i.is_face_up).picture()
    assert back is not None and back.devicePixelRatio() == 2.0
    view.resize(1920, 1080)
    qtbot.waitUntil(lambda: scene.sceneRect().width() == 1920)
    assert scene.card_size().height() > size.height()
    # the view set the ratio of its own screen again, and the pictures followed the new size
    ratio = view.devicePixelRatioF()
    assert item.picture().height() == round(ratio * scene.card_size().height())  # type: ignore[union-attr]


def test_table_colour_and_labels(view: TableView) -> None:
    scene = view.table_scene
    match = _match()
    _until(match, _viewer_to_play)
    v = view_of(match, Seat.S)
    scene.show_view(v)

    def corner() -> QColor:
        image = QImage(200, 200, QImage.Format.Format_RGB32)
        painter = QPainter(image)
        scene.render(painter, QRectF(0, 0, 200, 200), QRectF(600, 300, 200, 200))
        painter.end()
        return image.pixelColor(100, 100)

    scene.set_table_colour(QColor("#7a1f2b"))
    red = corner()
    scene.set_table_colour(QColor("#1f3f7a"))
    blue = corner()
    assert red.red() > red.blue() and blue.blue() > blue.red()
    names = ["Sam", "Eli", "Noor", "Wen"]
    for seat in Seat:
        plate = scene.plate(seat)
        assert plate.name == names[seat] and plate.isVisible()
        assert plate.is_active == (seat == v.current_player)
        assert plate.is_dealer == (seat == v.dealer)
    assert scene.plate(v.taker).detail  # type: ignore[arg-type]
    score_text = " ".join("".join(s.text for s in label + value) for label, value, _ in scene.score_box.rows)
    assert str(v.totals[0]) in score_text and str(v.rules.target) in score_text


def test_the_picture_script_renders_a_table(qtbot: QtBot, tmp_path: Path) -> None:
    """tests/table_pictures.py makes the pictures to look at; one of them, checked for content."""
    from tests.table_pictures import render

    path = render("traditional", "trick", 1024, 640, tmp_path, Variant.CONTREE)
    image = QImage(str(path))
    assert (image.width(), image.height()) == (1024, 640)
    # the felt on the left of the middle, and white card stock in the hand at the bottom
    felt = image.pixelColor(300, 320)
    assert felt.green() > felt.red() and felt.green() > felt.blue()
    assert any(image.pixelColor(x, 590).lightness() > 200 for x in range(300, 724, 4))


def _first_deal(seed: int) -> list[Batch]:
    match = _match(Variant.CONTREE, seed=seed)
    return list(_drive(match, Seat.S, random.Random(seed), stop=lambda m: m.phase == Phase.DEAL and m.current is not None))


def test_belote_and_declarations_are_said_in_bubbles_even_at_instant_speed(view: TableView, qtbot: QtBot) -> None:
    from belote_desktop.engine.events import BeloteAnnounced, DeclarationsShown

    def says_both(batches: list[Batch]) -> bool:
        events = [e for b in batches for e in b.events]
        return any(isinstance(e, BeloteAnnounced) for e in events) and any(
            isinstance(e, DeclarationsShown) and e.scoring_team is not None for e in events
        )

    # a deal with a belote and declarations that score, found without drawing anything
    batches = next(b for b in map(_first_deal, range(200)) if says_both(b))
    scene = view.table_scene
    scene.set_speed(AnimationSpeed.INSTANT)
    scene.show_view(view_of(_match(Variant.CONTREE), Seat.S))
    for batch in batches:
        said = [e for e in batch.events if isinstance(e, (BeloteAnnounced, DeclarationsShown))]
        with qtbot.waitSignal(scene.animations_finished, timeout=5_000):
            scene.play_events(batch.events, batch.view)
        expected: set[Seat] = set()
        for e in said:
            if isinstance(e, BeloteAnnounced):
                expected.add(e.seat)
                text = " ".join("".join(s.text for s in line) for line in scene.bubble(e.seat).lines)
                assert ("Rebelote!" if e.rebelote else "Belote!") in text
            else:
                # only the team that scores shows its declarations
                expected |= {d.seat for d in e.declarations if d.seat.team == e.scoring_team}
        assert {s for s in Seat if scene.bubble(s).isVisible()} == expected


def test_show_view_cuts_the_animations_short_and_finished_still_comes_once(view: TableView, qtbot: QtBot) -> None:
    scene = view.table_scene
    scene.set_speed(AnimationSpeed.SLOW)
    match = _match()
    scene.show_view(view_of(match, Seat.S))
    batches = _until(match, lambda m: m.phase == Phase.PLAY and len(m.current.play.played) == 3)  # type: ignore[union-attr]
    finished: list[bool] = []
    scene.animations_finished.connect(lambda: finished.append(True))
    for batch in batches:
        scene.play_events(batch.events, batch.view)
    assert scene.is_animating
    final = batches[-1].view
    scene.show_view(final)
    assert not scene.is_animating
    assert _face_up(scene) == set(final.hand_cards) | _table_cards(final)
    hand = scene.hand_items()
    assert [item.card for item in hand] == list(sort_hand(final.hand_cards, final.strain))
    xs = [item.pos().x() for item in hand]
    assert xs == sorted(xs) and len(set(xs)) == len(xs), "laid out at once, left to right"
    trick_items = [scene.card_items()[c] for c in final.trick]
    assert all(scene.slot_of(i.card).kind == SlotKind.TRICK for i in trick_items)
    qtbot.waitUntil(lambda: finished == [True])
    qtbot.wait(50)
    assert finished == [True]


@pytest.mark.parametrize("table", ["four", "three", "duel"])
def test_a_romanian_deal_animated_never_shows_a_hidden_card_and_says_the_cut(
    view: TableView, qtbot: QtBot, quick: None, table: str
) -> None:
    from belote_desktop.engine.events import CombinationDeclared, Cut
    from belote_desktop.engine.table import Table

    scene = view.table_scene
    scene.set_speed(AnimationSpeed.FAST)
    rules = RuleSet.default(Variant.ROMANIAN).with_options({"table": table})
    seats = Table(table).seats
    said: list[str] = []
    speakers: set[Seat] = set()

    def bubbles(step: Step) -> None:  # what each step has a seat say in its bubble
        for seat, lines in step.bubbles:
            speakers.add(seat)
            said.append(" ".join("".join(s.text for s in line) for line in lines))

    scene.step_started.connect(bubbles)
    for seed in range(1, 40):
        match = Match(rules, seed=seed, first_dealer=Seat.S)
        scene.show_view(view_of(match, Seat.S))
        allowed: set[Card] = set()
        said.clear()
        batches = _until(match, lambda m: m.phase == Phase.DEAL and m.current is not None and m.current.score is not None, seed=seed)
        kinds: set[type] = set()
        for batch in batches:
            allowed |= set(batch.view.hand_cards)
            for e in batch.events:
                kinds.add(type(e))
                if isinstance(e, CardPlayed):
                    allowed.add(e.card)
                if isinstance(e, Dealt) and e.turned is not None:
                    allowed.add(e.turned)
            with qtbot.waitSignal(scene.animations_finished, timeout=10_000):
                scene.play_events(batch.events, batch.view)
            face_up = _face_up(scene)
            assert face_up <= allowed, "a card the viewer may not see is face up"
            # the 7s and 8s of a 24-card table never show, and empty seats hold nothing
            deck = set(card_list(Table(table).deck))
            assert not any(i.isVisible() for i in scene.card_items() if i.card not in deck)
        assert Cut in kinds and any(text.startswith("Cut after") for text in said)
        assert speakers <= set(seats), "only a player at the table speaks"
        if CombinationDeclared in kinds:
            break
    else:
        raise AssertionError("nobody declared a combination")
    # each combination declared is said by its holder, in the words of the table
    from belote_desktop.ui.table_labels import declaration_line

    for e in (e for b in batches for e in b.events if isinstance(e, CombinationDeclared)):
        assert "".join(s.text for s in declaration_line(e.declaration)) in said
