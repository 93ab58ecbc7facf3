"""Game > Statistics: what the statistics file holds (``stats_store.py``), summed up.

Matches and deals won per variant and opponent level, contracts taken and made, average points,
streaks, and two charts over the matches (average points, the review's errors per deal), with
an export as CSV and a reset. The figures come from ``stats_store.summarize``; this module only
shows them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from belote_desktop.engine.rules import Variant
from belote_desktop.stats_store import DealStat, GroupStats, StatsFileError, StatsStore, Summary, players, summarize
from belote_desktop.ui.charts import Bar, BarChart, LineChart
from belote_desktop.ui.help_text import variant_name
from belote_desktop.ui.safe_text import make_plain

ALL_PLAYERS = ""


def _tr(text: str) -> str:
    return QCoreApplication.translate("StatsDialog", text)


def variant_label(value: str) -> str:
    try:
        return variant_name(Variant(value))
    except ValueError:  # a variant of a later version
        return value


def opponents_label(levels: str) -> str:
    """``"easy+hard"`` -> "Easy, Hard"; "human" -> "People"."""
    from belote_desktop.ui.settings_dialog import level_name

    names = [_tr("People") if level == "human" else level_name(level) for level in levels.split("+") if level]
    return ", ".join(names)


def _percent(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)}%" if whole else "–"


class StatsDialog(QDialog):
    """``StatsDialog(store, keeping, parent).open()``; ``flush`` waits for deals being written."""

    def __init__(
        self,
        store: StatsStore,
        keeping: bool = True,
        parent: QWidget | None = None,
        flush: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.store = store
        self._flush = flush
        self.deals: list[DealStat] = []
        #: why the file could not be read ("" when it was)
        self.problem = ""

        layout = QVBoxLayout(self)
        self.notice = make_plain(QLabel(self))
        self.notice.setWordWrap(True)
        self.notice.setVisible(False)
        layout.addWidget(self.notice)
        self._keeping_text = "" if keeping else self.tr(
            "Statistics are off: no deal is recorded (Settings > Cards and table)."
        )

        top = QHBoxLayout()
        self.player_label = make_plain(QLabel(self.tr("Player"), self))
        self.player_combo = QComboBox(self)
        self.player_label.setBuddy(self.player_combo)
        self.player_combo.currentIndexChanged.connect(self._show)
        top.addWidget(self.player_label)
        top.addWidget(self.player_combo)
        top.addStretch(1)
        layout.addLayout(top)

        self.figures: dict[str, QLabel] = {}
        grid = QGridLayout()
        rows = (
            ("matches", self.tr("Matches won")),
            ("deals", self.tr("Deals won")),
            ("contracts", self.tr("Contracts made / taken")),
            ("points", self.tr("Average score per deal")),
            ("match_streak", self.tr("Matches won in a row")),
            ("deal_streak", self.tr("Deals won in a row")),
        )
        for i, (key, text) in enumerate(rows):
            name = make_plain(QLabel(text, self))
            value = make_plain(QLabel(self))
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            name.setBuddy(value)
            grid.addWidget(name, i % 3, 2 * (i // 3))
            grid.addWidget(value, i % 3, 2 * (i // 3) + 1)
            self.figures[key] = value
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        layout.addLayout(grid)

        self.table = QTableWidget(0, 7, self)
        self.table.setHorizontalHeaderLabels([
            self.tr("Variant"), self.tr("Opponents"), self.tr("Matches won"), self.tr("Deals won"),
            self.tr("Taken"), self.tr("Made"), self.tr("Average score"),
        ])
        self.table.setAccessibleName(self.tr("By variant and opponents"))
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setMinimumHeight(110)
        layout.addWidget(self.table, 1)

        charts = QHBoxLayout()
        self.points_chart = LineChart(self.tr("Score per deal, by match"), self.tr("No deal recorded yet."), self)
        self.errors_chart = LineChart(self.tr("Errors per deal, by match"),
                                      self.tr("No deal reviewed yet: the deal review counts the errors."), self)
        self.wins_chart = BarChart(self.tr("Matches won"), self.tr("No match finished yet."), self)
        for chart in (self.points_chart, self.errors_chart, self.wins_chart):
            charts.addWidget(chart)
        layout.addLayout(charts, 2)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.export_button = QPushButton(self.tr("Export as CSV…"), self)
        self.reset_button = QPushButton(self.tr("Reset…"), self)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        buttons.rejected.connect(self.reject)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setDefault(True)  # Enter closes; Reset is never one key away
        self.close_button.setFocus()
        self.export_button.clicked.connect(self.ask_export)
        self.reset_button.clicked.connect(self.ask_reset)
        layout.addWidget(buttons)
        self.resize(900, 560)  # fits a 1024x600 screen with its title bar
        self.reload()

    # --- reading --------------------------------------------------------------------------------
    def reload(self) -> None:
        if self._flush is not None:
            self._flush()
        try:
            self.deals = self.store.deals()
            self.problem = ""
        except StatsFileError as error:
            self.deals = []
            self.problem = self.tr("The statistics cannot be read: {error}. The file is left as it is; "
                                   "move it away to start new statistics.").format(error=error)
        chosen = self.player_combo.currentData()
        self.player_combo.blockSignals(True)
        self.player_combo.clear()
        self.player_combo.addItem(self.tr("Everyone"), ALL_PLAYERS)
        for name in players(self.deals):
            self.player_combo.addItem(name, name)
        index = self.player_combo.findData(chosen) if isinstance(chosen, str) else -1
        # one person (the usual game against bots): theirs; several (hotseat): everyone's
        self.player_combo.setCurrentIndex(index if index >= 0 else (1 if self.player_combo.count() == 2 else 0))
        self.player_combo.blockSignals(False)
        several = self.player_combo.count() > 2
        self.player_label.setVisible(several)
        self.player_combo.setVisible(several)
        notes = [t for t in (self.problem, self._keeping_text) if t]
        self.notice.setText("\n".join(notes))
        self.notice.setVisible(bool(notes))
        self.reset_button.setEnabled(not self.problem and bool(self.deals))
        self.export_button.setEnabled(bool(self.deals))
        self._show()

    def summary(self) -> Summary:
        player = self.player_combo.currentData()
        return summarize(self.deals, player if isinstance(player, str) and player else None)

    def _show(self) -> None:
        s = self.summary()
        total = s.total
        self.figures["matches"].setText(f"{total.matches_won} / {total.matches} ({_percent(total.matches_won, total.matches)})")
        self.figures["deals"].setText(f"{total.deals_won} / {total.deals} ({_percent(total.deals_won, total.deals)})")
        self.figures["contracts"].setText(f"{total.made} / {total.taken} ({_percent(total.made, total.taken)})")
        if len({g.variant for g in s.groups}) > 1:
            # Romanian counts in balls, the others in points: an average over both means nothing
            self.figures["points"].setText(self.tr("by variant, below"))
        else:
            self.figures["points"].setText(f"{total.average_points:.1f}" if total.deals else "–")
        self.figures["match_streak"].setText(
            self.tr("now {current}, best {best}").format(current=s.current_match_streak, best=s.best_match_streak))
        self.figures["deal_streak"].setText(
            self.tr("now {current}, best {best}").format(current=s.current_deal_streak, best=s.best_deal_streak))
        self._fill_table(s.groups)
        points = [m.average_points for m in s.matches]
        self.points_chart.set_values(points, self.tr("%n matches; the last: {value}", "", len(points)).format(
            value=f"{points[-1]:.1f}" if points else "–"))
        errors = [m.errors_per_deal for m in s.matches]
        known = [e for e in errors if e is not None]
        self.errors_chart.set_values(errors, self.tr("%n matches reviewed; the last: {value}", "", len(known)).format(
            value=f"{known[-1]:.1f}" if known else "–"))
        bars = [
            Bar(f"{variant_label(g.variant)} · {opponents_label(g.opponents)}", g.matches_won / g.matches,
                _percent(g.matches_won, g.matches))
            for g in s.groups if g.matches
        ]
        self.wins_chart.set_bars(bars, "; ".join(f"{b.label}: {b.text}" for b in bars))

    def _fill_table(self, groups: tuple[GroupStats, ...]) -> None:
        self.table.setRowCount(len(groups))
        for row, g in enumerate(groups):
            cells = (
                variant_label(g.variant),
                opponents_label(g.opponents),
                f"{g.matches_won} / {g.matches}",
                f"{g.deals_won} / {g.deals}",
                str(g.taken),
                f"{g.made} ({_percent(g.made, g.taken)})",
                f"{g.average_points:.1f}",
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)

    # --- export and reset -----------------------------------------------------------------------
    def ask_export(self) -> QFileDialog:
        dialog = QFileDialog(self, self.tr("Export the statistics"), str(Path.home() / "belote-statistics.csv"),
                             self.tr("CSV files (*.csv);;All files (*)"))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("csv")
        dialog.fileSelected.connect(lambda name: self.export_to(Path(name)))
        dialog.open()
        return dialog

    def export_to(self, path: Path) -> bool:
        """Every recorded deal (everyone's) as CSV in ``path``; False, said in a box, if it failed."""
        try:
            with open(path, "w", newline="", encoding="utf-8") as out:
                self.store.write_csv(out)
        except (OSError, StatsFileError) as error:
            self._warn(self.tr("The statistics could not be exported: {error}").format(error=error))
            return False
        return True

    def ask_reset(self) -> QMessageBox:
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Statistics"),
                          self.tr("Forget every recorded deal? This cannot be undone."),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.finished.connect(lambda result: self._reset_answer(box, result == QMessageBox.StandardButton.Yes))
        box.open()
        return box

    def _reset_answer(self, box: QMessageBox, yes: bool) -> None:
        box.deleteLater()  # not WA_DeleteOnClose: the box must outlive its own finished signal
        if yes:
            self.reset()

    def reset(self) -> bool:
        if self._flush is not None:
            self._flush()
        try:
            self.store.reset()
        except StatsFileError as error:
            self._warn(self.tr("The statistics could not be reset: {error}").format(error=error))
            return False
        self.reload()
        return True

    def _warn(self, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Statistics"), "", QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText(text)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
