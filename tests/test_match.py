"""The match controller and the save that lets Continue pick a game up after a restart."""

from __future__ import annotations

import json
import random

import pytest

from game.match import HUMAN, Match, SeatConfig
from game.saves import load_match, save_match
from rules.ai import UnknownBotLevel
from rules.core.errors import IllegalAction

SEATS = [SeatConfig("Ana", HUMAN), SeatConfig("Bo"), SeatConfig("Cy"), SeatConfig("Di", level="random")]


def advance(match: Match, actions: int) -> None:
    for _ in range(actions):
        if match.is_over():
            return
        seat = match.state.to_move()[0]
        if match.seats[seat].is_human:
            match.apply(seat, match.state.legal_actions(seat)[-1])
        else:
            match.apply(seat, match.bot(seat).choose(match.observation(seat)))


def test_a_match_records_every_action_and_replays_to_the_same_place():
    match = Match.new("copas", SEATS, seed=12)
    advance(match, 57)
    assert len(match.record.actions) == 57
    again = Match.from_record(match.record)
    for seat in range(4):
        assert again.observation(seat) == match.observation(seat)
    assert [s.name for s in again.seats] == ["Ana", "Bo", "Cy", "Di"]


def test_an_illegal_action_is_refused_and_not_recorded():
    match = Match.new("copas", SEATS, seed=3)
    (seat,) = match.state.to_move()
    other = (seat + 1) % 4
    with pytest.raises(IllegalAction):
        match.apply(other, match.state.legal_actions(seat)[0])
    assert match.record.actions == []


def test_save_and_continue(tmp_path):
    path = tmp_path / "saves" / "current.json"
    match = Match.new("copas", SEATS, seed=5, options={"no_cups_on_first_trick": True})
    advance(match, 30)
    save_match(path, match)
    loaded = load_match(path)
    assert loaded.message is None and loaded.match is not None
    assert loaded.match.observation(0) == match.observation(0)
    assert loaded.match.record.options["no_cups_on_first_trick"] is True


@pytest.mark.parametrize(
    "content",
    ["{not json", json.dumps({"format": 99, "game": "copas"}), json.dumps({"format": 1, "game": "chess", "players": 2, "seats": []}), "[]"],
)
def test_a_corrupt_or_foreign_save_is_kept_aside_with_a_message(tmp_path, content):
    path = tmp_path / "current.json"
    path.write_text(content)
    loaded = load_match(path)
    assert loaded.match is None
    assert loaded.message and "could not be continued" in loaded.message
    assert not path.exists()
    kept = list(tmp_path.glob("current.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_text() == content


def test_a_save_with_an_illegal_action_is_kept_aside(tmp_path):
    path = tmp_path / "current.json"
    match = Match.new("copas", SEATS, seed=5)
    advance(match, 3)
    data = match.record.to_json()
    data["actions"].append([0, "play 9C"])
    path.write_text(json.dumps(data))
    loaded = load_match(path)
    assert loaded.match is None and "action 3" in (loaded.message or "")


def test_a_finished_game_is_not_offered_to_continue(tmp_path):
    path = tmp_path / "current.json"
    match = Match.new("copas", [SeatConfig("A"), SeatConfig("B"), SeatConfig("C")], seed=2)
    advance(match, 10_000)
    assert match.is_over()
    save_match(path, match)
    assert load_match(path).match is None
    assert not path.exists()


def test_a_new_match_refuses_an_unknown_bot_level_by_name():
    seats = [SeatConfig("Ana", HUMAN), SeatConfig("Bo", level="grandmaster"), SeatConfig("Cy")]
    with pytest.raises(UnknownBotLevel, match="grandmaster") as err:
        Match.new("copas", seats, seed=1)
    assert "easy" in str(err.value)  # the message names the levels there are


def test_a_new_match_has_no_notices():
    assert Match.new("copas", SEATS, seed=1).notices == []


def test_random_action_is_a_legal_action_of_the_seat_to_move_and_follows_its_generator():
    match = Match.new("copas", SEATS, seed=9)
    advance(match, 5)
    (seat,) = match.state.to_move()
    legal = match.legal_for(seat)
    assert legal and set(legal) == set(match.observation(seat).legal_actions)
    picks = [match.random_action(seat, random.Random(n)) for n in range(40)]
    assert set(picks) <= set(legal)
    assert picks == [match.random_action(seat, random.Random(n)) for n in range(40)]
    assert len(legal) == 2 and set(picks) == set(legal)  # uniform: 40 draws meet both
    match.apply(seat, picks[0])  # the table can play it as is


def test_random_action_for_a_seat_not_to_move_says_so():
    match = Match.new("copas", SEATS, seed=9)
    (seat,) = match.state.to_move()
    other = (seat + 1) % 4
    assert match.legal_for(other) == ()
    with pytest.raises(IllegalAction, match=match.name(other)):
        match.random_action(other, random.Random(0))


def test_a_saved_seat_name_longer_than_setup_allows_is_shortened_with_a_notice() -> None:
    from game.match import SEAT_NAME_MAX

    match = Match.new("copas", [SeatConfig("Ana", HUMAN), SeatConfig("Bo"), SeatConfig("Cy")], seed=4)
    record = match.record
    record.extra["seats"][1]["name"] = "B" * 5000
    loaded = Match.from_record(record)
    assert len(loaded.name(1)) == SEAT_NAME_MAX and loaded.name(1).endswith("…")
    assert any("Seat 2's name was 5000 characters long" in n for n in loaded.notices)
    assert all(len(n) < 200 for n in loaded.notices)
    assert loaded.name(0) == "Ana"
