"""The card table's entry point.

    python main.py                 open the game window
    python main.py COMMAND ...     run headless: games, play, replay, bench (see --help)
"""

import sys

from cli import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
