"""`belote-desktop play`: open the game window, or render it to a PNG with ``--screenshot``.

Qt is imported inside :func:`run` only: the CLI imports every command module to build its
parser, and headless commands such as ``check`` must not pay for (or need) Qt.
"""

from __future__ import annotations

import argparse
import os
import re
import signal
import sys
import time
from enum import Enum
from pathlib import Path
from typing import Any

from belote_desktop.commands.images import save_png
from belote_desktop.i18n import LANGUAGE_NAMES

_SIZE = re.compile(r"^\s*(\d+)\s*[xX×]\s*(\d+)\s*$")
#: how long a screenshot may take to reach its moment before it gives up
SCREENSHOT_TIMEOUT_S = 60.0
#: set by ``./dev run`` to how it was started, for messages that name a command to type
LAUNCHER_VARIABLE = "BELOTE_DESKTOP_LAUNCHER"
#: signals that close the game as Game > Quit does: a logout, ``kill``, a closed terminal
QUIT_SIGNALS = (signal.SIGTERM, signal.SIGHUP)


class Moment(Enum):
    AUCTION = "auction"  # the person's call, after at least one call by others
    TRICK = "trick"  # the person's card, a few tricks in, with cards on the table
    SCORE = "score"  # the end-of-deal summary
    STATS = "stats"  # the statistics dialog after the whole match (recorded in a temporary folder)
    REVIEW = "review"  # the review of the first deal with card play, with the person's marks


def parse_size(text: str) -> tuple[int, int]:
    """``"1200x800"`` -> ``(1200, 800)``; an argparse ``type`` so errors read as usage errors."""
    match = _SIZE.match(text)
    if not match:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT such as 1200x800, got {text!r}")
    width, height = int(match[1]), int(match[2])
    if width <= 0 or height <= 0:
        raise argparse.ArgumentTypeError(f"width and height must be positive, got {text!r}")
    return width, height


def add_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--screenshot",
        metavar="OUT.png",
        type=Path,
        help="play a game with bots to --moment, write a PNG of the window and exit (no display needed)",
    )
    parser.add_argument(
        "--size",
        metavar="WxH",
        type=parse_size,
        help="window size in pixels (default 1200x800; never below the window's minimum)",
    )
    parser.add_argument("--seed", type=int, default=1, help="--screenshot: the game's seed (default 1)")
    parser.add_argument(
        "--variant", choices=("classic", "contree", "romanian"), help="--screenshot: the variant (default classic)"
    )
    parser.add_argument(
        "--table",
        choices=("four", "three", "duel"),
        help="--screenshot, --variant romanian: four players, three, or one against one",
    )
    parser.add_argument(
        "--deck", metavar="ID", help="--screenshot: a deck id, as `belote-desktop decks` lists (default french)"
    )
    parser.add_argument(
        "--moment",
        choices=[m.value for m in Moment],
        default=Moment.TRICK.value,
        help="--screenshot: the person's call, the person's card mid-deal, the end-of-deal summary, "
        "the statistics after the match, or the first deal's review",
    )
    parser.add_argument(
        "--language",
        choices=sorted(LANGUAGE_NAMES),
        help="the language of the window (default: the one chosen in the settings, else the system's; "
        "--screenshot: the system's)",
    )
    # for benchmarks/bench_window.py: open, deal, and exit once the person can act
    parser.add_argument("--exit-when-ready", action="store_true", help=argparse.SUPPRESS)


def launcher() -> str:
    """The command a person types to start this program: ``./dev run`` sets
    ``BELOTE_DESKTOP_LAUNCHER`` (from a fresh clone ``belote-desktop`` is not on PATH), else
    the program's name."""
    return os.environ.get(LAUNCHER_VARIABLE, "").strip() or "belote-desktop"


def no_display_message() -> str | None:
    """Why the window cannot open here, decided before Qt starts (Qt's own xcb failure aborts the
    process with a page of plugin names); None when a display or a chosen platform is there."""
    if not sys.platform.startswith("linux"):
        return None
    if os.environ.get("QT_QPA_PLATFORM") or os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return (
        "belote-desktop: there is no display here (neither DISPLAY nor WAYLAND_DISPLAY is set), "
        "so the window cannot open; to see the game without one, run "
        f"'{launcher()} play --screenshot OUT.png'."
    )


def run(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    screenshot: Path | None = getattr(args, "screenshot", None)
    size: tuple[int, int] | None = getattr(args, "size", None)
    if screenshot is None:
        message = no_display_message()
        if message is not None:
            print(message, file=sys.stderr)
            return 1
    else:
        # A screenshot must not flash a window on the user's desktop; an explicit
        # QT_QPA_PLATFORM (for instance xcb under Xvfb) still wins.
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtWidgets import QApplication

    from belote_desktop import __version__

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName("belote-desktop")
    app.setOrganizationName("belote-desktop")
    app.setApplicationVersion(__version__)
    from belote_desktop.ui.app_icon import app_icon, desktop_file_name

    app.setDesktopFileName(desktop_file_name())  # belote-desktop, or the Flatpak's id

    # X11 taskbars show the window's own icon; a pip install has no theme icon (ui/app_icon.py)
    app.setWindowIcon(app_icon())
    # A screenshot shows what a new player sees: the person's saved settings (language, names,
    # felt, deck, variant) stay out of it unless an option asks (docs/WINDOW.md).
    _install_language(getattr(args, "language", None), use_stored=screenshot is None)

    if screenshot is not None:
        return _screenshot(app, args, screenshot, size)

    from belote_desktop.ui.autosave import AutosaveStore
    from belote_desktop.ui.main_window import MainWindow

    window = MainWindow(autosave=None if args.exit_when_ready else AutosaveStore())
    if not args.exit_when_ready:
        from belote_desktop.ui.stats_recorder import StatsKeeper, default_folder

        window.set_statistics(StatsKeeper(default_folder(), window))
    if size is not None:
        window.resize(*size)
    window.show()
    if args.exit_when_ready:
        return _exit_when_ready(app, window, started)
    # Qt's event loop never returns to Python to raise KeyboardInterrupt, so Ctrl+C in the
    # terminal would either hang or end in a traceback; let SIGINT end the process outright.
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    watcher = QuitSignals(app, window)
    try:
        window.start(offer_tutorial=True)  # the very first start offers the tutorial
        return app.exec()
    finally:
        watcher.uninstall()
        # also when something raised: the bot worker ends now rather than at interpreter exit
        window.controller.shutdown()


class QuitSignals:
    """SIGTERM and SIGHUP close the game as Game > Quit does, without the question (nobody is
    there to answer it): the game in progress stays kept for resuming, and the exit status is 0.

    A Python signal handler only runs when the interpreter runs, and Qt's event loop may sleep
    in C++ for ever; so the handler does nothing, and ``signal.set_wakeup_fd`` has Python's C
    handler write the signal's number to a socket that a ``QSocketNotifier`` watches: the event
    loop wakes at once, with no polling timer."""

    def __init__(self, app: Any, window: Any, signals: tuple[signal.Signals, ...] = QUIT_SIGNALS) -> None:
        import socket

        from PySide6.QtCore import QSocketNotifier

        self._app, self._window, self._signals = app, window, signals
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)  # set_wakeup_fd requires it; a full buffer drops the byte, not the game
        self._previous_fd = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._previous = {number: signal.signal(number, self._ignore) for number in signals}
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read)
        self._notifier.activated.connect(self._woken)
        #: the signals received, in order (tests)
        self.received: list[int] = []

    @staticmethod
    def _ignore(_number: int, _frame: object) -> None:
        """The work is done in `_woken`, on the event loop: here Qt may be in any state."""

    def _woken(self) -> None:
        try:
            data = self._reader.recv(64)
        except (BlockingIOError, InterruptedError):
            return
        numbers = [number for number in data if number in self._signals]
        if not numbers:
            return
        self.received.extend(numbers)
        # The last window closed ends the event loop (nested ones of open questions included).
        self._window.close_keeping_game()

    def uninstall(self) -> None:
        self._notifier.setEnabled(False)
        for number, previous in self._previous.items():
            signal.signal(number, previous)
        signal.set_wakeup_fd(self._previous_fd)
        self._reader.close()
        self._writer.close()


def _install_language(forced: str | None, use_stored: bool = True) -> None:
    """Translators go in before anything builds a widget or a default name: both translate once.
    ``use_stored=False`` leaves out the language chosen in the settings (a screenshot)."""
    from belote_desktop.i18n import resolve_language
    from belote_desktop.i18n.translators import install_translators, system_languages
    from belote_desktop.ui.settings import stored_language

    chosen = forced or (stored_language() if use_stored else "")
    install_translators(resolve_language(chosen, system_languages()))


def _exit_when_ready(app: Any, window: Any, started: float) -> int:
    """Deal a game and exit once the dealt table has been painted: the start-up time a player
    waits (bots then play at their pace, which is no start-up cost)."""
    window.confirm_close = False
    window.new_game(seed=1)
    while not any(item.isVisible() for item in window.scene.card_items()):
        app.processEvents()
    window.table_view.viewport().repaint()
    since_start = _ms_since_process_start()
    print(
        f"table painted {(time.perf_counter() - started) * 1000:.0f} ms after play started, "
        f"{since_start:.0f} ms after the process started"
    )
    window.close()
    return 0


def _ms_since_process_start() -> float:
    """From /proc (Linux): the interpreter's own start-up and imports included; -1 elsewhere."""
    try:
        with open("/proc/self/stat") as f:
            start_ticks = int(f.read().rsplit(")", 1)[1].split()[19])
        with open("/proc/uptime") as f:
            uptime_s = float(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        return -1.0
    return (uptime_s - start_ticks / os.sysconf("SC_CLK_TCK")) * 1000


def _screenshot(app: Any, args: argparse.Namespace, out: Path, size: tuple[int, int] | None) -> int:
    """A game at a fixed seed: bots on every seat but South, whose moves a seeded random player
    makes until the moment is reached; then a picture of the real window."""
    import random
    from dataclasses import replace

    from belote_desktop.bots.random_bot import RandomBot
    from belote_desktop.engine.rules import RuleSet, Variant
    from belote_desktop.engine.variants import variant_for
    from belote_desktop.engine.state import Phase
    from belote_desktop.ui.bot_worker import WorkerMode
    from belote_desktop.ui.controller import Stage
    from belote_desktop.ui.main_window import MainWindow
    from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup

    settings = GameSettings.default()  # never the person's saved settings: the options say the rest
    if args.variant:
        settings = settings.with_variant(Variant(args.variant))
    if args.table and len(variant_for(settings.rules).tables) > 1:  # a variant played at several tables
        settings = replace(settings, rules=settings.rules.with_options({"table": args.table}))
    seats = (SeatSetup(settings.seats[0].name, True, settings.seats[0].level),) + tuple(
        SeatSetup(s.name, False, s.level) for s in settings.seats[1:]
    )
    settings = replace(settings, seats=seats, speed=AnimationSpeed.INSTANT)  # type: ignore[arg-type]  # four seats in, four out: the concatenation's type is only tuple[SeatSetup, ...]
    if args.deck:
        settings = replace(settings, deck_id=args.deck)
    if settings.rules.target == 0:
        usual = RuleSet.default(settings.variant, settings.rules.table).target
        settings = replace(settings, rules=settings.rules.with_options({"target": usual}))
    moment = Moment(args.moment)

    # Thread mode: the screenshot waits for the bots anyway, and a worker process costs a start-up.
    window = MainWindow(settings, autosave=None, worker_mode=WorkerMode.THREAD)
    window.confirm_close = False
    stats_folder = None
    if moment == Moment.STATS:
        # the match's deals go to a folder of their own: the person's statistics stay out of it
        import tempfile

        from belote_desktop.ui.stats_recorder import StatsKeeper

        stats_folder = tempfile.TemporaryDirectory(prefix="belote-stats-")
        window.set_statistics(StatsKeeper(Path(stats_folder.name), window))
    window.resize(*(size or (1200, 800)))
    window.show()
    controller = window.controller
    south = RandomBot()
    rng = random.Random(args.seed)
    window.new_game(seed=args.seed)
    deadline = time.monotonic() + SCREENSHOT_TIMEOUT_S
    while True:
        app.processEvents()
        if time.monotonic() > deadline:
            print(f"belote-desktop play: the game did not reach the {moment.value} moment in time", file=sys.stderr)
            return 1
        stage = controller.stage
        if stage == Stage.DEAL_OVER or stage == Stage.MATCH_OVER:
            if moment == Moment.SCORE or (moment == Moment.STATS and stage == Stage.MATCH_OVER):
                break
            if moment == Moment.REVIEW and window.review.last_reviewable() is not None:
                break
            if window.summary is not None:
                window.summary.accept()  # "Next deal", as the person would click it
            else:
                controller.next_deal()
            continue
        if stage != Stage.HUMAN:
            time.sleep(0.002)
            continue
        view = controller.current_view()
        assert view is not None
        if moment == Moment.AUCTION and view.phase == Phase.AUCTION and len(view.auction) >= 1:
            break
        if moment == Moment.TRICK and view.phase == Phase.PLAY and len(view.tricks) >= 2 and view.trick:
            break
        action = south.choose(view, rng)
        if isinstance(action, int):
            controller.choose_card(action)
        else:
            controller.choose_call(action)
    if moment == Moment.REVIEW:
        window.summary = window.review.open_for_picture(SCREENSHOT_TIMEOUT_S)
        if window.summary is None:
            print("belote-desktop play: the deal's review was not ready in time", file=sys.stderr)
            return 1
    if moment == Moment.STATS:
        if window.summary is not None:
            window.summary.accept()
        window.summary = window.show_statistics()
        window.summary.move(window.mapToGlobal(window.rect().center()) - window.summary.rect().center())
    # let the last view, the panel and the summary lay out and the deck finish rendering
    settle = time.monotonic() + 0.5
    while time.monotonic() < settle:
        app.processEvents()
        time.sleep(0.01)
    image = window.grab().toImage()
    if window.summary is not None and window.summary.isVisible():
        # the summary is a window of its own: draw it over the table where it stands
        from PySide6.QtCore import QPoint
        from PySide6.QtGui import QPainter

        painter = QPainter(image)
        box = window.summary
        top_left = window.mapFromGlobal(box.mapToGlobal(QPoint(0, 0)))
        painter.drawImage(top_left, box.grab().toImage())
        painter.end()
    window.close()
    controller.shutdown()
    if stats_folder is not None:
        stats_folder.cleanup()
    if not save_png(image, out, "play"):
        return 1
    print(f"{out}: {image.width()}x{image.height()}")
    return 0
