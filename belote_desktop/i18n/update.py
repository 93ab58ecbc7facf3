"""Extract the game's strings into the ``.ts`` catalogues with Qt's ``pyside6-lupdate``.

    python -m belote_desktop.i18n.update            # every language
    python -m belote_desktop.i18n.update fr sl      # some of them

New strings arrive unfinished, strings gone from the sources are dropped; then translate the
unfinished ones (Qt Linguist: ``pyside6-linguist FILE.ts``, or any editor). docs/TRANSLATING.md.
"""

from __future__ import annotations

import argparse
import html
import importlib.util
import re
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from belote_desktop.i18n import CATALOGUE_PREFIX, CATALOGUES, SOURCE_LANGUAGE

PACKAGE_DIR = Path(__file__).resolve().parent.parent
#: The module helpers that stand for ``tr``: ``lupdate`` extracts their literal arguments. A new
#: helper name must be added here (tests/test_translations.py checks no other helper exists).
TR_ALIASES: tuple[str, ...] = ("_tr", "_N", "_S", "trn")


def qt_tool(name: str) -> Path:
    """A Qt tool shipped inside the PySide6-Essentials wheel (``lupdate``, ``lrelease``)."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError("PySide6 is not installed")
    tool = Path(list(spec.submodule_search_locations)[0]) / name
    if not tool.is_file():
        raise FileNotFoundError(f"{tool} is missing from the PySide6 install")
    return tool


#: What starts a note for translators in the sources: ``#: Translators: "Pass" is the call``.
TRANSLATOR_NOTE = "Translators:"
_EXTRA_COMMENT = re.compile(r"\n[ \t]*<extracomment>(.*?)</extracomment>", re.S)


def keep_translator_notes(ts_file: Path) -> None:
    """Drop the code comments lupdate hands to translators, keep the notes written for them.

    lupdate takes every ``#:`` comment since the previous string as a note for the next one, and
    the sources document their attributes with ``#:`` too, so a translator would read "the folder
    made in the player's documents..." beside "Cancel". Only what follows ``Translators:`` is kept."""
    text = ts_file.read_text(encoding="utf-8")

    def note(match: re.Match[str]) -> str:
        comment = html.unescape(match.group(1))
        if TRANSLATOR_NOTE not in comment:
            return ""
        kept = comment.split(TRANSLATOR_NOTE, 1)[1].strip()
        escaped = kept.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("'", "&apos;").replace('"', "&quot;")
        return match.group(0).replace(match.group(1), escaped)

    ts_file.write_text(_EXTRA_COMMENT.sub(note, text), encoding="utf-8")


def ts_path(language: str, directory: Path | None = None) -> Path:
    return (directory or PACKAGE_DIR / "i18n") / f"{CATALOGUE_PREFIX}{language}.ts"


def lupdate_command(
    ts_files: Sequence[Path], sources: Path = PACKAGE_DIR, drop_gone: bool = True, plural_only: bool = False
) -> list[str]:
    command = [
        str(qt_tool("lupdate")),
        "-silent",
        "-extensions",
        "py",
        "-locations",
        "relative",
        "-source-language",
        "en",
        "-tr-function-alias",
        ",".join(f"tr+={alias}" for alias in TR_ALIASES),
    ]
    if drop_gone:
        command.append("-no-obsolete")
    if plural_only:  # the English catalogue: the sources are English but for "1 tricks"
        command.append("-pluralonly")
    return [*command, str(sources), "-ts", *(str(path) for path in ts_files)]


def update(languages: Sequence[str] = CATALOGUES, directory: Path | None = None, drop_gone: bool = True) -> None:
    translated = [ts_path(language, directory) for language in languages if language != SOURCE_LANGUAGE]
    if translated:
        subprocess.run(lupdate_command(translated, drop_gone=drop_gone), check=True)
    if SOURCE_LANGUAGE in languages:
        english = [ts_path(SOURCE_LANGUAGE, directory)]
        subprocess.run(lupdate_command(english, drop_gone=drop_gone, plural_only=True), check=True)
        translated += english
    for ts_file in translated:
        keep_translator_notes(ts_file)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("languages", nargs="*", metavar="LANG", help=f"default: all of {' '.join(CATALOGUES)}")
    args = parser.parse_args(argv)
    unknown = sorted(set(args.languages) - set(CATALOGUES))
    if unknown:
        parser.error(f"no catalogue for {', '.join(unknown)}; known: {' '.join(CATALOGUES)}")
    update(args.languages or CATALOGUES)
    return 0


if __name__ == "__main__":
    sys.exit(main())
