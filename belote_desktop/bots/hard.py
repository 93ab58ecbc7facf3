"""Hard: Medium's judgement of the trick, fed with what it deduces about every unseen card.

It rebuilds its ``Knowledge`` from the view at each decision (voids, trump ceilings, the auction's
hints) and replaces Medium's rough guesses with probabilities: the chance a lead is cut, that a
winning card will be beaten, how many trumps the opponents still hold, where the partner can cut.
"""

from __future__ import annotations

import random
import time
from dataclasses import replace

from belote_desktop.bots.bidding import BiddingStyle, auction_call, read_auction
from belote_desktop.bots.hand_eval import estimate
from belote_desktop.bots.cardplay import Table, TrickJudge, table_from_play, table_of
from belote_desktop.bots.knowledge import Knowledge
from belote_desktop.bots.romanian import auction_extra, declaration, romanian_margin
from belote_desktop.bots.sampling import Constraints, Inconsistent, aside_of, original_hands, sample_hands
from belote_desktop.engine.auctions import Bid, Call
from belote_desktop.engine.cards import SUIT_MASKS, Card, Mask, Seat, Team, cards_of
from belote_desktop.engine.contract import CAPOT_VALUE, Contract
from belote_desktop.engine.classic import fixed_points_of_hands
from belote_desktop.engine.declarations import (
    BELOTE_POINTS,
    declaration_points,
    find_belotes,
)
from belote_desktop.engine.play import PlayState
from belote_desktop.engine.scoring import DealCount, score_deal
from belote_desktop.engine.state import Action, Phase
from belote_desktop.engine.variants import variant_class
from belote_desktop.engine.view import SeatView

HARD_STYLE = BiddingStyle(
    classic_take=92.0,
    bid_margin=0.0,
    support_factor=0.5,
    # contre and surcontre are decided by playing sampled deals out; these margins only serve
    # when too few sampled deals fit the auction (a bid the evaluation cannot explain)
    contre_margin=30.0,
    surcontre_margin=40.0,
)
_NO_DOUBLING = replace(HARD_STYLE, contre_margin=None, surcontre_margin=None)


class EstimatingJudge(TrickJudge):
    def __init__(self, knowledge: Knowledge) -> None:
        self.k = knowledge
        self.p = knowledge.probabilities()

    def _has_trump(self, t: Table, seat: int) -> float:
        if not t.trump_mask:
            return 0.0
        return 1.0 - self.k.void_probability(self.p, seat, t.strain)

    def opponent_trumps(self, t: Table) -> float:
        opps = t.opponents()
        return sum(self.p[o][c] for o in opps for c in cards_of(t.unseen & t.trump_mask))

    def _cut_chance(self, t: Table, suit: int, seat: int) -> float:
        if not t.trump_mask or suit == t.strain:
            return 0.0
        return self.k.void_probability(self.p, seat, suit) * self._has_trump(t, seat)

    def ruff_risk(self, t: Table, suit: int, seats: list[int]) -> float:
        keep = 1.0
        for s in seats:
            keep *= 1.0 - self._cut_chance(t, suit, s)
        return 1.0 - keep

    def beaten_risk(self, t: Table, c: Card, seats: list[int]) -> float:
        keep = 1.0
        higher = t.tables.higher[c] & t.unseen
        for s in seats:
            row = self.p[s]
            no_higher = 1.0
            for h in cards_of(higher):
                no_higher *= 1.0 - min(1.0, row[h])
            cut = 0.0 if (1 << c) & t.trump_mask else self._cut_chance(t, c >> 3, s)
            keep *= no_higher * (1.0 - cut)
        return 1.0 - keep

    def partner_ruff_suits(self, t: Table) -> Mask:
        if not t.trump_mask:
            return 0
        partner = t.partner
        if partner < 0 or self._has_trump(t, partner) < 0.6:  # alone at the table
            return 0
        out = 0
        opps = t.opponents()
        for suit in range(4):
            if suit == t.strain:
                continue
            if self.k.void_probability(self.p, partner, suit) > 0.8 and self.ruff_risk(t, suit, opps) < 0.3:
                out |= SUIT_MASKS[suit]
        return out


#: sampled deals per decision: enough rollouts to tell cards apart, few enough for 50 ms
_ROLLOUTS = 32
_MIN_SAMPLES = 4
_MAX_SAMPLES = 12
#: what the card chosen by judgement alone gets in the comparison: rollouts must clearly beat it
_JUDGEMENT_BONUS = 4.0


class HardBot:
    level = "hard"

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        return self.decide(view, rng)

    def decide(self, view: SeatView, rng: random.Random, deadline: float | None = None) -> Action:
        """``choose``, with the contre's sampled deals cut short at ``deadline`` (a
        ``time.perf_counter()``; the Expert's calls start from Hard's within its thinking time).
        Without one, a fixed amount of work."""
        if not view.legal_actions:
            raise ValueError(f"{view.seat.name} has nothing to do")
        if view.phase == Phase.PLAY:
            declare = declaration(view, careful=True)
            if declare is not None:
                return declare
            return self._card(view, rng)
        extra = auction_extra(view, careful=True)
        if extra is not None:
            return extra
        if view.turned is None:
            decided, double = _doubling_call(view, rng, deadline)
            if double is not None:
                return double
            if decided:
                return auction_call(view, _NO_DOUBLING)
        return auction_call(view, HARD_STYLE)

    def _card(self, view: SeatView, rng: random.Random) -> Card:
        knowledge = Knowledge.from_view(view)
        judge = EstimatingJudge(knowledge)
        table = table_of(view)
        guess = judge.choose(table)
        candidates = list(cards_of(table.legal))
        if len(candidates) == 1:
            return guess
        try:
            totals = _rollouts(view, knowledge, judge.p, candidates, rng)
        except Inconsistent:
            return guess
        totals[guess] += _JUDGEMENT_BONUS
        return max(candidates, key=lambda c: (totals[c], c == guess))


def _rollouts(view: SeatView, knowledge: Knowledge, probabilities: list[list[float]], candidates: list[Card],
              rng: random.Random) -> dict[Card, float]:
    """Mean deal-score margin of each candidate over deals sampled from the estimates, each
    played out by Medium's judgement for all four seats."""
    assert view.strain is not None and view.taker is not None
    constraints = Constraints(
        view.seat, view.hand, knowledge.unseen, knowledge.cannot_hold, knowledge.remaining,
        tuple(tuple(row) for row in probabilities), aside_of(view, knowledge.unseen, knowledge.known),
    )
    samples = max(_MIN_SAMPLES, min(_MAX_SAMPLES, _ROLLOUTS // len(candidates)))
    history = [c for t in view.tricks for c in t.cards] + list(view.trick)
    first = view.tricks[0].leader if view.tricks else (view.trick_leader if view.trick_leader is not None else view.seat)
    rules = view.rules
    team = int(view.seat) & 1
    taker = int(view.taker)
    judge = TrickJudge()
    played_before = view.played
    totals = {c: 0.0 for c in candidates}
    variant = variant_class(rules.variant)
    # the score follows from each team's count (Classic, Contrée), or is Romanian's per side
    from_count = variant.scores_from_count
    # the table's seating and the taker's trump lead come with the engine's PlayState
    opener = taker if variant.taker_opens_trump else None
    for _ in range(samples):
        start = original_hands(view, sample_hands(constraints, rng))
        base = PlayState(start, view.strain, first, rules.partner_exemption, rules.must_undertrump, rules.table, opener)
        for c in history:
            base.play(c)
        belote = [0, 0]
        if from_count:
            for holder, _suit in find_belotes(start, view.strain):
                belote[holder & 1] += BELOTE_POINTS
        declarations = _declarations(view) if from_count else (0, 0)
        for c in candidates:
            state = base.copy()
            state.play(c)
            played = played_before | (1 << c)
            while not state.is_over:
                nxt = judge.choose(table_from_play(state, taker, played))
                state.play(nxt)
                played |= 1 << nxt
            if not from_count:
                totals[c] += romanian_margin(view, state)
                continue
            count = DealCount(
                (state.points[0], state.points[1]), (state.tricks_won[0], state.tricks_won[1]),
                declarations, (belote[0], belote[1]),
            )
            score = score_deal(rules, count, view.taker.team, view.contract).score
            totals[c] += score[team] - score[team ^ 1]
    return {c: v / samples for c, v in totals.items()}


def _declarations(view: SeatView) -> tuple[int, int]:
    """Declaration points per team, once the scoring team has shown them (else unknown: 0)."""
    if view.declaration_team is None:
        return (0, 0)
    pts = declaration_points(view.declarations, Team(view.declaration_team))
    return (pts, 0) if view.declaration_team == Team.NS else (0, pts)


# --- contre and surcontre -----------------------------------------------------------------------
#: deals sampled to weigh a contre or a surcontre
_DOUBLING_SAMPLES = 24
_DOUBLING_TRIES = 80
#: how far below the bid the bidding side's evaluation may fall in a sampled deal
_BID_SLACK = 20.0
#: how much the doubled score must gain on average (deal points) to say it
_DOUBLING_GAIN = 10.0


def _doubling_call(view: SeatView, rng: random.Random, deadline: float | None = None) -> tuple[bool, Action | None]:
    """Contre or surcontre when, over deals sampled from what the auction suggests and played
    out, the doubled contract scores better for this team. Returns (decided, call): call None
    leaves the turn to bidding, with doubling ruled out when decided. Past ``deadline`` no more
    deals are sampled (too few, and the bidding style's own rules decide)."""
    actions = view.legal_actions
    if Call.CONTRE in actions:
        low, high, call = 1, 2, Call.CONTRE
    elif Call.SURCONTRE in actions:
        low, high, call = 2, view.rules.surcontre_multiplier, Call.SURCONTRE
    else:
        return False, None
    reading = read_auction(view)
    if reading.best is None or reading.best_seat is None or reading.best.value == CAPOT_VALUE:
        return False, None
    knowledge = Knowledge.from_view(view)
    constraints = Constraints(
        view.seat, view.hand, knowledge.unseen, knowledge.cannot_hold, knowledge.remaining,
        tuple(tuple(row) for row in knowledge.probabilities()),
    )
    best, bidder = reading.best, reading.best_seat
    gains: list[float] = []
    try:
        for _ in range(_DOUBLING_TRIES):
            if deadline is not None and time.perf_counter() > deadline:
                break
            hands = sample_hands(constraints, rng)
            # read the bid as the bidding side's hand evaluation: deals where neither of them
            # could have bid this high are not the deal being played
            if max(estimate(hands[bidder], best.strain), estimate(hands[bidder.partner], best.strain)) < best.value - _BID_SLACK:
                continue
            gains.append(_doubling_gain(view, hands, best, bidder, low, high))
            if len(gains) == _DOUBLING_SAMPLES:
                break
    except Inconsistent:
        return False, None
    if len(gains) < _DOUBLING_SAMPLES // 3:
        return False, None
    if sum(gains) / len(gains) > _DOUBLING_GAIN:
        return True, call
    return True, (Call.PASS if call == Call.SURCONTRE else None)


def _doubling_gain(view: SeatView, hands: list[Mask], best: Bid, best_seat: Seat, low: int, high: int) -> float:
    """This team's margin with the contract at ``high`` minus at ``low``, for one deal played out."""
    rules = view.rules
    strain = best.strain
    assert view.dealer is not None
    first = view.dealer.next
    state = PlayState(hands, strain, first, rules.partner_exemption, rules.must_undertrump)
    judge = TrickJudge()
    taker = int(best_seat)
    played = 0
    while not state.is_over:
        c = judge.choose(table_from_play(state, taker, played))
        state.play(c)
        played |= 1 << c
    declarations, belote = fixed_points_of_hands(hands, strain, first, rules.declarations)
    count = DealCount((state.points[0], state.points[1]), (state.tricks_won[0], state.tricks_won[1]), declarations,
                      belote)
    me = int(view.seat) & 1
    out = 0.0
    for multiplier, sign in ((high, 1.0), (low, -1.0)):
        score = score_deal(rules, count, best_seat.team, Contract(best.value, strain, multiplier)).score
        out += sign * (score[me] - score[me ^ 1])
    return out
