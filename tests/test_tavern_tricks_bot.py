"""Tavern Tricks' easy bot: legal, purposeful, and better than random play."""

from __future__ import annotations

import random

import pytest

from rules.tavern_tricks.easy import EasyBot
from rules.core.registry import get_game
from rules.tavern_tricks.state import TavernTricksState
from tests.test_tavern_tricks_helpers import C, act, at_trick, new_state, pass_all


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_bot_always_plays_legally_to_the_end(players: int) -> None:
    for seed in range(4):
        state = TavernTricksState(players, {}, seed=seed)
        bots = [EasyBot(seed * 10 + s) for s in range(players)]
        while not state.is_over():
            seat = state.to_move()[0]
            action = bots[seat].choose(state.observation(seat))
            assert action in state.legal_actions(seat)
            state.apply(seat, action)


def test_the_bot_is_registered_lazily() -> None:
    bot = get_game("tavern_tricks").bots["easy"](3)
    assert isinstance(bot, EasyBot)


def test_the_bot_beats_random_play() -> None:
    wins = 0.0
    games = 60
    for seed in range(games):
        state = TavernTricksState(4, {}, seed=seed)
        bot, rng = EasyBot(seed), random.Random(seed)
        while not state.is_over():
            seat = state.to_move()[0]
            action = bot.choose(state.observation(0)) if seat == 0 else rng.choice(state.legal_actions(seat))
            state.apply(seat, action)
        if 0 in state.winners():
            wins += 1 / len(state.winners())
    assert wins / games > 0.3  # random play would win a quarter


def test_the_bot_passes_its_weakest_cards() -> None:
    hands = [
        ["0", "1", "2", "35", "34", "ODRAGON", "DOPPEL1", "BOW1"],
        ["6", "7", "8", "10", "11", "12", "14", "15"],
        ["16", "17", "18", "19", "20", "21", "23", "24"],
    ]
    state = new_state(hands=hands)
    assert str(EasyBot(1).choose(state.observation(0))) == "pass 0 1 2"


def test_the_bot_stakes_by_the_strength_of_its_hand() -> None:
    state = new_state(rolls=[["U", "axe"]])
    pass_all(state, ["pass 1 2 4", "pass 6 7 8", "pass 16 17 18"])
    # seat 1 leads the stakes; it holds 10 11 12 14 15 1 2 4: axes only, no Undead
    assert str(EasyBot(1).choose(state.observation(1))) == "stake 1"
    act(state, 1, "stake 1")
    act(state, 2, "stake 1")
    # seat 0 holds 0 32 22 13 (Undead) and 5 16 17 18
    assert str(EasyBot(1).choose(state.observation(0))) == "stake 3"


def test_the_bot_wins_a_trick_with_its_cheapest_winning_card() -> None:
    state = at_trick(hands=[["0", "32", "1"], ["6", "7"], ["12", "14"]])
    act(state, 1, "play 6")
    act(state, 2, "play 12")  # 12 Goblin Axe: weapon tier
    assert str(EasyBot(1).choose(state.observation(0))) == "play 0"


def test_the_bot_aims_a_bow_at_the_seat_winning_the_trick() -> None:
    state = at_trick(hands=[["BOW1", "1", "2"], ["0", "7"], ["5", "14"]])
    state.tricks_won = [0, 3, 0]
    act(state, 1, "play 0")
    act(state, 2, "play 5")
    assert str(EasyBot(1).choose(state.observation(0))) == "play BOW1 at 1"


def test_the_bot_shields_the_winning_weapon() -> None:
    state = at_trick(hands=[["SHIELD1", "1", "2"], ["10", "7"], ["14", "5"]], dice=("H", "axe"))
    state.tricks_won = [0, 3, 0]
    act(state, 1, "play 10")
    act(state, 2, "play 14")
    assert str(EasyBot(1).choose(state.observation(0))) == "play SHIELD1 axe"


def test_the_bot_copies_with_a_doppleganger_to_win() -> None:
    state = at_trick(hands=[["DOPPEL1", "1", "2"], ["35", "7"], ["13", "5"]])
    act(state, 1, "play 35")
    act(state, 2, "play 13")
    assert str(EasyBot(1).choose(state.observation(0))) == "play DOPPEL1 race 13 weapon 35"


def test_the_bot_steals_when_someone_is_richer() -> None:
    state = at_trick(hands=[["THIEF1", "33", "34"], ["6", "7"], ["12", "14"]])
    state.coins = [10, 19, 15]
    act(state, 1, "play 6")
    act(state, 2, "play 12")
    assert str(EasyBot(1).choose(state.observation(0))) == "play THIEF1"
    assert C("THIEF1") in state.hands[0]
