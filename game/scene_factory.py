"""Builds scenes on request, importing each scene module only when first needed.

The table engineer replaces ``new_game_setup`` and ``continue_game``; everything else asks the
factory rather than importing scene classes, so scenes do not import each other in circles.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.app import App
    from game.match import Match
    from game.scene import Scene
    from rules.core.cards import Card
    from rules.core.results import RoundResult


class SceneFactory:
    def __init__(self, app: App) -> None:
        self.app = app

    def title(self) -> Scene:
        from game.scenes.title import TitleScene

        return TitleScene()

    def new_game_setup(self) -> Scene:
        """The new-game setup screen; Start replaces it with the table."""
        from game.scenes.setup import SetupScene

        def start(match: Match) -> None:
            self.app.stack.replace(self.table(match))

        return SetupScene(on_start=start)

    def table(self, match: Match, animate_opening: bool = True) -> Scene:
        from game.scenes.table import TableScene

        return TableScene(match, animate_opening=animate_opening)

    def continue_game(self, path: Path) -> Scene:
        """The table, resuming the unfinished game saved at ``path``, or why it cannot."""
        from game.saves import load_match

        loaded = load_match(path)
        if loaded.match is None:
            return self.message("Continue", loaded.message or "There is no unfinished game to continue.")
        return self.table(loaded.match, animate_opening=False)

    def handoff(self, name: str, on_ready: Callable[[], Any], note: str = "") -> Scene:
        from game.scenes.handoff import HandoffScene

        return HandoffScene(name, on_ready, note)

    def round_summary(self, match: Match, round_result: RoundResult, on_continue: Callable[[], Any]) -> Scene:
        from game.scenes.summary import RoundSummaryScene

        return RoundSummaryScene(match, round_result, on_continue)

    def game_over(self, match: Match) -> Scene:
        from game.scenes.gameover import GameOverScene

        def new_game() -> None:
            self.app.go_to_title()
            self.app.new_game()

        return GameOverScene(match, on_new_game=new_game, on_title=self.app.go_to_title)

    def score_sheet(self, match: Match) -> Scene:
        from game.scenes.scoresheet import ScoreSheetScene

        return ScoreSheetScene(match)

    def review(self, title: str, plays: Sequence[tuple[int, Card]], match: Match, style: str) -> Scene:
        from game.scenes.review import ReviewScene

        return ReviewScene(title, plays, [s.name for s in match.seats], style)

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
