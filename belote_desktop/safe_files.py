"""Reading files that may be hostile: only regular files, never a blocking open, never more than a limit.

Every file the game reads on the user's behalf (a game record, the autosave, a deck file) may be a
FIFO, a device or a huge file, whether by accident or on purpose. A plain ``open()`` of a FIFO waits
for a writer forever, and ``read()`` of ``/dev/zero`` never ends. This module opens with
``O_NONBLOCK`` (so a FIFO opens at once), checks with ``fstat`` on the opened descriptor (so no
other file can be swapped in between the check and the read) that it is a regular file, and reads
at most ``limit`` bytes.

All failures raise :class:`UnsafeFileError` (an ``OSError``, so code that already handles read
errors handles these too) with a one-line message naming the file.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import BinaryIO

#: bytes asked of the kernel per read() call
_CHUNK = 1024 * 1024


class UnsafeFileError(OSError):
    """A file that cannot be read safely; ``str()`` is a one-line message naming the file."""

    def __init__(self, message: str, path: str | os.PathLike[str]) -> None:
        super().__init__(message)
        self.message = message
        self.path = Path(path)

    def __str__(self) -> str:
        return self.message


class NotRegularFileError(UnsafeFileError):
    """The path is a FIFO, a device, a socket or a folder, which the game never reads."""


class FileTooLargeError(UnsafeFileError):
    """The file holds more than the reader's limit."""


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode):
        return "a character device"
    if stat.S_ISBLK(mode):
        return "a block device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _reason(error: OSError) -> str:
    return error.strerror or str(error)


def open_regular_file(path: str | os.PathLike[str]) -> BinaryIO:
    """``path`` opened for binary reading, if it is a regular file (symbolic links are followed).

    Never blocks: a FIFO is opened with ``O_NONBLOCK`` (which returns at once) and refused. Raises
    :class:`NotRegularFileError`, or :class:`UnsafeFileError` when the file cannot be opened.
    """
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        # a look first, so a device is never even opened (opening some has effects of its own);
        # the fstat below is what counts, since the path may change in between
        mode = os.stat(path).st_mode
    except OSError as e:
        raise UnsafeFileError(f"cannot read {path}: {_reason(e)}", path) from None
    if not stat.S_ISREG(mode):
        raise NotRegularFileError(f"cannot read {path}: it is {_kind(mode)}, not a regular file", path)
    try:
        fd = os.open(path, flags)
    except OSError as e:
        raise UnsafeFileError(f"cannot read {path}: {_reason(e)}", path) from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotRegularFileError(f"cannot read {path}: it is {_kind(mode)}, not a regular file", path)
        # O_NONBLOCK means nothing for a regular file; cleared all the same so the descriptor is ordinary
        os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_regular_file(path: str | os.PathLike[str], limit: int) -> bytes:
    """The whole content of the regular file ``path``, at most ``limit`` bytes.

    Raises :class:`NotRegularFileError` for a FIFO, device, socket or folder (without blocking),
    :class:`FileTooLargeError` when the file holds more than ``limit`` bytes (found without reading
    past ``limit + 1``), :class:`UnsafeFileError` for any other read error.
    """
    if limit < 0:
        raise ValueError(f"limit must be 0 or more, not {limit}")
    with open_regular_file(path) as f:
        try:
            size = os.fstat(f.fileno()).st_size
            if size > limit:
                raise FileTooLargeError(
                    f"cannot read {path}: it is {size} bytes, more than the {limit} allowed", path)
            # the size can change under us (a file still being written): read by chunks up to limit + 1
            chunks: list[bytes] = []
            total = 0
            while total <= limit:
                chunk = f.read(min(_CHUNK, limit + 1 - total))
                if not chunk:
                    break
                chunks.append(chunk)
                total += len(chunk)
        except UnsafeFileError:
            raise
        except OSError as e:
            raise UnsafeFileError(f"cannot read {path}: {_reason(e)}", path) from None
    if total > limit:
        raise FileTooLargeError(f"cannot read {path}: it is more than the {limit} bytes allowed", path)
    return b"".join(chunks)


def is_regular_file(path: str | os.PathLike[str]) -> bool:
    """True if ``path`` is (or links to) a regular file; never blocks, never raises."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False
