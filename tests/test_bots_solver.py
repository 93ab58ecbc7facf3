"""The double-dummy solver against a brute-force minimax, on many small random endgames."""

from __future__ import annotations

import random

import pytest

from belote_desktop.bots.solver import OTHER_CAPOT, Budget, BudgetExceeded, Solver, points_of, solve
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.contract import CAPOT_POINTS, TABLES, Strain
from belote_desktop.engine.play import PlayState
from tests.engine_helpers import card, mask, play_state


def _pick(mask: int, rng: random.Random) -> int:
    cards = [c for c in range(32) if mask >> c & 1]
    return rng.choice(cards)


def _brute(state: PlayState, team: int) -> int:
    """Plain minimax over every legal card, no pruning, no merging: the reference."""
    if state.is_over:
        if state.tricks_won[team] == 8:
            return CAPOT_POINTS
        if state.tricks_won[team ^ 1] == 8:
            return OTHER_CAPOT
        return state.points[team]
    values = []
    legal = state.legal_mask()
    for c in range(32):
        if legal >> c & 1:
            state.play(c)
            values.append(_brute(state, team))
            state.undo()
    return max(values) if (state.turn & 1) == team else min(values)


def _random_endgame(rng: random.Random) -> PlayState:
    deck = list(range(32))
    rng.shuffle(deck)
    hands = [sum(1 << c for c in deck[8 * i : 8 * i + 8]) for i in range(4)]
    state = PlayState(
        hands,
        Strain(rng.randrange(6)),
        Seat(rng.randrange(4)),
        partner_exemption=rng.random() < 0.7,
        must_undertrump=rng.random() < 0.3,
    )
    # 1 to 3 tricks left, sometimes in the middle of a trick
    stop = 32 - 4 * rng.randint(1, 3) + rng.randrange(4)
    while len(state.played) < stop:
        state.play(_pick(state.legal_mask(), rng))
    return state


def test_solver_agrees_with_brute_force_on_random_endgames() -> None:
    rng = random.Random(2024)
    shapes: set[tuple[int, int, Strain]] = set()
    values: set[int] = set()
    for _ in range(2500):
        state = _random_endgame(rng)
        team = rng.randrange(2)
        expected = _brute(state, team)
        assert solve(state, team) == expected
        shapes.add(((32 - len(state.played) + 3) // 4, len(state.played) % 4, state.strain))
        values.add(expected)
    # the sample is what it claims: 1 to 3 tricks left, 0 to 3 cards on the table, every strain
    # (all 72 shapes); capots for and against, and many different values, not a few easy ones
    assert shapes == {(left, on_table, strain) for left in (1, 2, 3) for on_table in range(4) for strain in Strain}
    assert CAPOT_POINTS in values and OTHER_CAPOT in values and len(values) > 100


def test_card_values_agree_with_brute_force_for_every_legal_card() -> None:
    rng = random.Random(99)
    for _ in range(800):
        state = _random_endgame(rng)
        team = rng.randrange(2)
        values = Solver(state, team).card_values()
        legal = state.legal_mask()
        assert set(values) == {c for c in range(32) if legal >> c & 1}
        for c, v in values.items():
            state.play(c)
            assert v == _brute(state, team), (state.played, c)
            state.undo()


def test_solver_does_not_change_the_position() -> None:
    rng = random.Random(5)
    state = _random_endgame(rng)
    before = (state.hands[:], state.played[:], state.points[:], state.turn)
    Solver(state, 0).card_values()
    assert (state.hands, state.played, state.points, state.turn) == before


def _endgame(
    trump: str, leader: str, hands: dict[str, str], won: tuple[int, int], points: tuple[int, int] | None = None
) -> PlayState:
    """The last tricks of a deal: ``hands`` as given, every other card gone in earlier tricks
    (``won`` of them per team, NS then EW, who counted ``points``; by default the team that took
    them all has all their points), ``leader`` to lead."""
    state = play_state(trump, leader, hands)
    held = state.hands[0] | state.hands[1] | state.hands[2] | state.hands[3]
    state.played = [c for c in range(32) if not held >> c & 1]
    assert len(state.played) % 4 == 0 and sum(won) == len(state.played) // 4
    state.tricks_won = list(won)
    state.winners = [0] * won[0] + [1] * won[1]
    if points is None:
        gone = sum(TABLES[state.strain].points[c] for c in state.played)
        points = (gone, 0) if won[1] == 0 else (0, gone)
    state.points = list(points)
    return state


def test_capot_values() -> None:
    # N-S hold every master and took the six tricks before: a capot, or its mirror for E-W.
    state = _endgame("H", "S", {"S": "JH AS", "E": "7H 7S", "N": "9H AC", "W": "8H 7C"}, (6, 0))
    assert solve(state, 0) == CAPOT_POINTS
    assert solve(state, 1) == OTHER_CAPOT
    assert points_of(CAPOT_POINTS) == (CAPOT_POINTS, 0)
    assert points_of(OTHER_CAPOT) == (0, CAPOT_POINTS)
    assert points_of(100) == (100, 62)


def test_the_solver_finds_the_line_a_greedy_lead_misses() -> None:
    # Hearts trump, S to lead, two tricks left. Cashing the ace of spades at once lets E ruff it
    # and S's jack then falls to nothing better; drawing E's trump with the jack first makes both.
    state = _endgame(
        "H", "S", {"S": "JH AS", "E": "7H 9C", "N": "8H 9S", "W": "8S 7C"}, (3, 3), (40, 46)
    )
    values = Solver(state, 0).card_values()
    assert values[card("JH")] > values[card("AS")]
    best, value = Solver(state, 0).best_card()
    assert best == card("JH")
    # NS had 40 (EW 46); both tricks: JH 7H 8H + a club, then AS 9C 9S 8S, and the last 10
    assert value == 40 + 20 + 11 + 10


def test_budget_is_enforced() -> None:
    rng = random.Random(3)
    deck = list(range(32))
    rng.shuffle(deck)
    hands = [sum(1 << c for c in deck[8 * i : 8 * i + 8]) for i in range(4)]
    state = PlayState(hands, Strain.SPADES, Seat.S)
    solver = Solver(state, 0, Budget(nodes=2000))
    with pytest.raises(BudgetExceeded):
        solver.value()
    assert solver.nodes <= 2000 + 512


def test_a_solver_moved_along_a_deal_agrees_with_fresh_ones() -> None:
    # analyse keeps one table for a whole deal: its entries must hold at every later position
    rng = random.Random(17)
    for _ in range(20):
        state = _random_endgame(rng)
        while len(state.played) % 4:
            state.play(_pick(state.legal_mask(), rng))
        kept = Solver(state, 1)
        while not state.is_over:
            kept.move_to(state)
            assert kept.card_values() == Solver(state, 1).card_values()
            state.play(_pick(state.legal_mask(), rng))


def test_a_solver_moved_to_another_deal_starts_afresh() -> None:
    # the table's keys leave out who holds each card (one deal never moves a card between
    # hands): the same cards left in other hands must not read the old entries
    rng = random.Random(23)
    for _ in range(20):
        state = _random_endgame(rng)
        while len(state.played) > 16:
            state.undo()  # four tricks left
        kept = Solver(state, 0)
        kept.card_values()
        other = state.copy()
        h = other.hands
        other.hands = [h[1], h[0], h[3], h[2]]
        kept.move_to(other)
        assert kept.card_values() == Solver(other, 0).card_values()


# --- Romanian tables: three players each alone, a duel, and four with the no-trump-lead rule -----
from belote_desktop.bots.solver import NO_TRICK, SWEEP_BONUS, TableSolver  # noqa: E402
from belote_desktop.engine.contract import DEAL_POINTS  # noqa: E402
from belote_desktop.engine.table import Table  # noqa: E402


def _table_brute(state: PlayState, side: int) -> int:
    """Plain minimax for ``side`` against every other seat (paranoid at three), no pruning: the
    reference for ``TableSolver``'s value (no trick -1, every other side trickless +1)."""
    if state.is_over:
        won = state.tricks_won
        if not won[side]:
            return NO_TRICK
        return state.points[side] + (SWEEP_BONUS if sum(won) == won[side] else 0)
    values = []
    legal = state.legal_mask()
    for c in range(32):
        if legal >> c & 1:
            state.play(c)
            values.append(_table_brute(state, side))
            state.undo()
    return max(values) if state.table.side_of(state.turn) == side else min(values)


def _random_table_endgame(rng: random.Random, table: Table) -> PlayState:
    """A Romanian deal at ``table`` (its deck, seats, taker restriction, no partner exemption,
    undertrumping) played at random to 1-3 tricks from the end, sometimes mid-trick."""
    deck = [c for c in range(32) if table.deck >> c & 1]
    rng.shuffle(deck)
    hands = [0, 0, 0, 0]
    for i, s in enumerate(table.seats):
        hands[s] = sum(1 << c for c in deck[table.hand_size * i : table.hand_size * (i + 1)])
    leader = rng.choice(table.seats)
    state = PlayState(hands, Strain(rng.randrange(4)), leader, False, True, table, leader)
    stop = state.total - table.size * rng.randint(1, 3) + rng.randrange(table.size)
    while len(state.played) < stop:
        state.play(_pick(state.legal_mask(), rng))
    return state


@pytest.mark.parametrize("table", [Table.THREE, Table.DUEL, Table.FOUR])
def test_table_solver_agrees_with_brute_force_on_romanian_endgames(table: Table) -> None:
    rng = random.Random(808)
    for _ in range(600):
        state = _random_table_endgame(rng, table)
        side = rng.randrange(table.sides)
        solver = TableSolver(state, side)
        assert solver.value() == _table_brute(state, side), (table, state.played)
        values = solver.card_values()
        legal = state.legal_mask()
        assert set(values) == {c for c in range(32) if legal >> c & 1}
        for c, v in values.items():
            state.play(c)
            assert v == _table_brute(state, side), (table, state.played, c)
            state.undo()


def test_table_solver_follows_the_engines_turn_order_at_three() -> None:
    # S, E and W alone; the trick turns S -> E -> W: a solver assuming four seats or N would lose
    # track of whose card follows. Two tricks left, every value checked by the reference.
    rng = random.Random(3)
    state = _random_table_endgame(rng, Table.THREE)
    assert state.hands[Seat.N] == 0
    for side in range(3):
        assert TableSolver(state, side).value() == _table_brute(state, side)


def test_table_solver_values_stay_in_range_and_keep_the_position() -> None:
    rng = random.Random(17)
    for table in (Table.THREE, Table.DUEL):
        state = _random_table_endgame(rng, table)
        before = (state.hands[:], state.played[:], state.points[:], state.turn)
        v = TableSolver(state, 0).value()
        assert NO_TRICK <= v <= DEAL_POINTS + SWEEP_BONUS
        assert (state.hands, state.played, state.points, state.turn) == before


# --- the search's shortcuts give the plain search's answers ----------------------------------
from belote_desktop import compiled  # noqa: E402

#: the pure-Python solver (the module in use may be the compiled build, whose classes cannot be
#: subclassed here): the references below are made from it, and both builds compared with them
PURE = compiled.pure_solver()


class _AbsoluteKeys(PURE.Solver):  # type: ignore[name-defined,misc]  # a module loaded at run time

    """The table keyed by the live cards themselves: no run of small cards merged."""

    def _set_canon(self) -> None:
        self._canon = list(range(256)) * 4


class _NoProbe(PURE.Solver):  # type: ignore[name-defined,misc]  # a module loaded at run time
    """Every trick's last card played and searched, none answered by ``_probe``."""

    def _probe(self, c: int, alpha: int, beta: int, trick_points: int, live: int) -> int:
        return int(PURE.UNKNOWN)


def _midgame(rng: random.Random, table: Table = Table.FOUR) -> PlayState:
    """A random position with 4 or 5 tricks left (at ``table``, Romanian rules off it), sometimes
    inside a trick."""
    if table is Table.FOUR:
        deck = list(range(32))
        rng.shuffle(deck)
        state = PlayState(
            [sum(1 << c for c in deck[8 * i : 8 * i + 8]) for i in range(4)], Strain(rng.randrange(6)),
            Seat(rng.randrange(4)), partner_exemption=rng.random() < 0.7, must_undertrump=rng.random() < 0.3,
        )
    else:
        state = _random_table_endgame(rng, table)
        while state.played:
            state.undo()
    stop = state.total - table.size * rng.randint(4, 5) + rng.randrange(table.size)
    while len(state.played) < stop:
        state.play(_pick(state.legal_mask(), rng))
    return state


def test_relative_keys_give_the_values_of_absolute_keys() -> None:
    # the table keyed by relative ranks shares entries between positions that differ in which
    # small cards went: every value must be what the table keyed by the cards themselves gives,
    # on fresh solvers and on one moved along the deal (its table kept)
    rng = random.Random(41)
    for _ in range(60):
        state = _midgame(rng)
        team = rng.randrange(2)
        relatives = [Solver(state, team), PURE.Solver(state, team)]  # (the build in use, pure)
        expected = _AbsoluteKeys(state, team).card_values()
        assert [relative.card_values() for relative in relatives] == [expected, expected]
        while not state.is_over:
            state.play(_pick(state.legal_mask(), rng))
            value = _AbsoluteKeys(state, team).value()
            for relative in relatives:
                relative.move_to(state)
                assert relative.value() == value


def test_relative_keys_merge_only_the_same_problem() -> None:
    # clubs plain (hearts trump): the 7, 8 and 9 of clubs are worth nothing and stand together
    state = play_state("H", "S", {"S": "7C 8C AS", "E": "9C KS QS", "N": "JH 7S 8S", "W": "7D 8D 9D"})
    solver = PURE.Solver(state, 0)
    live = state.hands[0] | state.hands[1] | state.hands[2] | state.hands[3]
    seven, eight, nine = card("7C"), card("8C"), card("9C")
    # S's 7 or S's 8 gone: S holds one small club under E's 9 either way
    assert solver.key_cards(live ^ 1 << seven) == solver.key_cards(live ^ 1 << eight)
    # E's 9 gone instead: S holds both small clubs, another problem
    assert solver.key_cards(live ^ 1 << nine) != solver.key_cards(live ^ 1 << seven)
    # cards worth points are never merged: the king or the queen of spades gone differ
    assert solver.key_cards(live ^ 1 << card("KS")) != solver.key_cards(live ^ 1 << card("QS"))


@pytest.mark.parametrize("table", [Table.FOUR, Table.THREE, Table.DUEL])
def test_probed_last_cards_answer_as_searching_them(table: Table) -> None:
    # a trick's last card answered from the next position's bounds and table entry, without
    # playing it: the same values and the same node count as playing and searching each
    rng = random.Random(61)
    for _ in range(40):
        state = _midgame(rng, table)
        side = rng.randrange(table.sides)
        searched = _NoProbe(state, side, sweeps=PURE.CAPOT if table is Table.FOUR else PURE.TRICKLESS)
        expected = searched.card_values()
        # (the build in use, and pure)
        for probed in (Solver(state, side) if table is Table.FOUR else TableSolver(state, side),
                       PURE.Solver(state, side) if table is Table.FOUR else PURE.TableSolver(state, side)):
            assert probed.card_values() == expected
            assert probed.nodes == searched.nodes


def test_the_move_lists_kept_follow_the_cards_held() -> None:
    # The move-order cache is keyed by the cards left in the suits the player may play: a solver
    # moved to another deal with the same cards left, and the same player to follow to the same
    # lead, must not play the move list of the first deal, where that player held other cards.
    # S leads the 7 of spades; the next seat holds both small spades and the king, or one small
    # spade, the king and a diamond.
    after = Seat(1).name  # (the seat playing after S)
    others = [s.name for s in Seat if s.name not in ("S", after)]
    first = play_state("H", "S", {"S": "7S AD QC", after: "8S 9S KS", others[0]: "KD QD JC", others[1]: "JD TD TC"})
    second = play_state("H", "S", {"S": "7S AD QC", after: "8S KS KD", others[0]: "9S QD JC", others[1]: "JD TD TC"})
    for state in (first, second):
        state.play(card("7S"))
    kept = PURE.Solver(first, 0)
    # (the 8 merged with the 9; the cheaper of two winning cards first)
    assert kept.move_order(first.legal_mask()) == (card("9S"), card("KS"))
    kept.move_to(second)
    assert kept.move_order(second.legal_mask()) == (card("8S"), card("KS"))
    assert kept.card_values() == PURE.Solver(second, 0).card_values()


class _DeafList(list[int]):
    """A list that keeps what it was made with: writes are ignored."""

    def __setitem__(self, index: object, value: object) -> None:
        pass


class _NoKillers(PURE.Solver):  # type: ignore[name-defined,misc]  # a module loaded at run time
    """No lead remembered for its cut-off: the ordering without killers."""

    def __init__(self, state: PlayState, side: int) -> None:
        super().__init__(state, side)
        self._killers = _DeafList([-1] * 40)


def test_killer_leads_keep_the_values_and_save_nodes() -> None:
    # the lead that last cut off at a trick and seat, tried first where the table knows no best
    # card: the same values with fewer nodes, over positions six tricks from the end
    rng = random.Random(73)
    with_killers = without = 0
    for _ in range(12):
        state = _midgame(rng)
        while len(state.played) > 8:
            state.undo()  # six tricks left
        team = rng.randrange(2)
        killers, none = PURE.Solver(state, team), _NoKillers(state, team)
        assert killers.value() == none.value()
        with_killers += killers.nodes
        without += none.nodes
    assert with_killers < 0.9 * without, (with_killers, without)


def test_positions_searched_at_most_alpha_keep_no_best_card() -> None:
    # a null-window search just above the value: the positions found at most alpha (the root
    # among them) keep no card (-1; the killer lead is tried first at the next visit)
    rng = random.Random(5)
    state = _midgame(rng)
    while len(state.played) % 4:
        state.play(_pick(state.legal_mask(), rng))
    gain = PURE.Solver(state, 0).value() - state.points[0]
    for solver in (Solver(state, 0), PURE.Solver(state, 0)):  # (the build in use, pure)
        assert solver.null_window(gain) <= gain
        bests = solver.table_best_cards()
        assert -1 in bests



def test_values_do_not_depend_on_the_solvers_made_before() -> None:
    # Solvers share tables by the holders of each suit's run of small cards; one strain's must
    # never serve another's. With spades trump, hearts' run is 9 8 7; with hearts trump, it is
    # 8 7 (the nine is the second trump): a spades solver whose 9H, 8H, 7H lie with E, E, N and
    # a hearts solver whose 8H, 7H lie with E, N once made the same code, and the nine of
    # trumps was taken for a small card (this endgame then came out at 95 instead of 81).
    spade = [0, 0, 0, 0]
    spade[Seat.E] = (1 << card("9H")) | (1 << card("8H"))
    spade[Seat.N] = 1 << card("7H")
    for c in range(32):
        if not (spade[0] | spade[1] | spade[2] | spade[3]) >> c & 1:
            seat = next(s for s in Seat if spade[s].bit_count() < 8)
            spade[seat] |= 1 << c
    Solver(PlayState(spade, Strain.SPADES, Seat.S), 0)
    hands = {
        "S": "7S JS AS QH QD 8C 9C QC", "E": "8S QS 8H 9H JH KH 9D TD",
        "N": "7H TH AH 7D 8D JD TC KC", "W": "9S TS KS KD AD 7C JC AC",
    }
    state = PlayState([mask(hands[s.name]) for s in Seat], Strain.HEARTS, Seat.N, partner_exemption=True)
    for c in "8D KD QD 9D 9S JS 8S AH JD AD QH TD 9C JH KC 7C KH TH TS 7S 7D AC".split():
        state.play(card(c))
    assert _brute(state, 1) == 81
    assert solve(state, 1) == 81


def test_card_values_settle_the_flat_side_of_a_line_with_a_bound() -> None:
    # A caller that scores every value on one side of ``split`` alike gets the exact value on
    # the other side and, on the flat side, a value on that side of the line.
    rng = random.Random(23)
    for _ in range(30):
        state = _midgame(rng)
        team = rng.randrange(2)
        exact = Solver(state, team).card_values()
        split = rng.choice(list(exact.values())) + rng.randint(-3, 3)
        for below, above in ((True, False), (False, True), (True, True)):
            got = Solver(state, team).card_values(None, split, below, above)
            assert got.keys() == exact.keys()
            for c, v in exact.items():
                if (v < split and below) or (v >= split and above):
                    assert (got[c] < split) == (v < split), (c, v, got[c], split)
                else:
                    assert got[c] == v, (c, v, got[c], split)
