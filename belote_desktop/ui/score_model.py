"""The score sheet's table model: one row per finished deal (``score_rows.DealRow``), a column per
side for the cards, the deal's score and the running total, and the words of ``score_words``.

The columns and their heads follow the first row's variant object: per-side heads (NS EW, or
the seats at a smaller table) and its words for combinations when it declares them in play.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont

from belote_desktop.engine.rules import Variant
from belote_desktop.engine.scoring import DealResult
from belote_desktop.engine.table import Table
from belote_desktop.engine.variant import GameVariant
from belote_desktop.engine.variants import variant_at
from belote_desktop.i18n.translators import trn
from belote_desktop.ui.help_text import RED_SUITS, german_deck
from belote_desktop.ui.safe_text import plain_tooltip
from belote_desktop.ui.score_rows import DealRow, Pair
from belote_desktop.ui.settings import person_seat
from belote_desktop.ui.score_words import (
    team_split,
    bt_text,
    deal_headline,
    person_side,
    result_text,
    short_sides,
    side_labels,
    team_labels,
    trump_text,
)


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScoreSheet", text)


class Column(IntEnum):
    NUMBER = 0
    DEALER = 1
    TAKER = 2
    TRUMP = 3
    CARDS_NS = 4
    CARDS_EW = 5
    DECLARATIONS = 6
    BELOTE = 7
    RESULT = 8
    SCORE_NS = 9
    SCORE_EW = 10
    TOTAL_NS = 11
    TOTAL_EW = 12


#: the short team names of the column heads; the full names (players') go in the tooltips
SHORT_TEAMS = ("NS", "EW")
#: columns with one entry per side; the enum names the first two (NS, EW)
_PER_SIDE = {Column.CARDS_NS: Column.CARDS_EW, Column.SCORE_NS: Column.SCORE_EW, Column.TOTAL_NS: Column.TOTAL_EW}


def columns_for(sides: int) -> list[tuple[Column, int]]:
    """The sheet's columns as (kind, side): the enum's order at two sides, one more of each
    per-side column at the Romanian three-player table."""
    out: list[tuple[Column, int]] = []
    for column in Column:
        if column in _PER_SIDE.values():
            continue
        if column in _PER_SIDE:
            out.extend((column, side) for side in range(sides))
        else:
            out.append((column, 0))
    return out
_RED = QColor("#b3261e")
_GREEN = QColor("#1e6b3a")


class ScoreSheetModel(QAbstractTableModel):
    """Every finished deal, one row each, with the running totals in the last two columns."""

    def __init__(self, names: Sequence[str] = ("S", "E", "N", "W"), parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[DealRow] = []
        self._names = tuple(names)
        self._table = Table.FOUR
        #: the variant object of the rows (Classic's before any): its words, unit and sides
        self._game: GameVariant = variant_at(Variant.CLASSIC)
        self._teams: tuple[str, ...] = team_labels(self._names)
        self._columns = columns_for(2)

    @property
    def rows(self) -> tuple[DealRow, ...]:
        return tuple(self._rows)

    def set_names(self, names: Sequence[str]) -> None:
        self._names = tuple(names)
        self._teams = side_labels(self._names, self._table)
        last = len(self._columns) - 1
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, last))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, last)

    def set_rows(self, rows: Sequence[DealRow]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self._game = self._rows[0].game if self._rows else variant_at(Variant.CLASSIC)
        self._set_table(self._game.table)
        self.endResetModel()

    def _set_table(self, table: Table) -> None:
        self._table = table
        self._teams = side_labels(self._names, table)
        self._columns = columns_for(table.sides)

    @property
    def table(self) -> Table:
        return self._table

    @property
    def game(self) -> GameVariant:
        """The variant object of the rows on the sheet (Classic's while there are none)."""
        return self._game

    def column_of(self, kind: Column, side: int = 0) -> int:
        """Where a column is: per-side columns by their first (NS) kind and a side."""
        return self._columns.index((kind, side))

    def add_row(self, row: DealRow) -> None:
        if not self._rows:
            self.set_rows([row])  # the first row brings its variant's columns and words
            return
        at = len(self._rows)
        self.beginInsertRows(QModelIndex(), at, at)
        self._rows.append(row)
        self.endInsertRows()

    def clear(self) -> None:
        self.set_rows([])

    @property
    def totals(self) -> Pair:
        return self._rows[-1].totals if self._rows else (0,) * self._table.sides

    @property
    def teams(self) -> tuple[str, ...]:
        """The sides by their players' names, indexed by side (Team at four)."""
        return self._teams

    # -- QAbstractTableModel -----------------------------------------------------------------

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self._columns):
            return None
        kind, side = self._columns[section]
        if self._game.declares_in_play:  # per-side heads, combinations and Bella by their names
            if role == Qt.ItemDataRole.DisplayRole:
                return self._side_header(kind, side)
            if role == Qt.ItemDataRole.ToolTipRole:
                return plain_tooltip(self._side_tip(kind, side))  # players' names: never markup
            return None
        column = self._as_enum(kind, side)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._header(column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return plain_tooltip(self._header_tip(column))
        return None

    @staticmethod
    def _as_enum(kind: Column, side: int) -> Column:
        return _PER_SIDE[kind] if kind in _PER_SIDE and side == 1 else kind

    def _side_header(self, kind: Column, side: int) -> str:
        """Romanian headers: combinations and Bella, and the sides by their players."""
        # short side names (NS EW, or the seats S E W): the players' names go in the tooltips
        names = short_sides(self._table)
        name = names[side] if side < len(names) else ""
        if kind == Column.CARDS_NS:
            return _tr("Cards %1").replace("%1", name)
        if kind == Column.SCORE_NS:
            return _tr("Deal %1").replace("%1", name)
        if kind == Column.TOTAL_NS:
            return _tr("Total %1").replace("%1", name)
        if kind == Column.DECLARATIONS:
            return _tr("Combinations")
        if kind == Column.BELOTE:
            return _tr("Bella")
        return self._header(kind)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        if not 0 <= index.column() < len(self._columns):
            return None
        kind, side = self._columns[index.column()]
        column = self._as_enum(kind, side)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(row, kind, side)
        if role == Qt.ItemDataRole.UserRole:
            return row
        if role == Qt.ItemDataRole.TextAlignmentRole:
            left = column in (Column.DEALER, Column.TAKER, Column.TRUMP, Column.DECLARATIONS, Column.BELOTE)
            horizontal = Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignRight
            if column in (Column.NUMBER, Column.RESULT):
                horizontal = Qt.AlignmentFlag.AlignCenter
            return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and kind == Column.TOTAL_NS:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and column == Column.TRUMP:
            if row.strain is not None and row.strain.suit in RED_SUITS:
                return _RED
        if role == Qt.ItemDataRole.ForegroundRole and column == Column.RESULT:
            if row.result == DealResult.DOWN:
                return _RED
            if row.result in (DealResult.MADE, DealResult.CAPOT):
                return _GREEN
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._row_tip(row)
        return None

    # -- text ------------------------------------------------------------------------------------

    def display_text(self, row: DealRow, column: Column) -> str:
        kind = next((k for k, other in _PER_SIDE.items() if other == column), column)
        return self._text(row, kind, 1 if kind != column else 0)

    def _text(self, row: DealRow, column: Column, side: int) -> str:
        passed = row.is_passed_out
        if column == Column.NUMBER:
            return str(row.number)
        if column == Column.DEALER:
            return self._names[row.dealer]
        if column == Column.TAKER:
            return "\u2014" if row.taker is None else self._names[row.taker]
        if column == Column.TRUMP:
            return trump_text(row)
        if column == Column.RESULT:
            return result_text(row)
        if column == Column.TOTAL_NS:
            return str(row.totals[side])
        if passed:
            return ""
        if column == Column.CARDS_NS:
            return str(row.card_points[side])
        short = short_sides(row.table)
        if column == Column.DECLARATIONS:
            return team_split(row.declarations, short)
        if column == Column.BELOTE:
            return team_split(row.belote, short)
        return str(row.score[side])

    def _header(self, column: Column) -> str:
        return {
            Column.NUMBER: _tr("#"),
            Column.DEALER: _tr("Dealer"),
            Column.TAKER: _tr("Taker"),
            Column.TRUMP: _tr("Trump"),
            Column.CARDS_NS: _tr("Cards NS"),
            Column.CARDS_EW: _tr("Cards EW"),
            Column.DECLARATIONS: _tr("Declarations"),
            Column.BELOTE: _tr("Belote"),
            Column.RESULT: _tr("Result"),
            Column.SCORE_NS: _tr("Deal NS"),
            Column.SCORE_EW: _tr("Deal EW"),
            Column.TOTAL_NS: _tr("Total NS"),
            Column.TOTAL_EW: _tr("Total EW"),
        }[column]

    def _side_tip(self, kind: Column, side: int) -> str:
        name = self._teams[side] if side < len(self._teams) else ""
        if kind == Column.CARDS_NS:
            return _tr("Card points of %1, last trick included").replace("%1", name)
        if kind == Column.SCORE_NS:
            unit = _tr("balls") if self._game.counts_balls else _tr("points")
            return _tr("What this deal added for %1, in %2").replace("%1", name).replace("%2", unit)
        if kind == Column.TOTAL_NS:
            return _tr("Running total of %1").replace("%1", name)
        if kind == Column.DECLARATIONS:
            return _tr("Combination points, for the side with the best combination declared")
        if kind == Column.BELOTE:
            return _tr("Bella: king and Ober of trump, declared") if german_deck() else _tr("Bella: king and queen of trump, declared")
        return self._side_header(kind, side)

    def _header_tip(self, column: Column) -> str:
        ns, ew = self._teams
        return {
            Column.NUMBER: _tr("Deal number"),
            Column.TRUMP: _tr("The trump, and in Contrée the contract with any contre"),
            Column.CARDS_NS: _tr("Card points of %1, last trick included").replace("%1", ns),
            Column.CARDS_EW: _tr("Card points of %1, last trick included").replace("%1", ew),
            Column.DECLARATIONS: _tr("Declaration points, for the team with the best declaration"),
            Column.BELOTE: _tr("Belote: king and Ober of trump in one hand")
            if german_deck()
            else _tr("Belote: king and queen of trump in one hand"),
            Column.SCORE_NS: _tr("What this deal added for %1").replace("%1", ns),
            Column.SCORE_EW: _tr("What this deal added for %1").replace("%1", ew),
            Column.TOTAL_NS: _tr("Running total of %1").replace("%1", ns),
            Column.TOTAL_EW: _tr("Running total of %1").replace("%1", ew),
        }.get(column, self._header(column))

    def _row_tip(self, row: DealRow) -> str:
        yours = row.cancelled_by is not None and row.cancelled_by == person_seat(self._names)
        if row.cancelled_by is not None:
            if row.four_sevens:
                if yours:
                    return _tr("You showed four 7s, which cancel the deal; the next dealer dealt again.")
                return _tr("%1 showed four 7s, which cancel the deal; the next dealer dealt again.").replace(
                    "%1", self._names[row.cancelled_by]
                )
            if yours:
                return _tr("You cancelled the deal; the next dealer dealt again.")
            return _tr("%1 cancelled the deal; the next dealer dealt again.").replace("%1", self._names[row.cancelled_by])
        if row.is_passed_out:
            return _tr("Nobody chose a trump; the next dealer dealt again.")
        lines = [deal_headline(row, self._names)]
        for t, penalty in enumerate(row.penalties):
            if t < len(row.bt_number) and row.bt_number[t]:
                lines.append(_tr("%1: %2").replace("%1", self._teams[t]).replace("%2", bt_text(row, t)))
            if penalty:
                lines.append(_tr("%1: %2 (no trick, or a third BT)").replace("%1", self._teams[t]).replace("%2", str(penalty)))
        if row.reserve_added:
            lines.append(trn("%n points held back until the next deal is won.", "", row.reserve_added))
        for t in range(len(row.reserve_paid)):
            if row.reserve_paid[t]:
                if t == person_side(self._names, row.table):
                    lines.append(trn("Your team collected %n points held back from a litige.", "", row.reserve_paid[t]))
                    continue
                lines.append(
                    trn("%1 collected %n points held back from a litige.", "", row.reserve_paid[t]).replace(
                        "%1", self._teams[t]
                    )
                )
        return "\n".join(lines)
