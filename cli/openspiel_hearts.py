"""Copas' random play against OpenSpiel's C++ Hearts, measured in the same run.

Issue 14 asks Copas' rules to be as fast as OpenSpiel's Hearts (``pyspiel``, from the
``open-spiel`` package in requirements-bench.txt, which the game itself never needs): a search
is as strong as the rules it runs on are fast. Both play random legal moves through their
Python interfaces, whole deals back to back with dealing inside the timing, and take turns in
short slices so that whatever else the machine does falls on both alike. Hearts counts the
players' moves (passes and plays), not OpenSpiel's 52 chance moves of the deal.
"""

from __future__ import annotations

import importlib
import random
import time
from typing import Any

from cli import speed

FIGURE = "copas.vs_openspiel_hearts"
SLICES = 6


class NoOpenSpiel(RuntimeError):
    """The open-spiel package is not installed here."""


def _pyspiel() -> Any:
    try:
        return importlib.import_module("pyspiel")
    except ImportError:
        raise NoOpenSpiel(
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


def copas_over_hearts(seconds: float) -> tuple[float, float, float]:
    """(4-player Copas' random actions per second, Hearts', their ratio), the two measured in
    turns, ``seconds`` in all. ``NoOpenSpiel`` if the package is missing."""
    pyspiel = _pyspiel()
    part = seconds / (2 * SLICES)
    copas = hearts = 0.0
    for _ in range(SLICES):
        copas += speed.random_actions_per_s("copas", 4, part)
        hearts += hearts_random_actions_per_s(part, pyspiel)
    return copas / SLICES, hearts / SLICES, copas / hearts
