"""Reading and writing game records on disk: size-limited reads, atomic writes.

The engine's ``record`` module turns matches into JSON values and back; this module is the only
one that touches record files, so that a crash mid-save never leaves a half-written game.
"""

from __future__ import annotations

import errno
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from belote_desktop.engine.record import RecordError, Replay, read_record

#: A record of a long match is a few hundred KB; anything far larger is not a record.
MAX_RECORD_BYTES = 16 * 1024 * 1024


def load_json(path: Path) -> Any:
    """The parsed JSON of a record file; RecordError with a clear message otherwise."""
    path = Path(path)  # a str too, as save_json_atomic takes
    try:
        size = path.stat().st_size
    except OSError as e:
        raise RecordError(f"record: cannot read {path}: {e.strerror or e}") from None
    if size > MAX_RECORD_BYTES:
        raise RecordError(f"record: {path} is {size} bytes, more than a game record can be ({MAX_RECORD_BYTES})")
    try:
        with path.open("rb") as f:
            raw = f.read(MAX_RECORD_BYTES + 1)
    except OSError as e:
        raise RecordError(f"record: cannot read {path}: {e.strerror or e}") from None
    try:
        text = raw.decode("utf-8-sig")  # a BOM some editors add is not an error
    except UnicodeDecodeError:
        raise RecordError(f"record: {path} is not UTF-8 text, so not a game record") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise RecordError(f"record: not JSON: {e.msg} at line {e.lineno}, column {e.colno}") from None
    except RecursionError:
        raise RecordError("record: not a game record (JSON nested too deeply)") from None
    except ValueError as e:  # e.g. an integer longer than Python's int digit limit
        raise RecordError(f"record: not a game record ({e})") from None


def load_record(path: Path) -> Replay:
    return read_record(load_json(path))


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
        raw = (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
        if len(raw) > MAX_RECORD_BYTES:
            raw = (json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")
    except UnicodeEncodeError as e:
        raise OSError(errno.EINVAL, f"a text in the game cannot be written as UTF-8 ({e.reason})") from None
    if len(raw) > MAX_RECORD_BYTES:
        raise OSError(errno.EFBIG, f"the record would be {len(raw)} bytes, more than a game record can be ({MAX_RECORD_BYTES})")
    return raw


def save_json_atomic(path: Path, data: Any) -> None:
    """Write ``data`` as JSON to ``path`` so that readers see the old file or the new one, whole.

    What it writes, ``load_json`` reads back (``encode_record``); every failure is an OSError."""
    path = Path(path)
    raw = encode_record(data)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        os.chmod(tmp, _file_mode(path))
        with os.fdopen(fd, "wb") as f:
            f.write(raw)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    try:  # make the rename itself durable
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError:
        pass
