"""The card table's entry point.

    python main.py [WINDOW OPTIONS]    open the game window
    python main.py COMMAND ...         run headless: games, play, replay, bench (see --help)
"""

import os
import sys

from cli import main


def run() -> int:
    try:
        return main(sys.argv[1:])
    except BrokenPipeError:  # output piped into `head` or similar: stop quietly
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(run())
