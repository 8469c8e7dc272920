"""Builds scenes on request, importing each scene module only when first needed.

The table engineer replaces ``new_game_setup`` and ``continue_game``; everything else asks the
factory rather than importing scene classes, so scenes do not import each other in circles.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.app import App
    from game.scene import Scene


class SceneFactory:
    def __init__(self, app: App) -> None:
        self.app = app

    def title(self) -> Scene:
        from game.scenes.title import TitleScene

        return TitleScene()

    def new_game_setup(self) -> Scene:
        """The new-game setup screen (for now: a note that it is coming)."""
        return self.message("New game", "The new-game setup is coming soon.")

    def continue_game(self, path: Path) -> Scene:
        """The table, resuming the unfinished game saved at ``path`` (for now: a note)."""
        return self.message("Continue", f"Continuing a saved game is coming soon ({path.name}).")

    def settings(self) -> Scene:
        from game.scenes.settings_view import SettingsScene

        return SettingsScene()

    def rules_menu(self) -> Scene:
        from game.scenes.rules_view import RulesMenuScene

        return RulesMenuScene()

    def rules(self, game_id: str) -> Scene:
        """The rules of one game, or a message if the game is unknown."""
        from game.scenes.rules_view import RulesView

        try:
            from rules.core.registry import get_game

            info = get_game(game_id)
        except Exception as err:  # the registry imports game packages; show, do not crash
            return self.message("Rules", f"The rules of {game_id} are not available: {err}")
        return RulesView(info)

    def pause(self, game_id: str | None = None, on_quit: Callable[[], Any] | None = None) -> Scene:
        from game.scenes.pause import PauseScene

        return PauseScene(game_id=game_id, on_quit=on_quit)

    def message(
        self,
        title: str,
        text: str,
        on_ok: Callable[[], Any] | None = None,
        on_cancel: Callable[[], Any] | None = None,
        ok_label: str = "OK",
        cancel_label: str | None = None,
    ) -> Scene:
        from game.scenes.message import MessageScene

        return MessageScene(title, text, on_ok=on_ok, on_cancel=on_cancel, ok_label=ok_label, cancel_label=cancel_label)
