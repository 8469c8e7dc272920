"""The Trickster Proposition: review findings against RULINGS.md, one test per discrepancy."""

from __future__ import annotations

import random
from typing import Any

from rules.core.registry import get_game
from rules.trickster_proposition.state import TricksterPropositionState

GAME = "trickster_proposition"

# Seat 1 holds no Bulls; three Bulls hide at the bottom of Ea-Nasir's pile.
VOID_DEAL: dict[str, Any] = {
    "removed_suit": "S",
    "first_player": 0,
    "rounds": [
        {
            "hands": [
                ["1B", "2B", "3B", "1F", "2F", "3F", "1M", "2M", "3M"],
                ["4F", "5F", "6F", "7F", "4M", "5M", "6M", "7M", "1P"],
            ],
            "ea_pile": ["2P", "3P", "4P", "5P", "6P", "7P", "4B", "5B", "6B", "7B"],
            "suits": {"players": ["B", "F"], "great": "M", "bad": "P"},
        }
    ],
}


def new_game(deal: dict[str, Any]) -> TricksterPropositionState:
    state = get_game(GAME).new_game(2, {}, 0, deal)
    assert isinstance(state, TricksterPropositionState)
    return state


def test_a_sampled_state_keeps_the_void_shown_in_the_trick_being_sorted() -> None:
    """Seat 1 did not follow Bulls (and did not bribe) in the trick still on the table: while
    that trick is sorted, no sampled hand of seat 1 may hold a Bull."""
    state = new_game(VOID_DEAL)
    state.apply(0, state.parse_action("play 1B"))
    state.apply(1, state.parse_action("play 4F"))
    assert state.phase == "give" and state.briber is None
    rng = random.Random(0)
    for phase_action in (None, "give 2P"):
        if phase_action is not None:
            state.apply(1, state.parse_action(phase_action))
            assert state.phase == "keep"
        obs = state.observation(0)
        for _ in range(50):
            sampled = TricksterPropositionState.sample_from(obs, rng)
            assert all(c.suit != "B" for c in sampled.hands[1]), sampled.hands[1]
