"""``main.py belief``: how well a game's reading of the others' plays deals the hidden cards
(``rules.ai.belief_check``), against a uniform deal, stage by stage through a round."""

from __future__ import annotations

import argparse
import json

from cli.args import UsageError
from cli.game_choice import chosen_game
from rules.ai.belief_check import BeliefCheck, NoChoice, check_belief

PREFIX = "main.py belief: error:"


def run(args: argparse.Namespace) -> int:
    info = chosen_game(PREFIX, args.game, args.players)
    if args.rounds < 1 or args.samples < 1:
        raise UsageError(f"{PREFIX} --rounds and --samples must be at least 1")
    try:
        check = check_belief(info.id, args.players, args.rounds, args.seed, args.samples)
    except NoChoice as err:
        raise UsageError(f"{PREFIX} {err}") from None
    for line in describe(info.title, check):
        print(line)
    if args.json:
        print(json.dumps(check.to_json()))
    return 0


def describe(title: str, c: BeliefCheck) -> list[str]:
    """The check in words, then one line a stage."""
    reading = "no reading of the plays" if c.belief is None else f"through the reading {c.belief:.3f}"
    lines = [
        f"{title}, {c.players} players, seat 0 in the first round of {c.rounds} easy-bot games: "
        f"{c.decisions} decisions, {c.samples} deals drawn each way at each",
        f"Share of the other seats' cards dealt to the right hand: {reading}, uniform {c.uniform:.3f}",
        "finished  decisions  reading  uniform",
    ]
    for s in c.stages:
        belief = "   -   " if s.belief is None else f"{s.belief:7.3f}"
        lines.append(f"{s.finished:8d}  {s.decisions:9d}  {belief}  {s.uniform:7.3f}")
    return lines
