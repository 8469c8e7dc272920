"""Save and load, as a property (hypothesis), for every game: after any sequence of legal actions
(drawn as indices into the seats to move and their legal actions), the record's text form, and
the save the table writes, load back to an equal game (every seat's observation, the result, who
is to move), and replaying the record gives the same result.

A handful of derandomized examples per game keeps the whole file at a few seconds; a failure
prints the drawn seed and indices, so it reproduces."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from game.match import BOT, HUMAN, Match, SeatConfig
from game.saves import load_match, read_save, save_match
from rules.core.record import GameRecord, replay
from rules.core.registry import all_games

EXAMPLES = 12
MOST_ACTIONS = 60
LONG = [(i * 7919) % 1000 for i in range(MOST_ACTIONS)]  # one example always plays the most actions


def play(game: str, players: int, seed: int, undo: bool, picks: list[int]) -> Match:
    """A match of one human and bots where every action, the human's too, is chosen by ``picks``."""
    seats = [SeatConfig("You", HUMAN)] + [SeatConfig(f"Bot {i}", BOT) for i in range(1, players)]
    match = Match.new(game, seats, seed=seed, undo=undo)
    for pick in picks:
        if match.is_over():
            break
        movers = match.state.to_move()
        seat = movers[pick % len(movers)]
        legal = match.state.legal_actions(seat)
        match.apply(seat, legal[(pick // len(movers)) % len(legal)])
    return match


def assert_same_game(again: Match, match: Match, how: str) -> None:
    assert again.state.to_move() == match.state.to_move(), how
    assert again.is_over() == match.is_over(), how
    for seat in range(match.players):
        assert again.observation(seat) == match.observation(seat), f"{how}: seat {seat} sees another game"
    assert again.state.result() == match.state.result(), how
    assert again.record.actions == match.record.actions, how


@pytest.mark.parametrize("game", sorted(all_games()))
@settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@example(seed=7, undo=True, picks=LONG)
@given(
    seed=st.integers(0, 2**31 - 1),
    undo=st.booleans(),
    picks=st.lists(st.integers(0, 10**6), max_size=MOST_ACTIONS),
)
def test_save_and_load_give_the_same_game(game: str, seed: int, undo: bool, picks: list[int], tmp_path: Path) -> None:
    counts = all_games()[game].player_counts
    players = counts[seed % len(counts)]
    match = play(game, players, seed, undo, picks)

    # the record's text form
    record = GameRecord.loads(match.record.dumps())
    assert record == match.record
    assert_same_game(Match.from_record(record), match, "the record's text form")

    # replaying the record
    state, _ = replay(record)
    assert state.result() == match.state.result() and state.is_over() == match.is_over()

    # the save the table writes, read back directly and through Continue's loader
    path = tmp_path / f"{game}-{seed}.json"
    save_match(path, match)
    assert json.loads(path.read_text(encoding="utf-8"))["undo"] is match.undo
    saved = read_save(path)
    assert_same_game(saved, match, "the save")
    assert [s for s in saved.seats] == match.seats and saved.undo == match.undo
    if not match.is_over():  # a finished game's save is not continued, it is cleared
        loaded = load_match(path)
        assert loaded.match is not None, loaded.message
        assert_same_game(loaded.match, match, "Continue")
