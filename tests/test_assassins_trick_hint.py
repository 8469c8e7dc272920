"""What a hint says an Assassin's Trick bid does (rules/assassins_trick/hint.py)."""

from __future__ import annotations

import random
from dataclasses import replace

from rules.assassins_trick.hint import move_reason, take_share
from rules.assassins_trick.observation import possible_cards
from rules.assassins_trick.state import settle
from rules.core.registry import new_game


def test_a_king_against_a_whole_suit_loses_only_to_the_assassin_and_the_king() -> None:
    state = new_game("assassins_trick", 2, seed=4)
    seat = state.to_move()[0]
    obs = state.observation(seat)
    king = next(a for a in obs.legal_actions if a.card.rank == 13)
    # The other seat may bid any of its 13 cards: its Assassin spoils, its King cancels ours.
    assert take_share(obs, king) == 11 / 13
    assert move_reason(obs, king) == (
        f"Against any card the others may still bid, all alike, it takes the {obs.prize.name} 85% of the time."
    )
    assassin = next(a for a in obs.legal_actions if a.card.rank == 0)
    assert move_reason(obs, assassin) == f"The Assassin takes nothing, but it spoils the {obs.prize.name} for everyone."


def test_an_assassin_s_reason_says_what_spoiling_does_for_the_standing() -> None:
    state = new_game("assassins_trick", 3, seed=4)
    obs = state.observation(0)
    assassin = next(a for a in obs.legal_actions if a.card.rank == 0)
    prize = obs.prize.name
    ahead = replace(obs, scores=(31, 11, 20))
    assert move_reason(ahead, assassin) == (
        f"The Assassin takes nothing, but it spoils the {prize} for everyone: you lead by 11 influence, and nobody gains on you."
    )
    behind = replace(obs, scores=(5, 11, 20))
    assert move_reason(behind, assassin, lambda s: ["You", "Ada", "Bruno"][s]) == (
        f"The Assassin takes nothing, but it spoils the {prize} for everyone, Bruno too, who leads you by 15 influence."
    )


def test_the_share_agrees_with_settling_every_possible_bid_in_random_games() -> None:
    rng = random.Random(7)
    for seed in range(3):
        state = new_game("assassins_trick", 3, {"jokers": 1}, seed=seed)
        while not state.is_over():
            for seat in state.to_move():
                obs = state.observation(seat)
                action = obs.legal_actions[rng.randrange(len(obs.legal_actions))]
                # Bids drawn from the others' possible cards never contradict a sure share (0 or 1).
                others = [s for s in range(3) if s != seat]
                share = take_share(obs, action)
                if action.card.rank == 0:
                    assert share == 0.0
                assert move_reason(obs, action).endswith(".")
                draws = 0
                for _ in range(30):
                    bids = [rng.choice(possible_cards(obs, s)) for s in others]
                    bids.insert(seat, action.card)
                    draws += settle(bids)[0] == seat
                if share == 0.0:
                    assert draws == 0
                elif share == 1.0:
                    assert draws == 30
                state.apply(seat, action)
