"""Outside the engine, code asks the variant object rather than which variant or table it is in.

The engine's ``GameVariant`` (``engine/variant.py``) answers what callers need (``has_stock``,
``first_deal_size``, ``score_unit``, the options that apply...). This test counts, with the ``ast``
module, the places in ``belote_desktop/`` outside ``engine/`` (and the generated ``_compiled/``)
that still ask which variant or table they are in, and caps the count: it may only go down.

What counts as one place ("a question"):

- a comparison (``==``, ``!=``, ``is``, ``is not``, ``in``, ``not in``; one per comparison node)
  with an operand that is a variant or a table: a member (``Variant.ROMANIAN``, ``Table.DUEL``,
  under any import alias), an attribute named ``variant``, ``table`` or ``seating``
  (``rules.variant``, ``model.table``), a name of that kind (``variant``, ``table``, a parameter
  annotated ``Variant`` or ``Table``, a name assigned from any of these in the same function, a
  module constant holding members), a tuple/list/set of those (``variant in (...)``), a call
  ``Variant(...)`` / ``Table(...)``, or a fact of one compared with a literal
  (``rules.table.size == 4``, ``rules.variant.value == "romanian"``);
- a dict display keyed by a variant or table member (``{Table.DUEL: ..., ...}``) or by its
  record name (``{"romanian": ...}``): a lookup table written per variant outside the engine;
- a call of a predicate named ``is_romanian``, ``is_classic``, ``is_contree``, ``is_duel``...;
- a truth test (``if``, ``while``, a conditional expression, ``and``/``or``, ``not``, ``assert``)
  of a flag named after a variant or table (``romanian``, ``row.romanian``, ``at_four``, ``duel``);
- ``isinstance(x, C)`` with a class of one variant (``RomanianVariant``, ``RomanianAuction``,
  ``ContreeAuction``, ``RomanianScore``: a name starting with a variant's or ending in
  ``Variant``), and ``case Variant.X:`` patterns.
- an identity test (``is``, ``is not``) counts only with a member named in it
  (``variant is Variant.ROMANIAN``): ``watched is self.table`` compares widgets.

What does not count: asking the object (``variant_class(v).turns_a_card``, ``table.side_of(seat)``,
``rules.table.size`` compared with something computed), building rule sets
(``RuleSet.default(Variant.CLASSIC)``), and storage keyed by a variant that is not a written-out
per-variant table (``self._house[rules.variant]``).

Run it with ``./dev test tests/test_variant_questions.py -s`` to see the count per file.
"""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

from belote_desktop.engine.auctions import Call, NameTrump
from belote_desktop.engine.cards import Rank, Seat, Suit, card
from belote_desktop.engine.combinations import find_combinations
from belote_desktop.engine.contract import Strain
from belote_desktop.engine.declarations import DeclarationKind
from belote_desktop.engine.events import Dealt
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Match
from belote_desktop.engine.table import Table
from belote_desktop.engine.variants import variant_at

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "belote_desktop"

#: The most questions allowed outside the engine (issue: "at most a few dozen"; about 150 before
#: the variant objects). Lower it as questions move into the variant object; never raise it.
AT_MOST = 10

_ENUMS = {"Variant", "Table"}
_KIND_ATTRS = {"variant", "table", "seating"}
_KIND_NAMES = {"variant", "table", "seating"}
#: facts of a variant or table that, compared with a literal, say which one it is
_FACTS = {"value", "size", "sides", "name", "tricks", "hand_size"}
_FLAG_WORDS = {"romanian", "classic", "contree", "duel", "three", "four", "at_four", "at_three", "in_duel"}
_PREDICATES = {f"is_{w}" for w in ("romanian", "classic", "contree", "duel", "three", "four")}


def _enum_aliases(tree: ast.Module) -> set[str]:
    """The local names ``Variant`` and ``Table`` are imported under (``Table as RomanianTable``)."""
    names = set(_ENUMS)
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            for alias in node.names:
                if alias.name in _ENUMS:
                    names.add(alias.asname or alias.name)
    return names


def _is_variant_class(name: str) -> bool:
    """A class of one variant: ``RomanianVariant``, ``ContreeAuction``, ``RomanianScore``..."""
    return name.startswith(("Romanian", "Classic", "Contree")) or (name.endswith("Variant") and name != "GameVariant")


#: a variant's or table's record name (``Variant.ROMANIAN.value``...): a dict keyed by these is
#: written per variant too
_KIND_VALUES = {"classic", "contree", "romanian", "four", "three", "duel"}


def _is_kind_name(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value in _KIND_VALUES


def _last_name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


class _Finder(ast.NodeVisitor):
    def __init__(self, tree: ast.Module) -> None:
        self.enums = _enum_aliases(tree)
        self.found: list[tuple[int, str]] = []
        #: names known to hold a variant or table: module constants, then per function scope
        self.scopes: list[set[str]] = [set()]
        for stmt in tree.body:
            if isinstance(stmt, (ast.Assign, ast.AnnAssign)):
                value = stmt.value
                targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
                if value is not None and self._holds_members(value):
                    self.scopes[0].update(t.id for t in targets if isinstance(t, ast.Name))

    # --- what an expression is -----------------------------------------------------------------
    def _is_member(self, node: ast.expr) -> bool:
        return isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in self.enums

    def _holds_members(self, node: ast.expr) -> bool:
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            return bool(node.elts) and all(self._is_member(e) for e in node.elts)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in {"frozenset", "set", "tuple"}:
            return len(node.args) == 1 and self._holds_members(node.args[0])
        return False

    def _is_kind(self, node: ast.expr) -> bool:
        """Whether ``node`` is a variant or a table (or a collection of members)."""
        if self._is_member(node) or self._holds_members(node):
            return True
        if isinstance(node, ast.Attribute):
            return node.attr in _KIND_ATTRS
        if isinstance(node, ast.Name):
            return node.id in _KIND_NAMES or any(node.id in scope for scope in self.scopes)
        if isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name) and func.id in self.enums:
                return True
            if isinstance(func, ast.Attribute) and func.attr == "parse" and _last_name(func.value) in self.enums:
                return True
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            return bool(node.elts) and all(self._is_kind(e) for e in node.elts)
        return False

    def _is_fact(self, node: ast.expr) -> bool:
        return isinstance(node, ast.Attribute) and node.attr in _FACTS and self._is_kind(node.value)

    def _add(self, node: ast.AST, what: str) -> None:
        self.found.append((getattr(node, "lineno", 0), what))

    # --- scopes --------------------------------------------------------------------------------
    def _visit_function(self, node: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda) -> None:
        scope: set[str] = set()
        args = node.args
        for arg in [*args.posonlyargs, *args.args, *args.kwonlyargs]:
            if arg.annotation is not None and any(
                isinstance(n, ast.Name) and n.id in self.enums for n in ast.walk(arg.annotation)
            ):
                scope.add(arg.arg)
            if isinstance(arg.annotation, ast.Constant) and isinstance(arg.annotation.value, str):
                if any(word in arg.annotation.value.split() for word in self.enums):
                    scope.add(arg.arg)
        self.scopes.append(scope)
        # names assigned from a variant or table anywhere in the function (in order is enough)
        for sub in ast.walk(node):
            if isinstance(sub, ast.Assign) and self._is_kind(sub.value):
                scope.update(t.id for t in sub.targets if isinstance(t, ast.Name))
            elif isinstance(sub, ast.AnnAssign) and sub.value is not None and self._is_kind(sub.value):
                if isinstance(sub.target, ast.Name):
                    scope.add(sub.target.id)
        self.generic_visit(node)
        self.scopes.pop()

    visit_FunctionDef = _visit_function
    visit_AsyncFunctionDef = _visit_function
    visit_Lambda = _visit_function

    # --- the questions -------------------------------------------------------------------------
    def visit_Compare(self, node: ast.Compare) -> None:
        operands = [node.left, *node.comparators]
        literal = any(isinstance(o, ast.Constant) for o in operands)
        identity = all(isinstance(op, (ast.Is, ast.IsNot)) for op in node.ops)
        # ``watched is self.table``: an object's identity, not a question, unless a member is named
        named = any(self._is_member(o) or self._holds_members(o) for o in operands)
        if (any(self._is_kind(o) for o in operands) and (named or not identity)) or (
            literal and any(self._is_fact(o) for o in operands)
        ):
            self._add(node, "compare " + ast.unparse(node))
        self.generic_visit(node)

    def visit_Dict(self, node: ast.Dict) -> None:
        if any(k is not None and (self._is_member(k) or _is_kind_name(k)) for k in node.keys):
            self._add(node, "per-variant table {" + ", ".join(ast.unparse(k) for k in node.keys if k is not None) + "}")
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        name = _last_name(node.func)
        if name in _PREDICATES:
            self._add(node, f"predicate {name}()")
        if name == "isinstance" and len(node.args) == 2:
            classes = node.args[1].elts if isinstance(node.args[1], ast.Tuple) else [node.args[1]]
            if any(_is_variant_class(_last_name(c) or "") for c in classes):
                self._add(node, "isinstance " + ast.unparse(node))
        self.generic_visit(node)

    def _test(self, node: ast.expr) -> None:
        if (_last_name(node) or "").lower() in _FLAG_WORDS:
            self._add(node, "flag " + ast.unparse(node))

    def visit_If(self, node: ast.If) -> None:
        self._test(node.test)
        self.generic_visit(node)

    def visit_While(self, node: ast.While) -> None:
        self._test(node.test)
        self.generic_visit(node)

    def visit_IfExp(self, node: ast.IfExp) -> None:
        self._test(node.test)
        self.generic_visit(node)

    def visit_Assert(self, node: ast.Assert) -> None:
        self._test(node.test)
        self.generic_visit(node)

    def visit_BoolOp(self, node: ast.BoolOp) -> None:
        for value in node.values:
            self._test(value)
        self.generic_visit(node)

    def visit_UnaryOp(self, node: ast.UnaryOp) -> None:
        if isinstance(node.op, ast.Not):
            self._test(node.operand)
        self.generic_visit(node)

    def visit_comprehension(self, node: ast.comprehension) -> None:
        for cond in node.ifs:
            self._test(cond)
        self.generic_visit(node)

    def visit_MatchValue(self, node: ast.MatchValue) -> None:
        if self._is_member(node.value):
            self._add(node, "case " + ast.unparse(node.value))
        self.generic_visit(node)


def questions(source: str) -> list[tuple[int, str]]:
    """(line, what) for each place in ``source`` that asks which variant or table it is in."""
    tree = ast.parse(source)
    finder = _Finder(tree)
    finder.visit(tree)
    # a flag tested inside a BoolOp that is itself a test is one place, not two
    return sorted(set(finder.found))


def _package_files() -> list[Path]:
    skip = {PACKAGE / "engine", PACKAGE / "_compiled"}
    return sorted(p for p in PACKAGE.rglob("*.py") if not any(d in p.parents for d in skip))


def count_per_file() -> Counter[str]:
    counts: Counter[str] = Counter()
    for path in _package_files():
        found = questions(path.read_text(encoding="utf-8"))
        if found:
            counts[str(path.relative_to(ROOT))] = len(found)
    return counts


def test_detector_finds_each_form() -> None:
    source = '''
from belote_desktop.engine.rules import Variant
from belote_desktop.engine.table import Table as Seating

WINDOW = (Variant.CLASSIC, Variant.CONTREE)
NAMES = {Seating.DUEL: "duel"}
BY_NAME = {"romanian": 1, "contree": 2}

def f(view, rules, v: Variant, row):
    if view.rules.variant == Variant.ROMANIAN:        # 1
        pass
    t = view.rules.table
    x = 6 if t == Seating.DUEL else 5                  # 2
    if v in WINDOW:                                     # 3
        pass
    if rules.table.size == 4:                           # 4
        pass
    romanian = is_romanian(view)                        # 5
    if romanian and row.duel:                           # 6, 7
        pass
    if isinstance(view, RomanianVariant):               # 8
        pass
    if isinstance(deal.auction, (ContreeAuction, int)): # 12
        pass
    match v:
        case Variant.CLASSIC:                           # 9
            pass
    if model.table != view.rules.table:                 # 10
        pass
    return NAMES                                        # (the dicts above: 11, 13)

def g(view, watched):
    if watched is self.table:                           # a widget's identity: not counted
        pass
    return variant_class(view.rules.variant).turns_a_card, len(view.auction) >= view.rules.table.size
'''
    found = questions(source)
    assert len(found) == 13, found


def test_few_questions_outside_the_engine() -> None:
    counts = count_per_file()
    total = sum(counts.values())
    report = "\n".join(f"{n:4} {path}" for path, n in counts.most_common())
    print(f"\nvariant and table questions outside the engine: {total}\n{report}")
    assert total <= AT_MOST, (
        f"{total} places outside engine/ ask which variant or table they are in (at most {AT_MOST}): "
        f"add what they need to the variant object (engine/variant.py) and ask it\n{report}"
    )


# --- what the variant object answers, checked against what the engine does ------------------------


EVERY_SETUP = [
    (Variant.CLASSIC, Table.FOUR),
    (Variant.CONTREE, Table.FOUR),
    (Variant.ROMANIAN, Table.FOUR),
    (Variant.ROMANIAN, Table.THREE),
    (Variant.ROMANIAN, Table.DUEL),
]


@pytest.mark.parametrize(("variant", "table"), EVERY_SETUP)
def test_the_first_deal_size_is_what_the_engine_deals(variant: Variant, table: Table) -> None:
    match = Match(RuleSet.default(variant, table), seed=5)
    dealt = next(e for e in match.deal() if isinstance(e, Dealt))
    game = match.variant
    assert {dealt.sizes[s] for s in table.seats} == {game.first_deal_size}
    assert variant_at(variant, table).first_deal_size == game.first_deal_size


@pytest.mark.parametrize(("variant", "table"), EVERY_SETUP)
def test_sides_partners_and_groups_follow_the_table(variant: Variant, table: Table) -> None:
    game = variant_at(variant, table)
    assert game.has_partners == (table.partner(Seat.S) is not None)
    # the two groups a comparison of levels sees: S's side against everyone else
    groups = {seat: game.side_group(seat) for seat in table.seats}
    assert groups[Seat.S] == 0 and set(groups.values()) == {0, 1}
    assert all(groups[s] == 0 for s in table.side_seats(table.side_of(Seat.S)))
    assert game.score_unit == ("balls" if game.counts_balls else "points")


@pytest.mark.parametrize("table", [Table.FOUR, Table.THREE, Table.DUEL])
def test_special_fours_are_the_combinations_the_engine_finds(table: Table) -> None:
    sevens = sum(1 << card(Rank.SEVEN, s) for s in Suit)
    found = {d.kind for d in find_combinations(Seat.S, sevens, Strain.SPADES, table)}
    assert (DeclarationKind.FOUR_SEVENS in found) == variant_at(Variant.ROMANIAN, table).special_fours


def test_the_words_of_a_variant_come_with_its_rules() -> None:
    classic, romanian = variant_at(Variant.CLASSIC), variant_at(Variant.ROMANIAN, Table.THREE)
    assert classic.has_capot and not classic.declares_in_play and not classic.taker_against_each
    assert not romanian.has_capot and romanian.declares_in_play and romanian.taker_against_each
    assert variant_at(Variant.CONTREE).bids_points and not classic.bids_points
    assert [o.name for o in romanian.options_here()] == []  # under 14 and random pairs are for four
    assert {o.name for o in variant_at(Variant.ROMANIAN, Table.DUEL).options_here()} == {"reduced_combinations"}
    assert variant_at(Variant.ROMANIAN, Table.DUEL).limit_rise == 500 and classic.limit_rise == 0
    assert classic.scores_from_count and variant_at(Variant.CONTREE).scores_from_count
    assert not romanian.scores_from_count


@pytest.mark.parametrize("table", [Table.FOUR, Table.THREE, Table.DUEL])
def test_who_gets_the_turned_card_after_a_named_trump(table: Table) -> None:
    """The Romanian auction's recipient after a second-round trump: the dealer, or nobody."""
    game = variant_at(Variant.ROMANIAN, table)
    for seed in range(40):
        match = Match(RuleSet.default(Variant.ROMANIAN, table), seed=seed)
        match.deal()
        deal = match.current
        assert deal is not None
        while deal.auction.result is None and deal.auction.turn is not None:
            legal = match.legal_actions()
            named = [a for a in legal if isinstance(a, NameTrump)]
            match.apply(named[0] if named else Call.PASS)
        result = deal.auction.result
        if result is None or result.taker is None or result.took_turned:
            continue
        recipient = deal.auction.recipient  # type: ignore[attr-defined]  # a RomanianAuction here
        assert (recipient == deal.dealer) == game.dealer_gets_named_turned
        assert (recipient is None) == game.sets_cards_aside
        return
    pytest.fail("no deal had a trump named in the second round")
