"""Assassin's Trick under random play: card conservation, hidden information, scores, sampling,
records. Plain loops over fixed seeds keep it reproducible and fast."""

from __future__ import annotations

import random

import pytest

from rules.assassins_trick.deck import jokers, suit_cards
from rules.assassins_trick.observation import AssassinsTrickObservation
from rules.assassins_trick.state import AssassinsTrickState
from rules.core.cards import Card
from rules.core.record import GameRecord, replay
from rules.core.registry import new_game
from tests.card_walk import cards_in

pytestmark = pytest.mark.heavy  # run first: see tests/conftest.py

CONFIGS = [(players, jokers_n) for players in (2, 3) for jokers_n in (0, 1, 2)]
GAMES = 2000


def visible_cards(obs: AssassinsTrickObservation) -> set[Card]:
    """The cards in every card-bearing field of an observation, quickly (field by field).

    ``test_visible_cards_misses_no_field`` proves, with the full walk of tests.card_walk, that
    no card sits anywhere else.
    """
    seen = set(obs.hand)
    seen.update([a.card for a in obs.legal_actions])
    seen.update(obs.discard)
    seen.update([c for pile in (*obs.won, *obs.taken_to_hand) for c in pile])
    history = obs.history  # (one list per field: this runs for every seat after every action)
    seen.update([r.prize for r in history])
    seen.update([c for r in history for c in r.turned_up])
    seen.update([c for r in history for _, c in r.bids])
    seen.update([c for c in (obs.my_bid, obs.prize, obs.set_aside) if c is not None])
    return seen


def universe(state: AssassinsTrickState) -> set[Card]:
    return {c for suit in (*state.hand_suits, state.prize_suit) for c in suit_cards(suit)} | set(
        jokers(state.jokers)
    )


def hidden_from(state: AssassinsTrickState, seat: int) -> set[Card]:
    """The cards ``seat`` may not see: face-down prizes, the set-aside card until the end, and
    the other seats' hands and pending bids (less the Assassins they took openly)."""
    hidden = set(state.prize_deck)
    if not state.over:
        hidden.add(state.set_aside)
    for other in range(state.players):
        if other != seat:
            hidden.update(state.hands[other])
            if state.bids[other] is not None:
                hidden.add(state.bids[other])
            hidden.difference_update(state.taken_to_hand[other])
    return hidden


def check(state: AssassinsTrickState, everything: set[Card]) -> None:
    # every card in exactly one place
    places: list[Card] = [c for h in state.hands for c in h]
    places += [b for b in state.bids if b is not None]
    places += state.prize_deck
    if state.prize is not None:
        places.append(state.prize)
    places.append(state.set_aside)
    places += [c for w in state.won for c in w]
    places += state.discard
    assert len(places) == len(everything) and set(places) == everything
    # scores are the influence of the prize piles
    assert state.scores == [sum(c.rank for c in w) for w in state.won]
    # nothing hidden shows in an observation
    for seat in range(state.players):
        leaked = visible_cards(state.observation(seat)) & hidden_from(state, seat)
        assert not leaked, f"seat {seat} sees {leaked}"


@pytest.mark.parametrize(("players", "jokers_n"), CONFIGS)
def test_random_play_keeps_every_invariant(players: int, jokers_n: int) -> None:
    rng = random.Random(f"fuzz:{players}:{jokers_n}")
    ended_by_empty_hand = 0
    for seed in range(GAMES):
        state = new_game("assassins_trick", players, {"jokers": jokers_n}, seed=seed)
        assert isinstance(state, AssassinsTrickState)
        everything = universe(state)
        check(state, everything)
        while not state.is_over():
            to_move = state.to_move()
            assert to_move and len(set(to_move)) == len(to_move)
            seat = rng.choice(to_move)
            legal = state.legal_actions(seat)
            assert [a.card for a in legal] == state.hands[seat]
            state.apply(seat, rng.choice(legal))
            check(state, everything)
        assert state.to_move() == ()
        assert not state.prize_deck or not all(state.hands)
        ended_by_empty_hand += bool(state.prize_deck)
        result = state.result()
        assert result.finished and result.winners
        assert list(result.scores) == [sum(r.points[s] for r in result.rounds) for s in range(players)]
        best = max(result.scores)
        assert all(result.scores[w] == best for w in result.winners)
    if jokers_n == 2:
        assert ended_by_empty_hand > 0  # the second way to end really happens


@pytest.mark.parametrize(("players", "jokers_n"), CONFIGS)
def test_visible_cards_misses_no_field(players: int, jokers_n: int) -> None:
    rng = random.Random(f"walk:{players}:{jokers_n}")
    for seed in range(100):
        state = new_game("assassins_trick", players, {"jokers": jokers_n}, seed=seed)
        while True:
            for seat in range(players):
                obs = state.observation(seat)
                assert cards_in(obs) == visible_cards(obs)
            if state.is_over():
                break
            seat = rng.choice(state.to_move())
            state.apply(seat, rng.choice(state.legal_actions(seat)))


@pytest.mark.parametrize(("players", "jokers_n"), CONFIGS)
def test_sampled_states_match_the_observation(players: int, jokers_n: int) -> None:
    rng = random.Random(f"sample:{players}:{jokers_n}")
    for seed in range(100):
        state = new_game("assassins_trick", players, {"jokers": jokers_n}, seed=seed)
        everything = universe(state)
        while True:
            for seat in range(players):
                obs = state.observation(seat)
                sample = AssassinsTrickState.sample_from(obs, rng)
                # Other seats' hidden bids are taken back: they bid again, then the view matches.
                again = sample.clone()
                for other in again.to_move():
                    if other not in obs.to_move:
                        again.apply(other, rng.choice(again.legal_actions(other)))
                assert again.observation(seat) == obs
                assert sample.result() == state.result()
                check(sample, everything)
                if rng.random() < 0.2:  # the sample plays on to the end like any state
                    while not sample.is_over():
                        s = sample.to_move()[0]
                        sample.apply(s, rng.choice(sample.legal_actions(s)))
            if state.is_over():
                break
            seat = rng.choice(state.to_move())
            state.apply(seat, rng.choice(state.legal_actions(seat)))


def test_sampling_draws_the_hidden_cards_at_random() -> None:
    state = new_game("assassins_trick", 3, {"jokers": 2}, seed=3)
    state.apply(1, state.legal_actions(1)[5])
    obs = state.observation(0)
    rng = random.Random(0)
    samples = [AssassinsTrickState.sample_from(obs, rng) for _ in range(60)]
    assert len({s.set_aside for s in samples}) > 3
    assert len({tuple(s.prize_deck) for s in samples}) > 30
    # Seat 1's hidden bid is taken back: it bids again in the sample, for a search to decide.
    assert all(s.bids == [None, None, None] and s.to_move() == (0, 1, 2) for s in samples)


def test_clone_plays_on_alone() -> None:
    rng = random.Random(1)
    for seed in range(50):
        state = new_game("assassins_trick", 3, {"jokers": 2}, seed=seed)
        for _ in range(rng.randrange(30)):
            if state.is_over():
                break
            seat = state.to_move()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        before = state.observation(0), state.observation(1), state.result()
        copy = state.clone()
        while not copy.is_over():
            seat = copy.to_move()[0]
            copy.apply(seat, rng.choice(copy.legal_actions(seat)))
        assert (state.observation(0), state.observation(1), state.result()) == before


@pytest.mark.parametrize(("players", "jokers_n"), CONFIGS)
def test_records_replay_the_same_game(players: int, jokers_n: int) -> None:
    rng = random.Random(f"record:{players}:{jokers_n}")
    for seed in range(40):
        state = new_game("assassins_trick", players, {"jokers": jokers_n}, seed=seed)
        record = GameRecord("assassins_trick", players, {"jokers": jokers_n}, seed)
        events = list(state.opening_events())
        while not state.is_over():
            seat = rng.choice(state.to_move())
            action = rng.choice(state.legal_actions(seat))
            assert state.parse_action(str(action)) is action
            assert state.parse_action(str(action).upper()) is action
            record.actions.append((seat, str(action)))
            events += state.apply(seat, action)
        again, replayed = replay(GameRecord.loads(record.dumps()))
        assert again.result() == state.result()
        assert [*again.opening_events(), *replayed] == events


def test_a_deal_record_replays_without_the_seed() -> None:
    state = new_game("assassins_trick", 3, {"jokers": 1}, seed=11)
    deal = {
        "hands": [[c.code for c in h] for h in state.hands],
        "prizes": [c.code for c in (state.prize, *reversed(state.prize_deck))],  # type: ignore[union-attr]
        "set_aside": state.set_aside.code,
    }
    fixed = new_game("assassins_trick", 3, {"jokers": 1}, seed=12345, deal=deal)
    rng = random.Random(0)
    while not state.is_over():
        seat = state.to_move()[0]
        action = rng.choice(state.legal_actions(seat))
        assert state.apply(seat, action) == fixed.apply(seat, action)
    assert fixed.result() == state.result()


def test_observation_is_frozen() -> None:
    obs = new_game("assassins_trick", 2, {}, seed=0).observation(0)
    assert isinstance(obs, AssassinsTrickObservation)
    with pytest.raises(AttributeError):
        obs.hand = ()  # type: ignore[misc]
