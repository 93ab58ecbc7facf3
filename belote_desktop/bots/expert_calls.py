"""The Expert's calls in Classic and Contrée: each legal call judged over sampled deals.

``choose_call`` is what ``ExpertBot.choose`` asks in the auction. Romanian Belot's calls are the
shared Romanian decisions Hard makes; elsewhere the auction starts from Hard's call and another
call replaces it only when its expected deal score margin over sampled deals beats Hard's call's
by ``ExpertSettings.call_margin`` (infinite by default: Hard's calls, docs/BOTS.md "Calls").
"""

from __future__ import annotations

import math
import random
import time
from typing import Callable, Sequence

from belote_desktop.bots.expert import ExpertSettings, _fixed_points, deal_margin
from belote_desktop.bots.sampling import Inconsistent, constraints_of, sample_full_hands, sample_hands
from belote_desktop.bots.solver import estimate, point_tables
from belote_desktop.engine.auctions import Bid, Call, NameTrump
from belote_desktop.engine.cards import Mask, Seat, Team
from belote_desktop.engine.contract import CAPOT_VALUE, DEAL_POINTS, TABLES, Contract, Strain
from belote_desktop.engine.state import Action
from belote_desktop.engine.variants import variant_class
from belote_desktop.engine.view import SeatView


def choose_call(view: SeatView, rng: random.Random, settings: ExpertSettings, deadline: float | None) -> Action:
    """The Expert's call: Hard's, unless the sampled judgement beats it by ``call_margin``."""
    from belote_desktop.bots.hard import HardBot

    if not variant_class(view.rules.variant).scores_from_count:
        # Romanian Belot: the calls (take, pass, suit, the 7 swap, the cancel) are the shared
        # Romanian decisions Hard makes; the auction judge below weighs a count's score
        return HardBot().decide(view, rng, deadline)
    anchor: Action | None = None
    if settings.call_margin is not None:
        # Expert's own calls, judged on sampled deals by the solver's card-power estimate,
        # lost to Hard's (docs/BENCHMARKS.md, "Strength so far"): the estimate's 17-point
        # error is wide for Contrée's 10-point steps and it cannot see the auction's later
        # turns. Hard's call (its contre played out on sampled deals) is the default.
        anchor = HardBot().decide(view, rng, deadline)
        if settings.call_margin == math.inf:
            return anchor  # no call could beat it: spare the sampling
    return auction_choice(view, rng, settings, deadline, anchor)


def _strains(view: SeatView) -> list[Strain]:
    out: set[Strain] = set()
    for a in view.legal_actions:
        if isinstance(a, Bid):
            out.add(a.strain)
        elif isinstance(a, NameTrump):
            out.add(Strain.of_suit(a.suit))
        elif a == Call.TAKE and view.turned is not None:
            out.add(Strain.of_suit(view.turned >> 3))
    contract = _standing_contract(view)
    if contract is not None:
        out.add(contract[1].strain)
    return sorted(out)


def _standing_contract(view: SeatView) -> tuple[Seat, Contract] | None:
    """Contrée: the highest bid so far with its contre level, and who made it."""
    best: tuple[Seat, Bid] | None = None
    multiplier = 1
    for seat, action in view.auction:
        if isinstance(action, Bid):
            best, multiplier = (seat, action), 1
        elif action == Call.CONTRE:
            multiplier = 2
        elif action == Call.SURCONTRE:
            multiplier = view.rules.surcontre_multiplier
    if best is None:
        return None
    return best[0], Contract(best[1].value, best[1].strain, multiplier)


def _estimated_points(hands: Sequence[Mask], strain: Strain, leader: Seat, team: int) -> int:
    """The team's card points in ``strain`` by the solver's calibrated estimate (searching the
    first trick as well made it no better against exact solves, and cost a hundred times more)."""
    tables = TABLES[strain]
    return estimate(list(hands), tables, point_tables(strain), team, int(leader), [0, 0])


def auction_choice(
    view: SeatView,
    rng: random.Random,
    settings: ExpertSettings,
    deadline: float | None,
    anchor: Action | None = None,
) -> Action:
    """The call with the best expected deal score margin over sampled deals.

    Each sample gives, per strain, this seat's team's estimated card points; passing is worth the
    standing contract's expected margin (nothing if there is none). A bid must beat passing by
    ``bid_margin`` and a contre or surcontre by ``double_margin``: the estimates are rough.

    With an ``anchor`` (Hard's call) the margins are taken against it instead: another call is
    said only when its expected margin beats the anchor's by ``settings.call_margin``.
    """
    me = view.seat
    team = int(me) & 1
    strains = _strains(view)
    first = view.dealer.next  # type: ignore[union-attr]  # no trick led yet: the player after the dealer leads, and a deal in play has a dealer
    samples: list[tuple[dict[Strain, int], dict[Strain, tuple[tuple[int, int], tuple[int, int]]]]] = []
    constraints = None
    turns_a_card = variant_class(view.rules.variant).turns_a_card
    if not turns_a_card:
        # every card is in a hand already (Contrée): deal them leaning on what the auction said
        try:
            constraints = constraints_of(view)
        except Inconsistent:
            constraints = None
    # half the time for dealing and judging samples, half for weighing the calls on them
    sampling_deadline = None if deadline is None else time.perf_counter() + (deadline - time.perf_counter()) / 2
    for _ in range(settings.bid_samples):
        if sampling_deadline is not None and samples and time.perf_counter() > sampling_deadline:
            break
        if constraints is not None:
            hands = sample_hands(constraints, rng)
        else:
            hands = sample_full_hands(view, me if turns_a_card else None, rng)
        points: dict[Strain, int] = {}
        fixed: dict[Strain, tuple[tuple[int, int], tuple[int, int]]] = {}
        for strain in strains:
            points[strain] = _estimated_points(hands, strain, first, team)
            fixed[strain] = _fixed_points(view, hands, strain, first)
        samples.append((points, fixed))

    def outcomes(taker_team: Team, contract: Contract | None, strain: Strain) -> list[tuple[float, float]]:
        """(weight, margin) over the samples, each sample's estimate widened by its error (a
        three-point normal rule), so a contract near its threshold is not judged certain."""
        out: list[tuple[float, float]] = []
        for points, fixed in samples:
            for offset, weight in _ERROR_RULE:
                # no capot is guessed at this stage: the estimate stays within 0-162
                value = min(max(round(points[strain] + offset), 0), DEAL_POINTS)
                out.append((weight / len(samples), deal_margin(view, team, taker_team, contract, value, fixed[strain])))
        return out

    def expected(taker_team: Team, contract: Contract | None, strain: Strain) -> float:
        return sum(w * m for w, m in outcomes(taker_team, contract, strain))

    actions = view.legal_actions
    standing = _standing_contract(view) if not turns_a_card else None
    if standing is not None:
        seat, contract = standing
        pass_value = expected(seat.team, contract, contract.strain)
    else:
        pass_value = 0.0
    my_team = Team(team)
    best_action: Action
    if anchor is not None and settings.call_margin is not None:
        anchored = _raw_value(view, anchor, my_team, standing, strains, pass_value, expected)
        if anchored is None:
            return anchor  # a call the estimates cannot weigh (a capot bid, a strain unsampled)
        margin = settings.call_margin
        best_action, best_value = anchor, anchored
        for action in actions:
            if deadline is not None and time.perf_counter() > deadline:
                break
            if action == anchor:
                continue
            v = _raw_value(view, action, my_team, standing, strains, pass_value, expected)
            if v is None or v - margin <= best_value:
                continue
            if action in (Call.CONTRE, Call.SURCONTRE) and standing is not None:
                seat, contract = standing
                multiplier = 2 if action == Call.CONTRE else view.rules.surcontre_multiplier
                raised = Contract(contract.value, contract.strain, multiplier)
                if sum(w for w, m in outcomes(seat.team, raised, contract.strain) if m > 0) < settings.double_certainty:
                    continue
            best_action, best_value = action, v - margin
        return best_action
    best_action = Call.PASS if Call.PASS in actions else actions[0]
    best_value = pass_value
    hopeless: set[Strain] = set()
    for action in actions:
        if deadline is not None and time.perf_counter() > deadline:
            break  # the calls weighed so far are the choice
        if isinstance(action, Bid):
            if action.strain not in strains or action.strain in hopeless:
                continue
            judged = outcomes(my_team, Contract(action.value, action.strain), action.strain)
            if sum(w for w, m in judged if m > 0) < _HOPELESS:
                hopeless.add(action.strain)  # bids come lowest first: higher ones fare worse
                continue
            v = sum(w * m for w, m in judged) - settings.bid_margin
        elif isinstance(action, NameTrump):
            v = expected(my_team, None, Strain.of_suit(action.suit)) - settings.bid_margin
        elif action == Call.TAKE and view.turned is not None:
            v = expected(my_team, None, Strain.of_suit(view.turned >> 3)) - settings.bid_margin
        elif action in (Call.CONTRE, Call.SURCONTRE) and standing is not None:
            seat, contract = standing
            multiplier = 2 if action == Call.CONTRE else view.rules.surcontre_multiplier
            raised = Contract(contract.value, contract.strain, multiplier)
            v = expected(seat.team, raised, contract.strain) - settings.double_margin
            # doubling pays only when the outcome is near certain: a wrong one costs the deal twice
            winning = sum(w for w, m in outcomes(seat.team, raised, contract.strain) if m > 0)
            if winning < settings.double_certainty:
                continue
        else:
            continue
        if v > best_value:
            best_action, best_value = action, v
    return best_action


def _raw_value(
    view: SeatView,
    action: Action,
    team: Team,
    standing: tuple[Seat, Contract] | None,
    strains: list[Strain],
    pass_value: float,
    expected: Callable[[Team, Contract | None, Strain], float],
) -> float | None:
    """A call's expected margin over the samples with no margin taken off (None: not weighable)."""
    if action == Call.PASS:
        return pass_value
    if isinstance(action, Bid):
        if action.strain not in strains or action.value == CAPOT_VALUE:
            return None
        return expected(team, Contract(action.value, action.strain), action.strain)
    if isinstance(action, NameTrump):
        return expected(team, None, Strain.of_suit(action.suit))
    if action == Call.TAKE and view.turned is not None:
        return expected(team, None, Strain.of_suit(view.turned >> 3))
    if action in (Call.CONTRE, Call.SURCONTRE) and standing is not None:
        seat, contract = standing
        multiplier = 2 if action == Call.CONTRE else view.rules.surcontre_multiplier
        return expected(seat.team, Contract(contract.value, contract.strain, multiplier), contract.strain)
    return None


#: The estimate's error on exact solves had a standard deviation of about 17 card points: a
#: sample's outcome is taken at its estimate and one error rule either side (Gauss-Hermite's
#: three points: 0 and +-sqrt(3) standard deviations, weights 2/3, 1/6, 1/6).
_ESTIMATE_ERROR = 17.0
_ERROR_RULE: tuple[tuple[float, float], ...] = (
    (0.0, 2 / 3),
    (-(3**0.5) * _ESTIMATE_ERROR, 1 / 6),
    ((3**0.5) * _ESTIMATE_ERROR, 1 / 6),
)


#: a bid made on less than this share of the samples is not weighed, nor any higher bid in its strain
_HOPELESS = 0.05
