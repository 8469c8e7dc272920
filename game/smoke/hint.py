"""The hint: the hard level's search, worked out in worker processes (``rules.ai.search_pool``).

The built program starts those processes from its own executable, so this is where a frozen
build without ``multiprocessing.freeze_support()`` shows: the hint never comes, or fails.
"""

from __future__ import annotations

import time

import pygame

from game.match import Match
from game.smoke.checks import Check, SmokeFailure, require
from game.smoke.harness import SmokeApp, frame, key, reset
from game.smoke.tables import my_turn, open_table, play_until, solo_seats
from rules.core.registry import all_games

SEED = 16
HINT_WAIT_S = 60.0
HINT_PREFIX = "Hint:"  # how the table's line for a hint begins (``rules.ai.hint.Hint.line``)


def hint_checks(app: SmokeApp, game: str) -> list[Check]:
    return [Check("hint: the hard bot's search in worker processes", lambda: hint(app, game))]


def hint(app: SmokeApp, game: str) -> str:
    reset(app)
    players = min(all_games()[game].player_counts)
    table = open_table(app, Match.new(game, solo_seats(players), seed=SEED))
    play_until(app, table, my_turn(table), "the player's turn")
    start = time.perf_counter()
    frame(app, [key(pygame.K_h)])
    require(table.tooltip is not None, "H at the player's turn asked for no hint")
    while not shown(table):
        if time.perf_counter() - start > HINT_WAIT_S:
            raise SmokeFailure(f"no hint in {HINT_WAIT_S:g} s: do the search's worker processes start?")
        app.wait_for_post("the hint", HINT_WAIT_S)
        frame(app)
    tooltip = table.tooltip
    assert tooltip is not None  # shown() has seen it
    line = tooltip[0]
    require(
        line.startswith(HINT_PREFIX),
        f"the table said {line!r} instead of a hint (do the worker processes start? a built program "
        "must call multiprocessing.freeze_support() first)",
    )
    seconds = time.perf_counter() - start
    reset(app)  # the table closes and shuts its search processes down
    return f"{game}: {line[:60]}{'…' if len(line) > 60 else ''} ({seconds:.1f} s)"


def shown(table: object) -> bool:
    """The table shows the hint's line, or the line saying it failed."""
    tooltip = getattr(table, "tooltip", None)
    return tooltip is not None and not tooltip[0].startswith("Working out")
