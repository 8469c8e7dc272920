"""Bots: functions of an observation that return an action.

``make_bot(game_id, level, seed)`` is the one way to get a bot; levels are listed by
``bot_levels(game_id)``. A bot sees only the observation it is handed, never the state.
"""

from rules.ai.base import DEFAULT_LEVEL, Bot, Budget, UnknownBotLevel, bot_levels, make_bot

__all__ = ["DEFAULT_LEVEL", "Bot", "Budget", "UnknownBotLevel", "bot_levels", "make_bot"]
