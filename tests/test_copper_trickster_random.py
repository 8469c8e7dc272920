"""Random play of The Copper Trickster: 2,000 full games for every player count, with and without
Ea-Nasir's Party.

Every game checks the cheap invariants: after every trick every card is in exactly one place;
every round has one trick per card in hand after the passing and reveals after the right trick;
every round's points agree with an independent reading of the scoring table (recomputed here from
the events alone: the characters dealt, the Revelation's slots, the tricks won); the game ends
after as many rounds as players with the right winners. Every ``OBSERVED_EVERY``-th game also
checks every seat's observation after every action (the costly check runs on a sample; the
interface suite walks more).
"""

from __future__ import annotations

import random
from functools import cache

import pytest

from rules.copper_trickster.deck import cards_without
from rules.copper_trickster.events import CardPassed, CharactersDealt, Revelation
from rules.copper_trickster.state import CopperTricksterState
from rules.core.cards import Card
from rules.core.events import GameOver, RoundScored, TrickWon
from rules.core.registry import get_game
from tests.card_walk import cards_in

pytestmark = pytest.mark.heavy  # run first: see tests/conftest.py

GAMES_PER_CONFIG = 2000
OBSERVED_EVERY = 50
CHUNKS = 4  # split each configuration so pytest-xdist can spread the work
CONFIGS = [(players, party, chunk) for players in (3, 4, 5) for party in (False, True) for chunk in range(CHUNKS)]

# RULINGS.md's table, written out again on purpose: an independent reading of the scoring.
GOOD = {"assyrian_buyer": "good_assyrian", "babylonian_buyer": "good_babylonian"}
TABLE = {
    "ea_nasir": {"great": 2, "good_assyrian": 1, "good_babylonian": 1, "mediocre": 0, "bad": -4},
    "supplier": {"great": 3, "good_assyrian": 1, "good_babylonian": 1, "mediocre": 0, "bad": -2},
}
REVELATION = {3: 8, 4: 7, 5: 6}
TRICKS = {3: 15, 4: 14, 5: 11}


def card_points(character: str, slot: str) -> int:
    if character in GOOD:
        if slot == GOOD[character]:
            return 2
        return {"great": 2, "mediocre": 0, "bad": -2}.get(slot, 1)  # the other Buyer's good: 1
    return TABLE[character][slot]


def expected_points(players: int, characters, slots, taken: list[list[tuple[int, list[Card]]]]) -> list[int]:
    """Per seat, from (trick number, cards) of every trick it took."""
    suit_slot = {suit: slot for slot, suit in slots}
    points = []
    for seat, character in enumerate(characters):
        if character == "messenger":
            before = sum(1 for t, _ in taken[seat] if t <= REVELATION[players])
            after = len(taken[seat]) - before
            points.append(-2 * before + (0, 5, 12)[after] if after < 3 else -2 * before + 2)
        else:
            points.append(sum(card_points(character, suit_slot[c.suit]) for _, cs in taken[seat] for c in cs))
    return points


@cache
def deck_set(removed: str | None) -> frozenset[Card]:
    return frozenset(cards_without(removed))


def check_cards(state: CopperTricksterState) -> None:
    """Every card in play in exactly one place: a hand, a won pile, the trick, a discard, or a
    pass on its way (until everyone has passed)."""
    places = [*state.hands, *state.won, [c for _, c in state.trick], [c for c in state.discards if c]]
    if state.phase == "pass":
        places.append([c for c in state.passes if c])
    count = sum(map(len, places))
    held = set().union(*places)
    deck = deck_set(state.removed_suit)
    assert count == len(deck) == len(held) and held == deck, "a card is missing, doubled or a stranger"


def visible_cards(obs) -> set[Card]:
    """The cards an observation shows, field by field (legal actions hold only hand cards);
    test_observation_fields_carry_no_other_cards proves these are all of them."""
    out = set(obs.hand) | set(obs.own_won) | {c for _, c in obs.trick}
    out.update(c for t in obs.history for _, c in t.plays)
    out.update(c for c in (obs.my_discard, obs.my_pass, obs.received, obs.trump_card) if c is not None)
    return out


def check_observations(state: CopperTricksterState) -> None:
    for seat in range(state.players):
        obs = state.observation(seat)
        hand = tuple(state.hands[seat])
        assert obs.hand == hand and obs.own_won == tuple(state.won[seat])
        assert obs.trick == tuple(state.trick) and obs.history == tuple(state.history)
        assert obs.my_discard is state.discards[seat] and obs.my_pass is state.passes[seat]
        assert obs.hand_counts == tuple(map(len, state.hands))
        assert set(obs.known) <= set(state.assignment)
        if state.revealed:
            assert obs.known == state.assignment
        for action in obs.legal_actions:
            assert all(c in hand for c in _action_cards(action))
        assert not visible_cards(obs) & state.hidden_cards(seat)


def _action_cards(action) -> tuple[Card, ...]:
    if hasattr(action, "discard") and hasattr(action, "passed"):
        return (action.discard, action.passed)
    return (action.card,) if hasattr(action, "card") else ()


def play_checked_game(players: int, party: bool, seed: int, observe: bool) -> None:
    state = get_game("copper_trickster").new_game(players, {"ea_nasirs_party": party}, seed)
    assert isinstance(state, CopperTricksterState)
    rng = random.Random(seed)
    characters = next(e for e in state.opening_events() if isinstance(e, CharactersDealt)).characters
    taken: list[list[tuple[int, list[Card]]]] = [[] for _ in range(players)]
    slots: tuple = ()
    tricks = 0
    totals = [0] * players
    last_round: list[int] = []
    rounds = 0
    while not state.is_over():
        seat = rng.choice(state.to_move())
        legal = state.legal_actions(seat)
        assert legal, "a seat to move has no legal action"
        for event in state.apply(seat, rng.choice(legal)):
            if isinstance(event, TrickWon):
                tricks += 1
                assert event.trick_no == tricks
                taken[event.seat].append((event.trick_no, [c for _, c in event.cards]))
            elif isinstance(event, Revelation):
                assert tricks == REVELATION[players] and not slots
                slots = event.slots
            elif isinstance(event, CardPassed) and characters[event.from_seat] == "ea_nasir":
                assert event.card.suit != state.bad_suit  # (a whole hand of bad copper is never dealt here)
            elif isinstance(event, RoundScored):
                assert tricks == TRICKS[players] and slots
                last_round = expected_points(players, characters, slots, taken)
                assert list(event.points) == last_round
                totals = [t + p for t, p in zip(totals, last_round)]
                assert list(event.totals) == totals
                rounds += 1
                taken, slots, tricks = [[] for _ in range(players)], (), 0
            elif isinstance(event, CharactersDealt):
                assert event.characters == characters[-1:] + characters[:-1]
                characters = event.characters
            elif isinstance(event, GameOver):
                best = max(totals)
                tied = [s for s in range(players) if totals[s] == best]
                top = max(last_round[s] for s in tied)
                assert event.winners == tuple(s for s in tied if last_round[s] == top)
        if observe:
            check_cards(state)
            check_observations(state)
        elif not state.trick and state.phase == "tricks":
            check_cards(state)
    assert rounds == players
    assert list(state.result().scores) == totals


def _config_id(config: tuple) -> str:
    players, party, chunk = config
    return f"{players}p-{'party' if party else 'base'}-{chunk}"


@pytest.mark.parametrize("players,party,chunk", CONFIGS, ids=[_config_id(c) for c in CONFIGS])
def test_random_games(players: int, party: bool, chunk: int) -> None:
    per_chunk = GAMES_PER_CONFIG // CHUNKS
    for game in range(chunk * per_chunk, (chunk + 1) * per_chunk):
        play_checked_game(players, party, seed=game, observe=game % OBSERVED_EVERY == 0)


def test_observation_fields_carry_no_other_cards() -> None:
    """The full walk of every observation field, on a few games of each configuration, so the
    field-by-field check above misses nothing."""
    for players in (3, 4, 5):
        for seed in range(4):
            state = get_game("copper_trickster").new_game(players, {"ea_nasirs_party": seed % 2 == 1}, seed)
            rng = random.Random(seed)
            while not state.is_over():
                for seat in range(players):
                    obs = state.observation(seat)
                    hand = set(obs.hand)
                    legal = {c for a in obs.legal_actions for c in _action_cards(a)}
                    assert legal <= hand
                    assert cards_in(obs) == visible_cards(obs) | legal
                seat = rng.choice(state.to_move())
                state.apply(seat, rng.choice(state.legal_actions(seat)))
