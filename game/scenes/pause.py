"""The pause menu over the table: resume, rules, settings, quit to the title."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.scenes.panel import PanelScene
from game.ui.menu import MenuPanel
from game.ui.widgets import Button


class PauseScene(PanelScene):
    def __init__(self, game_id: str | None = None, on_quit: Callable[[], Any] | None = None) -> None:
        """``game_id`` opens that game's rules directly; ``on_quit`` replaces the default
        "go to the title" (the table saves and stops its bots there)."""
        super().__init__()
        self.game_id = game_id
        self.on_quit = on_quit

    def build(self) -> MenuPanel:
        fonts = self.ctx.fonts
        rows = [
            Button(fonts, "Resume", self.close, primary=True),
            Button(fonts, "Rules", self.open_rules),
            Button(fonts, "Settings", self.open_settings),
            Button(fonts, "Quit to title", self.quit_to_title),
        ]
        return MenuPanel(fonts, "Paused", rows, width=0.34, min_width=380, on_escape=self.close)

    def open_rules(self) -> None:
        scenes = self.ctx.scenes
        self.ctx.push(scenes.rules(self.game_id) if self.game_id else scenes.rules_menu())

    def open_settings(self) -> None:
        self.ctx.push(self.ctx.scenes.settings())

    def quit_to_title(self) -> None:
        if self.on_quit is not None:
            self.on_quit()
        else:
            self.ctx.go_to_title()
