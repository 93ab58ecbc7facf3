"""Exact double-dummy play: every hand known, every side plays perfectly.

One search for every table of the engine (two teams of two, three players each alone, a duel):
it plays cards through the engine's ``PlayState`` (legal_mask / play / undo), so who plays next,
how many cards make a trick, who scores together and the no-trump-lead rule all come from the
position, and no rule of play is written here twice. It is alpha-beta on the card points of one
*side* (a team at four, a player at three or in a duel) with:

- a transposition table at trick boundaries (the cards left, the leader, whether the side and
  any other side have taken a trick yet, since that decides a sweep, and whether a restricted
  lead still applies), storing bounds and the best card; within a deal a card never changes
  hands, so the cards left say who holds each of them and the key is that set with the leader
  and the flags: a small int, cheap to make and to hash. The set is taken by *relative* ranks:
  in each suit's run of pointless small cards (9 8 7 of a plain suit) only how many are left,
  who holds them and in which order matter, so positions that differ only in which of them went
  share an entry (the best card is kept by its place in its suit, not by its name);
- the trick's last card answered without playing it when the next position's bounds and entry
  settle it (the trick's winner by the engine's rule, the next key and bounds made as the
  search makes them; counted as the node it stands for);
- move ordering (the best card found before first, else at a lead the lead that last cut off
  at that trick and seat, then masters / cheap wins / discards);
- equivalent cards merged: cards of one hand that stand next to each other in the strain's order,
  or are separated only by cards already gone, and that are worth the same points, win and lose
  the same tricks, so only one of them is searched;
- a budget of nodes and a deadline, checked as it goes: past either, ``BudgetExceeded`` is raised
  and the search never runs on.

Values are the side's *final* card points, counted like the scoring counts them, with what the
variant's scoring makes of taking every trick or none written in (``Sweeps``), so that the deal
score stays a monotone step of the value:

- Classic and Contrée (``CAPOT``): 252 when the team took every trick, ``OTHER_CAPOT`` (-90)
  when the other team did, else 0-162; ``points_of`` turns a value back into both teams' counts.
- Romanian Belot (``TRICKLESS``): ``NO_TRICK`` (-1) when the side took no trick (it pays a
  penalty), its points plus ``SWEEP_BONUS`` (+1) when no other side took one; ``side_points_of``
  reads it back. At three players each plays alone and the search is *paranoid*: the two others
  are taken as one side minimising the acting player's points (the standard simplification of a
  three-player search; in truth each plays for itself, so the value is a floor for that player).

Because deal scores are monotone in the value for a side facing one other, the best card for
points is also the best card for the deal score. A caller whose score is flat on one side of a
line (a contract down scores the same whatever the points) can say so (``Line``), and
``card_values`` then settles a card on that side with one null-window search at the line.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Final, Sequence

from belote_desktop.engine.cards import SUIT_MASKS, Card, Mask
from belote_desktop.engine.contract import CAPOT_POINTS, DEAL_POINTS, LAST_TRICK_BONUS, TABLES, Strain, StrainTables
from belote_desktop.engine.play import PlayState, beats

#: a position handed to the solver: the engine's ``PlayState``. (``Any`` to the compiler: the
#: compiled build is handed the pure engine's positions and takes them over with ``_own``.)
Position = Any

#: the other modules' constants the search reads at every node, as this module's own (compiled,
#: a module's Final names are read directly, another module's by name through a dictionary)
_LAST_TRICK_BONUS: Final = LAST_TRICK_BONUS
_SUIT_MASKS: Final = SUIT_MASKS
#: value of a deal in which the other team took every trick
OTHER_CAPOT: Final = DEAL_POINTS - CAPOT_POINTS  # -90
_CAPOT_BONUS: Final = CAPOT_POINTS - DEAL_POINTS  # 90
#: a side's value when it took no trick (its card points are 0 then): below every count, since
#: Romanian scoring takes 10 balls (duel: 100 points) off a side without a trick and voids its
#: combinations
NO_TRICK: Final = -1
#: added to a side's points when no other side took a trick (each of them pays that penalty)
SWEEP_BONUS: Final = 1
_INF: Final = 10_000
#: ``card_values``' split when the caller scores every value apart
NO_SPLIT: Final = -_INF
#: ``_probe``'s answer when the position must be searched
UNKNOWN: Final = -100_000
#: how many nodes between two looks at the clock
_CLOCK_EVERY: Final = 512
#: move lists kept for reuse; past this the cache starts afresh (memory stays bounded)
_ORDER_CACHE_SIZE: Final = 200_000
#: the sides of the four seats at a table of two teams (the auction's estimate)
_TEAM_SIDES: Final = (0, 1, 0, 1)
#: the move list of a forced card
_SINGLE: Final = tuple((c,) for c in range(32))


class BudgetExceeded(Exception):
    """The search ran out of nodes or time before it had a value."""


@dataclass(frozen=True, slots=True)
class Budget:
    """At most ``nodes`` search nodes, and no work after ``deadline`` (a ``time.perf_counter()``)."""

    nodes: int | None = None
    deadline: float | None = None

    @classmethod
    def of_ms(cls, ms: float, nodes: int | None = None) -> Budget:
        return cls(nodes, time.perf_counter() + ms / 1000.0)


UNLIMITED = Budget()


@dataclass(frozen=True, slots=True)
class Sweeps:
    """What the variant's scoring makes of a side taking every trick or none, as solver values:
    ``every`` is added to the side's points when no other side took a trick, ``none`` is its
    value when it took none (its points are 0 then)."""

    every: int
    none: int


@dataclass(frozen=True, slots=True)
class Line:
    """Where a deal's score stops changing with the side's points: ``split`` a solver value,
    every value below it scoring alike (``flat_below``), or every one from it up
    (``flat_above``), or both (``Solver.card_values``)."""

    split: int
    flat_below: bool
    flat_above: bool


NO_LINE = Line(NO_SPLIT, False, False)


#: Classic and Contrée: a capot is worth 252 card points to the team that takes every trick
CAPOT = Sweeps(_CAPOT_BONUS, OTHER_CAPOT)
#: Romanian Belot: a side without a trick pays a penalty; the value only needs the step
TRICKLESS = Sweeps(SWEEP_BONUS, NO_TRICK)


def points_of(value: int) -> tuple[int, int]:
    """(the team's card points, the other team's), as scoring counts them, from a ``CAPOT`` value."""
    if value >= CAPOT_POINTS:
        return CAPOT_POINTS, 0
    if value <= OTHER_CAPOT:
        return 0, CAPOT_POINTS
    return value, DEAL_POINTS - value


def side_points_of(value: int) -> tuple[int, bool, bool]:
    """(the side's card points, whether it took a trick, whether any other side did), from a
    ``TRICKLESS`` value."""
    if value <= NO_TRICK:
        return 0, False, True
    if value > DEAL_POINTS:
        return DEAL_POINTS, True, False
    return value, True, True


def _suit_point_tables(strain: Strain) -> tuple[tuple[int, ...], ...]:
    """Per suit, the card points of each 8-bit pattern of that suit (sums a mask in 4 lookups)."""
    pts = TABLES[strain].points
    return tuple(
        tuple(sum(pts[s * 8 + r] for r in range(8) if byte >> r & 1) for byte in range(256)) for s in range(4)
    )


def _strength_order(strain: Strain) -> tuple[tuple[Card, ...], ...]:
    """Per suit, its cards from strongest to weakest in this strain."""
    strength = TABLES[strain].strength
    return tuple(tuple(sorted(range(s * 8, s * 8 + 8), key=lambda c: -strength[c])) for s in range(4))


def _equal_runs(strain: Strain) -> tuple[tuple[Mask, int, tuple[Card, ...]], ...]:
    """Per suit, its longest run of cards of equal points next to each other in the suit's
    order (the small cards, e.g. 9 8 7 of a plain suit), as (their mask, their lowest bit, the
    cards strongest first); a run must be next to each other as bits too (all of them are in
    these strains), so that its pattern is one shift away. A suit without one has an empty run."""
    pts = TABLES[strain].points
    runs: list[tuple[Mask, int, tuple[Card, ...]]] = []
    for order in _strength_order(strain):
        best: tuple[Mask, int, tuple[Card, ...]] = (0, order[-1], ())
        i = 0
        while i < len(order):
            j = i + 1
            while j < len(order) and pts[order[j]] == pts[order[i]]:
                j += 1
            cards = order[i:j]
            low = min(cards)
            if len(best[2]) < len(cards) > 1 and max(cards) - low + 1 == len(cards):
                best = (sum(1 << c for c in cards), low, cards)
            i = j
        runs.append(best)
    return tuple(runs)


def _suit_canon(mask: Mask, shift: int, cards: tuple[Card, ...], holder: list[int]) -> list[int]:
    """For the suit of the run ``mask`` (``_RUNS``; its lowest bit ``shift``, its ``cards``
    strongest first, each held by ``holder[card]``), each pattern of the suit's live cards -> the
    same pattern with the run's part the smallest with the same holders in the same order."""
    first: dict[int, int] = {}
    table: list[int] = []
    for pattern in range(1 << len(cards)):
        sig = 1
        for c in cards:
            if pattern >> (c - shift) & 1:
                sig = sig << 3 | holder[c]
        table.append(first.setdefault(sig, pattern))
    low = shift & 7  # (the run's place in the suit's byte)
    run = mask >> (shift - low)
    return [byte & ~run | table[(byte & run) >> low] << low for byte in range(256)]


#: ``_suit_canon``'s tables, by strain, the run's holders and its suit: few, and every solver
#: needs four (an Expert's decision makes dozens of solvers)
_CANON_CACHE: dict[int, list[int]] = {}
_CANON_CACHE_SIZE: Final = 4096


_POINT_BYTES = {s: _suit_point_tables(s) for s in Strain}
_ORDERS = {s: _strength_order(s) for s in Strain}
_RUNS = {s: _equal_runs(s) for s in Strain}


def strength_order(strain: Strain) -> tuple[tuple[Card, ...], ...]:
    """Per suit, its cards from strongest to weakest in ``strain``."""
    return _ORDERS[strain]


def point_tables(strain: Strain) -> tuple[tuple[int, ...], ...]:
    """Per suit, the card points of each 8-bit pattern of that suit in ``strain``."""
    return _POINT_BYTES[strain]


def _own(state: Position) -> PlayState:
    """A copy of ``state`` for the search to play in (the compiled build has its own ``PlayState``
    class and is handed the pure engine's: ``PlayState.of`` takes it over)."""
    if isinstance(state, PlayState):
        return state.copy()
    return PlayState.of(state)


class Solver:
    """Double-dummy values of one deal's position for one ``side`` of its table (at four: 0 NS,
    1 EW), with the variant's ``sweeps`` (``CAPOT`` by default, see the module's doc).

    The position is copied; the transposition table lives as long as the solver, so asking for
    several cards' values of one position shares the work.
    """

    def __init__(
        self,
        state: Position,
        side: int,
        budget: Budget = UNLIMITED,
        horizon: int | None = None,
        sweeps: Sweeps = CAPOT,
    ) -> None:
        """``horizon``: when set, the search stops at the start of trick number ``horizon``
        (from 0) and estimates the rest with ``table_estimate`` instead of playing it out (a
        depth-limited search for positions too early to solve exactly in the time there is)."""
        self.state = _own(state)
        st = self.state
        self.team = int(side)  # the side whose value is maximised (a team at four)
        self.budget = budget
        self._every = sweeps.every
        self._none = sweeps.none
        self._size = st.size
        self._total = st.total
        # (lists: the compiled build indexes them faster than tuples)
        self._sides: list[int] = list(st.table.side_table)
        self._nsides = st.table.sides
        self._partners: list[int] = list(st.table.partner_table)
        self._next: list[int] = list(st.table.next_table)
        self._horizon_cards = st.size * horizon if horizon is not None else st.total + 1
        self.nodes = 0
        self._next_clock = _CLOCK_EVERY
        self._tt: dict[int, tuple[int, int, int]] = {}
        #: every card seen in each hand: the table's keys leave out who holds a card (see the
        #: module's doc), which holds while no card is seen in two hands
        self._held = list(st.hands)
        self._order_cache: dict[int, tuple[Mask, tuple[Card, ...]]] = {}
        #: per trick and leader, the lead that last cut off (tried first when the table has no
        #: best card: 15% fewer nodes on fresh deals)
        self._killers = [-1] * 40
        strain = st.strain
        self._point_bytes = _POINT_BYTES[strain]
        self._orders = _ORDERS[strain]
        self._tables = TABLES[strain]
        #: per suit (256 apart), each pattern of its live cards -> the key's (``_set_canon``)
        self._canon: list[int] = []
        self._set_canon()

    # --- public ---------------------------------------------------------------------------------
    def move_to(self, state: Position) -> None:
        """Look at another position of the same deal, keeping what the table has learnt (its
        entries are about what is left to play, so they hold for every position of the deal)."""
        if state.strain != self.state.strain:
            raise ValueError("another deal's position: make a new Solver")
        self.state = _own(state)
        held = self._held
        hands = self.state.hands
        for seat in range(4):
            if hands[seat] & (held[0] | held[1] | held[2] | held[3]) & ~held[seat]:
                # a card in another hand than before: not one deal, what the table learnt is void
                self._tt.clear()
                self._held = list(hands)
                self._set_canon()
                return
        seen = False
        for seat in range(4):
            if hands[seat] & ~held[seat]:
                held[seat] |= hands[seat]
                seen = True
        if seen:
            # cards not seen before have a holder now: patterns with them may join a class
            # (a key's meaning never changes, since the holders of its cards do not)
            self._set_canon()

    def _set_canon(self) -> None:
        """The table's keys by *relative* ranks (``_RUNS``): within each run of cards of equal
        points next to each other in their suit's order, the live ones in order and who holds
        each are what matters, not which of them they are (whichever of two pointless small
        cards went, the problem left is the same: who may play what, who wins each trick and
        what it is worth follow from the order of the live cards). Each pattern of a run's cards
        maps to the smallest pattern with the same holders in the same order, and each suit's
        pattern of live cards to the key's (``_canon``). A card in no hand seen (gone before the
        solver came) counts as held by nobody: it is never live at a trick boundary."""
        held = self._held
        holder = [4] * 32
        for seat in range(4):
            for c in _bits(held[seat]):
                holder[c] = seat
        strain = int(self.state.strain)
        canon: list[int] = []
        for mask, shift, cards in _RUNS[self.state.strain]:
            code = strain
            for c in cards:
                code = code << 3 | holder[c]
            # (the suit, then the run's length last: runs of two and three cards in different
            # strains would otherwise make the same code)
            code = (code << 3 | shift >> 3) << 3 | len(cards)
            table = _CANON_CACHE.get(code)
            if table is None:
                table = _suit_canon(mask, shift, cards, holder)
                if len(_CANON_CACHE) >= _CANON_CACHE_SIZE:
                    _CANON_CACHE.clear()
                _CANON_CACHE[code] = table
            canon += table
        self._canon = canon

    def key_cards(self, live: Mask) -> int:
        """The table's key for the cards ``live``: each run's cards in their pattern's class's
        smallest (``_set_canon``)."""
        cn = self._canon
        return (
            cn[live & 0xFF] | cn[256 + (live >> 8 & 0xFF)] << 8 | cn[512 + (live >> 16 & 0xFF)] << 16
            | cn[768 + (live >> 24)] << 24
        )

    # --- looks at what the search keeps (read-only; for tests and benchmarks) --------------------
    def move_order(self, legal: Mask) -> tuple[Card, ...]:
        """The order the search tries ``legal`` in at this position when no best card is known."""
        return self._ordered(legal, -1)

    def null_window(self, gain: int) -> int:
        """One null-window search of the position (is the side's remaining gain above ``gain``?):
        the fail-soft value, the table keeping what it learnt."""
        return self._search(gain, gain + 1)

    def table_best_cards(self) -> list[Card]:
        """The best card kept by each table entry (-1: none known)."""
        return [best for _, _, best in self._tt.values()]

    def value(self) -> int:
        """The final value for the side with perfect play from here (see the module's doc)."""
        st = self.state
        if st.is_over:
            return self._final_adjust() + st.points[self.team]
        return st.points[self.team] + self._mtdf(-_INF, _INF)

    def card_values(
        self, cards: Mask | None = None, split: int = NO_SPLIT, flat_below: bool = False, flat_above: bool = False
    ) -> dict[Card, int]:
        """The final value for the side after each legal card (or each of ``cards``) of the
        player to move, every side playing perfectly afterwards.

        ``split`` with ``flat_below`` (``flat_above``): the caller scores every value below
        ``split`` (from ``split`` up) alike, so a card whose value falls there is settled by one
        null-window search at ``split`` and given a bound on that side instead of its exact value
        (a contract's made-or-down line: the down side's points change nothing)."""
        st = self.state
        legal = st.legal_mask() if cards is None else cards & st.legal_mask()
        out: dict[Card, int] = {}
        reps = self._merge(legal, self._live())
        flat = split != NO_SPLIT and (flat_below or flat_above)
        guess = UNKNOWN  # (the last card's value: the next one's is often close)
        for c in reps:
            st.play(c)
            try:
                now = st.points[self.team]
                if st.is_over:
                    out[c] = now + self._final_adjust()
                elif flat:
                    need = split - now
                    g = self._search(need - 1, need)
                    if g < need:
                        out[c] = now + (min(g, need - 1) if flat_below else self._mtdf(-_INF, g))
                    else:
                        out[c] = now + (max(g, need) if flat_above else self._mtdf(g, _INF))
                else:
                    out[c] = now + self._mtdf(-_INF, _INF, UNKNOWN if guess == UNKNOWN else guess - now)
                    guess = out[c]
            finally:
                st.undo()
        # merged cards share their representative's value
        for c in _bits(legal):
            if c not in out:
                out[c] = out[self._representative_of(c, legal)]
        return out

    def best_card(self) -> tuple[Card, int]:
        """A best card for the player to move, and the value it keeps."""
        st = self.state
        maximizing = self._sides[st.turn] == self.team
        values = self.card_values()
        best = max(values, key=lambda c: values[c]) if maximizing else min(values, key=lambda c: values[c])
        return best, values[best]

    # --- search ---------------------------------------------------------------------------------
    def _final_adjust(self) -> int:
        won = self.state.tricks_won
        if not won[self.team]:
            return self._none  # (its points are 0: it took no card)
        if sum(won) == won[self.team]:
            return self._every
        return 0

    def _tick(self) -> None:
        # the next look is due whether or not this one stops the search: a solver that ran out
        # on one position (analyse) gets a full interval on the next
        self._next_clock = self.nodes + _CLOCK_EVERY
        budget = self.budget
        if budget.nodes is not None and self.nodes > budget.nodes:
            raise BudgetExceeded(f"more than {budget.nodes} nodes")
        if budget.deadline is not None and time.perf_counter() > budget.deadline:
            raise BudgetExceeded("out of time")

    def _mtdf(self, lo: int, hi: int, first: int = UNKNOWN) -> int:
        """The exact remaining value by null-window searches closing in on it (MTD(f)): each
        narrow search cuts far more than one wide one, and the table keeps what they learnt.
        Once the value is bracketed the next test is the middle of the bracket, and until then
        the steps double from a fifth of the points left: near the value every test is costly,
        so few of them should be there (first steps of 1 point made 10-15% more nodes on fresh
        deals than 32, a guess being some 20 points off). ``lo`` and ``hi``: bounds already
        proven (-_INF and _INF: none). ``first``: a guess known to be close (``card_values``
        passes the card before's value: a position's cards are often worth alike), tried first
        with steps from 2 points (9-18% fewer nodes than the guess from half the points left,
        the same values; tricks 1-5 of random deals, docs/BENCHMARKS.md)."""
        rest = self._rest()
        guess = rest // self._nsides if first == UNKNOWN else first
        if guess <= lo:
            guess = lo + 1 if lo + 1 <= hi else lo
        if guess > hi:
            guess = hi
        step = max(1, rest // 5) if first == UNKNOWN else 2
        while lo < hi:
            beta = guess + 1 if guess == lo else guess
            g = self._search(beta - 1, beta)
            if g < beta:
                hi = g
                if lo > -_INF:
                    guess = (lo + hi + 1) // 2
                else:
                    guess = g - step
                    step *= 2
            else:
                lo = g
                if hi < _INF:
                    guess = (lo + hi + 1) // 2
                else:
                    guess = g + step
                    step *= 2
            if guess <= lo:
                guess = lo + 1 if lo + 1 <= hi else lo
            if guess > hi:
                guess = hi
        return lo

    def _rest(self) -> int:
        """Card points still in the hands or on the table, with the last-trick bonus."""
        st = self.state
        h = st.hands
        live = h[0] | h[1] | h[2] | h[3]
        pb = self._point_bytes
        rest = pb[0][live & 0xFF] + pb[1][live >> 8 & 0xFF] + pb[2][live >> 16 & 0xFF] + pb[3][live >> 24]
        n = len(st.played)
        for c in st.played[n - n % self._size :]:
            rest += self._tables.points[c]
        return rest + _LAST_TRICK_BONUS

    def _search(self, alpha: int, beta: int) -> int:
        """What the side gains from here on (the current trick's cards included), with the
        variant's sweeps; fail-soft alpha-beta."""
        self.nodes += 1
        if self.nodes >= self._next_clock:
            self._tick()
        st = self.state
        side = self.team
        n = len(st.played)
        hands = st.hands
        key = 0
        live = 0
        tt_best = -1
        entry = None
        a0 = b0 = 0
        boundary = not n % self._size
        if boundary:
            if n == self._total - self._size:
                return self._last_trick()
            won = st.tricks_won
            mine = won[side] > 0
            theirs = n // self._size > won[side]  # (the tricks done, all of them its own?)
            # Bounds from what is left: all remaining points (and a sweep) at most, nothing (or
            # the penalty of taking no trick) at least.
            live = hands[0] | hands[1] | hands[2] | hands[3]
            pb = self._point_bytes
            rest = (
                pb[0][live & 0xFF] + pb[1][live >> 8 & 0xFF] + pb[2][live >> 16 & 0xFF] + pb[3][live >> 24]
                + _LAST_TRICK_BONUS
            )
            hi = rest + (0 if theirs else self._every)
            lo = 0 if mine else self._none
            if n >= self._horizon_cards:
                return table_estimate(hands, self._tables, self._point_bytes, side, st.turn, self._sides, self._nsides)
            restricted = st.taker >= 0 and st.taker_trump_at < 0
            key = self.key_cards(live) | st.turn << 32 | mine << 34 | theirs << 35 | restricted << 36
            entry = self._tt.get(key)
            if entry is not None:
                elo, ehi, rel_best = entry
                tt_best = self._nth_live(rel_best, live) if rel_best >= 0 else -1
                if elo > lo:
                    lo = elo
                if ehi < hi:
                    hi = ehi
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
            a0, b0 = alpha, beta
            if alpha < lo:
                alpha = lo
            if beta > hi:
                beta = hi
        maximizing = self._sides[st.turn] == side
        if boundary and tt_best < 0:
            # no card known best here: the lead that last cut off at this trick and seat (a
            # "killer": positions one trick apart often fall to the same lead)
            tt_best = self._killers[n // self._size * 4 + st.turn]
        moves = self._ordered(st.legal_mask(), tt_best)
        best = -_INF if maximizing else _INF
        best_card = -1
        points = st.points
        last = n == self._total - 1
        # The trick's last card, when the next trick is neither the last (its shortcut) nor past
        # the horizon: each card's trick is decided without playing it, so the next position's
        # bounds and table entry can be read first (``_probe``).
        probe = n % self._size == self._size - 1 and n + 1 < self._horizon_cards and not last
        trick_points = 0
        hands_live = 0
        if probe:
            tpts = self._tables.points
            played = st.played
            for i in range(n + 1 - self._size, n):
                trick_points += tpts[played[i]]
            hands_live = hands[0] | hands[1] | hands[2] | hands[3]
        for c in moves:
            v = UNKNOWN
            if probe:
                v = self._probe(c, alpha, beta, trick_points, hands_live)
                if v != UNKNOWN:
                    self.nodes += 1  # (the node it stands for: the same count as searching it)
            if v == UNKNOWN:
                before = points[side]
                st.play(c)
                delta = points[side] - before
                if last:
                    v = delta + self._final_adjust()
                else:
                    v = delta + self._search(alpha - delta, beta - delta)
                st.undo()
            if maximizing:
                if v > best:
                    best, best_card = v, c
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            else:
                if v < best:
                    best, best_card = v, c
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        if boundary and (best >= b0 if maximizing else best <= a0):
            self._killers[n // self._size * 4 + st.turn] = best_card
        if boundary:
            # (the entry read above: this position cannot recur below itself). The best card is
            # kept by its place, its suit and how many live cards of the suit are above it: the
            # key stands for every position of its class, where that place holds the same card.
            rel = (best_card & ~7) | (live & self._tables.higher[best_card]).bit_count()
            old_lo, old_hi = (entry[0], entry[1]) if entry is not None else (-_INF, _INF)
            if best <= a0:
                # at most alpha: keep the earlier choice, else none (-1). At the side's own
                # nodes no card is known best; at the others' the card that cut off is also
                # this trick and seat's killer, which the next visit then tries first (3-8%
                # fewer nodes on fresh deals than keeping the card here)
                new = (old_lo, min(old_hi, best), entry[2] if entry is not None else -1)
            elif best >= b0:
                new = (max(old_lo, best), old_hi, rel)
            else:
                new = (best, best, rel)
            self._tt[key] = new
        return best

    def _probe(self, c: Card, alpha: int, beta: int, trick_points: int, live: Mask) -> int:
        """What ``_search`` would return for the trick's last card ``c`` if the position after
        it (a trick boundary, ``live`` the cards in the hands before it) answers from its bounds
        and table entry alone, else ``UNKNOWN``: the trick is decided by the engine's winner
        rule, and nothing is played (the position, its bounds and key as ``_search`` makes them)."""
        st = self.state
        side = self.team
        winner = st.turn if beats(self._tables, c, st.win_card) else st.win_seat
        ours = self._sides[winner] == side
        delta = trick_points + self._tables.points[c] if ours else 0
        taken = st.tricks_won[side] + (1 if ours else 0)
        n = len(st.played) + 1
        if n == self._total - self._size:
            return delta + self._last_trick_of(winner, 1 << c, taken, n // self._size)
        live ^= 1 << c
        pb = self._point_bytes
        rest = pb[0][live & 0xFF] + pb[1][live >> 8 & 0xFF] + pb[2][live >> 16 & 0xFF] + pb[3][live >> 24] + _LAST_TRICK_BONUS
        mine = taken > 0
        theirs = n // self._size > taken
        hi = rest + (0 if theirs else self._every)
        lo = 0 if mine else self._none
        restricted = st.taker >= 0 and st.taker_trump_at < 0
        key = self.key_cards(live) | winner << 32 | mine << 34 | theirs << 35 | restricted << 36
        entry = self._tt.get(key)
        if entry is not None:
            if entry[0] > lo:
                lo = entry[0]
            if entry[1] < hi:
                hi = entry[1]
        if lo >= beta - delta or lo == hi:
            return delta + lo
        if hi <= alpha - delta:
            return delta + hi
        return UNKNOWN

    def _nth_live(self, rel: int, live: Mask) -> Card:
        """The card at place ``rel`` (``_search``'s table entries) among the ``live`` cards."""
        k = rel & 7
        for c in self._orders[rel >> 3]:
            if live >> c & 1:
                if not k:
                    return c
                k -= 1
        return -1

    def _last_trick(self) -> int:
        """One card left in each hand: the play is forced, so only the engine's trick-winner
        rule is needed (cheaper than playing the cards and taking them back)."""
        st = self.state
        won = st.tricks_won
        return self._last_trick_of(st.turn, 0, won[self.team], sum(won))

    def _last_trick_of(self, seat: int, gone: Mask, taken: int, done: int) -> int:
        """``_last_trick`` led by ``seat``, the cards of ``gone`` out of the hands, the side
        having taken ``taken`` of the ``done`` tricks before it."""
        side = self.team
        hands = self.state.hands
        tables = self._tables
        pts = tables.points
        nxt = self._next
        best = (hands[seat] & ~gone).bit_length() - 1
        winner = seat
        total = pts[best] + _LAST_TRICK_BONUS
        s = seat
        for _ in range(1, self._size):
            s = nxt[s]
            c = (hands[s] & ~gone).bit_length() - 1
            total += pts[c]
            if beats(tables, c, best):
                best, winner = c, s
        if self._sides[winner] == side:
            return total + (self._every if done == taken else 0)
        return 0 if taken else self._none

    # --- move generation ------------------------------------------------------------------------
    def _live(self) -> Mask:
        """Cards still in the hands or on the table: the ones that can separate two cards."""
        st = self.state
        h = st.hands
        live = h[0] | h[1] | h[2] | h[3]
        played = st.played
        n = len(played)
        for i in range(n - n % self._size, n):  # (indexed: a slice would be a new list)
            live |= 1 << played[i]
        return live

    def _merge(self, legal: Mask, live: Mask) -> list[Card]:
        pts = self._tables.points
        out: list[Card] = []
        for suit in range(4):
            if not legal & _SUIT_MASKS[suit]:
                continue
            prev = -1
            for c in self._orders[suit]:
                if not live >> c & 1:
                    continue  # gone: does not separate
                if legal >> c & 1:
                    if prev >= 0 and pts[prev] == pts[c]:
                        continue  # same power and points as the card above it: merged
                    out.append(c)
                    prev = c
                else:
                    prev = -1
        return out

    def _representative_of(self, c: Card, legal: Mask) -> Card:
        """The searched card standing for ``c`` (the strongest of its merged run)."""
        live = self._live()
        pts = self._tables.points
        order = self._orders[c >> 3]
        rep = -1
        for d in order:
            if not live >> d & 1:
                continue
            if legal >> d & 1:
                if rep < 0 or pts[rep] != pts[d]:
                    rep = d
                if d == c:
                    return rep
            else:
                rep = -1
        return c

    def _ordered(self, legal: Mask, tt_best: int) -> tuple[Card, ...]:
        # (tuples: once the collector has seen them, tuples of ints are no longer tracked, so
        # a cache of many does not slow every full collection down as lists would)
        if not legal & (legal - 1):
            return _SINGLE[legal.bit_length() - 1]
        st = self.state
        live = self._live()
        # only the suits the player may play matter to merging and ordering: a smaller key
        # finds the same move list again more often
        suits = 0
        for m in _SUIT_MASKS:
            if legal & m:
                suits |= m
        live &= suits
        if len(st.played) % self._size:
            win = st.win_card
            # a partner only at four players; alone, the trick is never "ours" before we win it
            partner_wins = st.win_seat == self._partners[st.turn]
        else:
            win, partner_wins = -1, False
        # (an int key, cheap to hash and compare; the legal cards, which it leaves out, are
        # checked against the entry's)
        key = live | st.turn << 32 | (win + 1) << 34 | partner_wins << 40
        entry = self._order_cache.get(key)
        if entry is not None and entry[0] == legal:
            moves = entry[1]
        else:
            moves = self._order(legal, live, win, partner_wins)
            if len(self._order_cache) > _ORDER_CACHE_SIZE:
                self._order_cache.clear()
            self._order_cache[key] = (legal, moves)
        if tt_best >= 0 and moves[0] != tt_best and tt_best in moves:
            moves = (tt_best,) + tuple([c for c in moves if c != tt_best])
        return moves

    def _order(self, legal: Mask, live: Mask, win: int, partner_wins: bool) -> tuple[Card, ...]:
        """The merged cards of ``legal``, most promising first."""
        reps = self._merge(legal, live)
        t = self._tables
        pts = t.points
        strength = t.strength
        keyed: list[tuple[int, Card]] = []
        if win < 0:
            # Leading: masters first (richest first), then the cheapest cards.
            higher = t.higher
            for c in reps:
                if not live & higher[c]:
                    keyed.append((-100 - pts[c] - (50 if t.cut_mask >> c & 1 else 0), c))
                else:
                    keyed.append((pts[c] * 4 + strength[c], c))
        else:
            for c in reps:
                if partner_wins:
                    keyed.append((-pts[c] * 16 + strength[c], c))  # load points on the partner
                elif beats(t, c, win):
                    keyed.append((-200 + strength[c] + (30 if t.cut_mask >> c & 1 else 0), c))  # win cheaply
                else:
                    keyed.append((pts[c] * 16 + strength[c], c))  # else throw the least
        keyed.sort()
        return tuple([c for _, c in keyed])




#: The raw power share is too timid: on fresh deals solved exactly (20 random deals and strains,
#: benchmarks' calibration), the exact points moved about twice as far from an even split as the
#: share did (least-squares slope 2.07), so the share's distance from half is stretched by this.
#: Later trick boundaries (40 random-play positions each after 2, 3, 4 and 5 tricks) gave slopes
#: of 2.1 to 2.9 for the remaining points: the same stretch serves the depth-limited search.
_ESTIMATE_STRETCH: Final = 2.0


def table_estimate(
    hands: list[Mask], tables: StrainTables, point_bytes: tuple[tuple[int, ...], ...], side: int, leader: int,
    side_table: Sequence[int], sides: int,
) -> int:
    """A quick guess of the points ``side`` takes from a trick boundary on, for the depth-limited
    search and the auction: the remaining points shared in proportion to each side's card power
    (trumps weigh most, then masters, then the cards that beat many of the others), with a little
    for having the lead, the share's distance from an even split (half, or a third at three
    players) stretched by ``_ESTIMATE_STRETCH``. Never outside what is possible (no sweep is
    guessed). The stretch was calibrated at four players only; at three and in a duel it is a guess."""
    live = hands[0] | hands[1] | hands[2] | hands[3]
    rest = (
        point_bytes[0][live & 0xFF] + point_bytes[1][live >> 8 & 0xFF] + point_bytes[2][live >> 16 & 0xFF]
        + point_bytes[3][live >> 24] + _LAST_TRICK_BONUS
    )
    higher = tables.higher
    cut = tables.cut_mask
    power = [1.0] * sides
    for seat in range(4):
        h = hands[seat]
        if not h:
            continue
        p = 0.0
        while h:
            low = h & -h
            c = low.bit_length() - 1
            h ^= low
            above = (live & higher[c]).bit_count()
            if cut >> c & 1:
                p += 4.0 - 0.5 * above if above < 6 else 1.0
            elif above == 0:
                p += 3.0
            elif above == 1:
                p += 1.0
            else:
                p += 0.25
        power[side_table[seat]] += p
    if 0 <= leader < 4 and side_table[leader] >= 0:
        power[side_table[leader]] += 1.0
    even = rest / sides
    share = even + _ESTIMATE_STRETCH * (rest * power[side] / sum(power) - even)
    return int(min(max(share, 0.0), float(rest)) + 0.5)


def estimate(
    hands: list[Mask], tables: StrainTables, point_bytes: tuple[tuple[int, ...], ...], team: int, leader: int,
    won: list[int],
) -> int:
    """``table_estimate`` for ``team`` at a table of two teams of two (the auction's judge)."""
    return table_estimate(hands, tables, point_bytes, team, leader, _TEAM_SIDES, 2)


def _bits(mask: Mask) -> list[Card]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def solve(state: Position, team: int, budget: Budget = UNLIMITED) -> int:
    """The double-dummy value of ``state`` for ``team`` with Classic/Contrée scoring (``CAPOT``)."""
    return Solver(state, team, budget).value()


class TableSolver(Solver):
    """The ``Solver`` with Romanian Belot's ``TRICKLESS`` sweeps: what callers at any Romanian
    table (four, three, a duel) ask for one side. The same search; only the sweeps differ."""

    def __init__(
        self, state: Position, side: int, budget: Budget = UNLIMITED, horizon: int | None = None
    ) -> None:
        super().__init__(state, side, budget, horizon, TRICKLESS)


# --- the compiled build (belote_desktop/compiled.py cuts this block from its copy) --------------
# Everything above is the reference. ``python -m belote_desktop.compiled`` (run by ./dev) compiles
# it with the engine's trick play (mypyc, the same source), and the search's inner loop in C
# (``search_core.c``); when that build is present and was made from the sources as they are now,
# the solver's users get its classes and functions here, else the pure-Python ones above stay.
# ``COMPILED`` says which; ``compiled.STATUS`` why.


class CoreSolver(Solver):
    """The ``Solver`` with ``_search`` in C (``search_core.c``, the compiled build's search core):
    the same class otherwise, the same answers node for node, many times faster. The core keeps
    the transposition table and the killers; ``_tt`` is the core (``clear``, ``values``)."""

    def __init__(
        self, state: Position, side: int, budget: Budget = UNLIMITED, horizon: int | None = None, sweeps: Sweeps = CAPOT
    ) -> None:
        self._core: Any = None
        super().__init__(state, side, budget, horizon, sweeps)
        t = self._tables
        core = _CORE.Core(
            self.team, self._every, self._none, self._size, self._total, self._nsides, self._horizon_cards,
            self._sides, self._partners, self._next, t.points, t.strength, t.higher, t.cut_mask, t.overtake_mask,
            [c for suit in self._orders for c in suit],
        )
        core.set_canon(self._canon)
        self._core = core
        self._tt = core  # (the core answers what the table is asked: clear() and values())

    def _set_canon(self) -> None:
        super()._set_canon()
        if self._core is not None:
            self._core.set_canon(self._canon)

    def _search(self, alpha: int, beta: int) -> int:
        st = self.state
        budget = self.budget
        status, value, self.nodes, self._next_clock = self._core.search(
            alpha, beta, st.hands, st.played, st.win_card, st.win_seat, st.turn, st.leader, st.points,
            st.tricks_won, st.taker, st.taker_trump_at, st.partner_exemption, st.must_undertrump, self.nodes,
            self._next_clock,
            -1 if budget.nodes is None else budget.nodes, budget.deadline is not None,
            0.0 if budget.deadline is None else budget.deadline,
        )
        if status:
            raise BudgetExceeded(f"more than {budget.nodes} nodes" if status == 1 else "out of time")
        return int(value)


class CoreTableSolver(CoreSolver):
    """``TableSolver`` on the C search core."""

    def __init__(
        self, state: Position, side: int, budget: Budget = UNLIMITED, horizon: int | None = None
    ) -> None:
        super().__init__(state, side, budget, horizon, TRICKLESS)


def _core_solve(state: Position, team: int, budget: Budget = UNLIMITED) -> int:
    return CoreSolver(state, team, budget).value()


COMPILED = False
#: the C search core's module (``search_core.c``) when it is in use, else None
_CORE: Any = None
if __name__ == "belote_desktop.bots.solver":
    from belote_desktop import compiled as _compiled

    _fast = _compiled.load()
    if _fast is not None:
        COMPILED = True
        _fast_estimate = _fast.estimate
        _pure_estimate = estimate
        #: the engine's strain tables -> the compiled build's (a caller of ``estimate`` holds
        #: the engine's)
        _FAST_TABLES = {id(t): f for t, f in zip(TABLES, _fast.TABLES)}

        def estimate(  # the compiled build's, when there is one
            hands: list[Mask], tables: StrainTables, point_bytes: tuple[tuple[int, ...], ...], team: int,
            leader: int, won: list[int],
        ) -> int:
            fast = _FAST_TABLES.get(id(tables))
            if fast is None:
                return _pure_estimate(hands, tables, point_bytes, team, leader, won)
            return int(_fast_estimate(hands, fast, point_bytes, team, leader, won))

        _CORE = _compiled.CORE  # (what ``load`` found)
        if _CORE is not None:
            # the search in C: the Python Solver around it, the pure classes it is handed
            Solver = CoreSolver  # type: ignore[misc]  # the C core's class in place of the pure one, same interface
            TableSolver = CoreTableSolver  # type: ignore[misc, assignment]  # the C core's class in place of the pure one, same interface
            solve = _core_solve
        else:
            Budget = _fast.Budget  # type: ignore[misc]  # the compiled build's class in place of the pure one, same interface
            BudgetExceeded = _fast.BudgetExceeded  # type: ignore[misc]  # the compiled build's class in place of the pure one, same interface
            UNLIMITED = _fast.UNLIMITED
            Sweeps = _fast.Sweeps  # type: ignore[misc]  # the compiled build's class in place of the pure one, same interface
            CAPOT = _fast.CAPOT
            TRICKLESS = _fast.TRICKLESS
            Solver = _fast.Solver  # type: ignore[misc]  # the compiled build's class in place of the pure one, same interface
            TableSolver = _fast.TableSolver  # type: ignore[misc]  # the compiled build's class in place of the pure one, same interface
            solve = _fast.solve
