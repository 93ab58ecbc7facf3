"""The engine's shape: a variant is an object Match delegates to, the engine's modules import each
other without a circle, the options table is the one place saying which option applies where, and
the module docstring's example loop ends."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from belote_desktop.engine import state
from belote_desktop.engine.classic import ClassicVariant, ContreeVariant
from belote_desktop.engine.romanian import RomanianVariant, romanian_deal
from belote_desktop.engine.rules import OPTIONS, RuleSet, RulesError, Variant
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.table import Table

ENGINE = Path(state.__file__).parent


def _engine_imports(path: Path) -> set[str]:
    """The engine modules ``path`` imports at run time (TYPE_CHECKING blocks left out)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            node.body = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == "belote_desktop.engine":
                names.update(alias.name for alias in node.names)
            elif node.module.startswith("belote_desktop.engine."):
                names.add(node.module.rsplit(".", 1)[1])
    return names


def test_engine_modules_import_no_circle() -> None:
    graph = {p.stem: _engine_imports(p) for p in ENGINE.glob("*.py")}
    seen: dict[str, int] = {}  # 1: on the current path, 2: done

    def visit(name: str, path: list[str]) -> None:
        seen[name] = 1
        for other in sorted(graph.get(name, ())):
            assert seen.get(other) != 1, f"import circle: {' -> '.join([*path, name, other])}"
            if other not in seen:
                visit(other, [*path, name])
        seen[name] = 2

    for name in sorted(graph):
        if name not in seen:
            visit(name, [])
    assert "state" not in graph["romanian"] and "state" not in graph["classic"]


@pytest.mark.parametrize(
    ("variant", "table", "kind"),
    [
        (Variant.CLASSIC, Table.FOUR, ClassicVariant),
        (Variant.CONTREE, Table.FOUR, ContreeVariant),
        (Variant.ROMANIAN, Table.FOUR, RomanianVariant),
        (Variant.ROMANIAN, Table.THREE, RomanianVariant),
        (Variant.ROMANIAN, Table.DUEL, RomanianVariant),
    ],
)
def test_match_holds_its_variant_object(variant: Variant, table: Table, kind: type) -> None:
    match = Match(RuleSet.default(variant, table), seed=3)
    assert type(match.variant) is kind and match.variant.table == table
    assert match.variant.sides == table.sides and len(match.totals) == table.sides
    # balls at the Romanian four and three tables, points everywhere else
    assert match.variant.score_unit == ("balls" if variant == Variant.ROMANIAN and table != Table.DUEL else "points")
    # the copy for search has its own variant state
    copy = match.copy()
    assert copy.variant is not match.variant and type(copy.variant) is kind


def test_romanian_variant_state_is_copied_not_shared() -> None:
    match = Match(RuleSet.default(Variant.ROMANIAN, Table.DUEL), seed=3)
    variant = match.variant
    assert isinstance(variant, RomanianVariant)
    variant.bts[0] = 2
    copy = match.copy().variant
    assert isinstance(copy, RomanianVariant)
    copy.bts[0] = 5
    assert variant.bts[0] == 2 and copy.limit == variant.limit


def test_options_table_names_every_rule_option_once() -> None:
    names = [o.name for o in OPTIONS]
    assert len(names) == len(set(names))
    assert set(names) == set(RuleSet.default(Variant.CLASSIC).options()) - {"target", "table"}


@pytest.mark.parametrize("spec", OPTIONS, ids=lambda o: o.name)
def test_an_option_off_its_variants_is_refused(spec: object) -> None:
    from belote_desktop.engine.rules import OptionSpec

    assert isinstance(spec, OptionSpec)
    for variant in Variant:
        if variant in spec.variants or spec.off is None:
            continue
        fixed = [f for f in spec.fixed if f[0] == variant]
        value = (not fixed[0][1]) if fixed else (not spec.off)
        with pytest.raises(RulesError):
            RuleSet.default(variant).with_options({spec.name: value})
    # where it applies, the option may be chosen
    for variant in spec.variants:
        table = next(iter(spec.tables)) if spec.tables else Table.FOUR
        base = RuleSet.default(variant, table)
        value = getattr(base, spec.name)
        other = (3 if value == 4 else 4) if isinstance(value, int) and not isinstance(value, bool) else not value
        assert getattr(base.with_options({spec.name: other}), spec.name) == other


def test_the_docstring_example_loop_ends() -> None:
    doc = state.__doc__ or ""
    block = re.search(r"::\n\n((?:    .*\n|\n)+)", doc)
    assert block is not None
    code = "\n".join(line[4:] for line in block.group(1).splitlines())
    applied = 0

    class Counted(Match):
        def apply(self, action: state.Action) -> list:  # type: ignore[type-arg]
            nonlocal applied
            applied += 1
            if applied > 20000:
                raise AssertionError("the example loop does not end")
            return super().apply(action)

    import random

    scope = {"Match": Counted, "RuleSet": RuleSet, "Variant": Variant, "Phase": Phase, "random": random}
    exec(code, scope)  # our own docstring's example
    assert scope["match"].phase == Phase.OVER and applied > 0


# --- scores carry their breakdown ---------------------------------------------------------------
@pytest.mark.parametrize(
    ("variant", "table"),
    [(Variant.CLASSIC, Table.FOUR), (Variant.CONTREE, Table.FOUR), (Variant.ROMANIAN, Table.FOUR),
     (Variant.ROMANIAN, Table.THREE), (Variant.ROMANIAN, Table.DUEL)],
)
def test_every_score_carries_a_breakdown_that_adds_up(variant: Variant, table: Table) -> None:
    import random

    from belote_desktop.engine.scoring import Void

    whys: set[Void | None] = set()
    for seed in range(12):
        match = Match(RuleSet.default(variant, table), seed=seed)
        players = random.Random(seed)
        while match.phase != Phase.OVER:
            if match.phase == Phase.DEAL:
                match.deal()
            else:
                match.apply(players.choice(match.legal_actions()))
        for deal in match.deals:
            score = deal.score
            if score is None:
                continue
            assert len(score.breakdown) == table.sides
            assert sum(p.last_trick for p in score.breakdown) == 10  # one side took the last trick
            for side, part in enumerate(score.breakdown):
                assert part.counted == score.points[side] == part.cards + part.declarations + part.belote
                assert part.score == score.score[side]
                assert part.cards in (part.tricks + part.last_trick, 0, 252)  # 252 / 0: a capot
                assert (part.voided > 0) == (part.why is not None)
                whys.add(part.why)
    assert Void.DOWN in whys  # random takers fail often enough


def test_check_reports_what_was_voided_and_why(capsys: pytest.CaptureFixture[str]) -> None:
    from belote_desktop.cli import main

    records = Path(__file__).parent / "data" / "records"
    assert main(["check", str(records / "classic_litige.json")]) == 0
    assert "  voided: NS 81 (litige)" in capsys.readouterr().out.splitlines()
    assert main(["check", str(records / "contree_contre.json")]) == 0
    assert "  voided: EW 39 (contred)" in capsys.readouterr().out.splitlines()
    assert main(["check", str(records / "classic_take.json")]) == 0
    assert not any(line.startswith("  voided") for line in capsys.readouterr().out.splitlines())


def test_the_engine_says_who_cancelled_a_romanian_deal() -> None:
    from belote_desktop.engine.deal_state import CancelReason

    seen: set[CancelReason] = set()
    rules = RuleSet.default(Variant.ROMANIAN).with_options({"under_14": True})
    import random

    for seed in range(60):
        match = Match(rules, seed=seed)
        players = random.Random(seed)
        while match.phase != Phase.OVER and len(match.deals) < 6:
            if match.phase == Phase.DEAL:
                match.deal()
            else:
                match.apply(players.choice(match.legal_actions()))
        for deal in match.deals:
            if deal.cancelled is not None:
                seen.add(deal.cancelled.why)
                result = deal.auction.result
                if deal.cancelled.why == CancelReason.UNDER_14:
                    assert result is not None and result.cancelled_by == deal.cancelled.seat
                else:
                    assert romanian_deal(deal).declared[-1].seat == deal.cancelled.seat
    assert CancelReason.UNDER_14 in seen
