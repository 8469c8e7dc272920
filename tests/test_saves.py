"""Continue: a save that needs a replacement opens with a notice; an unusable one is moved aside."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from game.match import HUMAN, Match, SeatConfig
from game.saves import load_match, save_match

SEATS = [SeatConfig("Ada", HUMAN), SeatConfig("Bruno"), SeatConfig("Cy"), SeatConfig("Di", level="random")]


def advance(match: Match, actions: int) -> None:
    for _ in range(actions):
        seat = match.state.to_move()[0]
        match.apply(seat, match.state.legal_actions(seat)[0])


def saved(tmp_path: Path, seed: int = 4, actions: int = 9) -> tuple[Path, Match, dict]:
    path = tmp_path / "current.json"
    match = Match.new("copas", SEATS, seed=seed)
    advance(match, actions)
    save_match(path, match)
    return path, match, json.loads(path.read_text())


def assert_kept_aside(tmp_path: Path, path: Path, content: str, *words: str) -> None:
    loaded = load_match(path)
    assert loaded.match is None
    assert loaded.message and "could not be continued" in loaded.message
    for word in words:
        assert word in loaded.message
    assert not path.exists()
    (kept,) = tmp_path.glob("current.json.bad-*")
    assert kept.read_text() == content
    assert kept.name in loaded.message


def test_a_save_naming_an_unknown_bot_level_continues_at_the_easy_level_with_a_notice(tmp_path):
    path, match, data = saved(tmp_path)
    data["seats"][1]["level"] = "grandmaster"
    path.write_text(json.dumps(data))
    loaded = load_match(path)
    assert loaded.message is None
    assert loaded.match is not None
    assert loaded.notice == "Bruno's bot level 'grandmaster' is not known; Bruno plays at the easy level."
    assert loaded.match.notices == [loaded.notice]
    assert [s.level for s in loaded.match.seats] == ["easy", "easy", "easy", "random"]
    assert loaded.match.observation(0) == match.observation(0)
    assert path.exists() and not list(tmp_path.glob("current.json.bad-*"))
    # the replaced seat plays, and the next save names the level it plays at
    for _ in range(4):
        (seat,) = loaded.match.state.to_move()
        if seat == 1:
            obs = loaded.match.observation(1)
            assert loaded.match.bot(1).choose(obs) in obs.legal_actions
            break
        advance(loaded.match, 1)
    else:
        pytest.fail("Bruno never came to move")
    save_match(path, loaded.match)
    assert json.loads(path.read_text())["seats"][1]["level"] == "easy"
    assert load_match(path).notice is None


def test_an_unknown_level_on_a_human_seat_is_ignored(tmp_path):
    path, _, data = saved(tmp_path)
    data["seats"][0]["level"] = "grandmaster"
    path.write_text(json.dumps(data))
    loaded = load_match(path)
    assert loaded.match is not None and loaded.notice is None


def test_a_save_of_an_unknown_game_is_kept_aside(tmp_path):
    path, _, data = saved(tmp_path)
    data["game"] = "chess"
    content = json.dumps(data)
    path.write_text(content)
    assert_kept_aside(tmp_path, path, content, "chess")


@pytest.mark.parametrize("content", [b"{not json", b"", b"\xff\xfe{}"], ids=["truncated", "empty", "not-utf8"])
def test_a_corrupt_save_is_kept_aside(tmp_path, content):
    path = tmp_path / "current.json"
    path.write_bytes(content)
    loaded = load_match(path)
    assert loaded.match is None and loaded.message and "could not be continued" in loaded.message
    assert not path.exists()
    (kept,) = tmp_path.glob("current.json.bad-*")
    assert kept.read_bytes() == content


@pytest.mark.parametrize(
    "data",
    [[], {"format": 99, "game": "copas"}, {"settings": {"volume": 3}}, {"format": 1, "game": "copas", "players": 4}],
    ids=["list", "newer-format", "other-json", "no-seats"],
)
def test_a_foreign_json_save_is_kept_aside(tmp_path, data):
    path = tmp_path / "current.json"
    content = json.dumps(data)
    path.write_text(content)
    assert_kept_aside(tmp_path, path, content)


def test_a_save_with_an_illegal_action_is_kept_aside(tmp_path):
    path, match, data = saved(tmp_path, actions=3)
    (seat,) = match.state.to_move()
    data["actions"].append([(seat + 1) % 4, str(match.state.legal_actions(seat)[0])])
    content = json.dumps(data)
    path.write_text(content)
    assert_kept_aside(tmp_path, path, content, "action 3")


def test_two_bad_saves_in_the_same_second_are_both_kept(tmp_path):
    path = tmp_path / "current.json"
    for content in ("{one", "{two"):
        path.write_text(content)
        assert load_match(path).match is None
    assert sorted(p.read_text() for p in tmp_path.glob("current.json.bad-*")) == ["{one", "{two"]


def test_a_save_that_fails_midway_leaves_the_previous_save_whole(tmp_path, monkeypatch):
    path, match, _ = saved(tmp_path)
    before = path.read_text()
    advance(match, 4)

    def broken_replace(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        save_match(path, match)
    monkeypatch.undo()
    assert path.read_text() == before
    assert [p.name for p in tmp_path.iterdir()] == ["current.json"]  # no temporary file left


@pytest.mark.parametrize("game", ["copper_trickster", "tavern_tricks", "vazerneiros"])
def test_every_hobby_game_continues_where_it_was_saved(tmp_path, game):
    """A save taken mid-game (mid-trick, potions spent, options set) continues at the very same
    point for every seat, and the game plays on to its end."""
    path = tmp_path / "current.json"
    options = {"negative_rumors": True} if game == "vazerneiros" else {}
    match = Match.new(game, SEATS[:3], options=options, seed=11)
    for _ in range(40):
        seat = match.state.to_move()[0]
        legal = match.state.legal_actions(seat)
        match.apply(seat, legal[len(legal) // 2])
    save_match(path, match)
    loaded = load_match(path)
    assert loaded.match is not None and loaded.message is None
    assert loaded.match.state.options == match.state.options
    for seat in range(3):
        assert loaded.match.observation(seat) == match.observation(seat)
    again, rng = loaded.match, random.Random(3)
    while not again.is_over():
        seat = again.state.to_move()[0]
        human = again.seats[seat].is_human
        again.apply(seat, again.random_action(seat, rng) if human else again.bot(seat).choose(again.observation(seat)))
    assert again.state.result().finished
