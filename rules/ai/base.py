"""The bot interface and the factory that maps (game, level) to a bot.

Levels: "random" for every game, the game's own rule-based ones (``GameInfo.bots``: "easy"),
then the search levels every game has ("normal", "hard": ``rules.ai.levels``, imported only when
such a bot is made, so a table of easy bots loads no search and no worker processes). The "oracle",
which searches the true state, and "playout", the game's playout policy reading it, are for
measurement: ``bot_levels(game, measuring=True)`` lists them (``play``, ``tournament``), the
window never offers them, and whoever runs a game hands them the state through ``decide``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from rules.ai.level_names import MEASURING_LEVELS, PLAYOUT, SEARCH_LEVELS
from rules.core.bots import Bot, Budget
from rules.core.registry import all_games, get_game
from rules.core.state import Action, GameState

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
    "decide",
    "decide_all",
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


def bot_levels(game_id: str | None = None, measuring: bool = False) -> tuple[str, ...]:
    """"random", the game's registered levels and the search levels; with no game, the levels
    every game has. ``measuring`` adds the oracle and playout (never offered in the window)."""
    search = (*SEARCH_LEVELS, *MEASURING_LEVELS) if measuring else SEARCH_LEVELS
    if game_id is not None:
        return (RANDOM_LEVEL, *get_game(game_id).bots, *search)
    games = list(all_games().values())
    if not games:
        return (RANDOM_LEVEL, *search)
    common = [level for level in games[0].bots if all(level in g.bots for g in games[1:])]
    return (RANDOM_LEVEL, *common, *search)


def resolve_levels(game_id: str | None, text: str, count: int, measuring: bool = False) -> tuple[str, ...]:
    """``count`` levels from ``"easy"`` (one for all) or ``"easy,random,..."`` (one each, in order).

    The levels are the game's (every game's with no game; the measuring ones too if ``measuring``).
    ``UnknownBotLevel`` names a level that is not one of them; ``LevelCountError`` says when the
    list is the wrong length.
    """
    levels = [level.strip() for level in text.split(",")]
    known = bot_levels(game_id, measuring)
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
    if factory is not None:
        return factory(seed)
    if level not in (*SEARCH_LEVELS, *MEASURING_LEVELS):
        levels = ", ".join(bot_levels(game_id, measuring=True))
        raise UnknownBotLevel(f"{info.title} has no {level!r} bot; levels: {levels}")
    if level == PLAYOUT:  # no search: the playout policy alone
        from rules.ai.playout_level import PlayoutBot

        return PlayoutBot(game_id, seed)
    from rules.ai.levels import FACTORIES  # the search and its processes, when a level needs them

    return FACTORIES[level](game_id, seed)


def decide(bot: Bot, state: GameState, seat: int, budget: Budget | None = None) -> Action:
    """``bot``'s action for ``seat``: from the seat's observation, or, for a bot that sees the
    true state (the oracle, ``sees_state``), from the state itself."""
    if getattr(bot, "sees_state", False):
        return bot.choose_state(state, seat, budget)  # type: ignore[attr-defined]
    return bot.choose(state.observation(seat), budget)


def decide_all(bots: Sequence[Bot], state: GameState) -> list[tuple[int, Action]]:
    """Each seat to move with its bot's action, all decided before any is applied: at a
    simultaneous choice (sealed bids, the discard-and-pass, the auction) a bot handed the state
    (``decide``) would otherwise see the choices laid before its own. Apply them in this order."""
    return [(seat, decide(bots[seat], state, seat)) for seat in state.to_move()]
