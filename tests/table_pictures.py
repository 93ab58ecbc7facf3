"""Pictures of the table scene to look at: every size, deck and moment of a deal.

    .venv/bin/python -m tests.table_pictures OUT_DIR [--deck ID_OR_PATH ...] [--size WxH ...]

writes OUT_DIR/<deck>-<moment>-<W>x<H>.png for the moments auction, trick and end (the last
card of a deal about to be played), from a seeded match played by random bots. Not collected
by pytest; tests/test_ui_scene.py renders one picture through it so it keeps working.
"""

from __future__ import annotations

import argparse
import os
import random
from collections.abc import Callable
from pathlib import Path

from belote_desktop.bots.random_bot import RandomBot
from belote_desktop.engine.cards import Seat
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.view import view_of

SIZES = ((1024, 640), (1920, 1080), (3840, 2160))
DECKS = ("french", "german", "traditional")
NAMES = ("You", "Eleanor", "Nadia", "William")


def _moments() -> dict[str, Callable[[Match], bool]]:
    def played(m: Match) -> int:
        return len(m.current.play.played) if m.current is not None and m.current.play is not None else -1

    return {
        "auction": lambda m: m.phase == Phase.AUCTION and m.current_player == Seat.S and len(m.current.auction.history) >= 2,  # type: ignore[union-attr]
        "trick": lambda m: m.phase == Phase.PLAY and m.current_player == Seat.S and played(m) >= 10 and played(m) % 4 == 2,
        "end": lambda m: m.phase == Phase.PLAY and played(m) == 31,
    }


def position(moment: str, variant: Variant = Variant.CLASSIC, seed: int = 3) -> Match:
    """A match advanced by random bots to ``moment`` (see `_moments`)."""
    match = Match(RuleSet.default(variant).with_options({"declarations": True}), seed=seed, first_dealer=Seat.W)
    bot, rng = RandomBot(0.6), random.Random(seed)
    done = _moments()[moment]
    while not done(match):
        if match.phase == Phase.DEAL:
            match.deal()
        else:
            match.apply(bot.choose(view_of(match, match.current_player), rng))  # type: ignore[arg-type]
    return match


def render(deck: str, moment: str, width: int, height: int, out: Path, variant: Variant = Variant.CLASSIC) -> Path:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from belote_desktop.decks.discovery import open_deck
    from belote_desktop.decks.renderer import CardImageProvider
    from belote_desktop.ui.table_scene import TableScene

    scene = TableScene()
    loaded = open_deck(deck)
    scene.set_provider(CardImageProvider(loaded, parent=scene))
    scene.set_seat_names(NAMES)
    scene.setSceneRect(QRectF(0, 0, width, height))
    scene.show_view(view_of(position(moment, variant), Seat.S))
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    path = out / f"{loaded.info.id.replace(':', '-')}-{moment}-{width}x{height}.png"
    image.save(str(path))
    scene.deleteLater()
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--deck", action="append", help="deck id or path (default: the built-in decks)")
    parser.add_argument("--size", action="append", help="WxH (default: 1024x640, 1920x1080, 3840x2160)")
    parser.add_argument("--variant", default="classic", choices=["classic", "contree"])
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from belote_desktop.decks.qt_support import ensure_gui_application, silence_svg_warnings

    ensure_gui_application()
    silence_svg_warnings()
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.size] if args.size else SIZES
    args.out.mkdir(parents=True, exist_ok=True)
    variant = Variant(args.variant)
    for deck in args.deck or DECKS:
        for width, height in sizes:
            for moment in _moments():
                print(render(deck, moment, width, height, args.out, variant))


if __name__ == "__main__":
    main()
