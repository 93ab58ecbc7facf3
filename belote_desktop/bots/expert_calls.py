"""The Expert's calls in Classic and Contrée: each call weighed by where the auction goes.

``choose_call`` is what ``ExpertBot.choose`` asks in the auction (Romanian Belot's calls are the
shared Romanian decisions Hard makes). For Classic and Contrée:

1. **Deals.** The hidden cards are dealt ``bid_samples`` times around the seat's own (Contrée:
   the seat's view's constraints and Hard's card odds, ``sampling.constraints_of``; Classic: the
   five-card hands and the stock, uniformly). Out of ``bid_tries`` draws, the deals on which
   Hard's rules say the calls actually said are kept first: an auction reads the hands, and Hard's
   rules are the model of a player the judge has.
2. **Auctions.** On each deal every candidate call is said and the auction then runs to its end
   with Hard's rules for every seat, this one's later turns included (``hard.HARD_STYLE``, its
   contre by rule rather than by played-out samples: the simulation must be cheap).
3. **Contracts.** The contract the auction ends in is scored with the engine's scoring, the
   taking team's card points by a fitted estimate of the fresh deal (``fitted_points``,
   ``FIT``), spread by the estimate's error (a three-point rule), declarations and belote of the
   deal added. A passed-out deal is worth nothing.

The call with the best mean margin is said when it beats Hard's own call (Hard's full decision,
its contre played out on sampled deals) by ``ExpertSettings.call_margin``; otherwise Hard's call.
With ``call_margin`` infinite the Expert calls exactly as Hard does and nothing is sampled.
Without a time budget the work is fixed (a seed gives one call); with one, deals stop being drawn
at half of what is left and weighed at the deadline (a deal is weighed for every candidate call
or left out), and the deals weighed so far decide.
"""

from __future__ import annotations

import dataclasses
import math
import random
import time
from dataclasses import dataclass
from typing import Protocol, Sequence

from belote_desktop.bots.bidding import auction_call
from belote_desktop.bots.deal_score import deal_margin, fixed_points_at_start
from belote_desktop.bots.hand_eval import estimate as hand_estimate
from belote_desktop.bots.sampling import Inconsistent, constraints_of, sample_full_hands, sample_hands
from belote_desktop.bots.solver import estimate, point_tables, strength_order
from belote_desktop.engine.auctions import Auction, Bid, Call, ClassicAuction, ContreeAuction, NameTrump
from belote_desktop.engine.cards import SUIT_MASKS, ALL_CARDS, Card, Mask, Rank, Seat
from belote_desktop.engine.contract import CAPOT_VALUE, DEAL_POINTS, TABLES, Contract, Strain
from belote_desktop.engine.state import Action
from belote_desktop.engine.variants import variant_class
from belote_desktop.engine.view import SeatView


class CallSettings(Protocol):
    """What the judge reads of ``expert.ExpertSettings`` (their doc says what each is)."""

    @property
    def bid_samples(self) -> int: ...
    @property
    def bid_tries(self) -> int: ...
    @property
    def bid_error(self) -> float: ...
    @property
    def call_margin(self) -> float: ...


def choose_call(view: SeatView, rng: random.Random, settings: CallSettings, deadline: float | None) -> Action:
    """The Expert's call: Hard's, unless the simulated auctions say another beats it by
    ``settings.call_margin`` (deal points)."""
    from belote_desktop.bots.hard import HardBot

    anchor = HardBot().decide(view, rng, deadline)
    if not variant_class(view.rules.variant).scores_from_count or settings.call_margin == math.inf:
        # Romanian Belot: the calls (take, pass, suit, the 7 swap, the cancel) are the shared
        # Romanian decisions Hard makes. An infinite margin: no call could beat Hard's.
        return anchor
    return judged_call(view, rng, settings, deadline, anchor)


@dataclass(frozen=True, slots=True)
class Outcome:
    """Where one simulated auction ended: the taker, the strain and (Contrée) the contract;
    a passed-out auction has no taker."""

    taker: Seat | None
    strain: Strain | None
    contract: Contract | None


@dataclass(slots=True)
class SampledDeal:
    """One deal the judge weighs: the hands as they are in the auction (Classic: five cards,
    then ``stock`` in the order the rest is dealt, the turned card going to the taker first)."""

    hands: list[Mask]
    stock: tuple[Card, ...] = ()

    def full_hands(self, taker: Seat, turned: Card | None) -> list[Mask]:
        """The eight-card hands at the start of the play (Classic: completed from the stock)."""
        if not self.stock:
            return self.hands
        assert turned is not None
        hands = list(self.hands)
        hands[taker] |= 1 << turned
        rest = iter(self.stock)
        for seat in range(4):
            while hands[seat].bit_count() < 8:
                hands[seat] |= 1 << next(rest)
        return hands


def candidate_calls(view: SeatView, anchor: Action) -> list[Action]:
    """The legal calls worth weighing: Hard's, passing, a contre or surcontre, and in Contrée the
    bids from the lowest legal one up to a little above what the hand evaluation says, in each
    strain the hand or the partner's bids make plausible."""
    actions = list(view.legal_actions)
    out: list[Action] = [anchor]
    for a in actions:
        if a in out:
            continue
        if a in (Call.PASS, Call.TAKE, Call.CONTRE, Call.SURCONTRE) or isinstance(a, NameTrump):
            out.append(a)
    bids = [a for a in actions if isinstance(a, Bid) and a.value != CAPOT_VALUE]
    if not bids:
        return out
    partner = view.seat.partner
    partner_strains = {a.strain for s, a in view.auction if s == partner and isinstance(a, Bid)}
    for strain in sorted({b.strain for b in bids}):
        value = hand_estimate(view.hand, strain)
        if value < _PLAUSIBLE and strain not in partner_strains:
            continue
        top = max(value + _ABOVE_EVALUATION, min(b.value for b in bids if b.strain == strain) + _STEPS_ABOVE_LOWEST)
        for b in bids:
            if b.strain == strain and b.value <= top and b not in out:
                out.append(b)
    return out


#: a strain is weighed when the hand's own evaluation reaches this (or the partner bid it)
_PLAUSIBLE = 70.0
#: bids are weighed up to this far above the hand's evaluation ...
_ABOVE_EVALUATION = 20.0
#: ... and at least this far above the lowest legal bid
_STEPS_ABOVE_LOWEST = 20


def _auction_for(view: SeatView) -> Auction:
    """A fresh auction of the view's deal with the calls made so far."""
    assert view.dealer is not None
    auction: Auction
    if view.turned is not None:
        auction = ClassicAuction(view.rules, view.dealer, view.turned)
    else:
        auction = ContreeAuction(view.rules, view.dealer)
    for _seat, action in view.auction:
        auction.apply(action)
    return auction


def _seat_view(view: SeatView, seat: Seat, hand: Mask, auction: Auction) -> SeatView:
    """What ``seat`` sees at its turn of a simulated auction."""
    return dataclasses.replace(
        view, seat=seat, hand=hand, current_player=seat, auction=tuple(auction.history),
        legal_actions=tuple(auction.legal_actions()),
    )


def hard_rule_call(view: SeatView) -> Action:
    """Hard's call by its rules alone (a contre by rule, not by played-out samples)."""
    from belote_desktop.bots.hard import HARD_STYLE

    return auction_call(view, HARD_STYLE)


def finish_auction(view: SeatView, hands: Sequence[Mask], call: Action) -> Outcome:
    """Say ``call`` for the view's seat on a deal of ``hands``, then let Hard's rules make every
    seat's calls until the auction ends."""
    auction = _auction_for(view)
    assert isinstance(call, (Call, Bid, NameTrump))
    auction.apply(call)
    for _ in range(_MOST_CALLS):
        if auction.result is not None:
            break
        seat = auction.turn
        nxt = hard_rule_call(_seat_view(view, seat, hands[seat], auction))
        assert isinstance(nxt, (Call, Bid, NameTrump))
        auction.apply(nxt)
    result = auction.result
    if result is None or result.taker is None:
        return Outcome(None, None, None)
    return Outcome(result.taker, result.strain, result.contract)


#: an auction ends long before this many calls (a guard)
_MOST_CALLS = 64


def misreadings(view: SeatView, hands: Sequence[Mask]) -> int:
    """How many of the other seats' calls so far Hard's rules would not have made on ``hands``."""
    auction = _auction_for(dataclasses.replace(view, auction=()))
    wrong = 0
    for seat, action in view.auction:
        if seat != view.seat and hard_rule_call(_seat_view(view, seat, hands[seat], auction)) != action:
            wrong += 1
        auction.apply(action)
    return wrong


def sample_deals(view: SeatView, rng: random.Random, settings: CallSettings, deadline: float | None) -> list[SampledDeal]:
    """``settings.bid_samples`` deals around the seat's hand, those that explain the auction
    first (see the module's doc)."""
    turned = view.turned
    constraints = None
    if turned is None:
        try:
            constraints = constraints_of(view)
        except Inconsistent:
            constraints = None
    drawn: list[tuple[int, int, SampledDeal]] = []
    for i in range(max(settings.bid_tries, settings.bid_samples)):
        if deadline is not None and drawn and time.perf_counter() > deadline:
            break
        if constraints is not None:
            deal = SampledDeal(sample_hands(constraints, rng))
        else:
            deal = _classic_deal(view, rng) if turned is not None else SampledDeal(sample_full_hands(view, None, rng))
        wrong = misreadings(view, deal.hands) if view.auction else 0
        drawn.append((wrong, i, deal))
        if sum(1 for w, _, _ in drawn if w == 0) >= settings.bid_samples:
            break
    drawn.sort(key=lambda d: (d[0], d[1]))
    return [d for _, _, d in drawn[: settings.bid_samples]]


def _classic_deal(view: SeatView, rng: random.Random) -> SampledDeal:
    """Classic's auction: five cards a seat around the view's own, the stock shuffled."""
    assert view.turned is not None
    me = int(view.seat)
    size = view.hand.bit_count()
    unseen = ALL_CARDS & ~view.hand & ~(1 << view.turned)
    pool = [c for c in range(32) if unseen >> c & 1]
    rng.shuffle(pool)
    hands = [0, 0, 0, 0]
    hands[me] = view.hand
    for s in range(4):
        while hands[s].bit_count() < size:
            hands[s] |= 1 << pool.pop()
    return SampledDeal(hands, tuple(pool))


def judged_call(
    view: SeatView, rng: random.Random, settings: CallSettings, deadline: float | None, anchor: Action
) -> Action:
    """The candidate call with the best mean deal score margin over the simulated auctions, if it
    beats ``anchor``'s by ``settings.call_margin``; else ``anchor``."""
    candidates = candidate_calls(view, anchor)
    if len(candidates) < 2 or (deadline is not None and time.perf_counter() > deadline):
        return anchor
    # half the time for dealing, half for weighing the calls
    sampling_deadline = None if deadline is None else time.perf_counter() + (deadline - time.perf_counter()) / 2
    try:
        deals = sample_deals(view, rng, settings, sampling_deadline)
    except Inconsistent:
        return anchor
    team = int(view.seat) & 1
    first = view.dealer.next  # type: ignore[union-attr]  # an auction has a dealer
    totals = dict.fromkeys(candidates, 0.0)
    weighed = 0
    for deal in deals:
        scored: dict[Outcome, float] = {}
        margins: list[float] = []
        for call in candidates:
            if deadline is not None and time.perf_counter() > deadline:
                break  # this deal is left out: every call is weighed on the same deals
            outcome = finish_auction(view, deal.hands, call)
            if outcome not in scored:
                scored[outcome] = _margin(view, deal, outcome, team, first, settings.bid_error)
            margins.append(scored[outcome])
        if len(margins) < len(candidates):
            break
        for call, margin in zip(candidates, margins):
            totals[call] += margin
        weighed += 1
    if not weighed:
        return anchor
    best = max(candidates, key=lambda c: totals[c])
    if (totals[best] - totals[anchor]) / weighed > settings.call_margin:
        return best
    return anchor


def _margin(view: SeatView, deal: SampledDeal, outcome: Outcome, team: int, first: Seat, error: float) -> float:
    """This seat's team's expected deal score margin for the auction's outcome on ``deal``."""
    if outcome.taker is None or outcome.strain is None:
        return 0.0
    hands = deal.full_hands(outcome.taker, view.turned)
    strain = outcome.strain
    points = fitted_points(hands, strain, first, team)
    fixed = fixed_points_at_start(view, hands, strain, first)
    taker_team = outcome.taker.team
    total = 0.0
    for offset, weight in _ERROR_RULE:
        value = min(max(round(points + offset * error), 0), DEAL_POINTS)
        total += weight * deal_margin(view, team, taker_team, outcome.contract, value, fixed)
    return total


#: Gauss-Hermite's three points for a normal error: 0 and +-sqrt(3) standard deviations
_ERROR_RULE: tuple[tuple[float, float], ...] = ((0.0, 2 / 3), (-(3**0.5), 1 / 6), (3**0.5, 1 / 6))

# --- the fitted estimate of a fresh deal ---------------------------------------------------------
_TEN_OF = tuple(s * 8 + Rank.TEN for s in range(4))
_ACE_OF = tuple(s * 8 + Rank.ACE for s in range(4))


def deal_features(hands: Sequence[Mask], strain: Strain, leader: Seat | int, team: int) -> tuple[float, ...]:
    """What the fitted estimate reads off a fresh deal for ``team`` (0 NS, 1 EW) in a suit
    strain: 1, the card-power share (``solver.estimate``), then the two teams' differences in
    trumps, trump points, master points (each suit's top cards held by one team in an unbroken
    run), masters, trump masters, ruffable plain suits (a player void in it with trumps), bare
    tens (a ten alone in its hand without the ace), plain aces, second-card points (the card
    below a master the other team holds) and who leads (+1 the team, -1 the other)."""
    tables = TABLES[strain]
    pts = tables.points
    ours = hands[team] | hands[team + 2]
    theirs = hands[team ^ 1] | hands[(team ^ 1) + 2]
    share = estimate(list(hands), tables, point_tables(strain), team, int(leader), [0, 0])
    trump = int(strain)
    trump_mask = SUIT_MASKS[trump]
    diff = [0.0] * 9  # trumps, trump pts, master pts, masters, trump masters, ruffable, bare tens, aces, second pts
    for sign, side, seats in ((1.0, ours, (team, team + 2)), (-1.0, theirs, ((team ^ 1), (team ^ 1) + 2))):
        trumps = side & trump_mask
        diff[0] += sign * trumps.bit_count()
        diff[1] += sign * sum(pts[c] for c in range(trump * 8, trump * 8 + 8) if trumps >> c & 1)
        for suit in range(4):
            order = strength_order(strain)[suit]
            if side >> order[0] & 1:
                for c in order:
                    if not side >> c & 1:
                        break
                    diff[2] += sign * pts[c]
                    diff[3] += sign
                    if suit == trump:
                        diff[4] += sign
            elif side >> order[1] & 1:
                diff[8] += sign * pts[order[1]]
            if suit == trump:
                continue
            if side >> _ACE_OF[suit] & 1:
                diff[7] += sign
            for s in seats:
                hand = hands[s]
                in_suit = hand & SUIT_MASKS[suit]
                if not in_suit and hand & trump_mask:
                    diff[5] += sign
                if in_suit == 1 << _TEN_OF[suit]:
                    diff[6] += sign
    lead = 1.0 if int(leader) & 1 == team else -1.0
    return (1.0, float(share), *diff, lead)


def fitted_points(hands: Sequence[Mask], strain: Strain, leader: Seat | int, team: int) -> float:
    """``team``'s card points in ``strain`` on a fresh deal of whole hands: the fitted estimate in
    a suit strain (``FIT``), the card-power share in no trump and all trump."""
    if strain >= Strain.NO_TRUMP:
        return float(estimate(list(hands), TABLES[strain], point_tables(strain), team, int(leader), [0, 0]))
    f = deal_features(hands, strain, leader, team)
    return min(max(sum(w * x for w, x in zip(FIT, f)), 0.0), float(DEAL_POINTS))


#: the fitted estimate's weights, in ``deal_features``' order: least squares on exact solves of
#: 1,200 team positions (300 fresh deals, each suit as trump, a random first leader; Contrée's play
#: rules, a capot counted as 162), ``benchmarks/fit_calls.py --deals 400 --seed 1`` (2026-12-02).
#: On the 400 positions of the other 100 deals it was 16.6 points off (root mean square) where the
#: card-power share is 23.4 (``FIT_ERROR``); the share itself then weighs next to nothing.
FIT: tuple[float, ...] = (
    84.007,  # 1
    -0.044,  # card-power share
    7.097,  # trumps
    0.402,  # trump points
    1.181,  # master points
    -4.426,  # masters
    -6.568,  # trump masters
    8.414,  # ruffable plain suits
    -3.394,  # bare tens
    0.406,  # plain aces
    0.066,  # second-card points
    6.144,  # the lead
)
#: the fit's error on held-out deals (card points, root mean square)
FIT_ERROR = 16.6
