"""The Expert bot and its deal sampling: legal, honest, deterministic, and right where it matters."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

import pytest

from belote_desktop.bots.expert import DealJudge, ExpertBot, ExpertSettings, checked_at_the_line
from belote_desktop.bots.random_bot import RandomBot
from belote_desktop.bots.registry import make_bot
from belote_desktop.bots.sampling import constraints_of, original_hands, sample_hands
from belote_desktop.bots.solver import NO_LINE, Line, Solver
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.dealing import DealLayout
from belote_desktop.engine.play import PlayState
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.view import SeatView, view_of
from tests.engine_helpers import bid, card, layout, play, rules

#: few samples and nodes: the tests are about behaviour, not strength
_QUICK = ExpertSettings(samples=4, nodes=6000, sample_nodes=3000, bid_samples=4)

# Contrée, W deals, S bids 80 in hearts and leads. After six tricks S holds JH AS, E 7H 9C,
# N 8D 9S, W 8S 7C, and S knows E has no spade: cashing the ace of spades lets E ruff it,
# drawing the last trump with the jack first takes both tricks.
_ENDGAME_HANDS = {
    "S": "JH AS KD KC TH 7S AH 7D",
    "E": "7H 9C JD TS AD AC JC 8H",
    "N": "8D 9S 8C QH QD KS 9H TD",
    "W": "8S 7C QC TC 9D QS JS KH",
}
_ENDGAME_PLAYS = "TH 8H 9H KH 8C TC KC AC JC QH QC KD TD 9D 7D JD KS JS 7S TS AD QD QS AH"


def _endgame_match() -> Match:
    m = Match(rules(Variant.CONTREE, target=0), first_dealer=Seat.W)
    m.deal(layout(Variant.CONTREE, "W", _ENDGAME_HANDS))
    bid(m, "80H pass pass pass")
    play(m, _ENDGAME_PLAYS)
    return m


def test_expert_finds_the_endgame_line_the_greedy_card_misses() -> None:
    m = _endgame_match()
    assert m.current_player == Seat.S
    state = m.current.play  # type: ignore[union-attr]
    assert state is not None
    truth = Solver(state, 0).card_values()
    assert truth[card("JH")] > truth[card("AS")]  # the greedy ace loses a trick
    assert ExpertBot().choose(view_of(m, Seat.S), random.Random(1)) == card("JH")


def test_expert_takes_the_points_where_the_contract_is_settled() -> None:
    # Contred, the contract is made whichever card S plays: the deal score ties, and the Expert
    # without the points hedge plays the first card (the ace, which gives E a ruff); with it,
    # the jack, which keeps both tricks.
    m = Match(rules(Variant.CONTREE, target=0), first_dealer=Seat.W)
    m.deal(layout(Variant.CONTREE, "W", _ENDGAME_HANDS))
    bid(m, "80H contre pass pass")
    play(m, _ENDGAME_PLAYS)
    state = m.current.play  # type: ignore[union-attr]
    assert state is not None
    view = view_of(m, Seat.S)
    judge = DealJudge.of(view)
    fixed = judge.fixed_points(original_hands(view, list(state.hands)))
    truth = Solver(state, 0).card_values()
    assert truth[card("JH")] > truth[card("AS")]
    assert judge.margin(truth[card("JH")], fixed) == judge.margin(truth[card("AS")], fixed)
    flat = ExpertSettings(points_weight=0.0)
    assert ExpertBot(settings=flat).choose(view, random.Random(1)) == card("AS")
    assert ExpertBot().choose(view, random.Random(1)) == card("JH")


def test_expert_defaults_are_one_mix_whatever_the_solver_build(monkeypatch: pytest.MonkeyPatch) -> None:
    # the pure-Python build plays the compiled build's mix (tests/test_expert_builds.py plays
    # the same decisions through both and compares)
    import belote_desktop.bots.solver as solver

    monkeypatch.setattr(solver, "COMPILED", False)
    assert ExpertBot().settings == ExpertSettings()
    assert (ExpertSettings().exact_tricks, ExpertSettings().lookahead_tricks) == (5, 1)


def _random_match(variant: Variant, seed: int) -> Match:
    m = Match(RuleSet.default(variant).with_options({"target": 0}), seed=seed)
    m.deal()
    return m


def _play_until(m: Match, stop: int, rng: random.Random) -> None:
    """Random-legal play (auction included) until ``stop`` cards of the deal have been played."""
    bot = RandomBot(pass_probability=0.3)
    while m.phase != Phase.OVER:
        if m.phase == Phase.DEAL:
            m.deal()
            continue
        if m.phase == Phase.PLAY and len(m.current.play.played) >= stop:  # type: ignore[union-attr]
            return
        seat = m.current_player
        assert seat is not None
        m.apply(bot.choose(view_of(m, seat), rng))


@pytest.mark.parametrize("variant", [Variant.CLASSIC, Variant.CONTREE])
def test_sampled_deals_fit_everything_the_seat_saw(variant: Variant) -> None:
    rng = random.Random(11)
    for seed in range(6):
        m = _random_match(variant, seed)
        _play_until(m, rng.randrange(4, 28), rng)
        if m.phase != Phase.PLAY:
            continue
        play_state = m.current.play  # type: ignore[union-attr]
        seat = m.current_player
        assert seat is not None and play_state is not None
        view = view_of(m, seat)
        constraints = constraints_of(view)
        # the real deal is one of the deals the seat thinks possible
        for s in Seat:
            if s != seat:
                assert play_state.hands[s] & constraints.cannot_hold[s] == 0
        tricks = view.tricks
        first = tricks[0].leader if tricks else view.trick_leader
        sequence = [c for t in tricks for c in t.cards] + list(view.trick)
        for _ in range(20):
            hands = sample_hands(constraints, rng)
            assert hands[seat] == view.hand
            assert [h.bit_count() for h in hands] == list(view.hand_sizes)
            # replaying the public play on the sampled deal breaks no rule
            start = original_hands(view, hands)
            replay = PlayState(start, view.strain, first, m.rules.partner_exemption, m.rules.must_undertrump)  # type: ignore[arg-type]
            for c in sequence:
                replay.check(c)
                replay.play(c)
            assert replay.hands == hands


@pytest.mark.parametrize("variant", [Variant.CLASSIC, Variant.CONTREE])
def test_a_deals_line_is_where_its_score_stops_changing(variant: Variant) -> None:
    rng = random.Random(5)
    seen = 0
    for seed in range(40):
        m = _random_match(variant, seed)
        _play_until(m, rng.randrange(0, 20), rng)
        if m.phase != Phase.PLAY:
            continue
        seat = m.current_player
        assert seat is not None
        judge = DealJudge.of(view_of(m, seat))
        fixed = judge.fixed_points(m.current.play.hands)  # type: ignore[union-attr]
        line = judge.line(fixed)
        margins = [judge.margin(v, fixed) for v in range(163)]
        # the line read by bisection is the one a scan of every count finds
        changes = [v for v in range(1, 163) if margins[v] != margins[v - 1]]
        if len(changes) == 1:
            assert line == Line(changes[0], True, True)
        elif changes and changes[0] >= 2:
            assert line == Line(changes[0], True, False)
        elif changes and changes[-1] < 162:
            assert line == Line(changes[-1], False, True)
        else:
            assert line == NO_LINE
        if line == NO_LINE:
            continue
        seen += 1
        assert margins[line.split] != margins[line.split - 1]
        if line.flat_below:
            assert len(set(margins[: line.split])) == 1
        if line.flat_above:
            assert len(set(margins[line.split :])) == 1
        # the expert searching with the line plays a legal card
        bot = ExpertBot(settings=ExpertSettings(samples=4, nodes=20_000, flat_line=True))
        assert bot.choose(view_of(m, seat), rng) in m.legal_actions()
    assert seen >= 3


@pytest.mark.parametrize("variant", [Variant.CLASSIC, Variant.CONTREE])
def test_the_line_check_puts_each_estimate_on_the_side_the_exact_search_proves(variant: Variant) -> None:
    """``line_check``: a horizon's estimate of each card moves to the side of the contract's line
    that the deal solved exactly is on, and stays where it was when it was there already."""
    rng = random.Random(11)
    checked = moved = 0
    for seed in range(60):
        m = _random_match(variant, 200 + seed)
        _play_until(m, 8 + rng.randrange(4), rng)
        if m.phase != Phase.PLAY:
            continue
        seat = m.current_player
        assert seat is not None
        view = view_of(m, seat)
        judge = DealJudge.of(view)
        state = m.current.play  # type: ignore[union-attr]
        line = judge.line(judge.fixed_points(state.hands))
        legal = state.legal_mask()
        if line == NO_LINE or legal.bit_count() < 2:
            continue
        estimates = Solver(state, judge.side, horizon=len(state.played) // 4 + 1).card_values(legal)
        exact = Solver(state, judge.side).card_values(legal)
        checked_values = checked_at_the_line(Solver(state, judge.side), estimates, legal, line.split)
        for c, v in checked_values.items():
            assert (v >= line.split) == (exact[c] >= line.split)
            if (estimates[c] >= line.split) == (exact[c] >= line.split):
                assert v == estimates[c]
            else:
                moved += 1
                assert v in (line.split, line.split - 1)
        checked += 1
        # and the Expert with the check plays a legal card
        assert ExpertBot(settings=ExpertSettings(samples=4, nodes=20_000, line_check=0)).choose(view, rng) in m.legal_actions()
    assert checked >= 5 and moved >= 1


@pytest.mark.parametrize("variant", [Variant.CLASSIC, Variant.CONTREE])
def test_expert_only_takes_legal_actions(variant: Variant) -> None:
    bot = ExpertBot(settings=_QUICK)
    for seed in range(2):
        m = _random_match(variant, 100 + seed)
        rng = random.Random(seed)
        deals_done = 0
        while m.phase != Phase.OVER and deals_done < 1:
            if m.phase == Phase.DEAL:
                m.deal()
                continue
            seat = m.current_player
            assert seat is not None
            view = view_of(m, seat)
            action = bot.choose(view, rng)
            assert action in view.legal_actions
            for event in m.apply(action):
                deals_done += type(event).__name__ == "DealScored"


def _swap_hidden(hands: dict[str, list[int]], a: str, b: str, played: set[int], rng: random.Random) -> dict[str, list[int]]:
    """The same deal with one unplayed card of ``a`` and one of ``b`` exchanged."""
    out = {s: list(v) for s, v in hands.items()}
    ca = rng.choice([c for c in out[a] if c not in played])
    cb = rng.choice([c for c in out[b] if c not in played])
    out[a][out[a].index(ca)] = cb
    out[b][out[b].index(cb)] = ca
    return out


def test_expert_is_honest_same_view_same_action() -> None:
    rng = random.Random(4)
    checked = 0
    for seed in range(40):
        base = _random_match(Variant.CONTREE, seed)
        _play_until(base, 4 + seed % 12, rng)
        if base.phase != Phase.PLAY:
            continue
        seat = base.current_player
        assert seat is not None
        deal = base.current
        assert deal is not None and deal.play is not None
        actions = [a for _, a in deal.auction.history]
        played = list(deal.play.played)
        hands = {s.name: list(deal.layout.hands[s]) for s in Seat}
        others = [s.name for s in Seat if s != seat]
        other = _swap_hidden(hands, others[0], others[1], set(played), random.Random(seed))
        twin = Match(base.rules, first_dealer=deal.dealer)
        twin.deal(DealLayout.from_hands(Variant.CONTREE, deal.dealer, [tuple(other[s.name]) for s in Seat], None))
        try:
            for a in actions:
                twin.apply(a)
            for c in played:
                twin.apply(c)
        except ValueError:
            continue  # the exchange made the public play illegal: not the same view
        view_a, view_b = view_of(base, seat), view_of(twin, seat)
        if view_a != view_b:
            continue
        assert twin.current.play.hands != deal.play.hands  # type: ignore[union-attr]
        bot = ExpertBot(settings=_QUICK)
        assert bot.choose(view_a, random.Random(seed)) == bot.choose(view_b, random.Random(seed))
        checked += 1
        if checked >= 3:
            break
    assert checked >= 3


def test_expert_is_deterministic_without_a_budget_and_answers_with_one() -> None:
    m = _endgame_match()
    view = view_of(m, Seat.S)
    first = ExpertBot().choose(view, random.Random(5))
    assert ExpertBot().choose(view, random.Random(5)) == first
    m2 = _random_match(Variant.CONTREE, 3)
    _play_until(m2, 5, random.Random(2))
    seat = m2.current_player
    assert seat is not None
    view2 = view_of(m2, seat)
    assert ExpertBot(budget_ms=30).choose(view2, random.Random(1)) in view2.legal_actions


def test_registry_makes_the_expert() -> None:
    bot = make_bot("expert", budget_ms=100)
    assert isinstance(bot, ExpertBot) and bot.level == "expert" and bot.budget_ms == 100


def _auction_views(variant: Variant, deals: int) -> list:
    """Every auction turn of ``deals`` fresh deals whose calls are Hard's."""
    from belote_desktop.bots.hard import HardBot

    hard = HardBot()
    views = []
    for seed in range(deals):
        m = _random_match(variant, 200 + seed)
        while m.phase == Phase.AUCTION:
            seat = m.current_player
            assert seat is not None
            view = view_of(m, seat)
            views.append(view)
            for _ in m.apply(hard.choose(view, random.Random(seed))):
                pass
    return views


@pytest.mark.parametrize("variant", [Variant.CLASSIC, Variant.CONTREE])
def test_expert_calls_are_hards_with_an_infinite_margin(variant: Variant) -> None:
    from dataclasses import replace

    from belote_desktop.bots.hard import HardBot

    hards = replace(_QUICK, call_margin=float("inf"))
    for view in _auction_views(variant, 3):
        assert ExpertBot(settings=hards).choose(view, random.Random(9)) == HardBot().choose(view, random.Random(9))


def test_expert_leaves_hards_call_only_for_a_call_clearly_better_on_its_samples() -> None:
    from dataclasses import replace

    from belote_desktop.bots.hard import HardBot

    views = _auction_views(Variant.CONTREE, 4)
    eager = ExpertBot(settings=replace(_QUICK, call_margin=0.0))
    wary = ExpertBot(settings=replace(_QUICK, call_margin=10_000.0))
    changed = 0
    for view in views:
        hard = HardBot().choose(view, random.Random(9))
        # no estimate is 10,000 deal points better: the anchor stands
        assert wary.choose(view, random.Random(9)) == hard
        call = eager.choose(view, random.Random(9))
        assert call in view.legal_actions
        changed += call != hard
    # with no margin the sampled judgement disagrees with Hard somewhere (it bids lower and
    # more often in Contrée: docs/BOTS.md)
    assert changed > 0


# --- Romanian Belot: the Expert's own card play at the four, three and two-player tables --------
import copy  # noqa: E402

from belote_desktop.bots import hard as hard_module  # noqa: E402
from belote_desktop.bots.expert_romanian import RomanianJudge  # noqa: E402
from belote_desktop.bots.solver import NO_TRICK, SWEEP_BONUS  # noqa: E402
from belote_desktop.engine.contract import DEAL_POINTS  # noqa: E402
from belote_desktop.engine.table import Table  # noqa: E402


def _romanian_match(table: str, seed: int) -> Match:
    m = Match(RuleSet.default(Variant.ROMANIAN).with_options({"table": table}), seed=seed)
    m.deal()
    return m


@pytest.mark.parametrize("table", ["four", "three", "duel"])
def test_expert_plays_romanian_deals_legally_with_its_own_card_play(table: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Hard may still make the calls, but no card of the play may come from Hard's card play
    def no_hard_card(self: object, view: object, rng: object) -> int:
        raise AssertionError("the Expert handed a Romanian card to Hard")

    monkeypatch.setattr(hard_module.HardBot, "_card", no_hard_card)
    bot = ExpertBot(settings=_QUICK)
    for seed in range(2):
        m = _romanian_match(table, 300 + seed)
        rng = random.Random(seed)
        deals_done = 0
        cards = 0
        while m.phase != Phase.OVER and deals_done < 1:
            if m.phase == Phase.DEAL:
                m.deal()
                continue
            seat = m.current_player
            assert seat is not None
            view = view_of(m, seat)
            action = bot.choose(view, rng)
            assert action in view.legal_actions
            cards += isinstance(action, int)
            for event in m.apply(action):
                deals_done += type(event).__name__ == "DealScored"
        assert deals_done == 1 and cards > 0


def test_expert_is_honest_at_a_three_player_table() -> None:
    """Same view, different hidden cards (two unplayed cards of the two other players exchanged,
    the public play still legal on the twin deal), same seed: same action."""
    rng = random.Random(8)
    checked = 0
    bot = ExpertBot(settings=_QUICK)
    for seed in range(40):
        base = _romanian_match("three", 500 + seed)
        _play_until(base, 2 + seed % 14, rng)
        if base.phase != Phase.PLAY:
            continue
        seat = base.current_player
        assert seat is not None
        view = view_of(base, seat)
        if not any(isinstance(a, int) for a in view.legal_actions) or len(view.legal_actions) < 2:
            continue
        constraints = constraints_of(view)
        twin = copy.deepcopy(base)
        state = twin.current.play  # type: ignore[union-attr]
        a, b = [s for s in Table.THREE.seats if s != seat]
        # cards the seat cannot place (played, shown, known) stay where they are
        from_a = [c for c in range(32) if state.hands[a] >> c & 1 and not constraints.cannot_hold[b] >> c & 1]
        from_b = [c for c in range(32) if state.hands[b] >> c & 1 and not constraints.cannot_hold[a] >> c & 1]
        if not from_a or not from_b:
            continue
        ca, cb = random.Random(seed).choice(from_a), random.Random(seed).choice(from_b)
        state.hands[a] ^= (1 << ca) | (1 << cb)
        state.hands[b] ^= (1 << ca) | (1 << cb)
        # the public play was legal on the twin deal too
        sequence = [c for t in view.tricks for c in t.cards] + list(view.trick)
        start = original_hands(view, state.hands)
        first = view.tricks[0].leader if view.tricks else view.trick_leader
        replay = PlayState(start, view.strain, first, base.rules.partner_exemption, base.rules.must_undertrump,  # type: ignore[arg-type]
                           Table.THREE, view.taker)
        try:
            for c in sequence:
                replay.check(c)
                replay.play(c)
        except ValueError:
            continue
        twin_view = view_of(twin, seat)
        if twin_view != view:
            continue
        assert state.hands != base.current.play.hands  # type: ignore[union-attr]
        assert bot.choose(view, random.Random(seed)) == bot.choose(twin_view, random.Random(seed))
        checked += 1
        if checked >= 3:
            break
    assert checked >= 3


@pytest.mark.parametrize("table", ["four", "three", "duel"])
def test_romanian_judge_scores_through_the_balls_step(table: str) -> None:
    """A solver value becomes a margin through the engine's Romanian scoring: more points never
    score less, a side without a trick is worst, a sweep best, and the taker's side falls by a
    step where it drops below an opponent (everything lost)."""
    m = _romanian_match(table, 41)
    rng = random.Random(3)
    _play_until(m, 1, rng)
    assert m.phase == Phase.PLAY
    taker = m.current.play.taker  # type: ignore[union-attr]
    view = view_of(m, Seat(taker))
    judge = RomanianJudge.of(view)
    nothing_yet = [0] * Table(table).sides
    margins = [judge.margin(v, nothing_yet) for v in range(NO_TRICK, DEAL_POINTS + SWEEP_BONUS + 1)]
    assert margins == sorted(margins)
    assert margins[0] < margins[1] and margins[-1] > margins[-2]
    steps = [margins[i + 1] - margins[i] for i in range(1, len(margins) - 2)]
    ball = 1 if Table(table) == Table.DUEL else 10
    # the BT step is worth far more than a point or a ball
    assert max(steps) > 5 * ball


def test_romanian_judge_at_three_counts_what_the_others_already_took() -> None:
    """At three the paranoid value gives only the acting player's points: the others keep what
    they have taken, so the same 60 points that beat an even 51/51 fail against one who holds 90."""
    m = _romanian_match("three", 41)
    _play_until(m, 1, random.Random(3))
    taker = m.current.play.taker  # type: ignore[union-attr]
    judge = RomanianJudge.of(view_of(m, Seat(taker)))
    others = [s for s in range(3) if s != judge.side]
    ahead = [0, 0, 0]
    ahead[others[0]] = 90
    assert judge.margin(60, [0, 0, 0]) > 0 > judge.margin(60, ahead)


def _counting(monkeypatch: pytest.MonkeyPatch) -> tuple[list[int], list[object]]:
    """Count the deals the Expert samples and record every horizon it searches."""
    import belote_desktop.bots.expert as expert

    dealt: list[int] = []
    horizons: list[object] = []
    real_sample, real_solver = expert.sample_hands, expert.Solver

    def sample(*args: object, **kwargs: object) -> object:
        dealt.append(1)
        return real_sample(*args, **kwargs)  # type: ignore[arg-type]

    def solver(state: object, team: int, budget: object = None, horizon: object = None, *rest: object) -> object:
        horizons.append(horizon)
        return real_solver(state, team, budget, horizon, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(expert, "sample_hands", sample)
    monkeypatch.setattr(expert, "Solver", solver)
    return dealt, horizons


def test_expert_with_a_budget_keeps_adding_deals_up_to_its_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    # Two tricks left: each exact solve costs microseconds, so a generous budget is never the
    # limit and the anytime search deals exactly ``budget_samples``; without a budget, ``samples``.
    dealt, _ = _counting(monkeypatch)
    view = view_of(_endgame_match(), Seat.S)
    settings = ExpertSettings(samples=4, budget_samples=30)
    ExpertBot(settings=settings).choose(view, random.Random(1))
    assert len(dealt) == 4
    dealt.clear()
    ExpertBot(budget_ms=60_000, settings=settings).choose(view, random.Random(1))
    assert len(dealt) == 30


def test_expert_with_a_budget_searches_a_trick_deeper_first(monkeypatch: pytest.MonkeyPatch) -> None:
    # Early in the deal, with time to spare, each deal is first searched one trick deeper than
    # the fixed-work mix; with budget_deepen off (or without a budget) only the fixed mix.
    for stop in range(4, 8):  # a position in the second trick with a choice of cards
        m = _random_match(Variant.CONTREE, 3)
        _play_until(m, stop, random.Random(2))
        seat = m.current_player
        assert seat is not None and m.phase == Phase.PLAY
        view = view_of(m, seat)
        if len(view.legal_actions) > 1:
            break
    assert len(view.legal_actions) > 1
    trick_now = 1
    settings = ExpertSettings(samples=3, budget_samples=3, exact_tricks=5, lookahead_tricks=1, budget_exact_tricks=5)
    planned = trick_now + 1 + 1
    _, horizons = _counting(monkeypatch)
    ExpertBot(budget_ms=60_000, settings=settings).choose(view, random.Random(1))
    assert horizons and horizons[0] == planned + 1
    horizons.clear()
    ExpertBot(settings=settings).choose(view, random.Random(1))
    assert planned + 1 not in horizons and planned in horizons
    horizons.clear()
    flat = ExpertSettings(samples=3, budget_samples=3, exact_tricks=5, lookahead_tricks=1, budget_deepen=False,
                          budget_exact_tricks=5)
    ExpertBot(budget_ms=60_000, settings=flat).choose(view, random.Random(1))
    assert planned + 1 not in horizons


def _contree_choice_after(cards: int, rng: random.Random, with_line: bool = False) -> SeatView:
    """The first seeded Contrée deal with a choice of cards after ``cards`` cards played
    (``with_line``: and a contract below capot, which scores all or nothing: no line)."""
    for seed in range(40):
        m = _random_match(Variant.CONTREE, seed)
        _play_until(m, cards, rng)
        seat = m.current_player
        if m.phase == Phase.PLAY and seat is not None:
            view = view_of(m, seat)
            if len(view.legal_actions) > 1 and (not with_line or (view.contract is not None and view.contract.value < 200)):
                return view
    raise AssertionError("no position found")


def test_expert_with_a_budget_solves_from_trick_3_when_the_search_runs_in_c(monkeypatch: pytest.MonkeyPatch) -> None:
    # The C search core solves a trick-3 deal to the end in about a millisecond: under a time
    # budget every deal there is solved exactly; without the core (or without a budget) the
    # deals are searched to a horizon, as the fixed-work mix does.
    import belote_desktop.bots.expert as expert

    view = _contree_choice_after(8, random.Random(5))
    assert len(view.tricks) == 2 and len(view.legal_actions) > 1
    settings = ExpertSettings(samples=3, budget_samples=3)
    _, horizons = _counting(monkeypatch)
    monkeypatch.setattr(expert, "SEARCH_IN_C", True)
    ExpertBot(budget_ms=60_000, settings=settings).choose(view, random.Random(1))
    assert horizons == [None, None, None]
    horizons.clear()
    ExpertBot(settings=settings).choose(view, random.Random(1))
    assert horizons and None not in horizons[:1]
    horizons.clear()
    monkeypatch.setattr(expert, "SEARCH_IN_C", False)
    ExpertBot(budget_ms=60_000, settings=settings).choose(view, random.Random(1))
    assert horizons and horizons[0] is not None


def test_expert_with_a_budget_proves_made_or_down_from_trick_2_when_the_search_runs_in_c(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # With the C core and a time budget, trick 2's deals get the exact search at the contract's
    # line (``CORE_LINE_CHECK``); without the core, or without a budget, the check starts at
    # trick 3 (``line_check``), so fixed work plays the same cards in every build.
    import belote_desktop.bots.expert as expert

    view = _contree_choice_after(4, random.Random(7), with_line=True)
    assert len(view.tricks) == 1 and len(view.legal_actions) > 1
    checks: list[int] = []
    real = expert.checked_at_the_line

    def counted(*args: object) -> object:
        checks.append(1)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(expert, "checked_at_the_line", counted)
    settings = ExpertSettings(samples=3, budget_samples=3)
    monkeypatch.setattr(expert, "SEARCH_IN_C", True)
    ExpertBot(budget_ms=60_000, settings=settings).choose(view, random.Random(1))
    assert len(checks) == 3
    checks.clear()
    ExpertBot(settings=settings).choose(view, random.Random(1))
    assert checks == []
    monkeypatch.setattr(expert, "SEARCH_IN_C", False)
    ExpertBot(budget_ms=60_000, settings=settings).choose(view, random.Random(1))
    assert checks == []


def test_expert_deals_uniformly_when_told(monkeypatch: pytest.MonkeyPatch) -> None:
    # weighted_worlds=False keeps every fact (the constraints) and drops Hard's odds.
    import belote_desktop.bots.expert as expert

    seen: list[object] = []
    real = expert.sample_hands

    def sample(constraints: object, rng: random.Random) -> object:
        seen.append(constraints)
        return real(constraints, rng)  # type: ignore[arg-type]

    monkeypatch.setattr(expert, "sample_hands", sample)
    view = view_of(_endgame_match(), Seat.S)
    ExpertBot(settings=ExpertSettings(samples=2)).choose(view, random.Random(1))
    weighted = seen[-1]
    assert weighted.weights is not None  # type: ignore[attr-defined]
    ExpertBot(settings=ExpertSettings(samples=2, weighted_worlds=False)).choose(view, random.Random(1))
    uniform = seen[-1]
    assert uniform.weights is None  # type: ignore[attr-defined]
    assert uniform.cannot_hold == weighted.cannot_hold  # type: ignore[attr-defined]


@pytest.mark.parametrize("table", ["four", "three", "duel"])
def test_romanian_card_play_is_the_one_card_play_path(table: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """At every Romanian table the Expert's cards come from the same sampled search as in
    Contrée: the anytime budget adds deals up to ``budget_samples`` (the Romanian path once
    stopped at ``samples``), and the solver is asked with the Romanian sweeps."""
    import belote_desktop.bots.expert as expert
    from belote_desktop.bots.solver import TRICKLESS

    dealt, _ = _counting(monkeypatch)
    sweeps: list[object] = []
    counting_solver = expert.Solver

    def solver(state: object, side: int, budget: object = None, horizon: object = None, *rest: object) -> object:
        sweeps.extend(rest)
        return counting_solver(state, side, budget, horizon, *rest)

    monkeypatch.setattr(expert, "Solver", solver)
    rng = random.Random(4)
    for seed in range(20):
        m = _romanian_match(table, 700 + seed)
        _play_until(m, 14 if table != "duel" else 12, rng)
        seat = m.current_player
        if m.phase != Phase.PLAY or seat is None:
            continue
        view = view_of(m, seat)
        if sum(isinstance(a, int) for a in view.legal_actions) > 1 and len(view.legal_actions) == sum(
            isinstance(a, int) for a in view.legal_actions
        ):
            break
    else:
        pytest.fail("no late Romanian position with a choice of cards")
    settings = ExpertSettings(samples=3, budget_samples=12)
    dealt.clear()
    ExpertBot(settings=settings).choose(view, random.Random(1))
    assert len(dealt) == 3
    dealt.clear()
    ExpertBot(budget_ms=60_000, settings=settings).choose(view, random.Random(1))
    assert len(dealt) == 12
    assert sweeps and all(s == TRICKLESS for s in sweeps)


def test_the_points_hedge_applies_at_romanian_tables() -> None:
    """The points hedge (``points_weight``) is part of the one path: a Romanian judge reads a
    side's card points from a solver value, so a weight changes the totals there too."""
    from belote_desktop.bots.expert import judge_for
    from belote_desktop.bots.solver import TRICKLESS

    m = _romanian_match("four", 41)
    _play_until(m, 1, random.Random(3))
    taker = m.current.play.taker  # type: ignore[union-attr]
    judge = judge_for(view_of(m, Seat(taker)))
    assert judge.sweeps == TRICKLESS
    assert [judge.card_points(v) for v in (NO_TRICK, 0, 80, DEAL_POINTS + SWEEP_BONUS)] == [0, 0, 80, DEAL_POINTS]


def test_at_three_players_every_sampled_deal_is_solved_exactly_from_the_first_trick(monkeypatch: pytest.MonkeyPatch) -> None:
    # A three-player deal (24 cards) is searched to the end from its first card with a choice
    # (horizon None; a deal whose exact search outgrows its share falls back to the current
    # trick alone, never to an estimate further on); at four players, as early, the search
    # stops at a horizon a trick or more ahead and estimates the rest.
    _, horizons = _counting(monkeypatch)
    for table, exact in (("three", True), ("four", False)):
        found = False
        for seed in range(20):
            m = _romanian_match(table, 700 + seed)
            rng = random.Random(seed)
            while m.phase == Phase.AUCTION:
                m.apply(make_bot("hard").choose(view_of(m, m.current_player), rng))  # type: ignore[arg-type]
            if m.phase != Phase.PLAY:
                continue
            seat = m.current_player
            assert seat is not None
            view = view_of(m, seat)
            if sum(isinstance(a, int) for a in view.legal_actions) < 2:
                continue
            horizons.clear()
            ExpertBot().choose(view, random.Random(seed))
            assert horizons, table
            now = len(view.tricks)  # the tricks done (none yet)
            if exact:
                assert horizons[0] is None and all(h is None or h == now + 1 for h in horizons), horizons
            else:
                assert all(isinstance(h, int) for h in horizons) and horizons[0] > now + 1, horizons
            found = True
            break
        assert found, table


def _early_card_views(matches: Iterator[Match], rng: random.Random) -> Iterator[tuple[int, SeatView]]:
    """For each match (by its index): the view of the seat to play after 1 to 10 random cards
    (tricks 1-3: searched to a horizon, not exactly), where it has a choice."""
    for i, m in enumerate(matches):
        _play_until(m, 1 + i % 10, rng)
        if m.phase != Phase.PLAY or len(m.legal_actions()) < 2:
            continue
        seat = m.current_player
        assert seat is not None
        yield i, view_of(m, seat)


def test_the_line_check_changes_nothing_in_romanian_scoring() -> None:
    """Romanian scoring has no contract's line to prove made or down at, so ``line_check`` must
    not cost the Romanian Expert its usual horizon: same seed, same fixed work, same cards with
    the check from the first trick and without it. (In Contrée the same settings do change
    cards: the check is not a no-op there.)"""
    with_check = ExpertBot(settings=dataclasses.replace(_QUICK, line_check=0))
    without = ExpertBot(settings=dataclasses.replace(_QUICK, line_check=-1))
    rng = random.Random(5)
    compared = 0
    for seed, view in _early_card_views((_romanian_match("four", 700 + s) for s in range(12)), rng):
        assert with_check.choose(view, random.Random(seed)) == without.choose(view, random.Random(seed))
        compared += 1
    assert compared >= 6
    differ = 0
    for seed, view in _early_card_views((_random_match(Variant.CONTREE, 700 + s) for s in range(12)), rng):
        differ += with_check.choose(view, random.Random(seed)) != without.choose(view, random.Random(seed))
    assert differ >= 1
