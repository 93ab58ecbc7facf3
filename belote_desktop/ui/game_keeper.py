"""Keeping the game in progress for the controller: the autosave after every action, what it
could not keep, and the seats as a record names them (save, open, resume).

Writes are numbered: a result says which state of the game reached the disk, so a failed write
is reported with how many actions the file on disk lacks, and cleared by the next write that
works. A long match is written on ``BackgroundWriter``'s thread from a copy; only the newest
state waits, and a write at once, the removal of a finished game and ``close()`` wait for it first,
so an older state never lands after a newer one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal, Slot

from belote_desktop.engine.cards import SEATS, Seat
from belote_desktop.engine.record import PlayerKind, Replay, SeatConfig, write_record
from belote_desktop.engine.state import Match, Phase
from belote_desktop.savegame import save_json_atomic
from belote_desktop.ui.autosave import BACKGROUND_DEALS, AutosaveStore, BackgroundWriter
from belote_desktop.ui.settings import DEFAULT_LEVEL, SeatSetup


@dataclass(frozen=True)
class NotKept:
    """What a failed write did not keep; the controller words it for the window."""

    error: OSError
    #: the game's actions the file on disk lacks (0 when ``finished``)
    unkept_actions: int = 0
    #: the finished game could not be removed: the next start offers it again
    finished: bool = False


def os_reason(error: OSError) -> str:
    """An OSError in a few words: its reason and the file, without Python's ``[Errno n]``."""
    reason = error.strerror or str(error)
    return f"{reason}: {error.filename}" if error.filename else reason


def seat_configs(seats: tuple[SeatSetup, ...]) -> dict[Seat, SeatConfig]:
    """The seats as a game record names them."""
    return {
        s: SeatConfig(setup.name, PlayerKind.HUMAN, None)
        if setup.is_human
        else SeatConfig(setup.name, PlayerKind.BOT, setup.level)
        for s, setup in zip(SEATS, seats)
    }


def seat_setups(replay: Replay) -> tuple[SeatSetup, ...]:
    """The seats of an opened or resumed record; a Romanian record names only the table's seats,
    and the empty ones hold a bot that never plays."""
    empty = SeatSetup("", False, DEFAULT_LEVEL)

    def setup(config: SeatConfig) -> SeatSetup:
        if config.player == PlayerKind.HUMAN:
            return SeatSetup(config.name, True)
        return SeatSetup(config.name, False, config.level or DEFAULT_LEVEL)

    return tuple(setup(replay.seats[s]) if s in replay.seats else empty for s in SEATS)


def save_job(match: Match, seats: tuple[SeatSetup, ...], path: Path) -> Callable[[], None]:
    """Game > Save as work for another thread: the game as it is now (a copy), written when called."""
    copy, configs = match.copy(), seat_configs(seats)
    return lambda: save_json_atomic(Path(path), write_record(copy, configs))


class GameKeeper(QObject):
    """The autosave of the controller's game: ``keep`` after every action, ``clear`` at its end."""

    #: a write failed (``NotKept``: what is not kept, and why), until one works again: None then
    problem = Signal(object)
    _write_finished = Signal(int, object)  # (serial, OSError | None), from the writer's thread

    def __init__(self, store: AutosaveStore | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        #: actions of this game since the autosave last succeeded (0: the file on disk is the game)
        self.unkept_actions = 0
        self._failing = False
        self._writes = 0  # the last write asked for
        self._kept_write = 0  # the last one that worked (at a new game: the one before its first)
        self._game_first_write = 0  # results of writes before it belong to another game
        self._write_finished.connect(self._write_result, Qt.ConnectionType.QueuedConnection)
        self.writer = BackgroundWriter(self._write_finished.emit)

    def new_game(self) -> None:
        """A new, opened or resumed game: its messages count its own actions only."""
        self.unkept_actions = 0
        self._kept_write = self._writes  # nothing of this game on disk yet
        self._game_first_write = self._writes + 1

    def keep(self, match: Match, seats: tuple[SeatSetup, ...]) -> None:
        """The game as it stands, for resuming (a finished one is removed instead)."""
        if self.store is None:
            return
        if match.phase == Phase.OVER:
            self.clear()
            return
        self._writes += 1
        store, configs = self.store, seat_configs(seats)
        if len(match.deals) > BACKGROUND_DEALS:
            # a long match: its record is built and written on the writer's thread, from a copy
            # (finished deals are shared, never changed; only the deal in play is copied)
            copy = match.copy()
            self.writer.submit(self._writes, lambda: store.save(copy, configs))
            return
        self.writer.flush()  # an older background write must not land after this one
        try:
            store.save(match, configs)
        except OSError as error:
            self._write_result(self._writes, error)
            return
        self._write_result(self._writes, None)

    def clear(self) -> None:
        """The match is over: it is not offered for resuming."""
        if self.store is None:
            return
        self.writer.flush()  # a long match's last write must not bring the finished game back
        try:
            self.store.clear()
        except OSError as error:
            self._failing = True
            self.problem.emit(NotKept(error, finished=True))
            return
        self._kept()

    def flush(self) -> None:
        """Wait for a long match's write in progress."""
        self.writer.flush()

    def close(self) -> None:
        self.writer.close()  # a long game's last write finishes: it is what the next start offers

    @Slot(int, object)
    def _write_result(self, serial: int, error: OSError | None) -> None:
        if serial < self._game_first_write:
            return  # the last game's: this game's own writes say how it stands
        if error is None:
            self._kept_write = max(self._kept_write, serial)
            if self._kept_write >= self._writes:
                self._kept()
            return
        self.unkept_actions = self._writes - self._kept_write
        self._failing = True
        # the file on disk is older than the game: say how much older, until it is kept again
        self.problem.emit(NotKept(error, self.unkept_actions))

    def _kept(self) -> None:
        self.unkept_actions = 0
        if self._failing:
            self._failing = False
            self.problem.emit(None)
