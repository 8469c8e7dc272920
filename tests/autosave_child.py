"""The child of tests/test_autosave_kill.py: bots play real games and autosave after every move.

``python -m tests.autosave_child FOLDER`` imports only what a save needs (no pygame), then reads
commands on stdin. ``run SEED`` forks a worker (so the imports are paid once, not once per
kill): it prints ``pid N``, continues the game saved in FOLDER (or starts one with SEED), and
after each move prints ``ack SEED COUNT`` once the autosave holding COUNT moves is on disk. A
game that ends prints ``ending SEED``, is cleared, as the table clears it, and ``over SEED`` is
printed; the next game is SEED + 1. When the worker dies (the test kills it with SIGKILL), the child prints
``done SIGNAL``. ``quit`` ends the child.
"""

from __future__ import annotations

import os
import sys
import traceback
from pathlib import Path

from game.autosave import Autosaver
from game.match import Match, SeatConfig
from game.saves import backup_of, read_save, save_text

GAMES = (("trickster_proposition", 2), ("assassins_trick", 3), ("tavern_tricks", 3))  # short games: some end
NAMES = ("Ada", "Bruno", "Cy")


def new_game(seed: int) -> Match:
    """Game ``seed``: one of ``GAMES`` in turn, bots at every seat."""
    game, players = GAMES[seed % len(GAMES)]
    return Match.new(game, [SeatConfig(name) for name in NAMES[:players]], seed=seed)


def newest_save(path: Path) -> Match | None:
    """What Continue would open: the save if it is there (it must load: it is always complete),
    else its backup (a kill between the two renames), else nothing."""
    if path.exists():
        return read_save(path)
    if backup_of(path).exists():
        return read_save(backup_of(path))
    return None


def say(line: str) -> None:
    os.write(1, f"{line}\n".encode())  # unbuffered: a line printed is a line the test can read


def work(path: Path, seed: int) -> None:
    say(f"pid {os.getpid()}")
    match = newest_save(path) or new_game(seed)
    saver = Autosaver(path)
    while True:
        if match.is_over():
            say(f"ending {match.record.seed}")  # a kill from here on may find the save cleared
            saver.clear()
            saver.flush()
            say(f"over {match.record.seed}")
            match = new_game(match.record.seed + 1)
            continue
        seat = match.state.to_move()[0]
        match.apply(seat, match.bot(seat).choose(match.observation(seat)))
        if match.is_over():
            continue  # a finished game is cleared, not saved
        saver.submit(save_text(match))
        saver.flush()
        if saver.error is not None:
            os.write(2, f"the save failed: {saver.error}\n".encode())
            os._exit(4)
        say(f"ack {match.record.seed} {len(match.record.actions)}")


def main(argv: list[str]) -> int:
    path = Path(argv[1]) / "current.json"
    for seed in range(len(GAMES)):  # the games' and bots' modules load here, once, not in every worker
        warm = new_game(seed)
        seat = warm.state.to_move()[0]
        warm.bot(seat).choose(warm.observation(seat))
    for line in sys.stdin:
        words = line.split()
        if words[:1] != ["run"]:
            return 0
        pid = os.fork()
        if pid == 0:
            try:
                work(path, int(words[1]))
            except BaseException:
                traceback.print_exc()
            os._exit(3)  # never back into the parent's loop
        _, status = os.waitpid(pid, 0)
        say(f"done {os.WTERMSIG(status) if os.WIFSIGNALED(status) else -os.WEXITSTATUS(status)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
