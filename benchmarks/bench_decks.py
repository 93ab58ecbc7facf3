"""How long card decks take to load and render (docs/BENCHMARKS.md, "Card decks").

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_decks.py [--runs 5] [--no-third-party]

For each built-in deck and each installed KDE/Aisleriot deck: the QSvgRenderer load time
(parsing the validated bytes) and the time to render a whole deck (32 faces + default back)
at 100 and 250 px tall, medians of ``--runs``; then, for the built-in decks, the two ways
of re-rendering without freezing the window: event-loop slices (what `CardImageProvider`
does) and, with ``--compare-thread``, a worker thread with its own renderer, each with its
total time and the longest the GUI thread went without running.
"""

from __future__ import annotations

import argparse
import functools
import os
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from belote_desktop.decks.discovery import discover_decks, open_deck
from belote_desktop.decks.model import DeckSource, LoadedDeck
from belote_desktop.decks.qt_support import ensure_gui_application, silence_svg_warnings

HEIGHTS = (100, 250)


@dataclass(frozen=True)
class DeckTiming:
    deck_id: str
    source: str
    svg_mib: float
    load_ms: float
    render_ms: dict[int, float]
    best_250_ms: float
    worst_card_ms: float


@dataclass(frozen=True)
class ResponsivenessTiming:
    deck_id: str
    way: str
    total_ms: float
    longest_stall_ms: float


def sample_ms(runs: int, work: Callable[[], object]) -> list[float]:
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def median_ms(runs: int, work: Callable[[], object]) -> float:
    return statistics.median(sample_ms(runs, work))


def time_deck(deck: LoadedDeck, runs: int) -> DeckTiming:
    from PySide6.QtCore import QByteArray, QSize
    from PySide6.QtSvg import QSvgRenderer

    from belote_desktop.decks.renderer import CardRasterizer

    info = deck.info
    elements = (*info.face_ids, info.default_back_id)
    load_ms = median_ms(runs, lambda: QSvgRenderer(QByteArray(deck.svg)))
    rasterizer = CardRasterizer(deck)
    render_ms: dict[int, float] = {}
    best_250_ms = 0.0
    for height in HEIGHTS:
        size = QSize(round(info.card_size.width_for_height(height)), height)
        rasterizer.render(elements[0], size)  # warm-up: fonts, caches
        samples = sample_ms(runs, lambda: [rasterizer.render(e, size) for e in elements])
        render_ms[height] = statistics.median(samples)
        best_250_ms = min(samples)
    size = QSize(round(info.card_size.width_for_height(250)), 250)
    worst = max(median_ms(runs, functools.partial(rasterizer.render, e, size)) for e in elements)
    return DeckTiming(info.id, info.source.value, len(deck.svg) / 2**20, load_ms, render_ms, best_250_ms, worst)


class StallMeter:
    """The longest gap between ticks of a 1-ms precise timer: how long the GUI thread went
    without serving its event loop (a frame at 60 Hz is 16.7 ms)."""

    def __init__(self) -> None:
        from PySide6.QtCore import Qt, QTimer

        self.longest_ms = 0.0
        self._last = time.perf_counter()
        self._timer = QTimer()
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(1)
        self._timer.timeout.connect(self._tick)
        self._timer.start()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.longest_ms = max(self.longest_ms, (now - self._last) * 1000)
        self._last = now

    def stop(self) -> None:
        self._tick()
        self._timer.stop()


def time_event_loop_slices(deck: LoadedDeck) -> ResponsivenessTiming:
    """`CardImageProvider` re-rendering a deck from 100 to 250 px tall, in an idle event loop."""
    from PySide6.QtCore import QEventLoop, QSize

    from belote_desktop.decks.renderer import CardImageProvider

    provider = CardImageProvider(deck)
    loop = QEventLoop()
    def quit_when_idle() -> None:
        if provider.is_idle:
            loop.quit()

    provider.images_updated.connect(quit_when_idle)
    provider.set_card_size(QSize(100, 140))
    loop.exec()
    meter = StallMeter()
    start = time.perf_counter()
    provider.set_card_size(provider.card_size_for_height(250))
    loop.exec()
    total = (time.perf_counter() - start) * 1000
    meter.stop()
    return ResponsivenessTiming(deck.info.id, "event-loop slices", total, meter.longest_ms)


def time_worker_thread(deck: LoadedDeck) -> ResponsivenessTiming:
    """A QThread with its own renderer (renderers are not shared across threads) drawing the
    deck into QImages at 250 px, while the GUI thread idles in its event loop."""
    from PySide6.QtCore import QEventLoop, QSize, QThread

    from belote_desktop.decks.renderer import CardRasterizer

    info = deck.info
    size = QSize(round(info.card_size.width_for_height(250)), 250)
    images: list[object] = []

    class Worker(QThread):
        def run(self) -> None:
            rasterizer = CardRasterizer(deck)
            images.extend(rasterizer.render(e, size) for e in (*info.face_ids, info.default_back_id))

    worker = Worker()
    loop = QEventLoop()
    worker.finished.connect(loop.quit)
    meter = StallMeter()
    start = time.perf_counter()
    worker.start()
    loop.exec()
    worker.wait()
    total = (time.perf_counter() - start) * 1000
    meter.stop()
    assert len(images) == 33
    return ResponsivenessTiming(info.id, "worker QThread", total, meter.longest_ms)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-third-party", action="store_true", help="built-in decks only")
    parser.add_argument(
        "--stall-decks",
        nargs="*",
        default=[],
        metavar="ID",
        help="third-party decks to add to the responsiveness comparison (e.g. kde:svg-dondorf)",
    )
    parser.add_argument(
        "--compare-thread",
        action="store_true",
        help="also time rendering in a worker QThread",
    )
    args = parser.parse_args()
    ensure_gui_application()
    silence_svg_warnings()

    catalogue = discover_decks()
    infos = [d for d in catalogue.decks if not (args.no_third_party and d.source is not DeckSource.BUILT_IN)]
    print(
        f"{'deck':34} {'source':9} {'SVG MiB':>7} {'load ms':>8} {'33@100px':>9} {'33@250px':>9} "
        f"{'best@250':>9} {'worst card':>10}"
    )
    built_in: list[LoadedDeck] = []
    for info in infos:
        deck = open_deck(info.id, catalogue)
        if info.source is DeckSource.BUILT_IN:
            built_in.append(deck)
        t = time_deck(deck, args.runs)
        print(
            f"{t.deck_id:34} {t.source:9} {t.svg_mib:7.2f} {t.load_ms:8.1f} "
            f"{t.render_ms[100]:9.1f} {t.render_ms[250]:9.1f} {t.best_250_ms:9.1f} {t.worst_card_ms:10.1f}"
        )
    print(
        f"\n(milliseconds, median of {args.runs}; 'best@250' is the fastest of those runs, the cost "
        "with the least interference from other processes; 'worst card' is the slowest single "
        "image at 250 px)\n"
    )
    print(f"{'deck':24} {'way':24} {'total ms':>9} {'longest GUI stall ms':>21}")
    for deck in [*built_in, *(open_deck(i, catalogue) for i in args.stall_decks)]:
        ways = (time_event_loop_slices, time_worker_thread) if args.compare_thread else (time_event_loop_slices,)
        for measure in ways:
            samples = [measure(deck) for _ in range(args.runs)]
            total = statistics.median(s.total_ms for s in samples)
            stall = statistics.median(s.longest_stall_ms for s in samples)
            print(f"{deck.info.id:24} {samples[0].way:24} {total:9.1f} {stall:21.1f}")


if __name__ == "__main__":
    main()
