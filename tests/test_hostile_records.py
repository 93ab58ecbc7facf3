"""Hostile records: every file of tests/data/hostile goes through ``check``, ``analyse`` and ``bot``
and is refused in one printable line (exit 1, no traceback) or accepted as what it is; files that
are not regular files are refused without blocking; writes that fail raise one clear SaveError.

The corpus and what each file must give: tests/data/hostile/EXPECTED.json (made by generate.py).
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from belote_desktop.cli import main
from belote_desktop.commands import check
from belote_desktop.commands.bot import BotSettings, serve
from belote_desktop.engine.record import MAX_MESSAGE_CHARS, RecordError, printable, read_record, write_record
from belote_desktop.savegame import SaveError, load_json, load_record, parse_json, save_json_atomic

HOSTILE = Path(__file__).parent / "data" / "hostile"
EXPECTED: dict[str, str] = json.loads((HOSTILE / "EXPECTED.json").read_text())
FILES = sorted(EXPECTED)
ACCEPTED = [name for name in FILES if EXPECTED[name] == "accept"]


def _one_clean_line(text: str) -> str:
    """The text is one line, printable, of a bounded length; returns it without its newline."""
    assert text.endswith("\n") and text.count("\n") == 1, repr(text[:500])
    line = text[:-1]
    assert line == printable(line), repr(line[:500])  # nothing that could drive a terminal
    assert len(line) < MAX_MESSAGE_CHARS + 100
    assert "Traceback" not in line
    return line


def test_the_corpus_and_its_expectations_match() -> None:
    on_disk = {p.name for p in HOSTILE.iterdir() if p.is_file()} - {"EXPECTED.json", "generate.py"}
    assert on_disk == set(EXPECTED)
    assert len(ACCEPTED) >= 10 and len(FILES) - len(ACCEPTED) >= 50


@pytest.mark.parametrize("name", FILES)
def test_check_refuses_in_one_line_or_accepts(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["check", str(HOSTILE / name)])
    out, err = capsys.readouterr()
    if EXPECTED[name] == "accept":
        assert (code, err) == (0, "")
        assert all(line == printable(line) for line in out.splitlines())
    else:
        assert (code, out) == (1, "")
        assert EXPECTED[name] in _one_clean_line(err)


@pytest.mark.parametrize("name", FILES)
def test_analyse_refuses_in_one_line_or_accepts(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    # from trick 8: the review is about reading the record, not about the solver's time
    code = main(["analyse", str(HOSTILE / name), "--from-trick", "8"])
    out, err = capsys.readouterr()
    if EXPECTED[name] == "accept" and json.loads((HOSTILE / name).read_text())["variant"] == "romanian":
        assert (code, out, err) == (1, "", "record: analyse reviews Classic and Contrée deals, not romanian\n")
    elif EXPECTED[name] == "accept":
        assert (code, err) == (0, "")
    else:
        assert (code, out) == (1, "")
        assert EXPECTED[name] in _one_clean_line(err)


def test_bot_answers_each_corpus_file_once() -> None:
    """Each file as one input line (its newlines made spaces, as a driver would send it): one reply
    each, an error for a refused record, an action for an accepted one (all are games in progress)."""
    lines = [(HOSTILE / name).read_bytes().replace(b"\n", b" ").replace(b"\r", b" ") for name in FILES]
    out = io.StringIO()
    serve(io.BytesIO(b"\n".join(lines) + b"\n"), out, BotSettings("easy", seed=1))
    replies = [json.loads(text) for text in out.getvalue().splitlines()]
    assert len(replies) == len(FILES)
    for name, reply in zip(FILES, replies):
        if EXPECTED[name] == "accept":
            assert set(reply) == {"seat", "action", "ms"}, (name, reply)
        else:
            assert set(reply) == {"error"}, (name, reply)
            assert "\n" not in reply["error"] and "internal error" not in reply["error"], (name, reply)


@pytest.mark.parametrize("name", ACCEPTED)
def test_an_accepted_record_is_saved_and_read_back_the_same(name: str, tmp_path: Path) -> None:
    replay = load_record(HOSTILE / name)
    path = tmp_path / "again.json"
    save_json_atomic(path, write_record(replay.match, replay.seats))
    again = load_record(path)
    assert again.seats == replay.seats
    assert write_record(again.match, again.seats) == write_record(replay.match, replay.seats)


# --- names ---------------------------------------------------------------------------------------
def test_a_lone_surrogate_in_a_name_is_refused_naming_the_field() -> None:
    with pytest.raises(RecordError) as info:
        load_record(HOSTILE / "name_lone_surrogate.json")
    assert str(info.value) == "record: seats: E: name: not valid Unicode text (a lone surrogate \\ud800)"


def test_a_surrogate_pair_written_as_escapes_is_a_character_not_a_surrogate() -> None:
    # "\ud83c\udca1" in JSON is one astral character (a playing card): valid, and it can be saved
    data = parse_json((HOSTILE / "valid_contree_in_progress.json").read_text().replace('"Ana"', '"\\ud83c\\udca1"'))
    replay = read_record(data)
    assert replay.seats[next(iter(replay.seats))].name == "\U0001f0a1"


def test_printable_escapes_controls_bidi_and_surrogates_but_keeps_letters() -> None:
    assert printable("Ana Čeh, Zoë, Ștefan, 山田") == "Ana Čeh, Zoë, Ștefan, 山田"
    assert printable("a\x1b[31mb\x07\n\u202e\ud800\U000e0001") == "a\\x1b[31mb\\x07\\x0a\\u202e\\ud800\\U000e0001"
    assert printable("2\u00a0000") == "2\u00a0000"  # a no-break space is not a threat


def test_a_record_error_is_one_bounded_printable_line() -> None:
    error = RecordError("record: unknown keys " + "\x1b" * 10_000)
    assert len(str(error)) < MAX_MESSAGE_CHARS + 30 and str(error) == printable(str(error))


def test_check_escapes_its_text_report(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # nothing of the record's free text reaches the report today; if it ever does, it is escaped
    monkeypatch.setattr(check, "format_report", lambda summary: "deal 1 \x1b]0;owned\x07\nwinner: \u202eNS")
    assert main(["check", str(HOSTILE / "valid_classic_in_progress.json")]) == 0
    assert capsys.readouterr().out == "deal 1 \\x1b]0;owned\\x07\nwinner: \\u202eNS\n"


# --- JSON -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text, message",
    [
        ('{"a": 1, "a": 2}', 'the key "a" appears twice in one object'),
        ('{"a": {"b": 1, "b": 1}}', 'the key "b" appears twice'),
        ('{"\\u001b": 1, "\\u001b": 2}', 'the key "\\u001b" appears twice'),
        ('{"a": NaN}', "NaN is not a JSON number"),
        ('[-Infinity]', "-Infinity is not a JSON number"),
        ('"\x01"', "not JSON: Invalid control character at line 1, column 2"),
        ("[1,]", "not JSON: Expecting value at line 1, column 4"),
    ],
)
def test_strict_json(text: str, message: str) -> None:
    with pytest.raises(RecordError) as info:
        parse_json(text)
    assert message in str(info.value)
    assert " at at " not in str(info.value)


# --- files that are not regular files --------------------------------------------------------------
def _run(*args: str) -> subprocess.CompletedProcess[str]:
    # the timeout only guards against the hang this test is about, it measures nothing
    return subprocess.run([sys.executable, "-m", "belote_desktop", *args], capture_output=True, text=True,
                          timeout=120, check=False, cwd=Path(__file__).parents[1])


@pytest.mark.parametrize("command", ["check", "analyse"])
def test_a_fifo_is_refused_at_once(tmp_path: Path, command: str) -> None:
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    result = _run(command, str(fifo))
    assert result.returncode == 1 and result.stdout == ""
    assert _one_clean_line(result.stderr) == f"record: cannot read {fifo}: it is a named pipe (FIFO), not a regular file"


@pytest.mark.parametrize("path, kind", [("/dev/zero", "a character device"), ("/dev/null", "a character device")])
def test_a_device_is_refused(path: str, kind: str) -> None:
    with pytest.raises(RecordError, match=f"it is {kind}, not a regular file"):
        load_json(Path(path))


def test_a_link_to_a_device_is_refused(tmp_path: Path) -> None:
    (tmp_path / "game.json").symlink_to("/dev/zero")
    with pytest.raises(RecordError, match="character device"):
        load_json(tmp_path / "game.json")


def test_check_as_a_program_on_hostile_files_writes_one_line_and_no_traceback() -> None:
    for name in ("name_lone_surrogate.json", "unknown_key_control_characters.json", "binary_noise.bin",
                 "deep_nesting_array.json", "unknown_key_100k.json"):
        result = _run("check", str(HOSTILE / name))
        assert result.returncode == 1 and result.stdout == ""
        assert EXPECTED[name] in _one_clean_line(result.stderr)


# --- writing -------------------------------------------------------------------------------------
def test_a_name_that_cannot_be_written_is_a_save_error_and_the_old_file_stays(tmp_path: Path) -> None:
    replay = load_record(HOSTILE / "valid_contree_in_progress.json")
    path = tmp_path / "game.json"
    save_json_atomic(path, write_record(replay.match, replay.seats))
    before = path.read_bytes()
    record = write_record(replay.match, replay.seats)
    record["seats"]["E"]["name"] = "Ana\ud800"  # what a reader that let it through would write back
    with pytest.raises(SaveError) as info:
        save_json_atomic(path, record)
    assert "cannot be written as UTF-8" in str(info.value) and "\n" not in str(info.value)
    assert isinstance(info.value, OSError)
    assert path.read_bytes() == before and os.listdir(tmp_path) == ["game.json"]


def test_a_write_into_a_missing_folder_is_a_save_error_naming_the_file(tmp_path: Path) -> None:
    path = tmp_path / "gone" / "game.json"
    with pytest.raises(SaveError) as info:
        save_json_atomic(path, {"a": 1})
    assert str(info.value) == f"cannot write {path}: No such file or directory"


def test_a_write_onto_a_folder_is_a_save_error(tmp_path: Path) -> None:
    (tmp_path / "game.json").mkdir()
    with pytest.raises(SaveError, match=r"^cannot write .*game\.json: Is a directory$"):
        save_json_atomic(tmp_path / "game.json", {"a": 1})
    assert os.listdir(tmp_path) == ["game.json"]  # no temporary file left


def test_a_full_disk_is_a_save_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from belote_desktop import savegame

    path = tmp_path / "game.json"
    save_json_atomic(path, {"a": 1})

    def full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(savegame.os, "fsync", full)
    with pytest.raises(SaveError) as info:
        save_json_atomic(path, {"a": 2})
    assert str(info.value) == f"cannot write {path}: No space left on device" and info.value.errno == 28
    monkeypatch.undo()
    assert load_json(path) == {"a": 1} and os.listdir(tmp_path) == ["game.json"]
