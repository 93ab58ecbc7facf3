"""Who sits at the table: four seats in two teams, three players each alone, or a duel.

Seats stay the four compass seats of docs/RULES.md; a smaller table leaves some empty and the turn
skips them. Scores are kept per *side*: a team at four, a seat at three or in a duel. Sides are
numbered so that at four players a side is the ``Team`` value of its seats.
"""

from __future__ import annotations

from enum import Enum

from belote_desktop.engine.cards import ALL_CARDS, SHORT_DECK, Mask, Seat


class Table(Enum):
    FOUR = "four"
    THREE = "three"
    DUEL = "duel"

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The occupied seats in playing order from S."""
        return _SEATS[self]

    @property
    def size(self) -> int:
        return len(_SEATS[self])

    @property
    def deck(self) -> Mask:
        """32 cards at four; 24 (no 7s and 8s) at three and in a duel."""
        return ALL_CARDS if self == Table.FOUR else SHORT_DECK

    @property
    def tricks(self) -> int:
        """Tricks in a deal: 8, 8, and 9 in a duel (nine cards each)."""
        return 9 if self == Table.DUEL else 8

    @property
    def hand_size(self) -> int:
        return self.tricks

    @property
    def sides(self) -> int:
        return 2 if self != Table.THREE else 3

    @property
    def side_names(self) -> tuple[str, ...]:
        """How records key scores: by team at four, by seat otherwise."""
        if self == Table.FOUR:
            return ("NS", "EW")
        return tuple(s.name for s in _SEATS[self])

    def next(self, seat: Seat | int) -> Seat:
        return _NEXT[self][seat]

    def previous(self, seat: Seat | int) -> Seat:
        return _PREVIOUS[self][seat]

    def side_of(self, seat: Seat | int) -> int:
        return _SIDE[self][seat]

    def side_seats(self, side: int) -> tuple[Seat, ...]:
        return tuple(s for s in _SEATS[self] if _SIDE[self][s] == side)

    def partner(self, seat: Seat | int) -> Seat | None:
        return Seat(seat).partner if self == Table.FOUR else None

    @property
    def next_table(self) -> tuple[int, int, int, int]:
        """Seat -> next occupied seat, for the trick play's hot path (-1 for an empty seat)."""
        return tuple(int(_NEXT[self].get(s, -1)) for s in Seat)  # type: ignore[return-value]  # one item per Seat, four: a generator's tuple is typed tuple[int, ...]

    @property
    def side_table(self) -> tuple[int, int, int, int]:
        return tuple(_SIDE[self].get(s, -1) for s in Seat)  # type: ignore[return-value]  # one item per Seat, four: a generator's tuple is typed tuple[int, ...]

    @property
    def partner_table(self) -> tuple[int, int, int, int]:
        """Seat -> partner seat, or -1 where players sit alone."""
        return tuple(int(s.partner) if self == Table.FOUR else -1 for s in Seat)  # type: ignore[return-value]  # one item per Seat, four: a generator's tuple is typed tuple[int, ...]

    @classmethod
    def parse(cls, text: str) -> Table:
        try:
            return cls(text)
        except ValueError:
            raise ValueError(f"not a table: {text!r} (expected four, three or duel)") from None


# Three players take S, E and W, so that the two opponents face each other across the player
# at S and the empty seat is the far one; a duel is played face to face, S against N.
_SEATS: dict[Table, tuple[Seat, ...]] = {
    Table.FOUR: (Seat.S, Seat.E, Seat.N, Seat.W),
    Table.THREE: (Seat.S, Seat.E, Seat.W),
    Table.DUEL: (Seat.S, Seat.N),
}
_NEXT: dict[Table, dict[int, Seat]] = {t: {s: seats[(i + 1) % len(seats)] for i, s in enumerate(seats)} for t, seats in _SEATS.items()}
_PREVIOUS: dict[Table, dict[int, Seat]] = {t: {b: Seat(a) for a, b in nxt.items()} for t, nxt in _NEXT.items()}
_SIDE: dict[Table, dict[int, int]] = {
    Table.FOUR: {s: int(s.team) for s in Seat},
    Table.THREE: {s: i for i, s in enumerate(_SEATS[Table.THREE])},
    Table.DUEL: {s: i for i, s in enumerate(_SEATS[Table.DUEL])},
}
