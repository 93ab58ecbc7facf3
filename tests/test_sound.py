"""Card sounds (ui/sounds.py): our own files, up to date with their generator; no sound setting and
nothing made where Qt Multimedia is missing; with it, the sounds follow the table's events."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import wave
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QSettings, QUrl
from pytestqt.qtbot import QtBot

from belote_desktop.data import data_path
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.ui import sounds
from belote_desktop.ui.bot_worker import WorkerMode
from belote_desktop.ui.controller import Stage
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.settings import AnimationSpeed, GameSettings, SeatSetup, load_settings, save_settings
from belote_desktop.ui.settings_dialog import SettingsDialog
from belote_desktop.ui.sounds import CardSounds, Sound

ROOT = Path(__file__).resolve().parent.parent
HAVE_MULTIMEDIA = importlib.util.find_spec("PySide6.QtMultimedia") is not None


class FakeEffect:
    """Stands for QSoundEffect: keeps what it was told."""

    made: list[FakeEffect] = []

    def __init__(self, parent: QObject) -> None:
        self.source: QUrl | None = None
        self.volume = -1.0
        self.plays = 0
        FakeEffect.made.append(self)

    def setSource(self, url: QUrl) -> None:
        self.source = url

    def setVolume(self, volume: float) -> None:
        self.volume = volume

    def play(self) -> None:
        self.plays += 1


@pytest.fixture
def fake_multimedia(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    FakeEffect.made = []
    monkeypatch.setattr(sounds, "sound_available", lambda: True)
    monkeypatch.setattr(sounds, "_qt_effect", FakeEffect)
    yield


@pytest.fixture
def no_multimedia(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Qt Multimedia cannot be imported (as with PySide6-Essentials alone)."""
    monkeypatch.setitem(sys.modules, sounds.MULTIMEDIA, None)  # a None entry makes the import fail
    sounds.sound_available.cache_clear()
    yield
    sounds.sound_available.cache_clear()


def _settings(sound: bool) -> GameSettings:
    rules = RuleSet.default(Variant.CLASSIC).with_options({"target": 501})
    seats = tuple(SeatSetup(n, i == 0, "random") for i, n in enumerate(("South", "East", "North", "West")))
    base = GameSettings.default()
    return replace(base, rules=rules, seats=seats, speed=AnimationSpeed.INSTANT, sound=sound, sound_volume=40)  # type: ignore[arg-type]  # four seats


@pytest.fixture
def make_window(qtbot: QtBot) -> Iterator:
    windows: list[MainWindow] = []

    def make(settings: GameSettings) -> MainWindow:
        window = MainWindow(settings, autosave=None, worker_mode=WorkerMode.THREAD)
        window.confirm_close = False
        qtbot.addWidget(window)
        window.show()
        windows.append(window)
        return window

    yield make
    for w in windows:
        w.controller.shutdown()


def _play_a_trick(qtbot: QtBot, window: MainWindow) -> None:
    """The person's calls and cards (the first legal one) until a trick has been gathered."""
    c = window.controller
    window.new_game(seed=3)
    while True:
        qtbot.waitUntil(lambda: c.stage in (Stage.HUMAN, Stage.DEAL_OVER), timeout=30000)
        if c.stage == Stage.DEAL_OVER:
            assert window.summary is not None
            window.summary.accept()
            continue
        view = c.current_view()
        assert view is not None
        if view.tricks:
            return
        action = view.legal_actions[0]
        c.choose_card(action) if isinstance(action, int) else c.choose_call(action)


# --- the files -----------------------------------------------------------------------------------


def test_the_sounds_are_what_the_generator_writes() -> None:
    result = subprocess.run([sys.executable, str(ROOT / "packaging" / "make_sounds.py"), "--check"],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("sound", list(Sound))
def test_each_sound_is_a_short_mono_wav_the_game_finds(sound: Sound) -> None:
    path = data_path("sounds", sound.file_name)
    with wave.open(str(path)) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        assert 0.05 < w.getnframes() / w.getframerate() < 0.5
    assert sounds.sound_url(sound) == QUrl.fromLocalFile(str(path))


# --- without Qt Multimedia -----------------------------------------------------------------------


def test_without_multimedia_there_is_no_sound_setting(no_multimedia: None, qtbot: QtBot) -> None:
    assert not sounds.sound_available()
    dialog = SettingsDialog(_settings(sound=False))
    qtbot.addWidget(dialog)
    assert dialog.sound_check is None and dialog.volume_slider is None
    labels = [dialog.findChildren(type(dialog.stats_check))]
    assert all(box.text() != "Card sounds" for box in labels[0])
    assert dialog.stats_check.isChecked()  # statistics are there all the same


def test_without_multimedia_a_game_with_sound_on_plays_silently(no_multimedia: None, make_window, qtbot: QtBot) -> None:
    window = make_window(_settings(sound=True))  # kept from an install that had it
    _play_a_trick(qtbot, window)
    assert window.sounds is None


@pytest.mark.skipif(HAVE_MULTIMEDIA, reason="PySide6-Addons is installed here")
def test_the_game_as_shipped_has_no_multimedia() -> None:
    """PySide6-Essentials alone (the game's dependency): no sound, and no error for it."""
    sounds.sound_available.cache_clear()
    assert not sounds.sound_available()


# --- with it (a stand-in, or the real one where PySide6-Addons is installed) -----------------------


def test_the_sounds_follow_the_table(fake_multimedia: None, make_window, qtbot: QtBot) -> None:
    window = make_window(_settings(sound=True))
    _play_a_trick(qtbot, window)
    assert window.sounds is not None
    qtbot.waitUntil(lambda: Sound.TRICK in window.sounds.played, timeout=5000)  # once the trick was seen
    played = window.sounds.played
    assert played[0] == Sound.DEAL and Sound.TURN in played and Sound.PLAY in played
    assert played.index(Sound.DEAL) < played.index(Sound.TURN) < played.index(Sound.TRICK)
    # one effect per sound, on our files (loaded once sound is on), at the volume set
    sources = sorted(e.source.fileName() for e in FakeEffect.made if e.source is not None)
    assert sources == sorted(s.file_name for s in Sound)
    assert all(e.volume == pytest.approx(0.4) for e in FakeEffect.made)
    assert sum(e.plays for e in FakeEffect.made) == len(played)
    # the volume follows the settings at once; off means silence
    window.apply_look(replace(window.settings, sound=False, sound_volume=80))
    assert all(e.volume == pytest.approx(0.8) for e in FakeEffect.made)
    before = len(played)
    window.sounds.play(Sound.PLAY)
    assert len(window.sounds.played) == before


def test_sound_off_makes_nothing(fake_multimedia: None, make_window, qtbot: QtBot) -> None:
    window = make_window(_settings(sound=False))
    _play_a_trick(qtbot, window)
    assert window.sounds is None and FakeEffect.made == []


def test_the_settings_offer_sound_and_volume_where_multimedia_is(fake_multimedia: None, qtbot: QtBot) -> None:
    dialog = SettingsDialog(_settings(sound=False))
    qtbot.addWidget(dialog)
    assert dialog.sound_check is not None and dialog.volume_slider is not None
    assert not dialog.sound_check.isChecked() and dialog.volume_slider.value() == 40
    assert not dialog.volume_slider.isEnabled()  # sound off: no volume to set
    dialog.sound_check.setChecked(True)
    assert dialog.volume_slider.isEnabled()
    dialog.volume_slider.setValue(75)
    dialog.stats_check.setChecked(False)
    edited = dialog.settings()
    assert (edited.sound, edited.sound_volume, edited.keep_statistics) == (True, 75, False)


def test_sound_and_statistics_settings_are_stored(tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "s.conf"), QSettings.Format.IniFormat)
    assert (GameSettings.default().sound, GameSettings.default().keep_statistics) == (False, True)
    save_settings(replace(GameSettings.default(), sound=True, sound_volume=25, keep_statistics=False), store)
    loaded = load_settings(store)
    assert (loaded.sound, loaded.sound_volume, loaded.keep_statistics) == (True, 25, False)
    store.setValue("sound/volume", 250)
    store.setValue("stats/keep", "perhaps")
    loaded = load_settings(store)
    assert (loaded.sound_volume, loaded.keep_statistics) == (GameSettings.default().sound_volume, True)


def test_a_missing_sound_file_is_silence(fake_multimedia: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sounds, "sound_url", lambda _sound: None)
    player = CardSounds(factory=FakeEffect)
    player.configure(True, 50, AnimationSpeed.NORMAL)
    player.play(Sound.DEAL)
    assert player.played == [] and FakeEffect.made == []


@pytest.mark.skipif(not HAVE_MULTIMEDIA, reason="Qt Multimedia (PySide6-Addons, the [sound] extra) is not installed")
def test_the_real_sound_effect_loads_our_files(qtbot: QtBot) -> None:
    sounds.sound_available.cache_clear()
    assert sounds.sound_available()
    player = CardSounds()
    player.configure(True, 30, AnimationSpeed.NORMAL)
    player.play(Sound.PLAY)
    assert player.played == [Sound.PLAY]
    effect = player.loaded_effect(Sound.PLAY)
    assert effect is not None and effect.source() == sounds.sound_url(Sound.PLAY)  # type: ignore[attr-defined]  # a real QSoundEffect
    assert effect.volume() == pytest.approx(0.3)  # type: ignore[attr-defined]  # a real QSoundEffect
