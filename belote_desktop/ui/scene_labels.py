"""The scene's words on the table: name plates, the score and contract boxes, the won-trick
badges, the bubbles (each with the timer that hides it) and the last-trick panel.

``SceneLabels`` adds these items to the scene and sets them from a layout, the label state and
the tabletop; what they say comes from ``table_labels.LabelState``, where they go from the
layout. It decides nothing about cards.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QRectF, QSize, QTimer
from PySide6.QtWidgets import QGraphicsScene

from belote_desktop.engine.cards import Seat
from belote_desktop.engine.seat_stream import Tabletop
from belote_desktop.engine.view import SeatView
from belote_desktop.i18n.translators import trn
from belote_desktop.ui.card_item import CardPictures
from belote_desktop.ui.layout import Rect, TableLayout, screen_sides, side_of
from belote_desktop.ui.safe_text import plain_tooltip
from belote_desktop.ui.settings import AnimationSpeed
from belote_desktop.ui.table_items import Bubble, CountBadge, InfoBox, LabelItem, LastTrickPanel, Line, NamePlate
from belote_desktop.ui.table_labels import LabelState, tr

LABEL_Z = 2000.0
BUBBLE_Z = 3000.0
OVERLAY_Z = 4000.0


def _rect(rect: Rect) -> QRectF:
    return QRectF(rect.x, rect.y, rect.width, rect.height)


class SceneLabels:
    """The label items of one scene (the scene owns them; this sets them)."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.plates = {s: NamePlate() for s in Seat}
        self.score_box = InfoBox()
        self.contract_box = InfoBox()
        self.bubbles = {s: Bubble() for s in Seat}
        self.badges = {s: CountBadge() for s in Seat}
        self.bubble_timers: dict[Seat, QTimer] = {}
        self.last_trick_panel = LastTrickPanel()
        labels: list[LabelItem] = [*self.plates.values(), self.score_box, self.contract_box, *self.badges.values()]
        for label in labels:
            label.setZValue(LABEL_Z)
            label.setVisible(False)
            scene.addItem(label)
        for seat, bubble in self.bubbles.items():
            bubble.setZValue(BUBBLE_Z)
            bubble.setVisible(False)
            scene.addItem(bubble)
            timer = QTimer(scene)  # the scene is the timer's context: gone with it
            timer.setSingleShot(True)
            timer.timeout.connect(bubble.hide)
            self.bubble_timers[seat] = timer
        self.last_trick_panel.setZValue(OVERLAY_Z)
        self.last_trick_panel.setVisible(False)
        scene.addItem(self.last_trick_panel)

    def update(self, lay: TableLayout, labels: LabelState, top: Tabletop, names: Sequence[str], privacy: bool) -> None:
        """Plates, boxes and badges where the layout puts them, saying what ``labels`` says."""
        sides = screen_sides(top.viewer, top.seats)
        for seat, plate in self.plates.items():
            if seat not in lay.plates:  # an empty seat at a smaller table
                plate.setVisible(False)
                continue
            plate.set_geometry(_rect(lay.plates[seat]), lay.font_px)
            plate.set_state(
                names[seat],
                labels.plate_detail(seat),
                labels.dealer == seat,
                labels.turn == seat and not privacy,
                sides[seat],
                tr("D"),
            )
            plate.setToolTip(plain_tooltip(tr("Dealer")) if labels.dealer == seat else "")
            plate.setVisible(True)
        for box, rect, title, rows in (
            (self.score_box, lay.score_box, labels.score_title(), labels.score_rows(names, top.viewer)),
            (self.contract_box, lay.contract_box, labels.contract_title(), labels.contract_rows(names, top.viewer)),
        ):
            box.set_geometry(_rect(rect), lay.font_px)
            box.set_content(title, rows)
            box.setVisible(True)
        for seat, badge in self.badges.items():
            pile = lay.won[seat]
            badge_rect = lay.badges.get(seat)
            badge.setVisible(badge_rect is not None)
            if badge_rect is not None:
                badge.set_geometry(_rect(badge_rect), lay.font_px)
                tricks = len(pile) // len(top.seats)
                badge.set_text(str(tricks))
                badge.setToolTip(plain_tooltip(trn("%n tricks won by %1", "", tricks).replace("%1", names[seat])))

    def show_bubble(self, seat: Seat, lines: list[Line], lay: TableLayout, top: Tabletop, speed: AnimationSpeed, life_ms: int) -> None:
        if seat not in lay.bubbles:
            return  # a seat that is not at this table says nothing
        bubble = self.bubbles[seat]
        width, height = Bubble.size_for(lines, lay.font_px)
        rect = lay.bubbles[seat].rect_for(width, height, Rect(0, 0, lay.table.width, lay.table.height))
        bubble.set_geometry(_rect(rect), lay.font_px)
        bubble.set_content(lines, screen_sides(top.viewer, top.seats).get(seat, side_of(seat, top.viewer)))
        bubble.setVisible(True)
        if speed != AnimationSpeed.INSTANT:
            self.bubble_timers[seat].start(speed.duration_ms(life_ms))

    def hide_bubbles(self) -> None:
        for seat, bubble in self.bubbles.items():
            bubble.setVisible(False)
            self.bubble_timers[seat].stop()

    def hide_last_trick(self) -> None:
        self.last_trick_panel.setVisible(False)

    def show_last_trick(self, view: SeatView, lay: TableLayout, pictures: CardPictures, size: QSize, names: Sequence[str]) -> None:
        """The view's last trick, in a panel over the middle of the table (nothing before a trick)."""
        if not view.tricks:
            self.hide_last_trick()
            return
        trick = view.tricks[-1]
        f = lay.font_px
        width = 4 * size.width() + 3 * 0.5 * f + 2 * f
        height = size.height() + 3.0 * f + LastTrickPanel.NAME_ROW * f
        cx, cy = lay.centre
        rect = QRectF(cx - width / 2, cy - height / 2, width, height)
        pixmaps = [p for p in (pictures.face(c) for c in trick.cards) if p is not None]
        title = tr("Last trick, won by %1").replace("%1", names[trick.winner])
        # who played each card, under it: the trick's seats, or counted round from its leader
        seats = list(trick.seats)
        if len(seats) != len(trick.cards):
            seats = [trick.leader]
            while len(seats) < len(trick.cards):
                seats.append(view.rules.table.next(seats[-1]))
        self.last_trick_panel.set_geometry(rect, f)
        self.last_trick_panel.set_content(title, pixmaps, size.width(), size.height(), [names[s] for s in seats])
        self.last_trick_panel.setVisible(True)
