"""Where each scene leads: the one module that knows the scene classes.

``Navigation`` is the app's ``ctx.scenes`` (a ``game.scene.SceneBuilder``). Only ``game.app``
imports this module; scenes ask ``ctx.scenes`` for the scenes they open, so no scene imports
another scene's module, the app, or this module.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from game.art.styles import DeckStyle
from game.match import Match
from game.saves import load_match
from game.scene import Scene, SceneContext
from game.scenes.gameover import GameOverScene
from game.scenes.handoff import HandoffScene
from game.scenes.message import MessageScene
from game.scenes.pause import PauseScene
from game.scenes.replay_viewer import ReplayViewerScene
from game.scenes.review import ReviewScene
from game.scenes.rules_view import RulesMenuScene, RulesView
from game.scenes.saves_menu import SavesMenuScene
from game.scenes.scoresheet import ScoreSheetScene
from game.scenes.settings_view import SettingsScene
from game.scenes.statistics import StatisticsScene
from game.scenes.setup import SetupScene
from game.scenes.summary import RoundSummaryScene
from game.scenes.table import TableScene
from game.scenes.title import TitleScene
from rules.core.cards import Card
from rules.core.errors import RecordError, UnknownGame
from rules.core.events import TrickOutcome
from rules.core.record import GameRecord
from rules.core.registry import get_game
from rules.core.results import RoundResult


class Navigation:
    """Builds scenes, wiring their buttons to where they lead through ``ctx``."""

    def __init__(self, ctx: SceneContext) -> None:
        self.ctx = ctx

    def title(self) -> Scene:
        return TitleScene()

    def new_game_setup(self) -> Scene:
        """The new-game setup screen; Start replaces it with the table."""

        def start(match: Match) -> None:
            self.ctx.replace(self.table(match))

        return SetupScene(on_start=start)

    def table(self, match: Match, animate_opening: bool = True, notice: str | None = None) -> Scene:
        """The table playing ``match``; ``notice``, if given, is shown over it when it opens."""
        return TableScene(match, animate_opening=animate_opening, notice=notice)

    def continue_game(self, path: Path) -> Scene:
        """The table, resuming the unfinished game saved at ``path``, or why it cannot."""
        loaded = load_match(path)
        if loaded.match is None:
            return self.message("Continue", loaded.message or "There is no unfinished game to continue.")
        return self.table(loaded.match, animate_opening=False, notice=loaded.notice)

    def handoff(self, name: str, on_ready: Callable[[], Any], note: str = "") -> Scene:
        return HandoffScene(name, on_ready, note)

    def round_summary(
        self, match: Match, round_result: RoundResult, notes: Sequence[str], on_continue: Callable[[], Any]
    ) -> Scene:
        return RoundSummaryScene(match, round_result, notes, on_continue)

    def game_over(self, match: Match, notes: Sequence[str]) -> Scene:
        def new_game() -> None:
            self.ctx.go_to_title()
            self.ctx.new_game()

        def replay() -> None:
            names = [match.name(seat) for seat in range(match.players)]
            self.ctx.push(self.replay_viewer(match.record, names))

        return GameOverScene(match, notes, on_new_game=new_game, on_title=self.ctx.go_to_title, on_replay=replay)

    def score_sheet(self, match: Match) -> Scene:
        return ScoreSheetScene(match)

    def review(
        self, title: str, shown: TrickOutcome | Sequence[tuple[int, Card]], match: Match, style: str | DeckStyle
    ) -> Scene:
        return ReviewScene(title, shown, match.name, style)

    def settings(self) -> Scene:
        return SettingsScene()

    def rules_menu(self) -> Scene:
        return RulesMenuScene()

    def rules(self, game_id: str) -> Scene:
        """The rules of one game, or a message if no game has that id."""
        try:
            info = get_game(game_id)
        except UnknownGame as err:
            return self.message("Rules", f"The rules of {game_id} are not available: {err}")
        return RulesView(info)

    def pause(
        self, game_id: str | None = None, on_quit: Callable[[], Any] | None = None, match: Match | None = None
    ) -> Scene:
        return PauseScene(game_id=game_id, on_quit=on_quit, match=match)

    def replay_viewer(self, record: GameRecord, names: Sequence[str] | None = None) -> Scene:
        """The replay viewer stepping through ``record``, or a message if its game cannot be set up."""
        try:
            return ReplayViewerScene(record, names)
        except (RecordError, UnknownGame) as err:
            return self.message("Replay", f"This game cannot be replayed: {err}")

    def statistics(self) -> Scene:
        """The statistics of finished games, from the title screen."""
        return StatisticsScene()

    def saves_menu(self, mode: str, match: Match | None = None) -> Scene:
        """Named saves and records: ``mode`` is "save" (Save as, needs ``match``), "load" or "import"."""
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
        return MessageScene(
            title, text, on_ok=on_ok, on_cancel=on_cancel, ok_label=ok_label, cancel_label=cancel_label,
            cancel_first=cancel_first,
        )
