"""Shuffling and the real dealing order (docs/RULES.md 3 and 4)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

from belote_desktop.engine.cards import Card, Mask, Seat, card_name, mask_of
from belote_desktop.engine.rules import Variant

#: Classic: 3 then 2 cards each, one card turned; Contrée: 3, 2, 3.
PACKETS = {Variant.CLASSIC: (3, 2), Variant.CONTREE: (3, 2, 3)}
CLASSIC_COMPLETION = 3  # cards each non-taker gets; the taker gets the turned card and one fewer


class LayoutError(ValueError):
    """Hands that cannot be a deal (duplicate or missing cards, wrong counts)."""


@dataclass(frozen=True, slots=True)
class DealLayout:
    """The cards of one deal before the auction: each seat's cards in the order dealt (index by
    Seat), the turned card and the stock that completes the hands (Classic)."""

    dealer: Seat
    hands: tuple[tuple[Card, ...], ...]
    turned: Card | None = None
    stock: tuple[Card, ...] = ()

    @property
    def first_hand(self) -> Seat:
        return self.dealer.next

    def masks(self) -> list[Mask]:
        return [mask_of(h) for h in self.hands]

    @classmethod
    def shuffled(cls, variant: Variant, dealer: Seat, rng: random.Random) -> DealLayout:
        deck = list(range(32))
        rng.shuffle(deck)
        return cls.from_deck(variant, dealer, deck)

    @classmethod
    def from_deck(cls, variant: Variant, dealer: Seat, deck: Sequence[Card]) -> DealLayout:
        """Deal ``deck`` (top card first) in packets from first hand, counter-clockwise."""
        if sorted(deck) != list(range(32)):
            raise LayoutError("a deck is the 32 cards, each once")
        hands: list[list[Card]] = [[], [], [], []]
        pos = 0
        for packet in PACKETS[variant]:
            for i in range(4):
                seat = (dealer + 1 + i) & 3
                hands[seat].extend(deck[pos : pos + packet])
                pos += packet
        if variant == Variant.CLASSIC:
            return cls(dealer, tuple(map(tuple, hands)), deck[pos], tuple(deck[pos + 1 :]))
        return cls(dealer, tuple(map(tuple, hands)))

    @classmethod
    def from_hands(
        cls,
        variant: Variant,
        dealer: Seat,
        hands: Sequence[Sequence[Card]],
        turned: Card | None,
        stock: Sequence[Card] = (),
    ) -> DealLayout:
        """Rebuild a layout from a record's hands (Classic: after completion, first five cards
        of each hand other than the turned card taken as the first packets)."""
        seen: set[Card] = set()
        # After the completion the turned card is in the taker's hand: count it there only.
        in_a_hand = turned is not None and any(turned in h for h in hands)
        loose = [] if turned is None or in_a_hand else [turned]
        for c in [*(c for h in hands for c in h), *loose, *stock]:
            if c in seen:
                raise LayoutError(f"card {card_name(c)} appears twice")
            seen.add(c)
        if variant == Variant.CONTREE:
            if turned is not None:
                raise LayoutError("Contrée deals have no turned card")
            for seat, hand in enumerate(hands):
                if len(hand) != 8:
                    raise LayoutError(f"{Seat(seat).name} holds {len(hand)} cards, not 8")
            return cls(dealer, tuple(tuple(h) for h in hands))
        if turned is None:
            raise LayoutError("a Classic deal needs its turned card")
        sizes = sorted(len(h) for h in hands)
        completed = sizes == [8, 8, 8, 8] and sum(turned in h for h in hands) == 1
        if not completed:
            if sizes != [5, 5, 5, 5] or any(turned in h for h in hands):
                raise LayoutError(
                    "Classic hands hold 8 cards each with the turned card in the taker's hand "
                    "(or 5 each, without the turned card, before the completion)"
                )
            if stock and len(stock) != 11:
                raise LayoutError(f"the stock holds {len(stock)} cards, not 11")
            return cls(dealer, tuple(tuple(h) for h in hands), turned, tuple(stock))
        firsts = [tuple(c for c in h if c != turned)[:5] for h in hands]
        rests = [tuple(c for c in h if c != turned)[5:] for h in hands]
        ordered_stock = tuple(c for i in range(4) for c in rests[(dealer + 1 + i) & 3])
        return cls(dealer, tuple(firsts), turned, ordered_stock)

    def completion(self, taker: Seat) -> list[tuple[Card, ...]]:
        """Classic: the cards each seat receives after the auction (taker: turned card first)."""
        extra: list[tuple[Card, ...]] = [(), (), (), ()]
        pos = 0
        for i in range(4):
            seat = (self.dealer + 1 + i) & 3
            n = CLASSIC_COMPLETION - 1 if seat == taker else CLASSIC_COMPLETION
            dealt = self.stock[pos : pos + n]
            pos += n
            extra[seat] = ((self.turned,) if seat == taker else ()) + tuple(dealt)  # type: ignore[operator]
        return extra
