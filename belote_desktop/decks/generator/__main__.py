"""``python -m belote_desktop.decks.generator [--only ID ...] [OUT_DIR]``: regenerate the decks."""

from __future__ import annotations

import argparse
from pathlib import Path

from . import DECK_IDS, generate


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m belote_desktop.decks.generator", description=__doc__)
    parser.add_argument("out_dir", nargs="?", type=Path, help="default: resources/decks in the source tree")
    parser.add_argument("--only", action="append", choices=DECK_IDS, help="build only this deck (repeatable)")
    args = parser.parse_args(argv)
    for folder in generate(args.out_dir, tuple(args.only) if args.only else DECK_IDS):
        size = (folder / "cards.svg").stat().st_size
        print(f"{folder}: cards.svg {size / 1024:.0f} KiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
