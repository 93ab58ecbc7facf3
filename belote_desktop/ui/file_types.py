"""The "Type" column of Qt's own file dialog (Save and Open).

Qt names a file's type from the desktop's MIME database, whose comments are translated for some
languages only: a Romanian or Slovenian window said "JSON document" in English. The game knows
what its records are, so it names them itself, in the window's language.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QFileInfo
from PySide6.QtWidgets import QFileIconProvider

#: the suffix Save gives a record
RECORD_SUFFIX = "json"


class GameFileTypes(QFileIconProvider):
    """Icons as Qt draws them; the type of a record in the game's words."""

    def type(self, info: QFileInfo) -> str:
        if info.isFile() and info.suffix().lower() == RECORD_SUFFIX:
            return QCoreApplication.translate("GameFileTypes", "Belote game")
        return super().type(info)


_PROVIDER: list[GameFileTypes] = []


def game_file_types() -> GameFileTypes:
    """The one provider every file dialog uses. It lives as long as the process: it is no QObject,
    Qt does not own it, and a dialog's file system model asks it from a worker thread that may
    still run after the dialog (or the window that opened it) is gone."""
    if not _PROVIDER:
        _PROVIDER.append(GameFileTypes())
    return _PROVIDER[0]
