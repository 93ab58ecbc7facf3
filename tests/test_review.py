"""The deal review's analysis (bots/review.py): a planted blunder is an error, the Expert's own
card is not, bad luck is told apart from an error, and a seed gives one review."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from belote_desktop.bots.review import Verdict, judge_card, review, views_before_cards
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.view import view_of
from tests.engine_helpers import card
from tests.test_bots_expert import _ENDGAME_HANDS, _ENDGAME_PLAYS

# The Expert test's deal: after six tricks S holds JH AS and knows E has no spade. The jack first
# (draw the last trump) takes both tricks; the greedy ace lets E ruff it.
_SOUND_FINISH = "JH 7H 8D 8S AS 9C 9S 7C"
_GREEDY_FINISH = "AS 7H 9S 8S 9C 8D 7C JH"


def _endgame_record(finish: str) -> dict[str, Any]:
    return {
        "format": "belote-record",
        "version": 1,
        "variant": "contree",
        "rules": {"target": 0},
        "seats": {s: {"name": s, "player": "human" if s == "S" else "bot", "level": None if s == "S" else "expert"}
                  for s in "SENW"},
        "deals": [
            {
                "dealer": "W",
                "hands": {s: h.split() for s, h in _ENDGAME_HANDS.items()},
                "auction": ["80H", "pass", "pass", "pass"],
                "plays": (_ENDGAME_PLAYS + " " + finish).split(),
            }
        ],
    }


def _seats_json(record: dict[str, Any]) -> dict[str, Any]:
    # a bot's level is written only for bots
    for config in record["seats"].values():
        if config["level"] is None:
            del config["level"]
    return record


def test_a_planted_blunder_is_an_error_with_the_experts_card() -> None:
    record = _seats_json(_endgame_record(_GREEDY_FINISH))
    result = review(record, 1, from_trick=7)
    assert result.seats == (Seat.S,)  # the record's person
    ace = result.marks[0]
    assert (ace.trick, ace.seat, ace.played) == (7, Seat.S, card("AS"))
    assert ace.verdict == Verdict.ERROR
    assert ace.cost > 0  # double dummy too
    assert ace.expert == card("JH")
    assert ace.judgement is not None and ace.judgement.worse > ace.judgement.better == 0
    assert result.errors == (ace,) and result.error_cost > 0
    # the last trick's card had no choice
    assert result.marks[1].verdict == Verdict.FORCED


def test_the_experts_own_card_is_not_flagged() -> None:
    record = _seats_json(_endgame_record(_SOUND_FINISH))
    result = review(record, 1, from_trick=7)
    jack = result.marks[0]
    assert jack.played == card("JH") and jack.expert == card("JH")
    assert jack.verdict == Verdict.SOUND and jack.cost == 0
    assert result.errors == ()


# Contrée, Hard's play (seed 18): at trick 6, E's only sensible card by what E could see (the
# Expert's worlds never find it worse) costs 2 double dummy: the hidden cards lay against it.
_BAD_LUCK_RECORD = json.loads("""{"format": "belote-record", "version": 1, "variant": "contree", "rules": {},
"seats": {"S": {"name": "South", "player": "human"}, "E": {"name": "East", "player": "human"},
"N": {"name": "North", "player": "human"}, "W": {"name": "West", "player": "human"}},
"deals": [{"dealer": "E", "hands": {"S": ["TD", "QH", "JH", "9D", "9C", "KS", "AC", "9H"],
"E": ["TH", "KC", "9S", "7H", "QC", "KH", "QD", "AS"], "N": ["7S", "TC", "8D", "JC", "7D", "8H", "AD", "QS"],
"W": ["8S", "JS", "7C", "KD", "TS", "8C", "JD", "AH"]}, "auction": ["pass", "80S", "100H", "pass", "pass", "pass"],
"plays": ["8H", "AH", "9H", "7H", "JH", "KH", "AD", "7C", "AC", "QC", "TC", "8C", "TD", "QD", "7D", "JD", "9C",
"KC", "JC", "TS", "TH", "7S", "KD", "QH", "AS", "QS", "JS", "KS", "9S", "8D", "8S", "9D"]}]}""")


def test_bad_luck_is_told_apart_from_an_error() -> None:
    result = review(_BAD_LUCK_RECORD, 1, seats=[Seat.E], from_trick=6)
    first = result.marks[0]
    assert (first.trick, first.seat) == (6, Seat.E)
    assert first.cost > 0
    assert first.verdict == Verdict.BAD_LUCK
    assert first.judgement is not None and first.judgement.worse == 0
    assert first not in result.errors and first in result.bad_luck


def test_the_review_is_the_same_for_a_seed() -> None:
    record = _seats_json(_endgame_record(_GREEDY_FINISH))
    one = review(record, 1, seats=[Seat.S, Seat.E], from_trick=6, seed=5)
    two = review(record, 1, seats=[Seat.S, Seat.E], from_trick=6, seed=5)
    assert one == two
    assert {m.seat for m in one.marks} == {Seat.S, Seat.E}
    assert [m.index for m in one.marks] == sorted(m.index for m in one.marks)  # in the order played
    assert len(one.marks) == 6  # tricks 6 to 8, two seats


def test_progress_counts_every_step_and_a_cancel_stops() -> None:
    record = _seats_json(_endgame_record(_GREEDY_FINISH))
    steps: list[tuple[int, int]] = []
    review(record, 1, from_trick=7, progress=lambda done, total: steps.append((done, total)))
    assert steps == [(1, 4), (2, 4), (3, 4), (4, 4)]  # two cards of S, two steps each
    stopped = review(record, 1, from_trick=7, cancelled=lambda: True)
    assert stopped.marks == ()


def test_views_before_cards_show_the_seat_to_play() -> None:
    record = _seats_json(_endgame_record(_GREEDY_FINISH))
    seen = [(index, c, match.current_player) for index, c, match in views_before_cards(record, 1)]
    assert len(seen) == 32
    index, ace, seat = seen[24]
    assert (index, ace, seat) == (24, card("AS"), Seat.S)


def test_judge_card_refuses_an_illegal_card() -> None:
    record = _seats_json(_endgame_record(_GREEDY_FINISH))
    for index, _card, match in views_before_cards(record, 1):
        if index == 24:
            view = view_of(match, Seat.S)
            try:
                judge_card(view, card("KD"), random.Random(0))
            except ValueError:
                return
    raise AssertionError("an illegal card was judged")


# Romanian deals played by Hard, South a person; at one trick South's card was planted: the
# worst card double dummy (the blunder) or the Expert's card (the sound finish). Four players:
# clubs trumps, at trick 6 South's 7H gives the last tricks away where 8S keeps them.
_ROMANIAN_FOUR = {
    "rules": {},
    "dealer": "N",
    "hands": {"S": "AH KC 7S TD 7H 9C 9S 8S", "E": "KH 7C KD QC QH JD JH 8H", "N": "TC QD KS 7D JC 9D AS AD",
              "W": "8C AC JS 9H QS TH TS 8D"},
    "turned": "9D",
    "auction": "pass pass pass pass pass pass pass C",
    "announced": {"W": ["tierce"], "S": ["tierce"], "E": ["tierce"]},
    "start": "7D 8D TD JD 7S 7C KS TS 8H TC 9H AH JC 8C KC QC 9D AC 9C KD",
    "blunder": "7H KH QD TH JS 8S JH AS AD QS 9S QH",
    "sound": "8S JH AS JS AD QS 7H QH QD TH 9S KH",
    "trick": 6,
}
# The duel (two players, nine tricks of two): at trick 4 South's TH gives the contract away,
# JH keeps it.
_ROMANIAN_DUEL = {
    "rules": {"table": "duel"},
    "dealer": "N",
    "hands": {"S": "TH 9C KH TC QD JC JH JS KC", "N": "9S 9D KS AH KD QC 9H TD TS"},
    "turned": "JH",
    "auction": "",
    "announced": {"S": ["tierce"]},
    "start": "TC QC KH 9H 9D QD",
    "blunder": "TH AH KD JH KC 9S JC TD 9C KS JS TS",
    "sound": "JH AH 9C 9S JS TS KS TH JC KD KC TD",
    "trick": 4,
}


def _romanian_record(deal: dict[str, Any], finish: str) -> dict[str, Any]:
    hands: dict[str, str] = deal["hands"]
    return {
        "format": "belote-record",
        "version": 1,
        "variant": "romanian",
        "rules": deal["rules"],
        "seats": {s: {"name": s, "player": "human"} if s == "S" else {"name": s, "player": "bot", "level": "hard"}
                  for s in hands},
        "deals": [
            {
                "dealer": deal["dealer"],
                "hands": {s: h.split() for s, h in hands.items()},
                "turned": deal["turned"],
                "auction": deal["auction"].split(),
                "plays": (deal["start"] + " " + deal[finish]).split(),
                "announced": deal["announced"],
            }
        ],
    }


@pytest.mark.parametrize("deal", [_ROMANIAN_FOUR, _ROMANIAN_DUEL], ids=["four", "duel"])
def test_a_planted_blunder_in_a_romanian_deal_is_an_error(deal: dict[str, Any]) -> None:
    trick = deal["trick"]
    result = review(_romanian_record(deal, "blunder"), 1, from_trick=trick)
    assert result.seats == (Seat.S,)
    planted = result.marks[0]
    assert (planted.trick, planted.seat, planted.played) == (trick, Seat.S, card(deal["blunder"].split()[0]))
    assert planted.verdict == Verdict.ERROR
    assert planted.cost > 0  # double dummy, in the Romanian score
    assert planted.expert == card(deal["sound"].split()[0])
    assert planted in result.errors and result.error_cost > 0


@pytest.mark.parametrize("deal", [_ROMANIAN_FOUR, _ROMANIAN_DUEL], ids=["four", "duel"])
def test_the_experts_card_in_a_romanian_deal_is_not_flagged(deal: dict[str, Any]) -> None:
    trick = deal["trick"]
    result = review(_romanian_record(deal, "sound"), 1, from_trick=trick)
    first = result.marks[0]
    assert first.played == card(deal["sound"].split()[0]) and first.expert == first.played
    assert first.verdict == Verdict.SOUND and first.cost == 0
    assert result.errors == ()


def test_a_romanian_deal_at_three_gets_marks_for_every_card() -> None:
    from belote_desktop.bots.registry import make_bot
    from belote_desktop.engine.record import write_record
    from belote_desktop.engine.rules import RuleSet, Variant
    from belote_desktop.engine.state import Match, Phase

    m = Match(RuleSet.default(Variant.ROMANIAN).with_options({"table": "three"}), seed=4)
    bot = make_bot("hard")
    rng = random.Random(4)
    m.deal()
    while m.phase in (Phase.AUCTION, Phase.PLAY):
        seat = m.current_player
        assert seat is not None
        m.apply(bot.choose(view_of(m, seat), rng))
    result = review(write_record(m), 1, seats=[Seat.S], from_trick=6)
    assert [m.trick for m in result.marks] == [6, 7, 8]  # eight tricks of three
    assert all(m.double_dummy.solved for m in result.marks)


def test_an_error_must_stand_above_the_sampling_noise() -> None:
    from belote_desktop.bots.review import Judgement

    # a loss in 2 worlds of 24 (81 points each): 6.75 on average, but another draw may not find it
    rare = Judgement(card("AS"), 24, 2, 0, 6.75, standard_error=4.6)
    assert not rare.error
    # the same average, lost a little in most worlds: no noise could explain it
    steady = Judgement(card("AS"), 24, 18, 0, 6.75, standard_error=1.0)
    assert steady.error
    # worse in most worlds where the cards differ, but better as often elsewhere: no error
    assert not Judgement(card("AS"), 24, 8, 8, 6.75, standard_error=1.0).error
    # a near tie is no error, however steady
    assert not Judgement(card("AS"), 24, 20, 0, 2.0, standard_error=0.1).error


def test_a_hotseat_game_marks_every_persons_cards() -> None:
    record = _seats_json(_endgame_record(_GREEDY_FINISH))
    record["seats"]["N"] = {"name": "Nina", "player": "human"}  # two people at the table
    result = review(record, 1, from_trick=7)
    assert result.seats == (Seat.S, Seat.N)
    assert {m.seat for m in result.marks} == {Seat.S, Seat.N}
