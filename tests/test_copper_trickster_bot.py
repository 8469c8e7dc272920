"""The easy Copper Trickster bot: legal, seeded, reading only its observation, and playing each
character with purpose."""

from __future__ import annotations

import random

from rules.ai import make_bot
from rules.copper_trickster.easy import EasyBot, suit_values
from rules.copper_trickster.state import CopperTricksterState
from rules.core.registry import get_game
from tests.test_copper_trickster_helpers import CARD, act, make_state, pass_all


def test_the_registry_makes_the_easy_bot() -> None:
    assert isinstance(make_bot("copper_trickster", "easy", 3), EasyBot)


def test_plays_whole_games_legally_in_every_configuration() -> None:
    info = get_game("copper_trickster")
    for players in (3, 4, 5):
        for party in (False, True):
            state = info.new_game(players, {"ea_nasirs_party": party}, players)
            bots = [EasyBot(s) for s in range(players)]
            while not state.is_over():
                seat = state.to_move()[0]
                action = bots[seat].choose(state.observation(seat))
                assert action in state.legal_actions(seat)
                state.apply(seat, action)


def test_same_observation_same_choice_whatever_is_hidden() -> None:
    """Two states that differ only in what the seat cannot see get the same answer."""
    state = get_game("copper_trickster").new_game(4, {}, 5)
    rng = random.Random(5)
    for _ in range(30):
        seat = rng.choice(state.to_move())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    for seat in state.to_move():
        obs = state.observation(seat)
        other = CopperTricksterState.sample_from(obs, random.Random(9))
        assert EasyBot(1).choose(obs) == EasyBot(1).choose(other.observation(seat))


def test_the_supplier_makes_its_strongest_suit_great() -> None:
    state = make_state(4, {2: "12F 11F 10F 9F 8F 1B"}, slots="BFMPS")
    assert EasyBot(0).choose(state.observation(2)) == state.parse_action("great F")


def test_ea_nasir_sheds_high_bad_copper_and_never_passes_it() -> None:
    state = make_state(4, {0: "12S 11S 1B"}, slots="BFMPS")  # great M -> bad S
    act(state, 2, "great M")
    action = EasyBot(0).choose(state.observation(0))
    assert action.discard == CARD("12S") and action.passed.suit != "S"


def test_a_buyer_keeps_its_high_good_copper() -> None:
    state = make_state(4, {1: "12B 11B 12F"}, slots="BFMPS")  # the Assyrian Buyer: B and F good
    act(state, 2, "great M")
    action = EasyBot(0).choose(state.observation(1))
    assert not {action.discard, action.passed} & {CARD("12B"), CARD("11B"), CARD("12F")}


# Every Star and Moon placed: seat 1 leads, seats 2 and 3 follow low, Ea-Nasir (seat 0) plays last.
TRICK_HANDS = {
    0: "1S 9S 1M 9M 1P 2P",
    1: "4S 5S 6S 7S 8S 10S 11S 12S 2M 5M 6M 7M 8M 1F 1B",
    2: "2S 3M 10M",
    3: "3S 4M 11M 12M 2F 3F",
}


def test_ducks_a_trick_of_bad_copper_and_takes_one_that_pays() -> None:
    for led, expected in (("8S", "1S"), ("7M", "9M")):  # Stars are bad copper, Moons great
        state = make_state(4, TRICK_HANDS, slots="BFMPS")
        act(state, 2, "great M")
        pass_all(state, {0: "pass 1P 2P", 1: "pass 1F 1B", 3: "pass 2F 3F"})
        act(state, 1, f"play {led}")
        for seat in (2, 3):
            state.apply(seat, state.legal_actions(seat)[0])  # their lowest card of the led suit
        assert max(c.rank for _, c in state.trick) == int(led[:-1])
        assert EasyBot(0).choose(state.observation(0)).card == CARD(expected), led


def test_the_messenger_ducks_before_the_revelation() -> None:
    ducked = chances = 0
    info = get_game("copper_trickster")
    for seed in range(40):
        state = info.new_game(5, {}, seed)
        bots = [EasyBot(seed * 5 + s) for s in range(5)]
        messenger = state.characters.index("messenger")
        while state.round_no == 1 and not state.is_over():
            seat = state.to_move()[0]
            obs = state.observation(seat)
            action = bots[seat].choose(obs)
            if seat == messenger and obs.phase == "tricks" and obs.trick and obs.trick_no <= 6:
                led = obs.trick[0][1].suit
                best = max(c.rank for _, c in obs.trick if c.suit == led)
                under = [a for a in obs.legal_actions if a.card.suit != led or a.card.rank < best]
                if under:
                    chances += 1
                    ducked += action in under
            state.apply(seat, action)
    assert chances > 20 and ducked == chances


def test_values_follow_the_known_slots_and_average_the_rest() -> None:
    state = make_state(4, slots="BFMPS")
    act(state, 2, "great M")
    ea = suit_values(state.observation(0), "ea_nasir")
    assert ea["S"] == -4 and ea["P"] == 0 and ea["M"] == ea["B"] == ea["F"] == (2 + 1 + 1) / 3
    supplier = suit_values(state.observation(2), "supplier")
    assert supplier["M"] == 3 and supplier["S"] == (1 + 1 + 0 - 2) / 4


def test_easy_beats_random_play() -> None:
    info = get_game("copper_trickster")
    easy = rand = 0
    for seed in range(24):
        state = info.new_game(4, {}, seed)
        bots = [make_bot("copper_trickster", "easy" if s == seed % 4 else "random", seed * 4 + s) for s in range(4)]
        while not state.is_over():
            seat = state.to_move()[0]
            state.apply(seat, bots[seat].choose(state.observation(seat)))
        scores = state.result().scores
        easy += scores[seed % 4]
        rand += sum(scores) - scores[seed % 4]
    assert easy / 24 > rand / (24 * 3) + 10
