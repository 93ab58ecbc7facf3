"""Our own decks' words in the player's language.

The built-in decks' manifests are English ("French", "Belote Desktop contributors") and are read
as data, so lupdate cannot see them: they are marked here and translated where a built-in deck is
named (the deck list, its credit line, About). A deck from elsewhere keeps its own words.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

#: every name and author a built-in deck's manifest holds (resources/decks/*/manifest.json)
BUILT_IN_WORDS: tuple[str, ...] = (
    str(QT_TRANSLATE_NOOP("Decks", "French")),
    str(QT_TRANSLATE_NOOP("Decks", "German")),
    str(QT_TRANSLATE_NOOP("Decks", "Traditional French")),
    str(QT_TRANSLATE_NOOP("Decks", "Belote Desktop contributors")),
)


def deck_word(text: str, built_in: bool) -> str:
    """``text`` from a deck's description, in the player's language when it is one of ours."""
    for word in BUILT_IN_WORDS if built_in else ():
        if word == text:  # marked above for lupdate, so translated here from the catalogue
            return QCoreApplication.translate("Decks", word)
    return text
