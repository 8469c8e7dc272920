"""Audio: the sound files exist and are sane; no sound device means silence, never an error."""

from __future__ import annotations

import wave
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.audio import SOUND_NAMES, Audio
from game.paths import asset_path
from game.settings import Settings


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_sound_files_are_short_mono_wavs(name: str) -> None:
    path = asset_path("sounds", f"{name}.wav")
    with wave.open(str(path), "rb") as w:
        assert w.getnchannels() == 1 and w.getsampwidth() == 2
        seconds = w.getnframes() / w.getframerate()
    assert 0.01 < seconds < 3.0


def test_make_sounds_is_deterministic(tmp_path: Path) -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_sounds", asset_path("tools", "make_sounds.py"))
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.main([str(tmp_path)])
    for name in SOUND_NAMES:
        assert (tmp_path / f"{name}.wav").read_bytes() == asset_path("sounds", f"{name}.wav").read_bytes()


def test_plays_silently_with_the_dummy_driver() -> None:
    audio = Audio(Settings())
    for name in (*SOUND_NAMES, "no-such-sound"):
        audio.play(name)
    audio.settings.volume = 0.2
    audio.apply_settings()
    audio.settings.sound = False
    audio.play("deal")
    audio.apply_settings()
    audio.close()


def test_no_sound_device_is_silent(monkeypatch: Any) -> None:
    def broken(*args: Any, **kwargs: Any) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    audio = Audio(Settings())
    audio.play("trick")
    audio.apply_settings()
    audio.close()
    assert audio.available is None or audio.available is False


def test_missing_sound_files_are_silent(tmp_path: Path) -> None:
    audio = Audio(Settings(), sounds_dir=tmp_path)
    audio.play("deal")
    audio.close()


def test_muted_never_starts_the_mixer(monkeypatch: Any) -> None:
    calls: list[int] = []
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: calls.append(1))
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    audio = Audio(Settings(sound=False))
    audio.play("deal")
    audio = Audio(Settings(volume=0.0))
    audio.play("deal")
    assert calls == []
