"""Romanian Belot combinations and scoring (docs/RULES.md 5), pinned by hand-made deals and counts:
declaring in the first two tricks, Bella, the ranking, equal sequences cancelled, four 8s, four 7s,
BELOT, balls with the 5-down/6-up rounding, the failed taker, no trick, every third BT, the duel's
exact points, the limit and its rise, reduced combinations."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from belote_desktop.engine.romanian import RomanianVariant, romanian_deal
from belote_desktop.engine.balls import score_romanian, to_ball, to_balls
from belote_desktop.engine.cards import Rank, Seat, Suit
from belote_desktop.engine.combinations import Declare, find_combinations, score_combinations
from belote_desktop.engine.declarations import DeclarationKind as K
from belote_desktop.engine.events import BeloteAnnounced, CombinationDeclared, DealCancelled, DeclarationsShown, MatchOver
from belote_desktop.engine.play import IllegalActionError
from belote_desktop.engine.scoring import DealResult
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.table import Table
from tests.engine_helpers import bid, events_of, mask, play, strain
from tests.romanian_helpers import FOUR_DEALT, four_deal, romanian_match, romanian_rules

S, E, N, W = Seat.S, Seat.E, Seat.N, Seat.W
FIFTY_H = Declare(K.FIFTY, Suit.HEARTS, Rank.ACE)
BELLA_H = Declare(K.BELLA, Suit.HEARTS)
HUNDRED_D = Declare(K.HUNDRED, Suit.DIAMONDS, Rank.ACE)
TIERCE_S = Declare(K.TIERCE, Suit.SPADES, Rank.TEN)


def _taken() -> Match:
    m = four_deal()
    bid(m, "take pass")  # S takes hearts, E keeps its 7
    return m


def _declarations(m: Match) -> list:
    return [a for a in m.legal_actions() if isinstance(a, Declare)]


# --- declaring --------------------------------------------------------------------------------------
def test_combinations_are_offered_in_the_first_two_tricks_only() -> None:
    m = _taken()
    assert set(_declarations(m)) == {FIFTY_H, BELLA_H}
    events = m.apply(FIFTY_H)
    assert [e.declaration.kind for e in events_of(events, CombinationDeclared)] == [K.FIFTY]
    assert _declarations(m) == [BELLA_H]  # once only
    with pytest.raises(IllegalActionError, match="already declared"):
        m.apply(FIFTY_H)
    with pytest.raises(IllegalActionError, match="does not hold it"):
        m.apply(HUNDRED_D)
    play(m, "KS")
    assert _declarations(m) == [TIERCE_S]  # E
    play(m, "8S")
    assert _declarations(m) == [HUNDRED_D]  # N lets it pass in trick 1 ...
    play(m, "TC AS")  # W wins trick 1 and leads
    play(m, "7S QS 9S")
    assert m.current_player == N and _declarations(m) == [HUNDRED_D]  # ... and may still in trick 2
    m.apply(HUNDRED_D)
    events = play(m, "JC")  # S's queen wins trick 2: the combinations are judged
    shown = events_of(events, DeclarationsShown)
    assert len(shown) == 1 and shown[0].scoring_team == 0
    assert {d.kind for d in shown[0].declarations} == {K.HUNDRED, K.FIFTY}  # N's hundred is best, S's fifty counts too
    combos = romanian_deal(m.deals[0]).combinations
    assert combos is not None and combos.points == (150, 0)
    assert m.current_player == S and _declarations(m) == [BELLA_H]


def test_after_two_tricks_only_bella_remains_and_missed_ones_do_not_count() -> None:
    m = _taken()
    play(m, "KS 8S TC AS 7S QS 9S JC")
    assert m.current_player == S and _declarations(m) == [BELLA_H]  # Bella until the first of K and Q is played
    combos = romanian_deal(m.deals[0]).combinations
    assert combos is not None and combos.side is None  # nobody declared in time
    while m.phase == Phase.PLAY:
        m.apply(next(a for a in m.legal_actions() if isinstance(a, int)))
    assert m.deals[0].score.points[0] + m.deals[0].score.points[1] == 162  # no combination counted


def test_bella_is_announced_with_the_first_of_king_and_queen() -> None:
    m = _taken()
    m.apply(BELLA_H)
    events = play(m, "KH")  # the taker leads trump
    assert events_of(events, BeloteAnnounced) == [BeloteAnnounced(S, Suit.HEARTS, False)]


def test_bella_not_declared_before_the_king_is_played_does_not_count() -> None:
    m = _taken()
    play(m, "KH TH")  # E must go over the king
    play(m, "TC AS")  # E wins and leads
    play(m, "8S")
    play(m, "9D 7S")
    assert m.current_player == S and BELLA_H not in _declarations(m)
    with pytest.raises(IllegalActionError, match="before playing the king or queen"):
        m.apply(BELLA_H)


# --- ranking and cancelling -------------------------------------------------------------------------
def _found(hands: dict[Seat, str], trump: str, table: Table = Table.FOUR) -> list:
    return [d for s, h in hands.items() for d in find_combinations(s, mask(h), strain(trump), table)]


def test_equal_sequences_outside_trump_cancel_and_the_next_best_decides() -> None:
    declared = _found({S: "JS QS KS", E: "JD QD KD", N: "9C TC JC"}, "H")
    result = score_combinations(declared, strain("H"), Table.FOUR)
    assert result.side == 0 and [d.seat for d in result.scored] == [N]  # S's cancelled tierce does not count
    assert result.points == (20, 0)
    alone = score_combinations(_found({S: "JS QS KS", E: "JD QD KD"}, "H"), strain("H"), Table.FOUR)
    assert alone.side is None and alone.points == (0, 0) and len(alone.cancelled) == 2


def test_an_equal_sequence_in_trump_wins() -> None:
    result = score_combinations(_found({S: "JS QS KS", E: "JH QH KH"}, "H"), strain("H"), Table.FOUR)
    assert result.side == 1 and result.points == (0, 20)


def test_ranking_fours_over_sequences_and_higher_top_card() -> None:
    found = _found({S: "9S TS JS QS KS", E: "QS QH QD QC", N: "7D 8D 9D"}, "C")
    assert score_combinations(found, strain("C"), Table.FOUR).side == 1  # four queens beat a hundred
    found = _found({S: "TS JS QS", E: "TD JD QD KD"}, "C")
    assert score_combinations(found, strain("C"), Table.FOUR).side == 1  # a fifty beats a tierce
    found = _found({S: "QS KS AS", E: "9D TD JD"}, "C")
    assert score_combinations(found, strain("C"), Table.FOUR).side == 0  # the higher top card
    fours = _found({S: "9S 9H 9D 9C", E: "JS JH JD JC"}, "C")
    assert score_combinations(fours, strain("C"), Table.FOUR).points == (0, 200)  # the other side's four 9s do not count


def test_four_eights_cancel_everything_but_bella() -> None:
    found = _found({S: "8S 8H 8D 8C", E: "JS JH JD JC KC QC"}, "C")
    kinds = {d.kind for d in found}
    assert {K.FOUR_EIGHTS, K.FOUR_JACKS, K.BELLA} <= kinds
    result = score_combinations(found, strain("C"), Table.FOUR)
    assert result.points == (0, 0) and result.bella == (0, 20)


def test_three_player_combinations_score_for_one_seat() -> None:
    found = _found({S: "9S TS JS", E: "9D TD JD QD", W: "QH KH AH"}, "C", Table.THREE)
    result = score_combinations(found, strain("C"), Table.THREE)
    assert result.side == 1 and result.points == (0, 50, 0)


def test_four_sevens_cancel_the_deal() -> None:
    dealt = FOUR_DEALT | {"S": "7S 7H 7D 7C AH", "E": "JH 8S 9S TS 8D", "W": "AS KS JS 8C 9C"}
    m = romanian_match("W", dealt, "9H", "QH KH 8H TH QS AD TC JC QC KC AC")
    bid(m, "take")
    assert Declare(K.FOUR_SEVENS) in _declarations(m)
    events = m.apply(Declare(K.FOUR_SEVENS))
    assert events_of(events, DealCancelled) == [DealCancelled(S, S)]
    assert m.phase == Phase.DEAL and m.deals[0].outcome == DealResult.CANCELLED and m.dealer == S


def test_belot_eight_trumps_win_the_game() -> None:
    dealt = {"S": "JH AH KH QH TH", "E": "7S 8S 9S TS 8D", "N": "9D TD JD QD KD", "W": "AS 7C JS 8C 9C"}
    m = romanian_match("W", dealt, "9H", "7H 8H QS KS 7D AD TC JC QC KC AC")
    bid(m, "take")
    assert Declare(K.BELOT, Suit.HEARTS) in _declarations(m)
    events = m.apply(Declare(K.BELOT, Suit.HEARTS))
    assert events_of(events, MatchOver) and m.winner == 0 and m.phase == Phase.OVER
    assert m.deals[0].outcome == DealResult.BELOT


def test_reduced_combinations_count_twice_a_game() -> None:
    dealt = {"S": "9S TS JS QS KS AS", "N": "9H TH JH QH KH AH"}
    m = romanian_match("N", dealt, "AD", "9D TD JD QD KD 9C TC JC QC KC AC", table="duel", reduced_combinations=True)
    assert isinstance(m.variant, RomanianVariant)
    m.variant.hundreds[S] = 2  # the variant keeps each seat's hundreds shown this game
    bid(m, "take")
    assert all(d.kind != K.HUNDRED for d in _declarations(m))
    free = romanian_match("N", dealt, "AD", "9D TD JD QD KD 9C TC JC QC KC AC", table="duel")
    bid(free, "take")
    assert any(d.kind == K.HUNDRED for d in _declarations(free))


# --- balls ------------------------------------------------------------------------------------------
def test_ball_rounding_five_down_six_up() -> None:
    assert [to_ball(p) for p in (64, 65, 66, 0, 5, 6, 162)] == [6, 6, 7, 0, 0, 1, 16]
    assert to_balls((81, 81)) == (8, 8)
    assert to_balls((76, 86)) == (8, 8)  # both round up: the side with more points gives the ball back
    assert sum(to_balls((54, 54, 54))) == 16


# The rule page's numbers: 64 and 65 make 6 balls, 66 makes 7, and a deal without combinations is 16.
@pytest.mark.parametrize(
    ("points", "balls"),
    [
        ((64, 98), (6, 10)),
        ((65, 97), (6, 10)),
        ((66, 96), (7, 9)),  # both round up: 96 gives the ball back, 66 keeps its 7
        ((96, 66), (9, 7)),  # whichever side is listed first
        ((76, 86), (8, 8)),
        ((6, 156), (1, 15)),
        ((0, 162), (0, 16)),
        ((162, 0), (16, 0)),
        ((81, 81), (8, 8)),
        ((116, 66), (11, 7)),  # with a 20 tierce: 182 points, 18 balls
        ((66, 116), (7, 11)),
    ],
)
def test_four_player_balls_keep_the_rule_pages_numbers(points: tuple[int, int], balls: tuple[int, int]) -> None:
    assert to_balls(points) == balls


@pytest.mark.parametrize(
    ("points", "balls"),
    [
        ((66, 66, 30), (6, 7, 3)),  # one ball too many, equal points: the earlier side gives it back
        ((19, 77, 66), (2, 7, 7)),  # the most balls among those rounded up gives it back: 66 keeps 7
        ((66, 36, 60), (6, 4, 6)),
        ((66, 67, 29), (6, 7, 3)),  # equal balls: 66 gives it back, or 67 would end below 66
        ((54, 54, 54), (6, 5, 5)),  # one too few, all alike: the earlier side receives it
        ((45, 55, 62), (5, 5, 6)),  # equal remainders: the side with fewer points receives it
        ((53, 54, 55), (5, 5, 6)),  # the nearest to rounding up receives it
        ((64, 65, 33), (6, 7, 3)),
    ],
)
def test_three_player_balls_keep_sixteen_a_deal(points: tuple[int, int, int], balls: tuple[int, int, int]) -> None:
    assert to_balls(points) == balls


def _deal_points(sides: int, extra: int) -> st.SearchStrategy[tuple[int, ...]]:
    """Points of ``sides`` sides adding up to 162 plus ``extra`` (combinations, multiples of 10)."""
    total = 162 + extra
    return st.lists(st.integers(0, total), min_size=sides - 1, max_size=sides - 1).map(
        lambda cuts: tuple(b - a for a, b in zip([0, *sorted(cuts)], [*sorted(cuts), total]))
    )


@given(st.sampled_from([2, 3]).flatmap(lambda n: st.integers(0, 40).flatmap(lambda k: _deal_points(n, 10 * k))))
def test_balls_always_make_the_deals_total(points: tuple[int, ...]) -> None:
    balls = to_balls(points)
    assert sum(balls) == (sum(points) - 2) // 10  # 16 balls for 162 points, one more per 10 of combinations
    for p, b in zip(points, balls):
        assert b - to_ball(p) in (-1, 0, 1)  # never more than one ball off the side's own rounding
    if len(points) == 2 and sum(b != to_ball(p) for p, b in zip(points, balls)):
        # at four players only two sides that both rounded up can need a correction, and the side
        # with more points gives its ball back: a side's own rounding holds for the lower score
        low = min(range(2), key=lambda i: (points[i], i))
        assert balls[low] == to_ball(points[low])
    for a in range(len(points)):
        for b in range(len(points)):
            if points[a] < points[b]:
                assert balls[a] <= balls[b]  # more points never make fewer balls


def test_made_deal_each_side_keeps_its_points() -> None:
    score = score_romanian(Table.FOUR, 0, (96, 66), (5, 3), (20, 0), (0, 0), (0, 0))
    # 116 and 66 both round up (12 + 7), but the deal is worth 182 points, 18 balls: the side with more gives one back
    assert score.result == DealResult.MADE and score.points == (116, 66) and score.score == (11, 7)
    plain = score_romanian(Table.FOUR, 0, (96, 66), (5, 3), (0, 0), (0, 0), (0, 0))
    assert plain.result == DealResult.MADE and plain.score == (9, 7)  # 66 makes 7, the deal 16
    three = score_romanian(Table.THREE, 1, (19, 77, 66), (1, 4, 3), (0, 0, 0), (0, 0, 0), (0, 0, 0))
    assert three.score == (2, 7, 7)


def test_failed_taker_loses_everything_and_it_is_a_bt() -> None:
    score = score_romanian(Table.FOUR, 0, (50, 112), (3, 5), (20, 0), (20, 0), (0, 0))
    assert score.points == (90, 112)  # the taker's combinations and Bella counted ...
    assert score.result == DealResult.DOWN and score.score == (0, 20) and score.bt == (True, False)  # ... and lost
    equal = score_romanian(Table.FOUR, 0, (81, 81), (4, 4), (0, 0), (0, 0), (0, 0))
    assert equal.result == DealResult.MADE and equal.score == (8, 8)


def test_no_trick_costs_ten_balls_and_voids_its_combinations() -> None:
    score = score_romanian(Table.FOUR, 0, (162, 0), (8, 0), (0, 50), (0, 20), (0, 0))
    assert score.points == (162, 0) and score.score == (16, -10) and score.bt == (False, True)


def test_every_third_bt_costs_ten_more_balls() -> None:
    second = score_romanian(Table.FOUR, 0, (70, 92), (3, 5), (0, 0), (0, 0), (1, 0))
    third = score_romanian(Table.FOUR, 0, (70, 92), (3, 5), (0, 0), (0, 0), (2, 0))
    assert second.score == (0, 16) and third.score == (-10, 16)
    # numbered as the rule page does: BT-2, BT-3 (the third costs 10 balls)
    assert second.bt_number == (2, 0) and second.third_bt == (0, 0)
    assert third.bt_number == (3, 0) and third.third_bt == (-10, 0)
    # a side without a trick has a BT too, once even when it was the failed taker
    swept = score_romanian(Table.FOUR, 0, (0, 162), (0, 8), (0, 0), (0, 0), (5, 0))
    assert swept.bt_number == (6, 0) and swept.penalties == (-20, 0) and swept.third_bt == (-10, 0)


def test_duel_keeps_exact_points_and_a_hundred_penalty() -> None:
    score = score_romanian(Table.DUEL, 1, (0, 162), (0, 9), (0, 0), (0, 0), (0, 0))
    assert score.score == (-100, 162)
    made = score_romanian(Table.DUEL, 0, (96, 66), (5, 4), (0, 0), (0, 0), (0, 0))
    assert made.score == (96, 66)


def test_three_player_failed_taker_pays_the_best_opponent() -> None:
    score = score_romanian(Table.THREE, 0, (50, 70, 42), (3, 3, 2), (0, 0, 0), (0, 0, 0), (0, 0, 0))
    assert score.result == DealResult.DOWN and score.points == (50, 70, 42)
    assert score.score[0] == 0 and sum(score.score) == 16 and score.score[1] == 12


# --- the end -------------------------------------------------------------------------------------------
def test_limit_rises_when_several_pass_it_in_the_same_deal() -> None:
    m = Match(romanian_rules(), seed=1)
    variant = m.variant
    assert isinstance(variant, RomanianVariant)
    assert variant.limit_reached([105, 120]) is None and variant.limit == 151
    assert variant.limit_reached([152, 140]) == 0
    duel = Match(romanian_rules("duel"), seed=1).variant
    assert isinstance(duel, RomanianVariant)
    assert duel.limit_reached([1100, 1020]) is None and duel.limit == 1510


def test_a_whole_deal_scores_in_balls_and_the_match_ends_at_101() -> None:
    m = _taken()
    m.totals = [95, 20]
    while m.phase == Phase.PLAY:
        m.apply(next(a for a in m.legal_actions() if isinstance(a, int)))
    score = m.deals[0].score
    assert score.result == DealResult.MADE and sum(score.points) == 162 and score.score == (12, 4)
    assert m.totals == [107, 24] and m.phase == Phase.OVER and m.winner == 0 and m.winner_side == 0
