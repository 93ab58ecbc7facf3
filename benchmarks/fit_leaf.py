"""How far off the depth-limited search's guess is at a trick boundary, and how far a fitted one
would be.

Run: ``python benchmarks/fit_leaf.py --train DUMP ... --hold DUMP ...``

The Expert's search from tricks 1-3 stops a trick or two ahead and guesses the rest of the deal
with ``solver.table_estimate`` (the card-power share). This replays the tables of
``bench_colver.py --dump`` files in our engine and, at the start of tricks 3, 4 and 5 (after 2, 3
and 4 tricks: where the search's horizon falls), solves each position exactly for the first team
(its card points from there, no sweep bonus). It prints the guess's error (root mean square,
card points) on the ``--hold`` positions, and that of a guess fitted by least squares on the
``--train`` ones: the even split plus the remaining points times a weighted sum of the two
teams' differences in ``table_estimate``'s share, trumps held, side-suit cards no opponent can beat, card
points held, the lead, side suits a trump holder can ruff, and card points in cards no opponent
can beat (suit contracts only). The weights are printed, so a fitted guess can be tried in the
solver; docs/BENCHMARKS.md ("The search's horizon") says what trying it gave.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_colver import COLVER_BIDDING, COLVER_PLAYING, action_from_colver, dump_match

from belote_desktop.bots.solver import COMPILED, Solver, Sweeps, point_tables, table_estimate
from belote_desktop.engine.cards import SUIT_MASKS, Mask
from belote_desktop.engine.contract import LAST_TRICK_BONUS, TABLES, Strain
from belote_desktop.engine.state import Phase

TEAMS = (0, 1, 0, 1)
NO_SWEEP = Sweeps(0, 0)
FEATURES = ("table_estimate share", "trumps", "side masters", "points held", "lead", "ruffs", "master points")


@dataclass(frozen=True)
class Position:
    hands: tuple[Mask, ...]
    strain: Strain
    leader: int
    tricks: int  # played before it
    exact: int  # the first team's card points from here on, perfect play


def positions(dumps: list[str]) -> list[Position]:
    out: list[Position] = []
    for dump in dumps:
        for line in Path(dump).read_text(encoding="utf-8").splitlines():
            table = json.loads(line)
            match = dump_match(table)
            for said in table["actions"]:
                if match.phase not in (Phase.AUCTION, Phase.PLAY):
                    break
                if match.phase == Phase.PLAY:
                    st = match.current.play  # type: ignore[union-attr]
                    assert st is not None
                    n = len(st.played)
                    if n % 4 == 0 and n // 4 in (2, 3, 4) and st.strain.suit is not None:
                        exact = Solver(st, 0, sweeps=NO_SWEEP).value() - st.points[0]
                        out.append(Position(tuple(st.hands), st.strain, int(st.turn), n // 4, exact))
                phase = COLVER_BIDDING if match.phase == Phase.AUCTION else COLVER_PLAYING
                match.apply(action_from_colver(said, phase))
    return out


def rest_of(p: Position) -> int:
    pts = TABLES[p.strain].points
    live = p.hands[0] | p.hands[1] | p.hands[2] | p.hands[3]
    return sum(pts[c] for c in range(32) if live >> c & 1) + LAST_TRICK_BONUS


def features(p: Position, rest: int, guess: int) -> list[float]:
    """The first team's minus the second's, scaled as the fit uses them; the first is
    ``table_estimate``'s guess as a share of the remaining points (the card-power share)."""
    t = TABLES[p.strain]
    team_hands = [p.hands[0] | p.hands[2], p.hands[1] | p.hands[3]]
    trumps, masters, held, ruffs, master_points = [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]
    for seat, hand in enumerate(p.hands):
        side = TEAMS[seat]
        opponents = team_hands[1 - side]
        if hand & t.cut_mask:
            ruffs[side] += sum(1 for s in SUIT_MASKS if not s & t.cut_mask and not hand & s and opponents & s)
        for c in (c for c in range(32) if hand >> c & 1):
            held[side] += t.points[c]
            master = not opponents & t.higher[c]
            if t.cut_mask >> c & 1:
                trumps[side] += 1
            else:
                masters[side] += master
            master_points[side] += t.points[c] if master else 0
    return [
        guess / rest - 0.5, (trumps[0] - trumps[1]) / 8, (masters[0] - masters[1]) / 4,
        (held[0] - held[1]) / rest, 1.0 if TEAMS[p.leader] == 0 else -1.0, (ruffs[0] - ruffs[1]) / 4,
        (master_points[0] - master_points[1]) / rest,
    ]


@dataclass(frozen=True)
class Row:
    """A position as the fit and the comparison read it, computed once."""

    tricks: int
    exact: int
    rest: int
    guess: int  # table_estimate's
    features: list[float]

    @classmethod
    def of(cls, p: Position) -> Row:
        rest = rest_of(p)
        guess = table_estimate(list(p.hands), TABLES[p.strain], point_tables(p.strain), 0, p.leader, TEAMS, 2)
        return cls(p.tricks, p.exact, rest, guess, features(p, rest, guess))


def least_squares(rows: list[list[float]], targets: list[float]) -> list[float]:
    """The weights minimising the squared error (normal equations, Gaussian elimination)."""
    k = len(rows[0])
    a = [[sum(r[i] * r[j] for r in rows) for j in range(k)] + [sum(r[i] * y for r, y in zip(rows, targets))]
         for i in range(k)]
    for i in range(k):
        pivot = max(range(i, k), key=lambda r: abs(a[r][i]))
        a[i], a[pivot] = a[pivot], a[i]
        for r in range(k):
            if r != i:
                f = a[r][i] / a[i][i]
                a[r] = [x - f * y for x, y in zip(a[r], a[i])]
    return [a[i][k] / a[i][i] for i in range(k)]


def fitted(row: Row, weights: list[float]) -> float:
    share = sum(w * f for w, f in zip(weights, row.features))
    return min(max(row.rest * (0.5 + share), 0.0), float(row.rest))


def rms(errors: list[float]) -> float:
    return math.sqrt(sum(e * e for e in errors) / len(errors))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--train", nargs="+", required=True, help="bench_colver.py --dump files to fit on")
    parser.add_argument("--hold", nargs="+", required=True, help="other dumps to measure on")
    args = parser.parse_args()
    train = [Row.of(p) for p in positions(args.train)]
    hold = [Row.of(p) for p in positions(args.hold)]
    print(f"solver compiled: {COMPILED}; {len(train)} positions to fit on, {len(hold)} held out")
    weights = least_squares([r.features for r in train], [r.exact / r.rest - 0.5 for r in train])
    print("weights: " + ", ".join(f"{name} {w:+.4f}" for name, w in zip(FEATURES, weights)))
    for tricks in (None, 2, 3, 4):
        part = [r for r in hold if tricks is None or r.tricks == tricks]
        where = "all" if tricks is None else f"after {tricks} tricks"
        print(f"  {where:15} n={len(part):5}  table_estimate {rms([r.guess - r.exact for r in part]):5.2f}"
              f"  fitted {rms([fitted(r, weights) - r.exact for r in part]):5.2f}"
              f"  even split {rms([r.rest / 2 - r.exact for r in part]):5.2f}")

if __name__ == "__main__":
    main()
