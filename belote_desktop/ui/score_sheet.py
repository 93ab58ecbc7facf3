"""The score sheet's dialogs: the sheet of every deal with the running totals, and the summaries
shown when a deal is scored and when the match is over.

The sheet is split along its seams: ``score_rows`` reads each finished deal from the engine (no
Qt, nothing recounted), ``score_words`` words it, ``score_model`` lists it in a table model; this
module lays them out. The names the rest of the window and the tests use are re-exported here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QModelIndex, Qt, Signal
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
from belote_desktop.engine.rules import SINGLE_DEAL, Variant
from belote_desktop.engine.state import Match
from belote_desktop.engine.variants import variant_at
from belote_desktop.i18n.translators import trn
from belote_desktop.ui.safe_text import make_plain
from belote_desktop.ui.score_model import SHORT_TEAMS, Column, ScoreSheetModel, columns_for
from belote_desktop.ui.score_rows import DealRow, Pair, TeamRecord, deal_row, match_rows, team_records
from belote_desktop.ui.settings import person_seat
from belote_desktop.ui.score_words import (
    bt_text,
    contract_outcome,
    deal_headline,
    person_side,
    result_text,
    short_sides,
    side_labels,
    team_labels,
    trump_text,
)

__all__ = [
    "SHORT_TEAMS", "Column", "DealRow", "DealSummaryDialog", "MatchSummaryDialog", "Pair", "ScoreSheetDialog",
    "ScoreSheetModel", "TeamRecord", "bt_text", "columns_for", "contract_outcome", "deal_headline", "deal_row",
    "match_rows", "person_seat", "person_side", "result_text", "short_sides", "side_labels", "team_labels",
    "team_records", "trump_text",
]


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScoreSheet", text)


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

    #: a deal's row was double-clicked: the DealRow, for whatever the window offers on one deal
    deal_activated = Signal(object)

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
        model.modelReset.connect(self._size_columns)  # a smaller table brings its own columns
        self.table.doubleClicked.connect(self._row_activated)
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

    def _row_activated(self, index: QModelIndex) -> None:
        rows = self.model.rows
        if 0 <= index.row() < len(rows):
            self.deal_activated.emit(rows[index.row()])

    def _refresh(self, *_: object) -> None:
        teams = self.model.teams
        totals = self.model.totals
        goal = _tr("one deal") if self._target == SINGLE_DEAL else trn("%n points", "", self._target)
        if self.model.game.counts_balls:
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
    if row.game.declares_in_play:  # combinations and Bella by their names, with the penalties
        unit = _tr("Balls this deal") if row.game.counts_balls else _tr("Points this deal")
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
    if any(row.bt_number):
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


class MatchSummaryDialog(QDialog):
    """Shown when the match is over: the winner, the margin and how each team got there."""

    def __init__(
        self, rows: Sequence[DealRow], winner: Team | Seat, names: Sequence[str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(_tr("Match over"))
        self.setStyleSheet(SUMMARY_STYLE)
        game = rows[-1].game if rows else variant_at(Variant.CLASSIC)
        table = game.table
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
            text = _tr("Your team wins!") if game.has_partners else _tr("You win!")
        else:
            text = _tr("%1 win!") if game.has_partners else _tr("%1 wins!")
        self.winner_label = _label(text.replace("%1", teams[win]), "winner")
        layout.addWidget(self.winner_label)
        deals = trn("%n deals", "", sum(not r.is_passed_out for r in rows))
        if game.counts_balls:
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
        lines: list[tuple[str, Callable[[TeamRecord], int], str]] = [
            (_tr("Contracts taken"), lambda r: r.contracts_taken, ""),
            (_tr("Contracts made"), lambda r: r.contracts_made, ""),
            (_tr("Capots"), lambda r: r.capots, ""),
            (_tr("Declaration points"), lambda r: r.declarations, ""),
            (_tr("Belote points"), lambda r: r.belote, ""),
        ]
        if game.declares_in_play:  # combinations and Bella by their names (and no capot)
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
