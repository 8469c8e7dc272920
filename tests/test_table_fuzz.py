"""20,000 random mouse and key events across every scene of a game: setup, the table (one human
and hot-seat), hand-off, round summary, score sheet, review, pause, game over. Nothing may
raise, and the match must stay consistent with its own record."""

from __future__ import annotations

import random
from typing import Any

from game.app import App
from game.match import HUMAN, Match, SeatConfig
from game.scenes.table import TableScene
from rules.core.record import replay
from tests.synthetic import resize
from tests.test_framework_fuzz import _random_event

EVENTS = 20_000
PER_FRAME = 20


def test_random_events_across_the_game_scenes_never_raise(app_paths: Any) -> None:
    rng = random.Random(99)
    app = App(headless=True, size=(1280, 720), paths=app_paths)
    app.settings.animation_speed = "fast"
    app.go_to_title()

    def table(game: str, seats: list[SeatConfig]) -> None:
        app.go_to_title()
        app.stack.push(app.scenes.table(Match.new(game, seats, seed=rng.randrange(1000))))

    forced = [
        lambda: app.new_game(),
        lambda: table("copas", [SeatConfig("You", HUMAN), SeatConfig("A"), SeatConfig("B"), SeatConfig("C")]),
        lambda: table("copas", [SeatConfig("Ana", HUMAN), SeatConfig("Bo", HUMAN), SeatConfig("Cy")]),
        lambda: table("assassins_trick", [SeatConfig("Ana", HUMAN), SeatConfig("Bo", HUMAN), SeatConfig("Cy")]),
        lambda: table("assassins_trick", [SeatConfig("You", HUMAN), SeatConfig("A")]),
        lambda: table("vazerneiros", [SeatConfig("You", HUMAN), SeatConfig("A"), SeatConfig("B"), SeatConfig("C")]),
        lambda: table("vazerneiros", [SeatConfig("Ana", HUMAN), SeatConfig("Bo", HUMAN), SeatConfig("Cy")]),
        lambda: table("tavern_tricks", [SeatConfig("You", HUMAN), SeatConfig("A"), SeatConfig("B")]),
    ]
    finished = Match.new("copas", [SeatConfig("A"), SeatConfig("B"), SeatConfig("C")], seed=5)
    while not finished.is_over():
        seat = finished.state.to_move()[0]
        finished.apply(seat, finished.bot(seat).choose(finished.observation(seat)))
    rounds = finished.state.result().rounds
    factory = app.scenes
    forced += [
        lambda: app.stack.push(factory.game_over(finished, [])),
        lambda: app.stack.push(factory.round_summary(finished, rng.choice(rounds), [], lambda: None)),
        lambda: app.stack.push(factory.score_sheet(finished)),
        lambda: app.stack.push(factory.handoff("Bo", lambda: None)),
    ]
    seen: set[str] = set()
    sizes = [(1280, 720), (960, 600), (1100, 700), (800, 500)]
    try:
        sent = 0
        while sent < EVENTS:
            if sent % 1000 == 0:
                forced[(sent // 1000) % len(forced)]()
                seen.add(type(app.stack.top).__name__)
            batch = [
                resize(rng.choice(sizes)) if rng.random() < 0.002 else _random_event(rng, app.window.get_size())
                for _ in range(PER_FRAME)
            ]
            sent += len(batch)
            app.step(batch, dt=rng.choice([0.0, 0.016, 0.05, 0.3]))
            if not app.running or not len(app.stack):
                app.go_to_title()
            seen.add(type(app.stack.top).__name__)
            for scene in app.stack:
                if isinstance(scene, TableScene):
                    again, _ = replay(scene.match.record)
                    assert again.observation(0) == scene.match.observation(0)
        assert {
            "TableScene", "SetupScene", "PauseScene", "GameOverScene", "RoundSummaryScene", "ScoreSheetScene", "HandoffScene"
        } <= seen, seen
    finally:
        app.close()
