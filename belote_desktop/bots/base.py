"""The protocol every computer player follows."""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from belote_desktop.engine.state import Action
from belote_desktop.engine.view import SeatView


class Bot(Protocol):
    #: the level name shown in settings and stored in records ("random", "easy", ...)
    level: str

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        """One of ``view.legal_actions``."""
        ...


@runtime_checkable
class SearchingBot(Protocol):
    """A bot whose decisions take the time they are given (the Expert): ``budget_ms`` is its
    time a decision, None for a fixed amount of work (the same view and seed, the same action)."""

    budget_ms: int | None
