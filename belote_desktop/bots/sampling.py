"""Deals consistent with what one seat knows: the hidden cards dealt to the other seats so that
every public fact holds (cards played, voids, trump ceilings, the Classic taker's turned card,
belote and declarations shown, each seat's hand size).

What a seat may infer from the play is read back through the engine's own legal-move rule: a card
played was legal for the hand that played it, so any card that would have made it illegal was
not in that hand (holding one card ``x`` with the card ``c`` played makes ``c`` illegal exactly
when the rules would have forced ``x`` or its kind instead).

When ``belote_desktop.bots.knowledge`` exists its ``Knowledge`` supplies the constraints and the
Hard bot's probabilities of who holds each card; those probabilities weight the deals.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

from belote_desktop.engine.cards import ALL_CARDS, Card, Mask, Seat, Suit
from belote_desktop.engine.contract import TABLES
from belote_desktop.engine.declarations import belote_cards
from belote_desktop.engine.legal import legal_cards
from belote_desktop.engine.play import beats
from belote_desktop.engine.view import SeatView
from belote_desktop.bots.romanian import turned_card_facts


@dataclass(frozen=True, slots=True)
class Constraints:
    """Who may hold each hidden card."""

    seat: Seat
    hand: Mask  # the seat's own cards
    unseen: Mask  # the cards the seat has not seen: in the other hands
    cannot_hold: tuple[Mask, Mask, Mask, Mask]  # per seat
    remaining: tuple[int, int, int, int]  # cards each seat still holds
    #: [seat][card]: how likely each seat is to hold each card (None: no preference)
    weights: tuple[tuple[float, ...], ...] | None = None
    #: unseen cards that may lie in no hand: a Romanian duel deals 18 of its 24 cards, and the
    #: unseen cards beyond the hands' room are drawn from these (a card known in a hand is not)
    aside: Mask = 0

    def allowed(self, seat: int) -> Mask:
        return self.unseen & ~self.cannot_hold[seat]


def _trick_contexts(view: SeatView) -> list[tuple[int, Card, Card | None, Card | None, bool]]:
    """(seat, card, led, winning before it, partner winning) for every card played this deal."""
    strain = view.strain
    if strain is None:
        return []
    tables = TABLES[strain]
    out: list[tuple[int, Card, Card | None, Card | None, bool]] = []
    tricks: list[tuple[int, Sequence[Card]]] = [(int(t.leader), t.cards) for t in view.tricks]
    if view.trick and view.trick_leader is not None:
        tricks.append((int(view.trick_leader), view.trick))
    seating = view.rules.table  # Romanian: three or two players, the turn skipping empty seats
    nxt, partner = seating.next_table, seating.partner_table
    for leader, cards in tricks:
        win_card: Card | None = None
        win_seat = -1
        seat = leader
        for i, c in enumerate(cards):
            if i:
                seat = nxt[seat]
            led = cards[0] if i else None
            out.append((seat, c, led, win_card, win_seat == partner[seat]))
            if win_card is None or beats(tables, c, win_card):
                win_card, win_seat = c, seat
    return out


def _inferred(view: SeatView) -> tuple[list[Mask], list[Mask]]:
    """(cannot_hold, must_hold) per seat from the public play, by the engine's rules."""
    cannot = [0, 0, 0, 0]
    must = [0, 0, 0, 0]
    strain = view.strain
    rules = view.rules
    played = view.played
    unseen = rules.table.deck & ~view.hand & ~played  # 24 cards at two of the Romanian tables
    if strain is not None:
        for seat, c, led, winning, partner_winning in _trick_contexts(view):
            if led is None:
                continue
            for x in range(32):
                if not unseen >> x & 1 or cannot[seat] >> x & 1:
                    continue
                allowed, _ = legal_cards(
                    (1 << c) | (1 << x), strain, led, winning, partner_winning,
                    rules.partner_exemption, rules.must_undertrump,
                )
                if not allowed >> c & 1:
                    cannot[seat] |= 1 << x
        # a belote said with one card: the other card of the pair is in the same hand
        pairs = dict(belote_cards(strain))
        for seat, c in view.belotes_announced:
            pair = pairs.get(Suit(c >> 3), 0)
            must[seat] |= pair & unseen
        for d in view.declarations:
            must[d.seat] |= d.cards & unseen
    # the taker, the dealer or a swapper received the turned card (a duel's round 2: nobody)
    facts, _gone = turned_card_facts(view)
    for s in range(4):
        must[s] |= facts[s] & unseen
    return cannot, must


def _knowledge_constraints(view: SeatView) -> Constraints | None:
    try:
        from belote_desktop.bots.knowledge import Knowledge
    except ImportError:
        return None
    knowledge = Knowledge.from_view(view)
    probabilities = knowledge.probabilities()
    return Constraints(
        view.seat,
        view.hand,
        int(knowledge.unseen),
        tuple(int(m) for m in knowledge.cannot_hold),  # type: ignore[arg-type]  # four seats, four masks: a generator's tuple is typed tuple[int, ...]
        tuple(int(n) for n in knowledge.remaining),  # type: ignore[arg-type]  # four seats, four counts: a generator's tuple is typed tuple[int, ...]
        tuple(tuple(float(p) for p in row) for row in probabilities),
        aside_of(view, knowledge.unseen, knowledge.known),
    )


def aside_of(view: SeatView, unseen: Mask, known: Sequence[Mask]) -> Mask:
    """The unseen cards that may be among a Romanian duel's undealt cards: all but those known
    to be in a hand (elsewhere every card is dealt: nothing lies aside)."""
    table = view.rules.table
    if table.deck.bit_count() == table.hand_size * table.size:
        return 0
    held = 0
    for s in range(4):
        if s != view.seat:
            held |= known[s]
    return unseen & ~held


def constraints_of(view: SeatView, use_knowledge: bool = True) -> Constraints:
    """Everything ``view.seat`` knows about the hidden cards during the play."""
    unseen = view.rules.table.deck & ~view.hand & ~view.played
    unseen &= ~turned_card_facts(view)[1]  # a duel's turned card left the game in round 2
    cannot, must = _inferred(view)
    base = _knowledge_constraints(view) if use_knowledge else None
    weights = None
    if base is not None:
        unseen &= base.unseen
        cannot = [cannot[s] | base.cannot_hold[s] for s in range(4)]
        weights = base.weights
    for s in range(4):
        others = 0
        for t in range(4):
            if t != s:
                others |= must[t]
        cannot[s] |= others
    cannot[view.seat] = ALL_CARDS
    remaining = list(view.hand_sizes)
    return Constraints(
        view.seat, view.hand, unseen, (cannot[0], cannot[1], cannot[2], cannot[3]),
        (remaining[0], remaining[1], remaining[2], remaining[3]), weights,
        aside_of(view, unseen, must) & (base.aside if base is not None else ALL_CARDS),
    )


class Inconsistent(ValueError):
    """No deal fits the constraints (a view that the rules could not have produced)."""


def _feasible(rest: Mask, allowed: Sequence[Mask], capacity: Sequence[int]) -> bool:
    """Whether the cards of ``rest`` can still go to the three seats (Hall's condition: every set
    of seats has room for the cards that can go nowhere else). Written out for the seven sets of
    three seats: it runs for every seat a card might go to, the sampler's inner loop."""
    a0, a1, a2 = allowed
    c0, c1, c2 = capacity
    return (
        rest & ~(a0 | a1 | a2) == 0
        and (rest & ~(a1 | a2)).bit_count() <= c0
        and (rest & ~(a0 | a2)).bit_count() <= c1
        and (rest & ~(a0 | a1)).bit_count() <= c2
        and (rest & ~a2).bit_count() <= c0 + c1
        and (rest & ~a1).bit_count() <= c0 + c2
        and (rest & ~a0).bit_count() <= c1 + c2
        and rest.bit_count() <= c0 + c1 + c2
    )


def sample_hands(constraints: Constraints, rng: random.Random) -> list[Mask]:
    """One deal of the hidden cards: the four current hands, the seat's own as it is.

    Cards are placed most constrained first, each to a seat drawn in proportion to its weight for
    the card (or to its free room, which deals uniformly when nothing is known) among the seats
    that keep the rest placeable, so a consistent deal is always found.
    """
    me = int(constraints.seat)
    others = [s for s in range(4) if s != me]
    allowed = [constraints.allowed(s) for s in others]
    capacity = [constraints.remaining[s] for s in others]
    rest = constraints.unseen
    weights = constraints.weights
    aside = -1  # the slot of an empty seat standing for the undealt cards while dealing
    surplus = rest.bit_count() - sum(capacity)
    if surplus > 0 and constraints.aside:
        aside = next((i for i in range(3) if not capacity[i]), -1)
        if aside >= 0:
            capacity[aside], allowed[aside] = surplus, constraints.aside & rest
            if weights is not None:  # what the seats' odds leave of each card lies aside
                rows = [weights[others[i]] for i in range(3) if i != aside]
                left = tuple(max(0.0, 1.0 - sum(r[c] for r in rows)) for c in range(32))
                weights = tuple(left if s == others[aside] else weights[s] for s in range(4))
    if rest.bit_count() != sum(capacity) or not _feasible(rest, allowed, capacity):
        raise Inconsistent("no deal of the hidden cards fits what this seat knows")
    hands = [0, 0, 0, 0]
    hands[me] = constraints.hand
    cards = [c for c in range(32) if rest >> c & 1]
    rng.shuffle(cards)
    cards.sort(key=lambda c: sum(1 for a in allowed if a >> c & 1))
    loose = False  # every seat with room may take every card left: any seat with room will do
    for c in cards:
        bit = 1 << c
        if not loose:
            loose = all(not capacity[i] or rest & ~allowed[i] == 0 for i in range(3))
        rest ^= bit
        options: list[tuple[int, float]] = []
        for i in range(3):
            if capacity[i] and allowed[i] & bit:
                capacity[i] -= 1
                if loose or _feasible(rest, allowed, capacity):
                    w = weights[others[i]][c] if weights is not None else float(capacity[i] + 1)
                    options.append((i, max(w, 1e-9)))
                capacity[i] += 1
        if not options:  # cannot happen while the feasibility test holds; kept as a guard
            raise Inconsistent("no deal of the hidden cards fits what this seat knows")
        pick = rng.random() * sum(w for _, w in options)
        chosen = options[-1][0]
        for i, w in options:
            pick -= w
            if pick < 0:
                chosen = i
                break
        capacity[chosen] -= 1
        hands[others[chosen]] |= bit
    if aside >= 0:
        hands[others[aside]] = 0  # the undealt cards are in nobody's hand
    return hands


def sample_deals(view: SeatView, count: int, rng: random.Random) -> list[list[Mask]]:
    """``count`` deals of the current hands consistent with ``view`` (play phase)."""
    constraints = constraints_of(view)
    return [sample_hands(constraints, rng) for _ in range(count)]


def sample_full_hands(view: SeatView, taker: Seat | None, rng: random.Random) -> list[Mask]:
    """Auction: a full deal of eight cards a seat around the seat's own cards. In Classic the
    ``taker`` (if any) gets the turned card; the seat's own cards are the ones it holds now."""
    me = int(view.seat)
    unseen = ALL_CARDS & ~view.hand
    hands = [0, 0, 0, 0]
    hands[me] = view.hand
    turned = view.turned
    if turned is not None and view.hand >> turned & 1 == 0:
        unseen &= ~(1 << turned)
        owner = int(taker) if taker is not None else rng.randrange(4)
        hands[owner] |= 1 << turned
    pool = [c for c in range(32) if unseen >> c & 1]
    rng.shuffle(pool)
    for s in range(4):
        need = 8 - hands[s].bit_count()
        for _ in range(need):
            hands[s] |= 1 << pool.pop()
    return hands


def played_by_seat(view: SeatView) -> list[Mask]:
    """The cards each seat has played this deal."""
    played = [0, 0, 0, 0]
    for seat, c, *_ in _trick_contexts(view):
        played[seat] |= 1 << c
    return played


def original_hands(view: SeatView, current: Sequence[Mask], played: Sequence[Mask] | None = None) -> list[Mask]:
    """The hands at the start of the play: ``current`` plus what each seat has played
    (``played``: ``played_by_seat(view)``, given when many deals of one view are replayed)."""
    if played is None:
        played = played_by_seat(view)
    return [h | p for h, p in zip(current, played)]
