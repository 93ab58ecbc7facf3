"""docs/RULES.md 4, Contrée: the 3-2-3 deal, the auction (end conditions, rising bids, contre and
surcontre, ``taker_may_raise``, ``no_trump_bids``), the contract made or down with and without
contre and surcontre (``surcontre_multiplier``), capot bid and unbid, ``must_beat_defence``."""

from __future__ import annotations

import pytest

from belote_desktop.engine.auctions import Bid, Call, ContreeAuction, format_action, parse_action
from belote_desktop.engine.cards import Seat, Team
from belote_desktop.engine.contract import BID_VALUES, Contract, Strain
from belote_desktop.engine.dealing import DealLayout
from belote_desktop.engine.events import AuctionEnded, DealScored, MatchOver, Redeal
from belote_desktop.engine.play import IllegalActionError
from belote_desktop.engine.rules import RuleSet, RulesError, Variant
from belote_desktop.engine.scoring import DealCount, DealResult, contract_made, score_contree
from belote_desktop.engine.state import Match, Phase
from tests.engine_helpers import bid, events_of, match_with, play_lowest, rules

CONTREE = Variant.CONTREE
H, S, NT, AT = Strain.HEARTS, Strain.SPADES, Strain.NO_TRUMP, Strain.ALL_TRUMP

# Dealer W, first hand S. With hearts trump S takes every trick (and holds the belote).
CAPOT_BY_S = {
    "S": "JH 9H AH TH KH QH AS AD",
    "E": "7H 8H 7S 8S 7D 8D 7C 8C",
    "N": "TS KS QS TD KD QD AC TC",
    "W": "9S JS 9D JD 9C JC QC KC",
}
# Dealer W, first hand S. With spades trump N-S take 127 to 35 in six tricks to two (lowest card
# each turn), no belote.
MADE_BY_NS = {
    "S": "8H 7C KH AD 7D 7S 9C 9S",
    "E": "9H JC 8S TC KS KC JD AC",
    "N": "QS TS KD AS QC TD TH JS",
    "W": "QD QH JH 7H 8C 8D 9D AH",
}


def _auction(text: str, dealer: Seat = Seat.W, **options: object) -> ContreeAuction:
    a = ContreeAuction(rules(CONTREE, **options), dealer)
    for word in text.split():
        a.apply(parse_action(word))
    return a


def _refused(a: ContreeAuction, text: str) -> str:
    with pytest.raises(IllegalActionError) as info:
        a.apply(parse_action(text))
    return info.value.reason


# --- the deal ----------------------------------------------------------------------------------------
def test_contree_deals_3_2_3_from_first_hand_and_turns_nothing() -> None:
    lay = DealLayout.from_deck(CONTREE, Seat.W, list(range(32)))
    assert lay.hands[Seat.S] == (0, 1, 2, 12, 13, 20, 21, 22)
    assert lay.hands[Seat.E] == (3, 4, 5, 14, 15, 23, 24, 25)
    assert lay.hands[Seat.N] == (6, 7, 8, 16, 17, 26, 27, 28)
    assert lay.hands[Seat.W] == (9, 10, 11, 18, 19, 29, 30, 31)
    assert lay.turned is None and lay.stock == ()
    m = Match(rules(CONTREE), seed=4, first_dealer=Seat.E)
    events = m.deal()
    assert events[0].turned is None
    assert [m.hand(s).bit_count() for s in Seat] == [8, 8, 8, 8]
    assert sum(m.hand(s) for s in Seat) == (1 << 32) - 1
    assert m.current_player == Seat.N


# --- the auction ---------------------------------------------------------------------------------
def test_opening_actions() -> None:
    a = _auction("")
    assert a.turn == Seat.S
    actions = a.legal_actions()
    assert actions[0] == Call.PASS
    assert Call.CONTRE not in actions and Call.SURCONTRE not in actions
    assert set(actions[1:]) == {Bid(v, Strain(s)) for v in BID_VALUES for s in range(4)}
    assert BID_VALUES == (80, 90, 100, 110, 120, 130, 140, 150, 160, 250)
    assert _refused(a, "contre") == "there is no bid to contre"


def test_three_passes_after_a_bid_end_the_auction() -> None:
    a = _auction("pass 80H pass pass")
    assert not a.is_over
    a.apply(Call.PASS)
    assert a.result.taker == Seat.E and a.result.strain == H
    assert a.result.contract == Contract(80, H, 1)


def test_passes_before_the_first_bid_do_not_count() -> None:
    a = _auction("pass pass pass 80S pass pass")  # W bids after three passes
    assert not a.is_over and a.turn == Seat.N
    a.apply(Call.PASS)
    assert a.result.taker == Seat.W


def test_four_passes_redeal_by_the_next_dealer() -> None:
    a = _auction("pass pass pass pass")
    assert a.result.is_passed_out
    m = Match(rules(CONTREE), seed=4, first_dealer=Seat.E)
    m.deal()
    events = bid(m, "pass pass pass pass")
    assert events_of(events, Redeal) == [Redeal(Seat.N)]
    assert m.phase == Phase.DEAL and m.dealer == Seat.N and m.totals == [0, 0]


def test_bids_must_rise() -> None:
    a = _auction("90H")
    assert _refused(a, "90S") == "must bid higher than 90H"
    assert _refused(a, "80C") == "must bid higher than 90H"
    a.apply(parse_action("100S"))
    assert all(b.value > 100 for b in a.legal_actions() if isinstance(b, Bid))
    a.apply(parse_action("capotD"))
    assert [x for x in a.legal_actions() if isinstance(x, Bid)] == []
    assert set(a.legal_actions()) == {Call.PASS, Call.CONTRE}  # W, against N's capot


def test_a_player_may_bid_over_a_partner() -> None:
    a = _auction("80H pass 90S pass pass pass")
    assert a.result.taker == Seat.N and a.result.contract == Contract(90, S, 1)


def test_contre_only_against_the_other_teams_best_bid() -> None:
    a = _auction("80H")
    assert Call.CONTRE in a.legal_actions()  # E, against S
    a.apply(Call.PASS)
    assert Call.CONTRE not in a.legal_actions()  # N, S's partner
    assert _refused(a, "contre") == "contre is said against the other team's bid"
    a.apply(parse_action("90H"))  # N over partner
    assert Call.CONTRE in a.legal_actions()  # W, against N
    assert _refused(a, "surcontre") == "surcontre answers a contre of the other team"


def test_after_contre_only_the_bidding_team_speaks_and_two_passes_end_it() -> None:
    a = _auction("80H contre")  # S bids, E contres
    assert a.turn == Seat.N and a.legal_actions() == [Call.PASS, Call.SURCONTRE]
    assert _refused(a, "90H") == "after a contre only surcontre or pass remains"
    a.apply(Call.PASS)
    assert a.turn == Seat.S  # W is skipped
    a.apply(Call.PASS)
    assert a.result.taker == Seat.S and a.result.contract == Contract(80, H, 2)


def test_contre_by_the_last_defender() -> None:
    a = _auction("80H pass pass contre")  # W contres after the partner passed
    assert a.turn == Seat.S
    a.apply(Call.PASS)
    assert a.turn == Seat.N
    a.apply(Call.PASS)
    assert a.result.contract == Contract(80, H, 2) and a.result.taker == Seat.S


@pytest.mark.parametrize("by", ["partner", "bidder"])
@pytest.mark.parametrize("multiplier", [3, 4])
def test_surcontre_ends_the_auction(by: str, multiplier: int) -> None:
    text = "80H contre surcontre" if by == "partner" else "80H contre pass surcontre"
    a = _auction(text, surcontre_multiplier=multiplier)
    assert a.result.taker == Seat.S and a.result.contract == Contract(80, H, multiplier)
    assert a.legal_actions() == []


def test_taker_may_raise_off_the_auction_ends_after_three_passes() -> None:
    a = _auction("80H pass pass pass")
    assert a.is_over


def test_taker_may_raise_on_the_bidder_gets_one_more_turn() -> None:
    a = _auction("80H pass pass pass", taker_may_raise=True)
    assert not a.is_over and a.turn == Seat.S
    actions = a.legal_actions()
    assert Call.CONTRE not in actions and Bid(90, H) in actions and Bid(80, S) not in actions
    a.apply(parse_action("90H"))  # a raise: the others speak again
    for _ in range(3):
        assert not a.is_over
        a.apply(Call.PASS)
    assert a.turn == Seat.S and not a.is_over
    a.apply(Call.PASS)  # stands
    assert a.result.contract == Contract(90, H, 1) and a.result.taker == Seat.S


def test_taker_may_raise_the_turn_goes_to_the_highest_bidder() -> None:
    a = _auction("80H 90S pass pass pass", taker_may_raise=True)
    assert not a.is_over and a.turn == Seat.E
    a.apply(Call.PASS)
    assert a.result.taker == Seat.E and a.result.contract == Contract(90, S, 1)


def test_taker_may_raise_still_allows_contre() -> None:
    a = _auction("80H pass pass contre pass pass", taker_may_raise=True)
    assert a.result.contract == Contract(80, H, 2)


def test_no_trump_bids_option() -> None:
    a = _auction("")
    assert _refused(a, "80NT") == "no trump and all trump bids are not played at this table"
    assert _refused(a, "80AT") == "no trump and all trump bids are not played at this table"
    a = _auction("", no_trump_bids=True)
    bids = [b for b in a.legal_actions() if isinstance(b, Bid)]
    assert len(bids) == len(BID_VALUES) * 6
    a = _auction("80NT pass 90AT pass pass pass", no_trump_bids=True)
    assert a.result.taker == Seat.N and a.result.strain == AT


def test_action_notation() -> None:
    for text in ("pass", "contre", "surcontre", "80H", "110S", "160C", "capotD", "100NT", "capotAT"):
        assert format_action(parse_action(text)) == text
    assert parse_action("capotD") == Bid(250, Strain.DIAMONDS)
    for bad in ("85H", "80X", "170S", "hello"):
        with pytest.raises(ValueError):
            parse_action(bad)


def test_classic_actions_are_refused_in_contree() -> None:
    a = _auction("")
    assert _refused(a, "take") == "not a Contrée auction action"
    assert _refused(a, "H") == "not a Contrée auction action"


def test_contree_rule_set_defaults_and_checks() -> None:
    r = RuleSet.default(CONTREE)
    assert (r.target, r.surcontre_multiplier, r.declarations, r.no_trump_bids, r.must_beat_defence, r.taker_may_raise) == (
        701, 4, False, False, False, False)
    with pytest.raises(RulesError, match="3 or 4"):
        r.with_options({"surcontre_multiplier": 2})
    with pytest.raises(RulesError, match="for Classic"):
        r.with_options({"dealer_must_choose": True})


# --- scoring (arithmetic) ------------------------------------------------------------------------------
def _count(takers: int, tricks: int = 5, decl: tuple[int, int] = (0, 0), belote: tuple[int, int] = (0, 0)) -> DealCount:
    """N-S (the takers in these tests) take ``takers`` card points in ``tricks`` tricks."""
    return DealCount((takers, 162 - takers), (tricks, 8 - tricks), decl, belote)


def _score(count: DealCount, value: int, strain: Strain = H, mult: int = 1, **options: object):  # type: ignore[no-untyped-def]
    return score_contree(count, Team.NS, Contract(value, strain, mult), rules(CONTREE, **options))


def test_made_no_contre_takers_score_bid_plus_points() -> None:
    s = _score(_count(100), 90)
    assert (s.result, s.points, s.score) == (DealResult.MADE, (100, 62), (190, 62))
    assert s.reserve_added == 0 and s.winner == Team.NS


def test_reaching_the_bid_exactly_is_enough() -> None:
    assert _score(_count(90), 90).result == DealResult.MADE
    assert _score(_count(89), 90).result == DealResult.DOWN


def test_no_litige_in_contree_81_81_is_made() -> None:
    s = _score(_count(81), 80)
    assert (s.result, s.score) == (DealResult.MADE, (161, 81))


def test_down_no_contre_defenders_score_162_plus_bid() -> None:
    s = _score(_count(70), 80)
    assert (s.result, s.score) == (DealResult.DOWN, (0, 242))
    assert s.winner == Team.EW


def test_down_takers_keep_their_belote_defenders_theirs() -> None:
    s = _score(_count(50, belote=(20, 0)), 80)
    assert s.score == (20, 242)
    s = _score(_count(50, belote=(0, 20)), 80)
    assert s.score == (0, 262)


def test_declarations_and_belote_count_toward_the_bid() -> None:
    assert _score(_count(60, decl=(20, 0)), 80).result == DealResult.MADE
    assert _score(_count(60, belote=(20, 0)), 80).result == DealResult.MADE
    assert _score(_count(59, decl=(20, 0)), 80).result == DealResult.DOWN
    s = _score(_count(60, decl=(20, 0), belote=(20, 0)), 100)
    assert (s.result, s.score) == (DealResult.MADE, (200, 102))


def test_down_all_declarations_go_to_the_defenders() -> None:
    s = _score(_count(50, decl=(50, 0)), 110)
    assert (s.result, s.score) == (DealResult.DOWN, (0, 162 + 110 + 50))


@pytest.mark.parametrize(("mult", "options"), [(2, {}), (4, {}), (3, {"surcontre_multiplier": 3})])
def test_contred_made_takers_take_162_plus_bid_times_multiplier(mult: int, options: dict) -> None:
    s = _score(_count(100, belote=(0, 20)), 90, mult=mult, **options)
    assert s.result == DealResult.MADE
    assert s.score == (162 + 90 * mult, 20)  # the defenders keep only their belote


@pytest.mark.parametrize("mult", [2, 3, 4])
def test_contred_down_defenders_take_162_plus_bid_times_multiplier(mult: int) -> None:
    s = _score(_count(70, belote=(20, 0)), 100, mult=mult)
    assert s.result == DealResult.DOWN
    assert s.score == (20, 162 + 100 * mult)


def test_capot_bid_needs_all_eight_tricks() -> None:
    made = _score(DealCount((162, 0), (8, 0), (0, 0), (20, 0)), 250)
    assert (made.result, made.points, made.score) == (DealResult.CAPOT, (272, 0), (250 + 272, 0))
    failed = _score(_count(150, tricks=7), 250)
    assert (failed.result, failed.score) == (DealResult.DOWN, (0, 162 + 250))
    contred = _score(DealCount((162, 0), (8, 0), (0, 0), (0, 0)), 250, mult=2)
    assert contred.score == (252 + 500, 0)
    contred_down = _score(_count(150, tricks=7), 250, mult=2)
    assert contred_down.score == (0, 162 + 500)


def test_unbid_capot_counts_252() -> None:
    s = _score(DealCount((162, 0), (8, 0), (0, 0), (0, 0)), 80)
    assert (s.result, s.points, s.score) == (DealResult.CAPOT, (252, 0), (80 + 252, 0))
    # A capot by the defenders against a contract: down, 252 + the bid.
    s = _score(DealCount((0, 162), (0, 8), (0, 0), (0, 0)), 80)
    assert (s.result, s.score) == (DealResult.DOWN, (0, 252 + 80))


def test_must_beat_defence() -> None:
    # 80 bid, 81-81: reached, but not more than the defenders.
    assert _score(_count(81), 80).result == DealResult.MADE
    assert _score(_count(81), 80, must_beat_defence=True).result == DealResult.DOWN
    assert _score(_count(82), 80, must_beat_defence=True).result == DealResult.MADE
    # The defenders' declarations count against the takers.
    assert _score(_count(100, decl=(0, 50)), 80, must_beat_defence=True).result == DealResult.DOWN
    assert _score(_count(100, decl=(0, 50)), 80).result == DealResult.MADE
    # A capot bid is decided by the tricks alone.
    assert contract_made(DealCount((162, 0), (8, 0), (0, 0), (0, 0)), Team.NS, Contract(250, H),
                         rules(CONTREE, must_beat_defence=True))


@pytest.mark.parametrize("strain", [NT, AT])
def test_no_trump_and_all_trump_contracts_score_like_suits(strain: Strain) -> None:
    s = _score(_count(100), 90, strain)
    assert s.score == (190, 62)


# --- played deals --------------------------------------------------------------------------------
def _played(hands: dict, auction: str, **options: object) -> Match:
    m = match_with(CONTREE, "W", hands, **options)
    events = bid(m, auction)
    assert events_of(events, AuctionEnded) and m.phase == Phase.PLAY
    play_lowest(m)
    return m


def test_played_contract_made() -> None:
    m = _played(MADE_BY_NS, "100S pass pass pass")
    s = m.deals[0].score
    assert (s.result, s.points, s.score) == (DealResult.MADE, (127, 35), (227, 35))
    assert m.totals == [227, 35]


def test_played_contract_down() -> None:
    m = _played(MADE_BY_NS, "130S pass pass pass")
    s = m.deals[0].score
    assert (s.result, s.score) == (DealResult.DOWN, (0, 162 + 130))


def test_played_contract_made_contred_and_surcontred() -> None:
    m = _played(MADE_BY_NS, "100S contre pass pass")
    assert m.deals[0].score.score == (162 + 200, 0)
    m = _played(MADE_BY_NS, "100S contre surcontre")
    assert m.deals[0].score.score == (162 + 400, 0)
    m = _played(MADE_BY_NS, "100S contre surcontre", surcontre_multiplier=3)
    assert m.deals[0].score.score == (162 + 300, 0)


def test_played_capot_bid_made_and_failed() -> None:
    m = _played(CAPOT_BY_S, "capotH pass pass pass")
    s = m.deals[0].score
    assert (s.result, s.score) == (DealResult.CAPOT, (250 + 252 + 20, 0))
    m = _played(CAPOT_BY_S, "capotH contre pass pass")
    assert m.deals[0].score.score == (252 + 500 + 20, 0)
    m = _played(MADE_BY_NS, "capotS pass pass pass")
    assert m.deals[0].play.tricks_won == [6, 2]
    assert m.deals[0].score.score == (0, 162 + 250)


def test_played_unbid_capot() -> None:
    m = _played(CAPOT_BY_S, "80H pass pass pass")
    assert m.deals[0].score.score == (80 + 252 + 20, 0)


def test_played_must_beat_defence_changes_nothing_when_ahead() -> None:
    m = _played(MADE_BY_NS, "100S pass pass pass", must_beat_defence=True)
    assert m.deals[0].score.result == DealResult.MADE


def test_played_declarations_in_contree() -> None:
    # S's 9H-TH-JH-QH-KH-AH is a hundred, besides the belote: both count for N-S.
    m = _played(CAPOT_BY_S, "160H pass pass pass", declarations=True)
    deal = m.deals[0]
    assert deal.declaration_team == Team.NS
    assert [(d.seat, d.kind.value) for d in deal.declarations if d.seat.team == Team.NS] == [(Seat.S, "hundred")]
    decl = sum(d.points for d in deal.declarations if d.seat.team == Team.NS)
    assert decl == 100
    assert deal.score.score == (160 + 252 + 100 + 20, 0)


def test_contree_match_end_on_target() -> None:
    m = match_with(CONTREE, "W", MADE_BY_NS, target=0)
    bid(m, "100S pass pass pass")
    events = play_lowest(m)
    assert events_of(events, MatchOver) == [MatchOver(Team.NS, (227, 35))]
    assert events_of(events, DealScored)[0].reserve_paid == (0, 0)
    m = match_with(CONTREE, "W", MADE_BY_NS)
    m.totals = [500, 690]
    bid(m, "100S pass pass pass")
    events = play_lowest(m)
    assert m.totals == [727, 725] and events_of(events, MatchOver) == [MatchOver(Team.NS, (727, 725))]
