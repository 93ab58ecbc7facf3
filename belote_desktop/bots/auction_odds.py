"""What a Contrée auction says about where each card lies, as counted rates.

Each seat's calls are summed up in a key per card (``auction_keys``): what it bid first and in
what situation (opening, raising its partner, changing its partner's suit, over an opponent), how
high, what it bid last, or, for a seat that never bid, what it passed over and whether it
contred, each with the card's kind in the strain concerned (trump or side suit and rank). The
keys read from coarse to fine; ``benchmarks/fit_odds.py`` counts how often a seat with such a key
holds such a card over deals bid by Hard players and writes the rates to ``contree_odds``, each
key shrunk towards its coarser prefix where it was seen rarely. ``counted_odds`` turns the rates
into the odds ``Knowledge`` spreads the unseen cards with.
"""

from __future__ import annotations

from typing import Sequence

from belote_desktop.engine.auctions import Bid, Call
from belote_desktop.engine.contract import Strain
from belote_desktop.engine.state import Action

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


def counted_odds(auction: Sequence[tuple[int, Action]], seat: int) -> tuple[float, ...]:
    """Odds per card that ``seat`` holds it against a 1-in-4 seat (1.0: the auction says nothing)."""
    from belote_desktop.bots.contree_odds import RATES

    row: list[float] = []
    for key in auction_keys(auction, seat):
        rate = 0.25
        for level in key_levels(key):
            rate = RATES.get(level, rate)
        rate = min(max(rate, 1e-3), 1.0 - 1e-3)
        row.append(rate / (1.0 - rate) * 3.0)
    return tuple(row)
