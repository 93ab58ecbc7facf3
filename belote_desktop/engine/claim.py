"""Claiming the remaining tricks: whether a claim is sound, and the cards that play it out.

A player on lead may claim every remaining trick when no play of the others can take one from
them. The engine decides it from the real hands with a rule that is sound by the laws of play
(a follower must follow suit; only a player void in the suit led may trump):

- **trumps first**: each of the claimer's trumps beats every trump the others hold, and no other
  player holds more trumps than the claimer (each trump led draws one from everyone who has one,
  so after the claimer's trumps the others hold none);
- **then masters**: each of the claimer's other cards beats every card of its suit the others
  hold (with no trump left among them, nobody can cut);
- the claimer leads every trick (they win them all), so only the lead obligation matters: in
  Romanian, where a player other than the taker may not lead trump before the taker has, a claim
  that could not lead its trumps first is sound only when the others hold no trump at all.

A sound claim is played out by `claim_playout`: the claimer's cards in that order (trumps high to
low, then the rest), the others' lowest legal card each time. A record keeps those cards, so
every reader of records (``check``, ``analyse``, older versions) replays a claim as it was made
and the score is the engine's own (belote, last trick, capot). Romanian declarations are made in
the first two tricks: a claim waits until they are over.
"""

from __future__ import annotations

from belote_desktop.engine.cards import Card, Mask, card_list
from belote_desktop.engine.contract import TABLES
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.view import view_of

#: Romanian combinations are declared during the first two tricks
_DECLARING_TRICKS = 2


def _count(mask: Mask) -> int:
    return bin(mask).count("1")


def _order(match: Match, hand: Mask) -> list[Card]:
    """The claimer's cards in the order they are led: trumps, then the rest, each strongest first."""
    strain = match.strain
    assert strain is not None
    tables = TABLES[strain]
    trumps = sorted(card_list(hand & tables.cut_mask), key=lambda c: -tables.strength[c])
    rest = sorted(card_list(hand & ~tables.cut_mask), key=lambda c: -tables.strength[c])
    return trumps + rest


def claim_sound(match: Match) -> bool:
    """Whether the player to act may claim every remaining trick now (see the module's rule)."""
    deal = match.current
    seat = match.current_player
    strain = match.strain
    if match.phase != Phase.PLAY or deal is None or deal.play is None or seat is None or strain is None:
        return False
    if deal.play.trick_cards:
        return False  # only on lead
    if match.variant.has_extra_actions and len(deal.tricks) < _DECLARING_TRICKS:
        return False  # combinations are still being declared
    hand = match.hand(seat)
    if not hand:
        return False
    tables = TABLES[strain]
    others = [match.hand(s) for s in match.table.seats if s != seat]
    trumps = hand & tables.cut_mask
    other_trumps = [o & tables.cut_mask for o in others]
    legal = set(view_of(match, seat).legal_actions)
    if trumps and not all(c in legal for c in card_list(trumps)) and any(other_trumps):
        return False  # the trumps cannot go first, and someone could cut a master
    for c in card_list(trumps):
        if any(o & tables.higher[c] for o in other_trumps):
            return False
    if any(_count(o) > _count(trumps) for o in other_trumps):
        return False
    return not any(o & tables.higher[c] for c in card_list(hand & ~tables.cut_mask) for o in others)


def claim_playout(match: Match) -> list[Card]:
    """The cards that play a sound claim out to the end of the deal, in the order played.
    ``match`` is not changed (the cards are found on a copy)."""
    if not claim_sound(match):
        raise ValueError("the claim is not sound")
    claimer = match.current_player
    game = match.copy()
    order = _order(game, game.hand(claimer))  # type: ignore[arg-type]  # claim_sound: a player is to act
    cards: list[Card] = []
    deal = game.current
    while game.phase == Phase.PLAY and game.current is deal:
        seat = game.current_player
        assert seat is not None
        legal = [a for a in view_of(game, seat).legal_actions if isinstance(a, int) and not isinstance(a, bool)]
        card = next(c for c in order if c in legal) if seat == claimer else min(legal)
        if seat == claimer:
            order.remove(card)
        cards.append(card)
        game.apply(card)
    return cards
