"""Why a hinted card is good, in one reason a window can word as a sentence.

The hint itself comes from the strongest bot; this module does not search. It reads the position
from the seat's view alone (the cards played, the trick in progress, the hand) and names the plain
card-play idea the hinted card follows: drawing the last trumps, keeping a ten guarded, giving
points to the partner's master card, winning as last to play... A card that follows none of the
ideas below gets no reason (``None``): the hint is then shown without a sentence rather than with
a wrong one.
"""

from __future__ import annotations

from enum import Enum

from belote_desktop.engine.cards import SUIT_MASKS, Card, Mask, Rank, card, cards_of
from belote_desktop.engine.contract import Strain
from belote_desktop.engine.play import beats
from belote_desktop.engine.view import SeatView
from belote_desktop.bots.cardplay import Table, table_of
from belote_desktop.bots.knowledge import Knowledge

#: a card worth this much or more is "points" to give a partner (the ten and the ace, and in
#: trump the nine and the jack)
_RICH = 10
#: "the last trumps": at most this many trumps still out when the lead draws them
_LAST_TRUMPS = 2


class HintReason(Enum):
    """The idea a hinted card follows; the window words each one (ui/hint_text.py)."""

    ONLY_CARD = "only_card"  # the rules leave this one card
    DRAWS_LAST_TRUMPS = "draws_last_trumps"  # a trump lead while one or two trumps are still out
    DRAWS_TRUMPS = "draws_trumps"  # a trump lead that takes the opponents' trumps out
    LEADS_MASTER = "leads_master"  # a lead no unseen card of its suit beats (side suit: before it is cut)
    GIVES_POINTS_TO_PARTNER = "gives_points_to_partner"  # the partner's card is sure to win: put points on it
    PARTNER_WINS_PLAY_LOW = "partner_wins_play_low"  # the partner holds the trick: nothing to spend
    OVERTRUMPS = "overtrumps"  # a trump over the trick's trump
    TRUMPS_THE_TRICK = "trumps_the_trick"  # cuts a side-suit trick
    WINS_LAST = "wins_last"  # last to play: the trick is won with the cheapest winning card
    WINS_WITH_MASTER = "wins_with_master"  # wins the trick and nothing unseen beats it
    KEEPS_TEN_GUARDED = "keeps_ten_guarded"  # the ace is out: a small card keeps the ten covered
    DISCARDS_NOTHING = "discards_nothing"  # cannot follow nor win: throws a card worth nothing
    PLAYS_LOW_ON_LOST_TRICK = "plays_low_on_lost_trick"  # the trick is lost: the cheapest card


def hint_reason(view: SeatView, hinted: Card) -> HintReason | None:
    """The reason ``hinted`` is a good card for ``view``'s seat now, or None when none of the
    ideas fits. ``hinted`` must be one of the seat's legal cards in the play."""
    if view.strain is None or view.taker is None or view.current_player != view.seat:
        return None
    t = table_of(view)
    if not (t.legal >> hinted) & 1:
        return None
    if t.legal.bit_count() == 1:
        return HintReason.ONLY_CARD
    # what each opponent may still hold, with the voids its play has shown (a seat that did not
    # follow a trump lead has no trump left: the partner's master is then safe)
    knowledge = Knowledge.from_view(view)
    threats = 0
    for s in t.opponents():
        threats |= t.unseen & ~knowledge.cannot_hold[s]
    if not t.trick:
        return _lead_reason(t, hinted, threats)
    after = 0
    for s in t.seats_after_me():
        if t.is_opponent(s):
            after |= t.unseen & ~knowledge.cannot_hold[s]
    return _follow_reason(t, hinted, after)


def _is_trump(t: Table, c: Card) -> bool:
    return bool((t.trump_mask >> c) & 1)


def _lead_reason(t: Table, c: Card, threats: Mask) -> HintReason | None:
    """``threats``: the unseen cards the opponents may hold."""
    if _is_trump(t, c):
        out = (t.trump_mask & threats).bit_count()
        if out == 0:
            return HintReason.LEADS_MASTER if _sure_winner(t, c, threats) else None
        return HintReason.DRAWS_LAST_TRUMPS if out <= _LAST_TRUMPS else HintReason.DRAWS_TRUMPS
    if _sure_winner(t, c, threats):
        return HintReason.LEADS_MASTER
    return None


def _sure_winner(t: Table, winner: Card, threats: Mask) -> bool:
    """No card the opponents still to play may hold (``threats``) beats ``winner``: none higher in
    its suit, and no trump that could cut it."""
    if t.tables.higher[winner] & threats:
        return False
    return _is_trump(t, winner) or not (t.trump_mask & threats)


def _follow_reason(t: Table, c: Card, threats: Mask) -> HintReason | None:
    """``threats``: the unseen cards the opponents who play after this seat may hold."""
    if t.partner >= 0 and t.win_seat == t.partner and _sure_winner(t, t.win_card, threats):
        if t.points(c) >= _RICH:
            return HintReason.GIVES_POINTS_TO_PARTNER
        return _guard_reason(t, c) or HintReason.PARTNER_WINS_PLAY_LOW
    if beats(t.tables, c, t.win_card):
        if _is_trump(t, c) and not _is_trump(t, t.trick[0]):
            return HintReason.OVERTRUMPS if _is_trump(t, t.win_card) else HintReason.TRUMPS_THE_TRICK
        if not t.seats_after_me():
            return HintReason.WINS_LAST
        if _sure_winner(t, c, threats):
            return HintReason.WINS_WITH_MASTER
        return None
    guarded = _guard_reason(t, c)
    if guarded is not None:
        return guarded
    led = t.trick[0] >> 3
    if c >> 3 != led and not _is_trump(t, c) and t.points(c) == 0:
        return HintReason.DISCARDS_NOTHING
    if t.points(c) == min(t.points(x) for x in cards_of(t.legal)):
        return HintReason.PLAYS_LOW_ON_LOST_TRICK
    return None


def _guard_reason(t: Table, c: Card) -> HintReason | None:
    """A small card of a side suit whose ten this hand holds while the ace is still out: the ten
    keeps a card beside it, so it does not fall under the ace."""
    suit = c >> 3
    if _is_trump(t, c) or t.strain == Strain.ALL_TRUMP:
        return None
    ten, ace = card(Rank.TEN, suit), card(Rank.ACE, suit)
    if c == ten or not (t.hand >> ten) & 1 or not (t.unseen >> ace) & 1:
        return None
    left = (t.hand & SUIT_MASKS[suit] & ~(1 << c)).bit_count()
    return HintReason.KEEPS_TEN_GUARDED if left >= 2 else None

