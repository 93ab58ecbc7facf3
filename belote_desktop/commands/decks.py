"""``belote-desktop decks``: list the card decks, or render one deck's contact sheet.

    belote-desktop decks                       # every usable deck, then the refused ones
    belote-desktop decks --sheet OUT.png --deck french [--height 120] [--columns 8]

``--deck`` takes a deck id from the list or a path to a deck folder or .svg/.svgz file.
Qt is imported only when something is measured or rendered, inside the functions below.
"""

from __future__ import annotations

import argparse
import re
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


#: What a terminal would act on rather than show: C0/C1 controls (newlines that forge list
#: lines, escape sequences), bidirectional controls (text that reads other than it is), and the
#: lone surrogates Python uses for file-name bytes that are not UTF-8 (unprintable as UTF-8).
_UNSHOWABLE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def shown(text: str) -> str:
    """``text`` safe to print: each unshowable character as an escape (``\\n``, ``\\x1b``,
    ``\\u202e``; a file-name byte that is not UTF-8 as ``\\xff``)."""

    def escape(match: re.Match[str]) -> str:
        character = match.group()
        code = ord(character)
        if 0xDC80 <= code <= 0xDCFF:  # surrogateescape: the original byte
            return f"\\x{code - 0xDC00:02x}"
        if code < 0x100:
            return {"\n": "\\n", "\r": "\\r", "\t": "\\t"}.get(character, f"\\x{code:02x}")
        return f"\\u{code:04x}"

    return _UNSHOWABLE.sub(escape, text)


def _list_decks() -> int:
    from belote_desktop.decks.discovery import discover_decks

    catalogue = discover_decks()
    rows = [tuple(shown(cell) for cell in (d.id, d.name, d.source.value, d.licence, str(d.path))) for d in catalogue.decks]
    widths = [max([len(h), *(len(r[i]) for r in rows)]) for i, h in enumerate(("id", "name", "source", "licence"))]
    header = ("id", "name", "source", "licence", "path")
    for row in [header, *rows]:
        print("  ".join(cell.ljust(widths[i]) if i < 4 else cell for i, cell in enumerate(row)).rstrip())
    if catalogue.refused:
        print(f"\nrefused {len(catalogue.refused)} deck(s):")
        for refused in catalogue.refused:
            print(f"  {refused.source.value} {shown(str(refused.path))}: {shown(refused.reason)}")
    return 0


def _write_sheet(deck: str, out: Path, height: int, columns: int) -> int:
    from belote_desktop.decks.discovery import open_deck
    from belote_desktop.decks.model import DeckError

    if not 8 <= height <= 2000 or not 1 <= columns <= 64:
        print("belote-desktop decks: --height must be 8..2000 and --columns 1..64", file=sys.stderr)
        return 2
    try:
        loaded = open_deck(deck, allow_path=True)  # typed by the person: a path is meant as one
    except DeckError as error:
        print(f"belote-desktop decks: {shown(str(error))}", file=sys.stderr)
        return 1
    from belote_desktop.decks.sheet import SheetLayout, render_contact_sheet

    image = render_contact_sheet(loaded, SheetLayout(card_height=height, columns=columns))
    if not save_png(image, out, "decks"):
        return 1
    print(f"wrote {shown(str(out))} ({image.width()}x{image.height()}, deck {shown(loaded.info.id)})")
    return 0
