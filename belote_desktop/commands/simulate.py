"""`belote-desktop simulate`: play deals headless with computer players; print scores and speed."""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path

from belote_desktop.bots import RandomBot
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.rules import RuleSet, RulesError, Variant
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.view import view_of


def add_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--variant", choices=["classic", "contree", "romanian"], default="classic")
    parser.add_argument("--deals", type=int, default=1000, help="how many deals to play (redeals not counted)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE",
                        help="a rule option, e.g. declarations=true, target=501 or table=three (repeatable)")
    parser.add_argument("--save", type=Path, metavar="RECORD", help="also save the last match as a game record")
    parser.add_argument("--json", action="store_true", help="print the results as one JSON object")


def _parse_rules(variant: Variant, pairs: list[str]) -> RuleSet:
    options: dict[str, object] = {}
    for pair in pairs:
        name, _, text = pair.partition("=")
        low = text.lower()
        options[name] = True if low == "true" else False if low == "false" else int(text) if text.lstrip("-").isdigit() else text
    return RuleSet.default(variant).with_options(options)


def run(args: argparse.Namespace) -> int:
    if args.deals < 1:
        raise SystemExit("belote-desktop simulate: --deals must be at least 1")
    try:
        rules = _parse_rules(Variant(args.variant), args.rule)
    except (RulesError, ValueError) as e:
        raise SystemExit(f"belote-desktop simulate: {e}") from None
    rng = random.Random(args.seed)
    bots = {seat: RandomBot() for seat in Seat}
    played = redeals = matches = actions = 0
    sides = rules.table.side_names
    wins = [0] * len(sides)
    points = [0] * len(sides)
    match = Match(rules, seed=args.seed)
    start = time.perf_counter()
    while played < args.deals:
        if match.phase == Phase.OVER:
            wins[_winner_side(match)] += 1
            matches += 1
            match = Match(rules, seed=rng.randrange(1 << 30))
        if match.phase == Phase.DEAL:
            match.deal()
            continue
        seat = match.current_player
        assert seat is not None
        for event in match.apply(bots[seat].choose(view_of(match, seat), rng)):
            name = type(event).__name__
            if name == "DealScored":
                played += 1
                for t in range(len(sides)):
                    points[t] += event.score.score[t]  # type: ignore[union-attr]
            elif name in ("Redeal", "DealCancelled"):
                redeals += 1
        actions += 1
    elapsed = time.perf_counter() - start
    if match.phase == Phase.OVER:  # the last deal played may have ended a match too
        wins[_winner_side(match)] += 1
        matches += 1
    if args.save:
        from belote_desktop.engine.record import write_record
        from belote_desktop.savegame import save_json_atomic

        try:
            save_json_atomic(args.save, write_record(match))
        except OSError as e:
            raise SystemExit(f"belote-desktop simulate: cannot save {args.save}: {e.strerror or e}") from None
    result = {
        "variant": rules.variant.value,
        "deals": played,
        "redeals": redeals,
        "matches_finished": matches,
        "match_wins": dict(zip(sides, wins)),
        "points": dict(zip(sides, points)),
        "seconds": round(elapsed, 3),
        "deals_per_second": round(played / elapsed, 1),
        "actions_per_second": round(actions / elapsed, 1),
        "players": "random-legal",
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{played} {rules.variant.value} deals ({redeals} redeals, {matches} matches finished) "
              f"with random-legal players, seed {args.seed}")
        unit = "balls" if rules.variant == Variant.ROMANIAN and rules.table.value != "duel" else "points"
        print(f"{unit}: {_sides(sides, points)}; match wins: {_sides(sides, wins)}")
        print(f"{elapsed:.2f} s: {played / elapsed:.0f} deals/s, {actions / elapsed:.0f} actions/s")
    return 0


def _winner_side(match: Match) -> int:
    """Index into the match's totals of the side that won (a team, or a Romanian seat)."""
    if match.winner_side is not None:
        return match.winner_side
    return int(match.winner)  # type: ignore[arg-type]


def _sides(names: tuple[str, ...], values: list[int]) -> str:
    return ", ".join(f"{name} {value}" for name, value in zip(names, values))
