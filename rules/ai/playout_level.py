"""The "playout" level, for measurement only: a game's fast playout policy (``GameInfo.rollout``)
playing a seat by itself.

Inside a search the policy plays every seat of a sampled deal, reading the hands that deal gives
them. Here it reads the true state the same way, so ``tournament --a playout --b easy`` shows in
seconds how well the search's imagined play plays. A policy that reads every hand and still wins
no more than the fair share against easy seats gives the search a poor picture of what follows
its moves (Tavern Tricks' did: README, "Bot strength"). Like the oracle it is offered by
``play`` and ``tournament``, never in the window, and whoever runs the game hands it the state
(``rules.ai.base.decide``).
"""

from __future__ import annotations

from typing import Any

from rules.core.bots import Budget
from rules.core.registry import get_game
from rules.core.state import Action, GameState


class PlayoutBot:
    """The game's playout policy in one seat, reading the true state."""

    sees_state = True

    def __init__(self, game_id: str, seed: int = 0) -> None:
        factory = get_game(game_id).rollout
        if factory is None:
            raise ValueError(f"{game_id} has no playout policy of its own (GameInfo.rollout)")
        self.policy = factory(seed)

    def choose(self, observation: Any, budget: Budget | None = None) -> Action:
        raise TypeError("the playout level reads the true state: call choose_state (rules.ai.base.decide)")

    def choose_state(self, state: GameState, seat: int, budget: Budget | None = None) -> Action:
        return self.policy(state, seat)


def playout_bot(game_id: str, seed: int = 0) -> PlayoutBot:
    return PlayoutBot(game_id, seed)
