"""Bot decisions off the GUI thread: a one-worker pool, in a thread or in a separate process.

Pure-Python search holds the GIL, so a bot thinking in a thread makes every Python callback of
the GUI thread (a timer, a card's paint) wait for the interpreter's switch interval; a worker
process keeps the event loop free (figures in docs/BENCHMARKS.md). The process is started with
``forkserver`` (``spawn`` where that is missing), never ``fork``: forking a process that runs Qt
copies its threads' locks in whatever state they are.

The worker ends with the game however the game ends (closed, ``kill -9``, a crash): it watches a
lifeline pipe from the game and, on Linux, has the kernel kill it when its parent ends
(``ui/lifeline.py``); the fork server and the resource tracker then end too.

This module imports no Qt, so the worker process never loads it; the controller turns the
pool's callbacks into a queued Qt signal.
"""

from __future__ import annotations

import concurrent.futures
import importlib
import random
import threading
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Callable

from belote_desktop.bots.base import Bot, SearchingBot
from belote_desktop.bots.registry import PLAYER_LEVELS, make_bot
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.state import Action
from belote_desktop.engine.view import SeatView
from belote_desktop.ui.lifeline import arm_parent_death_signal, release_forkserver, watch_lifeline

if TYPE_CHECKING:
    # multiprocessing (and with it pickle, socket, subprocess: some 15 ms) is imported when the
    # worker process is made, a second after the window shows, not at the game's start
    import multiprocessing.context
    from multiprocessing.connection import Connection

#: seconds after the pool is made before its worker process is started (see BotPool)
WARM_UP_DELAY_S = 1.0
#: what a level falls back to when its module is not there (a level still being written)
FALLBACK_LEVEL = "random"


class WorkerMode(Enum):
    THREAD = "thread"
    PROCESS = "process"


class Purpose(Enum):
    MOVE = "move"  # a bot's own turn
    HINT = "hint"  # advice for a person


@dataclass(frozen=True, slots=True)
class BotRequest:
    """One decision to make. ``game`` and ``position`` say which position it was asked for, so the
    controller can drop an answer that arrives after the game moved on (undo, new game, load)."""

    game: int
    position: int
    seat: Seat
    level: str
    view: SeatView
    seed: int
    purpose: Purpose = Purpose.MOVE
    #: the window's thinking time for a searching bot (the Expert's ``budget_ms``); None: a
    #: fixed amount of work, so a seed gives one answer (tests, screenshots)
    budget_ms: int | None = None


@dataclass(frozen=True, slots=True)
class BotAnswer:
    request: BotRequest
    action: Action | None
    error: str | None = None  # the bot failed: the message, for the status line and the log


BotFactory = Callable[[str], Bot]

#: bots made in this process (the worker's, or the GUI's in thread mode), by level
_bots: dict[str, Bot] = {}


def kept_bots() -> list[Bot]:
    """The bots this process keeps between decisions (one per factory and level)."""
    return list(_bots.values())


def forget_bots() -> None:
    """Drop the kept bots: the next decision makes its bot afresh (a test starts clean)."""
    _bots.clear()


def decide(factory: BotFactory, level: str, view: SeatView, seed: int, budget_ms: int | None = None) -> Action:
    """What the bot of ``level`` plays in ``view``; runs in the worker. The seed makes one
    decision repeatable (a screenshot at a fixed seed shows the same table every time);
    ``budget_ms``, when given, is the time a searching bot (one with a ``budget_ms``) thinks."""
    key = f"{factory.__module__}.{factory.__qualname__}:{level}"
    bot = _bots.get(key)
    if bot is None:
        bot = _bots[key] = factory(level)
    if isinstance(bot, SearchingBot):
        bot.budget_ms = budget_ms
    action = bot.choose(view, random.Random(seed))
    if action not in view.legal_actions:
        raise ValueError(f"the {level} bot chose {action!r}, which is not legal here")
    return action


def _warm_up() -> None:
    """Runs once in a new worker, so the first real question does not pay for the imports."""


def _worker_started(lifeline: Connection, forked_by_server: bool) -> None:
    """The worker's first act: tie its life to the game's (ui/lifeline.py).

    Under ``forkserver`` the worker's parent is the fork server, whose only thread forked it:
    the parent-death signal is armed first, then the inherited copy of the server's "alive"
    pipe is closed, so the server ends with the game and the worker with the server. Under
    ``spawn`` the parent is the game, but the worker may have been started from a short-lived
    thread (the warm-up timer), so only the lifeline is used."""
    if forked_by_server:
        arm_parent_death_signal()
    watch_lifeline(lifeline)
    if forked_by_server:
        release_forkserver()


def level_available(level: str) -> bool:
    """Whether ``level``'s module can be imported here (the levels are being written)."""
    from belote_desktop.bots import registry

    entry = registry._LEVELS.get(level)  # the registry's own table of modules
    if entry is None:
        return False
    try:
        importlib.import_module(entry[0])
    except ImportError:
        return False
    return True


def playable_level(level: str | None) -> str:
    """``level`` if it exists, else the nearest weaker one that does, else random."""
    if level is not None and level_available(level):
        return level
    if level in PLAYER_LEVELS:
        for weaker in reversed(PLAYER_LEVELS[: PLAYER_LEVELS.index(level)]):
            if level_available(weaker):
                return weaker
    return FALLBACK_LEVEL


def strongest_level() -> str:
    """The best bot there is, for hints."""
    for level in reversed(PLAYER_LEVELS):
        if level_available(level):
            return level
    return FALLBACK_LEVEL


def broken_process_pool() -> type[Exception]:
    """``concurrent.futures.process.BrokenProcessPool``, imported only once a process pool is
    wanted (an ``except`` clause evaluates its classes only when something was raised)."""
    import concurrent.futures.process

    return concurrent.futures.process.BrokenProcessPool


def _context() -> multiprocessing.context.BaseContext:
    import multiprocessing

    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")


class BotPool:
    """One worker; ``ask`` returns at once and ``on_answer`` is called later from another thread."""

    def __init__(
        self,
        mode: WorkerMode,
        on_answer: Callable[[BotAnswer], None],
        factory: BotFactory = make_bot,
    ) -> None:
        self.mode = mode
        self._on_answer = on_answer
        self._factory = factory
        #: None in process mode until the worker is wanted: made by the warm-up timer or the
        #: first question, whichever comes first (see `_process_executor`)
        self._executor: concurrent.futures.Executor | None = None
        self._closed = False
        self._switch = threading.Lock()
        #: the game's end of the worker's lifeline: closed, the worker ends (ui/lifeline.py)
        self._lifeline: Connection | None = None
        if mode == WorkerMode.PROCESS:
            # Make and start the worker before the first bot turn, from a timer thread: the
            # executor's queues start multiprocessing's resource tracker (a process of its own)
            # and the fork server takes a few hundred milliseconds of CPU, which the window's
            # first paint should not share (0.3-0.4 s of start-up on two busy cores). A question
            # asked earlier makes it at once; the warm-up then has nothing left to do.
            timer = threading.Timer(WARM_UP_DELAY_S, self._warm_up)
            timer.daemon = True
            timer.start()
        else:
            self._executor = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")

    def _process_executor(self) -> concurrent.futures.Executor | None:
        """The executor, the one-worker process pool made now if it is not there yet; None once
        the pool is closed."""
        with self._switch:
            if self._executor is None and not self._closed:
                context = _context()
                # The worker's end stays open here too: the executor pickles it again if it ever
                # starts another worker, and only the writing end decides when the worker ends.
                their_end, self._lifeline = context.Pipe(duplex=False)
                self._executor = concurrent.futures.ProcessPoolExecutor(
                    max_workers=1,
                    mp_context=context,
                    initializer=_worker_started,
                    initargs=(their_end, context.get_start_method() == "forkserver"),
                )
            return self._executor

    def _warm_up(self) -> None:
        try:
            executor = self._process_executor()
            if executor is not None and not self._closed:
                executor.submit(_warm_up)
        except (RuntimeError, broken_process_pool(), OSError, EOFError):
            pass  # closed meanwhile, or broken: the first question will fall back to a thread

    def ask(self, request: BotRequest) -> None:
        if self._closed:
            return
        try:
            executor = self._process_executor()
            if executor is None:
                return  # closed meanwhile
            future = executor.submit(
                decide, self._factory, request.level, request.view, request.seed, request.budget_ms
            )
        except (broken_process_pool(), OSError, EOFError):  # died while idle, or never started
            self._fall_back_to_thread()
            assert self._executor is not None  # a thread pool now
            future = self._executor.submit(
                decide, self._factory, request.level, request.view, request.seed, request.budget_ms
            )
        future.add_done_callback(lambda f: self._done(request, f))

    def _done(self, request: BotRequest, future: concurrent.futures.Future[Action]) -> None:
        if self._closed or future.cancelled():
            return
        error = future.exception()
        if self.mode == WorkerMode.PROCESS and isinstance(error, broken_process_pool()):
            # The worker process died or never started (killed, out of memory, a frozen build
            # without multiprocessing support): think in a thread from now on rather than stop.
            self._fall_back_to_thread()
            self.ask(request)
            return
        if error is not None:
            self._on_answer(BotAnswer(request, None, f"{type(error).__name__}: {error}"))
        else:
            self._on_answer(BotAnswer(request, future.result()))

    def _fall_back_to_thread(self) -> None:
        with self._switch:
            if self.mode == WorkerMode.THREAD:
                return
            self.mode = WorkerMode.THREAD
            broken, self._executor = self._executor, concurrent.futures.ThreadPoolExecutor(
                max_workers=1, thread_name_prefix="bot"
            )
        if broken is not None:  # None: the process pool could not even be made
            broken.shutdown(wait=False, cancel_futures=True)

    def worker_pids(self) -> list[int]:
        """The worker processes' ids (none in thread mode, or before the worker started)."""
        processes = getattr(self._executor, "_processes", None) or {}
        return [pid for pid in list(processes) if isinstance(pid, int)]

    def close(self) -> None:
        """Stop asking and end the worker now: a decision in progress is thrown away, and the
        game's exit does not wait for it (the executor joins its worker at interpreter exit)."""
        with self._switch:  # a warm-up making the pool right now finishes first, or makes none
            if self._closed:
                return
            self._closed = True
        if self._executor is None:
            return  # closed before the worker was wanted: there is nothing to end
        # The executor's own table of processes (private, hence the care), taken before
        # shutdown() forgets it: a worker whose search holds its interpreter lock (compiled
        # code, a long regular expression) cannot run its lifeline thread, so it is killed.
        processes = list((getattr(self._executor, "_processes", None) or {}).values())
        self._executor.shutdown(wait=False, cancel_futures=True)
        if self._lifeline is not None:
            self._lifeline.close()  # the worker's lifeline thread ends it
        for process in processes:
            try:
                process.kill()
            except (AttributeError, OSError, ValueError):
                pass
