"""Opening the game window: the one path of the command line that imports pygame (via ``game``).

``--replay FILE`` opens the window straight into the replay viewer of the record in FILE; a file
that is not a usable record is refused before any window opens, with one line and exit status 2.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

REPLAY = "--replay"
PREFIX = "main.py"


class ReplayArgError(Exception):
    """A bad ``--replay`` argument; ``str(err)`` is the one line the user is shown."""


def open_window(argv: list[str]) -> int:
    try:
        replay_file, rest = take_replay(argv)
    except ReplayArgError as err:
        print(f"{PREFIX}: error: {err}", file=sys.stderr)
        return 2
    record: Any = None
    if replay_file is not None:
        try:
            record = load_replay(replay_file)
        except ReplayArgError as err:
            print(f"{PREFIX} {REPLAY}: {err}", file=sys.stderr)
            return 2
    try:
        from game.app import run_app
    except ModuleNotFoundError as err:
        if err.name in ("game", "game.app", "pygame"):
            print(f"{PREFIX}: the game window is not available: {err}", file=sys.stderr)
            return 1
        raise
    try:
        return int((run_app(rest) if record is None else _run_replay(rest, record)) or 0)
    except SystemExit as exit_:  # the window's own argument parser (--help, bad options)
        code = exit_.code
        return code if isinstance(code, int) else (0 if code is None else 2)


def take_replay(argv: list[str]) -> tuple[str | None, list[str]]:
    """(the ``--replay`` file or None, the other window arguments)."""
    rest: list[str] = []
    found: str | None = None
    args = iter(argv)
    for arg in args:
        if arg == REPLAY or arg.startswith(f"{REPLAY}="):
            value = arg.partition("=")[2] if "=" in arg else next(args, "")
            if not value or value.startswith("--"):
                raise ReplayArgError(f"{REPLAY} needs a FILE (a game record)")
            if found is not None:
                raise ReplayArgError(f"{REPLAY} is given twice")
            found = value
        else:
            rest.append(arg)
    if found is not None and any(a == "--game" or a.startswith("--game=") for a in rest):
        raise ReplayArgError(f"{REPLAY} opens a record: it cannot be combined with --game")
    return found, rest


def load_replay(file: str) -> Any:
    """The record in ``file``, checked to set up its game; ``ReplayArgError`` (one line) if not."""
    from rules.core.errors import RecordError
    from rules.core.record import GameRecord

    try:
        record = GameRecord.load(file)
        record.new_state()
    except (RecordError, ValueError, RecursionError, KeyError) as err:
        text = " ".join(str(err).split()) or type(err).__name__
        name = Path(file).name
        line = text if name in text else f"{file}: {text}"
        raise ReplayArgError(line if len(line) <= 240 else line[:239] + "…") from None
    return record


def _run_replay(argv: list[str], record: Any) -> int:
    """The window over the title, the replay viewer of ``record`` on top (closing it leaves the title)."""
    import pygame

    from game import quick_start
    from game.app import WindowUsageError, open_app, parse_window_args

    try:
        window = parse_window_args(argv)
    except (WindowUsageError, quick_start.QuickStartError) as err:
        print(f"{PREFIX}: error: {err}", file=sys.stderr)
        return 2
    app = open_app(window)
    try:
        app.push(app.scenes.replay_viewer(record, None))
        app.run(quit_after_first_frame=window.quit_after_first_frame)
    finally:
        app.close()
        pygame.quit()
    return 0
