"""Data shipped with the game, installed as the package ``belote_desktop._resources``.

This file only makes the folder a regular package: ``importlib.resources.files`` then returns a
real directory (a namespace package would give a ``MultiplexedPath``), both from a wheel and
from the editable install ``./dev`` makes. See ``setup.py`` and ``belote_desktop.data``.
"""
