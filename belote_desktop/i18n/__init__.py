"""The game in the players' languages: which languages it speaks and which one to show.

The catalogues are Qt's own: ``belote_desktop_<lang>.ts`` beside this file (kept in git, written
by ``python -m belote_desktop.i18n.update``), compiled to ``.qm`` by ``pyside6-lrelease`` when
the package is built (``setup.py``) and by ``./dev``, so a wheel and a checkout both carry the
``.qm`` files the game loads (``translators.py``). How to add or change a string:
docs/TRANSLATING.md. This module imports no Qt: the command line offers ``--language`` from it.
"""

from __future__ import annotations

import importlib.resources
from collections.abc import Sequence
from pathlib import Path

#: every language the game speaks, by code, each named in its own words (for the settings)
LANGUAGE_NAMES: dict[str, str] = {
    "bg": "Български",
    "cs": "Čeština",
    "de": "Deutsch",
    "en": "English",
    "fr": "Français",
    "hr": "Hrvatski",
    "ro": "Română",
    "sl": "Slovenščina",
}
#: the languages the sources are translated into
TRANSLATED: tuple[str, ...] = ("bg", "cs", "de", "fr", "hr", "ro", "sl")
#: the language of the sources; its catalogue holds only the plural forms ("1 trick", "2 tricks")
SOURCE_LANGUAGE = "en"
#: every catalogue, English included
CATALOGUES: tuple[str, ...] = (*TRANSLATED, SOURCE_LANGUAGE)
#: the settings value that means "follow the system's language"
SYSTEM = ""
CATALOGUE_PREFIX = "belote_desktop_"


def catalogue_dir() -> Path:
    """The folder holding the ``.ts`` sources and the compiled ``.qm`` catalogues."""
    return Path(str(importlib.resources.files(__name__)))


def resolve_language(choice: str, system_languages: Sequence[str]) -> str:
    """The language to show: ``choice`` when it is one the game speaks, otherwise the first of
    the system's preferred languages (``de-AT``, ``sl_SI``...) that it speaks, else English."""
    if choice in LANGUAGE_NAMES:
        return choice
    for tag in system_languages:
        code = tag.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGE_NAMES:
            return code
    return SOURCE_LANGUAGE
