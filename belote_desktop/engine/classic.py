"""Classic Belote and Contrée as variants (docs/RULES.md 3 and 4): a 3-2 deal and a turned card
completed after the auction, or all eight cards and a bidding auction; French declarations and the
belote; the deal scored in points, a Classic litige held in reserve for the next deal's winner.

Both share the course of a deal (``BeloteVariant``); they differ in their auction and scoring.
"""

from __future__ import annotations

from typing import Iterable, Mapping, Sequence

from belote_desktop.engine.auctions import (
    Auction,
    AuctionAction,
    Call,
    ClassicAuction,
    ContreeAuction,
    NameTrump,
    format_action,
)
from belote_desktop.engine.cards import SEATS, Mask, Seat, Team, mask_of
from belote_desktop.engine.contract import LAST_TRICK_BONUS, Contract, Strain
from belote_desktop.engine.dealing import PACKETS, DealLayout
from belote_desktop.engine.deal_state import DealState, MatchCore, Phase, hands_of, public_sizes
from belote_desktop.engine.declarations import (
    BELOTE,
    BELOTE_POINTS,
    Declaration,
    declaration_points,
    find_belotes,
    find_declarations,
    scoring_team,
    select_announced,
)
from belote_desktop.engine.events import (
    AuctionEnded,
    BidMade,
    Completed,
    Dealt,
    DealScored,
    DeclarationsShown,
    Event,
    MatchOver,
    Redeal,
    TrickWon,
)
from belote_desktop.engine.legal import Reason, Refusal
from belote_desktop.engine.play import IllegalActionError, PlayState
from belote_desktop.engine.rules import SINGLE_DEAL, Variant
from belote_desktop.engine.scoring import DealCount, DealScore, score_classic, score_contree
from belote_desktop.engine.variant import GameVariant

#: Cards left after the Classic deal's 3-2 and the turned card: 3 for each seat, the taker's 2.
_CLASSIC_STOCK = 11

#: (declarations, belote) per team: what a deal scores besides its cards, fixed once play starts
Fixed = tuple[tuple[int, int], tuple[int, int]]


def fixed_points(declarations: Sequence[Declaration], team: Team | None, belotes: Iterable[Seat]) -> Fixed:
    """Per team, the declaration points ``team`` scores (the best team's, or none) and the belote
    of each holder in ``belotes``: the engine's count, also what search and analysis score with."""
    counted = [0, 0]
    if team is not None:
        counted[team] = declaration_points(declarations, team)
    belote = [0, 0]
    for seat in belotes:
        belote[Seat(seat).team] += BELOTE_POINTS
    return (counted[0], counted[1]), (belote[0], belote[1])


def fixed_points_of_hands(hands: Sequence[Mask], strain: Strain, first: Seat, declarations: bool) -> Fixed:
    """``fixed_points`` for whole hands at the start of the play, every declaration and belote
    held taken as announced (what a search assumes of hands it samples)."""
    found = [d for s in Seat for d in find_declarations(s, hands[s])] if declarations else []
    team = scoring_team(found, strain, first) if found else None
    return fixed_points(found, team, (seat for seat, _ in find_belotes(hands, strain)))


class BeloteVariant(GameVariant):
    """What Classic Belote and Contrée share: four players in two teams, French declarations."""

    scores_from_count = True

    @property
    def first_deal_size(self) -> int:
        return sum(PACKETS[self.kind])

    def new_auction(self, layout: DealLayout) -> Auction:
        raise NotImplementedError

    def score_count(self, count: DealCount, taker_team: Team, contract: Contract | None) -> DealScore:
        """The deal's score from what each team counted (also what search and analysis call)."""
        raise NotImplementedError

    def deal(
        self,
        match: MatchCore,
        layout: DealLayout | None,
        announced: Mapping[Seat, Sequence[str]] | None,
        cut: int | None,
        declare_all: bool,
    ) -> list[Event]:
        if layout is None:
            layout = DealLayout.shuffled(self.kind, match.dealer, match.rng)
        else:
            self.check_layout(match, layout)
        deal = DealState(len(match.deals) + 1, layout, self.new_auction(layout), announced, layout.masks())
        match.deals.append(deal)
        match.phase = Phase.AUCTION
        sizes, stock = public_sizes(deal.hands, self.table, layout.turned is not None)
        return [Dealt(deal.number, layout.dealer, layout.turned, sizes, stock, hands_of(deal.hands))]

    def bid(self, match: MatchCore, deal: DealState, action: AuctionAction) -> list[Event]:
        seat = deal.auction.turn
        deal.auction.apply(action)
        events: list[Event] = [BidMade(seat, action)]
        result = deal.auction.result
        if result is None:
            return events
        events.append(AuctionEnded(result))
        if result.taker is None:
            match.dealer = match.dealer.next
            match.phase = Phase.DEAL
            events.append(Redeal(match.dealer))
            return events
        if deal.layout.turned is not None:
            extra = deal.layout.completion(result.taker)
            for s in range(4):
                deal.hands[s] |= mask_of(extra[s])
            sizes, stock = public_sizes(deal.hands, self.table, False)
            events.append(Completed(result.taker, deal.layout.turned, result.taker, None, sizes, stock, hands_of(deal.hands)))
        self._start_play(match, deal)
        return events

    def _start_play(self, match: MatchCore, deal: DealState) -> None:
        result = deal.auction.result
        assert result is not None and result.strain is not None
        strain = result.strain
        rules = self.rules
        deal.play = PlayState(deal.hands, strain, deal.first_hand, rules.partner_exemption, rules.must_undertrump)
        announced = deal.announced
        deal.belotes = [
            (seat, suit)
            for seat, suit in find_belotes(deal.hands, strain)
            if announced is None or BELOTE in announced.get(seat, ())
        ]
        if rules.declarations:
            found = [d for s in Seat for d in find_declarations(s, deal.hands[s])]
            deal.declarations = select_announced(found, announced)
            deal.declaration_team = scoring_team(deal.declarations, strain, deal.first_hand)
        match.phase = Phase.PLAY

    def after_card(self, match: MatchCore, deal: DealState, trick_done: bool) -> list[Event]:
        if not trick_done:
            return []
        play = deal.play
        assert play is not None
        trick = play.last_trick()
        deal.tricks.append(trick)
        events: list[Event] = [TrickWon(trick)]
        if play.trick_number == 1 and self.rules.declarations:
            events.append(DeclarationsShown(tuple(deal.declarations), deal.declaration_team))
        if play.is_over:
            events.extend(self._score(match, deal))
        return events

    def _score(self, match: MatchCore, deal: DealState) -> list[Event]:
        play = deal.play
        result = deal.auction.result
        assert play is not None and result is not None and result.taker is not None
        declarations, belote = fixed_points(deal.declarations, deal.declaration_team, (s for s, _ in deal.belotes))
        last = [0, 0]
        last[SEATS[play.winners[-1]].team] = LAST_TRICK_BONUS
        count = DealCount(
            (play.points[0], play.points[1]),
            (play.tricks_won[0], play.tricks_won[1]),
            declarations,
            belote,
            (last[0], last[1]),
        )
        score = self.score_count(count, result.taker.team, result.contract)
        deal.score = score
        paid = [0, 0]
        if score.reserve_added:
            match.reserve += score.reserve_added
        elif match.reserve and score.winner is not None:
            paid[score.winner] = match.reserve
            match.reserve = 0
        deal.reserve_paid = (paid[0], paid[1])
        for t in Team:
            match.totals[t] += score.score[t] + paid[t]
        totals = (match.totals[0], match.totals[1])
        events: list[Event] = [DealScored(score, deal.reserve_paid, totals)]
        match.dealer = match.dealer.next
        match.phase = Phase.DEAL
        target = self.rules.target
        reached = target == SINGLE_DEAL or max(totals) >= target
        if reached and totals[0] != totals[1]:
            match.winner = Team.NS if totals[0] > totals[1] else Team.EW
            match.winner_side = int(match.winner)
            match.phase = Phase.OVER
            events.append(MatchOver(match.winner, totals))
        return events


class ClassicVariant(BeloteVariant):
    kind = Variant.CLASSIC

    def new_auction(self, layout: DealLayout) -> Auction:
        assert layout.turned is not None
        return ClassicAuction(self.rules, layout.dealer, layout.turned)

    def bid(self, match: MatchCore, deal: DealState, action: AuctionAction) -> list[Event]:
        layout = deal.layout
        if len(layout.stock) != _CLASSIC_STOCK and (action == Call.TAKE or isinstance(action, NameTrump)):
            # Without its stock (a passed-out deal's record) a Classic deal cannot be completed:
            # choosing a trump would start a play with short hands that runs out of cards.
            deal.auction.check(action)
            raise IllegalActionError(
                deal.auction.turn,
                f"say {format_action(action)}",
                "the cards that complete the hands are not known: pass only",
                Reason(Refusal.STOCK_UNKNOWN),
            )
        return super().bid(match, deal, action)

    def score_count(self, count: DealCount, taker_team: Team, contract: Contract | None) -> DealScore:
        return score_classic(count, taker_team)


class ContreeVariant(BeloteVariant):
    kind = Variant.CONTREE
    turns_a_card = False

    def new_auction(self, layout: DealLayout) -> Auction:
        return ContreeAuction(self.rules, layout.dealer)

    def score_count(self, count: DealCount, taker_team: Team, contract: Contract | None) -> DealScore:
        assert contract is not None
        return score_contree(count, taker_team, contract, self.rules)
