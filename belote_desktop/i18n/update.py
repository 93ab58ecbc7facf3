"""Extract the game's strings into the ``.ts`` catalogues with Qt's ``pyside6-lupdate``.

    python -m belote_desktop.i18n.update            # every language
    python -m belote_desktop.i18n.update fr sl      # some of them

New strings arrive unfinished, strings gone from the sources are dropped; then translate the
unfinished ones (Qt Linguist: ``pyside6-linguist FILE.ts``, or any editor). docs/TRANSLATING.md.
"""

from __future__ import annotations

import argparse
import importlib.util
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from belote_desktop.i18n import CATALOGUE_PREFIX, TRANSLATED

PACKAGE_DIR = Path(__file__).resolve().parent.parent
#: The module helpers that stand for ``tr``: ``lupdate`` extracts their literal arguments. A new
#: helper name must be added here (tests/test_translations.py checks no other helper exists).
TR_ALIASES: tuple[str, ...] = ("_tr", "_N", "_S")


def qt_tool(name: str) -> Path:
    """A Qt tool shipped inside the PySide6-Essentials wheel (``lupdate``, ``lrelease``)."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError("PySide6 is not installed")
    tool = Path(list(spec.submodule_search_locations)[0]) / name
    if not tool.is_file():
        raise FileNotFoundError(f"{tool} is missing from the PySide6 install")
    return tool


def ts_path(language: str, directory: Path | None = None) -> Path:
    return (directory or PACKAGE_DIR / "i18n") / f"{CATALOGUE_PREFIX}{language}.ts"


def lupdate_command(ts_files: Sequence[Path], sources: Path = PACKAGE_DIR, drop_gone: bool = True) -> list[str]:
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
    return [*command, str(sources), "-ts", *(str(path) for path in ts_files)]


def update(languages: Sequence[str] = TRANSLATED, directory: Path | None = None, drop_gone: bool = True) -> None:
    files = [ts_path(language, directory) for language in languages]
    subprocess.run(lupdate_command(files, drop_gone=drop_gone), check=True)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("languages", nargs="*", metavar="LANG", help=f"default: all of {' '.join(TRANSLATED)}")
    args = parser.parse_args(argv)
    unknown = sorted(set(args.languages) - set(TRANSLATED))
    if unknown:
        parser.error(f"no catalogue for {', '.join(unknown)}; known: {' '.join(TRANSLATED)}")
    update(args.languages or TRANSLATED)
    return 0


if __name__ == "__main__":
    sys.exit(main())
