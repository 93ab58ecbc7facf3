"""The easier-to-see French decks a player may ask for, and whether one is drawn already.

Kept apart from the deck generator (``decks/generator/accessible.py`` draws them): the window asks
these questions at every start, and importing the generator means importing svgelements, which
costs tens of milliseconds of start-up for a deck most players never ask for.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

#: the manifest key that says which generator code drew the deck
CODE_KEY = "generator_code"
#: the code that draws decks: a deck drawn by another version of it is drawn again
GENERATOR_DIR = Path(__file__).resolve().parent / "generator"


@dataclass(frozen=True)
class EasyLook:
    """What the player asked for."""

    four_colours: bool = False
    large_index: bool = False

    @property
    def wanted(self) -> bool:
        return self.four_colours or self.large_index

    @property
    def deck_id(self) -> str:
        """``french-4c``, ``french-large`` or ``french-4c-large``; ``french`` for neither."""
        return "french" + ("-4c" if self.four_colours else "") + ("-large" if self.large_index else "")


def code_version() -> str:
    """A digest of the generator's own source: a deck drawn by other code is drawn again."""
    digest = hashlib.sha256()
    for source in sorted(GENERATOR_DIR.glob("*.py")):
        digest.update(source.name.encode())
        digest.update(source.read_bytes())
    return digest.hexdigest()[:16]


def ready_deck(look: EasyLook, root: Path) -> Path | None:
    """The folder of ``look``'s deck under ``root`` if this generator's code drew it, else None
    (missing, half written, unreadable, or drawn by other code: it must be drawn again)."""
    folder = root / look.deck_id
    try:
        manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
        if manifest.get(CODE_KEY) == code_version() and (folder / "cards.svg").is_file():
            return folder
    except (OSError, ValueError, AttributeError):
        pass
    return None
