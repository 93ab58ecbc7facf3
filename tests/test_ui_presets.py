"""Rule presets (the game's defaults, the French federation, the online rooms, house rules) and the
settings dialog's preset choice; each variant keeps its own options in the dialog."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox
from pytestqt.qtbot import QtBot

from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.ui.presets import PRESET_VARIANTS, RulePreset, preset_of, preset_rules, presets_for
from belote_desktop.ui.settings import GameSettings
from belote_desktop.ui.settings_dialog import SettingsDialog

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def dialog(qtbot: QtBot) -> SettingsDialog:
    widget = SettingsDialog(GameSettings.default())
    qtbot.addWidget(widget)
    widget.show()
    return widget


def test_presets_set_what_docs_rules_attributes_to_them() -> None:
    # docs/RULES.md 1, 3 and 4: the federation's classic rules undertrump, some of its texts use x3;
    # the Slovenian and Czech rooms play Classic to 501 and Contrée to 701 with the bidder's raise
    classic = {p: preset_rules(p, Variant.CLASSIC) for p in RulePreset}
    contree = {p: preset_rules(p, Variant.CONTREE) for p in RulePreset}
    assert classic[RulePreset.DEFAULTS] == RuleSet.default(Variant.CLASSIC)
    assert classic[RulePreset.FEDERATION] == RuleSet.default(Variant.CLASSIC).with_options({"must_undertrump": True})
    assert classic[RulePreset.ROOMS] == RuleSet.default(Variant.CLASSIC).with_options({"target": 501})
    assert contree[RulePreset.FEDERATION] == RuleSet.default(Variant.CONTREE).with_options({"surcontre_multiplier": 3})
    assert contree[RulePreset.ROOMS] == RuleSet.default(Variant.CONTREE).with_options({"taker_may_raise": True})
    assert classic[RulePreset.HOUSE] is None and contree[RulePreset.HOUSE] is None
    assert presets_for(Variant.ROMANIAN) == ()


@pytest.mark.parametrize("variant", PRESET_VARIANTS)
def test_each_preset_is_recognised_and_anything_else_is_house(variant: Variant) -> None:
    seen = set()
    for preset in presets_for(variant):
        rules = preset_rules(preset, variant)
        if rules is not None:
            assert preset_of(rules) == preset
            seen.add(rules)
    assert len(seen) == 3  # three distinct rule sets
    assert preset_of(RuleSet.default(variant).with_options({"declarations": True})) == RulePreset.HOUSE


def test_the_presets_are_written_in_the_players_guide() -> None:
    guide = (ROOT / "docs" / "PLAYING.md").read_text(encoding="utf-8")
    section = guide[guide.index("### Rule presets"):]
    for preset in RulePreset:
        assert preset.label in section
    for name in ("must_undertrump", "surcontre", "501", "701", "raise"):
        assert name in section


def test_choosing_a_preset_sets_the_options_and_an_option_shows_house(dialog: SettingsDialog, qtbot: QtBot) -> None:
    assert dialog.shown_preset() == RulePreset.DEFAULTS
    combo = dialog.preset_combo
    combo.setCurrentIndex(combo.findData(RulePreset.FEDERATION.value))
    combo.activated.emit(combo.currentIndex())  # what a choice with the mouse or keyboard sends
    assert dialog.settings().rules == preset_rules(RulePreset.FEDERATION, Variant.CLASSIC)
    undertrump = dialog.option_widgets["must_undertrump"]
    assert isinstance(undertrump, QCheckBox) and undertrump.isChecked()
    # one option changed by hand: the combo says House rules
    declarations = dialog.option_widgets["declarations"]
    assert isinstance(declarations, QCheckBox)
    declarations.click()
    assert dialog.settings().rules.declarations
    assert dialog.shown_preset() == RulePreset.HOUSE
    assert combo.currentText() == RulePreset.HOUSE.label
    # the rooms' preset, then House rules again: the player's own options come back
    dialog.choose_preset(RulePreset.ROOMS)
    assert dialog.settings().rules.target == 501 and not dialog.settings().rules.declarations
    assert dialog.target_combo.currentData() == 501
    dialog.choose_preset(RulePreset.HOUSE)
    rules = dialog.settings().rules
    assert rules.declarations and rules.must_undertrump and rules.target == 1000
    assert dialog.shown_preset() == RulePreset.HOUSE


def test_changing_the_target_away_from_a_preset_shows_house(dialog: SettingsDialog) -> None:
    dialog.choose_preset(RulePreset.ROOMS)
    assert dialog.shown_preset() == RulePreset.ROOMS
    dialog.target_combo.setCurrentIndex(dialog.target_combo.findData(1000))
    assert dialog.shown_preset() == RulePreset.DEFAULTS  # 1000 and nothing else: the defaults again
    dialog.target_combo.setCurrentIndex(dialog.target_combo.findData(2000))
    assert dialog.shown_preset() == RulePreset.HOUSE


def test_ticking_an_option_for_classic_leaves_contree_alone_in_the_dialog(dialog: SettingsDialog, qtbot: QtBot) -> None:
    declarations = dialog.option_widgets["declarations"]
    assert isinstance(declarations, QCheckBox)
    declarations.click()
    qtbot.mouseClick(dialog.variant_buttons[Variant.CONTREE], Qt.MouseButton.LeftButton)
    assert not declarations.isChecked()  # issue 13: it was ticked for Contrée too
    assert dialog.settings().rules == RuleSet.default(Variant.CONTREE)
    multiplier = dialog.option_widgets["surcontre_multiplier"]
    assert isinstance(multiplier, QComboBox)
    multiplier.setCurrentIndex(multiplier.findData(3))
    assert dialog.shown_preset() == RulePreset.FEDERATION
    qtbot.mouseClick(dialog.variant_buttons[Variant.CLASSIC], Qt.MouseButton.LeftButton)
    assert declarations.isChecked() and dialog.shown_preset() == RulePreset.HOUSE
    edited = dialog.settings()
    assert edited.rules.declarations and edited.rules_for(Variant.CONTREE).surcontre_multiplier == 3


def test_romanian_has_no_presets(dialog: SettingsDialog, qtbot: QtBot) -> None:
    qtbot.mouseClick(dialog.variant_buttons[Variant.ROMANIAN], Qt.MouseButton.LeftButton)
    assert dialog.shown_preset() is None and not dialog.preset_row.isVisibleTo(dialog)


def test_a_dialog_opened_on_house_rules_offers_them_back(qtbot: QtBot) -> None:
    settings = GameSettings.default()
    house = settings.rules.with_options({"declarations": True, "target": 2000})
    widget = SettingsDialog(settings.with_rules(house))
    qtbot.addWidget(widget)
    assert widget.preset_combo.currentData() == RulePreset.HOUSE.value
    widget.choose_preset(RulePreset.DEFAULTS)
    widget.choose_preset(RulePreset.HOUSE)
    assert widget.settings().rules == house
