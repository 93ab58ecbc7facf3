"""Claiming the remaining tricks (engine/claim.py): a claim found sound is never beaten, whatever
the others play; its play-out gives the claimer every trick; a record replays it; and claims
that could be beaten are refused."""

from __future__ import annotations

import random

import pytest

from belote_desktop.engine.claim import _order, claim_playout, claim_sound
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.table import Table
from tests.test_record import choose, through_json
from belote_desktop.engine.record import read_record, write_record

SETUPS = [
    (Variant.CLASSIC, Table.FOUR, {}),
    (Variant.CONTREE, Table.FOUR, {"no_trump_bids": True}),
    (Variant.ROMANIAN, Table.FOUR, {}),
    (Variant.ROMANIAN, Table.THREE, {}),
    (Variant.ROMANIAN, Table.DUEL, {}),
]


def _rules(variant: Variant, table: Table, options: dict) -> RuleSet:
    return RuleSet.default(variant, table).with_options({"target": 0, **options})


def _cards(match: Match) -> list[int]:
    view_actions = match.legal_actions()
    return [a for a in view_actions if isinstance(a, int) and not isinstance(a, bool)]


def _claims(variant: Variant, table: Table, options: dict, seeds: range) -> list[Match]:
    """Matches stopped where the player on lead may claim (random legal play otherwise)."""
    found = []
    for seed in seeds:
        match = Match(_rules(variant, table, options), seed=seed)
        rng = random.Random(seed)
        match.deal()
        for _ in range(400):
            if match.phase != Phase.PLAY and match.phase != Phase.AUCTION:
                break
            if match.phase == Phase.PLAY and claim_sound(match):
                found.append(match)
                break
            match.apply(choose(match, rng))  # type: ignore[arg-type]
    return found


def _adversary_wins_a_trick(match: Match, rng: random.Random) -> bool:
    """Play the claim out with the claimer's order against random legal play of the others."""
    game = match.copy()
    claimer = game.current_player
    order = _order(game, game.hand(claimer))  # type: ignore[arg-type]
    deal = game.current
    won_before = len(deal.tricks)  # type: ignore[union-attr]
    while game.phase == Phase.PLAY and game.current is deal:
        seat = game.current_player
        legal = _cards(game)
        card = next(c for c in order if c in legal) if seat == claimer else rng.choice(legal)
        if seat == claimer:
            order.remove(card)
        game.apply(card)
    return any(t.winner != claimer for t in deal.tricks[won_before:])  # type: ignore[union-attr]


@pytest.mark.parametrize(("variant", "table", "options"), SETUPS)
def test_a_sound_claim_is_never_beaten(variant: Variant, table: Table, options: dict) -> None:
    claims = _claims(variant, table, options, range(120))
    assert len(claims) >= 5, "too few claims to judge"
    rng = random.Random(7)
    for match in claims:
        for _ in range(40):
            assert not _adversary_wins_a_trick(match, rng)


@pytest.mark.parametrize(("variant", "table", "options"), SETUPS)
def test_the_playout_wins_every_remaining_trick_and_replays(variant: Variant, table: Table, options: dict) -> None:
    for match in _claims(variant, table, options, range(40))[:6]:
        claimer = match.current_player
        deal = match.current
        before = len(deal.tricks)  # type: ignore[union-attr]
        cards = claim_playout(match)
        assert match.current is deal and len(deal.tricks) == before  # asking plays nothing  # type: ignore[union-attr]
        for card in cards:
            match.apply(card)
        assert all(t.winner == claimer for t in deal.tricks[before:])  # type: ignore[union-attr]
        assert match.phase != Phase.PLAY  # the deal is over and scored
        replay = read_record(through_json(write_record(match)))
        assert replay.match.totals == match.totals and replay.match.deals[-1].tricks == deal.tricks  # type: ignore[union-attr]


def test_a_claim_that_could_be_cut_is_refused() -> None:
    """Random play: whenever the others could win a trick against the claimer's order (found by
    trying), the engine never called the claim sound; and claims only come on lead."""
    rng = random.Random(3)
    checked = 0
    for seed in range(60):
        match = Match(_rules(Variant.CLASSIC, Table.FOUR, {}), seed=seed)
        match.deal()
        while match.phase in (Phase.AUCTION, Phase.PLAY):
            if match.phase == Phase.PLAY:
                deal = match.current
                if deal.play.trick_cards:  # type: ignore[union-attr]
                    assert not claim_sound(match)
                elif match.hand(match.current_player) and any(_adversary_wins_a_trick(match, rng) for _ in range(10)):  # type: ignore[arg-type]
                    assert not claim_sound(match)
                    checked += 1
            match.apply(choose(match, rng))  # type: ignore[arg-type]
    assert checked > 50
