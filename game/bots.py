"""Bots think on a worker thread so the window never freezes.

The observation is taken on the main thread (it is immutable), so the worker never touches the
live state. The answer comes back through ``post`` (``App.post``), which runs the callback on the
main thread; the caller drops an answer that no longer fits (the player quit, or the seat is no
longer to move).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from rules.ai.base import Bot
from rules.core.state import Action

Post = Callable[[Callable[[], Any]], None]
Answer = Callable[[int, Action], None]  # (seat, action)


class BotRunner:
    def __init__(self, post: Post) -> None:
        self.post = post
        self.busy: set[int] = set()  # seats whose bot is thinking

    def request(self, bot: Bot, observation: Any, seat: int, answer: Answer) -> None:
        if seat in self.busy:
            return
        self.busy.add(seat)

        def think() -> None:
            action = bot.choose(observation)

            def deliver() -> None:
                self.busy.discard(seat)
                answer(seat, action)

            self.post(deliver)

        threading.Thread(target=think, name=f"bot-{seat}", daemon=True).start()
