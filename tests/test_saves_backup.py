"""The autosave's backup and the files Continue meets: the backup keeps the save before the newest,
Continue falls back on it when the newest cannot be used (the bad file set aside, never lost), a
save that breaks the loader's bounds is set aside with one line, and setting aside or clearing
in a folder that cannot be written never raises."""

from __future__ import annotations

import json
import os
import pytest

from game.match import HUMAN, Match, SeatConfig
from game.saves import backup_of, can_continue, clear, holds, load_match, save_data, save_match, set_aside, write_save

SEATS = [SeatConfig("Ada", HUMAN), SeatConfig("Bruno"), SeatConfig("Cy", level="random")]


def played(game: str = "copas", actions: int = 5, seed: int = 3) -> Match:
    match = Match.new(game, SEATS, seed=seed)
    for _ in range(actions):
        seat = match.state.to_move()[0]
        match.apply(seat, match.state.legal_actions(seat)[0])
    return match


def test_each_save_keeps_the_one_before_as_its_backup(tmp_path):
    path = tmp_path / "current.json"
    match = played(actions=3)
    save_match(path, match)
    assert not backup_of(path).exists()
    first = path.read_text()
    seat = match.state.to_move()[0]
    match.apply(seat, match.state.legal_actions(seat)[0])
    save_match(path, match)
    assert backup_of(path).read_text() == first
    assert json.loads(path.read_text())["actions"] == [list(a) for a in match.record.actions]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["current.json", "current.json.bak"]


def test_a_save_holds_the_record_the_seats_and_the_undo_mark(tmp_path):
    match = played(actions=4)
    data = save_data(match)
    assert data["game"] == "copas" and data["seed"] == 3 and data["players"] == 3
    assert data["seats"] == [
        {"name": "Ada", "kind": "human", "level": "easy"},
        {"name": "Bruno", "kind": "bot", "level": "easy"},
        {"name": "Cy", "kind": "bot", "level": "random"},
    ]
    assert data["undo"] is False
    match.record.extra["undo"] = True
    path = tmp_path / "current.json"
    save_match(path, match)
    assert json.loads(path.read_text())["undo"] is True
    loaded = load_match(path).match
    assert loaded is not None and loaded.record.extra["undo"] is True


def test_continue_falls_back_on_the_backup_when_the_newest_save_is_unreadable(tmp_path):
    path = tmp_path / "current.json"
    match = played(actions=6)
    save_match(path, match)
    older = list(match.record.actions)
    seat = match.state.to_move()[0]
    match.apply(seat, match.state.legal_actions(seat)[0])
    save_match(path, match)
    path.write_text('{"format": 1, "game": "copas", "actio')  # as if torn
    loaded = load_match(path)
    assert loaded.match is not None and loaded.message is None
    assert loaded.match.record.actions == older
    assert loaded.notice is not None
    assert "newest save could not be read" in loaded.notice and "save before it" in loaded.notice
    (kept,) = tmp_path.glob("current.json.bad-*")
    assert kept.read_text() == '{"format": 1, "game": "copas", "actio'
    assert kept.name in loaded.notice
    assert "\n" not in loaded.notice


def test_a_save_killed_between_its_two_renames_continues_from_the_backup(tmp_path):
    path = tmp_path / "current.json"
    match = played(actions=6)
    save_match(path, match)
    os.replace(path, backup_of(path))  # the newest save's rename never happened
    assert can_continue(path)
    loaded = load_match(path)
    assert loaded.match is not None and loaded.notice is None and loaded.message is None
    assert loaded.match.record.actions == match.record.actions


def test_when_neither_save_loads_both_are_kept_and_continue_says_why(tmp_path):
    path = tmp_path / "current.json"
    path.write_text("{")
    backup_of(path).write_text("[]")
    loaded = load_match(path)
    assert loaded.match is None and loaded.message is not None
    assert "backup could not be used either" in loaded.message
    assert sorted(p.read_text() for p in tmp_path.iterdir()) == ["[]", "{"]
    assert not path.exists() and not backup_of(path).exists()
    assert not can_continue(path)


def test_a_finished_game_is_not_continued_and_its_backup_goes_too(tmp_path):
    path = tmp_path / "current.json"
    match = played(actions=2)
    save_match(path, match)
    save_match(path, match)
    while not match.is_over():
        seat = match.state.to_move()[0]
        match.apply(seat, match.state.legal_actions(seat)[0])
    path.write_text(json.dumps(save_data(match)))
    assert load_match(path).match is None
    assert list(tmp_path.iterdir()) == []


def _bad_saves() -> dict[str, str]:
    """Saves each breaking one of the loader's bounds (the cases issue 15 lists)."""
    match = played("tavern_tricks", actions=0, seed=5)
    base = save_data(match)
    nul = dict(base, seats=[dict(s) for s in base["seats"]])
    nul["seats"][0]["name"] = "Ad\x00a"
    superscript = dict(base, actions=[[base_seat(match), "stake \u00b2"]])
    return {
        "huge-seed": json.dumps(dict(base, seed=987654321987)).replace("987654321987", "9" * 5000),
        "nul-in-name": json.dumps(nul),
        "superscript": json.dumps(superscript, ensure_ascii=False),
        "nested": "[" * 1000 + "]" * 1000,
        "huge-action": json.dumps(dict(base, actions=[[0, "play " + "x" * 100_000]])),
    }


def base_seat(match: Match) -> int:
    return match.state.to_move()[0]


@pytest.mark.parametrize("case", ["huge-seed", "nul-in-name", "superscript", "nested", "huge-action"])
def test_a_save_breaking_the_loaders_bounds_is_set_aside_with_one_short_line(tmp_path, case):
    path = tmp_path / "current.json"
    content = _bad_saves()[case]
    path.write_text(content, encoding="utf-8")
    loaded = load_match(path)
    assert loaded.match is None and loaded.message is not None
    assert "could not be continued" in loaded.message and "\n" not in loaded.message
    assert len(loaded.message) < 600
    (kept,) = tmp_path.glob("current.json.bad-*")
    assert kept.read_text(encoding="utf-8") == content


def _refuse(*_args: object, **_kwargs: object) -> None:
    raise PermissionError(13, "Permission denied")


def test_setting_aside_and_clearing_in_a_folder_that_cannot_be_written_never_raise(tmp_path, monkeypatch):
    path = tmp_path / "current.json"
    save_match(path, played())
    save_match(path, played(actions=6))
    monkeypatch.setattr(os, "replace", _refuse)
    monkeypatch.setattr(os, "unlink", _refuse)
    assert set_aside(path) is None
    assert isinstance(clear(path), PermissionError)
    assert path.exists() and backup_of(path).exists()
    path.write_text("{")  # unusable, and it cannot be moved: Continue says so and goes on from the backup
    loaded = load_match(path)
    assert loaded.match is not None and loaded.notice is not None
    assert "could not be moved aside" in loaded.notice
    assert path.read_text() == "{"


def test_a_write_that_fails_leaves_the_last_save_and_no_temporary_file(tmp_path, monkeypatch):
    path = tmp_path / "current.json"
    save_match(path, played(actions=3))
    save_match(path, played(actions=4))
    before = {p.name: p.read_text() for p in tmp_path.iterdir()}
    monkeypatch.setattr(os, "fsync", _refuse)
    with pytest.raises(PermissionError):
        write_save(path, "{}")
    monkeypatch.undo()
    assert {p.name: p.read_text() for p in tmp_path.iterdir()} == before


def test_holds_says_whether_the_save_continue_opens_is_the_game_as_it_is(tmp_path):
    path = tmp_path / "current.json"
    match = played(actions=4)
    assert not holds(path, match)
    save_match(path, match)
    assert holds(path, match)
    os.replace(path, backup_of(path))
    assert holds(path, match)  # Continue opens the backup when the save is missing
    seat = match.state.to_move()[0]
    match.apply(seat, match.state.legal_actions(seat)[0])
    assert not holds(path, match)
