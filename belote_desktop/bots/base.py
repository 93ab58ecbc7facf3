"""The protocol every computer player follows."""

from __future__ import annotations

import random
from typing import Protocol

from belote_desktop.engine.state import Action
from belote_desktop.engine.view import SeatView


class Bot(Protocol):
    #: the level name shown in settings and stored in records ("random", "easy", ...)
    level: str

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        """One of ``view.legal_actions``."""
        ...
