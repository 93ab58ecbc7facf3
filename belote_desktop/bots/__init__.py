"""Computer players. A bot sees a ``SeatView`` (own hand, public history, legal actions) and
returns one of its legal actions; it never sees another player's hidden cards. No Qt here.

Levels are built by name through ``registry.make_bot`` ("easy", "medium", "hard", "expert",
"random"), which imports each level's module only when asked; docs/BOTS.md says how they decide."""

from belote_desktop.bots.base import Bot
from belote_desktop.bots.random_bot import RandomBot

__all__ = ["Bot", "RandomBot"]
