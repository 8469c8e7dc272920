"""The "playout" level, for measurement only: a game's fast playout policy (``GameInfo.rollout``)
playing a seat by itself.

Inside a search the policy plays every seat of a sampled deal, reading the hands that deal gives
them. Here it reads the true state the same way, so ``tournament --a playout --b easy`` shows in
seconds how the play the search imagines plays against easy seats. That is a figure about the
policy, not a verdict on it: the policy also stands in for the easy seats inside the search, so
one that plays better than they do is not thereby a better model of them (README, "Bot
strength": Tavern Tricks' policy, made to win far more rounds, did not lift the search). Like the
oracle it is offered by ``play`` and ``tournament``, never in the window, and whoever runs the
game hands it the state (``rules.ai.base.decide``). A game without a playout policy of its own is
played out by its easy bot in the search, so this level plays the easy bot there too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.core.bots import Budget
from rules.core.registry import get_game
from rules.core.state import Action, GameState


class PlayoutBot:
    """The game's playout policy in one seat, reading the true state."""

    sees_state = True

    def __init__(self, game_id: str, seed: int = 0) -> None:
        info = get_game(game_id)
        self.policy: Callable[[GameState, int], Action]
        if info.rollout is not None:
            self.policy = info.rollout(seed)
        else:  # the search's own stand-in: the easy bot, from the seat's observation
            easy = info.bots["easy"](seed)
            self.policy = lambda state, seat: easy.choose(state.observation(seat))

    def choose(self, observation: Any, budget: Budget | None = None) -> Action:
        raise TypeError("the playout level reads the true state: call choose_state (rules.ai.base.decide)")

    def choose_state(self, state: GameState, seat: int, budget: Budget | None = None) -> Action:
        return self.policy(state, seat)
