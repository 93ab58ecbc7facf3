"""Several runs of ``bench_colver.py`` against colver taken together: each run's margin and the
pooled one, from their ``--dump`` files.

Run: ``python benchmarks/colver_pool.py DUMP[:PLAYER] [DUMP[:PLAYER] ...]``

A board's margin is what the harness prints: our team's deal score minus colver's at each of the
board's two tables, the mean of the two (a board played at one table only is left out). PLAYER
picks one of the players a run gave with ``--ours`` (as written there, e.g.
``expert:budget_deepen=false``); without it, the dump's first. Runs on different seeds are
different boards, so the pooled margin is the mean over all their boards, with its 95% interval
(normal). Prints one line a run and the pooled line.
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
    return player, [sum(two) for two in tables.values() if len(two) == 2]


def summary(margins: list[float]) -> str:
    mean, half = interval(margins)
    return f"{len(margins):5d} board pairs  {mean:+7.1f} ± {half:4.1f}  ({mean - half:+.1f} to {mean + half:+.1f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("dumps", nargs="+", metavar="DUMP[:PLAYER]")
    args = parser.parse_args()
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
