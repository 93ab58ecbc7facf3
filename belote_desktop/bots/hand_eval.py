"""Hand evaluation for the auction: how many points a hand is worth to its team in each strain.

Every figure is an estimate of the team's card points (out of 162, belote included) when this hand
plays the contract with an average partner, so that a Contrée bid can be read straight off it
("this hand is worth about 100 in hearts") and a Classic take compares it with the half of the
deal. The weights are a player's rules of thumb (trump J and 9, side aces and tens, length,
voids), tuned by the duplicate benchmark, not exact values.
"""

from __future__ import annotations

from belote_desktop.engine.cards import SUIT_MASKS, Mask, Rank, Suit, card
from belote_desktop.engine.contract import Strain

#: what an average partner and the odd tricks bring when this hand has nothing
BASE = 38.0
#: what each card still to come is worth on average (Classic: the taker's completion)
UNKNOWN_CARD = 5.0

# trump card values, by natural rank 7 8 9 T J Q K A
_TRUMP_VALUE = (3.0, 3.0, 14.0, 7.0, 24.0, 3.0, 4.0, 9.0)
_NINE_WITH_JACK = 4.0
_BELOTE = 20.0
_LONG_TRUMP = 6.0  # per trump beyond three
_SHORT_TRUMP = 11.0  # per trump missing below three
_SIDE_ACE = 13.0
_SIDE_TEN_WITH_ACE = 9.0
_SIDE_TEN_GUARDED = 3.0
_VOID = 8.0
_SINGLETON = 3.0


def _has(hand: Mask, rank: Rank, suit: Suit | int) -> bool:
    return bool((hand >> card(rank, suit)) & 1)


def _side_value(hand: Mask, suit: Suit | int, trumps: int) -> float:
    cards = hand & SUIT_MASKS[suit]
    n = cards.bit_count()
    value = 0.0
    ace = _has(hand, Rank.ACE, suit)
    if ace:
        value += _SIDE_ACE
    if _has(hand, Rank.TEN, suit):
        value += _SIDE_TEN_WITH_ACE if ace else (_SIDE_TEN_GUARDED if n >= 2 else 0.0)
    if trumps >= 3:
        if n == 0:
            value += _VOID
        elif n == 1 and not ace:
            value += _SINGLETON
    return value


def trump_value(hand: Mask, suit: Suit | int) -> float:
    """What the trumps of ``hand`` in ``suit`` are worth, length and belote included."""
    trumps = hand & SUIT_MASKS[suit]
    value = 0.0
    for rank in Rank:
        if (trumps >> card(rank, suit)) & 1:
            value += _TRUMP_VALUE[rank]
    if _has(hand, Rank.JACK, suit) and _has(hand, Rank.NINE, suit):
        value += _NINE_WITH_JACK
    if _has(hand, Rank.KING, suit) and _has(hand, Rank.QUEEN, suit):
        value += _BELOTE
    n = trumps.bit_count()
    value += _LONG_TRUMP * max(0, n - 3) - _SHORT_TRUMP * max(0, 3 - n)
    return value


def suit_estimate(hand: Mask, suit: Suit | int, unknown_cards: int = 0) -> float:
    """Team points expected with ``suit`` as trump (``unknown_cards`` still to be received)."""
    trumps = (hand & SUIT_MASKS[suit]).bit_count()
    value = BASE + trump_value(hand, suit) + UNKNOWN_CARD * unknown_cards
    for side in Suit:
        if side != suit:
            value += _side_value(hand, side, trumps)
    return value


def no_trump_estimate(hand: Mask) -> float:
    value = BASE - 8.0
    for suit in Suit:
        cards = hand & SUIT_MASKS[suit]
        n = cards.bit_count()
        ace = _has(hand, Rank.ACE, suit)
        ten = _has(hand, Rank.TEN, suit)
        if ace:
            value += 24.0
            if ten:
                value += 14.0
                if _has(hand, Rank.KING, suit):
                    value += 6.0
            value += 5.0 * max(0, n - 3)
        elif ten and n >= 2:
            value += 4.0
        elif n >= 1 and not ten and not ace and n <= 2:
            value -= 2.0  # a short suit without stoppers
    return value


def all_trump_estimate(hand: Mask) -> float:
    value = BASE - 8.0
    for suit in Suit:
        jack = _has(hand, Rank.JACK, suit)
        nine = _has(hand, Rank.NINE, suit)
        n = (hand & SUIT_MASKS[suit]).bit_count()
        if jack:
            value += 21.0
            if nine:
                value += 11.0
            value += 3.0 * max(0, n - 2)
        elif nine and n >= 2:
            value += 6.0
        if _has(hand, Rank.KING, suit) and _has(hand, Rank.QUEEN, suit):
            value += 12.0  # a belote in every suit counts, but is harder to make here
    return value


def estimate(hand: Mask, strain: Strain, unknown_cards: int = 0) -> float:
    if strain == Strain.NO_TRUMP:
        return no_trump_estimate(hand)
    if strain == Strain.ALL_TRUMP:
        return all_trump_estimate(hand)
    return suit_estimate(hand, Suit(strain), unknown_cards)


def support_value(hand: Mask, strain: Strain) -> float:
    """What this hand adds to a partner's bid in ``strain`` (a raise is read off it)."""
    if strain == Strain.NO_TRUMP:
        return sum(12.0 for s in Suit if _has(hand, Rank.ACE, s)) + sum(
            5.0 for s in Suit if _has(hand, Rank.ACE, s) and _has(hand, Rank.TEN, s)
        )
    if strain == Strain.ALL_TRUMP:
        return sum(12.0 for s in Suit if _has(hand, Rank.JACK, s)) + sum(6.0 for s in Suit if _has(hand, Rank.NINE, s))
    suit = Suit(strain)
    trumps = (hand & SUIT_MASKS[suit]).bit_count()
    value = 0.0
    if _has(hand, Rank.JACK, suit):
        value += 20.0
    if _has(hand, Rank.NINE, suit):
        value += 12.0
    if _has(hand, Rank.ACE, suit):
        value += 5.0
    if _has(hand, Rank.KING, suit) and _has(hand, Rank.QUEEN, suit):
        value += 20.0
    value += 4.0 * max(0, trumps - 2)
    for side in Suit:
        if side != suit:
            if _has(hand, Rank.ACE, side):
                value += 10.0
            if trumps >= 2 and not hand & SUIT_MASKS[side]:
                value += 5.0
    return value


def defence_estimate(hand: Mask, strain: Strain) -> float:
    """Team points this hand's side expects to take when the others play ``strain``."""
    base = 30.0
    if strain == Strain.NO_TRUMP:
        return base + sum(20.0 + (10.0 if _has(hand, Rank.TEN, s) else 0.0) for s in Suit if _has(hand, Rank.ACE, s))
    if strain == Strain.ALL_TRUMP:
        return base + sum(20.0 + (8.0 if _has(hand, Rank.NINE, s) else 0.0) for s in Suit if _has(hand, Rank.JACK, s))
    suit = Suit(strain)
    trumps = (hand & SUIT_MASKS[suit]).bit_count()
    value = base
    if _has(hand, Rank.JACK, suit):
        value += 26.0
    if _has(hand, Rank.NINE, suit) and trumps >= 2:
        value += 14.0
    if _has(hand, Rank.ACE, suit) and trumps >= 3:
        value += 8.0
    value += 6.0 * max(0, trumps - 2)
    for side in Suit:
        if side != suit:
            if _has(hand, Rank.ACE, side):
                value += 12.0
                if _has(hand, Rank.TEN, side):
                    value += 5.0
    return value
