"""Romanian records (docs/RECORDS.md 1: ``variant: romanian``, ``rules.table``): written and read back at
every table, with the 7 swap, declared combinations and a deal still in its auction; broken ones
named in one line."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from belote_desktop.engine.romanian import romanian_deal
from belote_desktop.engine.cards import Rank, Suit
from belote_desktop.engine.combinations import Declare
from belote_desktop.engine.declarations import DeclarationKind as K
from belote_desktop.engine.record import RecordError, match_summary, read_record, write_record
from belote_desktop.engine.state import Match, Phase
from tests.engine_helpers import bid
from tests.romanian_helpers import four_deal, romanian_match


def _finish(m: Match) -> None:
    while m.phase == Phase.PLAY:
        m.apply(next(a for a in m.legal_actions() if isinstance(a, int)))


def _swapped_and_declared() -> Match:
    m = four_deal()
    bid(m, "take swap7")
    m.apply(Declare(K.FIFTY, Suit.HEARTS, Rank.ACE))
    _finish(m)
    return m


def test_a_swap_and_declarations_are_written_and_replayed() -> None:
    m = _swapped_and_declared()
    data = json.loads(json.dumps(write_record(m)))
    deal = data["deals"][0]
    assert data["variant"] == "romanian" and data["rules"] == {}
    assert deal["auction"] == ["take", "swap7"]
    assert deal["hands"]["E"][:5] == ["9H", "8S", "9S", "TS", "8D"]  # the turned card in place of the 7
    assert deal["hands"]["S"][5:] == ["7H", "QH", "KH"]  # the taker got the 7 and two more
    assert deal["announced"] == {"S": ["fifty"]}
    replay = read_record(data)
    assert replay.match.totals == m.totals
    assert match_summary(replay)["deals"][0]["declarations"] == {"NS": 50, "EW": 0}


def test_without_announced_every_combination_held_is_declared() -> None:
    data = write_record(_swapped_and_declared())
    del data["deals"][0]["announced"]
    replay = read_record(data)
    declared = {(d.seat.name, d.kind.value) for d in romanian_deal(replay.match.deals[0]).declared}
    assert ("S", "belote") in declared and ("N", "hundred") in declared


def test_a_deal_in_its_auction_keeps_its_stock() -> None:
    m = four_deal()
    bid(m, "pass pass")
    data = write_record(m)
    assert len(data["deals"][0]["stock"]) == 11 and len(data["deals"][0]["hands"]["S"]) == 5
    replay = read_record(data)
    assert replay.match.current_player == m.current_player
    bid(replay.match, "take pass")
    assert replay.match.hand(replay.match.current_player).bit_count() == 8


def test_a_three_player_record_is_keyed_by_seat() -> None:
    dealt = {"S": "9S TS JS QS KS", "E": "9H TH JH QH KH", "W": "9D TD JD QD KD"}
    m = romanian_match("S", dealt, "AD", "9C TC JC QC KC AC AS AH", table="three")
    bid(m, "take")
    _finish(m)
    data = write_record(m)
    assert data["rules"] == {"table": "three"} and set(data["seats"]) == set(data["deals"][0]["hands"]) == {"S", "E", "W"}
    summary = match_summary(read_record(data))
    deal = summary["deals"][0]
    assert set(deal["points"]) == set(deal["score"]) == set(summary["totals"]) == {"S", "E", "W"}
    assert all(len(t["cards"]) == 3 for t in deal["tricks"]) and len(deal["tricks"]) == 8


def _broken(data: dict[str, Any], change: Any) -> str:
    broken = copy.deepcopy(data)
    change(broken)
    with pytest.raises(RecordError) as e:
        read_record(broken)
    return str(e.value)


def test_broken_romanian_records_name_the_fault() -> None:
    data = write_record(_swapped_and_declared())
    hands = data["deals"][0]["hands"]

    def swap_not_done(d: dict[str, Any]) -> None:
        d["deals"][0]["auction"] = ["take", "pass"]

    assert "S's hand is not what the swap and the completion give" in _broken(data, swap_not_done)

    def seat_missing(d: dict[str, Any]) -> None:
        del d["deals"][0]["hands"]["W"]

    assert "expected an object with the hands of S, E, N, W" in _broken(data, seat_missing)

    def not_held(d: dict[str, Any]) -> None:
        d["deals"][0]["announced"] = {"W": ["hundred"]}

    assert "W may not declare hundred: does not hold it" in _broken(data, not_held)

    def three_with_north(d: dict[str, Any]) -> None:
        d["rules"] = {"table": "three"}

    assert _broken(data, three_with_north).startswith("record: seats: N is empty at the three table")
    assert hands["S"][0] == "JH"
