"""The pause menu over the table: resume, rules, settings, named saves and records, quit to the title."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.named_saves import export_record
from game.scenes.panel import PanelScene
from game.ui.menu import MenuPanel
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.match import Match


class PauseScene(PanelScene):
    def __init__(
        self, game_id: str | None = None, on_quit: Callable[[], Any] | None = None, match: Match | None = None
    ) -> None:
        """``game_id`` opens that game's rules directly; ``on_quit`` replaces the default
        "go to the title" (the table saves and stops its bots there); ``match``, the game at the
        table, can then be saved under a name and exported as a record."""
        super().__init__()
        self.game_id = game_id
        self.on_quit = on_quit
        self.match = match

    def build(self) -> MenuPanel:
        fonts = self.ctx.fonts
        rows = [
            Button(fonts, "Resume", self.close, primary=True),
            Button(fonts, "Rules", self.open_rules),
            Button(fonts, "Settings", self.open_settings),
        ]
        if self.match is not None:
            rows += [Button(fonts, "Save as…", self.save_as), Button(fonts, "Export record", self.export)]
        rows += [
            Button(fonts, "Load…", self.load),
            Button(fonts, "Import record…", self.import_record),
            Button(fonts, "Quit to title", self.quit_to_title),
        ]
        return MenuPanel(fonts, "Paused", rows, width=0.34, min_width=380, on_escape=self.close)

    def open_rules(self) -> None:
        scenes = self.ctx.scenes
        self.ctx.push(scenes.rules(self.game_id) if self.game_id else scenes.rules_menu())

    def open_settings(self) -> None:
        self.ctx.push(self.ctx.scenes.settings())

    def save_as(self) -> None:
        self.ctx.push(self.ctx.scenes.saves_menu("save", self.match))

    def load(self) -> None:
        self.ctx.push(self.ctx.scenes.saves_menu("load", self.match))

    def import_record(self) -> None:
        self.ctx.push(self.ctx.scenes.saves_menu("import", self.match))

    def export(self) -> None:
        """Write the game's record, as it stands, to a new file in the records folder and say where."""
        assert self.match is not None  # the Export record button shows only with a match
        try:
            path = export_record(self.ctx.paths, self.match.record)
        except OSError as err:
            text = f"The record could not be written: {err.strerror or err}."
        else:
            text = f"The game's record was written to {path}. Import record… opens it in the replay viewer."
        self.ctx.push(self.ctx.scenes.message("Export record", text))

    def quit_to_title(self) -> None:
        if self.on_quit is not None:
            self.on_quit()
        else:
            self.ctx.go_to_title()
