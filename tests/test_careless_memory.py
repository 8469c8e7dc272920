"""Seats caught careless stay so for the rest of the game: the beliefs read none of their plays
or stakes when told of them, and a level bot tells its trees of every seat caught so far
(``rules.ai.levels``, ``Belief.careless``)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from rules.ai.levels import SearchLevelBot
from rules.ai.search import SearchConfig
from rules.ai.search_pool import TreeJob, search_tree
from rules.core.registry import get_game
from rules.core.state import GameState
from rules.tavern_tricks.inference import read_stakes
from rules.tavern_tricks.observation import PASS_PHASE
from tests.test_search import _walk

READING_GAMES = ("copas", "tavern_tricks", "vazerneiros")


def _tricks_done(n: int) -> Callable[[GameState], bool]:
    def stop(state: GameState) -> bool:
        obs = state.observation(state.to_move()[0]) if state.to_move() else None
        return obs is not None and len(getattr(obs, "history", ())) >= n and len(obs.legal_actions) > 1

    return stop


@pytest.mark.parametrize("game_id", READING_GAMES)
def test_a_belief_told_of_a_careless_seat_names_it_and_reads_none_of_its_plays(game_id: str) -> None:
    make = get_game(game_id).belief
    assert make is not None
    for seed in range(40):
        state = _walk(game_id, 4, seed, _tricks_done(3))
        obs = state.observation(state.to_move()[0])
        plain = make(obs)
        read = [s for s, cards in enumerate(plain.absent) if cards]
        if read:
            break
    else:
        raise AssertionError(f"{game_id}: no position where a seat's plays are read")
    seat = read[0]
    told = make(obs, frozenset({seat, obs.seat}))
    assert seat in told.careless and obs.seat not in told.careless  # never the observer itself
    assert told.absent[seat] == frozenset()
    others = [s for s in read if s != seat]
    assert all(told.absent[s] == plain.absent[s] for s in others)  # the other seats are read as before
    assert told.careless >= plain.careless


def test_tavern_tricks_names_a_known_careless_seat_from_the_pass_and_reads_not_its_stake() -> None:
    make = get_game("tavern_tricks").belief
    assert make is not None
    start = get_game("tavern_tricks").new_game(4, None, 3)
    obs = start.observation(0)
    assert obs.phase == PASS_PHASE
    assert make(obs).careless == frozenset()
    assert make(obs, frozenset({2})).careless == frozenset({2})  # played at random from the pass on
    for seed in range(60):
        state = _walk("tavern_tricks", 4, seed, _tricks_done(1))
        obs = state.observation(state.to_move()[0])
        dice, ranges = read_stakes(obs)
        staked = [s for s, r in enumerate(ranges) if r != ranges[obs.seat]]
        if dice is not None and staked:
            break
    else:
        raise AssertionError("no position with a stake read")
    seat = staked[0]
    _, careless_ranges = read_stakes(obs, {seat})
    assert careless_ranges[seat] == ranges[obs.seat]  # nothing read: the full range
    assert [r for s, r in enumerate(careless_ranges) if s != seat] == [r for s, r in enumerate(ranges) if s != seat]


def test_a_tree_is_told_the_seats_caught_before_and_reports_those_it_names() -> None:
    state = _walk("copas", 4, 5, _tricks_done(1))
    obs = state.observation(state.to_move()[0])
    other = (obs.seat + 1) % 4
    job = TreeJob("copas", b"", 7, None, 6, SearchConfig())
    assert other not in search_tree(job, obs).careless
    assert other in search_tree(replace(job, careless=frozenset({other})), obs).careless


class _RandomSeat:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: Any, budget: Any = None) -> Any:
        return self.rng.choice(list(observation.legal_actions))


def _play_round(state: GameState, bot: SearchLevelBot, others: _RandomSeat) -> None:
    """Seat 0 by ``bot``, the rest at random, to the end of the round in progress."""
    round_no = state.observation(0).round_no
    while not state.is_over() and state.observation(0).round_no == round_no:
        for seat in state.to_move():
            obs = state.observation(seat)
            action = bot.choose(obs) if seat == 0 else others.choose(obs)
            state.apply(seat, action)


def _jobs(monkeypatch: pytest.MonkeyPatch) -> list[TreeJob]:
    seen: list[TreeJob] = []

    def recording(job: TreeJob, observation: Any = None) -> Any:
        seen.append(job)
        return search_tree(job, observation)

    monkeypatch.setattr("rules.ai.levels.search_tree", recording)
    return seen


def test_a_level_bot_remembers_the_seats_caught_careless_until_a_new_game(monkeypatch: pytest.MonkeyPatch) -> None:
    jobs = _jobs(monkeypatch)
    info = get_game("copas")
    bot = SearchLevelBot("copas", 1, trees=1, iterations=6)
    state = info.new_game(4, None, 11)
    _play_round(state, bot, _RandomSeat(1))
    caught = bot.caught
    assert caught and 0 not in caught  # random seats are caught within a round (not the bot's own)
    jobs.clear()
    _play_round(state, bot, _RandomSeat(2))  # the next round: its first decision already knows them
    assert jobs and jobs[0].careless == caught
    assert bot.caught >= caught
    jobs.clear()
    fresh = info.new_game(4, None, 12)  # a new game: round 1 again
    while 0 not in fresh.to_move() or len(fresh.legal_actions(0)) < 2:
        seat = fresh.to_move()[0]
        fresh.apply(seat, fresh.legal_actions(seat)[0])
    bot.choose(fresh.observation(0))
    assert jobs[0].careless == frozenset()


def test_a_level_bot_set_not_to_remember_tells_its_trees_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    jobs = _jobs(monkeypatch)
    bot = SearchLevelBot("copas", 1, trees=1, iterations=6, config=SearchConfig(remember=False))
    state = get_game("copas").new_game(4, None, 11)
    _play_round(state, bot, _RandomSeat(1))
    _play_round(state, bot, _RandomSeat(2))
    assert bot.caught == frozenset()
    assert all(job.careless == frozenset() for job in jobs)
