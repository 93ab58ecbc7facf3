"""Comfort at the table, each a setting: the only legal card played by itself, the remaining
tricks claimed when no play of the others can take one (the engine's `claim_sound`; the others
see every card as the claim is played out), cards played by a double-click or a drag instead of
one click (against a slip of the finger), and the trick naming who played each card.

`ComfortMoves` listens to the controller's views like the window does and acts only through
the intents a person has (``choose_card``): it decides no rule. Whether a card is the only one
allowed is the engine's answer (``view.legal_actions``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer

from belote_desktop.engine.cards import Card, Seat
from belote_desktop.engine.state import Phase
from belote_desktop.engine.view import SeatView
from belote_desktop.ui.card_item import CardItem, PlayGesture
from belote_desktop.ui.layout import Side, screen_sides

#: the only card waits this long before it goes, so the person sees whose turn it was
AUTO_PLAY_MS = 450


@dataclass(frozen=True)
class Comfort:
    """The comfort settings (``GameSettings`` keeps them)."""

    auto_play_single: bool = False  # play the only legal card by itself
    double_click: bool = False  # a card plays on a double-click or a drag, not on one click
    trick_names: bool = True  # the trick names who played each card
    auto_claim: bool = False  # claim the remaining tricks when they are all the person's


def only_card(view: SeatView | None) -> Card | None:
    """The card to play by itself: the person's only legal action in the play, and a card (a
    Romanian declaration offered beside it makes it a choice)."""
    if view is None or view.phase != Phase.PLAY or len(view.legal_actions) != 1:
        return None
    action = view.legal_actions[0]
    return action if isinstance(action, int) and not isinstance(action, bool) else None


def played_by(view: SeatView) -> dict[Card, Seat]:
    """Who played each card of this deal so far (public: every played card lay face up)."""
    out: dict[Card, Seat] = {}
    table = view.rules.table
    for trick in view.tricks:
        seats = list(trick.seats)
        if len(seats) != len(trick.cards):
            seats = [trick.leader]
            while len(seats) < len(trick.cards):
                seats.append(table.next(seats[-1]))
        out.update(zip(trick.cards, seats))
    if view.trick and view.trick_leader is not None:
        seat = view.trick_leader
        for card in view.trick:
            out[card] = seat
            seat = table.next(seat)
    return out


class ComfortMoves(QObject):
    """Plays the only card, sets how cards are played with the mouse, names the trick's cards."""

    def __init__(self, items: Sequence[CardItem], choose_card: Callable[[int], None],
                 current_view: Callable[[], SeatView | None], parent: QObject | None = None,
                 can_claim: Callable[[], bool] = lambda: False, claim: Callable[[], bool] = lambda: False) -> None:
        super().__init__(parent)
        self._can_claim = can_claim
        self._claim = claim
        self._items = list(items)
        self._choose = choose_card
        self._current = current_view
        self._comfort = Comfort()
        self._names: list[str] = []
        self._view: SeatView | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_only_card)
        self._pending: SeatView | None = None
        #: the turns already played or claimed by themselves: an undo back to one waits for the
        #: person (else the same card would go again at once, and undo could never pass it)
        self._acted: list[SeatView] = []

    @property
    def comfort(self) -> Comfort:
        return self._comfort

    def configure(self, comfort: Comfort) -> None:
        self._comfort = comfort
        gesture = PlayGesture.DOUBLE_CLICK if comfort.double_click else PlayGesture.CLICK
        for item in self._items:
            item.play_gesture = gesture
        if not (comfort.auto_play_single or comfort.auto_claim):
            self._timer.stop()
            self._pending = None
        self._name_trick()

    def set_names(self, names: Sequence[str]) -> None:
        self._names = [str(n) for n in names]
        self._name_trick()

    def show_view(self, view: SeatView | None) -> None:
        """A view for the table (the person's turn, or where events end): the trick's names
        follow it, and the person's only card goes by itself when that is asked for."""
        if view is not None:
            self._view = view
            self._name_trick()
        self._timer.stop()
        self._pending = None
        if view is not None and view.legal_actions and view not in self._acted and (
            (self._comfort.auto_play_single and only_card(view) is not None) or (self._comfort.auto_claim and self._can_claim())
        ):
            self._pending = view
            self._timer.start(AUTO_PLAY_MS)

    def show_events(self, _events: object, view: SeatView) -> None:
        self._view = view
        self._name_trick()

    def _play_only_card(self) -> None:
        view, self._pending = self._pending, None
        # still the same turn (no undo, no new game, no other person at the screen since)
        if view is None or self._current() != view:
            return
        self._acted = [*self._acted[-31:], view]
        if self._comfort.auto_claim and self._can_claim() and self._claim():
            return  # the whole rest is played out, the only card with it
        card = only_card(view) if self._comfort.auto_play_single else None
        if card is not None:
            self._choose(card)

    def _name_trick(self) -> None:
        view = self._view
        who = played_by(view) if view is not None and self._comfort.trick_names else {}
        sides = screen_sides(view.seat, view.rules.table.seats) if view is not None else {}
        for item in self._items:
            seat = who.get(item.card)
            if seat is None or seat >= len(self._names):
                item.set_played_by("")
            else:
                item.set_played_by(self._names[seat], sides.get(seat, Side.BOTTOM))
