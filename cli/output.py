"""What the headless commands print: a few lines for people, then the result as one JSON line."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, TextIO

from rules.core.events import Event
from rules.core.options import OptionSpec, OptionValue
from rules.core.registry import GameInfo
from rules.core.state import GameState


def seat_name(seat: int) -> str:
    return f"Seat {seat}"


def result_json(state: GameState, actions: int) -> dict[str, Any]:
    """The result line's object: ``GameResult.to_json()`` plus what reproduces the game."""
    out = state.result().to_json()
    out["seed"] = state.seed
    out["options"] = dict(state.options)
    out["actions"] = actions
    return out


def options_text(options: Mapping[str, OptionValue]) -> str:
    if not options:
        return "none"
    return ", ".join(f"{key}={OptionSpec.format(value)}" for key, value in options.items())


def print_log(events: Iterable[Event], out: TextIO) -> None:
    for event in events:
        print(f"  {event.describe(seat_name)}", file=out)


def print_summary(info: GameInfo, result: Mapping[str, Any], out: TextIO) -> None:
    """The human part of the result: rounds played, each seat's score and the winners."""
    rounds = len(result["rounds"])
    noun = "round" if rounds == 1 else "rounds"
    state = "Game over" if result["finished"] else "Game not finished"
    print(f"{state} after {rounds} {noun} and {result['actions']} actions.", file=out)
    order = " (lower is better)" if info.lower_is_better else ""
    scores = ", ".join(f"{seat_name(s)} {_num(p)}" for s, p in enumerate(result["scores"]))
    print(f"Scores{order}: {scores}", file=out)
    winners: Sequence[int] = result["winners"]
    if winners:
        label = "Winner" if len(winners) == 1 else "Winners (shared)"
        print(f"{label}: {' and '.join(seat_name(s) for s in winners)}", file=out)
    elif result.get("winner_not_seated"):  # a winner who has no seat (a game's own character)
        print(f"Winner: {result['winner_not_seated']}", file=out)


def print_result_line(result: Mapping[str, Any], out: TextIO) -> None:
    """The last line of stdout: the result as one JSON object."""
    print(json.dumps(result), file=out)


def _num(value: float) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)
