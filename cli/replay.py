"""``main.py replay FILE``: re-apply a game record and print its result.

Every bad file ends in one line and exit status 2, never a traceback: the loader
(``rules.core.files``) bounds what it reads, and the record refuses what no game could hold.
"""

from __future__ import annotations

import argparse
import sys

from cli.output import options_text, print_log, print_result_line, print_summary, result_json
from rules.core.errors import FileProblem, RecordError, shown_path
from rules.core.record import NOT_A_RECORD, GameRecord, ReplayError, replay
from rules.core.registry import get_game

PREFIX = "main.py replay"


def run(args: argparse.Namespace) -> int:
    try:
        record = GameRecord.load(args.file)
        state = record.new_state()
    except FileProblem as err:  # names the file: "FILE: is not JSON: ..."
        print(f"{PREFIX}: error: {err}", file=sys.stderr)
        return 2
    except RecordError as err:  # the record's game, options or deal
        print(f"{PREFIX}: error: {shown_path(args.file)}: {NOT_A_RECORD}: {err}", file=sys.stderr)
        return 2
    try:
        state, events = replay(record, state)
    except ReplayError as err:
        print(
            f"{PREFIX}: {shown_path(args.file)}: action {err.index} ({err.text}) is illegal: {err.reason}",
            file=sys.stderr,
        )
        return 1
    out = sys.stdout
    info = get_game(record.game)
    source = "a fixed deal" if record.deal is not None else f"seed {record.seed}"
    print(
        f"{info.title}: {record.players} players, {source}, options: {options_text(state.options)}",
        file=out,
    )
    if args.verbose:
        print_log([*state.opening_events(), *events], out)
    result = result_json(state, len(record.actions))
    print_summary(info, result, out)
    if not result["finished"]:
        print("The record stops before the end of the game: this is the result so far.", file=out)
    print_result_line(result, out)
    return 0
