"""`belote-desktop simulate --variant romanian`: random-legal players at every seat of a Romanian
table (four, three or two players), results keyed by side: team at four, seat at three and in a
duel. ``simulate`` sends here only random players without ``--duplicate`` or ``--matches``; bot
levels and those options go to the two-level tournament (``tournament.py``, docs/ENGINE.md)."""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any, Callable

from belote_desktop.bots import RandomBot
from belote_desktop.engine.events import DealCancelled, DealScored, Redeal
from belote_desktop.engine.rules import RuleSet, RulesError, Variant
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.view import view_of

_DEFAULT_DEALS = 1000


def run_romanian(
    args: argparse.Namespace, parse_rules: Callable[[Variant, list[str]], RuleSet], fail: Callable[[str], SystemExit]
) -> int:
    if args.deals is not None and args.deals < 1:
        raise fail("--deals must be at least 1")
    try:
        rules = parse_rules(Variant.ROMANIAN, args.rule)
    except (RulesError, ValueError) as e:
        raise fail(str(e)) from None
    deals = args.deals or _DEFAULT_DEALS
    result, match = _play(rules, deals, args.seed)
    if args.save:
        from belote_desktop.engine.record import write_record
        from belote_desktop.savegame import save_json_atomic

        try:
            save_json_atomic(args.save, write_record(match))
        except OSError as e:
            raise fail(f"cannot save {args.save}: {e.strerror or e}") from None
    if args.json:
        print(json.dumps(result))
    else:
        sides = rules.table.side_names
        unit = "points" if rules.table.value == "duel" else "balls"
        print(f"{result['deals']} romanian deals at the {rules.table.value} table ({result['redeals']} cancelled, "
              f"{result['matches_finished']} matches finished) with random-legal players, seed {args.seed}")
        print(f"{unit}: {_sides(sides, result['points'])}; match wins: {_sides(sides, result['match_wins'])}")
        print(f"{result['seconds']:.2f} s: {result['deals_per_second']:.0f} deals/s, {result['actions_per_second']:.0f} actions/s")
    return 0


def _play(rules: RuleSet, deals: int, seed: int) -> tuple[dict[str, Any], Match]:
    rng = random.Random(seed)
    bot = RandomBot()
    sides = rules.table.side_names
    wins = [0] * len(sides)
    points = [0] * len(sides)
    played = redeals = matches = actions = 0
    match = Match(rules, seed=seed)
    start = time.perf_counter()
    while played < deals:
        if match.phase == Phase.OVER:
            wins[match.winner_side] += 1  # type: ignore[index]
            matches += 1
            match = Match(rules, seed=rng.randrange(1 << 30))
        if match.phase == Phase.DEAL:
            match.deal()
            continue
        seat = match.current_player
        assert seat is not None
        for event in match.apply(bot.choose(view_of(match, seat), rng)):
            if isinstance(event, DealScored):
                played += 1
                for side in range(len(sides)):
                    points[side] += event.score.score[side]
            elif isinstance(event, (Redeal, DealCancelled)):
                redeals += 1
        actions += 1
    elapsed = time.perf_counter() - start
    if match.phase == Phase.OVER:  # the last deal may have ended a match too
        wins[match.winner_side] += 1  # type: ignore[index]
        matches += 1
    result = {
        "variant": rules.variant.value,
        "rules": rules.changed_options(),
        "players": {name: "random" for name in sides},
        "deals": played,
        "redeals": redeals,
        "matches_finished": matches,
        "match_wins": dict(zip(sides, wins)),
        "points": dict(zip(sides, points)),
        "actions": actions,
        "seed": seed,
        "seconds": round(elapsed, 3),
        "deals_per_second": round(played / elapsed, 1) if elapsed else None,
        "actions_per_second": round(actions / elapsed, 1) if elapsed else None,
    }
    return result, match


def _sides(names: tuple[str, ...], values: dict[str, int]) -> str:
    return ", ".join(f"{name} {values[name]}" for name in names)
