"""Where our Expert and colver's IS-DD lose deal score, judged double dummy, on the tables
``bench_colver.py --dump FILE`` played.

Run: ``python benchmarks/colver_losses.py FILE [--player NAME] [--ask MS] [--cards N]``

Each table of the dump is replayed in our engine. At every card with more than one legal card,
the deal is solved exactly (all hands known) for the team to play, and a card's loss is the deal
score margin (our engine's Contrée scoring, as ``bench_solver.py --mix`` counts it) of the best
card minus that of the card chosen. A card can lose double dummy and still be right with what its
player could know, so the figures compare players, they do not count errors.

- Without ``--ask``: the cards played, summed per side (ours, colver's), per role (the
  contract's team or the defence) and per part of the deal (tricks 1-2, 3-4, 5-8). The two
  sides meet different positions (each plays the contract at one table of a board), so the
  rows differ by position as much as by player.
- ``--ask MS``: the same positions for both. At each card with a choice among the first
  ``--cards`` cards of the play (default 16: tricks 1-4), whoever played it, our Expert (with
  ``budget_ms`` MS) and colver's IS-DD (``time_ms`` MS, fed the table's actions as in the
  harness) are both asked, and their losses are compared position by position.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import random
import statistics
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_colver import (
    COLVER_BIDDING,
    COLVER_PLAYING,
    dump_match,
    _skip_forced_passes,
    action_from_colver,
    card_to_colver,
    colver_spec,
)

from belote_desktop.bots.expert import DealJudge, ExpertBot
from belote_desktop.bots.sampling import original_hands
from belote_desktop.bots.solver import COMPILED, Solver
from belote_desktop.engine.cards import Card, Seat
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.view import SeatView, view_of

PARTS = ((0, 2, "tricks 1-2"), (2, 4, "tricks 3-4"), (4, 8, "tricks 5-8"))


def part_of(trick: int) -> str:
    return next(name for lo, hi, name in PARTS if lo <= trick < hi)


def exact_margins(match: Match, view: SeatView) -> dict[Card, float]:
    """Each legal card's deal score margin for the team to play, all hands known."""
    state = match.current.play  # type: ignore[union-attr]
    assert state is not None
    judge = DealJudge.of(view)
    fixed = judge.fixed_points(original_hands(view, list(state.hands)))
    values = Solver(state, int(view.seat) & 1).card_values()
    return {c: judge.margin(v, fixed) for c, v in values.items()}


def role_of(view: SeatView) -> str:
    return "contract" if view.taker is not None and int(view.taker) & 1 == int(view.seat) & 1 else "defence"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("dump")
    parser.add_argument("--player", help="only this player's tables (the names --ours gave)")
    parser.add_argument("--ask", type=int, metavar="MS", help="ask both players at the same positions")
    parser.add_argument("--cards", type=int, default=16, help="with --ask: positions among the first N cards")
    args = parser.parse_args()
    print(f"solver compiled: {COMPILED}")
    colver: Any = importlib.import_module("colver") if args.ask else None  # a benchmark-only install
    played: dict[tuple[str, str, str], list[float]] = defaultdict(list)
    asked: dict[tuple[str, str], list[tuple[float, float]]] = defaultdict(list)
    tables = 0
    for line in Path(args.dump).read_text(encoding="utf-8").splitlines():
        table = json.loads(line)
        if args.player and table["player"] != args.player:
            continue
        tables += 1
        match = dump_match(table)
        env: Any = None
        agents: dict[Seat, Any] = {}
        if args.ask:
            env = colver.Env.deal_with_hands(int(table["dealer"]), [[card_to_colver(c) for c in h] for h in table["hands"]])
            spec = colver_spec(args.ask)
            agents = {s: colver.Agent(spec, seat=int(s), seed=tables * 10 + int(s)) for s in Seat}
            for agent in agents.values():
                agent.init_deal(env)
        for said in table["actions"]:
            seat = match.current_player
            assert seat is not None
            if env is not None:
                _skip_forced_passes(env, agents.values(), int(seat))
            phase = COLVER_BIDDING if match.phase == Phase.AUCTION else COLVER_PLAYING
            action = action_from_colver(said, phase)
            if match.phase == Phase.PLAY:
                view = view_of(match, seat)
                n = len(match.current.play.played)  # type: ignore[union-attr]
                if len(view.legal_actions) > 1 and (not args.ask or n < args.cards):
                    margins = exact_margins(match, view)
                    best = max(margins.values())
                    side = "ours" if int(seat) & 1 == table["ours"] else "colver"
                    played[(side, role_of(view), part_of(n // 4))].append(best - margins[action])  # type: ignore[index]
                    if args.ask:
                        ours = ExpertBot(budget_ms=args.ask).choose(view, random.Random(tables * 100 + n))
                        theirs = action_from_colver(int(agents[seat].decide(env)["action"]), COLVER_PLAYING)
                        asked[(role_of(view), part_of(n // 4))].append(
                            (best - margins[ours], best - margins[theirs])  # type: ignore[index]
                        )
            if env is not None:
                for agent in agents.values():
                    agent.observe(env, said)
                env.step(said)
            match.apply(action)
            if env is not None and match.phase != Phase.AUCTION:
                _skip_forced_passes(env, agents.values(), None)
    print(f"{tables} tables")
    if not args.ask:
        print(f"{'side':7} {'role':9} {'part':11} {'cards':>6} {'loss a card':>12} {'loss a table':>13}")
        for key in sorted(played):
            xs = played[key]
            print(f"{key[0]:7} {key[1]:9} {key[2]:11} {len(xs):6} {statistics.fmean(xs):12.2f} {sum(xs) / tables:13.2f}")
        for side in ("ours", "colver"):
            print(f"{side}: {sum(sum(xs) for k, xs in played.items() if k[0] == side) / tables:.2f} lost a table")
        return
    print(f"the same positions, each player asked at {args.ask} ms: loss a card (ours minus colver's, ± s.e.)")
    every: list[tuple[float, float]] = []
    for where in sorted(asked):
        pairs = asked[where]
        every += pairs
        diff = [a - b for a, b in pairs]
        print(f"  {where[0]:9} {where[1]:11} n={len(pairs):4}  ours {statistics.fmean(a for a, _ in pairs):6.2f}"
              f"  colver {statistics.fmean(b for _, b in pairs):6.2f}  {statistics.fmean(diff):+6.2f}"
              f" ± {statistics.stdev(diff) / math.sqrt(len(diff)):.2f}")
    diff = [a - b for a, b in every]
    print(f"  all: n={len(every)}  ours {statistics.fmean(a for a, _ in every):.2f}"
          f"  colver {statistics.fmean(b for _, b in every):.2f}  {statistics.fmean(diff):+.2f}"
          f" ± {statistics.stdev(diff) / math.sqrt(len(diff)):.2f}")


if __name__ == "__main__":
    main()
