"""Speed measurements of the rules and the bots through the public state API.

Each function plays whole games, back to back, until ``seconds`` have passed (always finishing
the game in progress) and returns the count per second. State creation is inside the timing.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping
from typing import Any

from rules.ai import make_bot
from rules.core.registry import get_game


def random_actions_per_s(
    game: str, players: int, seconds: float, options: Mapping[str, Any] | None = None
) -> float:
    """Random legal actions chosen and applied per second: to_move, legal_actions, apply."""
    info = get_game(game)
    rnd = random.Random(f"bench:{game}").random
    count = 0
    seed = 0
    clock = time.perf_counter
    start = clock()
    deadline = start + seconds
    while True:
        state = info.new_game(players, options, seed)
        seed += 1
        to_move, legal_actions, apply, is_over = (
            state.to_move, state.legal_actions, state.apply, state.is_over
        )
        while not is_over():
            seat = to_move()[0]
            legal = legal_actions(seat)
            apply(seat, legal[int(rnd() * len(legal))])
            count += 1
        now = clock()
        if now >= deadline:
            return count / (now - start)


def bot_decisions_per_s(
    game: str,
    players: int,
    level: str,
    seconds: float,
    options: Mapping[str, Any] | None = None,
) -> float:
    """Decisions per second: observation, the bot's choice and apply, for every seat."""
    info = get_game(game)
    count = 0
    seed = 0
    clock = time.perf_counter
    start = clock()
    deadline = start + seconds
    while True:
        state = info.new_game(players, options, seed)
        bots = [make_bot(game, level, seed * 16 + seat) for seat in range(players)]
        seed += 1
        while not state.is_over():
            seat = state.to_move()[0]
            state.apply(seat, bots[seat].choose(state.observation(seat)))
            count += 1
        now = clock()
        if now >= deadline:
            return count / (now - start)
