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
from typing import Any, Iterable, Sequence

from PySide6.QtCore import QCoreApplication, QSettings

from belote_desktop.bots.registry import PLAYER_LEVELS
from belote_desktop.decks.discovery import DEFAULT_DECK_ID
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.rules import TARGET_CHOICES, RuleSet, RulesError, Variant
from belote_desktop.engine.table import Table
from belote_desktop.engine.variants import variant_for
from belote_desktop.i18n import LANGUAGE_NAMES, SYSTEM

#: The variants the window plays (every variant of the engine), in the engine's order.
WINDOW_VARIANTS: tuple[Variant, ...] = tuple(Variant)

#: Where ``load_settings()`` / ``save_settings()`` keep things when given no store
#: (on Linux: ``~/.config/belote-desktop/belote-desktop.conf``).
ORGANIZATION = "belote-desktop"
APPLICATION = "belote-desktop"
#: Bumped when a key changes meaning; older files are then read key by key as far as they fit.
#: 2: every variant's rules are stored (1 stored only the variant on the table's, and the dialog
#: carried the shared options over to the others: see ``_migrated_rules``).
FORMAT_VERSION = 2

DEFAULT_TABLE_COLOUR = "#1f5e3a"
DEFAULT_LEVEL = "medium"
DEFAULT_VOLUME = 60
#: the Expert's thinking time a decision (ms), the choices the settings offer, and the default:
#: enough for its anytime search to add sampled deals and a deeper look on a slow machine
THINKING_CHOICES_MS: tuple[int, ...] = (100, 300, 1000, 3000)
DEFAULT_THINKING_MS = 300
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


def person_seat(names: Sequence[str]) -> Seat | None:
    """The seat of the person at the window, spoken to as "you": South while it carries the
    default name (the language's word for the person). A player with a name of their own (or the
    players of a hotseat game) is spoken of by that name, in sentences that need no grammatical
    gender."""
    if len(names) > Seat.S and names[Seat.S] == default_seat_names()[Seat.S]:
        return Seat.S
    return None


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
    #: the rules kept for the other variants (one each, in Variant order; see ``rules_for``): each
    #: variant keeps its own options, so ticking Declarations for Classic leaves Contrée alone
    other_rules: tuple[RuleSet, ...] = ()
    #: record every finished deal in the statistics (ui/stats_recorder.py); off keeps none
    keep_statistics: bool = True
    #: card sounds (ui/sounds.py), off by default; offered only where Qt Multimedia is installed
    sound: bool = False
    sound_volume: int = DEFAULT_VOLUME  # percent, 0-100
    #: comfort at the table (ui/comfort.py): the only legal card played by itself, cards played by a
    #: double-click or a drag rather than one click, the trick naming who played each card
    auto_play_single: bool = False
    double_click_play: bool = False
    trick_names: bool = True
    auto_claim: bool = False  # claim the remaining tricks when no play of the others can take one
    #: easier to see (docs/DECKS.md): a black table with a bright line, and the French deck drawn
    #: in four suit colours and/or with large corner indices (the deck generator, on demand)
    high_contrast: bool = False
    four_colours: bool = False
    large_index: bool = False
    #: how long the Expert may think about each decision (ms; its search is anytime and answers
    #: within this): one of ``THINKING_CHOICES_MS``
    thinking_ms: int = DEFAULT_THINKING_MS

    def __post_init__(self) -> None:
        if self.rules.variant != self.variant:
            raise ValueError(f"rules are for {self.rules.variant.value}, the settings for {self.variant.value}")
        if len(self.seats) != 4:
            raise ValueError(f"four seats are needed, not {len(self.seats)}")
        # One canonical form (every other window variant once, in order, defaults filled in), so
        # two settings that play the same are equal however they were made.
        kept = _by_variant(self.other_rules)
        del kept[self.variant]
        object.__setattr__(self, "other_rules", tuple(kept.values()))

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

    def rules_for(self, variant: Variant) -> RuleSet:
        """The rules ``variant`` is played with: the ones on the table, or those kept for it."""
        return _by_variant((*self.other_rules, self.rules))[variant]

    def with_variant(self, variant: Variant) -> GameSettings:
        """These settings for ``variant``, with the rules kept for it (its defaults the first time);
        the rules of the variant left are kept in turn, for when the player comes back to it."""
        every = _by_variant((*self.other_rules, self.rules))
        return replace(self, variant=variant, rules=every[variant], other_rules=tuple(every.values()))

    def with_rules(self, rules: RuleSet) -> GameSettings:
        """These settings with ``rules`` for its variant: the one on the table, or a kept one."""
        every = _by_variant((*self.other_rules, self.rules, rules))
        return replace(self, rules=every[self.variant], other_rules=tuple(every.values()))

    def with_seat(self, seat: Seat, setup: SeatSetup) -> GameSettings:
        seats = list(self.seats)
        seats[seat] = setup
        return replace(self, seats=(seats[0], seats[1], seats[2], seats[3]))

    @property
    def human_count(self) -> int:
        return sum(1 for s in self.seats if s.is_human)


def _by_variant(rules: Iterable[RuleSet]) -> dict[Variant, RuleSet]:
    """Every window variant's rules, in order: the last of ``rules`` for each, else its defaults."""
    given = {r.variant: r for r in rules}
    return {v: given.get(v) or RuleSet.default(v) for v in WINDOW_VARIANTS}


# --- storage ---------------------------------------------------------------------------------


def default_store() -> QSettings:
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION)


def _rules_key(variant: Variant, option: str) -> str:
    # Rules are stored per variant, so switching variant and back keeps both sets of choices.
    return f"rules/{variant.value}/{option}"


def _seat_key(seat: Seat, field: str) -> str:
    return f"seats/{seat.name}/{field}"


def save_settings(settings: GameSettings, store: QSettings | None = None) -> QSettings.Status:
    """Store ``settings``; the store's status after writing it to disk (``NoError``, or
    ``AccessError`` for a read-only or missing folder, a full disk: the settings were not kept)."""
    store = store if store is not None else default_store()
    store.setValue("version", FORMAT_VERSION)
    store.setValue("game/variant", settings.variant.value)
    for rules in (settings.rules, *settings.other_rules):
        for name, value in rules.options().items():
            store.setValue(_rules_key(rules.variant, name), value)
    store.setValue("look/deck", settings.deck_id)
    store.setValue("look/table_colour", settings.table_colour)
    store.setValue("look/speed", settings.speed.value)
    store.setValue("look/language", settings.language)
    store.setValue("look/high_contrast", settings.high_contrast)
    store.setValue("look/four_colours", settings.four_colours)
    store.setValue("look/large_index", settings.large_index)
    store.setValue("bots/thinking_ms", settings.thinking_ms)
    store.setValue("stats/keep", settings.keep_statistics)
    store.setValue("sound/on", settings.sound)
    store.setValue("sound/volume", settings.sound_volume)
    store.setValue("comfort/auto_play_single", settings.auto_play_single)
    store.setValue("comfort/double_click_play", settings.double_click_play)
    store.setValue("comfort/trick_names", settings.trick_names)
    store.setValue("comfort/auto_claim", settings.auto_claim)
    default_names = default_seat_names()
    for seat in Seat:
        setup = settings.seats[seat]
        # a default name is stored as none, so it follows the language ("You", "Vous", "Vi")
        store.setValue(_seat_key(seat, "name"), "" if setup.name == default_names[seat] else setup.name)
        store.setValue(_seat_key(seat, "human"), setup.is_human)
        store.setValue(_seat_key(seat, "level"), setup.level)
    store.sync()
    return store.status()


def load_settings(store: QSettings | None = None) -> GameSettings:
    """The stored settings; anything missing or unusable is replaced by its default."""
    store = store if store is not None else default_store()
    default = GameSettings.default()
    variant = _enum(Variant, store.value("game/variant"), default.variant)
    try:
        rules = RuleSet.default(variant)
    except RulesError:  # stored by a later version whose engine knows this variant
        variant, rules = default.variant, default.rules
    rules = _load_rules(store, rules)
    # the one on the table among them is dropped (GameSettings keeps each variant's rules once)
    others = tuple(_load_other_rules(store, variant, rules) for variant in WINDOW_VARIANTS)
    seats = tuple(_load_seat(store, seat, default.seats[seat]) for seat in Seat)
    return GameSettings(
        variant=variant,
        rules=rules,
        deck_id=_matching(_DECK_ID, store.value("look/deck"), default.deck_id),
        table_colour=_matching(_COLOUR, store.value("look/table_colour"), default.table_colour).lower(),
        seats=(seats[0], seats[1], seats[2], seats[3]),
        speed=_enum(AnimationSpeed, store.value("look/speed"), default.speed),
        language=stored_language(store),
        other_rules=others,
        keep_statistics=_bool_or(store.value("stats/keep"), default.keep_statistics),
        sound=_bool_or(store.value("sound/on"), default.sound),
        sound_volume=_volume(store.value("sound/volume"), default.sound_volume),
        auto_play_single=_flag(store.value("comfort/auto_play_single"), default.auto_play_single),
        double_click_play=_flag(store.value("comfort/double_click_play"), default.double_click_play),
        trick_names=_flag(store.value("comfort/trick_names"), default.trick_names),
        auto_claim=_flag(store.value("comfort/auto_claim"), default.auto_claim),
        high_contrast=_flag(store.value("look/high_contrast"), default.high_contrast),
        four_colours=_flag(store.value("look/four_colours"), default.four_colours),
        large_index=_flag(store.value("look/large_index"), default.large_index),
        thinking_ms=_thinking_ms(store.value("bots/thinking_ms"), default.thinking_ms),
    )


def stored_language(store: QSettings | None = None) -> str:
    """The language chosen in the settings (SYSTEM when none), read on its own: the translators go
    in before anything else is loaded, since default names and widgets are translated once."""
    store = store if store is not None else default_store()
    raw = store.value("look/language")
    return raw if isinstance(raw, str) and raw in LANGUAGE_NAMES else SYSTEM


def _load_other_rules(store: QSettings, variant: Variant, on_table: RuleSet) -> RuleSet:
    """The rules kept for ``variant`` (not the one on the table)."""
    rules = _load_rules(store, RuleSet.default(variant))
    version = _as_int(store.value("version"))
    if version is not None and version >= 2:
        return rules
    return _migrated_rules(store, variant, on_table, rules)


def _migrated_rules(store: QSettings, variant: Variant, on_table: RuleSet, stored: RuleSet) -> RuleSet:
    """A format-1 file, read once: it kept only the rules of the variants saved while on the table,
    and switching variant carried the shared options over. A variant with rules of its own in the
    file keeps them (the player's last choices for it); one never stored gets what the dialog of
    format 1 showed for it: the options of the variant on the table that it shares (not the
    target, the variants count on different scales; Romanian play rules are its own). Saving
    then writes format 2, and each variant keeps its own options from there on."""
    if any(store.contains(_rules_key(variant, name)) for name in stored.options()):
        return stored
    # the options both variants have, as their variant objects say (Romanian shares none)
    shared = {o.name for o in variant_for(stored).options_here()} & {o.name for o in variant_for(on_table).options_here()}
    rules = stored
    for name, value in on_table.options().items():
        if name not in shared:
            continue
        try:
            rules = rules.with_options({name: value})
        except RulesError:  # an option the other variant does not have (or forbids)
            continue
    return rules


def _load_rules(store: QSettings, rules: RuleSet) -> RuleSet:
    if len(variant_for(rules).tables) > 1:
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


def _flag(raw: object, default: bool) -> bool:
    """A stored switch, or ``default`` when it is missing or not a boolean."""
    value = _as_bool(raw)
    return default if value is None else value


def _bool_or(raw: object, default: bool) -> bool:
    value = _as_bool(raw)
    return default if value is None else value


def _thinking_ms(raw: object, default: int) -> int:
    """A stored thinking time, when it is one the settings offer."""
    value = _as_int(raw)
    return value if value in THINKING_CHOICES_MS else default


def _volume(raw: object, default: int) -> int:
    value = _as_int(raw)
    return value if value is not None and 0 <= value <= 100 else default


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
