"""GameSettings: defaults, every field stored and read back, bad stored values fall back."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from belote_desktop.bots.registry import PLAYER_LEVELS
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.rules import TARGET_CHOICES, RuleSet, Variant
from belote_desktop.engine.table import Table
from belote_desktop.ui.settings import (
    AnimationSpeed,
    GameSettings,
    SeatSetup,
    load_settings,
    save_settings,
    seats_at_table,
)


def ini_store(tmp_path: Path, name: str = "settings.ini") -> QSettings:
    return QSettings(str(tmp_path / name), QSettings.Format.IniFormat)


def round_trip(settings: GameSettings, tmp_path: Path) -> GameSettings:
    path = tmp_path / "round-trip.ini"
    path.unlink(missing_ok=True)
    save_settings(settings, QSettings(str(path), QSettings.Format.IniFormat))
    # A fresh QSettings object reads the file itself rather than an in-memory cache.
    return load_settings(QSettings(str(path), QSettings.Format.IniFormat))


def test_default_settings() -> None:
    settings = GameSettings.default()
    assert settings.variant == Variant.CLASSIC
    assert settings.rules == RuleSet.default(Variant.CLASSIC)
    assert settings.deck_id == "french"
    assert [s.is_human for s in settings.seats] == [True, False, False, False]
    assert settings.seats[Seat.S].name == "You"
    assert all(s.level == "medium" for s in settings.seats[1:])
    assert settings.speed == AnimationSpeed.NORMAL


def test_empty_store_gives_defaults(tmp_path: Path) -> None:
    assert load_settings(ini_store(tmp_path)) == GameSettings.default()


def test_defaults_round_trip(tmp_path: Path) -> None:
    assert round_trip(GameSettings.default(), tmp_path) == GameSettings.default()


@pytest.mark.parametrize("variant", [Variant.CLASSIC, Variant.CONTREE])
def test_every_rule_option_round_trips(variant: Variant, tmp_path: Path) -> None:
    base = GameSettings.default().with_variant(variant)
    defaults = base.rules.options()
    changed = 0
    for name, value in defaults.items():
        if isinstance(value, bool):
            candidates: list[object] = [not value]
        elif name == "target":
            candidates = [t for t in TARGET_CHOICES[variant] if t != value]
        else:  # surcontre_multiplier
            candidates = [3]
        for candidate in candidates:
            try:
                rules = base.rules.with_options({name: candidate})
            except ValueError:
                continue  # an option that does not apply to this variant
            settings = replace(base, rules=rules)
            assert round_trip(settings, tmp_path) == settings, (name, candidate)
            changed += 1
    assert changed == (9 if variant == Variant.CLASSIC else 10)


def test_every_other_field_round_trips(tmp_path: Path) -> None:
    base = GameSettings.default().with_variant(Variant.CONTREE)
    variations = [
        replace(base, deck_id="kde:svg-xskat-german"),
        replace(base, deck_id="aisleriot:bellot"),
        replace(base, table_colour="#7a1f2b"),
        *(replace(base, speed=speed) for speed in AnimationSpeed),
        base.with_seat(Seat.S, SeatSetup("Ana", False, "expert")),
        base.with_seat(Seat.N, SeatSetup("Zoé Dupré", True, "easy")),
        *(base.with_seat(Seat.W, SeatSetup("West", False, level)) for level in PLAYER_LEVELS),
        replace(base, seats=tuple(SeatSetup(f"P{i}", True, "hard") for i in range(4))),  # type: ignore[arg-type]
    ]
    for settings in variations:
        assert round_trip(settings, tmp_path) == settings


def test_rules_are_kept_per_variant(tmp_path: Path) -> None:
    store = ini_store(tmp_path)
    contree = GameSettings.default().with_variant(Variant.CONTREE)
    contree = replace(contree, rules=contree.rules.with_options({"no_trump_bids": True}))
    save_settings(contree, store)
    classic = replace(contree.with_variant(Variant.CLASSIC), deck_id="german")
    save_settings(classic, store)
    assert load_settings(store) == classic
    store.setValue("game/variant", "contree")
    assert load_settings(store).rules.no_trump_bids is True


def test_each_variant_keeps_its_own_options() -> None:
    settings = GameSettings.default()
    settings = replace(settings, rules=settings.rules.with_options({"declarations": True, "dealer_must_choose": True}))
    contree = settings.with_variant(Variant.CONTREE)
    # ticking Declarations for Classic leaves Contrée as it was (issue 13: they were shared)
    assert contree.rules == RuleSet.default(Variant.CONTREE)
    contree = replace(contree, rules=contree.rules.with_options({"must_beat_defence": True}))
    back = contree.with_variant(Variant.CLASSIC)
    assert back.rules.declarations is True and back.rules.dealer_must_choose is True
    assert back.rules_for(Variant.CONTREE).must_beat_defence is True
    assert back.with_variant(Variant.CONTREE).rules.declarations is False


def test_with_rules_sets_a_kept_variant_without_switching() -> None:
    contree = RuleSet.default(Variant.CONTREE).with_options({"taker_may_raise": True})
    settings = GameSettings.default().with_rules(contree)
    assert settings.variant == Variant.CLASSIC and settings.rules == RuleSet.default(Variant.CLASSIC)
    assert settings.rules_for(Variant.CONTREE) == contree


def test_every_variants_rules_round_trip(tmp_path: Path) -> None:
    settings = GameSettings.default().with_rules(RuleSet.default(Variant.CONTREE).with_options({"no_trump_bids": True}))
    settings = settings.with_rules(RuleSet.default(Variant.ROMANIAN).with_options({"table": "three"}))
    settings = replace(settings, rules=settings.rules.with_options({"declarations": True}))
    loaded = round_trip(settings, tmp_path)
    assert loaded == settings
    assert loaded.rules_for(Variant.CONTREE).no_trump_bids is True
    assert loaded.rules_for(Variant.ROMANIAN).table == Table.THREE


def _format_1_store(tmp_path: Path, values: dict[str, object]) -> QSettings:
    store = ini_store(tmp_path, "old.ini")
    store.setValue("version", 1)
    for key, value in values.items():
        store.setValue(key, value)
    store.sync()
    return store


def test_a_format_1_file_gives_a_never_stored_variant_the_shared_options_once(tmp_path: Path) -> None:
    # format 1 stored only Classic's rules; its dialog showed Contrée with the shared options
    store = _format_1_store(tmp_path, {
        "game/variant": "classic", "rules/classic/declarations": "true", "rules/classic/must_undertrump": "true",
        "rules/classic/target": 501,
    })
    loaded = load_settings(store)
    assert loaded.rules.declarations and loaded.rules.must_undertrump and loaded.rules.target == 501
    contree = loaded.rules_for(Variant.CONTREE)
    assert contree.declarations and contree.must_undertrump and contree.target == 701
    assert loaded.rules_for(Variant.ROMANIAN) == RuleSet.default(Variant.ROMANIAN)
    # saved in format 2, each variant is on its own from then on
    save_settings(loaded.with_rules(contree.with_options({"declarations": False})), store)
    again = load_settings(QSettings(store.fileName(), QSettings.Format.IniFormat))
    assert again.rules.declarations is True
    assert again.rules_for(Variant.CONTREE).declarations is False


def test_a_format_1_file_carries_over_only_the_options_both_variants_have(tmp_path: Path) -> None:
    # Contrée on the table with a surcontre x3: Classic has no surcontre, so it keeps its default,
    # and Romanian shares no option with either (its play rules are its own)
    store = _format_1_store(tmp_path, {
        "game/variant": "contree", "rules/contree/surcontre_multiplier": 3, "rules/contree/declarations": "true",
        "rules/contree/partner_exemption": "false",
    })
    loaded = load_settings(store)
    classic = loaded.rules_for(Variant.CLASSIC)
    assert classic.declarations is True and classic.partner_exemption is False
    assert classic.surcontre_multiplier == RuleSet.default(Variant.CLASSIC).surcontre_multiplier
    assert loaded.rules_for(Variant.ROMANIAN) == RuleSet.default(Variant.ROMANIAN)


def test_a_format_1_file_keeps_a_variants_own_stored_rules(tmp_path: Path) -> None:
    store = _format_1_store(tmp_path, {
        "game/variant": "classic", "rules/classic/declarations": "true",
        "rules/contree/declarations": "false", "rules/contree/no_trump_bids": "true",
    })
    contree = load_settings(store).rules_for(Variant.CONTREE)
    assert contree.declarations is False and contree.no_trump_bids is True


def test_a_format_2_file_does_not_carry_options_over(tmp_path: Path) -> None:
    store = _format_1_store(tmp_path, {"game/variant": "classic", "rules/classic/declarations": "true"})
    store.setValue("version", 2)
    assert load_settings(store).rules_for(Variant.CONTREE) == RuleSet.default(Variant.CONTREE)


def test_mismatched_rules_are_refused() -> None:
    with pytest.raises(ValueError):
        replace(GameSettings.default(), rules=RuleSet.default(Variant.CONTREE))


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("game/variant", "bridge"),
        ("game/variant", "poker"),
        ("game/variant", 3),
        ("rules/classic/declarations", "maybe"),
        ("rules/classic/declarations", 1),
        ("rules/classic/target", "lots"),
        ("rules/classic/target", 777),
        ("rules/classic/target", -5),
        ("rules/classic/target", "true"),
        ("rules/classic/no_trump_bids", "true"),  # Contrée only: Classic refuses it
        ("rules/classic/surcontre_multiplier", 7),
        ("look/deck", ""),
        ("look/deck", "no spaces allowed"),
        ("look/table_colour", "green"),
        ("look/table_colour", "#12345"),
        ("look/speed", "warp"),
        ("seats/S/name", ""),
        ("seats/S/name", "   "),
        ("seats/S/name", "x" * 200),
        ("seats/S/name", "tab\there"),
        ("seats/E/human", "perhaps"),
        ("seats/E/level", "godlike"),
        ("seats/E/level", "random"),  # a test level, not offered to players
    ],
)
def test_a_bad_stored_value_falls_back_to_its_default(tmp_path: Path, key: str, value: object) -> None:
    store = ini_store(tmp_path)
    store.setValue(key, value)
    store.setValue("look/speed" if key != "look/speed" else "look/deck", "fast" if key != "look/speed" else "german")
    loaded = load_settings(store)
    expected = GameSettings.default()
    expected = replace(expected, speed=AnimationSpeed.FAST) if key != "look/speed" else replace(expected, deck_id="german")
    assert loaded == expected


def test_a_file_of_garbage_loads_defaults(tmp_path: Path) -> None:
    path = tmp_path / "broken.ini"
    path.write_bytes(b"\x00\xff[game\nvariant=\x01\x02\n[[[\n=\n" + bytes(range(256)))
    assert load_settings(QSettings(str(path), QSettings.Format.IniFormat)) == GameSettings.default()


def test_animation_speed_scales_durations() -> None:
    assert AnimationSpeed.NORMAL.duration_ms(300) == 300
    assert AnimationSpeed.SLOW.duration_ms(300) > 300
    assert 0 < AnimationSpeed.FAST.duration_ms(300) < 300
    assert AnimationSpeed.INSTANT.duration_ms(300) == 0


def test_a_romanian_table_and_its_options_round_trip(tmp_path: Path) -> None:
    store = ini_store(tmp_path)
    rules = RuleSet.default(Variant.ROMANIAN).with_options({"table": "duel", "target": 0, "reduced_combinations": True})
    settings = replace(GameSettings.default().with_variant(Variant.ROMANIAN), rules=rules)
    save_settings(settings, store)
    loaded = load_settings(store)
    assert loaded.variant == Variant.ROMANIAN
    # the table is read before the limit, so a single deal stays a single deal in a duel
    assert loaded.rules == rules and loaded.rules.table == Table.DUEL and loaded.rules.target == 0


def test_romanian_keeps_its_own_play_rules_when_switched_to() -> None:
    classic = GameSettings.default()
    assert classic.rules.partner_exemption and not classic.rules.must_undertrump
    romanian = classic.with_variant(Variant.ROMANIAN)
    assert romanian.rules == RuleSet.default(Variant.ROMANIAN)


def test_seats_at_a_smaller_table_are_the_players_set_for_its_seats() -> None:
    seats = GameSettings.default().seats
    three = seats_at_table(seats, Table.THREE, Table.THREE.seats)
    assert [three[s] for s in (Seat.S, Seat.E, Seat.W)] == [seats[Seat.S], seats[Seat.E], seats[Seat.W]]
    assert three[Seat.N].name == "" and not three[Seat.N].is_human
    duel = seats_at_table(seats, Table.DUEL, Table.DUEL.seats)
    assert duel[Seat.N] == seats[Seat.N] and duel[Seat.E].name == duel[Seat.W].name == ""
    # random pairs: the players keep their order of joining and sit where the match draws them
    moved = seats_at_table(seats, Table.FOUR, (Seat.S, Seat.N, Seat.E, Seat.W))
    assert (moved[Seat.S], moved[Seat.N], moved[Seat.E], moved[Seat.W]) == (seats[0], seats[1], seats[2], seats[3])
