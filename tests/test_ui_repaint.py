"""Partial repaints leave no trails: the table view repaints only what changed, so an item that
paints outside its bounding rect would leave pixels behind when it moves. On the offscreen
platform the screen's grab is the window's backing store (every partial repaint accumulated),
and the widget's grab is a fresh paint of the whole window: after cards fly about, they match."""

from __future__ import annotations

import random
from dataclasses import replace

from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from belote_desktop.bots.random_bot import RandomBot
from belote_desktop.engine.rules import Variant
from belote_desktop.engine.state import Phase
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.controller import Stage
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup

#: what repainting a part may change against a whole repaint: antialiasing and sampling at the
#: part's edge differ by a few levels; a trail (a card edge, a shadow left on the felt) by far more
TOLERANCE = 24


def _largest_difference(shown: QImage, fresh: QImage) -> int:
    shown = shown.convertToFormat(QImage.Format.Format_RGB32)
    fresh = fresh.convertToFormat(QImage.Format.Format_RGB32)
    assert shown.size() == fresh.size()
    worst = 0
    for y in range(0, fresh.height()):
        for x in range(0, fresh.width()):
            a, b = shown.pixel(x, y), fresh.pixel(x, y)
            if a != b:
                worst = max(worst, *(abs((a >> s & 255) - (b >> s & 255)) for s in (0, 8, 16)))
    return worst


def test_cards_moving_about_leave_no_trail(qtbot: QtBot) -> None:
    app = QApplication.instance()
    if app.platformName() != "offscreen":  # elsewhere the screen's grab is not the backing store
        return
    seats = (SeatSetup("You", True, "random"),) + tuple(SeatSetup(n, False, "random") for n in ("E", "N", "W"))
    settings = replace(GameSettings.default().with_variant(Variant.CLASSIC), seats=seats, speed=AnimationSpeed.INSTANT)
    window = MainWindow(settings, autosave=None, worker_mode=WorkerMode.THREAD)  # type: ignore[arg-type]
    window.confirm_close = False
    qtbot.addWidget(window)
    window.resize(900, 640)
    window.show()
    qtbot.waitExposed(window)
    c, south, rng = window.controller, RandomBot(), random.Random(5)
    window.new_game(seed=5)
    try:
        while True:  # to South's card with cards on the table and in the won piles
            qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.DEAL_OVER), timeout=30000)
            if c.stage == Stage.DEAL_OVER:
                c.next_deal()
                continue
            view = c.current_view()
            if view.phase == Phase.PLAY and view.tricks and view.trick:
                break
            action = south.choose(view, rng)
            c.choose_card(action) if isinstance(action, int) else c.choose_call(action)
        qtbot.wait(200)
        items = [i for i in window.scene.card_items() if i.isVisible()]
        homes = [(i.pos(), i.rotation()) for i in items]
        for step in range(1, 13):  # every card wanders off, turning, then goes home
            for n, (item, (pos, rotation)) in enumerate(zip(items, homes)):
                item.setPos(pos + QPointF((step * 13 + n * 7) % 90 - 45, (step * 11 + n * 5) % 70 - 35))
                item.setRotation(rotation + step * 7)
            qtbot.wait(20)
        for item, (pos, rotation) in zip(items, homes):
            item.setPos(pos)
            item.setRotation(rotation)
        window.scene.plate(c.match.current_player).set_state("You", (), False, False, window.scene.plate(0).side, "D")
        qtbot.wait(100)
        shown = window.screen().grabWindow(window.winId()).toImage()
        fresh = window.grab().toImage()
        assert _largest_difference(shown, fresh) <= TOLERANCE
    finally:
        c.shutdown()
