"""The game window: event-loop stalls while a bot thinks (thread vs worker process), start to an
interactive window, frame time while cards animate, and a soak of bot-only matches.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_window.py --stall --startup --frames
    QT_QPA_PLATFORM=offscreen python benchmarks/bench_window.py --soak 50
    QT_QPA_PLATFORM=offscreen python benchmarks/bench_window.py --startup 21 --compare 7beab54 HEAD

Figures go to docs/BENCHMARKS.md ("Game window").
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, replace
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

#: how long the busy bot of the stall test thinks, in pure Python (the GIL held throughout)
THINK_MS = 400


class BusyBot:
    """A stand-in for a searching level: random playouts through ``PlayState`` for THINK_MS, all
    pure Python like the real search, then a random legal action."""

    level = "busy"

    def choose(self, view: Any, rng: random.Random) -> Any:
        from belote_desktop.engine.cards import card_list

        end = time.perf_counter() + THINK_MS / 1000
        hand = view.hand
        n = 0
        while time.perf_counter() < end:
            # a pointless but honest workload: bit tricks and list work on the hand, in bytecode
            cards = card_list(hand)
            rng.shuffle(cards)
            n += sum(c * 7 % 13 for c in cards)
        return view.legal_actions[int(rng.random() * len(view.legal_actions))]


def busy_factory(level: str) -> Any:
    """The busy stand-in for the seats' "random" level, or the real level --stall-level names
    (the controller asks for the seats' level; "busy" is no level, so the seats say "random")."""
    if level == "random":
        return BusyBot()
    from belote_desktop.bots.registry import make_bot

    return make_bot(level)


class StallMeter:
    """The longest gap between ticks of a 1-ms precise timer: how long the GUI thread went without
    serving its event loop (a 60 Hz frame is 16.7 ms)."""

    def __init__(self) -> None:
        from PySide6.QtCore import Qt, QTimer

        self.gaps: list[float] = []
        self._last = time.perf_counter()
        self._timer = QTimer()
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(1)
        self._timer.timeout.connect(self._tick)
        self._timer.start()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.gaps.append((now - self._last) * 1000)
        self._last = now

    def stop(self) -> None:
        self._tick()
        self._timer.stop()

    @property
    def longest_ms(self) -> float:
        return max(self.gaps)


def _settings(variant: str = "contree", humans: int = 0, target: int = 0, level: str = "random") -> Any:
    from belote_desktop.engine.rules import RuleSet, Variant
    from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup

    v = Variant(variant)
    rules = RuleSet.default(v).with_options({"target": target})
    names = ("South", "East", "North", "West")
    seats = (
        SeatSetup(names[0], humans > 0, level),
        SeatSetup(names[1], humans > 1, level),
        SeatSetup(names[2], humans > 2, level),
        SeatSetup(names[3], humans > 3, level),
    )
    return replace(GameSettings.default().with_variant(v), rules=rules, seats=seats, speed=AnimationSpeed.INSTANT)


def measure_stall(mode_name: str, decisions: int, with_window: bool, stall_level: str = "busy") -> tuple[float, float, int]:
    """Bots (the busy stand-in) play ``decisions`` moves while a 1-ms timer ticks and, with the
    window, the table repaints on every tick. Returns (longest stall ms, median gap ms, ticks)."""
    from PySide6.QtCore import QEventLoop, QTimer

    from belote_desktop.ui.bot_worker import WorkerMode
    from belote_desktop.ui.controller import GameController, Stage

    mode = WorkerMode(mode_name)
    level = "random" if stall_level == "busy" else stall_level
    window = None
    if with_window:
        from belote_desktop.ui.main_window import MainWindow

        window = MainWindow(_settings(level=level), autosave=None, worker_mode=mode, bot_factory=busy_factory)
        window.confirm_close = False
        window.auto_continue_ms = 0
        window.resize(1200, 800)
        window.show()
        controller = window.controller
    else:
        controller = GameController(None, mode, bot_factory=busy_factory)
        controller.events_happened.connect(lambda *_: controller.animations_done())
        controller.deal_scored.connect(lambda *_: QTimer.singleShot(0, controller.next_deal))
    loop = QEventLoop()
    # let the worker process start before timing
    QTimer.singleShot(1500 if mode_name == "process" else 10, loop.quit)
    loop.exec()
    controller.new_game(_settings(level=level), seed=1)
    repaint = QTimer()
    if window is not None:
        repaint.setInterval(1)
        repaint.timeout.connect(window.table_view.viewport().repaint)
        repaint.start()
    meter = StallMeter()
    start_position = controller.bots.position  # the game's actions so far (the bots' answer tag)
    while controller.bots.position - start_position < decisions:
        QTimer.singleShot(5, loop.quit)
        loop.exec()
        if controller.stage == Stage.MATCH_OVER:
            controller.new_game(_settings(level=level), seed=random.randrange(1000))
    meter.stop()
    repaint.stop()
    if window is not None:
        window.close()
        window.deleteLater()
    else:
        controller.shutdown()
    return meter.longest_ms, statistics.median(meter.gaps), len(meter.gaps)


def measure_startup(runs: int) -> list[float]:
    """Process start to the dealt table painted in the window (`play --exit-when-ready`, which
    reads its own start time from /proc): what a player waits for before the game is on screen."""
    # As installed: bytecode written and read (a development shell's PYTHONDONTWRITEBYTECODE
    # would make every start compile every changed module again), and one start first, not
    # counted, that writes it and remembers the deck's checks.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["QT_QPA_PLATFORM"] = "offscreen"

    out: list[float] = []
    cpu: list[float] = []
    for n in range(runs + 1):
        # CPU of the whole process (every thread, and its exit): on a loaded machine the wall
        # time mostly measures the queue for a core, the CPU time what start-up itself costs
        start = one_start(env)
        if n:
            out.append(start.wall_ms)
            cpu.append(start.cpu_ms)
        print(f"  {'' if n else '(first start, not counted) '}table painted {start.wall_ms:.0f} ms after the process "
              f"started; CPU {start.cpu_ms:.0f} ms")
    print(f"CPU of a start (to the table painted, and exit): median {statistics.median(cpu):.0f} ms, best {min(cpu):.0f} ms")
    return out


@dataclass(frozen=True)
class StartResult:
    """One start of the game to the dealt table painted."""

    wall_ms: float  # since the process started (/proc), as the game prints it
    cpu_ms: float  # every thread of the process, and its exit


def one_start(env: dict[str, str], cwd: str | None = None) -> StartResult:
    """`play --exit-when-ready` once, in a process of its own."""
    import re
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = subprocess.run(
        [sys.executable, "-m", "belote_desktop", "play", "--exit-when-ready"],
        capture_output=True, text=True, check=True, env=env, cwd=cwd,
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    found = re.search(r"(\d+) ms after the process started", result.stdout)
    assert found, result.stdout
    return StartResult(float(found[1]), (after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime) * 1000)


def compare_startup(revisions: list[str], runs: int) -> None:
    """The start of several versions side by side: each revision's tree from `git archive`
    (with this checkout's compiled translations), run from its own folder with this interpreter
    and its own cache folder, and the trees taking turns start by start, so that the machine's
    load falls on all of them alike. Every tree runs the pure-Python solver (``BELOTE_PURE``):
    the compiled one is built for this checkout's sources only."""
    import shutil
    import tempfile
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    work = Path(tempfile.mkdtemp(prefix="belote-startup-"))
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}  # as installed
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["BELOTE_PURE"] = "1"
    trees: list[tuple[str, Path, dict[str, str]]] = []
    try:
        for number, revision in enumerate(revisions):
            tree = work / f"tree{number}"
            tree.mkdir()
            archive = subprocess.run(["git", "-C", str(root), "archive", revision], capture_output=True, check=True)
            subprocess.run(["tar", "-x", "-C", str(tree)], input=archive.stdout, check=True)
            for catalogue in (root / "belote_desktop" / "i18n").glob("*.qm"):
                shutil.copy(catalogue, tree / "belote_desktop" / "i18n")
            label = subprocess.run(["git", "-C", str(root), "rev-parse", "--short", revision],
                                   capture_output=True, text=True, check=True).stdout.strip()
            tree_env = dict(env, PYTHONPATH=str(tree), XDG_CACHE_HOME=str(work / f"cache{number}"))
            trees.append((f"{revision} ({label})", tree, tree_env))
        results: dict[str, list[StartResult]] = {name: [] for name, _, _ in trees}
        loads: list[float] = []
        for n in range(runs + 1):
            for name, tree, tree_env in trees:
                start = one_start(tree_env, cwd=str(tree))
                if n:  # the first start of each writes its bytecode and measures its deck
                    results[name].append(start)
            loads.append(os.getloadavg()[0])
        print(f"{runs} starts of each, taking turns; load average {min(loads):.2f}-{max(loads):.2f}")
        for name, starts in results.items():
            wall = [s.wall_ms for s in starts]
            cpu = [s.cpu_ms for s in starts]
            print(f"  {name:24} wall median {statistics.median(wall):4.0f} ms, best {min(wall):4.0f}; "
                  f"CPU median {statistics.median(cpu):4.0f} ms, best {min(cpu):4.0f}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stall", action="store_true", help="event-loop stalls while a bot thinks")
    parser.add_argument("--decisions", type=int, default=12)
    parser.add_argument("--stall-level", default="busy", help="--stall: 'busy' (400 ms of pure Python) or a bot level")
    parser.add_argument("--stall-window", action="store_true", help="--stall: also with the real window repainting")
    parser.add_argument("--startup", type=int, default=0, metavar="RUNS", help="start to the dealt table painted")
    parser.add_argument("--compare", nargs="+", metavar="REVISION",
                        help="--startup: these git revisions side by side (from git archive), taking turns")
    parser.add_argument("--frames", action="store_true", help="frame time while cards animate")
    parser.add_argument("--frame-seconds", type=float, default=20.0)
    parser.add_argument("--paint", type=int, default=0, metavar="N", help="paint cost of a fixed table, N paints each way")
    parser.add_argument("--soak", type=int, default=0, metavar="MATCHES", help="bot-only matches through the window")
    parser.add_argument("--soak-target", type=int, default=500, help="points that end a soak match")
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    if args.stall:
        for with_window in (False, True) if args.stall_window else (False,):
            for mode in ("thread", "process"):
                longest, median, ticks = measure_stall(mode, args.decisions, with_window, args.stall_level)
                where = "window repainting" if with_window else "timer only"
                print(f"stall {args.stall_level:7} {mode:8} {where:18} longest {longest:7.1f} ms  median gap {median:5.2f} ms  ticks {ticks}")
    if args.startup and args.compare:
        compare_startup(args.compare, args.startup)
    elif args.startup:
        times = measure_startup(args.startup)
        print(f"process start to the dealt table painted: median {statistics.median(times):.0f} ms, best {min(times):.0f} ms")
    status = 0
    if args.frames:
        for size in ((1200, 800), (1920, 1080)):
            measure_frames(args.frame_seconds, size)
    if args.paint:
        for size in ((1200, 800), (1920, 1080)):
            measure_paint(args.paint, size)
    if args.soak:
        status = soak(args.soak, args.soak_target)
    del app
    return status


def _frame_meter_class() -> Any:
    from PySide6.QtCore import QEvent, QObject

    class FrameMeter(QObject):
        """Times every paint of the table's viewport while the scene animates: how long each
        frame took to paint, and the interval between frames."""

        def __init__(self, window: Any) -> None:
            super().__init__()
            self.window = window
            self.paint_ms: list[float] = []
            self.cpu_ms: list[float] = []  # the GUI thread's CPU time per paint: what the load cannot inflate
            self.intervals_ms: list[float] = []
            self._start: float | None = None
            self._last_end: float | None = None
            window.table_view.viewport().installEventFilter(self)

        def eventFilter(self, watched: Any, event: Any) -> bool:
            if event.type() == QEvent.Type.Paint and self.window.scene.is_animating:
                self._start = time.perf_counter()
                cpu_start = time.thread_time()
                handled = False
                # paint now, inside the filter, so the paint itself is timed
                self.window.table_view.viewport().removeEventFilter(self)
                from PySide6.QtWidgets import QApplication

                QApplication.sendEvent(watched, event)
                watched.installEventFilter(self)
                end = time.perf_counter()
                self.cpu_ms.append((time.thread_time() - cpu_start) * 1000)
                self.paint_ms.append((end - self._start) * 1000)
                if self._last_end is not None and end - self._last_end < 0.5:
                    self.intervals_ms.append((end - self._last_end) * 1000)
                self._last_end = end
                handled = True
                return handled
            return False

    return FrameMeter


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def measure_frames(seconds: float, size: tuple[int, int]) -> None:
    """A bot-only game at normal speed in the real window: frame paint times and intervals."""
    from PySide6.QtCore import QEventLoop, QTimer

    from belote_desktop.ui.bot_worker import WorkerMode
    from belote_desktop.ui.main_window import MainWindow
    from belote_desktop.ui.settings import AnimationSpeed

    settings = replace(_settings("classic", target=1000), speed=AnimationSpeed.NORMAL)
    window = MainWindow(settings, autosave=None, worker_mode=WorkerMode.PROCESS)
    window.confirm_close = False
    window.auto_continue_ms = 300
    window.resize(*size)
    window.show()
    meter = _frame_meter_class()(window)
    window.new_game(seed=3)
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    window.close()
    p, c, i = meter.paint_ms, meter.cpu_ms, meter.intervals_ms
    print(f"frames {size[0]}x{size[1]}: {len(p)} frames while animating; paint median {statistics.median(p):.1f} ms, "
          f"p95 {_pct(p, 0.95):.1f} ms, max {max(p):.1f} ms; CPU per paint median {statistics.median(c):.1f} ms, "
          f"p95 {_pct(c, 0.95):.1f} ms; interval median {statistics.median(i):.1f} ms, p95 {_pct(i, 0.95):.1f} ms")


def measure_paint(repaints: int, size: tuple[int, int]) -> None:
    """The table at the trick moment (seed 3, as `play --screenshot --moment trick`), painted
    ``repaints`` times whole, then with one card moving between paints (what Qt repaints of an
    animation frame in the view's update mode): wall and CPU time per paint, no bots running."""
    import random as _random

    from PySide6.QtCore import QPointF
    from PySide6.QtWidgets import QApplication

    from belote_desktop.bots.random_bot import RandomBot
    from belote_desktop.engine.state import Phase
    from belote_desktop.ui.bot_worker import WorkerMode
    from belote_desktop.ui.controller import Stage
    from belote_desktop.ui.main_window import MainWindow

    app = QApplication.instance()
    assert app is not None  # made by main() before any measurement
    window = MainWindow(_settings("classic", humans=1, target=1000), autosave=None, worker_mode=WorkerMode.THREAD)
    window.confirm_close = False
    window.resize(*size)
    window.show()
    c, south, rng = window.controller, RandomBot(), _random.Random(3)
    window.new_game(seed=3)
    while True:
        app.processEvents()
        if c.stage in (Stage.DEAL_OVER, Stage.MATCH_OVER):
            c.next_deal()
            continue
        if c.stage != Stage.HUMAN:
            time.sleep(0.002)
            continue
        view = c.current_view()
        assert view is not None  # a person's turn has a view
        if view.phase == Phase.PLAY and len(view.tricks) >= 2 and view.trick:
            break
        action = south.choose(view, rng)
        c.choose_card(action) if isinstance(action, int) else c.choose_call(action)
    end = time.monotonic() + 0.5
    while time.monotonic() < end:  # the deck renders its exact images
        app.processEvents()
        time.sleep(0.01)
    viewport = window.table_view.viewport()
    for _ in range(5):
        viewport.repaint()

    def timed(action: Any) -> tuple[float, float]:
        wall, cpu = time.perf_counter(), time.thread_time()
        action()
        return (time.perf_counter() - wall) * 1000, (time.thread_time() - cpu) * 1000

    whole = [timed(viewport.repaint) for _ in range(repaints)]
    item = window.scene.hand_items()[0]
    start = item.pos()
    moving = []
    for n in range(repaints):
        item.setPos(start + QPointF(3 * (n % 20), -5 * (n % 20)))
        moving.append(timed(lambda: (app.processEvents(), app.processEvents())))  # the view repaints what the move touched
    item.setPos(start)
    window.controller.shutdown()
    window.close()
    for name, runs in (("whole table", whole), ("one card moving", moving)):
        print(f"paint {size[0]}x{size[1]} {name:16}: wall median {statistics.median(w for w, _ in runs):5.1f} ms, "
              f"CPU median {statistics.median(c for _, c in runs):5.1f} ms (best {min(c for _, c in runs):.1f})")


def _rss_mib() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def soak(matches: int, target: int) -> int:
    """``matches`` bot-only matches through the real window (instant animations, bots in the
    worker process, summaries closed at once), alternating Classic and Contrée."""
    from PySide6.QtCore import QEventLoop, QtMsgType, QTimer, qInstallMessageHandler

    from belote_desktop.ui.bot_worker import WorkerMode
    from belote_desktop.ui.controller import Stage
    from belote_desktop.ui.main_window import MainWindow

    messages: dict[str, int] = {}
    exceptions: list[str] = []

    def handler(kind: QtMsgType, context: Any, text: str) -> None:
        if kind != QtMsgType.QtDebugMsg:
            messages[text] = messages.get(text, 0) + 1

    previous_hook = sys.excepthook

    def hook(*info: Any) -> None:
        import traceback

        exceptions.append("".join(traceback.format_exception(*info)))

    qInstallMessageHandler(handler)
    sys.excepthook = hook
    window = MainWindow(_settings("classic", target=target), autosave=None, worker_mode=WorkerMode.PROCESS)
    window.confirm_close = False
    window.auto_continue_ms = 0
    window.resize(1200, 800)
    window.show()
    loop = QEventLoop()
    rss: list[float] = []
    deals = 0
    start = time.perf_counter()
    for n in range(matches):
        window.settings = _settings("classic" if n % 2 == 0 else "contree", target=target)
        window.new_game(seed=n)
        while window.controller.stage != Stage.MATCH_OVER:
            QTimer.singleShot(2, loop.quit)
            loop.exec()
        deals += len(window.controller.rows())
        gc.collect()
        rss.append(_rss_mib())
        if n in (0, 4, 9, 24, 49, matches - 1):
            print(f"  match {n + 1}: {deals} deals so far, RSS {rss[-1]:.1f} MiB, {time.perf_counter() - start:.0f} s")
    window.close()
    sys.excepthook = previous_hook
    qInstallMessageHandler(None)
    print(f"soak: {matches} matches, {deals} deals (passed-out included) in {time.perf_counter() - start:.0f} s; "
          f"RSS after match 1 {rss[0]:.1f} MiB, after match {min(10, matches)} {rss[min(9, matches - 1)]:.1f} MiB, "
          f"at the end {rss[-1]:.1f} MiB; exceptions {len(exceptions)}; Qt messages {sum(messages.values())}")
    for text, count in messages.items():
        print(f"  Qt message x{count}: {text}")
    for text in exceptions[:3]:
        print(text)
    return 1 if exceptions or messages else 0


if __name__ == "__main__":
    sys.exit(main())
