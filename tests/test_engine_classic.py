"""docs/RULES.md 3, Classic Belote: the deal (3-2, turned card, completion), the two auction rounds and
the redeal, ``dealer_must_choose``, scoring (made, down, litige and its reserve, capot), the
match's end and ``target``, and the dealer's rotation."""

from __future__ import annotations

import pytest

from belote_desktop.engine.auctions import Call, ClassicAuction, NameTrump, parse_action
from belote_desktop.engine.cards import Seat, Suit, Team
from belote_desktop.engine.contract import Strain
from belote_desktop.engine.dealing import DealLayout, LayoutError
from belote_desktop.engine.events import AuctionEnded, BidMade, Completed, Dealt, DealScored, MatchOver, Redeal
from belote_desktop.engine.play import IllegalActionError
from belote_desktop.engine.rules import RuleSet, RulesError, Variant
from belote_desktop.engine.scoring import DealCount, DealResult, score_classic
from belote_desktop.engine.state import Match, Phase
from tests.engine_helpers import bid, card, cards, events_of, layout, match_with, play_lowest, rules

CLASSIC = Variant.CLASSIC
DECK = list(range(32))  # 7S 8S ... AS 7H ... AC, top card first

# Dealer W, first hand S; S takes the turned 7S (spades); the play (lowest card each turn) makes
# it 127 to 35 in five tricks to three.
MADE_BY_S = {
    "S": "8H 7C KH AD 7D 7S 9C 9S",
    "E": "9H JC 8S TC KS KC JD AC",
    "N": "QS TS KD AS QC TD TH JS",
    "W": "QD QH JH 7H 8C 8D 9D AH",
}
# Dealer W, first hand S; S takes the turned QH (hearts) and takes every trick with the belote.
CAPOT_BY_S = {
    "S": "JH 9H AH TH KH QH AS AD",
    "E": "7H 8H 7S 8S 7D 8D 7C 8C",
    "N": "TS KS QS TD KD QD AC TC",
    "W": "9S JS 9D JD 9C JC QC KC",
}
# Dealer W, first hand S; S takes the turned KS (spades): the play (lowest card each turn) ends
# 81 to 81, a litige.
LITIGE_BY_S = {
    "S": "JC TS 8C TH AH KS QH 7D",
    "E": "7H 9S 7S QD 8H 9D KD AD",
    "N": "JS JH KC KH AS TC 7C AC",
    "W": "TD 9C 8S QC 9H 8D QS JD",
}


# --- the deal ----------------------------------------------------------------------------------
def test_classic_deals_3_then_2_from_first_hand_then_turns_a_card() -> None:
    lay = DealLayout.from_deck(CLASSIC, Seat.W, DECK)
    # First hand S gets cards 0-2, E 3-5, N 6-8, W 9-11, then two each: S 12-13, ...
    assert lay.first_hand == Seat.S
    assert lay.hands[Seat.S] == (0, 1, 2, 12, 13)
    assert lay.hands[Seat.E] == (3, 4, 5, 14, 15)
    assert lay.hands[Seat.N] == (6, 7, 8, 16, 17)
    assert lay.hands[Seat.W] == (9, 10, 11, 18, 19)
    assert lay.turned == 20
    assert lay.stock == tuple(range(21, 32))


@pytest.mark.parametrize("taker", list(Seat))
def test_completion_taker_gets_turned_and_2_others_3(taker: Seat) -> None:
    lay = DealLayout.from_deck(CLASSIC, Seat.W, DECK)
    extra = lay.completion(taker)
    for s in Seat:
        if s == taker:
            assert extra[s][0] == lay.turned and len(extra[s]) == 3
        else:
            assert len(extra[s]) == 3 and lay.turned not in extra[s]
    everything = [c for s in Seat for c in lay.hands[s] + extra[s]]
    assert sorted(everything) == DECK
    # The stock goes out from first hand on (S, E, N, W), the taker's share one card short.
    expected, pos = {}, 21
    for s in (Seat.S, Seat.E, Seat.N, Seat.W):
        n = 2 if s == taker else 3
        expected[s] = ((20,) if s == taker else ()) + tuple(range(pos, pos + n))
        pos += n
    assert {s: extra[s] for s in Seat} == expected


def test_completion_example() -> None:
    extra = DealLayout.from_deck(CLASSIC, Seat.W, DECK).completion(Seat.E)
    assert extra == [(21, 22, 23), (20, 24, 25), (26, 27, 28), (29, 30, 31)]


def test_match_deal_and_completion_events() -> None:
    m = Match(rules(CLASSIC), seed=5, first_dealer=Seat.N)
    events = m.deal()
    assert events == [Dealt(1, Seat.N, m.deals[0].layout.turned)]
    assert m.phase == Phase.AUCTION and m.current_player == Seat.W
    turned = m.deals[0].layout.turned
    assert [m.hand(s).bit_count() for s in Seat] == [5, 5, 5, 5]
    assert not any(m.hand(s) >> turned & 1 for s in Seat)
    events = m.apply(Call.TAKE)  # W takes
    assert events_of(events, Completed) == [Completed(Seat.W, turned, recipient=Seat.W)]  # the taker got the turned card
    assert events_of(events, AuctionEnded)[0].result.strain == Strain.of_suit(turned >> 3)
    assert [m.hand(s).bit_count() for s in Seat] == [8, 8, 8, 8]
    assert m.hand(Seat.W) >> turned & 1
    assert sum(m.hand(s) for s in Seat) == (1 << 32) - 1  # disjoint and complete
    assert m.phase == Phase.PLAY and m.current_player == Seat.W  # first hand leads


def test_first_hand_leads_even_when_another_seat_takes() -> None:
    m = match_with(CLASSIC, "W", MADE_BY_S, turned="7S")
    bid(m, "pass pass pass pass pass pass C")  # round 2: N names clubs
    assert m.deals[0].auction.result.taker == Seat.N
    assert m.phase == Phase.PLAY and m.current_player == Seat.S


def test_layout_from_completed_hands_round_trips() -> None:
    lay = DealLayout.from_deck(CLASSIC, Seat.E, DECK)
    for taker in Seat:
        extra = lay.completion(taker)
        hands = [lay.hands[s] + extra[s] for s in Seat]
        again = DealLayout.from_hands(CLASSIC, Seat.E, hands, lay.turned)
        assert again.hands == lay.hands
        assert again.completion(taker) == extra


def test_layout_errors() -> None:
    with pytest.raises(LayoutError, match="appears twice"):
        layout(CLASSIC, "W", {**MADE_BY_S, "E": MADE_BY_S["E"].replace("9H", "8H")}, turned="7S")
    five = [cards("7S 8S 9S TS JS"), cards("QS KS AS 7H 8H"), cards("9H TH JH QH KH"), cards("AH 7D 8D 9D TD")]
    with pytest.raises(LayoutError, match="needs its turned card"):
        DealLayout.from_hands(CLASSIC, Seat.W, five, None)
    with pytest.raises(LayoutError, match="not 11"):
        DealLayout.from_hands(CLASSIC, Seat.W, five, card("JD"), cards("QD KD"))
    with pytest.raises(LayoutError, match="5 each"):
        DealLayout.from_hands(CLASSIC, Seat.W, five, card("TD"))
    with pytest.raises(LayoutError, match="8 cards each"):
        # W holds 7 cards, the eighth is turned but in nobody's hand
        layout(CLASSIC, "W", {**MADE_BY_S, "W": MADE_BY_S["W"].replace(" AH", "")}, turned="AH")
    with pytest.raises(LayoutError, match="not 8"):
        DealLayout.from_hands(Variant.CONTREE, Seat.W, [cards("7S"), cards("8S"), cards("9S"), cards("TS")], None)
    with pytest.raises(LayoutError, match="no turned card"):
        layout(Variant.CONTREE, "W", MADE_BY_S, turned="7S")


def test_a_deal_without_its_stock_can_only_be_passed_out() -> None:
    # Five cards each and the turned card, no stock (how a passed-out deal is recorded): taking
    # or naming a trump would leave the hands short, so only passes are accepted.
    five = {"S": "7S 8S 9S TS JS", "E": "QS KS AS 7H 8H", "N": "9H TH JH QH KH", "W": "AH 7D 8D 9D TD"}
    m = match_with(CLASSIC, "W", five, turned="JD")
    with pytest.raises(IllegalActionError, match="the cards that complete the hands are not known"):
        m.apply(Call.TAKE)
    with pytest.raises(IllegalActionError, match="in round 1 a player may only take"):
        m.apply(NameTrump(Suit.HEARTS))  # a wrong action keeps its own reason
    bid(m, "pass pass pass pass")
    with pytest.raises(IllegalActionError, match="the cards that complete the hands are not known"):
        m.apply(NameTrump(Suit.HEARTS))
    events = bid(m, "pass pass pass pass")
    assert events_of(events, Redeal) == [Redeal(Seat.S)]


def test_deal_by_the_wrong_dealer_is_refused() -> None:
    m = Match(rules(CLASSIC), seed=1, first_dealer=Seat.S)
    with pytest.raises(IllegalActionError, match="S's deal, not W's"):
        m.deal(layout(CLASSIC, "W", MADE_BY_S, turned="7S"))


# --- the auction ---------------------------------------------------------------------------------
def test_round_1_take_or_pass_from_first_hand() -> None:
    a = ClassicAuction(rules(CLASSIC), Seat.S, card("9D"))
    assert a.turn == Seat.E
    assert a.legal_actions() == [Call.TAKE, Call.PASS]
    with pytest.raises(IllegalActionError, match="in round 1 a player may only take the turned card or pass"):
        a.apply(NameTrump(Suit.HEARTS))
    a.apply(Call.PASS)
    a.apply(Call.PASS)
    assert a.turn == Seat.W
    a.apply(Call.TAKE)
    assert a.result.taker == Seat.W and a.result.strain == Strain.DIAMONDS and a.result.took_turned
    assert a.legal_actions() == []
    with pytest.raises(IllegalActionError, match="the auction is over"):
        a.apply(Call.PASS)


def test_round_2_names_another_suit() -> None:
    a = ClassicAuction(rules(CLASSIC), Seat.S, card("9D"))
    for _ in range(4):
        a.apply(Call.PASS)
    assert a.round == 2 and a.turn == Seat.E
    assert a.legal_actions() == [NameTrump(Suit.SPADES), NameTrump(Suit.HEARTS), NameTrump(Suit.CLUBS), Call.PASS]
    with pytest.raises(IllegalActionError, match="diamonds were turned in round 1; name another suit"):
        a.apply(NameTrump(Suit.DIAMONDS))
    with pytest.raises(IllegalActionError, match="only be taken in round 1"):
        a.apply(Call.TAKE)
    a.apply(Call.PASS)
    a.apply(NameTrump(Suit.CLUBS))
    assert a.result.taker == Seat.N and a.result.strain == Strain.CLUBS and not a.result.took_turned


def test_round_2_taker_also_gets_the_turned_card() -> None:
    m = match_with(CLASSIC, "W", MADE_BY_S, turned="7S")
    events = bid(m, "pass pass pass pass H")
    assert events_of(events, Completed) == [Completed(Seat.S, card("7S"), recipient=Seat.S)]
    assert m.strain == Strain.HEARTS
    assert m.hand(Seat.S) >> card("7S") & 1


def test_eight_passes_redeal_by_the_next_dealer() -> None:
    m = Match(rules(CLASSIC), seed=3, first_dealer=Seat.E)
    m.deal()
    events = bid(m, " ".join(["pass"] * 8))
    assert events_of(events, Redeal) == [Redeal(Seat.N)]
    assert events_of(events, AuctionEnded)[0].result.is_passed_out
    assert m.phase == Phase.DEAL and m.dealer == Seat.N
    assert m.deals[0].is_finished and m.deals[0].score is None
    assert m.totals == [0, 0]
    events = m.deal()
    assert events[0].dealer == Seat.N and events[0].number == 2
    assert m.current_player == Seat.W


def test_dealer_must_choose_in_round_2() -> None:
    m = Match(rules(CLASSIC, dealer_must_choose=True), seed=3, first_dealer=Seat.E)
    m.deal()
    bid(m, " ".join(["pass"] * 7))
    assert m.current_player == Seat.E
    actions = m.legal_actions()
    assert Call.PASS not in actions and len(actions) == 3
    with pytest.raises(IllegalActionError, match="the dealer must choose a trump in round 2"):
        m.apply(Call.PASS)
    # The dealer may still pass in round 1, and the others in round 2.
    m2 = Match(rules(CLASSIC, dealer_must_choose=True), seed=3, first_dealer=Seat.E)
    m2.deal()
    bid(m2, "pass pass pass")
    assert Call.PASS in m2.legal_actions()
    m.apply(actions[0])
    assert m.phase == Phase.PLAY and m.deals[0].auction.result.taker == Seat.E


def test_dealer_may_pass_without_the_option() -> None:
    m = Match(rules(CLASSIC), seed=3, first_dealer=Seat.E)
    m.deal()
    bid(m, " ".join(["pass"] * 7))
    assert Call.PASS in m.legal_actions()


def test_classic_rule_set_defaults() -> None:
    r = RuleSet.default(CLASSIC)
    assert r.options() == {
        "declarations": False, "partner_exemption": True, "must_undertrump": False, "dealer_must_choose": False,
        "target": 1000, "no_trump_bids": False, "must_beat_defence": False, "surcontre_multiplier": 4,
        "taker_may_raise": False, "table": "four", "under_14": False, "random_pairs": False,
        "reduced_combinations": False,
    }
    changed = r.with_options({"target": 501, "must_undertrump": True})
    assert changed.changed_options() == {"target": 501, "must_undertrump": True}
    assert RuleSet.from_record("classic", changed.changed_options()) == changed
    with pytest.raises(RulesError, match="for Romanian"):
        RuleSet.from_record("classic", {"table": "three"})
    with pytest.raises(RulesError, match="positive"):
        r.with_options({"target": -1})


def test_contree_only_options_are_refused_for_classic() -> None:
    for name in ("no_trump_bids", "must_beat_defence", "taker_may_raise"):
        with pytest.raises(RulesError, match="for Contrée"):
            RuleSet.default(CLASSIC).with_options({name: True})
    with pytest.raises(RulesError, match="unknown rule option"):
        RuleSet.default(CLASSIC).with_options({"capot_bonus": 90})
    with pytest.raises(RulesError, match="must be bool"):
        RuleSet.default(CLASSIC).with_options({"declarations": 1})


def test_auction_actions_are_not_cards_and_vice_versa() -> None:
    m = match_with(CLASSIC, "W", MADE_BY_S, turned="7S")
    with pytest.raises(IllegalActionError, match="the auction is not over"):
        m.apply(card("AS"))
    bid(m, "take")
    with pytest.raises(IllegalActionError, match="a card must be played"):
        m.apply(Call.PASS)
    assert parse_action("take") == Call.TAKE and parse_action("h") == NameTrump(Suit.HEARTS)


def test_contree_actions_are_refused_in_classic() -> None:
    m = match_with(CLASSIC, "W", MADE_BY_S, turned="7S")
    for text in ("80H", "contre", "surcontre"):
        with pytest.raises(IllegalActionError, match="not a Classic Belote auction action"):
            m.apply(parse_action(text))
    assert m.current_player == Seat.S and m.deals[0].auction.history == []


# --- scoring (the arithmetic) ---------------------------------------------------------------------
def _count(cards_ns: int, tricks_ns: int = 4, decl: tuple[int, int] = (0, 0), belote: tuple[int, int] = (0, 0)) -> DealCount:
    return DealCount((cards_ns, 162 - cards_ns), (tricks_ns, 8 - tricks_ns), decl, belote)


def test_made_each_team_scores_what_it_counted() -> None:
    s = score_classic(_count(100), Team.NS)
    assert (s.result, s.points, s.score, s.reserve_added) == (DealResult.MADE, (100, 62), (100, 62), 0)
    assert s.winner == Team.NS


def test_takers_must_score_strictly_more() -> None:
    s = score_classic(_count(82), Team.NS)
    assert s.result == DealResult.MADE
    s = score_classic(_count(80), Team.NS)
    assert (s.result, s.score) == (DealResult.DOWN, (0, 162))
    assert s.winner == Team.EW


def test_declarations_and_belote_count_toward_making_it() -> None:
    # 72 + 20 belote = 92 > 90: made.
    s = score_classic(_count(72, belote=(20, 0)), Team.NS)
    assert (s.result, s.score) == (DealResult.MADE, (92, 90))
    # 71 + 20 = 91 = 91: litige.
    assert score_classic(_count(71, belote=(20, 0)), Team.NS).result == DealResult.LITIGE
    # 60 + a fifty = 110 > 102: made.
    s = score_classic(_count(60, decl=(50, 0)), Team.NS)
    assert (s.result, s.score) == (DealResult.MADE, (110, 102))
    # 100 cards but the defenders' hundred: 100 < 162: down.
    s = score_classic(_count(100, decl=(0, 100)), Team.NS)
    assert (s.result, s.score) == (DealResult.DOWN, (0, 262))


def test_down_defenders_take_162_and_every_declaration_belote_stays() -> None:
    # E-W take; N-S hold the belote; E-W's tierce scored but they are down.
    s = score_classic(_count(100, decl=(0, 20), belote=(20, 0)), Team.EW)
    assert s.result == DealResult.DOWN
    assert s.score == (162 + 20 + 20, 0)
    # The takers' belote stays with them.
    s = score_classic(_count(130, belote=(0, 20)), Team.EW)
    assert s.score == (162, 20)


def test_litige_keeps_the_takers_belote_with_them() -> None:
    # 71 + 20 belote = 91 against 91: the takers keep their belote, 71 waits in reserve.
    s = score_classic(_count(71, belote=(20, 0)), Team.NS)
    assert (s.result, s.score, s.reserve_added) == (DealResult.LITIGE, (20, 91), 71)


def test_litige_defenders_score_takers_points_go_to_reserve() -> None:
    s = score_classic(_count(81), Team.NS)
    assert (s.result, s.score, s.reserve_added) == (DealResult.LITIGE, (0, 81), 81)
    assert s.winner is None
    s = score_classic(_count(71, decl=(0, 20), belote=(20, 0)), Team.EW)
    # E-W: 91 + 20 = 111; N-S: 71 + 20 = 91... not equal: made by E-W.
    assert s.result == DealResult.MADE
    s = score_classic(_count(91, decl=(0, 20)), Team.EW)  # 91 vs 71 + 20 = 91
    assert (s.result, s.score, s.reserve_added) == (DealResult.LITIGE, (91, 0), 91)


def test_capot_by_takers_252_defenders_keep_only_their_belote() -> None:
    s = score_classic(DealCount((162, 0), (8, 0), (50, 0), (0, 20)), Team.NS)
    assert s.result == DealResult.CAPOT
    assert s.points == (252 + 50, 20)
    assert s.score == (302, 20)
    assert s.winner == Team.NS


def test_capot_by_defenders_252_and_every_declaration() -> None:
    s = score_classic(DealCount((0, 162), (0, 8), (20, 0), (20, 0)), Team.NS)
    assert s.result == DealResult.DOWN
    assert s.score == (20, 252 + 20)
    assert s.winner == Team.EW


# --- scoring (played deals) ------------------------------------------------------------------------
def test_played_deal_made() -> None:
    m = match_with(CLASSIC, "W", MADE_BY_S, turned="7S")
    bid(m, "take")
    events = play_lowest(m)
    deal = m.deals[0]
    assert deal.score.result == DealResult.MADE
    assert deal.score.score == tuple(deal.play.points) == (127, 35)
    assert sum(deal.score.score) == 162
    assert events_of(events, DealScored)[0].totals == deal.score.score
    assert m.totals == list(deal.score.score)


def test_played_deal_capot_by_takers() -> None:
    m = match_with(CLASSIC, "W", CAPOT_BY_S, turned="QH")
    bid(m, "take")
    play_lowest(m)
    s = m.deals[0].score
    assert m.deals[0].play.tricks_won == [8, 0]
    assert (s.result, s.score) == (DealResult.CAPOT, (252 + 20, 0))


def test_played_deal_down_and_capot_by_defenders() -> None:
    # E takes the turned QH holding only 7s, 8s and K-Q of hearts.
    hands = {"S": "TS AS 9H TH JH AH TD AD", "E": "QH KH 7S 8S 7D 8D 7C 8C",
             "N": "KS 7H 8H KD TC QC KC AC", "W": "9S JS QS 9D JD QD 9C JC"}
    m = match_with(CLASSIC, "W", hands, turned="QH")
    bid(m, "pass take")
    play_lowest(m)
    s = m.deals[0].score
    assert (s.result, s.score) == (DealResult.DOWN, (252, 20))


def _litige_match(**options: object) -> Match:
    m = match_with(CLASSIC, "W", LITIGE_BY_S, turned="KS", **options)
    bid(m, "take")
    play_lowest(m)
    return m


def test_played_litige_puts_takers_points_in_reserve() -> None:
    m = _litige_match()
    s = m.deals[0].score
    assert s.result == DealResult.LITIGE and s.points == (81, 81)
    assert m.totals == [0, 81] and m.reserve == 81
    assert m.phase == Phase.DEAL and m.dealer == Seat.S


def test_reserve_goes_to_the_winner_of_the_next_deal_after_a_redeal() -> None:
    m = _litige_match()
    # Deal 2 (dealer S) is passed out: the reserve waits.
    m.deal(DealLayout.from_deck(CLASSIC, Seat.S, DECK))
    events = bid(m, " ".join(["pass"] * 8))
    assert events_of(events, Redeal) == [Redeal(Seat.E)]
    assert m.reserve == 81 and m.totals == [0, 81]
    # Deal 3 (dealer E, first hand N): S takes and makes a capot; N-S collect the 81.
    m.deal(layout(CLASSIC, "E", CAPOT_BY_S, turned="QH"))
    bid(m, "pass pass take")
    events = play_lowest(m)
    scored = events_of(events, DealScored)[0]
    assert scored.score.result == DealResult.CAPOT
    assert scored.reserve_paid == (81, 0)
    assert scored.totals == (272 + 81, 81)
    assert m.reserve == 0 and m.deals[-1].reserve_paid == (81, 0)


def test_reserve_goes_to_the_defenders_when_the_next_takers_are_down() -> None:
    m = _litige_match()
    # Deal 2, dealer S, first hand E: E takes the QH with nothing; N-S win the deal.
    hands = {"S": "TS AS 9H TH JH AH TD AD", "E": "QH KH 7S 8S 7D 8D 7C 8C",
             "N": "KS 7H 8H KD TC QC KC AC", "W": "9S JS QS 9D JD QD 9C JC"}
    m.deal(layout(CLASSIC, "S", hands, turned="QH"))
    bid(m, "take")
    events = play_lowest(m)
    scored = events_of(events, DealScored)[0]
    assert scored.score.result == DealResult.DOWN and scored.score.winner == Team.NS
    assert scored.reserve_paid == (81, 0)
    assert m.totals == [scored.score.score[0] + 81, 81 + scored.score.score[1]]


def test_a_second_litige_adds_to_the_reserve() -> None:
    m = _litige_match()
    # The same deal one seat on (dealer S, first hand E holds S's cards and takes): the same play,
    # a litige again, E-W's 81 join the reserve and N-S score their 81.
    rotated = {"E": LITIGE_BY_S["S"], "N": LITIGE_BY_S["E"], "W": LITIGE_BY_S["N"], "S": LITIGE_BY_S["W"]}
    m.deal(layout(CLASSIC, "S", rotated, turned="KS"))
    bid(m, "take")
    events = play_lowest(m)
    scored = events_of(events, DealScored)[0]
    assert scored.score.result == DealResult.LITIGE and scored.reserve_paid == (0, 0)
    assert m.reserve == 162 and m.totals == [81, 81]


# --- the match -------------------------------------------------------------------------------------
def test_single_deal_target_ends_after_one_played_deal() -> None:
    m = match_with(CLASSIC, "W", MADE_BY_S, turned="7S", target=0)
    bid(m, "take")
    events = play_lowest(m)
    over = events_of(events, MatchOver)
    assert m.phase == Phase.OVER and over == [MatchOver(Team.NS, tuple(m.totals))]
    assert m.winner == Team.NS
    with pytest.raises(IllegalActionError, match="the match is over"):
        m.apply(Call.PASS)
    with pytest.raises(IllegalActionError, match="over phase"):
        m.deal()
    assert m.legal_actions() == [] and m.current_player is None


def test_single_deal_target_a_tie_plays_on() -> None:
    m = match_with(CLASSIC, "W", MADE_BY_S, turned="7S", target=0)
    m.totals = [0, 92]  # the deal adds 127 to 35: 127 all
    bid(m, "take")
    events = play_lowest(m)
    assert m.totals == [127, 127]
    assert events_of(events, MatchOver) == [] and m.phase == Phase.DEAL
    m.deal(layout(CLASSIC, "S", CAPOT_BY_S, turned="QH"))
    bid(m, "pass pass pass take")
    events = play_lowest(m)
    assert events_of(events, MatchOver) == [MatchOver(Team.NS, (127 + 272, 127))]


def test_single_deal_target_a_redeal_does_not_end_it() -> None:
    m = Match(rules(CLASSIC, target=0), seed=2, first_dealer=Seat.S)
    m.deal()
    bid(m, " ".join(["pass"] * 8))
    assert m.phase == Phase.DEAL and m.winner is None


def _score_of(hands: dict, dealer: str, turned: str, auction: str) -> tuple[int, int]:
    m = match_with(CLASSIC, dealer, hands, turned=turned)
    bid(m, auction)
    play_lowest(m)
    return m.deals[0].score.score


@pytest.mark.parametrize("target", [501, 1000, 2000, 5000])
def test_match_ends_when_a_team_reaches_the_target(target: int) -> None:
    gain = _score_of(MADE_BY_S, "W", "7S", "take")
    m = match_with(CLASSIC, "W", MADE_BY_S, turned="7S", target=target)
    m.totals = [target - gain[0], target - gain[1] - 1]  # N-S reach it exactly, E-W fall 1 short
    bid(m, "take")
    events = play_lowest(m)
    assert m.totals == [target, target - 1]
    assert events_of(events, MatchOver) == [MatchOver(Team.NS, (target, target - 1))]


def test_match_goes_on_below_the_target() -> None:
    gain = _score_of(MADE_BY_S, "W", "7S", "take")
    m = match_with(CLASSIC, "W", MADE_BY_S, turned="7S", target=501)
    m.totals = [500 - gain[0], 0]
    bid(m, "take")
    events = play_lowest(m)
    assert events_of(events, MatchOver) == [] and m.phase == Phase.DEAL and m.totals[0] == 500


def test_higher_total_wins_even_if_the_other_team_reached_the_target_too() -> None:
    gain = _score_of(MADE_BY_S, "W", "7S", "take")
    m = match_with(CLASSIC, "W", MADE_BY_S, turned="7S", target=501)
    m.totals = [501 - gain[0], 600 - gain[1]]
    bid(m, "take")
    events = play_lowest(m)
    assert events_of(events, MatchOver) == [MatchOver(Team.EW, (501, 600))]


def test_a_tie_over_the_target_plays_another_deal() -> None:
    gain = _score_of(MADE_BY_S, "W", "7S", "take")
    m = match_with(CLASSIC, "W", MADE_BY_S, turned="7S", target=1000)
    m.totals = [1010 - gain[0], 1010 - gain[1]]
    bid(m, "take")
    events = play_lowest(m)
    assert m.totals == [1010, 1010]
    assert events_of(events, MatchOver) == [] and m.phase == Phase.DEAL and m.winner is None
    # The next deal decides.
    m.deal(layout(CLASSIC, "S", CAPOT_BY_S, turned="QH"))
    bid(m, "pass pass pass take")
    events = play_lowest(m)
    assert events_of(events, MatchOver) == [MatchOver(Team.NS, (1010 + 272, 1010))]


def test_dealer_turns_each_deal_and_on_a_redeal() -> None:
    m = Match(rules(CLASSIC), seed=11, first_dealer=Seat.N)
    dealers = []
    for i in range(6):
        events = m.deal()
        dealers.append(events[0].dealer)
        if i % 2:
            bid(m, " ".join(["pass"] * 8))  # redeal
        else:
            m.apply(Call.TAKE)
            play_lowest(m)
        assert m.phase == Phase.DEAL
    assert dealers == [Seat.N, Seat.W, Seat.S, Seat.E, Seat.N, Seat.W]
    assert m.dealer == Seat.S
    assert [d.number for d in m.deals] == [1, 2, 3, 4, 5, 6]


def test_bid_events_name_the_seat() -> None:
    m = match_with(CLASSIC, "W", MADE_BY_S, turned="7S")
    events = bid(m, "pass pass")
    assert events == [BidMade(Seat.S, Call.PASS), BidMade(Seat.E, Call.PASS)]
