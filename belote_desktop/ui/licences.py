"""Help → About → Licences…: the full licence texts the game ships, read from where they are
installed, never written here.

The game's own texts (``LICENSES/*.txt`` in the repository: GPL-3.0-or-later for the code,
CC-BY-SA-4.0 for the built-in decks, CC0-1.0 for the AppStream metadata) travel in the
package's metadata (``license-files`` in pyproject.toml puts them in
``belote_desktop-<version>.dist-info/licenses/``), which a wheel, an editable install and the
standalone bundle (PyInstaller ``--copy-metadata``) all carry. The standalone bundle also carries
the licences of everything else it holds (Python, Qt and PySide6, the system libraries it copied)
in a ``licences/`` folder beside its ``lib/``; packaging/build-bundle.sh collects them.
"""

from __future__ import annotations

import importlib.metadata
import sys
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QListWidget,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

DISTRIBUTION = "belote-desktop"
#: the folder, in the metadata, where PEP 639 puts the files of ``license-files``
METADATA_LICENCES = "licenses/"
#: the standalone bundle's folder of third-party licences, beside lib/ (build-bundle.sh)
BUNDLE_LICENCES = "licences"


def _tr(text: str) -> str:
    return QCoreApplication.translate("Licences", text)


@dataclass(frozen=True)
class LicenceText:
    """One licence file: ``title`` is what the list shows (its path below the folder it was
    found in, e.g. ``LICENSES/CC-BY-SA-4.0.txt`` or ``python/LICENSE.txt``)."""

    title: str
    path: Path
    #: True for the game's own licences; False for what the standalone bundle carries
    own: bool

    def read(self) -> str:
        return self.path.read_text(encoding="utf-8", errors="replace")


def _checkout_texts() -> list[LicenceText]:
    """In a checkout (the package beside pyproject.toml), the repository's own files: its
    metadata may be a stale ``*.egg-info`` in the working folder, which has no licence files."""
    root = Path(__file__).resolve().parents[2]
    if not ((root / "pyproject.toml").is_file() and (root / "LICENSES").is_dir()):
        return []
    files = [root / "LICENSE", *sorted((root / "LICENSES").glob("*.txt"))]
    return [LicenceText(p.relative_to(root).as_posix(), p, own=True) for p in files if p.is_file()]


def own_licence_texts() -> list[LicenceText]:
    """The game's licence texts: the checkout's, else those in its installed metadata (empty if
    neither is there)."""
    checkout = _checkout_texts()
    if checkout:
        return checkout
    # Every copy of the metadata on sys.path, first the one Python would pick: a source folder
    # on sys.path may bring a stale *.egg-info without licence files (an unpacked sdist does).
    for dist in importlib.metadata.distributions(name=DISTRIBUTION):
        found = _metadata_texts(dist)
        if found:
            # LICENSE first (the code's licence under the name tools look for), then LICENSES/
            return sorted(found, key=lambda t: (t.title != "LICENSE", t.title))
    return []


def _metadata_texts(dist: importlib.metadata.Distribution) -> list[LicenceText]:
    found = []
    for file in dist.files or []:
        name = file.as_posix()
        # RECORD names them relative to site-packages: <name>.dist-info/licenses/...
        _, sep, rest = name.partition(".dist-info/" + METADATA_LICENCES)
        if not sep or not rest:
            continue
        path = Path(str(dist.locate_file(file)))
        if path.is_file():
            found.append(LicenceText(rest, path, own=True))
    if not found and getattr(dist, "_path", None) is not None:
        # a metadata folder without RECORD (some bundlers copy only the folder): read it directly
        folder = Path(dist._path) / METADATA_LICENCES  # type: ignore[attr-defined]  # PathDistribution's folder, private in importlib.metadata; guarded by getattr above
        if folder.is_dir():
            found = [LicenceText(p.relative_to(folder).as_posix(), p, own=True)
                     for p in folder.rglob("*") if p.is_file()]
    return found


def bundle_licence_folder() -> Path | None:
    """The standalone bundle's licences/ folder, when this is the frozen bundle."""
    if not getattr(sys, "frozen", False):
        return None
    # lib/belote-desktop is the frozen program; licences/ is beside lib/
    folder = Path(sys.executable).resolve().parent.parent / BUNDLE_LICENCES
    return folder if folder.is_dir() else None


def third_party_licence_texts(folder: Path | None = None) -> list[LicenceText]:
    """What the standalone bundle carries besides the game; empty outside the bundle."""
    folder = bundle_licence_folder() if folder is None else folder
    if folder is None or not folder.is_dir():
        return []
    return [LicenceText(p.relative_to(folder).as_posix(), p, own=False)
            for p in sorted(folder.rglob("*")) if p.is_file()]


def licence_texts(bundle_folder: Path | None = None) -> list[LicenceText]:
    return [*own_licence_texts(), *third_party_licence_texts(bundle_folder)]


class LicencesDialog(QDialog):
    """A list of the licence files on the left, the chosen text on the right."""

    def __init__(self, texts: list[LicenceText] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_tr("Licences"))
        self.texts = licence_texts() if texts is None else texts
        self.list = QListWidget()
        for entry in self.texts:
            label = entry.title if entry.own else _tr("Bundled: {name}").format(name=entry.title)
            self.list.addItem(label)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        splitter = QSplitter()
        splitter.addWidget(self.list)
        splitter.addWidget(self.text)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([300, 600])  # the bundle's names are long (debian/libxcb-render-util0.copyright)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        layout.addWidget(buttons)
        self.list.currentRowChanged.connect(self._show)
        if self.texts:
            self.list.setCurrentRow(0)
        else:
            self.text.setPlainText(_tr("No licence texts were found: this copy of the game was installed without them."))
        self.resize(900, 600)

    def _show(self, row: int) -> None:
        if 0 <= row < len(self.texts):
            self.text.setPlainText(self.texts[row].read())
            self.text.moveCursor(self.text.textCursor().MoveOperation.Start)


def open_licences(parent: QWidget | None = None) -> LicencesDialog:
    """Open the licence texts window-modally; returned so callers (and tests) can close it."""
    dialog = LicencesDialog(parent=parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


def add_licences_button(box: QMessageBox, parent: QWidget | None = None) -> QPushButton:
    """A "Licences…" button for the About box; it opens the texts (the About box closes, as a
    message box does for any button)."""
    button = box.addButton(_tr("Licences…"), QMessageBox.ButtonRole.HelpRole)
    button.clicked.connect(lambda: open_licences(parent))
    return button
