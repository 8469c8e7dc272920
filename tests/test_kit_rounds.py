"""A round summary opens only once the last trick has been gathered and the table laid out again
(the scores behind it are the round's), and the next hand is not shown before it is dealt."""

from __future__ import annotations

import pytest

from game.match import Match, SeatConfig
from tests.table_driver import wait_for_post


def test_the_summary_opens_over_a_table_at_rest_and_refreshed(app):
    app.settings.animation_speed = "fast"
    match = Match.new("copas", [SeatConfig(f"Bot{i}") for i in range(4)], seed=5)
    table = app.scenes.table(match)
    app.stack.push(table)
    seen: list[dict] = []
    opened = table.round_summary

    def spy(result, notes, resume):
        seen.append({
            "animating": table.anims.busy,
            "stale": table.driver.needs_refresh,
            "scores": tuple(table.driver.shown.scores),
            "hand": table.view.keys("hand:"),
            "held": table.hold.shown,
        })
        opened(result, notes, resume)

    table.round_summary = spy
    for _ in range(20_000):
        if seen:
            break
        animating = app.step(dt=0.1)
        if table.runner is not None and table.runner.busy and not animating:
            wait_for_post(app, "a bot's answer")
    else:
        pytest.fail("no round was scored")
    at_open = seen[0]
    assert not at_open["animating"] and not at_open["stale"] and at_open["held"] is None
    assert at_open["scores"] == tuple(match.state.result().scores)  # the round's points are in
    assert at_open["hand"] == []  # the next hand waits for its deal
