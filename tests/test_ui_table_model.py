"""Which card item goes to which slot of the engine's tabletop, event by event (no Qt)."""

from __future__ import annotations

import random
from collections import Counter

from belote_desktop.bots.random_bot import RandomBot
from belote_desktop.engine.cards import Seat, card_list
from belote_desktop.engine.events import CardPlayed, Completed, Event
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.seat_stream import Tabletop, frames
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.view import view_of
from belote_desktop.ui.table_model import Slot, SlotKind, assign, hand_of


def _check_slots(model: Tabletop, slots: dict[int, Slot]) -> None:
    assert sorted(slots) == list(range(32))
    assert len(set(slots.values())) == 32, "no two cards in one place"
    kinds = Counter((s.kind, s.seat) for s in slots.values())
    if model.pack_dealer is not None:
        assert kinds == Counter({(SlotKind.PACK, model.pack_dealer): 32})
        return
    for seat in Seat:
        if seat != model.viewer:
            assert kinds[(SlotKind.HIDDEN, seat)] == model.sizes[seat]
    assert {c for c, s in slots.items() if s.kind == SlotKind.HAND} == set(card_list(model.own))
    assert [c for c, s in sorted(slots.items(), key=lambda kv: kv[1].index) if s.kind == SlotKind.HAND] == list(hand_of(model))
    assert {c for c, s in slots.items() if s.kind == SlotKind.TRICK} == {c for _, c in model.trick}
    assert sum(1 for s in slots.values() if s.kind == SlotKind.STOCK) == model.stock


def test_events_step_by_step_reach_the_final_view_and_every_card_has_a_place() -> None:
    for variant in (Variant.CLASSIC, Variant.CONTREE):
        match = Match(RuleSet.default(variant), seed=9, first_dealer=Seat.N)
        rng, bot = random.Random(3), RandomBot(0.5)
        viewer = Seat.E
        model = Tabletop.of_view(view_of(match, viewer))
        slots = assign(model, {})
        _check_slots(model, slots)
        deals = 0
        while deals < 3 and match.phase != Phase.OVER:
            if match.phase == Phase.DEAL:
                events: list[Event] = match.deal()
                deals += 1
            else:
                events = match.apply(bot.choose(view_of(match, match.current_player), rng))  # type: ignore[arg-type]
            final = view_of(match, viewer)
            tops = frames(model, events, final)
            for model in tops[:-1]:
                slots = assign(model, slots)
                _check_slots(model, slots)
            settled = tops[-1]
            # the model walked through the events agrees with the view on everything it draws
            if settled.pack_dealer is None:
                assert (model.own, model.sizes, model.trick, model.won, model.turned, model.stock) == (
                    settled.own, settled.sizes, settled.trick, settled.won, settled.turned, settled.stock
                )
            model = settled
            slots = assign(model, slots)


def test_face_down_cards_stay_in_their_hand_when_nothing_moves_there() -> None:
    match = Match(RuleSet.default(Variant.CONTREE), seed=2, first_dealer=Seat.W)
    match.deal()
    model = Tabletop.of_view(view_of(match, Seat.S))
    slots = assign(model, {})
    again = assign(model, slots)
    assert again == slots
    # the viewer plays (no other hand changes): every hidden item keeps its seat and index
    rng, bot = random.Random(0), RandomBot(0.5)
    while match.current_player != Seat.S or match.phase != Phase.PLAY:
        if match.phase == Phase.DEAL:
            match.deal()
        else:
            match.apply(bot.choose(view_of(match, match.current_player), rng))  # type: ignore[arg-type]
    model = Tabletop.of_view(view_of(match, Seat.S))
    slots = assign(model, slots)
    card = match.legal_actions()[0]
    after = assign(model.after(CardPlayed(Seat.S, card)), slots)  # type: ignore[arg-type]
    assert {c: s for c, s in after.items() if s.kind == SlotKind.HIDDEN} == {c: s for c, s in slots.items() if s.kind == SlotKind.HIDDEN}
    assert after[card] == Slot(SlotKind.TRICK, Seat.S, 0)  # type: ignore[index]


def test_a_classic_completion_adds_the_cards_the_engine_dealt() -> None:
    match = Match(RuleSet.default(Variant.CLASSIC), seed=4, first_dealer=Seat.W)
    start = Tabletop.of_view(view_of(match, Seat.S))
    events = match.deal()
    dealt = frames(start, events, view_of(match, Seat.S))[0]
    assert dealt.own == match.hand(Seat.S) and dealt.own.bit_count() == 5
    assert dealt.stock == 11 and dealt.turned is not None  # 5 each, the turned card, 11 aside
    assert assign(dealt, {})[dealt.turned] == Slot(SlotKind.TURNED)
    # Classic: the auction until someone takes; the completion adds three (or two and the turned card)
    batch: list[Event] = []
    while match.current.auction.result is None:  # type: ignore[union-attr]
        actions = match.legal_actions()
        batch = match.apply(actions[1] if len(actions) > 1 else actions[0])
    assert any(isinstance(e, Completed) for e in batch), "the first seat took"
    tops = frames(dealt, batch, view_of(match, Seat.S))
    completion = next(i for i, e in enumerate(batch) if isinstance(e, Completed))
    after = tops[completion]
    assert after.own == match.hand(Seat.S) and after.own.bit_count() == 8 and dealt.own & ~after.own == 0
    assert after.stock == 0 and after.turned is None and after.turned_to == match.current.auction.result.taker  # type: ignore[union-attr]


def test_the_contract_box_names_contre_and_surcontre_with_the_engines_multiplier() -> None:
    from belote_desktop.engine.auctions import Bid, Call
    from belote_desktop.engine.contract import Contract, Strain
    from belote_desktop.ui.table_items import line_text
    from belote_desktop.ui.table_labels import LabelState

    names = ["S", "E", "N", "W"]
    auction = ((Seat.S, Bid(100, Strain.HEARTS)), (Seat.E, Call.CONTRE), (Seat.N, Call.SURCONTRE))
    bidding = LabelState(Variant.CONTREE, 701, Phase.AUCTION, dealer=Seat.W, turn=Seat.W, auction=auction)
    rows = [(line_text(a), line_text(b)) for a, b, _ in bidding.contract_rows(names, Seat.S)]
    assert rows[0] == ("Highest bid", "100 \u2665")
    assert ("Doubled", "Surcontré") in rows  # the multiplier is not guessed before the engine settles it
    playing = LabelState(
        Variant.CONTREE, 701, Phase.PLAY, taker=Seat.S, strain=Strain.HEARTS, contract=Contract(100, Strain.HEARTS, 3)
    )
    rows = [(line_text(a), line_text(b)) for a, b, _ in playing.contract_rows(names, Seat.S)]
    assert rows == [("Contract", "100 \u2665"), ("Taker", "S"), ("Doubled", "Surcontré ×3")]
    assert line_text(playing.plate_detail(Seat.S)) == "Taker · \u2665"


def test_romanian_tables_step_by_step_reach_the_final_view() -> None:
    from belote_desktop.engine.cards import card_list
    from belote_desktop.engine.events import Completed
    from belote_desktop.engine.table import Table

    for table in Table:
        rules = RuleSet.default(Variant.ROMANIAN).with_options({"table": table.value})
        deck = set(card_list(table.deck))
        for viewer in table.seats:
            match = Match(rules, seed=4, first_dealer=table.seats[-1])
            rng, bot = random.Random(5), RandomBot(0.5)
            model = Tabletop.of_view(view_of(match, viewer))
            slots = assign(model, {})
            deals = 0
            while deals < 3 and match.phase != Phase.OVER:
                if match.phase == Phase.DEAL:
                    events: list[Event] = match.deal()
                    deals += 1
                else:
                    events = match.apply(bot.choose(view_of(match, match.current_player), rng))  # type: ignore[arg-type]
                final = view_of(match, viewer)
                tops = frames(model, events, final)
                for event, model in zip(events, tops):
                    slots = assign(model, slots)
                    # the cards out of play stay out; every card of the deck has a place of its own
                    assert {c for c, s in slots.items() if s.kind == SlotKind.OUT} == set(range(32)) - deck
                    placed = [s for c, s in slots.items() if c in deck]
                    assert len(set(placed)) == len(deck)
                    for seat in Seat:
                        hidden = sum(1 for s in placed if s.kind == SlotKind.HIDDEN and s.seat == seat)
                        assert hidden == (model.sizes[seat] if seat != viewer else 0)
                    if isinstance(event, Completed):
                        # the turned card goes to whoever got it (a swapper, the dealer), or aside
                        turned = slots[event.turned]
                        got = event.swap7 or event.recipient
                        if got is None:
                            assert turned.kind == SlotKind.STOCK
                        elif got != viewer:
                            assert (turned.kind, turned.seat) == (SlotKind.HIDDEN, got)
                        else:
                            assert turned.kind == SlotKind.HAND or event.swap7 == viewer
                settled = tops[-1]
                if settled.pack_dealer is None:
                    assert (model.own, model.sizes, model.trick, model.won, model.turned, model.stock) == (
                        settled.own, settled.sizes, settled.trick, settled.won, settled.turned, settled.stock
                    ), (table, viewer, events)
                model = settled
                slots = assign(model, slots)
