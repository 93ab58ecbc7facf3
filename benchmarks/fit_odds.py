"""How well the card odds read from a Contrée auction predict where the cards are, against odds
counted over auctions.

Run: ``python benchmarks/fit_odds.py --deals 8000 --hold 1500 [--seed S]`` (about 12 minutes)

Deals are shuffled and bid by four Hard players (the auctions ``bench_colver.py --mode fixed``
plays; deals passed out are skipped). From every seat's view at the first card, each unseen
card's holder is predicted by ``Knowledge.probabilities`` with the odds from the auction's calls:
the hand-set odds, none at all (every consistent deal alike), and odds counted on the training
deals: how often a seat that made such calls holds a card of each kind, per key of
``auction_keys`` (what the seat bid first and in what situation, how high, what it bid last, or
what it passed over and whether it contred, with the card's kind in the strain concerned), each
key shrunk towards its coarser prefix where it was seen rarely. The report is the mean log-loss
(nats a hidden card; lower is better) and the mean probability given to the true holder, on the
``--hold`` deals. docs/BENCHMARKS.md ("Odds counted from auctions") says what the counted odds
did to the Expert's play (commit 253be4c has them wired in as a setting).
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
from belote_desktop.engine.auctions import Bid, Call
from belote_desktop.engine.contract import Strain
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.dealing import DealLayout
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Action, Match, Phase
from belote_desktop.engine.view import SeatView, view_of

Odds = tuple[tuple[float, ...], ...]

CardKey = tuple[object, ...]


def card_kind(c: int, strain: Strain | int) -> str:
    """The card as the strain sees it: trump or side suit (no trump, all trump) and its rank."""
    rank = c & 7
    if strain < 4:
        return f"{'t' if c >> 3 == strain else 's'}{rank}"
    return f"{'n' if strain == Strain.NO_TRUMP else 'a'}{rank}"


def _height(value: int) -> int:
    return min(value, 160) // 10


def auction_keys(auction: Sequence[tuple[int, Action]], seat: int) -> list[CardKey]:
    """Per card, what ``seat``'s calls in ``auction`` say of it (coarse to fine)."""
    partner = (seat + 2) % 4
    best: Bid | None = None
    best_seat: int | None = None
    bids: list[tuple[Bid, str]] = []
    first_pass: tuple[str, int] | None = None
    contred = False
    spoke = False
    for who, action in auction:
        if who == seat:
            spoke = True
            if isinstance(action, Bid):
                if best is None:
                    situation = "open"
                elif best_seat == partner:
                    situation = "raise" if best.strain == action.strain else "change"
                else:
                    situation = "over"
                bids.append((action, situation))
            elif action == Call.CONTRE:
                contred = True
            elif action == Call.PASS and first_pass is None and not bids:
                over = "open" if best is None else ("partner" if best_seat == partner else "opp")
                first_pass = (over, _height(best.value) if best is not None else 0)
        if isinstance(action, Bid):
            best, best_seat = action, who
    contract = best.strain if best is not None else Strain.NO_TRUMP
    keys: list[CardKey] = []
    for c in range(32):
        if bids:
            first, situation = bids[0]
            last, _ = bids[-1]
            kind = "a" if first.strain == Strain.ALL_TRUMP else "n" if first.strain == Strain.NO_TRUMP else "s"
            if len(bids) == 1:
                later: CardKey = ("once",)
            else:
                later = ("same" if last.strain == first.strain else "other", _height(last.value), card_kind(c, last.strain))
            keys.append(("bid", card_kind(c, first.strain), kind, situation, _height(first.value), *later))
        elif spoke:
            over, height = first_pass if first_pass is not None else ("none", 0)
            keys.append(("pass", card_kind(c, contract), over, best_seat == partner, contred, height))
        else:
            keys.append(("silent", card_kind(c, contract)))
    return keys


def key_levels(key: CardKey) -> list[CardKey]:
    """The key's prefixes, coarsest first."""
    return [key[:i] for i in range(1, len(key) + 1)]


#: a key's count is shrunk to the coarser key's rate with this many pseudo-observations
SHRINK = 30.0


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
    parser.add_argument("--deals", type=int, default=8000)
    parser.add_argument("--hold", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=1)
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


if __name__ == "__main__":
    main()
