"""Bots think on a worker thread so the window never freezes.

The observation is taken on the main thread (it is immutable), so the worker never touches the
live state. Every outcome comes back through ``post`` (``ctx.post``), which runs the callback on
the main thread: an action goes to ``on_answer(seat, action)``, an exception raised by the bot
goes to ``on_failure(seat, error)``, so a broken bot is reported instead of leaving its seat
thinking forever. The caller still drops an answer that no longer fits (the seat is no longer to
move) and checks that the action is legal.

``cancel()`` is called when the table closes: search bots see the budget's ``cancel`` event and
stop early, and whatever they answer afterwards is dropped.

Search levels think in worker processes (``rules.ai.search_pool``): the runner owns one pool for
the table, started when a bot that can use it is first asked (``use_pool``) or a hint is asked
for, shared by every seat and the hint, and shut down by ``cancel()``. The worker thread only
waits for the processes, so the drawing thread keeps the GIL. A table with search bots warms the
pool as it opens (``warm``): the processes start and load the game while the player looks at the
deal, so the first search move does not pay for them. So does a table in a window with a player
at it, for the hint: started on its first H, the processes made that first hint wait several
times as long as the next (4.2 s against 0.54 s in Vazerneiros, the machine busy with four
tournament processes).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterable
from functools import partial
from typing import TYPE_CHECKING, Any

from rules.core.bots import Bot, Budget
from rules.core.events import SeatName
from rules.core.state import Action

if TYPE_CHECKING:
    from rules.ai.hint import Hint
    from rules.ai.search_pool import SearchPool

Post = Callable[[Callable[[], Any]], None]
OnAnswer = Callable[[int, Action], None]  # (seat, action)
OnFailure = Callable[[int, Exception], None]  # (seat, what the bot raised)
OnHint = Callable[["Hint"], None]


def suggest(
    game_id: str,
    observation: Any,
    seed: int,
    pool: SearchPool | None = None,
    budget: Budget | None = None,
    name: SeatName | None = None,
) -> Hint:
    """The hint (``rules.ai.hint.suggest``), its search imported with the first hint asked for."""
    from rules.ai.hint import suggest as work_out

    return work_out(game_id, observation, seed, pool=pool, budget=budget, name=name)


class BotRunner:
    def __init__(self, post: Post) -> None:
        self.post = post
        self.busy: set[int] = set()  # seats whose bot is thinking (main thread only)
        self._cancel = threading.Event()
        self._pool: SearchPool | None = None
        self.advising = False  # a hint is being worked out (main thread only)

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def request(
        self,
        seat: int,
        bot: Bot,
        observation: Any,
        on_answer: OnAnswer,
        on_failure: OnFailure,
        budget_s: float = 1.0,
    ) -> threading.Thread | None:
        """Start ``bot`` thinking for ``seat``; ignored (``None``) if that seat is already busy.

        Returns the worker thread so a test can join it.
        """
        if seat in self.busy or self._cancel.is_set():
            return None
        self.busy.add(seat)
        budget = Budget(seconds=budget_s, cancel=self._cancel)
        use_pool = getattr(bot, "use_pool", None)
        if callable(use_pool):
            use_pool(self.pool())

        def think() -> None:
            try:
                action = bot.choose(observation, budget)
            except Exception as err:  # any bug in a bot is reported to the table, not lost
                logging.getLogger(__name__).warning("bot for seat %d failed", seat, exc_info=err)
                self.post(partial(self._deliver, seat, partial(on_failure, seat, err)))
            else:
                self.post(partial(self._deliver, seat, partial(on_answer, seat, action)))

        worker = threading.Thread(target=think, name=f"bot-{seat}", daemon=True)
        worker.start()
        return worker

    def advise(
        self,
        game_id: str,
        observation: Any,
        seed: int,
        on_hint: OnHint,
        on_failure: Callable[[Exception], None],
        name: SeatName | None = None,
    ) -> threading.Thread | None:
        """Work out a hint (the hard level's move and why) for ``observation``'s seat on a worker
        thread, the seats called by ``name``; ``on_hint`` gets it on the main thread. Ignored
        (``None``) while one is under way."""
        if self.advising or self._cancel.is_set():
            return None
        self.advising = True
        budget = Budget(cancel=self._cancel)
        pool = self.pool()

        def think() -> None:
            try:
                hint = suggest(game_id, observation, seed, pool=pool, budget=budget, name=name)
            except Exception as err:  # reported on the table, never lost
                logging.getLogger(__name__).warning("the hint failed", exc_info=err)
                self.post(partial(self._deliver_hint, partial(on_failure, err)))
            else:
                self.post(partial(self._deliver_hint, partial(on_hint, hint)))

        worker = threading.Thread(target=think, name="hint", daemon=True)
        worker.start()
        return worker

    def warm(self, game_id: str, bots: Iterable[Bot], hints: bool = False) -> threading.Thread | None:
        """Start the search processes and load ``game_id`` in them, on a worker thread, if any of
        ``bots`` searches in them (``use_pool``) or ``hints`` may be asked for; the thread, so a
        test can join it, else None."""
        searching = any(callable(getattr(b, "use_pool", None)) for b in bots)
        if self._cancel.is_set() or not (searching or hints):
            return None
        pool = self.pool()

        def start() -> None:
            from rules.ai.search_pool import PoolClosed

            try:
                pool.warm(game_id)
            except PoolClosed:  # the table closed first: nothing to warm
                pass

        worker = threading.Thread(target=start, name="warm-search", daemon=True)
        worker.start()
        return worker

    def pool(self) -> SearchPool:
        """The table's search processes (started by the first search that uses them)."""
        if self._pool is None:
            from rules.ai.search_pool import SearchPool

            self._pool = SearchPool()
        return self._pool

    def cancel(self) -> None:
        """Ask thinking bots to stop, drop every later answer or failure, and shut the search
        processes down."""
        self._cancel.set()
        self.busy.clear()
        self.advising = False
        if self._pool is not None:
            self._pool.close()

    def _deliver_hint(self, callback: Callable[[], None]) -> None:
        if self._cancel.is_set():
            return
        self.advising = False
        callback()

    def _deliver(self, seat: int, callback: Callable[[], None]) -> None:
        if self._cancel.is_set():
            return
        self.busy.discard(seat)
        callback()
