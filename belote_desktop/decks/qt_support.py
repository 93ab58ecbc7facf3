"""The little Qt plumbing the deck code needs outside the game window.

QSvgRenderer lays out text with fonts, and Qt's font database only exists once a
QGuiApplication does; the command line (``belote-desktop decks``) and the benchmark have
none, so they get one here (off-screen when there is no display).
"""

from __future__ import annotations

import os

_application: object | None = None  # keeps the application we made alive


def ensure_gui_application() -> None:
    """Make sure a Qt application exists; create an off-screen one when there is no display.

    A QApplication (not just a QGuiApplication) is made so that widget code running later in
    the same process, such as a test of the window, still works.
    """
    global _application
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is not None:
        return
    has_display = bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if not os.environ.get("QT_QPA_PLATFORM") and not has_display:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    _application = QApplication(["belote-desktop"])


def silence_svg_warnings() -> None:
    """Hide Qt's per-element SVG warnings ("link #x is undefined"): many installed decks
    trigger them harmlessly and a user can do nothing about them."""
    from PySide6.QtCore import QLoggingCategory

    QLoggingCategory.setFilterRules("qt.svg.warning=false")
