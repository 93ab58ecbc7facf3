"""Why a card or a call was refused, in the window's language.

The engine keeps its English reason (``check`` and the CLI print it) and adds the same reason as
data (`belote_desktop.engine.legal.Reason`); this module words that data as one translated
sentence for the status line, naming the suit and the allowed cards as the rest of the window does.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from belote_desktop.engine.cards import cards_of, rank_of, suit_of
from belote_desktop.engine.legal import Obligation, Reason, Refusal
from belote_desktop.engine.play import IllegalActionError
from belote_desktop.ui.help_text import SUIT_SYMBOLS, bid_value_label, rank_label, strain_symbol, suit_name

_CONTEXT = "Refusals"


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def _cards_text(cards: int) -> str:
    """``Q♥, K♥``: the cards as the hand shows them (rank in the window's language, suit symbol)."""
    return ", ".join(f"{rank_label(rank_of(c))}{SUIT_SYMBOLS[suit_of(c)]}" for c in cards_of(cards))


def _play_sentence(reason: Reason) -> str | None:
    """A card refused by a play rule; None when the reason lacks what the sentence names."""
    cards = _cards_text(reason.cards)
    if reason.kind == Obligation.NO_TRUMP_LEAD:
        return _tr("You may not lead a trump before the taker has led one. Playable: %1.").replace("%1", cards)
    if reason.suit is None:
        return None
    # Whole sentences per rule, so each language can put the suit and the cards where it needs.
    text = {
        Obligation.FOLLOW: _tr("You must follow suit: %1. Playable: %2."),
        Obligation.FOLLOW_HIGHER: _tr("You must play a higher card in %1. Playable: %2."),
        Obligation.TRUMP: _tr("You must trump with %1. Playable: %2."),
        Obligation.OVERTRUMP: _tr("You must overtrump with %1. Playable: %2."),
        Obligation.UNDERTRUMP: _tr("You must undertrump with %1. Playable: %2."),
    }.get(reason.kind)  # type: ignore[arg-type]  # a Refusal is not found here: None, handled below
    if text is None:
        return None
    return text.replace("%1", suit_name(reason.suit)).replace("%2", cards)


def _refusal_sentence(reason: Reason) -> str | None:
    kind = reason.kind
    if kind == Refusal.SUIT_TURNED:
        if reason.suit is None:
            return None
        return _tr("%1 was the suit turned in round 1: name another suit or pass.").replace("%1", suit_name(reason.suit))
    if kind == Refusal.BID_HIGHER:
        if reason.value is None or reason.strain is None:
            return None
        bid = f"{bid_value_label(reason.value)} {strain_symbol(reason.strain)}"
        return _tr("You must bid higher than %1.").replace("%1", bid)
    sentences = {
        Refusal.NOT_HELD: _tr("You do not hold that card."),
        Refusal.CARD_EXPECTED: _tr("Play a card: the auction is over."),
        Refusal.AUCTION_NOT_OVER: _tr("The auction is not over yet."),
        Refusal.AUCTION_OVER: _tr("The auction is over."),
        Refusal.ROUND_1_TAKE_OR_PASS: _tr("In round 1 you may only take the turned card or pass."),
        Refusal.TAKE_ONLY_ROUND_1: _tr("The turned card can only be taken in round 1: name a suit or pass."),
        Refusal.DEALER_MUST_CHOOSE: _tr("The dealer must choose a trump in round 2."),
        Refusal.AFTER_CONTRE: _tr("After a contre only surcontre or pass remains."),
        Refusal.SURCONTRE_ANSWERS_CONTRE: _tr("Surcontre answers a contre of the other team."),
        Refusal.ALREADY_SURCONTRED: _tr("The contract is already surcontred."),
        Refusal.CONTRE_OTHER_TEAM: _tr("Contre is said against the other team's bid."),
        Refusal.NO_BID_TO_CONTRE: _tr("There is no bid to contre."),
        Refusal.STRAIN_NOT_PLAYED: _tr("No trump and all trump bids are not played at this table."),
        Refusal.SWAP7_HOLDER: _tr("Only the holder of the 7 of trump may swap it, right after a take in round 1."),
        Refusal.CANCEL_UNDER_14: _tr("Only a player whose cards are worth fewer than 14 points may cancel the deal."),
        Refusal.SAY_SWAP7_OR_PASS: _tr("Swap the 7 or pass."),
        Refusal.SAY_CANCEL_OR_PASS: _tr("Cancel the deal or pass."),
        Refusal.STOCK_UNKNOWN: _tr("The cards that complete the hands are not known: pass only."),
    }
    return sentences.get(kind)  # type: ignore[arg-type]  # an Obligation is not found here: None


def refusal_text(error: IllegalActionError) -> str:
    """The status line for a refused card or call, in the window's language.

    An error without a structured reason (or one this module cannot word) gets a general
    sentence rather than the engine's English.
    """
    reason = error.detail
    sentence: str | None = None
    if reason is not None:
        sentence = _play_sentence(reason) if isinstance(reason.kind, Obligation) else _refusal_sentence(reason)
    if sentence is not None:
        return sentence
    if error.action.startswith("play"):
        return _tr("That card cannot be played now.")
    return _tr("That is not allowed now.")
