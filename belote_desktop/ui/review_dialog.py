"""The deal review window: a finished deal replayed card by card with the four hands face up, and
each of the person's cards marked with what it cost (bots/review.py's analysis).

The analysis takes seconds (a double-dummy search per card, then the Expert's sampled worlds), so
it runs off the GUI thread: in a worker process by default (pure-Python search holds the GIL, see
ui/bot_worker.py), or in a thread (tests, screenshots). The window replays the deal at once and
adds the marks when they arrive; a progress bar counts the steps.

Hooks: ``attach_to_summary`` adds "Review the deal…" to an end-of-deal summary,
``attach_to_score_sheet`` a button (and a double click on a row) to the score sheet; the game in
the window comes as a record from the controller (``GameController.game_record``).
"""

from __future__ import annotations

import multiprocessing
import queue
import threading
from dataclasses import dataclass
from enum import Enum
from multiprocessing.connection import Connection
from typing import Any, Callable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from belote_desktop.bots.review import CardMark, DealReview, Verdict, replay_record, review
from belote_desktop.decks.renderer import CardImageProvider
from belote_desktop.engine.cards import Card, Seat
from belote_desktop.engine.record import PlayerKind, Replay, SeatConfig, read_record
from belote_desktop.engine.rules import RuleSet
from belote_desktop.engine.state import DealState
from belote_desktop.engine.variants import variant_for
from belote_desktop.ui.auction_panel import card_text
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.help_text import call_text
from belote_desktop.ui.lifeline import arm_parent_death_signal, release_forkserver
from belote_desktop.ui.safe_text import make_plain, shown_name
from belote_desktop.ui.score_rows import DealRow, deal_row
from belote_desktop.ui.score_sheet import ScoreSheetDialog
from belote_desktop.ui.score_words import deal_headline
from belote_desktop.ui.table_labels import declaration_line

#: the review's seed: one fixed number, so a deal reviewed twice gets the same marks
REVIEW_SEED = 0
#: how often the window looks for the worker's news
POLL_MS = 50

#: a mark's colour, and the frame drawn round the card on the board
VERDICT_COLOURS: dict[Verdict, QColor] = {
    Verdict.ERROR: QColor("#d9403a"),
    Verdict.BAD_LUCK: QColor("#e0a020"),
    Verdict.SOUND: QColor("#3c9a5a"),
    Verdict.FORCED: QColor("#8a948c"),
    Verdict.NOT_JUDGED: QColor("#8a948c"),
}
FELT = QColor("#1f5a3a")


def _tr(text: str) -> str:
    return QCoreApplication.translate("DealReview", text)


def verdict_text(verdict: Verdict) -> str:
    return {
        Verdict.ERROR: _tr("Error"),
        Verdict.BAD_LUCK: _tr("Bad luck"),
        Verdict.SOUND: _tr("Good"),
        Verdict.FORCED: _tr("Only card"),
        Verdict.NOT_JUDGED: _tr("Not solved"),
    }[verdict]


def verdict_tip(mark: CardMark) -> str:
    """The sentence behind a mark: what it cost, and what the Expert would have played."""
    j = mark.judgement
    if mark.verdict == Verdict.FORCED or j is None:
        return _tr("The only card that could be played.")
    cost = _tr("Double dummy (all hands known) it cost %1.").replace("%1", str(mark.cost))
    if mark.verdict == Verdict.ERROR:
        lead = (
            _tr("An error: in %1 of %2 deals consistent with what you could see, %3 does better; %4 lost on average.")
            .replace("%1", str(j.worse))
            .replace("%2", str(j.worlds))
            .replace("%3", card_text(j.expert))
            .replace("%4", f"{j.expected_cost:.0f}")
        )
    elif mark.verdict == Verdict.BAD_LUCK:
        lead = _tr("Bad luck: the right card for what you could see; the hidden cards lay against it.")
    elif mark.verdict == Verdict.NOT_JUDGED:
        lead = _tr("The search ran out of time on this position.")
    else:
        lead = _tr("A good card.")
    if mark.expert != mark.played and mark.verdict != Verdict.ERROR:
        lead += " " + _tr("The Expert would have played %1.").replace("%1", card_text(mark.expert))
    return f"{lead} {cost}"


# --- what the window can review ------------------------------------------------------------------
def reviewable_deals(replay: Replay) -> list[int]:
    """The numbers (1 is the first) of the record's finished deals that had card play."""
    return [i + 1 for i, r in enumerate(replay.deals) if r.state.is_finished and r.state.play is not None and r.state.tricks]


# --- the analysis off the GUI thread ------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Job:
    record: Mapping[str, Any]
    number: int
    seats: tuple[Seat, ...] | None
    seed: int


def _child(conn: Connection, job: _Job, forked_by_server: bool) -> None:
    """The worker process: the review, with its progress, down the pipe; it ends with the game."""
    if forked_by_server:
        arm_parent_death_signal()
        release_forkserver()
    try:
        result = review(job.record, job.number, job.seats, job.seed, progress=lambda d, t: conn.send(("progress", d, t)))
        conn.send(("done", result))
    except Exception as e:  # noqa: BLE001 - said in the window, as the thread's worker does
        conn.send(("failed", f"{type(e).__name__}: {e}"))
    conn.close()


class ReviewRunner(QObject):
    """One deal's analysis at a time, in a worker process or thread; news come as signals."""

    progressed = Signal(int, int)  # done, total
    finished = Signal(object)  # DealReview
    failed = Signal(str)

    def __init__(self, mode: WorkerMode = WorkerMode.PROCESS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.mode = mode
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self._process: Any = None
        self._conn: Connection | None = None
        self._thread: threading.Thread | None = None
        self._queue: queue.Queue[tuple[Any, ...]] = queue.Queue()
        self._stop = threading.Event()

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def start(self, record: Mapping[str, Any], number: int, seats: tuple[Seat, ...] | None, seed: int = REVIEW_SEED) -> None:
        self.cancel()
        job = _Job(record, number, seats, seed)
        if self.mode == WorkerMode.PROCESS:
            methods = multiprocessing.get_all_start_methods()
            context = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
            ours, theirs = context.Pipe(duplex=False)
            process = context.Process(  # type: ignore[attr-defined]  # every start method's context has Process
                target=_child, args=(theirs, job, context.get_start_method() == "forkserver"), daemon=True
            )
            process.start()
            theirs.close()
            self._process, self._conn = process, ours
        else:
            self._queue = queue.Queue()
            self._stop = threading.Event()
            stop, out = self._stop, self._queue

            def work() -> None:
                try:
                    result = review(record, number, seats, seed, progress=lambda d, t: out.put(("progress", d, t)),
                                    cancelled=stop.is_set)
                    out.put(("done", result))
                except Exception as e:  # noqa: BLE001 - reported in the window, never a crash of the game
                    out.put(("failed", f"{type(e).__name__}: {e}"))

            self._thread = threading.Thread(target=work, name="deal-review", daemon=True)
            self._thread.start()
        self._timer.start()

    def cancel(self) -> None:
        """Stop the analysis under way, if any (its results are dropped)."""
        self._timer.stop()
        if self._process is not None:
            if self._process.is_alive():
                self._process.terminate()  # our own worker, by its handle
            self._process.join(timeout=1)
            self._process = None
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        if self._thread is not None:
            self._stop.set()
            self._thread = None

    def wait(self, timeout_s: float) -> bool:
        """Block until the analysis is done (screenshots, tests); False if it was not in time."""
        import time

        end = time.monotonic() + timeout_s
        while self.running and time.monotonic() < end:
            self._poll()
            time.sleep(0.01)
        return not self.running

    def _news(self) -> list[tuple[Any, ...]]:
        out: list[tuple[Any, ...]] = []
        if self._conn is not None:
            try:
                while self._conn.poll():
                    out.append(self._conn.recv())
            except (EOFError, OSError):
                out.append(("failed", _tr("The analysis stopped unexpectedly.")))
        else:
            while True:
                try:
                    out.append(self._queue.get_nowait())
                except queue.Empty:
                    break
        return out

    def _poll(self) -> None:
        for news in self._news():
            if news[0] == "progress":
                self.progressed.emit(news[1], news[2])
            elif news[0] == "done":
                self.cancel()
                self.finished.emit(news[1])
                return
            else:
                self.cancel()
                self.failed.emit(str(news[1]))
                return


# --- the board ------------------------------------------------------------------------------
class ReviewBoard(QWidget):
    """The table at one moment of the deal: every hand face up, the trick in the middle, the card
    just played framed in its mark's colour."""

    def __init__(self, provider: CardImageProvider | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.provider = provider
        self.setMinimumSize(420, 300)  # the dialog must fit a 1024x600 screen beside the list
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.seats: tuple[Seat, ...] = tuple(Seat)
        self.names: Sequence[str] = ()
        self.hands: dict[Seat, list[Card]] = {}
        self.trick: list[tuple[Seat, Card]] = []
        self.marks: dict[Card, CardMark] = {}  # the marks of the cards on the board
        self.taker: Seat | None = None
        self.reviewed: tuple[Seat, ...] = ()
        self.setAccessibleName(_tr("The deal's four hands and the trick"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # its keys (the arrows) walk the deal

    def show_moment(self, hands: dict[Seat, list[Card]], trick: list[tuple[Seat, Card]], marks: dict[Card, CardMark]) -> None:
        self.hands, self.trick, self.marks = hands, trick, marks
        self.update()

    def _card_size(self) -> QSize:
        height = max(48, min(self.height() // 5, 130))
        if self.provider is not None:
            return self.provider.card_size_for_height(height)
        return QSize(round(height * 0.69), height)

    def _draw_card(self, painter: QPainter, c: Card, rect: QRectF) -> None:
        if self.provider is not None:
            image = self.provider.image(c, QSize(round(rect.width()), round(rect.height())), self.devicePixelRatioF())
            painter.drawImage(rect, image)
        else:
            painter.setBrush(QColor("#f7f3e8"))
            painter.setPen(QPen(QColor("#333333")))
            painter.drawRoundedRect(rect, 4, 4)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, card_text(c))
        mark = self.marks.get(c)
        if mark is not None:
            colour = VERDICT_COLOURS[mark.verdict]
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(colour, 4))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 6, 6)
            if mark.verdict in (Verdict.ERROR, Verdict.BAD_LUCK) and mark.cost:
                badge = QRectF(rect.right() - 34, rect.top() - 10, 40, 20)
                painter.setBrush(colour)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.drawRoundedRect(badge, 9, 9)
                painter.setPen(QColor("white"))
                painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"−{mark.cost}")

    def _hand_origin(self, seat: Seat, count: int, size: QSize, step: float) -> tuple[QPointF, bool]:
        """Where a hand's first card goes, and whether the hand runs down (the side seats)."""
        w, h = self.width(), self.height()
        span = size.width() + step * max(0, count - 1)
        vspan = size.height() + step * 0.55 * max(0, count - 1)
        if seat == Seat.S:
            return QPointF((w - span) / 2, h - size.height() - 8), False
        if seat == Seat.N:
            return QPointF((w - span) / 2, 26), False
        if seat == Seat.W:
            return QPointF(12, (h - vspan) / 2 + 8), True
        return QPointF(w - size.width() - 12, (h - vspan) / 2 + 8), True

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), FELT)
        size = self._card_size()
        step = size.width() * 0.42
        font = QFont(painter.font())
        font.setBold(True)
        painter.setFont(font)
        for seat in self.seats:
            cards = self.hands.get(seat, [])
            origin, down = self._hand_origin(seat, len(cards), size, step)
            name = self.names[seat] if seat < len(self.names) else seat.name
            if seat == self.taker:
                name += " ★"
            painter.setPen(QColor("#ffd34d") if seat in self.reviewed else QColor("#e8efe9"))
            if seat == Seat.S:
                label = QRectF(0, origin.y() - 22, self.width(), 20)
            elif seat == Seat.N:
                label = QRectF(0, 4, self.width(), 20)
            else:
                label = QRectF(origin.x() - 6, origin.y() - 24, size.width() + 12 + step, 20)
            painter.drawText(label, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, name)
            for i, c in enumerate(cards):
                if down:
                    pos = QPointF(origin.x(), origin.y() + i * step * 0.55)
                else:
                    pos = QPointF(origin.x() + i * step, origin.y())
                self._draw_card(painter, c, QRectF(pos, size.toSizeF()))
        # the trick: each card towards its player
        cx, cy = self.width() / 2, self.height() / 2
        offsets = {
            Seat.S: (0.0, 0.42), Seat.N: (0.0, -0.42), Seat.W: (-0.8, 0.0), Seat.E: (0.8, 0.0),
        }
        for seat, c in self.trick:
            dx, dy = offsets[seat]
            x = cx + dx * size.width() * 1.4 - size.width() / 2
            y = cy + dy * size.height() * 1.25 - size.height() / 2
            self._draw_card(painter, c, QRectF(x, y, size.width(), size.height()))
        painter.end()


# --- playing the deal again ------------------------------------------------------------------
class ReplayKind(Enum):
    SAME = "same"  # the same players in the same seats
    SEAT = "seat"  # the person moves to another seat (its player takes the person's)
    BOT = "bot"  # the Expert plays the person's seat


@dataclass(frozen=True, slots=True)
class ReplayRequest:
    """A one-deal game on a reviewed deal's cards, and how the deal scored the first time."""

    record: dict[str, Any]  # the new game, ready for the controller (its deal not yet bid)
    number: int  # the deal's number in the reviewed game
    first_score: tuple[int, ...]  # per side, what the deal scored when it was played
    kind: ReplayKind


def replay_seats(seats: Mapping[Seat, SeatConfig], kind: ReplayKind, to: Seat | None = None) -> dict[Seat, SeatConfig]:
    """Who sits where in a replay: the same, the person moved to ``to`` (its player to the
    person's seat; with no person in the record, ``to`` becomes a person's), or the Expert in the
    person's seat."""
    out = dict(seats)
    person = next((s for s in sorted(out) if out[s].player == PlayerKind.HUMAN), None)
    if kind == ReplayKind.SEAT and to is not None:
        if person is None:
            out[to] = SeatConfig(out[to].name, PlayerKind.HUMAN)
        elif to != person:
            out[person], out[to] = out[to], out[person]
    elif kind == ReplayKind.BOT and person is not None:
        out[person] = SeatConfig(out[person].name, PlayerKind.BOT, REPLAY_LEVEL)
    return out


#: the level that plays the person's seat in "with a bot in your seat"
REPLAY_LEVEL = "expert"


# --- the window -----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Step:
    """One card of the deal as the replay walks it."""

    index: int
    trick: int  # 0-7
    seat: Seat
    card: Card


class DealReviewDialog(QDialog):
    """A record's finished deals, one at a time, replayed card by card with the person's marks."""

    review_ready = Signal(object)  # DealReview, once the marks are shown (tests, screenshots)
    #: "Play this deal again": a ReplayRequest, for the window to start (ReviewHooks)
    replay_requested = Signal(object)

    def __init__(
        self,
        record: Mapping[str, Any],
        number: int | None = None,
        names: Sequence[str] | None = None,
        provider: CardImageProvider | None = None,
        mode: WorkerMode = WorkerMode.PROCESS,
        seats: tuple[Seat, ...] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(_tr("Deal review"))
        self.record = dict(record)
        self.replay = read_record(self.record)
        #: the record's rules (read from it, as the replay did)
        self.rules = RuleSet.from_record(self.record["variant"], self.record.get("rules", {}))
        self.deals = reviewable_deals(self.replay)
        table = self.rules.table
        self.names = tuple(names) if names is not None else tuple(
            shown_name(self.replay.seats[s].name) if s in self.replay.seats else s.name for s in Seat
        )
        self.marked_seats = seats
        self.runner = ReviewRunner(mode, self)
        self.runner.progressed.connect(self._progressed)
        self.runner.finished.connect(self._reviewed)
        self.runner.failed.connect(self._failed)
        self.reviews: dict[int, DealReview] = {}
        self.number = 0
        self.steps: list[_Step] = []
        self.position = 0  # how many cards have been played on the board

        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.deal_box = QComboBox(self)
        self.deal_box.setAccessibleName(_tr("Deal"))
        for n in self.deals:
            self.deal_box.addItem(_tr("Deal %1").replace("%1", str(n)), n)
        self.deal_box.currentIndexChanged.connect(self._deal_chosen)
        top.addWidget(self.deal_box)
        self.headline = make_plain(QLabel(self))
        self.headline.setWordWrap(True)
        top.addWidget(self.headline, 1)
        layout.addLayout(top)
        self.auction_label = make_plain(QLabel(self))
        self.auction_label.setWordWrap(True)
        layout.addWidget(self.auction_label)

        middle = QHBoxLayout()
        self.board = ReviewBoard(provider, self)
        self.board.seats = table.seats
        self.board.names = self.names
        middle.addWidget(self.board, 3)
        side = QVBoxLayout()
        self.cards = QTreeWidget(self)
        self.cards.setHeaderLabels([_tr("Trick"), _tr("Player"), _tr("Card"), _tr("Cost"), _tr("Mark"), _tr("Expert's card")])
        self.cards.setColumnCount(6)
        self.cards.setRootIsDecorated(False)
        self.cards.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.cards.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.cards.itemActivated.connect(self._card_activated)
        self.cards.itemClicked.connect(self._card_activated)
        self.cards.currentItemChanged.connect(self._card_current)
        self.cards.setAccessibleName(_tr("The cards played and their marks"))
        side.addWidget(self.cards, 1)
        self.total_label = make_plain(QLabel(self))
        self.total_label.setWordWrap(True)
        side.addWidget(self.total_label)
        self.detail = make_plain(QLabel(self))
        self.detail.setWordWrap(True)
        self.detail.setMinimumHeight(60)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        side.addWidget(self.detail)
        self.progress = QProgressBar(self)
        self.progress.setFormat(_tr("Analysing… %v of %m"))
        side.addWidget(self.progress)
        middle.addLayout(side, 2)
        layout.addLayout(middle, 1)

        nav = QHBoxLayout()
        self.start_button = QPushButton(_tr("« Start"), self)
        self.back_button = QPushButton(_tr("◀ Back"), self)
        self.forward_button = QPushButton(_tr("Forward ▶"), self)
        self.end_button = QPushButton(_tr("End »"), self)
        self.trick_box = QComboBox(self)
        self.trick_box.setAccessibleName(_tr("Jump to a trick"))
        self.start_button.clicked.connect(lambda: self.go_to(0))
        self.back_button.clicked.connect(lambda: self.go_to(self.position - 1))
        self.forward_button.clicked.connect(lambda: self.go_to(self.position + 1))
        self.end_button.clicked.connect(lambda: self.go_to(len(self.steps)))
        self.trick_box.activated.connect(self._trick_chosen)
        for button in (self.start_button, self.back_button, self.forward_button, self.end_button):
            nav.addWidget(button)
        nav.addWidget(QLabel(_tr("Trick:"), self))
        nav.addWidget(self.trick_box)
        self.step_label = make_plain(QLabel(self))
        nav.addWidget(self.step_label, 1)
        self.replay_button = QPushButton(_tr("Play this deal again"), self)
        self.replay_menu = QMenu(self.replay_button)
        self.replay_button.setMenu(self.replay_menu)
        self.replay_menu.aboutToShow.connect(self._fill_replay_menu)
        nav.addWidget(self.replay_button)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        nav.addWidget(buttons)
        layout.addLayout(nav)
        self.resize(_fitting_size(parent, QSize(1100, 720)))
        self.board.setFocus()
        if self.deals:
            index = self.deals.index(number) if number in self.deals else 0
            if index == self.deal_box.currentIndex():
                self._deal_chosen(index)
            else:
                self.deal_box.setCurrentIndex(index)
        else:
            self.headline.setText(_tr("This game has no finished deal with card play to review."))
            for widget in (self.start_button, self.back_button, self.forward_button, self.end_button, self.trick_box,
                           self.replay_button):
                widget.setEnabled(False)
            self.progress.hide()

    # --- choosing what to show ------------------------------------------------------------------
    def _deal_chosen(self, index: int) -> None:
        if index < 0:
            return
        number = int(self.deal_box.itemData(index))
        self.number = number
        deal = self.replay.deals[number - 1].state
        self._show_deal_facts(deal)
        self.steps = []
        for t, trick in enumerate(deal.tricks):
            for seat, c in zip(trick.seats, trick.cards):
                self.steps.append(_Step(len(self.steps), t, seat, c))
        self.trick_box.clear()
        for t in range(len(deal.tricks)):
            self.trick_box.addItem(str(t + 1), t)
        self.board.taker = deal.auction.result.taker if deal.auction.result is not None else None
        self.cards.clear()
        self.detail.clear()
        self.total_label.clear()
        if number in self.reviews:
            self._show_review(self.reviews[number])
        else:  # every variant and table: the analysis asks the variant's own judge
            self.progress.show()
            self.progress.setRange(0, 0)
            self.progress.setValue(0)
            self.runner.start(self.record, number, self.marked_seats)
        self.go_to(len(self.steps))

    def _show_deal_facts(self, deal: DealState) -> None:
        sides = self.rules.table.sides
        self.headline.setText(deal_headline(deal_row(deal, (0,) * sides, variant_for(self.rules)), self.names))
        calls = ", ".join(f"{self.names[seat]}: {call_text(action)}" for seat, action in deal.auction.history)
        parts = [_tr("Auction: %1").replace("%1", calls)] if calls else []
        shown = [
            f"{self.names[d.seat]}: {''.join(s.text for s in declaration_line(d))}" for d in deal.declarations
        ]
        said: set[Seat] = set()
        for seat, c in deal.belotes_said:  # the pair's first card is the belote, the second the rebelote
            word = _tr("Rebelote") if seat in said else _tr("Belote")
            said.add(seat)
            shown.append(f"{self.names[seat]}: {word} {card_text(c)}")
        if shown:
            parts.append(_tr("Declarations: %1").replace("%1", ", ".join(shown)))
        self.auction_label.setText("\n".join(parts))

    def go_to(self, position: int) -> None:
        """Show the board after ``position`` cards (0: as dealt)."""
        position = max(0, min(position, len(self.steps)))
        self.position = position
        deal = self.replay.deals[self.number - 1].state if self.number else None
        hands: dict[Seat, list[Card]] = {}
        if deal is not None:
            start = deal.play_hands()
            played = {s.card for s in self.steps[:position]}
            for seat in self.rules.table.seats:
                hands[seat] = sorted((c for c in start[seat] if c not in played), key=_display_order)
        trick: list[tuple[Seat, Card]] = []
        if position:
            t = self.steps[position - 1].trick
            trick = [(s.seat, s.card) for s in self.steps[:position] if s.trick == t]
        review_ = self.reviews.get(self.number)
        marks: dict[Card, CardMark] = {}
        if review_ is not None:
            for _seat, c in trick:
                index = next(s.index for s in self.steps if s.card == c)
                mark = review_.mark_at(index)
                if mark is not None:
                    marks[c] = mark
        self.board.show_moment(hands, trick, marks)
        self.start_button.setEnabled(position > 0)
        self.back_button.setEnabled(position > 0)
        self.forward_button.setEnabled(position < len(self.steps))
        self.end_button.setEnabled(position < len(self.steps))
        if position:
            step = self.steps[position - 1]
            self.trick_box.setCurrentIndex(step.trick)
            self.step_label.setText(
                _tr("Trick %1: %2 played %3").replace("%1", str(step.trick + 1))
                .replace("%2", self.names[step.seat]).replace("%3", card_text(step.card))
            )
            mark = review_.mark_at(step.index) if review_ is not None else None
            self.detail.setText(verdict_tip(mark) if mark is not None else "")
            self._select_row(step.index)
        else:
            self.step_label.setText(_tr("As dealt"))
            self.detail.clear()

    def _trick_chosen(self, index: int) -> None:
        """Jump to the end of a trick: all its cards on the board."""
        ends = [s.index + 1 for s in self.steps if s.trick == index]
        if ends:
            self.go_to(max(ends))

    def _card_activated(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        self.go_to(int(item.data(0, Qt.ItemDataRole.UserRole)) + 1)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Left and Right walk the deal, Home and End go to its ends, from the board, a button or
        a label (the list and the boxes keep their own keys)."""
        moves = {
            Qt.Key.Key_Left: self.position - 1, Qt.Key.Key_Right: self.position + 1,
            Qt.Key.Key_Home: 0, Qt.Key.Key_End: len(self.steps),
        }
        key = Qt.Key(event.key())
        if key in moves and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            self.go_to(moves[key])
            event.accept()
            return
        super().keyPressEvent(event)

    def _card_current(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None = None) -> None:
        """Up and Down in the list move the board along (the same card again changes nothing)."""
        if item is not None and int(item.data(0, Qt.ItemDataRole.UserRole)) + 1 != self.position:
            self._card_activated(item)

    def _select_row(self, index: int) -> None:
        for i in range(self.cards.topLevelItemCount()):
            item = self.cards.topLevelItem(i)
            if item is not None and item.data(0, Qt.ItemDataRole.UserRole) == index:
                self.cards.setCurrentItem(item)
                return
        self.cards.clearSelection()

    # --- the analysis ---------------------------------------------------------------------------
    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _failed(self, message: str) -> None:
        self.progress.hide()
        self.total_label.setText(_tr("The analysis failed: %1").replace("%1", message))

    def _reviewed(self, result: DealReview) -> None:
        self.reviews[result.deal] = result
        if result.deal == self.number:
            self._show_review(result)
            self.go_to(self.position)
        self.review_ready.emit(result)

    def _show_review(self, result: DealReview) -> None:
        self.progress.hide()
        self.board.reviewed = result.seats
        self.cards.clear()
        for mark in result.marks:
            item = QTreeWidgetItem([
                str(mark.trick),
                self.names[mark.seat],
                card_text(mark.played),
                "" if mark.verdict == Verdict.FORCED else str(mark.cost),
                verdict_text(mark.verdict),
                card_text(mark.expert) if mark.expert != mark.played else "",
            ])
            item.setData(0, Qt.ItemDataRole.UserRole, mark.index)
            item.setForeground(4, VERDICT_COLOURS[mark.verdict])
            item.setToolTip(4, verdict_tip(mark))
            self.cards.addTopLevelItem(item)
        errors = result.errors
        text = _tr("Errors: %1 (%2 deal points lost on average); bad luck: %3.")
        self.total_label.setText(
            text.replace("%1", str(len(errors))).replace("%2", f"{result.error_cost:.0f}").replace("%3", str(len(result.bad_luck)))
        )

    def _fill_replay_menu(self) -> None:
        self.replay_menu.clear()
        seats = self.replay.seats
        person = next((s for s in sorted(seats) if seats[s].player == PlayerKind.HUMAN), None)
        same = self.replay_menu.addAction(_tr("The same players, from the start"))
        same.triggered.connect(lambda: self.request_replay(ReplayKind.SAME))
        for seat in self.rules.table.seats:
            if seat == person:
                continue
            text = _tr("From %1's seat").replace("%1", self.names[seat])
            action = self.replay_menu.addAction(text)
            action.triggered.connect(lambda _checked=False, to=seat: self.request_replay(ReplayKind.SEAT, to))
        if person is not None:
            bot = self.replay_menu.addAction(_tr("With the Expert in your seat"))
            bot.triggered.connect(lambda: self.request_replay(ReplayKind.BOT))

    def request_replay(self, kind: ReplayKind, to: Seat | None = None) -> ReplayRequest | None:
        """Ask the window to play the deal shown again (``replay_requested``)."""
        if not self.number:
            return None
        deal = self.replay.deals[self.number - 1].state
        first = deal_row(deal, (0,) * self.rules.table.sides, variant_for(self.rules)).score
        seats = replay_seats(self.replay.seats, kind, to)
        request = ReplayRequest(replay_record(self.record, self.number, seats), self.number, tuple(first), kind)
        self.replay_requested.emit(request)
        return request

    def show_first_mark(self) -> None:
        """The board at the deal's first error, else its first bad luck, else its first choice."""
        result = self.reviews.get(self.number)
        if result is None:
            return
        chosen = [m for m in result.marks if m.verdict != Verdict.FORCED]
        for mark in (*result.errors, *result.bad_luck, *chosen):
            self.go_to(mark.index + 1)
            return

    def done(self, result: int) -> None:
        self.runner.cancel()
        super().done(result)


def _fitting_size(parent: QWidget | None, wanted: QSize) -> QSize:
    """``wanted``, or less where the window (else the screen) is smaller: on a 1024x600 screen the
    review opened at its full size ran past the window's edges, cutting off its buttons."""
    top = parent
    while top is not None and top.parentWidget() is not None:  # past a summary to the main window
        top = top.parentWidget()
    room = top.size() if top is not None else None
    screen = (parent.screen() if parent is not None else None) or QApplication.primaryScreen()
    if screen is not None:
        available = screen.availableGeometry().size()
        room = available if room is None else room.boundedTo(available)
    if room is None:
        return wanted
    return wanted.boundedTo(QSize(max(room.width() - 16, 640), max(room.height() - 16, 480)))


def _display_order(c: Card) -> tuple[int, int]:
    """A hand shown by suit, low to high as the card ids run."""
    return (c >> 3, c & 7)


# --- hooks for the main window --------------------------------------------------------------
def score_text(score: Sequence[int], row: DealRow) -> str:
    """``NS 90 · EW 72``: a deal's score per side, by the table's short side names."""
    return " · ".join(f"{name} {points}" for name, points in zip(row.table.side_names, score))


def compare_in_summary(box: QDialog, request: ReplayRequest, row: DealRow) -> QLabel | None:
    """The replayed deal's summary says how the same cards scored the first time."""
    layout = box.layout()
    if layout is None:
        return None
    label = make_plain(QLabel(box))
    label.setWordWrap(True)
    label.setText(
        _tr("The same cards, played again: %1. The first time (deal %2): %3.")
        .replace("%1", score_text(row.score, row))
        .replace("%2", str(request.number))
        .replace("%3", score_text(request.first_score, row))
    )
    if isinstance(layout, QVBoxLayout):
        layout.insertWidget(max(0, layout.count() - 1), label)  # above the buttons
    else:
        layout.addWidget(label)
    return label


def attach_to_summary(box: QDialog, open_review: Callable[[], object]) -> QPushButton | None:
    """Add "Review the deal…" to an end-of-deal summary's buttons."""
    buttons = box.findChild(QDialogButtonBox)
    if not isinstance(buttons, QDialogButtonBox):
        return None
    button = buttons.addButton(_tr("Review the deal…"), QDialogButtonBox.ButtonRole.ActionRole)
    button.clicked.connect(open_review)
    return button


def attach_to_score_sheet(sheet: ScoreSheetDialog, open_review: Callable[[int], object]) -> QPushButton | None:
    """Add "Review deal…" to the score sheet (the selected row's deal, the last one otherwise) and
    open a deal's review on a double click on its row."""
    buttons = sheet.findChild(QDialogButtonBox)
    if not isinstance(buttons, QDialogButtonBox):
        return None

    def chosen() -> None:
        rows = sheet.model.rows
        if not rows:
            return
        selection = sheet.table.selectionModel()
        picked = selection.selectedRows() if selection is not None else []
        open_review(rows[picked[0].row() if picked else len(rows) - 1].number)

    button = buttons.addButton(_tr("Review deal…"), QDialogButtonBox.ButtonRole.ActionRole)
    button.clicked.connect(chosen)
    sheet.deal_activated.connect(lambda row: open_review(row.number))
    return button
