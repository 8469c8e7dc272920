"""Information-set Monte Carlo tree search: one engine for every game, over the public state API.

``SearchBot(game_id, seed, iterations=None, seconds=None, config=...)`` decides from an
observation alone: every iteration deals a full state consistent with it (``sample_from``, or
the game's belief, which also reads how the others have played), walks down the tree, adds one
node, plays the rest of the round out with the playout policy (``rules.ai.search_policy``) and
backs each seat's reward (``rules.ai.search_reward``) up the path.

- The tree is the searching seat's: a node is keyed by that seat's observation, so states it
  cannot tell apart share a node (single-observer ISMCTS).
- Other seats acting alone play the playout policy, in the tree as beyond it, unless
  ``SearchConfig.opponents`` says otherwise.
- Simultaneous decisions are searched decoupled: each seat at the node keeps its own statistics
  (UCB1 or regret matching, ``rules.ai.search_nodes``), the others' picks drawn towards the
  playout policy while the node is young.
- Large choice sets are widened progressively, in the playout policy's ranked order.
- Actions that come to the same are tried once at the root; a tree stops once its choice can no
  longer be caught (``rules.ai.search_stop``).

Why each of these, and what was measured to choose them: docs/search.md. Deterministic for a
given seed when stopped by an iteration count; a time budget stops it earlier or later
depending on the machine.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from rules.ai.search_config import OPPONENT_MODES, SearchConfig
from rules.ai.search_nodes import Node, SeatStats, Widening
from rules.ai.search_policy import Playouts, Policy
from rules.ai.search_reward import Horizon, Rewarder, deal_is_game, horizon_scores
from rules.ai.search_stop import SETTLED_CHECK, iterations_left, settled
from rules.core.bots import Belief, Budget
from rules.core.registry import get_game
from rules.core.state import Action, GameState

DEFAULT_ITERATIONS = 200  # when neither an iteration count nor any time is given
MAX_ROLLOUT_ACTIONS = 20_000  # a guard against a rules bug that never ends a round


def equivalent_groups(game_id: str, observation: Any) -> list[list[Action]] | None:
    """The observation's legal actions in groups that come to the same whatever the hidden
    cards are (``GameInfo.equivalent_actions``), the one to play for each group first; None
    where the game has no such groups or the seat does not decide alone (docs/search.md)."""
    find = get_game(game_id).equivalent_actions
    if find is None or len(observation.to_move) != 1:
        return None
    return [list(group) for group in find(observation) if group]


@dataclass(frozen=True)
class SearchReport:
    """What the last decision cost and saw (for the bench and for tuning)."""

    iterations: int
    seconds: float
    nodes: int
    visits: tuple[tuple[str, int], ...]  # the root's actions by visits, most first


@dataclass
class _Step:
    stats: SeatStats
    seat: int
    index: int
    prob: float  # 0.0: a decision taken alone (UCB); else the regret-matching probability
    cands: list[int]


class SearchBot:
    """A search player for ``game_id``: ``choose(observation, budget) -> action``."""

    def __init__(
        self,
        game_id: str,
        seed: int = 0,
        iterations: int | None = None,
        seconds: float | None = None,
        config: SearchConfig | None = None,
    ) -> None:
        info = get_game(game_id)
        self.game_id = game_id
        self.state_class: type[GameState] = info.state_class
        self.lower_is_better = info.lower_is_better
        self.iterations = iterations
        self.seconds = seconds
        self.config = config or SearchConfig()
        # Where each iteration's state comes from: the game's reading of the others' plays
        # (GameInfo.belief), else uniform deals (sample_from). The oracle sets it to None.
        self.belief: Callable[..., Belief] | None = info.belief if self.config.belief else None
        self.widening = self.config.widening or info.widening or Widening()
        self.carry = info.round_carry if self.config.carry else None
        self.opponents = self.config.opponents or info.search_opponents
        if self.opponents not in OPPONENT_MODES:  # the game's own (GameInfo.search_opponents)
            raise ValueError(f"{game_id}'s search opponents {self.opponents!r}; choices: {', '.join(OPPONENT_MODES)}")
        self.rng = random.Random(f"search:{game_id}:{seed}")
        self.playouts = Playouts(game_id, seed, self.config, self.rng)
        self._me = 0
        # The searcher's own root statistics and, where some of its actions come to the same, the
        # one of each group it tries (None: every legal action).
        self._root_mine: SeatStats | None = None
        self._root_keep: frozenset[Action] | None = None
        # Seats caught careless in the game's earlier rounds (rules.ai.levels keeps them), and the
        # seats the last decision's belief named careless, those among them.
        self.known_careless: frozenset[int] = frozenset()
        self.careless: frozenset[int] = frozenset()
        self.last: SearchReport | None = None
        self.root: SeatStats | None = None  # the searcher's statistics at the last decision's root
        self.root_node: Node | None = None  # the last decision's root: every acting seat's statistics

    # --- the bot interface --------------------------------------------------------------------
    def choose(self, observation: Any, budget: Budget | None = None) -> Action:
        legal = list(observation.legal_actions)
        if not legal:
            raise ValueError(f"seat {observation.seat} has nothing to do now")
        if len(legal) == 1:
            self.last = SearchReport(0, 0.0, 0, ((str(legal[0]), 0),))
            return legal[0]
        groups = equivalent_groups(self.game_id, observation) if self.config.equivalents else None
        if groups is not None and len(groups) == 1:  # every legal action comes to the same
            self.last = SearchReport(0, 0.0, 0, ((str(groups[0][0]), 0),))
            return next(a for a in legal if a == groups[0][0])
        iterations, seconds = self._limits(budget)
        cancel = budget.cancelled if budget is not None else (lambda: False)
        action = self._search(observation, iterations, seconds, cancel, groups)
        for a in legal:  # hand back the observation's own action object
            if a == action:
                return a
        raise RuntimeError(f"the search chose {action}, which is not legal")  # a bug if reached

    def _limits(self, budget: Budget | None) -> tuple[int | None, float | None]:
        if self.iterations is None and self.seconds is None:
            if budget is None:
                return DEFAULT_ITERATIONS, None
            return None, budget.seconds
        return self.iterations, self.seconds

    # --- the search ---------------------------------------------------------------------------
    def _search(
        self,
        observation: Any,
        iterations: int | None,
        seconds: float | None,
        cancel: Callable[[], bool],
        groups: list[list[Action]] | None,
    ) -> Action:
        """The searched action; ``groups``, the legal actions that come to the same (``choose``
        found them), narrow the root to the first of each."""
        cfg = self.config
        me: int = observation.seat
        self._me = me
        players: int = observation.players
        whole_game = deal_is_game(self.game_id) if cfg.whole_game is None else cfg.whole_game
        rewarder = Rewarder(players, self.lower_is_better, cfg.reward)
        belief = self.belief(observation, self.known_careless) if self.belief is not None else None
        self.careless = getattr(belief, "careless", frozenset())
        policy = self.playouts.policy(me, self.careless)
        rng = self.rng
        root = Node()
        table: dict[Hashable, Node] = {observation: root}
        self._root_mine = root.stats(me)
        keep = frozenset(group[0] for group in groups) if groups is not None else None
        self._root_keep = keep if keep is not None and len(keep) < len(observation.legal_actions) else None
        clock = time.perf_counter
        start = clock()
        deadline = start + seconds if seconds is not None else None
        done = 0
        # A decision is simultaneous when others choose with us, seen or not: a sample puts a
        # seat whose hidden choice is still open back among the movers (sample_from).
        simultaneous = len(observation.to_move) > 1
        sample = belief.sample if belief is not None else partial(self.state_class.sample_from, observation)
        while True:
            if iterations is not None and done >= iterations:
                break
            if deadline is not None and done > 0 and clock() >= deadline:
                break
            if cancel() and done > 0:
                break
            if cfg.settle and done % SETTLED_CHECK == 0 and done and not (simultaneous and cfg.mixes):
                if settled(root.stats(me).n, iterations_left(done, iterations, seconds, clock() - start)):
                    break
            state = sample(rng)
            if not whole_game:
                state.end_with_round()  # the playout stops at the round's score: no next deal
            simultaneous = simultaneous or len(state.to_move()) > 1
            self._iterate(state, me, root, observation, table, policy, rewarder, whole_game)
            done += 1
        self.root_node = root
        stats = self.root = root.stats(me)
        if simultaneous and cfg.mixes:
            chosen = self._sample_average(stats)
        else:
            chosen = stats.most_visited()
        order = sorted(range(len(stats.actions)), key=lambda i: -stats.n[i])
        self.last = SearchReport(
            done, clock() - start, len(table), tuple((str(stats.actions[i]), stats.n[i]) for i in order)
        )
        return stats.actions[chosen]

    def _sample_average(self, stats: SeatStats) -> int:
        avg = stats.purified_strategy()
        r = self.rng.random()
        acc = 0.0
        for i, p in enumerate(avg):
            acc += p
            if r < acc:
                return i
        return len(avg) - 1

    def _iterate(
        self,
        state: GameState,
        me: int,
        root: Node,
        root_key: Hashable,
        table: dict[Hashable, Node],
        policy: Policy,
        rewarder: Rewarder,
        whole_game: bool,
    ) -> None:
        cfg = self.config
        path: list[_Step] = []
        seen: set[Hashable] = {root_key}
        node: Node | None = root
        outcome: Horizon | None = None
        in_tree = True
        steps = 0
        while outcome is None:
            if state.is_over():  # dealt over (a sample of a finished game): its final scores
                outcome = horizon_scores(state, (), whole_game)
                continue
            seats = state.to_move()
            tree_decides = in_tree and (seats[0] == me or len(seats) > 1 or self.opponents == "tree")
            if not tree_decides:
                seat = seats[0]
                events = state.apply(seat, policy(state, seat))
            else:
                if node is None:  # the key of this decision: the searcher's information set
                    key = state.observation(me)
                    if key in seen:
                        in_tree = False  # nothing this seat can see changed: leave the tree
                        continue
                    seen.add(key)
                    node = table.get(key)
                    if node is None:  # expand: the new node is met, then the rollout begins
                        table[key] = Node()
                        in_tree = False
                        continue
                events = self._decide(state, seats, node, path, policy)
                node = None
            steps += 1
            if steps > MAX_ROLLOUT_ACTIONS:
                raise RuntimeError(f"{self.game_id}: a rollout did not end within {MAX_ROLLOUT_ACTIONS} actions")
            outcome = horizon_scores(state, events, whole_game, self.carry, cfg.game_winners, rewarder.by_standing)
        rewards = rewarder.rewards(*outcome)
        for step in path:
            r = rewards[step.seat]
            if step.prob:
                step.stats.update_regret(step.cands, step.index, step.prob, r)
            else:
                step.stats.update(step.index, r)

    def _decide(self, state: GameState, seats: Sequence[int], node: Node, path: list[_Step], policy: Policy) -> list:
        """Every seat in ``seats`` picks in the tree; the actions are applied in seat order."""
        cfg = self.config
        chosen: list[tuple[int, Action]] = []
        for seat in seats:
            if seat != self._me and self.opponents == "policy-all":
                chosen.append((seat, policy(state, seat)))
                continue
            stats = node.stats(seat)
            cands = self._candidates(state, seat, stats, policy)
            alone = len(seats) == 1
            if not alone and seat != self._me and self._follows_policy(stats):
                i = stats.follow(cands, policy(state, seat))
                path.append(_Step(stats, seat, i, 0.0, cands))
            elif alone or cfg.simultaneous == "duct":
                i = stats.select_ucb(cands, cfg.exploration)
                path.append(_Step(stats, seat, i, 0.0, cands))
            else:
                i, p, _ = stats.select_regret(cands, cfg.gamma, self.rng)
                path.append(_Step(stats, seat, i, p, cands))
            chosen.append((seat, stats.actions[i]))
        events: list = []
        for seat, action in chosen:
            events.extend(state.apply(seat, action))
        return events

    def _follows_policy(self, stats: SeatStats) -> bool:
        """Whether another seat's simultaneous pick follows the rollout policy this time."""
        prior = self.config.policy_prior
        return prior > 0.0 and self.rng.random() * (prior + stats.visits) < prior

    def _candidates(self, state: GameState, seat: int, stats: SeatStats, policy: Policy) -> list[int]:
        """The known actions legal here, widened to what the node's visits allow: first in the
        rollout policy's ranked order (where it ranks), then at random among the rest."""
        legal = state.legal_actions(seat)
        if stats is self._root_mine and self._root_keep is not None:  # one of each group alike
            keep = self._root_keep
            legal = [a for a in legal if a in keep]
        allowed = self.widening.allowed(len(legal), stats.visits)
        cands = stats.candidates(legal)
        if len(cands) >= allowed:
            return cands
        if allowed == len(legal):  # no widening: every legal action is a candidate
            for a in legal:
                stats.add(a)
            return stats.candidates(legal)
        ranked = getattr(policy, "ranked", None)  # the game's rollout policy ranks its options
        if ranked is not None:
            for a in ranked(state, seat):
                if len(cands) >= allowed:
                    break
                if a not in stats.index:
                    cands.append(stats.add(a))
        elif not stats.actions:
            cands.append(stats.add(policy(state, seat)))  # the rollout policy's choice first
        rng = self.rng
        tries = 0
        while len(cands) < allowed and tries < 8 * allowed:
            tries += 1
            a = legal[int(rng.random() * len(legal))]
            if a not in stats.index:
                cands.append(stats.add(a))
        return cands or [stats.add(legal[0])]


@dataclass(frozen=True)
class SearchSpec:
    """A picklable factory of search bots, ``spec(game_id, seed) -> SearchBot`` (what a
    tournament's process pool needs), named for reports (``search@0.15s``)."""

    iterations: int | None = None
    seconds: float | None = None
    config: SearchConfig = field(default_factory=SearchConfig)

    @property
    def name(self) -> str:
        limit = f"{self.seconds:g}s" if self.seconds is not None else f"{self.iterations}it"
        return f"search@{limit}"

    def __call__(self, game_id: str, seed: int) -> SearchBot:
        return SearchBot(game_id, seed, self.iterations, self.seconds, self.config)
