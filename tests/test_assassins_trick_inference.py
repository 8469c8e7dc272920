"""Assassin's Trick's reading of the others' bidding habits (``rules.assassins_trick.inference``):
the facts it rebuilds are the ones each seat had, each habit is recognised from its bids, and the
search's samples and playouts carry what was read."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from rules.ai.base import decide
from rules.ai.levels import OracleBot, TrueDeal
from rules.assassins_trick.actions import bid_actions
from rules.assassins_trick.deck import is_joker
from rules.assassins_trick.easy import EasyBot, near_bids
from rules.assassins_trick.inference import (
    EASY,
    PRIOR,
    STYLES,
    UNIFORM,
    AssassinsBelief,
    facts_by_prize,
    style_weights,
)
from rules.assassins_trick.observation import AssassinsTrickObservation, possible_cards, unseen_prizes
from rules.assassins_trick.rollout import rollout_policy, value_bid
from rules.assassins_trick.state import AssassinsTrickState
from rules.core.actions import CardAction
from rules.core.registry import new_game

Bidder = Callable[[AssassinsTrickObservation], CardAction]


def easy_bidder(seed: int) -> Bidder:
    return EasyBot(seed).choose


def random_bidder(seed: int) -> Bidder:
    rng = random.Random(seed)
    return lambda obs: rng.choice(list(obs.legal_actions))


def value_bidder(over: int) -> Bidder:
    return lambda obs: bid_actions().for_card(value_bid(obs.hand, obs.prize, over))  # type: ignore[arg-type]


def play(
    bidders: list[Bidder], seed: int, prizes: int, jokers_n: int = 0
) -> tuple[AssassinsTrickState, list[AssassinsTrickObservation]]:
    """``prizes`` prizes bid for (fewer if the game ends first); seat 0's observation as each
    prize came up, before anyone bid."""
    state = new_game("assassins_trick", len(bidders), {"jokers": jokers_n}, seed=seed)
    assert isinstance(state, AssassinsTrickState)
    before: list[AssassinsTrickObservation] = []
    while not state.is_over() and len(state.history) < prizes:
        before.append(state.observation(0))
        for seat in list(state.to_move()):
            state.apply(seat, bidders[seat](state.observation(seat)))
    return state, before


@pytest.mark.parametrize("jokers_n", [0, 2])
@pytest.mark.parametrize("players", [2, 3])
def test_the_facts_rebuilt_are_the_ones_each_seat_had(players: int, jokers_n: int) -> None:
    """Hands, prizes to come and prizes left, rebuilt from the history, match what the
    observation said as each prize came up (Assassins taken into hand and jokers included)."""
    for seed in range(12):
        state, before = play([random_bidder(seed * 7 + s) for s in range(players)], seed, 20, jokers_n)
        final = state.observation(0)
        read = list(facts_by_prize(final))
        assert len(read) == len(final.history)
        for k, (obs, (prize_round, facts)) in enumerate(zip(before, read)):
            assert prize_round.prize == obs.prize
            for seat in range(players):
                assert facts.hands[seat] == possible_cards(obs, seat), (seed, k, seat)
            assert facts.prizes_left == obs.prizes_left
            assert sorted(facts.to_come) == sorted(c.rank for c in unseen_prizes(obs) if not is_joker(c))


def test_the_easy_bid_is_always_among_its_near_bids() -> None:
    """What the reading credits to the easy habit is what the easy bot can do."""
    for seed in range(20):
        bots = [EasyBot(seed * 3 + s) for s in range(3)]
        state = new_game("assassins_trick", 3, {}, seed=seed)
        while not state.is_over():
            for seat in list(state.to_move()):
                obs = state.observation(seat)
                action = bots[seat].choose(obs)
                if len(obs.legal_actions) > 1:
                    rivals = [possible_cards(obs, s) for s in range(3) if s != seat]
                    to_come = [c.rank for c in unseen_prizes(obs) if not is_joker(c)]
                    assert obs.prize is not None
                    assert action.card in near_bids(obs.hand, rivals, obs.prize, to_come, obs.prizes_left)
                state.apply(seat, action)


def mean_weight(make: Callable[[int], list[Bidder]], seat: int, style: str, prizes: int) -> float:
    weights = []
    for seed in range(20):
        state, _ = play(make(seed), seed, prizes)
        weight = style_weights(state.observation(0))[seat]
        assert weight is not None
        weights.append(weight[style])
    return sum(weights) / len(weights)


def test_each_habit_is_recognised_from_its_bids() -> None:
    """After six prizes the habit a seat bids by carries most of the weight (measured here:
    easy 1.00, random about 0.9, a value rule about 1.00)."""
    def mixed(seed: int) -> list[Bidder]:
        return [easy_bidder(seed), easy_bidder(seed + 1000), random_bidder(seed)]

    assert mean_weight(mixed, 1, EASY, 6) > 0.95
    assert mean_weight(mixed, 2, UNIFORM, 6) > 0.8
    for over, style in enumerate(("value0", "value1", "value2")):
        def valued(seed: int, over: int = over) -> list[Bidder]:
            return [easy_bidder(seed), value_bidder(over)]

        assert mean_weight(valued, 1, style, 6) > 0.9, style


def test_before_any_bid_the_weights_are_the_prior_and_never_for_this_seat() -> None:
    state, _ = play([easy_bidder(1), easy_bidder(2), easy_bidder(3)], 4, 0)
    weights = style_weights(state.observation(1))
    assert weights[1] is None
    assert weights[0] == pytest.approx(PRIOR) and weights[2] == pytest.approx(PRIOR)
    assert sum(PRIOR.values()) == pytest.approx(1.0)


def test_the_samples_carry_a_habit_for_every_other_seat_drawn_by_the_weights() -> None:
    state, _ = play([easy_bidder(1), random_bidder(2), easy_bidder(3)], 5, 6)
    obs = state.observation(0)
    belief = AssassinsBelief(obs)
    rng = random.Random(9)
    drawn = [belief.sample(rng) for _ in range(400)]
    for sample in drawn:
        assert sample.bidder_styles is not None and sample.bidder_styles[0] is None
        assert all(style in STYLES for style in sample.bidder_styles[1:])
        for seat in range(3):  # dealt as sample_from deals: every hand as the seat can tell
            if seat != 0:
                assert sample.hands[seat] == possible_cards(obs, seat)
    weights = belief.weights[1]
    assert weights is not None
    share = sum(s.bidder_styles[1] == UNIFORM for s in drawn) / len(drawn)  # type: ignore[index]
    assert share == pytest.approx(weights[UNIFORM], abs=0.08)


def test_the_oracle_searches_the_true_cards_with_the_habits_read() -> None:
    """The oracle knows every card, not how the others bid: its true state carries the reading,
    drawn as a sample's is, and with a random seat read as one it bids for it so."""
    state, _ = play([easy_bidder(1), random_bidder(2), random_bidder(3)], 5, 6)
    obs = state.observation(0)
    oracle = OracleBot("assassins_trick", 3, iterations=20)
    read_into = oracle.reading(obs)
    assert read_into is not None
    deal = TrueDeal(state, read_into)
    copies = [deal.sample_from(obs, random.Random(i)) for i in range(300)]
    for copy in copies:
        assert copy is not state and copy.hands == state.hands
        assert all(copy.observation(s) == state.observation(s) for s in range(3))
        assert copy.bidder_styles is not None and copy.bidder_styles[0] is None
    assert state.bidder_styles is None  # the true state itself is left as it was
    weights = AssassinsBelief(obs).weights[2]
    assert weights is not None and weights[UNIFORM] > 0.5
    share = sum(c.bidder_styles[2] == UNIFORM for c in copies) / len(copies)  # type: ignore[index]
    assert share == pytest.approx(weights[UNIFORM], abs=0.08)
    assert decide(oracle, state, 0) in state.legal_actions(0)
    for game, players in (("trickster_proposition", 2), ("tavern_tricks", 4)):  # no belief; one of cards only
        assert OracleBot(game, 3).reading(new_game(game, players, {}, 1).observation(0)) is None


def test_the_playouts_bid_by_the_habit_drawn() -> None:
    state, _ = play([easy_bidder(1), easy_bidder(2), easy_bidder(3)], 6, 3)
    obs = state.observation(0)
    policy = rollout_policy(seed=4)
    sample = AssassinsBelief(obs).sample(random.Random(1))
    assert sample.prize is not None
    for over, style in enumerate(("value0", "value1", "value2")):
        sample.bidder_styles = (None, style, style)
        assert policy(sample, 1).card == value_bid(sample.hands[1], sample.prize, over)
    sample.bidder_styles = (None, UNIFORM, UNIFORM)
    bids = {policy(sample, 2).card for _ in range(200)}
    assert bids <= set(sample.hands[2]) and len(bids) > len(sample.hands[2]) // 2


def test_without_habits_the_playouts_bid_as_the_easy_bot() -> None:
    """No reading (the oracle's true state): easy_share 1 bids exactly as EasyBot(seed)."""
    state, _ = play([easy_bidder(1), easy_bidder(2)], 7, 2)
    assert state.bidder_styles is None
    policy = rollout_policy(seed=11, easy_share=1.0)
    bot = EasyBot(11)
    for seat in state.to_move():
        assert policy(state, seat) == bot.choose(state.observation(seat))
