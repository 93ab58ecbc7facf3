"""The words of Help → About: the version, the code's licence and the licence of every deck the
game may draw with (the built-in ones, and the deck in use when it is someone else's).

Text only, no widgets, so it can be checked without a dialog. The built-in decks' licences are
read from their manifests, never written here, so a deck that changes licence says so at once.
The box shows rich text, so every piece of it (the translations too) is escaped: a deck's name or
a translation is shown as the characters it holds, never read as markup (safe_text.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from belote_desktop import __version__
from belote_desktop.decks.discovery import BUILT_IN_DECKS_DIR
from belote_desktop.decks.loader import UNKNOWN
from belote_desktop.decks.manifest import MANIFEST_NAME, read_manifest
from belote_desktop.decks.model import DeckError, DeckInfo, DeckSource
from belote_desktop.ui.deck_words import deck_word
from belote_desktop.ui.safe_text import escape, shown_name

#: Longest a deck's name or licence is shown in the box, in characters (the deck's files say them).
MAX_DECK_TEXT = 80

APP_TITLE = "Belote Desktop"
#: the licence of the code, as in pyproject.toml and the AppStream metadata
CODE_LICENCE = "GPL-3.0-or-later"


def _tr(text: str) -> str:
    return QCoreApplication.translate("About", text)


@dataclass(frozen=True)
class DeckLicence:
    name: str
    licence: str


def built_in_deck_licences(root: Path = BUILT_IN_DECKS_DIR) -> list[DeckLicence]:
    """Name and licence of each built-in deck, from its manifest (a broken one is left out:
    it is never offered either)."""
    found = []
    for folder in sorted(root.iterdir()) if root.is_dir() else []:
        if not (folder / MANIFEST_NAME).is_file():
            continue
        try:
            manifest = read_manifest(folder)
        except DeckError:
            continue
        found.append(DeckLicence(manifest.name, manifest.licence))
    return found


def deck_in_use_text(deck: DeckInfo) -> str | None:
    """One sentence on a third-party deck in use; None for a built-in deck (listed anyway)."""
    if deck.source == DeckSource.BUILT_IN:
        return None
    name = escape(shown_name(deck.name, MAX_DECK_TEXT))
    if deck.licence and deck.licence != UNKNOWN:
        return escape(_tr("The deck in use, {deck}, is not ours: its licence is {licence}.")).format(
            deck=name, licence=escape(shown_name(deck.licence, MAX_DECK_TEXT)))
    if deck.source == DeckSource.FILE:
        return escape(_tr("The deck in use, {deck}, is not ours, and its file does not state a licence.")).format(
            deck=name)
    # KDE and Aisleriot decks come from a distribution package, whose copyright file has the terms
    return escape(_tr(
        "The deck in use, {deck}, is not ours and states no licence: it is under the licence of the "
        "package that installed it ({path})."
    )).format(deck=name, path=escape(str(deck.path)))


def about_html(deck: DeckInfo | None = None, built_in: Sequence[DeckLicence] | None = None) -> str:
    """Rich text for the About box; ``deck`` is the deck on the table, if known."""
    decks = built_in_deck_licences() if built_in is None else built_in
    blurb = escape(_tr(
        "An offline desktop Belote: Classic Belote, Contrée and Romanian Belot, with SVG card decks, "
        "bots and local hotseat play."
    ))
    code = escape(_tr("Code licence: {licence}. This program comes with ABSOLUTELY NO WARRANTY.")).format(
        licence=escape(CODE_LICENCE))
    version = escape(_tr("Version: {version}")).format(version=escape(__version__))
    parts = [f"<h3>{APP_TITLE} {escape(__version__)}</h3>", f"<p>{blurb}</p>", f"<p>{version}</p>", f"<p>{code}</p>"]
    if decks:
        heading = escape(_tr("Our built-in card decks:"))
        parts.append(f"<p>{heading}</p><ul>")
        for entry in decks:
            line = escape(_tr("{deck}: {licence}")).format(
                deck=escape(shown_name(deck_word(entry.name, True), MAX_DECK_TEXT)), licence=escape(shown_name(entry.licence, MAX_DECK_TEXT)))
            parts.append(f"<li>{line}</li>")
        parts.append("</ul>")
    other = deck_in_use_text(deck) if deck is not None else None
    if other:
        parts.append(f"<p>{other}</p>")
    return "".join(parts)
