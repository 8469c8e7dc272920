"""Every game's fast rollout policy (``GameInfo.rollout``) plays only legal actions, ends games,
and is deterministic for a seed.

Registering a rollout is enough for a game to be covered: the tests walk the registry. Each
game is played whole with the policy in every seat, at random player counts and options, and
from states sampled for a seat's observation midway through a game (what search hands the
policy), so that a rule the policy forgets shows up as an illegal action here.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules.core.registry import all_games, get_game
from rules.core.state import GameState

MAX_ACTIONS = 20_000  # a guard: every game ends far sooner
GAMES = 4  # whole games per rollout game
SAMPLED = 6  # sampled states played to their round's end per rollout game


def _rollout_games() -> list[str]:
    return [info.id for info in all_games().values() if info.rollout is not None]


ROLLOUT_GAMES = _rollout_games()
# Games whose policy also ranks its options (``ranked(state, seat)``).
RANKING_GAMES = [g for g in ROLLOUT_GAMES if hasattr(get_game(g).rollout(0), "ranked")]  # type: ignore[misc]


def _config(game_id: str, rng: random.Random) -> tuple[int, dict[str, Any]]:
    info = get_game(game_id)
    players = rng.choice(info.player_counts)
    options = {o.key: rng.choice(o.choices) for o in info.options}
    return players, options


def _play(state: GameState, policy: Any, rng: random.Random, until_round_end: bool = False) -> list[str]:
    """Play ``state`` with ``policy`` in every seat (a random one of several movers first);
    every action is checked legal. The actions' text, in order."""
    played: list[str] = []
    start_round = getattr(state, "round_no", None)
    for _ in range(MAX_ACTIONS):
        if state.is_over() or (until_round_end and getattr(state, "round_no", None) != start_round):
            return played
        movers = state.to_move()
        seat = movers[int(rng.random() * len(movers))]
        action = policy(state, seat)
        legal = state.legal_actions(seat)
        assert action in legal, f"{state.game_id}: seat {seat} chose {action}, not among {len(legal)} legal actions"
        state.apply(seat, action)
        played.append(str(action))
    raise AssertionError(f"{state.game_id}: no end within {MAX_ACTIONS} actions")


def test_some_game_registers_a_rollout() -> None:
    assert ROLLOUT_GAMES, "no game registers a rollout policy"


@pytest.mark.parametrize("game_id", ROLLOUT_GAMES)
def test_the_rollout_plays_whole_games_legally(game_id: str) -> None:
    info = get_game(game_id)
    for seed in range(GAMES):
        rng = random.Random(f"rollout:{game_id}:{seed}")
        players, options = _config(game_id, rng)
        state = info.new_game(players, options, seed)
        played = _play(state, info.rollout(seed), rng)  # type: ignore[misc]
        assert state.is_over() and played


@pytest.mark.parametrize("game_id", ROLLOUT_GAMES)
def test_the_rollout_plays_sampled_states_legally(game_id: str) -> None:
    """Midway through a game, a state sampled for one seat's observation is played to the end of
    its round: hands, passes and simultaneous choices still open are the sampler's."""
    info = get_game(game_id)
    for seed in range(SAMPLED):
        rng = random.Random(f"sampled:{game_id}:{seed}")
        players, options = _config(game_id, rng)
        state = info.new_game(players, options, seed)
        policy = info.rollout(seed)  # type: ignore[misc]
        stop = rng.randrange(1, 60)
        for _ in range(stop):
            if state.is_over():
                break
            seat = state.to_move()[0]
            state.apply(seat, policy(state, seat))
        if state.is_over():
            continue
        seat = rng.choice(state.to_move())
        sample = info.state_class.sample_from(state.observation(seat), rng)
        _play(sample, policy, rng, until_round_end=True)


@pytest.mark.parametrize("game_id", RANKING_GAMES)
def test_a_ranking_rollout_ranks_distinct_legal_actions(game_id: str) -> None:
    """A policy that offers ``ranked(state, seat)`` (the order a search may widen its
    candidates in) lists legal actions only, each once, at every decision of a game."""
    info = get_game(game_id)
    policy = info.rollout(5)  # type: ignore[misc]
    ranked = policy.ranked
    rng = random.Random(f"ranked:{game_id}")
    players, options = _config(game_id, rng)
    state = info.new_game(players, options, 5)
    for _ in range(MAX_ACTIONS):
        if state.is_over():
            return
        seat = rng.choice(state.to_move())
        order = ranked(state, seat)
        legal = state.legal_actions(seat)
        assert order and all(a in legal for a in order), f"{game_id}: ranked an illegal action"
        assert len(set(map(str, order))) == len(order), f"{game_id}: ranked an action twice"
        state.apply(seat, policy(state, seat))
    raise AssertionError(f"{game_id}: no end within {MAX_ACTIONS} actions")


@pytest.mark.parametrize("game_id", ROLLOUT_GAMES)
def test_the_rollout_is_deterministic_for_its_seed(game_id: str) -> None:
    info = get_game(game_id)
    players, options = _config(game_id, random.Random(game_id))
    runs = []
    for _ in range(2):
        state = info.new_game(players, options, 7)
        runs.append(_play(state, info.rollout(11), random.Random(3)))  # type: ignore[misc]
    assert runs[0] == runs[1]
