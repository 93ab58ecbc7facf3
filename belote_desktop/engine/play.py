"""The trick play of one deal as a small mutable position with make/unmake.

This is the hot path: the match state, ``simulate`` and the bots' search all play cards through
``PlayState``. A position is four hand masks and a handful of integers, so ``copy()`` is cheap
and ``play``/``undo`` cost a few microseconds.

The table decides who plays after whom, how many cards make a trick and who scores together
(``Table``); hands of empty seats stay 0. Points and tricks are kept per side (a team at four,
a player at three or in a duel).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from belote_desktop.engine.cards import SEATS, Card, Mask, Seat, Team, card_name
from belote_desktop.engine.contract import LAST_TRICK_BONUS, TABLES, StrainTables, Strain
from belote_desktop.engine.legal import Obligation, Reason, illegal_detail, illegal_reason, legal_cards, lead_cards
from belote_desktop.engine.table import Table


def beats(tables: StrainTables, c: Card, best: Card) -> bool:
    """Whether ``c`` beats ``best``, the card now winning the trick (the trick-winner rule)."""
    if c >> 3 == best >> 3:
        return tables.strength[c] > tables.strength[best]
    return bool((tables.cut_mask >> c) & 1)


class IllegalActionError(ValueError):
    """An action the rules forbid; ``reason`` names the rule (e.g. "must overtrump with a heart")."""

    def __init__(self, seat: Seat | None, action: str, reason: str, detail: Reason | None = None) -> None:
        self.seat = seat
        self.action = action
        self.reason = reason
        #: the reason as data for a window to word in its language (None: only the English words)
        self.detail = detail
        who = f"{seat.name} " if seat is not None else ""
        super().__init__(f"{who}may not {action}: {reason}")


@dataclass(frozen=True, slots=True)
class Trick:
    leader: Seat
    cards: tuple[Card, ...]
    winner: Seat
    points: int  # card points, plus the last-trick bonus on the last trick
    #: the seats that played the cards, in order
    seats: tuple[Seat, ...] = ()


class PlayState:
    __slots__ = (
        "hands",
        "strain",
        "partner_exemption",
        "must_undertrump",
        "leader",
        "turn",
        "played",
        "win_card",
        "win_seat",
        "points",
        "tricks_won",
        "winners",
        "first_leader",
        "table",
        "size",
        "total",
        "taker",
        "taker_trump_at",
        "_next",
        "_side",
        "_partner",
        "_undo",
        "_tables",
    )

    def __init__(
        self,
        hands: list[Mask],
        strain: Strain,
        leader: Seat | int,
        partner_exemption: bool = True,
        must_undertrump: bool = False,
        table: Table = Table.FOUR,
        taker: Seat | int | None = None,
    ) -> None:
        """``taker``: only the taker may lead trump until the taker has led one (Romanian);
        None lets anyone lead anything."""
        self.hands = list(hands)
        self.strain = Strain(strain)
        self.partner_exemption = partner_exemption
        self.must_undertrump = must_undertrump
        self.leader = int(leader)
        self.turn = int(leader)
        self.played: list[Card] = []
        self.win_card = -1
        self.win_seat = -1
        self.table = table
        self.size = table.size
        self.total = table.size * table.tricks
        self.points = [0] * table.sides
        self.tricks_won = [0] * table.sides
        self.winners: list[int] = []  # winner seat of each completed trick
        self.first_leader = int(leader)
        self.taker = -1 if taker is None else int(taker)
        self.taker_trump_at = -1  # index in ``played`` of the taker's first trump lead
        # (lists: compiled with mypyc, for the solver, indexing a tuple attribute copies it first)
        self._next: list[int] = list(table.next_table)
        self._side: list[int] = list(table.side_table)
        self._partner: list[int] = list(table.partner_table)
        self._undo: list[tuple[int, int, int, int]] = []
        self._tables = TABLES[self.strain]

    # --- queries -------------------------------------------------------------------------------
    @property
    def trick_cards(self) -> list[Card]:
        """Cards of the trick in progress, in the order played."""
        n = len(self.played)
        return self.played[n - n % self.size :]

    @property
    def trick_number(self) -> int:
        """0-7 while playing (0-8 in a duel), the number of tricks when the deal is over."""
        return len(self.played) // self.size

    @property
    def is_over(self) -> bool:
        return len(self.played) == self.total

    def _trick_context(self) -> tuple[Card | None, Card | None, bool]:
        n = len(self.played)
        if not n % self.size:
            return None, None, False
        led = self.played[n - n % self.size]
        return led, self.win_card, self.win_seat == self._partner[self.turn]

    def _lead_restricted(self) -> bool:
        return self.taker >= 0 and self.taker_trump_at < 0 and self.turn != self.taker

    def legal_mask(self) -> Mask:
        k = len(self.played) % self.size
        turn = self.turn
        if not k:
            if self.taker < 0 or self.taker_trump_at >= 0 or turn == self.taker:
                return self.hands[turn]
            return lead_cards(self.hands[turn], self.strain)[0]
        return legal_cards(
            self.hands[turn],
            self.strain,
            self.played[-k],
            self.win_card,
            self.win_seat == self._partner[turn],
            self.partner_exemption,
            self.must_undertrump,
        )[0]

    def obligation(self) -> tuple[Mask, Obligation]:
        led, winning, partner_winning = self._trick_context()
        if led is None and self._lead_restricted():
            return lead_cards(self.hands[self.turn], self.strain)
        return legal_cards(
            self.hands[self.turn], self.strain, led, winning, partner_winning, self.partner_exemption, self.must_undertrump
        )

    def check(self, c: Card) -> None:
        """Raise IllegalActionError if the player to move may not play ``c``."""
        if (self.legal_mask() >> c) & 1:
            return
        allowed, obligation = self.obligation()
        if not (allowed >> c) & 1:
            led = self._trick_context()[0]
            reason = illegal_reason(c, self.hands[self.turn], allowed, obligation, self.strain, led)
            detail = illegal_detail(c, self.hands[self.turn], allowed, obligation, self.strain, led)
            raise IllegalActionError(Seat(self.turn), f"play {card_name(c)}", reason, detail)

    # --- make / unmake ---------------------------------------------------------------------------
    def play(self, c: Card) -> Seat | None:
        """Play ``c`` for the player to move (legality is the caller's business: see ``check``).

        Returns the trick's winner when this card completes a trick, else None.
        """
        # (``x[i] = x[i] ^ m`` rather than ``x[i] ^= m``, here and in ``undo``: compiled with
        # mypyc, for the solver, the augmented form on a list item is a generic Python operation)
        seat = self.turn
        hands = self.hands
        hands[seat] = hands[seat] ^ 1 << c
        played = self.played
        size = self.size
        k = len(played) % size
        t = self._tables
        self._undo.append((self.leader, self.win_card, self.win_seat, seat))
        played.append(c)
        if not k:
            if seat == self.taker and self.taker_trump_at < 0 and (t.cut_mask >> c) & 1:
                self.taker_trump_at = len(played) - 1
            self.win_card, self.win_seat = c, seat
        elif beats(t, c, self.win_card):
            self.win_card, self.win_seat = c, seat
        if k + 1 < size:
            self.turn = self._next[seat]
            return None
        # Trick complete: score it and hand the lead to its winner.
        pts = t.points
        points = 0
        for d in played[-size:]:
            points += pts[d]
        if len(played) == self.total:
            points += LAST_TRICK_BONUS
        winner = self.win_seat
        side = self._side[winner]
        scored, won = self.points, self.tricks_won
        scored[side] = scored[side] + points
        won[side] = won[side] + 1
        self.winners.append(winner)
        self.leader = self.turn = winner
        return SEATS[winner]

    def undo(self) -> Card:
        played = self.played
        n = len(played)
        if not n % self.size:
            # Taking back a trick's last card takes back its points and its winner.
            side = self._side[self.winners.pop()]
            won = self.tricks_won
            won[side] = won[side] - 1
            pts = self._tables.points
            points = 0
            for d in played[-self.size :]:
                points += pts[d]
            scored = self.points
            scored[side] = scored[side] - points - (LAST_TRICK_BONUS if n == self.total else 0)
        c = played.pop()
        if self.taker_trump_at == len(played):
            self.taker_trump_at = -1
        self.leader, self.win_card, self.win_seat, self.turn = self._undo.pop()
        hands = self.hands
        hands[self.turn] = hands[self.turn] | 1 << c
        return c

    def copy(self) -> PlayState:
        other = PlayState.__new__(PlayState)
        other.hands = self.hands[:]
        other.strain = self.strain
        other.partner_exemption = self.partner_exemption
        other.must_undertrump = self.must_undertrump
        other.leader = self.leader
        other.turn = self.turn
        other.played = self.played[:]
        other.win_card = self.win_card
        other.win_seat = self.win_seat
        other.points = self.points[:]
        other.tricks_won = self.tricks_won[:]
        other.winners = self.winners[:]
        other.first_leader = self.first_leader
        other.table = self.table
        other.size = self.size
        other.total = self.total
        other.taker = self.taker
        other.taker_trump_at = self.taker_trump_at
        other._next = self._next
        other._side = self._side
        other._partner = self._partner
        other._undo = self._undo[:]
        other._tables = self._tables
        return other

    def with_hands(self, hands: list[Mask]) -> PlayState:
        """This play with other cards in the hands (a sampled deal of the cards not yet played):
        what has been played does not depend on who holds the rest, so one replay of the play
        serves every deal sampled from one view."""
        other = self.copy()
        other.hands = list(hands)
        return other

    @staticmethod
    def of(state: Any) -> PlayState:
        """``copy()`` of a ``PlayState`` of another build of this module (the compiled solver's
        copy of the engine is handed the pure engine's positions): the same fields, taken over."""
        other = PlayState(
            list(state.hands), Strain(int(state.strain)), state.leader, state.partner_exemption,
            state.must_undertrump, state.table, None if state.taker < 0 else state.taker,
        )
        other.turn = state.turn
        other.played = list(state.played)
        other.win_card = state.win_card
        other.win_seat = state.win_seat
        other.points = list(state.points)
        other.tricks_won = list(state.tricks_won)
        other.winners = list(state.winners)
        other.first_leader = state.first_leader
        other.taker_trump_at = state.taker_trump_at
        other._undo = list(state._undo)
        return other

    # --- history -------------------------------------------------------------------------------
    def tricks(self) -> list[Trick]:
        """Completed tricks, in order (for records and displays)."""
        return [self._trick(i) for i in range(len(self.winners))]

    def last_trick(self) -> Trick:
        """The most recently completed trick."""
        return self._trick(len(self.winners) - 1)

    def _trick(self, i: int) -> Trick:
        size = self.size
        leader = self.winners[i - 1] if i else self.first_leader
        cards = tuple(self.played[size * i : size * i + size])
        bonus = LAST_TRICK_BONUS if size * (i + 1) == self.total else 0
        seats = [leader]
        for _ in range(size - 1):
            seats.append(self._next[seats[-1]])
        points = sum(self._tables.points[c] for c in cards) + bonus
        return Trick(SEATS[leader], cards, SEATS[self.winners[i]], points, tuple(SEATS[s] for s in seats))

    def capot_team(self) -> Team | None:
        """The team that took all eight tricks, once the deal is over."""
        for team in Team:
            if self.tricks_won[team] == 8:
                return team
        return None
