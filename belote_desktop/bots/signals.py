"""The Expert partners' one convention: a first discard calls for its suit.

Club players tell a partner where their strength lies with the cards they throw away; a search
that deals the hidden cards at random cannot know it, and a partner who reads it can lead to the
right suit. The convention (docs/BOTS.md, "The Expert"):

- **A discard** is a card of neither the suit led nor the trump suit (no trump and all trump:
  not of the suit led), played by a seat that holds no card of the suit led.
- **A seat's first discard of the deal calls for its suit**: "I hold the best card left in it."
  The Expert makes that discard when it holds such a card and another of the suit to throw, and
  that costs at most ``ExpertSettings.signal_cost`` deal points on its sampled deals; otherwise
  it throws what its search prefers, so the call is only likely, never certain.
- **Its partner reads it** by dealing that best card to the caller ``signal_odds`` times as often
  as the odds it has otherwise.

A convention is public: opponents may read it too (colver's players and Hard do not).
"""

from __future__ import annotations

import dataclasses
from typing import Iterator, Mapping

from belote_desktop.bots.sampling import Constraints
from belote_desktop.engine.cards import Card, Mask, Seat
from belote_desktop.engine.contract import TABLES, Strain
from belote_desktop.engine.view import SeatView


def _suit_mask(suit: int) -> Mask:
    return 0xFF << (8 * suit)


def best_left(suit: int, strain: Strain, gone: Mask) -> Card | None:
    """The card of ``suit`` no card left beats: none of the cards of ``gone`` counted."""
    tables = TABLES[strain]
    left = _suit_mask(suit) & ~gone
    for c in range(8 * suit, 8 * suit + 8):
        if left >> c & 1 and tables.higher[c] & left == 0:
            return c
    return None


def _is_discard(card: Card, led: Card, strain: Strain) -> bool:
    suit, led_suit = card >> 3, led >> 3
    return suit != led_suit and (strain.suit is None or suit != strain.suit)


def _plays(view: SeatView) -> Iterator[tuple[int, Card, Card | None, Mask]]:
    """(seat, card, card led or None, cards played before it) for every card of the deal so far."""
    nxt = view.rules.table.next_table
    gone = 0
    tricks = [(int(t.leader), t.cards) for t in view.tricks]
    if view.trick and view.trick_leader is not None:
        tricks.append((int(view.trick_leader), view.trick))
    for leader, cards in tricks:
        seat = leader
        for i, c in enumerate(cards):
            if i:
                seat = nxt[seat]
            yield seat, c, cards[0] if i else None, gone
            gone |= 1 << c


def _first_discards(view: SeatView, strain: Strain) -> dict[int, tuple[Card, Mask]]:
    """Per seat that has discarded: its first discard and the cards played before it."""
    out: dict[int, tuple[Card, Mask]] = {}
    for seat, c, led, gone in _plays(view):
        if led is not None and seat not in out and _is_discard(c, led, strain):
            out[seat] = (c, gone)
    return out


def calls(view: SeatView) -> dict[int, Card]:
    """Per seat that has discarded: the card its first discard called for (the best card then
    left in the discard's suit, the discarded card aside), if it was not that best card itself."""
    strain = view.strain
    if strain is None:
        return {}
    out: dict[int, Card] = {}
    for seat, (c, gone) in _first_discards(view, strain).items():
        best = best_left(c >> 3, strain, gone | (1 << c))
        if best is not None and TABLES[strain].higher[c] >> best & 1:
            out[seat] = best
    return out


def calling_discard(view: SeatView, totals: Mapping[Card, float], cost: float) -> Card | None:
    """The discard that calls for a suit, if this is the seat's first discard, it holds a suit's
    best card left and another card of it to throw, and throwing that (the lowest such card) costs
    at most ``cost`` against the best total; None otherwise."""
    strain = view.strain
    if strain is None or not view.trick or not totals:
        return None
    led = view.trick[0]
    legal = list(totals)
    if any(not _is_discard(c, led, strain) for c in legal):
        return None  # it can follow or must trump: nothing is thrown
    if int(view.seat) in _first_discards(view, strain):
        return None  # its first discard was made already
    gone = view.played | sum(1 << c for c in view.trick)
    top = max(totals.values())
    tables = TABLES[strain]
    options: list[Card] = []
    for suit in range(4):
        best = best_left(suit, strain, gone)
        if best is None or not view.hand >> best & 1:
            continue
        throw = [c for c in legal if c >> 3 == suit and c != best]
        if throw:
            low = min(throw, key=lambda c: (tables.points[c], tables.strength[c]))
            if totals[low] >= top - cost:
                options.append(low)
    if not options:
        return None
    return max(options, key=lambda c: (totals[c], -c))


def partner_of(view: SeatView) -> Seat | None:
    """The seat's partner at a table of four, else None (three players or a duel: no partner)."""
    if view.rules.table.size != 4:
        return None
    return Seat(view.rules.table.partner_table[int(view.seat)])


def read_partner_call(view: SeatView, constraints: Constraints, odds: float) -> Constraints:
    """``constraints`` with the partner's call read: the card its first discard called for
    dealt to it ``odds`` times as often (unchanged without a partner, a call, or weights)."""
    partner = partner_of(view)
    weights = constraints.weights
    if partner is None or weights is None:
        return constraints
    called = calls(view).get(int(partner))
    if called is None or not constraints.allowed(int(partner)) >> called & 1:
        return constraints
    row = list(weights[partner])
    row[called] *= odds
    rows = tuple(tuple(row) if s == partner else weights[s] for s in range(len(weights)))
    return dataclasses.replace(constraints, weights=rows)
