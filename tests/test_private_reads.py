"""Tests observe behaviour through public names: a count of the places where they reach inside.

A test that reads ``window._provider`` or patches ``scene._animate`` breaks on every refactor
and tests how the code is built rather than what it does. The objects under test offer public,
read-only looks instead (``TableScene.slot_of``, ``shown_view``, ``step_started``, ...). This
file counts, with the ``ast`` module, every reach into a single-underscore name in tests/*.py:

- an attribute ``x._name`` on anything but ``self`` or ``cls`` (read, written or patched);
- a name given as a string, second argument, to ``getattr``/``setattr``/``hasattr``/``delattr``
  or ``monkeypatch.setattr`` (``monkeypatch.setattr(obj, "_name", ...)``).

Dunder names (``__init__``) and the public API of named tuples (``_replace``, ``_asdict``,
``_fields``, ``_make``) are not counted. What remains is listed below with the reason it is
needed, and capped: a new reach fails this test; removing one, shrink the list.
"""

from __future__ import annotations

import ast
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

TESTS = Path(__file__).resolve().parent

#: named tuples' public methods start with an underscore so as not to clash with field names
NAMED_TUPLE_API = frozenset({"_replace", "_asdict", "_fields", "_make", "_field_defaults"})
#: the calls that take an attribute's name as a string, second argument
BY_NAME = frozenset({"getattr", "setattr", "hasattr", "delattr"})


@dataclass(frozen=True)
class Reach:
    """One place where a test reaches into a private name: the file and the expression."""

    file: str
    expression: str


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__") and name not in NAMED_TUPLE_API


def reaches(source: str, file: str) -> list[Reach]:
    """Every reach into a private name of another object in ``source`` (see the module's doc)."""
    found: list[Reach] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and _private(node.attr):
            if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
                continue  # the test's own helper classes
            found.append(Reach(file, ast.unparse(node)))
        elif isinstance(node, ast.Call) and len(node.args) >= 2:
            func = node.func
            named = (isinstance(func, ast.Name) and func.id in BY_NAME) or (
                isinstance(func, ast.Attribute) and func.attr in BY_NAME
            )
            name = node.args[1]
            if named and isinstance(name, ast.Constant) and isinstance(name.value, str) and _private(name.value):
                found.append(Reach(file, f"{ast.unparse(node.args[0])}.{name.value}"))
    return found


def _all_reaches() -> Counter[Reach]:
    counted: Counter[Reach] = Counter()
    for path in sorted(TESTS.glob("*.py")):
        counted.update(reaches(path.read_text(encoding="utf-8"), path.name))
    return counted


_OTHERS = "in a file this rule has not reached yet (translations and deal review tests)"

#: what remains, with how many times and why
ALLOWED: dict[Reach, tuple[int, str]] = {
    Reach("test_desktop_integration.py", "manpage._subcommands"): (
        1, "the manual page's own list of commands, checked against the parser"),
    Reach("test_desktop_integration.py", "sub._actions"): (
        1, "argparse's options of a command: the standard library has no public list"),
    Reach("test_bots_expert.py", "hard_module.HardBot._card"): (
        1, "the hard bot's card play made to fail, to prove the expert never hands it a card"),
    Reach("test_sound.py", "sounds._qt_effect"): (
        1, "the real sound effect replaced by a fake where the window makes its own player"),
    Reach("test_review_dialog.py", "dialog._card_activated"): (1, _OTHERS),
    Reach("test_review_dialog.py", "dialog._trick_chosen"): (1, _OTHERS),
    Reach("test_translations.py", "play_command._install_language"): (2, _OTHERS),
    Reach("test_translations_native.py", "window._file_dialog"): (3, _OTHERS),
}


def test_the_count_sees_reads_writes_patches_and_names_as_strings() -> None:
    source = (
        "window._provider\n"
        "scene._animate = f\n"
        "monkeypatch.setattr(TableScene, '_show_bubble', f)\n"
        "getattr(pool, '_executor')\n"
        "self._mine\n"
        "cls._ours\n"
        "row._replace(a=1)\n"
        "point._asdict()\n"
        "obj.__class__\n"
        "getattr(obj, 'public')\n"
    )
    assert sorted(r.expression for r in reaches(source, "x.py")) == sorted(
        ["window._provider", "scene._animate", "TableScene._show_bubble", "pool._executor"])


def test_tests_reach_into_private_names_only_where_listed() -> None:
    counted = _all_reaches()
    unlisted = sorted(f"{r.file}: {r.expression} ({n}x)" for r, n in counted.items() if r not in ALLOWED)
    assert not unlisted, "tests reach into private names; use or add a public read-only accessor:\n" + "\n".join(unlisted)
    over = sorted(
        f"{r.file}: {r.expression} ({counted[r]}x, {limit} allowed)"
        for r, (limit, _why) in ALLOWED.items() if counted[r] > limit
    )
    assert not over, "more reaches than allowed:\n" + "\n".join(over)


def test_the_allow_list_stays_small_and_says_why() -> None:
    assert all(why and limit > 0 for limit, why in ALLOWED.values())
    # about 60 reaches before the public looks were added; what is left must stay this small
    assert sum(limit for limit, _why in ALLOWED.values()) <= 12
