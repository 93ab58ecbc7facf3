"""Developer helper: contact sheets and render timing for the generated decks (needs PySide6).

    QT_QPA_PLATFORM=offscreen python -m belote_desktop.decks.generator.preview sheet french 250 /tmp/french.png
    QT_QPA_PLATFORM=offscreen python -m belote_desktop.decks.generator.preview time

``time`` loads each deck's cards.svg into a QSvgRenderer and renders the 32 faces and the default
back into 179 x 250 QImages, best of ten runs (wall clock and process CPU time).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from . import DECK_IDS, default_root
from .faces import RANKS, SUITS

FACES = [r + s for s in SUITS for r in RANKS]


def _app() -> QCoreApplication:
    """Qt's application object, made once: QSvgRenderer and QImage need one."""
    return QGuiApplication.instance() or QGuiApplication([])


def sheet(deck_id: str, height: int, out: Path, ids: list[str] | None = None) -> Path:
    app = _app()
    renderer = QSvgRenderer(str(default_root() / deck_id / "cards.svg"))
    ids = ids or FACES + ["back", "back-red"]
    width = round(height * 250 / 350)
    cols = min(8, len(ids))
    rows = (len(ids) + cols - 1) // cols
    image = QImage(cols * (width + 6) + 6, rows * (height + 6) + 6, QImage.Format.Format_ARGB32)
    image.fill(QColor("#2e6b3a"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for i, card_id in enumerate(ids):
        x, y = 6 + (i % cols) * (width + 6), 6 + (i // cols) * (height + 6)
        renderer.render(painter, card_id, QRectF(x, y, width, height))
    painter.end()
    image.save(str(out))
    del app
    return out


def timing(deck_id: str, runs: int = 10) -> tuple[float, float]:
    app = _app()
    path = str(default_root() / deck_id / "cards.svg")
    best_wall = best_cpu = float("inf")
    for _ in range(runs):
        wall, cpu = time.perf_counter(), time.process_time()
        renderer = QSvgRenderer(path)
        for card_id in FACES + ["back"]:
            image = QImage(179, 250, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(0)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            renderer.render(painter, card_id, QRectF(0, 0, 179, 250))
            painter.end()
        best_wall = min(best_wall, time.perf_counter() - wall)
        best_cpu = min(best_cpu, time.process_time() - cpu)
    del app
    return best_wall * 1000, best_cpu * 1000


def main(argv: list[str]) -> int:
    if argv[:1] == ["sheet"] and len(argv) >= 4:
        print(sheet(argv[1], int(argv[2]), Path(argv[3]), argv[4].split(",") if len(argv) > 4 else None))
    elif argv[:1] == ["time"]:
        for deck_id in argv[1:] or DECK_IDS:
            size = (default_root() / deck_id / "cards.svg").stat().st_size
            wall, cpu = timing(deck_id)
            print(f"{deck_id}: {size / 1024:.0f} KiB, 33 cards at 179x250: {wall:.1f} ms wall, {cpu:.1f} ms CPU")
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
