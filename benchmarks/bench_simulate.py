"""Whole-process speed of `belote-desktop simulate` with random players, against belote-cli's engine.

belote-cli (a terminal Belote game on PyPI) has no simulation command, so its figure is taken with a
driver written here: Classic deals through its own functions (``start_round``, ``place_bid``,
``legal_cards``, ``play_card``, ``score_round``, ``apply_round_score``) by random-legal players that
pass 75% of the time in the auction, as ``simulate``'s random players do; passed-out deals are
dealt again and not counted. Both are timed as whole processes (interpreter start-up, imports,
play, output), alternately, several times; the ratio is of the medians, within one run, because
the machine is shared and absolute rates wander.

    python3 -m venv /tmp/bcli && /tmp/bcli/bin/pip install belote-cli        # once, outside .venv
    .venv/bin/python benchmarks/bench_simulate.py --belote-cli-python /tmp/bcli/bin/python

Without belote-cli it measures ``simulate`` alone.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Runs inside belote-cli's interpreter: random-legal Classic deals through its engine.
BELOTE_CLI_DRIVER = r"""
import random, sys
from belote.game import (Phase, new_game, start_round, place_bid, legal_cards, play_card)
from belote.scoring import score_round, apply_round_score
from belote.deck import Suit

deals, seed = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
suits = [Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS]
state = new_game(target=10**9)
played = redeals = 0
while played < deals:
    state = start_round(state, random.Random(rng.random()))
    while state.phase == Phase.BIDDING:
        if rng.random() < 0.75:
            bid = None
        elif state.bidding_round == 1:
            bid = state.up_card.suit
        else:
            bid = rng.choice([s for s in suits if s != state.up_card.suit])
        state = place_bid(state, bid)
    if state.phase != Phase.PLAYING:
        redeals += 1
        continue
    while state.phase == Phase.PLAYING:
        legal = legal_cards(state, state.turn)
        state = play_card(state, legal[int(rng.random() * len(legal))])
    state = apply_round_score(state, score_round(state))
    played += 1
print(played, redeals)
"""


def _timed(argv: list[str], source: Path | None = None) -> float:
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    if source is not None:
        env["PYTHONPATH"] = str(source)  # found before the editable install of this tree
    start = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, cwd=source or ROOT, env=env)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--variant", default="classic", choices=["classic", "contree"])
    parser.add_argument("--belote-cli-python", metavar="PYTHON", default=os.environ.get("BELOTE_CLI_PYTHON"),
                        help="an interpreter that has belote-cli installed, never the project's venv "
                             "(default: $BELOTE_CLI_PYTHON)")
    parser.add_argument("--before", type=Path, metavar="DIR",
                        help="also time the simulate of an older source tree (e.g. from `git archive REV | tar -x -C DIR`)")
    args = parser.parse_args()
    ours_cmd = [sys.executable, "-m", "belote_desktop", "simulate", "--variant", args.variant,
                "--deals", str(args.deals), "--seed", "1"]
    theirs_cmd = None
    if args.belote_cli_python:
        theirs_cmd = [args.belote_cli_python, "-c", BELOTE_CLI_DRIVER, str(args.deals), "1"]
    ours: list[float] = []
    theirs: list[float] = []
    before: list[float] = []
    for _ in range(args.repeats):
        ours.append(_timed(ours_cmd))
        if theirs_cmd:
            theirs.append(_timed(theirs_cmd))
        if args.before:
            before.append(_timed(ours_cmd, args.before.resolve()))
    rates = {"simulate (this tree)": (ours, args.variant)}
    if before:
        rates[f"simulate ({args.before})"] = (before, args.variant)
    if theirs:
        rates["belote-cli driver"] = (theirs, "classic")
    for name, (runs, variant) in rates.items():
        print(f"{name}, {variant}, whole process: {args.deals / statistics.median(runs):,.0f} deals/s "
              f"(median of {len(runs)} runs of {args.deals} deals: {', '.join(f'{t:.2f}' for t in runs)} s)")
    if theirs:
        for name, (runs, _) in rates.items():
            if runs is not theirs:
                print(f"ratio, {name} / belote-cli: {statistics.median(theirs) / statistics.median(runs):.2f}x")
    else:
        print("belote-cli not measured (no --belote-cli-python)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
