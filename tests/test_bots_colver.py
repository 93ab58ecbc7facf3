"""The colver benchmark harness's translation between our engine and colver's (benchmarks/bench_colver.py).

colver is a benchmark-only dependency: the translation is tested without it; the table played
against colver's own engine runs only where it is installed."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import pytest

from belote_desktop.engine.auctions import Bid, Call
from belote_desktop.engine.cards import Seat, Team, card_name
from belote_desktop.engine.contract import BID_VALUES, Strain
from belote_desktop.engine.dealing import DealLayout
from belote_desktop.engine.rules import Variant

_PATH = Path(__file__).resolve().parent.parent / "benchmarks" / "bench_colver.py"
_SPEC = importlib.util.spec_from_file_location("bench_colver", _PATH)
assert _SPEC is not None and _SPEC.loader is not None
bench = importlib.util.module_from_spec(_SPEC)
sys.modules["bench_colver"] = bench
_SPEC.loader.exec_module(bench)

#: colver's card names, index by index (its ``Env.card_name``): suits S H D C, ranks 7 8 9 J Q K 10 A
_COLVER_NAMES = [f"{r}{s}" for s in "SHDC" for r in ("7", "8", "9", "J", "Q", "K", "T", "A")]


def test_cards_translate_both_ways_by_name() -> None:
    seen = set()
    for c in range(32):
        index = bench.card_to_colver(c)
        assert _COLVER_NAMES[index] == card_name(c)
        assert bench.card_from_colver(index) == c
        seen.add(index)
    assert seen == set(range(32))


def test_calls_translate_both_ways() -> None:
    assert bench.action_to_colver(Call.PASS) == 0
    assert bench.action_to_colver(Call.CONTRE) == 41
    assert bench.action_to_colver(Call.SURCONTRE) == 42
    # colver's 1-40: 80 in spades, hearts, diamonds, clubs, then 90 ..., capot last
    assert bench.action_to_colver(Bid(80, Strain.SPADES)) == 1
    assert bench.action_to_colver(Bid(80, Strain.CLUBS)) == 4
    assert bench.action_to_colver(Bid(90, Strain.SPADES)) == 5
    assert bench.action_to_colver(Bid(BID_VALUES[-1], Strain.CLUBS)) == 40
    for index in range(43):
        action = bench.action_from_colver(index, bench.COLVER_BIDDING)
        assert bench.action_to_colver(action) == index
    with pytest.raises(bench.TranslationError):
        bench.action_to_colver(Bid(80, Strain.NO_TRUMP))


def test_a_table_against_colver_is_played_legally_in_both_engines() -> None:
    colver = pytest.importorskip("colver")
    rng = random.Random(3)
    played = 0
    for board in range(6):
        layout = DealLayout.shuffled(Variant.CONTREE, Seat(board & 3), rng)
        seed = rng.randrange(1 << 30)
        auction = bench.hard_auction(layout, seed)
        for script in (auction, None):  # the fixed contract, then the full auction
            if script is None and board % 2:
                continue
            times = bench.Times()
            score = bench.play_table(colver, layout, Team(board & 1), bench.Player("medium").make(None),
                                     bench.colver_spec(1), seed, times, script)
            assert len(score) == 2
            played += 1
    assert played >= 6


def test_the_report_gives_each_sides_cpu_time_per_wall_second() -> None:
    # colver's search runs on a pool of threads: the report must show how much CPU a side burnt
    # for its wall time, so "equal time" can be read off it
    import io

    times = bench.Times()
    times.add("colver", "card", 100.0, 150.0)
    times.add("colver", "card", 60.0, 90.0)
    times.add("ours", "card", 80.0, 80.0)
    out = io.StringIO()
    bench.report(bench.Mode.FIXED, "expert", [1.0, -1.0, 3.0], times, out)
    lines = {line.split()[0]: line for line in out.getvalue().splitlines()[1:]}
    assert "mean   80.0 ms" in lines["colver"] and "1.50 CPU s a wall s" in lines["colver"]
    assert "1.00 CPU s a wall s" in lines["ours"]


def test_our_solver_and_colvers_agree_on_every_cards_value() -> None:
    # an independent judge of the double-dummy values the Expert decides on: colver's own solver,
    # written apart from ours, at positions of random play from the third trick on
    colver = pytest.importorskip("colver")
    from belote_desktop.bots.solver import Solver, points_of
    from belote_desktop.engine.cards import Suit
    from belote_desktop.engine.play import PlayState
    from belote_desktop.engine.rules import RuleSet

    rules = RuleSet.default(Variant.CONTREE)
    rng = random.Random(5)
    compared = 0
    while compared < 25:
        order = list(range(32))
        rng.shuffle(order)
        hands = [sorted(order[i * 8 : (i + 1) * 8]) for i in range(4)]
        dealer, trump = rng.randrange(4), rng.randrange(4)
        env = colver.Env.deal_with_hands(dealer, hands)
        env.set_contract(trump, 80, 0, 0)
        env.set_phase_playing()
        state = PlayState([sum(1 << bench.card_from_colver(c) for c in h) for h in hands], Strain.of_suit(Suit(trump)),
                          Seat(dealer).next, rules.partner_exemption, rules.must_undertrump)
        for _ in range(rng.randrange(8, 30)):
            legal = [c for c in range(32) if state.legal_mask() >> c & 1]
            c = rng.choice(legal)
            state.play(c)
            env.step(bench.card_to_colver(c))
        ours = {c: points_of(v)[0] for c, v in Solver(state, 0).card_values().items()}
        theirs = {bench.card_from_colver(c): v for c, v in env.solve_scores()["scores"]}
        assert ours == theirs, (hands, dealer, trump, state.played)
        compared += 1
