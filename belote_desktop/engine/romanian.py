"""Romanian Belot's course of a deal (docs/RULES.md 5), as steps of ``Match``: dealing into the
Romanian auction, the completion, play started by the taker, combinations declared in the first
two tricks, the deal's score in balls and the end of the match at the table's limit.

The trick play itself is ``PlayState``'s, with Romanian options (no partner exemption,
compulsory undertrump, the taker's trump lead first); only what Romanian Belot adds is here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, Sequence

from belote_desktop.engine import state as _state
from belote_desktop.engine.auctions import AuctionAction
from belote_desktop.engine.balls import score_romanian
from belote_desktop.engine.cards import SEATS, Seat, Team
from belote_desktop.engine.combinations import (
    DECLARING_TRICKS,
    REDUCED_LIMIT,
    Declare,
    action_of,
    find_combinations,
    score_combinations,
)
from belote_desktop.engine.dealing import DealLayout
from belote_desktop.engine.declarations import Declaration, DeclarationKind
from belote_desktop.engine.events import (
    AuctionEnded,
    BidMade,
    CombinationDeclared,
    Completed,
    DealCancelled,
    DealScored,
    DeclarationsShown,
    Dealt,
    Event,
    MatchOver,
    TrickWon,
)
from belote_desktop.engine.play import IllegalActionError, PlayState
from belote_desktop.engine.romanian_auction import RomanianAuction
from belote_desktop.engine.rules import SINGLE_DEAL
from belote_desktop.engine.scoring import DealResult
from belote_desktop.engine.table import Table

if TYPE_CHECKING:
    from belote_desktop.engine.state import DealState, Match

#: How far the limit rises when several sides pass it in the same deal (duel: points).
LIMIT_RISE = {Table.FOUR: 50, Table.THREE: 50, Table.DUEL: 500}
#: Combinations that can only be declared before the holder's first card: they end the deal.
_AT_ONCE = (DeclarationKind.FOUR_SEVENS, DeclarationKind.BELOT)


def start_deal(
    match: Match, layout: DealLayout, announced: Mapping[Seat, Sequence[str]] | None, declare_all: bool
) -> list[Event]:
    auction = RomanianAuction(match.rules, layout)
    deal = _state.DealState(len(match.deals) + 1, layout, auction, announced, layout.masks())
    deal.declare_all = declare_all
    if announced is not None:
        deal.pending = {s: list(v) for s, v in announced.items()}
    match.deals.append(deal)
    match.phase = _state.Phase.AUCTION
    events: list[Event] = [Dealt(deal.number, layout.dealer, layout.turned)]
    if auction.result is not None:  # the Bizon (and nobody may cancel)
        events.extend(_auction_over(match, deal))
    return events


def bid(match: Match, action: AuctionAction) -> list[Event]:
    deal = match.current
    assert deal is not None
    seat = deal.auction.turn
    deal.auction.apply(action)  # type: ignore[attr-defined]
    events: list[Event] = [BidMade(seat, action)]
    if deal.auction.result is None:
        return events
    return events + _auction_over(match, deal)


def _auction_over(match: Match, deal: DealState) -> list[Event]:
    auction = deal.auction
    assert isinstance(auction, RomanianAuction) and auction.result is not None
    result = auction.result
    events: list[Event] = [AuctionEnded(result)]
    if result.taker is None:
        assert result.cancelled_by is not None
        return events + _cancel(match, deal, result.cancelled_by)
    deal.hands = auction.completed_hands()
    events.append(Completed(result.taker, deal.layout.turned, auction.recipient, result.swap7))  # type: ignore[arg-type]
    assert result.strain is not None
    rules = match.rules
    play = PlayState(
        deal.hands, result.strain, result.taker, rules.partner_exemption, rules.must_undertrump, match.table, result.taker
    )
    deal.play = play
    if rules.declarations:
        deal.found = {s: find_combinations(s, deal.hands[s], result.strain, match.table) for s in match.table.seats}
        if deal.pending is None and deal.declare_all:
            deal.pending = {s: [d.kind.value for d in found] for s, found in deal.found.items()}
    match.phase = _state.Phase.PLAY
    return events + _declare_pending(match, deal)


def _cancel(match: Match, deal: DealState, seat: Seat) -> list[Event]:
    match.dealer = match.table.next(match.dealer)
    match.phase = _state.Phase.DEAL
    return [DealCancelled(seat, match.dealer)]


# --- combinations --------------------------------------------------------------------------------
def _may_declare(match: Match, deal: DealState, d: Declaration) -> str | None:
    """Why ``d`` may not be declared now (None: it may)."""
    play = deal.play
    assert play is not None
    if any(x is d for x in deal.declared):
        return "already declared"
    seat = d.seat
    fresh = play.hands[seat].bit_count() == match.table.hand_size
    if d.kind == DeclarationKind.BELLA:
        if play.hands[seat] & d.cards != d.cards:
            return "Bella is declared before playing the king or queen of trump"
    elif d.kind in _AT_ONCE:
        if not fresh:
            return "it is declared before the holder's first card"
    elif play.trick_number >= DECLARING_TRICKS:
        return "combinations are declared in the first two tricks"
    if match.rules.reduced_combinations and d.points >= 100 and match.hundreds[seat] >= REDUCED_LIMIT:
        return f"combinations of 100 or more count at most {REDUCED_LIMIT} times a game at this table"
    return None


def declarable(match: Match, deal: DealState) -> list[Declare]:
    if not match.rules.declarations or deal.play is None:
        return []
    seat = SEATS[deal.play.turn]
    return [action_of(d) for d in deal.found.get(seat, ()) if _may_declare(match, deal, d) is None]


def declare(match: Match, action: Declare) -> list[Event]:
    deal = match.current
    assert deal is not None and deal.play is not None
    seat = SEATS[deal.play.turn]
    verb = f"declare {action.code}"
    if not match.rules.declarations:
        raise IllegalActionError(seat, verb, "combinations are not played at this table")
    held = [d for d in deal.found.get(seat, ()) if action_of(d) == action and not any(x is d for x in deal.declared)]
    if not held:
        holds = any(action_of(d) == action for d in deal.found.get(seat, ()))
        raise IllegalActionError(seat, verb, "already declared" if holds else "does not hold it")
    reason = _may_declare(match, deal, held[0])
    if reason is not None:
        raise IllegalActionError(seat, verb, reason)
    return _declared(match, deal, held[0])


def _declared(match: Match, deal: DealState, d: Declaration) -> list[Event]:
    deal.declared.append(d)
    if d.points >= 100:
        match.hundreds[d.seat] += 1
    events: list[Event] = [CombinationDeclared(d)]
    if d.kind == DeclarationKind.BELLA:
        deal.belotes.append((d.seat, d.suit))  # type: ignore[arg-type]
    elif d.kind == DeclarationKind.FOUR_SEVENS:
        deal.outcome = DealResult.CANCELLED
        events.extend(_cancel(match, deal, d.seat))
    elif d.kind == DeclarationKind.BELOT:
        deal.outcome = DealResult.BELOT
        match.dealer = match.table.next(match.dealer)
        events.extend(_win(match, match.table.side_of(d.seat)))
    return events


def _declare_pending(match: Match, deal: DealState) -> list[Event]:
    """A replayed record: the seat to play declares what the record says on its first turn, under
    the same rule as live play (``_may_declare``). A record without ``announced`` declares every
    combination held that the rules allow, leaving out the others."""
    events: list[Event] = []
    if deal.pending is None or deal.play is None or match.phase != _state.Phase.PLAY:
        return events
    seat = SEATS[deal.play.turn]
    names = deal.pending.pop(seat, [])
    everything = deal.announced is None and deal.declare_all
    for name in names:
        held = [d for d in deal.found.get(seat, ()) if d.kind.value == name and not any(x is d for x in deal.declared)]
        if not held:
            raise IllegalActionError(seat, f"declare {name}", "does not hold it" if match.rules.declarations else "combinations are not played at this table")
        reason = _may_declare(match, deal, held[0])
        if reason is not None:
            if everything:
                continue
            raise IllegalActionError(seat, f"declare {name}", reason)
        events.extend(_declared(match, deal, held[0]))
        if match.phase != _state.Phase.PLAY:
            break
    return events


# --- after each card -----------------------------------------------------------------------------
def after_card(match: Match, deal: DealState, trick_done: bool) -> list[Event]:
    play = deal.play
    assert play is not None
    events: list[Event] = []
    if trick_done:
        trick = play.last_trick()
        deal.tricks.append(trick)
        events.append(TrickWon(trick))
        if play.trick_number == DECLARING_TRICKS and match.rules.declarations:
            combos = score_combinations(deal.declared, play.strain, match.table)
            deal.combinations = combos
            events.append(DeclarationsShown(combos.scored, combos.side))
        if play.is_over:
            return events + _score(match, deal)
    return events + _declare_pending(match, deal)


def _score(match: Match, deal: DealState) -> list[Event]:
    play = deal.play
    result = deal.auction.result
    assert play is not None and result is not None and result.taker is not None
    table = match.table
    combos = score_combinations(deal.declared, play.strain, table)
    deal.combinations = combos
    taker_side = table.side_of(result.taker)
    score = score_romanian(table, taker_side, play.points, play.tricks_won, combos.points, combos.bella, match.bts)
    deal.score = score
    deal.reserve_paid = (0,) * table.sides
    for side in range(table.sides):
        match.totals[side] += score.score[side]
        match.bts[side] += score.bt[side]
    totals = tuple(match.totals)
    events: list[Event] = [DealScored(score, deal.reserve_paid, totals)]
    match.dealer = table.next(match.dealer)
    match.phase = _state.Phase.DEAL
    side = _limit_reached(match)
    if side is not None:
        events.extend(_win(match, side))
    return events


def _limit_reached(match: Match) -> int | None:
    """The side that alone passed the limit; the limit rises while several pass it together."""
    totals = match.totals
    if match.rules.target == SINGLE_DEAL:
        best = max(totals)
        return totals.index(best) if totals.count(best) == 1 else None
    while sum(t >= match.limit for t in totals) >= 2:
        match.limit += LIMIT_RISE[match.table]
    over = [i for i, t in enumerate(totals) if t >= match.limit]
    return over[0] if over else None


def _win(match: Match, side: int) -> list[Event]:
    table = match.table
    match.winner_side = side
    match.winner = Team(side) if table == Table.FOUR else table.side_seats(side)[0]
    match.phase = _state.Phase.OVER
    return [MatchOver(match.winner, tuple(match.totals))]

