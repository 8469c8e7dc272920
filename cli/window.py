"""Opening the game window: the one path of the command line that imports pygame (via ``game``)."""

from __future__ import annotations

import sys


def open_window(argv: list[str]) -> int:
    try:
        from game.app import run_app
    except ModuleNotFoundError as err:
        if err.name in ("game", "game.app", "pygame"):
            print(f"main.py: the game window is not available: {err}", file=sys.stderr)
            return 1
        raise
    try:
        return int(run_app(argv) or 0)
    except SystemExit as exit_:  # the window's own argument parser (--help, bad options)
        code = exit_.code
        return code if isinstance(code, int) else (0 if code is None else 2)
