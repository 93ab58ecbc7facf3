"""The window's icon: the shipped SVG (``resources/icons/belote-desktop.svg``).

The desktop entry names the icon by its theme name (``Icon=belote-desktop``), which only helps
where the icons were installed (packaging/install-desktop.sh, ``belote-desktop
--install-desktop``, a distribution package). X11 taskbars and window switchers read the icon
the window itself carries (``_NET_WM_ICON``), and a plain ``pip install`` installs no theme
icon, so the application sets its icon from the file it ships, wherever it runs.
"""

from __future__ import annotations

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
