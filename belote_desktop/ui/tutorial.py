"""The first-game tutorial: one Classic deal on prepared cards, one rule at a time.

The deal is fixed (``HANDS``, ``PLAY_ORDER``) so that each rule comes up once, in order: leading,
the partner's trick, following suit, trumping, overtrumping, the belote and rebelote, the last
trick and the score. The person sits South; the other seats play the prepared cards. At each of
the person's turns a panel over the table names the rule and the card to play; the step waits for
that card. A card the rules forbid is refused with the rule's own words (the engine's refusal,
ui/refusals.py); a legal card other than the lesson's is refused with a line saying which card the
lesson waits for.

The tutorial drives the game only through the controller's script hook (ui/game_script.py): it
never holds the match. The tutorial's game is not kept for resuming, so a game in progress stays
offered at the next start.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from belote_desktop.engine.auctions import Call
from belote_desktop.engine.cards import SEATS, Card, Seat, parse_card, rank_of, suit_of
from belote_desktop.engine.dealing import DealLayout
from belote_desktop.engine.events import Event
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Action, Phase
from belote_desktop.engine.view import SeatView
from belote_desktop.ui.controller import GameController
from belote_desktop.ui.help_text import SUIT_SYMBOLS, rank_label
from belote_desktop.ui.score_rows import DealRow
from belote_desktop.ui.settings import GameSettings, default_seats

_CONTEXT = "Tutorial"


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


#: the person's seat, and the dealer: West deals, so South speaks and leads first
PERSON = Seat.S
DEALER = Seat.W
#: hearts are trumps: South takes the turned 7 of hearts in round 1
TURNED = "7H"
#: each seat's eight cards after the deal is completed (South's first five are what it sees in the
#: auction; the turned card is in South's hand)
HANDS: dict[Seat, str] = {
    Seat.S: "8S QD 9D AS KH 7H 9H QH",
    Seat.E: "9S 9C 7D AH TD QS JD JS",
    Seat.N: "TS AC KD 8C 8D QC JH TC",
    Seat.W: "7S 7C AD JC TH KS 8H KC",
}
#: the 32 cards in the order they are played, trick by trick from each trick's leader
PLAY_ORDER: tuple[str, ...] = tuple(
    (
        "8S 9S TS 7S "  # 1 S leads; N takes it with the ten
        "AC 7C QD 9C "  # 2 N's ace holds: S, void in clubs, need not trump and throws a diamond
        "KD AD 9D 7D "  # 3 S must follow diamonds; W's ace wins
        "JC 7H AH 8C "  # 4 S, void in clubs, must trump; E overtrumps
        "TD 8D TH 9H "  # 5 W trumps; S must overtrump, with the 9 only
        "AS QS QC KS "  # 6 S's ace
        "KH JD JH 8H "  # 7 belote; N must go higher in trumps
        "TC KC QH JS"  # 8 rebelote, and the last trick
    ).split()
)


@dataclass(frozen=True)
class Lesson:
    """One of the person's turns: the rule it shows, and the action it waits for."""

    title: str
    text: str  # "%1" is the card (or the turned card) to play
    expected: Action


def _card_text(card: Card) -> str:
    """``9♥``: the card as the hand shows it, in the window's language."""
    return f"{rank_label(rank_of(card))}{SUIT_SYMBOLS[suit_of(card)]}"


def lessons() -> tuple[Lesson, ...]:
    """The person's nine turns: the auction, then one card per trick (built at call time, so the
    words follow the window's language)."""
    played = [parse_card(c) for c in PLAY_ORDER]
    south = [played[i] for i in _person_indexes()]
    return (
        Lesson(
            _tr("Welcome to Belote"),
            _tr("You sit South. North, across the table, is your partner; East and West play against "
                "you. The dealer has turned up the %1: who takes it makes its suit the trumps, the "
                "strongest suit. Take it with the Take button."),
            Call.TAKE,
        ),
        Lesson(
            _tr("Leading a trick"),
            _tr("Hearts are trumps and you play first. Everyone must follow the suit led; the highest "
                "card of that suit wins the trick, unless someone trumps. Lead the %1."),
            south[0],
        ),
        Lesson(
            _tr("Your partner's trick"),
            _tr("North leads the ace of clubs: your partner holds the trick. You have no club, and "
                "when your partner is winning you need not trump: keep your trumps and throw the %1."),
            south[1],
        ),
        Lesson(
            _tr("Follow suit"),
            _tr("North leads a diamond. You hold one, so you must play it: try another card and the "
                "game tells you the rule. Play the %1."),
            south[2],
        ),
        Lesson(
            _tr("Trump"),
            _tr("West leads a club and you have none. When an opponent holds the trick and you cannot "
                "follow suit, you must play a trump. The smallest does: play the %1."),
            south[3],
        ),
        Lesson(
            _tr("Overtrump"),
            _tr("West has trumped with the 10. When an opponent's trump holds the trick you must play "
                "a higher trump if you can. Trumps rank J, 9, A, 10, K, Q, 8, 7: play the %1."),
            south[4],
        ),
        Lesson(
            _tr("An ace"),
            _tr("Your trick, so you lead again. In the other suits the ace is the strongest card, then "
                "the 10: play the %1."),
            south[5],
        ),
        Lesson(
            _tr("Belote"),
            _tr("You hold the king and queen of trumps: the belote, worth 20 points. Play the %1: the "
                "game says \"Belote\" for you. North must go higher in trumps and takes the trick."),
            south[6],
        ),
        Lesson(
            _tr("Rebelote and the last trick"),
            _tr("The %1 completes the belote: \"Rebelote\". The last trick is worth 10 more points."),
            south[7],
        ),
    )


def _person_indexes() -> list[int]:
    """Where South's cards are in ``PLAY_ORDER``."""
    south = set(HANDS[PERSON].split())
    return [i for i, name in enumerate(PLAY_ORDER) if name in south]


def tutorial_layout() -> DealLayout:
    hands = [[parse_card(c) for c in HANDS[seat].split()] for seat in SEATS]
    return DealLayout.from_hands(Variant.CLASSIC, DEALER, hands, parse_card(TURNED))


def tutorial_settings(settings: GameSettings) -> GameSettings:
    """The person's look (deck, table, speed) with the tutorial's game: Classic with its default
    rules, the default seats, and nothing played by itself (each step waits for a click)."""
    rules = RuleSet.default(Variant.CLASSIC)
    return replace(settings, variant=Variant.CLASSIC, rules=rules, seats=default_seats(), auto_play_single=False)


def lesson_index(view: SeatView) -> int | None:
    """The lesson of the position in ``view`` (0: the auction, then one per trick), or None once
    the tutorial's deal is over or in another deal."""
    if view.deal_number != 1:
        return None
    if view.phase == Phase.AUCTION:
        return 0
    if view.phase == Phase.PLAY:
        return 1 + len(view.tricks)
    return None


class TutorialPanel(QFrame):
    """The lesson beside the table: its title, the rule, and a way out."""

    leave_clicked = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("tutorialPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "QFrame#tutorialPanel { background: #fbf7ea; border: 2px solid #c9a227; border-radius: 8px; }"
            "QFrame#tutorialPanel QLabel { color: #1b1b1b; background: transparent; }"
        )
        layout = QVBoxLayout(self)
        self.step_label = QLabel(self)
        self.title_label = QLabel(self)
        font = self.title_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title_label.setFont(font)
        self.text_label = QLabel(self)
        self.text_label.setWordWrap(True)
        for label in (self.step_label, self.title_label, self.text_label):
            label.setTextFormat(Qt.TextFormat.PlainText)
            layout.addWidget(label)
        self.leave_button = QPushButton(_tr("Leave the tutorial"), self)
        # reached with Tab, not taken by a click: the arrows and Enter stay with the hand
        self.leave_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.leave_button.clicked.connect(self.leave_clicked)
        layout.addWidget(self.leave_button, 0, Qt.AlignmentFlag.AlignRight)
        self.setFixedWidth(300)
        parent.installEventFilter(self)

    def show_lesson(self, number: int, total: int, title: str, text: str) -> None:
        self.step_label.setText(_tr("Step %1 of %2").replace("%1", str(number)).replace("%2", str(total)))
        self.title_label.setText(title)
        self.text_label.setText(text)
        self.setAccessibleName(title)
        self.setAccessibleDescription(text)
        # a wrapped label's height depends on the width: ask the layout for the fixed width's
        self.setFixedHeight(max(self.minimumSizeHint().height(), self.heightForWidth(self.width())))
        self._place()
        self.show()
        self.raise_()

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is not None:  # the bottom right corner: beside the hand, below East's cards
            self.move(max(0, parent.width() - self.width() - 12), max(0, parent.height() - self.height() - 12))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._place()
        return super().eventFilter(watched, event)


class Tutorial(QObject):
    """Runs the tutorial's deal in the window's controller; a ``GameScript`` (ui/game_script.py)."""

    #: the person left the tutorial, or another game replaced it
    ended = Signal()

    first_dealer = DEALER

    def __init__(self, controller: GameController, table_view: QWidget) -> None:
        super().__init__(controller)
        self.controller = controller
        self.lessons = lessons()
        self.panel = TutorialPanel(table_view)
        self.panel.hide()
        self.panel.leave_clicked.connect(self.leave)
        self._order = [parse_card(c) for c in PLAY_ORDER]
        self._running = False
        controller.view_changed.connect(self._on_view)
        controller.events_happened.connect(self._on_events)
        controller.deal_scored.connect(self._on_scored)
        controller.game_started.connect(self._on_game_started)

    @property
    def running(self) -> bool:
        return self._running

    def start(self, settings: GameSettings) -> None:
        """Deal the tutorial's cards in a new game (the window asked before abandoning one)."""
        self._running = True
        self.controller.new_game(tutorial_settings(settings), seed=1, script=self)
        self._show(0)

    def leave(self) -> None:
        """The person leaves: the panel goes; the deal goes on with the bots deciding."""
        if not self._running:
            return
        self._running = False
        self.panel.hide()
        self.controller.stop_script(self)
        self.ended.emit()

    # --- GameScript ---------------------------------------------------------------------------
    def layout(self, deal_number: int) -> DealLayout | None:
        return tutorial_layout() if deal_number == 1 else None

    def move(self, view: SeatView) -> Action | None:
        if view.deal_number != 1:
            return None
        if view.phase == Phase.AUCTION:
            return Call.PASS if Call.PASS in view.legal_actions else None
        position = 4 * len(view.tricks) + len(view.trick)
        if view.phase != Phase.PLAY or position >= len(self._order):
            return None
        card = self._order[position]
        return card if card in view.legal_actions else None

    def refuse(self, view: SeatView, action: Action) -> str | None:
        index = lesson_index(view)
        if index is None or action not in view.legal_actions or index >= len(self.lessons):
            return None  # not a lesson's turn, or the engine refuses it in the rule's words
        expected = self.lessons[index].expected
        if action == expected:
            return None
        if isinstance(expected, int):
            return _tr("That card may be played, but this step waits for the %1.").replace("%1", _card_text(expected))
        return _tr("This step waits for Take.")

    # --- following the game -------------------------------------------------------------------
    def _show(self, index: int) -> None:
        lesson = self.lessons[index]
        card = parse_card(TURNED) if index == 0 else lesson.expected
        assert isinstance(card, int)
        self.panel.show_lesson(index + 1, len(self.lessons) + 1, lesson.title, lesson.text.replace("%1", _card_text(card)))

    def _on_view(self, view: SeatView) -> None:
        if not self._running:
            return
        if view.deal_number > 1:  # the summary was closed: the match goes on as a normal game
            self.leave()
            return
        index = lesson_index(view)
        if index is not None and index < len(self.lessons):
            self._show(index)

    def _on_events(self, events: list[Event], view: SeatView) -> None:
        self._on_view(view)

    def _on_scored(self, row: DealRow) -> None:
        if not self._running or row.number != 1:
            return
        ours, theirs = row.counted[PERSON.team], row.counted[PERSON.team.other]
        text = _tr(
            "Each side counts the cards it won: trumps J 20, 9 14, A 11, 10 10, K 4, Q 3; other suits "
            "A 11, 10 10, K 4, Q 3, J 2; 10 for the last trick, 20 for the belote. You took, so your side "
            "needed more than East and West: %1 to %2. Next deal plays on against the computer."
        ).replace("%1", str(ours)).replace("%2", str(theirs))
        self.panel.show_lesson(len(self.lessons) + 1, len(self.lessons) + 1, _tr("The score"), text)

    def _on_game_started(self) -> None:
        if self._running and self.controller.script is not self:
            self._running = False  # another game replaced the tutorial's
            self.panel.hide()
            self.ended.emit()
