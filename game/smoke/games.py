"""One seeded bot-only game of every game and variant, played to its end through the table.

Each game of the registry is played at its smallest player count with its default options, and
once more at its largest with every option set otherwise (an option with several other values
gives one game per value). Easy bots think on the table's worker threads; animations are off
(the fastest the settings allow), so a finished trick is not held either. The game is played
until the game-over screen shows; then its save must be gone, no bot may have failed, and its
record must replay to the same result.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from game.match import Match
from game.saves import can_continue
from game.smoke.checks import Check, require
from game.smoke.harness import SIZES, SmokeApp, frames, name_of, reset
from game.smoke.tables import GAME_OVER, bot_seats, open_table, play_until
from rules.core.options import OptionSpec
from rules.core.record import replay
from rules.core.registry import GameInfo, all_games
from rules.core.words import counted

SEED = 16
DRAW_EVERY = 8  # frames drawn while a game plays: every 8th, and every new overlay


@dataclass(frozen=True)
class Plan:
    game: str
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = SEED

    @property
    def label(self) -> str:
        shown = "".join(f", {key}={OptionSpec.format(value)}" for key, value in self.options.items())
        return f"play {self.game}, {self.players} players{shown}, seed {self.seed}"


def plans(only: Sequence[str] = ()) -> list[Plan]:
    out: list[Plan] = []
    for game, info in all_games().items():
        if only and game not in only:
            continue
        out.append(Plan(game, min(info.player_counts)))
        out += [Plan(game, max(info.player_counts), options, SEED + i) for i, options in enumerate(variants(info), 1)]
    return out


def variants(info: GameInfo) -> list[dict[str, Any]]:
    """Option sets with every option off its default: the first other value of each, then the
    second (where there is one, else the last again)..."""
    others = {spec.key: [c for c in spec.choices if c != spec.default] for spec in info.options}
    others = {key: values for key, values in others.items() if values}
    depth = max((len(values) for values in others.values()), default=0)
    return [{key: values[min(i, len(values) - 1)] for key, values in others.items()} for i in range(depth)]


def game_checks(app: SmokeApp, only: Sequence[str], finished: list[Match]) -> list[Check]:
    """A check per plan; each finished match is added to ``finished`` (the statistics check
    looks for them)."""
    return [Check(plan.label, partial(play, app, plan, finished)) for plan in plans(only)]


def play(app: SmokeApp, plan: Plan, finished: list[Match]) -> str:
    start = time.perf_counter()
    reset(app)
    match = Match.new(plan.game, bot_seats(plan.players), plan.options, plan.seed)
    table = open_table(app, match)
    count = play_until(
        app, table, lambda: name_of(app.stack.top) == GAME_OVER, "the game-over screen",
        draw_every=DRAW_EVERY, stop_at_game_over=False,
    )
    require(match.is_over(), "the game-over screen showed before the game was over")
    for size in SIZES:
        app.resize(size)
        frames(app, 1)
    failed = table.driver.failed
    require(not failed, "; ".join(f"{match.name(s)}'s bot failed: {why}" for s, why in failed.items()))
    require(not can_continue(app.paths.current_save), "the finished game's save was not cleared")
    replayed, _ = replay(match.record)
    result, again = match.state.result(), replayed.result()
    require(again.scores == result.scores, f"the record replays to {again.scores}, not {result.scores}")
    finished.append(match)
    reset(app)
    rounds = len(result.rounds)
    return (
        f"game over after {counted(rounds, 'round')}, {len(match.record.actions)} moves, "
        f"{count} frames, {time.perf_counter() - start:.1f} s"
    )
