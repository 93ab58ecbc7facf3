"""The Expert level: plays the card with the best expected deal score over sampled deals.

For each decision it deals the hidden cards many times in ways consistent with its seat's view
(``sampling``), solves each deal with the double-dummy ``solver`` and scores the outcome of each
legal card with the engine's scoring for the contract in play: made or down is a step, so a card
that keeps a contract alive is worth far more than a few card points.

The card play is one path for every variant and table (``ExpertBot._card``); what a variant's
scoring adds is a ``CardJudge`` chosen by asking the variant object (``judge_for``): ``DealJudge``
for a score from each team's count (Classic, Contrée), ``expert_romanian.RomanianJudge`` for
Romanian Belot at four, three or two. The judge says how to replay a sampled deal, which side the
one ``solver.Solver`` searches for with which ``Sweeps``, and what a value is worth.

Where an exact solve of every sample does not fit (five or more tricks to play), the solver
searches the next tricks exactly and estimates the rest (``solver.estimate``); a sample whose
search outgrows its share of the work falls back to searching only the current trick.

The calls are ``expert_calls.choose_call``'s (its own module; docs/BOTS.md, "Calls").

Without a time budget the work is a fixed number of search nodes, so the same view and seed give
the same action; with ``budget_ms`` the card search is anytime: it adds sampled deals (and
searches each a trick deeper while that fits) until the budget's share is spent, and never runs over;
the calls it starts from (Hard's) stop their sampled contre deals at the same deadline.
"""

from __future__ import annotations

import dataclasses
import random
import time
from bisect import bisect_left
from dataclasses import dataclass, field
from typing import Any, Iterator, Protocol, Sequence, TypeVar

from belote_desktop.bots.sampling import Inconsistent, constraints_of, original_hands, played_by_seat, sample_hands
from belote_desktop.bots.deal_score import Fixed, deal_margin
from belote_desktop.bots.deal_score import fixed_points_at_start as _fixed_points
from belote_desktop.bots.solver import (
    CAPOT,
    CoreSolver,
    NO_LINE,
    NO_SPLIT,
    Budget,
    BudgetExceeded,
    Line,
    Solver,
    Sweeps,
    points_of,
)
from belote_desktop.engine.cards import Card, Mask, Seat, Team
from belote_desktop.engine.contract import DEAL_POINTS, Contract, Strain
from belote_desktop.engine.play import PlayState
from belote_desktop.engine.state import Action, Phase
from belote_desktop.engine.variants import variant_class
from belote_desktop.engine.view import SeatView

C = TypeVar("C")

#: the search runs in C (the compiled build's core, ``bots/search_core.c``): some 12x the mypyc
#: build's speed and 110x pure Python's, which is what decides how deep a time budget reaches
SEARCH_IN_C = Solver is CoreSolver
#: ``ExpertSettings.budget_exact_tricks``' default with the search in C
CORE_EXACT_TRICKS = 6
#: ``ExpertSettings.budget_line_check``'s default with the search in C: made or down proven from
#: trick 2
CORE_LINE_CHECK = 1


@dataclass(frozen=True, slots=True)
class ExpertSettings:
    # The search mix is chosen per millisecond by the deal score each setting loses against the
    # exact best card (all hands known) on positions of Hard-vs-Hard Contrée deals
    # (``bench_solver.py --mix``; docs/BENCHMARKS.md, "What the Expert spends its time on").
    # Measured with the compiled solver (4x the nodes a second then, 7x now), the defaults below: exact
    # from five tricks left, else the current trick and one more searched; on 400 positions
    # (tricks 2-6) that lost 6.2 a decision against 11.0 for the shallower mix the pure-Python
    # build used to have (the current trick searched, exact from four) and 17.9 for Hard, in
    # 31 ms median, 205 ms p95. Both builds play this one mix, so for the same view, seed and
    # fixed work (no time budget) they choose the same action, the pure one about 7x slower;
    # with a time budget (the window's) the search is anytime and does what fits in it.
    #: deals sampled per card decision (at most; fewer when the work runs out)
    samples: int = 24
    #: search nodes per card decision when there is no time budget
    nodes: int = 150_000
    #: at most this many nodes for one sample before falling back to a shallower search
    sample_nodes: int = 40_000
    #: solve exactly when at most this many tricks are left (the current one included)
    exact_tricks: int = 5
    #: otherwise search this many whole tricks after the current one, then estimate
    lookahead_tricks: int = 1
    # --- the calls (bots/expert_calls.py) ---
    #: deals weighed per auction decision ...
    bid_samples: int = 16
    #: ... kept from at most this many drawn, those on which Hard's rules make the calls said so
    #: far first
    bid_tries: int = 48
    #: the fitted fresh-deal estimate's error (card points, root mean square on held-out deals,
    #: ``expert_calls.FIT_ERROR``): each simulated contract is scored at the estimate and one
    #: error rule either side
    bid_error: float = 16.6
    #: another call than Hard's is said only when its mean margin over the simulated auctions
    #: beats Hard's call's by this much (deal points); infinite: Hard's calls, nothing sampled.
    #: 60: with Hard's card play at every seat (benchmarks/bench_calls.py, duplicate, the full
    #: auction, 2026-12-02) +16.7 +- 9.2 a deal over 1,200 Contrée boards (three seeds: +8, +17,
    #: +25) and +0.6 +- 0.8 over 2,000 Classic boards; no margin at all lost in Contrée (-12.7
    #: +- 20.6, half the calls changed), 100 did as well as 60 on two seeds (docs/BENCHMARKS.md)
    call_margin: float = 60.0
    #: the share of ``budget_ms`` spent searching; the rest is headroom
    budget_share: float = 0.8
    #: each card point the team is expected to take adds this to a card's margin: where the
    #: samples agree on made or down (a contred or a lost contract scores alike whatever the
    #: points), the cards would tie and the first would be played; more points is the hedge
    #: against the samples being wrong
    points_weight: float = 0.25
    #: with a time budget, solve exactly when at most this many tricks are left (at least
    #: ``exact_tricks``); None: ``CORE_EXACT_TRICKS`` (6, from trick 3) when the search runs in C,
    #: else ``exact_tricks``. In C every card's exact value at trick 3 takes 0.5 ms at the median
    #: (71 ms in pure Python), so 17-156 deals solved to the end fit in a 100 ms card where the
    #: estimate from the current trick with made-or-down proven had 32-120 (docs/BENCHMARKS.md,
    #: "the search in C"); the pure build would solve one. From trick 2 (7) was tried and not
    #: kept: 4.1 +- 2.8 a decision better against the exact best card at positions of
    #: Hard-vs-Hard deals, but 1.5 +- 0.6 (one standard error) a card worse at 6,573 positions of
    #: games against colver's IS-DD (docs/BENCHMARKS.md, "solved from trick 2")
    budget_exact_tricks: int | None = None
    #: with a time budget the search is anytime: it keeps adding sampled deals until the budget
    #: is spent, up to this many (``samples`` is then the share the budget is planned over)
    budget_samples: int = 256
    #: with a time budget, each deal is first searched one trick deeper than the fixed-work mix
    #: (or exactly, one trick earlier), in its share of the budget; the first that does not fit
    #: turns the deeper search off for the rest of the decision
    budget_deepen: bool = True
    #: at a table of three (three cards a trick, each player alone) every sampled deal is solved
    #: exactly from the first trick, with this much work: a deal of 24 cards among three is
    #: small enough, and it paid against Hard where the estimate at the search's horizon (its
    #: stretch calibrated at four players) did not (docs/BENCHMARKS.md, "Expert in Romanian Belot")
    three_exact_tricks: int = 8
    three_nodes: int = 1_000_000
    three_sample_nodes: int = 200_000
    #: deal the hidden cards weighted by Hard's probabilities (what the auction and play suggest);
    #: False: uniformly among the deals consistent with the facts (voids, cards shown)
    weighted_worlds: bool = True
    #: the weight of each deal's score margin in a card's total (0: card points alone, by
    #: ``points_weight``); benchmark knob for how results over deals are combined
    score_weight: float = 1.0
    #: Classic and Contrée: where a sampled deal's score is the same on one side of the
    #: contract's line (the contract down: the points change nothing), a card there is settled
    #: by one null-window search at the line instead of its exact value, so more deals fit in a
    #: budget (1.0-1.4x at tricks 1-5). Off: better at the mean against colver, not decided, and
    #: the published figures are the Expert's without it (docs/BENCHMARKS.md, "the contract's line")
    flat_line: bool = False
    #: from this trick (from 0; -1: never), a sampled deal searched to a horizon rather than to
    #: the end also gets one exact null-window search a card at the contract's line, and each
    #: card's estimated value is moved to the side of the line that search proves: made or down
    #: exact, the points estimated. 2: trick 3 only (from trick 4 every deal is solved exactly),
    #: where it paid against colver's IS-DD; at tricks 1-2 it did not (docs/BENCHMARKS.md,
    #: "Made or down proven at trick 3") ...
    line_check: int = 2
    #: ... its estimates from the usual horizon (True), or from the current trick alone, no
    #: deeper first search (False: more deals; the better of the two at the mean)
    line_check_lookahead: bool = False
    #: ``line_check`` with a time budget; None: ``CORE_LINE_CHECK`` (1, from trick 2) when the
    #: search runs in C, else ``line_check`` (fixed work plays the same cards in every build). In
    #: C the check at trick 2 fits the budget and lost 1.2 +- 0.5 (one standard error) a card less
    #: than checking from trick 3 at 7,152 positions of games against colver's IS-DD, 0.6 +- 0.4
    #: less at 9,469 fresh ones (docs/BENCHMARKS.md, "made or down proven from trick 2"); with
    #: the mypyc solver the check at tricks 1-2 did not pay
    budget_line_check: int | None = None


class ExpertBot:
    level = "expert"

    def __init__(self, budget_ms: int | None = None, settings: ExpertSettings | None = None) -> None:
        self.budget_ms = budget_ms
        self.settings = settings or ExpertSettings()

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        actions = view.legal_actions
        if not actions:
            raise ValueError(f"{view.seat.name} has nothing to do")
        if len(actions) == 1:
            return actions[0]
        deadline = None
        if self.budget_ms is not None:
            deadline = time.perf_counter() + self.budget_ms * self.settings.budget_share / 1000.0
        if view.phase == Phase.PLAY:
            return self._play(view, rng, deadline)
        from belote_desktop.bots.expert_calls import choose_call

        return choose_call(view, rng, self.settings, deadline)

    def _play(self, view: SeatView, rng: random.Random, deadline: float | None) -> Action:
        """A card, or an action besides cards in play (Romanian declarations: which combinations
        to declare are the shared decisions Hard makes, docs/BOTS.md)."""
        if variant_class(view.rules.variant).has_extra_actions:
            from belote_desktop.bots.romanian import declaration

            declare = declaration(view, careful=True)
            if declare is not None:
                return declare
        return self._card(view, rng, deadline)

    # --- card play: one path for every variant and table -----------------------------------------
    def _card(self, view: SeatView, rng: random.Random, deadline: float | None) -> Card:
        """The legal card with the best sum over sampled deals of its deal score margin plus the
        points hedge (``points_weight`` a card point the side is expected to take)."""
        s = self.settings
        legal = [a for a in view.legal_actions if isinstance(a, int)]
        if len(legal) == 1:
            return legal[0]
        judge = judge_for(view)
        totals = dict.fromkeys(legal, 0.0)
        try:
            for values, context in self._sampled(view, rng, deadline, judge):
                for c in legal:
                    v = values[c]
                    totals[c] += s.score_weight * judge.margin(v, context) + s.points_weight * judge.card_points(v)
        except Inconsistent:  # raised before any deal is sampled: the view's facts do not fit together
            return legal[0]
        return max(legal, key=lambda c: (totals[c], -c))

    def sampled_values(
        self, view: SeatView, rng: random.Random, deadline: float | None = None
    ) -> Iterator[tuple[dict[Card, int], Fixed]]:
        """The deals the card decision weighs at a Classic or Contrée table: for each deal
        sampled from ``view``, every legal card's solver value for the seat's team and the deal's
        fixed points (declarations and belote per team; ``DealJudge.margin`` turns the two into
        a deal score margin). The deal review reads the same worlds the Expert decides on.
        Raises ``Inconsistent`` on the first step when the view's facts do not fit together."""
        return self._sampled(view, rng, deadline, DealJudge.of(view))

    def _sampled(
        self, view: SeatView, rng: random.Random, deadline: float | None, judge: CardJudge[C]
    ) -> Iterator[tuple[dict[Card, int], C]]:
        """For each deal sampled from ``view``: every legal card's solver value for the judge's
        side, and what the judge needs besides to score it (``CardJudge.context``).

        Without a time budget the work is fixed (``nodes`` in all, ``sample_nodes`` a deal at
        most), so a seed gives one answer. Under a budget the search is anytime: deals are added
        until the budget is spent (up to ``budget_samples``), each first searched one trick
        deeper (exactly if that reaches the end) in its share of what is left. A deal whose
        search does not fit falls back to the next shallower horizon; the current trick alone
        is always affordable."""
        s = self.settings
        if judge.size == 3:
            s = dataclasses.replace(
                s, exact_tricks=s.three_exact_tricks, nodes=s.three_nodes, sample_nodes=s.three_sample_nodes
            )
        legal = [a for a in view.legal_actions if isinstance(a, int)]
        legal_mask = sum(1 << c for c in legal)
        constraints = constraints_of(view)
        if not s.weighted_worlds:
            constraints = dataclasses.replace(constraints, weights=None)
        sequence = [c for t in view.tricks for c in t.cards] + list(view.trick)
        trick_now = len(sequence) // judge.size
        left = judge.tricks - trick_now
        exact_tricks = s.exact_tricks
        if deadline is not None:
            deeper_exact = s.budget_exact_tricks
            if deeper_exact is None:
                deeper_exact = CORE_EXACT_TRICKS if SEARCH_IN_C else exact_tricks
            exact_tricks = max(exact_tricks, deeper_exact)
        exact = left <= exact_tricks
        line_from = s.line_check
        if deadline is not None:  # (as budget_exact_tricks above)
            budget_line = s.budget_line_check
            if budget_line is None:
                budget_line = CORE_LINE_CHECK if SEARCH_IN_C else s.line_check
            line_from = budget_line
        check = not exact and 0 <= line_from <= trick_now
        planned = None if exact else trick_now + 1 + s.lookahead_tricks
        deeper: int | None | bool = False  # False: no deeper search
        if deadline is not None and s.budget_deepen and not exact:
            assert planned is not None
            deeper = None if left <= exact_tricks + 1 else planned + 1
        most = s.samples if deadline is None else max(s.samples, s.budget_samples)
        lines: dict[C, Line] = {}  # a deal's line by its context (deals share a few)
        played = played_by_seat(view)
        replayed: PlayState | None = None  # the play so far, replayed once for every deal
        done = 0
        nodes_left = s.nodes
        for _ in range(most):
            if deadline is not None and done and time.perf_counter() > deadline:
                break
            if deadline is None and done and nodes_left <= 0:
                break
            try:
                hands = sample_hands(constraints, rng)
            except Inconsistent:
                if not done:
                    raise
                break
            start = original_hands(view, hands, played)
            if replayed is None:
                replayed = judge.replay(start, sequence)
            state = replayed.with_hands(hands)
            context = judge.context(start, state)
            line = NO_LINE
            if s.flat_line or check:
                line = lines.get(context) or lines.setdefault(context, judge.line(context))
            search_line = line if s.flat_line else NO_LINE
            checked = check and line.split != NO_SPLIT  # (Romanian scoring has no line to check)
            values: dict[Card, int] | None = None
            # (with made or down proven, estimates of the current trick alone: more deals)
            short = checked and not s.line_check_lookahead
            deepening = deeper is not False and not short
            horizons: list[int | None] = [trick_now + 1] if short else [planned, trick_now + 1]
            if deepening:
                horizons.insert(0, deeper)
            for i, horizon in enumerate(horizons):
                cap = min(s.sample_nodes, max(nodes_left, 0)) if deadline is None else None
                until = deadline
                if deadline is not None and i == 0 and deepening:
                    now = time.perf_counter()
                    until = now + (deadline - now) / max(1, s.samples - done)  # this deal's share
                if horizon == trick_now + 1:
                    cap, until = None, None  # the current trick alone is always affordable
                solver = Solver(state, judge.side, Budget(cap, until), horizon, judge.sweeps)
                try:
                    values = solver.card_values(legal_mask, search_line.split, search_line.flat_below, search_line.flat_above)
                except BudgetExceeded:
                    values = None
                    if i == 0 and deepening:
                        deeper = False  # too deep for this budget: the fixed mix from here on
                nodes_left -= solver.nodes
                if values is not None or horizon == trick_now + 1:
                    break
            assert values is not None
            if checked and horizon is not None:  # (None: solved to the end)
                cap = min(s.sample_nodes, max(nodes_left, 0)) if deadline is None else None
                exact_solver = Solver(state, judge.side, Budget(cap, deadline), None, judge.sweeps)
                try:
                    values = checked_at_the_line(exact_solver, values, legal_mask, line.split)
                except BudgetExceeded:
                    pass  # (the estimates stand)
                nodes_left -= exact_solver.nodes
            yield values, context
            done += 1


def checked_at_the_line(solver: Solver, values: dict[Card, int], legal: Mask, split: int) -> dict[Card, int]:
    """``values`` (a horizon's estimates for the solver's side) with each card moved to the side
    of ``split`` (the contract's line) that an exact null-window search there proves (``solver``:
    one without a horizon, at the position the estimates are of): made or down exact, the points
    estimated. Raises ``BudgetExceeded`` when the search does not fit the solver's budget."""
    proved = solver.card_values(legal, split, True, True)
    out = dict(values)
    for c, v in proved.items():
        if v >= split and out[c] < split:
            out[c] = split
        elif v < split and out[c] >= split:
            out[c] = split - 1
    return out


class CardJudge(Protocol[C]):
    """What the one card-play path asks of a variant's scoring: how to replay a sampled deal on
    the engine's ``PlayState``, which side to search for with which ``Sweeps``, and how a solver
    value becomes the deal's score margin for the seat (``DealJudge``: Classic and Contrée,
    ``expert_romanian.RomanianJudge``: Romanian Belot at every table)."""

    @property
    def side(self) -> int: ...
    @property
    def sweeps(self) -> Sweeps: ...
    @property
    def size(self) -> int: ...  # cards in a trick
    @property
    def tricks(self) -> int: ...  # tricks in a deal

    def replay(self, start: Sequence[Mask], sequence: Sequence[Card]) -> PlayState: ...
    def context(self, start: Sequence[Mask], state: PlayState) -> C: ...
    def margin(self, value: int, context: C) -> float: ...
    def card_points(self, value: int) -> int: ...
    def line(self, context: C) -> Line: ...  # NO_LINE: every value scores apart


def judge_for(view: SeatView) -> CardJudge[Any]:
    """The judge of the variant in play: a score from each team's count (Classic, Contrée) or
    Romanian scoring per side."""
    if variant_class(view.rules.variant).scores_from_count:
        return DealJudge.of(view)
    from belote_desktop.bots.expert_romanian import RomanianJudge

    return RomanianJudge.of(view)


@dataclass(frozen=True, slots=True)
class DealJudge:
    """What turns a solver value into the deal's score margin for one seat's team."""

    view: SeatView
    team: int
    taker_team: Team
    contract: Contract | None
    strain: Strain
    first_leader: Seat
    # each (value, fixed points) scored once a decision: the engine's scoring is dearer than many
    # a solve late in the deal, and a decision's deals share a few fixed points and values
    scored: dict[tuple[int, Fixed], float] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(cls, view: SeatView) -> DealJudge:
        assert view.strain is not None and view.taker is not None
        if view.tricks:
            first = view.tricks[0].leader
        elif view.trick_leader is not None:
            first = view.trick_leader
        else:
            first = view.dealer.next  # type: ignore[union-attr]  # no trick led yet: the player after the dealer leads, and a deal in play has a dealer
        return cls(view, int(view.seat) & 1, view.taker.team, view.contract, view.strain, first)

    @property
    def side(self) -> int:
        return self.team

    @property
    def sweeps(self) -> Sweeps:
        return CAPOT

    @property
    def size(self) -> int:
        return 4

    @property
    def tricks(self) -> int:
        return 8

    def replay(self, start: Sequence[Mask], sequence: Sequence[Card]) -> PlayState:
        rules = self.view.rules
        state = PlayState(list(start), self.strain, self.first_leader, rules.partner_exemption, rules.must_undertrump)
        for c in sequence:
            state.play(c)
        return state

    def context(self, start: Sequence[Mask], state: PlayState) -> Fixed:
        return self.fixed_points(start)

    def fixed_points(self, start: Sequence[Mask]) -> Fixed:
        """(declarations, belote) per team for a sampled deal: what the play cannot change."""
        return _fixed_points(self.view, start, self.strain, self.first_leader)

    def margin(self, value: int, fixed: Fixed) -> float:
        """This seat's team's deal score minus the other team's, for a solver value."""
        key = (value, fixed)
        m = self.scored.get(key)
        if m is None:
            m = self.scored[key] = deal_margin(self.view, self.team, self.taker_team, self.contract, value, fixed)
        return m

    def card_points(self, value: int) -> int:
        return points_of(value)[0]

    def line(self, fixed: Fixed) -> Line:
        """Where this deal's score margin stops changing with the team's card points, read off
        the engine's scoring. The margin never falls as the team's points rise, so its first and
        last steps are found by bisection (a few counts scored, not all 163)."""
        low, high = self.margin(0, fixed), self.margin(DEAL_POINTS, fixed)
        if low == high:
            return NO_LINE
        counts = range(DEAL_POINTS + 1)
        first = bisect_left(counts, True, key=lambda v: self.margin(v, fixed) != low)  # the first step
        last = bisect_left(counts, True, key=lambda v: self.margin(v, fixed) == high)  # where the last lands
        if first == last:  # only making the contract counts (a contred one): flat both sides
            return Line(first, True, True)
        if first >= 2:  # the team took it: flat below the line (down)
            return Line(first, True, False)
        if last < DEAL_POINTS:  # the team defends: flat from it up
            return Line(last, False, True)
        return NO_LINE

