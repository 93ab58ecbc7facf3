"""The Expert's own calls (bots/expert_calls.py): sampled deals, each candidate call's auction
followed to its end with Hard's rules, the final contract judged by the fitted estimate."""

from __future__ import annotations

import dataclasses
import random

import pytest

from belote_desktop.bots.expert import ExpertSettings
from belote_desktop.bots.expert_calls import (
    FIT,
    Outcome,
    candidate_calls,
    choose_call,
    deal_features,
    finish_auction,
    fitted_points,
    hard_rule_call,
    judged_call,
    misreadings,
    sample_deals,
)
from belote_desktop.bots.hard import HardBot
from belote_desktop.engine.cards import ALL_CARDS, Seat
from belote_desktop.engine.contract import Strain
from belote_desktop.engine.dealing import DealLayout
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.view import SeatView, view_of

#: small fixed work: the tests check behaviour, not strength
_QUICK = ExpertSettings(bid_samples=4, bid_tries=8, call_margin=0.0)


def _match(variant: Variant, seed: int, layout: DealLayout | None = None) -> Match:
    m = Match(RuleSet.default(variant).with_options({"target": 0}), seed=seed, first_dealer=Seat.W)
    m.deal(layout)
    return m


def _turns(variant: Variant, seeds: range) -> list[tuple[Match, SeatView]]:
    """Every auction turn of the seeded deals, the calls Hard's."""
    out = []
    for seed in seeds:
        m = _match(variant, seed)
        while m.phase == Phase.AUCTION:
            seat = m.current_player
            assert seat is not None
            view = view_of(m, seat)
            out.append((m.copy(), view))
            m.apply(HardBot().decide(view, random.Random(seed)))
    return out


@pytest.mark.parametrize("variant", [Variant.CONTREE, Variant.CLASSIC])
def test_calls_are_legal_and_the_same_for_the_same_seed(variant: Variant) -> None:
    changed = 0
    for _m, view in _turns(variant, range(3)):
        call = choose_call(view, random.Random(5), _QUICK, None)
        assert call in view.legal_actions
        assert choose_call(view, random.Random(5), _QUICK, None) == call
        changed += call != HardBot().decide(view, random.Random(5))
    if variant == Variant.CONTREE:
        # with no margin the judge has a say of its own somewhere
        assert changed > 0


@pytest.mark.parametrize("variant", [Variant.CONTREE, Variant.CLASSIC])
def test_an_infinite_margin_is_hards_call(variant: Variant) -> None:
    hard_calls = dataclasses.replace(_QUICK, call_margin=float("inf"))
    for _m, view in _turns(variant, range(2)):
        assert choose_call(view, random.Random(5), hard_calls, None) == HardBot().decide(view, random.Random(5))


def _swapped(m: Match, me: Seat) -> DealLayout:
    """``m``'s deal with one card of each opponent of ``me`` exchanged (unseen by ``me``)."""
    layout = m.current.layout  # type: ignore[union-attr]
    hands = [list(h) for h in layout.hands]
    a, b = me.next, me.next.next.next
    hands[a][0], hands[b][0] = hands[b][0], hands[a][0]
    return dataclasses.replace(layout, hands=tuple(tuple(h) for h in hands))


@pytest.mark.parametrize("variant", [Variant.CONTREE, Variant.CLASSIC])
def test_the_call_depends_only_on_the_seats_view(variant: Variant) -> None:
    for seed in range(3):
        m = _match(variant, seed)
        me = m.current_player
        assert me is not None
        other = _match(variant, seed, _swapped(m, me))
        assert m.current.layout != other.current.layout  # type: ignore[union-attr]
        view, same = view_of(m, me), view_of(other, me)
        assert view == same
        assert choose_call(view, random.Random(3), _QUICK, None) == choose_call(same, random.Random(3), _QUICK, None)


@pytest.mark.parametrize("variant", [Variant.CONTREE, Variant.CLASSIC])
def test_a_simulated_auction_ends_in_the_contract_its_calls_make(variant: Variant) -> None:
    for m, view in _turns(variant, range(3)):
        hands = m.current.held()  # type: ignore[union-attr]
        for call in candidate_calls(view, HardBot().decide(view, random.Random(1))):
            outcome = finish_auction(view, hands, call)
            # the same calls on the real table: the seat's call, then Hard's rules for everyone
            real = m.copy()
            real.apply(call)
            while real.phase == Phase.AUCTION:
                seat = real.current_player
                assert seat is not None
                real.apply(hard_rule_call(view_of(real, seat)))
            result = real.current.auction.result  # type: ignore[union-attr]
            assert result is not None
            if result.taker is None:
                assert outcome == Outcome(None, None, None)
            else:
                assert outcome == Outcome(result.taker, result.strain, result.contract)


@pytest.mark.parametrize("variant", [Variant.CONTREE, Variant.CLASSIC])
def test_sampled_deals_keep_the_seats_hand_and_deal_every_card_once(variant: Variant) -> None:
    for _m, view in _turns(variant, range(2)):
        deals = sample_deals(view, random.Random(2), _QUICK, None)
        assert len(deals) == _QUICK.bid_samples
        for deal in deals:
            assert deal.hands[view.seat] == view.hand
            seen = 0
            for h in deal.hands:
                assert h & seen == 0
                seen |= h
            if view.turned is None:
                assert seen == ALL_CARDS and all(h.bit_count() == 8 for h in deal.hands)
            else:
                full = deal.full_hands(Seat.N, view.turned)
                assert full[Seat.N] >> view.turned & 1
                assert sum(full) == ALL_CARDS and all(h.bit_count() == 8 for h in full)


def test_the_deals_that_explain_the_auction_come_first() -> None:
    # a turn after some calls: the kept deals come in order of how many of the calls said
    # Hard's rules would not have made on them, fewest first
    for _m, view in _turns(Variant.CONTREE, range(4)):
        if len(view.auction) < 2:
            continue
        deals = sample_deals(view, random.Random(4), dataclasses.replace(_QUICK, bid_tries=40), None)
        wrong = [misreadings(view, d.hands) for d in deals]
        assert wrong == sorted(wrong)


def test_the_fitted_estimate_reads_the_deal_for_either_team() -> None:
    rng = random.Random(8)
    cards = list(range(32))
    for _ in range(20):
        rng.shuffle(cards)
        hands = [sum(1 << c for c in cards[8 * s: 8 * s + 8]) for s in range(4)]
        for strain in list(Strain)[:4]:
            ns, ew = deal_features(hands, strain, 0, 0), deal_features(hands, strain, 0, 1)
            assert len(ns) == len(FIT)
            # the differences change sign with the team, the lead too
            assert ns[2:] == tuple(-x for x in ew[2:])
            both = fitted_points(hands, strain, 0, 0) + fitted_points(hands, strain, 0, 1)
            assert 0 <= fitted_points(hands, strain, 0, 0) <= 162
            assert abs(both - 162) < 40  # two estimates of one deal roughly add up


def test_a_judged_call_needs_its_margin() -> None:
    # a margin no estimate reaches keeps the anchor, whatever the anchor is
    for _m, view in _turns(Variant.CONTREE, range(2)):
        wary = dataclasses.replace(_QUICK, call_margin=10_000.0)
        for anchor in view.legal_actions[:3]:
            assert judged_call(view, random.Random(1), wary, None, anchor) == anchor
