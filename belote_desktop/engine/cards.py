"""The card vocabulary: suits, ranks, seats, teams, cards as ids 0-31 and hands as bit masks.

A card is a plain ``int`` (``suit * 8 + rank``) so that a hand fits in one 32-bit mask and the
search in the bots can copy positions for the price of a few integers; ``Card`` is that ``int``
under a name. Notation follows docs/RULES.md: rank ``7 8 9 T J Q K A`` then suit ``S H D C``.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Iterable, Iterator

Card = int
Mask = int


class Suit(IntEnum):
    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        return SUIT_LETTERS[self]

    @property
    def noun(self) -> str:
        """'a heart', as in "must overtrump with a heart"."""
        return ("a spade", "a heart", "a diamond", "a club")[self]

    @property
    def plural(self) -> str:
        return ("spades", "hearts", "diamonds", "clubs")[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        try:
            return cls(SUIT_LETTERS.index(text.upper()))
        except ValueError:
            raise ValueError(f"not a suit: {text!r} (expected one of S H D C)") from None


class Rank(IntEnum):
    """Ranks in natural (sequence) order, the order declarations use."""

    SEVEN = 0
    EIGHT = 1
    NINE = 2
    TEN = 3
    JACK = 4
    QUEEN = 5
    KING = 6
    ACE = 7

    @property
    def letter(self) -> str:
        return RANK_LETTERS[self]


class Seat(IntEnum):
    """Seats in playing order: play, dealing and the deal pass counter-clockwise S -> E -> N -> W."""

    S = 0
    E = 1
    N = 2
    W = 3

    @property
    def next(self) -> Seat:
        return Seat((self + 1) & 3)

    @property
    def partner(self) -> Seat:
        return Seat((self + 2) & 3)

    @property
    def team(self) -> Team:
        return Team(self & 1)

    @classmethod
    def parse(cls, text: str) -> Seat:
        try:
            return cls("SENW".index(text.upper())) if len(text) == 1 else cls[text]
        except (ValueError, KeyError, AttributeError):
            raise ValueError(f"not a seat: {text!r} (expected one of S E N W)") from None


class Team(IntEnum):
    NS = 0
    EW = 1

    @property
    def other(self) -> Team:
        return Team(self ^ 1)

    @property
    def seats(self) -> tuple[Seat, Seat]:
        return (Seat(self), Seat(self + 2))


SUIT_LETTERS = "SHDC"
RANK_LETTERS = "789TJQKA"
SEATS = tuple(Seat)
TEAMS = tuple(Team)

ALL_CARDS: Mask = (1 << 32) - 1
SUIT_MASKS: tuple[Mask, ...] = tuple(0xFF << (8 * s) for s in range(4))
#: The 24-card deck of the Romanian three-player and duel tables (no 7s and 8s).
SHORT_DECK: Mask = sum(0xFC << (8 * s) for s in range(4))


def card(rank: Rank | int, suit: Suit | int) -> Card:
    return suit * 8 + rank


def suit_of(c: Card) -> Suit:
    return Suit(c >> 3)


def rank_of(c: Card) -> Rank:
    return Rank(c & 7)


_CARD_NAMES = tuple(RANK_LETTERS[c & 7] + SUIT_LETTERS[c >> 3] for c in range(32))
_NAME_TO_CARD = {name: c for c, name in enumerate(_CARD_NAMES)}


def card_name(c: Card) -> str:
    """``card_name(parse_card("JH")) == "JH"``."""
    return _CARD_NAMES[c]


def parse_card(text: str) -> Card:
    """Parse docs/RULES.md notation (``JH``, ``TS``; ``10S`` is accepted for the ten)."""
    if not isinstance(text, str):
        raise ValueError(f"not a card: {text!r}")
    key = text.strip().upper()
    if key.startswith("10"):
        key = "T" + key[2:]
    try:
        return _NAME_TO_CARD[key]
    except KeyError:
        raise ValueError(f"not a card: {text!r} (expected rank 7 8 9 T J Q K A then suit S H D C)") from None


def bit(c: Card) -> Mask:
    return 1 << c


def mask_of(cards: Iterable[Card]) -> Mask:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: Mask) -> Iterator[Card]:
    """The cards of a mask, lowest id first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def card_list(mask: Mask) -> list[Card]:
    return list(cards_of(mask))


def names(mask_or_cards: Mask | Iterable[Card]) -> list[str]:
    cards = cards_of(mask_or_cards) if isinstance(mask_or_cards, int) else mask_or_cards
    return [_CARD_NAMES[c] for c in cards]


def parse_cards(texts: Iterable[str]) -> list[Card]:
    return [parse_card(t) for t in texts]
