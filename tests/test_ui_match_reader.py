"""The controller is the only reader of ``Match`` in the window (docs/WINDOW.md): every other
module of ``belote_desktop/ui/`` gets views, events, rows and the controller's typed questions
(``rules``, ``deals_played``, ``can_save``, ...), never the match itself.

Read with the ``ast`` module, a module reads the match when it names ``Match`` (imported or
spelled ``state.Match``) or reads an attribute called ``match`` (``controller.match``,
``replay.match``). The controller's own modules may; so may the modules listed in ``KNOWN``,
each with the reason, a list that may only shrink.
"""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parent.parent / "belote_desktop" / "ui"

#: the controller and the parts it was split into: they hold the match for the window
CONTROLLER_MODULES = frozenset({"controller.py", "bot_turns.py", "game_keeper.py", "finished_deals.py", "autosave.py"})

#: modules that still read a Match, and why; remove an entry once its module no longer does
KNOWN: dict[str, str] = {
    # match_rows(match) builds the score sheet's rows from the match's finished deals (no Qt);
    # the controller alone calls it (GameController.rows) and hands the rows on
    "score_rows.py": "match_rows(match), called by the controller only",
    # ScoreSheetDialog.for_match(match): the sheet of a match, used by the score sheet's tests only
    # (the window opens the sheet with the controller's rows: for_rows)
    "score_sheet.py": "ScoreSheetDialog.for_match(match), for tests",
}


def match_readings(source: str) -> list[str]:
    """Where ``source`` reads a match: ``line: what``."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and any(alias.name == "Match" for alias in node.names):
            found.append(f"{node.lineno}: imports Match")
        elif isinstance(node, ast.Name) and node.id == "Match":
            found.append(f"{node.lineno}: names Match")
        elif isinstance(node, ast.Attribute) and node.attr in ("match", "Match"):
            found.append(f"{node.lineno}: reads .{node.attr}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in ("Match", "Match | None"):
            found.append(f"{node.lineno}: names Match in an annotation")  # a quoted annotation
    return sorted(set(found), key=lambda line: int(line.split(":")[0]))


def test_the_detector_sees_each_way_of_reading_a_match() -> None:
    assert match_readings("from belote_desktop.engine.state import Match, Phase\n") == ["1: imports Match"]
    assert match_readings("x = self.controller.match.rules\n") == ["1: reads .match"]
    assert match_readings("def f(m: 'Match') -> None: ...\n") == ["1: names Match in an annotation"]
    assert match_readings("from belote_desktop.engine import state\nm = state.Match(rules)\n") == ["2: reads .Match"]
    # a match of the regular-expression kind, or the word in a sentence, is not a Match
    assert match_readings("m = PATTERN.fullmatch(text)\ns = 'Match over'\n") == []


def test_only_the_controller_reads_the_match() -> None:
    readers: dict[str, list[str]] = {}
    for path in sorted(UI.rglob("*.py")):
        name = path.relative_to(UI).as_posix()
        if name in CONTROLLER_MODULES:
            continue
        found = match_readings(path.read_text(encoding="utf-8"))
        if found:
            readers[name] = found
    unexpected = {name: found for name, found in readers.items() if name not in KNOWN}
    assert not unexpected, (
        "only the controller reads the Match; ask it a typed question (GameController.rules, refusal_for(card), "
        f"deals_played, can_save, has_dealt, rows(), current_view()) instead: {unexpected}"
    )
    # an entry whose module reads no match any more goes from KNOWN: the list only shrinks
    assert set(KNOWN) <= set(readers), f"no longer reading a match, remove from KNOWN: {set(KNOWN) - set(readers)}"
