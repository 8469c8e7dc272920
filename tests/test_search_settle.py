"""A tree stops once its most visited action can no longer be caught (``SearchConfig.settle``):
the same decision as the full search, in fewer iterations where one action runs away."""

from __future__ import annotations

import math

import pytest

from cli.search_speed import positions
from rules.ai.search import SearchBot, SearchConfig
from rules.ai.search_stop import iterations_left, settled
from rules.core.registry import get_game


def test_settled_asks_for_a_lead_beyond_every_iteration_left() -> None:
    assert settled([10, 3, 1], 6) and not settled([10, 3, 1], 7)
    assert settled([3, 10], 6)  # wherever the leader sits
    assert settled([5], 4) and not settled([5], 5)  # a lone candidate against the ones not yet widened to
    assert not settled([], 0) and not settled([4, 4], 0)  # a tie is never settled


def test_iterations_left_by_count_and_by_clock() -> None:
    assert iterations_left(40, 100, None, 0.5) == 60
    assert iterations_left(100, None, 1.0, 0.5) == pytest.approx(100 / 0.5 * 0.5 * 1.25)
    assert iterations_left(100, 120, 1.0, 0.5) == 20  # the nearer of the two
    assert iterations_left(10, None, None, 0.5) == math.inf  # stopped only by its cancel


@pytest.mark.parametrize("game_id", ["copas", "trickster_proposition"])
def test_a_settled_search_decides_as_the_full_one_and_stops_sooner(game_id: str) -> None:
    info = get_game(game_id)
    spots = positions(game_id, info.bench_players, dict(info.bench_options), 6, seed=7)
    saved = 0
    for i, obs in enumerate(spots):
        full = SearchBot(game_id, seed=i, iterations=400, config=SearchConfig(settle=False))
        quick = SearchBot(game_id, seed=i, iterations=400)
        assert quick.choose(obs) == full.choose(obs)
        assert full.last is not None and quick.last is not None
        assert full.last.iterations == 400 and quick.last.iterations <= 400
        saved += 400 - quick.last.iterations
    assert saved > 0


def test_a_mixed_simultaneous_choice_never_settles() -> None:
    """Regret matching's final pick reads the average strategy, not the visits: every iteration runs."""
    spots = [o for o in positions("assassins_trick", 2, {}, 6, seed=7) if len(o.to_move) > 1]
    assert spots
    for i, obs in enumerate(spots[:3]):
        bot = SearchBot("assassins_trick", seed=i, iterations=400, config=SearchConfig(simultaneous="regret"))
        bot.choose(obs)
        assert bot.last is not None and bot.last.iterations == 400
