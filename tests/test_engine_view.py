"""docs/RULES.md 6: what a seat's view shows in hand-built deals (its own hand and the public history
only); the property tests check the same over random deals."""

from __future__ import annotations

from belote_desktop.engine.auctions import Call
from belote_desktop.engine.cards import Seat, Team
from belote_desktop.engine.rules import Variant
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.view import view_of
from tests.engine_helpers import bid, card, mask, match_with, name_set, play, rules

# Dealer W, first hand S; S takes the turned QH and holds the belote and a hundred (9H-AH).
HANDS = {
    "S": "JH 9H AH TH KH QH AS AD",
    "E": "7H 8H 7S 8S 7D 8D 7C 8C",
    "N": "TS KS QS TD KD QD AC TC",
    "W": "9S JS 9D JD 9C JC QC KC",
}


def test_view_before_any_deal() -> None:
    m = Match(rules(Variant.CLASSIC), seed=1, first_dealer=Seat.E)
    v = view_of(m, Seat.S)
    assert (v.phase, v.deal_number, v.dealer, v.hand, v.tricks, v.legal_actions) == (Phase.DEAL, 0, Seat.E, 0, (), ())


def test_view_during_the_classic_auction() -> None:
    m = match_with(Variant.CLASSIC, "W", HANDS, turned="QH")
    v = view_of(m, Seat.E)
    # The first five cards dealt to E, not the three of the completion.
    assert name_set(v.hand) == {"7H", "8H", "7S", "8S", "7D"}
    assert v.hand_sizes == (5, 5, 5, 5)
    assert v.turned == card("QH")
    assert v.current_player == Seat.S and v.legal_actions == ()
    assert view_of(m, Seat.S).legal_actions == (Call.TAKE, Call.PASS)
    assert (v.taker, v.strain, v.contract, v.trick, v.tricks) == (None, None, None, (), ())
    m.apply(Call.PASS)
    assert view_of(m, Seat.N).auction == ((Seat.S, Call.PASS),)


def test_view_during_play() -> None:
    m = match_with(Variant.CLASSIC, "W", HANDS, turned="QH", declarations=True)
    bid(m, "take")
    v = view_of(m, Seat.N)
    assert v.hand == mask(HANDS["N"]) and v.hand_sizes == (8, 8, 8, 8)
    assert v.taker == Seat.S and v.trick_leader == Seat.S
    # Declarations are not shown before the first trick is over.
    assert v.declarations == () and v.declaration_team is None
    play(m, "KH")  # belote
    v = view_of(m, Seat.W)
    assert v.trick == (card("KH"),) and v.belotes_announced == ((Seat.S, card("KH")),)
    assert v.hand_sizes == (7, 8, 8, 8)
    play(m, "7H TC 9S")  # E follows, N and W have no heart (N, partner winning, discards)
    v = view_of(m, Seat.E)
    assert v.trick == () and len(v.tricks) == 1 and v.tricks[0].winner == Seat.S
    assert v.trick_leader == Seat.S
    # Now shown: S's hundred (the best); W's tierce JC-QC-KC loses and stays in W's hand.
    assert {(d.seat, d.kind.value) for d in v.declarations} == {(Seat.S, "hundred")}
    assert v.declaration_team == Team.NS
    assert v.legal_actions == () and view_of(m, Seat.S).legal_actions == tuple(m.legal_actions())


def test_view_after_the_deal() -> None:
    m = match_with(Variant.CONTREE, "W", HANDS, target=0)
    bid(m, "80H pass pass pass")
    while m.phase == Phase.PLAY:
        m.apply(m.legal_actions()[0])
    v = view_of(m, Seat.E)
    assert v.phase == Phase.OVER and v.hand == 0 and v.hand_sizes == (0, 0, 0, 0)
    assert len(v.tricks) == 8 and v.trick == () and v.trick_leader is None
    assert v.totals == tuple(m.totals) and v.contract.code == "80H"
