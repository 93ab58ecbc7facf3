"""The statistics kept across matches: one row per finished deal, in a small SQLite file.

Pure Python (``sqlite3``, no Qt): the window records deals through ``ui/stats_recorder.py`` and
shows them in ``ui/stats_dialog.py``; tests use the store directly on a temporary folder.

The file is the player's, and may be from another program or damaged: it is opened only when it
is an SQLite database with this program's application id (or a new, empty one), and a file that
is not is reported (`StatsFileError`, with the path) and never written to, so nothing of it is
lost. The schema carries a version (``PRAGMA user_version``); a file of a later version is read
as far as it goes but not written. Every deal is written in one transaction, in WAL mode, so a
crash leaves either the deal or nothing.
"""

from __future__ import annotations

import csv
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import astuple, dataclass, fields
from enum import Enum
from pathlib import Path
from typing import TextIO

FILE_NAME = "statistics.sqlite"
#: "BelS" in ASCII: tells our file from any other SQLite database (``PRAGMA application_id``)
APPLICATION_ID = 0x42656C53
#: 1: the first schema (the ``deals`` table below)
SCHEMA_VERSION = 1
_SQLITE_HEADER = b"SQLite format 3\x00"
#: a second program (another window) writing at the same moment is waited for this long
_BUSY_TIMEOUT_S = 5.0

_SCHEMA = """
CREATE TABLE deals (
    id INTEGER PRIMARY KEY,
    played_at TEXT NOT NULL,
    match_id TEXT NOT NULL,
    deal_number INTEGER NOT NULL,
    player TEXT NOT NULL,
    seat TEXT NOT NULL,
    variant TEXT NOT NULL,
    table_kind TEXT NOT NULL,
    opponents TEXT NOT NULL,
    partner TEXT,
    taker TEXT NOT NULL,
    contract TEXT,
    result TEXT,
    points INTEGER NOT NULL,
    opponent_points INTEGER NOT NULL,
    match_over INTEGER NOT NULL,
    match_won INTEGER,
    errors INTEGER,
    UNIQUE (match_id, deal_number, seat)
)
"""


class StatsFileError(RuntimeError):
    """The statistics file cannot be used: what is wrong, and where the file is."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


class Taker(Enum):
    """Who took the deal's contract, from the person's seat."""

    PLAYER = "player"
    PARTNER = "partner"
    OPPONENT = "opponent"
    NONE = "none"  # passed out, or cancelled before play

    @property
    def our_side(self) -> bool:
        return self in (Taker.PLAYER, Taker.PARTNER)


@dataclass(frozen=True)
class DealStat:
    """One finished deal as one person at the table played it (hotseat: one row per person)."""

    played_at: str  # ISO 8601, UTC
    #: the same for every deal of one match, also when it was closed and resumed
    match_id: str
    deal_number: int
    player: str  # the person's name at the table
    seat: str  # S, E, N or W
    variant: str  # engine.rules.Variant value
    table_kind: str  # engine.table.Table value
    #: the opponents' levels ("medium", "easy+hard"; "human" for a person)
    opponents: str
    partner: str | None  # the partner's level or "human"; None at a table without partners
    taker: Taker
    contract: str | None  # the contract's code ("H", "80S", "capotC x2"); None when nobody took
    result: str | None  # engine.scoring.DealResult value; None for a passed-out deal
    points: int  # what the deal added to the person's side
    opponent_points: int  # what it added to the best other side
    match_over: bool  # the match's last deal
    match_won: bool | None  # on the last deal: whether the person's side won the match
    errors: int | None = None  # the review's count of the person's errors (None: not reviewed)

    @property
    def won(self) -> bool:
        return self.points > self.opponent_points

    @property
    def taken(self) -> bool:
        return self.taker.our_side

    @property
    def made(self) -> bool:
        """The person's side took the contract and made it."""
        return self.taken and self.result in ("made", "capot")


_COLUMNS = tuple(f.name for f in fields(DealStat))


def _row(stat: DealStat) -> tuple[object, ...]:
    values = list(astuple(stat))
    values[_COLUMNS.index("taker")] = stat.taker.value
    return tuple(values)


def _stat(row: Sequence[object]) -> DealStat:
    values = dict(zip(_COLUMNS, row))
    won = values["match_won"]
    return DealStat(
        played_at=str(values["played_at"]),
        match_id=str(values["match_id"]),
        deal_number=int(str(values["deal_number"])),
        player=str(values["player"]),
        seat=str(values["seat"]),
        variant=str(values["variant"]),
        table_kind=str(values["table_kind"]),
        opponents=str(values["opponents"]),
        partner=None if values["partner"] is None else str(values["partner"]),
        taker=_taker(values["taker"]),
        contract=None if values["contract"] is None else str(values["contract"]),
        result=None if values["result"] is None else str(values["result"]),
        points=int(str(values["points"])),
        opponent_points=int(str(values["opponent_points"])),
        match_over=bool(values["match_over"]),
        match_won=None if won is None else bool(won),
        errors=None if values["errors"] is None else int(str(values["errors"])),
    )


def _taker(raw: object) -> Taker:
    try:
        return Taker(raw)
    except ValueError:  # a later version's value: read as nobody's
        return Taker.NONE


class StatsStore:
    """The statistics file at ``path``; every call opens it, does one thing and closes it, so a
    store can be made on one thread and used on another (the window writes on a thread)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    @classmethod
    def in_folder(cls, folder: Path) -> StatsStore:
        return cls(folder / FILE_NAME)

    # --- opening ----------------------------------------------------------------------------
    @contextmanager
    def _connection(self, write: bool) -> Iterator[sqlite3.Connection]:
        connection = self._open(write)
        if connection is None:
            # nothing recorded yet: reading creates no file, and shows no deals
            connection = sqlite3.connect(":memory:")
            connection.executescript(_SCHEMA)
        try:
            yield connection
        finally:
            connection.close()

    def _open(self, write: bool) -> sqlite3.Connection | None:
        """The file, checked (and made ours if it is new and ``write``); None when reading a file
        that holds nothing yet."""
        self._check_header()
        if not write and not self.path.exists():
            return None
        if write:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as error:
                raise StatsFileError(self.path, f"cannot be made ({error.strerror or error})") from error
        try:
            connection = sqlite3.connect(self.path, timeout=_BUSY_TIMEOUT_S)
        except sqlite3.Error as error:
            raise StatsFileError(self.path, f"cannot be opened ({error})") from error
        try:
            if self._check_schema(connection, write):
                return connection
        except BaseException:
            connection.close()
            raise
        connection.close()
        return None

    def _check_header(self) -> None:
        """A file that is not an SQLite database is refused before SQLite sees it (it would
        otherwise write a journal beside it, or take an empty file for a new database)."""
        try:
            with open(self.path, "rb") as f:
                head = f.read(len(_SQLITE_HEADER))
        except FileNotFoundError:
            return
        except IsADirectoryError:
            raise StatsFileError(self.path, "is a folder, not a statistics file") from None
        except OSError as error:
            raise StatsFileError(self.path, f"cannot be read ({error.strerror or error})") from error
        if head and head != _SQLITE_HEADER:
            raise StatsFileError(self.path, "is not a statistics file (not an SQLite database)")

    def _check_schema(self, connection: sqlite3.Connection, write: bool) -> bool:
        """Refuse a file that is not ours; make a new, empty one ours when writing. False when
        there is nothing to read in it yet."""
        try:
            app_id = connection.execute("PRAGMA application_id").fetchone()[0]
            version = connection.execute("PRAGMA user_version").fetchone()[0]
            tables = connection.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        except sqlite3.DatabaseError as error:
            raise StatsFileError(self.path, f"is damaged ({error})") from error
        if app_id != APPLICATION_ID:
            if app_id != 0 or tables:
                raise StatsFileError(self.path, "belongs to another program (not a statistics file of this game)")
            if not write:
                return False  # a new, empty database: read as no deals, the file left as it is
            try:
                # WAL: a reader (the dialog) never waits for a deal being written, and a commit
                # does not wait for the disk twice (set outside a transaction, once: it is kept)
                connection.execute("PRAGMA journal_mode=WAL")
                # the id, the version and the table in one transaction: a crash leaves no half-made file
                connection.executescript(
                    f"BEGIN; PRAGMA application_id={APPLICATION_ID}; PRAGMA user_version={SCHEMA_VERSION};"
                    f"{_SCHEMA}; COMMIT;"
                )
            except sqlite3.Error as error:
                raise StatsFileError(self.path, f"cannot be written ({error})") from error
        elif version > SCHEMA_VERSION and write:
            raise StatsFileError(self.path, f"was written by a later version of the game (schema {version})")
        if write:
            # NORMAL is safe with WAL: a crash loses at most the last deal, never the file
            connection.execute("PRAGMA synchronous=NORMAL")
        return True

    # --- writing ----------------------------------------------------------------------------
    def add(self, deals: Iterable[DealStat]) -> int:
        """Record ``deals`` in one transaction; a deal already there (same match, number and seat:
        a game opened again) is kept as first recorded. The number of rows added."""
        rows = [_row(d) for d in deals]
        if not rows:
            return 0
        marks = ", ".join("?" for _ in _COLUMNS)
        with self._connection(write=True) as connection:
            try:
                with connection:
                    cursor = connection.executemany(
                        f"INSERT OR IGNORE INTO deals ({', '.join(_COLUMNS)}) VALUES ({marks})", rows
                    )
                    return cursor.rowcount
            except sqlite3.Error as error:
                raise StatsFileError(self.path, f"cannot be written ({error})") from error

    def set_errors(self, match_id: str, deal_number: int, seat: str, errors: int | None) -> bool:
        """The deal review's count of the person's errors in one deal; False if that deal was not
        recorded (statistics off then, or another folder)."""
        with self._connection(write=True) as connection:
            try:
                with connection:
                    cursor = connection.execute(
                        "UPDATE deals SET errors = ? WHERE match_id = ? AND deal_number = ? AND seat = ?",
                        (errors, match_id, deal_number, seat),
                    )
                    return cursor.rowcount > 0
            except sqlite3.Error as error:
                raise StatsFileError(self.path, f"cannot be written ({error})") from error

    def reset(self) -> None:
        """Forget every deal (the file stays, empty, ours)."""
        if not self.path.exists():
            return
        with self._connection(write=True) as connection:
            try:
                with connection:
                    connection.execute("DELETE FROM deals")
            except sqlite3.Error as error:
                raise StatsFileError(self.path, f"cannot be written ({error})") from error

    # --- reading ----------------------------------------------------------------------------
    def deals(self) -> list[DealStat]:
        """Every recorded deal, oldest first."""
        with self._connection(write=False) as connection:
            try:
                rows = connection.execute(f"SELECT {', '.join(_COLUMNS)} FROM deals ORDER BY id").fetchall()
            except sqlite3.DatabaseError as error:
                raise StatsFileError(self.path, f"is damaged ({error})") from error
        return [_stat(r) for r in rows]

    def write_csv(self, out: TextIO) -> int:
        """Every deal as CSV (a header line, then one line per deal); the number of deals."""
        return write_csv(self.deals(), out)


def write_csv(deals: Sequence[DealStat], out: TextIO) -> int:
    writer = csv.writer(out)
    writer.writerow(_COLUMNS)
    for stat in deals:
        writer.writerow(["" if v is None else int(v) if isinstance(v, bool) else v for v in _row(stat)])
    return len(deals)


# --- what the dialog shows ------------------------------------------------------------------


@dataclass(frozen=True)
class GroupStats:
    """Figures over some deals (one variant and opponent level, or all)."""

    variant: str  # "" for all
    opponents: str  # "" for all
    matches: int
    matches_won: int
    deals: int
    deals_won: int
    taken: int
    made: int
    average_points: float


@dataclass(frozen=True)
class MatchPoint:
    """One finished or unfinished match, in the order played: the charts' x axis."""

    match_id: str
    played_at: str
    deals: int
    average_points: float
    #: mean errors per reviewed deal; None when no deal of the match was reviewed
    errors_per_deal: float | None
    won: bool | None  # None: not finished


@dataclass(frozen=True)
class Summary:
    groups: tuple[GroupStats, ...]
    total: GroupStats
    matches: tuple[MatchPoint, ...]
    #: matches won in a row up to the last finished one (0 if it was lost)
    current_match_streak: int
    best_match_streak: int
    current_deal_streak: int
    best_deal_streak: int


def _group(variant: str, opponents: str, deals: Sequence[DealStat]) -> GroupStats:
    finished = [d for d in deals if d.match_over]
    return GroupStats(
        variant=variant,
        opponents=opponents,
        matches=len(finished),
        matches_won=sum(1 for d in finished if d.match_won),
        deals=len(deals),
        deals_won=sum(1 for d in deals if d.won),
        taken=sum(1 for d in deals if d.taken),
        made=sum(1 for d in deals if d.made),
        average_points=sum(d.points for d in deals) / len(deals) if deals else 0.0,
    )


def _streaks(outcomes: Sequence[bool]) -> tuple[int, int]:
    """(the run of wins at the end, the longest run of wins)."""
    best = run = 0
    for won in outcomes:
        run = run + 1 if won else 0
        best = max(best, run)
    return run, best


def summarize(deals: Sequence[DealStat], player: str | None = None) -> Summary:
    """The dialog's figures over ``deals`` (oldest first), for one person's rows or everyone's."""
    if player is not None:
        deals = [d for d in deals if d.player == player]
    by_group: dict[tuple[str, str], list[DealStat]] = {}
    by_match: dict[tuple[str, str], list[DealStat]] = {}
    for d in deals:
        by_group.setdefault((d.variant, d.opponents), []).append(d)
        by_match.setdefault((d.match_id, d.seat), []).append(d)
    groups = tuple(_group(v, o, g) for (v, o), g in sorted(by_group.items()))
    points: list[MatchPoint] = []
    for (match_id, _seat), rows in by_match.items():
        reviewed = [d.errors for d in rows if d.errors is not None]
        last = rows[-1]
        points.append(
            MatchPoint(
                match_id=match_id,
                played_at=rows[0].played_at,
                deals=len(rows),
                average_points=sum(d.points for d in rows) / len(rows),
                errors_per_deal=sum(reviewed) / len(reviewed) if reviewed else None,
                won=last.match_won if last.match_over else None,
            )
        )
    match_runs = _streaks([bool(p.won) for p in points if p.won is not None])
    deal_runs = _streaks([d.won for d in deals])
    return Summary(
        groups=groups,
        total=_group("", "", deals),
        matches=tuple(points),
        current_match_streak=match_runs[0],
        best_match_streak=match_runs[1],
        current_deal_streak=deal_runs[0],
        best_deal_streak=deal_runs[1],
    )


def players(deals: Sequence[DealStat]) -> list[str]:
    """The people with recorded deals, in the order they first played."""
    return list(dict.fromkeys(d.player for d in deals))
