"""Qt's measurement of a deck remembered by content, so the window does not re-measure its deck
at every start.

Measuring the French deck with QtSvg (loading the whole SVG and asking for the bounds of 33
elements) is most of the cost of loading it. The answer depends only on the exact SVG bytes,
the ids asked for, and the code that checks them, so it is stored under a digest of all of
these: a changed file (or a changed checker, or another Qt) has another key and is measured
again. Only passes are stored; a refused deck is refused afresh every time.

What the store can skip is deliberately small. The checks that keep a hostile file out (size
and gzip limits, entities, references, the expansion bound, the elements present; see
validate.py) run on the bytes at every load, cached or not: the store is a file in the user's
folder that anything can write, so an entry is a hint, never a permission. (The one exception is
decided elsewhere, by code: a built-in deck whose bytes are exactly as shipped, per the digests
in shipped.py, was checked when it was shipped.) A forged entry can
at most give a deck another card size, and that size is checked like a measured one
(`card_size_problem`: finite, positive, a card's shape), so it cannot crash or blank the table.

The store is one small JSON file in the user's cache folder. Anything wrong with it (missing,
unreadable, a FIFO, too large, not ours, an entry with a wrong field) just means "not measured
yet" for the entries concerned; it is never an error.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
from pathlib import Path

from belote_desktop.decks.model import CardSize, card_size_problem
from belote_desktop.decks.schemes import IdScheme
from belote_desktop.safe_files import read_regular_file

FILE_NAME = "checked-decks.json"
FORMAT = 2
#: enough for every deck a person switches between; the oldest entries go first
MAX_ENTRIES = 64
#: 64 entries take about 10 kB; a larger file is not ours and is not read
MAX_STORE_BYTES = 256 * 1024
#: the modules whose code decides whether a deck passes and what it measures
_CHECKING_MODULES = ("validate.py", "measure.py", "loader.py", "schemes.py", "manifest.py", "model.py")
_DIGEST = re.compile(r"[0-9a-f]{64}")


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
    be read (a frozen build): then nothing is cached and every deck is measured."""
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


def _valid_entry(key: object, entry: object) -> bool:
    """An entry as `CheckCache.remember` writes it: every field there, of its type and range."""
    if not isinstance(key, str) or not _DIGEST.fullmatch(key) or not isinstance(entry, dict):
        return False
    svg = entry.get("svg_sha256")
    if not isinstance(svg, str) or not _DIGEST.fullmatch(svg):
        return False
    return card_size_problem(entry.get("width"), entry.get("height")) is None


class CheckCache:
    """Card sizes measured by Qt, keyed by content; see the module docstring."""

    def __init__(self, folder: Path | None) -> None:
        self._path = folder / FILE_NAME if folder is not None else None
        self._code = _code_digest() if folder is not None else None
        self._entries: dict[str, dict[str, object]] | None = None
        #: entries of the stored file left out as malformed (tests look at it)
        self.dropped_entries = 0

    @classmethod
    def default(cls) -> CheckCache:
        return cls(default_folder())

    def key(self, svg: bytes, scheme: IdScheme, backs: tuple[str, ...]) -> str | None:
        if self._path is None or self._code is None:
            return None
        digest = hashlib.sha256(svg)
        digest.update(f"\0{scheme.value}\0{'|'.join(backs)}\0{self._code}".encode())
        return digest.hexdigest()

    def card_size(self, svg: bytes, scheme: IdScheme, backs: tuple[str, ...]) -> CardSize | None:
        """The card size Qt measured for exactly these bytes (and ids) before, or None."""
        key = self.key(svg, scheme, backs)
        if key is None:
            return None
        entry = self._load().get(key)
        # the entry names the bytes it was measured on; the key already depends on them, and
        # checking again costs one digest and makes "only these bytes" explicit
        if entry is None or entry["svg_sha256"] != hashlib.sha256(svg).hexdigest():
            return None
        return CardSize(float(entry["width"]), float(entry["height"]))  # type: ignore[arg-type]  # the cache file's JSON values; a wrong type raises, which the caller treats as no entry

    def remember(self, svg: bytes, scheme: IdScheme, backs: tuple[str, ...], size: CardSize) -> None:
        key = self.key(svg, scheme, backs)
        if key is None or self._path is None or card_size_problem(size.width, size.height) is not None:
            return
        entries = self._load()
        entries.pop(key, None)
        entries[key] = {"svg_sha256": hashlib.sha256(svg).hexdigest(), "width": size.width, "height": size.height}
        while len(entries) > MAX_ENTRIES:
            entries.pop(next(iter(entries)))
        self._write({"format": FORMAT, "entries": entries})

    def _write(self, stored: dict[str, object]) -> None:
        assert self._path is not None
        temporary: str | None = None
        try:
            self._path.parent.mkdir(parents=True, exist_ok=True)
            # a fresh, exclusively created file: nothing planted in the folder is written through
            handle, temporary = tempfile.mkstemp(prefix=f"{FILE_NAME}.", suffix=".tmp", dir=self._path.parent)
            with os.fdopen(handle, "w", encoding="utf-8") as stream:
                json.dump(stored, stream)
            os.replace(temporary, self._path)  # atomic: another process never reads half a file
            temporary = None
        except OSError:
            pass  # a cache that cannot be written only costs the next start its measurement
        finally:
            if temporary is not None:
                try:
                    os.unlink(temporary)
                except OSError:
                    pass

    def _load(self) -> dict[str, dict[str, object]]:
        if self._entries is None:
            self._entries = {}
            if self._path is not None:
                self._entries = self._read(self._path)
        return self._entries

    def _read(self, path: Path) -> dict[str, dict[str, object]]:
        try:
            raw = read_regular_file(path, MAX_STORE_BYTES)  # a FIFO planted there must not hang the start
            # RecursionError: "[[[[…" nested deeper than the parser's stack
            stored = json.loads(raw.decode("utf-8"))
        except (OSError, ValueError, RecursionError):  # OSError: also FIFO, device, too large
            return {}
        if not isinstance(stored, dict) or stored.get("format") != FORMAT or not isinstance(stored.get("entries"), dict):
            return {}
        entries = {k: v for k, v in stored["entries"].items() if _valid_entry(k, v)}
        self.dropped_entries = len(stored["entries"]) - len(entries)
        return entries
