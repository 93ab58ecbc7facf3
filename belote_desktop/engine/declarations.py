"""Belote-rebelote and the declarations of docs/RULES.md 2: finding them, ranking them, who scores."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Mapping, Sequence

from belote_desktop.engine.cards import Card, Mask, Rank, Seat, Suit, Team, card
from belote_desktop.engine.contract import Strain

BELOTE_POINTS = 20


class DeclarationKind(Enum):
    """Values are the names used in records' ``announced`` lists."""

    TIERCE = "tierce"
    FIFTY = "fifty"
    HUNDRED = "hundred"
    FOUR_JACKS = "four_J"
    FOUR_NINES = "four_9"
    FOUR_ACES = "four_A"
    FOUR_TENS = "four_T"
    FOUR_KINGS = "four_K"
    FOUR_QUEENS = "four_Q"
    # Romanian Belot only (docs/RULES.md 5): Bella is the belote declared like a combination; the
    # others score nothing but cancel the other combinations, the deal, or win the game.
    BELLA = "belote"
    FOUR_EIGHTS = "four_8"
    FOUR_SEVENS = "four_7"
    BELOT = "belot"

    @property
    def points(self) -> int:
        return _POINTS[self]

    @property
    def is_four(self) -> bool:
        return self.name.startswith("FOUR_")

    @property
    def ranks(self) -> bool:
        """Whether it competes for the best combination (sequences and the scoring fours)."""
        return self not in _OUTSIDE_RANKING


_POINTS = {
    DeclarationKind.TIERCE: 20,
    DeclarationKind.FIFTY: 50,
    DeclarationKind.HUNDRED: 100,
    DeclarationKind.FOUR_JACKS: 200,
    DeclarationKind.FOUR_NINES: 150,
    DeclarationKind.FOUR_ACES: 100,
    DeclarationKind.FOUR_TENS: 100,
    DeclarationKind.FOUR_KINGS: 100,
    DeclarationKind.FOUR_QUEENS: 100,
    DeclarationKind.BELLA: 20,
    DeclarationKind.FOUR_EIGHTS: 0,
    DeclarationKind.FOUR_SEVENS: 0,
    DeclarationKind.BELOT: 0,
}
_OUTSIDE_RANKING = frozenset({DeclarationKind.BELLA, DeclarationKind.FOUR_EIGHTS, DeclarationKind.FOUR_SEVENS, DeclarationKind.BELOT})
# Fours that score, best first (J > 9 > A > 10 > K > Q); fours of 8s and 7s score nothing.
_FOURS: tuple[tuple[Rank, DeclarationKind], ...] = (
    (Rank.JACK, DeclarationKind.FOUR_JACKS),
    (Rank.NINE, DeclarationKind.FOUR_NINES),
    (Rank.ACE, DeclarationKind.FOUR_ACES),
    (Rank.TEN, DeclarationKind.FOUR_TENS),
    (Rank.KING, DeclarationKind.FOUR_KINGS),
    (Rank.QUEEN, DeclarationKind.FOUR_QUEENS),
)
BELOTE = "belote"  # the name of belote-rebelote in ``announced`` lists


@dataclass(frozen=True, slots=True)
class Declaration:
    seat: Seat
    kind: DeclarationKind
    cards: Mask
    #: the top card of a sequence in natural order, or the rank of a four
    top: Rank
    suit: Suit | None  # None for a four
    length: int

    @property
    def points(self) -> int:
        return self.kind.points


def find_declarations(seat: Seat, hand: Mask) -> list[Declaration]:
    """Every sequence (maximal runs of 3+, natural order) and scoring four in ``hand``.

    A card may serve in one sequence and one four at once; maximal runs never share a card.
    """
    found: list[Declaration] = []
    for suit in Suit:
        bits = (hand >> (8 * suit)) & 0xFF
        rank = 0
        while rank < 8:
            if not (bits >> rank) & 1:
                rank += 1
                continue
            start = rank
            while rank < 8 and (bits >> rank) & 1:
                rank += 1
            length = rank - start
            if length >= 3:
                kind = (DeclarationKind.TIERCE, DeclarationKind.FIFTY)[length - 3] if length < 5 else DeclarationKind.HUNDRED
                cards = sum(1 << card(r, suit) for r in range(start, rank))
                found.append(Declaration(seat, kind, cards, Rank(rank - 1), suit, length))
    for rank, kind in _FOURS:
        cards = sum(1 << card(rank, suit) for suit in Suit)
        if hand & cards == cards:
            found.append(Declaration(seat, kind, cards, rank, None, 4))
    return found


def strength(d: Declaration, strain: Strain) -> tuple[int, int, int, int]:
    """Comparable strength, ties between seats left to nearness to first hand."""
    if d.kind.is_four:
        return (1, len(_FOURS) - [k for _, k in _FOURS].index(d.kind), 0, 0)
    in_trump = strain == Strain.ALL_TRUMP or (d.suit is not None and strain.suit == d.suit)
    return (0, d.length, int(d.top), int(in_trump))


def best_declaration(declarations: Sequence[Declaration], strain: Strain, first_hand: Seat) -> Declaration | None:
    """The single best declaration; equal ones go to the player nearer to first hand."""
    if not declarations:
        return None
    return max(declarations, key=lambda d: (strength(d, strain), -((d.seat - first_hand) & 3)))


def scoring_team(declarations: Sequence[Declaration], strain: Strain, first_hand: Seat) -> Team | None:
    best = best_declaration(declarations, strain, first_hand)
    return None if best is None else best.seat.team


def select_announced(declarations: Sequence[Declaration], announced: Mapping[Seat, Sequence[str]] | None) -> list[Declaration]:
    """Keep what each seat chose to announce (a record's ``announced``); None means all."""
    if announced is None:
        return list(declarations)
    remaining = {seat: list(kinds) for seat, kinds in announced.items()}
    kept: list[Declaration] = []
    for d in declarations:
        kinds = remaining.get(d.seat, [])
        if d.kind.value in kinds:
            kinds.remove(d.kind.value)
            kept.append(d)
    return kept


def belote_cards(strain: Strain) -> list[tuple[Suit, Mask]]:
    """The K-Q pairs that make a belote: the trump suit's, every suit's in all trump, none in no trump."""
    if strain == Strain.NO_TRUMP:
        return []
    suits = list(Suit) if strain == Strain.ALL_TRUMP else [Suit(strain)]
    return [(s, (1 << card(Rank.KING, s)) | (1 << card(Rank.QUEEN, s))) for s in suits]


def find_belotes(hands: Sequence[Mask], strain: Strain) -> list[tuple[Seat, Suit]]:
    """Who holds a belote at the start of play (one entry per K-Q pair held)."""
    return [(Seat(seat), suit) for suit, pair in belote_cards(strain) for seat, hand in enumerate(hands) if hand & pair == pair]


def is_belote_card(c: Card, suit: Suit) -> bool:
    return c >> 3 == suit and (c & 7) in (Rank.KING, Rank.QUEEN)


def declaration_points(declarations: Sequence[Declaration], team: Team) -> int:
    return sum(d.points for d in declarations if d.seat.team == team)

