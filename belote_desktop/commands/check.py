"""`belote-desktop check RECORD [--json] [--legal]`: replay a game record and report it (docs/RECORDS.md 3).

Exit code 0 for a valid record, 1 with one line naming the first fault otherwise.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from belote_desktop.engine.record import RecordError, match_summary, printable
from belote_desktop.savegame import load_record


def add_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("record", type=Path, help="a game record (JSON)")
    parser.add_argument("--json", action="store_true", help="print the report as one JSON object")
    parser.add_argument("--legal", action="store_true", help="add, for each card played, the cards its player could play")


def run(args: argparse.Namespace) -> int:
    try:
        replay = load_record(args.record)
    except RecordError as e:
        print(str(e), file=sys.stderr)
        return 1
    # --json prints exactly the shape of docs/RECORDS.md 3; the text report also lists the declarations.
    summary = match_summary(replay, with_legal=args.legal, details=not args.json)
    if args.json:
        print(json.dumps(summary, ensure_ascii=False))
    else:
        # nothing in the report should come from the record's free text, but whatever does is
        # escaped: a record must not be able to drive the terminal (colours, cursor, title)
        print("\n".join(printable(line) for line in format_report(summary).split("\n")))
    return 0


def _teams(values: dict[str, int]) -> str:
    return ", ".join(f"{team} {points}" for team, points in values.items())


def _cancelled(deal: dict[str, Any]) -> str:
    """``cancelled by S (four 7s)``: who cancelled a Romanian deal, and why."""
    cancelled = deal.get("cancelled")
    if cancelled is None:
        return "cancelled"
    why = {"four_7": "four 7s", "under_14": "under 14 points"}.get(cancelled["why"], cancelled["why"])
    return f"cancelled by {cancelled['seat']} ({why})"


def format_report(summary: dict[str, Any]) -> str:
    lines: list[str] = []
    for number, deal in enumerate(summary["deals"], 1):
        head = f"deal {number} (dealer {deal['dealer']})"
        if deal["taker"] is None:
            state = {"redeal": "no trump chosen, redeal", "cancelled": f"{_cancelled(deal)}, redeal"}.get(
                deal["result"], "auction in progress"
            )
            lines.append(f"{head}: {state}")
            continue
        contract = ""
        if deal["contract"]:
            level = {1: "", 2: " contre"}.get(deal["multiplier"], f" surcontre (x{deal['multiplier']})")
            contract = f", contract {deal['contract']}{level}"
        lines.append(f"{head}: trump {deal['trump']}, taker {deal['taker']}{contract}")
        for i, trick in enumerate(deal["tricks"], 1):
            cards = " ".join(trick["cards"])
            lines.append(f"  trick {i}: {trick['leader']} leads {cards}; {trick['winner']} wins {trick['points']}")
            if "legal" in trick:
                options = "; ".join(" ".join(cards) for cards in trick["legal"])
                lines.append(f"    legal: {options}")
        for d in deal["declared"]:
            lines.append(f"  declaration: {d['seat']} {d['kind']} ({' '.join(d['cards'])}) {d['points']}")
        if deal["belote"]:
            holders = deal["belote"] if isinstance(deal["belote"], list) else [deal["belote"]]
            lines.append(f"  belote: {' '.join(holders)}")
        if "current_trick" in deal:
            trick = deal["current_trick"]
            lines.append(f"  trick {len(deal['tricks']) + 1} so far: {trick['leader']} leads {' '.join(trick['cards'])}")
        if deal["result"] is None:
            lines.append("  deal in progress")
            continue
        if deal["score"] is None:  # Romanian: four 7s cancelled the deal, or eight trumps won the game
            if deal["result"] == "cancelled":
                lines.append(f"  result: {_cancelled(deal)}, redeal")
            else:
                lines.append(f"  result: {deal['result']}")
            continue
        line = f"  result: {deal['result']}; points {_teams(deal['points'])}; score {_teams(deal['score'])}"
        if "reserve_held" in deal:
            line += f"; {deal['reserve_held']} held in reserve"
        if "reserve_paid" in deal:
            line += f"; reserve paid {_teams(deal['reserve_paid'])}"
        if "penalties" in deal:
            line += f" (penalties {_teams(deal['penalties'])})"
        lines.append(line)
        if "voided" in deal:  # the engine's breakdown: what a side counted that did not score for it
            lines.append("  voided: " + ", ".join(f"{side} {v['points']} ({v['why'].replace('_', ' ')})"
                                                  for side, v in deal["voided"].items()))
    lines.append(f"totals: {_teams(summary['totals'])}")
    lines.append(f"winner: {summary['winner']}" if summary["winner"] else "match in progress")
    return "\n".join(lines)
