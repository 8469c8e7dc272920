"""The settings screen: every change applies at once and is saved."""

from __future__ import annotations

from typing import Any

from game.scenes.panel import PanelScene
from game.settings import ANIMATION_SPEEDS, CARD_SIZES, VOLUME_STEPS
from game.ui import theme
from game.ui.menu import MenuPanel
from game.ui.widgets import Button, Choice, Label, Slider, Toggle

SPEED_NAMES = {"off": "Off", "fast": "Fast", "normal": "Normal", "slow": "Slow"}
SIZE_NAMES = {"small": "Small", "medium": "Medium", "large": "Large"}


class SettingsScene(PanelScene):
    def build(self) -> MenuPanel:
        fonts, s = self.ctx.fonts, self.ctx.settings
        self.status = Label(fonts, "", colour=theme.ERROR)
        rows: list[Any] = [
            Toggle(fonts, "Sound", s.sound, lambda v: self.change("sound", v)),
            Slider(fonts, "Volume", s.volume, lambda v: self.change("volume", v), steps=VOLUME_STEPS),
            Choice(fonts, "Animations", [(k, SPEED_NAMES[k]) for k in ANIMATION_SPEEDS], s.animation_speed,
                   lambda v: self.change("animation_speed", v)),
            Choice(fonts, "Card size", [(k, SIZE_NAMES[k]) for k in CARD_SIZES], s.card_size,
                   lambda v: self.change("card_size", v)),
            Toggle(fonts, "Colour-blind deck", s.colorblind, lambda v: self.change("colorblind", v)),
            Toggle(fonts, "Full screen (F11)", s.fullscreen, lambda v: self.change("fullscreen", v)),
            (self.status, 0.6),
            Button(fonts, "Done", self.close, primary=True),
        ]
        self._sync_status()
        return MenuPanel(fonts, "Settings", rows, width=0.56, min_width=560, on_escape=self.close)

    def change(self, key: str, value: Any) -> None:
        setattr(self.ctx.settings, key, value)
        self.ctx.settings_changed()
        if key in ("volume", "sound"):
            self.ctx.audio.play("click")
        self._sync_status()

    def _sync_status(self) -> None:
        self.status.text = self.ctx.settings_error or ""

    def on_settings_changed(self) -> None:
        """Keep the toggles true to the settings when F11 changes full screen from here."""
        if self.panel is None:
            return
        for widget in self.panel.widgets:
            if isinstance(widget, Toggle) and widget.label.startswith("Full screen"):
                widget.value = self.ctx.settings.fullscreen
