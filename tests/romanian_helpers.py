"""Builders for the Romanian Belot tests: hand-made deals at the three tables."""

from __future__ import annotations

from typing import Mapping

from belote_desktop.engine.cards import Seat
from belote_desktop.engine.dealing import DealLayout
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Match
from tests.engine_helpers import card, cards, seat


def romanian_rules(table: str = "four", **options: object) -> RuleSet:
    return RuleSet.default(Variant.ROMANIAN).with_options({"table": table, **options})


def romanian_match(
    dealer: str, dealt: Mapping[str, str], turned: str, stock: str, table: str = "four", **options: object
) -> Match:
    """A match whose first deal gives each seat ``dealt`` (5 cards, duel 6), turns ``turned`` and
    keeps ``stock`` (the cards after it, dealt 3 each from first hand, the turned card's receiver 2)."""
    rules = romanian_rules(table, **options)
    m = Match(rules, seed=1, first_dealer=seat(dealer))
    hands = tuple(tuple(cards(dealt.get(s.name, ""))) for s in Seat)
    m.deal(DealLayout(seat(dealer), hands, card(turned), tuple(cards(stock)), rules.table))
    return m


# A four-player deal dealt by W (first hand S), hearts turned. If S takes in round 1 it gets 9H QH KH
# (Bella and J 9 A K Q of hearts), E (holding the 7 of hearts) 8H TH 7D, N AD TC JC (a hundred in
# diamonds, 9 to A), W QC KC AC.
FOUR_DEALT = {
    "S": "JH AH KS QS 7C",
    "E": "7H 8S 9S TS 8D",
    "N": "9D TD JD QD KD",
    "W": "AS 7S JS 8C 9C",
}
FOUR_TURNED = "9H"
FOUR_STOCK = "QH KH 8H TH 7D AD TC JC QC KC AC"


def four_deal(**options: object) -> Match:
    return romanian_match("W", FOUR_DEALT, FOUR_TURNED, FOUR_STOCK, **options)
