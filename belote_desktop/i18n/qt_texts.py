"""Qt's own words on the standard buttons of dialogs (OK, Cancel, Restore Defaults...).

PySide6 ships Qt's catalogue (``qtbase_<lang>.qm``) for French, German, Czech and Croatian, but
none for Romanian, and for Slovenian only an old one without these texts: their file dialogs
(Game > Save and Open, where the desktop offers none of its own) were half English. Marking them here puts
them into our catalogues under Qt's own context, ``QPlatformTheme``, where Qt looks them up; Qt's
catalogue is installed after ours and so still answers first wherever it has them.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

#: the buttons the game's dialogs and message boxes show
STANDARD_BUTTONS: tuple[str, ...] = (
    str(QT_TRANSLATE_NOOP("QPlatformTheme", "OK")),
    str(QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel")),
    str(QT_TRANSLATE_NOOP("QPlatformTheme", "Close")),
    str(QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults")),
    str(QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes")),
    str(QT_TRANSLATE_NOOP("QPlatformTheme", "&No")),
    str(QT_TRANSLATE_NOOP("QPlatformTheme", "Save")),
    str(QT_TRANSLATE_NOOP("QPlatformTheme", "Open")),
    str(QT_TRANSLATE_NOOP("QPlatformTheme", "Discard")),
    str(QT_TRANSLATE_NOOP("QPlatformTheme", "Apply")),
    str(QT_TRANSLATE_NOOP("QPlatformTheme", "Reset")),
    str(QT_TRANSLATE_NOOP("QPlatformTheme", "Help")),
)

#: what Qt's own file dialog shows (Save and Open without a desktop file chooser)
FILE_DIALOG: tuple[str, ...] = (
    str(QT_TRANSLATE_NOOP("QFileDialog", "&Look in:")),
    str(QT_TRANSLATE_NOOP("QFileDialog", "File &name:")),
    str(QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:")),
    str(QT_TRANSLATE_NOOP("QFileDialog", "&Open")),
    str(QT_TRANSLATE_NOOP("QFileDialog", "&Save")),
    str(QT_TRANSLATE_NOOP("QFileDialog", "Back")),
    str(QT_TRANSLATE_NOOP("QFileDialog", "Forward")),
    str(QT_TRANSLATE_NOOP("QFileDialog", "Parent Directory")),
    str(QT_TRANSLATE_NOOP("QFileDialog", "Create New Folder")),
    str(QT_TRANSLATE_NOOP("QFileDialog", "List View")),
    str(QT_TRANSLATE_NOOP("QFileDialog", "Detail View")),
    str(QT_TRANSLATE_NOOP("QFileDialog", "All Files (*)")),
    str(QT_TRANSLATE_NOOP("QFileDialog", "&Delete")),
    str(QT_TRANSLATE_NOOP("QFileDialog", "&Rename")),
    str(QT_TRANSLATE_NOOP("QFileDialog", "Show &hidden files")),
    str(QT_TRANSLATE_NOOP("QFileDialog", "&New Folder")),
    str(QT_TRANSLATE_NOOP("QFileDialog", "%1 already exists.\nDo you want to replace it?")),
    str(QT_TRANSLATE_NOOP("QFileSystemModel", "Name")),
    str(QT_TRANSLATE_NOOP("QFileSystemModel", "Size")),
    str(QT_TRANSLATE_NOOP("QFileSystemModel", "Date Modified")),
    str(QT_TRANSLATE_NOOP("QFileSystemModel", "Computer")),
    # Qt asks these with the disambiguation "All other platforms"; a catalogue entry without one
    # answers too (QTranslator falls back to the bare source text)
    str(QT_TRANSLATE_NOOP("QFileSystemModel", "Type")),
    str(QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder")),
    str(QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File")),
    str(QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive")),
)
