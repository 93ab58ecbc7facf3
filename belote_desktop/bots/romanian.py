"""Romanian Belot's own choices (docs/RULES.md 5) for every level: the 7 swap, the cancel under
14 and which combinations to declare. Take/pass and the round-2 suit are the Classic calls of
``bidding`` (the same turned-card auction); card play is each level's own.

Everything reads the acting seat's ``SeatView``: its hand, the auction, the combinations declared
so far, and the legal actions the engine offers (a ``Declare`` is offered only while it may be
declared, so "when" is the engine's rule and "whether" is ours).
"""

from __future__ import annotations

from belote_desktop.engine.auctions import Call, NameTrump
from belote_desktop.engine.cards import Mask, Rank, Seat, card
from belote_desktop.engine.balls import score_romanian
from belote_desktop.engine.combinations import Declare, score_combinations
from belote_desktop.engine.play import PlayState
from belote_desktop.engine.declarations import DeclarationKind
from belote_desktop.engine.rules import Variant
from belote_desktop.engine.table import Table
from belote_desktop.engine.state import Action
from belote_desktop.engine.variants import variant_class, variant_for
from belote_desktop.engine.view import SeatView

#: combinations that score nothing themselves but end or void something: judged, not automatic
_JUDGED = (DeclarationKind.FOUR_SEVENS, DeclarationKind.FOUR_EIGHTS)


def is_romanian(view: SeatView) -> bool:
    return view.rules.variant == Variant.ROMANIAN


def auction_extra(view: SeatView, careful: bool) -> Action | None:
    """The 7 swap or the cancel, when that is the question; None for take/pass and the suit.

    Swapping always pays the swapper: the turned card is a higher trump than the 7, and the 7
    then goes to the taker (an opponent, or a partner whose side keeps the same trumps). The
    cancel under 14: a careful level (Medium and up) cancels a deal its side did not choose,
    where a weak hand has least hope; with its partner as taker it plays on, since the taker's
    hand was worth taking. Easy never cancels.
    """
    actions = view.legal_actions
    if Call.SWAP7 in actions:
        return Call.SWAP7
    if Call.CANCEL in actions:
        taker = chosen_by(view)
        if not careful or taker is None:
            return Call.PASS
        partner = view.rules.table.partner(view.seat)
        return Call.PASS if partner is not None and taker == partner else Call.CANCEL
    return None


def chosen_by(view: SeatView) -> Seat | None:
    """Who chose trump, also during the swap and cancel turns (the view names the taker only
    once the auction is over): the seat that took or named a suit, or first hand after a Bizon."""
    if view.taker is not None:
        return view.taker
    for seat, action in reversed(view.auction):
        if action == Call.TAKE or isinstance(action, NameTrump):
            return seat
    if view.turned is not None and view.dealer is not None and (view.turned & 7) == Rank.JACK:
        return view.rules.table.next(view.dealer)
    return None


def declaration(view: SeatView, careful: bool) -> Declare | None:
    """The combination to declare now, or None to play a card.

    Everything that scores is declared at the first chance (an undeclared combination counts
    for nothing, and the engine offers it only while it may still be declared). BELOT wins the
    game. Four 7s cancel the deal: worth it only for a side that did not choose trump. Four 8s
    void every combination but Bella: a careful level says them when the opponents have shown
    more than its own side; Easy never says them.
    """
    offered = [a for a in view.legal_actions if isinstance(a, Declare)]
    if not offered:
        return None
    table = view.rules.table
    mine = table.side_of(view.seat)
    for a in offered:
        if a.kind == DeclarationKind.BELOT:
            return a
    for a in offered:
        if a.kind == DeclarationKind.FOUR_SEVENS:
            if careful and view.taker is not None and table.side_of(view.taker) != mine:
                return a
    for a in offered:
        if a.kind not in _JUDGED and a.kind != DeclarationKind.BELOT:
            return a
    for a in offered:
        if a.kind == DeclarationKind.FOUR_EIGHTS and careful:
            ours = sum(d.points for d in view.declarations if table.side_of(d.seat) == mine and d.kind.ranks)
            theirs = max(
                (sum(d.points for d in view.declarations if table.side_of(d.seat) == side and d.kind.ranks)
                 for side in range(table.sides) if side != mine),
                default=0,
            )
            if theirs > ours:
                return a
    return None


#: At three players each alone the taker needs only more than each opponent, not half the deal:
#: Medium taking from 80 instead of 92 gained +0.32 balls a deal (95% CI +0.15 to +0.50) over
#: 1,500 duplicate boards at three; 72 and 86 gained less, 98 lost; at four and in a duel
#: neither 84 nor 100 beat 92 (docs/BENCHMARKS.md, Romanian).
_TAKE_SHIFT = {Table.FOUR: 0.0, Table.THREE: -12.0, Table.DUEL: 0.0}


def take_shift(view: SeatView) -> float:
    """What to add to a level's Classic take threshold at this table (0 outside Romanian)."""
    return _TAKE_SHIFT[view.rules.table] if is_romanian(view) else 0.0


def receives_turned(view: SeatView) -> bool:
    """Whether this seat would get the turned card by choosing trump now: always in Classic and in
    a Romanian round 1; in a Romanian round 2 the dealer receives it, and in a duel nobody."""
    if Call.TAKE in view.legal_actions:
        return True
    variant = variant_for(view.rules)
    if variant.dealer_gets_named_turned:
        return view.seat == view.dealer
    return not variant.sets_cards_aside


def turned_card_facts(view: SeatView) -> tuple[list[Mask], Mask]:
    """Once the auction is over: the cards each seat is publicly known to have received from the
    turned card (``known[seat]``), and the cards out of the game (``gone``), at every table that
    turns a card (none turned: nothing known).

    The round-1 taker (or first hand after a Bizon) receives the turned card, unless the 7 of
    trump was swapped for it: then the swapper holds the turned card and the taker the 7. After
    a round-2 trump the dealer receives it (Romanian at four and three), in a duel it leaves the
    game, and in Classic the player who named trump takes it.
    """
    known = [0, 0, 0, 0]
    turned = view.turned
    if turned is None or view.taker is None or view.strain is None or view.dealer is None:
        return known, 0
    if any(isinstance(a, NameTrump) for _, a in view.auction):
        variant = variant_for(view.rules)
        if variant.sets_cards_aside:
            return known, 1 << turned
        if variant.dealer_gets_named_turned:
            known[view.dealer] |= 1 << turned
            return known, 0
    swapper = next((s for s, a in view.auction if a == Call.SWAP7), None)
    if swapper is None:
        known[view.taker] |= 1 << turned
    else:
        known[swapper] |= 1 << turned
        known[view.taker] |= 1 << card(Rank.SEVEN, int(view.strain))
    return known, 0


def romanian_margin(view: SeatView, state: PlayState) -> float:
    """This seat's side's deal score minus the mean of the other sides', for a deal played out
    (``state``), by the engine's Romanian scoring: the combinations declared so far (the only
    ones the seat knows will count), the failed taker, the side without a trick. Earlier BTs are
    not in the view; they are taken as none. In points: balls count 10."""
    assert view.strain is not None and view.taker is not None
    table = view.rules.table
    combos = score_combinations(view.declarations, view.strain, table)
    score = score_romanian(
        table, table.side_of(view.taker), state.points, state.tricks_won, combos.points, combos.bella,
        (0,) * table.sides,
    ).score
    mine = table.side_of(view.seat)
    others = [score[s] for s in range(table.sides) if s != mine]
    margin = score[mine] - sum(others) / len(others)
    # in points, as the other variants' margins (a ball is 10 points; a duel scores points)
    return 10.0 * margin if variant_class(view.rules.variant).balls_at(table) else margin
