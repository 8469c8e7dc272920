"""A tournament's deals kept in a file as they finish, so that a long one can stop and go on.

A hard tournament of 200 deals takes about an hour on two cores (Copas; The Copper Trickster
longer), longer than a working session leaves free. With a keep file, every finished deal is
appended as one JSON line, and a later run of the same tournament plays only the deals the file
lacks, then sums up all of them.

Each line names its tournament (game, players, A, B, seed, whole games or rounds, options). A
file of another tournament is refused with a message that says which one it holds. A line that
does not read (a run killed while writing it) is left out, and that deal is played again.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules.ai.tournament import SeatGame


class KeepFileError(ValueError):
    """A keep file that holds another tournament's deals, or cannot be read at all."""


@dataclass(frozen=True)
class Kept:
    deals: dict[int, list[SeatGame]]
    unreadable: int  # lines left out (their deals are played again)


def tournament_key(
    game_id: str, players: int, a: str, b: str, seed: int, whole_games: bool, options: Mapping[str, Any]
) -> dict[str, Any]:
    """What names one tournament in its keep file."""
    return {
        "game": game_id,
        "players": players,
        "a": a,
        "b": b,
        "seed": seed,
        "whole_games": whole_games,
        "options": {k: options[k] for k in sorted(options)},
    }


def describe(key: Mapping[str, Any]) -> str:
    unit = "whole games" if key.get("whole_games") else "rounds"
    options = ", ".join(f"{k}={v}" for k, v in dict(key.get("options") or {}).items())
    return (
        f"{key.get('game')}, {key.get('players')} players, {key.get('a')} against {key.get('b')}, "
        f"seed {key.get('seed')}, {unit}" + (f", {options}" if options else "")
    )


def read_key(path: Path) -> dict[str, Any]:
    """The tournament ``path`` keeps, from its first line that reads (a torn line is left out,
    as ``read_kept`` leaves it); ``KeepFileError`` if no line names one."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise KeepFileError(f"{path} is not a tournament's keep file ({err.__class__.__name__})") from None
    for line in text.splitlines():
        try:
            key = json.loads(line)["tournament"]
        except (ValueError, KeyError, TypeError):
            continue
        if isinstance(key, dict):
            return key
    raise KeepFileError(f"{path} is not a tournament's keep file (no line names a tournament)")


def read_kept(path: Path, key: Mapping[str, Any]) -> Kept:
    """The deals ``path`` holds for the tournament ``key`` (none if the file does not exist)."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Kept({}, 0)
    except (OSError, UnicodeDecodeError) as err:
        raise KeepFileError(f"cannot read {path}: {err}") from None
    deals: dict[int, list[SeatGame]] = {}
    unreadable = 0
    for line in text.splitlines():
        if not line.strip():
            continue
        try:
            entry = json.loads(line)
            their_key, deal = entry["tournament"], int(entry["deal"])
            games = [_seat_game(deal, g) for g in entry["games"]]
        except (ValueError, KeyError, TypeError):
            unreadable += 1
            continue
        if their_key != dict(key):
            raise KeepFileError(
                f"{path} keeps the deals of another tournament ({describe(their_key)}), not of this one "
                f"({describe(key)}); give another file"
            )
        deals[deal] = games
    return Kept(deals, unreadable)


def _seat_game(deal: int, line: list[Any]) -> SeatGame:
    """One game of a kept deal: [seat, win, score difference, scores, [A's iterations, A's
    searched decisions]] (the last left out by files written before it was kept)."""
    seat, win, diff, scores = line[:4]
    iterations, searched = line[4] if len(line) > 4 else (0, 0)
    points = tuple(float(x) for x in scores)
    return SeatGame(deal, int(seat), float(win), float(diff), points, int(iterations), int(searched))


def keep_deal(path: Path, key: Mapping[str, Any], games: list[SeatGame]) -> None:
    """Append one finished deal to ``path`` (one line, flushed and synced: a kill loses at most
    the deal being written)."""
    entry = {
        "tournament": dict(key),
        "deal": games[0].deal,
        "games": [[g.seat, g.win, g.score_diff, list(g.scores), [g.a_iterations, g.a_searched]] for g in games],
    }
    with path.open("a", encoding="utf-8") as out:
        out.write(json.dumps(entry) + "\n")
        out.flush()
        os.fsync(out.fileno())
