"""Write packaging/belote-desktop.metainfo.xml from its template and the game's catalogues.

    python packaging/metainfo.py            # write it
    python packaging/metainfo.py --check    # exit 1 if the committed file differs

The component id and the project's public home are written only here (COMPONENT_ID,
DEVELOPER_ID, PUBLIC_HOME): the template uses them for the id, the <developer>, the <url>s and the
screenshot addresses; the Flatpak manifest, install-desktop.sh and the tests read them from the
generated file or from here. The project has no home yet: they use the reserved ``example``
domain (packaging/README.md, "No public home yet"); change them here and run this once it has one.

The summary and each paragraph and list item of the top-level description are looked up in
belote_desktop/i18n/*.ts (the English texts are belote_desktop/metainfo_texts.py, where
``lupdate`` finds them): every finished translation is added after its English element as
``<summary xml:lang="fr">`` and so on. A text of the template that metainfo_texts.py does not
list stops the script, since no catalogue would ever translate it. The name stays "Belote
Desktop" in every language, as in the game's title bar.
"""

from __future__ import annotations

import argparse
import html
import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
TEMPLATE = HERE / "belote-desktop.metainfo.xml.in"
OUTPUT = HERE / "belote-desktop.metainfo.xml"
CATALOGUES = ROOT / "belote_desktop" / "i18n"

#: the AppStream component id (reverse-DNS of the project's home)
COMPONENT_ID = "example.belote_desktop.BeloteDesktop"
#: the <developer id>: the reverse-DNS of the home, without the application's name
DEVELOPER_ID = "example.belote_desktop"
#: the project's web address; the screenshots are this followed by their path in the repository
PUBLIC_HOME = "https://belote-desktop.example/"

#: a one-line translatable element: indentation, tag, English text
TRANSLATABLE = re.compile(r"^(?P<indent>\s*)<(?P<tag>summary|p|li)>(?P<text>[^<]*)</(?P=tag)>\s*$")


def catalogue_translations(folder: Path = CATALOGUES) -> dict[str, dict[str, str]]:
    """language -> {English source: finished translation}, from each ``belote_desktop_<lang>.ts``."""
    found: dict[str, dict[str, str]] = {}
    for ts in sorted(folder.glob("belote_desktop_*.ts")):
        language = ts.stem.removeprefix("belote_desktop_")
        if language == "en":
            continue  # the sources' own language: plural forms only
        table: dict[str, str] = {}
        for message in ET.parse(ts).getroot().iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if source is None or translation is None or translation.get("type") in ("unfinished", "vanished",
                                                                                    "obsolete"):
                continue
            if translation.text and message.get("numerus") != "yes":
                table[source] = translation.text
        found[language] = table
    return found


def known_texts() -> set[str]:
    sys.path.insert(0, str(ROOT))
    try:
        from belote_desktop.metainfo_texts import texts
    finally:
        sys.path.remove(str(ROOT))
    return set(texts())


def render(template: str | None = None, translations: dict[str, dict[str, str]] | None = None,
           known: set[str] | None = None) -> str:
    template = TEMPLATE.read_text(encoding="utf-8") if template is None else template
    translations = catalogue_translations() if translations is None else translations
    known = known_texts() if known is None else known
    text = (template.replace("@COMPONENT_ID@", COMPONENT_ID).replace("@DEVELOPER_ID@", DEVELOPER_ID)
            .replace("@PUBLIC_HOME@", PUBLIC_HOME))
    out = []
    in_releases = False
    for line in text.splitlines():
        out.append(line)
        in_releases = in_releases or "<releases>" in line  # release notes stay English
        match = TRANSLATABLE.match(line)
        if not match or in_releases:
            continue
        english = html.unescape(match["text"])
        if english not in known:
            raise SystemExit(f"metainfo: {english!r} is not in belote_desktop/metainfo_texts.py, so no catalogue "
                             "can translate it: add it there")
        for language, table in sorted(translations.items()):
            translated = table.get(english)
            if translated and translated != english:
                out.append(f'{match["indent"]}<{match["tag"]} xml:lang="{language}">'
                           f'{html.escape(translated, quote=False)}</{match["tag"]}>')
    return "\n".join(out) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed file is not up to date")
    args = parser.parse_args(argv)
    generated = render()
    if args.check:
        if OUTPUT.read_text(encoding="utf-8") != generated:
            print(f"{OUTPUT} is stale: run python packaging/metainfo.py", file=sys.stderr)
            return 1
        return 0
    OUTPUT.write_text(generated, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
