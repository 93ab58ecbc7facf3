"""The trick play of one deal as a small mutable position with make/unmake.

This is the hot path: the match state, ``simulate`` and the bots' search all play cards through
``PlayState``. A position is four hand masks and a handful of integers, so ``copy()`` is cheap
and ``play``/``undo`` cost a few microseconds.
"""

from __future__ import annotations

from dataclasses import dataclass

from belote_desktop.engine.cards import SEATS, Card, Mask, Seat, Team, card_name
from belote_desktop.engine.contract import LAST_TRICK_BONUS, TABLES, StrainTables, Strain
from belote_desktop.engine.legal import Obligation, illegal_reason, legal_cards


def beats(tables: StrainTables, c: Card, best: Card) -> bool:
    """Whether ``c`` beats ``best``, the card now winning the trick (the trick-winner rule)."""
    if c >> 3 == best >> 3:
        return tables.strength[c] > tables.strength[best]
    return bool((tables.cut_mask >> c) & 1)


class IllegalActionError(ValueError):
    """An action the rules forbid; ``reason`` names the rule (e.g. "must overtrump with a heart")."""

    def __init__(self, seat: Seat | None, action: str, reason: str) -> None:
        self.seat = seat
        self.action = action
        self.reason = reason
        who = f"{seat.name} " if seat is not None else ""
        super().__init__(f"{who}may not {action}: {reason}")


@dataclass(frozen=True, slots=True)
class Trick:
    leader: Seat
    cards: tuple[Card, ...]
    winner: Seat
    points: int  # card points, plus the last-trick bonus on the eighth trick

    @property
    def seats(self) -> tuple[Seat, ...]:
        return tuple(Seat((self.leader + i) & 3) for i in range(len(self.cards)))


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
    ) -> None:
        self.hands = list(hands)
        self.strain = Strain(strain)
        self.partner_exemption = partner_exemption
        self.must_undertrump = must_undertrump
        self.leader = int(leader)
        self.turn = int(leader)
        self.played: list[Card] = []
        self.win_card = -1
        self.win_seat = -1
        self.points = [0, 0]
        self.tricks_won = [0, 0]
        self.winners: list[int] = []  # winner seat of each completed trick
        self.first_leader = int(leader)
        self._undo: list[tuple[int, int, int, int, int]] = []
        self._tables = TABLES[self.strain]

    # --- queries -------------------------------------------------------------------------------
    @property
    def trick_cards(self) -> list[Card]:
        """Cards of the trick in progress, in the order played."""
        n = len(self.played)
        return self.played[n - (n & 3) :]

    @property
    def trick_number(self) -> int:
        """0-7 while playing, 8 when the deal is over."""
        return len(self.played) >> 2

    @property
    def is_over(self) -> bool:
        return len(self.played) == 32

    def _trick_context(self) -> tuple[Card | None, Card | None, bool]:
        n = len(self.played)
        if not n & 3:
            return None, None, False
        led = self.played[n - (n & 3)]
        return led, self.win_card, self.win_seat == (self.turn + 2) & 3

    def legal_mask(self) -> Mask:
        n = len(self.played)
        if not n & 3:
            return self.hands[self.turn]
        return legal_cards(
            self.hands[self.turn],
            self.strain,
            self.played[n - (n & 3)],
            self.win_card,
            self.win_seat == (self.turn + 2) & 3,
            self.partner_exemption,
            self.must_undertrump,
        )[0]

    def obligation(self) -> tuple[Mask, Obligation]:
        led, winning, partner_winning = self._trick_context()
        return legal_cards(
            self.hands[self.turn], self.strain, led, winning, partner_winning, self.partner_exemption, self.must_undertrump
        )

    def check(self, c: Card) -> None:
        """Raise IllegalActionError if the player to move may not play ``c``."""
        if (self.legal_mask() >> c) & 1:
            return
        allowed, obligation = self.obligation()
        if not (allowed >> c) & 1:
            reason = illegal_reason(c, self.hands[self.turn], allowed, obligation, self.strain, self._trick_context()[0])
            raise IllegalActionError(Seat(self.turn), f"play {card_name(c)}", reason)

    # --- make / unmake ---------------------------------------------------------------------------
    def play(self, c: Card) -> Seat | None:
        """Play ``c`` for the player to move (legality is the caller's business: see ``check``).

        Returns the trick's winner when this card completes a trick, else None.
        """
        seat = self.turn
        self.hands[seat] ^= 1 << c
        self._undo.append((self.leader, self.win_card, self.win_seat, self.points[0], self.points[1]))
        played = self.played
        played.append(c)
        n = len(played)
        t = self._tables
        if n & 3 == 1 or beats(t, c, self.win_card):
            self.win_card, self.win_seat = c, seat
        if n & 3:
            self.turn = (seat + 1) & 3
            return None
        # Trick complete: score it and hand the lead to its winner.
        pts = t.points
        points = pts[played[n - 1]] + pts[played[n - 2]] + pts[played[n - 3]] + pts[played[n - 4]]
        if n == 32:
            points += LAST_TRICK_BONUS
        winner = self.win_seat
        self.points[winner & 1] += points
        self.tricks_won[winner & 1] += 1
        self.winners.append(winner)
        self.leader = self.turn = winner
        return SEATS[winner]

    def undo(self) -> Card:
        c = self.played.pop()
        n = len(self.played) + 1
        if not n & 3:
            self.tricks_won[self.winners.pop() & 1] -= 1
        self.leader, self.win_card, self.win_seat, self.points[0], self.points[1] = self._undo.pop()
        self.turn = (self.leader + (n - 1 & 3)) & 3
        seat = self.turn
        self.hands[seat] |= 1 << c
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
        other._undo = self._undo[:]
        other._tables = self._tables
        return other

    # --- history -------------------------------------------------------------------------------
    def tricks(self) -> list[Trick]:
        """Completed tricks, in order (for records and displays)."""
        out: list[Trick] = []
        points = self._tables.points
        leader = self.first_leader
        for i, winner in enumerate(self.winners):
            cards = tuple(self.played[4 * i : 4 * i + 4])
            bonus = LAST_TRICK_BONUS if i == 7 else 0
            out.append(Trick(Seat(leader), cards, Seat(winner), sum(points[c] for c in cards) + bonus))
            leader = winner
        return out

    def last_trick(self) -> Trick:
        """The most recently completed trick."""
        i = len(self.winners) - 1
        leader = self.winners[i - 1] if i else self.first_leader
        cards = tuple(self.played[4 * i : 4 * i + 4])
        bonus = LAST_TRICK_BONUS if i == 7 else 0
        return Trick(SEATS[leader], cards, SEATS[self.winners[i]], sum(self._tables.points[c] for c in cards) + bonus)

    def capot_team(self) -> Team | None:
        """The team that took all eight tricks, once the deal is over."""
        for team in Team:
            if self.tricks_won[team] == 8:
                return team
        return None
