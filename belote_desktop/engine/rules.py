"""Rule sets: one variant plus the options docs/RULES.md names, with each variant's defaults, and
``OPTIONS``, the one table saying which option applies to which variant and table (read by the
engine's checks, the settings dialog and the help text)."""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from enum import Enum
from typing import Any, Mapping

from belote_desktop.engine.table import Table


class Variant(Enum):
    CLASSIC = "classic"
    CONTREE = "contree"
    ROMANIAN = "romanian"


#: ``target`` value meaning "a single deal": the match ends after the first played deal.
SINGLE_DEAL = 0

#: Targets offered per variant (docs/RULES.md 3 and 4); SINGLE_DEAL is "one deal".
TARGET_CHOICES: dict[Variant, tuple[int, ...]] = {
    Variant.CLASSIC: (501, 1000, 2000, 5000, SINGLE_DEAL),
    Variant.CONTREE: (701, 1000, 2000, SINGLE_DEAL),
    Variant.ROMANIAN: (101, 1010, SINGLE_DEAL),
}

#: Romanian limits: 101 balls, or 1010 points in a duel (which keeps exact points).
ROMANIAN_TARGET = {Table.FOUR: 101, Table.THREE: 101, Table.DUEL: 1010}

SURCONTRE_CHOICES = (3, 4)

_VARIANT_NAMES = {Variant.CLASSIC: "Classic Belote", Variant.CONTREE: "Contrée", Variant.ROMANIAN: "Romanian Belot"}


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One rule option: where a player may choose it. ``name`` is the ``RuleSet`` field and the key
    the window's label and explanation are found under (ui/help_text.py)."""

    name: str
    #: the variants where the option may be chosen
    variants: frozenset[Variant]
    #: the tables where it exists (None: every table of those variants)
    tables: frozenset[Table] | None = None
    #: the value it must keep outside ``variants`` (None: not checked, the variant ignores it)
    off: bool | None = False
    #: variants that fix the option to a value, with the reason given when a rule set differs
    fixed: tuple[tuple[Variant, bool, str], ...] = ()

    def applies_to(self, variant: Variant, table: Table = Table.FOUR) -> bool:
        return variant in self.variants and (self.tables is None or table in self.tables)


_FRENCH = frozenset({Variant.CLASSIC, Variant.CONTREE})
_CONTREE_ONLY = frozenset({Variant.CONTREE})
_ROMANIAN_ONLY = frozenset({Variant.ROMANIAN})

#: Every option of ``RuleSet`` but ``target`` (which has its own chooser) and ``table`` (the
#: variant's setup), in the order the settings dialog and the help show them.
OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("declarations", _FRENCH, off=None,
               fixed=((Variant.ROMANIAN, True, "in Romanian Belot combinations are always played"),)),
    OptionSpec("partner_exemption", _FRENCH, off=None),
    OptionSpec("must_undertrump", _FRENCH, off=None),
    OptionSpec("dealer_must_choose", frozenset({Variant.CLASSIC}),
               fixed=((Variant.ROMANIAN, True, "in Romanian Belot the dealer may never pass in round 2"),)),
    OptionSpec("no_trump_bids", _CONTREE_ONLY),
    OptionSpec("must_beat_defence", _CONTREE_ONLY),
    OptionSpec("surcontre_multiplier", _CONTREE_ONLY, off=None),
    OptionSpec("taker_may_raise", _CONTREE_ONLY),
    OptionSpec("under_14", _ROMANIAN_ONLY, frozenset({Table.FOUR})),
    OptionSpec("random_pairs", _ROMANIAN_ONLY, frozenset({Table.FOUR})),
    OptionSpec("reduced_combinations", _ROMANIAN_ONLY, frozenset({Table.DUEL})),
)


def option_spec(name: str) -> OptionSpec:
    return next(o for o in OPTIONS if o.name == name)


class RulesError(ValueError):
    """A rule set that cannot be used (unknown option, bad value, unsupported variant)."""


@dataclass(frozen=True, slots=True)
class RuleSet:
    variant: Variant
    #: Play tierces, fifties, hundreds and fours (docs/RULES.md 2).
    declarations: bool = False
    #: A player whose partner is winning the trick need not trump (rule 3's exception).
    partner_exemption: bool = True
    #: A player who cannot overtrump must still play a lower trump if holding one.
    must_undertrump: bool = False
    #: Classic: the dealer may not pass in round 2.
    dealer_must_choose: bool = False
    #: Points that end the match; SINGLE_DEAL for one deal.
    target: int = 1000
    #: Contrée: bids may name no trump or all trump.
    no_trump_bids: bool = False
    #: Contrée: the takers must also score more than the defenders.
    must_beat_defence: bool = False
    #: Contrée: what a surcontre multiplies by (a contre doubles).
    surcontre_multiplier: int = 4
    #: Contrée: the highest bidder gets one more turn to raise after the three others pass.
    taker_may_raise: bool = False
    #: Romanian: who sits at the table (four in two teams, three alone, or one against one).
    table: Table = Table.FOUR
    #: Romanian, four players: a player whose cards are worth fewer than 14 points may cancel.
    under_14: bool = False
    #: Romanian, four players: partners are drawn at random at the start of the match.
    random_pairs: bool = False
    #: Romanian duel: a player's combinations of 100 or more count at most twice a game.
    reduced_combinations: bool = False

    @classmethod
    def default(cls, variant: Variant, table: Table = Table.FOUR) -> RuleSet:
        if variant == Variant.CLASSIC:
            return cls(variant, target=1000)
        if variant == Variant.CONTREE:
            return cls(variant, target=701)
        # Romanian play: no partner exemption, undertrumping compulsory, combinations played.
        return cls(
            variant,
            declarations=True,
            partner_exemption=False,
            must_undertrump=True,
            dealer_must_choose=True,
            target=ROMANIAN_TARGET[table],
            table=table,
        )

    def options(self) -> dict[str, Any]:
        """Every option in its record form (the table by name)."""
        return {f.name: _plain(getattr(self, f.name)) for f in fields(self) if f.name != "variant"}

    def changed_options(self) -> dict[str, Any]:
        """The options that differ from the variant's defaults (what a record stores); a Romanian
        limit is compared with the default of its own table."""
        base = RuleSet.default(self.variant).options()
        own = RuleSet.default(self.variant, self.table).options()
        return {k: v for k, v in self.options().items() if (base if k == "table" else own)[k] != v}

    def with_options(self, options: Mapping[str, Any]) -> RuleSet:
        """This rule set with ``options`` applied; unknown keys and bad values raise RulesError."""
        known = self.options()
        changes: dict[str, Any] = {}
        base = self
        if "table" in options and self.variant == Variant.ROMANIAN:
            # A new table brings its own limit unless a target is given too.
            try:
                table = options["table"] if isinstance(options["table"], Table) else Table.parse(options["table"])
            except (ValueError, TypeError):
                raise RulesError(f"rule option 'table' must be four, three or duel, not {options['table']!r}") from None
            base = replace(self, table=table, target=ROMANIAN_TARGET[table]) if table != self.table else self
            options = {k: v for k, v in options.items() if k != "table"}
        for key, value in options.items():
            if key not in known:
                raise RulesError(f"unknown rule option {key!r} for {self.variant.value}")
            if key == "table":
                raise RulesError("rule option 'table' is for Romanian Belot")
            expected = type(known[key])
            if type(value) is not expected:
                raise RulesError(f"rule option {key!r} must be {expected.__name__}, not {value!r}")
            changes[key] = value
        rules = replace(base, **changes)
        rules.validate()
        return rules

    def validate(self) -> None:
        if self.target < 0:
            raise RulesError(f"target must be a positive number of points or 0 (one deal), not {self.target}")
        if self.surcontre_multiplier not in SURCONTRE_CHOICES:
            raise RulesError(f"surcontre_multiplier must be 3 or 4, not {self.surcontre_multiplier}")
        # Read from OPTIONS: an option outside its variants keeps its "off" value or the value
        # the variant fixes; outside its tables it is off.
        for spec in OPTIONS:
            value = getattr(self, spec.name)
            if self.variant in spec.variants:
                if spec.tables is not None and self.table not in spec.tables and value:
                    raise RulesError(_table_reason(spec))
                continue
            fixed = next((f for f in spec.fixed if f[0] == self.variant), None)
            if fixed is not None:
                if value != fixed[1]:
                    raise RulesError(fixed[2])
            elif spec.off is not None and value != spec.off:
                owners = sorted(spec.variants, key=list(Variant).index)
                where = " or ".join(_VARIANT_NAMES[v] for v in owners)
                tail = "" if owners == [Variant.ROMANIAN] else f", not {_VARIANT_NAMES[self.variant]}"
                raise RulesError(f"rule option {spec.name!r} is for {where}{tail}")
        if self.variant != Variant.ROMANIAN and self.table != Table.FOUR:
            raise RulesError("rule option 'table' is for Romanian Belot")

    @classmethod
    def from_record(cls, variant_name: str, options: Mapping[str, Any]) -> RuleSet:
        try:
            variant = Variant(variant_name)
        except ValueError:
            raise RulesError(f"unknown variant {variant_name!r} (expected classic, contree or romanian)") from None
        return cls.default(variant).with_options(options)


def _table_reason(spec: OptionSpec) -> str:
    tables = spec.tables or frozenset()
    where = "the four-player table" if tables == {Table.FOUR} else "the one-against-one table" if tables == {Table.DUEL} else "other tables"
    return f"rule option {spec.name!r} is for {where}"


def _plain(value: Any) -> Any:
    return value.value if isinstance(value, Enum) else value
