"""The engine's events as the table's steps, and a step's cards in flight.

``steps_for`` turns a batch of events (one seat's stream) into ``Step``s: the tabletop the
engine says each event leaves (``seat_stream.frames``), what a seat says in its bubble, and how
long the cards fly and the table pauses. ``card_flights`` builds the Qt animation of one step
from where each card item is to where it goes. The scene runs the steps one after another.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from PySide6.QtCore import QEasingCurve, QParallelAnimationGroup, QPointF, QPropertyAnimation, QSequentialAnimationGroup

from belote_desktop.engine.cards import Card, Seat
from belote_desktop.engine.events import (
    AuctionEnded,
    BeloteAnnounced,
    BidMade,
    CardPlayed,
    CombinationDeclared,
    Completed,
    Cut,
    DealCancelled,
    Dealt,
    DealScored,
    DeclarationsShown,
    Event,
    Redeal,
    TrickWon,
)
from belote_desktop.engine.seat_stream import Tabletop, frames, seen_by
from belote_desktop.engine.table import Table
from belote_desktop.engine.view import SeatView
from belote_desktop.i18n.translators import trn
from belote_desktop.ui.card_item import CardItem
from belote_desktop.ui.help_text import german_deck
from belote_desktop.ui.layout import Place
from belote_desktop.ui.settings import AnimationSpeed
from belote_desktop.ui.table_items import Line, plain
from belote_desktop.ui.table_labels import LabelState, call_line, declaration_line, tr

#: base durations in ms at normal speed (AnimationSpeed.duration_ms scales them)
DEAL_FLIGHT_MS = 300
DEAL_STAGGER_MS = 24
PLAY_MS = 280
TRICK_PAUSE_MS = 650  # the finished trick stays in view before it is collected
COLLECT_MS = 360
SORT_MS = 260
BID_HOLD_MS = 450
BELOTE_HOLD_MS = 450
DECLARATION_HOLD_MS = 1300
SCORE_HOLD_MS = 500
BUBBLE_LIFE_MS = 1700
#: a flying card is drawn above everything else on the table
FLYING_Z = 1000.0


@dataclass
class Step:
    """One thing the table shows: cards moving to where ``model`` puts them, then a pause."""

    model: Tabletop
    labels: LabelState
    flight_ms: int = 0
    lead_ms: int = 0  # a pause before the cards move
    hold_ms: int = 0  # a pause after
    stagger_ms: int = 0  # cards leave one after another (dealing)
    bubbles: list[tuple[Seat, list[Line]]] = field(default_factory=list)
    clear_bubbles: bool = False
    #: the card a seat plays: its item takes the place of one of that seat's face-down items
    played: tuple[Seat, Card] | None = None
    settle: SeatView | None = None  # the last step of a batch: draw this view exactly


def steps_for(events: Sequence[Event], view: SeatView, top: Tabletop, labels: LabelState) -> list[Step]:
    """The steps from ``top`` through ``events`` to ``view``: one an event (a deal two: the last
    deal's cards are gathered first), and a last one that settles on ``view``."""
    table = view.rules.table
    seen = seen_by(events, view.seat, table)
    tops = frames(top, seen, view)
    steps: list[Step] = []
    for event, model in zip(seen, tops):
        labels = labels.after(event)
        step = Step(model, labels)
        if isinstance(event, Dealt):
            # the cards of the last deal are gathered in front of the dealer first
            gathered = Tabletop.gathered(model.viewer, model.table, event.dealer)
            steps.append(Step(gathered, labels, flight_ms=COLLECT_MS, clear_bubbles=True))
            step.flight_ms, step.stagger_ms, step.clear_bubbles = DEAL_FLIGHT_MS, DEAL_STAGGER_MS, True
        elif isinstance(event, Completed):
            step.flight_ms, step.stagger_ms = DEAL_FLIGHT_MS, DEAL_STAGGER_MS
            step.bubbles = said(event, table)
            step.hold_ms = BID_HOLD_MS if step.bubbles else 0
        elif isinstance(event, (BidMade, Cut)):
            step.bubbles = said(event, table)
            step.hold_ms = BID_HOLD_MS
        elif isinstance(event, AuctionEnded):
            step.flight_ms = SORT_MS  # the hand sorts itself for the trump
            step.bubbles = said(event, table)
            step.hold_ms = BELOTE_HOLD_MS if step.bubbles else 0
        elif isinstance(event, CombinationDeclared):
            step.bubbles = said(event, table)
            step.hold_ms = DECLARATION_HOLD_MS
        elif isinstance(event, (Redeal, DealCancelled)):
            step.flight_ms, step.hold_ms, step.clear_bubbles = DEAL_FLIGHT_MS, SCORE_HOLD_MS, True
            step.bubbles = said(event, table)
        elif isinstance(event, CardPlayed):
            step.flight_ms, step.played = PLAY_MS, (event.seat, event.card)
        elif isinstance(event, BeloteAnnounced):
            step.bubbles = said(event, table)
            step.hold_ms = BELOTE_HOLD_MS
        elif isinstance(event, TrickWon):
            step.lead_ms, step.flight_ms = TRICK_PAUSE_MS, COLLECT_MS
        elif isinstance(event, DeclarationsShown):
            step.bubbles = said(event, table)
            step.hold_ms = DECLARATION_HOLD_MS if step.bubbles else 0
        elif isinstance(event, DealScored):
            step.hold_ms = SCORE_HOLD_MS
        steps.append(step)
    steps.append(Step(tops[-1], LabelState.from_view(view), flight_ms=SORT_MS, settle=view))
    return steps


def said(event: Event, table: Table) -> list[tuple[Seat, list[Line]]]:
    """What an event of a seat's stream makes a seat say at the table, for its bubble."""
    if isinstance(event, BidMade):
        return [(event.seat, [call_line(event.action)])]
    if isinstance(event, Cut):
        return [(event.seat, [plain(trn("Cut after %n cards", "", event.cards))])]
    if isinstance(event, AuctionEnded):
        if event.result.bizon and event.result.taker is not None:
            bizon = tr("Bizon! The Unter makes trump") if german_deck() else tr("Bizon! The jack makes trump")
            return [(event.result.taker, [plain(bizon)])]
        return []
    if isinstance(event, Completed):
        if event.swap7 is not None:
            return [(event.swap7, [plain(tr("Swapped the 7 for the turned card"))])]
        return []
    if isinstance(event, CombinationDeclared):
        return [(event.declaration.seat, [declaration_line(event.declaration)])]
    if isinstance(event, DealCancelled):
        return [(event.seat, [plain(tr("Deal cancelled"))])]
    if isinstance(event, BeloteAnnounced):
        return [(event.seat, [plain(tr("Rebelote!") if event.rebelote else tr("Belote!"))])]
    if isinstance(event, DeclarationsShown):
        # the seat's stream holds only the declarations laid on the table (the engine's choice)
        out = []
        for seat in table.seats:
            shown = [d for d in event.declarations if d.seat == seat]
            if shown:
                out.append((seat, [declaration_line(d) for d in shown]))
        return out
    return []


def differs(item: CardItem, place: Place) -> bool:
    """Whether ``item`` is anywhere but at ``place`` (so it has to fly there)."""
    pos = item.pos()
    return (
        abs(pos.x() - place.x) > 0.5
        or abs(pos.y() - place.y) > 0.5
        or abs(item.rotation() - place.rotation) > 0.1
        or abs(item.scale() - place.scale) > 0.001
    )


def card_flights(step: Step, moving: Sequence[tuple[CardItem, Place]], speed: AnimationSpeed) -> QSequentialAnimationGroup:
    """The step's animation: its lead pause, ``moving`` items flying (one after another when
    the step staggers them) from where they are to their place, its hold pause. Parentless:
    Python owns it while it is built, so an error frees it; the caller adopts it once whole."""
    duration = max(1, speed.duration_ms(step.flight_ms)) if step.flight_ms else 0
    stagger = speed.duration_ms(step.stagger_ms)
    sequence = QSequentialAnimationGroup()
    if step.lead_ms:
        sequence.addPause(max(1, speed.duration_ms(step.lead_ms)))
    flights = QParallelAnimationGroup()
    if duration:
        for order, (item, place) in enumerate(moving):
            item.setZValue(FLYING_Z + order)
            group = QSequentialAnimationGroup()
            if stagger:
                group.addPause(1 + stagger * order)
            flight = QParallelAnimationGroup()
            for name, start, end in (
                (b"pos", item.pos(), QPointF(place.x, place.y)),
                (b"rotation", item.rotation(), place.rotation),
                (b"scale", item.scale(), place.scale),
            ):
                animation = QPropertyAnimation(item, name)
                animation.setStartValue(start)
                animation.setEndValue(end)
                animation.setDuration(duration)
                animation.setEasingCurve(QEasingCurve.Type.OutCubic)
                flight.addAnimation(animation)
            group.addAnimation(flight)
            flights.addAnimation(group)
    if flights.animationCount():
        sequence.addAnimation(flights)
    # else Python frees the empty group when this returns (it was never given a parent)
    if step.hold_ms:
        sequence.addPause(max(1, speed.duration_ms(step.hold_ms)))
    if sequence.animationCount() == 0:
        sequence.addPause(1)  # every step ends through `finished`, on a later turn of the loop
    return sequence
