"""``main.py smoke-test``: the headless smoke test of the whole program (``game.smoke``).

It runs in a throwaway user folder (``CARDTABLE_HOME`` points at a temporary directory for the
run), with the dummy SDL video and audio drivers unless others are set, chosen before pygame is
imported. Exit status 0 if every check passed, 1 if one failed (the last line names which),
2 if ``--only`` names no game.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

# game.paths imports no pygame: the SDL drivers are still chosen before pygame is imported
from game.paths import HOME_ENV, Paths
from rules.core.registry import all_games

SDL_DUMMY = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def run(args: argparse.Namespace) -> int:
    only = list(dict.fromkeys(args.only))
    unknown = [game for game in only if game not in all_games()]
    if unknown:
        known = ", ".join(all_games())
        named = ", ".join(map(repr, unknown))
        print(f"main.py smoke-test: error: unknown game {named} for --only; known: {known}", file=sys.stderr)
        return 2
    for name, value in SDL_DUMMY.items():
        os.environ.setdefault(name, value)
    with throwaway_home():
        from game.smoke.run import run_all  # imports pygame

        return run_all(Paths.default(), only, sys.stdout)


@contextmanager
def throwaway_home() -> Iterator[Path]:
    """``CARDTABLE_HOME`` at a temporary folder for the run, removed (and the variable put back)
    after it, so no file of the real user is read or written."""
    before = os.environ.get(HOME_ENV)
    with tempfile.TemporaryDirectory(prefix="cardtable-smoke-") as home:
        os.environ[HOME_ENV] = home
        try:
            yield Path(home)
        finally:
            if before is None:
                os.environ.pop(HOME_ENV, None)
            else:
                os.environ[HOME_ENV] = before
