"""``main.py games``: every registered game, its player counts and options."""

from __future__ import annotations

import argparse
import json

from rules.core.options import OptionSpec
from rules.core.registry import GameInfo, all_games


def run(args: argparse.Namespace) -> int:
    games = list(all_games().values())
    if args.json:
        print(json.dumps({"games": [info.to_json() for info in games]}))
        return 0
    for info in games:
        _print_game(info)
    return 0


def _print_game(info: GameInfo) -> None:
    counts = ", ".join(map(str, info.player_counts))
    print(f"{info.id}: {info.title} ({counts} players)")
    print(f"  {info.summary}")
    for option in info.options:
        values = "|".join(OptionSpec.format(v) for v in option.choices)
        default = OptionSpec.format(option.default)
        print(f"  --option {option.key}={values} (default {default}): {option.label}")
