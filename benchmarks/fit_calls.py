"""Fit the Expert's call judge's fresh-deal estimate (``expert_calls.FIT``) on exact solves.

Run: ``python benchmarks/fit_calls.py [--deals N] [--seed S] [--cache FILE]``. Deals ``N`` fresh
32-card deals (seeded), each with a random first leader, solves each suit strain exactly for
North-South (``solver.Solver(...).value()``, Contrée's default play rules; a capot counted as
162), fits the weights of ``expert_calls.deal_features`` by least squares on the first three
quarters of the deals and prints them with the root mean square error on the last quarter, next
to the card-power share's (``solver.estimate``). ``--cache`` keeps the solves (JSON) so that a
change of features re-fits without solving again. Single-threaded: about 0.3 s a solve compiled.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time
from pathlib import Path

from belote_desktop.bots.expert_calls import FIT, deal_features
from belote_desktop.bots.solver import Solver, points_of
from belote_desktop.engine.cards import Mask
from belote_desktop.engine.contract import DEAL_POINTS, Strain
from belote_desktop.engine.play import PlayState
from belote_desktop.engine.rules import RuleSet, Variant

#: one solve: the four hands, the strain, the first leader, North-South's exact card points
Row = tuple[list[Mask], int, int, int]


def _fresh(rng: random.Random) -> list[Mask]:
    cards = list(range(32))
    rng.shuffle(cards)
    return [sum(1 << c for c in cards[8 * s: 8 * s + 8]) for s in range(4)]


def solve_rows(deals: int, seed: int, cache: Path | None) -> list[Row]:
    if cache is not None and cache.exists():
        stored = json.loads(cache.read_text())
        if stored["seed"] == seed and len(stored["rows"]) >= 4 * deals:
            return [(r[0], r[1], r[2], r[3]) for r in stored["rows"][: 4 * deals]]
    rules = RuleSet.default(Variant.CONTREE)
    rng = random.Random(seed)
    rows: list[Row] = []
    start = time.perf_counter()
    for d in range(deals):
        hands = _fresh(rng)
        leader = rng.randrange(4)
        for strain in list(Strain)[:4]:
            state = PlayState(list(hands), strain, leader, rules.partner_exemption, rules.must_undertrump)
            points = min(points_of(Solver(state, 0).value())[0], DEAL_POINTS)
            rows.append((hands, int(strain), leader, points))
        if (d + 1) % 50 == 0:
            print(f"  {d + 1} deals solved, {time.perf_counter() - start:.0f} s", flush=True)
    if cache is not None:
        cache.write_text(json.dumps({"seed": seed, "rows": rows}))
    return rows


def least_squares(xs: list[tuple[float, ...]], ys: list[float]) -> list[float]:
    """The weights minimising the squared error (normal equations, Gaussian elimination)."""
    n = len(xs[0])
    a = [[sum(x[i] * x[j] for x in xs) for j in range(n)] + [sum(x[i] * y for x, y in zip(xs, ys))] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        if abs(a[col][col]) < 1e-12:
            continue  # a feature that never varies: weight 0
        for r in range(n):
            if r != col:
                f = a[r][col] / a[col][col]
                a[r] = [u - f * v for u, v in zip(a[r], a[col])]
    return [a[i][n] / a[i][i] if abs(a[i][i]) >= 1e-12 else 0.0 for i in range(n)]


def rms(errors: list[float]) -> float:
    return math.sqrt(sum(e * e for e in errors) / len(errors))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cache", type=Path, default=None)
    args = parser.parse_args()
    rows = solve_rows(args.deals, args.seed, args.cache)
    cut = 4 * (3 * args.deals // 4)  # whole deals on each side of the cut
    features = [deal_features(h, Strain(s), leader, 0) for h, s, leader, _ in rows]
    ys = [float(p) for *_, p in rows]
    weights = least_squares(features[:cut], ys[:cut])

    def predict(f: tuple[float, ...]) -> float:
        return min(max(sum(w * x for w, x in zip(weights, f)), 0.0), float(DEAL_POINTS))

    held_out = range(cut, len(rows))
    print(f"{len(rows)} solves ({args.deals} deals, seed {args.seed}); fitted on {cut}, judged on {len(rows) - cut}")
    print(f"card-power share: {rms([features[i][1] - ys[i] for i in held_out]):.1f} points off (rms, held out)")
    print(f"fitted:           {rms([predict(features[i]) - ys[i] for i in held_out]):.1f} points off (rms, held out)")
    print(f"fitted, in-sample: {rms([predict(features[i]) - ys[i] for i in range(cut)]):.1f}")
    print(f"FIT now in expert_calls: {rms([min(max(sum(w * x for w, x in zip(FIT, features[i])), 0.0), 162.0) - ys[i] for i in held_out]):.1f} (held out)")
    print("FIT = (" + ", ".join(f"{w:.3f}" for w in weights) + ")")


if __name__ == "__main__":
    main()
