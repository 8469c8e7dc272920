"""The search levels: normal, hard and the oracle in every game; observations sent to worker
processes come back with the same interned cards; hard decides the same with or without its
processes; the oracle searches the true cards with chance drawn afresh; the playout level plays the
game's playout policy on the true state; the window never offers those two."""

from __future__ import annotations

import random
import threading
from dataclasses import replace
from typing import Any

import pytest

from rules.ai import make_bot
from rules.ai.base import UnknownBotLevel, bot_levels, decide, resolve_levels
from rules.ai.levels import HARD_TREES, OracleBot, SearchLevelBot, TrueDeal, merge
from rules.ai.playout_level import PlayoutBot
from rules.ai.search_nodes import SeatStats
from rules.ai.search_pool import PoolClosed, RootStats, SearchPool, dumps, loads
from rules.ai.tournament import _play
from rules.copper_trickster.observation import GREAT_PHASE, PASS_PHASE
from rules.core.bots import Budget
from rules.core.cards import Card
from rules.core.registry import all_games, get_game
from rules.core.state import GameState

ITERATIONS = 3


def _walk(game_id: str, players: int, seed: int, actions: int) -> GameState:
    """Random play from ``seed``: ``actions`` actions, stopping early at a choice of several."""
    info = get_game(game_id)
    state = info.new_game(players, info.bench_options, seed)
    rng = random.Random(seed)
    for i in range(actions * 4):
        seat = state.to_move()[0]
        legal = list(state.legal_actions(seat))
        if i >= actions and len(legal) > 1:
            return state
        state.apply(seat, rng.choice(legal))
    raise AssertionError(f"{game_id}: no choice of several within {actions * 4} actions")


def test_every_game_has_the_search_levels_and_only_play_and_tournament_the_oracle() -> None:
    for info in all_games().values():
        levels = bot_levels(info.id)
        assert levels[-2:] == ("normal", "hard") and "oracle" not in levels
        assert bot_levels(info.id, measuring=True) == (*levels, "oracle", "playout")
    assert {"easy", "normal", "hard"} <= set(bot_levels()) and "oracle" not in bot_levels()
    assert resolve_levels("copas", "hard,oracle,easy,normal", 4, measuring=True)[1] == "oracle"
    with pytest.raises(UnknownBotLevel, match="oracle"):
        resolve_levels("copas", "oracle", 4)  # the window's --bots


def test_make_bot_builds_each_level() -> None:
    normal, hard, oracle = (make_bot("copas", level, 1) for level in ("normal", "hard", "oracle"))
    assert isinstance(normal, SearchLevelBot) and normal.trees == 1
    assert isinstance(hard, SearchLevelBot) and hard.trees == HARD_TREES
    assert hard.seconds is not None and normal.seconds is not None and hard.seconds > normal.seconds
    assert isinstance(oracle, OracleBot)
    with pytest.raises(TypeError, match="true state"):
        oracle.choose(get_game("copas").new_game(4, {}, 1).observation(0))
    playout = make_bot("copas", "playout", 1)
    assert isinstance(playout, PlayoutBot)
    with pytest.raises(TypeError, match="true state"):
        playout.choose(get_game("copas").new_game(4, {}, 1).observation(0))


@pytest.mark.parametrize("game_id", list(all_games()))
def test_the_playout_level_plays_whole_games_legally(game_id: str) -> None:
    """Every action it takes from the true state is legal, through whole games."""
    info = get_game(game_id)
    players = info.bench_players
    state = info.new_game(players, info.bench_options, 4)
    bots = [make_bot(game_id, "playout", 10 + s) for s in range(players)]
    for _ in range(20_000):
        if state.is_over():
            break
        seat = state.to_move()[0]
        action = decide(bots[seat], state, seat)
        assert action in list(state.legal_actions(seat))
        state.apply(seat, action)
    assert state.is_over()


def test_the_playout_level_plays_the_easy_bot_where_a_game_has_no_playout_policy(monkeypatch: Any) -> None:
    """As the search does: a game without its own playout policy is played out by its easy bot."""
    info = get_game("copas")
    monkeypatch.setattr("rules.ai.playout_level.get_game", lambda game_id: replace(info, rollout=None))
    state = info.new_game(4, {}, 2)
    seat = state.to_move()[0]
    assert decide(make_bot("copas", "playout", 5), state, seat) == info.bots["easy"](5).choose(state.observation(seat))


@pytest.mark.parametrize("game_id", list(all_games()))
def test_an_observation_crosses_to_a_worker_with_its_interned_cards(game_id: str) -> None:
    info = get_game(game_id)
    state = _walk(game_id, info.bench_players, 3, 12)
    for seat in range(state.players):
        obs = state.observation(seat)
        back = loads(dumps(obs), game_id)
        assert back == obs
        assert all(type(c) is Card and c is d for c, d in zip(back.hand, obs.hand, strict=True))
        assert list(back.legal_actions) == list(obs.legal_actions)


@pytest.mark.parametrize("game_id", list(all_games()))
def test_every_level_plays_a_round_with_legal_actions_only(game_id: str) -> None:
    """Normal, hard and oracle sit at one table (easy fills it) and play a round to its score:
    ``state.apply`` refuses any illegal action, so reaching the end is the check."""
    info = get_game(game_id)
    players = min(info.player_counts)
    bots = [
        SearchLevelBot(game_id, 1, trees=1, iterations=ITERATIONS),
        SearchLevelBot(game_id, 2, trees=2, iterations=ITERATIONS),
        OracleBot(game_id, 3, iterations=ITERATIONS),
        *(make_bot(game_id, "easy", s) for s in range(3, players)),
    ][:players]
    scores, _ = _play(info.new_game(players, info.bench_options, 11), bots, whole=False)
    assert len(scores) == players


def test_hard_decides_the_same_in_its_processes_as_here_and_sees_only_the_observation() -> None:
    """The pool gets the observation alone: a true state dealing the hidden cards otherwise, but
    looking the same to the seat, gives the same decision, in the workers as in this process."""
    state = _walk("copas", 4, 8, 6)
    seat = state.to_move()[0]
    obs = state.observation(seat)
    other = type(state).sample_from(obs, random.Random(99))
    assert other.observation(seat) == obs
    assert any(other.observation(s).hand != state.observation(s).hand for s in range(4) if s != seat)
    here = SearchLevelBot("copas", 5, trees=2, iterations=8)
    chosen = here.choose(obs)
    with SearchPool(2) as pool:
        there = SearchLevelBot("copas", 5, trees=2, iterations=8)
        there.use_pool(pool)
        assert there.choose(other.observation(seat)) == chosen
        assert pool.started
    assert here.last is not None and there.last is not None
    assert here.last.stats == there.last.stats and here.last.iterations == 16
    with pytest.raises(RuntimeError, match="shut down"):
        pool.submit(None)  # type: ignore[arg-type]
    late = SearchLevelBot("copas", 5, trees=2, iterations=8)
    late.use_pool(pool)  # closed (the table closed): the bot searches here instead, the same way
    assert late.choose(obs) == chosen and not pool.started


def test_the_oracle_searches_the_true_cards_with_chance_reseeded() -> None:
    state = _walk("tavern_tricks", 4, 5, 20)
    seat = state.to_move()[0]
    deal = TrueDeal(state)
    copies = [deal.sample_from(state.observation(seat), random.Random(i)) for i in range(3)]
    for copy in copies:
        assert copy is not state and copy.seed != state.seed
        assert all(copy.observation(s) == state.observation(s) for s in range(4))  # every hand as dealt
    assert len({c.seed for c in copies}) == 3  # dice and later deals drawn afresh in each
    oracle = OracleBot("tavern_tricks", 2, iterations=ITERATIONS)
    assert decide(oracle, state, seat) in state.legal_actions(seat)
    assert state.observation(seat).legal_actions  # the true state itself was not played on


def test_the_oracle_draws_again_what_the_copper_trickster_drew_ahead_of_the_rules() -> None:
    """The suits go onto the other slots after the Supplier's choice, and the Party's trump is
    turned up from the shuffled discards after the passing: chance to come, though the state
    draws both with the deal. The oracle's copies draw them again; once drawn, they stay."""
    info = get_game("copper_trickster")
    state = info.new_game(4, {"ea_nasirs_party": True}, 3)
    supplier = state.to_move()[0]
    assert state.phase == GREAT_PHASE
    deal = TrueDeal(state)
    before = (state._slot_order, state._trump_from)
    copies = [deal.sample_from(state.observation(supplier), random.Random(i)) for i in range(40)]
    assert all(c.observation(s) == state.observation(s) for c in copies for s in range(4))
    assert len({c._slot_order for c in copies}) > 10 and len({c._trump_from for c in copies}) == 4
    assert (state._slot_order, state._trump_from) == before  # the true state untouched
    state.apply(supplier, state.legal_actions(supplier)[0])  # the great suit: the slots are laid
    rng = random.Random(5)
    while state.phase == PASS_PHASE:
        seat = state.to_move()[0]
        copies = [deal.sample_from(state.observation(seat), random.Random(i)) for i in range(20)]
        assert {c.assignment for c in copies} == {state.assignment}
        assert len({c._trump_from for c in copies}) > 1  # the discards are not shuffled yet
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    copies = [deal.sample_from(state.observation(0), random.Random(i)) for i in range(10)]
    assert {c.trump_card for c in copies} == {state.trump_card} and state.trump_card is not None


def test_a_cancelled_budget_ends_a_hard_decision_at_once() -> None:
    cancel = threading.Event()
    cancel.set()
    state = _walk("copper_trickster", 4, 2, 10)
    seat = state.to_move()[0]
    bot = SearchLevelBot("copper_trickster", 1, seconds=30.0, trees=2)
    assert bot.choose(state.observation(seat), Budget(cancel=cancel)) in state.legal_actions(seat)
    assert bot.last is not None and bot.last.iterations <= 2


def test_merging_trees_sums_visits_and_samples_simultaneous_strategies() -> None:
    legal = ["bid 1", "bid 2", "bid 3"]
    one = RootStats(("bid 1", "bid 2"), (6, 4), (3.0, 3.0), (1.0, 9.0), 10)
    two = RootStats(("bid 2", "bid 3"), (5, 7), (1.0, 6.0), (1.0, 8.0), 12)
    alone = merge([one, two], legal, False, random.Random(1))
    assert alone.action == "bid 2" and alone.iterations == 22  # 9 visits against 7 and 6
    assert [(s.action, s.visits) for s in alone.stats] == [("bid 2", 9), ("bid 3", 7), ("bid 1", 6)]
    assert alone.stats[0].reward == pytest.approx(4.0 / 9)
    together = merge([one, two], legal, True, random.Random(1))
    weights = {s.action: s.weight for s in together.stats}
    assert weights["bid 1"] == 0.0  # played less than uniform play would: purified away
    assert weights["bid 2"] == pytest.approx(10 / 18) and together.action in ("bid 2", "bid 3")
    picks = {merge([one, two], legal, True, random.Random(s)).action for s in range(40)}
    assert picks == {"bid 2", "bid 3"}  # a mixed strategy, never one fixed rule


def test_a_tie_in_visits_goes_to_the_action_whose_playouts_scored_more() -> None:
    legal = ["play 1", "play 2", "play 3"]
    one = RootStats(("play 1", "play 2", "play 3"), (5, 5, 2), (1.0, 4.0, 2.0), (0.0, 0.0, 0.0), 12)
    two = RootStats(("play 1", "play 2"), (3, 3), (2.0, 0.5), (0.0, 0.0), 6)
    merged = merge([one, two], legal, False, random.Random(1))
    assert merged.action == "play 2"  # 8 visits each; 4.5 against 3.0
    assert [s.action for s in merged.stats] == ["play 2", "play 1", "play 3"]
    stats = SeatStats()
    for action, n, w in (("play 1", 4, 1.0), ("play 2", 4, 3.0), ("play 3", 1, 1.0)):
        i = stats.add(action)
        for _ in range(n):
            stats.update(i, w / n)
    assert stats.actions[stats.most_visited()] == "play 2"
    stats.update(0, 0.0)  # one visit more than any other: visits decide before rewards
    assert stats.actions[stats.most_visited()] == "play 1"


def test_the_bench_measures_the_search_figures_of_every_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every game's three search figures, hard timed in the pool; the positions come from easy
    play. (A few decisions of a few iterations each: what is measured, not how fast.)"""
    from cli import bench, search_speed

    chosen: list[tuple[str, bool, bool]] = []

    def decision_s_p95(game: str, players: int, options: object, hard: bool, decisions: int, pool: object) -> float:
        chosen.append((game, hard, pool is not None))
        return 0.1

    monkeypatch.setattr(search_speed, "decision_s_p95", decision_s_p95)
    monkeypatch.setattr(search_speed, "warm", lambda *args: None)
    figures = dict(bench.search_figures(0.01, 1))
    games = list(all_games())
    assert set(figures) == {f"{g}.{f}" for g in games for f in ("search_iterations_per_s", "normal_decision_s_p95", "hard_decision_s_p95")}
    assert all(figures[f"{g}.search_iterations_per_s"] > 0 for g in games)
    assert chosen == [(g, hard, hard) for g in games for hard in (False, True)]
    assert bench.targets()["copas.hard_decision_s_p95"].met(0.6) and not bench.targets()["copas.normal_decision_s_p95"].met(0.25)
    spots = search_speed.positions("copas", 4, {}, 3)
    assert len(spots) == 3 and all(len(obs.legal_actions) > 1 for obs in spots)


POOL_OWNER = """
import sys, time
from rules.ai.search_pool import SearchPool
pool = SearchPool(2)
pool.warm("copas")
executor = pool._pool()
executor.submit(int, 1).result()  # the workers are up
print(*sorted(executor._processes), flush=True)
time.sleep(120)
"""


def test_the_workers_end_when_the_process_that_started_them_is_killed() -> None:
    """A window killed outright never closes its pool: its workers must not linger."""
    import os
    import signal
    import subprocess
    import sys
    import time
    from pathlib import Path

    owner = subprocess.Popen(
        [sys.executable, "-c", POOL_OWNER], cwd=Path(__file__).resolve().parents[1], stdout=subprocess.PIPE, text=True
    )
    try:
        line = owner.stdout.readline() if owner.stdout else ""
        workers = [int(pid) for pid in line.split()]
        assert len(workers) == 2, line
        owner.send_signal(signal.SIGKILL)
        owner.wait(timeout=10)

        def alive(pid: int) -> bool:
            try:
                os.kill(pid, 0)
            except ProcessLookupError:
                return False
            try:  # an exited worker whose new parent has not reaped it yet is a zombie
                return Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"
            except OSError:
                return False

        deadline = time.monotonic() + 15
        while any(alive(pid) for pid in workers) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not any(alive(pid) for pid in workers), "the workers outlived the process that started them"
    finally:
        owner.kill()


def test_a_pool_closed_by_the_table_while_a_job_is_handed_over_says_so() -> None:
    """The table closes (``close`` on the main thread) between a worker thread finding the pool
    and handing it a job: the executor's plain RuntimeError becomes ``PoolClosed``, which the
    warm-up and the bots' callers already expect, and nothing starts."""
    pool = SearchPool()
    executor = pool._pool()  # found before the close, as the warm-up thread had it
    pool.close()
    pool._pool = lambda: executor  # type: ignore[method-assign]
    with pytest.raises(PoolClosed):
        pool.warm("copas")
