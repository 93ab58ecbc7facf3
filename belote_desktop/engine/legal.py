"""The play obligations of docs/RULES.md 1 (follow, go over in trump, trump, overtrump, undertrump, the
partner exemption): the one place that decides which cards a player may play."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Final

from belote_desktop.engine.cards import SUIT_MASKS, Card, Mask, Suit, names
from belote_desktop.engine.contract import TABLES, Strain

#: the other modules' tables, as this module's own: compiled with mypyc (for the solver), a
#: module's Final names are read directly, another module's by name through a dictionary
_TABLES: Final = TABLES
_SUIT_MASKS: Final = SUIT_MASKS


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


class Refusal(Enum):
    """Why an action other than a card under an `Obligation` is refused: the kinds the window
    words in each language (the engine's English reason stays for `check` and the CLI)."""

    NOT_HELD = "not_held"  # a card the player does not hold
    CARD_EXPECTED = "card_expected"  # a call during the play
    AUCTION_NOT_OVER = "auction_not_over"  # a card during the auction
    AUCTION_OVER = "auction_over"
    SUIT_TURNED = "suit_turned"  # naming, in round 2, the suit turned in round 1
    ROUND_1_TAKE_OR_PASS = "round_1_take_or_pass"
    TAKE_ONLY_ROUND_1 = "take_only_round_1"
    DEALER_MUST_CHOOSE = "dealer_must_choose"
    AFTER_CONTRE = "after_contre"
    SURCONTRE_ANSWERS_CONTRE = "surcontre_answers_contre"
    ALREADY_SURCONTRED = "already_surcontred"
    CONTRE_OTHER_TEAM = "contre_other_team"
    NO_BID_TO_CONTRE = "no_bid_to_contre"
    BID_HIGHER = "bid_higher"
    STRAIN_NOT_PLAYED = "strain_not_played"  # no trump / all trump off at this table
    SWAP7_HOLDER = "swap7_holder"
    CANCEL_UNDER_14 = "cancel_under_14"
    SAY_SWAP7_OR_PASS = "say_swap7_or_pass"
    SAY_CANCEL_OR_PASS = "say_cancel_or_pass"
    STOCK_UNKNOWN = "stock_unknown"  # a record's passed-out deal: only pass completes it
    OTHER = "other"  # not a call of this auction


@dataclass(frozen=True, slots=True)
class Reason:
    """An illegal action's reason as data, so a window can word it in its own language.

    ``kind`` is the play rule broken (an `Obligation`) or a `Refusal`; ``suit`` the suit the rule
    names (the led suit, the trump, the suit turned); ``cards`` the cards the rule allows;
    ``value``/``strain`` the bid to beat (`Refusal.BID_HIGHER`).
    """

    kind: Obligation | Refusal
    suit: Suit | None = None
    cards: Mask = 0
    value: int | None = None
    strain: Strain | None = None


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
    tables = _TABLES[strain]
    led_suit = _SUIT_MASKS[led >> 3]
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


def illegal_detail(card: Card, hand: Mask, allowed: Mask, obligation: Obligation, strain: Strain, led: Card | None) -> Reason:
    """`illegal_reason` as data: the rule, the suit it names and the cards it allows."""
    if not hand >> card & 1:
        return Reason(Refusal.NOT_HELD)
    if obligation in (Obligation.FOLLOW, Obligation.FOLLOW_HIGHER) and led is not None:
        return Reason(obligation, Suit(led >> 3), allowed)
    if obligation in (Obligation.TRUMP, Obligation.OVERTRUMP, Obligation.UNDERTRUMP) and strain < 4:
        return Reason(obligation, Suit(strain), allowed)
    return Reason(obligation, None, allowed)


def illegal_reason(card: Card, hand: Mask, allowed: Mask, obligation: Obligation, strain: Strain, led: Card | None) -> str:
    """Why ``card`` may not be played, in the words of the rule (for errors and `check`)."""
    if not hand >> card & 1:
        return "does not hold it"
    holds = ", ".join(names(allowed))
    trump_suit = Suit(strain) if strain < 4 else None
    led_suit = Suit(led >> 3) if led is not None else None
    if obligation == Obligation.FOLLOW:
        return f"must follow suit with {led_suit.noun} (holds {holds})"  # type: ignore[union-attr]  # following is an obligation only once a card is led
    if obligation == Obligation.FOLLOW_HIGHER:
        return f"must play a higher {led_suit.noun[2:]} (holds {holds})"  # type: ignore[union-attr]  # following is an obligation only once a card is led
    if obligation == Obligation.TRUMP:
        return f"must trump with {trump_suit.noun} (holds {holds})"  # type: ignore[union-attr]  # trumping is an obligation only with a trump suit
    if obligation == Obligation.OVERTRUMP:
        return f"must overtrump with {trump_suit.noun} (holds {holds})"  # type: ignore[union-attr]  # trumping is an obligation only with a trump suit
    if obligation == Obligation.UNDERTRUMP:
        return f"must undertrump with {trump_suit.noun} (holds {holds})"  # type: ignore[union-attr]  # trumping is an obligation only with a trump suit
    if obligation == Obligation.NO_TRUMP_LEAD:
        return f"may not lead a trump before the taker has led one (holds {holds})"
    return "not allowed"
