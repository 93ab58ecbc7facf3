"""Several runs of ``bench_colver.py`` against colver taken together: each run's margin and the
pooled one, from their ``--dump`` files.

Run: ``python benchmarks/colver_pool.py DUMP[:PLAYER] [DUMP[:PLAYER] ...]``
     ``python benchmarks/colver_pool.py --paired DUMP[:PLAYER] DUMP[:PLAYER]``

A board's margin is what the harness prints: our team's deal score minus colver's at each of the
board's two tables, the mean of the two (a board played at one table only is left out). PLAYER
picks one of the players a run gave with ``--ours`` (as written there, e.g.
``expert:budget_deepen=false``); without it, the dump's first. Runs on different seeds are
different boards, so the pooled margin is the mean over all their boards, with its 95% interval
(normal). Prints one line a run and the pooled line. ``--paired`` takes two runs of the same
seed (the same boards, e.g. the compiled and the pure build) and prints the second's margin minus
the first's, board by board, with its 95% interval.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_colver import dump_margin, interval


def board_margins(path: Path, player: str | None) -> tuple[str, list[float]]:
    """The player's margin of every board of the dump played at both tables."""
    chosen, by_board = margins_by_board(path, player)
    return chosen, list(by_board.values())


def margins_by_board(path: Path, player: str | None) -> tuple[str, dict[int, float]]:
    """The player's margin of every board of the dump played at both tables, by board."""
    tables: dict[int, list[float]] = defaultdict(list)
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            table = json.loads(line)
            if player is None:
                player = str(table["player"])
            if table["player"] != player:
                continue
            tables[int(table["board"])].append(dump_margin(table) / 2)
    if player is None:
        raise SystemExit(f"{path}: no tables")
    return player, {board: sum(two) for board, two in tables.items() if len(two) == 2}


def summary(margins: list[float]) -> str:
    mean, half = interval(margins)
    return f"{len(margins):5d} board pairs  {mean:+7.1f} ± {half:4.1f}  ({mean - half:+.1f} to {mean + half:+.1f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("dumps", nargs="+", metavar="DUMP[:PLAYER]")
    parser.add_argument("--paired", action="store_true", help="two runs of one seed: the second minus the first, board by board")
    args = parser.parse_args()
    if args.paired:
        if len(args.dumps) != 2:
            raise SystemExit("--paired takes two dumps")
        (_, a), (_, b) = (margins_by_board(Path(n), p or None) for n, _, p in (d.partition(":") for d in args.dumps))
        both = sorted(set(a) & set(b))
        if len(both) < 2:
            raise SystemExit("--paired: the two dumps share fewer than two boards (not the same seed?)")
        print(f"{args.dumps[1]} minus {args.dumps[0]} on {len(both)} shared boards: {summary([b[k] - a[k] for k in both])}")
        return
    pooled: list[float] = []
    for spec in args.dumps:
        name, _, player = spec.partition(":")
        chosen, margins = board_margins(Path(name), player or None)
        if not margins:
            raise SystemExit(f"{name}: no board of {chosen} played at both tables")
        pooled += margins
        print(f"{name} ({chosen}): {summary(margins)}")
    print(f"pooled: {summary(pooled)}")


if __name__ == "__main__":
    main()
