"""Romanian Belot's auction (docs/RULES.md 5): the Bizon, round 1 take/pass from first hand, round 2
another suit with the dealer unable to pass, then the 7 swap after a round-1 take (four players)
and, with ``under_14``, the chance to cancel for each player whose cards are worth under 14.

The swap and the cancel are turns of the auction because they happen before the first card and
belong to one player: records keep them in the ``auction`` list (``swap7``, ``cancel``, or
``pass`` to decline).
"""

from __future__ import annotations

from enum import Enum

from belote_desktop.engine.auctions import Auction, AuctionAction, AuctionResult, Call, NameTrump
from belote_desktop.engine.cards import Card, Mask, Rank, Seat, Suit, cards_of, mask_of, rank_of, suit_of
from belote_desktop.engine.contract import TABLES, Strain
from belote_desktop.engine.dealing import DealLayout
from belote_desktop.engine.legal import Reason, Refusal
from belote_desktop.engine.rules import RuleSet
from belote_desktop.engine.table import Table

UNDER_14 = 14
_NO_UNDER_14 = "cancelling a deal under 14 points is not played at this table (rule option under_14)"


class Stage(Enum):
    ROUND_1 = 1
    ROUND_2 = 2
    SWAP = 3
    CANCEL = 4
    DONE = 5


class RomanianAuction(Auction):
    def __init__(self, rules: RuleSet, layout: DealLayout) -> None:
        super().__init__(rules, layout.dealer)
        assert layout.turned is not None
        self.layout = layout
        self.table: Table = rules.table
        self.turned = layout.turned
        self.turn = self.table.next(self.dealer)
        self.stage = Stage.ROUND_1
        self.taker: Seat | None = None
        self.strain: Strain | None = None
        self.took_turned = False
        self.bizon = False
        self.swapper: Seat | None = None
        self._waiting: list[Seat] = []  # seats still to speak in the swap or cancel stage
        if rank_of(self.turned) == Rank.JACK:
            # The Bizon: trump is the Jack's suit at once and first hand is the taker.
            self.bizon = True
            self._chosen(self.turn, Strain.of_suit(suit_of(self.turned)), took_turned=True)

    # --- what may be said ------------------------------------------------------------------------
    def legal_actions(self) -> list[AuctionAction]:
        if self.result is not None:
            return []
        if self.stage == Stage.ROUND_1:
            return [Call.TAKE, Call.PASS]
        if self.stage == Stage.ROUND_2:
            actions: list[AuctionAction] = [NameTrump(s) for s in Suit if s != suit_of(self.turned)]
            if self.turn != self.dealer:
                actions.append(Call.PASS)
            return actions
        if self.stage == Stage.SWAP:
            return [Call.SWAP7, Call.PASS]
        return [Call.CANCEL, Call.PASS]

    def _refusal(self, action: AuctionAction) -> tuple[str, Reason]:
        if action == Call.SWAP7:
            return "only the holder of the 7 of trump may swap it, right after a round-1 take", Reason(Refusal.SWAP7_HOLDER)
        if action == Call.CANCEL:
            if not self.rules.under_14:
                return _NO_UNDER_14, Reason(Refusal.CANCEL_UNDER_14)
            return (
                "only a player whose cards are worth fewer than 14 points may cancel, before the play",
                Reason(Refusal.CANCEL_UNDER_14),
            )
        if self.stage == Stage.SWAP:
            return "say swap7 or pass", Reason(Refusal.SAY_SWAP7_OR_PASS)
        if self.stage == Stage.CANCEL:
            return "say cancel or pass", Reason(Refusal.SAY_CANCEL_OR_PASS)
        if isinstance(action, NameTrump) and self.stage == Stage.ROUND_2:
            return f"{action.suit.plural} were turned in round 1; name another suit", Reason(Refusal.SUIT_TURNED, action.suit)
        if isinstance(action, NameTrump):
            return "in round 1 a player may only take the turned card or pass", Reason(Refusal.ROUND_1_TAKE_OR_PASS)
        if action == Call.TAKE:
            return "the turned card can only be taken in round 1; name a suit or pass", Reason(Refusal.TAKE_ONLY_ROUND_1)
        if action == Call.PASS:
            return "the dealer may not pass in round 2", Reason(Refusal.DEALER_MUST_CHOOSE)
        return "not a Romanian Belot auction action", Reason(Refusal.OTHER)

    def refused_after_end(self, action: AuctionAction) -> str | None:
        """Why a swap or a cancel said once the auction is over is refused (None for other calls):
        a record that ends its auction and then cancels learns which rule, not only that it ended."""
        if action == Call.SWAP7:
            return "only the holder of the 7 of trump may swap it, right after a round-1 take"
        if action != Call.CANCEL:
            return None
        if not self.rules.under_14:
            return _NO_UNDER_14
        if self.result is not None and self.result.cancelled_by is not None:
            return f"{self.result.cancelled_by.name} already cancelled the deal"
        if not self.under_14_seats():
            return "nobody may cancel: every player's cards are worth 14 points or more"
        names = " and ".join(s.name for s in self.under_14_seats())
        return f"only a player whose cards are worth fewer than 14 points may cancel, once, before the play ({names} passed)"

    def under_14_seats(self) -> list[Seat]:
        """The players whose completed hand (trump chosen) is worth fewer than 14 points, from first hand."""
        if self.strain is None:
            return []
        hands = self.completed_hands()
        points = TABLES[self.strain].points
        seats = []
        seat = self.table.next(self.dealer)
        for _ in range(self.table.size):
            if sum(points[c] for c in cards_of(hands[seat])) < UNDER_14:
                seats.append(seat)
            seat = self.table.next(seat)
        return seats

    # --- saying it -------------------------------------------------------------------------------
    def apply(self, action: AuctionAction) -> None:
        self.check(action)
        seat = self.turn
        self.history.append((seat, action))
        if self.stage in (Stage.SWAP, Stage.CANCEL):
            self._waiting.pop(0)
            if action == Call.SWAP7:
                self.swapper = seat
            elif action == Call.CANCEL:
                self.result = AuctionResult(None, None, cancelled_by=seat)
                self.stage = Stage.DONE
                return
            self._advance()
            return
        if action == Call.TAKE:
            self._chosen(seat, Strain.of_suit(suit_of(self.turned)), took_turned=True)
            return
        if isinstance(action, NameTrump):
            self._chosen(seat, Strain.of_suit(action.suit), took_turned=False)
            return
        self.passes += 1
        if self.passes == self.table.size:
            self.stage, self.passes = Stage.ROUND_2, 0
        self.turn = self.table.next(seat)

    def _chosen(self, taker: Seat, strain: Strain, took_turned: bool) -> None:
        self.taker, self.strain, self.took_turned = taker, strain, took_turned
        if took_turned and not self.bizon and self.table == Table.FOUR:
            seven = self.layout.seven_of_trump
            holder = next((s for s in self.table.seats if seven in self.layout.hands[s]), None)
            # The taker gets the turned card anyway: a swap matters only to another player.
            if holder is not None and holder != taker:
                self.stage = Stage.SWAP
                self._waiting = [holder]
                self._advance()
                return
        self._open_cancel()

    def _open_cancel(self) -> None:
        self.stage = Stage.CANCEL
        if self.rules.under_14:
            self._waiting.extend(self.under_14_seats())
        self._advance()

    def _advance(self) -> None:
        if self._waiting:
            self.turn = self._waiting[0]
            return
        if self.stage == Stage.SWAP:
            self._open_cancel()
            return
        self.stage = Stage.DONE
        self.result = AuctionResult(self.taker, self.strain, took_turned=self.took_turned, swap7=self.swapper, bizon=self.bizon)

    # --- the completion ----------------------------------------------------------------------------
    @property
    def recipient(self) -> Seat | None:
        """Who gets the turned card: the round-1 taker, else the dealer (nobody in a duel)."""
        if self.took_turned:
            return self.taker
        return None if self.table == Table.DUEL else self.dealer

    def completed_cards(self) -> list[tuple[Card, ...]]:
        """Each seat's cards after the swap and the completion, in the order received (the
        swapper's turned card in place of its 7), as records write them."""
        layout = self.layout
        first = layout.seven_of_trump if self.swapper is not None else layout.turned
        extra = layout.complete(self.recipient, first)
        out: list[tuple[Card, ...]] = []
        for s in Seat:
            dealt = layout.hands[s]
            if self.swapper == s:
                dealt = tuple(layout.turned if c == layout.seven_of_trump else c for c in dealt)  # type: ignore[misc]  # the turned card is known once someone swaps the 7 for it
            out.append(dealt + extra[s])
        return out

    def completed_hands(self) -> list[Mask]:
        return [mask_of(h) for h in self.completed_cards()]
