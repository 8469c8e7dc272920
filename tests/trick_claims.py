"""Playing random rounds and checking what a hint said a play does to the trick (shared by the
hint tests of the plain trick games: Copas, The Copper Trickster)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from rules.core.events import TrickWon


def check_trick_claims(
    state: Any,
    reason: Callable[[Any, Any], str],
    verdict: Callable[[str], bool | None],
    rng: random.Random,
    rounds: int = 1,
) -> int:
    """Play ``state`` at random for ``rounds`` rounds. Each played action's ``reason`` is read by
    ``verdict`` (True: said to take the trick, False: said to lose it, None: says neither), and
    every claim is checked against the ``TrickWon`` event that ends its trick, the round's last
    trick included. Returns the claims checked."""
    last_round = state.round_no + rounds - 1
    pending: list[tuple[int, bool, str]] = []  # (seat, said to take it, what was said) this trick
    checked = 0
    while not state.is_over() and state.round_no <= last_round:
        seat = state.to_move()[0]
        obs = state.observation(seat)
        action = obs.legal_actions[rng.randrange(len(obs.legal_actions))]
        text = reason(obs, action)
        said = verdict(text)
        if said is not None:
            pending.append((seat, said, text))
        won = [e for e in state.apply(seat, action) if isinstance(e, TrickWon)]
        if won:
            for said_seat, takes, what in pending:
                assert (won[0].seat == said_seat) == takes, what
                checked += 1
            pending = []
    return checked
