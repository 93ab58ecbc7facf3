"""The main window: the table in the centre, the auction panel beside it, menus and a status line,
wired to the `GameController`. The window shows what the controller sends and forwards what the
person does; it decides no rule.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QChildEvent, QEvent, QObject, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QColor, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSizePolicy,
    QWidget,
)

from belote_desktop.decks.check_cache import CheckCache
from belote_desktop.decks.discovery import DEFAULT_DECK_ID, open_deck
from belote_desktop.decks.model import DeckError, DeckInfo
from belote_desktop.decks.renderer import CardImageProvider
from belote_desktop.engine.combinations import Declare
from belote_desktop.engine.events import Event
from belote_desktop.engine.record import RecordError
from belote_desktop.engine.view import SeatView
from belote_desktop.ui.about import APP_TITLE, about_html
from belote_desktop.ui.accessibility import TableAccessibility
from belote_desktop.ui.comfort import Comfort, ComfortMoves
from belote_desktop.ui.autosave import AutosaveStore, ResumeFailure, load_window_record
from belote_desktop.ui.bot_worker import BotFactory, WorkerMode
from belote_desktop.ui.controller import FinishedDeal, GameController, os_reason
from belote_desktop.ui.help_text import ShortcutAction, set_suit_system, shortcut_for
from belote_desktop.ui.hint_text import hint_sentence
from belote_desktop.ui.review_hooks import ReviewHooks
from belote_desktop.ui.safe_text import make_plain
from belote_desktop.ui.game_files import Background, Done, Failed, remember_folder, start_folder
from belote_desktop.ui.settings import GameSettings, default_store, load_settings, save_settings
from belote_desktop.ui.status_bar import WriteKind, WriteWarning
from belote_desktop.ui.summaries import Summaries
from belote_desktop.ui.table_panels import TablePanels
from belote_desktop.ui.table_scene import TableScene, TableView
from belote_desktop.ui.easy_decks import EasyDecks
from belote_desktop.ui.felt import HIGH_CONTRAST_CLOTH
from belote_desktop.decks.easy_look import EasyLook

if TYPE_CHECKING:
    from belote_desktop.ui.sounds import CardSounds
    from belote_desktop.ui.tutorial import Tutorial
    from belote_desktop.ui.stats_recorder import StatsKeeper

DEFAULT_SIZE = QSize(1200, 800)
#: the settings key that remembers how many actions the autosave could not keep (docs/WINDOW.md)
UNKEPT_KEY = "autosave/unkept_actions"
#: the settings key that remembers the tutorial was offered (at the very first start only)
TUTORIAL_OFFERED_KEY = "tutorial/offered"
#: fits a 1024x600 screen with a title bar and the window frame (a netbook, a small laptop)
MINIMUM_SIZE = QSize(1000, 560)


def about_text(deck: DeckInfo | None = None) -> str:
    """Rich text for Help → About (version, code and deck licences; ui/about.py)."""
    return about_html(deck)


class MainWindow(QMainWindow):
    def __init__(
        self,
        settings: GameSettings | None = None,
        autosave: AutosaveStore | None = None,
        worker_mode: WorkerMode = WorkerMode.PROCESS,
        bot_factory: BotFactory | None = None,
        settings_store: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(APP_TITLE)
        self.resize(DEFAULT_SIZE)
        self.setMinimumSize(MINIMUM_SIZE)
        self._settings_store = settings_store
        self.settings = settings if settings is not None else load_settings(settings_store)
        #: ask before closing a game in progress (tests and screenshots turn it off)
        self.confirm_close = True
        #: the end-of-deal and end-of-match summaries (ui/summaries.py): ``summary`` is the one on
        #: screen, ``auto_continue_ms`` closes an end-of-deal summary by itself (bot-only games)
        self.summaries = Summaries(self, lambda: self.controller.next_deal(), lambda: self.new_game(),
                                   self.tr("Match result"))
        #: the window accepted its close: answers that arrive after it (the resume question is
        #: closed with the application) start nothing and keep the saved game as it is
        self._closed = False
        #: the seats' names as shown, from the controller's game_started: the window does not ask
        #: the controller back while it is handling one of its signals
        self._names: tuple[str, ...] = ()
        #: the last view the controller drew at once: the person's turn, which a hint is about
        self._at_screen: SeatView | None = None

        self.controller = GameController(autosave, worker_mode, bot_factory, parent=self)
        self.scene = TableScene(self)
        self.table_view = TableView(self.scene, self)
        #: the auction and declare panels over the felt, following the cards (ui/table_panels.py)
        self.panels = TablePanels(self.table_view)
        self.auction_panel = self.panels.auction
        self.declare_panel = self.panels.declare
        # the table's cards, plates and panels for screen readers; why a dimmed card is refused
        self.table_access = TableAccessibility(self.table_view, self.controller.refusal_for)  # the controller asks the engine
        self.auction_panel.setAccessibleName(self.tr("Bidding"))  # a screen reader names the panel it enters
        self.declare_panel.setAccessibleName(self.tr("Declarations"))
        # the only card played by itself, double-click or drag to play, the trick's names
        self.comfort = ComfortMoves(self.scene.card_items(), self.controller.choose_card, self.controller.current_view, self,
                                    self.controller.can_claim, self.controller.claim)
        self.table_view.installEventFilter(self)
        self.setCentralWidget(self.table_view)
        self.table_view.setFocus()  # arrows, Enter and 1-9 play from the hand
        self.status_label = make_plain(QLabel(self))  # "NAME is thinking…": names are shown as they are
        # a long message (a refused card and what may be played) must not widen the window past
        # a small screen: the label takes the width it is given
        self.status_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.statusBar().addWidget(self.status_label, 1)
        #: a write that failed (the game not kept for resuming, settings not saved), shown until
        #: it is solved: the status line beside it is replaced at every turn of the game
        self.write_warning = WriteWarning(self)
        self.statusBar().addPermanentWidget(self.write_warning, 2)
        #: reading a record (Open, resume) on a thread while the window stays alive
        self.background = Background()

        #: where finished deals are recorded (ui/stats_recorder.py); None records nothing (tests,
        #: screenshots): ``belote-desktop play`` gives the data folder's (set_statistics)
        self.statistics: StatsKeeper | None = None
        #: card sounds, made once sound is switched on where Qt Multimedia is (ui/sounds.py)
        self.sounds: CardSounds | None = None
        #: the first-game tutorial, made when first asked for
        self.tutorial: Tutorial | None = None
        self._comfort_before_tutorial: Comfort | None = None  # restored when the tutorial ends
        self._build_menus()
        self._provider: CardImageProvider | None = None
        #: the French deck in four colours or with large indices, drawn on demand (ui/easy_decks.py)
        self.easy_decks = EasyDecks(parent=self)
        self.easy_decks.drawn.connect(self._easy_deck_drawn)
        self.apply_look(self.settings)
        self._wire()
        #: the deal review: Game > Review a deal…, and its buttons on the summaries and the score
        #: sheet (ui/review_dialog.py); after the wiring, so a summary stands when it is told
        self.review = ReviewHooks(self, worker_mode)

    # --- menus --------------------------------------------------------------------------------
    def _action(self, text: str, slot: object, shortcut: ShortcutAction | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcuts([QKeySequence(k) for k in shortcut_for(shortcut).keys])
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        self.new_action = self._action(self.tr("&New game"), self.ask_new_game, ShortcutAction.NEW_GAME)
        self.open_action = self._action(self.tr("&Open…"), self.ask_open, ShortcutAction.OPEN)
        self.save_action = self._action(self.tr("&Save…"), self.ask_save, ShortcutAction.SAVE)
        self.settings_action = self._action(self.tr("Se&ttings…"), self.open_settings, ShortcutAction.SETTINGS)
        self.undo_action = self._action(self.tr("&Undo"), self.controller_undo, ShortcutAction.UNDO)
        self.undo_action.setEnabled(False)
        self.hint_action = self._action(self.tr("&Hint"), self.controller_hint, ShortcutAction.HINT)
        self.last_trick_action = self._action(self.tr("&Last trick"), self._toggle_last_trick, ShortcutAction.LAST_TRICK)
        self.last_trick_action.setCheckable(True)
        self.score_action = self._action(self.tr("S&core sheet"), self.show_score_sheet, ShortcutAction.SCORE_SHEET)
        self.stats_action = self._action(self.tr("Stat&istics…"), self.show_statistics)
        self.quit_action = self._action(self.tr("&Quit"), self.close, ShortcutAction.QUIT)
        self.rules_action = self._action(self.tr("&Rules"), self.show_rules, ShortcutAction.RULES)
        self.shortcuts_action = self._action(self.tr("&Shortcuts"), self.show_shortcuts)
        self.guide_action = self._action(self.tr("Players' &guide"), self.show_guide)
        self.tutorial_action = self._action(self.tr("T&utorial…"), self.ask_tutorial)
        self.about_action = self._action(self.tr("&About {title}").format(title=APP_TITLE), self.show_about)

        game = self.menuBar().addMenu(self.tr("&Game"))
        for action in (self.new_action, self.open_action, self.save_action, self.settings_action):
            game.addAction(action)
        game.addSeparator()
        for action in (self.undo_action, self.hint_action, self.last_trick_action, self.score_action):
            game.addAction(action)
        game.addAction(self.stats_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        for action in (self.tutorial_action, self.rules_action, self.shortcuts_action, self.guide_action, self.about_action):
            help_menu.addAction(action)

    # --- wiring -------------------------------------------------------------------------------
    def _wire(self) -> None:
        c = self.controller
        c.view_changed.connect(self._show_view)
        c.events_happened.connect(self._play_events)
        c.privacy_requested.connect(self._show_privacy)
        c.status_changed.connect(self.status_label.setText)
        c.deal_scored.connect(self.summaries.deal_scored)
        c.match_over.connect(self.summaries.match_over)
        c.hint_ready.connect(self._show_hint)
        c.undo_available.connect(self.undo_action.setEnabled)
        c.keeping_failed.connect(self._keeping_failed)
        c.game_started.connect(self._game_started)
        c.deal_finished.connect(self._record_deal)
        c.events_happened.connect(self._sound_events)
        c.view_changed.connect(self._sound_turn)
        c.view_changed.connect(self.table_access.set_view)
        c.view_changed.connect(self.comfort.show_view)
        c.events_happened.connect(self.comfort.show_events)
        c.events_happened.connect(self.table_access.announce_events)
        c.status_changed.connect(self.table_access.announce)
        self.scene.card_chosen.connect(c.choose_card)
        self.scene.privacy_dismissed.connect(c.privacy_dismissed)
        self.scene.animations_finished.connect(c.animations_done)
        self.scene.animations_finished.connect(self.panels.settled)  # after the controller's: it only starts a timer
        self.auction_panel.call_chosen.connect(c.choose_call)
        self.declare_panel.declare_chosen.connect(c.choose_call)

    def _game_started(self, names: tuple[str, ...]) -> None:
        self._names = names
        self.panels.names = names
        self.summaries.names = names
        self.summaries.close()
        # the last game's animations, bubbles and marks stop here: its table may have other seats
        self.scene.new_game()
        self.scene.set_seat_names(list(names))
        self.table_access.set_names(list(names))
        self.comfort.set_names(list(names))
        if self.last_trick_action.isChecked():
            self.last_trick_action.setChecked(False)
            self.scene.show_last_trick(False)

    def _show_view(self, view: SeatView) -> None:
        """The controller's view of the seat at the screen, drawn at once: the person's turn
        comes this way (with its status line), so the panels offer its actions only here."""
        self._at_screen = view
        self.scene.show_privacy(None)
        self.scene.show_view(view)
        self.panels.show_turn(view)

    def _play_events(self, events: list[Event], view: SeatView) -> None:
        """The panels follow the cards: while the events play they offer nothing (the person has
        acted, or a bot's call is still being shown), and they show ``view`` only once the scene
        has settled on it (ui/table_panels.py)."""
        self.panels.follow_events(view)
        self.scene.play_events(events, view)

    def childEvent(self, event: QChildEvent) -> None:
        # every dialog of this window (made with it as parent) is watched for closing, so that the
        # keys come back to the table afterwards (_return_focus)
        if event.type() == QEvent.Type.ChildPolished:
            child = event.child()
            if isinstance(child, QWidget) and child.isWindow():
                child.installEventFilter(self)  # once: installing again only moves it first
        super().childEvent(event)

    def _return_focus(self) -> None:
        """A dialog closed: the window and its table take the keyboard back. A window manager
        would give the focus back to the main window; without one (a kiosk, a bare X session)
        nothing does, and the arrows and Enter would go nowhere."""
        if not self.isVisible() or QApplication.activeModalWidget() is not None:
            return
        if any(d.isVisible() and d.isWindow() for d in self.findChildren(QDialog)):
            return  # another dialog of ours is still up
        self.activateWindow()
        self.table_view.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Hide and isinstance(watched, QWidget) and watched.isWindow() and watched is not self:
            # (whether the person was in this dialog cannot be told here: under X without a window
            # manager the dialog and the application are already inactive when it hides; a window
            # manager turns an activation it did not expect into "demands attention")
            QTimer.singleShot(0, self, self._return_focus)  # once the dialog is really gone
            return super().eventFilter(watched, event)
        return super().eventFilter(watched, event)

    def _show_privacy(self, name: str) -> None:
        self.panels.show(None)  # the next person's panels come with their view
        self.scene.show_privacy(name)
        self.status_label.setText(self.tr("Pass the computer to {name}, then click the table.").format(name=name))

    def _show_hint(self, action: object) -> None:
        if isinstance(action, int):
            self.scene.highlight_card(action)
            view = self._at_screen  # the hint comes on the person's turn, drawn by view_changed
            sentence = hint_sentence(view, action) if view is not None else None
            if sentence is not None:  # why the card is good, when a plain idea says so
                self.status_label.setText(sentence)
        elif isinstance(action, Declare):
            self.declare_panel.set_hint(action)
        else:
            self.auction_panel.set_hint(action)

    # --- look and settings ----------------------------------------------------------------------
    def apply_look(self, settings: GameSettings) -> None:
        """Deck, table colour and speed apply at once; rules and seats wait for the next game."""
        # the deck's checks are remembered for its exact bytes: a start does not re-parse it
        checks = CheckCache.default()
        try:
            deck = open_deck(settings.deck_id, cache=checks)
        except DeckError as error:
            self.status_label.setText(self.tr("Deck {deck} cannot be used ({error}); the French deck is shown.").format(
                deck=settings.deck_id, error=error))
            deck = open_deck(DEFAULT_DECK_ID, cache=checks)
        look = EasyLook(settings.four_colours, settings.large_index)
        if look.wanted and deck.info.id == DEFAULT_DECK_ID:
            # the French deck drawn easier to read: at once if drawn before, else the plain one
            # until it is (_easy_deck_drawn)
            deck = self.easy_decks.deck_now(look, checks) or deck
        old = self._provider
        set_suit_system(deck.info.suits)  # suits and ranks are named as this deck's cards show them
        self._provider = CardImageProvider(deck, parent=self)
        self.scene.set_provider(self._provider)
        self.auction_panel.set_card_provider(self._provider)
        if old is not None:
            old.deleteLater()
        self.scene.set_table_colour(HIGH_CONTRAST_CLOTH if settings.high_contrast else QColor(settings.table_colour))
        self.scene.set_speed(settings.speed)
        self.controller.set_speed(settings.speed)
        self.controller.set_thinking_ms(settings.thinking_ms)
        self.comfort.configure(Comfort(settings.auto_play_single, settings.double_click_play, settings.trick_names, settings.auto_claim))
        self._apply_sound(settings)

    def _easy_deck_drawn(self, look: EasyLook, result: object) -> None:
        if self._closed or look != EasyLook(self.settings.four_colours, self.settings.large_index):
            return  # the settings changed meanwhile
        if isinstance(result, str):
            self.status_label.setText(self.tr("The easier-to-read deck could not be drawn ({error}); the French deck is shown.")
                                      .format(error=result))
            return
        self.apply_look(self.settings)

    def open_settings(self) -> None:
        from belote_desktop.ui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def accepted() -> None:
            self.settings = dialog.settings()
            status = save_settings(self.settings, self._settings_store)
            self.apply_look(self.settings)
            if status == QSettings.Status.NoError:
                self.set_write_problem(WriteKind.SETTINGS, "")
                self.status_label.setText(self.tr("Settings saved: new rules and players apply from the next game."))
            else:
                # the file could not be written (read-only or full disk): the choices hold until
                # the game closes, and the person must know they will not be there next time
                self.set_write_problem(WriteKind.SETTINGS, self.tr(
                    "The settings could not be saved ({file}): they apply until the game closes.").format(
                        file=self._store().fileName()))
                self.status_label.setText(self.tr("New rules and players apply from the next game."))

        dialog.accepted.connect(accepted)
        dialog.open()

    # --- games ----------------------------------------------------------------------------------
    def start(self, offer_tutorial: bool = False) -> QMessageBox | None:
        """On start: offer the game in progress if there is one, else deal a new game (and, with
        ``offer_tutorial``, at the very first start, offer the tutorial: the box is returned)."""
        store = self.controller.autosave
        if store is None or not store.exists():
            self.new_game()
            return self._offer_tutorial() if offer_tutorial else None
        box = QMessageBox(QMessageBox.Icon.Question, APP_TITLE, self.tr("Resume the game in progress?"),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        informative = self.tr("No starts a new game; the game in progress is then lost.")
        unkept = self._stored_unkept()
        if unkept:
            # the last session could not keep its last actions: the file is an older game, say so
            informative = self.tr(
                "Its last %n actions could not be kept when it was played: it resumes from before them.",
                "", unkept) + " " + informative
        box.setInformativeText(informative)
        self._remember_unkept(0)  # said once; this session's writes say how they fare
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # after the box's own handlers: reading the game turns the event loop (Background.run),
        # which must not delete the box while its click is still on the stack
        box.finished.connect(lambda result: QTimer.singleShot(
            0, self, lambda: self._resume_answer(result == QMessageBox.StandardButton.Yes)))
        box.open()
        return box

    def _resume_answer(self, resume: bool) -> None:
        if self._closed:
            return
        store = self.controller.autosave
        assert store is not None
        if not resume:
            try:
                store.clear()
            except OSError:
                pass  # the new game's first autosave replaces it, or says why it cannot
            self.new_game()
            return
        outcome = self.background.run(self, self.tr("Reading the game in progress…"), store.load)
        if outcome is None:  # the window is closing
            return
        # anything store.load did not foresee is a broken file too: set aside, or every start fails again
        loaded = outcome.value if isinstance(outcome, Done) else ResumeFailure(f"record: {outcome.error}", store.set_aside())
        if isinstance(loaded, ResumeFailure):
            where = self.tr(" It was kept as {path}.").format(path=loaded.moved_to) if loaded.moved_to else ""
            self.warn(self.tr("The game in progress could not be read: {error}.{where} A new game starts.").format(
                error=loaded.message, where=where))
            self.new_game()
            return
        self.controller.resume(loaded)

    def new_game(self, seed: int | None = None) -> None:
        self.controller.new_game(self.settings, seed)

    def _may_abandon(self, question: str) -> bool:
        """New and Open ask the same question before they replace a game in progress."""
        if self.background.running:
            return False  # a game is being read: one thing at a time
        if self.controller.has_dealt:
            answer = QMessageBox.question(self, APP_TITLE, question)
            self._return_focus()
            return answer == QMessageBox.StandardButton.Yes
        return True

    def ask_tutorial(self) -> None:
        """Help > Tutorial: asks first if a game is in progress."""
        if self._may_abandon(self.tr("Abandon the game in progress and start the tutorial?")):
            self.start_tutorial()

    def start_tutorial(self) -> Tutorial:
        """The first-game tutorial's deal, in this window (ui/tutorial.py); returned for tests."""
        if self.tutorial is None:
            from belote_desktop.ui.tutorial import Tutorial  # at the first tutorial, not at start-up

            self.tutorial = Tutorial(self.controller, self.table_view)
            self.tutorial.ended.connect(self._tutorial_ended)
        if not self.tutorial.running:
            self._comfort_before_tutorial = self.comfort.comfort
        # every step waits for the person's click: no card or claim is played by itself meanwhile
        self.comfort.configure(replace(self.comfort.comfort, auto_play_single=False, auto_claim=False))
        self.tutorial.start(self.settings)
        return self.tutorial

    def _tutorial_ended(self) -> None:
        if self._comfort_before_tutorial is not None:
            self.comfort.configure(self._comfort_before_tutorial)
            self._comfort_before_tutorial = None

    def _offer_tutorial(self) -> QMessageBox | None:
        """The very first start (the settings never saw the offer): a box offers the tutorial."""
        settings = self._store()
        if settings.value(TUTORIAL_OFFERED_KEY) is not None:
            return None
        settings.setValue(TUTORIAL_OFFERED_KEY, True)  # offered once, whatever the answer
        box = QMessageBox(QMessageBox.Icon.Question, APP_TITLE, self.tr("New to Belote?"),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setInformativeText(self.tr(
            "The tutorial plays one deal with you, one rule at a time. Start it now? "
            "It is also in the Help menu."))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda result: QTimer.singleShot(
            0, self, lambda: self.start_tutorial() if result == QMessageBox.StandardButton.Yes and not self._closed else None))
        box.open()
        return box

    def ask_new_game(self) -> None:
        if self._may_abandon(self.tr("Abandon the game in progress and deal a new one?")):
            self.new_game()

    def ask_open(self) -> QFileDialog | None:
        """Game > Open: asks first if a game is in progress; the file dialog is returned (tests)."""
        if not self._may_abandon(self.tr("Abandon the game in progress and open another one?")):
            return None
        return self._file_dialog(saving=False)

    def _record_filter(self) -> str:
        return self.tr("Belote games (*.json);;All files (*)")

    def _store(self) -> QSettings:
        if self._settings_store is None:
            self._settings_store = default_store()
        return self._settings_store

    def _file_dialog(self, saving: bool) -> QFileDialog:
        """Save and Open start in the last folder used, else ~/Documents/Belote Desktop
        (ui/game_files.py); window-modal, so the table keeps being drawn behind."""
        from belote_desktop.ui.file_types import game_file_types  # at the first file dialog, not at start

        title = self.tr("Save the game") if saving else self.tr("Open a game")
        dialog = QFileDialog(self, title, str(start_folder(self._store(), saving)), self._record_filter())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setIconProvider(game_file_types())
        if saving:
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
            dialog.setFileMode(QFileDialog.FileMode.AnyFile)
            dialog.setDefaultSuffix("json")
            dialog.selectFile("belote-game.json")
        else:
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)

        def chosen(name: str) -> None:
            remember_folder(self._store(), Path(name))
            # after the dialog has gone: a progress or error box must not stack on it
            QTimer.singleShot(0, self, lambda: self.save_game(Path(name)) if saving else self.open_game(Path(name)))

        dialog.fileSelected.connect(chosen)
        dialog.open()
        return dialog

    def open_game(self, path: Path) -> bool:
        """Read ``path`` on a thread (a long record takes seconds), then play it; False if refused."""
        outcome = self.background.run(
            self, self.tr("Opening {file}…").format(file=Path(path).name), lambda: load_window_record(Path(path))
        )
        if outcome is None:  # cancelled, or the window is closing: the game in progress goes on
            return False
        if isinstance(outcome, Failed):
            error = outcome.error
            text = str(error) if isinstance(error, RecordError) else f"record: {error}"
            self.warn(self.tr("This file cannot be opened as a game: {error}").format(error=text))
            return False
        self.controller.resume(outcome.value)
        return True

    def ask_save(self) -> QFileDialog | None:
        if not self.controller.can_save:
            return None
        return self._file_dialog(saving=True)

    def save_game(self, path: Path) -> bool:
        """Write the game to ``path`` on a thread (a long record takes seconds); False if it failed."""
        try:
            job = self.controller.save_job(path)
        except RecordError as error:
            self.warn(self.tr("The game could not be saved: {error}").format(error=error))
            return False
        outcome = self.background.run(self, self.tr("Saving {file}…").format(file=Path(path).name), job)
        if outcome is None:  # the window is closing, or Cancel: the file is written or left whole
            return False
        if isinstance(outcome, Failed):
            failure = outcome.error
            reason = os_reason(failure) if isinstance(failure, OSError) else str(failure)
            self.warn(self.tr("The game could not be saved: {error}").format(error=reason))
            return False
        self.status_label.setText(self.tr("Saved to {path}.").format(path=path))
        return True

    def _keeping_failed(self, text: str, unkept_actions: int) -> None:
        self.set_write_problem(WriteKind.AUTOSAVE, text)
        # kept in the settings too (another folder than the game's): the next start, offering the
        # older game the data folder still holds, says that its last actions are missing
        self._remember_unkept(unkept_actions if text else 0)

    def _stored_unkept(self) -> int:
        raw = self._store().value(UNKEPT_KEY)
        try:
            return max(0, int(raw)) if isinstance(raw, (int, str)) else 0
        except ValueError:
            return 0

    def _remember_unkept(self, actions: int) -> None:
        store = self._store()
        if actions == self._stored_unkept():
            return
        if actions:
            store.setValue(UNKEPT_KEY, actions)
        else:
            store.remove(UNKEPT_KEY)
        store.sync()

    def set_write_problem(self, kind: WriteKind, text: str) -> None:
        """Show (or, with "", clear) what a failed write did not keep, until it is solved."""
        self.write_warning.set_problem(kind, text)

    def warn(self, text: str) -> QMessageBox:
        box = QMessageBox(QMessageBox.Icon.Warning, APP_TITLE, "", QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # before the text: it may quote a record or a path
        box.setText(text)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    def controller_undo(self) -> None:
        if self.controller.undo():
            self.status_label.setText(self.tr("Your last move was taken back."))

    def controller_hint(self) -> None:
        self.controller.request_hint()

    # --- summaries ------------------------------------------------------------------------------
    @property
    def summary(self) -> QDialog | None:
        """The end-of-deal or end-of-match summary on screen (or what a screenshot put there)."""
        return self.summaries.box

    @summary.setter
    def summary(self, box: QDialog | None) -> None:
        self.summaries.box = box

    @property
    def auto_continue_ms(self) -> int | None:
        """Bot-only games: close the end-of-deal summary by itself after this long (None: wait)."""
        return self.summaries.auto_continue_ms

    @auto_continue_ms.setter
    def auto_continue_ms(self, ms: int | None) -> None:
        self.summaries.auto_continue_ms = ms

    def show_score_sheet(self) -> None:
        from belote_desktop.ui.score_sheet import ScoreSheetDialog  # when asked for, not at start

        sheet = ScoreSheetDialog.for_rows(self.controller.rows(), self.controller.names, self.controller.target, self)
        self.review.attach_to_sheet(sheet)
        sheet.open()

    def _toggle_last_trick(self, on: bool) -> None:
        self.scene.show_last_trick(on)

    # --- help -----------------------------------------------------------------------------------
    def show_rules(self) -> None:
        from belote_desktop.ui.help_dialog import HelpDialog

        rules = self.controller.rules or self.settings.rules
        HelpDialog.rules(rules, self).open()

    def show_shortcuts(self) -> None:
        from belote_desktop.ui.help_dialog import HelpDialog

        HelpDialog.shortcuts(self).open()

    def show_guide(self) -> bool:
        """Show docs/PLAYING.md in a window of the game (one at a time); say so in the status
        line if the guide is not on this machine."""
        from belote_desktop.ui.guide import GuideWindow, open_guide

        shown = getattr(self, "guide_window", None)
        if isinstance(shown, GuideWindow) and shown.isVisible():
            shown.raise_()
            shown.activateWindow()
            return True
        self.guide_window = open_guide(self)
        if self.guide_window is None:
            self.status_label.setText(self.tr("The players' guide could not be opened."))
        return self.guide_window is not None

    def show_about(self) -> QMessageBox:
        """Open the About box window-modally; returned so callers (and tests) can close it."""
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("About {title}").format(title=APP_TITLE))
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(about_text(self._provider.deck.info if self._provider is not None else None))
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        # the full licence texts the game ships (ui/licences.py)
        # the licence texts come from the installed package's metadata (importlib.metadata, whose
        # import alone costs a start-up more than a dozen milliseconds): read when About opens
        from belote_desktop.ui.licences import add_licences_button

        add_licences_button(box, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    # --- statistics and sound ---------------------------------------------------------------------
    def set_statistics(self, keeper: StatsKeeper | None) -> None:
        """Record finished deals with ``keeper`` (while the settings keep statistics)."""
        self.statistics = keeper
        if keeper is not None:
            keeper.problem.connect(self._statistics_problem)

    def _statistics_problem(self, error: str) -> None:
        self.set_write_problem(WriteKind.STATISTICS, self.tr(
            "The statistics are not kept ({error}).").format(error=error) if error else "")

    def _record_deal(self, finished: FinishedDeal) -> None:
        if self.statistics is None or not self.settings.keep_statistics:
            return
        # the deal carries what the statistics need of its match (FinishedDeal): only the
        # controller reads the Match
        self.statistics.record(finished)

    def show_statistics(self) -> QDialog:
        """Game > Statistics (window-modal; returned for tests)."""
        from belote_desktop.stats_store import StatsStore
        from belote_desktop.ui.stats_dialog import StatsDialog
        from belote_desktop.ui.stats_recorder import default_folder

        keeper = self.statistics
        store = keeper.store() if keeper is not None else StatsStore.in_folder(default_folder())
        dialog = StatsDialog(store, self.settings.keep_statistics, self, keeper.flush if keeper is not None else None)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _apply_sound(self, settings: GameSettings) -> None:
        if self.sounds is None:
            if not settings.sound:
                return  # Qt Multimedia is not even looked for: start-up stays as it was
            from belote_desktop.ui.sounds import CardSounds, sound_available

            if not sound_available():
                return
            self.sounds = CardSounds(self)
        self.sounds.configure(settings.sound, settings.sound_volume, settings.speed)

    def _sound_events(self, events: list[Event], view: SeatView) -> None:
        if self.sounds is not None:
            self.sounds.events(events, view)

    def _sound_turn(self, view: SeatView | None) -> None:
        if self.sounds is not None:  # a view with actions to offer: the person's turn
            self.sounds.view(view)

    # --- closing --------------------------------------------------------------------------------
    def close_keeping_game(self) -> bool:
        """Close as Game > Quit does, without asking: the game in progress stays kept for
        resuming. For SIGTERM and SIGHUP (a logout, ``kill``), which have nobody to answer."""
        self.confirm_close = False
        return self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.confirm_close and self.controller.has_dealt:
            if self.controller.unkept_actions:  # the autosave fails: say what is lost, not "kept"
                question = self.tr(
                    "Leave the game in progress? It could not be kept: its last %n actions are lost "
                    "(Game > Save keeps it elsewhere).", "", self.controller.unkept_actions)
            else:
                question = self.tr("Leave the game in progress? It is kept, and offered when you start again.")
            answer = QMessageBox.question(self, APP_TITLE, question)
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
        self.background.cancel()  # a record being read is dropped
        self.summaries.close()
        self.controller.shutdown()
        if self.statistics is not None:
            self.statistics.close()  # the last deal's row reaches the file
        self._closed = True
        event.accept()
