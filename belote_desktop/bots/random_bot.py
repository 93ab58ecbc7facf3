"""A player that picks uniformly among its legal moves: the baseline for tests and ``simulate``."""

from __future__ import annotations

import random

from belote_desktop.engine.auctions import Call
from belote_desktop.engine.state import Action
from belote_desktop.engine.view import SeatView


class RandomBot:
    level = "random"

    def __init__(self, pass_probability: float = 0.75) -> None:
        # Uniform bidding would climb to capot in a few calls; passing most of the time keeps the
        # auctions (and so the simulated deals) looking like real ones.
        self.pass_probability = pass_probability

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        actions = view.legal_actions
        if not actions:
            raise ValueError(f"{view.seat.name} has nothing to do")
        if Call.PASS in actions and rng.random() < self.pass_probability:
            return Call.PASS
        return actions[int(rng.random() * len(actions))]
