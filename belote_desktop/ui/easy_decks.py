"""The French deck in four colours and/or with large indices, for the window (docs/DECKS.md).

The deck generator (``decks/generator/accessible.py``) draws it into the player's cache folder
the first time it is asked for; that takes seconds, so it runs on a thread and the window shows
the plain French deck until ``drawn`` says the easier one is ready. A deck drawn before by the
same code is loaded at once.
"""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, Qt, Signal

from belote_desktop.decks.check_cache import CheckCache
from belote_desktop.decks.easy_look import EasyLook, ready_deck
from belote_desktop.decks.loader import load_deck
from belote_desktop.decks.model import DeckError, DeckSource, LoadedDeck


def easy_decks_folder() -> Path:
    """Where the drawn decks are kept: the cache folder (they can always be drawn again)."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)) / "decks"


class EasyDecks(QObject):
    """Draws the decks asked for, one look at a time."""

    #: (EasyLook, the deck's folder, or the reason it could not be drawn as a str)
    drawn = Signal(object, object)
    _finished = Signal(object, object)  # from the drawing thread

    def __init__(self, root: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.root = root if root is not None else easy_decks_folder()
        self._drawing: set[EasyLook] = set()
        self._tried: set[EasyLook] = set()  # drawn in this session
        self._threads: list[threading.Thread] = []
        self._finished.connect(self._arrived, Qt.ConnectionType.QueuedConnection)

    @property
    def drawing(self) -> frozenset[EasyLook]:
        """The looks being drawn now, in a thread."""
        return frozenset(self._drawing)

    def deck_now(self, look: EasyLook, cache: CheckCache | None = None) -> LoadedDeck | None:
        """``look``'s deck if it is drawn already (and passes the checks every deck passes); else
        None, and it is being drawn: ``drawn`` comes when it is ready."""
        folder = ready_deck(look, self.root)
        if folder is not None:
            try:
                return load_deck(folder, DeckSource.BUILT_IN, cache=cache)
            except DeckError:
                if look in self._tried:
                    return None  # drawn afresh in this session and still refused: not again
                try:
                    (folder / "manifest.json").unlink()  # damaged since it was drawn: draw it again
                except OSError:
                    return None
        self.draw(look)
        return None

    def draw(self, look: EasyLook) -> None:
        if look in self._drawing:
            return
        self._drawing.add(look)
        self._tried.add(look)
        root, report = self.root, self._finished

        def work() -> None:
            # the generator (and svgelements) only for a player who asks for such a deck
            from belote_desktop.decks.generator.accessible import ensure_deck

            try:
                result: object = ensure_deck(look, root)
            except OSError as error:
                result = str(error)
            try:
                report.emit(look, result)
            except RuntimeError:  # the window is gone
                pass

        thread = threading.Thread(target=work, name=f"deck {look.deck_id}", daemon=True)
        self._threads.append(thread)
        thread.start()

    def wait(self, timeout: float | None = None) -> None:
        """Until every deck asked for is drawn (tests, and closing the window)."""
        for thread in self._threads:
            thread.join(timeout)

    def _arrived(self, look: EasyLook, result: object) -> None:
        self._drawing.discard(look)
        self.drawn.emit(look, result)
