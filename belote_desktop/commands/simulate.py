"""`belote-desktop simulate`: a headless tournament between two bot levels; prints the first level's
win rate and mean score margin per deal with 95% confidence intervals, each level's decision time,
the scores and the speed. The play itself is ``belote_desktop.tournament``'s."""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

from belote_desktop.bots.registry import LEVELS, make_bot
from belote_desktop.engine.rules import RuleSet, RulesError, Variant
from belote_desktop.engine.variants import variant_for
from belote_desktop.tournament import Interval, Summary, Tournament, Unit, play_unit, run_tournament, seat_configs, summarise

_DEFAULT_DEALS = 1000


def add_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--variant", choices=["classic", "contree", "romanian"], default="classic")
    parser.add_argument("--ns", choices=LEVELS, default="random", metavar="LEVEL",
                        help=f"the level of the team sitting NS ({', '.join(LEVELS)}; default random)")
    parser.add_argument("--ew", choices=LEVELS, default="random", metavar="LEVEL", help="the level of the team sitting EW")
    count = parser.add_mutually_exclusive_group()
    count.add_argument("--deals", type=int,
                       help=f"play this many independent deals (redeals not counted; default {_DEFAULT_DEALS})")
    count.add_argument("--matches", type=int, help="play this many whole matches instead")
    parser.add_argument("--duplicate", action="store_true",
                        help="play every deal (or match) twice, the teams swapping seats, with the same cards and dealer")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1, metavar="N",
                        help="processes to play on (the results do not depend on it; default 1)")
    parser.add_argument("--budget-ms", type=int, metavar="MS", help="cap each decision of a searching bot")
    parser.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE",
                        help="a rule option, e.g. declarations=true, target=501 or table=three (repeatable)")
    parser.add_argument("--save", type=Path, metavar="RECORD",
                        help="also save the last deal's (or match's) game record, its seats recorded as bots")
    parser.add_argument("--json", action="store_true", help="print the results as one JSON object")


def _parse_rules(variant: Variant, pairs: list[str]) -> RuleSet:
    options: dict[str, object] = {}
    for pair in pairs:
        name, _, text = pair.partition("=")
        low = text.lower()
        options[name] = True if low == "true" else False if low == "false" else int(text) if text.lstrip("-").isdigit() else text
    return RuleSet.default(variant).with_options(options)


def _fail(message: str) -> SystemExit:
    return SystemExit(f"belote-desktop simulate: {message}")


def _tournament(args: argparse.Namespace) -> Tournament:
    for name in ("deals", "matches", "jobs", "budget_ms"):
        value = getattr(args, name)
        if value is not None and value < 1:
            raise _fail(f"--{name.replace('_', '-')} must be at least 1")
    try:
        rules = _parse_rules(Variant(args.variant), args.rule)
    except (RulesError, ValueError) as e:
        raise _fail(str(e)) from None
    for level in {args.ns, args.ew}:
        try:
            make_bot(level, args.budget_ms)
        except (ValueError, ImportError) as e:
            raise _fail(f"the {level} level is not available: {e}") from None
    unit, count = (Unit.MATCH, args.matches) if args.matches is not None else (Unit.DEAL, args.deals or _DEFAULT_DEALS)
    return Tournament(rules, (args.ns, args.ew), unit, count, args.seed, args.duplicate, args.budget_ms)


def _interval_json(interval: Interval, digits: int) -> dict[str, float | None]:
    def r(x: float | None) -> float | None:
        return None if x is None else round(x, digits)

    return {"mean": r(interval.mean), "low": r(interval.low), "high": r(interval.high)}


def result_json(spec: Tournament, summary: Summary, seconds: float, jobs: int) -> dict[str, Any]:
    return {
        "variant": spec.rules.variant.value,
        "rules": spec.rules.changed_options(),
        "players": {"NS": spec.levels[0], "EW": spec.levels[1]},
        "unit": spec.unit.value,
        "units": summary.units,
        "duplicate": spec.duplicate,
        "seed": spec.seed,
        "jobs": jobs,
        "deals": summary.deals,
        "redeals": summary.redeals,
        "matches_finished": summary.matches_finished,
        "match_wins": {"NS": summary.match_wins[0], "EW": summary.match_wins[1]},
        "points": {"NS": summary.points[0], "EW": summary.points[1]},
        "actions": summary.actions,
        # per side of the table, whatever the variant: teams NS/EW at four, seats at three and in a duel
        "sides": list(spec.rules.table.side_names),
        "side_points": dict(zip(spec.rules.table.side_names, summary.side_points)),
        "side_match_wins": dict(zip(spec.rules.table.side_names, summary.side_wins)),
        # the first level's (the one given as --ns, which sits EW at a duplicate's second table)
        "win_rate": _interval_json(summary.win_rate, 4),
        "margin_per_deal": _interval_json(summary.margin, 2),
        "decision_ms": {level: {"decisions": t.decisions, "median": round(t.median_ms, 4), "p95": round(t.p95_ms, 4)}
                        for level, t in summary.times.items()},
        "seconds": round(seconds, 3),
        "deals_per_second": round(summary.deals / seconds, 1) if seconds else None,
        "actions_per_second": round(summary.actions / seconds, 1) if seconds else None,
    }


def _span(interval: Interval, fmt: str) -> str:
    if interval.low is None or interval.high is None:
        return "95% CI unknown from one value"
    return f"95% CI {format(interval.low, fmt)} to {format(interval.high, fmt)}"


_PLURAL = {"board": "boards", "deal": "deals", "match": "matches"}


def format_text(spec: Tournament, summary: Summary, seconds: float, jobs: int) -> list[str]:
    first, second = spec.levels
    variant = spec.rules.variant.value
    table = spec.rules.table
    game = variant_for(spec.rules)
    unit = game.score_unit
    sides = table.side_names
    if not game.has_partners:
        # the levels play seats, not teams (docs/RECORDS.md 3): say which
        ew = " and ".join(s.name for s in table.seats if game.side_group(s) == 1)
        variant += f" ({table.value}: NS is S, EW is {ew})"
    # in duplicate a deal played at two tables is a board; matches stay matches
    per = "board" if spec.duplicate and spec.unit == Unit.DEAL else spec.unit.value
    if spec.unit == Unit.DEAL:
        head = f"{summary.deals} {variant} deals"
    else:
        head = f"{summary.units} {variant} matches ({summary.deals} deals)"
    if spec.duplicate:
        head += f", duplicate ({summary.units} {_PLURAL[per]} x 2 tables)"
    lines = [
        f"{head}: {first} (NS) vs {second} (EW), {summary.redeals} redeals, seed {spec.seed}, {jobs} job(s)",
        f"{first} vs {second}: win rate {summary.win_rate.mean:.1%} per {per} ({_span(summary.win_rate, '.1%')})",
        f"{first} vs {second}: mean margin {summary.margin.mean:+.1f} {unit} per deal ({_span(summary.margin, '+.1f')})",
        f"{unit}: NS {summary.points[0]}, EW {summary.points[1]}; "
        f"{summary.matches_finished} matches finished, won: NS {summary.match_wins[0]}, EW {summary.match_wins[1]}",
    ]
    if not game.has_partners:  # the same totals by the table's own sides
        lines.append(f"{unit} by seat: " + ", ".join(f"{n} {p}" for n, p in zip(sides, summary.side_points))
                     + "; won: " + ", ".join(f"{n} {w}" for n, w in zip(sides, summary.side_wins)))
    for level, t in summary.times.items():
        lines.append(f"decision time, {level}: median {t.median_ms:.3f} ms, 95th percentile {t.p95_ms:.3f} ms "
                     f"({t.decisions} decisions)")
    rate = f"{summary.deals / seconds:.0f} deals/s, {summary.actions / seconds:.0f} actions/s" if seconds else "instant"
    lines.append(f"{seconds:.2f} s: {rate}")
    return lines


def _save(spec: Tournament, path: Path) -> None:
    from belote_desktop.engine.record import write_record
    from belote_desktop.savegame import save_json_atomic

    # Replaying the last unit here costs one unit and needs nothing back from the worker processes.
    _, tables = play_unit(spec, spec.count - 1, {})
    try:
        save_json_atomic(path, write_record(tables[-1].match, seat_configs(spec.levels, len(tables) == 2, spec.rules)))
    except OSError as e:
        raise _fail(f"cannot save {path}: {e.strerror or e}") from None


def run(args: argparse.Namespace) -> int:
    spec = _tournament(args)
    start = time.perf_counter()
    units, times = run_tournament(spec, args.jobs)
    seconds = time.perf_counter() - start
    summary = summarise(units, times)
    if args.save:
        _save(spec, args.save)
    if args.json:
        print(json.dumps(result_json(spec, summary, seconds, args.jobs)))
    else:
        print("\n".join(format_text(spec, summary, seconds, args.jobs)))
    return 0
