"""docs/RULES.md 1, belote and rebelote: 20 points to the holders' team, always counted (takers down,
Classic and Contrée, declarations on or off); the events; none in no trump; any K-Q in all trump."""

from __future__ import annotations

import pytest

from belote_desktop.engine.cards import Seat, Suit, Team
from belote_desktop.engine.contract import Strain
from belote_desktop.engine.declarations import BELOTE_POINTS, belote_cards, find_belotes
from belote_desktop.engine.events import BeloteAnnounced, DealScored
from belote_desktop.engine.rules import Variant
from belote_desktop.engine.scoring import DealResult
from belote_desktop.engine.state import Phase
from tests.engine_helpers import bid, card, events_of, mask, match_with, play_lowest

# Dealer W, first hand S. E holds KH QH and nothing else of value; N-S hold every honour.
WEAK_TAKER_E = {
    "S": "TS AS 9H TH JH AH TD AD",
    "E": "QH KH 7S 8S 7D 8D 7C 8C",
    "N": "KS 7H 8H KD TC QC KC AC",
    "W": "9S JS QS 9D JD QD 9C JC",
}
# Dealer W, first hand S. S holds JH 9H AH TH KH QH AS AD: a sure make with the belote.
STRONG_TAKER_S = {
    "S": "JH 9H AH TH KH QH AS AD",
    "E": "7H 8H 7S 8S 7D 8D 7C 8C",
    "N": "TS KS QS TD KD QD AC TC",
    "W": "9S JS 9D JD 9C JC QC KC",
}


def _belote_events(events: list) -> list[tuple[Seat, Suit, bool]]:
    return [(e.seat, e.suit, e.rebelote) for e in events_of(events, BeloteAnnounced)]


def test_belote_cards_per_strain() -> None:
    assert belote_cards(Strain.HEARTS) == [(Suit.HEARTS, mask("KH QH"))]
    assert belote_cards(Strain.NO_TRUMP) == []
    assert [s for s, _ in belote_cards(Strain.ALL_TRUMP)] == list(Suit)
    hands = [mask("KH QH KS"), mask("QS"), mask("KD QD"), mask("KC")]
    assert find_belotes(hands, Strain.HEARTS) == [(Seat.S, Suit.HEARTS)]
    assert find_belotes(hands, Strain.SPADES) == []  # K and Q split between S and E
    assert find_belotes(hands, Strain.NO_TRUMP) == []
    assert sorted(find_belotes(hands, Strain.ALL_TRUMP)) == [(Seat.S, Suit.HEARTS), (Seat.N, Suit.DIAMONDS)]


@pytest.mark.parametrize("declarations", [False, True])
def test_classic_belote_counts_for_takers_down(declarations: bool) -> None:
    m = match_with(Variant.CLASSIC, "W", WEAK_TAKER_E, turned="QH", declarations=declarations)
    bid(m, "pass take")
    events = play_lowest(m)
    assert _belote_events(events) == [(Seat.E, Suit.HEARTS, False), (Seat.E, Suit.HEARTS, True)]
    deal = m.deals[0]
    assert deal.play.tricks_won == [8, 0]  # the defenders even take every trick
    score = deal.score
    assert score.result == DealResult.DOWN
    # Defenders: 252 for their capot (+ S's tierce 9H-TH-JH and N's QC-KC-AC when declarations
    # are played); the takers keep their belote.
    assert score.score == (252 + (40 if declarations else 0), BELOTE_POINTS)
    assert events_of(events, DealScored)[0].totals == score.score


@pytest.mark.parametrize("declarations", [False, True])
def test_classic_belote_adds_to_made_takers(declarations: bool) -> None:
    m = match_with(Variant.CLASSIC, "W", STRONG_TAKER_S, turned="QH", declarations=declarations)
    bid(m, "take")
    events = play_lowest(m)
    assert _belote_events(events) == [(Seat.S, Suit.HEARTS, False), (Seat.S, Suit.HEARTS, True)]
    deal = m.deals[0]
    play = deal.play
    decl = 100 if declarations else 0  # S's 9H-TH-JH-QH-KH-AH is a hundred
    assert deal.score.points[Team.NS] == (252 if play.tricks_won[0] == 8 else play.points[0]) + decl + 20
    assert deal.score.result in (DealResult.MADE, DealResult.CAPOT)
    assert deal.score.score[Team.NS] == deal.score.points[Team.NS]


def test_belote_is_said_by_the_holder_even_when_the_queen_comes_first() -> None:
    m = match_with(Variant.CLASSIC, "W", STRONG_TAKER_S, turned="QH")
    bid(m, "take")
    events = m.apply(card("QH"))
    assert _belote_events(events) == [(Seat.S, Suit.HEARTS, False)]
    for _ in range(3):
        m.apply(m.legal_actions()[0])
    events = m.apply(card("KH"))
    assert _belote_events(events) == [(Seat.S, Suit.HEARTS, True)]


def test_belote_goes_to_the_holder_of_the_trump_king_queen_not_the_taker() -> None:
    # Same deal, diamonds named in round 2 by S: S's K-Q of hearts is no belote; N's KD-QD is.
    m = match_with(Variant.CLASSIC, "W", STRONG_TAKER_S, turned="QH")
    bid(m, "pass pass pass pass D")
    assert m.deals[0].belotes == [(Seat.N, Suit.DIAMONDS)]
    events = play_lowest(m)
    assert _belote_events(events) == [(Seat.N, Suit.DIAMONDS, False), (Seat.N, Suit.DIAMONDS, True)]
    deal = m.deals[0]
    cards = 252 if deal.play.tricks_won[0] == 8 else deal.play.points[0]
    assert deal.score.points[Team.NS] == cards + 20


@pytest.mark.parametrize("contre", [False, True])
def test_contree_belote_counts_for_takers_down(contre: bool) -> None:
    m = match_with(Variant.CONTREE, "W", WEAK_TAKER_E)
    bid(m, "pass 80H " + ("contre pass pass" if contre else "pass pass pass"))
    assert m.phase == Phase.PLAY
    events = play_lowest(m)
    assert _belote_events(events) == [(Seat.E, Suit.HEARTS, False), (Seat.E, Suit.HEARTS, True)]
    deal = m.deals[0]
    assert deal.play.tricks_won == [8, 0]
    score = deal.score
    assert score.result == DealResult.DOWN
    # The defenders' capot counts 252, plus the bid (doubled if contred); E-W keep their belote.
    assert score.score == (252 + 80 * (2 if contre else 1), BELOTE_POINTS)


def test_contree_belote_helps_make_the_contract() -> None:
    m = match_with(Variant.CONTREE, "W", STRONG_TAKER_S)
    bid(m, "80H pass pass pass")
    play_lowest(m)
    score = m.deals[0].score
    play = m.deals[0].play
    cards = 252 if play.tricks_won[0] == 8 else play.points[0]
    assert score.points[Team.NS] == cards + 20
    assert score.score[Team.NS] == 80 + cards + 20


def test_no_belote_in_no_trump() -> None:
    m = match_with(Variant.CONTREE, "W", WEAK_TAKER_E, no_trump_bids=True)
    bid(m, "pass 80NT pass pass pass")
    events = play_lowest(m)
    assert m.deals[0].belotes == []
    assert _belote_events(events) == []
    score = m.deals[0].score
    assert sum(score.points) == 162 or 252 in score.points


def test_all_trump_belote_is_any_king_queen() -> None:
    # E holds K-Q of hearts and of clubs; all trump: two belotes, 40 points.
    hands = {
        "S": "TS AS 9H TH JH AH TD AD",
        "E": "QH KH 7S 8S 7D 8D QC KC",
        "N": "KS 7H 8H KD TC 7C 8C AC",
        "W": "9S JS QS 9D JD QD 9C JC",
    }
    m = match_with(Variant.CONTREE, "W", hands, no_trump_bids=True)
    bid(m, "pass 80AT pass pass pass")
    events = play_lowest(m)
    said = _belote_events(events)
    assert sorted(said) == sorted(
        [(Seat.E, Suit.HEARTS, False), (Seat.E, Suit.HEARTS, True), (Seat.E, Suit.CLUBS, False), (Seat.E, Suit.CLUBS, True)]
    )
    for suit in (Suit.HEARTS, Suit.CLUBS):
        flags = [r for s, su, r in said if su == suit]
        assert flags == [False, True]
    deal = m.deals[0]
    cards = 252 if deal.play.tricks_won[Team.EW] == 8 else deal.play.points[Team.EW]
    assert deal.score.points[Team.EW] == cards + 40
