"""The search levels' figures for ``main.py bench``, per game at its bench size.

- ``search_iterations_per_s``: iterations of one search tree per second (sample a deal, walk the
  tree, play the round out), over positions of a game the easy bots play;
- ``normal_decision_s_p95``, ``hard_decision_s_p95``: the 95th percentile of a decision's wall
  time at that level, over such positions; hard thinks in its two worker processes, as at the
  table (the processes are started and warmed before the timing).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping
from typing import Any

from rules.ai import make_bot
from rules.ai.levels import HARD_S, HARD_TREES, NORMAL_S, SearchLevelBot
from rules.ai.search import SearchBot, equivalent_groups
from rules.ai.search_pool import SearchPool
from rules.core.registry import get_game

MAX_ACTIONS = 20_000


def positions(game: str, players: int, options: Mapping[str, Any], count: int, seed: int = 0) -> list[Any]:
    """``count`` observations of a seat with a choice to search (several legal actions that do
    not all come to the same: ``equivalent_groups``), spread over games the easy bots play from
    ``seed`` on."""
    info = get_game(game)
    found: list[Any] = []
    while len(found) < count:
        state = info.new_game(players, options, seed)
        bots = [make_bot(game, "easy", seed * 16 + s) for s in range(players)]
        choices = []
        for _ in range(MAX_ACTIONS):
            if state.is_over():
                break
            seat = state.to_move()[0]
            obs = state.observation(seat)
            if len(obs.legal_actions) > 1:
                groups = equivalent_groups(game, obs)
                if groups is None or len(groups) > 1:
                    choices.append(obs)
            state.apply(seat, bots[seat].choose(obs))
        rng = random.Random(f"positions:{game}:{seed}")
        found.extend(rng.sample(choices, min(len(choices), count - len(found))))
        seed += 1
    return found


def search_iterations_per_s(game: str, players: int, options: Mapping[str, Any], seconds: float) -> float:
    """One tree's iterations per second, ``seconds`` in all over a few positions."""
    spots = positions(game, players, options, 4)
    iterations = 0
    spent = 0.0
    for i, obs in enumerate(spots):
        bot = SearchBot(game, seed=i, seconds=seconds / len(spots))
        start = time.perf_counter()
        bot.choose(obs)
        spent += time.perf_counter() - start
        iterations += bot.last.iterations if bot.last is not None else 0
    return iterations / spent if spent > 0 else 0.0


def decision_s_p95(
    game: str, players: int, options: Mapping[str, Any], hard: bool, decisions: int, pool: SearchPool | None
) -> float:
    """The 95th percentile of a normal (or hard) decision's wall time over ``decisions`` positions."""
    times = []
    for i, obs in enumerate(positions(game, players, options, decisions, seed=100)):
        bot = SearchLevelBot(game, i, HARD_S if hard else NORMAL_S, HARD_TREES if hard else 1)
        bot.use_pool(pool)
        start = time.perf_counter()
        bot.choose(obs)
        times.append(time.perf_counter() - start)
    times.sort()
    return times[max(0, math.ceil(0.95 * len(times)) - 1)]


def warm(pool: SearchPool, game: str, players: int, options: Mapping[str, Any]) -> None:
    """Start the pool's processes and load ``game`` in them (a short hard decision, untimed)."""
    obs = positions(game, players, options, 1)[0]
    bot = SearchLevelBot(game, 0, trees=HARD_TREES, iterations=1)
    bot.use_pool(pool)
    bot.choose(obs)
