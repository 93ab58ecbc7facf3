"""Help → Players' guide: docs/PLAYING.md, rendered inside the game.

The build copies ``docs/PLAYING.md`` and the pictures it shows into the package data, as
``guide/`` beside the decks (setup.py), so a wheel or a bundle finds it with the rest of the data
(`belote_desktop.data`). An editable install copies nothing: there the checkout's own ``docs/``
folder is the guide, which is tried second.

The guide opens in a window of the game (`GuideWindow`: a QTextBrowser reading Markdown), so it
works without a browser, a Markdown viewer or a desktop's file associations. What it may load is
kept to the guide's own folder: pictures are read from there (scaled to the window's width), a
link to another page of that folder opens in the same window, a link inside the page scrolls to
it, and an http(s) link is handed to the desktop's browser. Nothing else is followed (a
``file:`` link elsewhere, another scheme), so a changed guide cannot make the game open files.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QImage, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from belote_desktop.data import DataNotFoundError, data_path

GUIDE_NAME = "PLAYING.md"
#: docs/ beside the package: only a source checkout has it
CHECKOUT_GUIDE = Path(__file__).resolve().parents[2] / "docs" / GUIDE_NAME
#: Widest a picture is shown, in pixels (the screenshots are 1200 wide; the window is smaller)
MAX_PICTURE_WIDTH = 640
#: Link schemes handed to the desktop (a web page); anything else outside the guide is ignored
WEB_SCHEMES = frozenset({"http", "https"})
#: Largest page read (the guide is about 12 KB)
MAX_PAGE_BYTES = 1 << 20
#: Notes for the people who keep the guide (how the pictures were made): not for players
_COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)


def _tr(text: str) -> str:
    return QCoreApplication.translate("GuideWindow", text)


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


def inside(folder: Path, url: QUrl) -> Path | None:
    """The local file ``url`` names if it lies inside ``folder`` (symlinks resolved), else None."""
    if not url.isLocalFile():
        return None
    try:
        path = Path(url.toLocalFile()).resolve()
        root = folder.resolve()
    except (OSError, RuntimeError):
        return None
    return path if path.is_relative_to(root) else None


class GuideBrowser(QTextBrowser):
    """A QTextBrowser that reads only inside the guide's folder and fits pictures to its width."""

    def __init__(self, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        #: what the browser refused to follow (for the window's tests)
        self.refused: list[QUrl] = []
        #: web links handed to the desktop
        self.opened_outside: list[QUrl] = []
        # every click comes to _follow, which decides; the browser itself follows nothing
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.anchorClicked.connect(self._follow)
        #: the page on show (pictures and links are relative to it)
        self.page: Path | None = None

    def show_page(self, path: Path) -> bool:
        """Render the Markdown page ``path`` (inside the guide's folder); False if it cannot be read."""
        try:
            with path.open("rb") as stream:
                text = stream.read(MAX_PAGE_BYTES).decode("utf-8", errors="replace")
        except OSError:
            return False
        self.page = path
        self.document().setBaseUrl(QUrl.fromLocalFile(str(path)))
        self.setMarkdown(_COMMENT.sub("", text))
        return True

    def _base(self) -> QUrl:
        return self.document().baseUrl()

    def loadResource(self, kind: int, name: QUrl | str) -> Any:
        name = QUrl(name) if isinstance(name, str) else name
        url = self._base().resolved(name) if name.isRelative() else name
        path = inside(self.folder, url)
        if path is None:
            self.refused.append(url)
            return None
        if kind == QTextDocument.ResourceType.ImageResource:
            image = QImage(str(path))
            if image.isNull():
                return None
            if image.width() > MAX_PICTURE_WIDTH:
                # the pictures are dithered 256-colour PNGs: smoothed in full colour, the dither blends
                image = image.convertToFormat(QImage.Format.Format_ARGB32).scaledToWidth(
                    MAX_PICTURE_WIDTH, Qt.TransformationMode.SmoothTransformation)
            return image
        return super().loadResource(kind, url)

    def _follow(self, url: QUrl) -> None:
        if url.scheme() in WEB_SCHEMES:
            self.opened_outside.append(url)
            QDesktopServices.openUrl(url)
            return
        if url.isRelative() and not url.path():  # "#settings-and-decks": a place on this page
            self.scrollToAnchor(url.fragment())
            return
        target = self._base().resolved(url)
        path = inside(self.folder, target)
        if path is None or not path.is_file() or path.suffix.lower() != ".md" or not self.show_page(path):
            self.refused.append(target)
            return
        if target.hasFragment():
            self.scrollToAnchor(target.fragment())


class GuideWindow(QDialog):
    """The players' guide in a window of its own (not modal: the game goes on beside it)."""

    def __init__(self, path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_tr("Players' guide"))
        self.path = path
        self.browser = GuideBrowser(path.parent, self)
        self.browser.document().setDocumentMargin(16)
        self.browser.show_page(path)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(MAX_PICTURE_WIDTH + 120, 600)


def open_guide(parent: QWidget | None = None, path: Path | None = None) -> GuideWindow | None:
    """Show the guide in a window of the game; None when it is not on this machine."""
    path = path or guide_path()
    if path is None:
        return None
    window = GuideWindow(path, parent)
    window.show()
    return window
