"""Builders for the engine tests: positions and deals written in card names (docs/RULES.md notation).

Only test code imports this module. Everything is spelled the way docs/RULES.md spells it: cards
``"JH TS 7C"``, seats ``"S"``, strains ``"H"`` / ``"NT"`` / ``"AT"``, auction actions ``"110H"``.
"""

from __future__ import annotations

from typing import Iterable, Mapping, Sequence

from belote_desktop.engine.auctions import parse_action
from belote_desktop.engine.cards import Card, Mask, Seat, mask_of, names, parse_card
from belote_desktop.engine.contract import Strain
from belote_desktop.engine.dealing import DealLayout
from belote_desktop.engine.events import Event
from belote_desktop.engine.play import PlayState
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Match, Phase


def cards(text: str | Iterable[str]) -> list[Card]:
    """``cards("JH 9H")`` -> the card ids, in the order written."""
    words = text.split() if isinstance(text, str) else list(text)
    return [parse_card(w) for w in words]


def card(text: str) -> Card:
    return parse_card(text)


def mask(text: str) -> Mask:
    return mask_of(cards(text))


def name_set(m: Mask | Iterable[Card]) -> set[str]:
    return set(names(m))


def strain(text: str | Strain) -> Strain:
    return text if isinstance(text, Strain) else Strain.parse(text)


def seat(text: str | Seat) -> Seat:
    return text if isinstance(text, Seat) else Seat.parse(text)


def rules(variant: Variant = Variant.CLASSIC, **options: object) -> RuleSet:
    return RuleSet.default(variant).with_options(options)


# --- trick positions ----------------------------------------------------------------------------
def position(
    trump: str | Strain,
    leader: str,
    trick: str,
    hand: str,
    *,
    partner_exemption: bool = True,
    must_undertrump: bool = False,
) -> PlayState:
    """A first trick in progress: from ``leader`` the cards of ``trick`` have been played, and the
    next seat holds ``hand``. The seats that already played hold just the card they played, so the
    position is about the player to move only."""
    played = cards(trick)
    hands = [0, 0, 0, 0]
    first = seat(leader)
    for i, c in enumerate(played):
        hands[(first + i) & 3] |= 1 << c
    mover = (first + len(played)) & 3
    hands[mover] |= mask(hand)
    ps = PlayState(hands, strain(trump), first, partner_exemption, must_undertrump)
    for c in played:
        ps.play(c)
    assert ps.turn == mover
    return ps


def legal(ps: PlayState) -> set[str]:
    return name_set(ps.legal_mask())


def play_state(trump: str | Strain, leader: str, hands: Mapping[str, str], **options: bool) -> PlayState:
    """A position from four hands given by seat letter."""
    masks = [mask(hands.get(s.name, "")) for s in Seat]
    return PlayState(masks, strain(trump), seat(leader), **options)


def play_cards(ps: PlayState, text: str) -> list[Seat | None]:
    """Play the cards (each checked for legality first); returns what each ``play`` returned."""
    out = []
    for c in cards(text):
        ps.check(c)
        out.append(ps.play(c))
    return out


# --- deals and matches --------------------------------------------------------------------------
def layout(variant: Variant, dealer: str, hands: Mapping[str, str], turned: str | None = None) -> DealLayout:
    """A hand-made deal. Contrée: 8 cards a seat. Classic: either 8 a seat with the turned card in
    the hand of the seat that will take it (the layout then gives exactly these hands to that
    taker), or 5 a seat without it (then the stock is missing: pass-out deals only)."""
    hs = [tuple(cards(hands[s.name])) for s in Seat]
    return DealLayout.from_hands(variant, seat(dealer), hs, None if turned is None else card(turned))


def match_with(
    variant: Variant,
    dealer: str,
    hands: Mapping[str, str] | None = None,
    turned: str | None = None,
    seed: int = 1,
    **options: object,
) -> Match:
    """A match whose first deal is ``hands`` (or a seeded shuffle when None), dealt by ``dealer``."""
    m = Match(rules(variant, **options), seed=seed, first_dealer=seat(dealer))
    m.deal(None if hands is None else layout(variant, dealer, hands, turned))
    return m


def bid(m: Match, text: str) -> list[Event]:
    """Apply auction actions written in record notation, e.g. ``"pass 80H pass pass pass"``."""
    events: list[Event] = []
    for word in text.split():
        events.extend(m.apply(parse_action(word)))
    return events


def play(m: Match, text: str) -> list[Event]:
    """Play the named cards in order (each must be legal)."""
    events: list[Event] = []
    for c in cards(text):
        events.extend(m.apply(c))
    return events


def play_lowest(m: Match) -> list[Event]:
    """Finish the current deal's play with the lowest legal card id each turn."""
    events: list[Event] = []
    deal = m.current
    while m.phase == Phase.PLAY and m.current is deal:
        events.extend(m.apply(m.legal_actions()[0]))
    return events


def events_of(events: Sequence[Event], kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]
