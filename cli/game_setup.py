"""Turning ``play``'s arguments into a checked game setup, or a one-line ``UsageError``."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from cli.args import UsageError
from cli.game_choice import chosen_game
from rules.ai import Bot, UnknownBotLevel, make_bot
from rules.ai.base import LevelCountError, resolve_levels
from rules.core.errors import OptionError
from rules.core.options import OptionValue
from rules.core.registry import GameInfo

PREFIX = "main.py play: error:"


@dataclass(frozen=True)
class GameSetup:
    info: GameInfo
    players: int
    options: dict[str, OptionValue]  # every option, defaults filled in
    seed: int
    bot_levels: tuple[str, ...]  # one per seat


def resolve_setup(
    game: str, players: int, seed: int | None, bots: str, option_args: Sequence[str]
) -> GameSetup:
    info = chosen_game(PREFIX, game, players)
    options = resolve_options(info, option_args)
    levels = resolve_bot_levels(bots, players, info.id)
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    return GameSetup(info, players, options, seed, levels)


def resolve_options(info: GameInfo, option_args: Sequence[str]) -> dict[str, OptionValue]:
    try:
        return info.parse_options(option_args)
    except OptionError as err:
        raise UsageError(f"{PREFIX} {err}") from None


def resolve_bot_levels(bots: str, players: int, game_id: str | None = None) -> tuple[str, ...]:
    """One level per seat from ``--bots``; the levels are the game's (or every game's, if none)."""
    try:
        return resolve_levels(game_id, bots, players, measuring=True)  # the oracle too
    except (UnknownBotLevel, LevelCountError) as err:
        raise UsageError(f"{PREFIX} {err}") from None


def make_bots(setup: GameSetup) -> list[Bot]:
    """One bot per seat, each with its own seed derived from the game's seed and its seat."""
    bots: list[Bot] = []
    for seat, level in enumerate(setup.bot_levels):
        bot_seed = random.Random(f"bot:{setup.seed}:{seat}").randrange(2**63)
        try:
            bots.append(make_bot(setup.info.id, level, bot_seed))
        except UnknownBotLevel as err:
            raise UsageError(f"{PREFIX} {err}") from None
    return bots
