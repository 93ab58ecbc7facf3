"""The game controller: the only part of the window that holds the ``Match``, the bots and the clock.

Widgets get a ``SeatView`` of the seat whose person is at the screen, never the match, and send
back intents (a card, a call); the engine judges them. This module holds the match's course (whose
turn, the privacy screen, undo, the end of a deal and of the match); the bots' turns are
``bot_turns.BotTurns`` (the worker, the pause, stale answers dropped) and keeping the game for
resuming is ``game_keeper.GameKeeper``. Each part is called from here and answers by a signal:
nothing calls back into the controller while it is busy with an action.
"""

from __future__ import annotations

import random
from enum import Enum, auto
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from belote_desktop.engine.cards import SEATS, Seat
from belote_desktop.engine.cards import card_list, rank_of, suit_of
from belote_desktop.engine.claim import claim_playout, claim_sound
from belote_desktop.engine.combinations import Declare
from belote_desktop.engine.events import DealScored, Event, MatchOver
from belote_desktop.engine.play import IllegalActionError
from belote_desktop.engine.record import RecordError, Replay
from belote_desktop.engine.rules import RuleSet
from belote_desktop.engine.seat_stream import seen_by
from belote_desktop.engine.state import Action, Match, Phase
from belote_desktop.engine.view import SeatView, view_of
from belote_desktop.ui.autosave import AutosaveStore, load_window_record
from belote_desktop.ui.bot_turns import BOT_PAUSE_MS, BotTurns
from belote_desktop.ui.bot_worker import BotAnswer, BotFactory, WorkerMode
from belote_desktop.ui.finished_deals import FinishedDeal, MatchResult, finished_count, finished_since
from belote_desktop.ui.game_keeper import GameKeeper, NotKept, os_reason, save_job, seat_setups
from belote_desktop.ui.help_text import SUIT_SYMBOLS, rank_label
from belote_desktop.ui.refusals import refusal_text
from belote_desktop.ui.safe_text import shown_name
from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup, person_seat, seats_at_table

if TYPE_CHECKING:  # annotations only: the tutorial hands its script in
    from belote_desktop.ui.game_script import GameScript
    # the score sheet's rows are worked out when a deal ends (ui/score_rows.py, imported then)
    from belote_desktop.ui.score_rows import DealRow

__all__ = ["BOT_PAUSE_MS", "FinishedDeal", "GameController", "MatchResult", "Stage", "os_reason"]


class Stage(Enum):
    """What the controller waits for."""

    NO_GAME = auto()
    ANIMATING = auto()  # the scene plays the last events
    PRIVACY = auto()  # hotseat: the next person must click the privacy screen
    HUMAN = auto()  # a person's card or call
    BOT = auto()  # a bot's answer (and the pause after it)
    DEAL_OVER = auto()  # the end-of-deal summary is shown; next_deal() goes on
    MATCH_OVER = auto()


class GameController(QObject):
    view_changed = Signal(object)  # SeatView of the seat at the screen: draw at once
    events_happened = Signal(object, object)  # (list[Event], SeatView after them): animate
    privacy_requested = Signal(str)  # name of the person to pass the computer to
    status_changed = Signal(str)  # one line for the status bar
    deal_scored = Signal(object)  # DealRow of the deal just finished (after its animation)
    match_over = Signal(object)  # MatchResult (after the deciding deal's deal_scored)
    hint_ready = Signal(object)  # an Action
    #: a new game, or one opened or resumed: seats and rules may differ. Carries the seats' names
    #: as the window shows them (a tuple indexed by Seat), so the window need not ask back
    game_started = Signal(object)
    undo_available = Signal(bool)
    #: every deal the engine finishes (scored, passed out, cancelled, won by a Belot), once its
    #: last events have been shown and before ``deal_scored``; never for a deal taken back, nor
    #: for the finished deals of an opened or resumed game
    deal_finished = Signal(FinishedDeal)
    #: the game in progress is not kept for resuming: (what was not kept, and why; how many
    #: actions would be lost), shown until it is kept again; ("", 0) then. Not a status line: the
    #: next status must not wipe it out.
    keeping_failed = Signal(str, int)

    def __init__(
        self,
        autosave: AutosaveStore | None = None,
        worker_mode: WorkerMode = WorkerMode.PROCESS,
        bot_factory: BotFactory | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        #: the bots' turns: the worker, the pause after a move, answers that come too late
        self.bots = BotTurns(worker_mode, bot_factory, parent=self)
        self.bots.move_ready.connect(self._bot_move)
        self.bots.hint_ready.connect(self._hint)
        #: the game kept for resuming after every action
        self.keeper = GameKeeper(autosave, parent=self)
        self.keeper.problem.connect(self._not_kept)
        self.match: Match | None = None  # only this module reads it: the window asks the questions below
        #: a prepared game being played (the tutorial), or None
        self.script: GameScript | None = None
        self.seats: tuple[SeatSetup, ...] = ()
        self.speed = AnimationSpeed.NORMAL
        self.stage = Stage.NO_GAME
        self.viewer: Seat | None = None
        self._undo: list[Match] = []
        self._pending_events: list[Event] | None = None  # hotseat start: dealt behind the screen
        self._last_scored: DealScored | None = None
        self._last_over: MatchOver | None = None
        self._deals_reported = 0  # finished deals of the match already sent as deal_finished
        self._next = QTimer(self)  # one step of the game per event-loop turn: no deep recursion
        self._next.setSingleShot(True)
        self._next.setInterval(0)
        self._next.timeout.connect(self._advance)

    # --- queries ------------------------------------------------------------------------------
    @property
    def autosave(self) -> AutosaveStore | None:
        return self.keeper.store

    @property
    def unkept_actions(self) -> int:
        """Actions of this game since the autosave last worked (0: the file on disk is the game)."""
        return self.keeper.unkept_actions

    @property
    def stale_answers(self) -> int:
        """Bot answers dropped because the game had moved on (tests read it)."""
        return self.bots.stale_answers

    @property
    def game(self) -> int:
        """Which game of this window: each new, opened or resumed game takes the next number."""
        return self.bots.game

    @property
    def names(self) -> list[str]:
        """The seats' names as the window shows them: bounded, control characters blanked
        (a record may name a seat with 10,000 characters; safe_text.shown_name)."""
        return [shown_name(s.name) for s in self.seats]

    @property
    def in_progress(self) -> bool:
        """A game that closing the window would interrupt."""
        return self.match is not None and self.match.phase != Phase.OVER

    @property
    def has_dealt(self) -> bool:
        """A game in progress with cards on the table: replacing or closing it asks first."""
        return self.in_progress and self.match is not None and bool(self.match.deals)

    @property
    def can_save(self) -> bool:
        """There is a game to save (Game > Save)."""
        return self.match is not None

    @property
    def rules(self) -> RuleSet | None:
        """The rules of the game on the table (None before the first): the help shows them."""
        return self.match.rules if self.match is not None else None

    @property
    def deals_played(self) -> int:
        """How many deals of the match are finished (passed-out ones included)."""
        return finished_count(self.match) if self.match is not None else 0

    @property
    def is_hotseat(self) -> bool:
        return sum(1 for s in self.seats if s.is_human) > 1

    def can_claim(self) -> bool:
        """Whether the person to act may claim every remaining trick now (the engine's
        ``claim_sound``: on lead, and no play of the others can take a trick)."""
        return self.match is not None and self.stage == Stage.HUMAN and claim_sound(self.match)

    def claim(self) -> bool:
        """Claim the remaining tricks: the engine plays the claim out (every card shown as it is
        played, the claimer's cards named first on the status line); the record keeps those
        cards. False, and nothing done, when the claim is not sound."""
        match = self.match
        seat = match.current_player if match is not None else None
        if match is None or seat is None or not self.can_claim():
            return False
        shown = ", ".join(f"{rank_label(rank_of(c))}{SUIT_SYMBOLS[suit_of(c)]}" for c in card_list(match.hand(seat)))
        cards = claim_playout(match)
        snapshot = match.copy()
        events: list[Event] = []
        for card in cards:
            events += match.apply(card)
        if not self.is_hotseat and any(not s.is_human for s in self.seats):
            self._undo.append(snapshot)
        if seat == person_seat(self.names):
            self.status_changed.emit(self.tr("You claim the remaining tricks: %1").replace("%1", shown))
        else:
            self.status_changed.emit(self.tr("%1 claims the remaining tricks: %2").replace("%1", self.names[seat]).replace("%2", shown))
        self._after_action(events)
        return True

    def refusal_for(self, card: int) -> str | None:
        """Why the engine would refuse ``card`` now, in the window's words (None: it would not,
        or there is no game). Asked of a copy: the game itself is not touched."""
        if self.match is None:
            return None
        try:
            self.match.copy().apply(card)
        except IllegalActionError as error:
            return refusal_text(error)
        return None

    def can_undo(self) -> bool:
        human_count = sum(1 for s in self.seats if s.is_human)
        return human_count == 1 and len(self.seats) == 4 and bool(self._undo)

    def rows(self) -> list[DealRow]:
        """The score sheet: every finished deal of the match, with running totals."""
        from belote_desktop.ui.score_rows import match_rows

        return match_rows(self.match) if self.match is not None else []

    def game_record(self) -> dict[str, object] | None:
        """The game as a record (docs/RECORDS.md) with who sat where, for the deal review to
        replay its finished deals; None before the first game."""
        from belote_desktop.engine.record import write_record
        from belote_desktop.ui.game_keeper import seat_configs

        return write_record(self.match, seat_configs(self.seats)) if self.match is not None else None

    @property
    def target(self) -> int:
        return self.match.rules.target if self.match is not None else 0

    def _row(self, scored: DealScored) -> DealRow:
        assert self.match is not None
        deal = self.match.current
        assert deal is not None and deal.score is scored.score
        from belote_desktop.ui.score_rows import deal_row

        return deal_row(deal, scored.totals, self.match.variant)

    def current_view(self) -> SeatView | None:
        if self.match is None:
            return None
        return view_of(self.match, self.viewer if self.viewer is not None else Seat.S)

    def set_speed(self, speed: AnimationSpeed) -> None:
        self.speed = speed

    def set_thinking_ms(self, ms: int | None) -> None:
        """The Expert's thinking time a decision (None: a fixed amount of work)."""
        self.bots.thinking_ms = ms

    # --- starting -----------------------------------------------------------------------------
    def new_game(self, settings: GameSettings, seed: int | None = None, script: GameScript | None = None) -> None:
        """A new match; with a ``script`` (the tutorial), its prepared cards and moves."""
        self.speed = settings.speed
        self.bots.thinking_ms = settings.thinking_ms
        self.script = script
        match = Match(settings.rules, seed=seed, first_dealer=script.first_dealer if script is not None else None)
        self._start(match, seats_at_table(tuple(settings.seats), match.table, match.seating), seed)

    def save(self, path: Path) -> None:
        """Game > Save: the match as a game record (atomic); OSError goes to the caller."""
        self.save_job(path)()

    def save_job(self, path: Path) -> Callable[[], None]:
        """Game > Save as work for another thread: the game as it is now (a copy), written when
        called; RecordError at once when there is no game."""
        if self.match is None:
            raise RecordError(self.tr("there is no game to save"))
        return save_job(self.match, self.seats, path)

    def load(self, path: Path) -> None:
        """Game > Open. A broken record raises RecordError (a clear message) and changes nothing."""
        self.resume(load_window_record(Path(path)))

    def stop_script(self, script: GameScript) -> None:
        """``script`` no longer plays: its game goes on as a normal one (bots decide, it is kept)."""
        if self.script is script:
            self.script = None
            self._save_progress()

    def resume(self, replay: Replay) -> None:
        self.script = None
        self._start(replay.match, seat_setups(replay), None)

    def _start(self, match: Match, seats: tuple[SeatSetup, ...], seed: int | None) -> None:
        self.bots.new_game(seed)  # whatever a bot is thinking about belongs to the last game
        self._next.stop()  # a step of the previous game must not run in this one
        self._undo.clear()
        self._last_scored = None
        self._last_over = None
        self._pending_events = None
        self.keeper.new_game()  # counted for this game: a message says what this game loses
        self.status_changed.emit("")  # nothing of the last game's status line stays
        self.match = match
        self.seats = seats
        self._deals_reported = finished_count(match)  # an opened game's are not news
        humans = [s for s in SEATS if seats[s].is_human]
        self.viewer = humans[0] if len(humans) == 1 else (None if humans else Seat.S)
        self.game_started.emit(tuple(self.names))
        self.undo_available.emit(False)
        if match.phase == Phase.DEAL:
            self._deal()
        elif match.phase == Phase.OVER:
            self.stage = Stage.MATCH_OVER
            self._save_progress()
            self.view_changed.emit(self.current_view())
            self.status_changed.emit(self.tr("This match is over."))
        else:
            self._save_progress()
            self.stage = Stage.ANIMATING  # nothing to animate: go straight to whose turn it is
            if self.viewer is not None:  # hotseat: nobody's hand until the privacy screen
                self.view_changed.emit(self.current_view())
            self._next.start()

    def next_deal(self) -> None:
        """The end-of-deal summary was closed: deal the next one."""
        if self.stage == Stage.DEAL_OVER:
            self._deal()

    def _deal(self) -> None:
        assert self.match is not None
        self._undo.clear()
        self.undo_available.emit(False)
        if self.is_hotseat:
            # every deal is dealt behind the privacy screen, face up only for the first person to
            # act in it: the whole table was just looking at the last deal's summary
            self.viewer = None
        layout = self.script.layout(len(self.match.deals) + 1) if self.script is not None else None
        events = self.match.deal(layout)
        self._after_action(events)

    # --- intents from the window --------------------------------------------------------------
    @Slot(int)
    def choose_card(self, card: int) -> None:
        self._human_action(card)

    @Slot(object)
    def choose_call(self, action: object) -> None:
        self._human_action(action)  # type: ignore[arg-type]  # the auction panel's signal carries an Action as a Qt object

    def _human_action(self, action: Action) -> None:
        match = self.match
        if match is None or self.stage != Stage.HUMAN:
            if self.stage in (Stage.BOT, Stage.ANIMATING):
                self.status_changed.emit(self.tr("Wait for your turn."))
            return
        if self.script is not None and match.current_player is not None:
            # the tutorial waits for one action; a card the rules forbid gets the engine's words below
            refusal = self.script.refuse(view_of(match, match.current_player), action)
            if refusal is not None:
                self.status_changed.emit(refusal)
                return
        snapshot = match.copy()
        try:
            events = match.apply(action)
        except IllegalActionError as error:
            # The engine's reason as data, worded in the window's language; nothing changed.
            self.status_changed.emit(refusal_text(error))
            return
        if not self.is_hotseat and any(not s.is_human for s in self.seats):
            self._undo.append(snapshot)
        # "Your turn" goes with the person's action, not after its animation: the line follows
        # the table (the next status comes when the next seat is asked)
        self.status_changed.emit("")
        self._after_action(events)

    @Slot()
    def animations_done(self) -> None:
        if self.stage == Stage.ANIMATING:
            self._next.start()

    @Slot()
    def privacy_dismissed(self) -> None:
        if self.stage != Stage.PRIVACY:
            return
        events, self._pending_events = self._pending_events, None
        if events is not None:
            self._emit_events(events)
        else:
            self._wait_for_human()

    def undo(self) -> bool:
        """Take back the person's last card or call (and the bots' moves after it)."""
        if not self.can_undo():
            self.status_changed.emit(self.tr("Nothing to undo."))
            return False
        self.match = self._undo.pop()
        self.bots.moved_on()  # whatever a bot is thinking about is now stale
        self.bots.cancel()
        self._save_progress()
        self.stage = Stage.ANIMATING
        self.view_changed.emit(self.current_view())
        self._next.start()
        return True

    def request_hint(self) -> None:
        if self.match is None or self.stage != Stage.HUMAN:
            self.status_changed.emit(self.tr("A hint is given on your turn."))
            return
        seat = self.match.current_player
        assert seat is not None
        level = self.bots.ask_hint(seat, view_of(self.match, seat))
        self.status_changed.emit(self.tr("Asking the {level} bot for a hint…").format(level=level))

    def shutdown(self) -> None:
        self._next.stop()
        self.keeper.close()  # a long game's last write finishes: it is what the next start offers
        self.bots.close()

    # --- the game's course --------------------------------------------------------------------
    def _after_action(self, events: list[Event]) -> None:
        self.bots.moved_on()
        self._save_progress()
        for event in events:
            if isinstance(event, DealScored):
                self._last_scored = event
                self._undo.clear()  # a scored deal is not taken back
            elif isinstance(event, MatchOver):
                self._last_over = event
        self.undo_available.emit(self.can_undo())
        if self.viewer is None:
            # hotseat, a new deal: the cards go to the first person to act, behind the screen
            self.viewer = self._next_human()
            self._pending_events = events
            self.stage = Stage.PRIVACY
            self.privacy_requested.emit(self.names[self.viewer])
            return
        self._emit_events(events)

    def _emit_events(self, events: list[Event]) -> None:
        self.stage = Stage.ANIMATING
        view = self.current_view()
        assert view is not None  # events come from a match
        # the window hears the viewer's stream only: its own cards, the declarations laid down
        self.events_happened.emit(seen_by(events, view.seat, view.rules.table), view)

    def _advance(self) -> None:
        match = self.match
        if match is None or self.stage != Stage.ANIMATING:
            return
        self._report_finished_deals(match)
        if self._last_over is not None:
            over, scored = self._last_over, self._last_scored
            self._last_over = self._last_scored = None
            self.stage = Stage.MATCH_OVER
            self.keeper.clear()
            self.status_changed.emit(self.tr("The match is over."))
            if scored is not None:  # the score sheet gets its last row before the match summary
                self.deal_scored.emit(self._row(scored))
            self.match_over.emit(MatchResult(over.winner, over.totals, tuple(self.rows())))
            return
        if self._last_scored is not None:
            scored, self._last_scored = self._last_scored, None
            self.stage = Stage.DEAL_OVER
            self.status_changed.emit(self.tr("Deal over."))
            self.deal_scored.emit(self._row(scored))
            return
        if match.phase == Phase.DEAL:  # a passed-out deal: the next dealer deals at once
            self._deal()
            return
        seat = match.current_player
        assert seat is not None
        if self.seats[seat].is_human:
            if self.viewer != seat and self.is_hotseat:
                self.viewer = seat
                self.stage = Stage.PRIVACY
                self.privacy_requested.emit(self.names[seat])
                return
            self.viewer = seat
            self._wait_for_human()
        else:
            self._ask_bot(seat)

    def _report_finished_deals(self, match: Match) -> None:
        """``deal_finished`` for each deal finished since the last report, once its events have
        been shown: an action taken back before then (undo) finished nothing."""
        if finished_count(match) <= self._deals_reported:
            return
        reports = finished_since(match, self._deals_reported, self.seats, tuple(self.names), self.game)
        self._deals_reported += len(reports)
        for report in reports:
            self.deal_finished.emit(report)

    def _wait_for_human(self) -> None:
        assert self.match is not None
        self.stage = Stage.HUMAN
        view = self.current_view()
        assert view is not None
        self.view_changed.emit(view)
        name = self.names[self.viewer] if self.viewer is not None else ""
        if view.phase == Phase.AUCTION:
            text = self.tr("{name}: your call.") if self.is_hotseat else self.tr("Your call.")
        else:
            text = self.tr("{name}: your card.") if self.is_hotseat else self.tr("Your turn: play a card.")
            if any(isinstance(a, Declare) for a in view.legal_actions):  # Romanian, first two tricks
                text = (
                    self.tr("{name}: declare your combinations, then play a card.")
                    if self.is_hotseat
                    else self.tr("Declare your combinations, then play a card.")
                )
        self.status_changed.emit(text.format(name=name))
        self.undo_available.emit(self.can_undo())

    def _ask_bot(self, seat: Seat) -> None:
        assert self.match is not None
        self.stage = Stage.BOT
        self.status_changed.emit(self.tr("{name} is thinking…").format(name=self.names[seat]))
        self.bots.ask_move(seat, self.seats[seat].level, view_of(self.match, seat), self.speed.duration_ms(BOT_PAUSE_MS))

    @Slot(object)
    def _hint(self, answer: BotAnswer) -> None:
        if self.stage == Stage.HUMAN and answer.action is not None:
            self.status_changed.emit(self.tr("Hint shown."))
            self.hint_ready.emit(answer.action)

    @Slot(object)
    def _bot_move(self, answer: BotAnswer) -> None:
        if self.stage != Stage.BOT or self.match is None:
            self.bots.stale_answers += 1
            return
        action = answer.action
        seat = answer.request.seat
        prepared = self.script.move(view_of(self.match, seat)) if self.script is not None else None
        if prepared is not None:  # the tutorial's seats play its prepared cards
            action = prepared
        if action is None or action not in self.match.legal_actions():
            # A bot that fails must not stop the game: say so, and play a legal move for it.
            self.status_changed.emit(
                self.tr("{name}'s bot failed ({error}); it plays a random legal move.").format(
                    name=self.names[seat], error=answer.error or "illegal answer"
                )
            )
            action = random.choice(self.match.legal_actions())
        self._after_action(self.match.apply(action))

    def _next_human(self) -> Seat:
        """The first person to act from the current player on (the current one included)."""
        assert self.match is not None
        start = self.match.current_player or self.match.dealer.next
        for i in range(4):
            seat = Seat((start + i) & 3)
            if self.seats[seat].is_human:
                return seat
        return Seat.S

    # --- keeping -------------------------------------------------------------------------------
    def _save_progress(self) -> None:
        # a scripted game (the tutorial) is not kept: the game in progress stays offered at the next start
        if self.match is not None and self.script is None:
            self.keeper.keep(self.match, self.seats)

    @Slot(object)
    def _not_kept(self, problem: NotKept | None) -> None:
        if problem is None:
            self.keeping_failed.emit("", 0)
        elif problem.finished:
            self.keeping_failed.emit(
                self.tr("The finished game could not be removed ({error}): the next start offers it again.").format(
                    error=os_reason(problem.error)
                ),
                0,
            )
        else:
            # the file on disk is older than the game: say how much older, until it is kept again
            self.keeping_failed.emit(
                self.tr(
                    "The game is not kept for resuming ({error}): its last %n actions would be lost "
                    "if the game closed now. Game > Save keeps it elsewhere.",
                    "",
                    problem.unkept_actions,
                ).format(error=os_reason(problem.error)),
                problem.unkept_actions,
            )
