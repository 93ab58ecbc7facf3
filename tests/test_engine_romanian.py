"""Romanian Belot (docs/RULES.md 5), each rule pinned by a hand-made deal: tables and turn order, the
cut, the deal, the Bizon, both auction rounds, the completion, the 7 swap, the Romanian play
obligations, and the cancel under 14 points."""

from __future__ import annotations

import pytest

from belote_desktop.engine.auctions import Call, NameTrump
from belote_desktop.engine.cards import SHORT_DECK, Seat, Suit, card_list, mask_of
from belote_desktop.engine.dealing import DealLayout, LayoutError
from belote_desktop.engine.events import AuctionEnded, Completed, Cut, DealCancelled
from belote_desktop.engine.legal import Obligation
from belote_desktop.engine.play import IllegalActionError, PlayState
from belote_desktop.engine.rules import RuleSet, RulesError, Variant
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.table import Table
from tests.engine_helpers import bid, card, cards, events_of, legal, mask, name_set, strain
from tests.romanian_helpers import FOUR_DEALT, four_deal, romanian_match, romanian_rules

S, E, N, W = Seat.S, Seat.E, Seat.N, Seat.W


# --- tables ---------------------------------------------------------------------------------------
def test_tables_seat_and_turn_order() -> None:
    assert Table.FOUR.seats == (S, E, N, W) and Table.FOUR.next(W) == S
    assert Table.THREE.seats == (S, E, W)
    assert [Table.THREE.next(s) for s in (S, E, W)] == [E, W, S]
    assert Table.DUEL.seats == (S, N) and Table.DUEL.next(N) == S
    assert Table.THREE.previous(S) == W
    assert Table.THREE.side_names == ("S", "E", "W") and Table.DUEL.side_names == ("S", "N")
    assert Table.FOUR.side_of(N) == Table.FOUR.side_of(S) == 0
    assert Table.THREE.deck == SHORT_DECK and SHORT_DECK.bit_count() == 24
    assert not any(c & 7 in (0, 1) for c in card_list(SHORT_DECK))  # no 7s, no 8s


def test_romanian_defaults_per_table() -> None:
    four = RuleSet.default(Variant.ROMANIAN)
    assert (four.table, four.target, four.partner_exemption, four.must_undertrump) == (Table.FOUR, 101, False, True)
    duel = four.with_options({"table": "duel"})
    assert duel.target == 1010 and duel.changed_options() == {"table": "duel"}
    assert RuleSet.from_record("romanian", {"table": "duel"}) == duel
    assert four.with_options({"table": "three", "target": 201}).changed_options() == {"table": "three", "target": 201}
    with pytest.raises(RulesError, match="four-player"):
        four.with_options({"table": "three", "under_14": True})
    with pytest.raises(RulesError, match="one-against-one"):
        four.with_options({"reduced_combinations": True})
    with pytest.raises(RulesError, match="four, three or duel"):
        four.with_options({"table": "five"})
    with pytest.raises(RulesError, match="may never pass"):
        four.with_options({"dealer_must_choose": False})
    with pytest.raises(RulesError, match="always played"):
        four.with_options({"declarations": False})


# --- cut and deal ---------------------------------------------------------------------------------
def test_the_cut_changes_the_deck_order() -> None:
    deck = card_list(SHORT_DECK)
    a = DealLayout.romanian(Table.THREE, S, deck, 1)
    b = DealLayout.romanian(Table.THREE, S, deck, 10)
    assert a.hands != b.hands
    # cutting after 10 cards puts the 11th card on top: it goes to first hand (E, after the dealer S)
    assert b.hands[E][0] == deck[10] and a.hands[E][0] == deck[1]
    with pytest.raises(LayoutError):
        DealLayout.romanian(Table.THREE, S, deck, 0)


def test_match_deal_is_cut_by_the_player_before_the_dealer() -> None:
    m = Match(romanian_rules("three"), seed=4, first_dealer=E)
    events = m.deal(cut=7)
    assert events_of(events, Cut) == [Cut(S, 7)]  # E deals, W plays first, S (before E) cuts
    assert m.current.layout.cut == 7 and m.current.first_hand == W


@pytest.mark.parametrize("table, first, total", [("four", 5, 32), ("three", 5, 24), ("duel", 6, 24)])
def test_deal_sizes(table: str, first: int, total: int) -> None:
    m = Match(romanian_rules(table), seed=2)
    m.deal()
    layout = m.current.layout
    seats = Table(table).seats
    assert all(len(layout.hands[s]) == first for s in seats)
    assert all(not layout.hands[s] for s in Seat if s not in seats)
    everything = [c for h in layout.hands for c in h] + [layout.turned, *layout.stock]
    assert len(everything) == total and mask_of(everything) == Table(table).deck


# --- auction ----------------------------------------------------------------------------------------
def test_bizon_a_turned_jack_fixes_trump_and_first_hand_takes() -> None:
    m = romanian_match("W", FOUR_DEALT | {"S": "QH AH KS QS 7C"}, "JH", "9H KH 8H TH 7D AD TC JC QC KC AC")
    result = m.current.auction.result
    assert result.bizon and result.taker == S and result.strain == strain("H")
    assert m.phase == Phase.PLAY and m.current_player == S  # the taker leads
    assert set(cards("JH 9H KH")) <= set(card_list(m.hand(S)))
    assert Call.SWAP7 not in m.legal_actions()


def test_round_one_take_gives_the_turned_card_and_two_more() -> None:
    m = four_deal()
    assert m.current_player == S and m.legal_actions() == [Call.TAKE, Call.PASS]
    events = bid(m, "take pass")  # E holds the 7 of hearts and keeps it
    assert events_of(events, Completed) == [Completed(S, card("9H"), S, None)]
    assert name_set(m.hand(S)) == set("JH AH KS QS 7C 9H QH KH".split())
    assert name_set(m.hand(E)) == set("7H 8S 9S TS 8D 8H TH 7D".split())
    assert name_set(m.hand(W)) == set("AS 7S JS 8C 9C QC KC AC".split())


def test_round_two_another_suit_and_the_dealer_may_not_pass() -> None:
    m = four_deal()
    bid(m, "pass pass pass pass pass pass pass")
    assert m.current_player == W
    assert Call.PASS not in m.legal_actions() and NameTrump(Suit.HEARTS) not in m.legal_actions()
    with pytest.raises(IllegalActionError, match="dealer may not pass"):
        bid(m, "pass")
    with pytest.raises(IllegalActionError, match="name another suit"):
        bid(m, "H")
    events = bid(m, "C")
    # trump named in round 2: the dealer gets the turned card (and 2 more)
    assert events_of(events, Completed) == [Completed(W, card("9H"), W, None)]
    assert card("9H") in card_list(m.hand(W)) and m.hand(W).bit_count() == 8
    assert m.current_player == W


def test_duel_round_two_the_turned_card_leaves_the_game() -> None:
    dealt = {"S": "9S TS JS QS KS AS", "N": "9H TH JH QH KH AH"}
    m = romanian_match("N", dealt, "AD", "9D TD JD QD KD 9C TC JC QC KC AC", table="duel")
    assert m.current_player == S
    bid(m, "pass pass pass C")
    assert m.current.auction.result.taker == N
    hands = [m.hand(S), m.hand(N)]
    assert all(h.bit_count() == 9 for h in hands)
    assert not any((h >> card("AD")) & 1 for h in hands)
    assert name_set(m.hand(S)) == set("9S TS JS QS KS AS 9D TD JD".split())


def test_duel_round_one_taker_gets_the_turned_card() -> None:
    dealt = {"S": "9S TS JS QS KS AS", "N": "9H TH JH QH KH AH"}
    m = romanian_match("N", dealt, "AD", "9D TD JD QD KD 9C TC JC QC KC AC", table="duel")
    bid(m, "take")
    assert name_set(m.hand(S)) == set("9S TS JS QS KS AS AD 9D TD".split())
    assert name_set(m.hand(N)) == set("9H TH JH QH KH AH JD QD KD".split())


def test_swap_the_seven_after_a_round_one_take() -> None:
    m = four_deal()
    bid(m, "take")
    assert m.current_player == E and m.legal_actions() == [Call.SWAP7, Call.PASS]
    events = bid(m, "swap7")
    assert events_of(events, Completed) == [Completed(S, card("9H"), S, E)]
    assert card("9H") in card_list(m.hand(E)) and card("7H") in card_list(m.hand(S))
    assert m.hand(E).bit_count() == m.hand(S).bit_count() == 8


def test_no_swap_after_round_two_nor_for_the_taker() -> None:
    m = four_deal()
    bid(m, "pass pass pass pass pass pass pass C")
    assert m.phase == Phase.PLAY
    taker_holds = romanian_match("W", FOUR_DEALT | {"S": "7H AH KS QS 7C", "E": "JH 8S 9S TS 8D"}, "9H",
                                 "QH KH 8H TH 7D AD TC JC QC KC AC")
    bid(taker_holds, "take")
    assert taker_holds.phase == Phase.PLAY


def test_three_player_auction_goes_round_the_three_seats() -> None:
    m = Match(romanian_rules("three"), seed=11, first_dealer=S)
    m.deal()
    if m.phase == Phase.AUCTION:  # not a Bizon
        order = []
        while m.phase == Phase.AUCTION:
            order.append(m.current_player)
            m.apply(Call.PASS if Call.PASS in m.legal_actions() else m.legal_actions()[0])
        assert order[:3] == [E, W, S] and order[3:6] == [E, W, S]
        assert order[-1] == S  # the dealer had to choose


# --- play -------------------------------------------------------------------------------------------
def _ps(hands: dict[Seat, str], trump: str, leader: Seat, taker: Seat, table: Table = Table.FOUR) -> PlayState:
    masks = [mask(hands.get(s, "")) for s in Seat]
    return PlayState(masks, strain(trump), leader, False, True, table, taker)


def test_nobody_but_the_taker_leads_trump_before_the_taker_has() -> None:
    ps = _ps({S: "7S 8S", E: "JH 9C", N: "AS KS", W: "8C QC"}, "H", E, S)
    assert legal(ps) == {"9C"}
    assert ps.obligation()[1] == Obligation.NO_TRUMP_LEAD
    with pytest.raises(IllegalActionError, match="may not lead a trump before the taker has led one"):
        ps.check(card("JH"))
    only_trumps = _ps({E: "JH 9H"}, "H", E, S)
    assert legal(only_trumps) == {"JH", "9H"}
    # the taker may lead trump at once; from then on everybody may
    ps2 = _ps({S: "7H 8S", E: "9C QH", N: "AS KS", W: "8C TH"}, "H", S, S)
    assert legal(ps2) == {"7H", "8S"}
    for c in cards("7H QH KS TH"):  # N has no heart; W wins with TH
        ps2.play(c)
    assert ps2.turn == W and legal(ps2) == {"8C"}
    ps2.undo()
    ps2.undo()
    ps2.undo()
    ps2.undo()
    assert ps2.taker_trump_at == -1


def test_no_partner_exemption_and_compulsory_undertrump() -> None:
    # S leads a spade, N (S's partner) wins it; W has no spade: must still trump (no exemption)
    ps = _ps({S: "AS", E: "7S", N: "8S", W: "7H 8C 9C"}, "H", S, S)
    for c in cards("AS 7S"):
        ps.play(c)
    ps.play(card("8S"))
    assert legal(ps) == {"7H"}
    # E trumped high; W cannot overtrump but must undertrump
    ps = _ps({S: "AD", E: "JH", N: "7D", W: "7H 8C"}, "H", S, S)
    for c in cards("AD JH 7D"):
        ps.play(c)
    assert legal(ps) == {"7H"} and ps.obligation()[1] == Obligation.UNDERTRUMP


def test_duel_tricks_are_two_cards_and_nine_tricks() -> None:
    m = romanian_match("N", {"S": "9S TS JS QS KS AS", "N": "9H TH JH QH KH AH"}, "AD",
                       "9D TD JD QD KD 9C TC JC QC KC AC", table="duel")
    bid(m, "take")
    while m.phase == Phase.PLAY:
        m.apply(next(a for a in m.legal_actions() if isinstance(a, int)))
    deal = m.deals[0]
    assert len(deal.tricks) == 9 and all(len(t.cards) == 2 for t in deal.tricks)
    assert sum(t.points for t in deal.tricks) == sum(deal.score.points)


# --- cancel under 14 --------------------------------------------------------------------------------
def test_under_14_cancel_is_offered_to_weak_hands_only() -> None:
    m = four_deal(under_14=True)
    bid(m, "take pass")  # E keeps the 7
    # hearts trump: E holds 7H 8S 9S TS 8D 8H TH 7D (20 points), W 31, N 42, S 59: nobody is under 14
    assert m.phase == Phase.PLAY and all(a != Call.CANCEL for a in m.legal_actions())


def test_under_14_cancel_redeals_with_the_next_dealer() -> None:
    dealt = {"S": "JH AH KS QS AC", "E": "7H 8S 9S 7C 8D", "N": "9D TD JD QD KD", "W": "AS 7S JS 8C 9C"}
    m = romanian_match("W", dealt, "9H", "QH KH 8H TH 7D AD TC JC QC KC TS", under_14=True)
    bid(m, "take pass")
    # E: 7H 8S 9S 7C 8D + 8H TH 7D -> only TH counts (10): E may cancel
    assert m.current_player == E and m.legal_actions() == [Call.CANCEL, Call.PASS]
    events = bid(m, "cancel")
    assert events_of(events, DealCancelled) == [DealCancelled(E, S)]
    assert m.phase == Phase.DEAL and m.dealer == S
    assert events_of(events, AuctionEnded)[0].result.cancelled_by == E


def test_random_pairs_draw_the_partner_of_the_first_player() -> None:
    fixed = Match(romanian_rules(), seed=3)
    assert fixed.seating == (S, E, N, W)
    partners = set()
    for seed in range(30):
        seating = Match(romanian_rules(random_pairs=True), seed=seed).seating
        assert seating[0] == S and sorted(seating) == [S, E, N, W]
        partners.add(next(i for i, s in enumerate(seating) if s == N))
    assert partners == {1, 2, 3}  # each of the other players is sometimes the partner
