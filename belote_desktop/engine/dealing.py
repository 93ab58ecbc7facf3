"""Shuffling, the cut and the real dealing order (docs/RULES.md 3, 4 and 5)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

from belote_desktop.engine.cards import Card, Mask, Rank, Seat, card, card_list, card_name, mask_of, suit_of
from belote_desktop.engine.rules import Variant
from belote_desktop.engine.table import Table

#: Classic: 3 then 2 cards each, one card turned; Contrée: 3, 2, 3.
PACKETS = {Variant.CLASSIC: (3, 2), Variant.CONTREE: (3, 2, 3)}
CLASSIC_COMPLETION = 3  # cards each non-taker gets; the taker gets the turned card and one fewer
#: Romanian: 5 cards each before the turned card (6 in a duel), then 3 each as in Classic.
ROMANIAN_FIRST = {Table.FOUR: 5, Table.THREE: 5, Table.DUEL: 6}


class LayoutError(ValueError):
    """Hands that cannot be a deal (duplicate or missing cards, wrong counts)."""


@dataclass(frozen=True, slots=True)
class DealLayout:
    """The cards of one deal before the auction: each seat's cards in the order dealt (index by
    Seat; empty for an empty seat), the turned card and the stock that completes the hands
    (Classic, Romanian), dealt in order from first hand."""

    dealer: Seat
    hands: tuple[tuple[Card, ...], ...]
    turned: Card | None = None
    stock: tuple[Card, ...] = ()
    table: Table = Table.FOUR
    #: Romanian: where the deck was cut (cards lifted from the top), when known
    cut: int | None = None

    @property
    def first_hand(self) -> Seat:
        return self.table.next(self.dealer)

    @property
    def seven_of_trump(self) -> Card:
        """The card a round-1 taker's 7 swap gives back (the 7 of the turned suit)."""
        assert self.turned is not None
        return card(Rank.SEVEN, suit_of(self.turned))

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
        assert self.turned is not None
        return self.complete(taker, self.turned)

    def complete(self, recipient: Seat | None, first: Card | None) -> list[tuple[Card, ...]]:
        """The cards each seat receives after the auction: ``recipient`` gets ``first`` (the turned
        card, or the 7 swapped for it) and 2 from the stock, the others 3 each; with no
        recipient (a duel's round 2: the turned card leaves the game) everyone gets 3."""
        extra: list[tuple[Card, ...]] = [(), (), (), ()]
        pos = 0
        seat = self.first_hand
        for _ in range(self.table.size):
            n = CLASSIC_COMPLETION - 1 if seat == recipient else CLASSIC_COMPLETION
            dealt = self.stock[pos : pos + n]
            pos += n
            extra[seat] = ((first,) if seat == recipient else ()) + tuple(dealt)  # type: ignore[assignment]  # a recipient always comes with its first card
            seat = self.table.next(seat)
        return extra

    # --- Romanian ----------------------------------------------------------------------------
    @classmethod
    def romanian(cls, table: Table, dealer: Seat, deck: Sequence[Card], cut: int) -> DealLayout:
        """Cut ``deck`` (top card first) after its first ``cut`` cards, the lifted packet going
        under, then deal 5 each (duel 6) from first hand, turn the next card, keep the rest."""
        if sorted(deck) != card_list(table.deck):
            raise LayoutError(f"a deck is the {table.deck.bit_count()} cards of the table, each once")
        if not 0 < cut < len(deck):
            raise LayoutError(f"a cut lifts 1 to {len(deck) - 1} cards, not {cut}")
        cards = list(deck[cut:]) + list(deck[:cut])
        k = ROMANIAN_FIRST[table]
        hands: list[tuple[Card, ...]] = [(), (), (), ()]
        seat = table.next(dealer)
        for i in range(table.size):
            hands[seat] = tuple(cards[i * k : (i + 1) * k])
            seat = table.next(seat)
        pos = k * table.size
        return cls(dealer, tuple(hands), cards[pos], tuple(cards[pos + 1 :]), table, cut)

    @classmethod
    def from_romanian_hands(
        cls, table: Table, dealer: Seat, hands: Sequence[Sequence[Card]], turned: Card, stock: Sequence[Card] = ()
    ) -> DealLayout:
        """Rebuild a Romanian layout from a record's hands: either the cards dealt before the
        turned card (with ``stock``, the cards after it), or the hands for the play in the order
        received: the cards dealt first (the turned card in place of the 7 after a swap), then
        the completion (the recipient's first: the turned card, or the 7 swapped for it)."""
        seen: set[Card] = set()
        loose = [] if any(turned in h for h in hands) else [turned]
        for c in [*(c for h in hands for c in h), *loose, *stock]:
            if c in seen:
                raise LayoutError(f"card {card_name(c)} appears twice")
            if not (table.deck >> c) & 1:
                raise LayoutError(f"card {card_name(c)} is not in the {table.value} table's deck")
            seen.add(c)
        for seat in Seat:
            if seat not in table.seats and hands[seat]:
                raise LayoutError(f"seat {seat.name} is empty at this table")
        k = ROMANIAN_FIRST[table]
        sizes = {len(hands[s]) for s in table.seats}
        if sizes == {k}:
            expected = table.deck.bit_count() - k * table.size - 1
            if len(stock) != expected:
                raise LayoutError(f"a deal in its auction needs the {expected} cards after the turned one as its stock")
            return cls(dealer, tuple(tuple(h) for h in hands), turned, tuple(stock), table)
        if stock:
            raise LayoutError("only a deal saved before the completion has a stock")
        if sizes != {table.hand_size}:
            raise LayoutError(f"hands hold {table.hand_size} cards each for the play (or {k}, before the completion)")
        seven = card(Rank.SEVEN, suit_of(turned))
        swapper = next((s for s in table.seats if turned in hands[s][:k]), None)
        recipient_card = seven if swapper is not None else turned
        recipient = next((s for s in table.seats if hands[s][k] == recipient_card), None)
        if recipient is None and (table != Table.DUEL or any(turned in h for h in hands)):
            raise LayoutError(
                f"the hands' completions must start with the turned card {card_name(turned)} for the seat that got it"
            )
        dealt: list[tuple[Card, ...]] = [(), (), (), ()]
        rest: list[Card] = []
        seat = table.next(dealer)
        for _ in range(table.size):
            first = tuple(seven if c == turned else c for c in hands[seat][:k])
            dealt[seat] = first
            rest.extend(hands[seat][k + 1 :] if seat == recipient else hands[seat][k:])
            seat = table.next(seat)
        return cls(dealer, tuple(dealt), turned, tuple(rest), table)
