"""The game in progress, kept on disk after every action so that a crash or a kill loses at most
the action in flight; offered again on the next start.

The file is an ordinary game record (the same as Game > Save writes), so a resumed game goes
through the same replay, and the same checks, as an opened one.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

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
            return ResumeFailure(str(error), self._set_aside())
        except (OSError, ValueError, RecursionError) as error:  # anything else a bad file can cause
            return ResumeFailure(f"record: {error}", self._set_aside())

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

    def _set_aside(self) -> Path | None:
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
