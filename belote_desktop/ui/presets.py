"""Named sets of rule options for Classic and Contrée: the game's defaults, the French federation's
rules and the online rooms' rules, as docs/RULES.md attributes them, and the player's own ("house").

A preset is only a quick way to set the options of one variant: the settings keep the options
themselves, and a set of options that matches no preset is the player's house rules. Each preset
sets every option of its variant (the target included), starting from the variant's defaults,
so that choosing it and then another one leaves nothing of the first behind. docs/PLAYING.md
("Rule presets") lists what each one sets; keep the two in step.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from PySide6.QtCore import QCoreApplication

from belote_desktop.engine.rules import RuleSet, Variant


def _tr(text: str) -> str:
    return QCoreApplication.translate("RulePreset", text)


class RulePreset(Enum):
    #: the game's own defaults (docs/RULES.md 7)
    DEFAULTS = "defaults"
    #: the French federation's texts: compulsory undertrumping in Classic, surcontre x3 in Contrée
    FEDERATION = "federation"
    #: the Slovenian and Czech rooms: 501 in Classic; 701 with the bidder's raise in Contrée
    ROOMS = "rooms"
    #: whatever the player set that matches none of the above
    HOUSE = "house"

    @property
    def label(self) -> str:
        return {
            RulePreset.DEFAULTS: _tr("Belote Desktop's defaults"),
            RulePreset.FEDERATION: _tr("French federation"),
            RulePreset.ROOMS: _tr("Online rooms"),
            RulePreset.HOUSE: _tr("House rules"),
        }[self]

    def description(self, variant: Variant) -> str:
        """One line on what the preset sets for ``variant``."""
        if self == RulePreset.HOUSE:
            return _tr("Your own choice of options.")
        return _presets(variant).get(self, ({}, ""))[1]


def _presets(variant: Variant) -> dict[RulePreset, tuple[dict[str, Any], str]]:
    """The presets of ``variant`` (none for Romanian, whose play rules are fixed and options
    follow the table): what each changes from the variant's defaults (record option names and
    values) and one line saying so. The one place presets are written per variant."""
    presets: dict[Variant, dict[RulePreset, tuple[dict[str, Any], str]]] = {
        Variant.CLASSIC: {
            RulePreset.DEFAULTS: ({}, _tr("Played to 1000; of the options only the partner exemption is on.")),
            RulePreset.FEDERATION: (
                {"must_undertrump": True},
                _tr("As the French federation's classic rules: unable to overtrump, you must still play a lower trump."),
            ),
            RulePreset.ROOMS: ({"target": 501}, _tr("As the Slovenian and Czech rooms: played to 501.")),
        },
        Variant.CONTREE: {
            RulePreset.DEFAULTS: (
                {},
                _tr("Played to 701, a surcontre multiplies by 4; of the options only the partner exemption is on."),
            ),
            RulePreset.FEDERATION: ({"surcontre_multiplier": 3}, _tr("As the French federation's texts: a surcontre multiplies by 3.")),
            RulePreset.ROOMS: (
                {"target": 701, "taker_may_raise": True},
                _tr("As the Slovenian and Czech rooms: played to 701, the highest bidder may raise after three passes."),
            ),
        },
    }
    return presets.get(variant, {})


#: The variants with presets. Romanian play rules are fixed; its options follow the table.
PRESET_VARIANTS: tuple[Variant, ...] = tuple(v for v in Variant if _presets(v))


def presets_for(variant: Variant) -> tuple[RulePreset, ...]:
    """The presets offered for ``variant`` (none for Romanian), house rules last."""
    return tuple(RulePreset) if _presets(variant) else ()


def preset_rules(preset: RulePreset, variant: Variant) -> RuleSet | None:
    """The rules ``preset`` sets for ``variant``; None for the house rules (they are the player's)
    and for a variant without presets."""
    found = _presets(variant).get(preset)
    if found is None:
        return None
    return RuleSet.default(variant).with_options(found[0])


def preset_of(rules: RuleSet) -> RulePreset:
    """The preset ``rules`` are exactly (every option, the target included), else HOUSE."""
    for preset in presets_for(rules.variant):
        if preset_rules(preset, rules.variant) == rules:
            return preset
    return RulePreset.HOUSE
