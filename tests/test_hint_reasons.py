"""bots.hint_reasons: the sentence a hint gives, on fixed positions of hand-made Contrée deals."""

from __future__ import annotations

import random

import pytest

from belote_desktop.bots.hint_reasons import HintReason, hint_reason
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.table import Table
from belote_desktop.engine.view import view_of
from engine_helpers import bid, card, match_with, play

# Hearts trump, S takes and leads. S holds the four top trumps; E and N a side-suit ten each.
TRUMPS_DEAL = {
    "S": "JH 9H AH TH AS 7D 8D 7C",
    "E": "7H 8H KS QS 8S 9D TD KC",
    "N": "QH AD KD 9S JS TS AC TC",
    "W": "KH 7S QD JD 8C 9C JC QC",
}
# Spades trump, S takes and leads diamonds; E (no diamond) must trump, N (no diamond) overtrump.
CUT_DEAL = {
    "S": "AD KD QD 7C 8C 9C 7H 8H",
    "E": "7S 8S 9H TH JH QH KH AH",
    "N": "JS 9S KS QS AC TC KC QC",
    "W": "AS TS 7D 8D 9D TD JD JC",
}


def _after(hands: dict[str, str], contract: str, cards: str) -> Match:
    m = match_with(Variant.CONTREE, "W", hands)
    bid(m, f"{contract} pass pass pass")
    play(m, cards)
    return m


def _reason(m: Match, name: str) -> HintReason | None:
    seat = m.current_player
    assert seat is not None
    return hint_reason(view_of(m, seat), card(name))


def test_trump_leads_draw_trumps_then_the_last_ones() -> None:
    m = _after(TRUMPS_DEAL, "80H", "")
    assert _reason(m, "JH") == HintReason.DRAWS_TRUMPS  # four trumps still out
    play(m, "JH 7H QH KH")
    assert _reason(m, "9H") == HintReason.DRAWS_LAST_TRUMPS  # only the 8 is out now


def test_a_side_ace_is_master_only_once_nobody_can_cut_it() -> None:
    m = _after(TRUMPS_DEAL, "80H", "")
    assert _reason(m, "AS") is None  # four trumps out: the ace may be cut
    play(m, "JH 7H QH KH 9H 8H 9S 8C")  # E followed twice and is out of trumps; W showed a void
    assert _reason(m, "AS") == HintReason.LEADS_MASTER


def test_the_only_legal_card() -> None:
    m = _after(TRUMPS_DEAL, "80H", "JH 7H QH KH 9H")
    assert _reason(m, "8H") == HintReason.ONLY_CARD  # E's last trump must follow


def test_points_go_on_the_partners_sure_trick() -> None:
    # S leads the ace of spades with no trump left among E and W; E follows; N holds TS JS
    m = _after(TRUMPS_DEAL, "80H", "JH 7H QH KH 9H 8H 9S 8C AS 8S")
    assert _reason(m, "TS") == HintReason.GIVES_POINTS_TO_PARTNER
    assert _reason(m, "JS") == HintReason.PARTNER_WINS_PLAY_LOW


def test_a_small_card_keeps_the_ten_guarded_while_the_ace_is_out() -> None:
    # S's 9 of trumps holds the trick; N has no trump and holds 9S JS TS, the ace of spades unseen
    m = _after(TRUMPS_DEAL, "80H", "JH 7H QH KH 9H 8H")
    assert _reason(m, "9S") == HintReason.KEEPS_TEN_GUARDED
    assert _reason(m, "TS") == HintReason.GIVES_POINTS_TO_PARTNER


def test_a_worthless_discard_on_a_lost_trick() -> None:
    m = _after(TRUMPS_DEAL, "80H", "JH 7H QH KH 9H 8H 9S")
    assert _reason(m, "8C") == HintReason.DISCARDS_NOTHING
    assert _reason(m, "JC") is None  # worth 2 points: not "nothing"


def test_winning_with_a_master_card() -> None:
    m = _after(TRUMPS_DEAL, "80H", "JH 7H QH KH 9H 8H 9S 8C AS 8S TS 7S 7D 9D")
    assert _reason(m, "AD") == HintReason.WINS_WITH_MASTER
    assert _reason(m, "KD") is None  # W may hold the ten of diamonds


def test_trumping_and_overtrumping_a_side_suit_trick() -> None:
    m = _after(CUT_DEAL, "80S", "")
    assert _reason(m, "AD") is None  # E or W may cut the ace
    play(m, "AD")
    assert _reason(m, "7S") == HintReason.TRUMPS_THE_TRICK
    play(m, "8S")
    assert _reason(m, "9S") == HintReason.OVERTRUMPS
    play(m, "9S")
    assert _reason(m, "7D") == HintReason.PLAYS_LOW_ON_LOST_TRICK
    assert _reason(m, "TD") is None  # ten points thrown away on the opponents' trick


@pytest.mark.parametrize("name", ["AS", "9H"])
def test_no_reason_for_a_card_that_may_not_be_played(name: str) -> None:
    m = _after(TRUMPS_DEAL, "80H", "JH")  # E must follow trumps
    assert _reason(m, name) is None


def test_no_reason_during_the_auction() -> None:
    m = match_with(Variant.CONTREE, "W", TRUMPS_DEAL)
    seat = m.current_player
    assert seat is not None
    assert hint_reason(view_of(m, seat), card("JH")) is None


@pytest.mark.parametrize(
    "variant, table",
    [(Variant.CLASSIC, Table.FOUR), (Variant.CONTREE, Table.FOUR), (Variant.ROMANIAN, Table.FOUR),
     (Variant.ROMANIAN, Table.THREE), (Variant.ROMANIAN, Table.DUEL)],
)
def test_every_legal_card_of_random_deals_gets_a_reason_or_none(variant: Variant, table: Table) -> None:
    """Whatever the position, the reason is asked from the view alone and never fails; a card
    the seat may not play never gets one."""
    rng = random.Random(7)
    reasons: set[HintReason] = set()
    for seed in range(6):
        m = Match(RuleSet.default(variant, table), seed=seed)
        m.deal()
        while m.phase not in (Phase.OVER, Phase.DEAL) and len(m.deals) == 1 and not m.current.is_finished:
            seat = m.current_player
            assert seat is not None
            view = view_of(m, seat)
            for action in view.legal_actions:
                if isinstance(action, int):
                    reason = hint_reason(view, action)
                    if reason is not None:
                        reasons.add(reason)
            for c in range(32):
                if c not in view.legal_actions and m.phase == Phase.PLAY:
                    assert hint_reason(view, c) is None
            m.apply(rng.choice(view.legal_actions))
    assert len(reasons) >= 5  # the ideas do come up in ordinary play
