"""Records each finished deal in the statistics (``stats_store.py``), from the controller's
``deal_finished``: one row per person at the table (hotseat: each person's own view), none for a
game of bots only.

Writing happens on one thread of its own, in order, so a slow disk never holds up the table;
the dialog waits for it (``flush``) before it reads. ``sqlite3`` and the store are imported on
the first deal, not when the window starts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal, Slot

from belote_desktop.engine.cards import Seat
from belote_desktop.engine.deal_state import DealState
from belote_desktop.engine.table import Table
from belote_desktop.ui.settings import SeatSetup

if TYPE_CHECKING:
    from belote_desktop.stats_store import DealStat, StatsStore, Taker
    from belote_desktop.ui.controller import FinishedDeal

HUMAN = "human"


def default_folder() -> Path:
    """The data folder (``QStandardPaths.AppDataLocation``), where the game in progress is kept too."""
    from belote_desktop.ui.autosave import default_folder as data_folder

    return data_folder()


def match_id(first: DealState) -> str:
    """The same for every deal of a match, also after it was closed and resumed: a hash of its
    first deal's cards (the window plays no match twice from the same cards but by a seed)."""
    import hashlib

    layout = first.layout
    text = repr((layout.table.value, int(layout.dealer), layout.hands, layout.turned, layout.stock))
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def _levels(seats: Sequence[SeatSetup], among: Sequence[Seat]) -> str:
    kinds = sorted({HUMAN if seats[s].is_human else seats[s].level for s in among})
    return "+".join(kinds)


def _taker(table: Table, person: Seat, taker: Seat | None) -> Taker:
    from belote_desktop.stats_store import Taker

    if taker is None:
        return Taker.NONE
    if taker == person:
        return Taker.PLAYER
    return Taker.PARTNER if table.side_of(taker) == table.side_of(person) else Taker.OPPONENT


def deal_stats(finished: FinishedDeal, played_at: str) -> list[DealStat]:
    """The rows of one finished deal: one per person at the table."""
    from belote_desktop.stats_store import DealStat

    row, deal = finished.row, finished.deal
    table = deal.layout.table
    seats = finished.seats
    contract: str | None = None
    if row.contract is not None:
        contract = row.contract.code + (f" x{row.contract.multiplier}" if row.contract.multiplier > 1 else "")
    elif row.strain is not None:
        contract = row.strain.code
    result = row.result if row.result is not None else deal.outcome
    stats: list[DealStat] = []
    for person in table.seats:
        if not seats[person].is_human:
            continue
        side = table.side_of(person)
        others = [s for s in table.seats if table.side_of(s) != side]
        partner = table.partner(person)
        other_points = [row.score[i] for i in range(len(row.score)) if i != side]
        stats.append(
            DealStat(
                played_at=played_at,
                match_id=match_id(finished.first_deal),
                deal_number=deal.number,
                player=finished.names[person],
                seat=person.name,
                variant=finished.rules.variant.value,
                table_kind=table.value,
                opponents=_levels(seats, others),
                partner=None if partner is None else _levels(seats, [partner]),
                taker=_taker(table, person, row.taker),
                contract=contract,
                result=None if result is None else result.value,
                points=row.score[side] if row.score else 0,
                opponent_points=max(other_points, default=0),
                match_over=finished.match_over,
                match_won=(finished.winner_side == side) if finished.match_over and finished.winner_side is not None else None,
            )
        )
    return stats


class StatsKeeper(QObject):
    """The window's statistics: where they are kept and the thread that writes them.

    ``problem`` carries why the file cannot be used (refused or unwritable: nothing is written
    over it), "" once a deal is recorded again; the window shows it until then."""

    problem = Signal(str)
    _written = Signal(str)  # from the writer's thread: "" or the problem

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self._writer: ThreadPoolExecutor | None = None
        self._pending: list[Future[None]] = []
        self._written.connect(self._on_written, Qt.ConnectionType.QueuedConnection)
        #: the last problem said (so it is said once, not at every deal)
        self.last_problem = ""

    def store(self) -> StatsStore:
        from belote_desktop.stats_store import StatsStore

        return StatsStore.in_folder(self.folder)

    def record(self, finished: FinishedDeal) -> None:
        """Write the deal's rows on the writer's thread."""
        from datetime import datetime, timezone  # here: the window's start does not pay for it

        played_at = datetime.now(timezone.utc).isoformat(timespec="seconds")
        stats = deal_stats(finished, played_at)
        if stats:
            self.submit(lambda store: store.add(stats))

    def set_errors(self, first_deal: DealState, deal_number: int, seat: Seat, errors: int | None) -> None:
        """The deal review's count of the person's errors in one deal (the column it leaves empty
        until then), written on the writer's thread; nothing when that deal was not recorded."""
        key = match_id(first_deal)
        self.submit(lambda store: store.set_errors(key, deal_number, seat.name, errors))

    def submit(self, job: Callable[[StatsStore], object]) -> None:
        from belote_desktop.stats_store import StatsFileError

        store = self.store()

        def run() -> None:
            try:
                job(store)
            except StatsFileError as error:
                self._written.emit(str(error))
                return
            except Exception as error:  # noqa: BLE001 - a statistics write must never reach the game: said like a refused file
                self._written.emit(f"{store.path}: {type(error).__name__}: {error}")
                return
            self._written.emit("")

        if self._writer is None:
            self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="belote-stats")
        self._pending = [f for f in self._pending if not f.done()]
        self._pending.append(self._writer.submit(run))

    def flush(self) -> None:
        """Wait for every deal submitted (the dialog reads after them)."""
        pending, self._pending = self._pending, []
        for future in pending:
            future.result()

    def close(self) -> None:
        """Finish the writes (the last deal of a closed window is kept), then stop the thread."""
        if self._writer is not None:
            self._writer.shutdown(wait=True)
            self._writer = None
        self._pending = []

    @Slot(str)
    def _on_written(self, problem: str) -> None:
        if problem != self.last_problem:
            self.last_problem = problem
            self.problem.emit(problem)
