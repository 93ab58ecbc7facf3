"""The settings dialog edits a copy: every control changes the returned settings, never the original."""

from __future__ import annotations

import pickle
from dataclasses import replace

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from belote_desktop.decks.discovery import DeckCatalogue, SearchPaths, discover_decks, open_deck
from belote_desktop.decks.renderer import CardRasterizer
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.rules import TARGET_CHOICES, RuleSet, Variant
from belote_desktop.ui.help_text import RULE_OPTIONS
from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup
from belote_desktop.ui.deck_worker import render_preview
from belote_desktop.ui.deck_chooser import PREVIEW_CARDS, deck_credit
from belote_desktop.ui.settings_dialog import SettingsDialog

def built_in_decks() -> DeckCatalogue:
    """Ours only: quick, and the same on every machine (runs in the dialog's helper process)."""
    return discover_decks(SearchPaths())


@pytest.fixture
def dialog(qtbot: QtBot) -> SettingsDialog:
    widget = SettingsDialog(GameSettings.default(), deck_finder=built_in_decks)
    qtbot.addWidget(widget)
    widget.show()
    return widget


def test_untouched_dialog_returns_equal_settings(dialog: SettingsDialog) -> None:
    assert dialog.settings() == GameSettings.default()


def test_romanian_offers_its_tables_and_their_options(dialog: SettingsDialog, qtbot: QtBot) -> None:
    button = dialog.variant_buttons[Variant.ROMANIAN]
    assert button.isEnabled() and not dialog.variant_note.isVisible()
    assert not dialog.table_combo.isVisibleTo(dialog)  # Classic has no table to choose
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    edited = dialog.settings()
    assert edited.rules == RuleSet.default(Variant.ROMANIAN)
    assert dialog.table_combo.isVisibleTo(dialog) and dialog.table_explanation.text()
    targets = [dialog.target_combo.itemData(i) for i in range(dialog.target_combo.count())]
    assert targets == [101, 0] and "balls" in dialog.target_combo.itemText(0)

    def shown(name: str) -> bool:
        return dialog.option_widgets[name].isVisibleTo(dialog)

    assert shown("under_14") and shown("random_pairs") and not shown("reduced_combinations")
    assert not shown("partner_exemption") and not shown("declarations")  # fixed in Romanian Belot
    dialog.option_widgets["under_14"].click()  # type: ignore[union-attr]
    assert dialog.settings().rules.under_14

    dialog.table_combo.setCurrentIndex(dialog.table_combo.findData("three"))
    rules = dialog.settings().rules
    assert rules.table.value == "three" and not rules.under_14 and rules.target == 101
    assert not shown("under_14") and not shown("random_pairs") and not shown("reduced_combinations")
    assert not dialog.seat_boxes[Seat.N].isEnabled() and dialog.seat_boxes[Seat.W].isEnabled()
    assert "North" in dialog.players_note.text()

    dialog.table_combo.setCurrentIndex(dialog.table_combo.findData("duel"))
    assert dialog.settings().rules.target == 1010 and "points" in dialog.target_combo.itemText(0)
    assert shown("reduced_combinations")
    dialog.option_widgets["reduced_combinations"].click()  # type: ignore[union-attr]
    dialog.target_combo.setCurrentIndex(dialog.target_combo.findData(0))
    rules = dialog.settings().rules
    assert rules.reduced_combinations and rules.target == 0 and rules.table.value == "duel"
    assert not dialog.seat_boxes[Seat.E].isEnabled() and dialog.seat_boxes[Seat.N].isEnabled()
    assert "South against North" in dialog.players_intro.text()
    assert dialog.original.variant == Variant.CLASSIC  # the original is untouched
    qtbot.mouseClick(dialog.variant_buttons[Variant.CLASSIC], Qt.MouseButton.LeftButton)
    assert all(box.isEnabled() for box in dialog.seat_boxes.values()), "four seats again"
    assert "Partners sit opposite" in dialog.players_intro.text()


def test_switching_variant_shows_its_options_and_targets(dialog: SettingsDialog, qtbot: QtBot) -> None:
    original = dialog.original
    qtbot.mouseClick(dialog.variant_buttons[Variant.CONTREE], Qt.MouseButton.LeftButton)
    edited = dialog.settings()
    assert edited.variant == Variant.CONTREE and edited.rules.variant == Variant.CONTREE
    assert original.variant == Variant.CLASSIC  # the original is untouched
    targets = [dialog.target_combo.itemData(i) for i in range(dialog.target_combo.count())]
    assert targets == list(TARGET_CHOICES[Variant.CONTREE])
    for info in RULE_OPTIONS:
        assert dialog.option_widgets[info.name].isVisibleTo(dialog) == info.applies_to(Variant.CONTREE), info.name
    assert "bid" in dialog.variant_description.text()
    qtbot.mouseClick(dialog.variant_buttons[Variant.CLASSIC], Qt.MouseButton.LeftButton)
    assert "turned" in dialog.variant_description.text()
    assert not dialog.option_widgets["no_trump_bids"].isVisibleTo(dialog)
    assert dialog.option_widgets["dealer_must_choose"].isVisibleTo(dialog)


def test_option_applicability_agrees_with_the_engine() -> None:
    """An option shown for a variant must be accepted by the engine there, and every option
    the engine refuses for a variant must be hidden for it."""
    names = {info.name for info in RULE_OPTIONS}
    # the table (Romanian Belot's seating) is chosen with the players, not among the options
    assert names == set(RuleSet.default(Variant.CLASSIC).options()) - {"target", "table"}
    for variant in (Variant.CLASSIC, Variant.CONTREE):
        rules = RuleSet.default(variant)
        for info in RULE_OPTIONS:
            value = getattr(rules, info.name)
            other = (not value) if isinstance(value, bool) else (3 if value == 4 else 4)
            try:
                rules.with_options({info.name: other})
                accepted = True
            except ValueError:
                accepted = False
            if info.applies_to(variant):
                assert accepted, (variant, info.name)
            elif isinstance(value, bool):
                assert not accepted, (variant, info.name)


@pytest.mark.parametrize("variant", [Variant.CLASSIC, Variant.CONTREE])
def test_every_rule_control_edits_the_copy(dialog: SettingsDialog, qtbot: QtBot, variant: Variant) -> None:
    dialog.variant_buttons[variant].setChecked(True)
    expected = dialog.settings().rules
    for info in RULE_OPTIONS:
        if not info.applies_to(variant):
            continue
        widget = dialog.option_widgets[info.name]
        if info.name == "surcontre_multiplier":
            widget.setCurrentIndex(widget.findData(3))  # type: ignore[union-attr]
            expected = expected.with_options({info.name: 3})
        else:
            widget.click()  # type: ignore[union-attr]
            expected = expected.with_options({info.name: not getattr(expected, info.name)})
        assert dialog.settings().rules == expected, info.name
    dialog.target_combo.setCurrentIndex(dialog.target_combo.count() - 1)
    assert dialog.settings().rules.target == 0  # a single deal
    assert dialog.original == GameSettings.default()


def test_players_are_edited(dialog: SettingsDialog, qtbot: QtBot) -> None:
    dialog.tabs.setCurrentWidget(dialog.players_tab)
    assert not dialog.level_combos[Seat.S].isEnabled()  # a person has no level
    dialog.name_edits[Seat.N].clear()
    qtbot.keyClicks(dialog.name_edits[Seat.N], "Chlo")  # QTest types ASCII only
    dialog.name_edits[Seat.N].insert("é")
    dialog.name_edits[Seat.N].textEdited.emit(dialog.name_edits[Seat.N].text())
    dialog.player_combos[Seat.N].setCurrentIndex(0)
    dialog.level_combos[Seat.E].setCurrentIndex(dialog.level_combos[Seat.E].findData("hard"))
    seats = dialog.settings().seats
    assert seats[Seat.N] == SeatSetup("Chloé", True, "medium")
    assert seats[Seat.E] == SeatSetup("East", False, "hard")
    assert not dialog.level_combos[Seat.N].isEnabled()
    assert "2 people" in dialog.players_note.text()
    dialog.name_edits[Seat.W].clear()
    qtbot.keyClick(dialog.name_edits[Seat.W], Qt.Key.Key_Space)
    assert dialog.settings().seats[Seat.W].name == "West"  # a blank name keeps the old one
    assert dialog.original.seats[Seat.N] == SeatSetup("North", False, "medium")


def test_look_is_edited(dialog: SettingsDialog, qtbot: QtBot) -> None:
    dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData(AnimationSpeed.INSTANT.value))
    qtbot.mouseClick(dialog.colour_buttons[2], Qt.MouseButton.LeftButton)
    edited = dialog.settings()
    assert edited.speed == AnimationSpeed.INSTANT
    assert edited.table_colour == "#6b1f2a" and dialog.colour_buttons[2].isChecked()
    assert not dialog.colour_buttons[0].isChecked()
    dialog.set_table_colour("not a colour")
    assert dialog.settings().table_colour == "#6b1f2a"


def test_decks_are_discovered_only_when_the_chooser_is_shown(dialog: SettingsDialog, qtbot: QtBot) -> None:
    chooser = dialog.deck_chooser
    assert not chooser.discovery_started and not chooser.worker.is_running and chooser.deck_list.count() == 0
    dialog.tabs.setCurrentWidget(dialog.players_tab)
    assert not chooser.worker.is_running
    with qtbot.waitSignal(chooser.decks_listed, timeout=60000):
        dialog.tabs.setCurrentWidget(dialog.look_tab)
        assert chooser.discovery_started and chooser.worker.is_running
    ids = [chooser.deck_list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(chooser.deck_list.count())]
    assert {"french", "german", "traditional"} <= set(ids)
    assert chooser.deck_list.currentItem().data(Qt.ItemDataRole.UserRole) == "french"
    with qtbot.waitSignal(chooser.preview_ready, timeout=60000):
        assert chooser.choose_deck("german")
    assert dialog.settings().deck_id == "german"
    assert dialog.original.deck_id == "french"
    pictures = [label.pixmap() for label in chooser.preview_labels]
    assert len(pictures) == len(PREVIEW_CARDS) + 1 and all(not p.isNull() for p in pictures)
    assert "German" in chooser.deck_credit.text()
    with qtbot.assertNotEmitted(chooser.decks_listed):
        dialog.tabs.setCurrentWidget(dialog.game_tab)
        dialog.tabs.setCurrentWidget(dialog.look_tab)  # once per dialog
    with qtbot.waitSignal(chooser.preview_ready, timeout=60000):
        dialog.restore_defaults()
    assert chooser.deck_list.currentItem().data(Qt.ItemDataRole.UserRole) == "french"
    assert dialog.settings() == GameSettings.default()
    dialog.reject()
    assert not chooser.worker.is_running  # the helper ends with the dialog


def test_a_bad_deck_is_reported_not_raised(dialog: SettingsDialog, qtbot: QtBot) -> None:
    chooser = dialog.deck_chooser
    with qtbot.waitSignal(chooser.preview_ready, timeout=60000):
        dialog.start_deck_discovery()
    with qtbot.waitSignal(chooser.preview_ready, timeout=60000):
        chooser.request_preview("no-such-deck")
    assert "cannot be shown" in chooser.deck_credit.text()
    assert all(label.pixmap().isNull() for label in chooser.preview_labels)


def test_restore_defaults(dialog: SettingsDialog) -> None:
    dialog.variant_buttons[Variant.CONTREE].setChecked(True)
    dialog.set_table_colour("#123456")
    dialog.restore_defaults()
    assert dialog.settings() == GameSettings.default()
    assert dialog.variant_buttons[Variant.CLASSIC].isChecked()


def test_a_started_dialog_shows_the_given_settings(qtbot: QtBot) -> None:
    base = GameSettings.default().with_variant(Variant.CONTREE)
    given = replace(
        base,
        rules=base.rules.with_options({"no_trump_bids": True, "surcontre_multiplier": 3, "target": 2000}),
        speed=AnimationSpeed.SLOW,
        table_colour="#1d4e6b",
    ).with_seat(Seat.W, SeatSetup("Dan", True, "easy"))
    widget = SettingsDialog(given, deck_finder=built_in_decks)
    qtbot.addWidget(widget)
    assert widget.settings() == given
    assert widget.option_widgets["no_trump_bids"].isChecked()  # type: ignore[union-attr]
    assert widget.target_combo.currentData() == 2000
    assert widget.name_edits[Seat.W].text() == "Dan"
    assert widget.player_combos[Seat.W].currentData() is True
    assert widget.speed_combo.currentData() == "slow"


def test_preview_pixels_cross_the_pipe_unchanged() -> None:
    preview = render_preview("french", PREVIEW_CARDS, 60, None)
    assert preview.info.id == "french" and len(preview.images) == len(PREVIEW_CARDS) + 1
    sent = pickle.loads(pickle.dumps(preview))
    direct = CardRasterizer(open_deck("french")).render(
        preview.info.default_back_id, QSize(preview.images[-1].width, 60)
    )
    back = sent.images[-1].image()
    assert back.size() == direct.size()
    assert back == direct.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


def test_deck_credit_leaves_out_what_is_unknown() -> None:
    assert deck_credit("French", "Belote Desktop contributors", "CC-BY-SA-4.0") == (
        "French, by Belote Desktop contributors, licence CC-BY-SA-4.0"
    )
    assert deck_credit("Paris", "unknown", "unknown") == "Paris, author and licence not stated"
    assert deck_credit("Bellot", "Jo", "unknown") == "Bellot, by Jo"
