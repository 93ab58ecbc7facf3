"""Helper processes end with the game, however the game ends (closed, killed, crashed).

The game's helpers (the bot worker, the deck worker) are separate processes. A helper that only
stops when asked outlives a game killed with ``kill -9`` or crashed in Qt: it, and with it the
multiprocessing fork server and resource tracker, would keep running for ever. Two mechanisms,
both armed in the helper as it starts, no Qt here:

- **The parent-death signal** (Linux ``prctl(PR_SET_PDEATHSIG)``): the kernel kills the helper
  when its parent ends, even while the helper is busy in compiled code that never lets a Python
  thread run. The kernel sends it when the *thread* that forked the helper ends, not the
  process, so it is armed only where that thread lives as long as its process: the fork
  server's only thread, or the game's main thread.
- **A lifeline pipe**: the game keeps the writing end, the helper a thread blocked on the
  reading end. The game ending, for any reason, closes the writing end; the reader sees end of
  file and ends the helper. Closing it on purpose is how the game stops the helper at once.

The bot worker's parent is the fork server, which multiprocessing keeps alive while any process
holds the write end of its "alive" pipe; every process the server forks inherits a copy, so the
bot worker alone would keep the server, and so itself, alive. `release_forkserver` closes that
copy in the worker: the server then ends with the game, and the parent-death signal ends the
worker with the server. The resource tracker ends when every process holding its pipe has.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the game imports this module at start; multiprocessing only when a helper starts
    from multiprocessing.connection import Connection

#: ``PR_SET_PDEATHSIG`` from <linux/prctl.h>
_PR_SET_PDEATHSIG = 1


def arm_parent_death_signal(expected_parent: int | None = None) -> bool:
    """Ask Linux to SIGKILL this process when its parent ends; False where there is no prctl.

    Exits at once if the parent is already gone (the signal would then never come): the parent
    is ``expected_parent`` when given, else whichever process is the parent as this is armed."""
    if not sys.platform.startswith("linux"):
        return False
    parent = os.getppid() if expected_parent is None else expected_parent
    import ctypes  # here, in the helper: the game's start does not need it

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) != 0:
            return False
    except (OSError, AttributeError):
        return False
    if os.getppid() != parent:  # the parent ended before the signal was armed
        os._exit(0)
    return True


def watch_lifeline(lifeline: Connection) -> threading.Thread:
    """End this process as soon as the other end of ``lifeline`` is closed (the game ended)."""

    def watch() -> None:
        try:
            while True:
                lifeline.recv_bytes()  # nothing is ever sent: this returns only at end of file
        except (EOFError, OSError):
            pass
        # os._exit, not sys.exit: the main thread may be in the middle of a bot's search, and
        # nothing a helper holds needs cleaning up (the resource tracker removes its semaphores).
        os._exit(0)

    thread = threading.Thread(target=watch, name="lifeline", daemon=True)
    thread.start()
    return thread


def release_forkserver() -> None:
    """In a process forked by multiprocessing's fork server: close the copy of the server's
    "alive" pipe that the process inherited, so that the server ends when the game does."""
    forkserver = sys.modules.get("multiprocessing.forkserver")
    server = getattr(forkserver, "_forkserver", None)
    fd = getattr(server, "_forkserver_alive_fd", None)
    if isinstance(fd, int):
        try:
            os.close(fd)
        except OSError:
            pass
        server._forkserver_alive_fd = None  # type: ignore[union-attr]  # multiprocessing's private forkserver state, present while the server runs
