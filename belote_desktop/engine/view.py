"""What one seat may know (docs/RULES.md 6): its own hand and the public history, never another
player's hidden cards. Bots decide from a ``SeatView`` alone; so does a hotseat screen."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from belote_desktop.engine.auctions import AuctionAction
from belote_desktop.engine.cards import SEATS, Card, Mask, Seat, Team, card_list
from belote_desktop.engine.contract import Contract, Strain
from belote_desktop.engine.declarations import Declaration
from belote_desktop.engine.play import Trick
from belote_desktop.engine.romanian import RomanianDeal
from belote_desktop.engine.rules import RuleSet
from belote_desktop.engine.state import Action, DealState, Match, Phase


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: Seat
    rules: RuleSet
    phase: Phase
    deal_number: int
    dealer: Seat | None
    current_player: Seat | None
    hand: Mask  # this seat's own cards
    hand_sizes: tuple[int, int, int, int]  # how many cards each seat holds (public; 0 for an empty seat)
    turned: Card | None  # Classic, Romanian: the turned card, while it lies in the middle or was taken
    auction: tuple[tuple[Seat, AuctionAction], ...]
    taker: Seat | None
    strain: Strain | None
    contract: Contract | None
    tricks: tuple[Trick, ...]  # completed tricks of this deal
    trick_leader: Seat | None
    trick: tuple[Card, ...]  # cards of the trick in progress
    belotes_announced: tuple[tuple[Seat, Card], ...]  # (seat, card) for each belote/rebelote said
    # Classic, Contrée: the scoring team's, shown once the first trick is over; Romanian: every
    # combination declared so far (declaring shows it)
    declarations: tuple[Declaration, ...]
    declaration_team: Team | int | None  # Romanian: the side whose combinations score, after trick 2
    totals: tuple[int, ...]  # per side: team, or seat at the Romanian three-player and duel tables
    reserve: int
    legal_actions: tuple[Action, ...]  # empty unless this seat is to act

    @property
    def hand_cards(self) -> list[Card]:
        return card_list(self.hand)

    @property
    def played(self) -> Mask:
        """Every card played so far in this deal (public)."""
        m = 0
        for t in self.tricks:
            for c in t.cards:
                m |= 1 << c
        for c in self.trick:
            m |= 1 << c
        return m


def _new_view(
    seat: Seat, rules: RuleSet, phase: Phase, deal_number: int, dealer: Seat | None, current_player: Seat | None,
    hand: Mask, hand_sizes: tuple[int, int, int, int], turned: Card | None,
    auction: tuple[tuple[Seat, AuctionAction], ...], taker: Seat | None, strain: Strain | None,
    contract: Contract | None, tricks: tuple[Trick, ...], trick_leader: Seat | None, trick: tuple[Card, ...],
    belotes_announced: tuple[tuple[Seat, Card], ...], declarations: tuple[Declaration, ...],
    declaration_team: Team | int | None, totals: tuple[int, ...], reserve: int, legal_actions: tuple[Action, ...],
    _new: Any = object.__new__, _cls: Any = SeatView,
    _s: Any = tuple(SeatView.__dict__[name].__set__ for name in SeatView.__slots__),  # type: ignore[name-defined]  # mypy loses a comprehension's variable in a default value
) -> SeatView:
    """``SeatView(...)`` for ``view_of``, which every bot decision calls: setting the slots directly
    costs a third of the frozen dataclass's ``__init__`` (one ``object.__setattr__`` per field)."""
    v: SeatView = _new(_cls)
    _s[0](v, seat); _s[1](v, rules); _s[2](v, phase); _s[3](v, deal_number); _s[4](v, dealer)  # noqa: E702
    _s[5](v, current_player); _s[6](v, hand); _s[7](v, hand_sizes); _s[8](v, turned); _s[9](v, auction)  # noqa: E702
    _s[10](v, taker); _s[11](v, strain); _s[12](v, contract); _s[13](v, tricks); _s[14](v, trick_leader)  # noqa: E702
    _s[15](v, trick); _s[16](v, belotes_announced); _s[17](v, declarations); _s[18](v, declaration_team)  # noqa: E702
    _s[19](v, totals); _s[20](v, reserve); _s[21](v, legal_actions)  # noqa: E702
    return v


def view_of(match: Match, seat: Seat) -> SeatView:
    deal = match.current
    if deal is None:
        return SeatView(
            seat, match.rules, match.phase, 0, match.dealer, None, 0, (0, 0, 0, 0), None, (), None, None, None,
            (), None, (), (), (), None, tuple(match.totals), match.reserve, (),
        )
    play = deal.play
    result = deal.auction.result
    if play is not None:
        hands = play.hands
        trick = tuple(play.trick_cards)
        leader: Seat | None = SEATS[play.leader] if not play.is_over else None
        shown = play.trick_number >= 1
    else:
        hands = deal.held()
        trick, leader, shown = (), None, False
    current = match.current_player
    return _new_view(
        seat,
        match.rules,
        match.phase,
        deal.number,
        deal.layout.dealer,
        current,
        hands[seat],
        (hands[0].bit_count(), hands[1].bit_count(), hands[2].bit_count(), hands[3].bit_count()),
        deal.layout.turned,
        tuple(deal.auction.history),
        result.taker if result else None,
        result.strain if result else None,
        result.contract if result else None,
        tuple(deal.tricks),
        leader,
        trick,
        tuple(deal.belotes_said),
        _declarations(deal, shown),
        _declaration_side(deal, shown),
        tuple(match.totals),
        match.reserve,
        tuple(match.legal_actions()) if current == seat else (),
    )


def _declarations(deal: DealState, shown: bool) -> tuple[Declaration, ...]:
    if isinstance(deal.extra, RomanianDeal):  # Romanian: declaring is showing
        return tuple(deal.extra.declared)
    # only the scoring team lays its declarations on the table; the others' stay in hand
    return tuple(d for d in deal.declarations if d.seat.team == deal.declaration_team) if shown and deal.declarations else ()


def _declaration_side(deal: DealState, shown: bool) -> Team | int | None:
    if isinstance(deal.extra, RomanianDeal) and deal.extra.combinations is not None:
        return deal.extra.combinations.side
    return deal.declaration_team if shown else None
