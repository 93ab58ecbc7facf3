"""Remembered deck measurements: Qt's measure is reused only for the very same bytes; the safety
checks run every time; a changed file is checked in full again (and refused if bad); a broken
store, or a broken or forged entry, is ignored and can neither crash nor unlock anything."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from belote_desktop.decks import loader
from belote_desktop.decks.check_cache import FILE_NAME, FORMAT, MAX_STORE_BYTES, CheckCache
from belote_desktop.decks.loader import load_deck
from belote_desktop.decks.model import DeckError
from belote_desktop.decks.schemes import STANDARD_BACK_ID, IdScheme, face_ids
from belote_desktop.decks.validate import read_svg_file
from tests.decks_fixtures import card_svg, kde_svg, use_bomb_svg, write_kde_deck


class CountingMeasures:
    """Counts Qt's measurements and the safety checks the loader makes."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.measures = 0
        self.checks = 0
        real_measure, real_check = loader.measure_card_size, loader.check_svg

        def measured(*args, **kwargs):  # type: ignore[no-untyped-def]
            self.measures += 1
            return real_measure(*args, **kwargs)

        def checked(*args, **kwargs):  # type: ignore[no-untyped-def]
            self.checks += 1
            return real_check(*args, **kwargs)

        monkeypatch.setattr(loader, "measure_card_size", measured)
        monkeypatch.setattr(loader, "check_svg", checked)


def test_the_same_bytes_are_not_measured_twice_but_always_checked(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    deck = write_kde_deck(tmp_path / "deck", kde_svg())
    counts = CountingMeasures(monkeypatch)
    first = load_deck(deck, cache=CheckCache(tmp_path / "cache"))
    again = load_deck(deck, cache=CheckCache(tmp_path / "cache"))  # a new start: read from the file
    assert counts.measures == 1
    assert counts.checks == 2  # what keeps a hostile file out is never skipped
    assert again.info == first.info and again.svg == first.svg
    assert (tmp_path / "cache" / FILE_NAME).is_file()


def test_a_changed_file_is_checked_again_and_refused_if_bad(qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    deck = write_kde_deck(tmp_path / "deck", kde_svg())
    cache_folder = tmp_path / "cache"
    load_deck(deck, cache=CheckCache(cache_folder))
    # the same file name, one card missing: the remembered pass must not cover it
    write_kde_deck(tmp_path / "deck", kde_svg(missing=[face_ids(IdScheme.KDE)[0]]))
    with pytest.raises(DeckError, match="missing cards"):
        load_deck(deck, cache=CheckCache(cache_folder))
    # and an external reference smuggled into otherwise identical cards is caught too
    write_kde_deck(tmp_path / "deck", card_svg(face_ids(IdScheme.KDE), extra='<use href="file:///etc/passwd"/>'))
    with pytest.raises(DeckError, match="external reference"):
        load_deck(deck, cache=CheckCache(cache_folder))


def test_a_refused_deck_is_not_remembered(qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    deck = write_kde_deck(tmp_path / "deck", kde_svg(missing=[face_ids(IdScheme.KDE)[3]]))
    for _ in range(2):
        with pytest.raises(DeckError):
            load_deck(deck, cache=CheckCache(tmp_path / "cache"))
    assert not (tmp_path / "cache" / FILE_NAME).exists()


def test_a_broken_store_means_not_measured_yet(qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    deck = write_kde_deck(tmp_path / "deck", kde_svg())
    cache_folder = tmp_path / "cache"
    cache_folder.mkdir()
    (cache_folder / FILE_NAME).write_text("{not json", encoding="utf-8")
    counts = CountingMeasures(monkeypatch)
    loaded = load_deck(deck, cache=CheckCache(cache_folder))
    assert counts.measures == 1 and loaded.info.card_size.width > 0
    load_deck(deck, cache=CheckCache(cache_folder))  # the store was rewritten and is used now
    assert counts.measures == 1


# -- forged and broken entries ---------------------------------------------------------------

KDE_BACKS = (STANDARD_BACK_ID,)


def forge(cache_folder: Path, svg: bytes, **fields: object) -> None:
    """Write a store holding one entry for exactly ``svg`` (as a KDE deck), with ``fields``."""
    key = CheckCache(cache_folder).key(svg, IdScheme.KDE, KDE_BACKS)
    assert key is not None
    import hashlib

    entry = {"svg_sha256": hashlib.sha256(svg).hexdigest(), "width": 51.0, "height": 71.0, **fields}
    cache_folder.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"format": FORMAT, "entries": {key: entry}}, allow_nan=True)
    (cache_folder / FILE_NAME).write_text(text, encoding="utf-8")


@pytest.mark.parametrize(
    "fields",
    [
        {"height": 0},
        {"height": math.nan},
        {"width": math.inf},
        {"height": 1e308, "width": 1e-308},
        {"width": 1e308},
        {"width": -250},
        {"width": 1, "height": 1000},  # 1 px wide cards
        {"width": "51"},
        {"width": True, "height": True},
        {"height": None},
        {"width": [51]},
        {"svg_sha256": "0" * 64},  # measured on other bytes
        {"svg_sha256": 7},
    ],
)
def test_a_bad_entry_is_dropped_and_the_deck_measured(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fields: dict[str, object]
) -> None:
    deck = write_kde_deck(tmp_path / "deck", kde_svg())
    svg = read_svg_file(deck / "crafted.svgz", "crafted")
    forge(tmp_path / "cache", svg, **fields)
    cache = CheckCache(tmp_path / "cache")
    counts = CountingMeasures(monkeypatch)
    size = load_deck(deck, cache=cache).info.card_size
    assert counts.measures == 1
    assert (size.width, size.height) == pytest.approx((51, 71), abs=1)
    assert cache.dropped_entries == (0 if "svg_sha256" in fields and fields["svg_sha256"] == "0" * 64 else 1)


def test_a_well_formed_entry_is_used(qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The control for the test above: the forged store is otherwise read as the game's own."""
    deck = write_kde_deck(tmp_path / "deck", kde_svg())
    forge(tmp_path / "cache", read_svg_file(deck / "crafted.svgz", "crafted"), width=60.0, height=80.0)
    counts = CountingMeasures(monkeypatch)
    size = load_deck(deck, cache=CheckCache(tmp_path / "cache")).info.card_size
    assert counts.measures == 0 and (size.width, size.height) == (60.0, 80.0)


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ('<image href="file:///etc/passwd" width="1" height="1"/>', "external reference 'file:///etc/passwd'"),
        ("", "draws more than 500,000 elements"),
    ],
)
def test_a_forged_entry_never_skips_the_safety_checks(
    qapp: object, tmp_path: Path, extra: str, message: str
) -> None:
    svg_text = card_svg(face_ids(IdScheme.KDE), extra=extra) if extra else use_bomb_svg(face_ids(IdScheme.KDE))
    deck = write_kde_deck(tmp_path / "deck", svg_text)
    forge(tmp_path / "cache", read_svg_file(deck / "crafted.svgz", "crafted"))
    with pytest.raises(DeckError, match=message):
        load_deck(deck, cache=CheckCache(tmp_path / "cache"))


@pytest.mark.parametrize(
    "content",
    [
        b"[" * 100_000 + b"]" * 100_000,  # deeper than the JSON parser's stack
        b'{"format": 2, "entries": {"' + b"a" * 64 + b'": {"width": 1e999}}}',
        b'{"format": 2, "entries": [1, 2]}',
        b'{"format": 1, "entries": {}}',
        b"\xff\xfe\x00garbage",
        b'{"format": 2, "entries": {"x": ' + b"9" * 5000 + b"}}",
    ],
)
def test_a_store_that_is_not_ours_is_ignored(qapp: object, tmp_path: Path, content: bytes) -> None:
    deck = write_kde_deck(tmp_path / "deck", kde_svg())
    (tmp_path / "cache").mkdir()
    (tmp_path / "cache" / FILE_NAME).write_bytes(content)
    assert load_deck(deck, cache=CheckCache(tmp_path / "cache")).info.card_size.height > 0


def test_an_oversized_store_is_not_read(qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    deck = write_kde_deck(tmp_path / "deck", kde_svg())
    load_deck(deck, cache=CheckCache(tmp_path / "cache"))
    store = tmp_path / "cache" / FILE_NAME
    store.write_text(store.read_text(encoding="utf-8") + " " * MAX_STORE_BYTES, encoding="utf-8")  # valid JSON, too big
    counts = CountingMeasures(monkeypatch)
    load_deck(deck, cache=CheckCache(tmp_path / "cache"))
    assert counts.measures == 1
