"""The repository stands on its own: the rule book and the record format it cites are its own
docs/RULES.md and docs/RECORDS.md, every section number cited exists there, and nothing points
outside the repository."""

from __future__ import annotations

import functools
import os
import posixpath
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = {"RULES.md": ROOT / "docs" / "RULES.md", "RECORDS.md": ROOT / "docs" / "RECORDS.md"}
TEXT_SUFFIXES = {".py", ".md", ".toml", ".sh", ".txt", ".xml", ".desktop", ".json", ".cfg", ".ini"}
SKIPPED_DIRS = {".venv", ".git", "__pycache__", "build", "dist", ".pytest_cache", ".hypothesis", "resources"}

# A bare name (not docs/...), except a relative Markdown link from inside docs/ ("](RULES.md)").
BARE_REFERENCE = re.compile(r"(?<!docs/)(?<!\]\()\b(RULES|RECORDS?)\.md")
CITED_SECTIONS = re.compile(r"docs/(RULES|RECORDS)\.md,? (\d+)((?:(?:, | and )\d+\b)*)")


@functools.cache
def _text_files() -> tuple[Path, ...]:
    found = []
    for folder, dirs, files in os.walk(ROOT):
        # pruned while walking: .venv alone holds tens of thousands of files
        dirs[:] = [d for d in dirs if d not in SKIPPED_DIRS and not d.endswith(".egg-info")]
        for name in files:
            path = Path(folder) / name
            if path == Path(__file__).resolve():  # this file names what it looks for
                continue
            if path.suffix in TEXT_SUFFIXES or name == "dev":
                found.append(path)
    return tuple(found)


def _sections(doc: Path) -> set[int]:
    return {int(m) for m in re.findall(r"^## (\d+)\.", doc.read_text(encoding="utf-8"), flags=re.M)}


def _offences(pattern: re.Pattern[str]) -> list[str]:
    out = []
    for path in _text_files():
        for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            if pattern.search(line):
                out.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    return out


def test_the_docs_exist_with_numbered_sections() -> None:
    assert _sections(DOCS["RULES.md"]) >= {1, 2, 3, 4, 5, 6, 7}
    assert _sections(DOCS["RECORDS.md"]) >= {1, 2, 3, 4}


def test_rule_book_and_record_references_name_our_docs() -> None:
    assert _offences(BARE_REFERENCE) == [], "write docs/RULES.md or docs/RECORDS.md (RECORD.md is not ours)"


def test_cited_sections_exist() -> None:
    missing = []
    sections = {name: _sections(path) for name, path in DOCS.items()}
    for path in _text_files():
        for match in CITED_SECTIONS.finditer(path.read_text(encoding="utf-8", errors="replace")):
            doc = f"{match.group(1)}.md"
            numbers = [int(match.group(2)), *map(int, re.findall(r"\d+", match.group(3)))]
            missing += [f"{path.relative_to(ROOT)}: docs/{doc} {n}" for n in numbers if n not in sections[doc]]
    assert missing == []


# The owner's folder beside the checkout, spelled in parts so this file does not cite it itself.
@pytest.mark.parametrize("outside", [posixpath.join("..", "shared"), "/work/shared"])
def test_nothing_points_outside_the_repository(outside: str) -> None:
    assert _offences(re.compile(re.escape(outside))) == []
