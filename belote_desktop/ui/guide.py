"""Finding the players' guide (docs/PLAYING.md) that Help → Players' guide opens.

The build installs ``docs/PLAYING.md`` and its pictures as the package
``belote_desktop._docs`` (pyproject.toml, setup.py), so a wheel or a bundle finds it through
``importlib.resources``. A checkout whose editable install predates that mapping still has the
file in its ``docs/`` folder, which is tried second.
"""

from __future__ import annotations

import importlib.resources
import os
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices

DOCS_PACKAGE = "belote_desktop._docs"
GUIDE_NAME = "PLAYING.md"
#: docs/ beside the package: only a source checkout has it
CHECKOUT_GUIDE = Path(__file__).resolve().parents[2] / "docs" / GUIDE_NAME


def guide_path() -> Path | None:
    """The guide on this machine, or None when neither the install nor a checkout has it."""
    try:
        installed = importlib.resources.files(DOCS_PACKAGE).joinpath(GUIDE_NAME)
    except ModuleNotFoundError:
        installed = None
    # a zipped install gives no real file, and the desktop's viewer needs one
    for candidate in (installed, CHECKOUT_GUIDE):
        if isinstance(candidate, os.PathLike) and Path(candidate).is_file():
            return Path(candidate)
    return None


def open_guide(path: Path | None = None) -> bool:
    """Hand the guide to the desktop's viewer for Markdown (or text); False if it could not."""
    path = path or guide_path()
    if path is None:
        return False
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))
