"""What one seat can deduce about the hidden cards from its ``SeatView`` alone.

Facts are certain: cards a seat cannot hold (own hand, cards played, voids and trump ceilings
shown by the play obligations) and cards a seat must hold (the Classic taker's turned card, the
other card of a belote announced once, declarations laid on the table). On top of those facts,
``probabilities`` spreads every unseen card over the other seats, leaning on what the auction
suggests. Bots that search (Expert's deal sampler) and Hard's decisions share this module.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from belote_desktop.engine.auctions import Bid, Call, NameTrump
from belote_desktop.engine.cards import ALL_CARDS, SUIT_MASKS, Mask, Rank, Seat, Suit, card
from belote_desktop.engine.contract import TABLES, Strain
from belote_desktop.engine.declarations import belote_cards
from belote_desktop.engine.legal import lead_cards, legal_cards
from belote_desktop.engine.play import beats
from belote_desktop.engine.variants import variant_class
from belote_desktop.engine.view import SeatView
from belote_desktop.bots.romanian import turned_card_facts

#: How much more (or less) likely a card is with a seat after what it said in the auction. The
#: figures are rough odds, tuned by play strength rather than derived: they only tilt the spread.
_TAKER_TRUMP_HONOUR = 4.0  # J or 9 of the trump the seat chose
_TAKER_TRUMP = 2.2  # any other card of that suit
_BIDDER_SIDE_ACE = 1.3
_NO_TRUMP_ACE = 2.5
_NO_TRUMP_TEN = 1.5
_ALL_TRUMP_JACK = 2.5
_ALL_TRUMP_NINE = 2.0
_PASSER_HONOUR = 0.6  # a seat that passed with a J or 9 of the turned suit would often take
_OPENING_PASS = 0.75  # Contrée: a first-call pass suggests no J-9 and few aces
_CONTRE_TRUMP = 1.8

_SINKHORN_ROUNDS = 300


def _honours(suit: Suit | int) -> tuple[int, int]:
    return card(Rank.JACK, suit), card(Rank.NINE, suit)


@dataclass(frozen=True, slots=True)
class Knowledge:
    seat: Seat
    strain: Strain | None
    #: cards neither in this seat's hand nor played (the turned card in the middle is seen)
    unseen: Mask
    #: cards each seat certainly does not hold now; this seat's entry is the complement of its hand
    cannot_hold: tuple[Mask, Mask, Mask, Mask]
    #: cards each seat certainly holds now (this seat: its hand)
    known: tuple[Mask, Mask, Mask, Mask]
    #: how many cards each seat holds now
    remaining: tuple[int, int, int, int]
    #: prior odds from the auction, [seat][card]; 1.0 where the auction says nothing
    _odds: tuple[tuple[float, ...], ...] = field(repr=False)

    # --- building ------------------------------------------------------------------------------
    @classmethod
    def from_view(cls, view: SeatView) -> Knowledge:
        seat = view.seat
        played = view.played
        hand = view.hand
        seating = view.rules.table
        deck = seating.deck  # 24 cards at the Romanian three-player and duel tables
        cannot = [0, 0, 0, 0]
        known = [0, 0, 0, 0]
        known[seat] = hand
        strain = view.strain

        seen = hand | played
        if view.taker is not None:
            # the turned card went to the taker, the dealer or a swapper, or out of a duel
            facts, gone = turned_card_facts(view)
            seen |= gone
            for s in Seat:
                if s != seat:
                    known[s] |= facts[s] & ~seen
        elif view.turned is not None:
            seen |= 1 << view.turned  # it lies face up in the middle until someone takes it
        unseen = deck & ~seen

        if strain is not None:
            _infer_from_play(view, strain, cannot)
            _known_from_belotes(view, strain, known, played)
        for d in view.declarations:
            if d.seat != seat:
                known[d.seat] |= d.cards & ~played

        held_by_someone = 0
        for s in Seat:
            held_by_someone |= known[s]
        full: list[Mask] = []
        for s in Seat:
            if s == seat:
                full.append(ALL_CARDS & ~hand)
                continue
            if s not in seating.seats:  # an empty seat holds nothing
                full.append(ALL_CARDS)
                continue
            others_known = held_by_someone & ~known[s]
            full.append((cannot[s] | played | hand | others_known | (ALL_CARDS & ~(unseen | known[s]))) & ~known[s])
        return cls(
            seat=seat,
            strain=strain,
            unseen=unseen,
            cannot_hold=(full[0], full[1], full[2], full[3]),
            known=(known[0], known[1], known[2], known[3]),
            remaining=view.hand_sizes,
            _odds=_auction_odds(view),
        )

    # --- facts ---------------------------------------------------------------------------------
    def void(self, seat: Seat | int, suit: Suit | int) -> bool:
        """Whether ``seat`` certainly holds no card of ``suit`` now."""
        return not SUIT_MASKS[suit] & ~self.cannot_hold[seat]

    def known_holder(self, c: int) -> Seat | None:
        """The seat certainly holding card ``c`` now (own cards included), or None."""
        for s in Seat:
            if (self.known[s] >> c) & 1:
                return s
        others = [s for s in Seat if s != self.seat and not (self.cannot_hold[s] >> c) & 1]
        # (during a Classic auction an unseen card may still be in the stock, in no hand)
        all_in_hands = sum(self.remaining[s] for s in _other_seats(self.seat)) == self.unseen.bit_count()
        if (self.unseen >> c) & 1 and len(others) == 1 and all_in_hands:
            return others[0]
        return None

    def possible(self, seat: Seat | int) -> Mask:
        """Unseen cards ``seat`` may hold (for this seat: nothing; its hand is not unseen)."""
        if seat == self.seat:
            return 0
        return self.unseen & ~self.cannot_hold[seat]

    # --- estimates -----------------------------------------------------------------------------
    def probabilities(self) -> list[list[float]]:
        """P(card lies with seat), indexed [seat][card], for the unseen cards (0 elsewhere).

        Each other seat's row sums to its remaining count and, once the play has started, each
        unseen card's column sums to 1 (during a Classic auction part of the unseen cards are
        still in the stock, so columns share the seats' 5-card hands evenly instead). Certain
        facts are kept exactly; the auction's odds tilt the rest, balanced by alternate row and
        column scaling.
        """
        me = self.seat
        others = [s for s in range(4) if s != me]
        cols = [c for c in range(32) if (self.unseen >> c) & 1]
        p = [[0.0] * 32 for _ in range(4)]
        if not cols:
            return p
        holders: dict[int, list[int]] = {}
        for c in cols:
            hs = [s for s in others if not (self.cannot_hold[s] >> c) & 1]
            # Contradictory facts (a record that withheld an announcement) must not leave a card
            # with no owner: fall back to any seat with room.
            holders[c] = hs or [s for s in others if self.remaining[s] > 0]
        # Settle what is forced before scaling (scaling only creeps towards such certainties): a
        # card with a single possible owner, and a seat with exactly as many possible cards as
        # it has room for.
        want = {s: float(self.remaining[s]) for s in others}
        free = set(cols)
        # (Only when every unseen card is in a hand: not during a Classic auction, with its stock.)
        changed = sum(want.values()) == len(cols)
        while changed:
            changed = False
            for c in list(free):
                hs = [s for s in holders[c] if want[s] > 0.5] or holders[c]
                holders[c] = hs
                if len(hs) == 1:
                    p[hs[0]][c] = 1.0
                    want[hs[0]] -= 1.0
                    free.discard(c)
                    changed = True
            for s in others:
                mine = [c for c in free if s in holders[c]]
                if mine and len(mine) <= want[s] + 0.5:
                    for c in mine:
                        p[s][c] = 1.0
                        free.discard(c)
                    want[s] -= len(mine)
                    changed = True
        total = sum(max(0.0, w) for w in want.values())
        col_target = min(1.0, total / len(free)) if free else 1.0
        odds = self._odds
        free_cols = sorted(free)
        for c in free_cols:
            for s in holders[c]:
                p[s][c] = odds[s][c]
        for _ in range(_SINKHORN_ROUNDS):
            for c in free_cols:
                hs = holders[c]
                t = sum(p[s][c] for s in hs)
                if t > 0:
                    k = col_target / t
                    for s in hs:
                        p[s][c] *= k
            worst = 0.0
            for s in others:
                row = p[s]
                t = sum(row[c] for c in free_cols)
                if t > 0:
                    k = max(0.0, want[s]) / t
                    worst = max(worst, abs(k - 1.0))
                    for c in free_cols:
                        row[c] *= k
            if worst < 1e-7:
                break
        return p

    def void_probability(self, probabilities: list[list[float]], seat: Seat | int, suit: Suit | int) -> float:
        """Rough chance that ``seat`` holds no card of ``suit`` (cards taken as independent)."""
        if self.void(seat, suit):
            return 1.0
        out = 1.0
        m = self.unseen & SUIT_MASKS[suit]
        row = probabilities[seat]
        while m:
            low = m & -m
            out *= 1.0 - min(1.0, row[low.bit_length() - 1])
            m ^= low
        return out


def _other_seats(seat: Seat | int) -> list[Seat]:
    return [s for s in Seat if s != seat]


def _infer_from_play(view: SeatView, strain: Strain, cannot: list[Mask]) -> None:
    """Every card played under an obligation rules out the cards that would have forbidden it.

    Holding ``x`` forbids ``c`` exactly when ``legal_cards`` on the two-card hand {c, x} excludes
    ``c`` (each obligation only ever adds cards that must be played instead), so that test
    against the engine's own rule is the whole inference: voids, trumping and overtrumping.
    """
    tables = TABLES[strain]
    rules = view.rules
    seating = rules.table
    partner = seating.partner_table
    tricks: list[tuple[int, tuple[int, ...]]] = [(int(t.leader), t.cards) for t in view.tricks]
    if view.trick and view.trick_leader is not None:
        tricks.append((int(view.trick_leader), view.trick))
    available = ALL_CARDS  # cards not played before the card under study
    # Romanian: until the taker has led a trump nobody else may lead one unless holding only
    # trumps; ``lead_cards`` on {led, x} refusing the lead means x was not in that hand.
    taker = int(view.taker) if variant_class(rules.variant).taker_opens_trump and view.taker is not None else -1
    for leader, cards in tricks:
        led = cards[0]
        if taker >= 0 and leader != taker:
            candidates = available & ~(1 << led) & ~cannot[leader] & ~view.hand
            while candidates:
                low = candidates & -candidates
                candidates ^= low
                if not lead_cards((1 << led) | low, strain)[0] & (1 << led):
                    cannot[leader] |= low
        elif leader == taker and (1 << led) & tables.cut_mask:
            taker = -1  # the taker has led trump: leads are free from now on
        available &= ~(1 << led)
        win_card, win_seat = led, leader
        relevant_suits = SUIT_MASKS[led >> 3] | tables.cut_mask
        s = leader
        for i in range(1, len(cards)):
            c = cards[i]
            s = int(seating.next(s))
            available &= ~(1 << c)
            candidates = available & relevant_suits & ~cannot[s] & ~view.hand
            partner_winning = win_seat == partner[s]
            while candidates:
                low = candidates & -candidates
                candidates ^= low
                allowed, _ = legal_cards(
                    (1 << c) | low, strain, led, win_card, partner_winning,
                    rules.partner_exemption, rules.must_undertrump,
                )
                if not allowed & (1 << c):
                    cannot[s] |= low
            if beats(tables, c, win_card):
                win_card, win_seat = c, s


def _known_from_belotes(view: SeatView, strain: Strain, known: list[Mask], played: Mask) -> None:
    """A seat that said "belote" with one card of the pair still holds the other."""
    pairs = dict(belote_cards(strain))
    for s, c in view.belotes_announced:
        pair = pairs.get(Suit(c >> 3))
        if pair is None or s == view.seat:
            continue
        other = pair & ~(1 << c)
        if not other & played:
            known[s] |= other


def _auction_odds(view: SeatView) -> tuple[tuple[float, ...], ...]:
    odds = [[1.0] * 32 for _ in range(4)]
    me = view.seat
    if variant_class(view.rules.variant).turns_a_card:
        _classic_odds(view, odds)
    else:
        _contree_odds(view, odds)
    odds[me] = [1.0] * 32
    return tuple(tuple(row) for row in odds)


def _scale_suit(row: list[float], suit: Suit | int, honour: float, other: float) -> None:
    jack, nine = _honours(suit)
    for c in range(8 * suit, 8 * suit + 8):
        row[c] *= honour if c in (jack, nine) else other


def _classic_odds(view: SeatView, odds: list[list[float]]) -> None:
    if view.turned is None:
        return
    turned_suit = view.turned >> 3
    round_one = True
    passes = 0
    players = view.rules.table.size
    for seat, action in view.auction:
        row = odds[seat]
        if action == Call.TAKE:
            _scale_suit(row, turned_suit, _TAKER_TRUMP_HONOUR, _TAKER_TRUMP)
        elif isinstance(action, NameTrump):
            _scale_suit(row, action.suit, _TAKER_TRUMP_HONOUR, _TAKER_TRUMP)
        elif action == Call.PASS:
            if round_one:
                for c in _honours(turned_suit):
                    row[c] *= _PASSER_HONOUR
            else:
                for s in Suit:
                    if s != turned_suit:
                        for c in _honours(s):
                            row[c] *= 0.8
            passes += 1
            if passes == players:
                round_one = False


def _contree_odds(view: SeatView, odds: list[list[float]]) -> None:
    spoken: set[int] = set()
    last_bid_seat: int | None = None
    last_strain: Strain | None = None
    for seat, action in view.auction:
        row = odds[seat]
        if isinstance(action, Bid):
            strain = action.strain
            if strain < 4:
                _scale_suit(row, strain, _TAKER_TRUMP_HONOUR if seat not in spoken else 2.0, _TAKER_TRUMP if seat not in spoken else 1.4)
                if action.value >= 100:
                    for s in Suit:
                        if s != strain.suit:
                            row[card(Rank.ACE, s)] *= _BIDDER_SIDE_ACE
            elif strain == Strain.NO_TRUMP:
                for s in Suit:
                    row[card(Rank.ACE, s)] *= _NO_TRUMP_ACE
                    row[card(Rank.TEN, s)] *= _NO_TRUMP_TEN
            else:
                for s in Suit:
                    row[card(Rank.JACK, s)] *= _ALL_TRUMP_JACK
                    row[card(Rank.NINE, s)] *= _ALL_TRUMP_NINE
            last_bid_seat, last_strain = seat, strain
        elif action == Call.CONTRE and last_strain is not None and last_strain < 4:
            _scale_suit(row, last_strain, _CONTRE_TRUMP, 1.3)
        elif action == Call.PASS and seat not in spoken and last_bid_seat is None:
            for s in Suit:
                for c in (*_honours(s), card(Rank.ACE, s)):
                    row[c] *= _OPENING_PASS
        spoken.add(seat)
