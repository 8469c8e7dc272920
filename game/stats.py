"""Statistics of finished games, kept in SQLite in the user data folder.

Each finished game is one transaction: its row in ``games`` (game id, options, when, whether undo
was used, the whole record as JSON for the replay viewer) and a row per seat in ``seats`` (name,
human or bot, bot level, score, won). Games played with undo are kept, marked, and left out of
every number. The numbers are worked out per human player name (``game.stats_summary``).

Nothing here raises to the caller: a file that is not a usable statistics database (not SQLite,
other tables, a newer version) is set aside under a new name and a fresh one is started; a folder
that cannot be written turns statistics off. Either way ``problem`` holds one line for the player.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from types import TracebackType
from typing import Any

from game.paths import aside_target
from game.stats_schema import SchemaProblem, prepare
from game.stats_summary import Line, PlayerResult, summarize
from rules.core.errors import FileProblem, RecordError
from rules.core.files import one_line, parse_json
from rules.core.record import GameRecord

LOCK_WAIT_S = 2.0
Clock = Callable[[], datetime]


@dataclass(frozen=True)
class SeatResult:
    name: str
    kind: str  # "human" or "bot"
    level: str
    score: float
    won: bool


@dataclass(frozen=True)
class RecentGame:
    """A finished game as the recent list shows it."""

    row: int
    game: str
    players: int
    finished_at: str  # ISO 8601, UTC
    undo: bool
    seats: tuple[SeatResult, ...]

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]


def _utc_now() -> datetime:
    return datetime.now(timezone.utc)


def _reason(err: BaseException) -> str:
    return one_line(str(err) or type(err).__name__)


class StatsStore:
    """The statistics database at ``path``. Open it, ask it, close it (or use ``with``).

    ``enabled`` is False when statistics are off (the folder cannot be written or read);
    ``problem`` is the latest line to show the player (a file set aside, statistics off, a game
    that could not be recorded), or None.
    """

    def __init__(self, path: Path, clock: Clock = _utc_now) -> None:
        self.path = Path(path)
        self.clock = clock
        self.problem: str | None = None
        self.conn: sqlite3.Connection | None = None
        self._open()

    # --- opening ----------------------------------------------------------------------------------
    @property
    def enabled(self) -> bool:
        return self.conn is not None

    def _connect(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(self.path, timeout=LOCK_WAIT_S, isolation_level=None)
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            prepare(conn)
        except BaseException:
            conn.close()
            raise
        return conn

    def _open(self) -> None:
        try:
            self.conn = self._connect()
            return
        except SchemaProblem as err:
            why = str(err)
        except sqlite3.OperationalError as err:  # cannot open or write (a read-only folder, locked)
            self._off(err)
            return
        except sqlite3.DatabaseError as err:  # not a database, or a damaged one
            why = f"it is not a statistics database ({_reason(err)})"
        except OSError as err:
            self._off(err)
            return
        self._start_fresh(why)

    def _off(self, err: BaseException) -> None:
        self.conn = None
        self.problem = f"Statistics are off: {self.path} cannot be used ({_reason(err)})."

    def _start_fresh(self, why: str) -> None:
        """Set the unusable file aside (never over an earlier one) and begin a new database."""
        self.close()
        try:
            kept = aside_target(self.path)
            self.path.replace(kept)
            for suffix in ("-journal", "-wal", "-shm"):
                side = self.path.with_name(self.path.name + suffix)
                if side.exists():
                    side.replace(kept.with_name(kept.name + suffix))
        except OSError as err:
            self._off(err)
            return
        try:
            self.conn = self._connect()
        except (sqlite3.Error, SchemaProblem, OSError) as err:
            self._off(err)
            return
        self.problem = f"The statistics could not be read: {why}. It was kept as {kept.name}, and new statistics were started."

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None

    def __enter__(self) -> StatsStore:
        return self

    def __exit__(self, kind: type[BaseException] | None, err: BaseException | None, tb: TracebackType | None) -> None:
        self.close()

    # --- recording --------------------------------------------------------------------------------
    def record_game(self, match: Any) -> bool:
        """Keep a finished game (a ``game.match.Match``) in one transaction; True if it is kept
        (or already was). False, with ``problem`` saying why, if it could not be."""
        conn = self.conn
        if conn is None:
            return False
        if not match.is_over():
            self.problem = "Only a finished game is added to the statistics."
            return False
        try:
            row = game_row(match, self.clock())
            seats = seat_rows(match)
        except (AttributeError, TypeError, ValueError) as err:
            self.problem = f"The game could not be added to the statistics: {_reason(err)}."
            return False
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:
                cursor = conn.execute(
                    "INSERT OR IGNORE INTO games (game, players, options, finished_at, lower_is_better, undo,"
                    " fingerprint, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    row,
                )
                if cursor.rowcount:
                    game_id = cursor.lastrowid
                    conn.executemany(
                        "INSERT INTO seats (game_row, seat, name, kind, level, score, won) VALUES (?, ?, ?, ?, ?, ?, ?)",
                        [(game_id, *seat) for seat in seats],
                    )
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")
        except sqlite3.Error as err:
            self._failed(err, "The game could not be added to the statistics")
            return False
        return True

    def _failed(self, err: sqlite3.Error, doing: str) -> None:
        """A query failed: say so; a file found damaged only now is set aside like at opening."""
        if type(err) is sqlite3.DatabaseError:  # "malformed", "not a database" (not a locked or full disk)
            self._start_fresh(f"it is damaged ({_reason(err)})")
        else:
            self.problem = f"{doing}: {_reason(err)}."

    def reset(self) -> bool:
        """Delete every game (one transaction); False, with ``problem`` set, if it could not."""
        conn = self.conn
        if conn is None:
            return False
        try:
            with_transaction(conn, ["DELETE FROM seats", "DELETE FROM games"])
        except sqlite3.Error as err:
            self._failed(err, "The statistics could not be reset")
            return False
        return True

    # --- asking -----------------------------------------------------------------------------------
    def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        if self.conn is None:
            return []
        try:
            return list(self.conn.execute(sql, params))
        except sqlite3.Error as err:
            self._failed(err, "The statistics could not be read")
            return []

    def players(self) -> list[str]:
        """The human players' names, most games first (games with undo not counted)."""
        rows = self._rows(
            "SELECT s.name FROM seats s JOIN games g ON g.id = s.game_row"
            " WHERE g.undo = 0 AND s.kind = 'human' GROUP BY s.name ORDER BY COUNT(*) DESC, s.name"
        )
        return [str(name) for (name,) in rows]

    def results(self, player: str) -> list[PlayerResult]:
        """Every counted game of ``player`` (a human seat's name), oldest first."""
        rows = self._rows(
            "SELECT g.id, g.game, g.players, g.finished_at, s.score, s.won, g.lower_is_better"
            " FROM seats s JOIN games g ON g.id = s.game_row"
            " WHERE g.undo = 0 AND s.kind = 'human' AND s.name = ? ORDER BY g.finished_at, g.id, s.seat",
            (player,),
        )
        return [
            PlayerResult(int(r[0]), str(r[1]), int(r[2]), str(r[3]), float(r[4]), bool(r[5]), bool(r[6])) for r in rows
        ]

    def summary(self, player: str) -> list[Line]:
        """Per game and player count: played, won, best and average score, streaks."""
        return summarize(self.results(player))

    def counts(self) -> tuple[int, int, int]:
        """(games kept, games played with undo, games with no human seat): what the numbers leave out."""
        rows = self._rows(
            "SELECT COUNT(*), COALESCE(SUM(undo), 0),"
            " COALESCE(SUM(NOT EXISTS (SELECT 1 FROM seats s WHERE s.game_row = g.id AND s.kind = 'human')), 0)"
            " FROM games g"
        )
        return (int(rows[0][0]), int(rows[0][1]), int(rows[0][2])) if rows else (0, 0, 0)

    def recent(self, limit: int = 50) -> list[RecentGame]:
        """The latest finished games, newest first, undo games included (marked)."""
        games = self._rows(
            "SELECT id, game, players, finished_at, undo FROM games ORDER BY finished_at DESC, id DESC LIMIT ?",
            (max(0, limit),),
        )
        if not games:
            return []
        ids = [int(g[0]) for g in games]
        marks = ",".join("?" * len(ids))
        seats: dict[int, list[SeatResult]] = {i: [] for i in ids}
        for r in self._rows(
            f"SELECT game_row, name, kind, level, score, won FROM seats WHERE game_row IN ({marks}) ORDER BY game_row, seat",
            ids,
        ):
            seats[int(r[0])].append(SeatResult(str(r[1]), str(r[2]), str(r[3]), float(r[4]), bool(r[5])))
        return [
            RecentGame(int(g[0]), str(g[1]), int(g[2]), str(g[3]), bool(g[4]), tuple(seats[int(g[0])])) for g in games
        ]

    def record(self, row: int) -> GameRecord:
        """The record of the game kept in ``row``, through the one loader's bounds.

        ``RecordError`` (one line) if it is gone or cannot be read back."""
        rows = self._rows("SELECT record FROM games WHERE id = ?", (row,))
        if not rows:
            raise RecordError(f"game {row} is not in the statistics")
        try:
            data = parse_json(str(rows[0][0]), path=f"{self.path.name}, game {row}", what="game record")
        except FileProblem as err:
            raise RecordError(str(err)) from None
        return GameRecord.from_json(data)


def with_transaction(conn: sqlite3.Connection, statements: Sequence[str]) -> None:
    """Run ``statements`` all or none."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        for statement in statements:
            conn.execute(statement)
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def game_row(match: Any, when: datetime) -> tuple[Any, ...]:
    """The ``games`` row of a finished match."""
    record: GameRecord = match.record
    data = record.to_json()
    text = json.dumps(data, separators=(",", ":"), sort_keys=True)
    fingerprint = sha256_hex(text.encode("utf-8"))
    undo = data.get("undo") is True  # the record's mark of a game played with undo allowed
    options = json.dumps(dict(record.options), sort_keys=True)
    stamp = when.astimezone(timezone.utc).isoformat(timespec="seconds")
    return (record.game, match.players, options, stamp, int(bool(match.info.lower_is_better)), int(undo), fingerprint, text)


def seat_rows(match: Any) -> list[tuple[Any, ...]]:
    """The ``seats`` rows of a finished match: (seat, name, kind, level, score, won)."""
    result = match.state.result()
    winners = set(result.winners)
    rows = []
    for i, seat in enumerate(match.seats):
        level = "" if seat.is_human else seat.level
        rows.append((i, seat.name, seat.kind, level, float(result.scores[i]), int(i in winners)))
    return rows


def sha256_hex(data: bytes) -> str:
    """The SHA-256 digest of ``data`` in hex, from CPython's own module where it has one.

    ``hashlib`` loads OpenSSL, about 4 MB resident, the first time a game ends; the standard
    library's ``random`` takes its digest the same way (``_sha512``, else ``hashlib``).
    """
    try:
        from _sha256 import sha256  # type: ignore[import-not-found]  # CPython 3.11
    except ImportError:
        try:
            from _sha2 import sha256  # type: ignore[import-not-found]  # CPython 3.12+
        except ImportError:
            from hashlib import sha256
    return sha256(data).hexdigest()


def record_finished(path: Path, match: Any) -> str | None:
    """Keep a finished match in the statistics at ``path``; a line for the player if something
    went wrong (a file set aside, statistics off), else None. Never raises."""
    with StatsStore(path) as store:
        store.record_game(match)
        return store.problem
