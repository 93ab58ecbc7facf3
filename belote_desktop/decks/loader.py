"""Turn a path into a validated deck: `load_deck` is the only way a `DeckInfo` is made.

What a path may be:

* a folder with ``manifest.json`` + SVG — our built-in format (see docs/DECKS.md);
* a folder with ``index.desktop`` + ``.svgz`` — a KDE (libkcardgame) deck;
* a single ``.svg``/``.svgz`` file — a GNOME Aisleriot deck, or any file in one of the
  id schemes (the scheme is detected from the ids present).

Every failure is a `DeckError` whose message names the deck and the problem; nothing is
half-loaded.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from belote_desktop.decks.check_cache import CheckCache
from belote_desktop.decks.files import UnreadableFile, contained, file_kind
from belote_desktop.decks.manifest import KDE_INDEX_NAME, MANIFEST_NAME, read_kde_index, read_manifest
from belote_desktop.decks.measure import measure_card_size
from belote_desktop.decks.model import CardSize, DeckError, DeckInfo, DeckSource, LoadedDeck, is_plain, plain_text
from belote_desktop.decks.schemes import STANDARD_BACK_ID, IdScheme, detect_scheme, face_ids
from belote_desktop.decks.shipped import is_shipped
from belote_desktop.decks.validate import DEFAULT_LIMITS, CheckedSvg, Limits, SvgMetadata, check_svg, read_svg_file
from belote_desktop.engine.cards import card_name

UNKNOWN = "unknown"
SVG_SUFFIXES = (".svg", ".svgz")


def load_deck(
    path: Path,
    source: DeckSource | None = None,
    limits: Limits = DEFAULT_LIMITS,
    cache: CheckCache | None = None,
    within: Path | None = None,
    shipped: bool = False,
) -> LoadedDeck:
    """Validate the deck at ``path`` and return it with its SVG bytes, or raise `DeckError`.

    ``source`` says where discovery found it (it decides the id prefix); by default a folder
    is judged by its description file and a lone file is ``DeckSource.FILE``. With ``cache``,
    Qt's measurement of SVG bytes measured before is not made again (see check_cache.py);
    every other check runs every time. ``within``: the folder a lone file was found in
    (discovery's ``aisleriot/cards``); the file's real place must be inside it. The files of a
    deck folder must always be inside that folder. ``shipped``: the caller found this folder in
    the game's own data (discovery's built-in decks); then a deck whose content is exactly as
    shipped (``shipped.py``) and whose measure ``cache`` remembers skips the checks made when
    it was shipped.
    """
    path = Path(path)
    try:
        return _load(path, source, limits, cache, within, shipped)
    except DeckError:
        raise
    except Exception as error:  # a deck must never crash the program
        # The checks should turn every problem into a DeckError; this is the net under them,
        # so that whatever a hostile or broken file does, callers see one kind of failure.
        raise DeckError(f"deck {path.stem!r}: could not be read ({type(error).__name__}: {error})") from error


def _load(
    path: Path, source: DeckSource | None, limits: Limits, cache: CheckCache | None, within: Path | None, shipped: bool
) -> LoadedDeck:
    try:
        mode = path.stat().st_mode  # stat never blocks, whatever the path is
    except OSError:
        raise DeckError(f"no deck at {path}: no such file or folder") from None
    if stat.S_ISDIR(mode):
        for name, load, default_source in (
            (MANIFEST_NAME, partial(_load_manifest_deck, shipped=shipped), DeckSource.BUILT_IN),
            (KDE_INDEX_NAME, _load_kde_deck, DeckSource.KDE),
        ):
            if not os.path.lexists(path / name):
                continue
            _inside(path / name, path, f"deck {path.name!r}")  # a link may not lead out (or nowhere)
            kind = file_kind(path / name)
            if kind is not None:
                raise DeckError(f"deck {path.name!r}: {name} is {kind}, not a regular file")
            return load(path, source or default_source, limits, cache)
        raise DeckError(f"deck {path.name!r}: not a deck folder (no {MANIFEST_NAME} or {KDE_INDEX_NAME}) at {path}")
    if path.suffix.lower() not in SVG_SUFFIXES:
        raise DeckError(f"deck {path.stem!r}: not SVG: expected a .svg or .svgz file, got {path.name}")
    if within is not None:
        _inside(path, within, f"deck {path.stem!r}")
    if not stat.S_ISREG(mode):
        raise DeckError(f"deck {path.stem!r}: {path.name} is {file_kind(path)}, not a regular file")
    return _load_single_file(path, source or DeckSource.FILE, limits, cache)


def _inside(path: Path, folder: Path, label: str) -> Path:
    """``path``'s real place, which must be inside ``folder`` (a link may not lead out of it)."""
    try:
        return contained(path, folder)
    except UnreadableFile as error:
        raise DeckError(f"{label}: {error}; refused") from None


def _checked_id(path: Path, source: DeckSource) -> str:
    """`deck_id_for`, refusing a name that could not be shown, stored in the settings and
    read back as the same id (a newline or an escape in a folder name, bytes that are not UTF-8)."""
    deck_id = deck_id_for(path, source)
    if not is_plain(deck_id):
        raise DeckError(
            f"deck {path.name!r}: its file name has control characters or is not UTF-8, so it cannot "
            "be named in the settings; rename it"
        )
    return deck_id


def deck_id_for(path: Path, source: DeckSource) -> str:
    """The id a third-party deck is known by: ``kde:svg-xskat-german``, ``aisleriot:bellot``."""
    if source is DeckSource.KDE:
        return f"kde:{path.name}"
    if source is DeckSource.AISLERIOT:
        return f"aisleriot:{_stem(path)}"
    return f"file:{_stem(path)}"


def _load_manifest_deck(
    folder: Path, source: DeckSource, limits: Limits, cache: CheckCache | None, shipped: bool = False
) -> LoadedDeck:
    manifest = read_manifest(folder)
    label = f"deck {manifest.id!r}"
    svg_path = folder / manifest.file
    data = read_svg_file(_inside(svg_path, folder, label), label, limits)
    facts = None
    if shipped and cache is not None and limits == DEFAULT_LIMITS and is_shipped(manifest.id, data, manifest.scheme, manifest.backs):
        # exactly the bytes and ids checked when this version was made (shipped.py), measured before
        size = cache.card_size(data, manifest.scheme, manifest.backs)
        if size is not None:
            facts = CheckedFacts(manifest.scheme, size, SvgMetadata())
    if facts is None:
        facts = _check(data, label, manifest.scheme, manifest.backs, cache, limits)
    info = DeckInfo(
        id=manifest.id,
        name=manifest.name,
        author=manifest.author,
        licence=manifest.licence,
        source=source,
        path=folder,
        svg_path=svg_path,
        scheme=manifest.scheme,
        back_ids=manifest.backs,
        card_size=facts.card_size,
        suits=manifest.suits,
    )
    return LoadedDeck(info=info, svg=data)


def _load_kde_deck(folder: Path, source: DeckSource, limits: Limits, cache: CheckCache | None) -> LoadedDeck:
    label = f"deck {folder.name!r}"
    deck_id = _checked_id(folder, source)
    index = read_kde_index(folder)
    svg_path = folder / index.svg_file
    data = read_svg_file(_inside(svg_path, folder, label), label, limits)
    backs = (STANDARD_BACK_ID,)
    facts = _check(data, label, IdScheme.KDE, backs, cache, limits)
    info = DeckInfo(
        id=deck_id,
        name=index.name,
        author=index.author or facts.metadata.author or UNKNOWN,
        licence=index.licence or facts.metadata.licence or UNKNOWN,
        source=source,
        path=folder,
        svg_path=svg_path,
        scheme=IdScheme.KDE,
        back_ids=backs,
        card_size=facts.card_size,
    )
    return LoadedDeck(info=info, svg=data)


def _load_single_file(path: Path, source: DeckSource, limits: Limits, cache: CheckCache | None) -> LoadedDeck:
    label = f"deck {_stem(path)!r}"
    deck_id = _checked_id(path, source)
    data = read_svg_file(path, label, limits)
    backs = (STANDARD_BACK_ID,)
    facts = _check(data, label, None, backs, cache, limits)
    info = DeckInfo(
        id=deck_id,
        name=plain_text(_stem(path).replace("_", " ").replace("-", " ").title()) or deck_id,
        author=facts.metadata.author or UNKNOWN,
        licence=facts.metadata.licence or UNKNOWN,
        source=source,
        path=path,
        svg_path=path,
        scheme=facts.scheme,
        back_ids=backs,
        card_size=facts.card_size,
    )
    return LoadedDeck(info=info, svg=data)


@dataclass(frozen=True)
class CheckedFacts:
    """What a full check of a deck found, beyond "it passed"."""

    scheme: IdScheme
    card_size: CardSize
    metadata: SvgMetadata


def _check(
    data: bytes, label: str, scheme: IdScheme | None, backs: tuple[str, ...], cache: CheckCache | None, limits: Limits
) -> CheckedFacts:
    """Every check of the SVG (safety, the elements, Qt's measure), Qt's measure only skipped
    when ``cache`` remembers it for these very bytes; ``scheme`` None: detected from the ids."""
    # Never skipped, cache or not: these keep a hostile file from the renderer (check_cache.py)
    checked = check_svg(data, label, limits)
    if scheme is None:
        scheme = detect_scheme(checked.ids)
        if scheme is None:
            raise DeckError(
                f"{label}: no card elements found: expected ids like 7_spade (KDE), spade_7 "
                "(Aisleriot) or 7S (belote)"
            )
    _require_elements(checked, label, scheme, backs)
    size = cache.card_size(data, scheme, backs) if cache is not None else None
    if size is None:
        size = _measure(checked, label, scheme, backs[0])
        if cache is not None:
            cache.remember(data, scheme, backs, size)
    return CheckedFacts(scheme, size, checked.metadata)


def _require_elements(checked: CheckedSvg, label: str, scheme: IdScheme, backs: tuple[str, ...]) -> None:
    """Refuse the deck naming every missing face (as cards and as ids) and back."""
    faces = face_ids(scheme)
    missing_faces = [(card_name(c), i) for c, i in enumerate(faces) if i not in checked.ids]
    missing_backs = checked.missing(backs)
    problems: list[str] = []
    if missing_faces:
        names = ", ".join(name for name, _ in missing_faces)
        if scheme is IdScheme.BELOTE:
            problems.append(f"missing cards {names}")
        else:
            problems.append(f"missing cards {names} (ids {', '.join(i for _, i in missing_faces)})")
    if missing_backs:
        problems.append(f"missing back {', '.join(repr(b) for b in missing_backs)}")
    if problems:
        raise DeckError(f"{label}: {'; '.join(problems)}")


def _measure(checked: CheckedSvg, label: str, scheme: IdScheme, back_id: str) -> CardSize:
    faces = face_ids(scheme)
    names = tuple(card_name(c) for c in range(len(faces)))
    return measure_card_size(checked.data, label, faces, back_id, names)


def _stem(path: Path) -> str:
    """``bellot.svgz`` -> ``bellot``."""
    return path.stem
