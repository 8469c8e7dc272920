"""Kill test (issue 15): a process writing autosaves of a real game is killed with SIGKILL at
random moments, 200 times. Every time, the save Continue would open (the save, or its backup if
the kill fell between the two renames) loads, holds every move whose save was acknowledged, and
at most the one move in flight more; a later save only ever extends an earlier one.

The child (tests/autosave_child.py) pays its imports once and forks a worker per kill; each
worker continues the game the last one left, as a player pressing Continue would.

The saves go to ``tmp_path``, in memory where the machine allows (tests/conftest.py). A SIGKILL
ends the process, not the machine: what it wrote is in the kernel's page cache whether or not
fsync has reached the disk, so a kill leaves the same files on any file system. The writer still
fsyncs every save (a power cut is what that is for, and no test here pulls the plug); in memory
the fsyncs cost nothing, where on a disk they were most of the test's time. On a disk the slow
fsyncs also made kills land mid-write by themselves; so that they still do, each kill waits a
random part of the worker's move time (measured between its acknowledgements) after the last
save it waits for, and so falls anywhere in a move: choosing it, writing it, or clearing the
save of a game just ended (the worker says ``ending`` first: then no save is the right answer).
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

import pytest

from game.saves import backup_of, stale_temporaries
from tests.autosave_child import newest_save

pytestmark = pytest.mark.heavy  # run first: see tests/conftest.py

KILLS = 200
REPO = Path(__file__).resolve().parent.parent


@dataclass
class Seen:
    """What the test knows the save must hold: a game (its seed) and its moves so far."""

    seed: int
    actions: list[tuple[int, str]] = field(default_factory=list)
    acked: int = 0  # moves acknowledged: the save holds at least these
    ending: bool = False  # the game is over and its save is being cleared (no save is then right)


@dataclass
class Pace:
    """How long the worker takes for a move, its save included (the last time between two
    acknowledgements): a kill waits a random part of it."""

    move_s: float = 0.002


@dataclass
class Landed:
    """Where the kills fell (printed, not asserted: it depends on the machine's timing)."""

    mid_write: int = 0  # a temporary file was left: killed while a save was written
    between_renames: int = 0  # only the backup was there
    while_clearing: int = 0  # the game had ended and its save was cleared before the "over"
    games_over: int = 0


def read_line(out: IO[str]) -> list[str]:
    line = out.readline()
    assert line, "the child process ended unexpectedly"
    return line.split()


def one_kill(child: subprocess.Popen[str], seen: Seen, rng: random.Random, pace: Pace) -> tuple[int, bool]:
    """Start a worker, let it acknowledge a random number of saves, kill it with SIGKILL at a
    random moment of its next move, and read everything it printed. Returns the highest move
    count acknowledged for ``seen.seed`` (after a game's end: of the game that followed) and
    whether a game ended."""
    assert child.stdin is not None and child.stdout is not None
    child.stdin.write(f"run {seen.seed}\n")
    child.stdin.flush()
    words = read_line(child.stdout)
    assert words[0] == "pid", words
    pid = int(words[1])
    wanted = rng.choice([0, 0, 1, 2, 3, 5, 8])
    acks, acked, over = 0, seen.acked, False
    killed = False
    last_ack = None
    while True:
        if not killed and acks >= wanted:
            time.sleep(rng.uniform(0, pace.move_s))
            os.kill(pid, signal.SIGKILL)
            killed = True
        words = read_line(child.stdout)
        if words[0] == "done":
            assert words[1] == str(int(signal.SIGKILL)), f"the worker ended by itself ({words[1]}), not by the kill"
            return acked, over
        if words[0] == "ack":
            seed, count = int(words[1]), int(words[2])
            assert seed == seen.seed, f"the worker played game {seed}, the test expected {seen.seed}"
            acks, acked = acks + 1, count
            now = time.perf_counter()
            if last_ack is not None:
                pace.move_s = now - last_ack
            last_ack = now
        elif words[0] == "ending":
            assert int(words[1]) == seen.seed
            seen.ending = True
        elif words[0] == "over":
            assert int(words[1]) == seen.seed
            seen.seed, seen.actions, acked, over, seen.ending = seen.seed + 1, [], 0, True, False


def test_a_killed_autosave_keeps_every_acknowledged_move(tmp_path: Path) -> None:
    rng = random.Random(15)
    landed = Landed()
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.autosave_child", str(tmp_path)],
        cwd=REPO, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1,
    )
    path = tmp_path / "current.json"
    seen = Seen(seed=101)
    pace = Pace()
    try:
        for kill in range(KILLS):
            acked, over = one_kill(child, seen, rng, pace)
            landed.games_over += over
            landed.mid_write += any(stale_temporaries(path))
            landed.between_renames += not path.exists() and backup_of(path).exists()
            match = newest_save(path)  # raises if the save Continue would open does not load
            where = f"kill {kill + 1}, game {seen.seed}"
            if match is None:
                assert (acked == 0 and not seen.actions) or seen.ending, f"{where}: {acked} moves were acknowledged and no save is left"
                landed.while_clearing += seen.ending
                seen.actions = []  # (a game cleared as it ended starts again: nothing says it ended)
            else:
                actions = list(match.record.actions)
                assert match.record.seed == seen.seed, f"{where}: the save holds game {match.record.seed}"
                held = len(actions)
                assert acked <= held <= acked + 1, f"{where}: {acked} acknowledged, the save holds {held}"
                assert actions[: len(seen.actions)] == seen.actions, f"{where}: the save lost or changed earlier moves"
                seen.actions = actions
            seen.acked = len(seen.actions)
            seen.ending = False
    finally:
        if child.stdin is not None:
            child.stdin.close()
        child.wait(30)
    assert child.returncode == 0
    print(
        f"\n{KILLS} kills: {landed.mid_write} mid-write, {landed.between_renames} between the renames, "
        f"{landed.while_clearing} as an ended game's save was cleared, {landed.games_over} games ended"
    )
