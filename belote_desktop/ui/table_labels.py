"""What the table's labels say: the words and suit signs of plates, boxes and bubbles.

`LabelState` is the public part of a view the labels need (dealer, turn, calls, contract,
scores), kept up to date event by event while the scene animates; the functions turn it into
lines of text. Every word goes through ``QCoreApplication.translate`` ("TableScene" context).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from PySide6.QtCore import QCoreApplication

from belote_desktop.engine.auctions import AuctionAction, Bid, Call, NameTrump
from belote_desktop.engine.cards import Card, Rank, Seat, Suit, rank_of, suit_of
from belote_desktop.engine.contract import Contract, Strain
from belote_desktop.engine.declarations import Declaration, DeclarationKind
from belote_desktop.engine.events import (
    AuctionEnded,
    BidMade,
    CardPlayed,
    Completed,
    DealCancelled,
    Dealt,
    DealScored,
    Event,
    Redeal,
    TrickWon,
)
from belote_desktop.engine.rules import SINGLE_DEAL, Variant
from belote_desktop.engine.table import Table
from belote_desktop.engine.state import Phase
from belote_desktop.engine.variants import variant_class
from belote_desktop.engine.view import SeatView
from belote_desktop.ui.help_text import SUIT_SYMBOLS, german_deck, rank_label
from belote_desktop.ui.table_items import SUIT_RED_ON_DARK, Line, Segment, plain

#: the signs of the deck on the table, looked up when shown (help_text.set_suit_system)
SUIT_GLYPHS = SUIT_SYMBOLS
RED = SUIT_RED_ON_DARK


def tr(text: str) -> str:
    return QCoreApplication.translate("TableScene", text)


def default_names() -> list[str]:
    return [tr("South"), tr("East"), tr("North"), tr("West")]


def suit_segment(suit: Suit) -> Segment:
    return Segment(SUIT_GLYPHS[suit], RED if suit in (Suit.HEARTS, Suit.DIAMONDS) else None)


def rank_text(rank: Rank) -> str:
    return rank_label(rank)  # J or U, Q or O: as the deck on the table shows them


def card_line(card: Card) -> Line:
    return (Segment(rank_text(rank_of(card))), suit_segment(suit_of(card)))


def strain_line(strain: Strain) -> Line:
    if strain.suit is not None:
        return (suit_segment(strain.suit),)
    return plain(tr("No trump") if strain == Strain.NO_TRUMP else tr("All trump"))


def call_line(action: AuctionAction) -> Line:
    if isinstance(action, Call):
        return plain(
            {
                Call.PASS: tr("Pass"),
                Call.TAKE: tr("Take"),
                Call.CONTRE: tr("Contre!"),
                Call.SURCONTRE: tr("Surcontre!"),
                Call.SWAP7: tr("Swap the 7"),
                Call.CANCEL: tr("Cancel the deal"),
            }[action]
        )
    if isinstance(action, NameTrump):
        return (Segment(tr("Trump") + " "), suit_segment(action.suit))
    return bid_line(action)


def bid_line(bid: Bid | Contract) -> Line:
    value = tr("Capot") if bid.value == 250 else str(bid.value)
    return (Segment(value + " "), *strain_line(bid.strain))


def contre_text(multiplier: int) -> str:
    if multiplier == 2:
        return tr("Contré ×2")
    return tr("Surcontré ×%1").replace("%1", str(multiplier)) if multiplier > 2 else ""


def declaration_line(d: Declaration) -> Line:
    names = {
        DeclarationKind.TIERCE: tr("Tierce"),
        DeclarationKind.FIFTY: tr("Fifty"),
        DeclarationKind.HUNDRED: tr("Hundred"),
        DeclarationKind.FOUR_JACKS: tr("Four Unters") if german_deck() else tr("Four jacks"),
        DeclarationKind.FOUR_NINES: tr("Four nines"),
        DeclarationKind.FOUR_ACES: tr("Four aces"),
        DeclarationKind.FOUR_TENS: tr("Four tens"),
        DeclarationKind.FOUR_KINGS: tr("Four kings"),
        DeclarationKind.FOUR_QUEENS: tr("Four Obers") if german_deck() else tr("Four queens"),
        DeclarationKind.BELLA: tr("Bella"),
        DeclarationKind.FOUR_EIGHTS: tr("Four eights"),
        DeclarationKind.FOUR_SEVENS: tr("Four sevens"),
        DeclarationKind.BELOT: tr("Belot!"),
    }
    head: list[Segment] = [Segment(names[d.kind])]
    if d.kind in (DeclarationKind.BELLA, DeclarationKind.BELOT):
        if d.suit is not None:
            head += [Segment(" "), suit_segment(d.suit)]
        if d.kind == DeclarationKind.BELLA:
            head.append(Segment(f" ({d.points})"))
        return tuple(head)
    if d.kind in (DeclarationKind.FOUR_EIGHTS, DeclarationKind.FOUR_SEVENS):
        return tuple(head)  # they score nothing: they cancel
    if d.suit is not None:
        head += [Segment(" " + tr("to the") + " " + rank_text(d.top)), suit_segment(d.suit)]
    head.append(Segment(f" ({d.points})"))
    return tuple(head)


@dataclass(frozen=True)
class LabelState:
    variant: Variant
    target: int
    phase: Phase
    dealer: Seat | None = None
    turn: Seat | None = None
    auction: tuple[tuple[Seat, AuctionAction], ...] = ()
    taker: Seat | None = None
    strain: Strain | None = None
    contract: Contract | None = None
    turned: Card | None = None
    totals: tuple[int, ...] = (0, 0)  # per side: a team, or a player at the Romanian three and duel
    tricks: tuple[int, ...] = (0, 0)  # tricks won by each side this deal
    table: Table = Table.FOUR

    @classmethod
    def from_view(cls, view: SeatView) -> LabelState:
        table = view.rules.table
        tricks = [0] * table.sides
        for t in view.tricks:
            tricks[table.side_of(t.winner)] += 1
        return cls(
            variant=view.rules.variant,
            target=view.rules.target,
            phase=view.phase,
            dealer=view.dealer,
            turn=view.current_player,
            auction=view.auction,
            taker=view.taker,
            strain=view.strain,
            contract=view.contract,
            turned=view.turned,
            totals=view.totals,
            tricks=tuple(tricks),
            table=table,
        )

    def after(self, event: Event) -> LabelState:
        if isinstance(event, Dealt):
            return replace(
                self, phase=Phase.AUCTION, dealer=event.dealer, turn=self.table.next(event.dealer), auction=(), taker=None,
                strain=None, contract=None, turned=event.turned, tricks=(0,) * self.table.sides,
            )
        if isinstance(event, BidMade):
            # the seat that speaks stays lit while its call is shown; the settled view moves on
            return replace(self, auction=(*self.auction, (event.seat, event.action)), turn=event.seat)
        if isinstance(event, AuctionEnded):
            r = event.result
            first = self.table.next(self.dealer) if self.dealer is not None else None
            if variant_class(self.variant).taker_leads:
                first = r.taker
            phase = Phase.PLAY if r.taker is not None else Phase.DEAL
            return replace(self, phase=phase, taker=r.taker, strain=r.strain, contract=r.contract, turn=first)
        if isinstance(event, Completed):
            return replace(self, taker=event.taker)
        if isinstance(event, (Redeal, DealCancelled)):
            return replace(self, phase=Phase.DEAL, turn=None, dealer=event.next_dealer, auction=())
        if isinstance(event, CardPlayed):
            return replace(self, turn=event.seat)
        if isinstance(event, TrickWon):
            tricks = list(self.tricks)
            tricks[self.table.side_of(event.trick.winner)] += 1
            return replace(self, turn=event.trick.winner, tricks=tuple(tricks))
        if isinstance(event, DealScored):
            return replace(self, totals=event.totals, phase=Phase.DEAL, turn=None)
        return self

    # -- the words --------------------------------------------------------------------------

    def last_call(self, seat: Seat) -> AuctionAction | None:
        return next((a for s, a in reversed(self.auction) if s == seat), None)

    def plate_detail(self, seat: Seat) -> Line:
        if self.phase == Phase.AUCTION:
            call = self.last_call(seat)
            return call_line(call) if call is not None else ()
        if self.taker == seat and self.strain is not None:
            return (Segment(tr("Taker") + " · "), *strain_line(self.strain))
        return ()

    def score_title(self) -> str:
        variant = variant_class(self.variant)
        if len(variant.tables) == 1:  # one table, one unit: the plain word
            return tr("Score")
        return tr("Score in balls") if variant.balls_at(self.table) else tr("Score in points")

    def side_name(self, side: int, names: Sequence[str]) -> str:
        seats = self.table.side_seats(side)
        return " & ".join(names[s] for s in seats)

    def score_rows(self, names: Sequence[str], viewer: Seat) -> list[tuple[Line, Line, bool]]:
        rows = []
        table = self.table
        own = table.side_of(viewer) if viewer in table.seats else 0
        sides = [own, *(i for i in range(table.sides) if i != own)]
        for side in sides:
            total = self.totals[side] if side < len(self.totals) else 0
            rows.append((plain(self.side_name(side, names)), plain(str(total)), side == own))
        target = tr("one deal") if self.target == SINGLE_DEAL else str(self.target)
        rows.append((plain(tr("Playing to")), plain(target), False))
        return rows

    def contract_title(self) -> str:
        return tr("Auction") if self.phase == Phase.AUCTION else tr("Contract")

    def contract_rows(self, names: Sequence[str], viewer: Seat) -> list[tuple[Line, Line, bool]]:
        dash = plain("\u2014")
        if self.phase == Phase.AUCTION:
            if variant_class(self.variant).turns_a_card and self.turned is not None:
                first = (plain(tr("Turned card")), card_line(self.turned), True)
            else:
                bid = next(((s, a) for s, a in reversed(self.auction) if isinstance(a, Bid)), None)
                first = (plain(tr("Highest bid")), bid_line(bid[1]) if bid else dash, True)
            turn = (plain(tr("To speak")), plain(names[self.turn]) if self.turn is not None else dash, False)
            # the multiplier is the engine's business (a surcontre is x3 or x4 by the rules):
            # until the contract is settled only the word is shown
            doubled = ""
            for _, a in self.auction:
                if a == Call.CONTRE:
                    doubled = tr("Contré")
                elif a == Call.SURCONTRE:
                    doubled = tr("Surcontré")
                elif isinstance(a, Bid):
                    doubled = ""
            extra = (plain(tr("Doubled")), plain(doubled), False) if doubled else None
            return [first, turn] + ([extra] if extra else [])
        if self.strain is None or self.taker is None:
            return [(plain(tr("Trump")), dash, True), (plain(tr("Taker")), dash, False), (plain(tr("Tricks")), dash, False)]
        if self.contract is not None:
            first = (plain(tr("Contract")), bid_line(self.contract), True)
        else:
            first = (plain(tr("Trump")), strain_line(self.strain), True)
        taker = (plain(tr("Taker")), plain(names[self.taker]), False)
        if self.contract is not None and self.contract.multiplier > 1:
            third = (plain(tr("Doubled")), plain(contre_text(self.contract.multiplier)), False)
        else:
            table = self.table
            own = table.side_of(viewer) if viewer in table.seats else 0
            counts = [self.tricks[own], *(t for i, t in enumerate(self.tricks) if i != own)]
            third = (plain(tr("Tricks")), plain(" – ".join(str(t) for t in counts)), False)
        return [first, taker, third]

