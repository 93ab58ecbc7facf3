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

from pathlib import Path

from belote_desktop.decks.check_cache import CheckCache, CheckedFacts
from belote_desktop.decks.manifest import KDE_INDEX_NAME, MANIFEST_NAME, read_kde_index, read_manifest
from belote_desktop.decks.measure import measure_card_size
from belote_desktop.decks.model import CardSize, DeckError, DeckInfo, DeckSource, LoadedDeck
from belote_desktop.decks.schemes import STANDARD_BACK_ID, IdScheme, detect_scheme, face_ids
from belote_desktop.decks.validate import DEFAULT_LIMITS, CheckedSvg, Limits, check_svg, read_svg_file
from belote_desktop.engine.cards import card_name

UNKNOWN = "unknown"
SVG_SUFFIXES = (".svg", ".svgz")


def load_deck(
    path: Path, source: DeckSource | None = None, limits: Limits = DEFAULT_LIMITS, cache: CheckCache | None = None
) -> LoadedDeck:
    """Validate the deck at ``path`` and return it with its SVG bytes, or raise `DeckError`.

    ``source`` says where discovery found it (it decides the id prefix); by default a folder
    is judged by its description file and a lone file is ``DeckSource.FILE``. With ``cache``,
    SVG bytes that passed the same checks before are not parsed again (see check_cache.py);
    the description file and the size limits are read and checked every time.
    """
    path = Path(path)
    try:
        return _load(path, source, limits, cache)
    except DeckError:
        raise
    except Exception as error:  # noqa: BLE001 - a deck must never crash the program
        # The checks should turn every problem into a DeckError; this is the net under them,
        # so that whatever a hostile or broken file does, callers see one kind of failure.
        raise DeckError(f"deck {path.stem!r}: could not be read ({type(error).__name__}: {error})") from error


def _load(path: Path, source: DeckSource | None, limits: Limits, cache: CheckCache | None) -> LoadedDeck:
    if path.is_dir():
        if (path / MANIFEST_NAME).is_file():
            return _load_manifest_deck(path, source or DeckSource.BUILT_IN, limits, cache)
        if (path / KDE_INDEX_NAME).is_file():
            return _load_kde_deck(path, source or DeckSource.KDE, limits, cache)
        raise DeckError(f"deck {path.name!r}: not a deck folder (no {MANIFEST_NAME} or {KDE_INDEX_NAME}) at {path}")
    if path.is_file():
        if path.suffix.lower() not in SVG_SUFFIXES:
            raise DeckError(f"deck {path.stem!r}: not SVG: expected a .svg or .svgz file, got {path.name}")
        return _load_single_file(path, source or DeckSource.FILE, limits, cache)
    raise DeckError(f"no deck at {path}: no such file or folder")


def deck_id_for(path: Path, source: DeckSource) -> str:
    """The id a third-party deck is known by: ``kde:svg-xskat-german``, ``aisleriot:bellot``."""
    if source is DeckSource.KDE:
        return f"kde:{path.name}"
    if source is DeckSource.AISLERIOT:
        return f"aisleriot:{_stem(path)}"
    return f"file:{_stem(path)}"


def _load_manifest_deck(folder: Path, source: DeckSource, limits: Limits, cache: CheckCache | None) -> LoadedDeck:
    manifest = read_manifest(folder)
    label = f"deck {manifest.id!r}"
    svg_path = folder / manifest.file
    data = read_svg_file(svg_path, label, limits)
    facts = _check(data, label, manifest.scheme, manifest.backs, cache)
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
    )
    return LoadedDeck(info=info, svg=data)


def _load_kde_deck(folder: Path, source: DeckSource, limits: Limits, cache: CheckCache | None) -> LoadedDeck:
    index = read_kde_index(folder)
    label = f"deck {folder.name!r}"
    svg_path = folder / index.svg_file
    data = read_svg_file(svg_path, label, limits)
    backs = (STANDARD_BACK_ID,)
    facts = _check(data, label, IdScheme.KDE, backs, cache)
    info = DeckInfo(
        id=deck_id_for(folder, source),
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
    data = read_svg_file(path, label, limits)
    backs = (STANDARD_BACK_ID,)
    facts = _check(data, label, None, backs, cache)
    info = DeckInfo(
        id=deck_id_for(path, source),
        name=_stem(path).replace("_", " ").replace("-", " ").title(),
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


def _check(data: bytes, label: str, scheme: IdScheme | None, backs: tuple[str, ...], cache: CheckCache | None) -> CheckedFacts:
    """Every check of the SVG (safety, the elements, Qt's measure), or a pass remembered for
    these very bytes; ``scheme`` None: detected from the ids."""
    key = cache.key(data, scheme, backs) if cache is not None else None
    remembered = cache.get(key) if cache is not None else None
    if remembered is not None and (scheme is None or remembered.scheme == scheme):
        return remembered
    checked = check_svg(data, label)
    if scheme is None:
        scheme = detect_scheme(checked.ids)
        if scheme is None:
            raise DeckError(
                f"{label}: no card elements found: expected ids like 7_spade (KDE), spade_7 "
                "(Aisleriot) or 7S (belote)"
            )
    _require_elements(checked, label, scheme, backs)
    facts = CheckedFacts(scheme, _measure(checked, label, scheme, backs[0]), checked.metadata)
    if cache is not None:
        cache.put(key, facts)
    return facts


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
