"""Romanian combinations (docs/RULES.md 5): what a hand may declare, the declaring action, and which
side's declared combinations score.

A combination counts only if its holder declares it (``Declare``) on one of its turns in the
first two tricks; Bella (K-Q of trump) may be declared until the first of the two is played.
Sequences and fours are found as in ``declarations``; Romanian adds Bella, four 8s (cancel
every combination but Bella), four 7s (cancel the deal) and BELOT (all eight trumps: the game).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from belote_desktop.engine.cards import Mask, Rank, Seat, Suit, card
from belote_desktop.engine.contract import TABLES, Strain
from belote_desktop.engine.declarations import Declaration, DeclarationKind, find_declarations, strength
from belote_desktop.engine.table import Table

#: Combinations are declared on the player's turns in the first two tricks.
DECLARING_TRICKS = 2
#: ``reduced_combinations``: how often a duel player's combinations of 100 or more count per game.
REDUCED_LIMIT = 2


@dataclass(frozen=True, slots=True)
class Declare:
    """The action of declaring one combination held (``suit`` and ``top``, the highest card in
    natural order, tell sequences apart: a suit can hold two tierces)."""

    kind: DeclarationKind
    suit: Suit | None = None
    top: Rank | None = None

    @property
    def code(self) -> str:
        """Record notation: the name used in ``announced``."""
        return self.kind.value


def _bella(seat: Seat, hand: Mask, strain: Strain) -> Declaration | None:
    suit = Suit(strain)
    pair = (1 << card(Rank.KING, suit)) | (1 << card(Rank.QUEEN, suit))
    if hand & pair != pair:
        return None
    return Declaration(seat, DeclarationKind.BELLA, pair, Rank.KING, suit, 2)


def find_combinations(seat: Seat, hand: Mask, strain: Strain, table: Table) -> list[Declaration]:
    """Every combination in ``hand`` at the start of play."""
    found = find_declarations(seat, hand)
    bella = _bella(seat, hand, strain)
    if bella is not None:
        found.append(bella)
    if table == Table.FOUR:
        for rank, kind in ((Rank.EIGHT, DeclarationKind.FOUR_EIGHTS), (Rank.SEVEN, DeclarationKind.FOUR_SEVENS)):
            cards = sum(1 << card(rank, s) for s in Suit)
            if hand & cards == cards:
                found.append(Declaration(seat, kind, cards, rank, None, 4))
        trumps = TABLES[strain].cut_mask
        if hand & trumps == trumps:
            found.append(Declaration(seat, DeclarationKind.BELOT, trumps, Rank.ACE, Suit(strain), 8))
    return found


def action_of(d: Declaration) -> Declare:
    if d.kind.is_four:
        return Declare(d.kind)
    if d.kind in (DeclarationKind.BELLA, DeclarationKind.BELOT):
        return Declare(d.kind, d.suit)
    return Declare(d.kind, d.suit, d.top)


@dataclass(frozen=True, slots=True)
class CombinationScore:
    """Which declared combinations count, per side (index by side)."""

    points: tuple[int, ...]  # combination points without Bella
    bella: tuple[int, ...]
    side: int | None  # the side whose combinations score
    scored: tuple[Declaration, ...]
    cancelled: tuple[Declaration, ...]  # equal sequences outside trump, or all under four 8s


def score_combinations(declared: Sequence[Declaration], strain: Strain, table: Table) -> CombinationScore:
    """The best declared combination gives its side all its combinations; equal sequences of
    different sides outside trump cancel each other and the next best decides. Four 8s cancel
    everything but Bella, which always counts for its holder."""
    bella = [0] * table.sides
    for d in declared:
        if d.kind == DeclarationKind.BELLA:
            bella[table.side_of(d.seat)] += d.points
    candidates = [d for d in declared if d.kind.ranks]
    cancelled: list[Declaration] = []
    if any(d.kind == DeclarationKind.FOUR_EIGHTS for d in declared):
        cancelled, candidates = candidates, []
    side: int | None = None
    while candidates:
        top = max(strength(d, strain) for d in candidates)
        best = [d for d in candidates if strength(d, strain) == top]
        sides = {table.side_of(d.seat) for d in best}
        if len(sides) == 1:
            side = sides.pop()
            break
        cancelled.extend(best)
        candidates = [d for d in candidates if d not in best]
    points = [0] * table.sides
    scored = tuple(d for d in candidates if side is not None and table.side_of(d.seat) == side)
    if side is not None:
        points[side] = sum(d.points for d in scored)
    return CombinationScore(tuple(points), tuple(bella), side, scored, tuple(cancelled))
