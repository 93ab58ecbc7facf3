"""Which ``GameVariant`` plays which rule set: one module per variant (``classic``, ``romanian``),
gathered here so that ``state`` imports them and none of them imports ``state``."""

from __future__ import annotations

from belote_desktop.engine.classic import ClassicVariant, ContreeVariant
from belote_desktop.engine.romanian import RomanianVariant
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.table import Table
from belote_desktop.engine.variant import GameVariant

VARIANTS: dict[Variant, type[GameVariant]] = {
    Variant.CLASSIC: ClassicVariant,
    Variant.CONTREE: ContreeVariant,
    Variant.ROMANIAN: RomanianVariant,
}


def variant_class(variant: Variant) -> type[GameVariant]:
    return VARIANTS[variant]


def variant_for(rules: RuleSet) -> GameVariant:
    """A fresh variant object (with its own match state) for a match played under ``rules``."""
    return VARIANTS[rules.variant](rules)


def variant_at(variant: Variant, table: Table = Table.FOUR) -> GameVariant:
    """The variant object of ``variant`` at ``table`` with its default rules: what callers ask
    about a variant they are not playing yet (the settings, the help, a score sheet row)."""
    return variant_for(RuleSet.default(variant, table))
