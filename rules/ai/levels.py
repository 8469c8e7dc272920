"""The search levels every game has: normal, hard, and oracle for measurement.

- **normal**: one search tree, about ``NORMAL_S`` a move.
- **hard**: ``HARD_TREES`` trees of about ``HARD_S`` each, searched side by side in worker
  processes when a ``SearchPool`` is attached (both cores: the move takes ``HARD_S``), else one
  after the other in this process (the same search, so a tournament that already fills both cores
  with games measures the same player). Their root statistics are merged (root parallelisation).
- **oracle**: hard's search on the true state rather than on deals sampled from the observation.
  It sees every card where it lies, not chance still to come: each copy of the state it searches
  gets a fresh seed (all chance is drawn from the seed, ``rules.core.state``), so dice, re-deals
  and later rounds come out afresh, and draws again what the game drew ahead of the rules
  (``GameState.redraw_chance_ahead``: The Copper Trickster's slots before the Supplier's choice
  and the Party's trump before the passes are in). A face-down pile shuffled at the start lies
  where it lies: the oracle knows Assassin's Trick's prizes to come, Ea-Nasir's pile in The
  Trickster Proposition and Vazerneiros' rumor deck in their order, as it knows every hand.
  Where the game's belief reads how the others play, not only what they hold
  (``Belief.read_into``: Assassin's Trick's bidding habits), the oracle reads them as hard does:
  knowing every card tells it nothing of a random bidder. It shows how much a game rewards
  knowing the hidden cards; it is offered by ``play`` and ``tournament``
  (``bot_levels(game, measuring=True)``), never in the window. Whoever runs it hands it the
  state (``rules.ai.base.decide``), and at a simultaneous choice before any seat's choice is
  laid (``decide_all``).

The merged decision: the most visited action over all trees (at a tie, the one whose playouts
scored more); a simultaneous one searched by regret matching (``SearchConfig.mixes``) samples the
trees' summed average strategies, purified as one tree's would be
(``SeatStats.purified_strategy``). Each decision's trees are seeded from the bot's seed and the
decision's number, so a seeded bot decides the same way whether or not a pool runs its trees.

A level bot plays one seat through a game, so it remembers the seats its trees' beliefs caught
careless (``Belief.careless``: playing against the habits its game reads) and tells the next
decisions' trees, through the rest of the game: from the next round on such a seat is played
at random from its first move (``SearchConfig.remember``; the memory starts afresh when the
round number goes back, at a new game).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_EXCEPTION, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

from rules.ai.level_names import HARD, NORMAL, ORACLE
from rules.ai.search import SearchBot, equivalent_groups
from rules.ai.search_config import SearchConfig
from rules.ai.search_pool import PoolClosed, RootStats, SearchPool, TreeJob, dumps, root_stats, search_tree, searcher
from rules.core.bots import Budget
from rules.core.registry import get_game
from rules.core.state import Action, GameState

ReadInto = Callable[[GameState, random.Random], GameState]  # Belief.read_into

NORMAL_S = 0.15
HARD_S = 0.45  # each tree; with the processes' overhead a hard move takes about 0.5 s
HARD_TREES = 2
POLL_S = 0.02  # how often a bot waiting on its workers looks at the budget's cancel


@dataclass(frozen=True)
class ActionStats:
    """One root action over every tree of a decision."""

    action: Action
    visits: int
    reward: float  # the mean reward in [0, 1] (for the rank reward: the share of seats beaten)
    weight: float  # the share of the merged average strategy (a simultaneous choice), else 0


@dataclass(frozen=True)
class Decision:
    """What a search level decided and why: the action and every root action's statistics,
    most visited first."""

    action: Action
    stats: tuple[ActionStats, ...]
    mixed: bool  # sampled from a mixed strategy (a simultaneous choice searched by regret matching)
    iterations: int
    seconds: float
    # Where every legal action comes to the same (GameInfo.equivalent_actions), nothing was
    # searched: the other legal actions, which would do just what ``action`` does.
    alike: tuple[Action, ...] = ()

    @property
    def only_move(self) -> bool:
        return len(self.stats) <= 1


class SearchLevelBot:
    """A search level: ``trees`` trees of ``seconds`` each (or ``iterations``, for tests)."""

    def __init__(
        self,
        game_id: str,
        seed: int = 0,
        seconds: float | None = NORMAL_S,
        trees: int = 1,
        iterations: int | None = None,
        config: SearchConfig | None = None,
    ) -> None:
        self.game_id = game_id
        self.seed = seed
        self.seconds = seconds if iterations is None else None
        self.iterations = iterations
        self.trees = trees
        self.config = config or SearchConfig()
        self.pool: SearchPool | None = None
        self.decisions = 0
        self.rng = random.Random(f"levels:{game_id}:{seed}")
        self.last: Decision | None = None
        self.caught: frozenset[int] = frozenset()  # seats caught careless this game (module notes)
        self._round = 0  # the round number last decided in, to tell a new game

    def use_pool(self, pool: SearchPool | None) -> None:
        """Search the trees in ``pool``'s processes (None: in this process, one after another)."""
        self.pool = pool

    # --- the bot interface --------------------------------------------------------------------
    def choose(self, observation: Any, budget: Budget | None = None) -> Action:
        return self.decide(observation, budget).action

    def decide(self, observation: Any, budget: Budget | None = None) -> Decision:
        legal = list(observation.legal_actions)
        if not legal:
            raise ValueError(f"seat {observation.seat} has nothing to do now")
        self.decisions += 1
        self._follow_game(observation)
        unsearched = self._unsearched(observation, legal)
        if unsearched is not None:
            self.last = unsearched
            return self.last
        start = time.perf_counter()
        jobs = [self._job(observation, i) for i in range(self.trees)]
        trees = self._run(jobs, observation, budget)
        if self.config.remember:
            self.caught = self.caught.union(*(tree.careless for tree in trees))
        self.last = merge(trees, legal, self._mixed(observation), self.rng, time.perf_counter() - start)
        return self.last

    def _unsearched(self, observation: Any, legal: Sequence[Action]) -> Decision | None:
        """The decision where there is nothing to search: one legal action, or every legal
        action coming to the same (``equivalent_groups``); else None."""
        if len(legal) == 1:
            return Decision(legal[0], (ActionStats(legal[0], 0, 0.0, 0.0),), False, 0, 0.0)
        groups = equivalent_groups(self.game_id, observation) if self.config.equivalents else None
        if groups is None or len(groups) > 1:
            return None
        first, *alike = (next(a for a in legal if a == g) for g in groups[0])
        return Decision(first, (ActionStats(first, 0, 0.0, 0.0),), False, 0, 0.0, tuple(alike))

    def _follow_game(self, observation: Any) -> None:
        """Forget the seats caught careless when a new game starts (the round number goes back)."""
        round_no = getattr(observation, "round_no", 0)
        if round_no < self._round:
            self.caught = frozenset()
        self._round = round_no

    def _mixed(self, observation: Any) -> bool:
        """Whether this decision is sampled from a mixed strategy (see the module notes)."""
        return len(observation.to_move) > 1 and self.config.mixes

    # --- the trees ----------------------------------------------------------------------------
    def _job(self, observation: Any, tree: int) -> TreeJob:
        seed = random.Random(f"tree:{self.seed}:{self.decisions}:{tree}").randrange(2**62)
        data = dumps(observation) if self.pool is not None else b""
        return TreeJob(self.game_id, data, seed, self.seconds, self.iterations, self.config, self.caught)

    def _run(self, jobs: list[TreeJob], observation: Any, budget: Budget | None) -> list[RootStats]:
        if self.pool is not None:
            try:
                return self._run_in_pool(jobs, observation, budget)
            except (BrokenProcessPool, PoolClosed):  # a worker died, or the table closed: search here
                self.pool.close()
        return [self._search_here(job, observation, budget) for job in jobs]

    def _run_in_pool(self, jobs: list[TreeJob], observation: Any, budget: Budget | None) -> list[RootStats]:
        assert self.pool is not None
        futures = [self.pool.submit(job) for job in jobs]
        pending = set(futures)
        while pending:
            if budget is not None and budget.cancelled():
                for f in pending:
                    f.cancel()
                done = [f.result() for f in futures if f.done() and not f.cancelled() and f.exception() is None]
                return done or [self._search_here(jobs[0], observation, budget)]
            _, pending = wait(pending, timeout=POLL_S, return_when=FIRST_EXCEPTION)
            for f in futures:
                if f.cancelled():
                    raise PoolClosed("a tree's search was dropped")
                if f.done() and f.exception() is not None:
                    raise f.exception()  # type: ignore[misc]
        return [f.result() for f in futures]

    def _search_here(self, job: TreeJob, observation: Any, budget: Budget | None) -> RootStats:
        if budget is None or budget.cancel is None:
            return search_tree(job, observation)
        bot = searcher(job)
        bot.choose(observation, budget)  # stops after one iteration once the budget is cancelled
        return root_stats(bot)


class OracleBot(SearchLevelBot):
    """Hard's search on the true state (see the module notes); ``choose_state`` is its door."""

    sees_state = True

    def __init__(self, game_id: str, seed: int = 0, seconds: float | None = HARD_S, trees: int = HARD_TREES,
                 iterations: int | None = None, config: SearchConfig | None = None) -> None:  # fmt: skip
        super().__init__(game_id, seed, seconds, trees, iterations, config)
        self.pool = None  # the true state stays in this process

    def use_pool(self, pool: SearchPool | None) -> None:
        """The oracle searches in this process: the true state is not sent anywhere."""

    def choose(self, observation: Any, budget: Budget | None = None) -> Action:
        raise TypeError("the oracle decides from the true state: call choose_state (rules.ai.base.decide)")

    def choose_state(self, state: GameState, seat: int, budget: Budget | None = None) -> Action:
        observation = state.observation(seat)
        legal = list(observation.legal_actions)
        if not legal:
            raise ValueError(f"seat {seat} has nothing to do now")
        self.decisions += 1
        unsearched = self._unsearched(observation, legal)
        if unsearched is not None:
            self.last = unsearched
            return unsearched.action
        start = time.perf_counter()
        read_into = self.reading(observation)
        trees = []
        for i in range(self.trees):
            job = self._job(observation, i)
            bot = SearchBot(job.game_id, job.seed, job.iterations, job.seconds, job.config)
            bot.state_class = TrueDeal(state, read_into)  # type: ignore[assignment]
            bot.belief = None  # no reading of the cards: the true state is known
            bot.choose(observation, budget)
            trees.append(root_stats(bot))
        self.last = merge(trees, legal, self._mixed(observation), self.rng, time.perf_counter() - start)
        return self.last.action

    def reading(self, observation: Any) -> ReadInto | None:
        """The belief's reading of how the others play (``Belief.read_into``), where the game's
        belief has one: the oracle knows the cards, not the others' habits."""
        make = get_game(self.game_id).belief
        if make is None:
            return None
        return getattr(make(observation), "read_into", None)


class TrueDeal:
    """Stands in for the state class of an oracle's search: every 'sample' is the true state with
    its chance to come reseeded, and with the belief's reading of the others' play, if given."""

    def __init__(self, state: GameState, read_into: ReadInto | None = None) -> None:
        self.state = state
        self.read_into = read_into

    def sample_from(self, observation: Any, rng: random.Random) -> GameState:
        copy = self.state.clone()
        copy.seed = rng.randrange(2**62)
        copy.redraw_chance_ahead(rng)
        return copy if self.read_into is None else self.read_into(copy, rng)


# --- merging trees ----------------------------------------------------------------------------
def merge(
    trees: Sequence[RootStats], legal: Sequence[Action], mixed: bool, rng: random.Random, seconds: float = 0.0
) -> Decision:
    """One decision from the trees' root statistics (see the module notes)."""
    by_text = {str(a): a for a in legal}
    visits: dict[str, int] = {}
    rewards: dict[str, float] = {}
    strategy: dict[str, float] = {}
    order: list[str] = []
    for tree in trees:
        for text, n, w, s in zip(tree.actions, tree.visits, tree.rewards, tree.strategy, strict=True):
            if text not in by_text:
                continue
            if text not in visits:
                order.append(text)
                visits[text] = 0
                rewards[text] = strategy[text] = 0.0
            visits[text] += n
            rewards[text] += w
            strategy[text] += s
    if not order:  # nothing searched (cancelled at once): the first legal action
        order = [str(legal[0])]
        visits, rewards, strategy = {order[0]: 0}, {order[0]: 0.0}, {order[0]: 0.0}
    weights = _purified(order, strategy) if mixed else dict.fromkeys(order, 0.0)
    if mixed:
        chosen = _sample(order, weights, rng)
    else:  # most visited; at a tie the one whose playouts scored more, then the earlier found
        chosen = max(order, key=lambda t: (visits[t], rewards[t], -order.index(t)))
    ranked = sorted(order, key=lambda t: (-visits[t], -rewards[t], order.index(t)))
    stats = tuple(
        ActionStats(by_text[t], visits[t], rewards[t] / visits[t] if visits[t] else 0.0, weights[t]) for t in ranked
    )
    iterations = sum(t.iterations for t in trees)
    return Decision(by_text[chosen], stats, mixed, iterations, seconds)


def _purified(order: list[str], strategy: dict[str, float]) -> dict[str, float]:
    total = sum(strategy.values())
    if total <= 0.0:
        return {t: 1.0 / len(order) for t in order}
    avg = {t: strategy[t] / total for t in order}
    floor = 1.0 / len(order)
    kept = {t: p if p >= floor else 0.0 for t, p in avg.items()}
    kept_total = sum(kept.values())
    return {t: p / kept_total for t, p in kept.items()} if kept_total > 0.0 else avg


def _sample(order: list[str], weights: dict[str, float], rng: random.Random) -> str:
    r = rng.random()
    acc = 0.0
    for t in order:
        acc += weights[t]
        if r < acc:
            return t
    return max(order, key=lambda t: weights[t])


# --- the factories ------------------------------------------------------------------------------
# Each search level's budget: seconds a tree, and trees a decision (also read by
# ``rules.ai.level_spec``, whose tuned levels start from these).
BUDGETS: dict[str, tuple[float, int]] = {NORMAL: (NORMAL_S, 1), HARD: (HARD_S, HARD_TREES), ORACLE: (HARD_S, HARD_TREES)}


def normal_bot(game_id: str, seed: int = 0) -> SearchLevelBot:
    return SearchLevelBot(game_id, seed, *BUDGETS[NORMAL])


def hard_bot(game_id: str, seed: int = 0) -> SearchLevelBot:
    return SearchLevelBot(game_id, seed, *BUDGETS[HARD])


def oracle_bot(game_id: str, seed: int = 0) -> OracleBot:
    return OracleBot(game_id, seed, *BUDGETS[ORACLE])


FACTORIES = {NORMAL: normal_bot, HARD: hard_bot, ORACLE: oracle_bot}
