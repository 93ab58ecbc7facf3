"""Romanian Belot over many random deals at all three tables (random legal actions, declarations
and swaps included): cards conserved, each deal's balls consistent with its points, a legal
action always offered, views keeping hidden cards hidden; and every match written as a record
replays to the same match, which `check` and `simulate` handle at every table."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from belote_desktop.cli import main
from belote_desktop.engine.auctions import Call
from belote_desktop.engine.balls import RomanianScore, to_ball
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.combinations import Declare
from belote_desktop.engine.contract import DEAL_POINTS, TABLES
from belote_desktop.engine.events import DealScored
from belote_desktop.engine.record import match_summary, read_record, write_record
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.table import Table
from belote_desktop.engine.view import view_of

RANDOM = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def romanian_rules(draw: st.DrawFn) -> RuleSet:
    table = draw(st.sampled_from(list(Table)))
    options: dict[str, object] = {"table": table.value}
    if table == Table.FOUR:
        options["under_14"] = draw(st.booleans())
    if table == Table.DUEL:
        options["reduced_combinations"] = draw(st.booleans())
    if draw(st.booleans()):
        options["target"] = 0
    return RuleSet.default(Variant.ROMANIAN).with_options(options)


def _choose(rng: random.Random, actions: list) -> object:  # type: ignore[type-arg]
    declares = [a for a in actions if isinstance(a, Declare)]
    if declares and rng.random() < 0.5:
        return rng.choice(declares)
    if Call.PASS in actions and rng.random() < 0.6:
        return Call.PASS
    return rng.choice(actions)


def _play_match(rules: RuleSet, seed: int, max_deals: int = 12) -> Match:
    """A match played with random legal actions, checking the invariants at every step."""
    rng = random.Random(seed)
    m = Match(rules, seed=seed)
    table = rules.table
    deals = 0
    while m.phase != Phase.OVER and deals < max_deals:
        if m.phase == Phase.DEAL:
            m.deal()
            deals += 1
            continue
        actions = m.legal_actions()
        assert actions, "a legal action is always offered"
        seat = m.current_player
        assert seat in table.seats
        view = view_of(m, seat)
        assert view.hand == m.hand(seat)
        assert all(view_of(m, other).legal_actions == () for other in table.seats if other != seat)
        deal = m.current
        for event in m.apply(_choose(rng, actions)):
            if isinstance(event, DealScored):
                _check_score(table, deal, event.score)  # type: ignore[arg-type]
        if deal.play is not None:
            _check_cards(table, deal)
    return m


def _check_cards(table: Table, deal) -> None:  # type: ignore[no-untyped-def]
    play = deal.play
    start = deal.hands
    assert all(start[s] == 0 for s in Seat if s not in table.seats)
    union = 0
    for s in table.seats:
        assert start[s].bit_count() == table.hand_size
        assert not union & start[s]
        union |= start[s]
    assert union & ~table.deck == 0
    now = 0
    for s in table.seats:
        now |= play.hands[s]
    played = 0
    for c in play.played:
        played |= 1 << c
    assert now | played == union and not now & played and len(play.played) == played.bit_count()


def _check_score(table: Table, deal, score: RomanianScore) -> None:  # type: ignore[no-untyped-def]
    play = deal.play
    assert len(deal.tricks) == table.tricks and sum(play.tricks_won) == table.tricks
    card_points = sum(play.points)
    in_play = sum(TABLES[play.strain].points[c] for c in play.played) + 10
    assert card_points == in_play
    if table != Table.DUEL:
        assert card_points == DEAL_POINTS  # every card is dealt at four and at three
    base = [v - p for v, p in zip(score.score, score.penalties)]
    if table == Table.DUEL:
        assert sum(base) == sum(score.points)
    else:
        assert sum(base) == to_ball(sum(score.points))
    assert all(b >= 0 for b in base)
    for side in range(table.sides):
        if play.tricks_won[side] == 0:
            assert score.bt[side] and score.penalties[side] < 0


@RANDOM
@given(romanian_rules(), st.integers(0, 10_000))
def test_random_matches_keep_the_rules(rules: RuleSet, seed: int) -> None:
    _play_match(rules, seed)


@RANDOM
@given(romanian_rules(), st.integers(0, 10_000))
def test_records_replay_to_the_same_match(rules: RuleSet, seed: int) -> None:
    m = _play_match(rules, seed, max_deals=6)
    data = json.loads(json.dumps(write_record(m)))
    replay = read_record(data)
    assert replay.match.totals == m.totals and replay.match.phase == m.phase
    assert write_record(replay.match) == data
    summary = match_summary(replay)
    assert set(summary["totals"]) == set(rules.table.side_names)


@pytest.mark.parametrize("table", ["four", "three", "duel"])
def test_simulate_thousands_of_deals_and_check_the_last_match(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, table: str
) -> None:
    saved = tmp_path / "game.json"
    # the same report as every variant's (the tournament's), with per-side totals keyed by the
    # table's sides; whole matches so that some finish
    argv = ["simulate", "--variant", "romanian", "--rule", f"table={table}", "--matches", "40", "--seed", "5"]
    assert main([*argv, "--json", "--save", str(saved)]) == 0
    result = json.loads(capsys.readouterr().out)
    names = set(Table(table).side_names)
    assert result["deals"] >= 200 and set(result["side_points"]) == set(result["side_match_wins"]) == names
    assert result["matches_finished"] == 40 == sum(result["side_match_wins"].values())
    assert main(["check", "--json", str(saved)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report["totals"]) == names
    assert all(set(d["score"]) == names for d in report["deals"] if d["score"] is not None)
    assert main(["check", str(saved)]) == 0
    assert "totals: " in capsys.readouterr().out
