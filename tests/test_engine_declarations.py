"""docs/RULES.md 2, declarations: what they are worth, how they rank, who scores, and the option."""

from __future__ import annotations

import pytest

from belote_desktop.engine.cards import Rank, Seat, Suit, Team
from belote_desktop.engine.contract import Strain
from belote_desktop.engine.declarations import (
    Declaration,
    DeclarationKind,
    best_declaration,
    declaration_points,
    find_declarations,
    scoring_team,
    select_announced,
)
from belote_desktop.engine.events import DeclarationsShown, DealScored
from belote_desktop.engine.rules import Variant
from belote_desktop.engine.scoring import DealResult
from tests.engine_helpers import bid, events_of, mask, match_with, name_set, play_lowest

K = DeclarationKind


def _found(hand: str, seat: Seat = Seat.S) -> list[tuple[str, set[str]]]:
    return sorted((d.kind.value, name_set(d.cards)) for d in find_declarations(seat, mask(hand)))


def _decl(seat: str, hand: str) -> list[Declaration]:
    return find_declarations(Seat.parse(seat), mask(hand))


# --- what a hand declares -----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("hand", "kind", "points"),
    [
        ("7S 8S 9S", K.TIERCE, 20),
        ("TH JH QH", K.TIERCE, 20),
        ("QD KD AD", K.TIERCE, 20),
        ("9C TC JC QC", K.FIFTY, 50),
        ("8S 9S TS JS QS", K.HUNDRED, 100),
        ("7H 8H 9H TH JH QH KH AH", K.HUNDRED, 100),
        ("JS JH JD JC", K.FOUR_JACKS, 200),
        ("9S 9H 9D 9C", K.FOUR_NINES, 150),
        ("AS AH AD AC", K.FOUR_ACES, 100),
        ("TS TH TD TC", K.FOUR_TENS, 100),
        ("KS KH KD KC", K.FOUR_KINGS, 100),
        ("QS QH QD QC", K.FOUR_QUEENS, 100),
    ],
)
def test_declaration_kinds_and_points(hand: str, kind: DeclarationKind, points: int) -> None:
    found = _decl("S", hand)
    assert [d.kind for d in found] == [kind]
    assert found[0].points == points
    assert found[0].cards == mask(hand)


@pytest.mark.parametrize("hand", ["8S 8H 8D 8C", "7S 7H 7D 7C", "7S 8S TS JS", "AS KH QD", "KS AS", "7S 8S 9H"])
def test_nothing_to_declare(hand: str) -> None:
    assert _decl("S", hand) == []


def test_sequences_use_the_natural_order_not_the_trump_order() -> None:
    # J 9 A is consecutive in trump, not in the natural order 7 8 9 T J Q K A.
    assert _decl("S", "JH 9H AH") == []
    d = _decl("S", "9H TH JH")[0]
    assert d.top == Rank.JACK and d.suit == Suit.HEARTS and d.length == 3


def test_a_card_in_a_sequence_and_a_four_at_once() -> None:
    # KS is in the tierce QS-KS-AS and in four kings.
    assert _found("QS KS AS KH KD KC") == [("four_K", {"KS", "KH", "KD", "KC"}), ("tierce", {"QS", "KS", "AS"})]
    # Two fours and a fifty sharing cards.
    assert _found("JS QS KS AS JH JD JC AH AD AC") == [
        ("fifty", {"JS", "QS", "KS", "AS"}),
        ("four_A", {"AS", "AH", "AD", "AC"}),
        ("four_J", {"JS", "JH", "JD", "JC"}),
    ]


def test_two_sequences_never_share_a_card() -> None:
    # Six in a row is one hundred, not two tierces; separate runs in two suits are two.
    assert _found("7S 8S 9S TS JS QS") == [("hundred", {"7S", "8S", "9S", "TS", "JS", "QS"})]
    assert _found("7S 8S 9S JS QS KS") == [("tierce", {"7S", "8S", "9S"}), ("tierce", {"JS", "QS", "KS"})]
    assert _found("7S 8S 9S 7H 8H 9H TH") == [("fifty", {"7H", "8H", "9H", "TH"}), ("tierce", {"7S", "8S", "9S"})]


# --- ranking ---------------------------------------------------------------------------------------
def _best(strain: str, first_hand: str, *decls: list[Declaration]) -> Declaration | None:
    return best_declaration([d for ds in decls for d in ds], Strain.parse(strain), Seat.parse(first_hand))


def test_any_four_beats_any_sequence() -> None:
    four_q = _decl("E", "QS QH QD QC")
    hundred = _decl("S", "8H 9H TH JH QH KH AH")
    assert _best("H", "S", four_q, hundred).kind == K.FOUR_QUEENS


@pytest.mark.parametrize(
    ("better", "worse"),
    [("J", "9"), ("9", "A"), ("A", "T"), ("T", "K"), ("K", "Q"), ("J", "Q")],
)
def test_fours_rank_j_9_a_t_k_q(better: str, worse: str) -> None:
    hi = _decl("W", " ".join(better + s for s in "SHDC"))  # W is last from first hand S
    lo = _decl("S", " ".join(worse + s for s in "SHDC"))
    assert _best("C", "S", hi, lo).seat == Seat.W
    assert _best("C", "S", lo, hi).seat == Seat.W


def test_longer_sequence_wins() -> None:
    fifty_low = _decl("W", "7D 8D 9D TD")
    tierce_high = _decl("S", "QS KS AS")
    assert _best("S", "S", fifty_low, tierce_high).kind == K.FIFTY  # even against a trump tierce


def test_equal_length_higher_top_card_wins() -> None:
    ace_top = _decl("W", "QD KD AD")
    king_top = _decl("S", "JH QH KH")
    assert _best("H", "S", ace_top, king_top).seat == Seat.W  # even though S's is in trump


def test_equal_sequences_the_trump_one_wins() -> None:
    spades = _decl("S", "TS JS QS")
    hearts = _decl("W", "TH JH QH")
    assert _best("H", "S", spades, hearts).seat == Seat.W
    assert _best("S", "S", spades, hearts).seat == Seat.S


@pytest.mark.parametrize("strain", ["C", "NT", "AT"])
def test_equal_sequences_nearer_first_hand_wins(strain: str) -> None:
    # Neither in trump (clubs, no trump) or both (all trump): the nearer to first hand wins.
    spades = _decl("N", "TS JS QS")
    hearts = _decl("E", "TH JH QH")
    assert _best(strain, "E", spades, hearts).seat == Seat.E
    assert _best(strain, "N", hearts, spades).seat == Seat.N
    assert _best(strain, "W", spades, hearts).seat == Seat.E  # W, S, E, N: E comes before N
    assert _best(strain, "S", hearts, spades).seat == Seat.E


def test_nearness_counts_counter_clockwise_from_first_hand() -> None:
    decls = [d for s in "SENW" for d in _decl(s, "7D 8D 9D".replace("D", {"S": "S", "E": "H", "N": "D", "W": "C"}[s]))]
    for first in Seat:
        assert best_declaration(decls, Strain.NO_TRUMP, first).seat == first


def test_scoring_team_and_points() -> None:
    decls = _decl("S", "7S 8S 9S") + _decl("N", "TD JD QD KD") + _decl("E", "QH KH AH") + _decl("W", "9C 9S 9H 9D")
    # W's four 9s is the best: E-W score theirs (E's tierce too), N-S nothing.
    assert scoring_team(decls, Strain.CLUBS, Seat.S) == Team.EW
    assert declaration_points(decls, Team.EW) == 150 + 20
    assert scoring_team([], Strain.CLUBS, Seat.S) is None


def test_select_announced() -> None:
    decls = _decl("S", "7S 8S 9S QH KH AH") + _decl("E", "JS JH JD JC")
    kept = select_announced(decls, {Seat.S: ["tierce"], Seat.E: []})
    assert [(d.seat, d.kind) for d in kept] == [(Seat.S, K.TIERCE)]
    assert select_announced(decls, None) == decls


# --- in a match ------------------------------------------------------------------------------------
# Dealer W, first hand S. S: fifty 7H-TH; N: four jacks and tierce 7C-9C (N-S: 270);
# E: fifty 7S-TS; W: tierce QD-AD. The turned AS is S's.
DECLARING = {
    "S": "7H 8H 9H TH AS 7D 8D KC",
    "E": "7S 8S 9S TS 9D TD AC QH",
    "N": "JS JH JD JC 7C 8C 9C KS",
    "W": "QD KD AD QS QC TC KH AH",
}


def test_declarations_off_by_default_count_nothing() -> None:
    m = match_with(Variant.CLASSIC, "W", DECLARING, turned="AS")
    assert m.rules.declarations is False
    bid(m, "take")
    events = play_lowest(m)
    assert events_of(events, DeclarationsShown) == []
    deal = m.deals[0]
    assert deal.declarations == [] and deal.declaration_team is None
    assert deal.belotes == []
    cards = [252 if deal.play.tricks_won[t] == 8 else 0 if deal.play.tricks_won[t] == 0 else deal.play.points[t] for t in Team]
    assert deal.score.points == (cards[0], cards[1])


def test_best_team_scores_all_its_declarations_both_partners() -> None:
    m = match_with(Variant.CLASSIC, "W", DECLARING, turned="AS", declarations=True)
    bid(m, "take")  # S takes spades
    first_trick: list = []
    while not events_of(first_trick, DeclarationsShown):
        assert m.deals[0].play.trick_number == 0, "declarations must be shown right after the first trick"
        first_trick += m.apply(m.legal_actions()[0])
    assert m.deals[0].play.trick_number == 1
    shown = events_of(first_trick, DeclarationsShown)[0]
    assert shown.scoring_team == Team.NS  # N's four jacks
    assert sorted((d.seat, d.kind.value) for d in shown.declarations) == sorted(
        (s, k.value) for s, k in
        [(Seat.S, K.FIFTY), (Seat.N, K.FOUR_JACKS), (Seat.N, K.TIERCE), (Seat.E, K.FIFTY), (Seat.W, K.TIERCE)]
    )
    events = play_lowest(m)
    assert events_of(events, DeclarationsShown) == []  # shown once only
    score = events_of(events, DealScored)[0].score
    deal = m.deals[0]
    assert deal.belotes == []  # K-Q of spades are split
    assert 0 < deal.play.tricks_won[0] < 8
    # N-S count 50 + 200 + 20; E-W's fifty and tierce count nothing.
    assert score.points == (deal.play.points[0] + 270, deal.play.points[1])
    assert score.result == DealResult.MADE


def test_takers_down_give_every_declaration_to_the_defenders() -> None:
    # S's and E's hands swapped: E holds the turned AS and names hearts in round 2; N-S keep the
    # best declaration (N's four jacks, with S's fifty in spades: 270) as defenders.
    hands = {**DECLARING, "S": DECLARING["E"], "E": DECLARING["S"]}
    m = match_with(Variant.CLASSIC, "W", hands, turned="AS", declarations=True)
    bid(m, "pass pass pass pass pass H")
    assert m.deals[0].auction.result.taker == Seat.E
    play_lowest(m)
    deal = m.deals[0]
    assert deal.declaration_team == Team.NS
    assert deal.belotes == []
    assert deal.play.tricks_won[Team.NS] < 8
    score = deal.score
    assert score.result == DealResult.DOWN
    assert score.score == (162 + 270, 0)
