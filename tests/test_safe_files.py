"""``safe_files``: only regular files are read, a FIFO is refused without blocking, reads are bounded."""

from __future__ import annotations

import os
import socket
from pathlib import Path

import pytest

from belote_desktop.safe_files import (
    FileTooLargeError,
    NotRegularFileError,
    UnsafeFileError,
    is_regular_file,
    open_regular_file,
    read_regular_file,
)


def test_reads_a_regular_file_whole(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    path.write_bytes(b"x" * 10)
    assert read_regular_file(path, 10) == b"x" * 10
    assert read_regular_file(str(path), 100) == b"x" * 10
    assert is_regular_file(path)


def test_reads_through_a_symbolic_link(tmp_path: Path) -> None:
    (tmp_path / "a").write_bytes(b"abc")
    (tmp_path / "link").symlink_to(tmp_path / "a")
    assert read_regular_file(tmp_path / "link", 3) == b"abc"


def test_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    # a plain open() of this FIFO would wait forever for a writer
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    with pytest.raises(NotRegularFileError, match=r"named pipe \(FIFO\)") as info:
        read_regular_file(fifo, 100)
    assert isinstance(info.value, OSError) and "\n" not in str(info.value)
    with pytest.raises(NotRegularFileError):
        open_regular_file(fifo)
    assert not is_regular_file(fifo)


@pytest.mark.parametrize("make", ["folder", "device", "socket"])
def test_other_kinds_are_refused(tmp_path: Path, make: str) -> None:
    if make == "folder":
        path = tmp_path
        expected = "a folder"
    elif make == "device":
        path = Path("/dev/zero")  # read() of it would never end
        expected = "character device"
    else:
        path = tmp_path / "s"
        sock = socket.socket(socket.AF_UNIX)
        sock.bind(str(path))
        expected = "socket|No such device"  # opening a socket fails in the kernel: ENXIO
    with pytest.raises(UnsafeFileError, match=expected):
        read_regular_file(path, 100)


def test_a_file_past_the_limit_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big"
    path.write_bytes(b"x" * 101)
    with pytest.raises(FileTooLargeError, match="101 bytes, more than the 100 allowed"):
        read_regular_file(path, 100)


def test_a_missing_file_names_the_path(tmp_path: Path) -> None:
    with pytest.raises(UnsafeFileError, match=r"cannot read .*missing: No such file"):
        read_regular_file(tmp_path / "missing", 100)
    assert not is_regular_file(tmp_path / "missing")
