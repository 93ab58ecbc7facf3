"""Auction decisions of the Easy, Medium and Hard players, from the hand evaluation.

A ``BiddingStyle`` says how boldly a level bids; the decisions read only the seat's own hand,
the turned card and the calls made so far.
"""

from __future__ import annotations

from dataclasses import dataclass

from belote_desktop.engine.auctions import Bid, Call, NameTrump
from belote_desktop.engine.cards import SUIT_MASKS, Mask, Rank, Seat, Suit, card
from belote_desktop.engine.contract import BID_VALUES, CAPOT_VALUE, DEAL_POINTS, Strain
from belote_desktop.engine.state import Action
from belote_desktop.engine.view import SeatView
from belote_desktop.bots.romanian import receives_turned, take_shift
from belote_desktop.bots.hand_eval import defence_estimate, estimate, suit_estimate, support_value


@dataclass(frozen=True, slots=True)
class BiddingStyle:
    #: Classic: take when the estimate (turned card and two unknown cards included) reaches this
    classic_take: float
    #: Contrée: bid when the estimate reaches the value (lower: bolder)
    bid_margin: float
    #: how much of a hand's support value goes into raising the partner's bid
    support_factor: float
    #: Contrée: contre when the takers' expected points fall this far below their bid (None: never)
    contre_margin: float | None
    #: Contrée: surcontre when our estimate tops the bid by this much (None: never)
    surcontre_margin: float | None
    #: points taken off the estimate when the partner has passed without bidding
    partner_pass_penalty: float = 0.0
    #: points added to the defence estimate when the partner has bid
    partner_bid_defence: float = 0.0


def auction_call(view: SeatView, style: BiddingStyle) -> Action:
    if view.turned is not None:
        return classic_call(view, style)
    return contree_call(view, style)


# --- Classic ---------------------------------------------------------------------------------
def classic_call(view: SeatView, style: BiddingStyle) -> Action:
    actions = view.legal_actions
    assert view.turned is not None
    # the Classic taker receives the turned card in either round (Romanian: see receives_turned)
    hand = view.hand | (1 << view.turned) if receives_turned(view) else view.hand
    take = style.classic_take + take_shift(view)
    if Call.TAKE in actions:
        value = suit_estimate(hand, view.turned >> 3, unknown_cards=2)
        return Call.TAKE if value >= take else Call.PASS
    names = [a for a in actions if isinstance(a, NameTrump)]
    if not names:
        return Call.PASS
    best = max(names, key=lambda a: suit_estimate(hand, a.suit, unknown_cards=2))
    if Call.PASS not in actions or suit_estimate(hand, best.suit, unknown_cards=2) >= take:
        return best
    return Call.PASS


# --- Contrée ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class AuctionReading:
    best: Bid | None
    best_seat: Seat | None
    partner_bids: dict[Strain, int]  # the partner's highest bid in each strain
    partner_passed_only: bool  # the partner has spoken and never bid


def read_auction(view: SeatView) -> AuctionReading:
    best: Bid | None = None
    best_seat: Seat | None = None
    partner = view.seat.partner
    partner_bids: dict[Strain, int] = {}
    partner_spoke = False
    for seat, action in view.auction:
        if seat == partner:
            partner_spoke = True
        if isinstance(action, Bid):
            best, best_seat = action, seat
            if seat == partner:
                partner_bids[action.strain] = max(partner_bids.get(action.strain, 0), action.value)
    return AuctionReading(best, best_seat, partner_bids, partner_spoke and not partner_bids)


def contree_values(view: SeatView, style: BiddingStyle, reading: AuctionReading) -> dict[Strain, float]:
    """What the team can expect in each strain on the bidding so far."""
    hand = view.hand
    strains = list(Strain) if view.rules.no_trump_bids else list(Strain)[:4]
    values: dict[Strain, float] = {}
    for strain in strains:
        own = estimate(hand, strain)
        if reading.partner_passed_only:
            own -= style.partner_pass_penalty
        partner_value = reading.partner_bids.get(strain)
        if partner_value is not None:
            own = max(own, partner_value + style.support_factor * support_value(hand, strain) - 10.0)
        values[strain] = own
    return values


def contree_call(view: SeatView, style: BiddingStyle) -> Action:
    actions = view.legal_actions
    reading = read_auction(view)
    best, best_seat = reading.best, reading.best_seat
    if Call.SURCONTRE in actions:
        assert best is not None
        if style.surcontre_margin is not None:
            ours = contree_values(view, style, reading).get(best.strain, 0.0)
            if ours >= best.value + style.surcontre_margin:
                return Call.SURCONTRE
        return Call.PASS
    bids = [a for a in actions if isinstance(a, Bid)]
    if not bids:
        return Call.PASS
    if Call.CONTRE in actions and best is not None and style.contre_margin is not None:
        defence = defence_estimate(view.hand, best.strain)
        if reading.partner_bids:
            defence += style.partner_bid_defence
        if DEAL_POINTS - defence + style.contre_margin < best.value and not best.value == CAPOT_VALUE:
            return Call.CONTRE
    values = contree_values(view, style, reading)
    partner_leads = best_seat is not None and best_seat == view.seat.partner
    choice: Bid | None = None
    for strain, value in values.items():
        reach = value - style.bid_margin
        if partner_leads and best is not None and strain != best.strain:
            reach -= 20.0  # take the partner's contract away only with a clearly better one
        top = max((v for v in BID_VALUES if v != CAPOT_VALUE and v <= reach), default=None)
        if top is None:
            continue
        candidate = Bid(top, strain)
        if candidate in bids and (choice is None or top > choice.value or (top == choice.value and value > values[choice.strain])):
            choice = candidate
    return choice if choice is not None else Call.PASS


def simple_trump_holding(hand: Mask, suit: Suit | int) -> bool:
    """Easy's rule: the J with two more trumps, or the J and the 9."""
    trumps = hand & SUIT_MASKS[suit]
    jack = bool((trumps >> card(Rank.JACK, suit)) & 1)
    nine = bool((trumps >> card(Rank.NINE, suit)) & 1)
    return jack and (nine or trumps.bit_count() >= 3)
