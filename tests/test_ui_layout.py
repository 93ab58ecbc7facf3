"""The table layout, a pure function: sorting, on-screen, spacing, clear middle, scaling."""

from __future__ import annotations

import itertools

import pytest

from belote_desktop.engine.cards import Seat, Suit, names, parse_cards, suit_of
from belote_desktop.engine.contract import TABLES, Strain
from belote_desktop.ui.layout import (
    FAN_STEP,
    Place,
    Rect,
    Side,
    TableFacts,
    card_height_for,
    font_px_for,
    layout_table,
    plate_size,
    screen_sides,
    side_of,
    sort_hand,
)

#: the smallest is the table inside the smallest window (menu and status bars take the rest)
# (1000, 518): the table in the window at its minimum size (1000x560, less menu and status bars)
SIZES = [(1000, 518), (1024, 580), (1024, 640), (1024, 768), (1280, 720), (1366, 768), (1600, 900), (1920, 1080), (1920, 1200), (2560, 1440), (3840, 2160)]
ASPECT = 250 / 350  # the built-in decks


def _facts(width: int, height: int, *, viewer: Seat = Seat.S, hand_size: int = 8, trick: int = 4, **extra: object) -> TableFacts:
    ch = card_height_for(width, height)
    hand = sort_hand(parse_cards("JH 9H AS TS 7S TD QD 8C".split())[:hand_size], Strain.HEARTS)
    leader = viewer.next
    seats = [Seat((leader + i) & 3) for i in range(trick)]
    played = parse_cards("AC KC QC 7C".split())[:trick]
    sizes = [hand_size] * 4
    for s in seats:
        if s != viewer:
            sizes[s] = hand_size - 1
    values: dict[str, object] = dict(
        viewer=viewer,
        hand=hand,
        hand_sizes=tuple(sizes),
        trick=tuple(zip(seats, played)),
        width=width,
        height=height,
        card_width=ch * ASPECT,
        card_height=ch,
        legal=frozenset(hand[:3]),
        won=(8, 4, 12, 0),
    )
    values.update(extra)
    return TableFacts(**values)  # type: ignore[arg-type]


def test_sort_trumps_first_colours_alternate_high_to_low() -> None:
    hand = parse_cards("7S AS JH 9H TD KC 8C QD".split())
    for strain in (Strain.HEARTS, Strain.CLUBS, Strain.SPADES, Strain.DIAMONDS, Strain.NO_TRUMP, Strain.ALL_TRUMP, None):
        ordered = sort_hand(hand, strain)
        assert sorted(ordered) == sorted(hand)
        suits = [suit_of(c) for c in ordered]
        runs = [s for s, _ in itertools.groupby(suits)]
        assert len(runs) == len(set(runs)), "each suit in one block"
        if strain is not None and strain.suit is not None:
            assert runs[0] == strain.suit
        red = [s in (Suit.HEARTS, Suit.DIAMONDS) for s in runs]
        assert all(a != b for a, b in zip(red, red[1:])), f"{strain}: {names(ordered)}"
        strength = TABLES[strain if strain is not None else Strain.NO_TRUMP].strength
        for a, b in zip(ordered, ordered[1:]):
            if suit_of(a) == suit_of(b):
                assert strength[a] > strength[b]
    assert names(sort_hand(hand, Strain.HEARTS)) == ["JH", "9H", "AS", "7S", "TD", "QD", "KC", "8C"]
    # the nine is second only to the jack in trumps, below the ten outside
    assert names(sort_hand(parse_cards("9S AS TS JS".split()), Strain.SPADES)) == ["JS", "9S", "AS", "TS"]
    assert names(sort_hand(parse_cards("9S AS TS JS".split()), Strain.HEARTS)) == ["AS", "TS", "JS", "9S"]


def test_three_suits_of_one_colour_pair_put_the_lone_colour_between() -> None:
    ordered = sort_hand(parse_cards("AH AD AS".split()), None)
    assert [suit_of(c) for c in ordered][1] == Suit.SPADES


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize("viewer", list(Seat))
def test_everything_on_screen_and_the_middle_clear(width: int, height: int, viewer: Seat) -> None:
    facts = _facts(width, height, viewer=viewer)
    lay = layout_table(facts)
    screen = Rect(0, 0, width, height)
    cw, ch = facts.card_width, facts.card_height
    for place in lay.card_places():
        assert place.bounds(cw, ch).inside(screen), place
    for rect in (*lay.plates.values(), lay.score_box, lay.contract_box):
        assert rect.inside(screen), rect
    # labels never sit on cards of a hand or on each other
    hand_boxes = [p.bounds(cw, ch) for p in (*lay.hand, *(q for ps in lay.hidden.values() for q in ps))]
    labels = [*lay.plates.values(), lay.score_box, lay.contract_box]
    for a, b in itertools.combinations(labels, 2):
        assert not a.intersects(b), (a, b)
    for label in labels:
        for box in hand_boxes:
            assert not label.intersects(box), (label, box)
    # the trick lies clear of every hand and every label
    for place in lay.trick:
        box = place.bounds(cw, ch)
        for other in (*hand_boxes, *labels):
            assert not box.intersects(other), (box, other)
    # the hand is one row of the right size, with the viewer's hand face up and the others down
    assert len(lay.hand) == 8 and all(p.face_up for p in lay.hand)
    assert viewer not in lay.hidden
    assert {s: len(ps) for s, ps in lay.hidden.items()} == {s: facts.hand_sizes[s] for s in Seat if s != viewer}
    assert not any(p.face_up for ps in lay.hidden.values() for p in ps)
    assert all(p.face_up for p in lay.trick)
    assert [len(lay.won[s]) for s in Seat] == list(facts.won)


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize("viewer", list(Seat))
def test_full_piles_and_their_trick_counts_stay_on_screen(width: int, height: int, viewer: Seat) -> None:
    # after k tricks every seat holds 8 - k cards; give every pile all k tricks (each pile at the
    # tallest it can be then): the top pile grows towards the edge, the left one towards the
    # score box, and a badge sticks out past its pile's top card
    for k in range(1, 9):
        facts = _facts(width, height, viewer=viewer, hand_size=8 - k, won=(4 * k,) * 4)
        lay = layout_table(facts)
        screen = Rect(0, 0, width, height)
        cw, ch = facts.card_width, facts.card_height
        labels = [*lay.plates.values(), lay.score_box, lay.contract_box]
        hand_boxes = [p.bounds(cw, ch) for p in (*lay.hand, *(q for ps in lay.hidden.values() for q in ps))]
        assert set(lay.badges) == set(Seat)
        for seat in Seat:
            for place in lay.won[seat]:
                assert place.bounds(cw, ch).inside(screen), (k, seat, place)
            badge = lay.badges[seat]
            assert badge.inside(screen), (k, seat, badge)
            for other in (*labels, *hand_boxes):
                assert not badge.intersects(other), (k, seat, badge, other)
    assert not layout_table(_facts(width, height, viewer=viewer, won=(0, 0, 0, 0))).badges


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_hand_is_spaced_by_the_fan_step_and_the_playable_cards_are_raised(width: int, height: int) -> None:
    facts = _facts(width, height)
    lay = layout_table(facts)
    xs = [p.x for p in lay.hand]
    steps = [b - a for a, b in zip(xs, xs[1:])]
    assert max(steps) - min(steps) < 1e-6
    assert steps[0] <= FAN_STEP * facts.card_width + 1e-6
    assert steps[0] >= 0.45 * facts.card_width, "enough of every card shows to read its corner"
    assert abs((xs[0] + xs[-1]) / 2 - width / 2) < 1e-6, "centred"
    assert [p.raised for p in lay.hand] == [c in facts.legal for c in facts.hand]  # type: ignore[operator]
    assert [p.dimmed for p in lay.hand] == [c not in facts.legal for c in facts.hand]  # type: ignore[operator]
    flat = [p for p in lay.hand if not p.raised]
    raised = [p for p in lay.hand if p.raised]
    assert min(p.y for p in flat) - max(p.y for p in raised) > 0.1 * facts.card_height
    # stacking follows the fan, left under right
    assert [p.z for p in lay.hand] == sorted(p.z for p in lay.hand)


def test_nothing_raised_or_dimmed_when_the_viewer_is_not_choosing() -> None:
    lay = layout_table(_facts(1280, 720, legal=None))
    assert not any(p.raised or p.dimmed for p in lay.hand)


def test_card_size_and_type_scale_with_the_window() -> None:
    for (w1, h1), (w2, h2) in itertools.combinations(SIZES, 2):
        if w1 <= w2 and h1 <= h2:
            assert card_height_for(w1, h1) <= card_height_for(w2, h2)
    heights = [card_height_for(w, h) for w, h in ((1024, 640), (1600, 900), (1920, 1080), (3840, 2160))]
    assert heights == sorted(heights)
    assert card_height_for(3840, 2160) == pytest.approx(card_height_for(1920, 1080) * 2)
    assert card_height_for(1024, 640) >= 130, "large enough to read at the smallest window"
    fonts = [font_px_for(h) for h in heights]
    assert fonts == sorted(fonts) and fonts[0] >= 13 and fonts[-1] > 2 * fonts[0]
    lay_small, lay_big = layout_table(_facts(1024, 640)), layout_table(_facts(3840, 2160))
    assert lay_big.plates[Seat.N].width > 2 * lay_small.plates[Seat.N].width
    assert plate_size(lay_small.font_px) == (lay_small.plates[Seat.N].width, lay_small.plates[Seat.N].height)


def test_seats_turn_with_the_viewer() -> None:
    assert [side_of(s, Seat.S) for s in Seat] == [Side.BOTTOM, Side.RIGHT, Side.TOP, Side.LEFT]
    assert side_of(Seat.W, Seat.E) == Side.TOP and side_of(Seat.S, Seat.E) == Side.LEFT
    lay = layout_table(_facts(1600, 900, viewer=Seat.E))
    cx, cy = lay.centre
    assert lay.plates[Seat.W].y < cy < lay.plates[Seat.N].bottom + 400
    assert lay.plates[Seat.S].right < cx < lay.plates[Seat.N].x, "South on the left, North on the right of East"
    # each trick card lies towards the seat that played it
    facts = _facts(1600, 900, viewer=Seat.E)
    for (seat, _), place in zip(facts.trick, layout_table(facts).trick):
        side = side_of(seat, Seat.E)
        dx, dy = place.x - cx, place.y - cy
        expected = {Side.BOTTOM: dy > 0, Side.TOP: dy < 0, Side.LEFT: dx < 0, Side.RIGHT: dx > 0}[side]
        assert expected, (seat, side, dx, dy)


@pytest.mark.parametrize(("width", "height"), SIZES[:1] + SIZES[-1:])
def test_classic_auction_turned_card_and_stock_in_the_middle(width: int, height: int) -> None:
    facts = _facts(width, height, hand_size=5, trick=0, turned=parse_cards(["JH"])[0], stock=11, legal=None, won=(0, 0, 0, 0))
    lay = layout_table(facts)
    assert lay.turned is not None and lay.turned.face_up
    assert len(lay.stock) == 11 and not any(p.face_up for p in lay.stock)
    middle = [lay.turned.bounds(facts.card_width, facts.card_height), *(p.bounds(facts.card_width, facts.card_height) for p in lay.stock)]
    screen = Rect(0, 0, width, height)
    hands = [p.bounds(facts.card_width, facts.card_height) for p in (*lay.hand, *(q for ps in lay.hidden.values() for q in ps))]
    for box in middle:
        assert box.inside(screen)
        assert not any(box.intersects(h) for h in hands)


def test_place_bounds_turn_with_the_card() -> None:
    upright = Place(100, 100).bounds(50, 70)
    sideways = Place(100, 100, rotation=90).bounds(50, 70)
    assert (upright.width, upright.height) == (50, 70)
    assert sideways.width == pytest.approx(70) and sideways.height == pytest.approx(50)
    assert Place(0, 0, scale=0.5).bounds(50, 70).width == 25


def _small_table_facts(width: int, height: int, seats: tuple[Seat, ...], viewer: Seat, hand_size: int, **extra: object) -> TableFacts:
    ch = card_height_for(width, height)
    cards = parse_cards("JH 9H AH TH KS QS AD TD 9C".split())
    hand = sort_hand(cards[:hand_size], Strain.HEARTS)
    i = seats.index(viewer)
    order = seats[i + 1:] + seats[:i + 1]  # the viewer plays last in this trick
    played = parse_cards("AC KC QC".split())[: len(order) - 1]
    sizes = [0, 0, 0, 0]
    for s in seats:
        sizes[s] = hand_size - (1 if s in order[: len(played)] else 0)
    sizes[viewer] = hand_size
    won = [0, 0, 0, 0]
    won[seats[0]] = 2 * len(seats)
    values: dict[str, object] = dict(
        viewer=viewer, hand=hand, hand_sizes=tuple(sizes), trick=tuple(zip(order, played)), width=width, height=height,
        card_width=ch * ASPECT, card_height=ch, legal=frozenset(hand[:3]), won=tuple(won), seats=seats,
    )
    values.update(extra)
    return TableFacts(**values)  # type: ignore[arg-type]


SMALL_TABLES = [
    ((Seat.S, Seat.E, Seat.W), Seat.S, 8),
    ((Seat.S, Seat.E, Seat.W), Seat.E, 8),
    ((Seat.S, Seat.E, Seat.W), Seat.W, 8),
    ((Seat.S, Seat.N), Seat.S, 9),
    ((Seat.S, Seat.N), Seat.N, 9),
]


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize(("seats", "viewer", "hand_size"), SMALL_TABLES)
def test_three_players_and_a_duel_fit_at_every_size(width: int, height: int, seats: tuple[Seat, ...], viewer: Seat, hand_size: int) -> None:
    facts = _small_table_facts(width, height, seats, viewer, hand_size)
    lay = layout_table(facts)
    screen = Rect(0, 0, width, height)
    cw, ch = facts.card_width, facts.card_height
    for place in lay.card_places():
        assert place.bounds(cw, ch).inside(screen), place
    # only the players have plates; nothing is laid out for an empty seat
    assert set(lay.plates) == set(seats)
    assert set(lay.hidden) == set(seats) - {viewer}
    assert all(not lay.won[s] for s in Seat if s not in seats)
    labels = [*lay.plates.values(), lay.score_box, lay.contract_box]
    for rect in labels:
        assert rect.inside(screen), rect
    hand_boxes = [p.bounds(cw, ch) for p in (*lay.hand, *(q for ps in lay.hidden.values() for q in ps))]
    for a, b in itertools.combinations(labels, 2):
        assert not a.intersects(b), (a, b)
    for label in labels:
        for box in hand_boxes:
            assert not label.intersects(box), (label, box)
    for place in lay.trick:
        box = place.bounds(cw, ch)
        for other in (*hand_boxes, *labels):
            assert not box.intersects(other), (box, other)
    # a duel's nine cards fan out as readably as eight
    xs = [p.x for p in lay.hand]
    assert len(xs) == hand_size and min(b - a for a, b in zip(xs, xs[1:])) >= 0.45 * cw


def test_three_players_sit_bottom_right_left_and_a_duel_face_to_face() -> None:
    three = (Seat.S, Seat.E, Seat.W)
    assert screen_sides(Seat.S, three) == {Seat.S: Side.BOTTOM, Seat.E: Side.RIGHT, Seat.W: Side.LEFT}
    # whoever is at the screen, the next to play is on the right and the far seat stays empty
    assert screen_sides(Seat.E, three) == {Seat.E: Side.BOTTOM, Seat.W: Side.RIGHT, Seat.S: Side.LEFT}
    assert screen_sides(Seat.W, three) == {Seat.W: Side.BOTTOM, Seat.S: Side.RIGHT, Seat.E: Side.LEFT}
    assert screen_sides(Seat.N, (Seat.S, Seat.N)) == {Seat.N: Side.BOTTOM, Seat.S: Side.TOP}
    assert screen_sides(Seat.E, tuple(Seat)) == {s: side_of(s, Seat.E) for s in Seat}
    facts = _small_table_facts(1600, 900, three, Seat.E, 8)
    lay = layout_table(facts)
    cx, cy = lay.centre
    assert lay.plates[Seat.W].x > cx > lay.plates[Seat.S].right
    for (seat, _), place in zip(facts.trick, lay.trick):
        expected = {Seat.W: place.x > cx, Seat.S: place.x < cx, Seat.E: place.y > cy}[seat]
        assert expected, seat
    duel = layout_table(_small_table_facts(1600, 900, (Seat.S, Seat.N), Seat.S, 9))
    assert duel.plates[Seat.N].bottom < duel.centre[1] < duel.plates[Seat.S].y


@pytest.mark.parametrize(("width", "height"), SIZES[:1] + SIZES[-1:])
def test_a_duels_undealt_cards_lie_aside_clear_of_the_trick_and_hands(width: int, height: int) -> None:
    facts = _small_table_facts(width, height, (Seat.S, Seat.N), Seat.S, 9, stock=6)
    lay = layout_table(facts)
    cw, ch = facts.card_width, facts.card_height
    assert len(lay.stock) == 6 and not any(p.face_up for p in lay.stock)
    others = [p.bounds(cw, ch) for p in (*lay.hand, *lay.trick, *(q for ps in lay.hidden.values() for q in ps))]
    for place in lay.stock:
        box = place.bounds(cw, ch)
        assert box.inside(Rect(0, 0, width, height))
        assert not any(box.intersects(o) for o in others)


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize("seats", [tuple(Seat), (Seat.S, Seat.E, Seat.W)], ids=["four", "three"])
def test_full_piles_stay_clear_of_every_label_and_hand(width: int, height: int, seats: tuple[Seat, ...]) -> None:
    """Every card of every pile, full (all tricks to one seat at a time) or shared, keeps off the
    score box (a row taller at three players), the plates and the hands: on a low table the
    left pile moves beside its hand."""
    for viewer in seats:
        for k in range(1, 9):
            won = [0, 0, 0, 0]
            for seat in seats:
                won[seat] = len(seats) * k
            if len(seats) == 4:
                facts = _facts(width, height, viewer=viewer, hand_size=8 - k, won=tuple(won))
            else:
                facts = _small_table_facts(width, height, seats, viewer, 8 - k, won=tuple(won))
            lay = layout_table(facts)
            cw, ch = facts.card_width, facts.card_height
            screen = Rect(0, 0, width, height)
            labels = [*lay.plates.values(), lay.score_box, lay.contract_box]
            hands = [p.bounds(cw, ch) for p in (*lay.hand, *(q for ps in lay.hidden.values() for q in ps))]
            hands += [p.bounds(cw, ch) for p in lay.trick]  # and the trick in the middle
            for seat in seats:
                for place in lay.won[seat]:
                    box = place.bounds(cw, ch)
                    assert box.inside(screen), (viewer, k, seat, box)
                    for other in (*labels, *hands):
                        assert not box.intersects(other), (viewer, k, seat, box, other)
