"""`belote-desktop play`: open the game window, or render it to a PNG with ``--screenshot``.

Qt is imported inside :func:`run` only: the CLI imports every command module to build its
parser, and headless commands such as ``check`` must not pay for (or need) Qt.
"""

from __future__ import annotations

import argparse
import os
import re
import signal
import sys
from pathlib import Path

from belote_desktop.commands.images import save_png

_SIZE = re.compile(r"^\s*(\d+)\s*[xX×]\s*(\d+)\s*$")


def parse_size(text: str) -> tuple[int, int]:
    """``"1200x800"`` -> ``(1200, 800)``; an argparse ``type`` so errors read as usage errors."""
    match = _SIZE.match(text)
    if not match:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT such as 1200x800, got {text!r}")
    width, height = int(match[1]), int(match[2])
    if width <= 0 or height <= 0:
        raise argparse.ArgumentTypeError(f"width and height must be positive, got {text!r}")
    return width, height


def add_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--screenshot",
        metavar="OUT.png",
        type=Path,
        help="render the window offscreen to a PNG once it is laid out, then exit",
    )
    parser.add_argument(
        "--size",
        metavar="WxH",
        type=parse_size,
        help="window size in pixels (default 1200x800; never below the window's minimum)",
    )


def no_display_message() -> str | None:
    """Why the window cannot open here, decided before Qt starts (Qt's own xcb failure aborts the
    process with a page of plugin names); None when a display or a chosen platform is there."""
    if not sys.platform.startswith("linux"):
        return None
    if os.environ.get("QT_QPA_PLATFORM") or os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return (
        "belote-desktop: there is no display here (neither DISPLAY nor WAYLAND_DISPLAY is set), "
        "so the window cannot open; to see the game without one, run "
        "'belote-desktop play --screenshot table.png'."
    )


def run(args: argparse.Namespace) -> int:
    screenshot: Path | None = getattr(args, "screenshot", None)
    size: tuple[int, int] | None = getattr(args, "size", None)
    if screenshot is None:
        message = no_display_message()
        if message is not None:
            print(message, file=sys.stderr)
            return 1
    else:
        # A screenshot must not flash a window on the user's desktop; an explicit
        # QT_QPA_PLATFORM (for instance xcb under Xvfb) still wins.
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtWidgets import QApplication

    from belote_desktop import __version__
    from belote_desktop.ui.main_window import MainWindow

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName("belote-desktop")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("belote-desktop")

    window = MainWindow()
    if size is not None:
        window.resize(*size)
    window.show()

    if screenshot is None:
        # Qt's event loop never returns to Python to raise KeyboardInterrupt, so Ctrl+C in the
        # terminal would either hang or end in a traceback; let SIGINT end the process outright.
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        return app.exec()

    # Let show, resize and layout events settle so the grab sees the final geometry.
    app.processEvents()
    image = window.grab().toImage()
    window.close()
    if not save_png(image, screenshot, "play"):
        return 1
    print(f"{screenshot}: {image.width()}x{image.height()}")
    return 0
