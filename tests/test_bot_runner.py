"""The bot runner: answers, failures and cancellation come back through ``post``, never lost.

``post`` is faked by a list the test drains on "the main thread"; each worker thread is joined
with a timeout, so nothing here depends on timing.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest

from game.bots import BotRunner
from rules.ai import Budget

JOIN_S = 10.0


class Posted:
    """A fake ``post``: collects callbacks; ``run()`` plays them as the main loop would."""

    def __init__(self) -> None:
        self.callbacks: list[Callable[[], Any]] = []

    def __call__(self, callback: Callable[[], Any]) -> None:
        self.callbacks.append(callback)

    def run(self) -> None:
        callbacks, self.callbacks = self.callbacks, []
        for callback in callbacks:
            callback()


class Answers:
    def __init__(self) -> None:
        self.answers: list[tuple[int, Any]] = []
        self.failures: list[tuple[int, Exception]] = []

    def on_answer(self, seat: int, action: Any) -> None:
        self.answers.append((seat, action))

    def on_failure(self, seat: int, error: Exception) -> None:
        self.failures.append((seat, error))


class FixedBot:
    def __init__(self, action: Any) -> None:
        self.action = action
        self.budgets: list[Budget | None] = []

    def choose(self, observation: Any, budget: Budget | None = None) -> Any:
        self.budgets.append(budget)
        return self.action


class BrokenBot:
    def __init__(self) -> None:
        self.error = RuntimeError("the easy bot tripped over a joker")

    def choose(self, observation: Any, budget: Budget | None = None) -> Any:
        raise self.error


class WaitingBot:
    """Thinks until the test lets it go (or the budget's cancel event is set), then answers."""

    def __init__(self, action: Any) -> None:
        self.action = action
        self.started = threading.Event()
        self.release = threading.Event()
        self.saw_cancel = False

    def choose(self, observation: Any, budget: Budget | None = None) -> Any:
        self.started.set()
        assert budget is not None and budget.cancel is not None
        while not (self.release.is_set() or budget.cancel.is_set()):
            budget.cancel.wait(0.01)
        self.saw_cancel = budget.cancel.is_set()
        return self.action


def request(runner: BotRunner, seat: int, bot: Any, answers: Answers, **kw: Any) -> threading.Thread | None:
    return runner.request(seat, bot, object(), answers.on_answer, answers.on_failure, **kw)


def finish(worker: threading.Thread | None) -> None:
    assert worker is not None
    worker.join(JOIN_S)
    assert not worker.is_alive()


def test_an_answer_reaches_on_answer_on_the_main_thread_with_a_budget():
    post, answers = Posted(), Answers()
    runner = BotRunner(post)
    bot = FixedBot("play 7C")
    worker = request(runner, 2, bot, answers, budget_s=0.25)
    assert runner.busy == {2}
    finish(worker)
    assert answers.answers == []  # nothing is delivered off the main thread
    post.run()
    assert answers.answers == [(2, "play 7C")] and answers.failures == []
    assert runner.busy == set()
    (budget,) = bot.budgets
    assert budget is not None and budget.seconds == 0.25
    assert budget.cancel is not None and not budget.cancel.is_set()


def test_a_bot_that_raises_is_reported_once_and_frees_its_seat():
    post, answers = Posted(), Answers()
    runner = BotRunner(post)
    bot = BrokenBot()
    finish(request(runner, 1, bot, answers))
    post.run()
    assert answers.failures == [(1, bot.error)]
    assert answers.answers == []
    assert runner.busy == set()
    post.run()  # nothing is queued twice
    assert len(answers.failures) == 1


def test_after_a_failure_the_seat_can_ask_again():
    post, answers = Posted(), Answers()
    runner = BotRunner(post)
    finish(request(runner, 1, BrokenBot(), answers))
    post.run()
    finish(request(runner, 1, FixedBot("bid QH"), answers))
    post.run()
    assert answers.answers == [(1, "bid QH")]


def test_a_request_for_a_busy_seat_is_ignored():
    post, answers = Posted(), Answers()
    runner = BotRunner(post)
    slow = WaitingBot("play 2C")
    worker = request(runner, 0, slow, answers)
    assert slow.started.wait(JOIN_S)
    second = FixedBot("play 3C")
    assert request(runner, 0, second, answers) is None
    slow.release.set()
    finish(worker)
    post.run()
    assert second.budgets == []
    assert answers.answers == [(0, "play 2C")]


def test_cancel_stops_a_thinking_bot_and_drops_its_answer():
    post, answers = Posted(), Answers()
    runner = BotRunner(post)
    bot = WaitingBot("play 9H")
    worker = request(runner, 3, bot, answers)
    assert bot.started.wait(JOIN_S)
    runner.cancel()
    finish(worker)  # the bot saw the cancel event and stopped
    assert bot.saw_cancel
    post.run()
    assert answers.answers == [] and answers.failures == []
    assert runner.busy == set()


@pytest.mark.parametrize("bot", [FixedBot("play 4D"), BrokenBot()], ids=["answer", "failure"])
def test_a_delivery_already_posted_before_cancel_is_dropped(bot):
    post, answers = Posted(), Answers()
    runner = BotRunner(post)
    finish(request(runner, 1, bot, answers))
    assert len(post.callbacks) == 1
    runner.cancel()  # the table closes while the answer waits in the queue
    post.run()
    assert answers.answers == [] and answers.failures == []


def test_a_cancelled_runner_starts_no_bot():
    post, answers = Posted(), Answers()
    runner = BotRunner(post)
    runner.cancel()
    bot = FixedBot("play 5S")
    assert request(runner, 0, bot, answers) is None
    assert bot.budgets == [] and runner.busy == set()


class _PoolStandIn:
    """Records what the runner asks of its search processes."""

    def __init__(self) -> None:
        self.warmed: list[str] = []

    def warm(self, game_id: str) -> None:
        self.warmed.append(game_id)

    def close(self) -> None:
        pass


class _SearchingBot(FixedBot):
    def use_pool(self, pool: Any) -> None:
        pass


def test_a_table_with_a_search_bot_warms_the_search_processes_as_it_opens():
    runner = BotRunner(Posted())
    stand_in = runner._pool = _PoolStandIn()  # type: ignore[assignment]
    worker = runner.warm("copas", [FixedBot("play 5S"), _SearchingBot("play 5S")])
    assert worker is not None
    worker.join(JOIN_S)
    assert stand_in.warmed == ["copas"]


def test_a_table_where_a_hint_may_be_asked_warms_the_search_processes_with_easy_bots_only():
    runner = BotRunner(Posted())
    stand_in = runner._pool = _PoolStandIn()  # type: ignore[assignment]
    worker = runner.warm("copas", [FixedBot("play 5S")], hints=True)
    assert worker is not None
    worker.join(JOIN_S)
    assert stand_in.warmed == ["copas"]


def test_a_table_of_easy_bots_starts_no_search_process():
    runner = BotRunner(Posted())
    assert runner.warm("copas", [FixedBot("play 5S")]) is None
    assert runner._pool is None
    runner.cancel()
    assert runner.warm("copas", [_SearchingBot("play 5S")]) is None
