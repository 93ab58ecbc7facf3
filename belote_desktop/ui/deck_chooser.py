"""The deck chooser of the settings dialog: every usable deck in a list, and a live preview of a
few faces and the back of the one selected, on the table's colour.

Nothing is discovered until `start_discovery` (the dialog calls it when the tab is first shown);
discovery and drawing run in the `DeckWorker` helper process, so the list fills in and the
preview appears while the dialog stays responsive.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from belote_desktop.decks.discovery import BUILT_IN_DECKS_DIR, DeckCatalogue
from belote_desktop.decks.loader import UNKNOWN
from belote_desktop.decks.manifest import MANIFEST_NAME
from belote_desktop.decks.model import DeckError, DeckSource
from belote_desktop.engine.cards import parse_card
from belote_desktop.i18n.translators import trn
from belote_desktop.ui.deck_words import deck_word
from belote_desktop.ui.deck_worker import DISCOVER, PREVIEW, DeckFinder, DeckWorker, Preview, find_all_decks
from belote_desktop.ui.safe_text import make_plain, plain_tooltip, shown_name

#: The faces shown in the preview: a court of each suit, an ace and a ten.
PREVIEW_CARDS = tuple(parse_card(name) for name in ("JS", "QH", "KD", "AC", "TH"))
PREVIEW_HEIGHT = 104
#: Longest a deck's name, author or licence is shown, in characters (they come from the deck's files).
MAX_DECK_TEXT = 80
_SOURCE_ORDER = {DeckSource.BUILT_IN: 0, DeckSource.KDE: 1, DeckSource.AISLERIOT: 2, DeckSource.FILE: 3}


def _tr(text: str) -> str:
    return QCoreApplication.translate("DeckChooser", text)


def deck_credit(name: str, author: str, licence: str) -> str:
    """``French, by …, licence …``; what a deck does not say is left out rather than shown as unknown.
    Each part is the deck's own text, bounded (it is shown as plain text)."""
    parts = [shown_name(name, MAX_DECK_TEXT)]
    if author and author != UNKNOWN:
        parts.append(_tr("by %1").replace("%1", shown_name(author, MAX_DECK_TEXT)))
    if licence and licence != UNKNOWN:
        parts.append(_tr("licence %1").replace("%1", shown_name(licence, MAX_DECK_TEXT)))
    if len(parts) == 1:
        parts.append(_tr("author and licence not stated"))
    return ", ".join(parts)


def _heading(text: str) -> QLabel:
    label = make_plain(QLabel(text))
    label.setProperty("role", "section")
    return label


def _note() -> QLabel:
    label = make_plain(QLabel())
    label.setProperty("role", "note")
    label.setWordWrap(True)
    return label


class DeckChooser(QWidget):
    #: the person picked a deck in the list (not emitted for `set_deck`)
    deck_chosen = Signal(str)
    #: discovery has finished and the list is filled
    decks_listed = Signal()
    #: a preview has been drawn, or has failed with a message in `deck_credit`
    preview_ready = Signal()

    def __init__(self, deck_id: str, finder: DeckFinder | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.deck_id = deck_id
        self._finder = finder or find_all_decks
        self.catalogue: DeckCatalogue | None = None
        self.discovery_started = False
        self._quiet = False  # selecting from code, not a person's click
        self.worker = DeckWorker(self)
        self.worker.answered.connect(self._worker_answered)

        top = QHBoxLayout(self)
        top.setContentsMargins(0, 0, 0, 0)
        decks = QVBoxLayout()
        decks.addWidget(_heading(_tr("Card deck")))
        self.deck_list = QListWidget()
        self.deck_list.setMinimumWidth(230)
        self.deck_list.setStyleSheet("QListWidget::item { padding: 3px 2px; }")
        self.deck_list.currentItemChanged.connect(self._item_changed)
        decks.addWidget(self.deck_list, 1)
        self.deck_status = _note()
        decks.addWidget(self.deck_status)
        top.addLayout(decks, 2)

        preview = QVBoxLayout()
        preview.addWidget(_heading(_tr("Preview")))
        self.preview_frame = QFrame()
        self.preview_frame.setObjectName("deckPreview")
        self.preview_frame.setMinimumHeight(PREVIEW_HEIGHT * 2 + 40)
        self.preview_labels: list[QLabel] = []
        cards = QGridLayout(self.preview_frame)
        cards.setContentsMargins(12, 12, 12, 12)
        cards.setSpacing(8)
        for i in range(len(PREVIEW_CARDS) + 1):
            label = make_plain(QLabel())
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setMinimumSize(QSize(PREVIEW_HEIGHT * 5 // 7, PREVIEW_HEIGHT))
            cards.addWidget(label, i // 3, i % 3)
            self.preview_labels.append(label)
        preview.addWidget(self.preview_frame)
        self.deck_credit = _note()
        preview.addWidget(self.deck_credit)
        preview.addStretch(1)
        top.addLayout(preview, 3)

    # -- what the dialog uses --------------------------------------------------------------------

    def set_background(self, colour: str) -> None:
        """Show the preview on the table's colour."""
        self.preview_frame.setStyleSheet(
            f"#deckPreview {{ background: {colour}; border-radius: 8px; }}"
            "#deckPreview QLabel { background: transparent; }"
        )

    def set_deck(self, deck_id: str) -> None:
        """Select ``deck_id`` as if it had been chosen before (restoring defaults)."""
        self.deck_id = deck_id
        self._quiet = True
        self.choose_deck(deck_id)
        self._quiet = False
        if self.discovery_started:
            self.request_preview(deck_id)

    def choose_deck(self, deck_id: str) -> bool:
        """Select ``deck_id`` in the list (once discovery has filled it)."""
        for row in range(self.deck_list.count()):
            item = self.deck_list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == deck_id:
                self.deck_list.setCurrentItem(item)
                return True
        return False

    def start_discovery(self) -> None:
        """Look for installed decks (once), in the helper process; the list fills in when done."""
        if self.discovery_started:
            return
        self.discovery_started = True
        self.deck_status.setText(_tr("Looking for installed card decks…"))
        # One of ours draws at once; any other deck can only be found after the discovery.
        built_in = (BUILT_IN_DECKS_DIR / self.deck_id / MANIFEST_NAME).is_file()
        if built_in:
            self.request_preview(self.deck_id)
        self.worker.discover(self._finder)
        if not built_in:
            self.request_preview(self.deck_id)

    def stop(self) -> None:
        self.worker.stop()

    def request_preview(self, deck_id: str) -> None:
        self.deck_credit.setText(_tr("Drawing the preview…"))
        # Drawn at the screen's pixel density, so the preview is as sharp as the table will be.
        self.worker.preview(deck_id, PREVIEW_CARDS, round(PREVIEW_HEIGHT * self.devicePixelRatioF()))

    # -- answers -------------------------------------------------------------------------------

    def _worker_answered(self, kind: str, result: object) -> None:
        if kind == DISCOVER:
            if isinstance(result, DeckCatalogue):
                self._fill(result)
            else:
                self.deck_status.setText(_tr("Could not look for card decks: %1").replace("%1", shown_name(str(result), 4 * MAX_DECK_TEXT)))
        elif kind == PREVIEW:
            self._show_preview(result)

    def _fill(self, catalogue: DeckCatalogue) -> None:
        self.catalogue = catalogue
        self._quiet = True
        self.deck_list.clear()
        for info in sorted(catalogue.decks, key=lambda d: (_SOURCE_ORDER[d.source], d.name.lower())):
            source = _tr("built-in") if info.source == DeckSource.BUILT_IN else info.source.value
            name = deck_word(info.name, info.source == DeckSource.BUILT_IN)
            item = QListWidgetItem(f"{shown_name(name, MAX_DECK_TEXT)}  \u00b7  {source}")
            item.setData(Qt.ItemDataRole.UserRole, info.id)
            item.setToolTip(plain_tooltip(info.id))
            self.deck_list.addItem(item)
            if info.id == self.deck_id:
                self.deck_list.setCurrentItem(item)
        self._quiet = False
        status = trn("%n decks available.", "", len(catalogue.decks))
        if catalogue.refused:
            refused = len(catalogue.refused)
            status += " " + trn("%n installed decks cannot be drawn correctly and are not offered.", "", refused)
        if catalogue.find(self.deck_id) is None:
            status += " " + _tr("The chosen deck is no longer installed; pick another.")
        self.deck_status.setText(status)
        self.decks_listed.emit()

    def _item_changed(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None = None) -> None:
        if item is None or self._quiet:
            return
        self.deck_id = str(item.data(Qt.ItemDataRole.UserRole))
        self.deck_chosen.emit(self.deck_id)
        self.request_preview(self.deck_id)

    def _show_preview(self, result: object) -> None:
        if not isinstance(result, Preview):
            for label in self.preview_labels:
                label.clear()
            message = shown_name(str(result) if isinstance(result, DeckError) else repr(result), 4 * MAX_DECK_TEXT)
            self.deck_credit.setText(_tr("This deck cannot be shown: %1").replace("%1", message))
            self.preview_ready.emit()
            return
        for label, pixels in zip(self.preview_labels, result.images):
            pixmap = QPixmap.fromImage(pixels.image())
            pixmap.setDevicePixelRatio(pixels.height / PREVIEW_HEIGHT)
            label.setPixmap(pixmap)
        info = result.info
        ours = info.source == DeckSource.BUILT_IN
        self.deck_credit.setText(deck_credit(deck_word(info.name, ours), deck_word(info.author, ours), info.licence))
        self.preview_ready.emit()
