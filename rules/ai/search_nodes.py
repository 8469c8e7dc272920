"""The statistics one seat keeps at one node of the search tree.

A node of the tree is one information set of the searching seat; the seats acting there each keep
a ``SeatStats``: their candidate actions (grown by progressive widening), visit counts, reward
sums and availability counts (a seat other than the searcher has different legal actions in
different sampled states), and, at a simultaneous node, regret-matching regrets and the sum of
the strategies it played.

Two selection rules share these statistics:

- UCB1 with availability counts (SO-ISMCTS, Cowling et al. 2012): a decision one seat takes
  alone, and each seat's own pick at a simultaneous decision searched decoupled (decoupled UCT);
- decoupled regret matching with exploration (Lanctot, Lisy and Winands, "Monte Carlo tree search
  in simultaneous move games with applications to Goofspiel", 2013), the other method for a
  simultaneous decision. Each seat plays the mixed strategy of its positive regrets, blended
  with uniform exploration; its regrets grow by the importance-weighted sampled reward of each
  action minus the reward it got. Its average strategy, purified and sampled, is its final mix.

A pick that followed the rollout policy (``follow``) counts in the visits and rewards only.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from rules.core.bots import Widening
from rules.core.state import Action

__all__ = ["Node", "SeatStats", "Widening"]


class SeatStats:
    """One seat's statistics at one node; actions are indexed in the order they were added."""

    __slots__ = ("actions", "avail", "index", "n", "regret", "strategy_sum", "visits", "w")

    def __init__(self) -> None:
        self.actions: list[Action] = []
        self.index: dict[Action, int] = {}
        self.n: list[int] = []
        self.w: list[float] = []
        self.avail: list[int] = []
        self.regret: list[float] = []
        self.strategy_sum: list[float] = []
        self.visits = 0

    # --- candidates ---------------------------------------------------------------------------
    def add(self, action: Action) -> int:
        i = self.index.get(action)
        if i is None:
            i = len(self.actions)
            self.index[action] = i
            self.actions.append(action)
            for column in (self.n, self.avail):
                column.append(0)
            for fcolumn in (self.w, self.regret, self.strategy_sum):
                fcolumn.append(0.0)
        return i

    def candidates(self, legal: Sequence[Action]) -> list[int]:
        """The indices of the known actions legal in this sampled state."""
        index = self.index
        return [index[a] for a in legal if a in index]

    # --- a decision one seat takes alone ------------------------------------------------------
    def select_ucb(self, cands: list[int], exploration: float) -> int:
        """An untried candidate first (the earliest added), else the best UCB1 score with
        availability counts in place of the parent's visits."""
        n, w, avail = self.n, self.w, self.avail
        for i in cands:
            avail[i] += 1
        best, best_score = cands[0], -math.inf
        for i in cands:
            ni = n[i]
            if ni == 0:
                return i
            score = w[i] / ni + exploration * math.sqrt(math.log(avail[i]) / ni)
            if score > best_score:
                best, best_score = i, score
        return best

    def follow(self, cands: list[int], action: Action) -> int:
        """Record that the seat took ``action`` as the rollout policy chose it (not by this
        node's rule); its index. Every candidate was available all the same."""
        i = self.add(action)
        avail = self.avail
        for c in cands:
            avail[c] += 1
        if i not in cands:
            avail[i] += 1
        return i

    def update(self, i: int, reward: float) -> None:
        self.visits += 1
        self.n[i] += 1
        self.w[i] += reward

    def most_visited(self) -> int:
        """The final choice at a decision taken alone: the most visited action; at a tie in
        visits the one whose playouts scored more, then the earlier added."""
        n, w = self.n, self.w
        return max(range(len(n)), key=lambda i: (n[i], w[i], -i))

    # --- a simultaneous decision --------------------------------------------------------------
    def strategy(self, cands: list[int], gamma: float) -> list[float]:
        """Regret matching over the candidates, blended with ``gamma`` uniform exploration."""
        regret = self.regret
        positive = [max(regret[i], 0.0) for i in cands]
        total = sum(positive)
        k = len(cands)
        if total <= 0.0:
            return [1.0 / k] * k
        return [(1.0 - gamma) * p / total + gamma / k for p in positive]

    def select_regret(self, cands: list[int], gamma: float, rng: random.Random) -> tuple[int, float, list[float]]:
        """Sample a candidate from the current strategy: (index, its probability, strategy)."""
        sigma = self.strategy(cands, gamma)
        strategy_sum, avail = self.strategy_sum, self.avail
        for i, p in zip(cands, sigma, strict=True):
            strategy_sum[i] += p
            avail[i] += 1
        r = rng.random()
        acc = 0.0
        for i, p in zip(cands, sigma, strict=True):
            acc += p
            if r < acc:
                return i, p, sigma
        return cands[-1], sigma[-1], sigma

    def update_regret(self, cands: list[int], chosen: int, prob: float, reward: float) -> None:
        """Sampled regrets: every candidate's estimated reward (``reward / prob`` for the one
        played, 0 for the others) less the reward got."""
        regret = self.regret
        for i in cands:
            regret[i] += (reward / prob if i == chosen else 0.0) - reward
        self.update(chosen, reward)

    def purified_strategy(self) -> list[float]:
        """The average strategy without the actions it plays less often than uniform play
        would (the early exploration's noise), renormalised: what the seat finally samples."""
        avg = self.average_strategy()
        floor = 1.0 / len(avg)
        kept = [p if p >= floor else 0.0 for p in avg]
        total = sum(kept)
        return [p / total for p in kept] if total > 0.0 else avg

    def average_strategy(self) -> list[float]:
        total = sum(self.strategy_sum)
        if total <= 0.0:
            return [1.0 / len(self.actions)] * len(self.actions)
        return [s / total for s in self.strategy_sum]


class Node:
    """One information set of the searching seat: per acting seat, its statistics."""

    __slots__ = ("seats",)

    def __init__(self) -> None:
        self.seats: dict[int, SeatStats] = {}

    def stats(self, seat: int) -> SeatStats:
        s = self.seats.get(seat)
        if s is None:
            s = self.seats[seat] = SeatStats()
        return s
