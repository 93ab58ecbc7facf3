"""Belote Desktop: an offline Belote game (Classic, Contrée, Romanian Belot)."""

__version__ = "0.1.0"
