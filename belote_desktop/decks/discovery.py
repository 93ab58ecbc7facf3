"""Finding decks: our built-in ones (shipped with the game; ``resources/decks`` in the source
tree) and installed third-party ones.

Third-party places, in the order searched (first found wins when two share an id):

* the user's data folder, ``$XDG_DATA_HOME`` (default ``~/.local/share``), then each of
  ``$XDG_DATA_DIRS`` (default ``/usr/local/share:/usr/share``);
* under each: ``carddecks/<deck>/index.desktop`` (KDE) and ``aisleriot/cards/*.svg[z]``
  (GNOME Aisleriot).

Every deck found is validated; the ones that fail are returned as `RefusedDeck`s with the
reason, so the caller can report them, and are never offered.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from belote_desktop.data import data_path
from belote_desktop.decks.check_cache import CheckCache
from belote_desktop.decks.loader import SVG_SUFFIXES, load_deck
from belote_desktop.decks.manifest import KDE_INDEX_NAME, MANIFEST_NAME
from belote_desktop.decks.model import DeckError, DeckInfo, DeckSource, LoadedDeck, RefusedDeck

#: Our decks: <data>/decks/<id>/manifest.json, where <data> is the installed package data
#: (the top-level resources/ of a checkout; see belote_desktop.data).
BUILT_IN_DECKS_DIR = data_path("decks")
#: The built-in deck used when nothing else is chosen.
DEFAULT_DECK_ID = "french"


@dataclass(frozen=True)
class SearchPaths:
    """Where to look; tests build their own instead of touching the machine's folders."""

    built_in: tuple[Path, ...] = (BUILT_IN_DECKS_DIR,)
    kde: tuple[Path, ...] = ()
    aisleriot: tuple[Path, ...] = ()

    @classmethod
    def standard(cls, environ: Mapping[str, str] | None = None) -> SearchPaths:
        """The XDG locations of the current user (see the module docstring)."""
        env = os.environ if environ is None else environ
        home = Path(env.get("HOME") or Path.home())
        data_home = Path(env.get("XDG_DATA_HOME") or home / ".local" / "share")
        data_dirs = [Path(p) for p in (env.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share").split(":") if p]
        roots = _unique([data_home, *data_dirs])
        return cls(
            kde=tuple(root / "carddecks" for root in roots),
            aisleriot=tuple(root / "aisleriot" / "cards" for root in roots),
        )


@dataclass(frozen=True)
class DeckCatalogue:
    """The decks that can be offered, and the ones that were refused with why."""

    decks: tuple[DeckInfo, ...]
    refused: tuple[RefusedDeck, ...] = field(default=())

    def find(self, deck_id: str) -> DeckInfo | None:
        return next((d for d in self.decks if d.id == deck_id), None)

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(d.id for d in self.decks)


def discover_decks(paths: SearchPaths | None = None) -> DeckCatalogue:
    """Validate every deck under ``paths`` (default: built-in + standard places). Never raises
    `DeckError`: a bad deck becomes a `RefusedDeck`."""
    paths = paths or SearchPaths.standard()
    decks: list[DeckInfo] = []
    refused: list[RefusedDeck] = []
    seen: set[str] = set()
    for candidate, source in _candidates(paths):
        try:
            info = load_deck(candidate, source).info
        except DeckError as error:
            refused.append(RefusedDeck(path=candidate, source=source, reason=str(error)))
            continue
        if info.id not in seen:
            seen.add(info.id)
            decks.append(info)
    return DeckCatalogue(decks=tuple(decks), refused=tuple(refused))


def open_deck(id_or_path: str, catalogue: DeckCatalogue | None = None, cache: CheckCache | None = None) -> LoadedDeck:
    """Load a deck by id (``french``, ``kde:svg-xskat-german``) or by a path to a deck
    folder or file. Raises `DeckError` for an unknown id or a bad deck. ``cache``: see
    `load_deck` (the window passes one)."""
    built_in = next((d for d in _built_in_folders(SearchPaths().built_in) if d.name == id_or_path), None)
    if built_in is not None:  # before paths, so a folder named "french" in the cwd does not win
        return load_deck(built_in, DeckSource.BUILT_IN, cache=cache)
    path = Path(id_or_path).expanduser()
    if path.exists():
        return load_deck(path, cache=cache)
    catalogue = catalogue or discover_decks()
    info = catalogue.find(id_or_path)
    if info is None:
        reasons = [r.reason for r in catalogue.refused if id_or_path in r.reason or r.path.stem == id_or_path]
        hint = f" ({reasons[0]})" if reasons else f"; available: {', '.join(catalogue.ids) or 'none'}"
        raise DeckError(f"unknown deck {id_or_path!r}{hint}")
    return load_deck(info.path, info.source, cache=cache)  # checked again (or its very bytes were): the file may have changed


def _candidates(paths: SearchPaths) -> Iterator[tuple[Path, DeckSource]]:
    for folder in _built_in_folders(paths.built_in):
        yield folder, DeckSource.BUILT_IN
    for root in paths.kde:
        for folder in _sorted_children(root):
            if (folder / KDE_INDEX_NAME).is_file():
                yield folder, DeckSource.KDE
    for root in paths.aisleriot:
        for file in _sorted_children(root):
            if file.is_file() and file.suffix.lower() in SVG_SUFFIXES:
                yield file, DeckSource.AISLERIOT


def _built_in_folders(roots: tuple[Path, ...]) -> Iterator[Path]:
    for root in roots:
        for folder in _sorted_children(root):
            if (folder / MANIFEST_NAME).is_file():
                yield folder


def _sorted_children(root: Path) -> list[Path]:
    try:
        return sorted(root.iterdir())
    except OSError:  # missing or unreadable folder: nothing to offer there
        return []


def _unique(paths: list[Path]) -> list[Path]:
    """``paths`` without repeats, first occurrence kept (XDG_DATA_HOME may be in XDG_DATA_DIRS)."""
    return list(dict.fromkeys(paths))
