"""Game files in the window: where Game > Save and Game > Open start, and reading a record off the
GUI thread with a progress dialog.

A record of a long match (tens of thousands of passed-out deals) takes seconds to parse and
replay; on the GUI thread that froze the window with no sign of life. The work runs on a thread
while the event loop keeps turning, and a window-modal progress dialog (after a short delay, so a
quick load does not flash one) says what is happening and offers Cancel.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, QSettings, QStandardPaths, Qt, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from belote_desktop.ui.safe_text import plain_label

#: the folder made in the player's documents for saved games
GAMES_FOLDER_NAME = "Belote Desktop"
#: where the last folder used by Save or Open is remembered (the settings file)
LAST_FOLDER_KEY = "files/last_folder"
#: a load shorter than this shows no progress dialog
PROGRESS_DELAY_MS = 400

T = TypeVar("T")


def _tr(text: str) -> str:
    return QCoreApplication.translate("GameFiles", text)


def documents_folder() -> Path:
    """The player's documents (``~/Documents``), else the home folder."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(location) if location else Path.home()


def games_folder() -> Path:
    """``~/Documents/Belote Desktop``: where saved games go unless the player chose elsewhere."""
    return documents_folder() / GAMES_FOLDER_NAME


def start_folder(store: QSettings, saving: bool) -> Path:
    """Where a Save or Open dialog starts: the last folder used if it is still there, else the
    games folder (made for a save), else the documents, else home. Never the current directory,
    which for a game started from a menu is wherever the launcher happened to be."""
    last = store.value(LAST_FOLDER_KEY)
    if isinstance(last, str) and last and Path(last).is_absolute() and Path(last).is_dir():
        return Path(last)
    folder = games_folder()
    if saving:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            pass
    if folder.is_dir():
        return folder
    documents = documents_folder()
    return documents if documents.is_dir() else Path.home()


def remember_folder(store: QSettings, file: Path) -> None:
    """The folder of ``file`` is where the next Save or Open starts (a failure to store it costs
    only that convenience, so it is not reported)."""
    store.setValue(LAST_FOLDER_KEY, str(Path(file).absolute().parent))
    store.sync()


@dataclass(frozen=True)
class Failed:
    """The work raised: the exception, for the caller to word."""

    error: BaseException


@dataclass(frozen=True)
class Done(Generic[T]):
    value: T


class _Relay(QObject):
    finished = Signal(int, object)  # (serial, Done | Failed), emitted from the worker thread


class Background:
    """One piece of work at a time on a thread, waited for with the event loop turning (``run``).

    Made on the GUI thread; its relay lives as long as it does, so a thread that ends after a
    cancel still has a live object to report to (its answer, of an old serial, is dropped)."""

    def __init__(self) -> None:
        self.progress: QProgressDialog | None = None
        self._loop: QEventLoop | None = None
        self._serial = 0
        self._results: dict[int, Done[object] | Failed] = {}
        self._relay = _Relay()
        self._relay.finished.connect(self._arrived, Qt.ConnectionType.QueuedConnection)

    @property
    def running(self) -> bool:
        return self._loop is not None

    def cancel(self) -> None:
        """Stop waiting (the window closes, Cancel was pressed); the thread's result is dropped."""
        if self._loop is not None:
            self._loop.quit()

    def _arrived(self, serial: int, result: Done[object] | Failed) -> None:
        if serial == self._serial and self._loop is not None:
            self._results[serial] = result
            self._loop.quit()

    def run(self, parent: QWidget, label: str, work: Callable[[], T]) -> Done[T] | Failed | None:
        """``work()`` on a thread; its result, or None if cancelled. Re-entry is refused (None).

        The event loop turns meanwhile, and runs deferred deletes: never call this from a slot of
        an object that may be deleted then (a dialog closing with WA_DeleteOnClose); call it from
        a zero timer instead."""
        if self._loop is not None:
            return None
        self._serial += 1
        serial, relay = self._serial, self._relay

        def body() -> None:
            try:
                outcome: Done[T] | Failed = Done(work())
            except Exception as error:  # noqa: BLE001 - every failure goes back to the GUI thread to be worded
                outcome = Failed(error)
            try:
                relay.finished.emit(serial, outcome)
            except RuntimeError:  # the window is gone
                pass

        loop = QEventLoop()
        progress = QProgressDialog("", _tr("Cancel"), 0, 0, parent)
        # the label names the file: shown as it is, never read as markup (ui/safe_text.py)
        progress.setLabel(plain_label(label))
        progress.setWindowTitle(_tr("Please wait"))
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(PROGRESS_DELAY_MS)
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        progress.canceled.connect(loop.quit)  # its Cancel button
        progress.rejected.connect(loop.quit)  # Escape
        progress.setValue(0)  # starts the minimum-duration clock
        self.progress, self._loop = progress, loop
        threading.Thread(target=body, name="belote-file-work", daemon=True).start()
        try:
            loop.exec()
        finally:
            self.progress = self._loop = None
            progress.canceled.disconnect(loop.quit)
            progress.rejected.disconnect(loop.quit)
            progress.close()
            progress.deleteLater()
        return self._results.pop(serial, None)  # type: ignore[return-value]  # the result of this serial's job, whose type the caller named
