"""The main window: menus around the felt. The table scene will replace the placeholder."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from belote_desktop import __version__
from belote_desktop.ui.felt import FeltView
from belote_desktop.ui.placeholder import PlaceholderScene

APP_TITLE = "Belote Desktop"
LICENCE = "GPL-3.0-or-later"
DEFAULT_SIZE = QSize(1200, 800)
#: below this the title block no longer fits on the felt
MINIMUM_SIZE = QSize(800, 560)


def about_text() -> str:
    """Rich text for Help → About; kept apart so it can be checked without a dialog."""
    return (
        f"<h3>{APP_TITLE} {__version__}</h3>"
        "<p>An offline desktop Belote: Classic Belote, Contrée and Romanian Belot, "
        "with SVG card decks, bots and local hotseat play.</p>"
        f"<p>Licence: {LICENCE}. This program comes with ABSOLUTELY NO WARRANTY.</p>"
    )


class MainWindow(QMainWindow):
    """Game and Help menus over a felt view."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(APP_TITLE)
        self.resize(DEFAULT_SIZE)
        self.setMinimumSize(MINIMUM_SIZE)

        self.scene = PlaceholderScene(self)
        self.view = FeltView(self.scene, self)
        self.setCentralWidget(self.view)

        self.quit_action = QAction("&Quit", self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        self.about_action = QAction(f"&About {APP_TITLE}", self)
        self.about_action.triggered.connect(self.show_about)

        menu_bar = self.menuBar()
        game_menu = menu_bar.addMenu("&Game")
        game_menu.addAction(self.quit_action)
        help_menu = menu_bar.addMenu("&Help")
        help_menu.addAction(self.about_action)

    def show_about(self) -> QMessageBox:
        """Open the About box window-modally; returned so callers (and tests) can close it."""
        box = QMessageBox(self)
        box.setWindowTitle(f"About {APP_TITLE}")
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(about_text())
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box
