"""The bot interface and the factory that maps (game, level) to a bot."""

from __future__ import annotations

import importlib
import random
from typing import Any, Protocol

from rules.core.state import Action

LEVELS: tuple[str, ...] = ("random", "easy")


class Bot(Protocol):
    def choose(self, observation: Any) -> Action:
        """An action among ``observation.legal_actions``, decided from the observation alone."""
        ...


class RandomBot:
    """Picks uniformly among the legal actions: the baseline and the fuzzer."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: Any) -> Action:
        return self.rng.choice(observation.legal_actions)


def bot_levels() -> tuple[str, ...]:
    return LEVELS


def make_bot(game_id: str, level: str, seed: int = 0) -> Bot:
    """A bot for ``game_id`` at ``level``; ``ValueError`` naming the levels if unknown."""
    if level == "random":
        return RandomBot(seed)
    if level == "easy":
        module = importlib.import_module(f"rules.ai.{game_id}_easy")
        return module.EasyBot(seed)
    raise ValueError(f"unknown bot level {level!r}; levels: {', '.join(LEVELS)}")
