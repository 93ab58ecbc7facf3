"""What a deal is played in: the strain (a trump suit, no trump, all trump) and, in Contrée, the
contract (value, strain, contre level). Also the card order and point tables per strain: the one
place that knows them."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from belote_desktop.engine.cards import SUIT_LETTERS, SUIT_MASKS, Mask, Rank, Suit


class Strain(IntEnum):
    """The suit strains share their values with ``Suit``."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3
    NO_TRUMP = 4
    ALL_TRUMP = 5

    @property
    def suit(self) -> Suit | None:
        return Suit(self) if self < 4 else None

    @property
    def code(self) -> str:
        """Notation in records: ``S H D C NT AT``."""
        codes: tuple[str, ...] = (*SUIT_LETTERS, "NT", "AT")  # typed: unpacking a str gives Any to mypy
        return codes[self]

    @classmethod
    def of_suit(cls, suit: Suit | int) -> Strain:
        return cls(int(suit))

    @classmethod
    def parse(cls, text: str) -> Strain:
        codes = (*SUIT_LETTERS, "NT", "AT")
        try:
            return cls(codes.index(text.upper()))
        except ValueError:
            raise ValueError(f"not a trump: {text!r} (expected S H D C NT AT)") from None


CAPOT_VALUE = 250
BID_VALUES: tuple[int, ...] = (*range(80, 161, 10), CAPOT_VALUE)


@dataclass(frozen=True, slots=True)
class Contract:
    """A Contrée contract: the winning bid and its contre level (1, 2, or the surcontre multiplier)."""

    value: int
    strain: Strain
    multiplier: int = 1

    @property
    def is_capot(self) -> bool:
        return self.value == CAPOT_VALUE

    @property
    def code(self) -> str:
        return ("capot" if self.is_capot else str(self.value)) + self.strain.code


# --- card order and points per strain -------------------------------------------------------
# Strength within a suit, indexed by natural rank 7 8 9 T J Q K A (higher wins).
_TRUMP_ORDER = (0, 1, 6, 4, 7, 2, 3, 5)  # J 9 A T K Q 8 7
_PLAIN_ORDER = (0, 1, 2, 6, 3, 4, 5, 7)  # A T K Q J 9 8 7
_TRUMP_POINTS = (0, 0, 14, 10, 20, 3, 4, 11)
_PLAIN_POINTS = (0, 0, 0, 10, 2, 3, 4, 11)
_NO_TRUMP_POINTS = (0, 0, 0, 10, 2, 3, 4, 19)
_ALL_TRUMP_POINTS = (0, 0, 9, 5, 14, 1, 3, 6)

LAST_TRICK_BONUS = 10
DEAL_POINTS = 162
CAPOT_POINTS = 252


@dataclass(frozen=True, slots=True)
class StrainTables:
    """Precomputed per-card facts for one strain (cards are ids 0-31)."""

    strength: tuple[int, ...]  # order within its suit
    points: tuple[int, ...]
    higher: tuple[Mask, ...]  # cards of the same suit that beat this one
    cut_mask: Mask  # cards that beat any card of another suit (the trump suit)
    overtake_mask: Mask  # suits in which a follower must beat the best card (trump, or all in AT)


def _tables(strain: Strain) -> StrainTables:
    strength: list[int] = []
    points: list[int] = []
    for c in range(32):
        suit, rank = c >> 3, c & 7
        is_trump_ordered = strain == Strain.ALL_TRUMP or strain == suit
        strength.append((_TRUMP_ORDER if is_trump_ordered else _PLAIN_ORDER)[rank])
        if strain == Strain.NO_TRUMP:
            table = _NO_TRUMP_POINTS
        elif strain == Strain.ALL_TRUMP:
            table = _ALL_TRUMP_POINTS
        else:
            table = _TRUMP_POINTS if strain == suit else _PLAIN_POINTS
        points.append(table[rank])
    higher = tuple(
        sum(1 << d for d in range(32) if d >> 3 == c >> 3 and strength[d] > strength[c]) for c in range(32)
    )
    cut = SUIT_MASKS[strain] if strain < 4 else 0
    overtake = cut if strain < 4 else (sum(SUIT_MASKS) if strain == Strain.ALL_TRUMP else 0)
    return StrainTables(tuple(strength), tuple(points), higher, cut, overtake)


TABLES: tuple[StrainTables, ...] = tuple(_tables(s) for s in Strain)


def trump_rank_order() -> tuple[Rank, ...]:
    """Ranks from high to low in trump, for display."""
    return tuple(sorted(Rank, key=lambda r: -_TRUMP_ORDER[r]))


def plain_rank_order() -> tuple[Rank, ...]:
    return tuple(sorted(Rank, key=lambda r: -_PLAIN_ORDER[r]))
