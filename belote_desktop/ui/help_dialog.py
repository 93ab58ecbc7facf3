"""The rules window: the rules of the variant on the table (as its options are set), the other
variants' rules with their defaults, and the keyboard shortcuts."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from belote_desktop.engine.rules import RuleSet, RulesError, Variant
from belote_desktop.ui.help_text import rules_html, shortcuts_html, variant_name
from belote_desktop.ui.safe_text import make_plain
from belote_desktop.ui.settings import WINDOW_VARIANTS

#: Qt's rich text understands a subset of CSS: enough for readable tables and headings.
DOCUMENT_STYLE = """
h2 { margin-top: 0; }
h3 { margin-top: 14px; margin-bottom: 4px; }
p, li { line-height: 135%; }
table.order { border-collapse: collapse; }
table.order th, table.order td { border: 1px solid #b9ab88; text-align: center; min-width: 26px; }
table.order th { background: #f4ecd8; color: #1b1b1b; }
th.caption, td.caption { text-align: left; font-weight: 600; padding-right: 10px; }
"""


def _tr(text: str) -> str:
    return QCoreApplication.translate("HelpDialog", text)


def _browser() -> QTextBrowser:
    browser = QTextBrowser()
    browser.setOpenExternalLinks(False)
    browser.document().setDefaultStyleSheet(DOCUMENT_STYLE)
    browser.document().setDocumentMargin(14)
    return browser


class HelpDialog(QDialog):
    """``HelpDialog(rules)``: opens on the rules of ``rules.variant`` as set at this table."""

    def __init__(self, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_tr("Rules and keys"))
        self.table_rules = rules
        self.tabs = QTabWidget(self)

        rules_page = QWidget()
        rules_layout = QVBoxLayout(rules_page)
        chooser = QHBoxLayout()
        chooser.addWidget(make_plain(QLabel(_tr("Rules of"))))
        self.variant_combo = QComboBox()
        for variant in WINDOW_VARIANTS:
            try:
                RuleSet.default(variant)
            except RulesError:
                continue  # a variant the engine cannot play has no rules to show yet
            self.variant_combo.addItem(variant_name(variant), variant.value)
        chooser.addWidget(self.variant_combo)
        self.table_note = make_plain(QLabel())
        chooser.addWidget(self.table_note, 1)
        rules_layout.addLayout(chooser)
        self.rules_browser = _browser()
        rules_layout.addWidget(self.rules_browser)
        self.tabs.addTab(rules_page, _tr("Rules"))

        self.keys_browser = _browser()
        self.keys_browser.setHtml(shortcuts_html())
        self.tabs.addTab(self.keys_browser, _tr("Keyboard"))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)

        self.variant_combo.currentIndexChanged.connect(self._variant_chosen)
        self.variant_combo.setCurrentIndex(max(0, self.variant_combo.findData(rules.variant.value)))
        self._variant_chosen()
        self.resize(720, 560)

    @classmethod
    def rules(cls, rules: RuleSet, parent: QWidget | None = None) -> HelpDialog:
        """A rules window on ``rules``, deleted when closed (for ``.open()``)."""
        dialog = cls(rules, parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        return dialog

    @classmethod
    def shortcuts(cls, parent: QWidget | None = None, rules: RuleSet | None = None) -> HelpDialog:
        """The same window opened on the keyboard shortcuts."""
        dialog = cls.rules(rules or RuleSet.default(Variant.CLASSIC), parent)
        dialog.show_keys()
        return dialog

    def shown_rules(self) -> RuleSet:
        """The rule set whose text is on show: the table's, or another variant's defaults."""
        variant = Variant(self.variant_combo.currentData())
        return {self.table_rules.variant: self.table_rules}.get(variant) or RuleSet.default(variant)

    def show_keys(self) -> None:
        self.tabs.setCurrentWidget(self.keys_browser)

    def _variant_chosen(self, *_: object) -> None:
        rules = self.shown_rules()
        at_table = rules is self.table_rules
        self.table_note.setText(_tr("(as played at this table)") if at_table else _tr("(with its usual options)"))
        self.rules_browser.setHtml(rules_html(rules))
