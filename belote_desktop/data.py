"""Where the game's own data (the built-in decks, the icon) is on this machine.

The data lives in the top-level ``resources/`` folder of the source tree; the build installs it
as the package ``belote_desktop._resources`` (``setup.py``, ``pyproject.toml``). It is looked up
through ``importlib.resources``, never beside this file, so the same code finds it in a
checkout's editable install, an installed wheel and a frozen bundle.
"""

from __future__ import annotations

import importlib.resources
import os
from pathlib import Path

RESOURCES_PACKAGE = "belote_desktop._resources"


class DataNotFoundError(RuntimeError):
    """The game's data is missing or not on a file system (a broken or zipped install)."""


def data_root() -> Path:
    """The folder that holds ``decks/`` and the other shipped data."""
    try:
        root = importlib.resources.files(RESOURCES_PACKAGE)
    except ModuleNotFoundError:
        raise DataNotFoundError(
            f"{RESOURCES_PACKAGE} is not installed: install Belote Desktop with pip "
            "(from a checkout, ./dev does it) instead of running it from the source folder"
        ) from None
    # Deck loading and Qt both want real files; every supported install is unpacked on disk.
    # Frozen-app loaders (Nuitka's) hand out their own Traversable for a real folder, with an
    # __fspath__; anything that is not a path to a folder (a zipped package) is refused.
    path = Path(root) if isinstance(root, os.PathLike) else Path(str(root))
    if not path.is_dir():
        raise DataNotFoundError(f"{RESOURCES_PACKAGE} is not a folder on disk ({root})")
    return path


def data_path(*parts: str) -> Path:
    """A path inside the shipped data, e.g. ``data_path("decks")``."""
    return data_root().joinpath(*parts)
