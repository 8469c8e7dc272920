"""The bot interface and the factory that maps (game, level) to a bot.

Levels are registered per game (``GameInfo.bots``); "random" is there for every game.
"""

from __future__ import annotations

import random
from typing import Any

from rules.core.bots import Bot, Budget
from rules.core.registry import all_games, get_game
from rules.core.state import Action

RANDOM_LEVEL = "random"
DEFAULT_LEVEL = "easy"

__all__ = [
    "DEFAULT_LEVEL",
    "RANDOM_LEVEL",
    "Bot",
    "Budget",
    "RandomBot",
    "UnknownBotLevel",
    "bot_levels",
    "make_bot",
]


class UnknownBotLevel(ValueError):
    """A bot level the game does not have; the message names the levels it has."""


class RandomBot:
    """Picks uniformly among the legal actions: the baseline and the fuzzer."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: Any, budget: Budget | None = None) -> Action:
        return self.rng.choice(observation.legal_actions)


def bot_levels(game_id: str | None = None) -> tuple[str, ...]:
    """"random" plus the game's registered levels; with no game, the levels every game has."""
    if game_id is not None:
        return (RANDOM_LEVEL, *get_game(game_id).bots)
    games = list(all_games().values())
    if not games:
        return (RANDOM_LEVEL,)
    common = [level for level in games[0].bots if all(level in g.bots for g in games[1:])]
    return (RANDOM_LEVEL, *common)


def make_bot(game_id: str, level: str, seed: int = 0) -> Bot:
    """A bot for ``game_id`` at ``level``; ``UnknownBotLevel`` naming the levels if none."""
    if level == RANDOM_LEVEL:
        return RandomBot(seed)
    info = get_game(game_id)
    factory = info.bots.get(level)
    if factory is None:
        levels = ", ".join(bot_levels(game_id))
        raise UnknownBotLevel(f"{info.title} has no {level!r} bot; levels: {levels}")
    return factory(seed)
