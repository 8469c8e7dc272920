"""Bots think on a worker thread so the window never freezes.

The observation is taken on the main thread (it is immutable), so the worker never touches the
live state. Every outcome comes back through ``post`` (``ctx.post``), which runs the callback on
the main thread: an action goes to ``on_answer(seat, action)``, an exception raised by the bot
goes to ``on_failure(seat, error)``, so a broken bot is reported instead of leaving its seat
thinking forever. The caller still drops an answer that no longer fits (the seat is no longer to
move) and checks that the action is legal.

``cancel()`` is called when the table closes: search bots see the budget's ``cancel`` event and
stop early, and whatever they answer afterwards is dropped.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from functools import partial
from typing import Any

from rules.ai import Bot, Budget
from rules.core.state import Action

Post = Callable[[Callable[[], Any]], None]
OnAnswer = Callable[[int, Action], None]  # (seat, action)
OnFailure = Callable[[int, Exception], None]  # (seat, what the bot raised)


class BotRunner:
    def __init__(self, post: Post) -> None:
        self.post = post
        self.busy: set[int] = set()  # seats whose bot is thinking (main thread only)
        self._cancel = threading.Event()

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

    def cancel(self) -> None:
        """Ask thinking bots to stop and drop every later answer or failure."""
        self._cancel.set()
        self.busy.clear()

    def _deliver(self, seat: int, callback: Callable[[], None]) -> None:
        if self._cancel.is_set():
            return
        self.busy.discard(seat)
        callback()
