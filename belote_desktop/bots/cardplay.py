"""Card play by judging the trick: the Medium player's rules, with hooks Hard fills from its
estimates of where the unseen cards lie.

Everything here reads the seat's view: its hand and legal cards, the cards played, the trick in
progress. The trick-winner rule is the engine's ``beats``; card order and points are the strain's
``TABLES``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from belote_desktop.engine.cards import SUIT_MASKS, Card, Mask, cards_of
from belote_desktop.engine.contract import TABLES, StrainTables, Strain
from belote_desktop.engine.play import PlayState, beats
from belote_desktop.engine.table import Table as Seating
from belote_desktop.engine.view import SeatView


# per table, seat -> partner (-1 alone) and seat -> side: looked up on every card of a playout
_PARTNER = {t: t.partner_table for t in Seating}
_SIDE = {t: t.side_table for t in Seating}


@dataclass(frozen=True, slots=True)
class Table:
    """The play from one seat's chair."""

    seat: int
    strain: Strain
    tables: StrainTables
    hand: Mask
    legal: Mask
    played: Mask
    unseen: Mask  # neither in this hand nor played
    trick: tuple[Card, ...]
    leader: int
    win_card: Card  # -1 when leading
    win_seat: int  # -1 when leading
    taker: int
    tricks_done: int
    #: who sits where (Romanian: three players each alone, or a duel; otherwise four in teams)
    seating: Seating = Seating.FOUR

    @property
    def partner(self) -> int:
        """The partner's seat, -1 where players sit alone."""
        return _PARTNER[self.seating][self.seat]

    @property
    def takers(self) -> bool:
        side = _SIDE[self.seating]
        return side[self.taker] == side[self.seat]

    def opponents(self) -> list[int]:
        """Every other seat not on this seat's side."""
        side = _SIDE[self.seating]
        return [int(s) for s in self.seating.seats if side[s] != side[self.seat]]

    def is_opponent(self, seat: int) -> bool:
        side = _SIDE[self.seating]
        return side[seat] != side[self.seat]

    @property
    def last_to_play(self) -> bool:
        return len(self.trick) == self.seating.size - 1

    @property
    def trump_mask(self) -> Mask:
        """Cards that cut (the trump suit; none in no trump or all trump)."""
        return self.tables.cut_mask

    def points(self, c: Card) -> int:
        return self.tables.points[c]

    def strength(self, c: Card) -> int:
        return self.tables.strength[c]

    def is_master(self, c: Card) -> bool:
        """No unseen card of its suit beats it."""
        return not self.tables.higher[c] & self.unseen

    def trick_points(self) -> int:
        return sum(self.tables.points[c] for c in self.trick)

    def seats_after_me(self) -> list[int]:
        out: list[int] = []
        s = self.seat
        for _ in range(self.seating.size - 1 - len(self.trick)):
            s = int(self.seating.next(s))
            out.append(s)
        return out


def table_of(view: SeatView) -> Table:
    assert view.strain is not None and view.taker is not None
    legal = 0
    for a in view.legal_actions:
        if isinstance(a, int):  # Romanian also offers Declare actions, after the cards
            legal |= 1 << a
    played = view.played
    trick = view.trick
    leader = int(view.trick_leader) if view.trick_leader is not None else int(view.seat)
    tables = TABLES[view.strain]
    seating = view.rules.table
    win_card, win_seat = -1, -1
    s = leader
    for i, c in enumerate(trick):
        if i == 0 or beats(tables, c, win_card):
            win_card, win_seat = c, s
        s = int(seating.next(s))
    return Table(
        seat=int(view.seat),
        strain=view.strain,
        tables=tables,
        hand=view.hand,
        legal=legal,
        played=played,
        unseen=seating.deck & ~played & ~view.hand,
        trick=trick,
        leader=leader,
        win_card=win_card,
        win_seat=win_seat,
        taker=int(view.taker),
        tricks_done=len(view.tricks),
        seating=seating,
    )


def _min_by(mask: Mask, key: Callable[[Card], Any]) -> Card:
    return min(cards_of(mask), key=key)


def _max_by(mask: Mask, key: Callable[[Card], Any]) -> Card:
    return max(cards_of(mask), key=key)


class TrickJudge:
    """Medium's card play. Hard overrides the estimates (``ruff_risk``, ``beaten_risk``,
    ``opponent_trumps``, ``partner_ruff_suits``)."""

    # --- estimates (Medium: from the cards seen alone) --------------------------------------------
    def opponent_trumps(self, t: Table) -> float:
        """How many trumps the opponents may still hold (Medium cannot tell partner's from theirs)."""
        return float((t.unseen & t.trump_mask).bit_count())

    def ruff_risk(self, t: Table, suit: int, seats: list[int]) -> float:
        """Chance that one of ``seats`` (opponents) cuts a card of ``suit``."""
        if not t.trump_mask or suit == t.strain:
            return 0.0
        if not t.unseen & t.trump_mask:
            return 0.0
        out = (t.unseen & SUIT_MASKS[suit]).bit_count()
        if out >= 4:
            return 0.1
        if out >= 2:
            return 0.35
        return 0.7

    def beaten_risk(self, t: Table, c: Card, seats: list[int]) -> float:
        """Chance that one of ``seats`` (opponents) beats ``c`` if it wins the trick now."""
        if not seats:
            return 0.0
        if not t.is_master(c):
            return 0.6
        if (1 << c) & t.trump_mask:
            return 0.0
        return self.ruff_risk(t, c >> 3, seats)

    def partner_ruff_suits(self, t: Table) -> Mask:
        """Suits (as a card mask) the partner will likely cut, worth leading to him."""
        return 0

    # --- decisions -----------------------------------------------------------------------------
    def choose(self, t: Table) -> Card:
        if t.legal & (t.legal - 1) == 0:
            return t.legal.bit_length() - 1
        if not t.trick:
            return self.lead(t)
        return self.follow(t)

    def opponents_after(self, t: Table) -> list[int]:
        return [s for s in t.seats_after_me() if t.is_opponent(s)]

    def discard(self, t: Table, mask: Mask) -> Card:
        """The card of ``mask`` that costs least to give away."""
        trumps = t.trump_mask

        def cost(c: Card) -> tuple[float, int]:
            value = float(t.points(c))
            if (1 << c) & trumps:
                value += 12.0 + t.strength(c)
            elif t.is_master(c):
                value += 8.0
            # keep a guard on a ten whose ace is still out
            suit_cards = t.hand & SUIT_MASKS[c >> 3]
            if suit_cards.bit_count() == 2 and any(t.points(d) == 10 and not t.is_master(d) for d in cards_of(suit_cards & ~(1 << c))):
                value += 4.0
            return (value, t.strength(c))

        return _min_by(mask, cost)

    def load(self, t: Table, mask: Mask) -> Card:
        """The card of ``mask`` to give a trick our side wins: points, keeping masters and trumps."""
        trumps = t.trump_mask

        def worth(c: Card) -> tuple[float, int]:
            value = float(t.points(c))
            if (1 << c) & trumps:
                value -= 25.0 if t.is_master(c) or t.strength(c) >= 6 else 6.0
            elif t.is_master(c) and t.hand & SUIT_MASKS[c >> 3] & ~(1 << c):
                value -= 5.0  # the ace stays to win a trick of its own; the ten goes
            return (value, -t.strength(c))

        return _max_by(mask, worth)

    def lead(self, t: Table) -> Card:
        hand = t.legal
        trumps = hand & t.trump_mask
        # The taker draws the opponents' trumps; a partner of the taker leads a master trump.
        if trumps and self.opponent_trumps(t) > 0:
            top = _max_by(trumps, t.strength)
            if t.seat == t.taker:
                if t.is_master(top):
                    return top
                if trumps.bit_count() >= 3:
                    return _min_by(trumps, t.strength)
            elif t.takers and t.is_master(top):
                return top
        # Masters that will not be cut.
        best: tuple[float, Card] | None = None
        for c in cards_of(hand & ~t.trump_mask):
            if not t.is_master(c):
                continue
            safe = 1.0 - self.ruff_risk(t, c >> 3, self.opponents_after(t))
            score = safe * (t.points(c) + 8.0)
            if safe >= 0.6 and (best is None or score > best[0]):
                best = (score, c)
        if best is not None:
            return best[1]
        if t.strain == Strain.ALL_TRUMP or t.strain == Strain.NO_TRUMP:
            masters = [c for c in cards_of(hand) if t.is_master(c)]
            if masters:
                return max(masters, key=t.points)
        to_partner = self.partner_ruff_suits(t) & hand
        if to_partner:
            return _min_by(to_partner, lambda c: (t.points(c), t.strength(c)))
        # A small card from a suit where it costs nothing; trumps only for the takers.
        pool = hand & ~t.trump_mask if hand & ~t.trump_mask else hand

        def lead_cost(c: Card) -> tuple[float, int]:
            suit_cards = hand & SUIT_MASKS[c >> 3]
            value = float(t.points(c)) * 2.0
            if any(t.points(d) == 10 and not t.is_master(d) and d != c for d in cards_of(suit_cards)):
                value += 6.0  # leading under an unguarded ten gives it away
            value += self.ruff_risk(t, c >> 3, self.opponents_after(t)) * 4.0
            value -= suit_cards.bit_count() * 0.5
            return (value, t.strength(c))

        return _min_by(pool, lead_cost)

    def follow(self, t: Table) -> Card:
        legal = t.legal
        tables = t.tables
        after = self.opponents_after(t)
        last = t.last_to_play
        winners = 0
        for c in cards_of(legal):
            if beats(tables, c, t.win_card):
                winners |= 1 << c
        if t.partner >= 0 and t.win_seat == t.partner:
            partner_holds = last or self.beaten_risk(t, t.win_card, after) < 0.25
            if partner_holds:
                plain = legal & ~t.trump_mask
                return self.load(t, plain if plain else legal)
            # partner may lose it: go over with a master if that keeps it ours
            masters = [c for c in cards_of(winners) if self.beaten_risk(t, c, after) < 0.25]
            if masters and t.trick_points() >= 10:
                return min(masters, key=lambda c: (t.points(c), t.strength(c)))
            return self.discard(t, legal)
        if not winners:
            return self.discard(t, legal)
        trump_winners = winners & t.trump_mask
        plain_winners = winners & ~t.trump_mask
        if last:
            if plain_winners:
                return self.load(t, plain_winners)
            if t.trick_points() >= 5 or legal & ~trump_winners == 0 or t.takers:
                return _min_by(trump_winners, t.strength)
            return self.discard(t, legal)
        # Second or third to play, an opponent still to come.
        safe = [c for c in cards_of(winners) if self.beaten_risk(t, c, after) < 0.3]
        if safe:
            plain_safe = [c for c in safe if not (1 << c) & t.trump_mask]
            if plain_safe:
                return max(plain_safe, key=t.points)
            return min(safe, key=t.strength)
        if plain_winners and not trump_winners:
            # a winner the last opponent may beat: not worth points unless the trick is rich
            cheap = _min_by(plain_winners, lambda c: (t.points(c), t.strength(c)))
            if t.points(cheap) == 0 and t.trick_points() >= 10:
                return cheap
            return self.discard(t, legal)
        if trump_winners:
            # cut when it pays: a rich trick, or nothing cheap to throw instead
            if t.trick_points() >= 10 or not legal & ~t.trump_mask or t.takers:
                return _min_by(trump_winners, t.strength)
        return self.discard(t, legal)


def table_from_play(state: PlayState, taker: int, played: Mask) -> Table:
    """The ``Table`` of the player to move in a ``PlayState`` (for playing a deal out quickly);
    ``played`` is every card played so far."""
    seat = state.turn
    tables = TABLES[state.strain]
    n = len(state.played)
    size = state.size
    in_trick = n % size
    trick = tuple(state.played[n - in_trick :])
    hand = state.hands[seat]
    return Table(
        seat=seat,
        strain=state.strain,
        tables=tables,
        hand=hand,
        legal=state.legal_mask(),
        played=played,
        unseen=state.table.deck & ~played & ~hand,
        trick=trick,
        leader=state.leader,
        win_card=state.win_card if in_trick else -1,
        win_seat=state.win_seat if in_trick else -1,
        taker=taker,
        tricks_done=n // size,
        seating=state.table,
    )
