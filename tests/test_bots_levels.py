"""The Easy, Medium and Hard players: clear positions, honesty about hidden cards, legality."""

from __future__ import annotations

import random

import pytest

from belote_desktop.bots.easy import EasyBot
from belote_desktop.bots.hard import HardBot
from belote_desktop.bots.medium import MediumBot
from belote_desktop.bots.registry import make_bot
from belote_desktop.engine.auctions import Bid, Call, NameTrump
from belote_desktop.engine.cards import Seat, Suit
from belote_desktop.engine.contract import Strain
from belote_desktop.engine.dealing import DealLayout
from belote_desktop.engine.rules import Variant
from belote_desktop.engine.state import Action, Match, Phase
from belote_desktop.engine.view import view_of
from tests.engine_helpers import bid, card, match_with, play, rules

S, E, N, W = Seat.S, Seat.E, Seat.N, Seat.W
LEVELS = ("easy", "medium", "hard")


def _choose(bot: object, m: Match, seed: int = 0) -> Action:
    view = view_of(m, m.current_player)  # type: ignore[arg-type]
    action = bot.choose(view, random.Random(seed))  # type: ignore[attr-defined]
    assert action in view.legal_actions
    return action  # type: ignore[no-any-return]


def test_registry_builds_each_level() -> None:
    for level in LEVELS:
        assert make_bot(level).level == level


# --- card play on hand-made positions -------------------------------------------------------------
def test_medium_loads_points_on_the_partners_winning_trick() -> None:
    # S deals: E is first hand and leads, so S plays last.
    hands = {
        "E": "7C JH 9H AH TH 7H QS JS",
        "N": "AC 8H QH 7S KS TD 9D 8D",
        "W": "8C QD KD 9S AS KH TS 9C",
        "S": "AD 7D 8S JD QC KC TC JC",
    }
    m = match_with(Variant.CONTREE, "S", hands)
    bid(m, "80H pass pass pass")  # E 80H
    play(m, "7C AC 8C")  # E leads a club, N (S's partner) wins with the ace, W follows
    # S holds the ten of clubs: the trick is N's for certain, so the ten goes on it.
    assert _choose(MediumBot(), m) == card("TC")
    assert _choose(EasyBot(), m) == card("JC")  # Easy: the fewest points (J of a plain suit: 2)


def test_medium_loads_an_ace_when_void_on_the_partners_trick() -> None:
    hands = {
        "E": "7S JH 9H AH TH 7H QS JS",
        "N": "AS 8H QH 7C KS TD 9D 8D",
        "W": "8S QD KD 9S TS KH 9C 8C",
        "S": "AD 7D KC JD QC AC TC JC",
    }
    m = match_with(Variant.CONTREE, "S", hands)
    bid(m, "80H pass pass pass")
    play(m, "7S AS 8S")  # N wins with the ace of spades; S has no spade and no trump
    chosen = _choose(MediumBot(), m)
    assert chosen in (card("AD"), card("AC"), card("TC"))
    assert _choose(EasyBot(), m) == card("7D")


def test_medium_does_not_load_on_an_opponents_trick() -> None:
    hands = {
        "E": "AS JH 9H AH TH 7H QS JS",
        "N": "7S 8H QH 7C KS TD 9D 8D",
        "W": "8S QD KD 9S TS KH 9C 8C",
        "S": "AD 7D KC JD QC AC TC JC",
    }
    m = match_with(Variant.CONTREE, "S", hands)
    bid(m, "80H pass pass pass")
    play(m, "AS 7S 8S")  # E's ace wins; S can neither follow nor trump
    chosen = _choose(MediumBot(), m)
    assert chosen in (card("7D"), card("JD"), card("JC"))


def test_hard_does_not_lead_a_master_into_a_known_void() -> None:
    # Contrée, N deals, W leads. E (who bid hearts) shows a void in diamonds on the first trick.
    hands = {
        "W": "AD QD KD 7C 8C 9S AS KH",
        "S": "7D TD AC 7S 8S KS 9C QC",
        "E": "JH 9H AH TH 7H QS JS TC",
        "N": "8D 9D JD 8H QH TS JC KC",
    }
    m = match_with(Variant.CONTREE, "N", hands)
    bid(m, "pass pass 80H pass pass pass")  # W, S pass; E 80H
    play(m, "AD 7D QS 8D")  # E, void in diamonds, discards on its partner's ace
    play(m, "7C AC TC JC")  # S wins the second trick and leads
    assert m.current_player == S
    # The ten of diamonds is now the master, but E will cut it: Medium, which does not track
    # voids, leads it; Hard does not, with any seed.
    assert _choose(MediumBot(), m) == card("TD")
    for seed in range(4):
        assert _choose(HardBot(), m, seed) != card("TD")


# --- the auction ------------------------------------------------------------------------------
def test_classic_take_with_a_strong_hand_and_pass_with_a_weak_one() -> None:
    strong = {  # S holds J 9 of hearts, the turned AH joins them
        "S": "JH 9H TH AS AC AH 7D 8D",
        "E": "7S 8S 9S TS JS 7H 8H KD",
        "N": "QS KS 9D TD JD QD 7C 8C",
        "W": "AD 9C TC JC QC KC QH KH",
    }
    m = match_with(Variant.CLASSIC, "W", strong, turned="AH")
    for bot in (EasyBot(), MediumBot(), HardBot()):
        assert _choose(bot, m) == Call.TAKE
    weak = {
        "S": "7S 8S 9S 7D 8D 7C 8C AH",
        "E": "JH 9H TH AS AC TS JS KD",
        "N": "QS KS 9D TD JD QD 9C TC",
        "W": "AD JC QC KC 7H 8H QH KH",
    }
    m = match_with(Variant.CLASSIC, "W", weak, turned="AH")
    for bot in (EasyBot(), MediumBot(), HardBot()):
        assert _choose(bot, m) == Call.PASS


def test_classic_round_two_names_the_strong_suit() -> None:
    hands = {
        "S": "JS 9S AS TS AC 7D 8D 9D",
        "E": "7S 8S KS 7H 8H 9H TH JH",
        "N": "QS QH KH AH TD JD QD KD",
        "W": "AD 7C 8C 9C TC JC QC KC",
    }
    # dealer W; S is first hand; turned card is 9D (to W after... nobody takes round 1)
    m = match_with(Variant.CLASSIC, "W", {**hands, "S": "JS 9S AS TS AC 7D 8D 9D"}, turned="9D")
    bid(m, "pass pass pass pass")
    for bot in (MediumBot(), HardBot()):
        assert _choose(bot, m) == NameTrump(Suit.SPADES)


def test_contree_opening_bid_from_the_evaluation() -> None:
    hands = {
        "S": "JH 9H AH TH 7H AS AC 7D",
        "E": "7S 8S 9S TS JS QS KS 8D",
        "N": "8H QH KH 9D TD JD QD KD",
        "W": "AD 7C 8C 9C TC JC QC KC",
    }
    m = match_with(Variant.CONTREE, "W", hands)
    for bot in (MediumBot(), HardBot()):
        action = _choose(bot, m)
        assert isinstance(action, Bid) and action.strain == Strain.HEARTS and action.value >= 100
    easy = _choose(EasyBot(), m)
    assert isinstance(easy, Bid) and easy.strain == Strain.HEARTS


def test_contree_no_trump_and_all_trump_bids_when_allowed() -> None:
    aces = {
        "S": "AS TS AH TH AD TD AC TC",
        "E": "7S 8S 9S JS QS KS 7H 8H",
        "N": "9H JH QH KH 7D 8D 9D JD",
        "W": "QD KD 7C 8C 9C JC QC KC",
    }
    m = match_with(Variant.CONTREE, "W", aces, no_trump_bids=True)
    action = _choose(MediumBot(), m)
    assert isinstance(action, Bid) and action.strain == Strain.NO_TRUMP
    jacks = {
        "S": "JS 9S JH 9H JD 9D JC 9C",
        "E": "7S 8S AS TS QS KS 7H 8H",
        "N": "AH TH QH KH 7D 8D AD TD",
        "W": "QD KD 7C 8C AC TC QC KC",
    }
    m = match_with(Variant.CONTREE, "W", jacks, no_trump_bids=True)
    action = _choose(HardBot(), m)
    assert isinstance(action, Bid) and action.strain == Strain.ALL_TRUMP


def test_hard_contres_a_bid_it_can_beat_and_easy_never_does() -> None:
    hands = {
        "E": "7S 8S 9S TS 8D 9D TD 7C",
        "S": "JH 9H AH AS AC AD 7D 8C",
        "N": "TH KH 7H QS KS JD QD KD",
        "W": "8H QH JS 9C TC JC QC KC",
    }
    m = match_with(Variant.CONTREE, "S", hands)
    bid(m, "120H pass pass")  # E bids 120 in hearts; S holds the J, 9 and A of hearts and three aces
    assert _choose(HardBot(), m) == Call.CONTRE
    assert _choose(EasyBot(), m) != Call.CONTRE


def test_surcontre_with_a_strong_hand() -> None:
    hands = {
        "E": "JH 9H AH TH KH QH AS AC",
        "S": "7S 8S 9S TS 8D 9D TD 7C",
        "N": "7H 8H QS KS JD QD KD 8C",
        "W": "AD 7D JS 9C TC JC QC KC",
    }
    m = match_with(Variant.CONTREE, "S", hands)
    bid(m, "80H contre pass")  # E 80H, N contre, W passes, E to speak
    assert m.current_player == E
    assert _choose(HardBot(), m) == Call.SURCONTRE
    assert _choose(EasyBot(), m) == Call.PASS


# --- honesty and legality ---------------------------------------------------------------------
def _swap_hidden(hands: dict[str, str], a: str, b: str, ca: str, cb: str) -> dict[str, str]:
    out = dict(hands)
    out[a] = out[a].replace(ca, cb)
    out[b] = out[b].replace(cb, ca)
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_same_view_same_action_whatever_the_hidden_cards(level: str) -> None:
    base = {
        "E": "7C JH 9H AH TH 7H QS JS",
        "N": "AC 8H QH 7S KS TD 9D 8D",
        "W": "8C QD KD 9S AS KH TS 9C",
        "S": "AD 7D 8S JD QC KC TC JC",
    }
    # E and W trade two cards S cannot see; the play so far is legal in both deals.
    other = _swap_hidden(base, "E", "W", "QS", "KD")
    views = []
    for hands in (base, other):
        m = match_with(Variant.CONTREE, "S", hands)
        bid(m, "80H pass pass pass")
        play(m, "7C AC 8C")
        views.append(view_of(m, S))
    assert views[0] == views[1]
    bot = make_bot(level)
    for seed in range(3):
        assert bot.choose(views[0], random.Random(seed)) == bot.choose(views[1], random.Random(seed))


@pytest.mark.parametrize("level", LEVELS)
def test_same_view_same_action_in_classic_whatever_the_hidden_cards(level: str) -> None:
    base = {
        "S": "JH 9H 7S AC 8D 7H KS QD",  # the turned JH is S's once taken
        "E": "8H AS TS 7C 8C 9C 9D TD",
        "N": "QH KH 8S 9S TC JC JD KD",
        "W": "AH TH JS QS QC KC AD 7D",
    }
    other = _swap_hidden(base, "E", "N", "9D", "KD")
    views = []
    for hands in (base, other):
        m = match_with(Variant.CLASSIC, "W", hands, turned="JH")
        bid(m, "take")
        play(m, "AC 7C TC")  # S leads the ace of clubs; E and N follow; W (to play) sees neither hand
        views.append(view_of(m, W))
    assert views[0] == views[1]
    bot = make_bot(level)
    for seed in range(3):
        assert bot.choose(views[0], random.Random(seed)) == bot.choose(views[1], random.Random(seed))


@pytest.mark.parametrize("level", LEVELS)
def test_same_view_same_action_in_random_contree_positions(level: str) -> None:
    bot = make_bot(level)
    rng = random.Random(21)
    compared = 0
    for i in range(6 if level == "hard" else 12):
        m = Match(rules(Variant.CONTREE), seed=100 + i)
        m.deal()
        actions: list[Action] = []
        stop = rng.randrange(8, 36)
        while m.phase in (Phase.AUCTION, Phase.PLAY) and len(actions) < stop:
            action = bot.choose(view_of(m, m.current_player), rng)  # type: ignore[arg-type]
            actions.append(action)
            m.apply(action)
        if m.phase != Phase.PLAY:
            continue
        seat = m.current_player
        assert seat is not None
        # Another deal: the two opponents of ``seat`` trade one unplayed card of a suit both
        # still hold; replayed, the same actions must stay legal and give the same view.
        deal = m.current
        assert deal is not None
        layout = deal.layout
        opps = [seat.next, seat.next.next.next]
        now = [m.hand(s) for s in Seat]
        swapped = False
        for suit in range(4):
            a = [c for c in range(suit * 8, suit * 8 + 8) if now[opps[0]] >> c & 1]
            b = [c for c in range(suit * 8, suit * 8 + 8) if now[opps[1]] >> c & 1]
            if a and b:
                ca, cb = a[0], b[0]
                swapped = True
                break
        if not swapped:
            continue
        hands = [list(h) for h in layout.hands]
        hands[opps[0]] = [cb if c == ca else c for c in hands[opps[0]]]
        hands[opps[1]] = [ca if c == cb else c for c in hands[opps[1]]]
        other = Match(rules(Variant.CONTREE), seed=100 + i, first_dealer=layout.dealer)
        other.deal(DealLayout.from_hands(Variant.CONTREE, layout.dealer, [tuple(h) for h in hands], None))
        try:
            for action in actions:
                other.apply(action)
        except ValueError:
            continue  # the swap changed what the rules allowed earlier
        v1, v2 = view_of(m, seat), view_of(other, seat)
        if v1 != v2:
            continue
        assert bot.choose(v1, random.Random(i)) == bot.choose(v2, random.Random(i))
        compared += 1
    assert compared >= 2


OPTION_SETS: dict[Variant, list[dict[str, object]]] = {
    Variant.CLASSIC: [
        {},
        {"declarations": True, "must_undertrump": True, "dealer_must_choose": True},
        {"partner_exemption": False},
    ],
    Variant.CONTREE: [
        {},
        {"no_trump_bids": True, "taker_may_raise": True, "must_beat_defence": True},
        {"declarations": True, "partner_exemption": False, "must_undertrump": True, "surcontre_multiplier": 3},
    ],
}


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("variant", [Variant.CLASSIC, Variant.CONTREE])
def test_every_action_is_legal_in_random_deals(level: str, variant: Variant) -> None:
    bots = [make_bot(level) for _ in range(4)]
    rng = random.Random(7)
    deals = 0
    per_option = 3 if level == "hard" else 12
    for options in OPTION_SETS[variant]:
        m = Match(rules(variant, target=0, **options), seed=len(options))
        for _ in range(per_option):
            if m.phase == Phase.OVER:
                m = Match(rules(variant, target=0, **options), seed=rng.randrange(1000))
            m.deal()
            while m.phase in (Phase.AUCTION, Phase.PLAY):
                seat = m.current_player
                assert seat is not None
                view = view_of(m, seat)
                action = bots[seat].choose(view, rng)
                assert action in view.legal_actions
                m.apply(action)
            deals += 1
    assert deals == per_option * len(OPTION_SETS[variant])
