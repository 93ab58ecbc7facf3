"""Card sounds (a deal, a card played, a trick gathered, your turn), off by default.

They play through Qt Multimedia's ``QSoundEffect``, which is in PySide6-Addons, not in the
PySide6-Essentials the game needs: it comes with the optional extra ``belote-desktop[sound]``
(docs/WINDOW.md has the measured cost). Without it ``sound_available()`` is False, the settings
show no sound row and nothing here is made. The sounds are the game's own, written by
``packaging/make_sounds.py`` into ``resources/sounds/``.

Sounds follow the table: a card's sound as its events reach the window, the trick's once the
trick has been seen (the scene's pause), scaled by the animation speed.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable, Sequence
from enum import Enum
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, QUrl

from belote_desktop.data import DataNotFoundError, data_path
from belote_desktop.engine.events import CardPlayed, Dealt, Event, TrickWon
from belote_desktop.engine.view import SeatView
from belote_desktop.ui.settings import AnimationSpeed

#: the module that holds QSoundEffect (imported only when sound is asked for)
MULTIMEDIA = "PySide6.QtMultimedia"
#: when the trick's sound comes after the card that ends it, at normal speed: the card's flight
#: and the pause during which the finished trick stays in view (ui/table_scene.py)
TRICK_SOUND_DELAY_MS = 280 + 650


class Sound(Enum):
    DEAL = "deal"
    PLAY = "play"
    TRICK = "trick"
    TURN = "turn"

    @property
    def file_name(self) -> str:
        return f"{self.value}.wav"


class Effect(Protocol):
    """What the window needs of a ``QSoundEffect`` (a fake one in tests)."""

    def setSource(self, url: QUrl) -> None: ...
    def setVolume(self, volume: float) -> None: ...
    def play(self) -> None: ...


EffectFactory = Callable[[QObject], Effect]


@functools.cache
def sound_available() -> bool:
    """Qt Multimedia can be imported (PySide6-Addons installed, its libraries found)."""
    try:
        importlib.import_module(MULTIMEDIA)
    except ImportError:
        return False
    return True


def _qt_effect(parent: QObject) -> Effect:
    multimedia = importlib.import_module(MULTIMEDIA)
    effect: Effect = multimedia.QSoundEffect(parent)
    return effect


def sound_url(sound: Sound) -> QUrl | None:
    try:
        path = data_path("sounds", sound.file_name)
    except DataNotFoundError:
        return None
    return QUrl.fromLocalFile(str(path)) if path.is_file() else None


class CardSounds(QObject):
    """Plays the sounds of what happens at the table while ``enabled``; one effect per sound,
    made once sound is switched on."""

    def __init__(self, parent: QObject | None = None, factory: EffectFactory | None = None) -> None:
        super().__init__(parent)
        self._factory: EffectFactory = factory if factory is not None else _qt_effect
        self._effects: dict[Sound, Effect | None] = {}
        self.enabled = False
        self.volume = 0.6
        self.speed = AnimationSpeed.NORMAL
        #: every sound started, in order (tests, and a look at what the table made heard)
        self.played: list[Sound] = []

    def configure(self, enabled: bool, volume_percent: int, speed: AnimationSpeed) -> None:
        self.enabled = enabled
        self.volume = max(0, min(100, volume_percent)) / 100
        self.speed = speed
        for effect in self._effects.values():
            if effect is not None:
                effect.setVolume(self.volume)
        if enabled and not self._effects:
            # load them once the window is up rather than at the first card: the first load
            # starts the audio backend (about 60 ms measured), a hitch in the middle of a deal
            QTimer.singleShot(0, self, self.load)

    def load(self) -> None:
        """Make the effect of every sound (each reads its file)."""
        for sound in Sound:
            self._effect(sound)

    def loaded_effect(self, sound: Sound) -> Effect | None:
        """The effect made for ``sound``, if made yet (None too when its file is missing)."""
        return self._effects.get(sound)

    def _effect(self, sound: Sound) -> Effect | None:
        if sound not in self._effects:
            url = sound_url(sound)
            effect = None
            if url is not None:
                effect = self._factory(self)
                effect.setSource(url)
                effect.setVolume(self.volume)
            self._effects[sound] = effect
        return self._effects[sound]

    def play(self, sound: Sound) -> None:
        if not self.enabled:
            return
        effect = self._effect(sound)
        if effect is None:  # the file is missing (a broken install): silence, not an error
            return
        self.played.append(sound)
        effect.play()

    def events(self, events: Sequence[Event], _view: SeatView | None = None) -> None:
        """The sounds of one batch of the table's events: the deal, the cards played, and the
        trick gathered once it has been seen."""
        if not self.enabled:
            return
        if any(isinstance(e, Dealt) for e in events):
            self.play(Sound.DEAL)
        elif any(isinstance(e, CardPlayed) for e in events):
            self.play(Sound.PLAY)
        if any(isinstance(e, TrickWon) for e in events):
            delay = self.speed.duration_ms(TRICK_SOUND_DELAY_MS)
            QTimer.singleShot(delay, self, lambda: self.play(Sound.TRICK))

    def view(self, view: SeatView | None) -> None:
        """The seat at the screen may act: the turn's sound."""
        if view is not None and view.legal_actions:
            self.play(Sound.TURN)
