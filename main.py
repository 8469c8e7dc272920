"""The card table's entry point.

    python main.py [WINDOW OPTIONS]    open the game window
    python main.py COMMAND ...         run headless: games, play, replay, bench, smoke-test (see --help)

The same file is the built program's entry (``cardtable.spec``).
"""

import os
import sys


def run() -> int:
    from cli import main

    try:
        return main(sys.argv[1:])
    except BrokenPipeError:  # output piped into `head` or similar: stop quietly
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    # First: in the built program a search worker process (the hard bot's and the hint's pool,
    # started with "spawn") is this same executable, and freeze_support runs the worker there.
    # It does nothing from source, so multiprocessing (20-90 ms to import) is loaded only when frozen.
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()
    sys.exit(run())
