"""The commands README.md and docs/DEVELOPING.md show run as written.

Which lines of their ``sh`` code blocks run (the rule; every other line is only read):

- ``./dev run SUBCOMMAND ...`` for the headless subcommands (``simulate``, ``check``,
  ``analyse``, ``bot``, ``decks``), in the order written, in one scratch folder, so a file one
  line saves is there for the next (``docs/`` is linked in, for ``< docs/examples/...``). Not
  ``./dev run`` alone or ``play`` (a window), and not a line whose comment starts with ``if``
  or that names a file in ``~`` (it needs what the reader has installed or made).
- ``./dev bench NAME ARGS`` with ARGS (a short run); ``./dev bench`` alone runs every benchmark
  at full length, and is not run.
- ``./dev test ARGS``: the test files and tests it names must exist; it is not run (the suite
  inside itself would double its time).
- Anything else (apt-get, xvfb-run, shell loops) sets up a machine and is not run.

Each line must exit with status 0; a failure names the document, the line and its output.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTS = ("README.md", "docs/DEVELOPING.md")
HEADLESS = {"simulate", "check", "analyse", "bot", "decks"}
#: Seconds one line may take; the README's longest takes a few.
TIMEOUT_S = 300


def shell_lines(markdown: str) -> list[str]:
    """The lines of the document's ``sh`` (or ``bash``, ``console``) blocks, continuations joined."""
    lines: list[str] = []
    for block in re.findall(r"^```(?:sh|bash|shell)\n(.*?)^```", markdown, flags=re.S | re.M):
        pending = ""
        for line in block.splitlines():
            if line.rstrip().endswith("\\"):
                pending += line.rstrip()[:-1] + " "
                continue
            lines.append((pending + line).strip())
            pending = ""
    return [line for line in lines if line and not line.startswith("#")]


def _comment(line: str) -> str:
    """The words after `` # `` (the documents write no ``#`` inside a command)."""
    return line.partition(" # ")[2].strip()


def what_to_do(line: str) -> str:
    """``run``, ``collect`` or ``read`` (the rule in this module's docstring)."""
    try:
        words = shlex.split(line, comments=True)
    except ValueError:
        return "read"
    if words[:2] == ["./dev", "run"]:
        if len(words) < 3 or words[2] not in HEADLESS:
            return "read"
        if _comment(line).startswith("if ") or any(w.startswith("~") for w in words):
            return "read"
        return "run"
    if words[:2] == ["./dev", "bench"]:
        return "run" if len(words) > 3 else "read"
    if words[:2] == ["./dev", "test"]:
        return "look"
    return "read"


def test_the_rule_reads_what_it_should() -> None:
    """The rule itself, on lines like the documents' (so a change to it is a visible choice)."""
    assert what_to_do("./dev run simulate --deals 2 --save game.json   # keep the deal") == "run"
    assert what_to_do("./dev run bot --level medium < docs/examples/positions.jsonl") == "run"
    assert what_to_do("./dev run") == "read"
    assert what_to_do("./dev run play --screenshot x.png") == "read"
    assert what_to_do("./dev run decks --sheet g.png --deck kde:x   # if KDE's decks are installed") == "read"
    assert what_to_do("./dev run decks --sheet b.png --deck ~/Downloads/bellot.svgz") == "read"
    assert what_to_do("./dev bench") == "read"
    assert what_to_do("./dev bench engine --scale 0.1") == "run"
    assert what_to_do("./dev test tests/test_cli.py") == "look"
    assert what_to_do("apt-get install xvfb xauth") == "read"
    assert shell_lines("text\n```sh\n./dev a \\\n   b   # c\n# note\n```\n```python\nx\n```\n") == ["./dev a     b   # c"]


def _documents_with_lines() -> list[tuple[str, list[str]]]:
    return [(name, shell_lines((ROOT / name).read_text(encoding="utf-8"))) for name in DOCUMENTS]


@pytest.mark.parametrize("name", DOCUMENTS)
def test_the_documents_commands_run(name: str, tmp_path: Path) -> None:
    lines = shell_lines((ROOT / name).read_text(encoding="utf-8"))
    to_run = [line for line in lines if what_to_do(line) == "run"]
    to_look = [line for line in lines if what_to_do(line) == "look"]
    assert to_run or to_look, f"{name}: no command found to check: has the document or the rule changed?"
    (tmp_path / "docs").symlink_to(ROOT / "docs")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    failures = []
    for line in to_run:
        # ./dev run keeps the caller's folder; ./dev itself is found from the repository
        command = str(ROOT / "dev") + line[len("./dev") :]
        result = subprocess.run(
            ["bash", "-c", command], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=TIMEOUT_S
        )
        if result.returncode != 0:
            failures.append(f"{line}\n  exit {result.returncode}\n{result.stdout[-1500:]}\n{result.stderr[-1500:]}")
    for line in to_look:
        for target in (a for a in shlex.split(line, comments=True)[2:] if a.startswith("tests/")):
            path, _, test = target.partition("::")
            source = (ROOT / path).read_text(encoding="utf-8") if (ROOT / path).is_file() else None
            if source is None or (test and not re.search(rf"^(async )?def {re.escape(test)}\b", source, re.M)):
                failures.append(f"{line}\n  names {target}, which does not exist")
    assert not failures, f"{name}: commands that do not work as written:\n\n" + "\n\n".join(failures)
