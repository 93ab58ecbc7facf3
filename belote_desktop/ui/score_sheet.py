"""The score sheet: one row of public facts per finished deal, the table model that lists them
with the running totals, the sheet's dialog, and the end-of-deal and end-of-match summaries.

A finished deal hides nothing any more (every card has been played), so its row is read from
the engine's `DealState`; what each team counted is split into cards, declarations and belote
from the engine's own score, never recomputed by a rule of ours.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from belote_desktop.engine.balls import RomanianScore
from belote_desktop.engine.cards import Seat, Team
from belote_desktop.engine.contract import Contract, Strain
from belote_desktop.engine.romanian_auction import RomanianAuction
from belote_desktop.engine.rules import SINGLE_DEAL
from belote_desktop.engine.scoring import DealResult
from belote_desktop.engine.state import DealState, Match
from belote_desktop.engine.table import Table
from belote_desktop.i18n.translators import trn
from belote_desktop.decks.model import SuitSystem
from belote_desktop.ui.help_text import RED_SUITS, contract_text, german_deck, strain_name, strain_symbol, suit_system
from belote_desktop.ui.safe_text import make_plain, plain_tooltip
from belote_desktop.ui.settings import default_seat_names

#: one number per side: a team (two), or a player at the Romanian three-player table and duel
Pair = tuple[int, ...]


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScoreSheet", text)


@dataclass(frozen=True)
class DealRow:
    """One finished deal, as everyone at the table saw it end. Pairs are indexed by side: a Team,
    or at the Romanian three-player table and duel a player (``table.side_of``)."""

    number: int
    dealer: Seat
    taker: Seat | None  # None: everyone passed and the cards were dealt again
    strain: Strain | None
    contract: Contract | None  # Contrée only
    card_points: Pair  # tricks and last trick (252 / 0 for a capot)
    declarations: Pair
    belote: Pair
    counted: Pair  # what each team counted: the three above
    result: DealResult | None  # None for a passed-out deal
    score: Pair  # what the deal added to the match, a litige reserve paid included
    reserve_added: int  # Classic litige: the takers' points set aside
    reserve_paid: Pair
    totals: Pair  # the match totals after this deal
    table: Table = Table.FOUR
    #: Romanian: counted in balls (points in a duel), with penalties (no trick, every third BT)
    romanian: bool = False
    penalties: Pair = ()
    #: Romanian: who cancelled the deal (four 7s or under 14 points); BELOT won the game
    cancelled_by: Seat | None = None
    belot: bool = False
    #: Romanian: the deal was cancelled because ``cancelled_by`` showed four 7s (else under 14 points)
    four_sevens: bool = False
    #: Romanian: each side's BT number in the match as the engine counted it (BT-1, BT-2, ...), 0 for none
    bt_number: Pair = ()
    #: Romanian: what a third BT (sixth, ...) cost each side, part of ``penalties``
    third_bt: Pair = ()

    @property
    def is_passed_out(self) -> bool:
        return self.taker is None

    @property
    def sides(self) -> int:
        return len(self.totals)

    @property
    def taker_team(self) -> Team | int | None:
        """The taker's side (a Team at four)."""
        if self.taker is None:
            return None
        return self.taker.team if self.table == Table.FOUR else self.table.side_of(self.taker)

    def side_of(self, seat: Seat) -> int:
        return self.table.side_of(seat)


def deal_row(deal: DealState, totals: Pair) -> DealRow:
    """The row of a finished deal; ``totals`` are the match totals after it."""
    if not deal.is_finished:
        raise ValueError(f"deal {deal.number} is not finished")
    result = deal.auction.result
    assert result is not None
    if isinstance(deal.auction, RomanianAuction):
        return _romanian_row(deal, totals)
    if result.is_passed_out or deal.score is None:
        zero = (0, 0)
        return DealRow(deal.number, deal.dealer, None, None, None, zero, zero, zero, zero, None, zero, 0, zero, totals)
    score = deal.score
    parts = score.breakdown  # the engine's own count, per team
    return DealRow(
        number=deal.number,
        dealer=deal.dealer,
        taker=result.taker,
        strain=result.strain,
        contract=result.contract,
        card_points=tuple(p.cards for p in parts),
        declarations=tuple(p.declarations for p in parts),
        belote=tuple(p.belote for p in parts),
        counted=score.points,
        result=score.result,
        score=(score.score[0] + deal.reserve_paid[0], score.score[1] + deal.reserve_paid[1]),
        reserve_added=score.reserve_added,
        reserve_paid=deal.reserve_paid,
        totals=totals,
    )


def _romanian_row(deal: DealState, totals: Pair) -> DealRow:
    """A Romanian deal: combinations and Bella from the engine's own count, balls (duel points)."""
    result = deal.auction.result
    assert result is not None
    table = deal.layout.table
    zero = (0,) * len(totals)
    score = deal.score
    if not isinstance(score, RomanianScore):  # cancelled, or BELOT won the game at once
        cancelled = deal.cancelled.seat if deal.cancelled is not None else None  # the engine says who
        return DealRow(
            deal.number, deal.dealer, None if cancelled is not None else result.taker,
            result.strain if cancelled is None else None, None, zero, zero, zero, zero,
            deal.outcome if deal.outcome == DealResult.BELOT else None, zero, 0, zero, totals,
            table=table, romanian=True, penalties=zero, cancelled_by=cancelled, belot=deal.outcome == DealResult.BELOT,
            four_sevens=deal.outcome == DealResult.CANCELLED, bt_number=zero, third_bt=zero,
        )
    parts = score.breakdown  # the engine's own count, per side
    return DealRow(
        number=deal.number,
        dealer=deal.dealer,
        taker=result.taker,
        strain=result.strain,
        contract=None,
        card_points=tuple(p.cards for p in parts),
        declarations=tuple(p.declarations for p in parts),
        belote=tuple(p.belote for p in parts),
        counted=score.points,
        result=score.result,
        score=score.score,
        reserve_added=0,
        reserve_paid=zero,
        totals=totals,
        table=table,
        romanian=True,
        penalties=score.penalties,
        bt_number=score.bt_number,
        third_bt=score.third_bt,
    )


def match_rows(match: Match) -> list[DealRow]:
    """A row for every finished deal of ``match``, with the running totals."""
    rows: list[DealRow] = []
    totals = [0] * len(match.totals)
    for deal in match.deals:
        if not deal.is_finished:
            continue
        if deal.score is not None:
            for t in range(len(totals)):
                totals[t] += deal.score.score[t] + deal.reserve_paid[t]
        rows.append(deal_row(deal, tuple(totals)))
    return rows


# --- words ------------------------------------------------------------------------------------


def team_labels(names: Sequence[str]) -> tuple[str, str]:
    """``("Ana & Chloé", "Bruno & Dan")`` from seat names indexed by Seat."""
    pair = _tr("%1 & %2")
    return tuple(  # type: ignore[return-value]
        pair.replace("%1", names[a]).replace("%2", names[b]) for a, b in (Team.NS.seats, Team.EW.seats)
    )


def side_labels(names: Sequence[str], table: Table) -> tuple[str, ...]:
    """The sides by their players' names: the two teams, or each player of a smaller table."""
    if table == Table.FOUR:
        return team_labels(names)
    return tuple(names[s] for s in table.seats)


def person_seat(names: Sequence[str]) -> Seat | None:
    """The seat of the person at the window, spoken to as "you": South while it carries the
    default name (the language's word for the person). A player with a name of their own (or the
    players of a hotseat game) is spoken of by that name, in sentences that need no grammatical
    gender."""
    if len(names) > Seat.S and names[Seat.S] == default_seat_names()[Seat.S]:
        return Seat.S
    return None


def person_side(names: Sequence[str], table: Table) -> int | None:
    """The side (team at four, seat at a smaller Romanian table) of the person spoken to as "you"."""
    you = person_seat(names)
    return None if you is None else table.side_of(you)


def short_sides(table: Table) -> tuple[str, ...]:
    """The column heads' short side names: NS and EW, or the seats (S E W, S N)."""
    return table.side_names


def bt_text(row: DealRow, side: int) -> str:
    """``BT-2``, or ``BT-3 (-10)`` for a third BT, as the Romanian rule page numbers a side's BTs;
    empty when the deal is not a BT for ``side``."""
    number = row.bt_number[side] if side < len(row.bt_number) else 0
    if not number:
        return ""
    cost = row.third_bt[side] if side < len(row.third_bt) else 0
    if cost:
        #: Translators: BT marks a failed contract on a Romanian score sheet; %1 numbers the side's BTs
        #: in the match, %2 is what a third one cost. Keep "BT" unless your players write it otherwise.
        return _tr("BT-%1 (%2)").replace("%1", str(number)).replace("%2", str(cost))
    return _tr("BT-%1").replace("%1", str(number))


def result_text(row: DealRow) -> str:
    if row.cancelled_by is not None:
        return _tr("Cancelled (four 7s)") if row.four_sevens else _tr("Cancelled (under 14)")
    if row.belot:
        return _tr("Belot!")
    if row.result is None:
        return _tr("Passed out")
    if row.romanian and row.result == DealResult.DOWN and row.taker is not None:
        # the failed contract is numbered the engine's way: the taker side's BT in the match
        return bt_text(row, row.side_of(row.taker)) or _tr("Down (BT)")
    return {
        DealResult.MADE: _tr("Made"),
        DealResult.DOWN: _tr("Down"),
        DealResult.LITIGE: _tr("Litige"),
        DealResult.CAPOT: _tr("Capot"),
    }[row.result]


def trump_text(row: DealRow) -> str:
    if row.contract is not None:
        return contract_text(row.contract)
    if row.strain is not None:
        if row.strain.suit is not None and suit_system() == SuitSystem.GERMAN:
            return strain_name(row.strain)  # a German deck's sign is a letter: "Ž Žir" says it twice
        return f"{strain_symbol(row.strain)} {strain_name(row.strain)}"
    return "\u2014"


def _team_split(pair: Pair, short: tuple[str, ...]) -> str:
    parts = [f"{short[t]} {pair[t]}" for t in range(len(pair)) if pair[t]]
    return ", ".join(parts) if parts else "\u2014"


# --- the model ----------------------------------------------------------------------------------


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
        self._romanian = False
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
        self._set_table(self._rows[0].table if self._rows else Table.FOUR)
        self._romanian = bool(self._rows) and self._rows[0].romanian
        self.endResetModel()

    def _set_table(self, table: Table) -> None:
        self._table = table
        self._teams = side_labels(self._names, table)
        self._columns = columns_for(table.sides)

    @property
    def table(self) -> Table:
        return self._table

    def column_of(self, kind: Column, side: int = 0) -> int:
        """Where a column is: per-side columns by their first (NS) kind and a side."""
        return self._columns.index((kind, side))

    def add_row(self, row: DealRow) -> None:
        if (row.table, row.romanian) != (self._table, self._romanian) and not self._rows:
            self.set_rows([row])  # the first row of a Romanian table: its own columns
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
        if self._romanian:
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
            return _team_split(row.declarations, short)
        if column == Column.BELOTE:
            return _team_split(row.belote, short)
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
            unit = _tr("points") if self._table == Table.DUEL else _tr("balls")
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
        for t in Team:
            if row.reserve_paid[t]:
                if t == person_side(self._names, Table.FOUR):
                    lines.append(trn("Your team collected %n points held back from a litige.", "", row.reserve_paid[t]))
                    continue
                lines.append(
                    trn("%1 collected %n points held back from a litige.", "", row.reserve_paid[t]).replace(
                        "%1", self._teams[t]
                    )
                )
        return "\n".join(lines)


def deal_headline(row: DealRow, names: Sequence[str]) -> str:
    """One sentence: who took what, and how it went; to the person, in the second person."""
    you = person_seat(names)
    if row.cancelled_by is not None:
        if row.cancelled_by == you:
            text = (
                _tr("Deal %1: you showed four 7s, which cancel the deal.")
                if row.four_sevens
                else _tr("Deal %1: you cancelled it.")
            )
        elif row.four_sevens:
            text = _tr("Deal %1: %2 showed four 7s, which cancel the deal.")
        else:
            text = _tr("Deal %1: %2 cancelled it.")
        return text.replace("%1", str(row.number)).replace("%2", names[row.cancelled_by])
    if row.belot and row.taker is not None:
        return _tr("Deal %1: Belot! All eight trumps win the game.").replace("%1", str(row.number))
    if row.taker is None:
        return _tr("Deal %1: everyone passed.").replace("%1", str(row.number))
    what = trump_text(row)
    if row.taker == you:
        text = {
            DealResult.MADE: _tr("Deal %1: you took %3 and made it."),
            DealResult.CAPOT: _tr("Deal %1: you took %3 and won every trick!"),
            DealResult.DOWN: _tr("Deal %1: you took %3 and went down."),
            DealResult.LITIGE: _tr("Deal %1: you took %3: a tie (litige)."),
        }[row.result]  # type: ignore[index]
        return text.replace("%1", str(row.number)).replace("%3", what)
    text = {
        DealResult.MADE: _tr("Deal %1: %2 took %3 and made it."),
        DealResult.CAPOT: _tr("Deal %1: %2 took %3 and won every trick!"),
        DealResult.DOWN: _tr("Deal %1: %2 took %3 and went down."),
        DealResult.LITIGE: _tr("Deal %1: %2 took %3: a tie (litige)."),
    }[row.result]  # type: ignore[index]
    return text.replace("%1", str(row.number)).replace("%2", names[row.taker]).replace("%3", what)


# --- dialogs ----------------------------------------------------------------------------------

SUMMARY_STYLE = """
QLabel[role="headline"] { font-size: 16px; font-weight: 600; }
QLabel[role="head"] { font-weight: 600; }
QLabel[role="note"] { font-style: italic; }
QLabel[role="total"] { font-weight: 700; }
QLabel[role="winner"] { font-size: 20px; font-weight: 700; }
QLabel[role="badge"] {
    color: white; font-weight: 700; border-radius: 9px; padding: 2px 10px; background: #5c6770;
}
QLabel[role="badge"][result="made"], QLabel[role="badge"][result="capot"] { background: #1e6b3a; }
QLabel[role="badge"][result="down"] { background: #b3261e; }
QLabel[role="badge"][result="litige"] { background: #9a6b00; }
"""


def _label(text: str, role: str = "", align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> QLabel:
    label = make_plain(QLabel())  # names from a record are shown as they are, never as markup
    label.setText(text)
    if role:
        label.setProperty("role", role)
    label.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
    return label


class ScoreSheetDialog(QDialog):
    """Every deal so far and the running totals; ``model`` stays the caller's (it keeps growing)."""

    def __init__(
        self, model: ScoreSheetModel, target: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(_tr("Score sheet"))
        self.model = model
        layout = QVBoxLayout(self)
        self.table = QTableView(self)
        self.table.setModel(model)
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        # The sheet is read, not edited: no focus frame on a cell, the Close button takes the keys.
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setShowGrid(False)
        header = self.table.horizontalHeader()
        self._size_columns()
        model.modelReset.connect(self._size_columns)  # a Romanian table brings its own columns
        header.setMinimumSectionSize(44)
        self.table.verticalHeader().setDefaultSectionSize(24)
        layout.addWidget(self.table)
        self.footer = make_plain(QLabel(self))
        self.footer.setProperty("role", "total")
        self.footer.setStyleSheet(SUMMARY_STYLE)
        layout.addWidget(self.footer)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._target = target
        model.rowsInserted.connect(self._refresh)
        model.modelReset.connect(self._refresh)
        model.dataChanged.connect(self._refresh)
        self._refresh()
        # three players' columns need more room than two teams'
        self.resize(940 + 120 * max(0, model.table.sides - 2), 460)

    def _size_columns(self) -> None:
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        for kind in (Column.NUMBER, Column.TRUMP, Column.RESULT, Column.DECLARATIONS):
            header.setSectionResizeMode(self.model.column_of(kind), QHeaderView.ResizeMode.ResizeToContents)

    @classmethod
    def for_rows(
        cls, rows: Sequence[DealRow], names: Sequence[str], target: int, parent: QWidget | None = None
    ) -> ScoreSheetDialog:
        """A sheet of ``rows`` with its own model, deleted when closed (for ``.open()``)."""
        model = ScoreSheetModel(names)
        model.set_rows(rows)
        dialog = cls(model, target, parent)
        model.setParent(dialog)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        return dialog

    @classmethod
    def for_match(cls, match: Match | None, names: Sequence[str], parent: QWidget | None = None) -> ScoreSheetDialog:
        """The sheet of every finished deal of ``match`` (an empty sheet before any game)."""
        rows = match_rows(match) if match is not None else []
        target = match.rules.target if match is not None else SINGLE_DEAL
        return cls.for_rows(rows, names, target, parent)

    def _refresh(self, *_: object) -> None:
        teams = self.model.teams
        totals = self.model.totals
        rows = self.model.rows
        goal = _tr("one deal") if self._target == SINGLE_DEAL else trn("%n points", "", self._target)
        if rows and rows[0].romanian and rows[0].table != Table.DUEL:
            goal = _tr("one deal") if self._target == SINGLE_DEAL else trn("%n balls", "", self._target)
        if len(teams) == 2 and len(totals) == 2:
            self.footer.setText(
                _tr("%1: %2    %3: %4    (playing to %5)")
                .replace("%1", teams[0])
                .replace("%2", str(totals[0]))
                .replace("%3", teams[1])
                .replace("%4", str(totals[1]))
                .replace("%5", goal)
            )
        else:
            scores = "    ".join(f"{name}: {total}" for name, total in zip(teams, totals))
            self.footer.setText(_tr("%1    (playing to %2)").replace("%1", scores).replace("%2", goal))
        if self.model.rowCount():
            self.table.scrollToBottom()


def _breakdown_grid(row: DealRow, teams: Sequence[str]) -> QGridLayout:
    """Cards, declarations, belote, counted, deal score and total, one column per side."""
    grid = QGridLayout()
    grid.setHorizontalSpacing(24)
    grid.setVerticalSpacing(4)
    right = Qt.AlignmentFlag.AlignRight
    sides = range(row.sides)
    for t in sides:
        grid.addWidget(_label(teams[t], "head", right), 0, 1 + t)
    lines: list[tuple[str, Pair, str] | None]
    if row.romanian:
        unit = _tr("Points this deal") if row.table == Table.DUEL else _tr("Balls this deal")
        lines = [
            (_tr("Card points"), row.card_points, ""),
            (_tr("Combinations"), row.declarations, ""),
            (_tr("Bella"), row.belote, ""),
            (_tr("Counted"), row.counted, "total"),
            None,
            (_tr("Penalties"), row.penalties, ""),
            (unit, row.score, "total"),
            (_tr("Match total"), row.totals, "total"),
        ]
    else:
        lines = [
            (_tr("Card points"), row.card_points, ""),
            (_tr("Declarations"), row.declarations, ""),
            (_tr("Belote"), row.belote, ""),
            (_tr("Counted"), row.counted, "total"),
            None,
            (_tr("Scored this deal"), row.score, "total"),
            (_tr("Match total"), row.totals, "total"),
        ]
    for r, line in enumerate(lines, start=1):
        if line is None:
            grid.addWidget(_rule(), r, 0, 1, 1 + row.sides)
            continue
        name, pair, role = line
        grid.addWidget(_label(name, role), r, 0)
        for t in sides:
            grid.addWidget(_label(str(pair[t]), role, right), r, 1 + t)
    if row.romanian and any(row.bt_number):
        # the BTs of the match so far, numbered as the rule page does (a third one costs the penalty above)
        r = len(lines) + 1
        grid.addWidget(_label(_tr("BT")), r, 0)
        for t in sides:
            grid.addWidget(_label(bt_text(row, t), "", right), r, 1 + t)
    return grid


def _rule() -> QFrame:
    line = QFrame()
    line.setFrameShape(QFrame.Shape.HLine)
    line.setFrameShadow(QFrame.Shadow.Sunken)
    return line


def contract_outcome(row: DealRow, names: Sequence[str]) -> str:
    """What the takers needed and what they counted, in one line."""
    if row.taker is None or row.result is None or row.belot:
        return ""
    if row.romanian:
        teams = side_labels(names, row.table)
        side = row.side_of(row.taker)
        if side == person_side(names, row.table):
            at_four = row.table == Table.FOUR
            if row.result == DealResult.DOWN:
                text = (
                    _tr("Your team counted %2, fewer than an opponent: %3, and the points go to the best opponent.")
                    if at_four
                    else _tr("You counted %2, fewer than an opponent: %3, and the points go to the best opponent.")
                )
                return text.replace("%2", str(row.counted[side])).replace("%3", bt_text(row, side) or _tr("a BT"))
            text = (
                _tr("Your team counted %2, no fewer than any opponent.")
                if at_four
                else _tr("You counted %2, no fewer than any opponent.")
            )
            return text.replace("%2", str(row.counted[side]))
        if row.result == DealResult.DOWN:
            return (
                _tr("%1 counted %2, fewer than an opponent: %3, and the points go to the best opponent.")
                .replace("%1", teams[side])
                .replace("%2", str(row.counted[side]))
                .replace("%3", bt_text(row, side) or _tr("a BT"))
            )
        return _tr("%1 counted %2, no fewer than any opponent.").replace("%1", teams[side]).replace("%2", str(row.counted[side]))
    teams = team_labels(names)
    takers, defenders = row.taker.team, row.taker.team.other
    counted = row.counted[takers]
    yours = person_side(names, Table.FOUR)
    if row.contract is not None:
        need = _tr("all eight tricks") if row.contract.is_capot else str(row.contract.value)
        text = _tr("Your team needed %2 and counted %3.") if takers == yours else _tr("%1 needed %2 and counted %3.")
        return text.replace("%1", teams[takers]).replace("%2", need).replace("%3", str(counted))
    if takers == yours:
        text = _tr("Your team needed more than %2's %3 and counted %4.")
    elif defenders == yours:
        text = _tr("%1 needed more than your team's %3 and counted %4.")
    else:
        text = _tr("%1 needed more than %2's %3 and counted %4.")
    return (
        text.replace("%1", teams[takers])
        .replace("%2", teams[defenders])
        .replace("%3", str(row.counted[defenders]))
        .replace("%4", str(counted))
    )


class DealSummaryDialog(QDialog):
    """Shown when a deal is scored: who took what, how it went, and what each team counted."""

    def __init__(self, row: DealRow, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row = row
        self.setWindowTitle(_tr("Deal %1").replace("%1", str(row.number)))
        self.setStyleSheet(SUMMARY_STYLE)
        teams = side_labels(names, row.table)
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        self.headline = _label(deal_headline(row, names), "headline")
        self.headline.setWordWrap(True)
        self.badge = _label(result_text(row), "badge")
        self.badge.setProperty("result", row.result.value if row.result and not row.belot else "passed")
        top = QHBoxLayout()
        top.addWidget(self.headline, 1)
        top.addWidget(self.badge, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)
        self.outcome = _label(contract_outcome(row, names), "note")
        self.outcome.setWordWrap(True)
        self.outcome.setVisible(bool(self.outcome.text()))
        layout.addWidget(self.outcome)
        if row.taker is not None:
            layout.addSpacing(4)
            layout.addLayout(_breakdown_grid(row, teams))
        notes = []
        if row.reserve_added:
            notes.append(trn("A tie: %n points of the takers wait for the winner of the next deal.", "", row.reserve_added))
        for t in range(row.sides):
            if row.reserve_paid[t]:
                paid = row.reserve_paid[t]
                if t == person_side(names, row.table):
                    notes.append(trn("Your team also collects %n points held back from the tie.", "", paid))
                else:
                    notes.append(trn("%1 also collect %n points held back from the tie.", "", paid).replace("%1", teams[t]))
        if row.cancelled_by is not None and row.four_sevens:
            if row.cancelled_by == person_seat(names):
                notes.append(_tr("You showed four 7s: the deal is cancelled and the next dealer deals again."))
            else:
                notes.append(
                    _tr("%1 showed four 7s: the deal is cancelled and the next dealer deals again.").replace(
                        "%1", names[row.cancelled_by]
                    )
                )
        elif row.cancelled_by is not None:
            notes.append(_tr("The deal was cancelled: the next dealer deals again."))
        elif row.taker is None:
            notes.append(_tr("Nobody chose a trump: the next dealer deals again."))
        self.notes = _label("\n".join(notes))
        self.notes.setWordWrap(True)
        self.notes.setVisible(bool(notes))
        layout.addWidget(self.notes)
        buttons = QDialogButtonBox(self)
        self.continue_button = buttons.addButton(_tr("Next deal"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.setMinimumWidth(440)


@dataclass(frozen=True)
class TeamRecord:
    """A team's match in a few numbers, for the end-of-match summary."""

    contracts_taken: int = 0
    contracts_made: int = 0
    capots: int = 0
    declarations: int = 0
    belote: int = 0


def team_records(rows: Sequence[DealRow]) -> tuple[TeamRecord, ...]:
    """Per side (a Team at four)."""
    records = [TeamRecord() for _ in range(rows[0].sides if rows else 2)]
    for row in rows:
        for t in range(row.sides):
            old = records[t]
            took = row.taker_team == t
            records[t] = TeamRecord(
                contracts_taken=old.contracts_taken + took,
                contracts_made=old.contracts_made + (took and row.result in (DealResult.MADE, DealResult.CAPOT)),
                capots=old.capots + (took and row.result == DealResult.CAPOT),
                declarations=old.declarations + row.declarations[t],
                belote=old.belote + row.belote[t],
            )
    return tuple(records)


class MatchSummaryDialog(QDialog):
    """Shown when the match is over: the winner, the margin and how each team got there."""

    def __init__(
        self, rows: Sequence[DealRow], winner: Team | Seat, names: Sequence[str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(_tr("Match over"))
        self.setStyleSheet(SUMMARY_STYLE)
        table = rows[-1].table if rows else Table.FOUR
        romanian = bool(rows) and rows[-1].romanian
        teams = side_labels(names, table)
        sides = range(table.sides)
        # the winner is a Team at four, a Seat at the Romanian three-player table and duel
        win = int(winner) if isinstance(winner, Team) else table.side_of(winner)
        totals = rows[-1].totals if rows else (0,) * table.sides
        runner_up = max((t for t in sides if t != win), key=lambda t: totals[t])
        margin = totals[win] - totals[runner_up]
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        if win == person_side(names, table):
            text = _tr("Your team wins!") if table == Table.FOUR else _tr("You win!")
        else:
            text = _tr("%1 win!") if table == Table.FOUR else _tr("%1 wins!")
        self.winner_label = _label(text.replace("%1", teams[win]), "winner")
        layout.addWidget(self.winner_label)
        deals = trn("%n deals", "", sum(not r.is_passed_out for r in rows))
        if romanian and table != Table.DUEL:
            margin_text = trn("%1 to %2, by %n balls after %3.", "", margin)
        else:
            margin_text = trn("%1 to %2, by %n points after %3.", "", margin)
        if rows and rows[-1].belot:
            margin_text = _tr("Belot: all eight trumps in one hand win the game.")
        self.margin_label = _label(
            margin_text.replace("%1", str(totals[win])).replace("%2", str(totals[runner_up])).replace("%3", deals)
        )
        layout.addWidget(self.margin_label)
        records = team_records(rows)
        grid = QGridLayout()
        grid.setHorizontalSpacing(24)
        grid.setVerticalSpacing(4)
        right = Qt.AlignmentFlag.AlignRight
        for t in sides:
            grid.addWidget(_label(teams[t], "head", right), 0, 1 + t)
        lines = [
            (_tr("Contracts taken"), lambda r: r.contracts_taken, ""),
            (_tr("Contracts made"), lambda r: r.contracts_made, ""),
            (_tr("Capots"), lambda r: r.capots, ""),
            (_tr("Declaration points"), lambda r: r.declarations, ""),
            (_tr("Belote points"), lambda r: r.belote, ""),
        ]
        if romanian:  # no capot in Romanian Belot; combinations and Bella by their names
            lines = [
                (_tr("Contracts taken"), lambda r: r.contracts_taken, ""),
                (_tr("Contracts made"), lambda r: r.contracts_made, ""),
                (_tr("Combination points"), lambda r: r.declarations, ""),
                (_tr("Bella points"), lambda r: r.belote, ""),
            ]
        for i, (name, get, role) in enumerate(lines, start=1):
            grid.addWidget(_label(name, role), i, 0)
            for t in sides:
                grid.addWidget(_label(str(get(records[t])), role, right), i, 1 + t)
        grid.addWidget(_rule(), len(lines) + 1, 0, 1, 1 + table.sides)
        final = len(lines) + 2
        grid.addWidget(_label(_tr("Final score"), "total"), final, 0)
        for t in sides:
            grid.addWidget(_label(str(totals[t]), "total", right), final, 1 + t)
        layout.addLayout(grid)
        buttons = QDialogButtonBox(self)
        self.new_game_button = buttons.addButton(_tr("New game"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(440)
