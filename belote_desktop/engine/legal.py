"""The play obligations of docs/RULES.md 1 (follow, go over in trump, trump, overtrump, undertrump, the
partner exemption): the one place that decides which cards a player may play."""

from __future__ import annotations

from enum import Enum

from belote_desktop.engine.cards import SUIT_MASKS, Card, Mask, Suit, names
from belote_desktop.engine.contract import TABLES, Strain


class Obligation(Enum):
    """Which rule narrowed the choice (FREE: any card of the hand)."""

    FREE = "free"
    FOLLOW = "follow"
    FOLLOW_HIGHER = "follow_higher"
    TRUMP = "trump"
    OVERTRUMP = "overtrump"
    UNDERTRUMP = "undertrump"
    #: Romanian: only the taker may lead trump until the taker has led one
    NO_TRUMP_LEAD = "no_trump_lead"


def lead_cards(hand: Mask, strain: Strain) -> tuple[Mask, Obligation]:
    """A lead by someone other than the taker before the taker has led trump (Romanian): any
    card but a trump, unless the hand holds nothing else."""
    plain = hand & ~TABLES[strain].cut_mask
    if plain and plain != hand:
        return plain, Obligation.NO_TRUMP_LEAD
    return hand, Obligation.FREE


def legal_cards(
    hand: Mask,
    strain: Strain,
    led: Card | None,
    winning: Card | None,
    partner_winning: bool,
    partner_exemption: bool,
    must_undertrump: bool,
) -> tuple[Mask, Obligation]:
    """Cards of ``hand`` that may be played, and the rule that chose them.

    ``led`` is the first card of the trick (None when leading), ``winning`` the card now winning it.
    """
    if led is None or winning is None:
        return hand, Obligation.FREE
    tables = TABLES[strain]
    led_suit = SUIT_MASKS[led >> 3]
    follow = hand & led_suit
    if follow:
        # In trump (every suit in all trump) a follower must beat the best card if able; the
        # best card is then of the led suit, since nothing cuts a trump lead.
        if led_suit & tables.overtake_mask:
            higher = follow & tables.higher[winning]
            if higher:
                return higher, Obligation.FOLLOW_HIGHER
        return follow, Obligation.FOLLOW
    trumps = hand & tables.cut_mask
    if not trumps or (partner_winning and partner_exemption):
        return hand, Obligation.FREE
    if (1 << winning) & tables.cut_mask:
        over = trumps & tables.higher[winning]
        if over:
            return over, Obligation.OVERTRUMP
        if must_undertrump:
            return trumps, Obligation.UNDERTRUMP
        return hand, Obligation.FREE
    return trumps, Obligation.TRUMP


def illegal_reason(card: Card, hand: Mask, allowed: Mask, obligation: Obligation, strain: Strain, led: Card | None) -> str:
    """Why ``card`` may not be played, in the words of the rule (for errors and `check`)."""
    if not hand >> card & 1:
        return "does not hold it"
    holds = ", ".join(names(allowed))
    trump_suit = Suit(strain) if strain < 4 else None
    led_suit = Suit(led >> 3) if led is not None else None
    if obligation == Obligation.FOLLOW:
        return f"must follow suit with {led_suit.noun} (holds {holds})"  # type: ignore[union-attr]
    if obligation == Obligation.FOLLOW_HIGHER:
        return f"must play a higher {led_suit.noun[2:]} (holds {holds})"  # type: ignore[union-attr]
    if obligation == Obligation.TRUMP:
        return f"must trump with {trump_suit.noun} (holds {holds})"  # type: ignore[union-attr]
    if obligation == Obligation.OVERTRUMP:
        return f"must overtrump with {trump_suit.noun} (holds {holds})"  # type: ignore[union-attr]
    if obligation == Obligation.UNDERTRUMP:
        return f"must undertrump with {trump_suit.noun} (holds {holds})"  # type: ignore[union-attr]
    if obligation == Obligation.NO_TRUMP_LEAD:
        return f"may not lead a trump before the taker has led one (holds {holds})"
    return "not allowed"
