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
from pathlib import Path
from typing import Any

# the double-dummy review lives with the bots, where the window's deal review reuses it
from belote_desktop.bots.review import CardReview, Option, review_deal
from belote_desktop.engine.cards import card_name
from belote_desktop.engine.record import RecordError
from belote_desktop.savegame import load_record

__all__ = ["CardReview", "Option", "review_deal"]


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
    if not replay.match.variant.scores_from_count:
        # the solver plays two teams of two whose score follows from their count (Classic, Contrée)
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
