"""The headless command line: games, play, replay, check-save, bench, tournament, targets, compare,
belief, smoke-test.

``main(argv)`` is the whole program behind ``python main.py``. Command modules are imported only
when their command runs, and nothing here imports pygame: the window is opened (by ``game.app``)
only when no command is given (options without a command, such as ``--fullscreen``, are the
window's own and go to ``game.app.run_app``).
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Sequence

from cli.args import COMMANDS, UsageError, build_parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command ``argv`` names (without the program name); return the exit status."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    if _is_window(args_list):
        from cli.window import open_window

        return open_window(args_list)
    try:
        args = build_parser().parse_args(args_list)
        if args.command not in COMMANDS:
            raise UsageError("main.py: error: no command given (try: main.py --help)")
        command = importlib.import_module(f"cli.{args.command.replace('-', '_')}")
        return int(command.run(args))
    except UsageError as err:
        print(str(err), file=sys.stderr)
        return 2
    except SystemExit as exit_:  # --help and --version exit through argparse
        code = exit_.code
        return code if isinstance(code, int) else (0 if code is None else 2)


def _is_window(argv: list[str]) -> bool:
    """No command: the window opens, and any options (``--fullscreen``...) are the window's."""
    return not argv or (argv[0].startswith("-") and argv[0] not in ("-h", "--help"))
