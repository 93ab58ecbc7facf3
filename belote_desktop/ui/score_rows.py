"""The score sheet's rows: one row of public facts per finished deal, read from the engine.

A finished deal hides nothing any more (every card has been played), so its row is read from the
engine's `DealState`: what each side counted comes from the score's breakdown, who cancelled a
deal from the deal's ``cancelled``, and what the variant's words and units are from its variant
object (``DealRow.game``). Nothing here recounts a score or decides a rule. No Qt: the words are
in ``score_words``, the table model in ``score_model`` and the dialogs in ``score_sheet``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from belote_desktop.engine.cards import Seat
from belote_desktop.engine.contract import Contract, Strain
from belote_desktop.engine.rules import Variant
from belote_desktop.engine.scoring import DealResult
from belote_desktop.engine.state import DealState, Match
from belote_desktop.engine.table import Table
from belote_desktop.engine.variant import GameVariant
from belote_desktop.engine.variants import variant_at

#: one number per side: a team (two), or a player at the Romanian three-player table and duel
Pair = tuple[int, ...]


@dataclass(frozen=True)
class DealRow:
    """One finished deal, as everyone at the table saw it end. Pairs are indexed by side: a Team,
    or at the Romanian three-player table and duel a player (``table.side_of``)."""

    number: int
    dealer: Seat
    taker: Seat | None  # None: everyone passed and the cards were dealt again
    strain: Strain | None
    contract: Contract | None  # Contrée only
    card_points: Pair  # tricks and last trick (252 / 0 for a capot)
    declarations: Pair
    belote: Pair
    counted: Pair  # what each team counted: the three above
    result: DealResult | None  # None for a passed-out deal
    score: Pair  # what the deal added to the match, a litige reserve paid included
    reserve_added: int  # Classic litige: the takers' points set aside
    reserve_paid: Pair
    totals: Pair  # the match totals after this deal
    table: Table = Table.FOUR
    #: the variant played: its object (``game``) says what the sheet needs to know of it
    variant: Variant = Variant.CLASSIC
    #: Romanian: the penalties (no trick, every third BT) included in ``score``
    penalties: Pair = ()
    #: Romanian: who cancelled the deal (four 7s or under 14 points), as the engine recorded it
    cancelled_by: Seat | None = None
    #: Romanian: all eight trumps in one hand won the game
    belot: bool = False
    #: Romanian: the deal was cancelled because ``cancelled_by`` showed four 7s (else under 14 points)
    four_sevens: bool = False
    #: Romanian: each side's BT number in the match as the engine counted it (BT-1, BT-2, ...), 0 for none
    bt_number: Pair = ()
    #: Romanian: what a third BT (sixth, ...) cost each side, part of ``penalties``
    third_bt: Pair = ()

    @cached_property
    def game(self) -> GameVariant:
        """The variant object of this row's variant and table: its words, unit and sides."""
        return variant_at(self.variant, self.table)

    @property
    def is_passed_out(self) -> bool:
        return self.taker is None

    @property
    def sides(self) -> int:
        return len(self.totals)

    @property
    def taker_team(self) -> int | None:
        """The taker's side (the Team's value at four)."""
        return None if self.taker is None else self.table.side_of(self.taker)

    def side_of(self, seat: Seat) -> int:
        return self.table.side_of(seat)


def _per_side(values: Sequence[int], sides: int) -> Pair:
    """``values`` for each of ``sides`` (a deal record keeps a litige's reserve for two teams)."""
    return tuple(values[i] if i < len(values) else 0 for i in range(sides))


def deal_row(deal: DealState, totals: Pair, variant: GameVariant) -> DealRow:
    """The row of a finished deal played by ``variant``; ``totals`` are the match totals after it."""
    if not deal.is_finished:
        raise ValueError(f"deal {deal.number} is not finished")
    result = deal.auction.result
    assert result is not None
    zero = (0,) * len(totals)
    score = deal.score
    if score is None:  # passed out, cancelled, or a Belot that won the game at once
        cancelled = deal.cancelled.seat if deal.cancelled is not None else None  # the engine says who
        belot = deal.outcome == DealResult.BELOT
        return DealRow(
            deal.number, deal.dealer, None if cancelled is not None else result.taker,
            result.strain if cancelled is None else None, None, zero, zero, zero, zero,
            deal.outcome if belot else None, zero, 0, zero, totals,
            penalties=zero, cancelled_by=cancelled, belot=belot,
            four_sevens=deal.outcome == DealResult.CANCELLED, bt_number=zero, third_bt=zero,
            table=variant.table, variant=variant.kind,
        )
    parts = score.breakdown  # the engine's own count, per side
    paid = _per_side(deal.reserve_paid, len(totals))
    return DealRow(
        number=deal.number,
        dealer=deal.dealer,
        taker=result.taker,
        strain=result.strain,
        contract=result.contract,
        card_points=tuple(p.cards for p in parts),
        declarations=tuple(p.declarations for p in parts),
        belote=tuple(p.belote for p in parts),
        counted=score.points,
        result=score.result,
        score=tuple(s + r for s, r in zip(score.score, paid)),
        reserve_added=score.reserve_added,
        reserve_paid=paid,
        totals=totals,
        penalties=tuple(p.penalty for p in parts),
        bt_number=_per_side(score.bt_number, len(totals)),
        third_bt=_per_side(score.third_bt, len(totals)),
        table=variant.table,
        variant=variant.kind,
    )


def match_rows(match: Match) -> list[DealRow]:
    """A row for every finished deal of ``match``, with the running totals."""
    rows: list[DealRow] = []
    totals = [0] * len(match.totals)
    for deal in match.deals:
        if not deal.is_finished:
            continue
        if deal.score is not None:
            paid = _per_side(deal.reserve_paid, len(totals))
            for t in range(len(totals)):
                totals[t] += deal.score.score[t] + paid[t]
        rows.append(deal_row(deal, tuple(totals), match.variant))
    return rows


@dataclass(frozen=True)
class TeamRecord:
    """A team's match in a few numbers, for the end-of-match summary."""

    contracts_taken: int = 0
    contracts_made: int = 0
    capots: int = 0
    declarations: int = 0
    belote: int = 0


def team_records(rows: Sequence[DealRow]) -> tuple[TeamRecord, ...]:
    """Per side (a Team at four)."""
    records = [TeamRecord() for _ in range(rows[0].sides if rows else 2)]
    for row in rows:
        for t in range(row.sides):
            old = records[t]
            took = row.taker_team == t
            records[t] = TeamRecord(
                contracts_taken=old.contracts_taken + took,
                contracts_made=old.contracts_made + (took and row.result in (DealResult.MADE, DealResult.CAPOT)),
                capots=old.capots + (took and row.result == DealResult.CAPOT),
                declarations=old.declarations + row.declarations[t],
                belote=old.belote + row.belote[t],
            )
    return tuple(records)
