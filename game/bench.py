"""The table's speed figures for ``main.py bench``, measured headless (dummy SDL drivers).

The table plays the first registered game (or the one named) at its largest player count (the
busiest table), so the figures compare across versions without naming a game here.

- ``table.frame_ms_p95``: update and draw of one frame of that table at 1280×720, over the frames
  in which cards animate (bots play every seat, seat 0's hand is shown).
- ``table.idle_cpu_percent``: CPU time of the whole process (all threads) while the table waits
  for a human move, over 5 seconds, as a percentage of one core.
- ``app.start_to_first_frame_s``: from starting ``python main.py --quit-after-first-frame`` to
  that process exiting, so an upper bound on the time to the first drawn title frame.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from game.match import HUMAN, Match, SeatConfig
from rules.core.registry import all_games, get_game

NAMES = ("Ada", "Bruno", "Carmen", "Dmitri", "Elif", "Farid", "Greta", "Hugo")


def table_figures(quick: bool = False, game_id: str | None = None) -> dict[str, float]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    info = get_game(game_id) if game_id else next(iter(all_games().values()))
    players = max(info.player_counts)
    before = os.environ.get("CARDTABLE_HOME")
    with tempfile.TemporaryDirectory() as home:
        os.environ["CARDTABLE_HOME"] = home
        try:
            return {
                "table.frame_ms_p95": frame_ms_p95(info.id, players, frames=300 if quick else 1500),
                "table.idle_cpu_percent": idle_cpu_percent(info.id, players, seconds=1.0 if quick else 5.0),
                "app.start_to_first_frame_s": start_to_first_frame_s(),
            }
        finally:  # the folder is about to go: later figures must not be pointed at it
            if before is None:
                del os.environ["CARDTABLE_HOME"]
            else:
                os.environ["CARDTABLE_HOME"] = before


def _app():
    from game.app import App

    app = App(headless=True, size=(1280, 720))
    app.settings.animation_speed = "normal"
    return app


def frame_ms_p95(game_id: str, players: int, frames: int) -> float:
    app = _app()
    match = Match.new(game_id, [SeatConfig(n) for n in NAMES[:players]], seed=2026)
    table = app.scenes.table(match)
    app.stack.push(table)
    times: list[float] = []
    guard = 0
    while len(times) < frames and guard < frames * 20:
        guard += 1
        start = time.perf_counter()
        animating = app.step(dt=1 / 60)
        elapsed = time.perf_counter() - start
        top = app.stack.top
        if top is not table:  # a round summary: continue at once, as a player would
            top.handle_event(_enter_key())
        elif animating:
            times.append(elapsed * 1000)
        else:
            time.sleep(0.001)  # let a bot thread answer
    app.close()
    times.sort()
    return times[int(len(times) * 0.95) - 1] if times else float("nan")


def idle_cpu_percent(game_id: str, players: int, seconds: float) -> float:
    app = _app()
    match = Match.new(game_id, [SeatConfig("You", HUMAN), *(SeatConfig(n) for n in NAMES[: players - 1])], seed=7)
    table = app.scenes.table(match)
    app.stack.push(table)
    deadline = time.perf_counter() + 30
    while time.perf_counter() < deadline:  # play on until the human must move
        if not app.step(dt=1 / 30) and match.humans_to_move() and table.viewer in match.humans_to_move():
            break
        time.sleep(0.002)
    timer = threading.Timer(seconds, lambda: app.post(app.quit))
    cpu0, wall0 = time.process_time(), time.perf_counter()
    timer.start()
    app.run()
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    app.close()
    return 100.0 * cpu / wall


def start_to_first_frame_s() -> float:
    main = Path(__file__).resolve().parent.parent / "main.py"
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, str(main), "--quit-after-first-frame"],
        check=True,
        stdout=subprocess.DEVNULL,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"},
    )
    return time.perf_counter() - start


def _enter_key():
    import pygame

    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
