"""Reading deck files that may be hostile: only regular files, never blocking, with a size limit,
and never outside the folder they belong to.

A deck folder comes from places we do not control (a download unpacked into
``~/.local/share/carddecks``). Three things in it could hang or mislead the program:

* a **FIFO** (or a device, or a socket) named ``deck.svgz``: a plain ``open()`` of a FIFO
  waits for a writer forever, and ``/dev/zero`` never ends. The file is opened with
  ``O_NONBLOCK`` (which makes opening a FIFO return at once), checked with ``fstat`` to be a
  regular file, and only then read; the non-blocking flag is harmless for regular files.
* a file **larger** than any deck: at most ``limit + 1`` bytes are ever read, so a caller can
  tell "too large" without holding the whole file.
* a **symbolic link** pointing out of the deck folder (``deck.svgz -> /home/me/.ssh/id_rsa``):
  `contained` resolves both and refuses a file whose real place is not inside the folder.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path


class UnreadableFile(OSError):
    """The file is not something a deck may be read from; ``str()`` says why in a few words."""


def read_regular_file(path: Path, limit: int) -> bytes:
    """At most ``limit + 1`` bytes of the regular file ``path`` (more than ``limit`` bytes
    returned means the file is too large). Raises `UnreadableFile` for anything that is not a
    regular file (checked on the opened descriptor, so a file swapped after a check is caught
    too) and `OSError` for the usual failures. Never blocks on a FIFO."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOCTTY", 0)
    descriptor = os.open(path, flags)
    try:
        mode = os.fstat(descriptor).st_mode
        if not stat.S_ISREG(mode):
            raise UnreadableFile(f"{path.name} is {_kind(mode)}, not a regular file")
        chunks: list[bytes] = []
        remaining = limit + 1
        while remaining > 0:
            chunk = os.read(descriptor, min(remaining, 1024 * 1024))
            if not chunk:
                break
            chunks.append(chunk)
            remaining -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(descriptor)


def file_kind(path: Path) -> str | None:
    """``None`` for a regular file (following links), else what it is ("a FIFO", "missing", …);
    from ``stat``, which never blocks."""
    try:
        mode = path.stat().st_mode
    except OSError:
        return "missing or unreadable"
    return None if stat.S_ISREG(mode) else _kind(mode)


def contained(path: Path, folder: Path) -> Path:
    """``path`` resolved (links followed), if it lies inside ``folder`` (resolved too); raise
    `UnreadableFile` otherwise, so a link inside a deck folder cannot reach other files."""
    try:
        real_folder = folder.resolve(strict=True)
        real = path.resolve(strict=True)
    except (OSError, RuntimeError) as error:  # RuntimeError: a link loop on older Pythons
        raise UnreadableFile(f"{path.name} cannot be resolved ({error})") from None
    if real_folder not in real.parents:
        raise UnreadableFile(f"{path.name} is a link to a file outside its deck folder")
    return real


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"
