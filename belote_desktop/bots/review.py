"""The deal review: what each card of a finished deal cost, and whether the player could have known.

Two judges look at every card a reviewed seat played:

- **double dummy** (``review_deal``, also what ``analyse`` prints; ``judged_double_dummy`` for a
  Romanian deal): with every hand known and all sides playing perfectly afterwards, the deal score margin each legal card would give; the
  card played *cost* the difference to the best.
- **what the player could know** (``judge_card``): the Expert's own sampled deals from that seat's
  view at that moment (``ExpertBot.sampled_values``: the same worlds and the same search it
  decides on), each legal card's margin in each world. The Expert's card is the one it would have
  played; the card played is an **error** when it does worse than the Expert's card in most of
  the worlds where the two differ, and loses at least ``ERROR_MIN_COST`` on average over all of
  them, by more than the sampling's noise, whatever the real hands were.

A card that cost deal score double dummy but is no error is **bad luck**: it was the right card
for what could be known, and the hidden cards lay against it. The review runs a fixed amount of
work with a random source seeded from ``seed``, the deal's number and the card's place in the
deal: the same record and seed give the same review.

Every variant and table gets marks, each in its own scoring: the one ``solver.Solver`` with the
Expert's judge for the variant (``expert.judge_for``). Classic and Contrée walk the deal with one
solver for North-South and score each value with the deal's count (``review_deal``, what
``analyse`` prints). Romanian Belot (four, three or two players) solves each of the seat's
positions for the seat's side with the judge's sweeps and scores it with ``RomanianJudge``, the
finished deal's combinations known (``judged_double_dummy``): the margins are the judge's deal
points, where a ball counts 10 at the tables that count balls.
"""

from __future__ import annotations

import dataclasses
import math
import random
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any, Callable, Collection, Iterator, Mapping, Sequence

from belote_desktop.engine.cards import Card, Mask, Seat, Team, parse_card
from belote_desktop.engine.classic import fixed_points
from belote_desktop.engine.contract import CAPOT_POINTS
from belote_desktop.engine.play import PlayState
from belote_desktop.engine.record import DealReport, PlayerKind, Replay, SeatConfig, read_record, write_record
from belote_desktop.engine.rules import SINGLE_DEAL, RuleSet
from belote_desktop.engine.scoring import DealCount, score_deal
from belote_desktop.engine.state import DealState, Match
from belote_desktop.engine.variants import variant_class
from belote_desktop.engine.view import SeatView, view_of

if TYPE_CHECKING:
    from belote_desktop.bots.expert import ExpertSettings
    from belote_desktop.bots.solver import Solver

# The Expert and the solver are imported where a review runs, not with this module: the window
# imports it for its types, and its start must not pay for loading the search (a quarter second).


# --- double dummy -------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Option:
    card: Card
    points: int  # the player's team's card points at the end (252 for a capot)
    margin: int  # the player's team's deal score minus the other team's


@dataclass(frozen=True, slots=True)
class CardReview:
    trick: int  # 1-8
    seat: Seat
    played: Card
    options: tuple[Option, ...]  # best first; empty when not solved within the budget

    @property
    def solved(self) -> bool:
        return bool(self.options)

    @property
    def best_margin(self) -> int:
        return self.options[0].margin

    @property
    def cost(self) -> int:
        """Deal score margin lost by the card played against the best card (0 if not solved)."""
        if not self.options:
            return 0
        played = next(o for o in self.options if o.card == self.played)
        return self.best_margin - played.margin

    @property
    def mistake(self) -> bool:
        return self.cost > 0

    @property
    def best(self) -> tuple[Card, ...]:
        """The cards that keep the best margin."""
        return tuple(o.card for o in self.options if o.margin == self.best_margin) if self.options else ()


def judged_double_dummy(
    view: SeatView, start: Sequence[Mask], before: Sequence[Card], trick: int, played: Card, budget_nodes: int | None
) -> CardReview:
    """The double-dummy review of one card in the variant's own terms: the deal's real hands
    (``start``, each seat's full hand for the play) replayed to the card by the Expert's judge for
    ``view`` (``expert.judge_for``: Romanian scoring at every table), the one ``Solver`` searching
    for the seat's side with the judge's sweeps, and each legal card's value turned into the deal
    score margin by the judge (a ball counts 10 points where the table counts balls; at three
    players, the search is paranoid and the other two share what is still to come). No options
    when the search outgrows ``budget_nodes``."""
    from belote_desktop.bots.expert import judge_for
    from belote_desktop.bots.solver import UNLIMITED, Budget, BudgetExceeded, Solver

    judge = judge_for(view)
    state = judge.replay(start, before)
    budget = UNLIMITED if budget_nodes is None else Budget(budget_nodes)
    solver = Solver(state, judge.side, budget, None, judge.sweeps)
    try:
        values = solver.card_values()
    except BudgetExceeded:
        values = {}
    context = judge.context(start, state)
    options = [Option(c, judge.card_points(v), round(judge.margin(v, context))) for c, v in values.items()]
    options.sort(key=lambda o: (-o.margin, -o.points, o.card))
    return CardReview(trick, view.seat, played, tuple(options))


def _fixed(report: DealReport) -> tuple[tuple[int, int], tuple[int, int]]:
    """Declarations and belote per team: what the card play cannot change."""
    deal = report.state
    return fixed_points(deal.declarations, deal.declaration_team, (seat for seat, _ in deal.belotes))


def _margin(rules: RuleSet, report: DealReport, ns_value: int, team: int, fixed: Any) -> int:
    """The deal score margin for ``team`` when NS end with the solver value ``ns_value``."""
    from belote_desktop.bots.solver import OTHER_CAPOT, points_of

    deal = report.state
    result = deal.auction.result
    assert result is not None and result.taker is not None
    ns, ew = points_of(ns_value)
    tricks = (8, 0) if ns_value >= CAPOT_POINTS else (0, 8) if ns_value <= OTHER_CAPOT else (4, 4)
    score = score_deal(rules, DealCount((ns, ew), tricks, fixed[0], fixed[1]), result.taker.team, result.contract).score
    return score[team] - score[team ^ 1]


def review_deal(
    rules: RuleSet,
    report: DealReport,
    from_trick: int = 1,
    budget_ms: int | None = None,
    seats: Collection[Seat] | None = None,
    budget_nodes: int | None = None,
) -> list[CardReview]:
    """The double-dummy review of every card played in one deal (of ``seats``' cards only, when
    given), from trick ``from_trick`` on; a position not solved in ``budget_ms`` (or
    ``budget_nodes`` search nodes, which keeps the review the same from run to run) has no options."""
    return list(iter_review_deal(rules, report, from_trick, budget_ms, seats, budget_nodes))


def iter_review_deal(
    rules: RuleSet,
    report: DealReport,
    from_trick: int = 1,
    budget_ms: int | None = None,
    seats: Collection[Seat] | None = None,
    budget_nodes: int | None = None,
) -> Iterator[CardReview]:
    """``review_deal`` one card at a time (one solver, so its table is shared between positions)."""
    from belote_desktop.bots.solver import UNLIMITED, Budget, BudgetExceeded, Solver, points_of

    deal = report.state
    if deal.play is None:
        return
    result = deal.auction.result
    assert result is not None and result.strain is not None
    start = [sum(1 << c for c in hand) for hand in deal.play_hands()]
    state = PlayState(start, result.strain, deal.first_hand, rules.partner_exemption, rules.must_undertrump)
    fixed = _fixed(report)
    solver: Solver | None = None
    for c in deal.play.played:
        trick = state.trick_number + 1
        if trick >= from_trick and (seats is None or Seat(state.turn) in seats):
            if solver is None:
                solver = Solver(state, Team.NS)
            else:
                solver.move_to(state)
            seat = Seat(state.turn)
            team = seat & 1
            # the solver counts its nodes over the whole deal: a node budget is this position's share
            nodes = None if budget_nodes is None else solver.nodes + budget_nodes
            if budget_ms is not None:
                solver.budget = Budget.of_ms(budget_ms, nodes)
            else:
                solver.budget = UNLIMITED if nodes is None else Budget(nodes)
            options = []
            try:
                values = solver.card_values()
            except BudgetExceeded:
                values = {}  # the table keeps what was learnt; the next position starts afresh
            for option, value in values.items():
                points = points_of(value)[team]
                options.append(Option(option, points, _margin(rules, report, value, team, fixed)))
            options.sort(key=lambda o: (-o.margin, -o.points, o.card))
            yield CardReview(trick, seat, c, tuple(options))
        state.play(c)


# --- what the player could know -----------------------------------------------------------------
class Verdict(Enum):
    SOUND = "sound"  # no error, and no cost double dummy
    ERROR = "error"  # worse than the Expert's card in most worlds the player could imagine
    BAD_LUCK = "bad_luck"  # right for what could be known, cost double dummy
    FORCED = "forced"  # the only legal card
    NOT_JUDGED = "not_judged"  # the double-dummy search ran out of its budget


@dataclass(frozen=True, slots=True)
class Judgement:
    """A card against the Expert's sampled worlds from the player's view."""

    expert: Card  # what the Expert would have played
    worlds: int  # how many deals were sampled
    worse: int  # in how many the card played did worse than the Expert's
    better: int  # in how many it did better
    expected_cost: float  # the mean margin lost against the Expert's card over the worlds
    #: the standard error of ``expected_cost`` (the per-world losses' spread over the root of
    #: their number): how far another draw of worlds could move it
    standard_error: float = 0.0
    #: the mean margin of each legal card over the worlds, best first
    means: tuple[tuple[Card, float], ...] = ()

    @property
    def error(self) -> bool:
        """Worse than the Expert's card in most of the worlds where the two differ, by at least
        ``ERROR_MIN_COST`` on average, and by more than the sampling's noise
        (``ERROR_SIGNIFICANCE`` standard errors). Most worlds where they differ, not most worlds:
        a card that gives a ruff whenever one hidden hand holds the last trump is an error even
        when that hand holds it in only a quarter of the worlds, since it never gains anything.
        The floor and the noise test keep a near tie, or a loss found in two worlds of 24, from
        being an error: another draw of worlds would not find it (docs/BENCHMARKS.md)."""
        return (
            self.worse > self.better
            and self.expected_cost >= ERROR_MIN_COST
            and self.expected_cost >= ERROR_SIGNIFICANCE * self.standard_error
        )


#: the least average loss (deal score points) against the Expert's card that makes an error
ERROR_MIN_COST = 5.0
#: how many standard errors the average loss must stand above nothing to make an error
ERROR_SIGNIFICANCE = 2.0


#: worlds per judged card: twice the Expert's own, since a verdict, unlike a card to play, must
#: hold for another draw of worlds (docs/BENCHMARKS.md: with 24, the noise test that keeps the
#: Expert's own cards from being called errors also let through a third of the planted Contrée
#: blunders; with 48 it let through fewer than one in ten)
REVIEW_WORLDS = 48


def review_settings() -> ExpertSettings:
    """The review's Expert: its own settings with ``REVIEW_WORLDS`` worlds and the work to match,
    a fixed amount of it (never a clock), so a seed gives one answer."""
    from belote_desktop.bots.expert import ExpertSettings

    base = ExpertSettings()
    return dataclasses.replace(base, samples=REVIEW_WORLDS, nodes=base.nodes * REVIEW_WORLDS // base.samples)


def judge_card(view: SeatView, played: Card, rng: random.Random, settings: ExpertSettings | None = None) -> Judgement:
    """How ``played`` fares against the Expert's choice on the deals consistent with ``view``."""
    from belote_desktop.bots.expert import ExpertBot, judge_for
    from belote_desktop.bots.sampling import Inconsistent

    legal = [a for a in view.legal_actions if isinstance(a, int)]
    if played not in legal:
        raise ValueError("the card played is not legal in this view")
    bot = ExpertBot(settings=settings or review_settings())
    s = bot.settings
    # the variant's judge (Classic and Contrée: each team's count; Romanian: per side, at every
    # table) and the very worlds the Expert's one card-play path weighs (``_sampled`` is that
    # path's own generator: ``sampled_values`` is its Classic and Contrée face only)
    judge = judge_for(view)
    margins: list[dict[Card, float]] = []
    totals = dict.fromkeys(legal, 0.0)
    try:
        for values, context in bot._sampled(view, rng, None, judge):
            world = {c: judge.margin(values[c], context) for c in legal}
            margins.append(world)
            for c in legal:
                # the Expert's own choice: score margin with its points hedge (ExpertBot._card)
                totals[c] += s.score_weight * world[c] + s.points_weight * judge.card_points(values[c])
    except Inconsistent:
        margins = []
    if not margins:
        return Judgement(played, 0, 0, 0, 0.0)
    expert = max(legal, key=lambda c: (totals[c], -c))
    n = len(margins)
    losses = [w[expert] - w[played] for w in margins]
    worse = sum(1 for loss in losses if loss > 0)
    better = sum(1 for loss in losses if loss < 0)
    cost = sum(losses) / n
    spread = math.sqrt(sum((loss - cost) ** 2 for loss in losses) / (n - 1)) if n > 1 else 0.0
    means = sorted(((c, sum(w[c] for w in margins) / n) for c in legal), key=lambda p: (-p[1], p[0]))
    return Judgement(expert, n, worse, better, cost, spread / math.sqrt(n), tuple(means))


# --- the whole deal -----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CardMark:
    """One reviewed card: where it was played, both judges, and the verdict."""

    index: int  # the card's place among the deal's cards played (0-31)
    trick: int  # 1-8
    seat: Seat
    played: Card
    legal: tuple[Card, ...]
    double_dummy: CardReview
    judgement: Judgement | None  # None: the only legal card
    verdict: Verdict

    @property
    def cost(self) -> int:
        """The double-dummy cost in deal score."""
        return self.double_dummy.cost

    @property
    def expert(self) -> Card:
        return self.judgement.expert if self.judgement is not None else self.played


@dataclass(frozen=True, slots=True)
class DealReview:
    deal: int  # 1 is the match's first deal
    seats: tuple[Seat, ...]  # whose cards were judged
    marks: tuple[CardMark, ...]

    @property
    def errors(self) -> tuple[CardMark, ...]:
        return tuple(m for m in self.marks if m.verdict == Verdict.ERROR)

    @property
    def error_cost(self) -> float:
        """What the errors cost on average over the worlds the player could imagine."""
        return sum(m.judgement.expected_cost for m in self.errors if m.judgement is not None)

    @property
    def bad_luck(self) -> tuple[CardMark, ...]:
        return tuple(m for m in self.marks if m.verdict == Verdict.BAD_LUCK)

    def mark_at(self, index: int) -> CardMark | None:
        return next((m for m in self.marks if m.index == index), None)


def human_seats(replay: Replay) -> tuple[Seat, ...]:
    """The seats the record says people held (every seat when it names none: a record of bots)."""
    people = tuple(s for s, c in replay.seats.items() if c.player == PlayerKind.HUMAN)
    return tuple(sorted(people)) if people else tuple(replay.match.table.seats)


def _verdict(review: CardReview, judgement: Judgement | None) -> Verdict:
    if judgement is None:
        return Verdict.FORCED
    if judgement.error:
        return Verdict.ERROR
    if not review.solved:
        return Verdict.NOT_JUDGED
    return Verdict.BAD_LUCK if review.mistake else Verdict.SOUND


def card_seed(seed: int, deal: int, index: int) -> int:
    """The random source of one card's judgement: the review's seed, the deal, the card's place."""
    return seed * 1_000_003 + deal * 1_009 + index


@dataclass
class _Progress:
    done: int = 0
    total: int = 0
    callback: Callable[[int, int], None] | None = field(default=None)

    def step(self) -> None:
        self.done += 1
        if self.callback is not None:
            self.callback(self.done, self.total)


def views_before_cards(data: Mapping[str, Any], number: int) -> Iterator[tuple[int, Card, Match]]:
    """For each card of deal ``number`` (1 is the first) of a record's JSON: its place in the deal,
    the card, and the match just before it was played (a replay of the record cut there)."""
    deals = data["deals"]
    cards = [parse_card(text) for text in deals[number - 1].get("plays", [])]
    match = read_record({**data, "deals": [*deals[: number - 1], {**deals[number - 1], "plays": []}]}).match
    for index, c in enumerate(cards):
        yield index, c, match
        match.apply(c)


def review(
    data: Mapping[str, Any],
    number: int,
    seats: Collection[Seat] | None = None,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    settings: ExpertSettings | None = None,
    from_trick: int = 1,
) -> DealReview:
    """The review of deal ``number`` (1 is the first) of a game record's JSON: every card of
    ``seats`` (the record's people when None) judged by both judges. ``progress(done, total)`` is
    told after each step (every judged card is two steps: double dummy, then the worlds);
    ``cancelled()`` is asked between steps and stops the review early, with the marks so far;
    ``from_trick`` leaves out the tricks before it."""
    replay = read_record({**data, "deals": list(data["deals"])[:number]})
    if not 1 <= number <= len(replay.deals):
        raise ValueError(f"there is no deal {number} (the record has {len(replay.deals)})")
    chosen = tuple(sorted(seats)) if seats is not None else human_seats(replay)
    report = replay.deals[number - 1]
    deal = report.state
    rules = replay.match.rules
    if deal.play is None or deal.auction.result is None or deal.auction.result.taker is None:
        return DealReview(number, chosen, ())
    first = sum(len(t.cards) for t in deal.tricks[: from_trick - 1])  # the first reviewed card's place
    mine = [i for i in range(first, len(deal.play.played)) if _seat_of(deal, i) in chosen]
    tracker = _Progress(0, 2 * len(mine), progress)
    by_index: dict[int, CardReview] = {}
    # Classic and Contrée: one solver for NS walks the deal (its table shared between positions,
    # the deal's own declarations fixed). Other scorings (Romanian at every table): each position
    # is solved for the seat's side by the variant's judge, in the seat's view (below).
    from_count = variant_class(rules.variant).scores_from_count
    if from_count:
        dd: list[CardReview] = []
        # solved one card at a time, so the progress moves and a cancel is heard within one position
        for r in iter_review_deal(rules, report, from_trick, seats=chosen, budget_nodes=REVIEW_NODES):
            dd.append(r)
            tracker.step()
            if cancelled is not None and cancelled():
                return DealReview(number, chosen, ())
        reviewed = iter(dd)
        for i in mine:
            by_index[i] = next(reviewed)
    start = [sum(1 << c for c in hand) for hand in deal.play_hands()]
    wanted = set(mine)
    marks: list[CardMark] = []
    for index, c, match in views_before_cards(data, number):
        if index not in wanted:
            continue
        seat = match.current_player
        assert seat is not None
        view = view_of(match, seat)
        if not from_count:
            # double dummy knows every combination the deal will declare, not only those said so
            # far: the seat's view with the finished deal's declarations (a side without a trick
            # loses its own, and the taker fails or makes it by them)
            final = view_of(replay.match, seat)  # the record cut after this deal: the deal at its end
            known = dataclasses.replace(
                view, declarations=final.declarations, belotes_announced=final.belotes_announced
            )
            trick = len(view.tricks) + 1
            by_index[index] = judged_double_dummy(known, start, deal.play.played[:index], trick, c, REVIEW_NODES)
            tracker.step()
            if cancelled is not None and cancelled():
                break
        legal = tuple(a for a in view.legal_actions if isinstance(a, int))
        judgement = None
        if len(legal) > 1:
            judgement = judge_card(view, c, random.Random(card_seed(seed, number, index)), settings)
        r = by_index[index]
        marks.append(CardMark(index, r.trick, seat, c, legal, r, judgement, _verdict(r, judgement)))
        tracker.step()
        if cancelled is not None and cancelled():
            break
    return DealReview(number, chosen, tuple(marks))


#: the double-dummy search's work per position in the review: enough for every position of the
#: deals measured (docs/BENCHMARKS.md), and a count of nodes, not a clock, so runs agree
REVIEW_NODES = 4_000_000


def _seat_of(deal: DealState, index: int) -> Seat:
    """Who played the deal's card number ``index`` (0 is the first card of the first trick)."""
    for trick in deal.tricks:
        if index < len(trick.cards):
            return trick.seats[index]
        index -= len(trick.cards)
    raise IndexError(index)


__all__ = [
    "CardMark",
    "CardReview",
    "DealReview",
    "Judgement",
    "Option",
    "Verdict",
    "human_seats",
    "judge_card",
    "replay_record",
    "review",
    "iter_review_deal",
    "review_deal",
    "judged_double_dummy",
]



# --- playing a deal again -----------------------------------------------------------------------
def replay_record(record: Mapping[str, Any], number: int, seats: Mapping[Seat, SeatConfig]) -> dict[str, Any]:
    """A new game of one deal on deal ``number``'s cards as they were dealt (the same dealer, the
    same packets, the turned card and the stock), with ``seats`` at the table: the duplicate at
    home, where the same cards are played again by others or from another seat."""
    replay = read_record({**record, "deals": list(record["deals"])[:number]})
    if not 1 <= number <= len(replay.deals):
        raise ValueError(f"there is no deal {number} (the record has {len(replay.deals)})")
    deal = replay.deals[number - 1].state
    rules = replay.match.rules.with_options({"target": SINGLE_DEAL})
    match = Match(rules, first_dealer=deal.dealer)
    match.deal(deal.layout)
    return write_record(match, seats)
