"""Tavern Tricks: 2,000 random games per player count with cheap invariants on every one, and
observation checks on a sample."""

from __future__ import annotations

import random

import pytest

from rules.core.events import TrickOutcome
from rules.tavern_tricks.deck import tavern_deck
from rules.tavern_tricks.state import TavernTricksState, hands_total
from tests.card_walk import cards_in

pytestmark = pytest.mark.heavy  # run first: see tests/conftest.py

GAMES = 2000
CHUNKS = 4  # each player count's games in four, so pytest-xdist can spread the work
OBSERVED_EVERY = 100  # every 100th game checks every seat's observation after every action


def _check_observations(state: TavernTricksState) -> None:
    for seat in range(state.players):
        obs = state.observation(seat)
        assert not (cards_in(obs) & state.hidden_cards(seat))
        assert obs.hand == tuple(state.hands[seat]) and obs.scores == tuple(state.coins)
        if obs.phase == "trick":
            assert len(obs.standing) == len(obs.trick)


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_random_games_keep_the_rules_invariants(players: int, chunk: int) -> None:
    """Each player count's games in chunks, so they spread over the test workers."""
    deck = set(tavern_deck())
    used: set[str] = set()
    size = GAMES // CHUNKS
    for game in range(chunk * size, (chunk + 1) * size):
        rng = random.Random(f"tt:{players}:{game}")
        state = TavernTricksState(players, {}, seed=game)
        observe = game % OBSERVED_EVERY == 0
        while not state.is_over():
            to_move = state.to_move()
            seat = rng.choice(to_move)
            legal = state.legal_actions(seat)
            action = rng.choice(legal)
            for event in state.apply(seat, action):
                if isinstance(event, TrickOutcome):  # every trick says why, tied or taken
                    assert event.reason and not event.reason.endswith(".")
                    assert len(event.counted_as) in (0, len(event.cards))
            card = getattr(action, "card", None)
            if card is not None and card.suit == "X":
                used.add(card.code)
            if observe:
                _check_observations(state)
                held = [c for h in state.hands for c in h]
                assert len(held) == len(set(held)) and set(held) <= deck
                assert state.stakes_pile + sum(state.coins) == 20 * players
                assert min(state.coins) >= 0
        assert min(state.coins) >= 0 and state.round_no == hands_total(players)
        assert sum(state.coins) == 20 * players
        assert sum(state.result().scores) == 20 * players
        assert len(state.rounds) == hands_total(players)
        for seat in range(players):  # each hand's change in coins, from the 20 everyone starts with
            assert 20 + sum(r.points[seat] for r in state.rounds) == state.coins[seat]
    assert len(used) == 18, "random play uses every specialty card"
