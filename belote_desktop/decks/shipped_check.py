"""``python -m belote_desktop.decks.shipped_check [--write]``: check, or rewrite, the built-in
decks' digests in ``decks/shipped.py`` (see that module). Each deck is loaded with every check
first, so only decks that pass them are ever listed."""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from belote_desktop.decks import shipped
from belote_desktop.decks.discovery import BUILT_IN_DECKS_DIR
from belote_desktop.decks.loader import load_deck
from belote_desktop.decks.model import DeckSource

_TABLE = re.compile(r"(SHIPPED_DECKS: dict\[str, str\] = \{\n).*?(\}\n# -- end of digests --)", re.DOTALL)


def current_digests(folder: Path | None = None) -> dict[str, str]:
    """Each built-in deck under ``folder`` (default: the game's data) loaded with every check,
    no cache, and its digest; a deck that fails its checks raises `DeckError`."""
    digests: dict[str, str] = {}
    root = folder or BUILT_IN_DECKS_DIR
    for deck_folder in sorted(p for p in root.iterdir() if (p / "manifest.json").is_file()):
        deck = load_deck(deck_folder, DeckSource.BUILT_IN)  # every check, nothing remembered
        digests[deck.info.id] = shipped.content_digest(deck.svg, deck.info.scheme, deck.info.back_ids)
    return digests


def table_source(digests: dict[str, str]) -> str:
    """``decks/shipped.py``'s source with ``digests`` as its table."""
    source = Path(shipped.__file__).read_text(encoding="utf-8")
    lines = "".join(f'    "{deck_id}": "{digest}",\n' for deck_id, digest in sorted(digests.items()))
    return _TABLE.sub(lambda m: m[1] + lines + m[2], source, count=1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m belote_desktop.decks.shipped_check",
        description="Check (or with --write, rewrite) the built-in decks' digests in decks/shipped.py.",
    )
    parser.add_argument("--write", action="store_true", help="rewrite the table in decks/shipped.py")
    args = parser.parse_args(argv)
    digests = current_digests()
    if digests == shipped.SHIPPED_DECKS:
        print(f"decks/shipped.py: the digests of {', '.join(sorted(digests))} are up to date")
        return 0
    if not args.write:
        print("decks/shipped.py: the built-in decks changed; run python -m belote_desktop.decks.shipped_check --write",
              file=sys.stderr)
        return 1
    Path(shipped.__file__).write_text(table_source(digests), encoding="utf-8")
    print(f"decks/shipped.py: wrote the digests of {', '.join(sorted(digests))}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
