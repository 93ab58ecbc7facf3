"""The match state machine: deals, auctions, play, scoring, dealer rotation and the match's end.

``Match`` is what the window's controller and the record replay drive::

    match = Match(RuleSet.default(Variant.CONTREE), seed=7)
    match.deal()                      # Phase.DEAL -> Phase.AUCTION (a seeded shuffle)
    while match.phase != Phase.OVER:
        if match.phase == Phase.DEAL:
            match.deal()
        else:
            events = match.apply(match.legal_actions()[0])

Dealing is its own step so that a record can supply the cards (``deal(layout)``) and a UI can
pause between deals.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum
from typing import Mapping, Sequence, Union

from belote_desktop.engine.auctions import (
    Auction,
    AuctionAction,
    Call,
    ClassicAuction,
    ContreeAuction,
    NameTrump,
    format_action,
)
from belote_desktop.engine.balls import RomanianScore
from belote_desktop.engine.cards import SEATS, Card, Mask, Seat, Suit, Team, card_list, card_name, mask_of
from belote_desktop.engine.combinations import CombinationScore, Declare
from belote_desktop.engine.contract import Strain
from belote_desktop.engine.dealing import DealLayout
from belote_desktop.engine.declarations import (
    BELOTE,
    BELOTE_POINTS,
    Declaration,
    belote_cards,
    declaration_points,
    find_belotes,
    find_declarations,
    is_belote_card,
    scoring_team,
    select_announced,
)
from belote_desktop.engine.events import (
    AuctionEnded,
    BeloteAnnounced,
    BidMade,
    CardPlayed,
    Completed,
    Cut,
    Dealt,
    DealScored,
    DeclarationsShown,
    Event,
    MatchOver,
    Redeal,
    TrickWon,
)
from belote_desktop.engine.legal import Reason, Refusal
from belote_desktop.engine.play import IllegalActionError, PlayState, Trick
from belote_desktop.engine.romanian_auction import RomanianAuction, Stage
from belote_desktop.engine.rules import SINGLE_DEAL, RuleSet, Variant
from belote_desktop.engine.scoring import DealCount, DealResult, DealScore, score_deal
from belote_desktop.engine.table import Table
from belote_desktop.engine import romanian  # Romanian steps of a deal; its functions take the Match

Action = Union[Card, AuctionAction, Declare]

#: Cards left after the Classic deal's 3-2 and the turned card: 3 for each seat, the taker's 2.
_CLASSIC_STOCK = 11


class Phase(Enum):
    DEAL = "deal"  # waiting for the cards to be dealt
    AUCTION = "auction"
    PLAY = "play"
    OVER = "over"


@dataclass
class DealState:
    """One deal, from its layout to its score."""

    number: int
    layout: DealLayout
    auction: Auction
    announced: Mapping[Seat, Sequence[str]] | None = None
    hands: list[Mask] = field(default_factory=list)  # current hands
    play: PlayState | None = None
    #: belotes that count: (seat, suit), found at the start of play
    belotes: list[tuple[Seat, Suit]] = field(default_factory=list)
    declarations: list[Declaration] = field(default_factory=list)
    declaration_team: Team | None = None
    tricks: list[Trick] = field(default_factory=list)  # completed tricks
    belotes_said: list[tuple[Seat, Card]] = field(default_factory=list)  # belote/rebelote cards played
    score: DealScore | RomanianScore | None = None
    reserve_paid: tuple[int, ...] = (0, 0)
    # --- Romanian ---
    #: the combinations each seat holds at the start of play
    found: dict[Seat, list[Declaration]] = field(default_factory=dict)
    #: the combinations declared, in order
    declared: list[Declaration] = field(default_factory=list)
    #: which declared combinations score (after the second trick, and at the end)
    combinations: CombinationScore | None = None
    #: a deal ended without a score: CANCELLED (four 7s) or BELOT (the game is won)
    outcome: DealResult | None = None
    #: a replayed record: what each seat declares on its first turn (None: nothing to replay)
    pending: dict[Seat, list[str]] | None = None
    #: a replayed record without ``announced``: every combination held is declared
    declare_all: bool = False

    @property
    def dealer(self) -> Seat:
        return self.layout.dealer

    @property
    def first_hand(self) -> Seat:
        return self.layout.first_hand

    @property
    def is_finished(self) -> bool:
        return (
            self.score is not None
            or self.outcome is not None
            or (self.auction.result is not None and self.auction.result.is_passed_out)
        )

    def held(self) -> list[Mask]:
        """The cards each seat holds now. Romanian: while players may cancel under 14 they hold
        the completed hand, since that is the hand the rule judges."""
        if self.play is not None:
            return self.play.hands
        if isinstance(self.auction, RomanianAuction) and self.auction.stage == Stage.CANCEL:
            return self.auction.completed_hands()
        return self.hands

    def play_hands(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's full hand for the play, in the order received (what records store)."""
        if isinstance(self.auction, RomanianAuction):
            if self.auction.stage in (Stage.CANCEL, Stage.DONE):
                return tuple(self.auction.completed_cards())
            return self.layout.hands
        if self.play is None:
            return self.layout.hands
        taker = self.auction.result.taker  # type: ignore[union-attr]
        if self.layout.turned is None:
            return self.layout.hands
        extra = self.layout.completion(taker)  # type: ignore[arg-type]
        return tuple(self.layout.hands[s] + extra[s] for s in range(4))

    def copy(self) -> DealState:
        import copy

        other = copy.copy(self)
        other.auction = copy.deepcopy(self.auction)
        other.hands = self.hands[:]
        other.play = self.play.copy() if self.play is not None else None
        other.belotes = self.belotes[:]
        other.declarations = self.declarations[:]
        other.tricks = self.tricks[:]
        other.belotes_said = self.belotes_said[:]
        other.declared = self.declared[:]
        other.pending = {k: v[:] for k, v in self.pending.items()} if self.pending is not None else None
        return other


class Match:
    def __init__(self, rules: RuleSet, seed: int | None = None, first_dealer: Seat | None = None) -> None:
        rules.validate()
        self.rules = rules
        self.table: Table = rules.table
        self.rng = random.Random(seed)
        if first_dealer is not None and first_dealer not in self.table.seats:
            raise ValueError(f"seat {first_dealer.name} is empty at the {self.table.value} table")
        self.dealer: Seat = first_dealer if first_dealer is not None else self.table.seats[self.rng.randrange(self.table.size)]
        self.phase = Phase.DEAL
        self.deals: list[DealState] = []
        self.totals = [0] * self.table.sides  # per side: a team, or a seat at three and in a duel
        self.reserve = 0  # Classic litige points waiting for the next deal's winner
        self.winner: Team | Seat | None = None
        self.winner_side: int | None = None
        # Romanian: the limit to reach (it rises when several pass it at once), each side's BTs,
        # each seat's combinations of 100 or more shown (reduced_combinations).
        self.limit = rules.target
        self.bts = [0] * self.table.sides
        self.hundreds = [0, 0, 0, 0]
        #: the seat of each player, players numbered in the order they join (0: the person at the
        #: screen, who keeps S); ``random_pairs`` draws the others' seats, so the partners
        self.seating: tuple[Seat, ...] = self.table.seats
        if rules.random_pairs:
            others = list(self.table.seats[1:])
            self.rng.shuffle(others)
            self.seating = (self.table.seats[0], *others)

    # --- queries -------------------------------------------------------------------------------
    @property
    def current(self) -> DealState | None:
        return self.deals[-1] if self.deals else None

    @property
    def current_player(self) -> Seat | None:
        deal = self.current
        if self.phase == Phase.AUCTION:
            return deal.auction.turn  # type: ignore[union-attr]
        if self.phase == Phase.PLAY:
            return SEATS[deal.play.turn]  # type: ignore[union-attr]
        return None

    def legal_actions(self) -> list[Action]:
        deal = self.current
        if self.phase == Phase.AUCTION:
            return deal.auction.legal_actions()  # type: ignore[union-attr]
        if self.phase == Phase.PLAY:
            m = deal.play.legal_mask()  # type: ignore[union-attr]
            out: list[Action] = []
            while m:
                low = m & -m
                out.append(low.bit_length() - 1)
                m ^= low
            if self.rules.variant == Variant.ROMANIAN:
                out.extend(romanian.declarable(self, deal))  # type: ignore[arg-type]
            return out
        return []

    def legal_mask(self) -> Mask:
        """Play phase: the playable cards as a mask (cheaper than ``legal_actions``)."""
        if self.phase != Phase.PLAY:
            return 0
        return self.current.play.legal_mask()  # type: ignore[union-attr]

    def hand(self, seat: Seat) -> Mask:
        deal = self.current
        if deal is None:
            return 0
        return deal.held()[seat]

    # --- dealing -------------------------------------------------------------------------------
    def deal(
        self,
        layout: DealLayout | None = None,
        announced: Mapping[Seat, Sequence[str]] | None = None,
        cut: int | None = None,
        declare_all: bool = False,
    ) -> list[Event]:
        """Deal the next deal: ``layout`` (e.g. from a record) or a seeded shuffle.

        Romanian: ``cut`` is where the player before the dealer cuts the shuffled deck (a seeded
        cut when None); ``announced`` is what each seat declares on its first turn of play (a
        replayed record), where Classic and Contrée read it as what each seat announces;
        ``declare_all``: a replayed Romanian record without ``announced`` declares everything held.
        """
        if self.phase != Phase.DEAL:
            raise IllegalActionError(None, "deal", f"the match is in the {self.phase.value} phase")
        events: list[Event] = []
        if self.rules.variant == Variant.ROMANIAN:
            if layout is None:
                deck = card_list(self.table.deck)
                self.rng.shuffle(deck)
                if cut is None:
                    cut = self.rng.randrange(1, len(deck))
                layout = DealLayout.romanian(self.table, self.dealer, deck, cut)
                events.append(Cut(self.table.previous(self.dealer), cut))
            elif layout.dealer != self.dealer:
                raise IllegalActionError(None, "deal", f"it is {self.dealer.name}'s deal, not {layout.dealer.name}'s")
            return events + romanian.start_deal(self, layout, announced, declare_all)
        if layout is None:
            layout = DealLayout.shuffled(self.rules.variant, self.dealer, self.rng)
        elif layout.dealer != self.dealer:
            raise IllegalActionError(None, "deal", f"it is {self.dealer.name}'s deal, not {layout.dealer.name}'s")
        if self.rules.variant == Variant.CLASSIC:
            assert layout.turned is not None
            auction: Auction = ClassicAuction(self.rules, layout.dealer, layout.turned)
        else:
            auction = ContreeAuction(self.rules, layout.dealer)
        deal = DealState(len(self.deals) + 1, layout, auction, announced, layout.masks())
        self.deals.append(deal)
        self.phase = Phase.AUCTION
        return [Dealt(deal.number, layout.dealer, layout.turned)]

    # --- actions -------------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Apply the current player's action; an illegal one raises IllegalActionError."""
        if self.phase == Phase.PLAY:
            if isinstance(action, Declare) and self.rules.variant == Variant.ROMANIAN:
                return romanian.declare(self, action)
            if not isinstance(action, int) or isinstance(action, bool) or not 0 <= action < 32:
                raise IllegalActionError(self.current_player, f"do {action!r}", "a card must be played", Reason(Refusal.CARD_EXPECTED))
            return self._play(action)
        if self.phase == Phase.AUCTION:
            if isinstance(action, int):
                raise IllegalActionError(
                    self.current_player, f"play {card_name(action)}", "the auction is not over", Reason(Refusal.AUCTION_NOT_OVER)
                )
            if isinstance(action, Declare):
                raise IllegalActionError(self.current_player, f"declare {action.code}", "combinations are declared in play")
            return self._bid(action)
        raise IllegalActionError(None, "act", "deal the cards first" if self.phase == Phase.DEAL else "the match is over")

    def _bid(self, action: AuctionAction) -> list[Event]:
        deal = self.current
        assert deal is not None
        if self.rules.variant == Variant.ROMANIAN:
            return romanian.bid(self, action)
        seat = deal.auction.turn
        layout = deal.layout
        if layout.turned is not None and len(layout.stock) != _CLASSIC_STOCK and (
            action == Call.TAKE or isinstance(action, NameTrump)
        ):
            # Without its stock (a passed-out deal's record) a Classic deal cannot be completed:
            # choosing a trump would start a play with short hands that runs out of cards.
            deal.auction.check(action)
            raise IllegalActionError(
                seat,
                f"say {format_action(action)}",
                "the cards that complete the hands are not known: pass only",
                Reason(Refusal.STOCK_UNKNOWN),
            )
        deal.auction.apply(action)
        events: list[Event] = [BidMade(seat, action)]
        result = deal.auction.result
        if result is None:
            return events
        events.append(AuctionEnded(result))
        if result.taker is None:
            self.dealer = self.dealer.next
            self.phase = Phase.DEAL
            events.append(Redeal(self.dealer))
            return events
        if deal.layout.turned is not None:
            extra = deal.layout.completion(result.taker)
            for s in range(4):
                deal.hands[s] |= mask_of(extra[s])
            events.append(Completed(result.taker, deal.layout.turned))
        self._start_play(deal)
        return events

    def _start_play(self, deal: DealState) -> None:
        result = deal.auction.result
        assert result is not None and result.strain is not None
        strain = result.strain
        deal.play = PlayState(
            deal.hands, strain, deal.first_hand, self.rules.partner_exemption, self.rules.must_undertrump
        )
        announced = deal.announced
        deal.belotes = [
            (seat, suit)
            for seat, suit in find_belotes(deal.hands, strain)
            if announced is None or BELOTE in announced.get(seat, ())
        ]
        if self.rules.declarations:
            found = [d for s in Seat for d in find_declarations(s, deal.hands[s])]
            deal.declarations = select_announced(found, announced)
            deal.declaration_team = scoring_team(deal.declarations, strain, deal.first_hand)
        self.phase = Phase.PLAY

    def _play(self, c: Card) -> list[Event]:
        deal = self.current
        play = deal.play  # type: ignore[union-attr]
        assert deal is not None and play is not None
        play.check(c)
        seat = SEATS[play.turn]
        events: list[Event] = [CardPlayed(seat, c)]
        for holder, suit in deal.belotes:
            if holder == seat and is_belote_card(c, suit):
                pair = next(mask for s, mask in belote_cards(play.strain) if s == suit)
                events.append(BeloteAnnounced(seat, suit, rebelote=not play.hands[seat] & pair & ~(1 << c)))
                deal.belotes_said.append((seat, c))
        winner = play.play(c)
        if self.rules.variant == Variant.ROMANIAN:
            return events + romanian.after_card(self, deal, winner is not None)
        if winner is None:
            return events
        trick = play.last_trick()
        deal.tricks.append(trick)
        events.append(TrickWon(trick))
        if play.trick_number == 1 and self.rules.declarations:
            events.append(DeclarationsShown(tuple(deal.declarations), deal.declaration_team))
        if play.is_over:
            events.extend(self._score(deal))
        return events

    def _score(self, deal: DealState) -> list[Event]:
        play = deal.play
        result = deal.auction.result
        assert play is not None and result is not None and result.taker is not None
        declarations = (0, 0)
        if deal.declaration_team is not None:
            team = deal.declaration_team
            pts = declaration_points(deal.declarations, team)
            declarations = (pts, 0) if team == Team.NS else (0, pts)
        belote = [0, 0]
        for seat, _ in deal.belotes:
            belote[seat.team] += BELOTE_POINTS
        count = DealCount(
            (play.points[0], play.points[1]),
            (play.tricks_won[0], play.tricks_won[1]),
            declarations,
            (belote[0], belote[1]),
        )
        score = score_deal(self.rules, count, result.taker.team, result.contract)
        deal.score = score
        paid = [0, 0]
        if score.reserve_added:
            self.reserve += score.reserve_added
        elif self.reserve and score.winner is not None:
            paid[score.winner] = self.reserve
            self.reserve = 0
        deal.reserve_paid = (paid[0], paid[1])
        for t in Team:
            self.totals[t] += score.score[t] + paid[t]
        totals = (self.totals[0], self.totals[1])
        events: list[Event] = [DealScored(score, deal.reserve_paid, totals)]
        self.dealer = self.dealer.next
        self.phase = Phase.DEAL
        target = self.rules.target
        reached = target == SINGLE_DEAL or max(totals) >= target
        if reached and totals[0] != totals[1]:
            self.winner = Team.NS if totals[0] > totals[1] else Team.EW
            self.winner_side = int(self.winner)
            self.phase = Phase.OVER
            events.append(MatchOver(self.winner, totals))
        return events

    # --- search support ------------------------------------------------------------------------
    def copy(self) -> Match:
        other = Match.__new__(Match)
        other.rules = self.rules
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.dealer = self.dealer
        other.phase = self.phase
        other.deals = self.deals[:-1] + [self.deals[-1].copy()] if self.deals else []
        other.totals = self.totals[:]
        other.reserve = self.reserve
        other.winner = self.winner
        other.table = self.table
        other.winner_side = self.winner_side
        other.limit = self.limit
        other.bts = self.bts[:]
        other.hundreds = self.hundreds[:]
        other.seating = self.seating
        return other

    @property
    def strain(self) -> Strain | None:
        deal = self.current
        if deal is None or deal.auction.result is None:
            return None
        return deal.auction.result.strain

