"""docs/RULES.md 1, obligations when playing: every rule with and without its option
(``partner_exemption``, ``must_undertrump``), no trump and all trump, and the error messages."""

from __future__ import annotations

import pytest

from belote_desktop.engine.contract import Strain
from belote_desktop.engine.legal import Obligation, legal_cards
from belote_desktop.engine.play import IllegalActionError
from tests.engine_helpers import card, legal, mask, name_set, position

BOTH = [False, True]


def _illegal(ps, name: str) -> str:  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalActionError) as info:
        ps.check(card(name))
    return str(info.value)


# --- leading ------------------------------------------------------------------------------------
@pytest.mark.parametrize("trump", ["H", "NT", "AT"])
def test_the_leader_may_play_anything(trump: str) -> None:
    ps = position(trump, "S", "", "7S JH AD QC")
    assert legal(ps) == {"7S", "JH", "AD", "QC"}
    assert ps.obligation()[1] == Obligation.FREE


# --- rule 1: follow suit --------------------------------------------------------------------------
@pytest.mark.parametrize("exemption", BOTH)
@pytest.mark.parametrize("undertrump", BOTH)
def test_follow_suit_in_a_plain_suit_with_any_card_of_it(exemption: bool, undertrump: bool) -> None:
    # Spades led, hearts trump: E holds spades, so plays a spade, high or low (no need to beat AS).
    ps = position("H", "S", "AS", "7S KS JH AD", partner_exemption=exemption, must_undertrump=undertrump)
    assert legal(ps) == {"7S", "KS"}
    assert ps.obligation()[1] == Obligation.FOLLOW
    msg = _illegal(ps, "JH")
    assert msg == "E may not play JH: must follow suit with a spade (holds 7S, KS)"
    assert "must follow suit" in _illegal(ps, "AD")


def test_follow_suit_even_when_an_opponent_has_trumped() -> None:
    # Spades led, W trumped; N still holds a spade: follow, no obligation to trump.
    ps = position("H", "E", "AS 7H", "8S JH")
    assert legal(ps) == {"8S"}


def test_follow_suit_even_when_partner_wins() -> None:
    ps = position("H", "S", "AS 7S", "8S JH", partner_exemption=True)
    assert legal(ps) == {"8S"}


# --- rule 2: trump led, go higher -----------------------------------------------------------------
@pytest.mark.parametrize("exemption", BOTH)
def test_trump_led_must_go_higher_if_able(exemption: bool) -> None:
    # Hearts trump, AH led: E holds 9H (over AH) and 7H, KH (under): only 9H.
    ps = position("H", "S", "AH", "7H KH 9H AS", partner_exemption=exemption)
    assert legal(ps) == {"9H"}
    assert ps.obligation()[1] == Obligation.FOLLOW_HIGHER
    assert _illegal(ps, "KH") == "E may not play KH: must play a higher heart (holds 9H)"


@pytest.mark.parametrize("exemption", BOTH)
def test_trump_led_must_go_higher_even_over_partner(exemption: bool) -> None:
    # S leads AH, E plays 7H, N (S's partner) must still beat AH with 9H or JH.
    ps = position("H", "S", "AH 7H", "QH 9H JH TD", partner_exemption=exemption)
    assert legal(ps) == {"9H", "JH"}


def test_trump_led_higher_than_the_best_trump_not_the_led_one() -> None:
    # S leads 7H, E plays 9H: N's AH and KH are over 7H but not over 9H; JH is.
    ps = position("H", "S", "7H 9H", "KH AH JH")
    assert legal(ps) == {"JH"}


@pytest.mark.parametrize("undertrump", BOTH)
def test_trump_led_cannot_go_higher_plays_any_trump(undertrump: bool) -> None:
    ps = position("H", "S", "JH", "7H KH AS", must_undertrump=undertrump)
    assert legal(ps) == {"7H", "KH"}
    assert ps.obligation()[1] == Obligation.FOLLOW
    assert _illegal(ps, "AS") == "E may not play AS: must follow suit with a heart (holds 7H, KH)"


def test_trump_led_no_trump_in_hand_plays_anything() -> None:
    ps = position("H", "S", "JH", "7S AD KC", must_undertrump=True, partner_exemption=False)
    assert legal(ps) == {"7S", "AD", "KC"}


# --- rule 3: cannot follow -> must trump (partner exemption) -------------------------------------
@pytest.mark.parametrize("undertrump", BOTH)
def test_cannot_follow_opponent_winning_must_trump(undertrump: bool) -> None:
    # Spades led by S (winning); E has no spade: must trump, any trump will do (nobody trumped).
    ps = position("H", "S", "AS", "7H JH AD KC", must_undertrump=undertrump)
    assert legal(ps) == {"7H", "JH"}
    assert ps.obligation()[1] == Obligation.TRUMP
    assert _illegal(ps, "AD") == "E may not play AD: must trump with a heart (holds 7H, JH)"


@pytest.mark.parametrize("exemption", BOTH)
def test_cannot_follow_opponent_winning_must_trump_regardless_of_exemption(exemption: bool) -> None:
    # S leads 7S, E plays AS (winning); N has no spade: E is an opponent, so N trumps.
    ps = position("H", "S", "7S AS", "8H AD", partner_exemption=exemption)
    assert legal(ps) == {"8H"}


def test_partner_winning_with_exemption_may_play_anything() -> None:
    # S leads AS (winning), E follows; N has no spade: partner S wins, N is free.
    ps = position("H", "S", "AS 7S", "7H JH AD KC", partner_exemption=True)
    assert legal(ps) == {"7H", "JH", "AD", "KC"}
    assert ps.obligation()[1] == Obligation.FREE


def test_partner_winning_without_exemption_must_trump() -> None:
    ps = position("H", "S", "AS 7S", "7H JH AD KC", partner_exemption=False)
    assert legal(ps) == {"7H", "JH"}
    assert _illegal(ps, "KC") == "N may not play KC: must trump with a heart (holds 7H, JH)"


@pytest.mark.parametrize("undertrump", BOTH)
def test_partner_trumped_without_exemption_must_overtrump_partner(undertrump: bool) -> None:
    # W leads AS, S trumps with 9H, E discards; N (S's partner) has no spade: without the
    # exemption N must overtrump the partner's 9H if able (JH), not play 7H.
    ps = position("H", "W", "AS 9H 7D", "7H JH AD", partner_exemption=False, must_undertrump=undertrump)
    assert ps.turn == 2
    assert legal(ps) == {"JH"}
    assert ps.obligation()[1] == Obligation.OVERTRUMP
    assert _illegal(ps, "7H") == "N may not play 7H: must overtrump with a heart (holds JH)"


def test_partner_trumped_without_exemption_cannot_overtrump() -> None:
    # Same trick, N holds only trumps below 9H: discard or undertrump (option off) ...
    ps = position("H", "W", "AS 9H 7D", "7H AD", partner_exemption=False, must_undertrump=False)
    assert legal(ps) == {"7H", "AD"}
    # ... must undertrump (option on).
    ps = position("H", "W", "AS 9H 7D", "7H AD", partner_exemption=False, must_undertrump=True)
    assert legal(ps) == {"7H"}
    assert ps.obligation()[1] == Obligation.UNDERTRUMP
    assert _illegal(ps, "AD") == "N may not play AD: must undertrump with a heart (holds 7H)"


@pytest.mark.parametrize("undertrump", BOTH)
def test_partner_trumped_with_exemption_free(undertrump: bool) -> None:
    ps = position("H", "W", "AS 9H 7D", "7H JH AD", partner_exemption=True, must_undertrump=undertrump)
    assert legal(ps) == {"7H", "JH", "AD"}


# --- rule 4: an opponent trumped -> overtrump; else discard / undertrump ----------------------------
@pytest.mark.parametrize("exemption", BOTH)
@pytest.mark.parametrize("undertrump", BOTH)
def test_opponent_trumped_must_overtrump_if_able(exemption: bool, undertrump: bool) -> None:
    # S leads AS, E trumps with TH; N (no spade) holds 7H, 9H, JH: only 9H and JH beat TH.
    ps = position("H", "S", "AS TH", "7H 9H JH AD", partner_exemption=exemption, must_undertrump=undertrump)
    assert legal(ps) == {"9H", "JH"}
    assert ps.obligation()[1] == Obligation.OVERTRUMP
    assert _illegal(ps, "7H") == "N may not play 7H: must overtrump with a heart (holds 9H, JH)"
    assert "must overtrump" in _illegal(ps, "AD")


def test_opponent_trumped_cannot_overtrump_may_discard_or_undertrump() -> None:
    # E trumped with JH: N's 7H cannot beat it; N may play 7H or discard.
    ps = position("H", "S", "AS JH", "7H AD KC", must_undertrump=False)
    assert legal(ps) == {"7H", "AD", "KC"}
    assert ps.obligation()[1] == Obligation.FREE


def test_opponent_trumped_cannot_overtrump_must_undertrump_when_option_on() -> None:
    ps = position("H", "S", "AS JH", "7H 8H AD KC", must_undertrump=True)
    assert legal(ps) == {"7H", "8H"}
    assert ps.obligation()[1] == Obligation.UNDERTRUMP
    assert _illegal(ps, "KC") == "N may not play KC: must undertrump with a heart (holds 7H, 8H)"


@pytest.mark.parametrize("undertrump", BOTH)
def test_overtrump_the_best_trump_in_the_trick(undertrump: bool) -> None:
    # S leads 7S, E trumps 8H, N overtrumps AH, W (no spade) must beat AH (not just 8H).
    ps = position("H", "S", "7S 8H AH", "TH 9H KD", must_undertrump=undertrump)
    assert ps.turn == 3
    assert legal(ps) == {"9H"}


@pytest.mark.parametrize("exemption", BOTH)
def test_partner_overtrumped_by_an_opponent_cannot_overtrump_is_free(exemption: bool) -> None:
    # S leads 7S, E (W's partner) trumps 8H, N overtrumps with AH: W holds TH (under AH) and KD;
    # the partner is no longer winning, W cannot overtrump: discard or undertrump.
    ps = position("H", "S", "7S 8H AH", "TH KD", partner_exemption=exemption)
    assert legal(ps) == {"TH", "KD"}
    ps = position("H", "S", "7S 8H AH", "TH KD", partner_exemption=exemption, must_undertrump=True)
    assert legal(ps) == {"TH"}


# --- rule 5: void in suit and in trump -----------------------------------------------------------
@pytest.mark.parametrize("exemption", BOTH)
@pytest.mark.parametrize("undertrump", BOTH)
def test_void_in_suit_and_trump_plays_anything(exemption: bool, undertrump: bool) -> None:
    ps = position("H", "S", "AS TH", "7D AD KC", partner_exemption=exemption, must_undertrump=undertrump)
    assert legal(ps) == {"7D", "AD", "KC"}
    assert ps.obligation()[1] == Obligation.FREE


# --- no trump ------------------------------------------------------------------------------------
def test_no_trump_only_follow() -> None:
    ps = position("NT", "S", "AS", "7S KS JH", partner_exemption=False, must_undertrump=True)
    assert legal(ps) == {"7S", "KS"}  # no need to beat the ace
    ps = position("NT", "S", "7S", "JH AD KC", partner_exemption=False, must_undertrump=True)
    assert legal(ps) == {"JH", "AD", "KC"}  # nothing to trump with: anything


# --- all trump -----------------------------------------------------------------------------------
@pytest.mark.parametrize("suit", "SHDC")
def test_all_trump_must_go_higher_in_every_suit(suit: str) -> None:
    ps = position("AT", "S", f"A{suit}", f"7{suit} K{suit} 9{suit} J{suit} 7{'H' if suit != 'H' else 'S'}")
    assert legal(ps) == {f"9{suit}", f"J{suit}"}
    assert ps.obligation()[1] == Obligation.FOLLOW_HIGHER
    assert "must play a higher" in _illegal(ps, f"7{suit}")


def test_all_trump_higher_even_over_partner_and_else_any_of_the_suit() -> None:
    ps = position("AT", "S", "9D 7D", "AD JD KS", partner_exemption=True)
    assert legal(ps) == {"JD"}
    ps = position("AT", "S", "JD", "AD 7D KS")
    assert legal(ps) == {"AD", "7D"}


@pytest.mark.parametrize("exemption", BOTH)
@pytest.mark.parametrize("undertrump", BOTH)
def test_all_trump_no_cutting(exemption: bool, undertrump: bool) -> None:
    # Cannot follow: any card, and no other suit ever wins the trick.
    ps = position("AT", "S", "7D", "JH 9S AC", partner_exemption=exemption, must_undertrump=undertrump)
    assert legal(ps) == {"JH", "9S", "AC"}
    ps.play(card("JH"))
    assert ps.win_card == card("7D")


# --- the function itself ---------------------------------------------------------------------------
def test_legal_cards_function_matches_the_rules() -> None:
    hand = mask("7H 9H AD")
    allowed, why = legal_cards(hand, Strain.HEARTS, card("AS"), card("TH"), False, True, False)
    assert name_set(allowed) == {"9H"} and why == Obligation.OVERTRUMP
    allowed, why = legal_cards(hand, Strain.HEARTS, card("AS"), card("TH"), True, True, False)
    assert allowed == hand and why == Obligation.FREE
    allowed, why = legal_cards(hand, Strain.HEARTS, card("AS"), card("TH"), True, False, False)
    assert name_set(allowed) == {"9H"} and why == Obligation.OVERTRUMP
    allowed, why = legal_cards(hand, Strain.HEARTS, None, None, False, False, True)
    assert allowed == hand and why == Obligation.FREE


def test_playing_a_card_not_held_is_refused() -> None:
    ps = position("H", "S", "AS", "7H")
    assert _illegal(ps, "JS").endswith("does not hold it")
    ps = position("H", "S", "", "7H")
    assert _illegal(ps, "JS") == "S may not play JS: does not hold it"
