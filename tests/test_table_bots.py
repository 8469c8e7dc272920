"""Bots at the table: a bot that raises or answers an illegal move is reported once and its seat
plays on at random; a bot still thinking when the table closes is cancelled and its late answer
changes nothing."""

from __future__ import annotations

import random
import threading
from typing import Any

import pytest

from game.app import App
from game.match import Match, SeatConfig
from game.scenes.table import TableScene
from rules.copas.deck import play_actions
from tests.table_driver import advance, play_to_the_end


@pytest.fixture
def quiet_app(app: App) -> App:
    app.settings.animation_speed = "off"
    return app


class RaisingBot:
    def __init__(self) -> None:
        self.asked = 0

    def choose(self, observation: Any, budget: Any = None) -> Any:
        self.asked += 1
        raise RuntimeError("out of ideas")


class IllegalBot:
    """Always answers a card it does not hold."""

    def __init__(self) -> None:
        self.asked = 0

    def choose(self, observation: Any, budget: Any = None) -> Any:
        self.asked += 1
        held = set(observation.hand)
        return next(a for a in play_actions() if a.card not in held)


def open_table(app: App, match: Match) -> TableScene:
    table = app.scenes.table(match)
    app.stack.push(table)
    return table


def record_log(table: TableScene) -> list[str]:
    """Every line the table's log ever gets (the log itself keeps only the last 200)."""
    lines: list[str] = []
    log = table.driver._log

    def spy(line: str) -> None:
        lines.append(line)
        log(line)

    table.driver._log = spy  # type: ignore[method-assign]
    return lines


def count_requests(table: TableScene) -> dict[int, int]:
    asked: dict[int, int] = {}
    request = table.runner.request

    def spy(seat: int, *args: Any, **kwargs: Any) -> Any:
        asked[seat] = asked.get(seat, 0) + 1
        return request(seat, *args, **kwargs)

    table.runner.request = spy  # type: ignore[method-assign]
    return asked


def test_a_bot_that_raises_is_reported_on_the_table_and_the_game_goes_on(quiet_app):
    match = Match.new("assassins_trick", [SeatConfig("Ada"), SeatConfig("Bruno"), SeatConfig("Carmen")], seed=4)
    bot = RaisingBot()
    match._bots[0] = bot
    table = open_table(quiet_app, match)
    lines = record_log(table)
    tooltips: list[str] = []
    plates: list[str] = []  # what the seat plates said about a failed bot
    tell = table.tell

    def told(text: str) -> None:
        tooltips.append(text)
        tell(text)

    table.tell = told  # type: ignore[method-assign]
    fonts = table.panels.fonts
    render = fonts.render

    def rendered(text: str, *args: Any) -> Any:
        if "bot failed" in text:
            plates.append(text)
        return render(text, *args)

    fonts.render = rendered  # type: ignore[method-assign]

    play_to_the_end(quiet_app, random.Random(0), max_steps=3000)
    assert match.is_over()
    assert [line for line in lines if "bot failed" in line] == ["Ada's bot failed: out of ideas"]
    assert any(t.startswith("Ada's bot failed: out of ideas.") for t in tooltips), tooltips
    assert "bot failed" in plates  # on Ada's seat plate
    ada_moves = [a for s, a in match.record.actions if s == 0]
    assert len(ada_moves) > 5 and bot.asked == len(ada_moves)  # asked once per decision, no more


def test_an_illegal_bot_move_is_logged_once_and_not_retried_every_frame(quiet_app):
    match = Match.new("copas", [SeatConfig("Ada"), SeatConfig("Bruno"), SeatConfig("Carmen")], seed=6)
    bot = IllegalBot()
    match._bots[1] = bot
    table = open_table(quiet_app, match)
    lines = record_log(table)
    asked = count_requests(table)
    for _ in range(400):
        for _ in range(5):
            advance(quiet_app)
        if match.is_over() or type(quiet_app.stack.top).__name__ != "TableScene":
            break
    bruno_moves = sum(1 for s, _ in match.record.actions if s == 1)
    assert bruno_moves >= 5, "Bruno never got to move"
    failures = [line for line in lines if "bot failed" in line]
    assert len(failures) == 1 and failures[0].startswith("Bruno's bot failed: it chose play ")
    # one request per decision (the one being thought about now may be extra), not one per frame
    assert asked.get(1, 0) <= bruno_moves + 1
    assert bot.asked <= bruno_moves + 1


class SlowBot:
    """Thinks until released; remembers the budget it was given."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.started = threading.Event()
        self.budget: Any = None

    def choose(self, observation: Any, budget: Any = None) -> Any:
        self.budget = budget
        self.started.set()
        self.release.wait(10)
        return observation.legal_actions[0]


def test_a_bot_still_thinking_when_the_table_closes_is_cancelled(app_paths):
    app = App(headless=True, size=(1280, 720), paths=app_paths)
    app.settings.animation_speed = "off"
    app.go_to_title()
    match = Match.new("copas", [SeatConfig("Ada"), SeatConfig("Bruno"), SeatConfig("Carmen")], seed=2)
    bots = {seat: SlowBot() for seat in range(3)}
    match._bots.update(bots)
    table = open_table(app, match)
    threads: list[threading.Thread] = []
    request = table.runner.request

    def spy(*args: Any, **kwargs: Any) -> Any:
        worker = request(*args, **kwargs)
        if worker is not None:
            threads.append(worker)
        return worker

    table.runner.request = spy  # type: ignore[method-assign]
    for _ in range(50):
        app.step()
        if any(b.started.is_set() for b in bots.values()):
            break
    thinking = [b for b in bots.values() if b.started.is_set()]
    assert thinking, "no bot was asked"
    before = list(match.record.actions)
    app.go_to_title()  # the table closes while the bot thinks
    assert all(b.budget.cancel.is_set() for b in thinking)  # a search bot would stop early
    for b in bots.values():
        b.release.set()
    for worker in threads:
        worker.join(5)
    for _ in range(5):
        app.step()  # deliver the late answers, if anything still would
    assert match.record.actions == before
    assert table.driver.closed
    app.close()
