"""The solver's compiled build (belote_desktop/compiled.py) against the pure-Python solver it is
compiled from: the same positions must get the same values.

Locally the tests are skipped when the build is absent (``./dev`` makes it; ``python -m
belote_desktop.compiled`` by hand); in CI (``CI=true``) an absent or stale build fails them, since
``./dev`` should have built it there.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

import belote_desktop.bots.solver as solver
from belote_desktop import compiled
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.contract import TABLES, Strain
from belote_desktop.engine.play import PlayState
from belote_desktop.engine.table import Table


PURE = compiled.pure_solver()
FAST = compiled.load()
if FAST is None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"CI: ./dev should have built the compiled solver, but it is {compiled.STATUS}", pytrace=False)
    pytestmark = pytest.mark.skip(reason=f"the solver is {compiled.STATUS}")


def _deal(rng: random.Random, table: Table = Table.FOUR) -> list[int]:
    deck = [c for c in range(32) if table.deck >> c & 1]
    rng.shuffle(deck)
    n = table.hand_size
    hands = [0, 0, 0, 0]
    for i, seat in enumerate(table.seats):
        hands[seat] = sum(1 << c for c in deck[n * i : n * i + n])
    return hands


def _play_to(state: PlayState, cards_left: int, rng: random.Random) -> PlayState:
    while state.total - len(state.played) > cards_left:
        legal = state.legal_mask()
        state.play(rng.choice([c for c in range(32) if legal >> c & 1]))
    return state


def _endgame(rng: random.Random) -> PlayState:
    """A random Classic/Contrée position with 3 to 5 tricks left, sometimes inside a trick."""
    state = PlayState(
        _deal(rng), Strain(rng.randrange(6)), Seat(rng.randrange(4)),
        partner_exemption=rng.random() < 0.7, must_undertrump=rng.random() < 0.3,
    )
    return _play_to(state, 4 * rng.randint(3, 5) - rng.randrange(4), rng)


def test_the_solver_module_uses_the_build() -> None:
    assert solver.COMPILED
    assert FAST.BUILD_HASH == compiled.source_hash()
    if compiled.load_core() is not None:
        # the search in C (tests/test_search_core.py), the Python class and exceptions around it
        assert solver.Solver is solver.CoreSolver and solver.TableSolver is solver.CoreTableSolver
        # what the callers catch is what the core's Solver raises: this module's own
        assert solver.BudgetExceeded.__module__ == solver.__name__
    else:
        assert solver.Solver is FAST.Solver and solver.TableSolver is FAST.TableSolver
        # what the callers catch is what the compiled search raises
        assert solver.BudgetExceeded is FAST.BudgetExceeded


def test_values_and_card_values_equal_on_random_endgames() -> None:
    rng = random.Random(20261201)
    for _ in range(300):
        state = _endgame(rng)
        team = rng.randrange(2)
        pure, fast = PURE.Solver(state, team), FAST.Solver(state, team)
        assert fast.card_values() == pure.card_values()
        assert fast.value() == pure.value()
        assert FAST.solve(state, team) == PURE.solve(state, team)
        # same search, same work
        assert fast.nodes == pure.nodes


def test_depth_limited_values_equal() -> None:
    rng = random.Random(7)
    for _ in range(40):
        state = _endgame(rng)
        horizon = state.trick_number + 1 + rng.randrange(2)
        team = rng.randrange(2)
        assert FAST.Solver(state, team, horizon=horizon).card_values() == PURE.Solver(state, team, horizon=horizon).card_values()


@pytest.mark.parametrize("table", list(Table))
def test_table_solver_values_equal(table: Table) -> None:
    rng = random.Random(list(Table).index(table))
    for _ in range(100):
        taker = rng.choice(table.seats)
        state = PlayState(_deal(rng, table), Strain(rng.randrange(6)), rng.choice(table.seats), table=table, taker=taker)
        _play_to(state, table.size * rng.randint(3, 4) - rng.randrange(table.size), rng)
        side = table.side_of(state.turn) if rng.random() < 0.5 else rng.randrange(table.sides)
        assert FAST.TableSolver(state, side).card_values() == PURE.TableSolver(state, side).card_values()


def test_a_solver_moved_along_a_deal_agrees() -> None:
    rng = random.Random(3)
    state = _endgame(rng)
    pure, fast = PURE.Solver(state, 0), FAST.Solver(state, 0)
    while not state.is_over:
        pure.move_to(state)
        fast.move_to(state)
        assert fast.card_values() == pure.card_values()
        legal = state.legal_mask()
        state.play(rng.choice([c for c in range(32) if legal >> c & 1]))


def test_the_position_handed_in_is_left_alone() -> None:
    state = _endgame(random.Random(11))
    before = (state.hands[:], state.played[:], state.points[:], state.turn, state.tricks_won[:])
    FAST.Solver(state, 1).card_values()
    assert (state.hands, state.played, state.points, state.turn, state.tricks_won) == before


def test_estimate_equals() -> None:
    rng = random.Random(5)
    for _ in range(300):
        strain = Strain(rng.randrange(6))
        hands, team, leader = _deal(rng), rng.randrange(2), rng.randrange(4)
        args = (hands, TABLES[strain], solver.point_tables(strain), team, leader, [0, 0])
        assert solver.estimate(*args) == PURE.estimate(*args)


def test_budget_exceeded_is_raised_the_same() -> None:
    state = PlayState(_deal(random.Random(1)), Strain.HEARTS, Seat.S)
    with pytest.raises(solver.BudgetExceeded):
        solver.Solver(state, 0, solver.Budget(nodes=1000)).value()


def test_a_stale_build_is_not_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(compiled, "source_hash", lambda: "0" * 64)
    assert compiled.load() is None
    assert "other sources" in compiled.STATUS
    monkeypatch.undo()
    assert compiled.load() is not None


def test_belote_pure_forces_the_pure_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(compiled.PURE_VARIABLE, "1")
    assert compiled.load() is None
    monkeypatch.delenv(compiled.PURE_VARIABLE)
    assert compiled.load() is not None


def test_a_build_whose_sources_are_missing_is_not_used(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # a frozen bundle keeps bytecode only: without the sources to hash, the build cannot be
    # vouched for, and the game must go on with the pure solver rather than fail
    monkeypatch.setattr(compiled, "SOURCE_ROOT", tmp_path)
    assert compiled.load() is None
    assert compiled.STATUS.startswith("pure Python (the solver's sources, which the compiled build is checked against, are not readable")
    monkeypatch.undo()
    assert compiled.load() is not None


def test_the_hashed_files_are_what_the_hash_reads(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # packaging/build-bundle.sh ships compiled.hashed_files() beside the bytecode: with those
    # files alone (copied elsewhere), the hash is the same
    root = compiled.SOURCE_ROOT
    for path in compiled.hashed_files():
        target = tmp_path / path.relative_to(root)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(path.read_bytes())
    expected = compiled.source_hash()
    monkeypatch.setattr(compiled, "SOURCE_ROOT", tmp_path)
    assert compiled.source_hash() == expected
