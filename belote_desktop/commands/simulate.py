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
    parser.add_argument("--variant", choices=["classic", "contree"], default="classic")
    parser.add_argument("--deals", type=int, default=1000, help="how many deals to play (redeals not counted)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE",
                        help="a rule option, e.g. declarations=true or target=501 (repeatable)")
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
    wins = [0, 0]
    points = [0, 0]
    match = Match(rules, seed=args.seed)
    start = time.perf_counter()
    while played < args.deals:
        if match.phase == Phase.OVER:
            wins[match.winner] += 1  # type: ignore[index]
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
                for t in (0, 1):
                    points[t] += event.score.score[t]  # type: ignore[union-attr]
            elif name == "Redeal":
                redeals += 1
        actions += 1
    elapsed = time.perf_counter() - start
    if match.phase == Phase.OVER:  # the last deal played may have ended a match too
        wins[match.winner] += 1  # type: ignore[index]
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
        "match_wins": {"NS": wins[0], "EW": wins[1]},
        "points": {"NS": points[0], "EW": points[1]},
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
        print(f"points: NS {points[0]}, EW {points[1]}; match wins: NS {wins[0]}, EW {wins[1]}")
        print(f"{elapsed:.2f} s: {played / elapsed:.0f} deals/s, {actions / elapsed:.0f} actions/s")
    return 0
