"""Reading the two kinds of deck description file: our ``manifest.json`` and KDE's ``index.desktop``.

Both are small text files from places we do not control (a KDE deck may come from anywhere),
so both are read with a size limit and every field is type-checked before use.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

from belote_desktop.decks.model import DeckError, SuitSystem, plain_text
from belote_desktop.safe_files import FileTooLargeError, read_regular_file
from belote_desktop.decks.schemes import IdScheme

MANIFEST_NAME = "manifest.json"
KDE_INDEX_NAME = "index.desktop"
#: Description files are a few kB; anything much larger is not one.
MAX_DESCRIPTION_BYTES = 256 * 1024

_DECK_ID = re.compile(r"[a-z0-9][a-z0-9_-]{0,63}")
_PLAIN_FILE_NAME = re.compile(r"[^/\\]+\.svgz?", re.IGNORECASE)


@dataclass(frozen=True)
class Manifest:
    """The fields of a built-in deck's ``manifest.json`` the loader uses."""

    id: str
    name: str
    author: str
    licence: str
    scheme: IdScheme
    file: str
    backs: tuple[str, ...]
    #: ``suit_style``: the signs on the cards, French when the manifest does not say
    suits: SuitSystem = SuitSystem.FRENCH


@dataclass(frozen=True)
class KdeIndex:
    """The unlocalised keys of a KDE deck's ``index.desktop`` that the loader uses."""

    name: str
    svg_file: str
    author: str | None
    licence: str | None


def read_manifest(folder: Path) -> Manifest:
    path = folder / MANIFEST_NAME
    label = f"deck {folder.name!r}"
    try:
        data = json.loads(_read_small(path, label))
    except json.JSONDecodeError as error:
        raise DeckError(f"{label}: {MANIFEST_NAME} is not valid JSON ({error})") from None
    except RecursionError:  # "[[[[…" nested deeper than the parser's stack
        raise DeckError(f"{label}: {MANIFEST_NAME} is nested too deeply to be a deck's description") from None
    if not isinstance(data, dict):
        raise DeckError(f"{label}: {MANIFEST_NAME} must hold a JSON object")

    def text(key: str) -> str:
        value = data.get(key)
        if not isinstance(value, str) or not value.strip():
            raise DeckError(f"{label}: {MANIFEST_NAME} needs a non-empty string {key!r}")
        return value.strip()

    deck_id = text("id")
    # shown in lists and the terminal: plain, one line, bounded (model.plain_text)
    name = plain_text(text("name")) or deck_id
    author, licence = plain_text(text("author")) or "unknown", plain_text(text("licence")) or "unknown"
    if not _DECK_ID.fullmatch(deck_id):
        raise DeckError(f"{label}: deck id {deck_id!r} must be lower-case letters, digits, '-' or '_'")
    try:
        scheme = IdScheme(text("id_scheme"))
    except ValueError:
        choices = ", ".join(s.value for s in IdScheme)
        raise DeckError(f"{label}: unknown id_scheme {data.get('id_scheme')!r} (one of {choices})") from None
    file_name = text("file")
    if not _PLAIN_FILE_NAME.fullmatch(file_name) or file_name.startswith("."):
        raise DeckError(f"{label}: 'file' must be a .svg or .svgz file name inside the deck folder")
    try:
        suits = SuitSystem(data.get("suit_style", SuitSystem.FRENCH.value))
    except ValueError:
        choices = ", ".join(s.value for s in SuitSystem)
        raise DeckError(f"{label}: unknown suit_style {data.get('suit_style')!r} (one of {choices})") from None
    backs = data.get("backs")
    if not isinstance(backs, list) or not backs or not all(isinstance(b, str) and b for b in backs):
        raise DeckError(f"{label}: {MANIFEST_NAME} needs 'backs', a non-empty list of element ids")
    return Manifest(
        id=deck_id,
        name=name,
        author=author,
        licence=licence,
        scheme=scheme,
        file=file_name,
        backs=tuple(backs),
        suits=suits,
    )


def read_kde_index(folder: Path) -> KdeIndex:
    """Read ``index.desktop``: the ``[KDE Backdeck]`` (or ``[KDE Cards]``) group's plain keys.

    Localised keys (``Name[de]=…``) are skipped; ``configparser`` is not used because these
    files are not strict INI (duplicate keys, ``%`` and ``\\n`` in values are common).
    """
    label = f"deck {folder.name!r}"
    keys: dict[str, str] = {}
    group = ""
    for line in _read_small(folder / KDE_INDEX_NAME, label).splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            group = line[1:-1]
            continue
        if group not in ("KDE Backdeck", "KDE Cards", "KDE Card Theme") or "=" not in line:
            continue
        key, value = (part.strip() for part in line.split("=", 1))
        if "[" not in key:
            keys.setdefault(key, value)
    name = plain_text(keys.get("Name") or "") or plain_text(folder.name)
    svg_file = keys.get("SVG", "")
    if not _PLAIN_FILE_NAME.fullmatch(svg_file):
        raise DeckError(f"{label}: {KDE_INDEX_NAME} has no SVG=<file>.svgz entry naming a file in its folder")
    author = keys.get("Author")
    if author and keys.get("AuthorEmail"):
        author = f"{author} <{keys['AuthorEmail']}>"
    licence = keys.get("License") or keys.get("Licence") or keys.get("X-KDE-PluginInfo-License")
    return KdeIndex(
        name=name,
        svg_file=svg_file,
        author=plain_text(author) or None if author else None,
        licence=plain_text(licence) or None if licence else None,
    )


def _read_small(path: Path, label: str) -> str:
    try:
        raw = read_regular_file(path, MAX_DESCRIPTION_BYTES)  # never blocks on a FIFO
    except FileTooLargeError:
        raise DeckError(f"{label}: {path.name} is larger than {MAX_DESCRIPTION_BYTES // 1024} kB") from None
    except OSError as error:  # UnsafeFileError: a FIFO, a device, a read error; one line
        raise DeckError(f"{label}: {error}") from None
    return raw.decode("utf-8", errors="replace")
