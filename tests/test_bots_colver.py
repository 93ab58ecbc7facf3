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
