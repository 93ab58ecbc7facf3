"""A variant is an object: the hooks ``Match`` calls at each step of a deal (docs/ENGINE.md).

``Match`` keeps what every variant shares (the phase, the deals, the dealer, the totals, the trick
play and the belote said with a card) and hands the rest to its ``GameVariant``:

- ``deal``: dealing (a shuffle or a record's layout) into the variant's auction;
- ``bid``: one auction action, and what follows the auction's end (completing the hands, play);
- ``extra_actions`` / ``apply_extra``: actions besides cards in play (Romanian declarations);
- ``after_card``: what a card does once played (a trick won, combinations judged, the deal scored);
- ``copy``: the variant's own match state, for search.

Each variant is a small subclass overriding these (``classic.ClassicVariant``,
``classic.ContreeVariant``, ``romanian.RomanianVariant``); ``variants.variant_for`` picks one for
a rule set. The table (four, three, two players) comes with the variant's rule set: the variant
answers ``table``, ``sides`` and ``side_names`` so that callers need not ask which table it is.
"""

from __future__ import annotations

from typing import ClassVar, Mapping, Sequence

from belote_desktop.engine.auctions import AuctionAction
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.combinations import Declare
from belote_desktop.engine.dealing import DealLayout
from belote_desktop.engine.deal_state import DealState, MatchCore
from belote_desktop.engine.events import Event
from belote_desktop.engine.play import IllegalActionError
from belote_desktop.engine.rules import OPTIONS, TARGET_CHOICES, OptionSpec, RuleSet, Variant
from belote_desktop.engine.table import Table


class GameVariant:
    """The base of every variant: what a deal does at each step. One instance per match, so a
    variant may keep its own match state (Romanian: the limit, the BTs)."""

    #: which variant this class plays
    kind: ClassVar[Variant]
    #: the variant takes actions besides cards in play (``extra_actions``, ``apply_extra``)
    has_extra_actions: ClassVar[bool] = False
    #: the tables this variant may be played at (a choice to offer when there are several)
    tables: ClassVar[tuple[Table, ...]] = (Table.FOUR,)
    #: the auction takes or passes a turned card, then names a trump (Classic, Romanian), rather
    #: than bidding points (Contrée)
    turns_a_card: ClassVar[bool] = True
    #: the taker leads the first trick (Romanian) rather than the player after the dealer
    taker_leads: ClassVar[bool] = False
    #: nobody but the taker may lead trump until the taker has led one, unless holding only
    #: trumps (Romanian: the ``taker`` of the deal's ``PlayState``)
    taker_opens_trump: ClassVar[bool] = False
    #: a deal may end in a capot, every trick to one side with a bonus of its own (not Romanian)
    has_capot: ClassVar[bool] = True
    #: combinations are declared by their holder during the first two tricks and called
    #: "combinations" and "Bella" (Romanian), rather than announced from the hand as French
    #: "declarations" and "belote"
    declares_in_play: ClassVar[bool] = False
    #: the taker must count at least as many points as each opponent (Romanian: else a BT),
    #: rather than more than the defending team or the bid
    taker_against_each: ClassVar[bool] = False
    #: the deal's score follows from what each team counted with its cards plus the points fixed
    #: when play starts (``classic.BeloteVariant.score_count``): what a double-dummy search of two
    #: teams can score (Classic and Contrée; not Romanian, whose combinations are declared in play)
    scores_from_count: ClassVar[bool] = False

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules

    # --- setup ---------------------------------------------------------------------------------
    @property
    def table(self) -> Table:
        """Who sits at the table: part of the variant's setup (four at Classic and Contrée)."""
        return self.rules.table

    @property
    def sides(self) -> int:
        return self.rules.table.sides

    @property
    def side_names(self) -> tuple[str, ...]:
        return self.rules.table.side_names

    @property
    def has_partners(self) -> bool:
        """Players sit in teams of two (the four-player table) rather than each for themselves."""
        return self.table.sides < self.table.size

    @property
    def first_deal_size(self) -> int:
        """The cards each player holds during the auction."""
        raise NotImplementedError

    @property
    def bids_points(self) -> bool:
        """The auction bids points in a trump (Contrée) rather than taking a turned card."""
        return not self.turns_a_card

    @property
    def swaps_seven(self) -> bool:
        """After a first-round take, the 7 of trump may be swapped for the turned card."""
        return False

    @property
    def special_fours(self) -> bool:
        """Four 8s, four 7s and all eight trumps (Belot) are combinations that end or change
        the deal (Romanian at four)."""
        return False

    @property
    def sets_cards_aside(self) -> bool:
        """Some of the deck may stay undealt once the hands are complete (the Romanian duel
        after a second-round trump)."""
        return False

    @property
    def dealer_gets_named_turned(self) -> bool:
        """After a trump named in the second round, the turned card goes to the dealer (Romanian
        at four and three) rather than to the player who named it (Classic) or out of the deal
        (the duel, ``sets_cards_aside``)."""
        return False

    @property
    def limit_rise(self) -> int:
        """How far the match's limit rises when several sides pass it in one deal (0: it does
        not, the best total wins)."""
        return 0

    def options_here(self) -> tuple[OptionSpec, ...]:
        """The rule options that apply to this variant at its table (``rules.OPTIONS``)."""
        return tuple(o for o in OPTIONS if o.applies_to(self.kind, self.table))

    def side_group(self, seat: Seat) -> int:
        """0 for the side of the first seat (S) and its partner, 1 for everyone else: how a
        comparison of two sides of players sees any table (S against E and W at three)."""
        first = self.table.side_seats(self.table.side_of(self.table.seats[0]))
        return 0 if seat in first else 1

    @property
    def counts_balls(self) -> bool:
        """The totals count balls (Romanian at three and four) rather than points."""
        return self.balls_at(self.rules.table)

    @property
    def score_unit(self) -> str:
        """What the totals count: "balls" or "points"."""
        return "balls" if self.counts_balls else "points"

    @classmethod
    def target_choices(cls, table: Table = Table.FOUR) -> tuple[int, ...]:
        """The match lengths offered at ``table`` (``SINGLE_DEAL``: one deal)."""
        return TARGET_CHOICES[cls.kind]

    @classmethod
    def balls_at(cls, table: Table) -> bool:
        """Whether scores at ``table`` count balls rather than points."""
        return False

    @classmethod
    def options(cls) -> tuple[OptionSpec, ...]:
        """The rule options that apply to this variant (one table: ``rules.OPTIONS``)."""
        return tuple(o for o in OPTIONS if cls.kind in o.variants)

    def copy(self) -> GameVariant:
        """This variant with its own match state copied (``Match.copy``)."""
        return type(self)(self.rules)

    # --- the course of a deal ------------------------------------------------------------------
    def deal(
        self,
        match: MatchCore,
        layout: DealLayout | None,
        announced: Mapping[Seat, Sequence[str]] | None,
        cut: int | None,
        declare_all: bool,
    ) -> list[Event]:
        raise NotImplementedError

    def bid(self, match: MatchCore, deal: DealState, action: AuctionAction) -> list[Event]:
        raise NotImplementedError

    def extra_actions(self, match: MatchCore, deal: DealState) -> list[Declare]:
        """Actions besides the legal cards for the seat to play (none by default)."""
        return []

    def apply_extra(self, match: MatchCore, deal: DealState, action: Declare) -> list[Event]:
        """Only called when ``has_extra_actions``."""
        raise NotImplementedError

    def after_card(self, match: MatchCore, deal: DealState, trick_done: bool) -> list[Event]:
        raise NotImplementedError

    def check_layout(self, match: MatchCore, layout: DealLayout) -> None:
        if layout.dealer != match.dealer:
            raise IllegalActionError(None, "deal", f"it is {match.dealer.name}'s deal, not {layout.dealer.name}'s")
