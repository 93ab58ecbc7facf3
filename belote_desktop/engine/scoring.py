"""Scoring one deal (docs/RULES.md 3 and 4): what each side counted, whether the contract is made, what
the deal adds to the match."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Sequence

from belote_desktop.engine.cards import Team
from belote_desktop.engine.contract import CAPOT_POINTS, DEAL_POINTS, Contract
from belote_desktop.engine.rules import RuleSet, Variant


class DealResult(Enum):
    MADE = "made"
    DOWN = "down"
    LITIGE = "litige"
    #: the takers took all eight tricks (a capot by the defenders is DOWN)
    CAPOT = "capot"
    #: Romanian: four 7s were declared, the deal is dealt again by the next dealer
    CANCELLED = "cancelled"
    #: Romanian: eight trumps in one hand were declared and won the game
    BELOT = "belot"


class Void(Enum):
    """Why points a side counted did not score for it (``SideBreakdown.why``)."""

    #: the other side took every trick: this side's declarations do not count
    CAPOT = "capot"
    #: the takers failed: their points went to the defence (Romanian: to the opponent who beat them most)
    DOWN = "down"
    #: Classic, a tie: the takers' points wait in reserve for the next deal's winner
    LITIGE = "litige"
    #: Contrée, a contred contract made: the defenders score only their belote
    CONTRED = "contred"
    #: Romanian: a side without a trick counts no combinations and no Bella
    NO_TRICK = "no_trick"


@dataclass(frozen=True, slots=True)
class SideBreakdown:
    """One side's part of a deal's score, as the engine counted it: read it, do not rebuild it."""

    #: trick points won, without the last-trick bonus
    tricks: int
    #: the last-trick bonus (10 for the side that took the last trick)
    last_trick: int
    #: what the side counts for its cards: tricks and last trick, or 252 / 0 for a capot
    cards: int
    #: declarations (Romanian: combinations) that counted for this side
    declarations: int
    #: belote (Romanian: Bella) that counted for this side
    belote: int
    #: cards + declarations + belote (``score.points``)
    counted: int
    #: points this side counted or held that did not score for it, and why (None: nothing voided)
    voided: int
    why: Void | None
    #: Romanian penalties (no trick, a third BT), in the deal's unit, included in ``score``
    penalty: int
    #: what the deal added to the match for this side, before any litige reserve paid
    score: int


@dataclass(frozen=True, slots=True)
class DealCount:
    """What happened in the play, per team (index by Team)."""

    card_points: tuple[int, int]  # tricks and last-trick bonus
    tricks: tuple[int, int]
    declarations: tuple[int, int]  # declaration points scored (only the best team's are nonzero)
    belote: tuple[int, int]
    #: the last-trick bonus per team, part of ``card_points`` (unknown in a search's count: 0, 0)
    last_trick: tuple[int, int] = (0, 0)


@dataclass(frozen=True, slots=True)
class DealScore:
    taker_team: Team
    contract: Contract | None
    result: DealResult
    #: what each side counted: card points (252 for a capot), declarations, belote
    points: tuple[int, int]
    #: what the deal adds to the match (before any litige reserve; see ``reserve_*``)
    score: tuple[int, int]
    #: Classic litige: the takers' points set aside for the winner of the next deal
    reserve_added: int = 0
    #: per team, what made ``points`` and ``score`` (``breakdown_of``)
    breakdown: tuple[SideBreakdown, ...] = ()
    #: as a Romanian score's: failed contracts are not numbered here (no BT-1, BT-2), none costs more
    bt_number: tuple[int, ...] = ()
    third_bt: tuple[int, ...] = ()

    @property
    def made(self) -> bool:
        """The contract's outcome: the takers made it (a capot too)."""
        return self.result in (DealResult.MADE, DealResult.CAPOT)

    @property
    def winner(self) -> Team | None:
        """The team that won the deal (who collects an earlier litige's reserve)."""
        if self.result == DealResult.LITIGE:
            return None
        return self.taker_team if self.result in (DealResult.MADE, DealResult.CAPOT) else self.taker_team.other


def breakdown_of(
    count: DealCount, taker_team: Team, result: DealResult, score: Sequence[int], capot: Team | None
) -> tuple[SideBreakdown, ...]:
    """Each team's breakdown of a Classic or Contrée deal's score."""
    cards = list(count.card_points)
    if capot is not None:
        cards[capot], cards[capot.other] = CAPOT_POINTS, 0
    out = []
    for t in Team:
        counted = cards[t] + count.declarations[t] + count.belote[t]
        voided = max(0, counted - score[t])
        why: Void | None = None
        if voided:
            if t == taker_team and result in (DealResult.DOWN, DealResult.LITIGE):
                why = Void.LITIGE if result == DealResult.LITIGE else Void.DOWN
            elif capot == t.other:
                why = Void.CAPOT
            else:
                why = Void.CONTRED
        out.append(SideBreakdown(
            count.card_points[t] - count.last_trick[t], count.last_trick[t], cards[t], count.declarations[t],
            count.belote[t], counted, voided, why, 0, score[t],
        ))
    return tuple(out)


def _counted(count: DealCount) -> tuple[list[int], Team | None]:
    capot = next((t for t in Team if count.tricks[t] == 8), None)
    cards = list(count.card_points)
    if capot is not None:
        cards[capot], cards[capot.other] = CAPOT_POINTS, 0
    totals = [cards[t] + count.declarations[t] + count.belote[t] for t in Team]
    return totals, capot


def score_classic(count: DealCount, taker_team: Team) -> DealScore:
    totals, capot = _counted(count)
    t, d = taker_team, taker_team.other
    score = [0, 0]
    reserve = 0
    if capot == t:
        result = DealResult.CAPOT
        score[t], score[d] = totals[t], count.belote[d]
    elif totals[t] > totals[d]:
        result = DealResult.MADE
        score = list(totals)
    elif totals[t] == totals[d]:
        result = DealResult.LITIGE
        # Belote stays with its holders: only the takers' other points wait for the next deal.
        score[d], score[t] = totals[d], count.belote[t]
        reserve = totals[t] - count.belote[t]
    else:
        result = DealResult.DOWN
        base = CAPOT_POINTS if capot == d else DEAL_POINTS
        score[d] = base + sum(count.declarations) + count.belote[d]
        score[t] = count.belote[t]
    return DealScore(
        t, None, result, (totals[0], totals[1]), (score[0], score[1]), reserve, breakdown_of(count, t, result, score, capot)
    )


def contract_made(count: DealCount, taker_team: Team, contract: Contract, rules: RuleSet) -> bool:
    totals, _ = _counted(count)
    t = taker_team
    if contract.is_capot:
        return count.tricks[t] == 8
    if totals[t] < contract.value:
        return False
    return not rules.must_beat_defence or totals[t] > totals[t.other]


def score_contree(count: DealCount, taker_team: Team, contract: Contract, rules: RuleSet) -> DealScore:
    totals, capot = _counted(count)
    t, d = taker_team, taker_team.other
    made = contract_made(count, t, contract, rules)
    result = (DealResult.CAPOT if capot == t else DealResult.MADE) if made else DealResult.DOWN
    score = [0, 0]
    if contract.multiplier == 1 and made:
        score[t] = contract.value + totals[t]
        score[d] = totals[d]
    else:
        # Down, or any contred contract: the side that wins the contract takes the deal's
        # points (252 for a capot), the contract times its multiplier and every declaration;
        # belote stays with its holders.
        winner = t if made else d
        base = CAPOT_POINTS if capot == winner else DEAL_POINTS
        score[winner] = base + contract.value * contract.multiplier + sum(count.declarations) + count.belote[winner]
        score[winner.other] = count.belote[winner.other]
    return DealScore(
        t, contract, result, (totals[0], totals[1]), (score[0], score[1]), 0, breakdown_of(count, t, result, score, capot)
    )


def score_deal(rules: RuleSet, count: DealCount, taker_team: Team, contract: Contract | None) -> DealScore:
    if rules.variant == Variant.CONTREE:
        assert contract is not None
        return score_contree(count, taker_team, contract, rules)
    return score_classic(count, taker_team)
