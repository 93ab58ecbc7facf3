"""Engine throughput: random full deals per second, legal-move generation, copy and make/unmake.

Run: ``python benchmarks/bench_engine.py [--seconds S]``. Single-threaded (one core). Numbers go
to docs/BENCHMARKS.md with the date and the machine; compare ratios within one run, the machine
is noisy.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time
from typing import Callable

from belote_desktop.engine.auctions import Call
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.contract import Strain
from belote_desktop.engine.dealing import DealLayout
from belote_desktop.engine.play import PlayState
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Match, Phase


def _pick(mask: int, rng: random.Random) -> int:
    """A uniformly random set bit of ``mask``."""
    k = int(rng.random() * mask.bit_count())
    for _ in range(k):
        mask &= mask - 1
    return (mask & -mask).bit_length() - 1


def full_deals_match(variant: Variant, n: int, seed: int) -> int:
    """Deals played to the end through the public Match API (deal, auction, play, scoring, events)
    by random-legal players that pass 75% of the time in auctions. Redeals are not counted."""
    rules = RuleSet.default(variant)
    rng = random.Random(seed)
    match = Match(rules, seed=seed)
    done = 0
    while done < n:
        phase = match.phase
        if phase == Phase.PLAY:
            match.apply(_pick(match.legal_mask(), rng))
            if match.phase != Phase.PLAY:
                done += 1
        elif phase == Phase.AUCTION:
            actions = match.legal_actions()
            if Call.PASS in actions and rng.random() < 0.75:
                match.apply(Call.PASS)
            else:
                match.apply(actions[int(rng.random() * len(actions))])
        elif phase == Phase.DEAL:
            match.deal()
        else:
            match = Match(rules, seed=rng.randrange(1 << 30))
    return done


def full_deals_playstate(n: int, seed: int) -> int:
    """Shuffle, deal 3-2-3, choose a random strain and play all 32 cards on the hot path
    (PlayState, as the bots' search uses it)."""
    rng = random.Random(seed)
    for _ in range(n):
        layout = DealLayout.shuffled(Variant.CONTREE, Seat.S, rng)
        p = PlayState(layout.masks(), Strain(rng.randrange(6)), 1)
        for _ in range(32):
            p.play(_pick(p.legal_mask(), rng))
    return n


def legal_generation(n: int, seed: int) -> int:
    """legal_mask() calls over positions met in random play."""
    rng = random.Random(seed)
    positions = []
    for _ in range(200):
        layout = DealLayout.shuffled(Variant.CONTREE, Seat.S, rng)
        p = PlayState(layout.masks(), Strain(rng.randrange(4)), 1)
        for _ in range(rng.randrange(31)):
            p.play(_pick(p.legal_mask(), rng))
        positions.append(p)
    calls = 0
    while calls < n:
        for p in positions:
            p.legal_mask()
        calls += len(positions)
    return calls


def _midgame(rng: random.Random) -> PlayState:
    """A hearts deal after 13 random cards: mid-trick, mid-deal."""
    layout = DealLayout.shuffled(Variant.CONTREE, Seat.S, rng)
    p = PlayState(layout.masks(), Strain.HEARTS, 1)
    for _ in range(13):
        p.play(_pick(p.legal_mask(), rng))
    return p


def make_unmake(n: int, seed: int) -> int:
    """play + undo pairs (the search's inner step)."""
    p = _midgame(random.Random(seed))
    cards = [c for c in range(32) if p.legal_mask() >> c & 1]
    done = 0
    while done < n:
        for c in cards:
            p.play(c)
            p.undo()
        done += len(cards)
    return done


def copies(n: int, seed: int) -> int:
    p = _midgame(random.Random(seed))
    for _ in range(n):
        p.copy()
    return n


def measure(fn: Callable[[int, int], int], size: int, repeats: int) -> float:
    rates = []
    for r in range(repeats):
        start = time.perf_counter()
        count = fn(size, r)
        rates.append(count / (time.perf_counter() - start))
    return statistics.median(rates)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=1.0, help="multiply the work (0.1 for a quick look)")
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    s = args.scale
    rows = [
        ("Contrée full deals, Match API", lambda n, r: full_deals_match(Variant.CONTREE, n, r), int(3000 * s), "deals/s"),
        ("Classic full deals, Match API", lambda n, r: full_deals_match(Variant.CLASSIC, n, r), int(3000 * s), "deals/s"),
        ("full deals, PlayState hot path", full_deals_playstate, int(5000 * s), "deals/s"),
        ("legal-move generation", legal_generation, int(500000 * s), "calls/s"),
        ("play + undo", make_unmake, int(300000 * s), "pairs/s"),
        ("PlayState.copy", copies, int(300000 * s), "copies/s"),
    ]
    print(f"python {platform.python_version()} on {platform.machine()}, median of {args.repeats}")
    for name, fn, size, unit in rows:
        rate = measure(fn, max(size, 1), args.repeats)
        print(f"{name:34s} {rate:12,.0f} {unit}")


if __name__ == "__main__":
    main()
