"""Computer players. A bot sees a ``SeatView`` (own hand, public history, legal actions) and
returns one of its legal actions; it never sees another player's hidden cards. No Qt here."""

from belote_desktop.bots.base import Bot
from belote_desktop.bots.random_bot import RandomBot

__all__ = ["Bot", "RandomBot"]
