"""docs/RULES.md 1: the card vocabulary, the card order and points in every strain, who wins a trick,
and the 152 + 10 points of a deal."""

from __future__ import annotations

import pytest

from belote_desktop.engine.cards import Rank, Seat, Suit, Team, card_list, card_name, cards_of, mask_of, parse_card
from belote_desktop.engine.contract import (
    CAPOT_POINTS,
    DEAL_POINTS,
    LAST_TRICK_BONUS,
    TABLES,
    Strain,
    plain_rank_order,
    trump_rank_order,
)
from belote_desktop.engine.play import PlayState, beats
from tests.engine_helpers import card, cards, play_cards, play_state, position

RANKS = "7 8 9 T J Q K A".split()


def test_card_ids_are_suit_times_eight_plus_natural_rank() -> None:
    assert parse_card("7S") == 0
    assert parse_card("AS") == 7
    assert parse_card("7H") == 8
    assert parse_card("JD") == 2 * 8 + 4
    assert parse_card("AC") == 31
    assert parse_card("10h") == parse_card("TH")
    assert [card_name(c) for c in range(32)] == [r + s for s in "SHDC" for r in RANKS]
    with pytest.raises(ValueError, match="not a card"):
        parse_card("1S")
    with pytest.raises(ValueError, match="not a card"):
        parse_card("JX")


def test_masks_round_trip() -> None:
    hand = cards("AC 7S JH TD")
    assert card_list(mask_of(hand)) == sorted(hand)
    assert list(cards_of(0)) == []


def test_seats_teams_and_direction() -> None:
    # Counter-clockwise S -> E -> N -> W, partners opposite, NS and EW.
    assert [s.next for s in Seat] == [Seat.E, Seat.N, Seat.W, Seat.S]
    assert [s.partner for s in Seat] == [Seat.N, Seat.W, Seat.S, Seat.E]
    assert [s.team for s in Seat] == [Team.NS, Team.EW, Team.NS, Team.EW]
    assert Team.NS.seats == (Seat.S, Seat.N)
    assert Team.EW.other == Team.NS


# --- order and points ---------------------------------------------------------------------------
def _order(strain: Strain, suit: Suit) -> list[str]:
    """The suit's cards from strongest to weakest, in ``strain``."""
    t = TABLES[strain]
    ranks = sorted(Rank, key=lambda r: -t.strength[suit * 8 + r])
    return [RANKS[r] for r in ranks]


def _points(strain: Strain, suit: Suit) -> dict[str, int]:
    return {RANKS[r]: TABLES[strain].points[suit * 8 + r] for r in Rank}


TRUMP_ORDER = "J 9 A T K Q 8 7".split()
PLAIN_ORDER = "A T K Q J 9 8 7".split()
TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN_POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
NO_TRUMP_POINTS = {"A": 19, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
ALL_TRUMP_POINTS = {"J": 14, "9": 9, "A": 6, "T": 5, "K": 3, "Q": 1, "8": 0, "7": 0}


@pytest.mark.parametrize("trump", [Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS])
def test_suit_strain_order_and_points(trump: Suit) -> None:
    strain = Strain.of_suit(trump)
    for suit in Suit:
        if suit == trump:
            assert _order(strain, suit) == TRUMP_ORDER
            assert _points(strain, suit) == TRUMP_POINTS
        else:
            assert _order(strain, suit) == PLAIN_ORDER
            assert _points(strain, suit) == PLAIN_POINTS
    # Only the trump suit cuts; only in trump must a follower go higher.
    t = TABLES[strain]
    assert t.cut_mask == 0xFF << (8 * trump)
    assert t.overtake_mask == t.cut_mask


def test_no_trump_order_and_points() -> None:
    t = TABLES[Strain.NO_TRUMP]
    for suit in Suit:
        assert _order(Strain.NO_TRUMP, suit) == PLAIN_ORDER
        assert _points(Strain.NO_TRUMP, suit) == NO_TRUMP_POINTS
    assert t.cut_mask == 0 and t.overtake_mask == 0


def test_all_trump_order_and_points() -> None:
    t = TABLES[Strain.ALL_TRUMP]
    for suit in Suit:
        assert _order(Strain.ALL_TRUMP, suit) == TRUMP_ORDER
        assert _points(Strain.ALL_TRUMP, suit) == ALL_TRUMP_POINTS
    assert t.cut_mask == 0  # nothing cuts in all trump
    assert t.overtake_mask == (1 << 32) - 1  # but every suit must be overtaken


@pytest.mark.parametrize("strain", list(Strain))
def test_every_strain_totals_152_card_points(strain: Strain) -> None:
    assert sum(TABLES[strain].points) == 152
    assert DEAL_POINTS == 152 + LAST_TRICK_BONUS == 162
    assert CAPOT_POINTS == 252


def test_display_orders() -> None:
    assert [RANKS[r] for r in trump_rank_order()] == TRUMP_ORDER
    assert [RANKS[r] for r in plain_rank_order()] == PLAIN_ORDER


def test_higher_mask_in_trump_and_plain() -> None:
    h = TABLES[Strain.HEARTS]
    assert set(cards_of(h.higher[card("AH")])) == set(cards("JH 9H"))
    assert h.higher[card("JH")] == 0
    assert set(cards_of(h.higher[card("JS")])) == set(cards("QS KS TS AS"))
    assert h.higher[card("AS")] == 0


# --- trick winner --------------------------------------------------------------------------------
def _winner(trump: str, leader: str, trick: str) -> Seat:
    """Play a whole trick (legality aside: the seats hold just their card) and return its winner."""
    ps = position(trump, leader, trick[: trick.rfind(" ")], trick.split()[-1])
    return ps.play(card(trick.split()[-1]))  # type: ignore[return-value]


@pytest.mark.parametrize(
    ("trump", "trick", "winner"),
    [
        # Highest of the suit led when nobody trumps; plain order A T K Q J 9 8 7.
        ("H", "KS TS AS QS", "N"),
        ("H", "JS 9S 8S 7S", "S"),
        ("H", "TS KS QS JS", "S"),
        # A discard never wins, whatever its rank.
        ("H", "7S AD AC JD", "S"),
        # Any trump beats the suit led; the highest trump wins (J 9 A T K Q 8 7).
        ("H", "AS 7H TS QS", "E"),
        ("H", "AS 7H 8H KS", "N"),
        ("H", "AS 9H AH JS", "E"),
        ("H", "AS AH 9H JH", "W"),
        ("H", "JH 9H AH TH", "S"),
        ("H", "8H 7H QH KH", "W"),
        # No trump: only the suit led counts, whatever is discarded.
        ("NT", "7S JH AD 8S", "W"),
        ("NT", "JD AD TD KD", "E"),
        # All trump: trump order in the suit led, other suits never win.
        ("AT", "AS 9S TS JD", "E"),
        ("AT", "7C 8C JS 9C", "W"),
        ("AT", "QD KD 8D JD", "W"),
    ],
)
def test_trick_winner(trump: str, trick: str, winner: str) -> None:
    assert _winner(trump, "S", trick) == Seat.parse(winner)


def test_trick_winner_counts_from_the_leader() -> None:
    # Same cards led by W: W, S, E, N in that order.
    assert _winner("H", "W", "KS TS AS QS") == Seat.E
    assert _winner("S", "N", "7D 7S 8D AD") == Seat.W


def test_beats_is_the_trick_rule() -> None:
    t = TABLES[Strain.SPADES]
    assert beats(t, card("7S"), card("AH"))  # a trump cuts
    assert not beats(t, card("AD"), card("7H"))  # a discard never wins
    assert beats(t, card("9S"), card("AS"))
    assert not beats(t, card("AS"), card("9S"))
    assert beats(t, card("TH"), card("KH"))


def test_trick_points_and_last_trick_bonus() -> None:
    # Hearts trump, one trick each way: JH 9H AH TH = 20 + 14 + 11 + 10.
    ps = position("H", "S", "JH 9H AH", "TH")
    assert ps.play(card("TH")) == Seat.S
    assert ps.points == [55, 0]
    assert ps.tricks_won == [1, 0]
    assert ps.tricks()[0].points == 55



@pytest.mark.parametrize("strain", [Strain.HEARTS, Strain.NO_TRUMP, Strain.ALL_TRUMP])
def test_only_the_eighth_trick_adds_10(strain: Strain) -> None:
    ps = _full_deal(strain)
    pts = TABLES[strain].points
    tricks = ps.tricks()
    for t in tricks[:7]:
        assert t.points == sum(pts[c] for c in t.cards)
    assert tricks[7].points == sum(pts[c] for c in tricks[7].cards) + 10


def _full_deal(strain: Strain) -> PlayState:
    """Each seat holds one suit; play it out from S, each playing its lowest-id legal card."""
    hands = [mask_of(range(8 * s, 8 * s + 8)) for s in range(4)]
    ps = PlayState(hands, strain, Seat.S)
    while not ps.is_over:
        m = ps.legal_mask()
        ps.play((m & -m).bit_length() - 1)
    return ps


@pytest.mark.parametrize("strain", list(Strain))
def test_a_played_deal_is_worth_162(strain: Strain) -> None:
    ps = _full_deal(strain)
    assert sum(ps.points) == 162
    assert sum(ps.tricks_won) == 8
    assert sum(t.points for t in ps.tricks()) == 162
    assert ps.tricks()[-1].points >= LAST_TRICK_BONUS


def test_capot_team_when_one_side_takes_every_trick() -> None:
    # S holds all eight hearts (trump) and leads them: the others can neither follow nor trump.
    hands = {"S": "7H 8H 9H TH JH QH KH AH", "E": "7S 8S 9S TS JS QS KS AS",
             "N": "7D 8D 9D TD JD QD KD AD", "W": "7C 8C 9C TC JC QC KC AC"}
    ps = play_state("H", "S", hands)
    leads, east, north, west = ("JH 9H AH TH KH QH 8H 7H".split(), "7S 8S 9S TS JS QS KS AS".split(),
                                "7D 8D 9D TD JD QD KD AD".split(), "7C 8C 9C TC JC QC KC AC".split())
    for i in range(8):
        assert play_cards(ps, f"{leads[i]} {east[i]} {north[i]} {west[i]}")[-1] == Seat.S
    assert ps.tricks_won == [8, 0]
    assert ps.points == [162, 0]
    assert ps.capot_team() == Team.NS
    assert ps.is_over and ps.hands == [0, 0, 0, 0]
