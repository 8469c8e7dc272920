"""Random play of Copas: 2,000 full games for every player count, 500 under each option set.

The four option sets change only what may be led or discarded on the first trick; everything
else is played alike under all four, so each player count's 2,000 games check the common rules
and each option value still gets 1,000. 500 games of one configuration already meet the rare
rounds several times each (measured: a seat taking every trick 3-16 times, several losers at the
pop 3-13, a shared win 11-32, all ten Cups in one hand 366-579); 2,000 games per configuration
(24,000 in all) made this file the suite's slowest by far.

Every game checks the cheap invariants: after every trick, every card is in exactly one place;
after every round, the score sheet agrees with the Cups each seat took (recomputed here from
the trick events by an independent reading of the rules). Every ``OBSERVED_EVERY``-th game also
checks, after every action, the cards and every seat's observation: the costly check runs on a
sample, since observation bugs are not rare-deal bugs (and tests/test_game_interface.py walks
every observation of a few games of every registered game).
"""

from __future__ import annotations

import itertools
import random
from functools import cache

import pytest

from rules.copas.deck import CUPS, deck_for
from rules.copas.state import CopasState
from rules.core.cards import Card
from rules.core.events import RoundScored, TrickWon
from rules.core.registry import get_game
from tests.card_walk import cards_in

pytestmark = pytest.mark.heavy  # run first: see tests/conftest.py

GAMES_PER_CONFIG = 500
OBSERVED_EVERY = 20  # every seat's observation after every action, in one game out of this many
CHUNKS = 2  # split each configuration so pytest-xdist can spread the work
OPTION_SETS = [
    {"no_cup_lead_until_discarded": a, "no_cups_on_first_trick": b}
    for a, b in itertools.product((False, True), repeat=2)
]
CONFIGS = [
    (players, opts, chunk)
    for players in (3, 4, 5)
    for opts in OPTION_SETS
    for chunk in range(CHUNKS)
]


def expected_round_points(cups: list[int], tricks: list[int], pending: int | None):
    """An independent reading of the Copas scoring rules; returns (points, new pending seat)."""
    n = len(cups)
    total_tricks = sum(tricks)
    if total_tricks in tricks:  # someone took every trick
        sweeper = tricks.index(total_tricks)
        return [0 if s == sweeper else 10 for s in range(n)], None
    points = list(cups)
    new_pending = None
    if 10 in cups and cups.index(10) != pending:
        new_pending = cups.index(10)
        points[new_pending] = 0
    if pending is not None:
        points[pending] = 0 if cups[pending] == 0 else 10 + cups[pending]
    return points, new_pending


@cache
def deck_set(players: int) -> frozenset[Card]:
    return frozenset(deck_for(players))


def check_cards(state: CopasState) -> None:
    """Every card of the deck in exactly one place: a hand, a won pile or the trick."""
    count = sum(map(len, state.hands)) + sum(map(len, state.won)) + len(state.trick)
    held = set().union(*state.hands, *state.won)
    held.update([c for _, c in state.trick])
    deck = deck_set(state.players)
    assert count == len(deck) == len(held), "a card is missing or doubled"
    assert held <= deck, "a card is out of the deck"


def check_observations(state: CopasState) -> None:
    """Each seat sees its own hand and won cards, and otherwise only cards played face up.

    The public fields must equal the table's public record exactly; with ``check_cards``
    (every card in one place) that means no card of another hand can be in them.
    test_observation_fields_carry_no_other_cards proves these are the only card-carrying fields.
    """
    trick = tuple(state.trick)
    history = tuple(state.history)
    for seat in range(state.players):
        obs = state.observation(seat)
        hand = tuple(state.hands[seat])
        assert obs.hand == hand
        assert obs.own_won == tuple(state.won[seat])
        assert obs.trick == trick
        assert obs.history == history
        assert all(a.card in hand for a in obs.legal_actions)
        assert obs.hand_counts == tuple(map(len, state.hands))


def play_checked_game(players: int, options: dict, seed: int, observe: bool = True) -> CopasState:
    state = get_game("copas").new_game(players, options, seed)
    rng = random.Random(seed)
    cups = [0] * players
    tricks = [0] * players
    pending: int | None = None
    totals = [0] * players
    while not state.is_over():
        (seat,) = state.to_move()
        legal = state.legal_actions(seat)
        assert legal, "the seat to move has no legal action"
        should_end = None
        for event in state.apply(seat, rng.choice(legal)):
            if isinstance(event, TrickWon):
                tricks[event.seat] += 1
                cups[event.seat] += sum(1 for _, c in event.cards if c.suit == CUPS)
            elif isinstance(event, RoundScored):
                expected, pending = expected_round_points(cups, tricks, pending)
                assert list(event.points) == expected
                totals = [t + p for t, p in zip(totals, expected)]
                assert list(event.totals) == totals
                cups = [0] * players
                tricks = [0] * players
                should_end = pending is None and max(totals) >= 51
        if should_end is not None:
            assert state.is_over() == should_end, "the game must end exactly when someone pops"
        if observe:
            check_cards(state)
            check_observations(state)
        elif not state.trick:  # a trick just ended: the cards settled into hands and won piles
            check_cards(state)
    result = state.result()
    assert list(result.scores) == totals
    assert max(totals) >= 51
    assert result.winners == tuple(s for s in range(players) if totals[s] == min(totals))
    popped = [s for s in range(players) if totals[s] >= 51]
    worst = max(totals[s] for s in popped)
    assert result.extra["losers"] == [s for s in popped if totals[s] == worst]
    return state


def _config_id(config: tuple) -> str:
    players, options, chunk = config
    rules = "+".join(k for k, v in options.items() if v) or "plain"
    return f"{players}p-{rules}-{chunk}"


@pytest.mark.parametrize("players,options,chunk", CONFIGS, ids=[_config_id(c) for c in CONFIGS])
def test_random_games(players: int, options: dict, chunk: int) -> None:
    per_chunk = GAMES_PER_CONFIG // CHUNKS
    for game in range(chunk * per_chunk, (chunk + 1) * per_chunk):
        play_checked_game(players, options, seed=game, observe=game % OBSERVED_EVERY == 0)


def test_observation_fields_carry_no_other_cards() -> None:
    """A full walk of every observation field, so the fast checks above miss nothing.

    Twelve games per player count, three under each option set; tests/test_game_interface.py
    walks more games through ``hidden_cards``."""
    for players in (3, 4, 5):
        for seed in range(12):
            state = get_game("copas").new_game(players, OPTION_SETS[seed % 4], seed)
            rng = random.Random(seed)
            while not state.is_over():
                for seat in range(players):
                    obs = state.observation(seat)
                    visible = cards_in(obs)
                    allowed = set(state.hands[seat]) | set(state.won[seat])
                    allowed |= {c for _, c in state.trick}
                    allowed |= {c for t in state.history for _, c in t.plays}
                    assert visible <= allowed
                (seat,) = state.to_move()
                state.apply(seat, rng.choice(state.legal_actions(seat)))
