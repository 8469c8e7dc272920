"""A round's end kept for the table (``GameState.keep_round_end``) stays as the round ended.

A game that names ``round_end_changes`` keeps it as a shallow copy, sharing every field but those
with the state that plays on; that holds only while the game's next deals and plays change no
other container in place. Here every such game plays whole random games at every player count,
with and without its options: each round's end, as kept, must still equal a full copy of it made
the moment it was kept, once the game is over."""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules.core.events import RoundScored
from rules.core.registry import get_game
from rules.core.state import GameState
from tests.test_game_interface import CONFIGS, IDS, new_state

SHALLOW = [c for c in CONFIGS if get_game(c[0]).state_class.round_end_changes is not None]


def test_some_game_keeps_its_round_ends_shallow() -> None:
    assert any(game == "copas" for game, _, _ in SHALLOW)


@pytest.mark.parametrize(("game", "players", "options"), SHALLOW, ids=[IDS[CONFIGS.index(c)] for c in SHALLOW])
def test_a_kept_round_end_is_never_changed_by_the_play_after_it(
    game: str, players: int, options: dict[str, Any]
) -> None:
    rng = random.Random(f"kept:{game}:{players}")
    checked = 0
    for seed in range(6):
        state = new_state(game, players, options, seed)
        kept: list[tuple[GameState, GameState]] = []
        while not state.is_over():
            seat = rng.choice(state.to_move())
            events = state.apply(seat, rng.choice(list(state.legal_actions(seat))))
            if any(isinstance(e, RoundScored) for e in events) and state.round_end is not None:
                snapshot = state.round_end.state
                kept.append((snapshot, snapshot.clone()))  # a full copy, as the round ended
        for snapshot, as_it_ended in kept:
            assert vars(snapshot) == vars(as_it_ended)
            checked += 1
    assert checked > 6  # several rounds a game


def test_a_full_copy_is_the_default() -> None:
    assert GameState.round_end_changes is None
