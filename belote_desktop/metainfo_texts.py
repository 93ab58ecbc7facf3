"""What software centres and the desktop's menu say about the game (the AppStream metadata's
summary and description, the desktop entry's generic name and comment), as translatable strings,
so the game's catalogues carry them with the rest of its words.

Nothing in the game shows them: they are here for ``lupdate`` to extract (``_tr`` is one of its
aliases, belote_desktop/i18n/update.py). packaging/metainfo.py writes the AppStream file from
packaging/belote-desktop.metainfo.xml.in, adding each finished translation of these strings
from belote_desktop/i18n/*.ts as an ``xml:lang`` element, and checks that every English text of
the template is one of them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def _tr(text: str) -> str:
    return QCoreApplication.translate("Metainfo", text)


def texts() -> tuple[str, ...]:
    """The summary, then each paragraph and list item of the description, in English unless a
    translator is installed."""
    return (
        _tr("Offline Belote, Contrée and Romanian Belot card game"),
        _tr("An offline desktop Belote: Classic Belote, Contrée and Romanian Belot, with SVG card decks, bots "
            "and local hotseat play."),
        _tr("Play on your own computer with no account and no network: against computer opponents, or with "
            "friends sharing one screen."),
        _tr("Classic Belote, Contrée (Coinche) and Romanian Belot, each with the rule options of its tradition"),
        _tr("Belote and rebelote, declarations, capot and litige counted for you"),
        _tr("Card decks in French, German and traditional French patterns, and any installed KDE or GNOME card "
            "deck"),
        _tr("Saved games that can be replayed and checked move by move"),
    )


def desktop_texts() -> tuple[str, str]:
    """The desktop entry's ``GenericName`` and ``Comment``: packaging/belote-desktop.desktop holds
    their finished translations, and a test (tests/test_translations_native.py) fails when one
    differs from the catalogue's."""
    return (
        _tr("Card Game"),
        _tr("Play Belote, Contrée and Romanian Belot against the computer or with friends"),
    )
