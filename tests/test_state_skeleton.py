"""The shared skeleton of the game states (rules/core/rounds.py) and the clone shapes.

Every game is a ``RoundsGame``; those with phases choose each phase's rules from a table. A
clone shape is a promise about an attribute's shape, checked here on every state of random games:
the shaped copy equals the generic one and shares no mutable container with the original.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules.core.chance import shuffle
from rules.core.clone import copy_value
from rules.core.errors import IllegalAction
from rules.core.registry import all_games, get_game
from rules.core.rounds import (
    OVER,
    PhasedGame,
    RoundsGame,
    check_players,
    count_words,
    fixed_for_round,
    seat_tuples,
)
from tests.test_game_interface import CONFIGS, IDS, shared_containers, states_along

GAMES = sorted(all_games())


@pytest.mark.parametrize("game", GAMES)
def test_every_game_is_built_on_the_skeleton(game: str) -> None:
    info = get_game(game)
    cls = info.state_class
    assert issubclass(cls, RoundsGame)
    assert tuple(cls.player_counts) == tuple(info.player_counts)
    state = info.new_game(info.player_counts[0], {}, 1)
    assert state.round_no >= 1 and not state.over and state.opening_events()
    assert state.opening_events() is not state.opening_events()  # a fresh list each time
    assert len(state.totals) == state.players
    if issubclass(cls, PhasedGame):
        assert state.phase in cls.phases
        for phase, rules in cls.phases.items():
            assert callable(rules.legal) and callable(rules.apply), phase


@pytest.mark.parametrize("game", GAMES)
def test_a_copy_that_ends_with_its_round_plays_it_out_the_same_and_deals_no_more(game: str) -> None:
    """``end_with_round`` (a search's playouts): the round goes exactly as in the game, its last
    move says the same up to the next deal's events, and then nobody is to move; its round's
    end is not kept for a table."""
    info = get_game(game)
    for seed in range(3):
        state = info.new_game(info.player_counts[-1], {}, seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(40)):  # somewhere into the first round
            seat = rng.choice(state.to_move())
            state.apply(seat, rng.choice(list(state.legal_actions(seat))))
        copy = state.clone()
        copy.end_with_round()
        round_no = state.round_no
        while state.round_no == round_no and not state.is_over():
            seat = rng.choice(state.to_move())
            action = rng.choice(list(state.legal_actions(seat)))
            events = state.apply(seat, action)
            ended = copy.apply(seat, action)
            assert events[: len(ended)] == ended
        if state.is_over():
            assert copy.is_over() and copy.result() == state.result()
            continue
        assert copy.round_no == round_no and copy.to_move() == () and not copy.is_over()
        assert len(events) > len(ended)  # the game went on to deal the next round
        if state.round_end_view(0, round_no) is not None:  # the game keeps its rounds' ends
            assert copy.round_end_view(0, round_no) is None  # not for a copy nobody shows


@pytest.mark.parametrize("game", GAMES)
def test_a_wrong_player_count_is_refused_by_the_state(game: str) -> None:
    info = get_game(game)
    cls = info.state_class
    wrong = max(info.player_counts) + 1
    with pytest.raises(ValueError, match=f"is for {count_words(info.player_counts)} players, not {wrong}"):
        cls(wrong, info.resolve_options({}), 0)


def test_player_counts_in_words() -> None:
    assert count_words((3, 4, 5)) == "3 to 5"
    assert count_words((2, 3)) == "2 or 3"
    assert count_words((2,)) == "2"
    assert count_words((3, 5, 6)) == "3, 5 or 6"
    with pytest.raises(ValueError, match="Tavern Tricks is for 3 to 6 players, not 7"):
        check_players("Tavern Tricks", (3, 4, 5, 6), 7)
    check_players("Copas", (3, 4, 5), 4)


def test_small_helpers() -> None:
    assert seat_tuples(3) == ((0,), (1,), (2,)) and seat_tuples(3) is seat_tuples(3)
    assert fixed_for_round(("a", "b"), 2, "x") == "b"
    assert fixed_for_round(("a", "b"), 3, "x") == "x"


def test_shuffle_is_the_same_as_random_shuffle() -> None:
    for seed in range(300):
        a = list(range(seed % 60))
        b = list(a)
        random.Random(seed).shuffle(a)
        shuffle(b, random.Random(seed))
        assert a == b


def test_the_over_phase_refuses_everything() -> None:
    assert OVER.legal(None, 0) == ()
    assert OVER.why(None, 0, "play 7C") == "the game is over"  # type: ignore[misc]
    with pytest.raises(IllegalAction, match="the game is over"):
        OVER.apply(None, 0, "play 7C")


@pytest.mark.parametrize(("game", "players", "options"), CONFIGS, ids=IDS)
def test_clone_shapes_keep_their_promise(game: str, players: int, options: dict[str, Any]) -> None:
    cls = get_game(game).state_class
    shapes = cls.clone_shapes
    for state in states_along(game, players, options, 0):
        for name, shape in shapes.items():
            if name not in vars(state):
                continue
            value = getattr(state, name)
            copied = shape(value)
            assert copied == copy_value(value), name
            assert not shared_containers(value, copied, name), f"{name} shares {shared_containers(value, copied, name)}"
