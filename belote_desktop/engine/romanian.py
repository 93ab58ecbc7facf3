"""Romanian Belot as a variant (docs/RULES.md 5): dealing into the Romanian auction, the
completion, play started by the taker, combinations declared in the first two tricks, the deal's
score in balls and the end of the match at the table's limit.

The trick play itself is ``PlayState``'s, with Romanian options (no partner exemption,
compulsory undertrump, the taker's trump lead first); only what Romanian Belot adds is here. The
variant keeps its own match state: the limit (it rises when several sides pass it at once), each
side's BTs and each seat's combinations of 100 or more shown (``reduced_combinations``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Sequence

from belote_desktop.engine.auctions import AuctionAction
from belote_desktop.engine.balls import score_romanian
from belote_desktop.engine.cards import SEATS, Seat, Team, card_list
from belote_desktop.engine.combinations import (
    DECLARING_TRICKS,
    CombinationScore,
    REDUCED_LIMIT,
    Declare,
    action_of,
    find_combinations,
    score_combinations,
)
from belote_desktop.engine.contract import LAST_TRICK_BONUS
from belote_desktop.engine.dealing import ROMANIAN_FIRST, DealLayout
from belote_desktop.engine.deal_state import (
    CancelReason,
    Cancellation,
    DealState,
    MatchCore,
    Phase,
    VariantDeal,
    hands_of,
    public_sizes,
)
from belote_desktop.engine.declarations import Declaration, DeclarationKind
from belote_desktop.engine.events import (
    AuctionEnded,
    BidMade,
    CombinationDeclared,
    Completed,
    Cut,
    DealCancelled,
    DealScored,
    DeclarationsShown,
    Dealt,
    Event,
    MatchOver,
    TrickWon,
)
from belote_desktop.engine.play import IllegalActionError, PlayState
from belote_desktop.engine.romanian_auction import RomanianAuction
from belote_desktop.engine.rules import ROMANIAN_TARGET, SINGLE_DEAL, RuleSet, Variant
from belote_desktop.engine.scoring import DealResult
from belote_desktop.engine.table import Table
from belote_desktop.engine.variant import GameVariant

@dataclass
class RomanianDeal(VariantDeal):
    """What a Romanian deal adds to the shared deal record (``DealState.extra``)."""

    #: the combinations each seat holds at the start of play
    found: dict[Seat, list[Declaration]] = field(default_factory=dict)
    #: the combinations declared, in order
    declared: list[Declaration] = field(default_factory=list)
    #: which declared combinations score (after the second trick, and at the end)
    combinations: CombinationScore | None = None
    #: a replayed record: what each seat declares on its first turn (None: nothing to replay)
    pending: dict[Seat, list[str]] | None = None
    #: a replayed record without ``announced``: every combination held is declared
    declare_all: bool = False

    def copy(self) -> RomanianDeal:
        pending = {k: v[:] for k, v in self.pending.items()} if self.pending is not None else None
        return RomanianDeal(self.found, self.declared[:], self.combinations, pending, self.declare_all)


def romanian_deal(deal: DealState) -> RomanianDeal:
    """The Romanian part of a Romanian deal's record."""
    extra = deal.extra
    assert isinstance(extra, RomanianDeal), "not a Romanian deal"
    return extra


#: How far the limit rises when several sides pass it in the same deal (duel: points).
LIMIT_RISE = {Table.FOUR: 50, Table.THREE: 50, Table.DUEL: 500}
#: Combinations that can only be declared before the holder's first card: they end the deal.
_AT_ONCE = (DeclarationKind.FOUR_SEVENS, DeclarationKind.BELOT)


class RomanianVariant(GameVariant):
    kind = Variant.ROMANIAN
    has_extra_actions = True
    tables = (Table.FOUR, Table.THREE, Table.DUEL)
    taker_leads = True
    taker_opens_trump = True
    has_capot = False
    declares_in_play = True
    taker_against_each = True

    def __init__(self, rules: RuleSet) -> None:
        super().__init__(rules)
        #: the limit to reach (it rises when several pass it at once)
        self.limit = rules.target
        #: each side's BTs in the match
        self.bts = [0] * rules.table.sides
        #: each seat's combinations of 100 or more shown (``reduced_combinations``)
        self.hundreds = [0, 0, 0, 0]

    @classmethod
    def target_choices(cls, table: Table = Table.FOUR) -> tuple[int, ...]:
        """The table's own limit (balls, or points in a duel), or a single deal."""
        return (ROMANIAN_TARGET[table], SINGLE_DEAL)

    @classmethod
    def balls_at(cls, table: Table) -> bool:
        return table != Table.DUEL

    @property
    def first_deal_size(self) -> int:
        return ROMANIAN_FIRST[self.table]

    @property
    def swaps_seven(self) -> bool:
        return self.table == Table.FOUR

    @property
    def special_fours(self) -> bool:
        return self.table == Table.FOUR

    @property
    def sets_cards_aside(self) -> bool:
        return self.table == Table.DUEL

    @property
    def dealer_gets_named_turned(self) -> bool:
        return self.table != Table.DUEL

    @property
    def limit_rise(self) -> int:
        return LIMIT_RISE[self.table]

    def copy(self) -> RomanianVariant:
        other = RomanianVariant(self.rules)
        other.limit = self.limit
        other.bts = self.bts[:]
        other.hundreds = self.hundreds[:]
        return other

    # --- dealing and the auction ---------------------------------------------------------------
    def deal(
        self,
        match: MatchCore,
        layout: DealLayout | None,
        announced: Mapping[Seat, Sequence[str]] | None,
        cut: int | None,
        declare_all: bool,
    ) -> list[Event]:
        events: list[Event] = []
        table = self.table
        if layout is None:
            deck = card_list(table.deck)
            match.rng.shuffle(deck)
            if cut is None:
                cut = match.rng.randrange(1, len(deck))
            layout = DealLayout.romanian(table, match.dealer, deck, cut)
            events.append(Cut(table.previous(match.dealer), cut))
        else:
            self.check_layout(match, layout)
        auction = RomanianAuction(self.rules, layout)
        deal = DealState(len(match.deals) + 1, layout, auction, announced, layout.masks())
        pending = {s: list(v) for s, v in announced.items()} if announced is not None else None
        deal.extra = RomanianDeal(pending=pending, declare_all=declare_all)
        match.deals.append(deal)
        match.phase = Phase.AUCTION
        sizes, stock = public_sizes(deal.hands, table, layout.turned is not None)
        events.append(Dealt(deal.number, layout.dealer, layout.turned, sizes, stock, hands_of(deal.hands)))
        if auction.result is not None:  # the Bizon (and nobody may cancel)
            events.extend(self._auction_over(match, deal))
        return events

    def bid(self, match: MatchCore, deal: DealState, action: AuctionAction) -> list[Event]:
        seat = deal.auction.turn
        deal.auction.apply(action)
        events: list[Event] = [BidMade(seat, action)]
        if deal.auction.result is None:
            return events
        return events + self._auction_over(match, deal)

    def _auction_over(self, match: MatchCore, deal: DealState) -> list[Event]:
        extra = romanian_deal(deal)
        auction = deal.auction
        assert isinstance(auction, RomanianAuction) and auction.result is not None
        result = auction.result
        events: list[Event] = [AuctionEnded(result)]
        if result.taker is None:
            assert result.cancelled_by is not None
            deal.cancelled = Cancellation(result.cancelled_by, CancelReason.UNDER_14)
            return events + self._cancel(match, result.cancelled_by)
        deal.hands = auction.completed_hands()
        sizes, stock = public_sizes(deal.hands, self.table, False)
        events.append(Completed(result.taker, deal.layout.turned, auction.recipient, result.swap7, sizes, stock, hands_of(deal.hands)))  # type: ignore[arg-type]  # a Romanian layout always has its turned card
        assert result.strain is not None
        rules = self.rules
        table = self.table
        deal.play = PlayState(
            deal.hands, result.strain, result.taker, rules.partner_exemption, rules.must_undertrump, table, result.taker
        )
        if rules.declarations:
            extra.found = {s: find_combinations(s, deal.hands[s], result.strain, table) for s in table.seats}
            if extra.pending is None and extra.declare_all:
                extra.pending = {s: [d.kind.value for d in found] for s, found in extra.found.items()}
        match.phase = Phase.PLAY
        return events + self._declare_pending(match, deal)

    def _cancel(self, match: MatchCore, seat: Seat) -> list[Event]:
        match.dealer = self.table.next(match.dealer)
        match.phase = Phase.DEAL
        return [DealCancelled(seat, match.dealer)]

    # --- combinations --------------------------------------------------------------------------
    def _may_declare(self, deal: DealState, d: Declaration) -> str | None:
        """Why ``d`` may not be declared now (None: it may)."""
        extra = romanian_deal(deal)
        play = deal.play
        assert play is not None
        if any(x is d for x in extra.declared):
            return "already declared"
        seat = d.seat
        fresh = play.hands[seat].bit_count() == self.table.hand_size
        if d.kind == DeclarationKind.BELLA:
            if play.hands[seat] & d.cards != d.cards:
                return "Bella is declared before playing the king or queen of trump"
        elif d.kind in _AT_ONCE:
            if not fresh:
                return "it is declared before the holder's first card"
        elif play.trick_number >= DECLARING_TRICKS:
            return "combinations are declared in the first two tricks"
        if self.rules.reduced_combinations and d.points >= 100 and self.hundreds[seat] >= REDUCED_LIMIT:
            return f"combinations of 100 or more count at most {REDUCED_LIMIT} times a game at this table"
        return None

    def extra_actions(self, match: MatchCore, deal: DealState) -> list[Declare]:
        extra = romanian_deal(deal)
        if not self.rules.declarations or deal.play is None:
            return []
        seat = SEATS[deal.play.turn]
        return [action_of(d) for d in extra.found.get(seat, ()) if self._may_declare(deal, d) is None]

    def apply_extra(self, match: MatchCore, deal: DealState, action: Declare) -> list[Event]:
        extra = romanian_deal(deal)
        assert deal.play is not None
        seat = SEATS[deal.play.turn]
        verb = f"declare {action.code}"
        if not self.rules.declarations:
            raise IllegalActionError(seat, verb, "combinations are not played at this table")
        held = [d for d in extra.found.get(seat, ()) if action_of(d) == action and not any(x is d for x in extra.declared)]
        if not held:
            holds = any(action_of(d) == action for d in extra.found.get(seat, ()))
            raise IllegalActionError(seat, verb, "already declared" if holds else "does not hold it")
        reason = self._may_declare(deal, held[0])
        if reason is not None:
            raise IllegalActionError(seat, verb, reason)
        return self._declared(match, deal, held[0])

    def _declared(self, match: MatchCore, deal: DealState, d: Declaration) -> list[Event]:
        extra = romanian_deal(deal)
        extra.declared.append(d)
        if d.points >= 100:
            self.hundreds[d.seat] += 1
        events: list[Event] = [CombinationDeclared(d)]
        if d.kind == DeclarationKind.BELLA:
            deal.belotes.append((d.seat, d.suit))  # type: ignore[arg-type]  # a Bella always names its suit
        elif d.kind == DeclarationKind.FOUR_SEVENS:
            deal.outcome = DealResult.CANCELLED
            deal.cancelled = Cancellation(d.seat, CancelReason.FOUR_SEVENS)
            events.extend(self._cancel(match, d.seat))
        elif d.kind == DeclarationKind.BELOT:
            deal.outcome = DealResult.BELOT
            match.dealer = self.table.next(match.dealer)
            events.extend(self._win(match, self.table.side_of(d.seat)))
        return events

    def _declare_pending(self, match: MatchCore, deal: DealState) -> list[Event]:
        """A replayed record: the seat to play declares what the record says on its first turn,
        under the same rule as live play (``_may_declare``). A record without ``announced``
        declares every combination held that the rules allow, leaving out the others."""
        extra = romanian_deal(deal)
        events: list[Event] = []
        if extra.pending is None or deal.play is None or match.phase != Phase.PLAY:
            return events
        seat = SEATS[deal.play.turn]
        names = extra.pending.pop(seat, [])
        everything = deal.announced is None and extra.declare_all
        for name in names:
            held = [d for d in extra.found.get(seat, ()) if d.kind.value == name and not any(x is d for x in extra.declared)]
            if not held:
                raise IllegalActionError(
                    seat, f"declare {name}", "does not hold it" if self.rules.declarations else "combinations are not played at this table"
                )
            reason = self._may_declare(deal, held[0])
            if reason is not None:
                if everything:
                    continue
                raise IllegalActionError(seat, f"declare {name}", reason)
            events.extend(self._declared(match, deal, held[0]))
            if match.phase != Phase.PLAY:
                break
        return events

    # --- after each card -----------------------------------------------------------------------
    def after_card(self, match: MatchCore, deal: DealState, trick_done: bool) -> list[Event]:
        extra = romanian_deal(deal)
        play = deal.play
        assert play is not None
        events: list[Event] = []
        if trick_done:
            trick = play.last_trick()
            deal.tricks.append(trick)
            events.append(TrickWon(trick))
            if play.trick_number == DECLARING_TRICKS and self.rules.declarations:
                combos = score_combinations(extra.declared, play.strain, self.table)
                extra.combinations = combos
                events.append(DeclarationsShown(combos.scored, combos.side))
            if play.is_over:
                return events + self._score(match, deal)
        return events + self._declare_pending(match, deal)

    def _score(self, match: MatchCore, deal: DealState) -> list[Event]:
        extra = romanian_deal(deal)
        play = deal.play
        result = deal.auction.result
        assert play is not None and result is not None and result.taker is not None
        table = self.table
        combos = score_combinations(extra.declared, play.strain, table)
        extra.combinations = combos
        taker_side = table.side_of(result.taker)
        last = [0] * table.sides
        last[table.side_of(play.winners[-1])] = LAST_TRICK_BONUS
        score = score_romanian(
            table, taker_side, play.points, play.tricks_won, combos.points, combos.bella, self.bts, last
        )
        deal.score = score
        deal.reserve_paid = (0,) * table.sides
        for side in range(table.sides):
            match.totals[side] += score.score[side]
            self.bts[side] += score.bt[side]
        totals = tuple(match.totals)
        events: list[Event] = [DealScored(score, deal.reserve_paid, totals)]
        match.dealer = table.next(match.dealer)
        match.phase = Phase.DEAL
        winner = self.limit_reached(match.totals)
        if winner is not None:
            events.extend(self._win(match, winner))
        return events

    def limit_reached(self, totals: Sequence[int]) -> int | None:
        """The side that alone passed the limit; the limit rises while several pass it together."""
        if self.rules.target == SINGLE_DEAL:
            best = max(totals)
            return list(totals).index(best) if list(totals).count(best) == 1 else None
        while sum(t >= self.limit for t in totals) >= 2:
            self.limit += LIMIT_RISE[self.table]
        over = [i for i, t in enumerate(totals) if t >= self.limit]
        return over[0] if over else None

    def _win(self, match: MatchCore, side: int) -> list[Event]:
        table = self.table
        match.winner_side = side
        match.winner = Team(side) if table == Table.FOUR else table.side_seats(side)[0]
        match.phase = Phase.OVER
        return [MatchOver(match.winner, tuple(match.totals))]
