"""Properties over thousands of random deals (both variants, random options, random legal play):
cards conserved, 162 points a deal (252 on capot), a legal action always offered, the legal set
equal to a second, independent reading of docs/RULES.md 1, ``undo`` and ``copy`` exact, a seat's view
never showing another seat's hidden cards, and the same seed giving the same match."""

from __future__ import annotations

import dataclasses
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from belote_desktop.engine.auctions import Bid, Call, NameTrump
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.contract import Strain
from belote_desktop.engine.declarations import Declaration, declaration_points
from belote_desktop.engine.events import BidMade, CardPlayed, DealScored, TrickWon
from belote_desktop.engine.play import IllegalActionError, PlayState, Trick
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.scoring import DealResult
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.view import SeatView, view_of

ALL = (1 << 32) - 1
FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
VIEWS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
MANY = settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# --- random rule sets and players ---------------------------------------------------------------
@st.composite
def rule_sets(draw: st.DrawFn) -> RuleSet:
    variant = draw(st.sampled_from([Variant.CLASSIC, Variant.CONTREE]))
    options: dict[str, object] = {
        "declarations": draw(st.booleans()),
        "partner_exemption": draw(st.booleans()),
        "must_undertrump": draw(st.booleans()),
        "target": draw(st.sampled_from([0, 501, 1000] if variant == Variant.CLASSIC else [0, 701])),
    }
    if variant == Variant.CLASSIC:
        options["dealer_must_choose"] = draw(st.booleans())
    else:
        options["no_trump_bids"] = draw(st.booleans())
        options["must_beat_defence"] = draw(st.booleans())
        options["surcontre_multiplier"] = draw(st.sampled_from([3, 4]))
        options["taker_may_raise"] = draw(st.booleans())
    return RuleSet.default(variant).with_options(options)


def choose(rng: random.Random, actions: list) -> object:  # type: ignore[type-arg]
    """A random legal action; in auctions a pass is likely, so that every kind of ending occurs."""
    if Call.PASS in actions and rng.random() < 0.55:
        return Call.PASS
    if Call.CONTRE in actions and rng.random() < 0.25:
        return Call.CONTRE
    if Call.SURCONTRE in actions and rng.random() < 0.4:
        return Call.SURCONTRE
    bids = [a for a in actions if isinstance(a, Bid)]
    if bids and rng.random() < 0.8:
        return rng.choice(bids[:8])  # mostly modest raises
    return rng.choice(actions)


# --- what every position must satisfy -------------------------------------------------------------
def check_cards_conserved(m: Match) -> None:
    deal = m.current
    assert deal is not None
    if deal.play is not None:
        hands = deal.play.hands
        played = deal.play.played
        seen = 0
        for h in hands:
            assert h & seen == 0
            seen |= h
        for c in played:
            assert not seen >> c & 1, "a card both held and played, or played twice"
            seen |= 1 << c
        assert seen == ALL
        assert sum(h.bit_count() for h in hands) + len(played) == 32
        assert deal.tricks == deal.play.tricks()  # what the match kept is what was played
        # Hands shrink in turn: the leader's side of the trick has one card fewer.
        counts = sorted(h.bit_count() for h in hands)
        assert counts[3] - counts[0] <= 1
    else:
        layout = deal.layout
        parts = [*deal.hands]
        if layout.turned is not None and m.phase == Phase.AUCTION:
            parts += [1 << layout.turned, sum(1 << c for c in layout.stock)]
        seen = 0
        for p in parts:
            assert p & seen == 0
            seen |= p
        assert seen == ALL or (deal.auction.result is not None and deal.auction.result.is_passed_out)


def check_legal(m: Match) -> None:
    """Someone must act and can; every offered card is accepted, every other card refused."""
    if m.phase in (Phase.AUCTION, Phase.PLAY):
        assert m.current_player is not None
        actions = m.legal_actions()
        assert actions, "no legal action while a player must act"
        if m.phase == Phase.PLAY:
            play = m.current.play  # type: ignore[union-attr]
            hand = play.hands[play.turn]
            legal = play.legal_mask()
            assert legal and legal & ~hand == 0
            assert legal == sum(1 << c for c in actions) == m.legal_mask()
            assert legal == oracle(play)
            for c in range(32):
                if legal >> c & 1:
                    play.check(c)
                else:
                    try:
                        play.check(c)
                    except IllegalActionError as e:
                        assert e.seat == Seat(play.turn) and e.reason
                    else:
                        raise AssertionError("an illegal card was accepted")
    else:
        assert m.legal_actions() == [] and m.current_player is None


# The rank orders of docs/RULES.md 1, written out again: a second reading to check the engine's tables.
_TRUMP = {r: i for i, r in enumerate("78QKTA9J")}
_PLAIN = {r: i for i, r in enumerate("789JQKTA")}


def _strength(c: int, strain: Strain) -> int:
    rank, suit = "789TJQKA"[c & 7], c >> 3
    trump_ordered = strain == Strain.ALL_TRUMP or strain == suit
    return _TRUMP[rank] if trump_ordered else _PLAIN[rank]


def oracle(play: PlayState) -> int:
    """The legal cards by docs/RULES.md 1, obligations 1-5 and the options, from scratch."""
    hand, strain = play.hands[play.turn], play.strain
    n = len(play.played)
    trick = play.played[n - (n & 3) :]
    if not trick:
        return hand
    leader = (play.turn - len(trick)) & 3
    trump = strain if strain < 4 else None

    def key(c: int) -> tuple[int, int]:  # who wins the trick so far: trumps, then the led suit
        return (2 if c >> 3 == trump else 1 if c >> 3 == trick[0] >> 3 else 0, _strength(c, strain))

    best_i = max(range(len(trick)), key=lambda i: key(trick[i]))
    best = trick[best_i]
    partner_wins = (leader + best_i) & 3 == (play.turn + 2) & 3
    led = trick[0] >> 3
    same = [c for c in range(32) if hand >> c & 1 and c >> 3 == led]
    if same:
        if strain == Strain.ALL_TRUMP or led == trump:
            higher = [c for c in same if _strength(c, strain) > _strength(best, strain)]
            if higher:
                return sum(1 << c for c in higher)
        return sum(1 << c for c in same)
    trumps = [c for c in range(32) if hand >> c & 1 and c >> 3 == trump]
    if not trumps or (partner_wins and play.partner_exemption):
        return hand
    if best >> 3 == trump:
        over = [c for c in trumps if _strength(c, strain) > _strength(best, strain)]
        if over:
            return sum(1 << c for c in over)
        return sum(1 << c for c in trumps) if play.must_undertrump else hand
    return sum(1 << c for c in trumps)


# Every field of SeatView, by what it may hold. A new field makes check_view fail until it is
# classified here: that is the point.
_VIEW_FIELDS = {
    "seat", "rules", "phase", "deal_number", "dealer", "current_player", "hand", "hand_sizes", "turned",
    "auction", "taker", "strain", "contract", "tricks", "trick_leader", "trick", "belotes_announced",
    "declarations", "declaration_team", "totals", "reserve", "legal_actions",
}


def check_view(m: Match, seat: Seat) -> None:
    v = view_of(m, seat)
    assert {f.name for f in dataclasses.fields(SeatView)} == _VIEW_FIELDS
    deal = m.current
    assert deal is not None
    play = deal.play
    hands = play.hands if play is not None else deal.hands
    assert v.seat == seat and v.hand == hands[seat] == m.hand(seat)
    assert v.hand_sizes == tuple(h.bit_count() for h in hands)
    others = 0
    for s in Seat:
        if s != seat:
            others |= hands[s]
    # Public besides the played cards: the turned card (everyone saw it go to the taker), and the
    # declared cards once declarations are shown after the first trick.
    public = 0 if deal.layout.turned is None else 1 << deal.layout.turned
    for d in v.declarations:
        assert isinstance(d, Declaration)
        public |= d.cards
    if play is None and m.phase == Phase.AUCTION:
        others |= sum(1 << c for c in deal.layout.stock)  # Classic: not dealt yet, nobody's to see
    hidden = others & ~public
    shown: list[int] = []
    if v.turned is not None:
        shown.append(v.turned)
    for t in v.tricks:
        assert isinstance(t, Trick)
        shown.extend(t.cards)
    shown.extend(v.trick)
    for _seat, c in v.belotes_announced:
        shown.append(c)
    for a in v.legal_actions:
        if isinstance(a, int):
            assert v.hand >> a & 1
            shown.append(a)
        else:
            assert isinstance(a, (Call, NameTrump, Bid))
    for _, a in v.auction:
        assert isinstance(a, (Call, NameTrump, Bid))
    for c in shown:
        assert isinstance(c, int) and 0 <= c < 32
        assert not hidden >> c & 1, f"{seat.name}'s view shows a hidden card of another seat"
    # Declarations are shown only once the first trick is over.
    if play is None or len(play.played) < 4:
        assert v.declarations == () and v.declaration_team is None
    # The plain fields hold no cards.
    for name in ("deal_number", "reserve"):
        assert isinstance(getattr(v, name), int)
    assert all(isinstance(x, int) for x in v.totals)
    assert v.rules == m.rules and v.phase == m.phase and v.current_player == m.current_player
    assert (v.legal_actions != ()) == (m.current_player == seat and m.phase in (Phase.AUCTION, Phase.PLAY))
    # The played cards the view lists are exactly the ones played.
    if play is not None:
        assert [c for t in v.tricks for c in t.cards] + list(v.trick) == play.played
        assert list(v.trick) == play.trick_cards
    else:
        assert v.tricks == () and v.trick == ()


def check_score(m: Match, before: list[int], reserve_before: int) -> None:
    deal = m.deals[-1]
    play, score = deal.play, deal.score
    assert play is not None and score is not None and play.is_over
    assert sorted(play.played) == list(range(32)), "every card played exactly once"
    assert sum(play.points) == 162 and sum(t.points for t in play.tricks()) == 162
    assert sum(play.tricks_won) == 8
    decl = declaration_points(deal.declarations, deal.declaration_team) if deal.declaration_team is not None else 0
    belote = 20 * len(deal.belotes)
    cards = sum(score.points) - decl - belote
    capot = 8 in play.tricks_won
    assert cards == (252 if capot else 162)
    takers_all = play.tricks_won[score.taker_team] == 8
    if score.result == DealResult.CAPOT:
        assert takers_all
    elif takers_all:
        assert score.result == DealResult.DOWN  # only a contract the capot did not make
    paid = deal.reserve_paid
    assert [m.totals[t] - before[t] for t in (0, 1)] == [score.score[t] + paid[t] for t in (0, 1)]
    assert m.reserve == reserve_before + score.reserve_added - sum(paid)
    if m.rules.variant == Variant.CONTREE:
        assert score.reserve_added == 0 and m.reserve == 0


def check_events(m: Match, player: Seat, action: object, events: list) -> None:
    """The events tell what happened: who acted, which trick was won and by whom."""
    first = events[0]
    if isinstance(action, int):
        assert isinstance(first, CardPlayed) and (first.seat, first.card) == (player, action)
        won = [e for e in events if isinstance(e, TrickWon)]
        if won:
            play = m.deals[-1].play
            assert won == [TrickWon(play.tricks()[-1])] and won[0].trick.cards[-1] == action
            if m.phase == Phase.PLAY:
                assert m.current_player == won[0].trick.winner
    else:
        assert isinstance(first, BidMade) and (first.seat, first.action) == (player, action)
    scored = [e for e in events if isinstance(e, DealScored)]
    ended = isinstance(action, int) and m.deals[-1].play.is_over  # type: ignore[union-attr]
    assert scored == ([DealScored(m.deals[-1].score, m.deals[-1].reserve_paid, tuple(m.totals))] if ended else [])


def run_match(rules: RuleSet, seed: int, policy_seed: int, deals: int, check_views: bool = True) -> list:
    """Play up to ``deals`` deals (redeals included) with random legal actions, checking every
    position; returns the events."""
    m = Match(rules, seed=seed)
    rng = random.Random(policy_seed)
    log: list = []
    for _ in range(deals):
        if m.phase == Phase.OVER:
            break
        log += m.deal()
        before, reserve_before = m.totals[:], m.reserve
        while m.phase in (Phase.AUCTION, Phase.PLAY):
            check_cards_conserved(m)
            check_legal(m)
            if check_views:
                for s in Seat:
                    check_view(m, s)
            player, action = m.current_player, choose(rng, m.legal_actions())
            events = m.apply(action)
            check_events(m, player, action, events)
            log += events
        if check_views:
            for s in Seat:
                check_view(m, s)
        deal = m.deals[-1]
        if deal.score is not None:
            check_score(m, before, reserve_before)
        else:
            assert deal.auction.result.is_passed_out and m.totals == before
    return log


# --- the properties ---------------------------------------------------------------------------------
@MANY
@given(rules=rule_sets(), seed=st.integers(0, 2**32), policy=st.integers(0, 2**32))
def test_random_deals_keep_every_invariant(rules: RuleSet, seed: int, policy: int) -> None:
    run_match(rules, seed, policy, deals=5, check_views=False)


@VIEWS
@given(rules=rule_sets(), seed=st.integers(0, 2**32), policy=st.integers(0, 2**32))
def test_views_never_reveal_hidden_cards(rules: RuleSet, seed: int, policy: int) -> None:
    run_match(rules, seed, policy, deals=3, check_views=True)


@FAST
@given(rules=rule_sets(), seed=st.integers(0, 2**32), policy=st.integers(0, 2**32))
def test_same_seed_same_match(rules: RuleSet, seed: int, policy: int) -> None:
    first = run_match(rules, seed, policy, deals=3, check_views=False)
    again = run_match(rules, seed, policy, deals=3, check_views=False)
    assert first == again
    # And the seed matters: another seed deals other cards (the first deal's hands differ).
    a, b = Match(rules, seed=seed), Match(rules, seed=seed + 1)
    a.deal()
    b.deal()
    assert a.deals[0].layout != b.deals[0].layout or a.dealer != b.dealer


def _snapshot(ps: PlayState) -> tuple:
    return (ps.hands[:], ps.strain, ps.leader, ps.turn, ps.played[:], ps.win_card, ps.win_seat, ps.points[:],
            ps.tricks_won[:], ps.winners[:], ps.first_leader, ps.legal_mask(), [t for t in ps.tricks()])


@MANY
@given(
    deck=st.permutations(range(32)),
    strain=st.sampled_from(list(Strain)),
    leader=st.sampled_from(list(Seat)),
    exemption=st.booleans(),
    undertrump=st.booleans(),
    data=st.data(),
)
def test_undo_restores_and_copy_is_independent(
    deck: list[int], strain: Strain, leader: Seat, exemption: bool, undertrump: bool, data: st.DataObject
) -> None:
    hands = [sum(1 << c for c in deck[8 * s : 8 * s + 8]) for s in range(4)]
    ps = PlayState(hands, strain, leader, exemption, undertrump)
    rng = random.Random(data.draw(st.integers(0, 2**32)))
    history = [_snapshot(ps)]
    while not ps.is_over:
        assert ps.legal_mask() == oracle(ps)
        legal = [c for c in range(32) if ps.legal_mask() >> c & 1]
        ps.play(rng.choice(legal))
        history.append(_snapshot(ps))
    assert sum(ps.points) == 162 and sorted(ps.played) == list(range(32))
    # copy: playing on from a copy never touches the original.
    back = rng.randrange(1, 33)
    for _ in range(back):
        ps.undo()
    assert _snapshot(ps) == history[32 - back]
    twin = ps.copy()
    assert _snapshot(twin) == _snapshot(ps)
    while not twin.is_over:
        m = twin.legal_mask()
        twin.play((m & -m).bit_length() - 1)
    assert _snapshot(ps) == history[32 - back]
    # undo all the way back, one card at a time, through every earlier position.
    for i in range(32 - back, 0, -1):
        ps.undo()
        assert _snapshot(ps) == history[i - 1]


@MANY
@given(
    deck=st.permutations(range(32)),
    strain=st.sampled_from(list(Strain)),
    leader=st.sampled_from(list(Seat)),
    cut=st.integers(0, 31),
    seed=st.integers(0, 2**32),
)
def test_with_hands_is_the_play_replayed_on_other_hands(
    deck: list[int], strain: Strain, leader: Seat, cut: int, seed: int
) -> None:
    """The Expert replays the play so far once and deals every sampled deal into a copy: the same
    position, move for move, as replaying the play on the sampled deal's own hands."""
    rng = random.Random(seed)
    hands = [sum(1 << c for c in deck[8 * s : 8 * s + 8]) for s in range(4)]
    ps = PlayState(hands, strain, leader)
    for _ in range(cut):
        ps.play(rng.choice([c for c in range(32) if ps.legal_mask() >> c & 1]))
    # the cards not yet played dealt again, each seat keeping its number of cards
    rest = [c for c in range(32) if c not in ps.played]
    rng.shuffle(rest)
    other = [0, 0, 0, 0]
    for s in range(4):
        for _ in range(ps.hands[s].bit_count()):
            other[s] |= 1 << rest.pop()
    start = other[:]
    for c in ps.played:  # each played card back in the hand that played it
        start[next(s for s in range(4) if hands[s] >> c & 1)] |= 1 << c
    replayed = PlayState(start, strain, leader)
    for c in ps.played:
        replayed.play(c)
    before = _snapshot(ps)
    dealt = ps.with_hands(other)
    assert _snapshot(dealt) == _snapshot(replayed)
    while not dealt.is_over:
        c = rng.choice([c for c in range(32) if dealt.legal_mask() >> c & 1])
        dealt.play(c)
        replayed.play(c)
        assert _snapshot(dealt) == _snapshot(replayed)
    while replayed.played:
        dealt.undo()
        replayed.undo()
        assert _snapshot(dealt) == _snapshot(replayed)
    assert dealt.hands == start
    assert _snapshot(ps) == before  # the play it was dealt from keeps its own hands


@FAST
@given(rules=rule_sets(), seed=st.integers(0, 2**32), policy=st.integers(0, 2**32), cut=st.integers(0, 40))
def test_match_copy_is_independent(rules: RuleSet, seed: int, policy: int, cut: int) -> None:
    m = Match(rules, seed=seed)
    m.deal()
    rng = random.Random(policy)
    for _ in range(cut):
        if m.phase not in (Phase.AUCTION, Phase.PLAY):
            break
        m.apply(choose(rng, m.legal_actions()))
    twin = m.copy()
    views = [view_of(m, s) for s in Seat]
    state = (m.phase, m.totals[:], m.reserve, m.dealer, len(m.deals), m.current_player, m.legal_actions())
    rng_twin = random.Random(policy + 1)
    twin_log = []
    while twin.phase != Phase.OVER and len(twin.deals) < 3:
        if twin.phase == Phase.DEAL:
            twin_log += twin.deal()
        else:
            twin_log += twin.apply(choose(rng_twin, twin.legal_actions()))
    assert [view_of(m, s) for s in Seat] == views
    assert (m.phase, m.totals[:], m.reserve, m.dealer, len(m.deals), m.current_player, m.legal_actions()) == state
    # The original, driven the same way, does exactly what the copy did.
    rng_twin = random.Random(policy + 1)
    log = []
    while m.phase != Phase.OVER and len(m.deals) < 3:
        if m.phase == Phase.DEAL:
            log += m.deal()
        else:
            log += m.apply(choose(rng_twin, m.legal_actions()))
    assert log == twin_log and m.totals == twin.totals
