"""The player's choices: variant and rules, deck and look, who sits where, animation speed.

`GameSettings` is one frozen value; the settings dialog edits a copy and the main window applies
it. It is stored with ``QSettings`` as plain keys, and read back defensively: the file is the
user's to edit (or to break), so every stored value that is missing, of the wrong type or out
of range falls back to its default on its own, without dragging the other values down with it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings

from belote_desktop.bots.registry import PLAYER_LEVELS
from belote_desktop.decks.discovery import DEFAULT_DECK_ID
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.rules import TARGET_CHOICES, RuleSet, RulesError, Variant
from belote_desktop.engine.table import Table
from belote_desktop.i18n import LANGUAGE_NAMES, SYSTEM

#: The variants the window plays (every variant of the engine).
WINDOW_VARIANTS = frozenset({Variant.CLASSIC, Variant.CONTREE, Variant.ROMANIAN})

#: Where ``load_settings()`` / ``save_settings()`` keep things when given no store
#: (on Linux: ``~/.config/belote-desktop/belote-desktop.conf``).
ORGANIZATION = "belote-desktop"
APPLICATION = "belote-desktop"
#: Bumped when a key changes meaning; older files are then read key by key as far as they fit.
FORMAT_VERSION = 1

DEFAULT_TABLE_COLOUR = "#1f5e3a"
DEFAULT_LEVEL = "medium"
#: Names longer than this crowd the seat labels on a small table.
MAX_NAME_LENGTH = 24

_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")
#: Deck ids are short printable words (``french``, ``kde:svg-xskat-german``, ``aisleriot:bellot``).
_DECK_ID = re.compile(r"[\w.:+-]{1,120}")


def _tr(text: str) -> str:
    return QCoreApplication.translate("GameSettings", text)


class AnimationSpeed(Enum):
    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"

    def duration_ms(self, base_ms: int) -> int:
        """How long an animation that takes ``base_ms`` at normal speed lasts at this speed."""
        return round(base_ms * _SPEED_FACTORS[self])

    @property
    def label(self) -> str:
        return {
            AnimationSpeed.SLOW: _tr("Slow"),
            AnimationSpeed.NORMAL: _tr("Normal"),
            AnimationSpeed.FAST: _tr("Fast"),
            AnimationSpeed.INSTANT: _tr("Instant"),
        }[self]


_SPEED_FACTORS = {
    AnimationSpeed.SLOW: 1.75,
    AnimationSpeed.NORMAL: 1.0,
    AnimationSpeed.FAST: 0.5,
    AnimationSpeed.INSTANT: 0.0,
}


@dataclass(frozen=True)
class SeatSetup:
    """Who plays one seat: a person, or a bot of ``level`` (kept for when the seat turns bot)."""

    name: str
    is_human: bool
    level: str = DEFAULT_LEVEL


def default_seat_names() -> tuple[str, str, str, str]:
    """Indexed by Seat (S, E, N, W)."""
    return (_tr("You"), _tr("East"), _tr("North"), _tr("West"))


def default_seats() -> tuple[SeatSetup, SeatSetup, SeatSetup, SeatSetup]:
    names = default_seat_names()
    return (
        SeatSetup(names[Seat.S], True),
        SeatSetup(names[Seat.E], False),
        SeatSetup(names[Seat.N], False),
        SeatSetup(names[Seat.W], False),
    )


@dataclass(frozen=True)
class GameSettings:
    variant: Variant
    rules: RuleSet
    deck_id: str
    table_colour: str  # "#rrggbb"
    seats: tuple[SeatSetup, SeatSetup, SeatSetup, SeatSetup]  # indexed by Seat (S, E, N, W)
    speed: AnimationSpeed
    #: the window's language (a code of i18n.LANGUAGE_NAMES; SYSTEM follows the desktop), from the next start
    language: str = SYSTEM

    def __post_init__(self) -> None:
        if self.rules.variant != self.variant:
            raise ValueError(f"rules are for {self.rules.variant.value}, the settings for {self.variant.value}")
        if len(self.seats) != 4:
            raise ValueError(f"four seats are needed, not {len(self.seats)}")

    @classmethod
    def default(cls) -> GameSettings:
        return cls(
            variant=Variant.CLASSIC,
            rules=RuleSet.default(Variant.CLASSIC),
            deck_id=DEFAULT_DECK_ID,
            table_colour=DEFAULT_TABLE_COLOUR,
            seats=default_seats(),
            speed=AnimationSpeed.NORMAL,
        )

    def with_variant(self, variant: Variant) -> GameSettings:
        """These settings for ``variant``: its default rules, with every play option both variants
        share carried over (a player who turned declarations on wants them in Contrée too). The
        target is not carried: the variants count on different scales (1000 vs 701)."""
        if variant == self.variant:
            return self
        rules = RuleSet.default(variant)  # raises RulesError for a variant the engine lacks
        if Variant.ROMANIAN in (variant, self.variant):
            # Romanian play rules are fixed (no partner exemption, undertrumping, combinations)
            return replace(self, variant=variant, rules=rules)
        for name, value in self.rules.options().items():
            if name == "target":
                continue
            try:
                rules = rules.with_options({name: value})
            except RulesError:  # an option the other variant does not have (or forbids)
                continue
        return replace(self, variant=variant, rules=rules)

    def with_seat(self, seat: Seat, setup: SeatSetup) -> GameSettings:
        seats = list(self.seats)
        seats[seat] = setup
        return replace(self, seats=(seats[0], seats[1], seats[2], seats[3]))

    @property
    def human_count(self) -> int:
        return sum(1 for s in self.seats if s.is_human)


# --- storage ---------------------------------------------------------------------------------


def default_store() -> QSettings:
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION)


def _rules_key(variant: Variant, option: str) -> str:
    # Rules are stored per variant, so switching variant and back keeps both sets of choices.
    return f"rules/{variant.value}/{option}"


def _seat_key(seat: Seat, field: str) -> str:
    return f"seats/{seat.name}/{field}"


def save_settings(settings: GameSettings, store: QSettings | None = None) -> None:
    store = store if store is not None else default_store()
    store.setValue("version", FORMAT_VERSION)
    store.setValue("game/variant", settings.variant.value)
    for name, value in settings.rules.options().items():
        store.setValue(_rules_key(settings.variant, name), value)
    store.setValue("look/deck", settings.deck_id)
    store.setValue("look/table_colour", settings.table_colour)
    store.setValue("look/speed", settings.speed.value)
    store.setValue("look/language", settings.language)
    default_names = default_seat_names()
    for seat in Seat:
        setup = settings.seats[seat]
        # a default name is stored as none, so it follows the language ("You", "Vous", "Vi")
        store.setValue(_seat_key(seat, "name"), "" if setup.name == default_names[seat] else setup.name)
        store.setValue(_seat_key(seat, "human"), setup.is_human)
        store.setValue(_seat_key(seat, "level"), setup.level)
    store.sync()


def load_settings(store: QSettings | None = None) -> GameSettings:
    """The stored settings; anything missing or unusable is replaced by its default."""
    store = store if store is not None else default_store()
    default = GameSettings.default()
    variant = _enum(Variant, store.value("game/variant"), default.variant)
    try:
        if variant not in WINDOW_VARIANTS:
            raise RulesError(f"the window does not play {variant.value} yet")
        rules = RuleSet.default(variant)
    except RulesError:  # stored by a later version whose engine knows this variant
        variant, rules = default.variant, default.rules
    rules = _load_rules(store, rules)
    seats = tuple(_load_seat(store, seat, default.seats[seat]) for seat in Seat)
    return GameSettings(
        variant=variant,
        rules=rules,
        deck_id=_matching(_DECK_ID, store.value("look/deck"), default.deck_id),
        table_colour=_matching(_COLOUR, store.value("look/table_colour"), default.table_colour).lower(),
        seats=(seats[0], seats[1], seats[2], seats[3]),
        speed=_enum(AnimationSpeed, store.value("look/speed"), default.speed),
        language=stored_language(store),
    )


def stored_language(store: QSettings | None = None) -> str:
    """The language chosen in the settings (SYSTEM when none), read on its own: the translators go
    in before anything else is loaded, since default names and widgets are translated once."""
    store = store if store is not None else default_store()
    raw = store.value("look/language")
    return raw if isinstance(raw, str) and raw in LANGUAGE_NAMES else SYSTEM


def _load_rules(store: QSettings, rules: RuleSet) -> RuleSet:
    if rules.variant == Variant.ROMANIAN:
        # the table first: it brings its own limit, which a stored target then overrides
        raw_table = store.value(_rules_key(rules.variant, "table"))
        try:
            rules = rules.with_options({"table": raw_table}) if isinstance(raw_table, str) else rules
        except RulesError:
            pass
    for name, default_value in rules.options().items():
        raw = store.value(_rules_key(rules.variant, name))
        if raw is None or name == "table":
            continue
        value = _as_bool(raw) if isinstance(default_value, bool) else _as_int(raw)
        if value is None:
            continue
        if name == "target" and value not in TARGET_CHOICES.get(rules.variant, ()):
            continue
        try:
            rules = rules.with_options({name: value})
        except RulesError:
            continue
    return rules


def _load_seat(store: QSettings, seat: Seat, default: SeatSetup) -> SeatSetup:
    name = store.value(_seat_key(seat, "name"))
    name = name.strip() if isinstance(name, str) else ""
    if not name or len(name) > MAX_NAME_LENGTH or not name.isprintable():
        name = default.name
    human = _as_bool(store.value(_seat_key(seat, "human")))
    level = store.value(_seat_key(seat, "level"))
    return SeatSetup(
        name=name,
        is_human=default.is_human if human is None else human,
        level=level if level in PLAYER_LEVELS else default.level,
    )


def _enum(kind: Any, raw: object, default: Any) -> Any:
    try:
        return kind(raw)
    except ValueError:
        return default


def _matching(pattern: re.Pattern[str], raw: object, default: str) -> str:
    return raw if isinstance(raw, str) and pattern.fullmatch(raw) else default


def _as_bool(raw: object) -> bool | None:
    # An ini file gives back "true"/"false" strings; a native store gives back bools.
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, str) and raw.strip().lower() in ("true", "false"):
        return raw.strip().lower() == "true"
    return None


def _as_int(raw: object) -> int | None:
    if isinstance(raw, bool):
        return None
    if isinstance(raw, int):
        return raw
    if isinstance(raw, str):
        try:
            return int(raw.strip())
        except ValueError:
            return None
    return None


def seats_at_table(seats: tuple[SeatSetup, ...], table: Table, seating: tuple[Seat, ...]) -> tuple[SeatSetup, ...]:
    """Who sits where, indexed by Seat: the players set for the table's seats, in playing order
    from S, sit at ``seating`` (the match's: Romanian random pairs move them); a seat left empty
    by a smaller table holds a nameless bot that never plays."""
    placed = [SeatSetup("", False, DEFAULT_LEVEL) for _ in Seat]
    for player, seat in zip(table.seats, seating):
        placed[seat] = seats[player]
    return tuple(placed)
