"""Where a fixed-contract margin against colver comes from: the contract's fate at the two tables
of each board, and which card first turned that fate double dummy.

Run: ``python benchmarks/colver_fates.py DUMP [DUMP ...] [--player NAME] [--flips]``

On fixed contracts (``bench_colver.py --mode fixed --dump``) both tables of a board play the same
contract, our team declaring at one and colver's at the other. Each board falls in one of four
groups by the contract's fate at the two tables (ours made or down, colver's made or down); the
groups' margins add up to the run's, so a loss that lies in the boards where one side's contract
makes and the other's goes down shows up as such.

``--flips``: every table is replayed in our engine, and at each card with a choice the deal is
solved exactly for the team to play (``colver_losses.exact_margins``). A card *turns the fate*
when it scores 100 deal points or more below the exact best card: with the best card the
contract would make (for the contract's team) or go down (for the defence), with it not. The first
such card of each table is counted by who played it (ours, colver's), their role and the trick.
A card that turns the fate double dummy may still have been right with what its player could
know: the counts compare players, they do not count errors.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_colver import COLVER_BIDDING, COLVER_PLAYING, action_from_colver, dump_margin, dump_match, interval
from colver_auctions import replay
from colver_losses import exact_margins

from belote_desktop.engine.state import Phase
from belote_desktop.engine.view import view_of

#: a card that costs this much deal score against the exact best one changed the contract's fate
#: (a Contrée contract made and down differ by the contract and 160 points or more)
FATE = 100.0


def first_turn(table: dict[str, Any], team: int) -> tuple[str, str, int] | None:
    """The first card that turned the contract's fate double dummy: (who played it, role, trick
    from 1), or None."""
    match = dump_match(table)
    for said in table["actions"]:
        phase = COLVER_BIDDING if match.phase == Phase.AUCTION else COLVER_PLAYING
        action = action_from_colver(said, phase)
        if match.phase == Phase.PLAY:
            seat = match.current_player
            assert seat is not None
            view = view_of(match, seat)
            if len(view.legal_actions) > 1:
                margins = exact_margins(match, view)
                if max(margins.values()) - margins[action] >= FATE:  # type: ignore[index]  # a card, in play
                    who = "ours" if int(seat) & 1 == table["ours"] else "colver"
                    role = "contract" if int(seat) & 1 == team else "defence"
                    return who, role, len(match.current.play.played) // 4 + 1  # type: ignore[union-attr]
        match.apply(action)
    return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("dumps", nargs="+")
    parser.add_argument("--player", help="only this player's tables (the names --ours gave); default the first")
    parser.add_argument("--flips", action="store_true", help="also find the first card that turned each table's fate")
    args = parser.parse_args()
    groups: dict[str, list[float]] = defaultdict(list)
    turns: Counter[tuple[str, str, int]] = Counter()
    unturned: Counter[str] = Counter()
    boards = 0
    for name in args.dumps:
        player = args.player
        by_board: dict[int, list[dict[str, Any]]] = defaultdict(list)
        for line in Path(name).read_text(encoding="utf-8").splitlines():
            table = json.loads(line)
            player = player or table["player"]
            if table["player"] == player:
                by_board[int(table["board"])].append(table)
        for two in by_board.values():
            if len(two) != 2:
                continue
            boards += 1
            scored = [replay(t) for t in two]
            team = scored[0].takers
            assert team is not None, "a fixed contract is never passed out"
            ours, theirs = (0, 1) if two[0]["ours"] == team else (1, 0)  # our team declares at table ours
            fate = f"ours {'made' if scored[ours].made else 'down'}, colver's {'made' if scored[theirs].made else 'down'}"
            groups[fate].append((dump_margin(two[0]) + dump_margin(two[1])) / 2)
            for i, table in enumerate(two if args.flips else ()):
                turned = first_turn(table, team)
                if turned is None:
                    unturned["ours" if i == ours else "theirs"] += 1
                else:
                    turns[turned] += 1
    print(f"{boards} boards; the contract's fate at the two tables, the margin of those boards, and their share of the run's")
    for fate in sorted(groups):
        margins = groups[fate]
        mean, half = interval(margins) if len(margins) > 1 else (margins[0], 0.0)
        print(f"  {fate:26} {len(margins):5} boards  {mean:+8.1f} ± {half:5.1f}  share {sum(margins) / boards:+7.2f} a board")
    if args.flips:
        print("the first card that turned a table's fate double dummy: who, role, trick")
        for who in ("ours", "colver"):
            for role in ("contract", "defence"):
                row = [turns[(who, role, trick)] for trick in range(1, 9)]
                print(f"  {who:7} {role:9} " + " ".join(f"{n:3}" for n in row) + f"   all {sum(row)}")
        print(f"  tables whose fate no card turned: our team declaring {unturned['ours']}, colver's {unturned['theirs']}")


if __name__ == "__main__":
    main()
