"""Where a full-auction run against colver wins and loses: the contracts at a board's two tables.

Run: ``python benchmarks/colver_auctions.py DUMP [DUMP ...]`` on the ``--dump`` of
``bench_colver.py --mode auction``.

Each table is replayed through our engine (its contract and its score, as the harness scored it).
A board's two tables hold the same cards, our players sitting North-South at one and East-West at
the other, so a board falls in one of these groups, by which team took the contract at each table:

- **same hands take**: the same cards took at both tables, so our team at one and colver's at the
  other. Split by our contract against colver's with those cards (higher, lower, the same; the
  same strain or not) and by who made it: the part of the margin the level of the bidding and the
  card play make.
- **we take both / colver takes both**: one side also took with the other cards (outbid the
  other or entered an auction the other passed).
- **passed out** at a table.

For each group: boards, its mean margin per board, and its share of the run's mean margin (the
groups' shares add up to the run's margin per deal; the parts of "same hands take", each one way
of splitting it, add up to its share).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_colver import COLVER_BIDDING, COLVER_PLAYING, action_from_colver, dump_margin, dump_match

from belote_desktop.engine.contract import Contract
from belote_desktop.engine.events import DealScored
from belote_desktop.engine.scoring import DealScore
from belote_desktop.engine.state import Phase


@dataclass(frozen=True)
class Table:
    ours: int  # our team: 0 North-South, 1 East-West
    contract: Contract | None  # None: passed out
    takers: int | None  # the taking team
    made: bool
    margin: float  # our deal score minus colver's


def replay(table: dict[str, Any]) -> Table:
    match = dump_match(table)
    scored: DealScore | None = None
    for said in table["actions"]:
        phase = COLVER_BIDDING if match.phase == Phase.AUCTION else COLVER_PLAYING
        for event in match.apply(action_from_colver(said, phase)):
            if isinstance(event, DealScored) and isinstance(event.score, DealScore):
                scored = event.score
    ours = int(table["ours"])
    margin = dump_margin(table)
    if scored is None or scored.contract is None:
        return Table(ours, None, None, False, margin)
    return Table(ours, scored.contract, int(scored.taker_team), scored.made, margin)


def groups(a: Table, b: Table) -> list[str]:
    """The board's group, and for "same hands take" its level and its outcome apart."""
    if a.contract is None or b.contract is None or a.takers is None or b.takers is None:
        return ["passed out at a table"]
    a_ours, b_ours = a.takers == a.ours, b.takers == b.ours
    if a_ours and b_ours:
        return ["we take both"]
    if not a_ours and not b_ours:
        return ["colver takes both"]
    us, them = (a, b) if a_ours else (b, a)
    assert us.contract is not None and them.contract is not None
    level = "the same level" if us.contract.value == them.contract.value else (
        "we bid higher" if us.contract.value > them.contract.value else "we bid lower")
    strain = "the same strain" if us.contract.strain == them.contract.strain else "another strain"
    made = {(True, True): "both made", (True, False): "only ours made", (False, True): "only colver's made",
            (False, False): "both down"}[(us.made, them.made)]
    contred = "contred at a table" if us.contract.multiplier > 1 or them.contract.multiplier > 1 else "not contred"
    return ["same hands take", f"  {level}, {strain}", f"  {made}", f"  {contred}"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("dumps", nargs="+")
    args = parser.parse_args()
    for dump in args.dumps:
        boards: dict[tuple[str, int], list[Table]] = defaultdict(list)
        for line in Path(dump).read_text(encoding="utf-8").splitlines():
            table = json.loads(line)
            boards[(table["player"], table["board"])].append(replay(table))
        for player in sorted({p for p, _ in boards}):
            margins: dict[str, list[float]] = defaultdict(list)
            order: list[str] = []
            count = 0
            for (p, _), tables in boards.items():
                if p != player or len(tables) != 2:
                    continue
                count += 1
                for name in groups(*tables):
                    margins[name].append(sum(t.margin for t in tables) / 2)
            # the groups, each followed by its parts
            top = sorted((n for n in margins if not n.startswith(" ")), key=lambda n: -len(margins[n]))
            for name in top:
                order.append(name)
                if name == "same hands take":
                    order += sorted((n for n in margins if n.startswith(" ")), key=lambda n: -len(margins[n]))
            total = sum(sum(margins[n]) for n in top)
            print(f"{dump}, {player}: {count} boards, {total / count:+.1f} a deal")
            for name in order:
                m = margins[name]
                print(f"  {name:40} {len(m):4} boards  mean {statistics.fmean(m):+7.1f}  share {sum(m) / count:+6.1f}")


if __name__ == "__main__":
    main()
