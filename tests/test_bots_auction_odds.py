"""The card odds counted from Contrée auctions: the keys read each seat's calls, the counted table
points the way a player reads an auction, and the odds keep the facts."""

from __future__ import annotations

import pytest

from belote_desktop.bots.auction_odds import auction_keys, counted_odds, key_levels
from belote_desktop.bots.contree_odds import RATES
from belote_desktop.bots.knowledge import Knowledge
from belote_desktop.engine.auctions import Bid, Call
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.contract import Strain
from belote_desktop.engine.rules import Variant
from belote_desktop.engine.view import view_of
from tests.engine_helpers import bid, card, match_with, play

SPADES = Strain.SPADES
# S opens 80 spades, W passes, N raises to 100 spades, E contres, all pass.
AUCTION = [
    (0, Bid(80, SPADES)), (1, Call.PASS), (2, Bid(100, SPADES)), (3, Call.CONTRE),
]


def test_keys_read_each_seats_calls() -> None:
    jack_spades, ace_hearts = card("JS"), card("AH")
    south = auction_keys(AUCTION, 0)
    north = auction_keys(AUCTION, 2)
    west = auction_keys(AUCTION, 1)
    east = auction_keys(AUCTION, 3)
    assert south[jack_spades] == ("bid", "t4", "s", "open", 8, "once")
    assert north[jack_spades][:5] == ("bid", "t4", "s", "raise", 10)
    assert north[ace_hearts][1] == "s7"  # a side-suit ace
    assert west[jack_spades] == ("pass", "t4", "opp", False, False, 8)
    assert east[jack_spades][:5] == ("pass", "t4", "none", False, True)  # no pass before its contre
    assert key_levels(south[jack_spades])[0] == ("bid",)


def test_counted_table_reads_an_auction_as_a_player_would() -> None:
    jack_spades, ace_clubs = card("JS"), card("AC")
    opener = counted_odds(AUCTION, 0)
    raiser = counted_odds(AUCTION, 2)
    passer = counted_odds(AUCTION, 1)
    contrer = counted_odds(AUCTION, 3)
    assert opener[jack_spades] > 1.5 > 1.0 > passer[jack_spades]
    assert raiser[jack_spades] > 1.0
    assert contrer[jack_spades] > passer[jack_spades]  # a contre over spades shows trumps
    assert opener[ace_clubs] > 1.0 > passer[ace_clubs]  # an opening shows side aces too
    assert all(0.0 < rate < 1.0 for rate in RATES.values())


DEAL = {
    "S": "AH TH AS KS 7D 8D 9D TD",
    "E": "8H QS JS 7C 8C 9C TC JC",
    "N": "7H KH JD QD KD AD QC KC",
    "W": "JH 9H QH 7S 8S 9S TS AC",
}


@pytest.mark.parametrize("seat", list(Seat))
def test_counted_odds_keep_the_facts(seat: Seat) -> None:
    m = match_with(Variant.CONTREE, "W", DEAL)
    bid(m, "80H pass pass pass")
    play(m, "AH 8H 7H JH  AC TH 7C QC")
    k = Knowledge.from_view(view_of(m, seat), counted_odds=True)
    assert k._odds != Knowledge.from_view(view_of(m, seat))._odds
    no_trump = match_with(Variant.CONTREE, "W", DEAL, no_trump_bids=True)
    bid(no_trump, "90NT pass pass pass")  # counted over suit contracts only: the hand-set odds
    view = view_of(no_trump, seat)
    assert Knowledge.from_view(view, counted_odds=True)._odds == Knowledge.from_view(view)._odds
    p = k.probabilities()
    for s in Seat:
        if s == seat:
            continue
        assert sum(p[s]) == pytest.approx(k.remaining[s], abs=1e-3)
        hand = m.hand(s)
        for c in range(32):
            if k.cannot_hold[s] >> c & 1:
                assert p[s][c] == 0.0
            if k.known[s] >> c & 1:
                assert hand >> c & 1
    for c in range(32):
        if k.unseen >> c & 1:
            assert sum(p[s][c] for s in Seat if s != seat) == pytest.approx(1.0, abs=1e-3)
