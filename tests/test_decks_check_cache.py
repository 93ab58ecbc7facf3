"""Remembered deck checks: a pass is reused only for the very same bytes; a changed file is
checked in full again (and refused if bad); a broken store is ignored."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote_desktop.decks import loader
from belote_desktop.decks.check_cache import FILE_NAME, CheckCache
from belote_desktop.decks.loader import load_deck
from belote_desktop.decks.model import DeckError
from belote_desktop.decks.schemes import IdScheme, face_ids
from tests.decks_fixtures import card_svg, kde_svg, write_kde_deck


class CountingChecks:
    """Counts the full SVG checks the loader makes."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls = 0
        real = loader.check_svg

        def counted(data: bytes, label: str):  # type: ignore[no-untyped-def]
            self.calls += 1
            return real(data, label)

        monkeypatch.setattr(loader, "check_svg", counted)


def test_the_same_bytes_are_not_checked_twice(qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    deck = write_kde_deck(tmp_path / "deck", kde_svg())
    checks = CountingChecks(monkeypatch)
    first = load_deck(deck, cache=CheckCache(tmp_path / "cache"))
    again = load_deck(deck, cache=CheckCache(tmp_path / "cache"))  # a new start: read from the file
    assert checks.calls == 1
    assert again.info == first.info and again.svg == first.svg
    assert (tmp_path / "cache" / FILE_NAME).is_file()


def test_a_changed_file_is_checked_again_and_refused_if_bad(qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    deck = write_kde_deck(tmp_path / "deck", kde_svg())
    cache_folder = tmp_path / "cache"
    load_deck(deck, cache=CheckCache(cache_folder))
    checks = CountingChecks(monkeypatch)
    # the same file name, one card missing: the remembered pass must not cover it
    write_kde_deck(tmp_path / "deck", kde_svg(missing=[face_ids(IdScheme.KDE)[0]]))
    with pytest.raises(DeckError, match="missing cards"):
        load_deck(deck, cache=CheckCache(cache_folder))
    assert checks.calls == 1
    # and an external reference smuggled into otherwise identical cards is caught too
    write_kde_deck(tmp_path / "deck", card_svg(face_ids(IdScheme.KDE), extra='<use href="file:///etc/passwd"/>'))
    with pytest.raises(DeckError, match="external reference"):
        load_deck(deck, cache=CheckCache(cache_folder))


def test_a_refused_deck_is_not_remembered(qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    deck = write_kde_deck(tmp_path / "deck", kde_svg(missing=[face_ids(IdScheme.KDE)[3]]))
    checks = CountingChecks(monkeypatch)
    for _ in range(2):
        with pytest.raises(DeckError):
            load_deck(deck, cache=CheckCache(tmp_path / "cache"))
    assert checks.calls == 2


def test_a_broken_store_means_not_checked_yet(qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    deck = write_kde_deck(tmp_path / "deck", kde_svg())
    cache_folder = tmp_path / "cache"
    cache_folder.mkdir()
    (cache_folder / FILE_NAME).write_text("{not json", encoding="utf-8")
    checks = CountingChecks(monkeypatch)
    loaded = load_deck(deck, cache=CheckCache(cache_folder))
    assert checks.calls == 1 and loaded.info.card_size.width > 0
    load_deck(deck, cache=CheckCache(cache_folder))  # the store was rewritten and is used now
    assert checks.calls == 1
