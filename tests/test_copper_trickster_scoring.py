"""The Copper Trickster's scoring (RULINGS.md's table), the Messenger's tricks, the round
breakdown and the end of the game with its tie-break."""

from __future__ import annotations

import random

import pytest

from rules.copper_trickster.characters import (
    ASSYRIAN_BUYER,
    BABYLONIAN_BUYER,
    EA_NASIR,
    MESSENGER,
    SUPPLIER,
    messenger_after_points,
    points_table,
)
from rules.copper_trickster.scoring import score_seat, winners
from rules.core.events import GameOver, RoundScored, TrickWon
from rules.core.registry import get_game
from tests.test_copper_trickster_helpers import cards

SLOTS_4 = {"M": "great", "B": "good_assyrian", "F": "good_babylonian", "P": "mediocre", "S": "bad"}
SLOTS_3 = {"M": "great", "B": "good_assyrian", "P": "mediocre", "S": "bad"}
ONE_OF_EACH = cards("1M 1B 1F 1P 1S")


@pytest.mark.parametrize(
    "character,expected",
    [
        (ASSYRIAN_BUYER, {"great": 2, "good_assyrian": 2, "good_babylonian": 1, "mediocre": 0, "bad": -2}),
        (BABYLONIAN_BUYER, {"great": 2, "good_assyrian": 1, "good_babylonian": 2, "mediocre": 0, "bad": -2}),
        (EA_NASIR, {"great": 2, "good_assyrian": 1, "good_babylonian": 1, "mediocre": 0, "bad": -4}),
        (SUPPLIER, {"great": 3, "good_assyrian": 1, "good_babylonian": 1, "mediocre": 0, "bad": -2}),
        (MESSENGER, dict.fromkeys(("great", "good_assyrian", "good_babylonian", "mediocre", "bad"), 0)),
    ],
)
def test_points_per_card_with_four_or_five_players(character: str, expected: dict[str, int]) -> None:
    assert points_table(character, 4) == expected == points_table(character, 5)
    points, items = score_seat(character, 5, ONE_OF_EACH * 2, SLOTS_4, 0, 0)
    if character != MESSENGER:
        assert points == 2 * sum(expected.values())
        assert [(i.label, i.count, i.points) for i in items] == [
            ("Great copper", 2, 2 * expected["great"]),
            ("Good Assyrian copper", 2, 2 * expected["good_assyrian"]),
            ("Good Babylonian copper", 2, 2 * expected["good_babylonian"]),
            ("Mediocre copper", 2, 0),
            ("Bad copper", 2, 2 * expected["bad"]),
        ]


def test_three_players_have_no_babylonian_copper() -> None:
    assert points_table(ASSYRIAN_BUYER, 3) == {"great": 2, "good_assyrian": 2, "mediocre": 0, "bad": -2}
    assert points_table(EA_NASIR, 3) == {"great": 2, "good_assyrian": 1, "mediocre": 0, "bad": -4}
    points, items = score_seat(SUPPLIER, 3, cards("1M 2M 1B 1S 2S 3S 1P"), SLOTS_3, 0, 0)
    assert points == 3 * 2 + 1 - 2 * 3
    assert [i.label for i in items] == ["Great copper", "Good Assyrian copper", "Mediocre copper", "Bad copper"]


def test_numbers_never_count_only_suits() -> None:
    low, _ = score_seat(EA_NASIR, 4, cards("1S 1M"), SLOTS_4, 0, 0)
    high, _ = score_seat(EA_NASIR, 4, cards("12S 12M"), SLOTS_4, 0, 0)
    assert low == high == -4 + 2


@pytest.mark.parametrize(
    "before,after,points",
    [(0, 0, 0), (1, 0, -2), (3, 0, -6), (0, 1, 5), (0, 2, 12), (2, 2, 8), (0, 3, 2), (1, 5, 0)],
)
def test_messenger_scores_tricks_not_suits(before: int, after: int, points: int) -> None:
    total, items = score_seat(MESSENGER, 5, cards("1S 2S 3S 4S"), SLOTS_4, before, after)
    assert total == points
    assert [(i.label, i.count, i.points) for i in items] == [
        ("Tricks before the Revelation", before, -2 * before),
        ("Tricks after the Revelation", after, messenger_after_points(after)),
    ]


def _messenger_rounds(games: int) -> list[tuple[list[int], list[int], int]]:
    """Random 5-player rounds: (trick numbers the Messenger took, all trick winners, its points)."""
    out = []
    info = get_game("copper_trickster")
    for seed in range(games):
        state = info.new_game(5, {}, seed)
        rng = random.Random(seed)
        taken: list[int] = []
        messenger = state.characters.index(MESSENGER)
        while not state.is_over():
            seat = state.to_move()[0]
            for event in state.apply(seat, rng.choice(state.legal_actions(seat))):
                if isinstance(event, TrickWon) and event.seat == messenger:
                    taken.append(event.trick_no)
                elif isinstance(event, RoundScored):
                    out.append((taken, state.rounds[-1].breakdown[messenger], event.points[messenger]))
                    taken = []
            if not state.is_over():
                messenger = state.characters.index(MESSENGER)
    return out


def test_messenger_loses_two_per_trick_to_the_revelation_and_gains_twelve_for_two_after() -> None:
    seen_twelve = seen_revelation_trick = False
    for taken, items, points in _messenger_rounds(40):
        before = sum(1 for t in taken if t <= 6)  # trick 6, the Revelation's, counts as before
        after = len(taken) - before
        assert (items[0].count, items[1].count) == (before, after)
        assert points == -2 * before + {0: 0, 1: 5, 2: 12}.get(after, 2)
        seen_twelve |= after == 2
        seen_revelation_trick |= 6 in taken
    assert seen_twelve and seen_revelation_trick


def test_round_points_add_up_from_the_breakdown() -> None:
    state = get_game("copper_trickster").new_game(4, {"ea_nasirs_party": True}, 3)
    rng = random.Random(3)
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    for result in state.rounds:
        for seat, items in enumerate(result.breakdown):
            assert sum(i.points for i in items) == result.points[seat]
            assert sum(i.count for i in items) in range(0, 57)
    assert list(state.result().scores) == [sum(r.points[s] for r in state.rounds) for s in range(4)]


# --- the end ------------------------------------------------------------------------------------
def test_tie_break_order() -> None:
    assert winners([11, 10, 5], [0, 9, 9]) == ((0,), "total")
    assert winners([10, 10, 5], [3, 4, 9]) == ((1,), "last_round")
    assert winners([10, 10, 5], [3, 3, 9]) == ((0, 1), "shared")


def _last_action_game(players: int, seed: int):
    """A random game stopped before its last action, with that action."""
    state = get_game("copper_trickster").new_game(players, {}, seed)
    rng = random.Random(seed)
    while True:
        seat = state.to_move()[0]
        action = rng.choice(state.legal_actions(seat))
        trial = state.clone()
        trial.apply(seat, action)
        if trial.is_over():
            return state, seat, action, trial.rounds[-1].points
        state.apply(seat, action)


def _tie_after_last_round(players: int, equal_last_round: bool):
    """A game about to end whose totals are set so seats 0 and 1 tie at 100 and the rest trail;
    their last-round points equal or not as asked. Returns (state, seat, action, last points)."""
    for seed in range(80):
        state, seat, action, last = _last_action_game(players, seed)
        if (last[0] == last[1]) == equal_last_round:
            state.totals = [100 - last[0], 100 - last[1]] + [-100] * (players - 2)
            return state, seat, action, last
    pytest.fail("no suitable game among 80 seeds")


def test_a_tied_total_goes_to_the_most_points_in_the_last_round() -> None:
    state, seat, action, last = _tie_after_last_round(3, equal_last_round=False)
    events = state.apply(seat, action)
    expected = 0 if last[0] > last[1] else 1
    assert events[-1] == GameOver((expected,), (100, 100, -100 + last[2]))
    assert state.result().winners == (expected,) and state.result().extra["decided_by"] == "last_round"


def test_a_tie_in_the_last_round_too_is_shared() -> None:
    state, seat, action, _ = _tie_after_last_round(3, equal_last_round=True)
    state.apply(seat, action)
    result = state.result()
    assert result.winners == (0, 1) and result.extra["decided_by"] == "shared"


def test_highest_total_wins() -> None:
    state, seat, action, _ = _last_action_game(4, 2)
    assert state.result().winners == () and not state.result().finished
    state.apply(seat, action)
    result = state.result()
    best = max(result.scores)
    assert result.finished and result.scores.count(best) == 1
    assert result.winners == (result.scores.index(best),) and result.extra["decided_by"] == "total"
    assert get_game("copper_trickster").lower_is_better is False
