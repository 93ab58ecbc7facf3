"""``belote-desktop decks``: list the card decks, or render one deck's contact sheet.

    belote-desktop decks                       # every usable deck, then the refused ones
    belote-desktop decks --sheet OUT.png --deck french [--height 120] [--columns 8]

``--deck`` takes a deck id from the list or a path to a deck folder or .svg/.svgz file.
Qt is imported only when something is measured or rendered, inside the functions below.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from belote_desktop.commands.images import save_png


def add_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--sheet", type=Path, metavar="OUT.png", help="render a contact sheet of --deck to this PNG")
    parser.add_argument("--deck", metavar="ID|PATH", help="deck id (see the list) or a deck folder/file")
    parser.add_argument("--height", type=int, default=120, metavar="PX", help="card height on the sheet (default 120)")
    parser.add_argument("--columns", type=int, default=8, metavar="N", help="cards per row on the sheet (default 8)")


def run(args: argparse.Namespace) -> int:
    from belote_desktop.decks.qt_support import silence_svg_warnings

    silence_svg_warnings()
    if args.sheet is not None:
        if not args.deck:
            print("belote-desktop decks: --sheet needs --deck ID|PATH", file=sys.stderr)
            return 2
        return _write_sheet(args.deck, args.sheet, args.height, args.columns)
    if args.deck:
        print("belote-desktop decks: --deck is used with --sheet OUT.png", file=sys.stderr)
        return 2
    return _list_decks()


def _list_decks() -> int:
    from belote_desktop.decks.discovery import discover_decks

    catalogue = discover_decks()
    rows = [(d.id, d.name, d.source.value, d.licence, str(d.path)) for d in catalogue.decks]
    widths = [max([len(h), *(len(r[i]) for r in rows)]) for i, h in enumerate(("id", "name", "source", "licence"))]
    header = ("id", "name", "source", "licence", "path")
    for row in [header, *rows]:
        print("  ".join(cell.ljust(widths[i]) if i < 4 else cell for i, cell in enumerate(row)).rstrip())
    if catalogue.refused:
        print(f"\nrefused {len(catalogue.refused)} deck(s):")
        for refused in catalogue.refused:
            print(f"  {refused.source.value} {refused.path}: {refused.reason}")
    return 0


def _write_sheet(deck: str, out: Path, height: int, columns: int) -> int:
    from belote_desktop.decks.discovery import open_deck
    from belote_desktop.decks.model import DeckError

    if not 8 <= height <= 2000 or not 1 <= columns <= 64:
        print("belote-desktop decks: --height must be 8..2000 and --columns 1..64", file=sys.stderr)
        return 2
    try:
        loaded = open_deck(deck)
    except DeckError as error:
        print(f"belote-desktop decks: {error}", file=sys.stderr)
        return 1
    from belote_desktop.decks.sheet import SheetLayout, render_contact_sheet

    image = render_contact_sheet(loaded, SheetLayout(card_height=height, columns=columns))
    if not save_png(image, out, "decks"):
        return 1
    print(f"wrote {out} ({image.width()}x{image.height()}, deck {loaded.info.id})")
    return 0
