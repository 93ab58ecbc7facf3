"""Deck checks remembered by content, so the window does not re-check its deck at every start.

Checking the French deck (parsing its SVG twice, once with `xml.etree` and once with QtSvg) is
a tenth to a third of a second of every start-up. The answer depends only on the exact SVG
bytes, the ids asked for, and the code that checks them, so a pass is stored under a digest
of all of these: a changed file (or a changed checker, or another Qt) has another key and is
checked again in full. Only passes are stored; a refused deck is refused afresh every time.

The store is one small JSON file in the user's cache folder. Anything wrong with it (missing,
unreadable, not ours) just means "not checked yet"; it is never an error.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path

from belote_desktop.decks.model import CardSize
from belote_desktop.decks.schemes import IdScheme
from belote_desktop.decks.validate import SvgMetadata

FILE_NAME = "checked-decks.json"
FORMAT = 1
#: enough for every deck a person switches between; the oldest entries go first
MAX_ENTRIES = 64
#: the modules whose code decides whether a deck passes
_CHECKING_MODULES = ("validate.py", "measure.py", "loader.py", "schemes.py", "manifest.py")


@dataclass(frozen=True)
class CheckedFacts:
    """What a full check of a deck found, beyond "it passed"."""

    scheme: IdScheme
    card_size: CardSize
    metadata: SvgMetadata


def default_folder() -> Path | None:
    """``$XDG_CACHE_HOME/belote-desktop`` (``~/.cache/...``), or Qt's generic cache folder on
    systems without XDG; None when there is no home to cache in."""
    base = os.environ.get("XDG_CACHE_HOME")
    if base and Path(base).is_absolute():  # the XDG spec: a relative path is to be ignored
        return Path(base) / "belote-desktop"
    if os.name == "posix":
        try:
            home = Path.home()
        except (RuntimeError, KeyError):  # no HOME and no passwd entry
            return None
        # an unexpanded "~" would put the cache under the current folder
        return home / ".cache" / "belote-desktop" if home.is_absolute() and str(home) != "/" else None
    from PySide6.QtCore import QStandardPaths

    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericCacheLocation)
    return Path(location) / "belote-desktop" if location else None


def _code_digest() -> str | None:
    """A digest of the checking code and of the Qt that measures; None when the sources cannot
    be read (a frozen build): then nothing is cached and every deck is checked in full."""
    digest = hashlib.sha256()
    here = Path(__file__).resolve().parent
    try:
        for name in _CHECKING_MODULES:
            digest.update((here / name).read_bytes())
        import PySide6

        digest.update(PySide6.__version__.encode())
    except (OSError, ImportError, AttributeError):
        return None
    return digest.hexdigest()


class CheckCache:
    """Passed deck checks, keyed by content; see the module docstring."""

    def __init__(self, folder: Path | None) -> None:
        self._path = folder / FILE_NAME if folder is not None else None
        self._code = _code_digest() if folder is not None else None
        self._entries: dict[str, dict] | None = None

    @classmethod
    def default(cls) -> CheckCache:
        return cls(default_folder())

    def key(self, svg: bytes, scheme: IdScheme | None, backs: tuple[str, ...]) -> str | None:
        if self._path is None or self._code is None:
            return None
        digest = hashlib.sha256(svg)
        digest.update(f"\0{scheme.value if scheme is not None else ''}\0{'|'.join(backs)}\0{self._code}".encode())
        return digest.hexdigest()

    def get(self, key: str | None) -> CheckedFacts | None:
        if key is None:
            return None
        entry = self._load().get(key)
        if entry is None:
            return None
        try:
            return CheckedFacts(
                scheme=IdScheme(entry["scheme"]),
                card_size=CardSize(float(entry["width"]), float(entry["height"])),
                metadata=SvgMetadata(author=entry.get("author"), licence=entry.get("licence")),
            )
        except (KeyError, TypeError, ValueError):
            return None

    def put(self, key: str | None, facts: CheckedFacts) -> None:
        if key is None or self._path is None:
            return
        entries = self._load()
        entries.pop(key, None)
        entries[key] = {
            "scheme": facts.scheme.value,
            "width": facts.card_size.width,
            "height": facts.card_size.height,
            "author": facts.metadata.author,
            "licence": facts.metadata.licence,
        }
        while len(entries) > MAX_ENTRIES:
            entries.pop(next(iter(entries)))
        try:
            self._path.parent.mkdir(parents=True, exist_ok=True)
            temporary = self._path.with_name(f"{FILE_NAME}.{os.getpid()}.tmp")
            temporary.write_text(json.dumps({"format": FORMAT, "entries": entries}), encoding="utf-8")
            os.replace(temporary, self._path)  # atomic: another process never reads half a file
        except OSError:
            pass  # a cache that cannot be written only costs the next start its check

    def _load(self) -> dict[str, dict]:
        if self._entries is None:
            self._entries = {}
            if self._path is not None:
                try:
                    stored = json.loads(self._path.read_text(encoding="utf-8"))
                    if isinstance(stored, dict) and stored.get("format") == FORMAT and isinstance(stored.get("entries"), dict):
                        self._entries = {k: v for k, v in stored["entries"].items() if isinstance(v, dict)}
                except (OSError, ValueError):
                    pass
        return self._entries
