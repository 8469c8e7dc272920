"""Sound effects: short .wav files from ``sounds/`` played through pygame.mixer.

With no sound device (the mixer cannot start) or a missing file, the game runs silently:
nothing here raises. Mute and volume are read from the settings at every ``play``, so changes
apply at once.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.paths import asset_path

if TYPE_CHECKING:
    from game.settings import Settings

SOUND_NAMES: tuple[str, ...] = ("deal", "play", "trick", "prize", "gameover", "click")


class Audio:
    def __init__(self, settings: Settings, sounds_dir: Path | None = None) -> None:
        self.settings = settings
        self.sounds_dir = sounds_dir if sounds_dir is not None else asset_path("sounds")
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.available: bool | None = None  # None until the mixer was tried
        self.problem: str | None = None  # why the game is silent, for a log or a test

    def _start(self) -> bool:
        """Start the mixer and load the sounds once; False (silent) if that is not possible."""
        if self.available is not None:
            return self.available
        self.available = False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
        except (pygame.error, OSError, ValueError) as err:
            self.problem = f"no sound device: {err}"
            return False
        for name in SOUND_NAMES:
            path = self.sounds_dir / f"{name}.wav"
            try:
                self.sounds[name] = pygame.mixer.Sound(os.fspath(path))
            except (pygame.error, OSError, FileNotFoundError) as err:
                self.problem = f"cannot load {path.name}: {err}"
        self.available = True
        return True

    def preload(self) -> None:
        """Start the mixer now rather than at the first sound (call after the first frame)."""
        self._start()

    @property
    def muted(self) -> bool:
        return not self.settings.sound or self.settings.volume <= 0.0

    def play(self, name: str) -> bool:
        """Play one effect at the current volume. False (and nothing happens) when muted, with no
        sound device, or with no such sound loaded."""
        if self.muted or not self._start():
            return False
        sound = self.sounds.get(name)
        if sound is None:
            return False
        try:
            channel = sound.play()
            if channel is None:
                return False
            channel.set_volume(max(0.0, min(1.0, float(self.settings.volume))))
        except pygame.error:
            return False
        return True

    def apply_settings(self) -> None:
        """Bring sounds already playing in line with mute and volume."""
        if not self.available:
            return
        try:
            if self.muted:
                pygame.mixer.stop()
            else:
                for i in range(pygame.mixer.get_num_channels()):
                    channel = pygame.mixer.Channel(i)
                    if channel.get_busy():
                        channel.set_volume(float(self.settings.volume))
        except pygame.error:
            pass

    def close(self) -> None:
        try:
            if self.available and pygame.mixer.get_init():
                pygame.mixer.quit()
        except pygame.error:
            pass
        self.sounds.clear()
        self.available = None
