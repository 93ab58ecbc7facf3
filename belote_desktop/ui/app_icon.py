"""The window's icon: the shipped SVG (``resources/icons/belote-desktop.svg``).

The desktop entry names the icon by its theme name (``Icon=belote-desktop``), which only helps
where the icons were installed (packaging/install-desktop.sh, ``belote-desktop
--install-desktop``, a distribution package). X11 taskbars and window switchers read the icon
the window itself carries (``_NET_WM_ICON``), and a plain ``pip install`` installs no theme
icon, so the application sets its icon from the file it ships, wherever it runs.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtGui import QIcon

from belote_desktop.data import DataNotFoundError, data_path

ICON_NAME = "belote-desktop"


def icon_path() -> Path | None:
    """The shipped SVG, or None in a broken install (the game still starts, with no icon)."""
    try:
        path = data_path("icons", f"{ICON_NAME}.svg")
    except DataNotFoundError:
        return None
    return path if path.is_file() else None


def app_icon() -> QIcon:
    """The icon for ``QApplication.setWindowIcon``: Qt's SVG icon engine draws it at each size
    the window system asks for (X11 gets 16 to 256 pixels)."""
    path = icon_path()
    return QIcon(str(path)) if path is not None else QIcon()


def desktop_file_name() -> str:
    """The desktop entry's name without ``.desktop``, for ``QApplication.setDesktopFileName``
    (Wayland's app id, which docks match to the entry and its icon): ``belote-desktop``, except
    in a Flatpak, where the entry is named after the application id (packaging/flatpak/) and
    Flatpak tells it in ``FLATPAK_ID``."""
    return os.environ.get("FLATPAK_ID") or ICON_NAME
