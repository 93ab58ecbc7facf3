"""Reading and writing game records on disk: size-limited reads, atomic writes.

The engine's ``record`` module turns matches into JSON values and back; this module is the only
one that touches record files, so that a crash mid-save never leaves a half-written game.
"""

from __future__ import annotations

import errno
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from belote_desktop.engine.record import RecordError, Replay, read_record
from belote_desktop.safe_files import FileTooLargeError, UnsafeFileError, read_regular_file

#: A record of a long match is a few hundred KB; anything far larger is not a record.
MAX_RECORD_BYTES = 16 * 1024 * 1024


def load_json(path: Path) -> Any:
    """The parsed JSON of a record file; RecordError with a clear message otherwise.

    Only a regular file is read (a FIFO or a device is refused without blocking), and never more
    than MAX_RECORD_BYTES of it (``safe_files``)."""
    path = Path(path)  # a str too, as save_json_atomic takes
    try:
        raw = read_regular_file(path, MAX_RECORD_BYTES)
    except FileTooLargeError:
        try:
            size = f"{path.stat().st_size} bytes"
        except OSError:
            size = "larger than that"
        raise RecordError(f"record: {path} is {size}, more than a game record can be ({MAX_RECORD_BYTES})") from None
    except UnsafeFileError as e:
        raise RecordError(f"record: {e}") from None
    try:
        text = raw.decode("utf-8-sig")  # a BOM some editors add is not an error
    except UnicodeDecodeError:
        raise RecordError(f"record: {path} is not UTF-8 text, so not a game record") from None
    return parse_json(text)


class DuplicateKeyError(RecordError):
    """A JSON object that names the same key twice (``json`` would silently keep the last)."""


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            # json.dumps: the key as the record spells it, control characters and all escaped
            raise DuplicateKeyError(f"record: not a game record (the key {json.dumps(key)} appears twice in one object)")
        out[key] = value
    return out


def _no_constant(name: str) -> Any:
    raise RecordError(f"record: not JSON: {name} is not a JSON number")


def json_error_message(e: json.JSONDecodeError) -> str:
    """``Expecting value at line 1, column 1``; ``json`` ends some messages with "at" already
    (``Invalid control character at``), which gave "at at line"."""
    return f"{e.msg.removesuffix(' at')} at line {e.lineno}, column {e.colno}"


def parse_json(text: str) -> Any:
    """A record's JSON text parsed strictly: a key twice in one object, NaN and Infinity, too deep a
    nesting or too long an integer each raise RecordError (one line), never anything else."""
    try:
        return json.loads(text, object_pairs_hook=_no_duplicate_keys, parse_constant=_no_constant)
    except json.JSONDecodeError as e:
        raise RecordError(f"record: not JSON: {json_error_message(e)}") from None
    except RecursionError:
        raise RecordError("record: not a game record (JSON nested too deeply)") from None
    except RecordError:
        raise
    except ValueError as e:
        if "digits" in str(e):  # Python's int digit limit; its own advice (set_int_max_str_digits) is not for players
            raise RecordError(f"record: not a game record (a number of more than {sys.get_int_max_str_digits()} digits)") from None
        raise RecordError(f"record: not a game record ({e})") from None


def load_record(path: Path) -> Replay:
    return read_record(load_json(path))


class SaveError(OSError):
    """A record that could not be written; ``str()`` is one line saying what and why.

    An OSError, so callers that catch write errors catch it; ``errno`` is the cause's when there is
    one. The file on disk is then still the previous one, whole."""

    def __init__(self, message: str, errno_: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.errno = errno_

    def __str__(self) -> str:
        return self.message


def _file_mode(path: Path) -> int:
    """The existing file's mode, else what the umask gives a new file (mkstemp's is 0600)."""
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def encode_record(data: Any) -> bytes:
    """``data`` as the UTF-8 JSON text the game writes, never more than ``load_json`` reads back.

    Indented for people while that fits; a record too long for that (tens of thousands of deals:
    indenting doubles it) is written compactly. OSError when even that is over the limit, or when
    a text cannot be written as UTF-8 (a lone surrogate): a write the game could not read back
    must fail where it happens, not lock the game out at the next start.
    """
    try:
        raw = (json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")
        # indenting about doubles a record: only tried where it may fit (a long record is
        # encoded once, not twice)
        if len(raw) <= MAX_RECORD_BYTES // 3:
            indented = (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
            if len(indented) <= MAX_RECORD_BYTES:
                raw = indented
    except UnicodeEncodeError as e:
        raise SaveError(f"a text in the game cannot be written as UTF-8 ({e.reason})", errno.EINVAL) from None
    if len(raw) > MAX_RECORD_BYTES:
        raise SaveError(f"the record would be {len(raw)} bytes, more than a game record can be ({MAX_RECORD_BYTES})", errno.EFBIG)
    return raw


def save_json_atomic(path: Path, data: Any) -> None:
    """Write ``data`` as JSON to ``path`` so that readers see the old file or the new one, whole.

    What it writes, ``load_json`` reads back (``encode_record``); every failure is a SaveError
    (an OSError) with a one-line message, and leaves the old file as it was."""
    path = Path(path)
    raw = encode_record(data)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as e:
        raise SaveError(f"cannot write {path}: {e.strerror or e}", e.errno) from None
    try:
        os.chmod(tmp, _file_mode(path))
        with os.fdopen(fd, "wb") as f:
            f.write(raw)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException as e:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(e, OSError):  # a full disk, a read-only folder, a name that is a folder
            raise SaveError(f"cannot write {path}: {e.strerror or e}", e.errno) from None
        raise
    try:  # make the rename itself durable
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError:
        pass
