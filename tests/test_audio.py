"""Audio: the sound files exist and are sane, they load with their lengths, play at the set
volume, mute stops them; no sound device (or no file) means silence that says so, never an error."""

from __future__ import annotations

import wave
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.audio import SOUND_NAMES, Audio
from game.paths import asset_path
from game.settings import Settings


def wav_seconds(path: Path) -> float:
    with wave.open(str(path), "rb") as w:
        return w.getnframes() / w.getframerate()


class FakeChannel:
    def __init__(self, busy: bool = True) -> None:
        self.busy = busy
        self.volume: float | None = None

    def get_busy(self) -> bool:
        return self.busy

    def set_volume(self, volume: float) -> None:
        self.volume = volume


class FakeSound:
    """Records each play and hands out the channel it 'plays' on."""

    def __init__(self) -> None:
        self.channels: list[FakeChannel] = []

    def play(self) -> FakeChannel:
        self.channels.append(FakeChannel())
        return self.channels[-1]


def no_device(monkeypatch: Any) -> list[int]:
    """Make the mixer impossible to start; returns the list that counts ``mixer.stop`` calls."""

    def broken(*args: Any, **kwargs: Any) -> None:
        raise pygame.error("No available audio device")

    stops: list[int] = []
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    monkeypatch.setattr(pygame.mixer, "stop", lambda: stops.append(1))
    return stops


# --- the files -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", SOUND_NAMES)
def test_sound_files_are_short_mono_wavs(name: str) -> None:
    path = asset_path("sounds", f"{name}.wav")
    with wave.open(str(path), "rb") as w:
        assert w.getnchannels() == 1 and w.getsampwidth() == 2
    assert 0.01 < wav_seconds(path) < 3.0


def test_make_sounds_is_deterministic(tmp_path: Path) -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_sounds", asset_path("tools", "make_sounds.py"))
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.main([str(tmp_path)])
    for name in SOUND_NAMES:
        assert (tmp_path / f"{name}.wav").read_bytes() == asset_path("sounds", f"{name}.wav").read_bytes()


# --- with the (dummy) sound device ---------------------------------------------------------------------
def test_every_sound_loads_with_the_length_of_its_file() -> None:
    audio = Audio(Settings())
    try:
        audio.preload()
        assert audio.available is True and audio.problem is None
        assert sorted(audio.sounds) == sorted(SOUND_NAMES)
        for name, sound in audio.sounds.items():
            assert sound.get_length() == pytest.approx(wav_seconds(asset_path("sounds", f"{name}.wav")), abs=0.02), name
        assert audio.play("deal") is True  # the dummy driver really plays it
        assert audio.play("no-such-sound") is False
    finally:
        audio.close()
    assert audio.available is None and audio.sounds == {}


def test_play_uses_the_volume_of_the_moment() -> None:
    audio = Audio(Settings(volume=0.3))
    audio.available = True  # the mixer "started"
    sound = FakeSound()
    audio.sounds = {"deal": sound}  # type: ignore[dict-item]
    assert audio.play("deal") is True
    audio.settings.volume = 0.9
    assert audio.play("deal") is True
    assert [c.volume for c in sound.channels] == [0.3, 0.9]


@pytest.mark.parametrize("settings", [Settings(sound=False), Settings(volume=0.0)], ids=["sound off", "volume 0"])
def test_muted_play_plays_nothing(settings: Settings) -> None:
    audio = Audio(settings)
    audio.available = True
    sound = FakeSound()
    audio.sounds = {"deal": sound}  # type: ignore[dict-item]
    assert audio.muted
    assert audio.play("deal") is False
    assert sound.channels == []


def test_apply_settings_changes_what_is_playing(monkeypatch: Any) -> None:
    channels = [FakeChannel(busy=True), FakeChannel(busy=False), FakeChannel(busy=True)]
    stops: list[int] = []
    monkeypatch.setattr(pygame.mixer, "get_num_channels", lambda: len(channels))
    monkeypatch.setattr(pygame.mixer, "Channel", lambda i: channels[i])
    monkeypatch.setattr(pygame.mixer, "stop", lambda: stops.append(1))
    audio = Audio(Settings(volume=0.7))
    audio.available = True
    audio.settings.volume = 0.4
    audio.apply_settings()
    assert [c.volume for c in channels] == [0.4, None, 0.4]  # only the busy channels
    assert stops == []
    audio.settings.sound = False
    audio.apply_settings()
    assert stops == [1]  # muting stops every sound at once


# --- without a device or files -------------------------------------------------------------------------
def test_no_sound_device_is_silent_and_says_why(monkeypatch: Any) -> None:
    stops = no_device(monkeypatch)
    audio = Audio(Settings())
    assert audio.play("trick") is False
    assert audio.available is False and audio.sounds == {}
    assert audio.problem is not None and "no sound device" in audio.problem and "No available audio device" in audio.problem
    audio.settings.sound = False
    audio.apply_settings()  # nothing to stop: the mixer never started
    assert stops == []
    assert audio.play("trick") is False
    audio.close()
    assert audio.available is None


def test_the_mixer_is_tried_once(monkeypatch: Any) -> None:
    tries: list[int] = []

    def broken(*args: Any, **kwargs: Any) -> None:
        tries.append(1)
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    audio = Audio(Settings())
    for name in SOUND_NAMES:
        assert audio.play(name) is False
    assert tries == [1]


def test_missing_sound_files_are_silent_and_say_so(tmp_path: Path) -> None:
    audio = Audio(Settings(), sounds_dir=tmp_path)
    try:
        assert audio.play("deal") is False
        assert audio.available is True and audio.sounds == {}
        assert audio.problem is not None and "cannot load" in audio.problem
    finally:
        audio.close()


def test_muted_never_starts_the_mixer(monkeypatch: Any) -> None:
    calls: list[int] = []
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: calls.append(1))
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    audio = Audio(Settings(sound=False))
    assert audio.play("deal") is False
    audio = Audio(Settings(volume=0.0))
    assert audio.play("deal") is False
    assert calls == [] and audio.available is None
