"""Where each scene leads: the one module that knows the scene classes.

``Navigation`` is the app's ``ctx.scenes`` (a ``game.scene.SceneBuilder``). Only ``game.app``
imports this module; scenes ask ``ctx.scenes`` for the scenes they open, so no scene imports
another scene's module, the app, or this module.

Each scene's module is imported when that scene is first built, not with this module: the title
screen shows without loading the table, the bots, the statistics or the replay viewer
(``tests/test_start_time_imports.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.scene import Scene, SceneContext

if TYPE_CHECKING:
    from game.art.styles import DeckStyle
    from game.match import Match
    from game.scenes.table import TableScene
    from rules.core.cards import Card
    from rules.core.events import TrickOutcome
    from rules.core.record import GameRecord
    from rules.core.results import RoundResult


class Navigation:
    """Builds scenes, wiring their buttons to where they lead through ``ctx``."""

    def __init__(self, ctx: SceneContext) -> None:
        self.ctx = ctx

    def title(self) -> Scene:
        from game.scenes.title import TitleScene

        return TitleScene()

    def new_game_setup(self) -> Scene:
        """The new-game setup screen; Start replaces it with the table."""
        from game.scenes.setup import SetupScene

        def start(match: Match) -> None:
            self.ctx.replace(self.table(match))

        return SetupScene(on_start=start)

    def table(self, match: Match, animate_opening: bool = True, notice: str | None = None) -> TableScene:
        """The table playing ``match``; ``notice``, if given, is shown over it when it opens."""
        from game.scenes.table import TableScene

        return TableScene(match, animate_opening=animate_opening, notice=notice)

    def continue_game(self, path: Path) -> Scene:
        """The table, resuming the unfinished game saved at ``path``, or why it cannot."""
        from game.saves import load_match

        loaded = load_match(path)
        if loaded.match is None:
            return self.message("Continue", loaded.message or "There is no unfinished game to continue.")
        return self.table(loaded.match, animate_opening=False, notice=loaded.notice)

    def handoff(self, name: str, on_ready: Callable[[], Any], note: str = "") -> Scene:
        from game.scenes.handoff import HandoffScene

        return HandoffScene(name, on_ready, note)

    def round_summary(
        self, match: Match, round_result: RoundResult, notes: Sequence[str], on_continue: Callable[[], Any]
    ) -> Scene:
        from game.scenes.summary import RoundSummaryScene

        return RoundSummaryScene(match, round_result, notes, on_continue)

    def game_over(self, match: Match, notes: Sequence[str]) -> Scene:
        from game.scenes.gameover import GameOverScene

        def new_game() -> None:
            self.ctx.go_to_title()
            self.ctx.new_game()

        def replay() -> None:
            names = [match.name(seat) for seat in range(match.players)]
            self.ctx.push(self.replay_viewer(match.record, names))

        return GameOverScene(match, notes, on_new_game=new_game, on_title=self.ctx.go_to_title, on_replay=replay)

    def score_sheet(self, match: Match) -> Scene:
        from game.scenes.scoresheet import ScoreSheetScene

        return ScoreSheetScene(match)

    def review(
        self, title: str, shown: TrickOutcome | Sequence[tuple[int, Card]], match: Match, style: str | DeckStyle
    ) -> Scene:
        from game.scenes.review import ReviewScene

        return ReviewScene(title, shown, match.name, style)

    def settings(self) -> Scene:
        from game.scenes.settings_view import SettingsScene

        return SettingsScene()

    def rules_menu(self) -> Scene:
        from game.scenes.rules_view import RulesMenuScene

        return RulesMenuScene()

    def rules(self, game_id: str) -> Scene:
        """The rules of one game, or a message if no game has that id."""
        from game.scenes.rules_view import RulesView
        from rules.core.errors import UnknownGame
        from rules.core.registry import get_game

        try:
            info = get_game(game_id)
        except UnknownGame as err:
            return self.message("Rules", f"The rules of {game_id} are not available: {err}")
        return RulesView(info)

    def pause(
        self, game_id: str | None = None, on_quit: Callable[[], Any] | None = None, match: Match | None = None
    ) -> Scene:
        from game.scenes.pause import PauseScene

        return PauseScene(game_id=game_id, on_quit=on_quit, match=match)

    def replay_viewer(self, record: GameRecord, names: Sequence[str] | None = None) -> Scene:
        """The replay viewer stepping through ``record``, or a message if its game cannot be set up."""
        from game.scenes.replay_viewer import ReplayViewerScene
        from rules.core.errors import RecordError, UnknownGame

        try:
            return ReplayViewerScene(record, names)
        except (RecordError, UnknownGame) as err:
            return self.message("Replay", f"This game cannot be replayed: {err}")

    def statistics(self) -> Scene:
        """The statistics of finished games, from the title screen."""
        from game.scenes.statistics import StatisticsScene

        return StatisticsScene()

    def saves_menu(self, mode: str, match: Match | None = None) -> Scene:
        """Named saves and records: ``mode`` is "save" (Save as, needs ``match``), "load" or "import"."""
        from game.scenes.saves_menu import SavesMenuScene

        return SavesMenuScene(mode, match)

    def message(
        self,
        title: str,
        text: str,
        on_ok: Callable[[], Any] | None = None,
        on_cancel: Callable[[], Any] | None = None,
        ok_label: str = "OK",
        cancel_label: str | None = None,
        cancel_first: bool = False,
    ) -> Scene:
        from game.scenes.message import MessageScene

        return MessageScene(
            title, text, on_ok=on_ok, on_cancel=on_cancel, ok_label=ok_label, cancel_label=cancel_label,
            cancel_first=cancel_first,
        )
