"""Bot levels by name: what settings, records, ``simulate`` and ``bot`` ask for.

Each level's class is imported only when asked for, so a level that searches (and may load a
compiled helper) costs nothing to a program that never uses it.
"""

from __future__ import annotations

import importlib

from belote_desktop.bots.base import Bot

#: level name -> (module, class); the levels offered to players, weakest first, then "random"
_LEVELS: dict[str, tuple[str, str]] = {
    "easy": ("belote_desktop.bots.easy", "EasyBot"),
    "medium": ("belote_desktop.bots.medium", "MediumBot"),
    "hard": ("belote_desktop.bots.hard", "HardBot"),
    "expert": ("belote_desktop.bots.expert", "ExpertBot"),
    "random": ("belote_desktop.bots.random_bot", "RandomBot"),
}

#: the levels a player chooses from, weakest first
PLAYER_LEVELS: tuple[str, ...] = ("easy", "medium", "hard", "expert")
LEVELS: tuple[str, ...] = tuple(_LEVELS)


def make_bot(level: str, budget_ms: int | None = None) -> Bot:
    """A fresh bot of ``level``; ``budget_ms`` caps a searching bot's time per decision
    (None: a fixed amount of work, so the same seed and view give the same action)."""
    try:
        module_name, class_name = _LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r} (expected one of {', '.join(LEVELS)})") from None
    cls = getattr(importlib.import_module(module_name), class_name)
    try:
        return cls(budget_ms=budget_ms)  # type: ignore[no-any-return]  # the class is looked up by name in the level table: every one is a Bot
    except TypeError:
        # levels that do not search take no budget
        return cls()  # type: ignore[no-any-return]  # the class is looked up by name in the level table: every one is a Bot
