"""Record files on disk: ``save_json_atomic`` leaves the old file or the new one, whole, whatever
fails mid-write; ``load_json`` / ``load_record`` turn every unreadable file into one RecordError."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path
from typing import Any

import pytest

from belote_desktop import savegame
from belote_desktop.engine.record import RecordError, write_record
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Match, Phase
from belote_desktop.savegame import load_json, load_record, save_json_atomic

RECORDS = Path(__file__).parent / "data" / "records"
OLD = {"format": "belote-record", "version": 1, "variant": "classic", "deals": [], "note": "old"}
NEW = {"format": "belote-record", "version": 1, "variant": "contree", "deals": [], "seats": {"S": {"name": "Ana Čeh"}}}


def _match_in_progress() -> Match:
    match = Match(RuleSet.default(Variant.CONTREE), seed=5)
    while not (match.phase == Phase.PLAY and len(match.current.play.played) == 13):  # type: ignore[union-attr]
        if match.phase == Phase.DEAL:
            match.deal()
        else:
            match.apply(match.legal_actions()[-1])  # bids rather than passes: a deal is played
    return match


def test_save_then_load_a_match(tmp_path: Path) -> None:
    match = _match_in_progress()
    path = tmp_path / "game.belote.json"
    save_json_atomic(path, write_record(match))
    replay = load_record(path)
    assert replay.match.current_player == match.current_player
    assert write_record(replay.match) == write_record(match)
    assert os.listdir(tmp_path) == ["game.belote.json"]


def test_saved_text_is_utf8_json_with_a_final_newline(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    save_json_atomic(path, NEW)
    raw = path.read_bytes()
    assert raw.endswith(b"\n")
    assert "Ana Čeh".encode() in raw  # written as UTF-8, not \u escapes
    assert json.loads(raw.decode("utf-8")) == NEW
    assert load_json(path) == NEW


def test_save_replaces_an_existing_file(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    save_json_atomic(path, OLD)
    save_json_atomic(path, NEW)
    assert load_json(path) == NEW
    assert os.listdir(tmp_path) == ["r.json"]


def test_save_and_load_accept_a_str_path(tmp_path: Path) -> None:
    save_json_atomic(str(tmp_path / "r.json"), OLD)  # type: ignore[arg-type]
    assert load_json(str(tmp_path / "r.json")) == OLD  # type: ignore[arg-type]
    with pytest.raises(RecordError, match="^record: cannot read "):
        load_record(str(tmp_path / "missing.json"))  # type: ignore[arg-type]


def _fail(*args: Any, **kwargs: Any) -> Any:
    raise OSError(28, "No space left on device")


@pytest.mark.parametrize("target", ["os.replace", "os.fsync", "json.dumps"])
def test_a_failed_save_leaves_the_old_file_and_no_temp_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, target: str) -> None:
    path = tmp_path / "r.json"
    save_json_atomic(path, OLD)
    before = path.read_bytes()
    module, name = target.split(".")
    monkeypatch.setattr(savegame.os if module == "os" else savegame.json, name, _fail)
    with pytest.raises(OSError, match="No space left"):
        save_json_atomic(path, NEW)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["r.json"]


def test_a_failed_write_leaves_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "r.json"
    save_json_atomic(path, OLD)
    before = path.read_bytes()
    real_fdopen = os.fdopen

    class HalfWriter:
        """Writes half of the text to the temp file, then fails like a full disk."""

        def __init__(self, f: Any) -> None:
            self.f = f

        def __enter__(self) -> HalfWriter:
            return self

        def __exit__(self, *exc: object) -> None:
            self.f.close()

        def write(self, text: str) -> int:
            self.f.write(text[: len(text) // 2])
            self.f.flush()
            raise OSError(28, "No space left on device")

    monkeypatch.setattr(savegame.os, "fdopen", lambda fd, *a, **k: HalfWriter(real_fdopen(fd, *a, **k)))
    with pytest.raises(OSError):
        save_json_atomic(path, NEW)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["r.json"]


def test_an_interrupted_save_cleans_up(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "r.json"

    def interrupt(*args: Any) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(savegame.os, "replace", interrupt)
    with pytest.raises(KeyboardInterrupt):
        save_json_atomic(path, NEW)
    monkeypatch.undo()
    assert os.listdir(tmp_path) == []  # no new file, no temp file


def test_data_that_is_not_json_is_not_saved(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    save_json_atomic(path, OLD)
    with pytest.raises(TypeError):
        save_json_atomic(path, {"deals": {1, 2}})
    assert load_json(path) == OLD
    assert os.listdir(tmp_path) == ["r.json"]


def test_readers_never_see_a_partial_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """At the moment of the rename, the temp file is complete and synced; the target is still old."""
    path = tmp_path / "r.json"
    save_json_atomic(path, OLD)
    seen: dict[str, Any] = {}
    real_replace = os.replace

    def spy(src: str, dst: Any) -> None:
        seen["temp"] = json.loads(Path(src).read_text(encoding="utf-8"))
        seen["target"] = load_json(Path(dst))
        seen["same_dir"] = Path(src).parent == Path(dst).parent
        real_replace(src, dst)

    monkeypatch.setattr(savegame.os, "replace", spy)
    save_json_atomic(path, NEW)
    assert seen == {"temp": NEW, "target": OLD, "same_dir": True}


# --- loading ---------------------------------------------------------------------------------------
def test_load_of_a_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "gone.json"
    with pytest.raises(RecordError) as info:
        load_record(path)
    assert str(info.value) == f"record: cannot read {path}: No such file or directory"


def test_load_of_an_unreadable_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "locked.json"
    path.write_text("{}")
    path.chmod(0)
    if os.geteuid() == 0:
        # root reads any file (and CI runs as root): the system's refusal is played by os.open
        real_open = os.open

        def refusing_open(file: Any, flags: int, *args: Any, **kwargs: Any) -> int:
            if Path(file) == path:
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(file))
            return real_open(file, flags, *args, **kwargs)

        monkeypatch.setattr(os, "open", refusing_open)
    with pytest.raises(RecordError, match="^record: cannot read .*Permission denied"):
        load_json(path)


def test_load_of_a_directory(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match=f"^record: cannot read {tmp_path}: "):
        load_json(tmp_path)


def test_load_of_a_too_large_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "r.json"
    path.write_text(json.dumps(OLD))
    size = path.stat().st_size
    monkeypatch.setattr(savegame, "MAX_RECORD_BYTES", size - 1)
    with pytest.raises(RecordError) as info:
        load_json(path)
    assert str(info.value) == f"record: {path} is {size} bytes, more than a game record can be ({size - 1})"


@pytest.mark.parametrize(
    "raw, message",
    [
        (b"", "record: not JSON: Expecting value at line 1, column 1"),
        (b'{"a": 1,}', "record: not JSON: Expecting property name enclosed in double quotes at line 1, column 9"),
        (b"\xff\xfe{\x00}\x00", "is not UTF-8 text, so not a game record"),
        (b"[" * 50_000 + b"]" * 50_000, "record: not a game record (JSON nested too deeply)"),
        (b"1" * 5000, "record: not a game record ("),
    ],
    ids=["empty", "trailing-comma", "utf16", "nesting", "long-integer"],
)
def test_load_of_a_file_that_is_not_json(tmp_path: Path, raw: bytes, message: str) -> None:
    path = tmp_path / "r.json"
    path.write_bytes(raw)
    with pytest.raises(RecordError) as info:
        load_json(path)
    assert message in str(info.value)
    assert "\n" not in str(info.value)


def test_load_record_replays(tmp_path: Path) -> None:
    replay = load_record(RECORDS / "classic_take.json")
    assert replay.match.phase == Phase.OVER and replay.match.totals == [155, 7]
    assert replay.seats[replay.match.dealer].name == "Ana"  # W dealt first; the deal passed to S


def test_a_new_save_is_readable_by_others_and_an_old_one_keeps_its_mode(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    old = os.umask(0o022)
    try:
        save_json_atomic(path, {"a": 1})
    finally:
        os.umask(old)
    assert path.stat().st_mode & 0o777 == 0o644  # not mkstemp's 0600
    path.chmod(0o600)
    save_json_atomic(path, {"a": 2})
    assert path.stat().st_mode & 0o777 == 0o600


def test_what_is_written_is_never_more_than_what_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A long legal record is written compactly when indenting would pass the reading limit, and
    a record over the limit even then is refused at writing (the old file stays), never written
    for the loader to refuse at the next start."""
    data = {"format": "belote-record", "deals": [{"dealer": "S", "calls": ["pass"] * 8} for _ in range(200)]}
    indented = len((json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode())
    compact = len((json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n").encode())
    path = tmp_path / "long.json"
    monkeypatch.setattr(savegame, "MAX_RECORD_BYTES", (indented + compact) // 2)
    save_json_atomic(path, data)
    assert path.stat().st_size == compact and load_json(path) == data
    monkeypatch.setattr(savegame, "MAX_RECORD_BYTES", compact - 1)
    with pytest.raises(OSError, match="more than a game record can be"):
        save_json_atomic(path, {**data, "note": "new"})
    monkeypatch.setattr(savegame, "MAX_RECORD_BYTES", compact)
    assert load_json(path) == data
    assert os.listdir(tmp_path) == ["long.json"]


def test_a_text_that_is_not_utf8_is_a_failed_write_not_a_traceback(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    save_json_atomic(path, OLD)
    with pytest.raises(OSError, match="cannot be written as UTF-8"):
        save_json_atomic(path, {**NEW, "seats": {"S": {"name": "Ana\ud800"}}})
    assert load_json(path) == OLD and os.listdir(tmp_path) == ["r.json"]
