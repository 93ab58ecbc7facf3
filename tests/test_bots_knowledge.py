"""What a seat deduces about hidden cards: facts from the play and the auction, and probabilities."""

from __future__ import annotations

import random

import pytest

from belote_desktop.bots.knowledge import Knowledge
from belote_desktop.bots.random_bot import RandomBot
from belote_desktop.engine.cards import SUIT_MASKS, Seat, Suit
from belote_desktop.engine.rules import Variant
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.view import view_of
from tests.engine_helpers import bid, card, mask, match_with, play, rules

S, E, N, W = Seat.S, Seat.E, Seat.N, Seat.W

# Contrée, W deals, S bids 80H.
DEAL_A = {
    "S": "AH TH AS KS 7D 8D 9D TD",
    "E": "8H QS JS 7C 8C 9C TC JC",
    "N": "7H KH JD QD KD AD QC KC",
    "W": "JH 9H QH 7S 8S 9S TS AC",
}


def _deal_a_after_three_tricks() -> Match:
    m = match_with(Variant.CONTREE, "W", DEAL_A)
    bid(m, "80H pass pass pass")
    # 1: trump led, E and N cannot go over the ace; W overtakes with the jack.
    # 2: W leads a club, S (void) trumps.  3: E, void in diamonds and trumps, discards.
    play(m, "AH 8H 7H JH  AC TH 7C QC  7D QS AD QH")
    return m


def _check_consistent_with_truth(m: Match, seat: Seat) -> Knowledge:
    """The facts hold for the real hidden hands, and the probabilities respect them."""
    k = Knowledge.from_view(view_of(m, seat))
    for s in Seat:
        hand = m.hand(s)
        assert hand & k.cannot_hold[s] == 0, (s, k.cannot_hold[s])
        assert k.known[s] & ~hand == 0, s
        assert k.remaining[s] == hand.bit_count()
    p = k.probabilities()
    others = [s for s in Seat if s != seat]
    for s in others:
        row_sum = sum(p[s])
        assert row_sum == pytest.approx(k.remaining[s], abs=1e-3)
        for c in range(32):
            if (k.cannot_hold[s] >> c) & 1:
                assert p[s][c] == 0.0
    if m.phase == Phase.PLAY:
        for c in range(32):
            col = sum(p[s][c] for s in others)
            assert col == pytest.approx(1.0 if (k.unseen >> c) & 1 else 0.0, abs=1e-3)
    return k


def test_not_following_and_not_trumping_shows_voids() -> None:
    k = Knowledge.from_view(view_of(_deal_a_after_three_tricks(), S))
    assert k.void(E, Suit.DIAMONDS)
    assert k.void(E, Suit.HEARTS)  # did not trump over an opponent's winning diamond
    assert not k.void(E, Suit.SPADES)
    assert not k.void(W, Suit.HEARTS)
    assert not k.void(N, Suit.HEARTS)


def test_following_under_a_trump_shows_the_ceiling() -> None:
    # E and N played under the ace of trump: neither holds the 9 (the only trump above it left),
    # so W holds it for certain.
    m = _deal_a_after_three_tricks()
    k = _check_consistent_with_truth(m, S)
    nine = card("9H")
    assert (k.cannot_hold[E] >> nine) & 1 and (k.cannot_hold[N] >> nine) & 1
    assert k.probabilities()[W][nine] == pytest.approx(1.0)
    assert k.known_holder(nine) == W
    assert k.known_holder(card("TS")) is None  # W or E may hold it
    assert k.known_holder(card("KS")) == S  # S's own card
    assert not (k.cannot_hold[N] >> card("KH")) & 1


def test_not_overtrumping_caps_the_trumps_held() -> None:
    # Trump spades, E leads. N ruffs the ace of diamonds with the king; W, void in diamonds,
    # cannot go over it and discards (no undertrump rule): W holds no spade above the king, but
    # may still hold the queen or the 8.
    hands = {
        "E": "AD 7D 8D 9D TD JD QD KD",
        "N": "KS 9S AH TH KH QH JH 9H",
        "W": "QS 8S 7H 8H 7C 8C 9C TC",
        "S": "JS AS TS 7S JC QC KC AC",
    }
    m = match_with(Variant.CONTREE, "S", hands)
    bid(m, "pass pass pass 80S pass pass pass")
    play(m, "AD KS 7C JC")
    k = _check_consistent_with_truth(m, E)
    assert k.void(W, Suit.DIAMONDS)
    for name in ("JS", "9S", "AS", "TS"):
        assert (k.cannot_hold[W] >> card(name)) & 1, name
    for name in ("QS", "8S", "7S"):
        assert not (k.cannot_hold[W] >> card(name)) & 1, name
    assert not k.void(S, Suit.SPADES)  # S discarded on its partner's trick: exempt


def test_partner_exemption_discard_is_no_trump_void() -> None:
    hands = {
        "S": "AD TD JS 9S AS 7H 8H 9H",
        "E": "7D 8D 9D 7S TH JH QH KH",
        "N": "8S 9C TC JC QC KC AC AH",
        "W": "JD QD KD TS KS QS 7C 8C",
    }
    m = match_with(Variant.CONTREE, "W", hands)
    bid(m, "80S pass pass pass")
    play(m, "AD 7D 9C JD")  # N discards on its partner's winning ace
    k = _check_consistent_with_truth(m, E)
    assert k.void(N, Suit.DIAMONDS)
    assert not k.void(N, Suit.SPADES)


def test_classic_taker_holds_the_turned_card() -> None:
    hands = {
        "S": "7S 8S 9S TS JS QS KS AS",
        "E": "7H 8H 9H TH JH QH KH AH",
        "N": "7D 8D 9D TD JD QD KD AD",
        "W": "7C 8C 9C TC JC QC KC AC",
    }
    m = match_with(Variant.CLASSIC, "W", hands, turned="JH")
    during = Knowledge.from_view(view_of(m, N))
    assert not (during.unseen >> card("JH")) & 1  # face up in the middle
    p = during.probabilities()
    for s in (S, E, W):
        assert sum(p[s]) == pytest.approx(5.0, abs=1e-3)
    bid(m, "pass take")
    k = _check_consistent_with_truth(m, N)
    assert (k.known[E] >> card("JH")) & 1
    assert k.known_holder(card("JH")) == E
    assert k.probabilities()[E][card("JH")] == pytest.approx(1.0)
    for s in (S, W):
        assert (k.cannot_hold[s] >> card("JH")) & 1


def test_a_belote_said_shows_the_other_card() -> None:
    hands = {
        "S": "AD TD JS 9S AS 7H 8H 9H",
        "E": "KD 8D 9D KS QS TH JH QH",
        "N": "8S 9C TC JC QC KC AC AH",
        "W": "JD QD 7D TS 7S KH 7C 8C",
    }
    m = match_with(Variant.CONTREE, "W", hands)
    bid(m, "80S pass pass pass")
    play(m, "AS KS")  # E: "belote" with the king
    k = _check_consistent_with_truth(m, N)
    assert (k.known[E] >> card("QS")) & 1


def test_the_auction_tilts_the_estimates() -> None:
    hands = {
        "S": "7S 8S 9S TS 7D 8D 9D TD",
        "E": "JH 9H AH TH JS QS KS AS",
        "N": "7H 8H JD QD KD AD 7C 8C",
        "W": "QH KH 9C TC JC QC KC AC",
    }
    m = match_with(Variant.CONTREE, "W", hands)
    bid(m, "pass 80H pass pass")
    k = Knowledge.from_view(view_of(m, S))
    p = k.probabilities()
    jack = card("JH")
    assert p[E][jack] > p[N][jack] and p[E][jack] > p[W][jack]
    assert p[E][jack] > 0.5


@pytest.mark.parametrize("variant", [Variant.CLASSIC, Variant.CONTREE])
def test_facts_hold_for_the_real_hands_in_random_deals(variant: Variant) -> None:
    rng = random.Random(11)
    bot = RandomBot()
    option_sets: list[dict[str, object]] = [
        {},
        {"partner_exemption": False, "must_undertrump": True},
        {"must_undertrump": True, "declarations": True},
    ]
    if variant == Variant.CONTREE:
        option_sets.append({"no_trump_bids": True, "taker_may_raise": True})
    checked = 0
    for i in range(24):
        options = option_sets[i % len(option_sets)]
        m = Match(rules(variant, **options), seed=i)
        m.deal()
        while m.phase in (Phase.AUCTION, Phase.PLAY):
            seat = m.current_player
            assert seat is not None
            if rng.random() < 0.3:
                _check_consistent_with_truth(m, Seat(rng.randrange(4)))
                checked += 1
            m.apply(bot.choose(view_of(m, seat), rng))
    assert checked > 50


def test_void_means_no_possible_card_of_the_suit() -> None:
    k = Knowledge.from_view(view_of(_deal_a_after_three_tricks(), S))
    assert k.possible(E) & SUIT_MASKS[Suit.DIAMONDS] == 0
    assert k.possible(E) & mask("JS") == mask("JS")  # still unseen: E may hold it
