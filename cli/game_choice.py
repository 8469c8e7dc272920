"""The game a command plays, checked: ``--game`` and ``--players`` as one line of error or a
``GameInfo`` (``play``, ``tournament`` and ``belief`` share it)."""

from __future__ import annotations

from cli.args import UsageError
from rules.core.errors import UnknownGame
from rules.core.registry import GameInfo, get_game
from rules.core.rounds import check_players


def chosen_game(prefix: str, game: str, players: int) -> GameInfo:
    """The game ``game`` names, for ``players`` seats; ``UsageError`` after ``prefix`` if it is
    unknown or not for that many."""
    try:
        info = get_game(game)
        check_players(info.title, info.player_counts, players)
    except (UnknownGame, ValueError) as err:
        raise UsageError(f"{prefix} {err}") from None
    return info
