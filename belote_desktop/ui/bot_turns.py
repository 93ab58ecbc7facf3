"""The bots' turns for the controller: asking the bot worker, the pause that lets a person follow
a bot's move, and dropping the answers that come too late.

Every question carries a tag, the game and the position it was asked about; the controller moves
the tag on (``new_game``, ``moved_on``) whenever the game changes (an action, an undo, a new,
opened or resumed game), and an answer whose tag is not the current one is dropped. Answers come
from the pool's thread and are handed over through a queued signal, so ``move_ready`` and
``hint_ready`` are always emitted on the GUI thread.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot

from belote_desktop.engine.cards import Seat
from belote_desktop.engine.view import SeatView
from belote_desktop.ui.bot_worker import (
    BotAnswer,
    BotFactory,
    BotPool,
    BotRequest,
    Purpose,
    WorkerMode,
    playable_level,
    strongest_level,
)

#: how long a bot's move stays "in the air" at normal speed, so a person can follow who played
BOT_PAUSE_MS = 650


class BotTurns(QObject):
    #: the bot's answer to ``ask_move`` (its action may be None or illegal: ``error`` says why),
    #: once the pause is over too; never one whose game or position has moved on
    move_ready = Signal(object)
    #: the answer to ``ask_hint`` for the current position
    hint_ready = Signal(object)
    _arrived = Signal(object)  # from the pool's thread to this one

    def __init__(
        self, worker_mode: WorkerMode = WorkerMode.PROCESS, bot_factory: BotFactory | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._arrived.connect(self._on_answer, Qt.ConnectionType.QueuedConnection)
        pool_args = {} if bot_factory is None else {"factory": bot_factory}
        self.pool = BotPool(worker_mode, self.receive, **pool_args)
        #: which game of this window (each new, opened or resumed game: the next number)
        self.game = 0
        #: how many times the game moved since it started (an action, an undo)
        self.position = 0
        #: answers dropped because the game moved on (tests read it)
        self.stale_answers = 0
        self._seed: int | None = None
        #: the Expert's thinking time a decision (the settings' "Thinking time"); None: fixed work
        self.thinking_ms: int | None = None
        self._answer: BotAnswer | None = None
        self._pause_over = False
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.timeout.connect(self._on_pause_over)

    def receive(self, answer: BotAnswer) -> None:
        """The pool's callback (any thread): the answer goes on to the GUI thread."""
        self._arrived.emit(answer)

    # --- the tag ------------------------------------------------------------------------------
    def new_game(self, seed: int | None) -> None:
        """A new, opened or resumed game: whatever a bot is thinking about is stale."""
        self.game += 1
        self.position = 0
        self._seed = seed
        self.cancel()

    def moved_on(self) -> None:
        """The game moved (an action, an undo): a pending answer is stale."""
        self.position += 1

    def cancel(self) -> None:
        """No move is awaited any more (an undo, a new game, the window closing)."""
        self._pause.stop()
        self._answer = None

    # --- asking -------------------------------------------------------------------------------
    def ask_move(self, seat: Seat, level: str, view: SeatView, pause_ms: int) -> None:
        """Ask ``seat``'s bot for its move; ``move_ready`` comes after ``pause_ms`` at least."""
        self._answer = None
        self._pause_over = False
        self._pause.start(pause_ms)
        self.pool.ask(BotRequest(
            self.game, self.position, seat, playable_level(level), view, self._decision_seed(), Purpose.MOVE,
            self.thinking_ms,
        ))

    def ask_hint(self, seat: Seat, view: SeatView) -> str:
        """Ask the strongest bot what ``seat`` should do; returns the level asked."""
        level = strongest_level()
        self.pool.ask(BotRequest(self.game, self.position, seat, level, view, self._decision_seed(), Purpose.HINT, self.thinking_ms))
        return level

    def close(self) -> None:
        self.cancel()
        self.pool.close()

    def _decision_seed(self) -> int:
        if self._seed is None:
            return random.getrandbits(63)
        # the same seed replays the same game, bot for bot
        return (self._seed * 1_000_003 + self.position) & ((1 << 63) - 1)

    # --- answers ------------------------------------------------------------------------------
    def is_current(self, answer: BotAnswer) -> bool:
        return answer.request.game == self.game and answer.request.position == self.position

    @Slot(object)
    def _on_answer(self, answer: BotAnswer) -> None:
        if not self.is_current(answer):
            self.stale_answers += 1
            return
        if answer.request.purpose == Purpose.HINT:
            self.hint_ready.emit(answer)
            return
        self._answer = answer
        self._deliver()

    def _on_pause_over(self) -> None:
        self._pause_over = True
        self._deliver()

    def _deliver(self) -> None:
        if self._answer is None or not self._pause_over:
            return
        answer, self._answer = self._answer, None
        self.move_ready.emit(answer)
