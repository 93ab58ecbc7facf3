"""`belote-desktop analyse RECORD [--deal N] [--from-trick T] [--budget-ms MS] [--json]`: the
double-dummy review of a game record's card play.

For every card played (all hands known, both sides playing perfectly afterwards): the card
points each legal card would end with for the player's team, the deal score margin it would
give (made or down counted by the engine's scoring for the deal's contract), and what the card
played cost against the best. A card that cost deal score is a mistake. Early positions of some
deals take long to solve exactly; ``--budget-ms`` caps each position, reporting it as not solved.

Exit code 0, or 1 with one line naming the fault (unreadable record, no such deal).
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from belote_desktop.bots.solver import OTHER_CAPOT, UNLIMITED, Budget, BudgetExceeded, Solver, points_of
from belote_desktop.engine.cards import Card, Seat, Team, card_name
from belote_desktop.engine.contract import CAPOT_POINTS
from belote_desktop.engine.classic import fixed_points
from belote_desktop.engine.play import PlayState
from belote_desktop.engine.record import DealReport, RecordError
from belote_desktop.engine.scoring import DealCount, score_deal
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.savegame import load_record


def add_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("record", type=Path, help="a game record (JSON)")
    parser.add_argument("--deal", type=int, metavar="N", help="only deal N (1 is the first)")
    parser.add_argument(
        "--from-trick", type=int, default=1, metavar="T",
        help="start the review at trick T (1-8); the first tricks take the longest to solve",
    )
    parser.add_argument(
        "--budget-ms", type=int, metavar="MS",
        help="give up on a position after this long (it is reported as not solved); default: no limit",
    )
    parser.add_argument("--json", action="store_true", help="print the review as one JSON object")


@dataclass(frozen=True, slots=True)
class Option:
    card: Card
    points: int  # the player's team's card points at the end (252 for a capot)
    margin: int  # the player's team's deal score minus the other team's


@dataclass(frozen=True, slots=True)
class CardReview:
    trick: int  # 1-8
    seat: Seat
    played: Card
    options: tuple[Option, ...]  # best first; empty when not solved within the budget

    @property
    def solved(self) -> bool:
        return bool(self.options)

    @property
    def best_margin(self) -> int:
        return self.options[0].margin

    @property
    def cost(self) -> int:
        """Deal score margin lost by the card played against the best card (0 if not solved)."""
        if not self.options:
            return 0
        played = next(o for o in self.options if o.card == self.played)
        return self.best_margin - played.margin

    @property
    def mistake(self) -> bool:
        return self.cost > 0


def _fixed(report: DealReport) -> tuple[tuple[int, int], tuple[int, int]]:
    """Declarations and belote per team: what the card play cannot change."""
    deal = report.state
    return fixed_points(deal.declarations, deal.declaration_team, (seat for seat, _ in deal.belotes))


def _margin(rules: RuleSet, report: DealReport, ns_value: int, team: int, fixed: Any) -> int:
    """The deal score margin for ``team`` when NS end with the solver value ``ns_value``."""
    deal = report.state
    result = deal.auction.result
    assert result is not None and result.taker is not None
    ns, ew = points_of(ns_value)
    tricks = (8, 0) if ns_value >= CAPOT_POINTS else (0, 8) if ns_value <= OTHER_CAPOT else (4, 4)
    score = score_deal(rules, DealCount((ns, ew), tricks, fixed[0], fixed[1]), result.taker.team, result.contract).score
    return score[team] - score[team ^ 1]


def review_deal(
    rules: RuleSet, report: DealReport, from_trick: int = 1, budget_ms: int | None = None
) -> list[CardReview]:
    """The review of every card played in one deal, from trick ``from_trick`` on; a position not
    solved in ``budget_ms`` has no options."""
    deal = report.state
    if deal.play is None:
        return []
    result = deal.auction.result
    assert result is not None and result.strain is not None
    start = [sum(1 << c for c in hand) for hand in deal.play_hands()]
    state = PlayState(start, result.strain, deal.first_hand, rules.partner_exemption, rules.must_undertrump)
    fixed = _fixed(report)
    solver: Solver | None = None
    reviews: list[CardReview] = []
    for c in deal.play.played:
        trick = state.trick_number + 1
        if trick >= from_trick:
            if solver is None:
                solver = Solver(state, Team.NS)
            else:
                solver.move_to(state)
            seat = Seat(state.turn)
            team = seat & 1
            solver.budget = UNLIMITED if budget_ms is None else Budget.of_ms(budget_ms)
            options = []
            try:
                values = solver.card_values()
            except BudgetExceeded:
                values = {}  # the table keeps what was learnt; the next position starts afresh
            for option, value in values.items():
                points = points_of(value)[team]
                options.append(Option(option, points, _margin(rules, report, value, team, fixed)))
            options.sort(key=lambda o: (-o.margin, -o.points, o.card))
            reviews.append(CardReview(trick, seat, c, tuple(options)))
        state.play(c)
    return reviews


def _review_json(review: CardReview) -> dict[str, Any]:
    return {
        "trick": review.trick,
        "seat": review.seat.name,
        "card": card_name(review.played),
        "options": [{"card": card_name(o.card), "points": o.points, "margin": o.margin} for o in review.options],
        "best": [card_name(o.card) for o in review.options if o.margin == review.best_margin],
        "cost": review.cost if review.solved else None,
        "mistake": review.mistake,
        "solved": review.solved,
    }


def _format_review(review: CardReview) -> str:
    if not review.solved:
        return f"  trick {review.trick} {review.seat.name} {card_name(review.played)}  (not solved within the budget)"
    options = " ".join(f"{card_name(o.card)}:{o.points}/{o.margin:+d}" for o in review.options)
    line = f"  trick {review.trick} {review.seat.name} {card_name(review.played)}  [{options}]"
    if review.mistake:
        best = ",".join(card_name(o.card) for o in review.options if o.margin == review.best_margin)
        line += f"  MISTAKE: costs {review.cost} (best {best})"
    return line


def run(args: argparse.Namespace) -> int:
    if args.budget_ms is not None and args.budget_ms < 1:
        # 0 would give up on every position at once, a negative budget means nothing
        print(f"analyse: --budget-ms must be a positive number of milliseconds, not {args.budget_ms}", file=sys.stderr)
        return 1
    try:
        replay = load_record(args.record)
    except RecordError as e:
        print(str(e), file=sys.stderr)
        return 1
    if not 1 <= args.from_trick <= 8:
        print(f"analyse: --from-trick must be 1 to 8, not {args.from_trick}", file=sys.stderr)
        return 1
    numbers = range(1, len(replay.deals) + 1)
    if args.deal is not None:
        if args.deal not in numbers:
            print(f"record: there is no deal {args.deal} (the record has {len(replay.deals)})", file=sys.stderr)
            return 1
        numbers = range(args.deal, args.deal + 1)
    rules = replay.match.rules
    if rules.variant not in (Variant.CLASSIC, Variant.CONTREE):
        # the solver plays two teams of two with Classic/Contrée scoring
        print(f"record: analyse reviews Classic and Contrée deals, not {rules.variant.value}", file=sys.stderr)
        return 1
    out: list[dict[str, Any]] = []
    lines: list[str] = []
    for number in numbers:
        report = replay.deals[number - 1]
        deal = report.state
        result = deal.auction.result
        head = f"deal {number} (dealer {deal.dealer.name})"
        if deal.play is None or result is None or result.taker is None:
            if args.deal is not None:
                print(f"record: deal {number} has no card play to analyse", file=sys.stderr)
                return 1
            lines.append(f"{head}: no card play")
            continue
        reviews = review_deal(rules, report, args.from_trick, args.budget_ms)
        contract = f", contract {result.contract.code}" if result.contract else ""
        lines.append(f"{head}: trump {result.strain.code}, taker {result.taker.name}{contract}")  # type: ignore[union-attr]  # a reviewed deal was played: its result has a strain and a taker
        lines.extend(_format_review(r) for r in reviews)
        mistakes = [r for r in reviews if r.mistake]
        unsolved = sum(1 for r in reviews if not r.solved)
        line = f"  {len(reviews)} cards reviewed, {len(mistakes)} mistakes, {sum(r.cost for r in mistakes)} lost"
        lines.append(line + (f", {unsolved} not solved within the budget" if unsolved else ""))
        out.append({
            "deal": number,
            "dealer": deal.dealer.name,
            "taker": result.taker.name,
            "trump": result.strain.code,  # type: ignore[union-attr]  # a reviewed deal was played: its result has a strain
            "contract": result.contract.code if result.contract else None,
            "cards": [_review_json(r) for r in reviews],
        })
    if args.json:
        print(json.dumps({"deals": out}))
    else:
        lines.insert(0, "card: points for the player's team / deal score margin, for each legal card")
        print("\n".join(lines))
    return 0
