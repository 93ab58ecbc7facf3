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

from belote_desktop.engine.cards import Seat, Team
from belote_desktop.engine.contract import Contract, Strain
from belote_desktop.engine.declarations import BELOTE_POINTS, declaration_points
from belote_desktop.engine.rules import SINGLE_DEAL
from belote_desktop.engine.scoring import DealResult
from belote_desktop.engine.state import DealState, Match
from belote_desktop.ui.help_text import RED_SUITS, contract_text, strain_name, strain_symbol

Pair = tuple[int, int]


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScoreSheet", text)


@dataclass(frozen=True)
class DealRow:
    """One finished deal, as everyone at the table saw it end. Pairs are indexed by Team."""

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

    @property
    def is_passed_out(self) -> bool:
        return self.taker is None

    @property
    def taker_team(self) -> Team | None:
        return None if self.taker is None else self.taker.team


def deal_row(deal: DealState, totals: Pair) -> DealRow:
    """The row of a finished deal; ``totals`` are the match totals after it."""
    if not deal.is_finished:
        raise ValueError(f"deal {deal.number} is not finished")
    result = deal.auction.result
    assert result is not None
    if result.is_passed_out or deal.score is None:
        zero = (0, 0)
        return DealRow(deal.number, deal.dealer, None, None, None, zero, zero, zero, zero, None, zero, 0, zero, totals)
    score = deal.score
    team = deal.declaration_team
    declarations = [0, 0]
    if team is not None:
        declarations[team] = declaration_points(deal.declarations, team)
    belote = [0, 0]
    for seat, _ in deal.belotes:
        belote[seat.team] += BELOTE_POINTS
    cards = tuple(score.points[t] - declarations[t] - belote[t] for t in Team)
    return DealRow(
        number=deal.number,
        dealer=deal.dealer,
        taker=result.taker,
        strain=result.strain,
        contract=result.contract,
        card_points=(cards[0], cards[1]),
        declarations=(declarations[0], declarations[1]),
        belote=(belote[0], belote[1]),
        counted=score.points,
        result=score.result,
        score=(score.score[0] + deal.reserve_paid[0], score.score[1] + deal.reserve_paid[1]),
        reserve_added=score.reserve_added,
        reserve_paid=deal.reserve_paid,
        totals=totals,
    )


def match_rows(match: Match) -> list[DealRow]:
    """A row for every finished deal of ``match``, with the running totals."""
    rows: list[DealRow] = []
    totals = [0, 0]
    for deal in match.deals:
        if not deal.is_finished:
            continue
        if deal.score is not None:
            for t in Team:
                totals[t] += deal.score.score[t] + deal.reserve_paid[t]
        rows.append(deal_row(deal, (totals[0], totals[1])))
    return rows


# --- words ------------------------------------------------------------------------------------


def team_labels(names: Sequence[str]) -> tuple[str, str]:
    """``("Ana & Chloé", "Bruno & Dan")`` from seat names indexed by Seat."""
    pair = _tr("%1 & %2")
    return tuple(  # type: ignore[return-value]
        pair.replace("%1", names[a]).replace("%2", names[b]) for a, b in (Team.NS.seats, Team.EW.seats)
    )


def result_text(row: DealRow) -> str:
    if row.result is None:
        return _tr("Passed out")
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
        return f"{strain_symbol(row.strain)} {strain_name(row.strain)}"
    return "\u2014"


def _team_split(pair: Pair, short: tuple[str, str]) -> str:
    parts = [f"{short[t]} {pair[t]}" for t in Team if pair[t]]
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
_RED = QColor("#b3261e")
_GREEN = QColor("#1e6b3a")


class ScoreSheetModel(QAbstractTableModel):
    """Every finished deal, one row each, with the running totals in the last two columns."""

    def __init__(self, names: Sequence[str] = ("S", "E", "N", "W"), parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[DealRow] = []
        self._names = tuple(names)
        self._teams = team_labels(self._names)

    @property
    def rows(self) -> tuple[DealRow, ...]:
        return tuple(self._rows)

    def set_names(self, names: Sequence[str]) -> None:
        self._names = tuple(names)
        self._teams = team_labels(self._names)
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, len(Column) - 1))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(Column) - 1)

    def set_rows(self, rows: Sequence[DealRow]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def add_row(self, row: DealRow) -> None:
        at = len(self._rows)
        self.beginInsertRows(QModelIndex(), at, at)
        self._rows.append(row)
        self.endInsertRows()

    def clear(self) -> None:
        self.set_rows([])

    @property
    def totals(self) -> Pair:
        return self._rows[-1].totals if self._rows else (0, 0)

    @property
    def teams(self) -> tuple[str, str]:
        """The two teams by their players' names, indexed by Team."""
        return self._teams

    # -- QAbstractTableModel -----------------------------------------------------------------

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(Column)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(Column):
            return None
        column = Column(section)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._header(column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._header_tip(column)
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        column = Column(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            return self.display_text(row, column)
        if role == Qt.ItemDataRole.UserRole:
            return row
        if role == Qt.ItemDataRole.TextAlignmentRole:
            left = column in (Column.DEALER, Column.TAKER, Column.TRUMP, Column.DECLARATIONS, Column.BELOTE)
            horizontal = Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignRight
            if column in (Column.NUMBER, Column.RESULT):
                horizontal = Qt.AlignmentFlag.AlignCenter
            return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and column in (Column.TOTAL_NS, Column.TOTAL_EW):
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
        if column in (Column.TOTAL_NS, Column.TOTAL_EW):
            return str(row.totals[column - Column.TOTAL_NS])
        if passed:
            return ""
        if column in (Column.CARDS_NS, Column.CARDS_EW):
            return str(row.card_points[column - Column.CARDS_NS])
        if column == Column.DECLARATIONS:
            return _team_split(row.declarations, SHORT_TEAMS)
        if column == Column.BELOTE:
            return _team_split(row.belote, SHORT_TEAMS)
        return str(row.score[column - Column.SCORE_NS])

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

    def _header_tip(self, column: Column) -> str:
        ns, ew = self._teams
        return {
            Column.NUMBER: _tr("Deal number"),
            Column.TRUMP: _tr("The trump, and in Contrée the contract with any contre"),
            Column.CARDS_NS: _tr("Card points of %1, last trick included").replace("%1", ns),
            Column.CARDS_EW: _tr("Card points of %1, last trick included").replace("%1", ew),
            Column.DECLARATIONS: _tr("Declaration points, for the team with the best declaration"),
            Column.BELOTE: _tr("Belote: king and queen of trump in one hand"),
            Column.SCORE_NS: _tr("What this deal added for %1").replace("%1", ns),
            Column.SCORE_EW: _tr("What this deal added for %1").replace("%1", ew),
            Column.TOTAL_NS: _tr("Running total of %1").replace("%1", ns),
            Column.TOTAL_EW: _tr("Running total of %1").replace("%1", ew),
        }.get(column, self._header(column))

    def _row_tip(self, row: DealRow) -> str:
        if row.is_passed_out:
            return _tr("Nobody chose a trump; the next dealer dealt again.")
        lines = [deal_headline(row, self._names)]
        if row.reserve_added:
            lines.append(_tr("%1 points held back until the next deal is won.").replace("%1", str(row.reserve_added)))
        for t in Team:
            if row.reserve_paid[t]:
                lines.append(
                    _tr("%1 collected %2 points held back from a litige.")
                    .replace("%1", self._teams[t])
                    .replace("%2", str(row.reserve_paid[t]))
                )
        return "\n".join(lines)


def deal_headline(row: DealRow, names: Sequence[str]) -> str:
    """One sentence: who took what, and how it went."""
    if row.taker is None:
        return _tr("Deal %1: everyone passed.").replace("%1", str(row.number))
    what = trump_text(row)
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
    label = QLabel(text)
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
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        for column in (Column.NUMBER, Column.TRUMP, Column.RESULT):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setMinimumSectionSize(44)
        self.table.verticalHeader().setDefaultSectionSize(24)
        layout.addWidget(self.table)
        self.footer = QLabel(self)
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
        self.resize(940, 460)

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
        ns, ew = self.model.teams
        totals = self.model.totals
        goal = _tr("one deal") if self._target == SINGLE_DEAL else _tr("%1 points").replace("%1", str(self._target))
        self.footer.setText(
            _tr("%1: %2    %3: %4    (playing to %5)")
            .replace("%1", ns)
            .replace("%2", str(totals[0]))
            .replace("%3", ew)
            .replace("%4", str(totals[1]))
            .replace("%5", goal)
        )
        if self.model.rowCount():
            self.table.scrollToBottom()


def _breakdown_grid(row: DealRow, teams: tuple[str, str]) -> QGridLayout:
    """Cards, declarations, belote, counted, deal score and total, one column per team."""
    grid = QGridLayout()
    grid.setHorizontalSpacing(24)
    grid.setVerticalSpacing(4)
    right = Qt.AlignmentFlag.AlignRight
    for t in Team:
        grid.addWidget(_label(teams[t], "head", right), 0, 1 + t)
    lines: list[tuple[str, Pair, str] | None] = [
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
            grid.addWidget(_rule(), r, 0, 1, 3)
            continue
        name, pair, role = line
        grid.addWidget(_label(name, role), r, 0)
        for t in Team:
            grid.addWidget(_label(str(pair[t]), role, right), r, 1 + t)
    return grid


def _rule() -> QFrame:
    line = QFrame()
    line.setFrameShape(QFrame.Shape.HLine)
    line.setFrameShadow(QFrame.Shadow.Sunken)
    return line


def contract_outcome(row: DealRow, names: Sequence[str]) -> str:
    """What the takers needed and what they counted, in one line."""
    if row.taker is None or row.result is None:
        return ""
    teams = team_labels(names)
    takers, defenders = row.taker.team, row.taker.team.other
    counted = row.counted[takers]
    if row.contract is not None:
        need = _tr("all eight tricks") if row.contract.is_capot else str(row.contract.value)
        return (
            _tr("%1 needed %2 and counted %3.")
            .replace("%1", teams[takers])
            .replace("%2", need)
            .replace("%3", str(counted))
        )
    return (
        _tr("%1 needed more than %2's %3 and counted %4.")
        .replace("%1", teams[takers])
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
        teams = team_labels(names)
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        self.headline = _label(deal_headline(row, names), "headline")
        self.headline.setWordWrap(True)
        self.badge = _label(result_text(row), "badge")
        self.badge.setProperty("result", row.result.value if row.result else "passed")
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
            notes.append(_tr("A tie: %1 points of the takers wait for the winner of the next deal.").replace(
                "%1", str(row.reserve_added)
            ))
        for t in Team:
            if row.reserve_paid[t]:
                notes.append(_tr("%1 also collect %2 points held back from the tie.").replace("%1", teams[t]).replace(
                    "%2", str(row.reserve_paid[t])
                ))
        if row.taker is None:
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


def team_records(rows: Sequence[DealRow]) -> tuple[TeamRecord, TeamRecord]:
    records = [TeamRecord(), TeamRecord()]
    for row in rows:
        for t in Team:
            old = records[t]
            took = row.taker_team == t
            records[t] = TeamRecord(
                contracts_taken=old.contracts_taken + took,
                contracts_made=old.contracts_made + (took and row.result in (DealResult.MADE, DealResult.CAPOT)),
                capots=old.capots + (took and row.result == DealResult.CAPOT),
                declarations=old.declarations + row.declarations[t],
                belote=old.belote + row.belote[t],
            )
    return records[0], records[1]


class MatchSummaryDialog(QDialog):
    """Shown when the match is over: the winner, the margin and how each team got there."""

    def __init__(self, rows: Sequence[DealRow], winner: Team, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_tr("Match over"))
        self.setStyleSheet(SUMMARY_STYLE)
        teams = team_labels(names)
        totals = rows[-1].totals if rows else (0, 0)
        margin = totals[winner] - totals[winner.other]
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        self.winner_label = _label(_tr("%1 win!").replace("%1", teams[winner]), "winner")
        layout.addWidget(self.winner_label)
        self.margin_label = _label(
            _tr("%1 to %2, by %3 points after %4 deals.")
            .replace("%1", str(totals[winner]))
            .replace("%2", str(totals[winner.other]))
            .replace("%3", str(margin))
            .replace("%4", str(sum(1 for r in rows if not r.is_passed_out)))
        )
        layout.addWidget(self.margin_label)
        records = team_records(rows)
        grid = QGridLayout()
        grid.setHorizontalSpacing(24)
        grid.setVerticalSpacing(4)
        right = Qt.AlignmentFlag.AlignRight
        for t in Team:
            grid.addWidget(_label(teams[t], "head", right), 0, 1 + t)
        lines = [
            (_tr("Contracts taken"), lambda r: r.contracts_taken, ""),
            (_tr("Contracts made"), lambda r: r.contracts_made, ""),
            (_tr("Capots"), lambda r: r.capots, ""),
            (_tr("Declaration points"), lambda r: r.declarations, ""),
            (_tr("Belote points"), lambda r: r.belote, ""),
        ]
        for i, (name, get, role) in enumerate(lines, start=1):
            grid.addWidget(_label(name, role), i, 0)
            for t in Team:
                grid.addWidget(_label(str(get(records[t])), role, right), i, 1 + t)
        grid.addWidget(_rule(), len(lines) + 1, 0, 1, 3)
        final = len(lines) + 2
        grid.addWidget(_label(_tr("Final score"), "total"), final, 0)
        for t in Team:
            grid.addWidget(_label(str(totals[t]), "total", right), final, 1 + t)
        layout.addLayout(grid)
        buttons = QDialogButtonBox(self)
        self.new_game_button = buttons.addButton(_tr("New game"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(440)
