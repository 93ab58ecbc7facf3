"""One Expert in both builds: for the same view, seed and fixed work (no time budget), the Expert
with the compiled solver and the Expert with the pure-Python solver choose the same action.

The pure build is run as a user without a C compiler (or with ``BELOTE_PURE=1``) runs it: a
second interpreter with ``BELOTE_PURE=1``, which makes the same decisions (``decisions``) and
prints them; this process makes them with the compiled build. Skipped only when no compiled
build exists (``./dev`` makes it; ``python -m belote_desktop.compiled`` by hand); in CI
(``CI=true``) its absence fails, as in tests/test_solver_compiled.py.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from belote_desktop import compiled
from belote_desktop.bots import solver
from belote_desktop.bots.expert import ExpertBot, ExpertSettings
from belote_desktop.bots.random_bot import RandomBot
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.view import view_of

ROOT = Path(__file__).resolve().parents[1]

#: (variant, table option or None, match seeds, cards played before the decision, in turn); a few
#: dozen card decisions in all, early ones (sampled deals, searched a trick ahead) and late ones
#: (solved exactly)
GAMES: tuple[tuple[Variant, str | None, range, tuple[int, ...]], ...] = (
    (Variant.CONTREE, None, range(900, 906), (5, 13, 21)),
    (Variant.CLASSIC, None, range(910, 916), (6, 14, 22)),
    (Variant.ROMANIAN, "three", range(920, 926), (4, 10, 16)),
)


def _play_until(m: Match, stop: int, rng: random.Random) -> bool:
    """Random-legal play (auction included) until ``stop`` cards of a deal are played and a seat
    has a choice of cards; False when the deal ends first."""
    bot = RandomBot(pass_probability=0.3)
    while m.phase != Phase.OVER:
        if m.phase == Phase.DEAL:
            return False
        seat = m.current_player
        assert seat is not None
        if m.phase == Phase.PLAY and len(m.current.play.played) >= stop:  # type: ignore[union-attr]
            if sum(isinstance(a, int) for a in view_of(m, seat).legal_actions) > 1:
                return True
        m.apply(bot.choose(view_of(m, seat), rng))
    return False


def decisions() -> list[str]:
    """The Expert's choice (its repr) at each position of ``GAMES``, with its default settings,
    no time budget and a fixed seed, by whichever solver this interpreter has."""
    out = []
    for variant, table, seeds, stops in GAMES:
        options: dict[str, object] = {"target": 0} if table is None else {"table": table}
        for seed in seeds:
            m = Match(RuleSet.default(variant).with_options(options), seed=seed)
            m.deal()
            rng = random.Random(seed)
            for stop in stops:
                if not _play_until(m, stop, rng):
                    break
                view = view_of(m, m.current_player)  # type: ignore[arg-type]
                action = ExpertBot(settings=ExpertSettings()).choose(view, random.Random(seed * 100 + stop))
                out.append(repr(action))
                m.apply(action)
    return out


def _pure_decisions() -> tuple[bool, list[str]]:
    code = (
        "import json, sys\n"
        "from belote_desktop.bots import solver\n"
        "from tests.test_expert_builds import decisions\n"
        "print(json.dumps([solver.COMPILED, decisions()]))\n"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env[compiled.PURE_VARIABLE] = "1"
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                            timeout=600, check=False)
    assert result.returncode == 0, result.stderr
    was_compiled, chosen = json.loads(result.stdout)
    return was_compiled, chosen


def test_pure_and_compiled_expert_choose_the_same_actions() -> None:
    if not solver.COMPILED:
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI: ./dev should have built the compiled solver, but it is {compiled.STATUS}")
        pytest.skip(f"no compiled build to compare with: the solver is {compiled.STATUS}")
    fast = decisions()
    was_compiled, pure = _pure_decisions()
    assert was_compiled is False  # the other interpreter did run the pure-Python solver
    assert len(fast) >= 30  # a few dozen decisions, from the three variants
    assert pure == fast
