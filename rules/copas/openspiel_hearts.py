"""OpenSpiel's C++ Hearts, the program Copas' rules race in ``main.py bench``.

Issue 14 asks Copas' rules to be as fast as OpenSpiel's Hearts (``pyspiel``, from the
``open-spiel`` package in requirements-bench.txt, which the game itself never needs): a search is
as strong as the rules it runs on are fast. Hearts plays random legal moves through its Python
interface, whole deals back to back with dealing inside the timing, and counts the players' moves
(passes and plays), not OpenSpiel's 52 chance moves of the deal. The bench times it in turns with
Copas' own random play (``GameInfo.speed_reference``).
"""

from __future__ import annotations

import importlib
import random
import time
from typing import Any

from rules.core.registry import ReferenceMissing


def _pyspiel() -> Any:
    try:
        return importlib.import_module("pyspiel")
    except ImportError:
        raise ReferenceMissing(
            "the open-spiel package is not installed (pip install -r requirements-bench.txt)"
        ) from None


def hearts_random_actions_per_s(seconds: float, pyspiel: Any | None = None) -> float:
    """OpenSpiel Hearts: the players' random legal moves per second."""
    game = (pyspiel or _pyspiel()).load_game("hearts")
    rnd = random.Random("bench:hearts").random
    count = 0
    clock = time.perf_counter
    start = clock()
    deadline = start + seconds
    while True:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[int(rnd() * len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[int(rnd() * len(legal))])
                count += 1
        now = clock()
        if now >= deadline:
            return count / (now - start)
