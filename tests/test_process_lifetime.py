"""The game's helper processes end with the window, however the window ends; SIGTERM and SIGHUP
close the game as Game > Quit does (docs/WINDOW.md, "Processes and signals").

Each test starts the real game in a subprocess (offscreen, its own settings and data folders),
finds its descendants in /proc, ends the window and waits, generously, for every one of them
to be gone. Linux only: /proc and the parent-death signal."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")

ROOT = Path(__file__).resolve().parent.parent
#: generous: two busy cores, and a Python with Qt to start (not a measure of speed)
START_TIMEOUT_S = 90.0
END_TIMEOUT_S = 30.0

# The real game (belote_desktop.cli.main, as `belote-desktop` runs it), with a deck worker started
# beside the bot worker once the window is up, as the settings dialog starts it; with CRASH_FLAG
# set, the event loop raises once that file exists: an uncaught exception ends the game.
DRIVER = r'''
import os
import sys
from pathlib import Path


def main() -> int:
    from PySide6.QtWidgets import QApplication

    from belote_desktop.cli import main as belote_main
    from belote_desktop.ui import main_window
    from belote_desktop.ui.deck_worker import DeckWorker

    start = main_window.MainWindow.start

    def start_with_deck_worker(self, *args, **kwargs):
        self._test_deck_worker = DeckWorker(self)
        self._test_deck_worker.discover()
        return start(self, *args, **kwargs)  # play passes offer_tutorial=True

    main_window.MainWindow.start = start_with_deck_worker
    flag = os.environ.get("CRASH_FLAG")
    if flag:
        def exec_then_crash(app):
            while not Path(flag).exists():
                app.processEvents()
            raise RuntimeError("the window crashed (test)")

        QApplication.exec = exec_then_crash
    return belote_main(sys.argv[1:])


if __name__ == "__main__":  # the deck worker is spawned: it imports this script again
    sys.exit(main())
'''

# Settings for a game in which every seat is a bot, so the bot worker is kept thinking.
ALL_BOTS = r'''
from dataclasses import replace
from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup, save_settings
settings = GameSettings.default()
seats = tuple(SeatSetup(s.name, False, "hard") for s in settings.seats)
save_settings(replace(settings, seats=seats, speed=AnimationSpeed.FAST))
'''


@dataclass(frozen=True)
class Proc:
    """A process by pid and start time: a pid alone may be reused once the process is gone."""

    pid: int
    start: int
    command: str


def _stat(pid: int) -> tuple[str, int, int] | None:
    """(state, parent pid, start time) of ``pid``, None when there is no such process."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text.rsplit(")", 1)[1].split()
    return fields[0], int(fields[1]), int(fields[19])


def _command(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace").strip()
    except OSError:
        return ""


def descendants(root: int) -> list[Proc]:
    """Every live process under ``root``, children of children included."""
    parents: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            stat = _stat(int(entry.name))
            if stat is not None:
                parents.setdefault(stat[1], []).append(int(entry.name))
    found: list[Proc] = []
    todo = [root]
    while todo:
        for child in parents.get(todo.pop(), []):
            stat = _stat(child)
            if stat is not None and stat[0] != "Z":
                found.append(Proc(child, stat[2], _command(child)))
                todo.append(child)
    return found


def alive(proc: Proc) -> bool:
    stat = _stat(proc.pid)
    return stat is not None and stat[0] != "Z" and stat[2] == proc.start  # a zombie has ended


def wait_until(condition, timeout: float, what: str) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(f"timed out waiting for {what}")
        time.sleep(0.1)


def bot_worker(procs: list[Proc]) -> list[Proc]:
    """The bot worker: forked by the fork server, so its command line is the server's."""
    servers = [p for p in procs if "multiprocessing.forkserver" in p.command]
    return [p for p in servers if _stat(p.pid) is not None and _stat(p.pid)[1] in {s.pid for s in servers}]


def deck_worker(procs: list[Proc]) -> list[Proc]:
    return [p for p in procs if "multiprocessing.spawn" in p.command]


@dataclass
class Game:
    process: subprocess.Popen[bytes]
    env: dict[str, str]
    data: Path
    output: Path  # stdout and stderr: a file, so a talkative game never blocks on a full pipe
    seen: list[Proc]  # its helpers, killed after the test if they outlived it (a failure)

    @property
    def autosave(self) -> Path:
        return self.data / "belote-desktop" / "belote-desktop" / "game-in-progress.json"

    def errors(self) -> str:
        return self.output.read_text(errors="replace")


def _no_core_dump() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


@pytest.fixture
def game_env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        LANG="C.UTF-8",
        PYTHONPATH=str(ROOT),
    )
    return env


@pytest.fixture
def start_game(tmp_path: Path, game_env: dict[str, str]) -> Iterator:  # type: ignore[type-arg]
    started: list[Game] = []

    def start(*, driver: bool = False, bots_only: bool = False, extra_env: dict[str, str] | None = None) -> Game:
        env = {**game_env, **(extra_env or {})}
        if bots_only:
            subprocess.run([sys.executable, "-c", ALL_BOTS], env=env, check=True, timeout=120)
        if driver:
            script = tmp_path / "driver.py"
            script.write_text(DRIVER)
            argv = [sys.executable, str(script)]
        else:
            argv = [sys.executable, "-m", "belote_desktop"]
        output = tmp_path / f"game-{len(started)}.txt"
        with output.open("wb") as out:
            process = subprocess.Popen(
                argv, env=env, cwd=tmp_path, stdout=out, stderr=subprocess.STDOUT, preexec_fn=_no_core_dump
            )
        game = Game(process, env, Path(env["XDG_DATA_HOME"]), output, [])
        started.append(game)
        return game

    yield start
    for game in started:  # a failed test must leave no game or helper running
        if game.process.poll() is None:
            game.seen.extend(descendants(game.process.pid))
            game.process.kill()
        game.process.wait(10)
        for proc in game.seen:
            if alive(proc):
                os.kill(proc.pid, signal.SIGKILL)


def helpers_running(game: Game, deck: bool) -> list[Proc]:
    """Wait until the bot worker (and the deck worker) run; every descendant then."""

    def ready() -> bool:
        if game.process.poll() is not None:
            pytest.fail(f"the game ended early ({game.process.returncode}): {game.errors()}")
        procs = descendants(game.process.pid)
        return bool(bot_worker(procs)) and (not deck or bool(deck_worker(procs)))

    wait_until(ready, START_TIMEOUT_S, "the helper processes to start")
    procs = descendants(game.process.pid)
    game.seen.extend(procs)
    commands = " | ".join(p.command for p in procs)
    assert any("resource_tracker" in p.command for p in procs), commands
    assert len([p for p in procs if "multiprocessing.forkserver" in p.command]) == 2, commands  # server, worker
    return procs


def assert_all_end(game: Game, procs: list[Proc]) -> None:
    wait_until(lambda: not any(alive(p) for p in procs), END_TIMEOUT_S, "the helper processes to end")


# --- helpers end with the window ---------------------------------------------------------------
@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGSEGV], ids=["kill -9", "segfault"])
def test_killed_or_crashed_window_leaves_no_process(start_game, how: signal.Signals) -> None:
    game = start_game(driver=True, bots_only=True)
    procs = helpers_running(game, deck=True)
    time.sleep(1.0)  # bots thinking: the worker is busy, not waiting for work
    os.kill(game.process.pid, how)
    assert game.process.wait(END_TIMEOUT_S) == -how
    assert_all_end(game, procs)


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGHUP], ids=["SIGTERM", "SIGHUP"])
def test_terminated_window_leaves_no_process(start_game, how: signal.Signals) -> None:
    game = start_game(driver=True, bots_only=True)
    procs = helpers_running(game, deck=True)
    time.sleep(1.0)
    os.kill(game.process.pid, how)
    assert game.process.wait(END_TIMEOUT_S) == 0
    assert_all_end(game, procs)


def test_uncaught_exception_leaves_no_process(start_game, tmp_path: Path) -> None:
    flag = tmp_path / "crash-now"
    game = start_game(driver=True, bots_only=True, extra_env={"CRASH_FLAG": str(flag)})
    procs = helpers_running(game, deck=True)
    time.sleep(1.0)
    flag.touch()
    assert game.process.wait(END_TIMEOUT_S) == 1
    assert "the window crashed (test)" in game.errors()
    assert_all_end(game, procs)


def test_killed_window_with_idle_worker_leaves_no_process(start_game) -> None:
    # the person's turn: no bot is thinking, the worker waits for work
    game = start_game()
    procs = helpers_running(game, deck=False)
    wait_until(lambda: _south_to_act(game.autosave), START_TIMEOUT_S, "the person's turn")
    os.kill(game.process.pid, signal.SIGKILL)
    game.process.wait(END_TIMEOUT_S)
    assert_all_end(game, procs)


# --- SIGTERM and SIGHUP close the game as Game > Quit does ----------------------------------------
def _south_to_act(path: Path) -> bool:
    from belote_desktop.engine.cards import Seat
    from belote_desktop.engine.record import RecordError
    from belote_desktop.ui.autosave import load_window_record

    try:
        return load_window_record(path).match.current_player == Seat.S
    except (OSError, ValueError, RecordError):
        return False  # not written yet


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGHUP], ids=["SIGTERM", "SIGHUP"])
def test_signal_mid_deal_keeps_the_game_and_exits_cleanly(start_game, how: signal.Signals, qtbot) -> None:  # type: ignore[no-untyped-def]
    from belote_desktop.engine.cards import Seat
    from belote_desktop.engine.view import view_of
    from belote_desktop.ui.autosave import AutosaveStore, load_window_record
    from belote_desktop.ui.bot_worker import WorkerMode
    from belote_desktop.ui.controller import Stage
    from belote_desktop.ui.main_window import MainWindow
    from belote_desktop.ui.settings import GameSettings

    game = start_game()
    procs = helpers_running(game, deck=False)
    # the bots have played to the person's turn in the first deal; the game now waits
    wait_until(lambda: _south_to_act(game.autosave), START_TIMEOUT_S, "the person's turn")
    kept = game.autosave.read_bytes()
    os.kill(game.process.pid, how)
    assert game.process.wait(END_TIMEOUT_S) == 0, game.errors()
    assert "Traceback" not in game.errors() and "Warning" not in game.errors()
    assert_all_end(game, procs)
    assert game.autosave.read_bytes() == kept

    # and it resumes where it was
    replay = load_window_record(game.autosave)
    window = MainWindow(GameSettings.default(), AutosaveStore(game.autosave.parent), WorkerMode.THREAD)
    qtbot.addWidget(window)
    window.confirm_close = False
    window.show()
    qtbot.waitExposed(window)
    window.controller.resume(replay)
    qtbot.waitUntil(lambda: window.controller.stage == Stage.HUMAN, timeout=20_000)
    assert window.controller.current_view() == view_of(load_window_record(game.autosave).match, Seat.S)
    assert json.loads(game.autosave.read_text()) == json.loads(kept)
    window.close()
    window.controller.shutdown()


def test_signal_while_the_resume_question_is_open_keeps_the_game(start_game, tmp_path: Path) -> None:
    first = start_game()
    wait_until(lambda: _south_to_act(first.autosave), START_TIMEOUT_S, "the person's turn")
    os.kill(first.process.pid, signal.SIGTERM)
    assert first.process.wait(END_TIMEOUT_S) == 0
    kept = first.autosave.read_bytes()

    again = start_game()  # asks "Resume the game in progress?" and waits for the answer
    procs = helpers_running(again, deck=False)
    os.kill(again.process.pid, signal.SIGTERM)
    assert again.process.wait(END_TIMEOUT_S) == 0
    assert again.autosave.read_bytes() == kept  # not taken as "No": no new game replaced it
    assert_all_end(again, procs)


# --- BotPool.close() ends a busy worker ----------------------------------------------------------
def _hold_the_interpreter(level: str) -> object:
    """A bot factory whose work never lets another thread of the worker run: a regular
    expression that backtracks for ages keeps the interpreter lock, as a compiled search can.
    ``level`` is the path of a file it makes first, to say that it has started."""
    import re

    Path(level).touch()
    re.fullmatch(r"(a|aa)+b", "a" * 60)
    raise AssertionError("unreachable in the test's lifetime")


def test_closing_the_pool_ends_a_worker_that_holds_the_interpreter(tmp_path: Path) -> None:
    from belote_desktop.engine.cards import Seat
    from belote_desktop.ui.bot_worker import BotPool, BotRequest, WorkerMode

    answers: list[object] = []
    started = tmp_path / "deciding"
    pool = BotPool(WorkerMode.PROCESS, answers.append, factory=_hold_the_interpreter)  # type: ignore[arg-type]
    pool.ask(BotRequest(0, 0, Seat.E, str(started), None, 0))  # type: ignore[arg-type]
    wait_until(started.exists, START_TIMEOUT_S, "the worker to start deciding")
    workers = [Proc(pid, stat[2], _command(pid)) for pid in pool.worker_pids() if (stat := _stat(pid))]
    assert workers
    time.sleep(0.5)  # well inside the regular expression
    pool.close()
    wait_until(lambda: not any(alive(p) for p in workers), END_TIMEOUT_S, "the worker to end")
    assert answers == []  # a decision thrown away is never answered


# A deck worker deep in a deck (here a regular expression that keeps the interpreter lock, as
# the XML parser can) when the game is killed: it cannot read its pipe, the kernel ends it.
BUSY_DECK_WORKER = r'''
import os
import re
import signal
import sys
import time
from pathlib import Path


def read_a_huge_deck():
    Path(os.environ["STARTED"]).touch()
    re.fullmatch(r"(a|aa)+b", "a" * 60)


if __name__ == "__main__":
    from belote_desktop.ui.deck_worker import DeckWorker

    worker = DeckWorker()
    worker.discover(read_a_huge_deck)
    print(worker._process.pid, flush=True)
    while not Path(os.environ["STARTED"]).exists():
        time.sleep(0.05)
    time.sleep(0.5)
    os.kill(os.getpid(), signal.SIGKILL)
'''


def test_killed_game_ends_a_deck_worker_deep_in_a_deck(tmp_path: Path, game_env: dict[str, str]) -> None:
    script = tmp_path / "busy_deck_worker.py"
    script.write_text(BUSY_DECK_WORKER)
    env = {**game_env, "STARTED": str(tmp_path / "started")}
    output = tmp_path / "output.txt"
    with output.open("wb") as out:  # a file: a pipe would stay open as long as the worker lives
        result = subprocess.run([sys.executable, str(script)], env=env, stdout=out, stderr=subprocess.STDOUT,
                                timeout=START_TIMEOUT_S, check=False)
    assert result.returncode == -signal.SIGKILL, output.read_text()
    pid = int(output.read_text().split()[0])
    stat = _stat(pid)
    worker = Proc(pid, stat[2] if stat else 0, _command(pid))
    try:
        wait_until(lambda: not alive(worker), END_TIMEOUT_S, "the deck worker to end")
    finally:
        if alive(worker):
            os.kill(pid, signal.SIGKILL)

