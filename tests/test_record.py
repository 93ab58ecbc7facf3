"""Game records (docs/RECORDS.md) in memory: matches played by seeded random players, finished or stopped
anywhere (mid-auction, mid-trick, between deals), written with ``write_record`` and replayed with
``read_record``, must come back as the same match, and writing the replay gives the same JSON."""

from __future__ import annotations

import copy
import json
import random
from typing import Callable

import pytest

from belote_desktop.engine.auctions import Call, format_action, parse_action
from belote_desktop.engine.cards import Seat, Team, card_name, parse_card
from belote_desktop.engine.record import (
    PlayerKind,
    RecordError,
    SeatConfig,
    default_seats,
    match_summary,
    read_record,
    write_record,
)
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Match, Phase

CLASSIC, CONTREE = Variant.CLASSIC, Variant.CONTREE

RULE_SETS = {
    "classic": (CLASSIC, {}),
    "classic-declarations-501": (CLASSIC, {"declarations": True, "target": 501}),
    "classic-dealer-must-choose": (CLASSIC, {"dealer_must_choose": True, "target": 2000}),
    "classic-undertrump-no-exemption": (CLASSIC, {"must_undertrump": True, "partner_exemption": False}),
    "contree": (CONTREE, {}),
    "contree-nt-declarations-x3": (CONTREE, {"no_trump_bids": True, "declarations": True, "surcontre_multiplier": 3}),
    "contree-raise-beat-defence": (CONTREE, {"taker_may_raise": True, "must_beat_defence": True, "target": 1000}),
    "contree-single-deal": (CONTREE, {"target": 0}),
}


def make_rules(name: str) -> RuleSet:
    variant, options = RULE_SETS[name]
    return RuleSet.default(variant).with_options(options)


def choose(match: Match, rng: random.Random) -> object:
    """A random legal action; passes often, so auctions look like real ones and reach round 2."""
    actions = match.legal_actions()
    if Call.PASS in actions and rng.random() < 0.7:
        return Call.PASS
    return rng.choice(actions)


def play(match: Match, rng: random.Random, until: Callable[[Match], bool] = lambda m: False, limit: int = 5000) -> Match:
    """Drive ``match`` with random legal actions until ``until(match)`` holds or the match is over."""
    for _ in range(limit):
        if match.phase == Phase.OVER or until(match):
            return match
        if match.phase == Phase.DEAL:
            match.deal()
        else:
            match.apply(choose(match, rng))  # type: ignore[arg-type]
    raise AssertionError("the match did not stop")


def new_match(rules_name: str, seed: int) -> tuple[Match, random.Random]:
    return Match(make_rules(rules_name), seed=seed), random.Random(seed * 7919 + 1)


def through_json(record: dict) -> dict:
    """What a file holds: the record written as JSON text and parsed back (no default= hooks)."""
    return json.loads(json.dumps(record))


def assert_same_match(replayed: Match, original: Match) -> None:
    assert replayed.rules == original.rules
    assert replayed.phase == original.phase
    assert replayed.totals == original.totals
    assert replayed.winner == original.winner
    assert replayed.reserve == original.reserve
    assert replayed.dealer == original.dealer
    assert replayed.current_player == original.current_player
    assert replayed.legal_actions() == original.legal_actions()
    assert len(replayed.deals) == len(original.deals)
    for mine, theirs in zip(replayed.deals, original.deals):
        assert mine.dealer == theirs.dealer
        if theirs.auction.result is not None and theirs.auction.result.is_passed_out:
            # a passed-out deal is gathered: its stock is never dealt, so the record omits it
            assert (mine.layout.hands, mine.layout.turned) == (theirs.layout.hands, theirs.layout.turned)
        else:
            assert mine.layout == theirs.layout  # same cards dealt, same turned card and stock
        assert mine.play_hands() == theirs.play_hands()
        assert mine.auction.history == theirs.auction.history
        assert mine.auction.result == theirs.auction.result
        assert mine.tricks == theirs.tricks
        assert mine.score == theirs.score
        assert mine.belotes == theirs.belotes
        assert mine.declarations == theirs.declarations
        assert mine.declaration_team == theirs.declaration_team
        if theirs.play is not None:
            assert mine.play is not None
            assert mine.play.played == theirs.play.played
            assert mine.play.hands == theirs.play.hands
    for seat in Seat:
        assert replayed.hand(seat) == original.hand(seat)


def round_trip(match: Match) -> Match:
    record = write_record(match)
    replay = read_record(through_json(record))
    assert_same_match(replay.match, match)
    assert write_record(replay.match) == record  # writing the replay gives the identical JSON
    return replay.match


# --- finished matches -------------------------------------------------------------------------
@pytest.mark.parametrize("rules_name", sorted(RULE_SETS))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_finished_match_round_trips(rules_name: str, seed: int) -> None:
    match, rng = new_match(rules_name, seed)
    play(match, rng)
    assert match.phase == Phase.OVER and match.winner is not None
    replayed = round_trip(match)
    assert replayed.winner == match.winner
    assert max(replayed.totals) >= match.rules.target


# --- matches in progress ----------------------------------------------------------------------
def _in_auction(m: Match) -> bool:
    return m.phase == Phase.AUCTION and len(m.current.auction.history) >= 1  # type: ignore[union-attr]


def _round_two(m: Match) -> bool:
    return m.phase == Phase.AUCTION and len(m.current.auction.history) >= 5  # type: ignore[union-attr]


def _mid_trick(m: Match) -> bool:
    return m.phase == Phase.PLAY and len(m.current.play.played) % 4 == 2 and m.current.play.trick_number >= 2  # type: ignore[union-attr]


def _first_trick(m: Match) -> bool:
    return m.phase == Phase.PLAY and len(m.current.play.played) == 3  # type: ignore[union-attr]


def _between_deals(m: Match) -> bool:
    return m.phase == Phase.DEAL and any(d.score is not None for d in m.deals) and len(m.deals) >= 2


def _after_redeal(m: Match) -> bool:
    return m.phase == Phase.DEAL and bool(m.deals) and m.deals[-1].auction.result is not None and m.deals[-1].auction.result.is_passed_out


def _fresh(m: Match) -> bool:
    return m.phase == Phase.AUCTION and not m.current.auction.history  # type: ignore[union-attr]


STOPS = {
    "fresh-deal": _fresh,
    "in-auction": _in_auction,
    "first-trick": _first_trick,
    "mid-trick": _mid_trick,
    "between-deals": _between_deals,
    "after-redeal": _after_redeal,
}


@pytest.mark.parametrize("stop", sorted(STOPS))
@pytest.mark.parametrize("rules_name", ["classic", "classic-declarations-501", "contree", "contree-nt-declarations-x3"])
def test_match_in_progress_round_trips_and_resumes(rules_name: str, stop: str) -> None:
    for seed in range(40):
        match, rng = new_match(rules_name, seed)
        play(match, rng, until=STOPS[stop])
        if match.phase != Phase.OVER:
            break
    else:
        pytest.fail(f"no seed stopped at {stop}")
    replayed = round_trip(match)
    # The replay resumes: the same actions from here give the same match.
    resume_rng = random.Random(seed)
    for _ in range(400):
        if match.phase == Phase.OVER:
            break
        if match.phase == Phase.DEAL:
            layout_seed = resume_rng.randrange(1 << 30)
            match.rng.seed(layout_seed)
            replayed.rng.seed(layout_seed)
            assert match.deal() == replayed.deal()
            continue
        action = choose(match, resume_rng)
        assert match.apply(action) == replayed.apply(action)  # type: ignore[arg-type]
    assert_same_match(replayed, match)


def test_classic_record_in_auction_keeps_the_stock() -> None:
    match, rng = new_match("classic", 5)
    play(match, rng, until=_round_two)
    record = write_record(match)
    deal = record["deals"][-1]
    assert len(deal["auction"]) == 5 and deal["auction"][:4] == ["pass"] * 4
    assert "plays" not in deal
    assert all(len(deal["hands"][s]) == 5 for s in "SENW")
    assert len(deal["stock"]) == 11
    every = [c for s in "SENW" for c in deal["hands"][s]] + deal["stock"] + [deal["turned"]]
    assert sorted(every) == sorted(card_name(c) for c in range(32))
    replay = read_record(through_json(record))
    assert replay.match.phase == Phase.AUCTION
    assert replay.match.current.auction.round == 2  # type: ignore[union-attr]
    # The completion after the replay deals the same cards as the original would.
    action = next(a for a in match.legal_actions() if a != Call.PASS)
    match.apply(action)  # type: ignore[arg-type]
    replay.match.apply(action)  # type: ignore[arg-type]
    assert_same_match(replay.match, match)
    # Once trump is chosen the record holds the completed hands and no stock.
    deal = write_record(replay.match)["deals"][-1]
    assert "stock" not in deal and all(len(deal["hands"][s]) == 8 for s in "SENW")


def test_classic_completed_hands_hold_the_turned_card_with_the_taker() -> None:
    # Regression: the turned card in the taker's hand was reported as "appears twice".
    for seed in range(30):
        match, rng = new_match("classic", seed)
        play(match, rng, until=lambda m: m.phase == Phase.PLAY)
        if match.phase == Phase.PLAY:
            break
    deal = write_record(match)["deals"][-1]
    taker = match.current.auction.result.taker  # type: ignore[union-attr]
    holders = [s for s in "SENW" if deal["turned"] in deal["hands"][s]]
    assert holders == [taker.name]
    assert read_record(through_json(write_record(match))).match.current_player == match.current_player


def test_classic_round_two_naming_and_dealer_must_choose() -> None:
    rules = make_rules("classic-dealer-must-choose")
    match = Match(rules, seed=11, first_dealer=Seat.W)
    match.deal()
    for _ in range(7):
        match.apply(Call.PASS)
    assert match.current_player == Seat.W and Call.PASS not in match.legal_actions()
    record = write_record(match)
    assert read_record(through_json(record)).match.current_player == Seat.W
    record["deals"][0]["auction"].append("pass")
    with pytest.raises(RecordError, match=r"^deal 1, auction: W may not say pass: the dealer must choose a trump in round 2$"):
        read_record(record)


def test_empty_match_round_trips() -> None:
    match = Match(make_rules("contree"), seed=1, first_dealer=Seat.N)
    record = write_record(match)
    assert record["deals"] == []
    replay = read_record(through_json(record))
    assert replay.match.phase == Phase.DEAL and replay.match.totals == [0, 0]


def test_rules_and_seats_are_kept() -> None:
    rules = make_rules("contree-nt-declarations-x3")
    match, rng = new_match("contree-nt-declarations-x3", 4)
    play(match, rng, until=_between_deals)
    seats = {
        Seat.S: SeatConfig("Ana Čeh", PlayerKind.HUMAN),
        Seat.E: SeatConfig("East", PlayerKind.BOT, "hard"),
        Seat.N: SeatConfig("Marko", PlayerKind.HUMAN),
        Seat.W: SeatConfig("West", PlayerKind.BOT, "easy"),
    }
    record = write_record(match, seats)
    assert record["format"] == "belote-record" and record["version"] == 1 and record["variant"] == "contree"
    # only the options that differ from the defaults
    assert record["rules"] == {"no_trump_bids": True, "declarations": True, "surcontre_multiplier": 3}
    replay = read_record(through_json(record))
    assert replay.match.rules == rules
    assert replay.seats == seats
    assert write_record(replay.match, replay.seats) == record
    del record["seats"]
    assert read_record(record).seats == default_seats()


def test_every_deal_action_is_in_record_notation() -> None:
    match, rng = new_match("contree-nt-declarations-x3", 9)
    play(match, rng)
    record = write_record(match)
    for deal_json, deal in zip(record["deals"], match.deals):
        assert deal_json["auction"] == [format_action(a) for _, a in deal.auction.history]
        assert [parse_action(t) for t in deal_json["auction"]] == [a for _, a in deal.auction.history]
        for card_text in deal_json.get("plays", []):
            assert card_name(parse_card(card_text)) == card_text


# --- announced: what each seat chose to announce -----------------------------------------------
def _deal_with_belote_and_declarations(variant_rules: str) -> tuple[dict, Seat]:
    """A finished one-deal record where a seat holds a belote and the declarations of both teams
    are not empty (searched over seeded deals)."""
    for seed in range(400):
        rules = make_rules(variant_rules).with_options({"target": 0, "declarations": True})
        match = Match(rules, seed=seed)
        rng = random.Random(seed)
        play(match, rng)
        deal = match.deals[-1]
        if len(match.deals) == 1 and deal.belotes and deal.declaration_team is not None and deal.score is not None:
            return write_record(match), deal.belotes[0][0]
    raise AssertionError("no deal with a belote and a declaration")


@pytest.mark.parametrize("rules_name", ["classic", "contree"])
def test_announced_changes_the_scoring(rules_name: str) -> None:
    record, holder = _deal_with_belote_and_declarations(rules_name)
    full = match_summary(read_record(copy.deepcopy(record)))["deals"][0]
    assert full["belote"] == holder.name
    declared_team = next(t for t in ("NS", "EW") if full["declarations"][t])
    team = holder.team.name

    # The holder keeps quiet about the belote: 20 points fewer for that team's count.
    quiet = copy.deepcopy(record)
    quiet["deals"][0]["announced"] = {s.name: [] for s in Seat}
    summary = match_summary(read_record(quiet))["deals"][0]
    assert summary["belote"] is None
    assert summary["declarations"] == {"NS": 0, "EW": 0}
    expected = dict(full["points"])
    expected[team] -= 20
    expected[declared_team] -= full["declarations"][declared_team]
    assert summary["points"] == expected

    # Announcing only the belote keeps it and drops the declarations.
    belote_only = copy.deepcopy(record)
    belote_only["deals"][0]["announced"] = {holder.name: ["belote"]}
    summary = match_summary(read_record(belote_only))["deals"][0]
    assert summary["belote"] == holder.name
    assert summary["declarations"] == {"NS": 0, "EW": 0}
    assert summary["points"][team] == full["points"][team] - (full["declarations"][team] if team == declared_team else 0)

    # announced round-trips through the record
    replay = read_record(through_json(belote_only))
    assert write_record(replay.match)["deals"][0]["announced"] == {holder.name: ["belote"]}


def test_announced_names_are_checked() -> None:
    record, _ = _deal_with_belote_and_declarations("classic")
    record["deals"][0]["announced"] = {"S": ["quinte"]}
    with pytest.raises(RecordError, match=r"^deal 1: announced: S: expected a list of "):
        read_record(record)
    record["deals"][0]["announced"] = {"X": []}
    with pytest.raises(RecordError, match=r"^deal 1: announced: .*not a seat"):
        read_record(record)


# --- what check reports, in memory -------------------------------------------------------------
@pytest.mark.parametrize("rules_name", ["classic", "classic-declarations-501", "contree", "contree-nt-declarations-x3"])
def test_summary_adds_up(rules_name: str) -> None:
    match, rng = new_match(rules_name, 21)
    play(match, rng)
    summary = match_summary(read_record(through_json(write_record(match))), with_legal=True)
    totals = {"NS": 0, "EW": 0}
    for deal_summary, deal in zip(summary["deals"], match.deals):
        for team in totals:
            totals[team] += deal_summary["score"][team] if deal_summary["score"] else 0
        if deal_summary["result"] is None or deal_summary["result"] == "redeal":
            assert deal_summary["tricks"] == [] and deal.score is None
            continue
        tricks = deal_summary["tricks"]
        assert len(tricks) == 8
        assert sum(t["points"] for t in tricks) == 162  # every strain's cards total 152, +10 for the last
        # the leader of each trick is the winner of the one before
        assert [t["leader"] for t in tricks[1:]] == [t["winner"] for t in tricks[:-1]]
        assert tricks[0]["leader"] == Seat.parse(deal_summary["dealer"]).next.name
        played = [c for t in tricks for c in t["cards"]]
        assert sorted(played) == sorted(card_name(c) for c in range(32))
        for t in tricks:
            assert all(card in legal for card, legal in zip(t["cards"], t["legal"]))
    assert summary["totals"] == totals == {t.name: match.totals[t] for t in Team}
    assert summary["winner"] == match.winner.name  # type: ignore[union-attr]


def test_classic_record_in_auction_needs_its_stock() -> None:
    # Regression: without the stock the record loaded, and a take then completed nothing (5 and 6 cards).
    match, rng = new_match("classic", 5)
    play(match, rng, until=_in_auction)
    record = write_record(match)
    del record["deals"][-1]["stock"]
    number = len(record["deals"])
    with pytest.raises(RecordError, match=rf"^deal {number}: stock: a Classic deal still in its auction needs its stock of 11 cards$"):
        read_record(record)
    record = write_record(match)
    record["deals"][-1]["stock"] = record["deals"][-1]["stock"][:10]
    with pytest.raises(RecordError, match=rf"^record: hands: the stock holds 10 cards, not 11 \(deal {number}\)$"):
        read_record(record)


@pytest.mark.parametrize("rules_name", sorted(RULE_SETS))
def test_stopped_anywhere_round_trips(rules_name: str) -> None:
    """Many seeds, each stopped after a random number of actions."""
    for seed in range(25):
        match, rng = new_match(rules_name, 100 + seed)
        steps = random.Random(seed).randrange(1, 300)
        counter = iter(range(steps))
        play(match, rng, until=lambda m: next(counter, None) is None)
        round_trip(match)


@pytest.mark.parametrize("rules_name", ["classic", "classic-undertrump-no-exemption", "contree-nt-declarations-x3"])
def test_legal_lists_follow_the_hands(rules_name: str) -> None:
    """``--legal``'s lists hold only cards the player still held; the leader may play any of them;
    a player holding the suit led must follow it (docs/RULES.md 1, rule 1)."""
    match, rng = new_match(rules_name, 31)
    play(match, rng)
    record = through_json(write_record(match))
    summary = match_summary(read_record(record), with_legal=True)
    checked = 0
    for deal_json, deal in zip(record["deals"], summary["deals"]):
        held = {seat: set(cards) for seat, cards in deal_json["hands"].items()}
        for trick in deal["tricks"]:
            led_suit = trick["cards"][0][1]
            for i, (card, legal) in enumerate(zip(trick["cards"], trick["legal"])):
                seat = Seat.parse(trick["leader"])
                seat = Seat((seat + i) % 4)
                hand = held[seat.name]
                assert set(legal) <= hand
                if i == 0:
                    assert set(legal) == hand
                elif any(c[1] == led_suit for c in hand):
                    assert all(c[1] == led_suit for c in legal)
                hand.remove(card)
                checked += 1
        if deal["result"] not in (None, "redeal"):
            assert all(not cards for cards in held.values())
    assert checked >= 32
