"""Auctions: Classic Belote's two take/pass rounds, Contrée's bidding with contre and surcontre,
and Romanian Belot's two rounds with the Bizon, the 7 swap and the cancel under 14 points.

Auction actions are small values (``Call``, ``NameTrump``, ``Bid``); their record notation is
``format_action`` / ``parse_action`` (``pass``, ``take``, ``H``, ``110S``, ``capotD``, ``contre``).
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from enum import Enum
from typing import Union

from belote_desktop.engine.cards import Card, Seat, Suit, suit_of
from belote_desktop.engine.contract import BID_VALUES, CAPOT_VALUE, Contract, Strain
from belote_desktop.engine.legal import Reason, Refusal
from belote_desktop.engine.play import IllegalActionError
from belote_desktop.engine.rules import RuleSet


class Call(Enum):
    PASS = "pass"
    TAKE = "take"
    CONTRE = "contre"
    SURCONTRE = "surcontre"
    #: Romanian: the holder of the 7 of trump exchanges it for the turned card
    SWAP7 = "swap7"
    #: Romanian ``under_14``: a player whose cards are worth fewer than 14 points cancels the deal
    CANCEL = "cancel"


@dataclass(frozen=True, slots=True)
class NameTrump:
    """Classic round 2: name a suit other than the turned card's as trump."""

    suit: Suit


@dataclass(frozen=True, slots=True)
class Bid:
    """Contrée: a value (80-160 by tens, or 250 for capot) in a strain."""

    value: int
    strain: Strain

    @property
    def is_capot(self) -> bool:
        return self.value == CAPOT_VALUE


AuctionAction = Union[Call, NameTrump, Bid]

# Every bid, lowest first, built once: auctions hand out slices of these.
_BIDS: dict[bool, tuple[Bid, ...]] = {
    with_nt: tuple(Bid(v, s) for v in BID_VALUES for s in (tuple(Strain) if with_nt else tuple(Strain)[:4]))
    for with_nt in (False, True)
}


def _bid_value(bid: Bid) -> int:
    return bid.value


def format_action(action: AuctionAction) -> str:
    if isinstance(action, Call):
        return action.value
    if isinstance(action, NameTrump):
        return action.suit.letter
    return ("capot" if action.is_capot else str(action.value)) + action.strain.code


def parse_action(text: str) -> AuctionAction:
    """Parse record notation; raises ValueError with a clear message."""
    if not isinstance(text, str):
        raise ValueError(f"not an auction action: {text!r}")
    word = text.strip()
    lower = word.lower()
    for call in Call:
        if lower == call.value:
            return call
    if len(word) == 1:
        return NameTrump(Suit.parse(word))
    value_text, strain_text = (word[:-2], word[-2:]) if word.upper().endswith(("NT", "AT")) else (word[:-1], word[-1:])
    try:
        strain = Strain.parse(strain_text)
        value = CAPOT_VALUE if value_text.lower() == "capot" else int(value_text)
    except ValueError:
        raise ValueError(f"not an auction action: {text!r}") from None
    if value not in BID_VALUES:
        raise ValueError(f"not a bid value: {text!r} (80 to 160 by tens, or capot)")
    return Bid(value, strain)


@dataclass(frozen=True, slots=True)
class AuctionResult:
    """How an auction ended: a taker and a strain, or no trump chosen (a redeal)."""

    taker: Seat | None
    strain: Strain | None
    contract: Contract | None = None  # Contrée only
    took_turned: bool = False  # Classic, Romanian: trump chosen in round 1 (or by the Bizon)
    #: Romanian: who exchanged the 7 of trump for the turned card
    swap7: Seat | None = None
    #: Romanian: a turned Jack fixed trump, first hand took it
    bizon: bool = False
    #: Romanian ``under_14``: the seat that cancelled the deal (then nobody takes)
    cancelled_by: Seat | None = None

    @property
    def is_passed_out(self) -> bool:
        return self.taker is None


class Auction:
    """What both auctions share: whose turn, the calls so far, the result, and checking a call."""

    def __init__(self, rules: RuleSet, dealer: Seat) -> None:
        self.rules = rules
        self.dealer = Seat(dealer)
        self.turn = self.dealer.next
        self.passes = 0
        self.history: list[tuple[Seat, AuctionAction]] = []
        self.result: AuctionResult | None = None

    @property
    def is_over(self) -> bool:
        return self.result is not None

    def legal_actions(self) -> list[AuctionAction]:
        raise NotImplementedError

    def apply(self, action: AuctionAction) -> None:
        """Say ``action`` for the seat whose turn it is (an illegal one raises)."""
        raise NotImplementedError

    def _refusal(self, action: AuctionAction) -> tuple[str, Reason]:
        """Why ``action``, not among the legal actions of an open auction, is refused: the
        English words and the same reason as data."""
        raise NotImplementedError

    def check(self, action: AuctionAction) -> None:
        if action in self.legal_actions():
            return
        if self.result is not None:
            reason, detail = "the auction is over", Reason(Refusal.AUCTION_OVER)
        else:
            reason, detail = self._refusal(action)
        raise IllegalActionError(self.turn, f"say {format_action(action)}", reason, detail)


class ClassicAuction(Auction):
    """Round 1: take the turned card or pass; round 2: name another suit or pass."""

    def __init__(self, rules: RuleSet, dealer: Seat, turned: Card) -> None:
        super().__init__(rules, dealer)
        self.turned = turned
        self.round = 1

    def legal_actions(self) -> list[AuctionAction]:
        if self.result is not None:
            return []
        if self.round == 1:
            return [Call.TAKE, Call.PASS]
        actions: list[AuctionAction] = [NameTrump(s) for s in Suit if s != suit_of(self.turned)]
        if not (self.rules.dealer_must_choose and self.turn == self.dealer):
            actions.append(Call.PASS)
        return actions

    def _refusal(self, action: AuctionAction) -> tuple[str, Reason]:
        if isinstance(action, NameTrump) and self.round == 2:
            return f"{action.suit.plural} were turned in round 1; name another suit", Reason(Refusal.SUIT_TURNED, action.suit)
        if isinstance(action, NameTrump):
            return "in round 1 a player may only take the turned card or pass", Reason(Refusal.ROUND_1_TAKE_OR_PASS)
        if action == Call.TAKE:
            return "the turned card can only be taken in round 1; name a suit or pass", Reason(Refusal.TAKE_ONLY_ROUND_1)
        if action == Call.PASS:
            return "the dealer must choose a trump in round 2", Reason(Refusal.DEALER_MUST_CHOOSE)
        return "not a Classic Belote auction action", Reason(Refusal.OTHER)

    def apply(self, action: AuctionAction) -> None:
        self.check(action)
        seat = self.turn
        self.history.append((seat, action))
        if action == Call.TAKE:
            self.result = AuctionResult(seat, Strain.of_suit(suit_of(self.turned)), took_turned=True)
        elif isinstance(action, NameTrump):
            self.result = AuctionResult(seat, Strain.of_suit(action.suit))
        else:
            self.passes += 1
            if self.passes == 4:
                if self.round == 2:
                    self.result = AuctionResult(None, None)
                    return
                self.round, self.passes = 2, 0
        self.turn = seat.next


class ContreeAuction(Auction):
    """Bids from 80 to 160 by tens or capot, each above the last; contre and surcontre.

    ``passes`` counts passes in a row; after a contre, the bidding team's passes.
    """

    def __init__(self, rules: RuleSet, dealer: Seat) -> None:
        super().__init__(rules, dealer)
        self.best: Bid | None = None
        self.best_seat: Seat | None = None
        self.multiplier = 1

    def legal_actions(self) -> list[AuctionAction]:
        if self.result is not None:
            return []
        if self.multiplier > 1:
            return [Call.PASS, Call.SURCONTRE] if self.multiplier == 2 else [Call.PASS]
        bids = _BIDS[self.rules.no_trump_bids]
        start = bisect_right(bids, self.best.value, key=_bid_value) if self.best else 0
        actions: list[AuctionAction] = [Call.PASS, *bids[start:]]
        if self.best_seat is not None and self.best_seat.team != self.turn.team:
            actions.append(Call.CONTRE)
        return actions

    def _refusal(self, action: AuctionAction) -> tuple[str, Reason]:
        if self.multiplier > 1 and action != Call.SURCONTRE:
            return "after a contre only surcontre or pass remains", Reason(Refusal.AFTER_CONTRE)
        if action == Call.SURCONTRE:
            if self.multiplier == 1:
                return "surcontre answers a contre of the other team", Reason(Refusal.SURCONTRE_ANSWERS_CONTRE)
            return "already surcontred", Reason(Refusal.ALREADY_SURCONTRED)
        if action == Call.CONTRE:
            if self.best:
                return "contre is said against the other team's bid", Reason(Refusal.CONTRE_OTHER_TEAM)
            return "there is no bid to contre", Reason(Refusal.NO_BID_TO_CONTRE)
        if isinstance(action, Bid) and self.best is not None and action.value <= self.best.value:
            best = self.best
            return f"must bid higher than {format_action(best)}", Reason(Refusal.BID_HIGHER, value=best.value, strain=best.strain)
        if isinstance(action, Bid) and action.strain >= 4:
            return "no trump and all trump bids are not played at this table", Reason(Refusal.STRAIN_NOT_PLAYED)
        return "not a Contrée auction action", Reason(Refusal.OTHER)

    def apply(self, action: AuctionAction) -> None:
        self.check(action)
        seat = self.turn
        self.history.append((seat, action))
        if isinstance(action, Bid):
            self.best, self.best_seat, self.passes = action, seat, 0
        elif action == Call.CONTRE:
            self.multiplier, self.passes = 2, 0
        elif action == Call.SURCONTRE:
            self.multiplier = self.rules.surcontre_multiplier
            self._finish()
            return
        else:
            self.passes += 1
            if self.multiplier > 1:
                if self.passes == 2:
                    self._finish()
                    return
            elif self.best is None:
                if self.passes == 4:
                    self.result = AuctionResult(None, None)
                    return
            # With taker_may_raise the highest bidder's own pass (standing) is the fourth.
            elif self.passes == (4 if self.rules.taker_may_raise else 3):
                self._finish()
                return
        self.turn = seat.next
        if self.multiplier > 1 and self.turn.team != self.best_seat.team:  # type: ignore[union-attr]  # a multiplier above 1 means a contre, so there is a best bid and its seat
            self.turn = self.turn.next  # after a contre only the bidding team speaks

    def _finish(self) -> None:
        assert self.best is not None and self.best_seat is not None
        contract = Contract(self.best.value, self.best.strain, self.multiplier)
        self.result = AuctionResult(self.best_seat, self.best.strain, contract)
