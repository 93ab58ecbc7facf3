"""The C search core (belote_desktop/bots/search_core.c) against the pure-Python search it
translates: on random positions of every table and strain, from fresh deals to the last tricks,
inside tricks and at their ends, depth-limited or not, Classic/Contrée's and Romanian's sweeps,
the no-trump-lead rule, with and without the partner exemption and undertrumping, the same card
values, the same node count, the same transposition-table entries, and a budget of nodes running
out at the same node.

Locally the tests are skipped when the compiled build is absent (``./dev`` makes it); in CI
(``CI=true``) an absent or stale core fails them, since ``./dev`` should have built it there.
"""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

import belote_desktop.bots.solver as solver
from belote_desktop import compiled
from belote_desktop.engine.contract import Strain
from belote_desktop.engine.play import PlayState
from belote_desktop.engine.table import Table

PURE = compiled.pure_solver()
CORE = compiled.load_core() if compiled.load() is not None else None
if CORE is None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"CI: ./dev should have built the C search core, but the solver is {compiled.STATUS}", pytrace=False)
    pytestmark = pytest.mark.skip(reason=f"the solver is {compiled.STATUS}")


def _position(rng: random.Random) -> tuple[PlayState, int]:
    """A random position of a random table and strain, some cards played at random, and a side."""
    table = rng.choice([Table.FOUR, Table.FOUR, Table.THREE, Table.DUEL])
    strains = list(Strain) if table == Table.FOUR else list(Strain)[:4]
    strain = rng.choice(strains)
    deck = [c for c in range(32) if table.deck >> c & 1]
    rng.shuffle(deck)
    hands = [0, 0, 0, 0]
    for i, seat in enumerate(table.seats):
        hands[seat] = sum(1 << c for c in deck[table.hand_size * i : table.hand_size * (i + 1)])
    taker = rng.choice(table.seats) if table != Table.FOUR and rng.random() < 0.5 else None
    state = PlayState(hands, strain, rng.choice(table.seats), rng.random() < 0.7, rng.random() < 0.3, table, taker)
    total = table.size * table.tricks
    played = rng.randrange(0, total - 3) if rng.random() < 0.7 else rng.randrange(0, 9)
    for _ in range(played):
        legal = state.legal_mask()
        state.play(rng.choice([c for c in range(32) if legal >> c & 1]))
    side = table.side_of(state.turn) if rng.random() < 0.7 else rng.randrange(table.sides)
    return state, side


def _run(module: Any, state: PlayState, side: int, horizon: int | None, trickless: bool, nodes: int | None,
         split: int) -> tuple[object, ...]:
    sweeps = module.TRICKLESS if trickless else module.CAPOT
    searcher = module.CoreSolver if module is solver else module.Solver
    s = searcher(state, side, module.Budget(nodes), horizon, sweeps)
    try:
        answer: object = (s.card_values(None, split, True, True) if split > module.NO_SPLIT else s.card_values(),
                          s.null_window(40), s.value())
    except module.BudgetExceeded as error:
        answer = str(error)
    return answer, s.nodes, s.table_best_cards()


def test_the_core_searches_as_the_python_does() -> None:
    rng = random.Random(20261207)
    for _ in range(400):
        state, side = _position(rng)
        horizon = rng.choice([None, None, state.trick_number + 1, state.trick_number + 2])
        trickless = rng.random() < 0.4
        nodes = rng.choice([None, None, 300, 5000])
        split = rng.choice([PURE.NO_SPLIT, 82, 100])
        before = (state.hands[:], state.played[:], state.points[:], state.turn)
        assert _run(solver, state, side, horizon, trickless, nodes, split) == _run(PURE, state, side, horizon, trickless, nodes, split)
        assert (state.hands, state.played, state.points, state.turn) == before


def test_a_core_moved_along_a_deal_agrees() -> None:
    rng = random.Random(4)
    state, _ = _position(rng)
    while state.table != Table.FOUR:
        state, _ = _position(rng)
    pure, core = PURE.Solver(state, 0), solver.CoreSolver(state, 0)
    while not state.is_over:
        pure.move_to(state)
        core.move_to(state)
        assert core.card_values() == pure.card_values()
        assert (core.nodes, core.table_best_cards()) == (pure.nodes, pure.table_best_cards())
        legal = state.legal_mask()
        state.play(rng.choice([c for c in range(32) if legal >> c & 1]))


def test_another_deal_clears_the_table() -> None:
    rng = random.Random(8)
    state, _ = _position(rng)
    core = solver.CoreSolver(state, 0)
    core.card_values()
    other, _ = _position(rng)
    while other.strain != state.strain or other.table != state.table:
        other, _ = _position(rng)
    core.move_to(other)
    pure = PURE.Solver(other, 0)
    assert core.card_values() == pure.card_values()


def test_the_deadline_stops_the_core() -> None:
    state = PlayState([sum(1 << c for c in range(s * 8, s * 8 + 8)) for s in range(4)], Strain.HEARTS, 0)
    with pytest.raises(solver.BudgetExceeded, match="out of time"):
        solver.CoreSolver(state, 0, solver.Budget(None, 0.0)).value()


def test_a_stale_core_is_not_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(compiled, "source_hash", lambda: "0" * 64)
    assert compiled.load_core() is None
    assert "other sources" in compiled.STATUS
    monkeypatch.undo()
    assert compiled.load_core() is not None


def test_bad_tables_are_refused() -> None:
    assert CORE is not None
    with pytest.raises(ValueError):
        CORE.Core(0, 0, 0, 9, 32, 2, 33, [0] * 4, [0] * 4, [0] * 4, [0] * 32, [0] * 32, [0] * 32, 0, 0,
                  list(range(32)))
    with pytest.raises(ValueError):
        CORE.Core(0, 0, 0, 4, 32, 2, 33, [0] * 3, [0] * 4, [0] * 4, [0] * 32, [0] * 32, [0] * 32, 0, 0,
                  list(range(32)))
