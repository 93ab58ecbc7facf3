"""The settings dialog: edits a copy of `GameSettings` and hands it back.

Three tabs: the game (variant, target, every rule option with one line of explanation), the
players (person or bot, level, name for each seat) and the look (card deck with a live
preview, table colour, animation speed). The dialog applies nothing itself; the main window
applies the look at once and the rules to the next game.

Deck discovery validates every installed deck (seconds with the Debian packages installed),
so it starts only when the Look tab is first shown, and runs with the preview drawing in a
helper process (`deck_chooser`, `deck_worker`). Measured with the 46 decks of gnome-cards-data and
kdegames-card-data-kf5 on this 2-core machine under load: 4-16 s of work; run in place that is
a frozen dialog; on a thread, the dialog's event loop still stalled up to 490 ms (the XML
parser and Qt's SVG loader hold the interpreter lock); with the helper process the longest
stall was 85 ms, and 30-40 ms while KDE Dondorf's preview is drawn.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Qt
from PySide6.QtGui import QColor, QPalette
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
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSlider,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from belote_desktop.bots.registry import PLAYER_LEVELS
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.rules import OPTIONS, RuleSet, RulesError, Variant
from belote_desktop.engine.variants import variant_class
from belote_desktop.engine.table import Table
from belote_desktop.i18n import LANGUAGE_NAMES, SYSTEM
from belote_desktop.i18n.translators import trn
from belote_desktop.ui.deck_chooser import DeckChooser
from belote_desktop.ui.deck_worker import DeckFinder
from belote_desktop.ui.safe_text import make_plain, plain_tooltip
from belote_desktop.ui.presets import RulePreset, preset_of, preset_rules, presets_for
from belote_desktop.ui.help_text import (
    RULE_OPTIONS,
    seat_direction,
    table_explanation,
    table_name,
    table_seating,
    target_text,
    variant_description,
    variant_name,
)
from belote_desktop.ui.settings import (
    MAX_NAME_LENGTH,
    THINKING_CHOICES_MS,
    WINDOW_VARIANTS,
    AnimationSpeed,
    GameSettings,
    SeatSetup,
)

#: Table colours offered as swatches; any other is one click away in the colour chooser.
TABLE_COLOURS: tuple[tuple[str, str], ...] = (
    ("#1f5e3a", str(QT_TRANSLATE_NOOP("SettingsDialog", "Green baize"))),
    ("#1d4e6b", str(QT_TRANSLATE_NOOP("SettingsDialog", "Blue"))),
    ("#6b1f2a", str(QT_TRANSLATE_NOOP("SettingsDialog", "Burgundy"))),
    ("#5a4130", str(QT_TRANSLATE_NOOP("SettingsDialog", "Walnut"))),
    ("#3b3f45", str(QT_TRANSLATE_NOOP("SettingsDialog", "Slate"))),
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


def variant_is_playable(variant: Variant) -> bool:
    """Whether the window can play ``variant`` today (the engine says so by refusing a rule set)."""
    try:
        RuleSet.default(variant)
    except RulesError:
        return False
    return True


def _explanation(text: str) -> QLabel:
    label = make_plain(QLabel(text))
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

    def __init__(
        self, settings: GameSettings, parent: QWidget | None = None, deck_finder: DeckFinder | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(_tr("Settings"))
        self.setStyleSheet(
            'QLabel[role="section"] { font-weight: 600; }'
            'QLabel[role="note"] { font-style: italic; }'
        )
        self.original = settings
        self._edited = settings
        #: per variant, the player's own options (matching no preset): House rules brings them back
        self._house: dict[Variant, RuleSet] = {}
        #: variants whose House rules were chosen by name: the combo stays on them until a preset is
        #: per variant, whether the player chose House rules in the combo (over a preset that matches)
        self._house_chosen: dict[Variant, bool] = {}
        self._finder = deck_finder

        self.tabs = QTabWidget(self)
        self.game_tab = self._build_game_tab()
        self.players_tab = self._build_players_tab()
        self.look_tab = self._build_look_tab()
        self.tabs.addTab(self.game_tab, _tr("Game"))
        self.tabs.addTab(self.players_tab, _tr("Players"))
        self.tabs.addTab(self.look_tab, _tr("Cards and table"))
        self.comfort_tab = self._build_comfort_tab()
        self.tabs.addTab(self.comfort_tab, _tr("Comfort"))
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
        note = make_plain(QLabel(_tr("Rules apply from the next game; cards, table and speed at once."), self))
        note.setProperty("role", "note")
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        bottom = QHBoxLayout()
        bottom.addWidget(note, 1)
        bottom.addWidget(buttons)
        layout.addLayout(bottom)
        self._load(settings)
        # Every label shows its text as it is: names, deck credits and translations are never read
        # as markup (a name like <img src=...> would make Qt load that file). Each is made plain
        # where it is made; this catches any label added without it.
        for label in self.findChildren(QLabel):
            make_plain(label)
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

        heading = make_plain(QLabel(_tr("Variant")))
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
                button.setToolTip(plain_tooltip(_tr("Not playable yet: the rules engine does not support it.")))
            self._variant_group.addButton(button, index)
            self.variant_buttons[variant] = button
            variants.addWidget(button)
        variants.addStretch(1)
        layout.addLayout(variants)
        self.variant_description = _explanation("")
        self.variant_description.setIndent(0)
        layout.addWidget(self.variant_description)
        unplayable = [variant_name(v) for v in Variant if not variant_is_playable(v)]
        self.variant_note = make_plain(QLabel(
            _tr("%1: coming later, the rules engine cannot play it yet.").replace("%1", ", ".join(unplayable))
        ))
        self.variant_note.setProperty("role", "note")
        self.variant_note.setVisible(bool(unplayable))
        layout.addWidget(self.variant_note)
        self._variant_group.idToggled.connect(self._variant_toggled)

        # Romanian: who sits at the table (it decides the deck, the limit and some options)
        self.table_row = QWidget()
        table_layout = QHBoxLayout(self.table_row)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_label = make_plain(QLabel(_tr("Table")))
        table_label.setProperty("role", "section")
        self.table_combo = QComboBox()
        for table in Table:
            self.table_combo.addItem(table_name(table), table.value)
        self.table_combo.currentIndexChanged.connect(self._table_changed)
        table_layout.addWidget(table_label)
        table_layout.addWidget(self.table_combo)
        table_layout.addStretch(1)
        layout.addSpacing(6)
        layout.addWidget(self.table_row)
        self.table_explanation = _explanation("")
        layout.addWidget(self.table_explanation)

        heading = make_plain(QLabel(_tr("Rules")))
        heading.setProperty("role", "section")
        layout.addSpacing(6)
        layout.addWidget(heading)
        # Presets: a named set of options in one choice; any other set is the player's house rules
        self.preset_row = QWidget()
        preset_layout = QHBoxLayout(self.preset_row)
        preset_layout.setContentsMargins(0, 0, 0, 0)
        preset_layout.addWidget(make_plain(QLabel(_tr("Preset"))))
        self.preset_combo = QComboBox()
        for preset in RulePreset:
            self.preset_combo.addItem(preset.label, preset.value)
        self.preset_combo.activated.connect(self._preset_chosen)
        preset_layout.addWidget(self.preset_combo)
        preset_layout.addStretch(1)
        layout.addWidget(self.preset_row)
        self.preset_explanation = _explanation("")
        layout.addWidget(self.preset_explanation)
        target_row = QHBoxLayout()
        target_label = make_plain(QLabel(_tr("Play to")))
        self.target_combo = QComboBox()
        self.target_combo.currentIndexChanged.connect(self._target_changed)
        target_row.addWidget(target_label)
        target_row.addWidget(self.target_combo)
        target_row.addStretch(1)
        layout.addLayout(target_row)
        layout.addSpacing(4)

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
                line_layout.addWidget(make_plain(QLabel(info.label)))
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
        self._show_seat_states()  # another variant may seat four again

    def _table_changed(self, index: int) -> None:
        if self._loading or index < 0:
            return
        # a new table brings its own limit and options (under 14 and random pairs are for four)
        rules = self._edited.rules
        options = {spec.name: False for spec in OPTIONS if spec.tables is not None}
        try:
            rules = rules.with_options({**options, "table": self.table_combo.itemData(index)})
        except RulesError:
            return
        self._edited = replace(self._edited, rules=rules)
        self._show_rules()
        self._show_seat_states()

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
        if preset_of(rules) == RulePreset.HOUSE:
            self._house[rules.variant] = rules
        self._house_chosen[rules.variant] = False
        self._show_preset()

    def choose_preset(self, preset: RulePreset) -> None:
        """Set the variant's options to ``preset``; House rules brings back the player's own
        options (or keeps the ones on show when there are none yet)."""
        variant = self._edited.variant
        if preset == RulePreset.HOUSE:
            rules = self._house.get(variant, self._edited.rules)
            self._house_chosen[variant] = True
        else:
            found = preset_rules(preset, variant)
            if found is None:
                return
            rules = found
            self._house_chosen[variant] = False
        self._edited = replace(self._edited, rules=rules)
        self._show_rules()

    def shown_preset(self) -> RulePreset | None:
        """The preset the combo shows (None when the variant has no presets)."""
        if not self.preset_row.isVisibleTo(self):
            return None
        return RulePreset(self.preset_combo.currentData())

    def _preset_chosen(self, index: int) -> None:
        if self._loading or index < 0:
            return
        self.choose_preset(RulePreset(self.preset_combo.itemData(index)))

    def _show_preset(self) -> None:
        variant = self._edited.variant
        offered = bool(presets_for(variant))
        self.preset_row.setVisible(offered)
        self.preset_explanation.setVisible(offered)
        if not offered:
            return
        preset = preset_of(self._edited.rules)
        if self._house_chosen.get(variant, False):
            preset = RulePreset.HOUSE
        was_loading, self._loading = self._loading, True
        self.preset_combo.setCurrentIndex(max(0, self.preset_combo.findData(preset.value)))
        self._loading = was_loading
        self.preset_explanation.setText(preset.description(variant))

    def _show_rules(self) -> None:
        """Make the widgets show ``self._edited``'s variant and rules."""
        was_loading, self._loading = self._loading, True
        rules = self._edited.rules
        self.variant_buttons[self._edited.variant].setChecked(True)
        self.variant_description.setText(variant_description(self._edited.variant))
        variant = variant_class(self._edited.variant)
        several = len(variant.tables) > 1  # a table to choose
        self.table_row.setVisible(several)
        self.table_explanation.setVisible(several)
        self.table_combo.setCurrentIndex(max(0, self.table_combo.findData(rules.table.value)))
        self.table_explanation.setText(table_explanation(rules.table))
        self.target_combo.clear()
        choices = variant.target_choices(rules.table)
        balls = variant.balls_at(rules.table)
        for target in choices:
            self.target_combo.addItem(target_text(target, balls), target)
        self.target_combo.setCurrentIndex(choices.index(rules.target) if rules.target in choices else 0)
        for info in RULE_OPTIONS:
            applies = info.applies_to(self._edited.variant, rules.table)
            for widget in self._option_rows[info.name]:
                widget.setVisible(applies)
            widget = self.option_widgets[info.name]
            value = getattr(rules, info.name)
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            else:
                widget.setCurrentIndex(max(0, widget.findData(value)))
        self._show_preset()
        self._loading = was_loading

    # -- players tab ---------------------------------------------------------------------------

    def _build_players_tab(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        intro = make_plain(QLabel())
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.players_intro = intro
        # The seats are laid out as they sit at the table, around a patch of cloth.
        table = QGridLayout()
        table.setSpacing(10)
        places = {Seat.N: (0, 1), Seat.W: (1, 0), Seat.E: (1, 2), Seat.S: (2, 1)}
        self.name_edits: dict[Seat, QLineEdit] = {}
        self.seat_boxes: dict[Seat, QGroupBox] = {}
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
            self.seat_boxes[seat] = box
            self.name_edits[seat] = name
            self.player_combos[seat] = who
            self.level_combos[seat] = level
        self.table_patch = make_plain(QLabel())
        self.table_patch.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table_patch.setMinimumSize(QSize(150, 90))
        table.addWidget(self.table_patch, 1, 1)
        for column in range(3):
            table.setColumnStretch(column, 1)
        layout.addLayout(table)
        # the Expert's time a decision: its search is anytime, so more time is a stronger game
        thinking = QFormLayout()
        thinking.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.thinking_combo = QComboBox()
        for ms in THINKING_CHOICES_MS:
            text = _tr("%1 ms").replace("%1", str(ms)) if ms < 1000 else _tr("%1 s").replace("%1", f"{ms / 1000:g}")
            self.thinking_combo.addItem(text, ms)
        self.thinking_combo.setToolTip(_tr("How long the Expert may think about each card or call"))
        self.thinking_combo.currentIndexChanged.connect(self._thinking_changed)
        thinking.addRow(_tr("Thinking time"), self.thinking_combo)
        layout.addLayout(thinking)
        self.players_note = make_plain(QLabel())
        self.players_note.setProperty("role", "note")
        self.players_note.setWordWrap(True)
        layout.addWidget(self.players_note)
        layout.addStretch(1)
        return page

    def _thinking_changed(self, index: int) -> None:
        if self._loading:
            return
        self._edited = replace(self._edited, thinking_ms=int(self.thinking_combo.itemData(index)))

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
        table = self._edited.rules.table
        seating = table_seating(table)
        self.players_intro.setText(
            seating
            + " "
            + _tr("When two or more seats are people, the game hides the cards between turns so you can pass the computer around.")
        )
        for seat in Seat:
            self.level_combos[seat].setEnabled(not self._edited.seats[seat].is_human)
            # a smaller Romanian table leaves seats empty: nobody to set there
            self.seat_boxes[seat].setEnabled(seat in table.seats)
        people = sum(1 for s in table.seats if self._edited.seats[s].is_human)
        if len(table.seats) < len(Seat) and people <= 1:  # a smaller table leaves seats empty
            empty = ", ".join(seat_direction(s) for s in Seat if s not in table.seats)
            text = _tr("At this table %1 stays empty.").replace("%1", empty)
            if people == 0:
                text += " " + _tr("No person plays: the computer plays every seat and you watch.")
            else:
                text += " " + _tr("One person against the computer.")
        elif people == 0:
            text = _tr("No person plays: the computer plays all four seats and you watch.")
        elif people == 1:
            text = _tr("One person against the computer.")
        else:
            text = trn("%n people share this computer (hotseat).", "", people)
        self.players_note.setText(text)

    # -- look tab ------------------------------------------------------------------------------

    def _build_look_tab(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.deck_chooser = DeckChooser(self._edited.deck_id, self._finder)
        self.deck_chooser.deck_chosen.connect(self._deck_chosen)
        layout.addWidget(self.deck_chooser, 1)

        form = QFormLayout()
        colours = QHBoxLayout()
        self.colour_buttons: list[QPushButton] = []
        for colour, name in TABLE_COLOURS:
            swatch = QPushButton()
            swatch.setFixedSize(QSize(34, 26))
            swatch.setToolTip(plain_tooltip(_tr(name)))
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
        self.language_combo = QComboBox()
        self.language_combo.addItem(_tr("The system's language"), SYSTEM)
        for code, name in sorted(LANGUAGE_NAMES.items(), key=lambda item: item[1]):
            self.language_combo.addItem(name, code)  # each in its own words: readable by its speakers
        self.language_combo.currentIndexChanged.connect(self._language_changed)
        language_row = QHBoxLayout()
        language_row.addWidget(self.language_combo)
        language_row.addWidget(make_plain(QLabel(_tr("from the next start"))))
        language_row.addStretch(1)
        form.addRow(_tr("Language"), language_row)
        self._build_extras(form)
        layout.addLayout(form)
        return page

    def _build_extras(self, form: QFormLayout) -> None:
        """Statistics and card sounds; the sound row only where Qt Multimedia is installed (the
        optional extra ``belote-desktop[sound]``): without it the game has no sound to set."""
        from belote_desktop.ui.sounds import sound_available

        self.stats_check = QCheckBox(_tr("Keep statistics of every deal"))
        self.stats_check.toggled.connect(self._extras_changed)
        form.addRow(_tr("Statistics"), self.stats_check)
        self.sound_check: QCheckBox | None = None
        self.volume_slider: QSlider | None = None
        if not sound_available():
            return
        self.sound_check = QCheckBox(_tr("Card sounds"))
        self.volume_slider = QSlider(Qt.Orientation.Horizontal)
        self.volume_slider.setRange(0, 100)
        self.volume_slider.setAccessibleName(_tr("Volume"))
        self.sound_check.toggled.connect(self._extras_changed)
        self.volume_slider.valueChanged.connect(self._extras_changed)
        sound_row = QHBoxLayout()
        sound_row.addWidget(self.sound_check)
        sound_row.addWidget(make_plain(QLabel(_tr("Volume"))))
        sound_row.addWidget(self.volume_slider, 1)
        form.addRow(_tr("Sound"), sound_row)

    def _extras_changed(self) -> None:
        if self._loading:
            return
        self._edited = replace(
            self._edited,
            keep_statistics=self.stats_check.isChecked(),
            sound=self.sound_check.isChecked() if self.sound_check is not None else self._edited.sound,
            sound_volume=self.volume_slider.value() if self.volume_slider is not None else self._edited.sound_volume,
        )
        if self.volume_slider is not None:
            self.volume_slider.setEnabled(self._edited.sound)  # a volume for sounds that are off means nothing

    def _easy_changed(self) -> None:
        if self._loading:
            return
        self._edited = replace(
            self._edited,
            high_contrast=self.high_contrast_check.isChecked(),
            four_colours=self.four_colours_check.isChecked(),
            large_index=self.large_index_check.isChecked(),
        )

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
        self.deck_chooser.set_background(current)
        self.table_patch.setStyleSheet(
            f"background: {current}; color: #f4ecd8; border-radius: 45px; font-weight: 600;"
        )
        self.table_patch.setText(_tr("Table"))

    def _build_comfort_tab(self) -> QWidget:
        """Comfort at the table (ui/comfort.py): switches that change no rule."""
        page = QWidget()
        layout = QVBoxLayout(page)
        self.auto_play_check = QCheckBox(_tr("Play my only legal card by itself"))
        self.auto_claim_check = QCheckBox(_tr("Claim the remaining tricks when they are all mine"))
        self.double_click_check = QCheckBox(_tr("Play a card with a double-click or a drag, not one click"))
        self.trick_names_check = QCheckBox(_tr("Show on each card of the trick who played it"))
        for box in (self.auto_play_check, self.auto_claim_check, self.double_click_check, self.trick_names_check):
            box.toggled.connect(self._comfort_changed)
            layout.addWidget(box)
        self._build_easy(layout)
        layout.addStretch(1)
        return page

    def _build_easy(self, layout: QVBoxLayout) -> None:
        """Easier to see (docs/DECKS.md): the two deck switches draw the French deck anew, once.
        On this page, not beside the deck list: the dialog must fit a 1024x600 screen."""
        title = make_plain(QLabel(_tr("Easier to see")))
        font = title.font()
        font.setBold(True)
        title.setFont(font)
        layout.addSpacing(8)
        layout.addWidget(title)
        self.high_contrast_check = QCheckBox(_tr("High-contrast table"))
        self.four_colours_check = QCheckBox(_tr("French deck in four colours (diamonds blue, clubs green)"))
        self.large_index_check = QCheckBox(_tr("French deck with large corner indices"))
        for box in (self.high_contrast_check, self.four_colours_check, self.large_index_check):
            box.toggled.connect(self._easy_changed)
            layout.addWidget(box)

    def _comfort_changed(self) -> None:
        if self._loading:
            return
        self._edited = replace(
            self._edited,
            auto_play_single=self.auto_play_check.isChecked(),
            double_click_play=self.double_click_check.isChecked(),
            trick_names=self.trick_names_check.isChecked(),
            auto_claim=self.auto_claim_check.isChecked(),
        )

    def _speed_changed(self, index: int) -> None:
        if self._loading or index < 0:
            return
        self._edited = replace(self._edited, speed=AnimationSpeed(self.speed_combo.itemData(index)))

    def _language_changed(self, index: int) -> None:
        if self._loading or index < 0:
            return
        self._edited = replace(self._edited, language=str(self.language_combo.itemData(index)))

    def _tab_changed(self, index: int) -> None:
        if self.tabs.widget(index) is self.look_tab:
            self.start_deck_discovery()

    def start_deck_discovery(self) -> None:
        self.deck_chooser.start_discovery()

    def done(self, result: int) -> None:
        self.deck_chooser.stop()  # the helper process ends with the dialog
        super().done(result)

    def _deck_chosen(self, deck_id: str) -> None:
        self._edited = replace(self._edited, deck_id=deck_id)

    # -- loading the widgets -------------------------------------------------------------------

    _loading = False

    def _load(self, settings: GameSettings) -> None:
        self._loading = True
        self._edited = settings
        self._house_chosen.clear()
        for variant in WINDOW_VARIANTS:
            try:
                rules = settings.rules_for(variant)
            except RulesError:
                continue
            if presets_for(variant) and preset_of(rules) == RulePreset.HOUSE:
                self._house[variant] = rules
        self._show_rules()
        for seat in Seat:
            setup = settings.seats[seat]
            self.name_edits[seat].setText(setup.name)
            self.player_combos[seat].setCurrentIndex(0 if setup.is_human else 1)
            self.level_combos[seat].setCurrentIndex(max(0, self.level_combos[seat].findData(setup.level)))
        self._show_seat_states()
        self.thinking_combo.setCurrentIndex(max(0, self.thinking_combo.findData(settings.thinking_ms)))
        self.speed_combo.setCurrentIndex(max(0, self.speed_combo.findData(settings.speed.value)))
        self.language_combo.setCurrentIndex(max(0, self.language_combo.findData(settings.language)))
        self.stats_check.setChecked(settings.keep_statistics)
        if self.sound_check is not None and self.volume_slider is not None:
            self.sound_check.setChecked(settings.sound)
            self.volume_slider.setValue(settings.sound_volume)
            self.volume_slider.setEnabled(settings.sound)
        self.auto_play_check.setChecked(settings.auto_play_single)
        self.double_click_check.setChecked(settings.double_click_play)
        self.trick_names_check.setChecked(settings.trick_names)
        self.auto_claim_check.setChecked(settings.auto_claim)
        self.high_contrast_check.setChecked(settings.high_contrast)
        self.four_colours_check.setChecked(settings.four_colours)
        self.large_index_check.setChecked(settings.large_index)
        self._show_colour()
        if self.deck_chooser.deck_id != settings.deck_id:
            self.deck_chooser.set_deck(settings.deck_id)
        self._loading = False
