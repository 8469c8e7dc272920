"""The statistics store: its schema and version, one transaction per game, the numbers it gives,
games with undo left out, and files it cannot use set aside or turned off, never a crash."""

from __future__ import annotations

import sqlite3
from dataclasses import asdict
from datetime import datetime, timedelta, timezone
from functools import cache
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

import game.stats as stats
from game.match import BOT, HUMAN, Match, SeatConfig
from game.stats import StatsStore, record_finished
from game.stats_schema import SCHEMA_VERSION, VERSION_KEY
from game.stats_summary import streaks
from rules.ai import make_bot
from rules.core.errors import RecordError
from rules.core.record import GameRecord, replay
from rules.core.results import GameResult

START = datetime(2025, 3, 1, 18, 0, tzinfo=timezone.utc)


class Clock:
    """One minute later at each call."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


def fake_match(
    scores: list[float],
    winners: list[int],
    seats: list[tuple[str, str]] | None = None,
    game: str = "copas",
    seed: int = 1,
    lower_is_better: bool = True,
    undo: bool = False,
) -> Any:
    """A finished match as the store reads it: seats, record, result, the game's info."""
    seats = seats or [("You", HUMAN), ("Ada", BOT), ("Bo", BOT)][: len(scores)]
    configs = [SeatConfig(name, kind) for name, kind in seats]
    extra: dict[str, Any] = {"seats": [asdict(s) for s in configs]}
    if undo:
        extra["undo"] = True
    record = GameRecord(game, len(configs), {}, seed, [(0, "play 2C")], extra=extra)
    result = GameResult(game, len(configs), tuple(scores), tuple(winners), (), finished=True)
    return SimpleNamespace(
        record=record,
        seats=configs,
        players=len(configs),
        info=SimpleNamespace(id=game, lower_is_better=lower_is_better),
        state=SimpleNamespace(result=lambda: result),
        is_over=lambda: True,
    )


@cache
def played_copas() -> Match:
    """A real game of Copas to its end, a human seat ("You") played by a bot."""
    seats = [SeatConfig("You", HUMAN), SeatConfig("Ada"), SeatConfig("Bo")]
    match = Match.new("copas", seats, seed=5)
    stand_in = make_bot("copas", "easy", 5)
    while not match.is_over():
        seat = match.state.to_move()[0]
        bot = stand_in if match.seats[seat].is_human else match.bot(seat)
        match.apply(seat, bot.choose(match.observation(seat)))
    return match


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "statistics.sqlite3"


@pytest.fixture
def store(path: Path) -> Any:
    s = StatsStore(path, clock=Clock())
    yield s
    s.close()


def count(path: Path, table: str) -> int:
    with sqlite3.connect(path) as conn:
        return int(conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0])


def aside_files(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".bad-*"))


# --- schema ------------------------------------------------------------------------------------
def test_a_new_database_has_the_schema_and_its_version(store: StatsStore, path: Path) -> None:
    assert store.enabled and store.problem is None and path.is_file()
    with sqlite3.connect(path) as conn:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        version = conn.execute("SELECT value FROM meta WHERE key = ?", (VERSION_KEY,)).fetchone()[0]
    assert {"meta", "games", "seats"} <= tables
    assert int(version) == SCHEMA_VERSION >= 1


def test_reopening_keeps_the_games(path: Path) -> None:
    with StatsStore(path) as first:
        assert first.record_game(fake_match([3, 5, 9], [0]))
    with StatsStore(path) as again:
        assert again.problem is None and again.counts() == (1, 0, 0)


# --- recording ---------------------------------------------------------------------------------
def test_a_real_game_is_kept_with_its_record_and_replays(store: StatsStore) -> None:
    match = played_copas()
    assert store.record_game(match) and store.problem is None
    (game,) = store.recent()
    assert (game.game, game.players, game.undo, game.names) == ("copas", 3, False, ["You", "Ada", "Bo"])
    result = match.state.result()
    assert [s.score for s in game.seats] == [float(x) for x in result.scores]
    assert {i for i, s in enumerate(game.seats) if s.won} == set(result.winners)
    assert [(s.kind, s.level) for s in game.seats] == [("human", ""), ("bot", "easy"), ("bot", "easy")]
    record = store.record(game.row)
    assert record.to_json() == match.record.to_json()
    state, _ = replay(record)
    assert state.result().scores == result.scores


def test_the_same_game_is_kept_once(store: StatsStore) -> None:
    match = fake_match([3, 5, 9], [0])
    assert store.record_game(match) and store.record_game(match)
    assert store.counts() == (1, 0, 0)


def test_an_unfinished_game_is_not_kept(store: StatsStore) -> None:
    match = fake_match([3, 5, 9], [0])
    match.is_over = lambda: False
    assert not store.record_game(match)
    assert store.problem and store.counts() == (0, 0, 0)


def test_a_failure_mid_record_leaves_nothing_half_written(store: StatsStore, path: Path) -> None:
    # the game's row goes in first; the third seat's kind breaks a CHECK, so the whole game rolls back
    broken = fake_match([3, 5, 9], [0], seats=[("You", HUMAN), ("Ada", BOT), ("Bo", "alien")])
    assert not store.record_game(broken)
    assert store.problem is not None and "could not be added" in store.problem
    assert count(path, "games") == 0 and count(path, "seats") == 0
    assert store.record_game(fake_match([3, 5, 9], [0]))  # the store still works
    assert count(path, "games") == 1 and count(path, "seats") == 3


# --- the numbers -------------------------------------------------------------------------------
def test_played_won_best_average_and_streaks_per_game_and_player_count(store: StatsStore) -> None:
    # Copas (lower is better) at 3 players: won, won, lost, won, won, won -> longest 3, current 3
    for seed, (you, won) in enumerate([(10, True), (12, True), (30, False), (8, True), (14, True), (11, True)]):
        store.record_game(fake_match([you, 20, 25], [0] if won else [1], seed=seed))
    # at 4 players: lost then won
    store.record_game(fake_match([40, 10, 20, 30], [1], seats=[("You", HUMAN), ("A", BOT), ("B", BOT), ("C", BOT)], seed=50))
    store.record_game(fake_match([5, 10, 20, 30], [0], seats=[("You", HUMAN), ("A", BOT), ("B", BOT), ("C", BOT)], seed=51))
    # another game, higher is better: lost, lost
    for seed, you in ((60, 7.5), (61, 12.5)):
        store.record_game(fake_match([you, 20], [1], seats=[("You", HUMAN), ("Ada", BOT)], game="assassins_trick", seed=seed, lower_is_better=False))
    lines = {(line.game, line.players): line for line in store.summary("You")}
    three = lines["copas", 3]
    assert (three.played, three.won, three.best, three.current_streak, three.longest_streak) == (6, 5, 8, 3, 3)
    assert three.average == pytest.approx((10 + 12 + 30 + 8 + 14 + 11) / 6)
    assert three.win_rate == pytest.approx(5 / 6)
    four = lines["copas", 4]
    assert (four.played, four.won, four.best, four.current_streak, four.longest_streak) == (2, 1, 5, 1, 1)
    other = lines["assassins_trick", 2]
    assert (other.played, other.won, other.best, other.average, other.current_streak) == (2, 0, 12.5, 10, 0)
    assert list(lines) == [("copas", 3), ("copas", 4), ("assassins_trick", 2)]  # in the order first played


def test_results_over_time_are_oldest_first_with_their_times(store: StatsStore) -> None:
    for seed, you in enumerate([10, 30, 20]):
        store.record_game(fake_match([you, 25, 26], [0] if you < 25 else [1], seed=seed))
    results = store.results("You")
    assert [r.score for r in results] == [10, 30, 20]
    assert [r.won for r in results] == [True, False, True]
    times = [datetime.fromisoformat(r.finished_at) for r in results]
    assert times == sorted(times) and times[0] > START


def test_several_humans_are_counted_per_name(store: StatsStore) -> None:
    hot_seat = [("Ada", HUMAN), ("Bruno", HUMAN), ("Bot", BOT)]
    store.record_game(fake_match([3, 9, 12], [0], seats=hot_seat, seed=1))
    store.record_game(fake_match([9, 3, 12], [1], seats=hot_seat, seed=2))
    store.record_game(fake_match([9, 2, 12], [1], seats=hot_seat, seed=3))
    store.record_game(fake_match([1, 5], [0], seats=[("Bruno", HUMAN), ("Bot", BOT)], game="assassins_trick", seed=4))
    assert store.players() == ["Bruno", "Ada"]
    (ada,) = store.summary("Ada")
    assert (ada.played, ada.won, ada.current_streak, ada.longest_streak) == (3, 1, 0, 1)
    bruno = {line.game: line for line in store.summary("Bruno")}
    assert (bruno["copas"].played, bruno["copas"].won, bruno["copas"].current_streak) == (3, 2, 2)
    assert bruno["assassins_trick"].played == 1
    assert store.summary("Bot") == []  # a bot seat is nobody's statistics


def test_games_with_undo_are_kept_marked_and_left_out_of_the_numbers(store: StatsStore) -> None:
    store.record_game(fake_match([10, 20, 30], [0], seed=1))
    store.record_game(fake_match([5, 20, 30], [0], seed=2, undo=True))
    store.record_game(fake_match([10, 20, 30], [0], seats=[("A", BOT), ("B", BOT), ("C", BOT)], seed=3))
    assert store.counts() == (3, 1, 1)
    (line,) = store.summary("You")
    assert (line.played, line.best) == (1, 10)
    assert [r.score for r in store.results("You")] == [10]
    assert [g.undo for g in store.recent()] == [False, True, False]  # newest first


def test_streaks() -> None:
    assert streaks([]) == (0, 0)
    assert streaks([True, True, False, True]) == (1, 2)
    assert streaks([False, True, True, True]) == (3, 3)


def test_reset_deletes_every_game(store: StatsStore, path: Path) -> None:
    for seed in range(3):
        store.record_game(fake_match([10, 20, 30], [0], seed=seed))
    assert store.reset()
    assert store.counts() == (0, 0, 0) and store.recent() == [] and store.players() == []
    assert count(path, "seats") == 0


def test_a_stored_record_that_breaks_the_loaders_bounds_is_a_one_line_record_error(store: StatsStore, path: Path) -> None:
    store.record_game(fake_match([10, 20, 30], [0]))
    (game,) = store.recent()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE games SET record = ? WHERE id = ?", ("[" * 1000 + "]" * 1000, game.row))
    with pytest.raises(RecordError) as err:
        store.record(game.row)
    assert "nested" in str(err.value) and "\n" not in str(err.value)
    with pytest.raises(RecordError, match="not in the statistics"):
        store.record(999)


# --- files it cannot use ---------------------------------------------------------------------------
def _not_sqlite(path: Path) -> None:
    path.write_bytes(b"these are not the statistics you are looking for\n" * 40)


def _other_tables(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE scores (who TEXT, points INTEGER)")


def _newer_version(path: Path) -> None:
    with StatsStore(path) as s:
        s.record_game(fake_match([10, 20, 30], [0]))
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE meta SET value = ? WHERE key = ?", (str(SCHEMA_VERSION + 1), VERSION_KEY))


def _missing_columns(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)")
        conn.execute("INSERT INTO meta VALUES (?, ?)", (VERSION_KEY, str(SCHEMA_VERSION)))
        conn.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, game TEXT)")


def _no_version(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)")
        conn.execute("INSERT INTO meta VALUES (?, ?)", (VERSION_KEY, "²"))


@pytest.mark.parametrize(
    ("damage", "said"),
    [
        (_not_sqlite, "not a statistics database"),
        (_other_tables, "other tables"),
        (_newer_version, "newer version"),
        (_missing_columns, "games table"),
        (_no_version, "which version"),
    ],
    ids=["not-sqlite", "other-tables", "newer-version", "missing-columns", "no-version"],
)
def test_a_database_it_cannot_use_is_set_aside_and_a_fresh_one_started(path: Path, damage: Any, said: str) -> None:
    path.parent.mkdir(parents=True)
    damage(path)
    original = path.read_bytes()
    with StatsStore(path) as s:
        assert s.enabled
        assert s.problem is not None and said in s.problem and "\n" not in s.problem
        (kept,) = aside_files(path)
        assert kept.name in s.problem and kept.read_bytes() == original
        assert s.counts() == (0, 0, 0)
        assert s.record_game(fake_match([10, 20, 30], [0]))
    with StatsStore(path) as again:  # the fresh one is a good one
        assert again.problem is None and again.counts() == (1, 0, 0)


def test_damage_found_only_when_reading_sets_the_file_aside(path: Path) -> None:
    with StatsStore(path) as s:
        for seed in range(40):
            s.record_game(fake_match([10, 20, 30], [0], seed=seed))
    size = path.stat().st_size
    with open(path, "r+b") as f:  # keep the first page (the schema), wreck the rest
        f.seek(4096)
        f.write(b"\xff" * (size - 4096))
    with StatsStore(path) as s:
        assert s.recent() == []
        assert s.problem is not None and "kept as" in s.problem
        assert aside_files(path) and s.enabled and s.counts() == (0, 0, 0)


def test_an_unwritable_folder_turns_statistics_off_without_a_crash(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be", encoding="utf-8")
    path = blocker / "statistics.sqlite3"
    with StatsStore(path) as s:
        assert not s.enabled and s.problem is not None and s.problem.startswith("Statistics are off")
        assert not s.record_game(fake_match([10, 20, 30], [0]))
        assert s.summary("You") == [] and s.recent() == [] and s.players() == [] and not s.reset()
        assert s.counts() == (0, 0, 0)
    assert record_finished(path, fake_match([10, 20, 30], [0])) == s.problem


def test_a_database_that_cannot_be_written_says_so_and_keeps_what_it_has(path: Path) -> None:
    with StatsStore(path) as s:
        s.record_game(fake_match([10, 20, 30], [0], seed=1))
        assert s.conn is not None
        s.conn.execute("PRAGMA query_only = ON")  # every write now fails as on a read-only file
        assert not s.record_game(fake_match([10, 20, 30], [0], seed=2))
        assert s.problem is not None and "could not be added" in s.problem
        assert not s.reset()
        assert s.counts() == (1, 0, 0) and len(s.summary("You")) == 1


def test_a_file_that_cannot_be_set_aside_turns_statistics_off(path: Path, monkeypatch: Any) -> None:
    path.parent.mkdir(parents=True)
    _not_sqlite(path)
    monkeypatch.setattr(stats, "aside_target", lambda p: p.parent / "no such folder" / "x")
    with StatsStore(path) as s:
        assert not s.enabled and s.problem is not None and s.problem.startswith("Statistics are off")
    assert path.read_bytes().startswith(b"these are not")  # nothing lost


def test_the_fingerprint_is_sha256_without_loading_openssl() -> None:
    """The statistics fingerprint is the SHA-256 hashlib would give, whichever module makes it."""
    import hashlib

    from game.stats import sha256_hex

    for data in (b"", b"abc", "Ada takes trick 1 · 10 Cups".encode()):
        assert sha256_hex(data) == hashlib.sha256(data).hexdigest()
