"""Where a deck's files may be, and what they are, found without ever blocking.

A deck folder comes from places we do not control (a download unpacked into
``~/.local/share/carddecks``). Reading its files goes through `belote_desktop.safe_files`
(only regular files, never blocking on a FIFO, never past a limit); this module adds what is
particular to decks:

* a **symbolic link** pointing out of the deck folder (``deck.svgz -> ~/.ssh/id_rsa``,
  ``-> /dev/zero``): `contained` resolves both and refuses a file whose real place is not
  inside the folder;
* `file_kind` says what a path is from ``stat`` alone (which never blocks), so a FIFO named
  ``index.desktop`` is reported rather than opened.
"""

from __future__ import annotations

import stat
from pathlib import Path


class UnreadableFile(OSError):
    """The file is not something a deck may be read from; ``str()`` says why in a few words."""


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
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode):
        return "a character device"
    if stat.S_ISBLK(mode):
        return "a block device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"
