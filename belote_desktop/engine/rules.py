"""Rule sets: one variant plus the options docs/RULES.md names, with each variant's defaults."""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from enum import Enum
from typing import Any, Mapping


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
}

SURCONTRE_CHOICES = (3, 4)


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

    @classmethod
    def default(cls, variant: Variant) -> RuleSet:
        if variant == Variant.CLASSIC:
            return cls(variant, target=1000)
        if variant == Variant.CONTREE:
            return cls(variant, target=701)
        raise RulesError("Romanian Belot is not supported by the engine yet")

    def options(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name != "variant"}

    def changed_options(self) -> dict[str, Any]:
        """The options that differ from the variant's defaults (what a record stores)."""
        base = RuleSet.default(self.variant).options()
        return {k: v for k, v in self.options().items() if base[k] != v}

    def with_options(self, options: Mapping[str, Any]) -> RuleSet:
        """This rule set with ``options`` applied; unknown keys and bad values raise RulesError."""
        known = self.options()
        changes: dict[str, Any] = {}
        for key, value in options.items():
            if key not in known:
                raise RulesError(f"unknown rule option {key!r} for {self.variant.value}")
            expected = type(known[key])
            if type(value) is not expected:
                raise RulesError(f"rule option {key!r} must be {expected.__name__}, not {value!r}")
            changes[key] = value
        rules = replace(self, **changes)
        rules.validate()
        return rules

    def validate(self) -> None:
        if self.target < 0:
            raise RulesError(f"target must be a positive number of points or 0 (one deal), not {self.target}")
        if self.surcontre_multiplier not in SURCONTRE_CHOICES:
            raise RulesError(f"surcontre_multiplier must be 3 or 4, not {self.surcontre_multiplier}")
        if self.variant == Variant.CLASSIC:
            contree_only = ("no_trump_bids", "must_beat_defence", "taker_may_raise")
            for name in contree_only:
                if getattr(self, name):
                    raise RulesError(f"rule option {name!r} is for Contrée, not Classic Belote")
        if self.variant == Variant.CONTREE and self.dealer_must_choose:
            raise RulesError("rule option 'dealer_must_choose' is for Classic Belote, not Contrée")

    @classmethod
    def from_record(cls, variant_name: str, options: Mapping[str, Any]) -> RuleSet:
        try:
            variant = Variant(variant_name)
        except ValueError:
            raise RulesError(f"unknown variant {variant_name!r} (expected classic, contree or romanian)") from None
        return cls.default(variant).with_options(options)
