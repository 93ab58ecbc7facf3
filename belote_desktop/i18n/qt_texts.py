"""Qt's own words on the standard buttons of dialogs (OK, Cancel, Restore Defaults...).

PySide6 ships Qt's catalogue (``qtbase_<lang>.qm``) for French, German, Czech and Croatian, but
none for Romanian, and for Slovenian only an old one without these texts. Marking them here puts
them into our catalogues under Qt's own context, ``QPlatformTheme``, where Qt looks them up; Qt's
catalogue is installed after ours and so still answers first wherever it has them.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

#: the buttons the game's dialogs and message boxes show
STANDARD_BUTTONS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
)
