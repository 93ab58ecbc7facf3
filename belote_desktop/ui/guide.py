"""Finding the players' guide (docs/PLAYING.md) that Help → Players' guide opens.

The build copies ``docs/PLAYING.md`` and the pictures it shows into the package data, as
``guide/`` beside the decks (setup.py), so a wheel or a bundle finds it with the rest of the data
(`belote_desktop.data`). An editable install copies nothing: there the checkout's own ``docs/``
folder is the guide, which is tried second.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices

from belote_desktop.data import DataNotFoundError, data_path

GUIDE_NAME = "PLAYING.md"
#: docs/ beside the package: only a source checkout has it
CHECKOUT_GUIDE = Path(__file__).resolve().parents[2] / "docs" / GUIDE_NAME


def installed_guide() -> Path | None:
    try:
        return data_path("guide", GUIDE_NAME)
    except DataNotFoundError:
        return None


def guide_path() -> Path | None:
    """The guide on this machine, or None when neither the install nor a checkout has it."""
    for candidate in (installed_guide(), CHECKOUT_GUIDE):
        if candidate is not None and candidate.is_file():
            return candidate
    return None


def open_guide(path: Path | None = None) -> bool:
    """Hand the guide to the desktop's viewer for Markdown (or text); False if it could not."""
    path = path or guide_path()
    if path is None:
        return False
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))
