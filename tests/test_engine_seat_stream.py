"""The seat-filtered event stream and the tabletop it leaves (engine/seat_stream.py)."""

from __future__ import annotations

import random

from belote_desktop.bots.random_bot import RandomBot
from belote_desktop.engine.cards import Seat, Team, card_list
from belote_desktop.engine.events import Completed, DeclarationsShown, Dealt, Event
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.seat_stream import Tabletop, frames, seen_by
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.table import Table
from belote_desktop.engine.view import view_of

from tests.engine_helpers import bid, match_with

#: every seat holds a declaration; N's four jacks make NS the team that scores
DECLARING = {
    "S": "7H 8H 9H TH AS 7D 8D KC",
    "E": "7S 8S 9S TS 9D TD AC QH",
    "N": "JS JH JD JC 7C 8C 9C KS",
    "W": "QD KD AD QS QC TC KH AH",
}

GAMES = [
    (Variant.CLASSIC, Table.FOUR),
    (Variant.CONTREE, Table.FOUR),
    *((Variant.ROMANIAN, t) for t in Table),
]


def _rules(variant: Variant, table: Table) -> RuleSet:
    rules = RuleSet.default(variant)
    if variant == Variant.ROMANIAN:
        return rules.with_options({"table": table.value})
    return rules.with_options({"declarations": True})


def _batches(variant: Variant, table: Table, seed: int, deals: int = 3) -> list[tuple[Match, list[Event]]]:
    """(the match after the batch, a copy), batch: ``deals`` deals played out by random bots."""
    match = Match(_rules(variant, table), seed=seed, first_dealer=table.seats[-1])
    rng, bot = random.Random(seed), RandomBot(0.5)
    out: list[tuple[Match, list[Event]]] = [(match.copy(), [])]
    dealt = 0
    while match.phase != Phase.OVER:
        if match.phase == Phase.DEAL:
            if dealt == deals:
                break
            events = match.deal()
            dealt += 1
        else:
            seat = match.current_player
            assert seat is not None
            events = match.apply(bot.choose(view_of(match, seat), rng))  # type: ignore[arg-type]
        out.append((match.copy(), events))
    return out


def test_each_seat_walks_its_stream_to_its_view_and_is_dealt_its_own_cards() -> None:
    for variant, table in GAMES:
        batches = _batches(variant, table, seed=4)
        for viewer in table.seats:
            top = Tabletop.of_view(view_of(batches[0][0], viewer))
            for match, events in batches[1:]:
                view = view_of(match, viewer)
                tops = frames(top, events, view)
                assert len(tops) == len(events) + 1
                for event, after in zip(events, tops):
                    if isinstance(event, Dealt):
                        # the cards this seat got, not a guess: the deal's own first round
                        assert after.own == match.deals[event.number - 1].layout.masks()[viewer]
                    if isinstance(event, Completed):
                        assert after.own.bit_count() == after.sizes[viewer]
                walked, settled = tops[-2] if events else top, tops[-1]
                if settled.pack_dealer is None and events:
                    # the tabletop walked through the events agrees with the view on all it draws
                    assert (walked.own, walked.sizes, walked.trick, walked.won, walked.turned, walked.stock) == (
                        settled.own, settled.sizes, settled.trick, settled.won, settled.turned, settled.stock
                    ), (variant, table, viewer, events)
                top = settled


def test_a_romanian_bizon_deal_and_its_completion_in_one_batch_show_the_first_cards_dealt() -> None:
    """A Bizon ends the auction at the deal: the deal and its completion come in one batch, and the
    seat's first cards are the ones it was dealt (the window used to put the lowest five there)."""
    rules = RuleSet.default(Variant.ROMANIAN)
    for seed in range(400):
        match = Match(rules, seed=seed, first_dealer=Seat.W)
        events = match.deal()
        if not any(isinstance(e, Completed) for e in events):
            continue
        first = match.deals[0].layout.masks()
        for viewer in Seat:
            top = Tabletop.gathered(viewer, Table.FOUR, Seat.W)
            tops = frames(top, events, view_of(match, viewer))
            dealt = next(i for i, e in enumerate(events) if isinstance(e, Dealt))
            assert tops[dealt].own == first[viewer]
        lowest = sorted(card_list(match.hand(Seat.S)))[:5]
        if sorted(card_list(first[Seat.S])) != lowest:
            return  # a deal where the old guess was wrong, shown right
    raise AssertionError("no Bizon whose first cards are not the lowest five in 400 seeds")


def test_a_seats_stream_holds_its_own_cards_and_the_declarations_laid_on_the_table() -> None:
    for variant, table in GAMES:
        for seed in range(6):
            for _match, events in _batches(variant, table, seed, deals=1)[1:]:
                for seat in table.seats:
                    cut = seen_by(events, seat, table)
                    assert seen_by(cut, seat, table) == cut
                    assert len(cut) == len(events)
                    for whole, event in zip(events, cut):
                        if isinstance(event, (Dealt, Completed)):
                            assert isinstance(whole, (Dealt, Completed))
                            assert event.hands[seat] == whole.hands[seat] != 0
                            assert all(h == 0 for s, h in enumerate(event.hands) if s != seat)
                        if isinstance(event, DeclarationsShown):
                            assert isinstance(whole, DeclarationsShown)
                            laid = [d for d in whole.declarations if table.side_of(d.seat) == whole.scoring_team]
                            assert list(event.declarations) == laid


def test_only_the_scoring_teams_declarations_reach_a_seat() -> None:
    """The engine judged both teams' declarations; E and W's stay in hand (the window used to
    decide this itself)."""
    m = match_with(Variant.CLASSIC, "W", DECLARING, turned="AS", declarations=True)
    bid(m, "take")  # S takes spades
    events: list[Event] = []
    while not any(isinstance(e, DeclarationsShown) for e in events):
        events += m.apply(m.legal_actions()[0])
    whole = next(e for e in events if isinstance(e, DeclarationsShown))
    assert {d.seat for d in whole.declarations} == set(Seat)
    for seat in Seat:
        shown = next(e for e in seen_by(events, seat, Table.FOUR) if isinstance(e, DeclarationsShown))
        assert shown.scoring_team == Team.NS and {d.seat for d in shown.declarations} == {Seat.S, Seat.N}


def test_a_deal_printed_in_a_log_shows_no_hand() -> None:
    match = Match(RuleSet.default(Variant.CLASSIC), seed=1)
    dealt = match.deal()[0]
    assert isinstance(dealt, Dealt) and all(dealt.hands)
    assert "hands" not in repr(dealt)
