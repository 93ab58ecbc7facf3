"""Help → Players' guide: docs/PLAYING.md, rendered inside the game, in the window's language.

Each translation lies beside the English, as ``docs/PLAYING.<lang>.md`` (``PLAYING.fr.md``), so
its pictures and links are written exactly as the English's; the window opens the one of the
language it speaks (`belote_desktop.i18n.translators.installed_language`), else the English.
The build copies the guides and the pictures they show into the package data, as ``guide/``
beside the decks (setup.py), so a wheel or a bundle finds them with the rest of the data
(`belote_desktop.data`). An editable install copies nothing: there the checkout's own ``docs/``
folder is the guide, which is tried second.

The guide opens in a window of the game (`GuideWindow`: a QTextBrowser reading Markdown), so it
works without a browser, a Markdown viewer or a desktop's file associations. What it may load is
kept to the guide's own folder: pictures are read from there (scaled to the window's width), a
link to another page of that folder opens in the same window, a link inside the page scrolls to
it (Qt names no anchor after a heading: the browser finds the heading whose GitHub-style anchor,
``#settings-and-decks``, the link names, so the same link works on the project's page and
here), and an http(s) link is handed to the desktop's browser. Nothing else is followed (a
``file:`` link elsewhere, another scheme), so a changed guide cannot make the game open files.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QImage, QTextCursor, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from belote_desktop.data import DataNotFoundError, data_path
from belote_desktop.i18n import SOURCE_LANGUAGE
from belote_desktop.i18n.translators import installed_language

GUIDE_NAME = "PLAYING.md"
#: docs/ beside the package: only a source checkout has it
CHECKOUT_DOCS = Path(__file__).resolve().parents[2] / "docs"
CHECKOUT_GUIDE = CHECKOUT_DOCS / GUIDE_NAME
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


def guide_name(language: str) -> str:
    """The guide's file name in ``language``: ``PLAYING.md`` in English, ``PLAYING.fr.md``..."""
    return GUIDE_NAME if language == SOURCE_LANGUAGE else f"PLAYING.{language}.md"


def installed_guide(name: str = GUIDE_NAME) -> Path | None:
    try:
        return data_path("guide", name)
    except DataNotFoundError:
        return None


def guide_path(language: str | None = None) -> Path | None:
    """The guide on this machine in ``language`` (default: the window's), else in English; None
    when neither the install nor a checkout has it."""
    language = installed_language() if language is None else language
    for name in dict.fromkeys((guide_name(language), GUIDE_NAME)):  # the language's, then English
        for candidate in (installed_guide(name), CHECKOUT_DOCS / name):
            if candidate is not None and candidate.is_file():
                return candidate
    return None


def heading_anchor(text: str) -> str:
    """The anchor GitHub gives a heading, which the guides' links use: lower case, punctuation
    dropped, spaces as hyphens ("Settings and decks" → "settings-and-decks"; letters of every
    script are kept: "Réglages et cartes" → "réglages-et-cartes")."""
    kept = (c for c in text.strip().lower() if c in " -_" or unicodedata.category(c)[0] in "LNM")
    return "".join(kept).replace(" ", "-")


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
            self.scroll_to(url.fragment())
            return
        target = self._base().resolved(url)
        path = inside(self.folder, target)
        if path is None or not path.is_file() or path.suffix.lower() != ".md" or not self.show_page(path):
            self.refused.append(target)
            return
        if target.hasFragment():
            self.scroll_to(target.fragment())

    def scroll_to(self, anchor: str) -> bool:
        """Bring the heading whose anchor is ``anchor`` to the top (else a named anchor, as
        QTextBrowser does); False when the page has neither."""
        block = self.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel() and heading_anchor(block.text()) == anchor:
                # to the end first, so that the heading can then come to the top of the view
                self.moveCursor(QTextCursor.MoveOperation.End)
                self.setTextCursor(QTextCursor(block))
                self.ensureCursorVisible()
                return True
            block = block.next()
        self.scrollToAnchor(anchor)
        return False


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
