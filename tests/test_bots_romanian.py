"""Every bot level plays Romanian Belot (docs/RULES.md 5) at the four-, three- and two-player
tables: random deals with every table option, hand-made positions (declaring, the 7 swap, the
no-trump-lead rule), honesty at a three-player table, and the ``bot`` command's notation."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from belote_desktop.bots.registry import PLAYER_LEVELS, make_bot
from belote_desktop.bots.knowledge import Knowledge
from belote_desktop.bots.hand_eval import suit_estimate
from belote_desktop.bots.medium import MEDIUM_STYLE
from belote_desktop.bots.romanian import receives_turned, take_shift
from belote_desktop.bots.sampling import sample_deals
from belote_desktop.cli import main
from belote_desktop.commands.bot import BotSettings, action_notation, answer, declare_notation, parse_declare
from belote_desktop.engine.auctions import Call, NameTrump
from belote_desktop.engine.cards import Rank, Seat, Suit, cards_of
from belote_desktop.engine.combinations import Declare
from belote_desktop.engine.contract import TABLES
from belote_desktop.engine.declarations import DeclarationKind
from belote_desktop.engine.record import read_record, write_record
from belote_desktop.engine.state import Action, Match, Phase
from belote_desktop.engine.view import view_of
from belote_desktop.tournament import _side_margin
from tests.engine_helpers import bid, play
from tests.engine_helpers import card as card_of
from tests.romanian_helpers import four_deal, romanian_match, romanian_rules

S, E, N, W = Seat.S, Seat.E, Seat.N, Seat.W

#: each table with every option it offers
TABLE_OPTIONS = {
    "four": {"under_14": True, "random_pairs": True},
    "three": {},
    "duel": {"reduced_combinations": True},
}
#: random deals per level and table: the searching levels cost more per deal
DEALS = {"easy": 40, "medium": 40, "hard": 5, "expert": 3}


def _choose(level: str, m: Match, seed: int = 0) -> Action:
    view = view_of(m, m.current_player)  # type: ignore[arg-type]
    action = make_bot(level).choose(view, random.Random(seed))
    assert action in view.legal_actions, (level, action, view.legal_actions)
    return action


def _play_deal(level: str, m: Match, seed: int, seen: Counter[str]) -> None:
    """One deal with ``level`` at every seat, checking each action against the engine's legal set."""
    bot = make_bot(level)
    rng = random.Random(seed)
    m.deal()
    while m.phase not in (Phase.DEAL, Phase.OVER):
        seat = m.current_player
        assert seat is not None
        view = view_of(m, seat)
        action = bot.choose(view, rng)
        assert action in view.legal_actions, (level, seat, action, view.legal_actions)
        if isinstance(action, Declare):
            seen["declare"] += 1
        elif action in (Call.SWAP7, Call.CANCEL):
            seen[action.value] += 1
        elif isinstance(action, int):
            seen["card"] += 1
            # the no-trump-lead rule, seen from the bot's side: a lead restricted to plain cards
            plain = view.hand & ~TABLES[view.strain].cut_mask  # type: ignore[index]
            if not view.trick and seat != view.taker and plain and plain != view.hand:
                legal = {a for a in view.legal_actions if isinstance(a, int)}
                if legal == set(cards_of(plain)):
                    seen["restricted lead"] += 1
                    assert (plain >> action) & 1
        m.apply(action)


@pytest.mark.parametrize("table", list(TABLE_OPTIONS))
@pytest.mark.parametrize("level", PLAYER_LEVELS)
def test_each_level_plays_random_romanian_deals_legally(level: str, table: str) -> None:
    rules = romanian_rules(table, **TABLE_OPTIONS[table])  # type: ignore[arg-type]
    seen: Counter[str] = Counter()
    for seed in range(DEALS[level]):
        _play_deal(level, Match(rules, seed=seed), seed, seen)
    assert seen["card"] >= DEALS[level] * rules.table.size * rules.table.tricks // 2


def test_medium_declares_and_swaps_across_many_deals() -> None:
    # the choices are really made, not only offered: over many deals some combinations are
    # declared, some 7s swapped and some weak deals cancelled
    seen: Counter[str] = Counter()
    rules = romanian_rules("four", under_14=True)
    for seed in range(60):
        _play_deal("medium", Match(rules, seed=seed), seed, seen)
    assert seen["declare"] > 0 and seen["swap7"] > 0 and seen["cancel"] > 0


# --- hand-made positions ------------------------------------------------------------------------
@pytest.mark.parametrize("level", PLAYER_LEVELS)
def test_the_holder_of_the_7_swaps_it_for_the_better_turned_card(level: str) -> None:
    m = four_deal()
    bid(m, "take")  # S takes the 9 of hearts; E holds the 7
    assert m.current_player == E
    assert _choose(level, m) == Call.SWAP7


def _declared_before_the_first_card(level: str, m: Match) -> tuple[list[Declare], Action]:
    declared: list[Declare] = []
    seat = m.current_player
    for _ in range(10):
        action = _choose(level, m)
        if not isinstance(action, Declare):
            return declared, action
        declared.append(action)
        m.apply(action)
        assert m.current_player == seat  # declaring does not end the turn
    raise AssertionError("the bot kept declaring")


@pytest.mark.parametrize("level", PLAYER_LEVELS)
def test_the_taker_declares_its_fifty_and_bella_in_the_first_trick(level: str) -> None:
    m = four_deal()
    bid(m, "take pass")  # E keeps its 7 here
    assert m.phase == Phase.PLAY and m.current_player == S
    declared, then = _declared_before_the_first_card(level, m)
    assert {d.kind for d in declared} == {DeclarationKind.FIFTY, DeclarationKind.BELLA}
    assert isinstance(then, int)


@pytest.mark.parametrize("level", PLAYER_LEVELS)
def test_a_defender_leads_no_trump_before_the_taker_has(level: str) -> None:
    m = four_deal()
    bid(m, "take pass")  # S takes hearts; E keeps 7H 8H TH
    play(m, "KS TS 9D 7S")  # E's ten wins: E leads before the taker has led a trump
    assert m.current_player == E
    view = view_of(m, E)
    hearts = {c for c in cards_of(view.hand) if c >> 3 == Suit.HEARTS}
    assert hearts and not hearts & set(view.legal_actions)  # the engine's rule
    _declared, action = _declared_before_the_first_card(level, m)  # E's tierce of spades first
    assert isinstance(action, int) and action >> 3 != Suit.HEARTS


# Three players, W deals, S is first hand. If S takes the KH it gets QH and TC: J Q K A of hearts
# (a fifty) and Bella; E gets TH 9D JC, W QC KC AC.
THREE_DEALT = {"S": "JH AH KS QS 9C", "E": "9H TS AS TD JD", "W": "QD KD AD 9S JS"}
THREE_TURNED = "KH"
THREE_STOCK = "QH TC TH 9D JC QC KC AC"
THREE_FIFTY_SUIT, THREE_FIFTY_TOP = Suit.HEARTS, Rank.ACE  # S's fifty: J Q K A of hearts


def _three(dealt: dict[str, str] = THREE_DEALT) -> Match:
    return romanian_match("W", dealt, THREE_TURNED, THREE_STOCK, table="three")


@pytest.mark.parametrize("level", PLAYER_LEVELS)
def test_at_three_the_taker_declares_in_the_first_trick(level: str) -> None:
    m = _three()
    bid(m, "take")
    assert m.current_player == S
    declared, then = _declared_before_the_first_card(level, m)
    assert {d.kind for d in declared} == {DeclarationKind.FIFTY, DeclarationKind.BELLA}
    assert isinstance(then, int)


@pytest.mark.parametrize("level", PLAYER_LEVELS)
def test_a_defender_declares_its_tierce_on_its_first_turn(level: str) -> None:
    # E completes 9 T J of diamonds with the 9D of the completion; the taker S leads
    m = _three()
    bid(m, "take")
    m.apply(Declare(DeclarationKind.FIFTY, THREE_FIFTY_SUIT, THREE_FIFTY_TOP))
    play(m, "AH")
    assert m.current_player == E
    declared, then = _declared_before_the_first_card(level, m)
    assert [d.kind for d in declared] == [DeclarationKind.TIERCE]


# --- honesty ------------------------------------------------------------------------------------
@pytest.mark.parametrize("level", PLAYER_LEVELS)
def test_same_view_same_action_at_three_whatever_the_hidden_cards(level: str) -> None:
    # S and E trade a card W cannot see (S's 9C for E's TS); the play so far is legal in both
    other = dict(THREE_DEALT)
    other["S"] = other["S"].replace("9C", "TS")
    other["E"] = other["E"].replace("TS", "9C")
    views = []
    for dealt in (THREE_DEALT, other):
        m = _three(dealt)
        bid(m, "take")
        m.apply(Declare(DeclarationKind.FIFTY, THREE_FIFTY_SUIT, THREE_FIFTY_TOP))
        play(m, "AH 9H")
        assert m.current_player == W
        views.append(view_of(m, W))
    assert views[0] == views[1]
    bot = make_bot(level)
    for seed in range(3):
        assert bot.choose(views[0], random.Random(seed)) == bot.choose(views[1], random.Random(seed))


# --- the bot command ----------------------------------------------------------------------------
def test_declare_notation_round_trips() -> None:
    for action in (
        Declare(DeclarationKind.TIERCE, THREE_FIFTY_SUIT, THREE_FIFTY_TOP),
        Declare(DeclarationKind.BELLA, THREE_FIFTY_SUIT),
        Declare(DeclarationKind.FOUR_JACKS),
        Declare(DeclarationKind.BELOT, THREE_FIFTY_SUIT),
    ):
        assert parse_declare(declare_notation(action)) == action
    assert declare_notation(Declare(DeclarationKind.FIFTY, THREE_FIFTY_SUIT, THREE_FIFTY_TOP)) == "declare:fifty:AH"
    with pytest.raises(ValueError):
        parse_declare("declare:fifteen")


@pytest.mark.parametrize("table", ["four", "three", "duel"])
def test_the_bot_command_answers_romanian_records_as_the_bot_decides(table: str) -> None:
    rules = romanian_rules(table)
    kinds: Counter[str] = Counter()
    for seed in range(4):
        m = Match(rules, seed=seed)
        m.deal()
        while m.phase not in (Phase.DEAL, Phase.OVER):
            record = json.loads(json.dumps(write_record(m)))
            reply = answer(record, BotSettings("medium"))
            action = _choose("medium", m)
            assert reply == {"seat": m.current_player.name, "action": action_notation(action), "ms": reply["ms"]}  # type: ignore[union-attr]
            kinds["declare" if isinstance(action, Declare) else "other"] += 1
            m.apply(action)
    assert kinds["other"] > 0


def test_the_bot_command_writes_a_declaration_in_its_notation() -> None:
    m = _three()
    bid(m, "take")
    reply = answer(json.loads(json.dumps(write_record(m))), BotSettings("easy"))
    assert reply["seat"] == "S" and reply["action"].startswith("declare:")
    assert parse_declare(reply["action"]).kind in (DeclarationKind.FIFTY, DeclarationKind.BELLA)



# --- the auction ------------------------------------------------------------------------------
def test_in_round_2_only_the_dealer_counts_the_turned_card_in_its_hand() -> None:
    m = four_deal()
    bid(m, "pass pass pass pass")  # round 2: first hand S speaks, W (the dealer) would receive the 9H
    assert not receives_turned(view_of(m, S))
    bid(m, "pass pass pass")
    assert m.current_player == W and receives_turned(view_of(m, W))
    duel = Match(romanian_rules("duel"), seed=3)
    duel.deal()
    while duel.phase == Phase.AUCTION and Call.TAKE in duel.legal_actions():
        assert receives_turned(view_of(duel, duel.current_player))  # type: ignore[arg-type]
        duel.apply(Call.PASS)
    assert duel.phase == Phase.AUCTION  # round 2 of a duel: the turned card leaves the game
    assert not receives_turned(view_of(duel, duel.current_player))  # type: ignore[arg-type]


# --- what a seat knows at a smaller table -------------------------------------------------------
def test_knowledge_at_three_follows_the_tables_turn_order_and_deck() -> None:
    m = _three()
    bid(m, "take")
    play(m, "AH 9H")  # S leads trump, E follows, W (third, not N) has no heart
    w_card = next(a for a in m.legal_actions() if isinstance(a, int))
    m.apply(w_card)
    k = Knowledge.from_view(view_of(m, S))
    assert k.void(W, Suit.HEARTS) and not k.void(E, Suit.HEARTS)
    assert k.possible(N) == 0 and k.remaining[N] == 0  # the empty seat holds nothing
    assert not k.unseen & ~romanian_rules("three").table.deck  # no 7s or 8s at three
    p = k.probabilities()
    for seat in (E, W):
        assert abs(sum(p[seat]) - k.remaining[seat]) < 1e-6
    assert sum(p[N]) == 0


def test_knowledge_after_a_swap_knows_where_the_turned_card_and_the_7_went() -> None:
    m = four_deal()
    bid(m, "take swap7")  # E gives the 7 of hearts for the turned 9 of hearts; S receives the 7
    k = Knowledge.from_view(view_of(m, N))
    assert k.known_holder(card_of("9H")) == E and k.known_holder(card_of("7H")) == S


def test_a_duels_turned_card_is_out_of_the_game_after_round_2() -> None:
    for seed in range(40):
        m = Match(romanian_rules("duel"), seed=seed)
        m.deal()
        if m.phase != Phase.AUCTION:
            continue  # a Bizon
        m.apply(Call.PASS)
        m.apply(Call.PASS)
        m.apply(next(a for a in m.legal_actions() if a != Call.PASS))  # round 2: a suit
        while m.phase == Phase.AUCTION:
            m.apply(Call.PASS)
        turned = m.current.layout.turned  # type: ignore[union-attr]
        view = view_of(m, m.current_player)  # type: ignore[arg-type]
        k = Knowledge.from_view(view)
        assert not (k.unseen >> turned) & 1
        hands = sample_deals(view, 3, random.Random(seed))
        for hands_now in hands:
            assert not any((h >> turned) & 1 for h in hands_now)
            assert sum(h.bit_count() for h in hands_now) == 18
        return
    raise AssertionError("no duel deal went to round 2")


# --- simulate -----------------------------------------------------------------------------------
def _simulate(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, object]:
    assert main(["simulate", "--json", "--variant", "romanian", *argv]) == 0
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


@pytest.mark.parametrize("table", ["four", "three", "duel"])
def test_simulate_plays_bot_levels_in_duplicate_at_each_table(
    table: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    save = tmp_path / "last.json"
    out = _simulate(capsys, "--rule", f"table={table}", "--ns", "medium", "--ew", "easy", "--deals", "6",
                    "--duplicate", "--save", str(save))
    assert out["players"] == {"NS": "medium", "EW": "easy"} and out["duplicate"] is True
    assert out["deals"] + out["redeals"] >= 12  # type: ignore[operator]
    assert out["decision_ms"].keys() == {"medium", "easy"}  # type: ignore[union-attr]
    record = json.loads(save.read_text())
    assert set(record["seats"]) == {s.name for s in romanian_rules(table).table.seats}
    assert {seat["level"] for seat in record["seats"].values()} == {"medium", "easy"}
    assert read_record(record).match.phase in (Phase.DEAL, Phase.OVER)


def test_at_three_the_first_levels_margin_is_s_against_the_mean_of_e_and_w() -> None:
    three = romanian_rules("three")
    # sides S, E, W: the first level at S (group 0), the second at E and W
    assert _side_margin(three, (10, 4, 2), 0) == 10 - 3
    assert _side_margin(three, (10, 4, 2), 1) == 3 - 10
    duel = romanian_rules("duel")
    assert _side_margin(duel, (120, 40), 0) == 80 and _side_margin(duel, (120, 40), 1) == -80


@pytest.mark.parametrize("table", list(TABLE_OPTIONS))
def test_knowledge_is_sound_in_random_romanian_deals(table: str) -> None:
    # whatever a seat deduces (voids, trump ceilings, the no-trump-lead rule, the turned card, the
    # combinations shown) holds for the real hands: never a card ruled out that is held, never a
    # card "known" that is not
    rules = romanian_rules(table, **TABLE_OPTIONS[table])  # type: ignore[arg-type]
    bot = make_bot("medium")
    checked = 0
    for seed in range(25):
        m = Match(rules, seed=seed)
        m.deal()
        while m.phase not in (Phase.DEAL, Phase.OVER):
            seat = m.current_player
            assert seat is not None
            view = view_of(m, seat)
            if m.phase == Phase.PLAY:
                hands = m.current.play.hands  # type: ignore[union-attr]
                for watcher in rules.table.seats:
                    k = Knowledge.from_view(view_of(m, watcher))
                    for s in Seat:
                        assert not hands[s] & k.cannot_hold[s], (seed, watcher, s)
                        assert k.known[s] & ~hands[s] == 0, (seed, watcher, s)
                    checked += 1
            m.apply(bot.choose(view, random.Random(seed)))
    assert checked > 100


def test_a_trump_led_before_the_takers_shows_a_hand_of_trumps_only() -> None:
    found = 0
    for table in ("four", "three"):
        rules = romanian_rules(table)
        bot = make_bot("easy")
        for seed in range(80):
            m = Match(rules, seed=seed)
            m.deal()
            while m.phase not in (Phase.DEAL, Phase.OVER):
                seat = m.current_player
                view = view_of(m, seat)  # type: ignore[arg-type]
                action = bot.choose(view, random.Random(seed))
                play_state = m.current.play  # type: ignore[union-attr]
                if (isinstance(action, int) and not view.trick and seat != view.taker
                        and play_state.taker_trump_at < 0 and (1 << action) & TABLES[view.strain].cut_mask):  # type: ignore[index]
                    m.apply(action)
                    watcher = next(s for s in rules.table.seats if s != seat)
                    k = Knowledge.from_view(view_of(m, watcher))
                    trump = int(view.strain)  # type: ignore[arg-type]
                    assert all(k.void(seat, suit) for suit in Suit if suit != trump)  # type: ignore[arg-type]
                    found += 1
                    continue
                m.apply(action)
    assert found > 0


@pytest.mark.parametrize("level", PLAYER_LEVELS)
def test_the_dealer_names_a_suit_in_round_2(level: str) -> None:
    m = four_deal()
    bid(m, "pass pass pass pass pass pass pass")  # round 1 all pass; round 2 S, E, N pass
    assert m.current_player == W and Call.PASS not in m.legal_actions()
    action = _choose(level, m)
    assert isinstance(action, NameTrump) and action.suit != Suit.HEARTS


def test_at_three_medium_takes_a_hand_it_would_pass_at_four() -> None:
    # the take threshold is lower at three (only more than each opponent is needed): a first hand
    # whose estimate lies between the two thresholds takes at three
    for seed in range(200):
        m = Match(romanian_rules("three"), seed=seed)
        m.deal()
        if m.phase != Phase.AUCTION:
            continue
        view = view_of(m, m.current_player)  # type: ignore[arg-type]
        value = suit_estimate(view.hand | (1 << view.turned), view.turned >> 3, unknown_cards=2)  # type: ignore[operator]
        if MEDIUM_STYLE.classic_take + take_shift(view) <= value < MEDIUM_STYLE.classic_take:
            assert make_bot("medium").choose(view, random.Random(0)) == Call.TAKE
            return
    raise AssertionError("no first hand between the two thresholds")
