"""The built-in decks as shipped: their digests in decks/shipped.py match the files, a shipped
deck whose measure is remembered opens without its checks running again, and anything else (a
changed byte, a changed manifest, another folder, other limits) is checked in full."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from belote_desktop.decks import discovery, loader, shipped, shipped_check
from belote_desktop.decks.check_cache import CheckCache
from belote_desktop.decks.discovery import BUILT_IN_DECKS_DIR, SearchPaths, open_deck
from belote_desktop.decks.model import DeckError
from belote_desktop.decks.schemes import IdScheme
from belote_desktop.decks.validate import Limits


class CountingChecks:
    """Counts the loader's safety checks (`check_svg`)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.checks = 0
        real_check = loader.check_svg

        def checked(*args, **kwargs):  # type: ignore[no-untyped-def]
            self.checks += 1
            return real_check(*args, **kwargs)

        monkeypatch.setattr(loader, "check_svg", checked)


def _own_data_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, SearchPaths]:
    """A copy of the game's decks that discovery takes for the game's own data folder."""
    decks = tmp_path / "data" / "decks"
    shutil.copytree(BUILT_IN_DECKS_DIR, decks)
    monkeypatch.setattr(discovery, "BUILT_IN_DECKS_DIR", decks)
    return decks, SearchPaths(built_in=(decks,))


def test_the_shipped_digests_match_the_built_in_decks(qapp: object) -> None:
    current = shipped_check.current_digests()
    assert set(current) == {"french", "german", "traditional"}
    assert current == shipped.SHIPPED_DECKS, (
        "a built-in deck changed: run `python -m belote_desktop.decks.shipped_check --write`"
    )


def test_the_table_writer_round_trips(qapp: object) -> None:
    """--write rewrites only the table: the module as it stands is what it would write."""
    source = Path(shipped.__file__).read_text(encoding="utf-8")
    assert shipped_check.table_source(shipped.SHIPPED_DECKS) == source
    changed = shipped_check.table_source({"french": "0" * 64})
    assert '    "french": "' + "0" * 64 + '",\n}' in changed
    assert '"german"' not in changed


def test_a_shipped_deck_is_not_checked_again_once_measured(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    counts = CountingChecks(monkeypatch)
    first = open_deck("french", cache=CheckCache(tmp_path / "cache"))
    assert counts.checks == 1  # nothing remembered yet: measured, so checked
    again = open_deck("french", cache=CheckCache(tmp_path / "cache"))
    assert counts.checks == 1  # the very bytes as shipped, measured before
    assert again.info == first.info and again.svg == first.svg
    # without a cache (discovery, the decks command) every check runs
    open_deck("french")
    assert counts.checks == 2


def test_a_changed_byte_in_the_games_own_folder_is_checked_and_refused(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    decks, paths = _own_data_copy(tmp_path, monkeypatch)
    cache = tmp_path / "cache"
    counts = CountingChecks(monkeypatch)
    open_deck("french", cache=CheckCache(cache), paths=paths)
    open_deck("french", cache=CheckCache(cache), paths=paths)
    assert counts.checks == 1  # the copy is the game's own folder here, its bytes as shipped
    svg = decks / "french" / "cards.svg"
    text = svg.read_text(encoding="utf-8")
    # an external entity: the safety checks refuse it, so they must have run
    hostile = '<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n'
    svg.write_text(hostile + text.split("?>", 1)[1] if text.startswith("<?xml") else hostile + text, encoding="utf-8")
    with pytest.raises(DeckError):
        open_deck("french", cache=CheckCache(cache), paths=paths)
    assert counts.checks == 2


def test_a_changed_manifest_is_checked_in_full(qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The digest covers the ids the manifest asks for: the same SVG with a back it lacks is refused."""
    decks, paths = _own_data_copy(tmp_path, monkeypatch)
    cache = tmp_path / "cache"
    open_deck("french", cache=CheckCache(cache), paths=paths)
    manifest_path = decks / "french" / "manifest.json"
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    manifest["backs"] = ["back", "back-green"]
    manifest_path.write_text(json.dumps(manifest), encoding="utf-8")
    with pytest.raises(DeckError, match="back-green"):
        open_deck("french", cache=CheckCache(cache), paths=paths)


def test_another_built_in_folder_is_always_checked(qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The same bytes elsewhere (a test's folder, a folder of that name) earn no trust."""
    elsewhere = tmp_path / "elsewhere"
    shutil.copytree(BUILT_IN_DECKS_DIR, elsewhere)
    cache = tmp_path / "cache"
    counts = CountingChecks(monkeypatch)
    paths = SearchPaths(built_in=(elsewhere,))
    open_deck("french", cache=CheckCache(cache), paths=paths)
    open_deck("french", cache=CheckCache(cache), paths=paths)
    assert counts.checks == 2


def test_other_limits_always_check(qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = BUILT_IN_DECKS_DIR / "french"
    cache = CheckCache(tmp_path / "cache")
    counts = CountingChecks(monkeypatch)
    loader.load_deck(folder, cache=cache, shipped=True)
    loader.load_deck(folder, cache=cache, shipped=True)
    assert counts.checks == 1
    loader.load_deck(folder, cache=cache, shipped=True, limits=Limits(max_expanded_elements=400_000))
    assert counts.checks == 2


def test_the_digest_names_the_ids_as_well_as_the_bytes() -> None:
    svg = b"<svg/>"
    one = shipped.content_digest(svg, IdScheme.BELOTE, ("back",))
    assert one != shipped.content_digest(svg, IdScheme.BELOTE, ("back", "back-red"))
    assert one != shipped.content_digest(svg, IdScheme.KDE, ("back",))
    assert one != shipped.content_digest(svg + b" ", IdScheme.BELOTE, ("back",))
    assert not shipped.is_shipped("no-such-deck", svg, IdScheme.BELOTE, ("back",))
