"""Qt's translators for the chosen language: the game's catalogue and Qt's own.

Installed once at start-up, before any window is built (widgets translate their texts when they
are made); a language chosen in the settings therefore applies from the next start.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from belote_desktop.i18n import CATALOGUE_PREFIX, SOURCE_LANGUAGE, catalogue_dir

# Qt only borrows installed translators: they must live as long as the application.
_installed: list[QTranslator] = []
#: the language installed last (what the window speaks): Qt keeps no record of it, and the
#: default QLocale is the system's for English, so it cannot tell (the players' guide asks)
_language: str = SOURCE_LANGUAGE


def installed_language() -> str:
    """The language the window speaks: the one ``install_translators`` installed last, English
    before any (or after ``remove_translators``)."""
    return _language


def system_languages() -> list[str]:
    """The desktop's preferred languages, most wanted first (from LANGUAGE, LC_ALL, LC_MESSAGES
    and LANG on Linux)."""
    return list(QLocale.system().uiLanguages())


class ContextFallbackTranslator(QTranslator):
    """A catalogue that also answers from the empty context.

    The UI modules translate through small module-level helpers (``_tr("...")``) that pass a
    fixed context at run time; ``lupdate`` cannot see that context through a helper and files
    those strings under the empty context. Looking there second keeps the helpers short and
    still finds every string ``lupdate`` extracted."""

    def translate(
        self, context: str, source_text: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        found = super().translate(context, source_text, disambiguation, n)
        if not found and context:
            found = super().translate("", source_text, disambiguation, n)
        # None is Qt's null string: "not here", so the next translator (or the source) is used;
        # an empty string would be taken as the translation.
        return found or None


def trn(text: str, disambiguation: str | None, n: int) -> str:
    """``text`` with ``%n`` replaced by ``n``, in the plural form ``n`` takes in the language
    shown ("1 point", "2 points"; Slovenian "2 točki", "5 točk"). The three arguments mirror
    Qt's ``tr(text, disambiguation, n)``, which is how ``lupdate`` reads this call (with a
    plain identifier as ``n``, it would misread ``QCoreApplication.translate(..., None, n)``)."""
    return QCoreApplication.translate("", text, disambiguation, n)


def remove_translators() -> None:
    """Take out every translator installed here: the sources' English again."""
    global _language
    for old in _installed:
        QCoreApplication.removeTranslator(old)
    _installed.clear()
    _language = SOURCE_LANGUAGE


def install_translators(language: str, directory: Path | None = None) -> list[QTranslator]:
    """Install the game's catalogue and Qt's own (standard dialog buttons) for ``language``,
    replacing any installed before, and make it the default locale. Returns what was installed:
    nothing for a language without a catalogue."""
    global _language
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_translators needs a QApplication")
    remove_translators()
    # English keeps the system's number formats; the others take their language's
    QLocale.setDefault(QLocale.system() if language == SOURCE_LANGUAGE else QLocale(language))
    ours = ContextFallbackTranslator(app)
    if ours.load(f"{CATALOGUE_PREFIX}{language}", str(directory or catalogue_dir())):
        _installed.append(ours)
    if language != SOURCE_LANGUAGE:  # Qt's own texts are English already
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        # qtbase_xx is Qt 6's catalogue; some languages only have the older all-in-one qt_xx.
        for name in ("qtbase", "qt"):
            qt = QTranslator(app)
            if qt.load(f"{name}_{language}", qt_dir):
                _installed.append(qt)
                break
    for translator in _installed:
        QCoreApplication.installTranslator(translator)
    _language = language
    return list(_installed)
