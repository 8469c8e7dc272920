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
    "LevelCountError",
    "RandomBot",
    "UnknownBotLevel",
    "bot_levels",
    "make_bot",
    "resolve_levels",
]


class UnknownBotLevel(ValueError):
    """A bot level the game does not have; the message names the levels it has."""


class LevelCountError(ValueError):
    """A list of bot levels whose length is neither one nor the number of seats it is for."""

    def __init__(self, given: int, seats: int) -> None:
        super().__init__(
            f"--bots lists {given} levels for {seats} seats; give one level per seat, or one level for every seat"
        )
        self.given = given
        self.seats = seats


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


def resolve_levels(game_id: str | None, text: str, count: int) -> tuple[str, ...]:
    """``count`` levels from ``"easy"`` (one for all) or ``"easy,random,..."`` (one each, in order).

    The levels are the game's (every game's with no game). ``UnknownBotLevel`` names a level
    that is not one of them; ``LevelCountError`` says when the list is the wrong length.
    """
    levels = [level.strip() for level in text.split(",")]
    known = bot_levels(game_id)
    for level in levels:
        if level not in known:
            raise UnknownBotLevel(f"unknown bot level {level!r}; levels: {', '.join(known)}")
    if len(levels) == 1:
        return tuple(levels) * count
    if len(levels) != count:
        raise LevelCountError(len(levels), count)
    return tuple(levels)


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
