"""Deck discovery and preview drawing for the settings dialog, in a helper process.

The helper is started with ``spawn``, which imports the program's main script again: a script
that opens the dialog must keep its work under ``if __name__ == "__main__":`` (the
``belote-desktop`` entry point and ``python -m belote_desktop`` do).

Discovery validates every installed deck: seconds of XML parsing and SVG loading. On a thread
it still stalled the dialog for up to half a second at a time on a loaded 2-core machine,
because the XML parser and Qt's SVG loader keep the interpreter lock while they work on a big
deck. A separate process shares no lock, so the dialog stays responsive; the price is starting
one Python with Qt when the deck chooser is first shown (in the background too).

The helper ends with the dialog's process however it ends: it returns when the pipe reaches end
of file (the process closed or died), and on Linux the kernel kills it when the process ends in
the middle of a deck (``ui/lifeline.py``).

The protocol is one pipe: the dialog sends ``(kind, serial, payload)``, the helper answers
``(kind, serial, result)`` in order, where ``result`` is the value or a `DeckError`.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from PySide6.QtCore import QObject, QSize, Signal
from PySide6.QtGui import QImage

from belote_desktop.decks.discovery import DeckCatalogue, SearchPaths, discover_decks, open_deck
from belote_desktop.decks.model import DeckError, DeckInfo
from belote_desktop.engine.cards import Card
from belote_desktop.ui.lifeline import arm_parent_death_signal

DeckFinder = Callable[[], DeckCatalogue]

DISCOVER = "discover"
PREVIEW = "preview"


def find_all_decks() -> DeckCatalogue:
    """Ours and every installed deck (module level, so the helper process can be sent it)."""
    return discover_decks(SearchPaths.standard())


@dataclass(frozen=True)
class PixelData:
    """A rendered image as plain bytes: what crosses the pipe (a QImage cannot be pickled)."""

    width: int
    height: int
    bytes_per_line: int
    data: bytes

    @classmethod
    def of(cls, image: QImage) -> PixelData:
        image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
        return cls(image.width(), image.height(), image.bytesPerLine(), bytes(image.constBits()))

    def image(self) -> QImage:
        view = QImage(self.data, self.width, self.height, self.bytes_per_line, QImage.Format.Format_ARGB32_Premultiplied)
        return view.copy()  # the copy owns its pixels; ``self.data`` may go


@dataclass(frozen=True)
class Preview:
    info: DeckInfo
    images: tuple[PixelData, ...]  # the cards asked for, then the default back


def render_preview(deck_id: str, cards: tuple[Card, ...], height: int, catalogue: DeckCatalogue | None) -> Preview:
    from belote_desktop.decks.renderer import CardRasterizer

    deck = open_deck(deck_id, catalogue)
    rasterizer = CardRasterizer(deck)
    size = QSize(max(1, round(deck.info.card_size.width_for_height(height))), height)
    elements = [deck.info.element_id(c) for c in cards] + [deck.info.default_back_id]
    return Preview(deck.info, tuple(PixelData.of(rasterizer.render(e, size)) for e in elements))


def _serve(connection: Connection, parent: int | None = None) -> None:
    """The helper process: answer requests until the dialog closes its end of the pipe.

    ``parent``: the game's process id when it was started from the game's main thread, which
    lives as long as the game (the parent-death signal follows the thread that started it)."""
    if parent is not None:
        # a deck being read does not look at the pipe: the kernel ends it with the game
        arm_parent_death_signal(parent)
    # No window is ever shown here; without a display this is the only platform that works.
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QLoggingCategory

    # Qt's complaints about third-party SVGs are for deck authors; the deck list reports what matters.
    QLoggingCategory.setFilterRules("qt.svg*=false")
    catalogue: DeckCatalogue | None = None
    while True:
        try:
            kind, serial, payload = connection.recv()
        except (EOFError, OSError):
            return
        result: Any
        try:
            if kind == DISCOVER:
                result = catalogue = payload()
            else:
                deck_id, cards, height = payload
                result = render_preview(deck_id, cards, height, catalogue)
        except DeckError as error:
            result = error
        except Exception as error:  # noqa: BLE001 - reported to the dialog as a deck that cannot be used
            result = DeckError(f"{type(error).__name__}: {error}")
        try:
            connection.send((kind, serial, result))
        except (BrokenPipeError, OSError):
            return


class DeckWorker(QObject):
    """Starts the helper on the first request; ``answered(kind, result)`` comes back on the GUI
    thread. Only the answer to the latest request of each kind is delivered."""

    answered = Signal(str, object)
    _arrived = Signal(str, int, object)  # from the reading thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._connection: Connection | None = None
        self._process: multiprocessing.process.BaseProcess | None = None
        self._latest: dict[str, int] = {}
        self._lock = threading.Lock()
        self._arrived.connect(self._deliver)

    @property
    def is_running(self) -> bool:
        return self._process is not None and self._process.is_alive()

    def discover(self, finder: DeckFinder = find_all_decks) -> None:
        self._send(DISCOVER, finder)

    def preview(self, deck_id: str, cards: tuple[Card, ...], height: int) -> None:
        self._send(PREVIEW, (deck_id, cards, height))

    def stop(self) -> None:
        """End the helper (it may be in the middle of a deck: nothing it does is worth waiting for)."""
        connection, process = self._connection, self._process
        self._connection = self._process = None
        if connection is not None:
            connection.close()
        if process is not None:
            process.terminate()
            process.join(2)

    def _send(self, kind: str, payload: object) -> None:
        if self._connection is None:
            self._start()
        assert self._connection is not None
        with self._lock:
            serial = self._latest.get(kind, 0) + 1
            self._latest[kind] = serial
        try:
            self._connection.send((kind, serial, payload))
        except (BrokenPipeError, OSError) as error:
            self.answered.emit(kind, DeckError(f"the deck helper stopped ({error})"))

    def _start(self) -> None:
        # spawn, not fork: forking a process that runs Qt threads can deadlock the child.
        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe()
        on_main_thread = threading.current_thread() is threading.main_thread()
        parent = os.getpid() if on_main_thread else None
        process = context.Process(target=_serve, args=(theirs, parent), name="belote-deck-worker", daemon=True)
        process.start()
        theirs.close()
        self._connection, self._process = ours, process
        threading.Thread(target=self._read, args=(ours,), name="deck-worker-reader", daemon=True).start()

    def _read(self, connection: Connection) -> None:
        while True:
            try:
                kind, serial, result = connection.recv()
            except (EOFError, OSError):
                return
            try:
                self._arrived.emit(kind, serial, result)
            except RuntimeError:  # the dialog, and this object with it, is gone
                return

    def _deliver(self, kind: str, serial: int, result: object) -> None:
        with self._lock:
            current = self._latest.get(kind) == serial
        if current:
            self.answered.emit(kind, result)
