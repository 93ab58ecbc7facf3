"""The French deck made easier to read, drawn on demand for a player who asks in the settings:
four suit colours (spades black, hearts red, diamonds blue, clubs green: no two suits share a
colour) and large corner indices (a rank and sign a third bigger, read from across a room or
with low vision).

These decks are not shipped: ``ensure_deck`` draws the one asked for into a folder of the
player's cache (a couple of seconds, once) and draws it again only when the generator's code
changed. The result is an ordinary built-in-format deck folder (``manifest.json`` and
``cards.svg``), so it goes through the same validation as every other deck.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from belote_desktop.decks.easy_look import CODE_KEY as CODE_KEY
from belote_desktop.decks.easy_look import EasyLook as EasyLook
from belote_desktop.decks.easy_look import code_version as code_version
from belote_desktop.decks.easy_look import ready_deck as ready_deck

from . import build_deck_from_spec, manifest_text
from .faces import DeckSpec
from .french import DECK as FRENCH, coloured_ace
from .layout import IndexStyle, PipStyle
from .suits import BLACK, RED

#: the usual four-colour deck: diamonds blue, clubs green (dark enough on white paper)
FOUR_COLOURS: dict[int, str] = {0: BLACK, 1: RED, 2: "#1457c8", 3: "#13803a"}
#: a rank a third taller than the French deck's (IndexStyle's defaults: 37) with a heavier pen, and
#: a bigger sign, as wide as the margin beside the court panels allows; the pips shrink and close
#: in to leave the index room
LARGE_INDEX = IndexStyle(x=25.0, top=11.0, height=49.0, pen=7.0, sign_size=29.0, sign_gap=6.0)
LARGE_INDEX_PIPS = PipStyle(size=40.0, spread=47.0, top=86.0, bottom=264.0)
def easy_spec(look: EasyLook) -> DeckSpec:
    """The French deck's description with the colours and indices ``look`` asks for."""
    spec = FRENCH
    parts = []
    if look.four_colours:
        spec = replace(spec, colours=FOUR_COLOURS, ace=lambda suit: coloured_ace(suit, FOUR_COLOURS))
        parts.append("four colours")
    if look.large_index:
        spec = replace(spec, index=LARGE_INDEX, pip_style=LARGE_INDEX_PIPS)
        parts.append("large indices")
    name = f"{FRENCH.name}, {', '.join(parts)}" if parts else FRENCH.name
    return replace(spec, id=look.deck_id, name=name)


def ensure_deck(look: EasyLook, root: Path) -> Path:
    """The folder of ``look``'s deck under ``root``, drawn now unless an up-to-date one is there.

    Written to temporary names and renamed, the manifest last, so a deck half written (a full
    disk, the game killed) is never taken for a whole one. OSError goes to the caller."""
    ready = ready_deck(look, root)
    if ready is not None:
        return ready
    folder = root / look.deck_id
    svg, manifest = build_deck_from_spec(easy_spec(look))
    manifest[CODE_KEY] = code_version()
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in (("cards.svg", svg), ("manifest.json", manifest_text(manifest))):
        partial = folder / f".{name}.part"
        partial.write_text(text, encoding="utf-8", newline="\n")
        partial.replace(folder / name)  # the manifest last: it vouches for the SVG beside it
    return folder
