"""The Trickster Proposition: 2,000 random games checked against the rules as they go.

Cheap invariants after every action of every game (every card in exactly one place, hand sizes,
whose turn, bribes, the round's end and its score recomputed here); the costly observation checks
(no hidden card or hidden suit in an observation, ``sample_from`` agreeing) on every 40th game.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rules.core.registry import get_game
from rules.trickster_proposition.actions import Bribe
from rules.trickster_proposition.deal import cards_in_play
from rules.trickster_proposition.state import TricksterPropositionState
from tests.card_walk import cards_in

pytestmark = pytest.mark.heavy  # run first: see tests/conftest.py

GAMES = 2000
CHUNKS = 8
COSTLY_EVERY = 40
POINTS = {"great": 3, "bad": -4, "opponent": 2, "own": 1}


def placed_cards(state: TricksterPropositionState) -> list:
    """Every card of the round wherever it lies: hands, Ea-Nasir's pile, the table, the piles."""
    cards = [*state.hands[0], *state.hands[1], *state.draw, *state.piles[0], *state.piles[1], *state.ea_won]
    if state.phase == "play":
        cards += [c for _, c in state.trick]
        cards.append(state.ea_card)
    elif state.phase in ("give", "keep"):
        cards += state.sorting
    return cards


def check_cards(state: TricksterPropositionState) -> None:
    cards = placed_cards(state)
    assert len(cards) == 28 and set(cards) == set(cards_in_play(state.removed_suit))
    done = len(state.history)
    h0, h1 = map(len, state.hands)
    if state.phase == "over":
        assert (h0, h1, len(state.draw)) == (0, 0, 0)
        assert len(state.piles[0]) == len(state.piles[1]) == 9 and len(state.ea_won) == 10
        return
    assert len(state.piles[0]) == len(state.piles[1]) == done
    assert len(state.draw) == 9 - done
    played = {seat for seat, _ in state.trick}
    assert (h0, h1) == tuple(9 - done - (seat in played) for seat in (0, 1))
    if state.phase == "play":
        assert state.to_move() == ((state.leader,) if not state.trick else (1 - state.leader,))
    elif state.phase == "give":
        assert state.to_move() == (state.loser,) and len(state.sorting) == 3
    else:
        assert state.to_move() == (state.winner,) and len(state.sorting) == 2


def final_points(state: TricksterPropositionState, keep: object) -> tuple[int, int, int]:
    """The points the round's last ``keep`` will score, worked out here from the piles (as they
    will be after it), independently of the scoring module."""
    card = keep.card  # type: ignore[attr-defined]
    (left,) = [c for c in state.sorting if c is not card]
    piles = [list(state.piles[0]), list(state.piles[1])]
    piles[state.winner].append(card)  # type: ignore[index]
    piles[state.loser].append(left)  # type: ignore[index]
    ea_pile = [*state.ea_won, *state.draw]
    great, bad = dict(state.slot_suits)["great"], dict(state.slot_suits)["bad"]
    s0, s1 = state.player_suits

    def player(pile: list, own: str, other: str) -> int:
        worth = {great: POINTS["great"], bad: POINTS["bad"], other: POINTS["opponent"], own: POINTS["own"]}
        return sum(worth[c.suit] for c in pile)

    ea = sum(3 if c.suit == great else -4 if c.suit == bad else 1 for c in ea_pile)
    return player(piles[0], s0, s1), player(piles[1], s1, s0), ea


def check_observations(state: TricksterPropositionState, rng: random.Random) -> None:
    for seat in (0, 1):
        obs = state.observation(seat)
        assert not cards_in(obs) & state.hidden_cards(seat)
        if not state.revealed:
            # The other player's suit appears nowhere; a slot's suit only if this seat looked at it.
            assert obs.player_suits[1 - seat] is None
            assert all(slot == state.bribes[seat] for slot, _ in obs.known)
            assert state.player_suits[1 - seat] not in {s for _, s in obs.known}
        sampled = TricksterPropositionState.sample_from(obs, rng)
        assert sampled.observation(seat) == obs


def play_games(first: int, count: int) -> Counter:
    stats: Counter = Counter()
    info = get_game("trickster_proposition")
    for seed in range(first, first + count):
        state = info.new_game(2, {}, seed)
        assert isinstance(state, TricksterPropositionState)
        rng = random.Random(seed)
        costly = seed % COSTLY_EVERY == 0
        while not state.is_over():
            seat = state.to_move()[0]
            action = rng.choice(state.legal_actions(seat))
            round_no, expected = state.round_no, None
            if state.phase == "keep" and state.trick_no == 9:  # this keep ends the round
                expected = final_points(state, action)
                before_wins = (*state.round_wins, state.ea_round_wins)
            if isinstance(action, Bribe):
                assert state.bribes[seat] is None and state.trick
                assert action.slot != state.bribes[1 - seat]
                stats["bribes"] += 1
            state.apply(seat, action)
            if expected is not None:
                assert state.round_points[-1] == expected and len(state.round_points) == round_no
                top = max(expected)
                gained = tuple(int(p == top) for p in expected)
                assert (*state.round_wins, state.ea_round_wins) == tuple(
                    b + g for b, g in zip(before_wins, gained)
                )
                stats["rounds"] += 1
                stats["tied_rounds"] += sum(gained) > 1
            if not state.is_over():
                check_cards(state)
            if costly:
                check_observations(state, rng)
        check_cards(state)
        wins = (*state.round_wins, state.ea_round_wins)
        top = max(wins)
        assert top >= 2 and wins.count(top) == 1
        result = state.result()
        assert result.finished and result.scores == tuple(state.round_wins)
        assert result.extra["ea_nasir_wins"] == (wins[2] == top)
        assert result.winners == (() if wins[2] == top else (wins.index(top),))
        # The first player alternates: the game's first player leads the odd rounds.
        assert state.round_first == (state.first_player if state.round_no % 2 else 1 - state.first_player)
        stats["ea_nasir_games"] += wins[2] == top
        stats["long_games"] += state.round_no > 3
    return stats


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_every_rule(chunk: int) -> None:
    size = GAMES // CHUNKS
    stats = play_games(chunk * size, size)
    # The random games reach the rare cases too: ties, Ea-Nasir's wins, games played on.
    assert stats["bribes"] > size and stats["tied_rounds"] > 0
    assert stats["ea_nasir_games"] > 0 and stats["long_games"] > 0
