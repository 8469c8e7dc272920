"""Root-parallel search in worker processes: a pool started once and reused, and the one job it runs.

The search does not release the GIL, so two searches in two threads take turns on one core; two
processes use two. A decision is split into independent trees (root parallelisation: each tree
samples its own deals with its own seed), each searched in a worker, and the caller merges their
root statistics (``rules.ai.levels``).

**Sending an observation.** Cards are interned (``rules.core.cards``) and refuse to be pickled,
so a worker would otherwise get copies that no rule recognises. ``dumps`` writes each card as a
reference (its code, deck position and name) and ``loads`` looks the reference up among the
decks the worker's process has built, building them first by making a state of the game. Only
the observation crosses: a worker sees nothing the deciding seat may not.

``SearchPool`` starts its processes on the first job (``spawn``, so it is safe from a process
that runs a window and threads), keeps them for every later decision and is shut down by
``close()`` (the table closing, the command ending), or ends by itself when the process that
started it is gone (killed without closing it); a closed pool stays closed (a late
``submit`` raises ``PoolClosed``, and the bot searches in its own process instead), so a bot
still finishing its move as the table closes cannot start the processes again.
"""

from __future__ import annotations

import gc
import io
import multiprocessing
import os
import pickle
import threading
import time
from collections.abc import Callable, Hashable
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import cache
from typing import Any, TypeVar

from rules.ai.search import SearchBot, SearchConfig
from rules.core.cards import Card, Deck
from rules.core.registry import get_game

T = TypeVar("T")

CardRef = tuple[str, int, str]  # (code, position in its deck, name)
PARENT_POLL_S = 0.5  # how often a worker looks whether the process that started it is still there


@dataclass(frozen=True)
class RootStats:
    """One tree's statistics for the searching seat at the root, by action text (picklable)."""

    actions: tuple[str, ...]
    visits: tuple[int, ...]
    rewards: tuple[float, ...]  # summed rewards, each in [0, 1]
    strategy: tuple[float, ...]  # regret matching's summed strategies (a simultaneous choice)
    iterations: int
    careless: frozenset[int] = frozenset()  # the seats the tree's belief named careless (Belief)


@dataclass(frozen=True)
class TreeJob:
    """One tree of one decision: what a worker needs, the observation as ``dumps`` wrote it."""

    game_id: str
    observation: bytes
    seed: int
    seconds: float | None
    iterations: int | None
    config: SearchConfig = field(default_factory=SearchConfig)
    careless: frozenset[int] = frozenset()  # seats caught careless in the game's earlier rounds


# --- observations across processes -------------------------------------------------------------
class _CardPickler(pickle.Pickler):
    def persistent_id(self, obj: Any) -> CardRef | None:
        if type(obj) is Card:
            return (obj.code, obj.index, obj.name)
        return None


class _CardUnpickler(pickle.Unpickler):
    def __init__(self, data: bytes, game_id: str) -> None:
        super().__init__(io.BytesIO(data))
        self.game_id = game_id

    def persistent_load(self, pid: Any) -> Card:
        return interned_card(self.game_id, tuple(pid))


def dumps(observation: Any) -> bytes:
    """``observation`` as bytes a worker can read back with ``loads``."""
    out = io.BytesIO()
    _CardPickler(out, protocol=pickle.HIGHEST_PROTOCOL).dump(observation)
    return out.getvalue()


def loads(data: bytes, game_id: str) -> Any:
    """An observation written by ``dumps``, its cards the interned cards of this process."""
    return _CardUnpickler(data, game_id).load()


def interned_card(game_id: str, ref: tuple[Hashable, ...]) -> Card:
    card = _cards(game_id).get(ref)
    if card is None:
        _cards.cache_clear()  # a deck built since the last look
        card = _cards(game_id).get(ref)
    if card is None:
        raise LookupError(f"{game_id}: no deck in this process holds the card {ref!r}")
    return card


@cache
def _cards(game_id: str) -> dict[tuple[Hashable, ...], Card]:
    """Every card of every deck this process has built, after building the game's own (decks
    are cached by their games, so each is built once per process)."""
    info = get_game(game_id)
    info.new_game(info.bench_players, info.bench_options, 0)
    return {(c.code, c.index, c.name): c for deck in _decks() for c in deck}


def _decks() -> list[Deck]:
    return [obj for obj in gc.get_objects() if type(obj) is Deck]


# --- the job ------------------------------------------------------------------------------------
def search_tree(job: TreeJob, observation: Any = None) -> RootStats:
    """Search one tree for the observation's seat; in a worker the observation comes as bytes."""
    if observation is None:
        observation = loads(job.observation, job.game_id)
    bot = searcher(job)
    bot.choose(observation)
    return root_stats(bot)


def searcher(job: TreeJob) -> SearchBot:
    """The search bot for one tree of ``job``, told the seats caught careless before."""
    bot = SearchBot(job.game_id, job.seed, job.iterations, job.seconds, job.config)
    bot.known_careless = job.careless
    return bot


def root_stats(bot: SearchBot) -> RootStats:
    stats, report = bot.root, bot.last
    iterations = report.iterations if report is not None else 0
    if stats is None or not stats.actions:
        return RootStats((), (), (), (), iterations, bot.careless)
    return RootStats(
        tuple(str(a) for a in stats.actions),
        tuple(stats.n),
        tuple(stats.w),
        tuple(stats.strategy_sum),
        iterations,
        bot.careless,
    )


def _warm(game_id: str) -> int:
    """Import the game and build its decks in a worker, before its first decision."""
    return len(_cards(game_id))


def _end_with(parent: int) -> None:
    """A worker's start: end the worker once the process that started it is gone. A window
    killed outright (by the system, or a kill signal) never closes its pool, and its workers,
    waiting for the next job, would otherwise linger with nobody to send one."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_POLL_S)
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


class PoolClosed(RuntimeError):
    """A job for a pool that was closed."""


class SearchPool:
    """Worker processes for search, started on first use and reused until ``close()``."""

    def __init__(self, workers: int = 2) -> None:
        self.workers = workers
        self._executor: ProcessPoolExecutor | None = None
        self.closed = False

    @property
    def started(self) -> bool:
        return self._executor is not None

    def _pool(self) -> ProcessPoolExecutor:
        if self.closed:
            raise PoolClosed("the search processes were shut down")
        if self._executor is None:
            context = multiprocessing.get_context("spawn")
            self._executor = ProcessPoolExecutor(
                max_workers=self.workers, mp_context=context, initializer=_end_with, initargs=(os.getpid(),)
            )
        return self._executor

    def warm(self, game_id: str) -> None:
        """Start the workers and load ``game_id`` in each, without waiting."""
        for _ in range(self.workers):
            self._submit(_warm, game_id)

    def submit(self, job: TreeJob) -> Future[RootStats]:
        return self._submit(search_tree, job)

    def _submit(self, work: Callable[[Any], T], arg: Any) -> Future[T]:
        """``work(arg)`` in a worker. ``PoolClosed`` also when ``close`` (on another thread: the
        table closing) shut the processes down between finding the pool and handing it the job,
        which the executor reports as a plain ``RuntimeError``."""
        pool = self._pool()
        try:
            return pool.submit(work, arg)
        except RuntimeError:
            if self.closed:
                raise PoolClosed("the search processes were shut down") from None
            raise

    def close(self) -> None:
        """Stop the workers: queued jobs are dropped, a search under way ends on its own
        (within its time), and nothing waits for it."""
        self.closed = True
        executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)

    def __enter__(self) -> SearchPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
