"""The table's memory figures for ``main.py bench``, each reading in a fresh process.

The table is the largest one: the registered game with the most seats, at that count (today
Tavern Tricks at 6; named by the registry, not here, and said in the bench's note).

- ``table.extra_resident_mb``: the resident memory of the app at that table, bots in every
  seat, played through the real window (title under the table, the table scene,
  its driver and bot threads), read as the first hand's round summary opens; minus that of a bare
  pygame-ce window of the same size (``pygame.init``, one window, a fill and a flip per frame).
- ``table.resident_growth_mb``: in that same table process, the resident memory when the whole
  game is over (the game-over screen opens) minus the reading at the end of the first hand.
  ``quick``: over the second hand only (and frames of 50 ms instead of 1/60 s), so rough.

Every reading follows ``gc.collect()``; what is read is said by ``game.resident`` (VmRSS, or the
peak where there is no /proc); 1 MB = 10^6 bytes. Both processes get the same environment: the
caller's display if it has one, else SDL's dummy drivers.

Run as ``python -m game.bench_memory bare|table [--quick]``: the process prints one JSON line.
"""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.resident import MB, resident
from rules.core.registry import all_games, get_game

SIZE = (1280, 720)
NAMES = ("Ada", "Bruno", "Carmen", "Dmitri", "Elif", "Farid", "Greta", "Hugo")
SEED = 2026
FRAME_S = 1 / 60
QUICK_FRAME_S = 0.05
BARE_FRAMES = 30
MAX_FRAMES = 200_000  # a game that never ends is an error, not a hang
CHILD_TIMEOUT_S = 1800
ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class TableReadings:
    first_hand: int  # bytes resident as the first hand's summary opens
    end: int  # bytes resident at the end: the game over (quick: the second hand's summary)
    hands: int  # hands played between the two readings, plus the first


def largest_table() -> tuple[str, int]:
    """(game id, seats) of the registered game with the most seats (registry order on a tie)."""
    info = max(all_games().values(), key=lambda game: max(game.player_counts))
    return info.id, max(info.player_counts)


class MemoryProblem(Exception):
    """A measuring process failed; ``str`` is the one line the bench prints."""


def memory_figures(quick: bool, env: Mapping[str, str]) -> tuple[dict[str, float], list[str]]:
    """Both figures from two fresh processes, and the notes saying how they were read."""
    bare = measure_in_process(["bare"], env)
    table = measure_in_process(["table", *(["--quick"] if quick else [])], env)
    figures = {
        "table.extra_resident_mb": (table["first_hand"] - bare["bytes"]) / MB,
        "table.resident_growth_mb": (table["end"] - table["first_hand"]) / MB,
    }
    span = "the second hand" if quick else f"the whole game ({table['hands']} hands)"
    game, seats = largest_table()
    notes = [
        f"memory figures: {table['source']}, 1 MB = 10^6 bytes; bare window {bare['bytes'] / MB:.1f} MB, "
        f"{get_game(game).title} at {seats} seats after the first hand {table['first_hand'] / MB:.1f} MB, "
        f"growth over {span}"
        + ("; quick figures are rough" if quick else "")
    ]
    return figures, notes


def measure_in_process(args: list[str], env: Mapping[str, str]) -> dict[str, Any]:
    """Run ``python -m game.bench_memory ARGS`` in a throwaway user folder; its JSON line."""
    with tempfile.TemporaryDirectory(prefix="cardtable-bench-") as home:
        try:
            done = subprocess.run(
                [sys.executable, "-m", "game.bench_memory", *args],
                cwd=ROOT,
                env={**env, "CARDTABLE_HOME": home, "PYGAME_HIDE_SUPPORT_PROMPT": "1"},
                capture_output=True,
                text=True,
                timeout=CHILD_TIMEOUT_S,
            )
        except subprocess.TimeoutExpired:
            raise MemoryProblem(f"the {args[0]} process did not finish in {CHILD_TIMEOUT_S} s") from None
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        said = done.stderr.strip().splitlines()
        raise MemoryProblem(f"the {args[0]} process failed (exit {done.returncode}): {said[-1] if said else 'no message'}")
    try:
        return json.loads(lines[-1])
    except ValueError:
        raise MemoryProblem(f"the {args[0]} process ended with {lines[-1][:80]!r}, not its readings") from None


# --- the measured processes ------------------------------------------------------------------------
def bare_window(size: tuple[int, int] = SIZE, frames: int = BARE_FRAMES) -> int:
    """Bytes resident in this process after a bare pygame-ce window filled and flipped ``frames`` times."""
    import pygame

    pygame.init()
    window = pygame.display.set_mode(size, pygame.RESIZABLE)  # the app's window flags
    for _ in range(frames):
        pygame.event.pump()
        window.fill((0, 0, 0))
        pygame.display.flip()
    gc.collect()
    reading = resident().bytes
    pygame.quit()
    return reading


def table_game(quick: bool) -> TableReadings:
    """Play the largest table's game with bots through the window; read at the first hand's end
    and at the end (quick: the second hand's end)."""
    import pygame

    from game.app import App
    from game.match import Match, SeatConfig

    app = App(size=SIZE)  # a real window where there is a display; the caller chose the drivers
    app.go_to_title()
    game, seats = largest_table()
    table = app.scenes.table(Match.new(game, [SeatConfig(name) for name in NAMES[:seats]], seed=SEED))
    app.push(table)
    app.step(dt=0)
    app.audio.preload()  # as App.run does after the first frame
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    dt = QUICK_FRAME_S if quick else FRAME_S
    seen, first = None, None
    hands = 0
    try:
        for _ in range(MAX_FRAMES):
            animating = app.step(dt=dt)
            top = app.stack.top
            kind = type(top).__name__
            if kind == "GameOverScene" or (kind == "RoundSummaryScene" and top is not seen):
                seen = top
                hands += kind == "RoundSummaryScene"
                gc.collect()
                reading = resident().bytes
                if first is None:
                    first = reading
                elif kind == "GameOverScene" or quick:
                    return TableReadings(first, reading, hands)
            if top is not table:
                pygame.event.post(enter)  # continue at once, as a player would
            elif not animating:
                time.sleep(0.001)  # a bot is thinking on its thread
        raise RuntimeError(f"the game did not end in {MAX_FRAMES} frames")
    finally:
        app.close()


def main(argv: list[str]) -> int:
    what, quick = (argv[0] if argv else ""), "--quick" in argv[1:]
    out: dict[str, int | str]  # the readings in bytes (and a count of hands), then where they came from
    if what == "bare":
        out = {"bytes": bare_window()}
    elif what == "table":
        readings = table_game(quick)
        out = {"first_hand": readings.first_hand, "end": readings.end, "hands": readings.hands}
    else:
        print(f"bench_memory: bare or table, not {what!r}", file=sys.stderr)
        return 2
    out["source"] = resident().source
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.exit(main(sys.argv[1:]))
