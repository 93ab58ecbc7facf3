"""How well the card odds read from a Contrée auction predict where the cards are, and a table of
odds fitted to auctions.

Run: ``python benchmarks/fit_odds.py --deals 20000 --hold 2000 [--seed S] [--write]``

Deals are shuffled and bid by four Hard players (the auctions ``bench_colver.py --mode fixed``
plays; deals passed out are skipped). From every seat's view at the first card, each unseen
card's holder is predicted by ``Knowledge.probabilities`` with the odds from the auction's calls:
the hand-set odds, none at all (every consistent deal alike), and odds counted on the training
deals (how often a seat that made such calls holds a card of each kind, ``odds_table``). The
report is the mean log-loss (nats a hidden card; lower is better) and the mean probability given
to the true holder, on the ``--hold`` deals. ``--write`` stores the counted table in
``belote_desktop/bots/contree_odds.py``.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import random
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Callable, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_colver import hard_auction

from belote_desktop.bots.knowledge import Knowledge
from belote_desktop.bots.auction_odds import CardKey, auction_keys, key_levels
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.dealing import DealLayout
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Action, Match, Phase
from belote_desktop.engine.view import SeatView, view_of

Odds = tuple[tuple[float, ...], ...]

#: a key's count is shrunk to the coarser key's rate with this many pseudo-observations
SHRINK = 30.0
TABLE_FILE = Path(__file__).resolve().parent.parent / "belote_desktop" / "bots" / "contree_odds.py"


def bid_deals(count: int, rng: random.Random) -> list[Match]:
    """``count`` deals at the start of the play, each bid by four Hard players."""
    rules = RuleSet.default(Variant.CONTREE)
    out: list[Match] = []
    board = 0
    while len(out) < count:
        layout = DealLayout.shuffled(Variant.CONTREE, Seat(board & 3), rng)
        board += 1
        seed = rng.randrange(1 << 30)
        auction = hard_auction(layout, seed)
        if auction is None:
            continue
        match = Match(rules, seed=seed, first_dealer=layout.dealer)
        match.deal(layout)
        for action in auction:
            match.apply(action)
        assert match.phase == Phase.PLAY
        out.append(match)
    return out


def holders(match: Match) -> list[int]:
    """Who holds each card at the first card of the play."""
    out = [0] * 32
    for seat in Seat:
        hand = view_of(match, seat).hand
        for c in range(32):
            if hand >> c & 1:
                out[c] = int(seat)
    return out


def count(matches: list[Match]) -> dict[CardKey, float]:
    """The rate at which a seat holds a card, per key at every level, shrunk level by level."""
    hits: dict[CardKey, int] = defaultdict(int)
    seen: dict[CardKey, int] = defaultdict(int)
    for match in matches:
        where = holders(match)
        auction = view_of(match, Seat(0)).auction
        for seat in range(4):
            keys = auction_keys(auction, seat)
            for c in range(32):
                for key in key_levels(keys[c]):
                    seen[key] += 1
                    hits[key] += where[c] == seat
    table: dict[CardKey, float] = {}
    for key in sorted(seen, key=len):
        coarser = key[:-1] if len(key) > 1 else None
        prior = table[coarser] if coarser is not None and coarser in table else 0.25
        table[key] = (hits[key] + SHRINK * prior) / (seen[key] + SHRINK)
    return table


def odds_from(table: dict[CardKey, float], auction: Sequence[tuple[int, Action]], seat: int) -> tuple[float, ...]:
    keys = auction_keys(auction, seat)
    row = []
    for c in range(32):
        rate = 0.25
        for key in key_levels(keys[c]):
            rate = table.get(key, rate)
        rate = min(max(rate, 1e-3), 1 - 1e-3)
        row.append(rate / (1 - rate) * 3.0)  # odds against the three other seats, 1.0 at 1 in 4
    return tuple(row)


def loss(matches: list[Match], odds_of: Callable[[Knowledge, SeatView], Odds | None]) -> tuple[float, float]:
    total = 0.0
    prob = 0.0
    n = 0
    for match in matches:
        where = holders(match)
        for seat in Seat:
            view = view_of(match, seat)
            knowledge = Knowledge.from_view(view)
            odds = odds_of(knowledge, view)
            if odds is not None:
                knowledge = dataclasses.replace(knowledge, _odds=odds)
            p = knowledge.probabilities()
            unseen = knowledge.unseen
            for c in range(32):
                if unseen >> c & 1:
                    q = max(p[where[c]][c], 1e-9)
                    total -= math.log(q)
                    prob += q
                    n += 1
    return total / n, prob / n


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=20000)
    parser.add_argument("--hold", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    started = time.perf_counter()
    train = bid_deals(args.deals, rng)
    hold = bid_deals(args.hold, rng)
    print(f"{len(train)} training deals, {len(hold)} held out ({time.perf_counter() - started:.0f} s)")
    table = count(train)
    print(f"{len(table)} keys")
    uniform = tuple(tuple(1.0 for _ in range(32)) for _ in range(4))
    ways: dict[str, Callable[[Knowledge, SeatView], Odds | None]] = {
        "hand-set odds": lambda k, v: None,
        "no odds": lambda k, v: uniform,
        "counted odds": lambda k, v: tuple(
            (1.0,) * 32 if s == int(v.seat) else odds_from(table, v.auction, s) for s in range(4)),
    }
    for name, way in ways.items():
        nats, p = loss(hold, way)
        print(f"  {name:14}: {nats:.4f} nats a hidden card, {p:.4f} mean probability of the true holder")
    if args.write:
        lines = [
            '"""Odds of where a card lies after a Contrée auction, counted by ``benchmarks/fit_odds.py``',
            f"on {len(train)} deals bid by four Hard players (seed {args.seed}): the rate at which a seat",
            "holds a card, per key of ``auction_odds.auction_keys`` (coarser keys first)."
            '"""',
            "",
            "RATES: dict[tuple[object, ...], float] = {",
        ]
        lines += [f"    {key!r}: {rate:.4f}," for key, rate in table.items()]
        lines.append("}")
        TABLE_FILE.write_text("\n".join(lines) + "\n")
        print(f"wrote {TABLE_FILE}")


if __name__ == "__main__":
    main()
