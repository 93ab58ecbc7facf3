"""Hand evaluation for the auction: the estimates move the way a player's judgement does."""

from __future__ import annotations

from belote_desktop.bots.hand_eval import (
    all_trump_estimate,
    defence_estimate,
    estimate,
    no_trump_estimate,
    suit_estimate,
    support_value,
)
from belote_desktop.engine.cards import Suit
from belote_desktop.engine.contract import Strain
from tests.engine_helpers import mask

H = Suit.HEARTS


def test_trump_jack_and_nine_are_worth_most() -> None:
    with_jack = suit_estimate(mask("JH 8H 7H AS 7D 8D 7C 8C"), H)
    with_ace = suit_estimate(mask("AH 8H 7H AS 7D 8D 7C 8C"), H)
    with_king = suit_estimate(mask("KH 8H 7H AS 7D 8D 7C 8C"), H)
    assert with_jack > with_ace > with_king
    nine = suit_estimate(mask("9H 8H 7H AS 7D 8D 7C 8C"), H)
    assert with_jack > nine > with_ace


def test_length_side_aces_voids_and_belote_add_value() -> None:
    base = suit_estimate(mask("JH 9H 7H 7S 8S 7D 8D 7C"), H)
    longer = suit_estimate(mask("JH 9H 7H 8H 8S 7D 8D 7C"), H)
    ace = suit_estimate(mask("JH 9H 7H AS 8S 7D 8D 7C"), H)
    void = suit_estimate(mask("JH 9H 7H 7S 8S 9S 8D 7D"), H)  # no club
    belote = suit_estimate(mask("JH 9H KH QH 8S 7D 8D 7C"), H)
    for better in (longer, ace, void, belote):
        assert better > base
    assert belote - suit_estimate(mask("JH 9H KH 8H 8S 7D 8D 7C"), H) >= 15


def test_a_strong_hand_is_worth_a_high_contract_and_a_weak_one_no_bid() -> None:
    strong = mask("JH 9H AH TH 7H AS AC 7D")
    weak = mask("7H 8H 9S 7S 8D 9D 7C 8C")
    assert estimate(strong, Strain.HEARTS) >= 120
    assert estimate(weak, Strain.HEARTS) < 80
    assert estimate(weak, Strain.NO_TRUMP) < 80 and estimate(weak, Strain.ALL_TRUMP) < 80


def test_classic_counts_the_cards_still_to_come() -> None:
    five_and_turned = mask("JH 9H AS 7D 8C KH")
    assert suit_estimate(five_and_turned, H, unknown_cards=2) > suit_estimate(five_and_turned, H)


def test_no_trump_wants_aces_all_trump_wants_jacks() -> None:
    aces = mask("AS TS AH TH AD KD AC 7C")
    jacks = mask("JS 9S JH 9H JD 7D JC 8C")
    assert no_trump_estimate(aces) > no_trump_estimate(jacks)
    assert all_trump_estimate(jacks) > all_trump_estimate(aces)
    assert no_trump_estimate(aces) > max(suit_estimate(aces, s) for s in Suit)


def test_support_and_defence_read_the_trump_honours() -> None:
    helpful = mask("JH 9D 7D AS 8S 7C 8C 9C")
    useless = mask("7S 8S 9D 7D 8D 7C 8C 9C")
    assert support_value(helpful, Strain.HEARTS) > support_value(useless, Strain.HEARTS)
    holding = mask("JH 9H 8H AS AC 7D 8D 7C")
    assert defence_estimate(holding, Strain.HEARTS) > defence_estimate(useless, Strain.HEARTS)
