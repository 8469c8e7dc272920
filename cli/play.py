"""``main.py play``: one headless game with a bot in every seat."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from cli.game_setup import GameSetup, make_bots, resolve_setup
from cli.output import options_text, print_log, print_result_line, print_summary, result_json
from rules.ai.base import decide_all
from rules.ai.search_pool import SearchPool
from rules.core.record import GameRecord

# A guard against a rules bug that never ends a game; real games end far sooner.
MAX_ACTIONS = 100_000


def run(args: argparse.Namespace) -> int:
    setup = resolve_setup(args.game, args.players, args.seed, args.bots, args.option)
    bots = make_bots(setup)
    with SearchPool() as pool:  # the search levels think in two processes, started if one asks
        for bot in bots:
            if callable(use_pool := getattr(bot, "use_pool", None)):
                use_pool(pool)
        return _play(args, setup, bots)


def _play(args: argparse.Namespace, setup: GameSetup, bots: list) -> int:
    out = sys.stdout
    print(
        f"{setup.info.title}: {setup.players} players, seed {setup.seed}, "
        f"options: {options_text(setup.options)}",
        file=out,
    )
    print(f"Bots: {', '.join(setup.bot_levels)}", file=out)
    state = setup.info.new_game(setup.players, setup.options, setup.seed)
    actions: list[tuple[int, str]] = []
    if args.verbose:
        print_log(state.opening_events(), out)
    while not state.is_over():
        if len(actions) >= MAX_ACTIONS:
            print(f"main.py play: the game did not end within {MAX_ACTIONS} actions", file=sys.stderr)
            return 1
        if not state.to_move():
            raise RuntimeError("the game is not over but no seat is to move")
        for seat, action in decide_all(bots, state):  # the oracle is handed the state
            events = state.apply(seat, action)
            actions.append((seat, str(action)))
            if args.verbose:
                print_log(events, out)
    if args.record:
        if not _write_record(setup, actions, Path(args.record)):
            return 1
    result = result_json(state, len(actions))
    print_summary(setup.info, result, out)
    print_result_line(result, out)
    return 0


def _write_record(setup: GameSetup, actions: list[tuple[int, str]], path: Path) -> bool:
    record = GameRecord(
        game=setup.info.id,
        players=setup.players,
        options=dict(setup.options),
        seed=setup.seed,
        actions=actions,
        extra={"bots": list(setup.bot_levels)},
    )
    try:
        record.save(path)
    except OSError as err:
        print(f"main.py play: cannot write the record to {path}: {err}", file=sys.stderr)
        return False
    print(f"Record written to {path}", file=sys.stdout)
    return True

