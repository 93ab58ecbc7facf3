"""Double-dummy solver and Expert bot speed: fresh 32-card deals solved exactly, and the Expert's
decision time for cards and calls in played deals.

Run: ``python benchmarks/bench_solver.py [--solves N] [--pure] [--deals N] [--seed S] [--budget-ms MS]
[--mix N] [--compare N --expert KEY=VALUE,... --cards A:B] [--romanian N] [--card-values N]``; the first line says which solver runs, the compiled build
(``belote_desktop/compiled.py``) or pure Python; ``--pure`` solves the same fresh deals with the
pure-Python solver too (and with the mypyc build's when the C search core is in use) (alternating deal by deal, so both see the same load); ``--mix`` also compares the Expert's search mixes by the deal score each loses
against the exact best card (all hands known) on positions of Hard-vs-Hard deals, and ``--compare``
the Expert with changed settings against the default one the same way, paired position by
position, at ``--budget-ms`` (a lever's first look, without colver); ``--romanian``
times the Expert's Romanian decisions at the four, three and two-player tables; ``--card-values``
times every legal card's exact value in the middle of random deals (what the Expert asks of a
sampled deal it solves to the end), tricks 1 to 5, with a digest of the values.
Single-threaded. Figures go to docs/BENCHMARKS.md with the date and the machine; the machine is
shared and noisy, so compare figures taken in one run.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import platform
import random
import statistics
import time

from bench_colver import settings_changes

from belote_desktop import compiled
from belote_desktop.bots import solver as solver_module
from belote_desktop.bots.expert import DealJudge, ExpertBot, ExpertSettings
from belote_desktop.bots.registry import make_bot
from belote_desktop.bots.sampling import original_hands
from belote_desktop.bots.solver import Solver
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.contract import Strain
from belote_desktop.engine.play import PlayState
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.view import view_of


def _quantiles(xs: list[float]) -> str:
    xs = sorted(xs)
    p95 = xs[min(len(xs) - 1, int(0.95 * len(xs)))]
    return f"median {statistics.median(xs) * 1000:7.1f} ms, p95 {p95 * 1000:7.1f} ms, max {xs[-1] * 1000:7.1f} ms (n={len(xs)})"


def random_deal(rng: random.Random) -> PlayState:
    """A fresh deal: shuffled hands, a random trump suit and leader."""
    deck = list(range(32))
    rng.shuffle(deck)
    hands = [sum(1 << c for c in deck[8 * i : 8 * i + 8]) for i in range(4)]
    return PlayState(hands, Strain(rng.randrange(4)), Seat(rng.randrange(4)))


def fresh_solves(n: int, seed: int, pure: bool = False) -> dict[str, tuple[list[float], list[float], list[int]]]:
    """Exact value of ``n`` random fresh deals (random trump suit and leader): per solver (the one
    in use, and with ``pure`` the pure-Python one on the same deals, alternating), wall times,
    CPU times of this process (less at the mercy of other jobs on a shared machine), nodes."""
    solvers = {"in use": Solver}
    if pure and solver_module.COMPILED:
        fast = compiled.load()
        if Solver is solver_module.CoreSolver and fast is not None:
            solvers["mypyc"] = fast.Solver  # (the compiled build without its C search core)
        solvers["pure Python"] = compiled.pure_solver().Solver
    rng = random.Random(seed)
    out: dict[str, tuple[list[float], list[float], list[int]]] = {name: ([], [], []) for name in solvers}
    for _ in range(n):
        state = random_deal(rng)
        values = set()
        for name, cls in solvers.items():
            times, cpu, nodes = out[name]
            solver = cls(state, 0)
            start, start_cpu = time.perf_counter(), time.process_time()
            values.add(solver.value())
            times.append(time.perf_counter() - start)
            cpu.append(time.process_time() - start_cpu)
            nodes.append(solver.nodes)
        assert len(values) == 1, f"the solvers disagree: {values}"
    return out


def card_value_solves(n: int, seed: int, trick: int) -> tuple[list[float], list[int], str]:
    """Every legal card's exact value (``Solver.card_values``, what the Expert asks of each
    sampled deal once it solves exactly) at ``n`` positions of trick ``trick`` (from 1) of random
    deals played at random, with a choice of card: CPU times, nodes, and a digest of the values
    (two versions of the solver that agree print the same)."""
    rng = random.Random(seed)
    cpu: list[float] = []
    nodes: list[int] = []
    seen: list[tuple[tuple[int, int], ...]] = []
    while len(cpu) < n:
        state = random_deal(rng)
        for _ in range(4 * (trick - 1) + rng.randrange(4)):
            legal = state.legal_mask()
            state.play(rng.choice([c for c in range(32) if legal >> c & 1]))
        if state.legal_mask().bit_count() < 2:
            continue
        solver = Solver(state, 0)
        start = time.process_time()
        values = solver.card_values()
        cpu.append(time.process_time() - start)
        nodes.append(solver.nodes)
        seen.append(tuple(sorted(values.items())))
    return cpu, nodes, hashlib.sha256(repr(seen).encode()).hexdigest()[:12]


def expert_decisions(
    variant: Variant, deals: int, seed: int, budget_ms: int | None
) -> tuple[list[float], list[float], list[float]]:
    """Expert (NS) against Hard (EW) over ``deals`` single-deal matches: the Expert's time per card
    decision with a choice, per card decision of any kind, and per call."""
    expert = ExpertBot(budget_ms=budget_ms)
    other = make_bot("hard")
    choice: list[float] = []
    cards: list[float] = []
    calls: list[float] = []
    rng = random.Random(seed)
    for d in range(deals):
        match = Match(RuleSet.default(variant).with_options({"target": 0}), seed=seed + d)
        while match.phase != Phase.OVER:
            if match.phase == Phase.DEAL:
                match.deal()
                continue
            seat = match.current_player
            assert seat is not None
            view = view_of(match, seat)
            if seat in (Seat.S, Seat.N):
                start = time.perf_counter()
                action = expert.choose(view, random.Random(rng.randrange(1 << 30)))
                elapsed = time.perf_counter() - start
                if match.phase == Phase.PLAY:
                    cards.append(elapsed)
                    if len(view.legal_actions) > 1:
                        choice.append(elapsed)
                else:
                    calls.append(elapsed)
            else:
                action = other.choose(view, rng)
            match.apply(action)
    return choice, cards, calls


def romanian_decisions(
    table: str, deals: int, seed: int, budget_ms: int | None
) -> tuple[list[float], list[float], list[float]]:
    """Expert (S's side: S and N at four, S alone at three and in a duel) against Hard over
    ``deals`` Romanian deals at ``table`` (default rules): the Expert's time per card decision
    with a choice, per card decision of any kind (a combination declared included), and per call
    (Hard's calls: the shared Romanian decisions)."""
    expert = ExpertBot(budget_ms=budget_ms)
    other = make_bot("hard")
    choice: list[float] = []
    cards: list[float] = []
    calls: list[float] = []
    rng = random.Random(seed)
    rules = RuleSet.default(Variant.ROMANIAN).with_options({"table": table})
    mine = {rules.table.side_of(Seat.S)}
    match = Match(rules, seed=seed)
    done = 0
    while done < deals:
        if match.phase == Phase.OVER:
            match = Match(rules, seed=seed + done + 1)
        if match.phase == Phase.DEAL:
            match.deal()
            continue
        seat = match.current_player
        assert seat is not None
        view = view_of(match, seat)
        if rules.table.side_of(seat) in mine:
            start = time.perf_counter()
            action = expert.choose(view, random.Random(rng.randrange(1 << 30)))
            elapsed = time.perf_counter() - start
            if match.phase == Phase.PLAY:
                cards.append(elapsed)
                if sum(isinstance(a, int) for a in view.legal_actions) > 1:
                    choice.append(elapsed)
            else:
                calls.append(elapsed)
        else:
            action = other.choose(view, rng)
        for event in match.apply(action):
            done += type(event).__name__ == "DealScored"
    return choice, cards, calls


#: the search mixes compared by ``--mix``: name -> Expert settings (None: Hard's card, for scale)
MIXES: dict[str, ExpertSettings | None] = {
    "Hard (for scale)": None,
    # the pure-Python build's own mix until both builds played the default
    "former pure-Python mix: current trick searched, exact from 4": ExpertSettings(
        nodes=45_000, sample_nodes=12_000, exact_tricks=4, lookahead_tricks=0),
    "current trick searched, exact from 5": ExpertSettings(lookahead_tricks=0),
    "default: one more trick, exact from 5": ExpertSettings(),
    "exact from 6, 400k nodes": ExpertSettings(exact_tricks=6, lookahead_tricks=0, nodes=400_000, sample_nodes=100_000),
    "exact from 5, 48 samples, 300k nodes": ExpertSettings(samples=48, lookahead_tricks=0, nodes=300_000),
}


def mix_losses(
    positions: int, seed: int, first: int, last: int,
    mixes: dict[str, ExpertSettings | None] = MIXES, budget_ms: int | None = None,
) -> dict[str, tuple[list[float], list[float]]]:
    """Deal score each Expert mix loses against the exact best card (all hands known), on
    positions after ``first``..``last`` cards of Hard-vs-Hard Contrée deals: (losses, times).
    ``budget_ms``: the Experts' time a decision (None: fixed work)."""
    hard = make_bot("hard")
    rng = random.Random(seed)
    out: dict[str, tuple[list[float], list[float]]] = {name: ([], []) for name in mixes}
    deal_seed = seed * 1000
    while len(out[next(iter(mixes))][0]) < positions:
        deal_seed += 1
        match = Match(RuleSet.default(Variant.CONTREE).with_options({"target": 0}), seed=deal_seed)
        match.deal()
        stop = rng.randrange(first, last)
        while match.phase in (Phase.AUCTION, Phase.PLAY):
            if match.phase == Phase.PLAY and len(match.current.play.played) >= stop:  # type: ignore[union-attr]
                break
            seat = match.current_player
            assert seat is not None
            match.apply(hard.choose(view_of(match, seat), rng))
        if match.phase != Phase.PLAY:
            continue
        seat = match.current_player
        assert seat is not None
        view = view_of(match, seat)
        if len(view.legal_actions) < 2:
            continue
        state = match.current.play  # type: ignore[union-attr]
        assert state is not None
        judge = DealJudge.of(view)
        fixed = judge.fixed_points(original_hands(view, list(state.hands)))
        margins = {c: judge.margin(v, fixed) for c, v in Solver(state, int(seat) & 1).card_values().items()}
        best = max(margins.values())
        names = list(mixes)
        if len(out[names[0]][0]) % 2:  # turns taken first, so a shared machine's load falls alike
            names.reverse()
        for name in names:
            settings = mixes[name]
            start = time.perf_counter()
            bot = hard if settings is None else ExpertBot(budget_ms, settings)
            card = bot.choose(view, random.Random(deal_seed))
            out[name][1].append(time.perf_counter() - start)
            out[name][0].append(best - margins[card])  # type: ignore[index]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--solves", type=int, default=12, help="fresh deals to solve exactly")
    parser.add_argument("--pure", action="store_true",
                        help="solve the fresh deals with the pure-Python solver too (when the compiled one is in use)")
    parser.add_argument("--deals", type=int, default=4, help="deals per variant played by the Expert")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget-ms", type=int, default=None, help="the Expert's time budget per decision")
    parser.add_argument("--card-values", type=int, default=0, metavar="N",
                        help="every legal card's exact value at N positions of each of tricks 1-5 of random deals")
    parser.add_argument("--mix", type=int, default=0, metavar="N",
                        help="compare the Expert's search mixes (and Hard) on N positions of tricks 2-6")
    parser.add_argument("--compare", type=int, default=0, metavar="N",
                        help="the Expert with the settings of each --expert against the default Expert on N positions"
                             " of --cards, paired position by position (with --budget-ms: at that time)")
    parser.add_argument("--expert", action="append", default=[], metavar="KEY=VALUE,...",
                        help="Expert settings changed from the default, for --compare (repeatable)")
    parser.add_argument("--cards", default="8:12", metavar="A:B",
                        help="--compare's positions: after A to B-1 cards of the play (8:12: trick 3)")
    parser.add_argument("--romanian", type=int, default=0, metavar="N",
                        help="Romanian deals per table (four, three, duel) played by the Expert against Hard")
    args = parser.parse_args()
    print(f"{platform.processor() or platform.machine()}, Python {platform.python_version()}, {time.strftime('%Y-%m-%d %H:%M')}")
    print(f"solver: {compiled.STATUS}")
    if args.solves:
        for name, (times, cpu, nodes) in fresh_solves(args.solves, args.seed, args.pure).items():
            label = name if name != "in use" else compiled.STATUS
            print(f"fresh deal, exact value, {label}:")
            print(f"  wall time:              {_quantiles(times)}; nodes median {statistics.median(nodes):.0f}")
            print(f"  CPU time:               {_quantiles(cpu)}")
            rate = sum(cpu) / sum(nodes) * 1e6
            print(f"  CPU per node:           {rate:.2f} us")
    for trick in range(1, 6) if args.card_values else ():
        cpu, nodes, digest = card_value_solves(args.card_values, args.seed, trick)
        print(f"every card's exact value, trick {trick}: CPU {_quantiles(cpu)}; nodes mean {statistics.mean(nodes):.0f},"
              f" median {statistics.median(nodes):.0f}; values {digest}")
    if args.mix:
        # one range, tricks 2-6: the losses are rare large steps (a contract saved or lost), so a
        # comparison needs hundreds of positions, and each mix is compared with Hard position by
        # position (standard error of the paired difference)
        print("search mixes, tricks 2-6 of Hard-vs-Hard Contrée deals: deal score lost against the exact best card")
        results = mix_losses(args.mix, args.seed, 4, 24)
        hard_losses = results["Hard (for scale)"][0]
        for name, (losses, times) in results.items():
            diff = [a - b for a, b in zip(losses, hard_losses)]
            se = statistics.stdev(diff) / len(diff) ** 0.5 if len(diff) > 1 else 0.0
            p95 = sorted(times)[int(0.95 * (len(times) - 1))]
            print(f"  {name:60s} {statistics.mean(losses):6.1f} a decision ({statistics.mean(diff):+6.1f} +- {se:4.1f}"
                  f" vs Hard), median {statistics.median(times) * 1000:5.0f} ms, p95 {p95 * 1000:5.0f} ms")
    if args.compare:
        first, _, last = args.cards.partition(":")
        base = ExpertSettings()
        compared: dict[str, ExpertSettings | None] = {"default": base}
        for spec in args.expert:
            compared[spec] = dataclasses.replace(base, **settings_changes(base, spec))
        print(f"the Expert at {args.budget_ms or 'fixed work'} ms, positions after {first} to {int(last) - 1} cards of"
              f" Hard-vs-Hard Contrée deals: deal score lost against the exact best card, minus the default's")
        results = mix_losses(args.compare, args.seed, int(first), int(last), compared, args.budget_ms)
        base_losses = results["default"][0]
        for name, (losses, times) in results.items():
            diff = [a - b for a, b in zip(losses, base_losses)]
            se = statistics.stdev(diff) / len(diff) ** 0.5 if len(diff) > 1 else 0.0
            print(f"  {name:50s} {statistics.mean(losses):6.2f} a decision ({statistics.mean(diff):+6.2f} +- {se:4.2f}),"
                  f" median {statistics.median(times) * 1000:5.0f} ms")
    for variant in (Variant.CONTREE, Variant.CLASSIC) if args.deals else ():
        choice, cards, calls = expert_decisions(variant, args.deals, args.seed, args.budget_ms)
        budget = f"budget {args.budget_ms} ms" if args.budget_ms else "fixed work"
        print(f"Expert {variant.value} ({budget}):")
        print(f"  card with a choice:  {_quantiles(choice)}")
        print(f"  any card:            {_quantiles(cards)}")
        if calls:
            print(f"  call:                {_quantiles(calls)}")
    for table in ("four", "three", "duel") if args.romanian else ():
        choice, cards, calls = romanian_decisions(table, args.romanian, args.seed, args.budget_ms)
        budget = f"budget {args.budget_ms} ms" if args.budget_ms else "fixed work"
        print(f"Expert romanian, table {table} ({budget}):")
        print(f"  card with a choice:  {_quantiles(choice)}")
        print(f"  any card:            {_quantiles(cards)}")
        if calls:
            print(f"  call:                {_quantiles(calls)}")


if __name__ == "__main__":
    main()
