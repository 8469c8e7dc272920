"""What a bot is, as the registry and the table see it (``rules.ai`` builds the bots).

It lives in the core so that a game's registry entry can name its bot factories without the
registry depending on ``rules.ai``.
"""

from __future__ import annotations

import math
import random
import threading
from dataclasses import dataclass
from typing import Any, Protocol

from rules.core.state import Action


@dataclass(frozen=True)
class Budget:
    """How long a bot may think. A search bot stops early once ``cancel`` is set (the table
    closed, the game was abandoned); a rule-based bot may ignore the budget."""

    seconds: float = 1.0
    cancel: threading.Event | None = None

    def cancelled(self) -> bool:
        return self.cancel is not None and self.cancel.is_set()


class RolloutPolicy(Protocol):
    """A game's fast playout policy for search: the action ``seat`` takes in ``state``.

    It reads the true (sampled) state, which is legitimate because search only hands it states
    dealt consistent with the searching seat's observation; it must not build observations
    (that is what makes it fast) and must return one of ``state.legal_actions(seat)``.
    """

    def __call__(self, state: Any, seat: int) -> Action: ...


@dataclass(frozen=True)
class Widening:
    """Progressive widening: a seat with more than ``above`` legal actions considers only
    ``ceil(base * (visits + 1) ** alpha)`` of them, growing as the node is visited. Search's
    default, or a game's own (``GameInfo.widening``) where its choices are many and its
    rollouts slow, so that a short search still tries each candidate a few times."""

    above: int = 24
    base: float = 4.0
    alpha: float = 0.5

    def allowed(self, legal: int, visits: int) -> int:
        if legal <= self.above:
            return legal
        return min(legal, math.ceil(self.base * (visits + 1) ** self.alpha))


class Belief(Protocol):
    """One seat's reading of what it cannot see, from how the others have played (a game's bot
    knowledge, ``GameInfo.belief``): ``sample(rng)`` deals a full state consistent with the
    observation it was made from, as ``sample_from`` does, but likelier deals more often.

    A belief may also read how the others play, not only what they hold (Assassin's Trick reads
    each seat's bidding habit). Such a belief has ``read_into(state, rng)``: it sets that reading
    on ``state`` (a state it dealt, or the true one an oracle searches) and returns it.

    A belief that reads plays by habit may name, as ``careless``, the seats it caught playing
    against those habits (a frozenset of seats); the search then expects less sensible play
    from them (``SearchConfig.careless``). Its maker is handed the seats the searcher caught
    in the game's earlier rounds, and reads none of their plays (or stakes) this round either:
    they are careless from the round's first move."""

    def sample(self, rng: random.Random) -> Any: ...


class Bot(Protocol):
    def choose(self, observation: Any, budget: Budget | None = None) -> Action:
        """An action among ``observation.legal_actions``, decided from the observation alone."""
        ...
