"""The Expert partners' convention (bots/signals.py): a first discard calls for its suit, the
partner reads the call when dealing the hidden cards."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from belote_desktop.bots.expert import ExpertBot, ExpertSettings
from belote_desktop.bots.sampling import constraints_of, sample_hands
from belote_desktop.bots.signals import best_left, calling_discard, calls, read_partner_call
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.contract import Strain
from belote_desktop.engine.rules import Variant
from belote_desktop.engine.state import Match
from belote_desktop.engine.view import view_of
from tests.engine_helpers import bid, card, cards, layout, mask, play, rules

# Contrée, W deals, S bids 80 in hearts and leads the ace of spades; E follows. N has neither a
# spade nor a trump: it throws a card, and it holds the best diamond (the ace) with five small
# ones. W, with no spade, must ruff.
_HANDS = {
    "S": "JH 9H AH TH AS KS QS 7D",
    "E": "KH 7S 8S 9S TS JS QC JD",
    "N": "AD TD KD QD 9D 8D KC TC",
    "W": "7H 8H QH AC 7C 8C 9C JC",
}


def _match() -> Match:
    m = Match(rules(Variant.CONTREE, target=0), first_dealer=Seat.W)
    m.deal(layout(Variant.CONTREE, "W", _HANDS))
    bid(m, "80H pass pass pass")
    return m


def _to_norths_discard() -> Match:
    m = _match()
    play(m, "AS 7S")
    assert m.current_player == Seat.N
    return m


def test_the_best_card_left_of_a_suit() -> None:
    assert best_left(card("AD") >> 3, Strain.HEARTS, 0) == card("AD")
    assert best_left(card("AD") >> 3, Strain.HEARTS, mask("AD")) == card("TD")
    assert best_left(card("JH") >> 3, Strain.HEARTS, mask("JH")) == card("9H")  # trump order
    assert best_left(card("JH") >> 3, Strain.NO_TRUMP, mask("AH TH KH QH JH 9H 8H 7H")) is None


def test_a_small_first_discard_calls_for_the_best_card_of_its_suit() -> None:
    m = _to_norths_discard()
    play(m, "8D")
    assert calls(view_of(m, Seat.S)) == {Seat.N: card("AD")}
    assert calls(view_of(m, Seat.E)) == {Seat.N: card("AD")}  # public: anyone may read it


def test_throwing_the_best_card_itself_calls_for_nothing() -> None:
    m = _to_norths_discard()
    play(m, "AD")
    assert calls(view_of(m, Seat.S)) == {}


def test_only_the_first_discard_calls() -> None:
    m = _to_norths_discard()
    play(m, "8D 7H")  # W ruffs and wins
    play(m, "7C")  # W leads a club; S has none and must trump
    play(m, "9H QC")  # E follows; N has clubs: it follows with the ten
    play(m, "TC")
    view = view_of(m, Seat.S)
    assert calls(view) == {Seat.N: card("AD")}


def test_the_calling_discard_is_the_low_card_of_the_suit_held_best() -> None:
    view = view_of(_to_norths_discard(), Seat.N)
    legal = [a for a in view.legal_actions if isinstance(a, int)]
    assert set(legal) == set(cards("AD TD KD QD 9D 8D KC TC"))
    level = dict.fromkeys(legal, 0.0)
    assert calling_discard(view, level, 2.0) == card("8D")  # no club: the ace of clubs is out
    costly = {**level, card("8D"): -5.0}
    assert calling_discard(view, costly, 2.0) is None  # costs more than it may
    cheap = {**level, card("8D"): -1.5}
    assert calling_discard(view, cheap, 2.0) == card("8D")


def test_no_calling_discard_where_the_seat_can_follow_or_has_thrown_before() -> None:
    m = _match()
    play(m, "AS")
    view = view_of(m, Seat.E)  # E has spades: it follows
    assert calling_discard(view, dict.fromkeys(cards("7S 8S 9S TS JS"), 0.0), 2.0) is None
    m = _to_norths_discard()
    play(m, "8D 7H 7C 9H QC TC")
    # the next trick S leads a spade again: N throws a second time, which calls for nothing
    assert m.current_player == Seat.S
    play(m, "KS 8S")
    view = view_of(m, Seat.N)
    legal = [a for a in view.legal_actions if isinstance(a, int)]
    assert card("9D") in legal and calls(view) == {Seat.N: card("AD")}
    assert calling_discard(view, dict.fromkeys(legal, 0.0), 2.0) is None


def test_the_partner_deals_the_called_card_to_the_caller_more_often() -> None:
    m = _to_norths_discard()
    play(m, "8D 7H")
    view = view_of(m, Seat.S)
    plain = constraints_of(view)
    read = read_partner_call(view, plain, 4.0)
    assert plain.weights is not None and read.weights is not None
    assert read.weights[Seat.N][card("AD")] == pytest.approx(4.0 * plain.weights[Seat.N][card("AD")])
    others = [(s, c) for s in range(4) for c in range(32) if (s, c) != (Seat.N, card("AD"))]
    assert all(read.weights[s][c] == plain.weights[s][c] for s, c in others)

    def share(constraints: object) -> float:
        rng = random.Random(5)
        deals = [sample_hands(constraints, rng) for _ in range(400)]  # type: ignore[arg-type]
        return sum(1 for h in deals if h[Seat.N] >> card("AD") & 1) / len(deals)

    assert share(read) > share(plain) + 0.15
    # E's partner W ruffed: it has called for nothing, E's deals are as they were
    assert read_partner_call(view_of(m, Seat.E), constraints_of(view_of(m, Seat.E)), 4.0) == constraints_of(view_of(m, Seat.E))


def test_the_expert_makes_the_call_only_with_the_convention_on() -> None:
    view = view_of(_to_norths_discard(), Seat.N)
    quick = ExpertSettings(samples=4, nodes=6000, sample_nodes=3000)
    plain = ExpertBot(None, quick).choose(view, random.Random(1))
    on = ExpertBot(None, replace(quick, signals=True, signal_cost=1000.0)).choose(view, random.Random(1))
    assert on == card("8D")
    off_again = ExpertBot(None, replace(quick, signals=False, signal_cost=1000.0)).choose(view, random.Random(1))
    assert off_again == plain
