"""The settings dialog: edits a copy of `GameSettings` and hands it back.

Three tabs: the game (variant, target, every rule option with one line of explanation), the
players (person or bot, level, name for each seat) and the look (card deck with a live
preview, table colour, animation speed). The dialog applies nothing itself; the main window
applies the look at once and the rules to the next game.

Deck discovery validates every installed deck (seconds with the Debian packages installed),
so it starts only when the Look tab is first shown, and runs with the preview drawing in a
helper process (`deck_worker`). Measured with the 46 decks of gnome-cards-data and
kdegames-card-data-kf5 on this 2-core machine under load: 4-16 s of work; run in place that is
a frozen dialog; on a thread, the dialog's event loop still stalled up to 490 ms (the XML
parser and Qt's SVG loader hold the interpreter lock); with the helper process the longest
stall was 85 ms, and 30-40 ms while KDE Dondorf's preview is drawn.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPalette, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from belote_desktop.bots.registry import PLAYER_LEVELS
from belote_desktop.decks.discovery import BUILT_IN_DECKS_DIR, DeckCatalogue
from belote_desktop.decks.loader import UNKNOWN
from belote_desktop.decks.manifest import MANIFEST_NAME
from belote_desktop.decks.model import DeckError, DeckSource
from belote_desktop.engine.cards import Seat, parse_card
from belote_desktop.engine.rules import TARGET_CHOICES, RuleSet, RulesError, Variant
from belote_desktop.ui.deck_worker import DISCOVER, PREVIEW, DeckFinder, DeckWorker, Preview, find_all_decks
from belote_desktop.ui.help_text import RULE_OPTIONS, seat_direction, target_text, variant_name
from belote_desktop.ui.settings import MAX_NAME_LENGTH, WINDOW_VARIANTS, AnimationSpeed, GameSettings, SeatSetup

#: The faces shown in the deck preview: a court of each suit, an ace and a ten.
PREVIEW_CARDS = tuple(parse_card(name) for name in ("JS", "QH", "KD", "AC", "TH"))
PREVIEW_HEIGHT = 104
#: Table colours offered as swatches; any other is one click away in the colour chooser.
TABLE_COLOURS: tuple[tuple[str, str], ...] = (
    ("#1f5e3a", QT_TRANSLATE_NOOP("SettingsDialog", "Green baize")),
    ("#1d4e6b", QT_TRANSLATE_NOOP("SettingsDialog", "Blue")),
    ("#6b1f2a", QT_TRANSLATE_NOOP("SettingsDialog", "Burgundy")),
    ("#5a4130", QT_TRANSLATE_NOOP("SettingsDialog", "Walnut")),
    ("#3b3f45", QT_TRANSLATE_NOOP("SettingsDialog", "Slate")),
)


def _tr(text: str) -> str:
    return QCoreApplication.translate("SettingsDialog", text)


def level_name(level: str) -> str:
    return {
        "easy": _tr("Easy"),
        "medium": _tr("Medium"),
        "hard": _tr("Hard"),
        "expert": _tr("Expert"),
    }.get(level, level.capitalize())


def variant_description(variant: Variant) -> str:
    return {
        Variant.CLASSIC: _tr("A card is turned up after five are dealt: take it as trump, or name another suit."),
        Variant.CONTREE: _tr("All eight cards first, then bid how many points your team will make, in a trump."),
        Variant.ROMANIAN: _tr("The Romanian game, counted in balls."),
    }[variant]


def variant_is_playable(variant: Variant) -> bool:
    """Whether the window can play ``variant`` today (the engine says so by refusing a rule set)."""
    if variant not in WINDOW_VARIANTS:
        return False
    try:
        RuleSet.default(variant)
    except RulesError:
        return False
    return True


def deck_credit(name: str, author: str, licence: str) -> str:
    """``French, by …, licence …``; what a deck does not say is left out rather than shown as unknown."""
    parts = [name]
    if author and author != UNKNOWN:
        parts.append(_tr("by %1").replace("%1", author))
    if licence and licence != UNKNOWN:
        parts.append(_tr("licence %1").replace("%1", licence))
    if len(parts) == 1:
        parts.append(_tr("author and licence not stated"))
    return ", ".join(parts)


def _explanation(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setIndent(24)
    # Between the text and the background: quieter than the option, readable in dark themes too.
    palette = label.palette()
    text_colour = palette.color(QPalette.ColorRole.WindowText)
    background = palette.color(QPalette.ColorRole.Window)
    mixed = QColor(
        (text_colour.red() * 2 + background.red()) // 3,
        (text_colour.green() * 2 + background.green()) // 3,
        (text_colour.blue() * 2 + background.blue()) // 3,
    )
    palette.setColor(QPalette.ColorRole.WindowText, mixed)
    label.setPalette(palette)
    return label


class SettingsDialog(QDialog):
    """``SettingsDialog(settings).exec()``, then ``dialog.settings()`` is the edited copy."""

    #: emitted when deck discovery has finished and the list is filled
    decks_listed = Signal()
    #: emitted when a deck's preview has been drawn (or has failed, with a message)
    preview_ready = Signal()

    def __init__(
        self, settings: GameSettings, parent: QWidget | None = None, deck_finder: DeckFinder | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(_tr("Settings"))
        self.setStyleSheet(
            "QListWidget::item { padding: 3px 2px; }"
            'QLabel[role="section"] { font-weight: 600; }'
            'QLabel[role="note"] { font-style: italic; }'
        )
        self.original = settings
        self._edited = settings
        self._finder = deck_finder or find_all_decks
        self.catalogue: DeckCatalogue | None = None
        self.discovery_started = False
        self.worker = DeckWorker(self)
        self.worker.answered.connect(self._worker_answered)

        self.tabs = QTabWidget(self)
        self.game_tab = self._build_game_tab()
        self.players_tab = self._build_players_tab()
        self.look_tab = self._build_look_tab()
        self.tabs.addTab(self.game_tab, _tr("Game"))
        self.tabs.addTab(self.players_tab, _tr("Players"))
        self.tabs.addTab(self.look_tab, _tr("Cards and table"))
        self.tabs.currentChanged.connect(self._tab_changed)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults,
            self,
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.defaults_button = buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        self.defaults_button.clicked.connect(self.restore_defaults)
        self.button_box = buttons
        note = QLabel(_tr("Rules apply from the next game; cards, table and speed at once."), self)
        note.setProperty("role", "note")
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        bottom = QHBoxLayout()
        bottom.addWidget(note, 1)
        bottom.addWidget(buttons)
        layout.addLayout(bottom)
        self._load(settings)
        self.resize(780, 560)

    # -- the result ----------------------------------------------------------------------------

    def settings(self) -> GameSettings:
        """The settings as edited so far (the ones passed in are never changed)."""
        return self._edited

    def restore_defaults(self) -> None:
        """Every field back to its default (what the user chooses on OK)."""
        self._load(GameSettings.default())

    # -- game tab ----------------------------------------------------------------------------

    def _build_game_tab(self) -> QWidget:
        page = QWidget()
        outer = QVBoxLayout(page)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea(page)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        outer.addWidget(scroll)
        inner = QWidget()
        scroll.setWidget(inner)
        layout = QVBoxLayout(inner)

        heading = QLabel(_tr("Variant"))
        heading.setProperty("role", "section")
        layout.addWidget(heading)
        variants = QHBoxLayout()
        self._variant_group = QButtonGroup(self)
        self.variant_buttons: dict[Variant, QRadioButton] = {}
        for index, variant in enumerate(Variant):
            button = QRadioButton(variant_name(variant))
            playable = variant_is_playable(variant)
            button.setEnabled(playable)
            if not playable:
                button.setToolTip(_tr("Not playable yet: the rules engine does not support it."))
            self._variant_group.addButton(button, index)
            self.variant_buttons[variant] = button
            variants.addWidget(button)
        variants.addStretch(1)
        layout.addLayout(variants)
        self.variant_description = _explanation("")
        self.variant_description.setIndent(0)
        layout.addWidget(self.variant_description)
        unplayable = [variant_name(v) for v in Variant if not variant_is_playable(v)]
        self.variant_note = QLabel(
            _tr("%1: coming later, the rules engine cannot play it yet.").replace("%1", ", ".join(unplayable))
        )
        self.variant_note.setProperty("role", "note")
        self.variant_note.setVisible(bool(unplayable))
        layout.addWidget(self.variant_note)
        self._variant_group.idToggled.connect(self._variant_toggled)

        target_row = QHBoxLayout()
        target_label = QLabel(_tr("Play to"))
        target_label.setProperty("role", "section")
        self.target_combo = QComboBox()
        self.target_combo.currentIndexChanged.connect(self._target_changed)
        target_row.addWidget(target_label)
        target_row.addWidget(self.target_combo)
        target_row.addStretch(1)
        layout.addSpacing(6)
        layout.addLayout(target_row)

        heading = QLabel(_tr("Rules"))
        heading.setProperty("role", "section")
        layout.addSpacing(6)
        layout.addWidget(heading)
        self.option_widgets: dict[str, QCheckBox | QComboBox] = {}
        self._option_rows: dict[str, list[QWidget]] = {}
        for info in RULE_OPTIONS:
            default = getattr(RuleSet.default(Variant.CONTREE), info.name)
            if isinstance(default, bool):
                box = QCheckBox(info.label)
                box.toggled.connect(lambda on, name=info.name: self._option_changed(name, on))
                layout.addWidget(box)
                row: list[QWidget] = [box]
                widget: QCheckBox | QComboBox = box
            else:
                line = QWidget()
                line_layout = QHBoxLayout(line)
                line_layout.setContentsMargins(0, 0, 0, 0)
                combo = QComboBox()
                for value in (3, 4):  # the engine's SURCONTRE_CHOICES
                    combo.addItem(f"\u00d7{value}", value)
                combo.currentIndexChanged.connect(
                    lambda _i, name=info.name, c=combo: self._option_changed(name, c.currentData())
                )
                line_layout.addWidget(QLabel(info.label))
                line_layout.addWidget(combo)
                line_layout.addStretch(1)
                layout.addWidget(line)
                row = [line]
                widget = combo
            explanation = _explanation(info.explanation)
            layout.addWidget(explanation)
            row.append(explanation)
            self.option_widgets[info.name] = widget
            self._option_rows[info.name] = row
        layout.addStretch(1)
        return page

    def _variant_toggled(self, index: int, checked: bool) -> None:
        if not checked or self._loading:
            return
        variant = list(Variant)[index]
        try:
            self._edited = self._edited.with_variant(variant)
        except RulesError:  # guarded by the disabled button; kept for a stale click
            return
        self._show_rules()

    def _target_changed(self, index: int) -> None:
        if self._loading or index < 0:
            return
        self._set_rule("target", self.target_combo.itemData(index))

    def _option_changed(self, name: str, value: Any) -> None:
        if self._loading:
            return
        self._set_rule(name, value)

    def _set_rule(self, name: str, value: Any) -> None:
        try:
            rules = self._edited.rules.with_options({name: value})
        except RulesError:
            return
        self._edited = replace(self._edited, rules=rules)

    def _show_rules(self) -> None:
        """Make the widgets show ``self._edited``'s variant and rules."""
        was_loading, self._loading = self._loading, True
        rules = self._edited.rules
        self.variant_buttons[self._edited.variant].setChecked(True)
        self.variant_description.setText(variant_description(self._edited.variant))
        self.target_combo.clear()
        choices = TARGET_CHOICES[self._edited.variant]
        for target in choices:
            self.target_combo.addItem(target_text(target), target)
        self.target_combo.setCurrentIndex(choices.index(rules.target) if rules.target in choices else 0)
        for info in RULE_OPTIONS:
            applies = info.applies_to(self._edited.variant)
            for widget in self._option_rows[info.name]:
                widget.setVisible(applies)
            widget = self.option_widgets[info.name]
            value = getattr(rules, info.name)
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            else:
                widget.setCurrentIndex(max(0, widget.findData(value)))
        self._loading = was_loading

    # -- players tab ---------------------------------------------------------------------------

    def _build_players_tab(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        intro = QLabel(
            _tr(
                "Partners sit opposite each other: South and North play against East and West. "
                "When two or more seats are people, the game hides the cards between turns "
                "so you can pass the computer around."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        # The seats are laid out as they sit at the table, around a patch of cloth.
        table = QGridLayout()
        table.setSpacing(10)
        places = {Seat.N: (0, 1), Seat.W: (1, 0), Seat.E: (1, 2), Seat.S: (2, 1)}
        self.name_edits: dict[Seat, QLineEdit] = {}
        self.player_combos: dict[Seat, QComboBox] = {}
        self.level_combos: dict[Seat, QComboBox] = {}
        for seat in Seat:
            box = QGroupBox(seat_direction(seat))
            form = QFormLayout(box)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
            name = QLineEdit()
            name.setMaxLength(MAX_NAME_LENGTH)
            name.textEdited.connect(lambda _t, s=seat: self._seat_changed(s))
            who = QComboBox()
            who.addItem(_tr("A person"), True)
            who.addItem(_tr("The computer"), False)
            who.currentIndexChanged.connect(lambda _i, s=seat: self._seat_changed(s))
            level = QComboBox()
            for name_of_level in PLAYER_LEVELS:
                level.addItem(level_name(name_of_level), name_of_level)
            level.currentIndexChanged.connect(lambda _i, s=seat: self._seat_changed(s))
            form.addRow(_tr("Name"), name)
            form.addRow(_tr("Played by"), who)
            form.addRow(_tr("Bot level"), level)
            table.addWidget(box, *places[seat])
            self.name_edits[seat] = name
            self.player_combos[seat] = who
            self.level_combos[seat] = level
        self.table_patch = QLabel()
        self.table_patch.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table_patch.setMinimumSize(QSize(150, 90))
        table.addWidget(self.table_patch, 1, 1)
        for column in range(3):
            table.setColumnStretch(column, 1)
        layout.addLayout(table)
        self.players_note = QLabel()
        self.players_note.setProperty("role", "note")
        self.players_note.setWordWrap(True)
        layout.addWidget(self.players_note)
        layout.addStretch(1)
        return page

    def _seat_changed(self, seat: Seat) -> None:
        if self._loading:
            return
        old = self._edited.seats[seat]
        name = self.name_edits[seat].text().strip() or old.name
        setup = SeatSetup(
            name=name[:MAX_NAME_LENGTH],
            is_human=bool(self.player_combos[seat].currentData()),
            level=str(self.level_combos[seat].currentData()),
        )
        self._edited = self._edited.with_seat(seat, setup)
        self._show_seat_states()

    def _show_seat_states(self) -> None:
        for seat in Seat:
            self.level_combos[seat].setEnabled(not self._edited.seats[seat].is_human)
        people = self._edited.human_count
        if people == 0:
            text = _tr("No person plays: the computer plays all four seats and you watch.")
        elif people == 1:
            text = _tr("One person against the computer.")
        else:
            text = _tr("%1 people share this computer (hotseat).").replace("%1", str(people))
        self.players_note.setText(text)

    # -- look tab ------------------------------------------------------------------------------

    def _build_look_tab(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        top = QHBoxLayout()
        decks = QVBoxLayout()
        heading = QLabel(_tr("Card deck"))
        heading.setProperty("role", "section")
        decks.addWidget(heading)
        self.deck_list = QListWidget()
        self.deck_list.setMinimumWidth(230)
        self.deck_list.currentItemChanged.connect(self._deck_chosen)
        decks.addWidget(self.deck_list, 1)
        self.deck_status = QLabel()
        self.deck_status.setProperty("role", "note")
        self.deck_status.setWordWrap(True)
        decks.addWidget(self.deck_status)
        top.addLayout(decks, 2)

        preview = QVBoxLayout()
        heading = QLabel(_tr("Preview"))
        heading.setProperty("role", "section")
        preview.addWidget(heading)
        self.preview_frame = QFrame()
        self.preview_frame.setObjectName("deckPreview")
        self.preview_frame.setMinimumHeight(PREVIEW_HEIGHT * 2 + 40)
        self.preview_labels: list[QLabel] = []
        cards = QGridLayout(self.preview_frame)
        cards.setContentsMargins(12, 12, 12, 12)
        cards.setSpacing(8)
        for i in range(len(PREVIEW_CARDS) + 1):
            label = QLabel()
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setMinimumSize(QSize(PREVIEW_HEIGHT * 5 // 7, PREVIEW_HEIGHT))
            cards.addWidget(label, i // 3, i % 3)
            self.preview_labels.append(label)
        preview.addWidget(self.preview_frame)
        self.deck_credit = QLabel()
        self.deck_credit.setWordWrap(True)
        self.deck_credit.setProperty("role", "note")
        preview.addWidget(self.deck_credit)
        preview.addStretch(1)
        top.addLayout(preview, 3)
        layout.addLayout(top, 1)

        form = QFormLayout()
        colours = QHBoxLayout()
        self.colour_buttons: list[QPushButton] = []
        for colour, name in TABLE_COLOURS:
            swatch = QPushButton()
            swatch.setFixedSize(QSize(34, 26))
            swatch.setToolTip(_tr(name))
            swatch.setAccessibleName(_tr(name))
            swatch.setCheckable(True)
            swatch.setStyleSheet(
                f"QPushButton {{ background: {colour}; border: 1px solid #333; border-radius: 4px; }}"
                f"QPushButton:checked {{ border: 3px solid #e9c46a; }}"
            )
            swatch.clicked.connect(lambda _=False, c=colour: self.set_table_colour(c))
            colours.addWidget(swatch)
            self.colour_buttons.append(swatch)
        self.custom_colour_button = QPushButton(_tr("Other…"))
        self.custom_colour_button.clicked.connect(self._choose_colour)
        colours.addWidget(self.custom_colour_button)
        colours.addStretch(1)
        form.addRow(_tr("Table colour"), colours)
        self.speed_combo = QComboBox()
        for speed in AnimationSpeed:
            self.speed_combo.addItem(speed.label, speed.value)
        self.speed_combo.currentIndexChanged.connect(self._speed_changed)
        speed_row = QHBoxLayout()
        speed_row.addWidget(self.speed_combo)
        speed_row.addStretch(1)
        form.addRow(_tr("Animations"), speed_row)
        layout.addLayout(form)
        return page

    def set_table_colour(self, colour: str) -> None:
        if not QColor(colour).isValid():
            return
        self._edited = replace(self._edited, table_colour=QColor(colour).name())
        self._show_colour()

    def _choose_colour(self) -> None:
        colour = QColorDialog.getColor(QColor(self._edited.table_colour), self, _tr("Table colour"))
        if colour.isValid():
            self.set_table_colour(colour.name())

    def _show_colour(self) -> None:
        current = self._edited.table_colour.lower()
        for button, (colour, _) in zip(self.colour_buttons, TABLE_COLOURS):
            button.setChecked(colour == current)
        self.preview_frame.setStyleSheet(
            f"#deckPreview {{ background: {current}; border-radius: 8px; }}"
            "#deckPreview QLabel { background: transparent; }"
        )
        self.table_patch.setStyleSheet(
            f"background: {current}; color: #f4ecd8; border-radius: 45px; font-weight: 600;"
        )
        self.table_patch.setText(_tr("Table"))

    def _speed_changed(self, index: int) -> None:
        if self._loading or index < 0:
            return
        self._edited = replace(self._edited, speed=AnimationSpeed(self.speed_combo.itemData(index)))

    def _tab_changed(self, index: int) -> None:
        if self.tabs.widget(index) is self.look_tab:
            self.start_deck_discovery()

    def start_deck_discovery(self) -> None:
        """Look for installed decks (once), in the helper process; the list fills in when done."""
        if self.discovery_started:
            return
        self.discovery_started = True
        self.deck_status.setText(_tr("Looking for installed card decks…"))
        # One of ours draws at once; any other deck can only be found after the discovery.
        built_in = (BUILT_IN_DECKS_DIR / self._edited.deck_id / MANIFEST_NAME).is_file()
        if built_in:
            self._request_preview(self._edited.deck_id)
        self.worker.discover(self._finder)
        if not built_in:
            self._request_preview(self._edited.deck_id)

    def done(self, result: int) -> None:
        self.worker.stop()
        super().done(result)

    def _fill_deck_list(self, catalogue: DeckCatalogue) -> None:
        self.catalogue = catalogue
        was_loading, self._loading = self._loading, True
        self.deck_list.clear()
        order = {DeckSource.BUILT_IN: 0, DeckSource.KDE: 1, DeckSource.AISLERIOT: 2, DeckSource.FILE: 3}
        for info in sorted(catalogue.decks, key=lambda d: (order[d.source], d.name.lower())):
            source = _tr("built-in") if info.source == DeckSource.BUILT_IN else info.source.value
            item = QListWidgetItem(f"{info.name}  \u00b7  {source}")
            item.setData(Qt.ItemDataRole.UserRole, info.id)
            item.setToolTip(info.id)
            self.deck_list.addItem(item)
            if info.id == self._edited.deck_id:
                self.deck_list.setCurrentItem(item)
        self._loading = was_loading
        found = len(catalogue.decks)
        status = _tr("%1 decks available.").replace("%1", str(found))
        if catalogue.refused:
            status += " " + _tr("%1 installed decks cannot be drawn correctly and are not offered.").replace(
                "%1", str(len(catalogue.refused))
            )
        if catalogue.find(self._edited.deck_id) is None:
            status += " " + _tr("The chosen deck is no longer installed; pick another.")
        self.deck_status.setText(status)
        self.decks_listed.emit()

    def _deck_chosen(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None = None) -> None:
        if item is None or self._loading:
            return
        deck_id = str(item.data(Qt.ItemDataRole.UserRole))
        self._edited = replace(self._edited, deck_id=deck_id)
        self._request_preview(deck_id)

    def choose_deck(self, deck_id: str) -> bool:
        """Select ``deck_id`` in the list (once discovery has filled it)."""
        for row in range(self.deck_list.count()):
            item = self.deck_list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == deck_id:
                self.deck_list.setCurrentItem(item)
                return True
        return False

    def _request_preview(self, deck_id: str) -> None:
        self.deck_credit.setText(_tr("Drawing the preview…"))
        self.worker.preview(deck_id, PREVIEW_CARDS, self._preview_pixels())

    def _preview_pixels(self) -> int:
        # Drawn at the screen's pixel density, so the preview is as sharp as the table will be.
        return round(PREVIEW_HEIGHT * self.devicePixelRatioF())

    def _show_preview(self, result: object) -> None:
        if isinstance(result, Exception):
            for label in self.preview_labels:
                label.clear()
            message = str(result) if isinstance(result, DeckError) else repr(result)
            self.deck_credit.setText(_tr("This deck cannot be shown: %1").replace("%1", message))
            self.preview_ready.emit()
            return
        assert isinstance(result, Preview)
        info = result.info
        for label, pixels in zip(self.preview_labels, result.images):
            pixmap = QPixmap.fromImage(pixels.image())
            pixmap.setDevicePixelRatio(pixels.height / PREVIEW_HEIGHT)
            label.setPixmap(pixmap)
        self.deck_credit.setText(deck_credit(info.name, info.author, info.licence))
        self.preview_ready.emit()

    def _worker_answered(self, key: str, result: object) -> None:
        if key == DISCOVER:
            if isinstance(result, DeckCatalogue):
                self._fill_deck_list(result)
            else:
                self.deck_status.setText(_tr("Could not look for card decks: %1").replace("%1", str(result)))
        elif key == PREVIEW:
            self._show_preview(result)

    # -- loading the widgets -------------------------------------------------------------------

    _loading = False

    def _load(self, settings: GameSettings) -> None:
        self._loading = True
        self._edited = settings
        self._show_rules()
        for seat in Seat:
            setup = settings.seats[seat]
            self.name_edits[seat].setText(setup.name)
            self.player_combos[seat].setCurrentIndex(0 if setup.is_human else 1)
            self.level_combos[seat].setCurrentIndex(max(0, self.level_combos[seat].findData(setup.level)))
        self._show_seat_states()
        self.speed_combo.setCurrentIndex(max(0, self.speed_combo.findData(settings.speed.value)))
        self._show_colour()
        if self.catalogue is not None:
            self.choose_deck(settings.deck_id)
        self._loading = False
        if self.discovery_started:
            self._request_preview(settings.deck_id)
