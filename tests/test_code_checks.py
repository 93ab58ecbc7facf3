"""The house rules that a tool can check, checked on every `./dev test` (and so in CI).

- ruff, with the rule set in pyproject.toml ([tool.ruff]): pyflakes, bugbear, blind excepts,
  and every ``# noqa`` naming a rule that is on and fires there.
- import-linter's contracts ([tool.importlinter]): the engine imports nothing else of ours and
  no Qt, the bots only the engine, no import circles.
- mypy in strict mode on ``belote_desktop`` and ``benchmarks`` ([tool.mypy]), less the per-module overrides listed
  there, each with the number of errors it hides.
- every ``type: ignore`` names the error it silences and says why.

Each test fails with the tool's own output, which names file and line.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
#: Generous: each tool takes seconds; a hang must fail, not block CI.
TIMEOUT_S = 300


def _run(tool: str, *args: str) -> subprocess.CompletedProcess[str]:
    executable = BIN / tool
    command = [str(executable)] if executable.exists() else [sys.executable, "-m", tool]
    return subprocess.run([*command, *args], cwd=ROOT, capture_output=True, text=True, timeout=TIMEOUT_S)


def test_ruff_finds_nothing() -> None:
    result = _run("ruff", "check", "--no-fix", "--output-format", "concise", ".")
    assert result.returncode == 0, f"ruff check .:\n{result.stdout}\n{result.stderr}"


def test_import_contracts_are_kept() -> None:
    result = _run("lint-imports", "--no-cache")
    assert result.returncode == 0, f"lint-imports:\n{result.stdout}\n{result.stderr}"
    assert "0 broken" in result.stdout, result.stdout


def test_mypy_strict_with_the_listed_exceptions() -> None:
    result = _run("mypy")  # files, strictness and overrides: [tool.mypy] in pyproject.toml
    assert result.returncode == 0, f"mypy:\n{result.stdout}\n{result.stderr}"


#: Error codes the [tool.mypy] overrides turn off, summed over the modules: none, every module of
#: ours is checked strict (the overrides left say a library ships no types: svgelements, colver).
DISABLED_CODES_AT_MOST = 0


def test_mypy_exceptions_only_shrink() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert config["strict"] is True
    overrides = config.get("overrides", [])
    # an override may only turn off error codes (or say a stubless library has no types)
    allowed = {"module", "disable_error_code", "ignore_missing_imports"}
    assert all(set(o) <= allowed for o in overrides), [sorted(set(o) - allowed) for o in overrides]
    disabled = sum(len(o.get("disable_error_code", [])) for o in overrides)
    assert disabled <= DISABLED_CODES_AT_MOST, f"{disabled} error codes turned off per module, was {DISABLED_CODES_AT_MOST}"


# `# type: ignore[code]  # why` (or `- why` after the code): the code says what is silenced,
# the words why the checker is wrong there.
IGNORE = re.compile(r"#\s*type:\s*ignore(?P<codes>\[[^\]]*\])?(?P<rest>.*)$")
REASON = re.compile(r"^\s*(#|-|—)\s*\S")
#: ``type: ignore`` comments without a reason allowed per file: none any more.
WITHOUT_REASON_ALLOWED: dict[str, int] = {}


def _ignores() -> list[tuple[str, int, re.Match[str]]]:
    found = []
    for path in sorted((ROOT / "belote_desktop").rglob("*.py")):
        relative = path.relative_to(ROOT).as_posix()
        if relative.startswith("belote_desktop/_compiled/"):
            continue  # generated copies (python -m belote_desktop.compiled)
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            match = IGNORE.search(line)
            if match:
                found.append((relative, number, match))
    return found


def test_every_type_ignore_names_its_error_and_says_why() -> None:
    ignores = _ignores()
    assert ignores, "the search found no `type: ignore` at all: the pattern is broken"
    without_code = [f"{f}:{n}" for f, n, m in ignores if not m.group("codes")]
    assert not without_code, "type: ignore without an error code:\n" + "\n".join(without_code)
    unexplained: dict[str, list[int]] = {}
    for file, number, match in ignores:
        if not REASON.match(match.group("rest")):
            unexplained.setdefault(file, []).append(number)
    over = {
        file: lines for file, lines in unexplained.items() if len(lines) > WITHOUT_REASON_ALLOWED.get(file, 0)
    }
    assert not over, "type: ignore[code] without a reason (`# type: ignore[code]  # why`):\n" + "\n".join(
        f"{file}: lines {lines} (allowed without reason: {WITHOUT_REASON_ALLOWED.get(file, 0)})"
        for file, lines in over.items()
    )


def test_the_reason_pattern_tells_apart() -> None:
    """The check above can fail: a bare ignore and a code without words are both caught."""
    def explained(line: str) -> bool:
        match = IGNORE.search(line)
        assert match is not None
        return bool(match.group("codes")) and REASON.match(match.group("rest")) is not None

    assert explained("x = f()  # type: ignore[arg-type]  # Qt's stub says int, it takes an enum")
    assert not explained("x = f()  # type: ignore[arg-type]")
    assert not explained("x = f()  # type: ignore")
