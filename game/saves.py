"""The running game, saved as a game record after every trick so Continue survives a restart.

A save that cannot be read (corrupt, foreign, from a newer version, an unknown game, an action
the rules refuse) is moved aside, never overwritten silently, and the player is told why. A save
that loads but needed something replaced (a bot level this version does not know) opens with a
notice. Saves are written atomically, so a crash leaves the old save or the new one.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.match import Match
from game.paths import aside_target
from rules.core.errors import RecordError
from rules.core.record import GameRecord


@dataclass(frozen=True)
class LoadResult:
    match: Match | None
    message: str | None = None  # set when a save existed but could not be used
    notice: str | None = None  # set when the match loaded but something in it was replaced


def save_match(path: Path, match: Match) -> None:
    match.record.save(path)


def load_match(path: Path) -> LoadResult:
    if not path.exists():
        return LoadResult(None)
    try:
        match = Match.from_record(GameRecord.load(path))
    except RecordError as err:
        kept = set_aside(path)
        return LoadResult(None, f"The saved game could not be continued ({err}). It was kept as {kept.name}.")
    if match.is_over():
        clear(path)
        return LoadResult(None)
    return LoadResult(match, notice=" ".join(match.notices) or None)


def set_aside(path: Path) -> Path:
    """Move an unusable save out of the way under a new name (never over an earlier one)."""
    target = aside_target(path)
    path.replace(target)
    return target


def clear(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        pass
