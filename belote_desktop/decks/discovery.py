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
from dataclasses import dataclass, field, replace
from pathlib import Path

from belote_desktop.data import data_path
from belote_desktop.decks.check_cache import CheckCache
from belote_desktop.decks.loader import SVG_SUFFIXES, deck_id_for, load_deck
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
    for candidate, source, within in _candidates(paths):
        try:
            info = load_deck(candidate, source, within=within).info
        except DeckError as error:
            refused.append(RefusedDeck(path=candidate, source=source, reason=str(error)))
            continue
        if info.id not in seen:
            seen.add(info.id)
            decks.append(info)
    return DeckCatalogue(decks=tuple(decks), refused=tuple(refused))


def open_deck(
    deck_id: str,
    catalogue: DeckCatalogue | None = None,
    cache: CheckCache | None = None,
    paths: SearchPaths | None = None,
    allow_path: bool = False,
) -> LoadedDeck:
    """Load a deck by id: ``french`` (built-in), ``kde:svg-xskat-german``, ``aisleriot:bellot``.

    An id is never read as a path, so a setting can never make the program open a file that
    happens to sit in the current folder. ``allow_path``: the caller holds a path the person
    typed or chose (``belote-desktop decks --deck FILE``); then a deck folder or file at that
    path is loaded too. ``paths``: where third-party decks are looked for (default: the
    standard places). Raises `DeckError` for an unknown id or a bad deck. ``cache``: see
    `load_deck` (the window passes one).
    """
    paths = paths or SearchPaths.standard()
    built_in = next((d for d in _built_in_folders(paths.built_in) if d.name == deck_id), None)
    if built_in is not None:  # before paths, so a folder named "french" in the cwd does not win
        # the game's own data folder holds the decks as shipped (shipped.py); a test's or any
        # other built-in folder is checked in full
        shipped = built_in.parent == BUILT_IN_DECKS_DIR
        return load_deck(built_in, DeckSource.BUILT_IN, cache=cache, shipped=shipped)
    if catalogue is not None:
        info = catalogue.find(deck_id)
        if info is not None:  # checked again (or its very bytes were): the file may have changed
            within = info.path.parent if info.source is DeckSource.AISLERIOT else None
            return load_deck(info.path, info.source, cache=cache, within=within)
    prefix, _, name = deck_id.partition(":")
    third_party = {"kde": DeckSource.KDE, "aisleriot": DeckSource.AISLERIOT}.get(prefix)
    if third_party is not None and _plain_name(name):
        return _open_third_party(deck_id, name, third_party, paths, cache)
    if allow_path:
        path = Path(deck_id).expanduser()
        if path.exists():
            return load_deck(path.absolute(), cache=cache)
    available = ", ".join(d.name for d in _built_in_folders(paths.built_in))
    raise DeckError(f"unknown deck {deck_id!r}; available: {available or 'none'} and the installed ones (belote-desktop decks)")


def _open_third_party(
    deck_id: str, name: str, source: DeckSource, paths: SearchPaths, cache: CheckCache | None
) -> LoadedDeck:
    """The first deck of that id in the search order that loads (as discovery would offer it),
    without validating every other installed deck; else the first one's reason."""
    first_error: DeckError | None = None
    for candidate, found_source, within in _candidates(replace(paths, built_in=())):
        if found_source is not source or deck_id_for(candidate, source) != deck_id:
            continue
        try:
            return load_deck(candidate, source, cache=cache, within=within)
        except DeckError as error:
            first_error = first_error or error
    if first_error is not None:
        raise DeckError(f"deck {deck_id!r} cannot be used ({first_error})")
    raise DeckError(f"unknown deck {deck_id!r}: no such deck is installed")


def _plain_name(name: str) -> bool:
    """A deck's folder or file name, never a path: no separators, not "." or ".."."""
    return bool(name) and "/" not in name and "\\" not in name and "\0" not in name and name not in (".", "..")


def _candidates(paths: SearchPaths) -> Iterator[tuple[Path, DeckSource, Path | None]]:
    """Each deck to try, where it comes from, and (for a lone file) the folder it must stay in.

    What is clearly meant as a deck (a folder with a description file, a file named .svg or
    .svgz that is not a folder) is a candidate even when it is not a regular file, so that a
    FIFO or a broken link is reported with its reason instead of silently left out.
    """
    for folder in _built_in_folders(paths.built_in):
        yield folder, DeckSource.BUILT_IN, None
    for root in paths.kde:
        for folder in _sorted_children(root):
            if folder.is_dir() and os.path.lexists(folder / KDE_INDEX_NAME):
                yield folder, DeckSource.KDE, None
    for root in paths.aisleriot:
        for file in _sorted_children(root):
            if file.suffix.lower() in SVG_SUFFIXES and not file.is_dir():
                yield file, DeckSource.AISLERIOT, root


def _built_in_folders(roots: tuple[Path, ...]) -> Iterator[Path]:
    for root in roots:
        for folder in _sorted_children(root):
            if folder.is_dir() and os.path.lexists(folder / MANIFEST_NAME):
                yield folder


def _sorted_children(root: Path) -> list[Path]:
    try:
        return sorted(root.iterdir())
    except OSError:  # missing or unreadable folder: nothing to offer there
        return []


def _unique(paths: list[Path]) -> list[Path]:
    """``paths`` without repeats, first occurrence kept (XDG_DATA_HOME may be in XDG_DATA_DIRS)."""
    return list(dict.fromkeys(paths))
