"""The statistics file (belote_desktop/stats_store.py): one row per deal, schema versioned, a
file that is not ours refused and left as it is, the dialog's figures."""

from __future__ import annotations

import io
import sqlite3
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from belote_desktop.stats_store import (
    APPLICATION_ID,
    SCHEMA_VERSION,
    DealStat,
    StatsFileError,
    StatsStore,
    Taker,
    players,
    summarize,
)


def stat(number: int, match: str = "m1", points: int = 100, against: int = 62, **changes: object) -> DealStat:
    base = DealStat(
        played_at="2026-12-01T18:00:00+00:00",
        match_id=match,
        deal_number=number,
        player="You",
        seat="S",
        variant="classic",
        table_kind="four",
        opponents="medium",
        partner="medium",
        taker=Taker.PLAYER,
        contract="H",
        result="made",
        points=points,
        opponent_points=against,
        match_over=False,
        match_won=None,
    )
    return replace(base, **changes)  # type: ignore[arg-type]  # the test's keywords are DealStat's fields


def test_deals_are_kept_in_order_and_read_back(tmp_path: Path) -> None:
    store = StatsStore.in_folder(tmp_path / "data")
    deals = [stat(1), stat(2, taker=Taker.OPPONENT, result="down", points=160, against=0), stat(3, errors=2)]
    assert store.add(deals) == 3
    assert store.deals() == deals
    # our file: its id and schema version are in the header
    with sqlite3.connect(store.path) as c:
        assert c.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        assert c.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert c.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_a_deal_recorded_twice_is_kept_once(tmp_path: Path) -> None:
    store = StatsStore.in_folder(tmp_path)
    store.add([stat(1)])
    assert store.add([stat(1, points=0), stat(2)]) == 1  # the same match, deal and seat: a game opened again
    assert [d.points for d in store.deals()] == [100, 100]


def test_reading_an_absent_file_creates_nothing(tmp_path: Path) -> None:
    store = StatsStore.in_folder(tmp_path / "none")
    assert store.deals() == []
    assert not (tmp_path / "none").exists()


def test_the_review_fills_in_the_errors(tmp_path: Path) -> None:
    store = StatsStore.in_folder(tmp_path)
    store.add([stat(1), stat(2)])
    assert store.set_errors("m1", 2, "S", 3)
    assert not store.set_errors("m1", 9, "S", 1)  # never recorded
    assert [d.errors for d in store.deals()] == [None, 3]


def test_reset_forgets_every_deal(tmp_path: Path) -> None:
    store = StatsStore.in_folder(tmp_path)
    store.add([stat(1), stat(2)])
    store.reset()
    assert store.deals() == []
    store.add([stat(3)])
    assert [d.deal_number for d in store.deals()] == [3]


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"deal,points\n1,100\n", "not an SQLite database"),
        (b"SQLite format 3\x00" + b"\xff" * 200, "damaged"),
    ],
)
def test_a_file_that_is_not_a_database_is_refused_and_left_alone(tmp_path: Path, content: bytes, reason: str) -> None:
    store = StatsStore.in_folder(tmp_path)
    store.path.write_bytes(content)
    for attempt in (store.deals, lambda: store.add([stat(1)]), store.reset):
        with pytest.raises(StatsFileError, match=reason) as caught:
            attempt()
        assert caught.value.path == store.path
    assert store.path.read_bytes() == content
    assert sorted(p.name for p in tmp_path.iterdir()) == [store.path.name]  # no journal beside it either


def test_another_programs_database_is_refused_and_left_alone(tmp_path: Path) -> None:
    store = StatsStore.in_folder(tmp_path)
    with sqlite3.connect(store.path) as c:
        c.execute("CREATE TABLE notes (text TEXT)")
        c.execute("INSERT INTO notes VALUES ('mine')")
    c.close()
    before = store.path.read_bytes()
    with pytest.raises(StatsFileError, match="another program"):
        store.add([stat(1)])
    with pytest.raises(StatsFileError, match="another program"):
        store.deals()
    assert store.path.read_bytes() == before


def test_a_later_schema_is_read_but_not_written(tmp_path: Path) -> None:
    store = StatsStore.in_folder(tmp_path)
    store.add([stat(1)])
    with sqlite3.connect(store.path) as c:
        c.execute(f"PRAGMA user_version={SCHEMA_VERSION + 1}")
    c.close()
    assert len(store.deals()) == 1
    with pytest.raises(StatsFileError, match="later version"):
        store.add([stat(2)])
    assert len(store.deals()) == 1


def test_an_empty_file_becomes_ours(tmp_path: Path) -> None:
    store = StatsStore.in_folder(tmp_path)
    store.path.touch()
    assert store.deals() == []
    assert store.path.stat().st_size == 0  # reading leaves it as it was
    store.add([stat(1)])
    assert len(store.deals()) == 1


def test_csv_export_has_a_header_and_one_line_per_deal(tmp_path: Path) -> None:
    store = StatsStore.in_folder(tmp_path)
    store.add([stat(1), stat(2, partner=None, contract=None, taker=Taker.NONE, result=None, errors=1)])
    out = io.StringIO()
    assert store.write_csv(out) == 2
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("played_at,match_id,deal_number,player,seat,variant,table_kind")
    assert lines[1].split(",")[2:4] == ["1", "You"]
    assert lines[2].endswith(",none,,,100,62,0,,1")


def test_summary_per_variant_and_level_with_streaks() -> None:
    deals = [
        # match a: won, two deals (one won, our contract made)
        stat(1, "a"), stat(2, "a", points=0, against=162, taker=Taker.OPPONENT, match_over=True, match_won=True),
        # match b: lost, against hard bots
        stat(1, "b", opponents="hard", taker=Taker.PARTNER, result="down", points=0, against=162,
             match_over=True, match_won=False),
        # match c: won, Contrée
        stat(1, "c", variant="contree", contract="80S", match_over=True, match_won=True, errors=2),
        stat(1, "d"),  # match d: unfinished
    ]
    s = summarize(deals)
    assert (s.total.matches, s.total.matches_won, s.total.deals, s.total.deals_won) == (3, 2, 5, 3)
    assert (s.total.taken, s.total.made) == (4, 3)
    assert s.total.average_points == pytest.approx(300 / 5)
    by = {(g.variant, g.opponents): g for g in s.groups}
    assert by[("classic", "hard")].matches_won == 0 and by[("classic", "hard")].made == 0
    assert by[("classic", "medium")].matches == 1 and by[("classic", "medium")].deals == 3
    assert by[("contree", "medium")].matches_won == 1
    assert (s.current_match_streak, s.best_match_streak) == (1, 1)
    assert (s.current_deal_streak, s.best_deal_streak) == (2, 2)
    assert [m.match_id for m in s.matches] == ["a", "b", "c", "d"]
    assert [m.won for m in s.matches] == [True, False, True, None]
    assert [m.errors_per_deal for m in s.matches] == [None, None, 2.0, None]


def test_summary_of_one_person_at_a_hotseat_table() -> None:
    deals = [stat(1, player="Ana"), stat(1, player="Bruno", seat="E", points=62, against=100)]
    assert players(deals) == ["Ana", "Bruno"]
    assert summarize(deals, "Bruno").total.deals_won == 0
    assert summarize(deals).total.deals == 2


def test_the_store_loads_without_qt() -> None:
    """Pure Python: the statistics can be read by a script or a test without a display."""
    code = "import sys, belote_desktop.stats_store; print(any(m.startswith('PySide6') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
