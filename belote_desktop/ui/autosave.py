"""The game in progress, kept on disk after every action so that a crash or a kill loses at most
the action in flight; offered again on the next start.

The file is an ordinary game record (the same as Game > Save writes), so a resumed game goes
through the same replay, and the same checks, as an opened one.
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Mapping

from PySide6.QtCore import QStandardPaths

from belote_desktop.engine.cards import Seat
from belote_desktop.engine.record import RecordError, Replay, SeatConfig, write_record
from belote_desktop.engine.state import Match
from belote_desktop.savegame import load_record, save_json_atomic
from belote_desktop.ui.settings import WINDOW_VARIANTS

FILE_NAME = "game-in-progress.json"
#: a file that failed to load is moved here, so it is reported once and kept for the curious;
#: a later one goes to ``.broken.1``, ``.broken.2``, ... (no unreadable game overwrites another)
BROKEN_SUFFIX = ".broken"
#: past this many kept files the oldest number is reused rather than filling the folder
MAX_BROKEN = 100
#: a match of more deals than this is kept on a thread (BackgroundWriter): its record takes a
#: second or more to build and write past a few thousand deals, felt on the GUI thread at every
#: action. A normal match (a few dozen deals) is written at once, before the next action.
BACKGROUND_DEALS = 200


def default_folder() -> Path:
    """``~/.local/share/belote-desktop`` on Linux (``QStandardPaths.AppDataLocation``)."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else Path.home() / ".local" / "share" / "belote-desktop"


@dataclass(frozen=True)
class ResumeFailure:
    """The autosaved game could not be read: what went wrong, and where the file now is."""

    message: str
    moved_to: Path | None


class AutosaveStore:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else default_folder()
        self.path = self.folder / FILE_NAME

    def exists(self) -> bool:
        return self.path.is_file()

    def save(self, match: Match, seats: Mapping[Seat, SeatConfig]) -> None:
        """Atomic: a reader (the next start) sees the previous action's file or this one.

        OSError when it cannot be kept (a read-only or full disk, a file where the folder should
        be, a record too large to read back): the file on disk is then the previous one."""
        self.folder.mkdir(parents=True, exist_ok=True)
        save_json_atomic(self.path, write_record(match, seats))

    def load(self) -> Replay | ResumeFailure:
        try:
            return load_window_record(self.path)
        except RecordError as error:
            return ResumeFailure(str(error), self.set_aside())
        except (OSError, ValueError, RecursionError) as error:  # anything else a bad file can cause
            return ResumeFailure(f"record: {error}", self.set_aside())

    def clear(self) -> None:
        """Forget the game in progress; OSError when the file is there and cannot be removed."""
        if not os.path.lexists(self.path):  # nothing kept (a folder that cannot be made holds nothing)
            return
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass

    def broken_path(self) -> Path:
        """The first free name of ``game-in-progress.json.broken``, ``.broken.1``, ``.broken.2``, ..."""
        base = self.path.with_name(self.path.name + BROKEN_SUFFIX)
        for n in range(MAX_BROKEN):
            candidate = base if n == 0 else base.with_name(f"{base.name}.{n}")
            if not candidate.exists() and not candidate.is_symlink():
                return candidate
        return base.with_name(f"{base.name}.{MAX_BROKEN}")

    def set_aside(self) -> Path | None:
        """Move the unreadable file out of the way (broken_path()); where it went, or None."""
        target = self.broken_path()
        try:
            os.replace(self.path, target)
        except OSError:
            return None
        return target


def load_window_record(path: Path) -> Replay:
    """A record the window can play: any valid record of a variant in WINDOW_VARIANTS."""
    replay = load_record(path)
    if replay.match.rules.variant not in WINDOW_VARIANTS:
        raise RecordError(f"record: the window does not play {replay.match.rules.variant.value} games yet")
    return replay


class BackgroundWriter:
    """Runs the autosave's writes on one thread, in order, the latest first: a write submitted
    while another is waiting replaces it (only the newest state of the game matters).

    ``done(serial, error)`` is called on the writer's thread after each job (error None when it
    worked); the controller re-emits it to the GUI thread. ``flush()`` waits until nothing is
    waiting or running, so a write at once (or removing the file) never lands before an older
    background one."""

    def __init__(self, done: Callable[[int, OSError | None], None]) -> None:
        self._done = done
        self._cond = threading.Condition()
        self._pending: tuple[int, Callable[[], None]] | None = None
        self._busy = False
        self._closed = False
        self._thread: threading.Thread | None = None

    def submit(self, serial: int, job: Callable[[], None]) -> None:
        with self._cond:
            if self._closed:
                return
            self._pending = (serial, job)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="belote-autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self) -> None:
        with self._cond:
            while self._pending is not None or self._busy:
                self._cond.wait()

    def close(self) -> None:
        """Finish what was submitted (the game must be on disk when the window closes), then stop."""
        self.flush()
        with self._cond:
            self._closed = True
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                while self._pending is None and not self._closed:
                    self._cond.wait()
                if self._pending is None:
                    return
                (serial, job), self._pending = self._pending, None
                self._busy = True
            error: OSError | None = None
            try:
                job()
            except OSError as e:
                error = e
            except Exception as e:  # noqa: BLE001 - a write must never kill the writer: reported like a failed write
                error = OSError(f"{type(e).__name__}: {e}")
            try:
                self._done(serial, error)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()
