"""Driving a table scene headless: frames, the bots' answers, and the overlays a player closes.

The table is the real one (``ctx.scenes.table``): its turn driver asks the bots on their worker
threads and their answers come back through ``App.post``; a round summary or a hand-off is closed
with Enter, as a player would, once it takes input.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.match import BOT, HUMAN, Match, SeatConfig
from game.scene import Scene
from game.smoke.checks import SmokeFailure
from game.smoke.harness import SmokeApp, frame, key, name_of

if TYPE_CHECKING:
    from game.scenes.table import TableScene

NAMES = ("Ada", "Bruno", "Carmen", "Dmitri", "Elif", "Farid", "Greta", "Hugo")
GAME_OVER = "GameOverScene"  # the scene that ends a game at the table
OVERLAY_ARM_S = 0.5  # a summary ignores input for its first moments (0.3 s): let that pass
STALL_FRAMES = 400  # frames without a move or a new scene on top: the table is stuck
GAME_LIMIT_S = 600.0  # one whole game through the table; beyond this it hangs


def bot_seats(players: int, level: str = "easy") -> list[SeatConfig]:
    return [SeatConfig(NAMES[i], BOT, level) for i in range(players)]


def solo_seats(players: int, level: str = "easy") -> list[SeatConfig]:
    """One human ("You", seat 0) against bots."""
    return [SeatConfig("You", HUMAN), *(SeatConfig(NAMES[i], BOT, level) for i in range(1, players))]


def open_table(app: SmokeApp, match: Match, **kwargs: Any) -> TableScene:
    """The table scene for ``match``, built and pushed as the setup screen's Start does."""
    table = app.scenes.table(match, **kwargs)
    app.push(table)
    return table


def step(app: SmokeApp, table: TableScene, draw: bool = True) -> None:
    """One frame; then, if only a bot's answer is awaited, wait for it (the next frame takes it)."""
    frame(app, draw=draw)
    runner = table.runner
    if runner is not None and runner.busy and app.stack.top is table and not table.anims.busy:
        app.wait_for_post(f"the bot of {', '.join(table.match.name(s) for s in sorted(runner.busy))}")


def close_overlay(app: SmokeApp, draw: bool = True) -> None:
    """Close the scene over the table with Enter once it takes input (drawn first if ``draw``)."""
    frame(app, draw=draw, dt=OVERLAY_ARM_S)
    frame(app, [key(pygame.K_RETURN)], draw=False)


def play_until(
    app: SmokeApp, table: TableScene, done: Callable[[], bool], what: str, draw_every: int = 0, stop_at_game_over: bool = True
) -> int:
    """Frames (bots answering, overlays closed with Enter) until ``done()``; the number of frames.
    Fails if the table is stuck, the game ends first, or it takes longer than ``GAME_LIMIT_S``.
    ``draw_every``: draw every n-th frame and each new overlay (0: draw nothing)."""
    start = time.perf_counter()
    shown: Scene | None = None
    moves, still, count = len(table.match.record.actions), 0, 0
    while not done():
        top = app.stack.top
        if name_of(top) == GAME_OVER and stop_at_game_over:
            raise SmokeFailure(f"the game ended before {what}")
        if top is None or table not in app.stack:
            raise SmokeFailure(f"the table closed before {what} (on top: {name_of(top)})")
        count += 1
        draw = draw_every > 0 and (count % draw_every == 0 or top is not shown)
        if top is table:
            step(app, table, draw)
        else:
            close_overlay(app, draw)
        shown = top
        now = len(table.match.record.actions)
        still = 0 if now != moves or app.stack.top is not top else still + 1
        moves = now
        if still > STALL_FRAMES:
            raise SmokeFailure(f"stuck before {what}: no move for {STALL_FRAMES} frames, {name_of(app.stack.top)} on top")
        if time.perf_counter() - start > GAME_LIMIT_S:
            raise SmokeFailure(f"{what} did not come in {GAME_LIMIT_S:g} s ({moves} moves)")
    return count


def my_turn(table: TableScene) -> Callable[[], bool]:
    return lambda: table.driver.my_turn() and not table.anims.busy
