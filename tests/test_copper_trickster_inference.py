"""The Copper Trickster search's reading of the slots (rules/copper_trickster/inference.py): which
assignments a seat cannot rule out, how leads and throws weigh them, and that samples dealt
through it are states the observation could come from."""

from __future__ import annotations

import random

import pytest

from rules.ai.search import SearchBot
from rules.copper_trickster.characters import EA_NASIR
from rules.copper_trickster.inference import CopperBelief, assignments
from rules.copper_trickster.quality import BAD, MEDIOCRE
from rules.copper_trickster.sampling import not_bad_copper
from rules.core.registry import get_game
from tests.test_copper_trickster_helpers import act, make_state, pass_all

SETUPS = [(3, False), (4, False), (4, True), (5, False), (5, True)]


def _easy_positions(players: int, party: bool, seeds: range):
    """(true state, seat to move) at every move of easy-bot first rounds."""
    info = get_game("copper_trickster")
    for seed in seeds:
        state = info.new_game(players, {"ea_nasirs_party": party}, seed)
        bots = [info.bots["easy"](seed * 10 + k) for k in range(players)]
        while not state.is_over() and state.round_no == 1:
            seat = state.to_move()[0]
            yield state, seat
            state.apply(seat, bots[seat].choose(state.observation(seat)))


@pytest.mark.parametrize("players,party", SETUPS)
def test_the_true_assignment_is_never_ruled_out(players: int, party: bool) -> None:
    met = 0
    for state, seat in _easy_positions(players, party, range(3)):
        obs = state.observation(seat)
        if obs.phase == "great":
            continue
        found = assignments(obs)
        assert state.assignment in found
        assert len(set(found)) == len(found)
        assert all(set(obs.known) <= set(a) for a in found)
        met += 1
    assert met > 30


@pytest.mark.parametrize("players,party", SETUPS)
def test_the_card_ea_nasir_passed_is_never_read_as_bad_copper(players: int, party: bool) -> None:
    """Only the seat Ea-Nasir passed to learns it, and none of its assignments has that suit bad."""
    told = 0
    for state, seat in _easy_positions(players, party, range(3)):
        obs = state.observation(seat)
        from_ea = obs.received is not None and state.pass_to[state.characters.index(EA_NASIR)] == seat
        assert not_bad_copper(obs) == (obs.received.suit if from_ea else None)
        if from_ea and obs.phase == "tricks" and not obs.revealed:
            told += 1
            assert all(dict(a)[BAD] != obs.received.suit for a in assignments(obs))
    assert told > 5


@pytest.mark.parametrize("players,party", SETUPS)
def test_samples_through_the_belief_are_states_the_observation_could_come_from(players: int, party: bool) -> None:
    rng = random.Random(players)
    read = 0
    for state, seat in _easy_positions(players, party, range(2)):
        obs = state.observation(seat)
        belief = CopperBelief(obs)
        read += bool(belief.choices)
        sample = belief.sample(rng)
        if obs.phase == "tricks":  # (while passing, others' hidden choices are taken back: sampling.py)
            assert sample.observation(seat) == obs
            assert sample.assignment in assignments(obs)
    assert read > 10


def test_a_throw_of_a_high_card_reads_as_a_suit_its_player_wants_rid_of() -> None:
    """Ea-Nasir, with no Bull, throws the 12 of Moons on the Assyrian Buyer's Bull trick: to the
    Supplier, who knows only the great slot, Moons are now likelier bad copper than mediocre."""
    fixed = {
        0: "12M 7S 8S",  # Ea-Nasir: no Bull
        1: "1B 2B 3B 4B 1S 2S",
        2: "5B 6B 7B 8B 3S 4S",
        3: "9B 10B 11B 12B 5S 6S",
    }
    state = make_state(4, fixed, slots=["F", "S", "B", "P", "M"])
    act(state, 2, "great F")  # then Stars good Assyrian, Bulls good Babylonian, Palms mediocre, Moons bad
    pass_all(state, {0: "pass 7S 8S", 1: "pass 1S 2S", 2: "pass 3S 4S", 3: "pass 5S 6S"})
    for seat, card in ((1, "1B"), (2, "5B"), (3, "9B")):
        act(state, seat, f"play {card}")

    def moons_on(slot: str, belief: CopperBelief) -> float:
        return sum(belief.weight_of(a) for a in belief.choices if dict(a)[slot] == "M")

    before = CopperBelief(state.observation(2))
    act(state, 0, "play 12M")
    after = CopperBelief(state.observation(2))
    assert moons_on(BAD, after) > moons_on(BAD, before)
    assert moons_on(BAD, after) > 2 * moons_on(MEDIOCRE, after)


def test_against_easy_bots_the_reading_favours_the_truth() -> None:
    """Over easy-bot rounds the true assignment gets more than its uniform share on average
    (the share it would get with no reading is 1 / the number of assignments)."""
    ratios = []
    for state, seat in _easy_positions(4, False, range(12)):
        obs = state.observation(seat)
        belief = CopperBelief(obs)
        if belief.choices and obs.trick_no >= 3 and seat == state.round_no % 4:
            ratios.append(belief.weight_of(state.assignment) * len(belief.choices))
    assert len(ratios) > 30
    assert sum(ratios) / len(ratios) > 1.3


def test_nothing_is_read_before_the_tricks_or_after_the_revelation() -> None:
    for state, seat in _easy_positions(4, False, range(1)):
        obs = state.observation(seat)
        if obs.phase != "tricks" or obs.revealed:
            assert CopperBelief(obs).choices == []


def test_the_search_deals_through_the_belief() -> None:
    info = get_game("copper_trickster")
    assert info.belief is not None
    state = next(s for s, seat in _easy_positions(4, False, range(1)) if s.observation(seat).trick_no == 3)
    obs = state.observation(state.to_move()[0])
    bot = SearchBot("copper_trickster", seed=1, iterations=30)
    assert bot.belief is not None and bot.choose(obs) in obs.legal_actions
