"""The statistics database's schema: its version, the steps that build it, and the check that a
file really holds it.

``MIGRATIONS[i]`` takes a database from version ``i`` to version ``i + 1``; a new version adds a
step at the end and never edits an old one. The version lives in the ``meta`` table.
"""

from __future__ import annotations

import sqlite3

VERSION_KEY = "schema_version"

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (  # 0 -> 1: the games and their seats
        "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            game TEXT NOT NULL,
            players INTEGER NOT NULL,
            options TEXT NOT NULL,
            finished_at TEXT NOT NULL,
            lower_is_better INTEGER NOT NULL,
            undo INTEGER NOT NULL DEFAULT 0,
            fingerprint TEXT NOT NULL UNIQUE,
            record TEXT NOT NULL
        )""",
        """CREATE TABLE seats (
            game_row INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('human', 'bot')),
            level TEXT NOT NULL,
            score REAL NOT NULL,
            won INTEGER NOT NULL,
            PRIMARY KEY (game_row, seat)
        )""",
        "CREATE INDEX seats_by_player ON seats (kind, name)",
        "CREATE INDEX games_by_time ON games (finished_at, id)",
    ),
)

SCHEMA_VERSION = len(MIGRATIONS)

# What the code reads: each table and the columns it needs (a later version may add more).
EXPECTED: dict[str, frozenset[str]] = {
    "meta": frozenset({"key", "value"}),
    "games": frozenset(
        {"id", "game", "players", "options", "finished_at", "lower_is_better", "undo", "fingerprint", "record"}
    ),
    "seats": frozenset({"game_row", "seat", "name", "kind", "level", "score", "won"}),
}


class SchemaProblem(Exception):
    """The file is an SQLite database, but not one this version can use; ``str()`` says why."""


def _tables(conn: sqlite3.Connection) -> set[str]:
    rows = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    return {str(name) for (name,) in rows}


def stored_version(conn: sqlite3.Connection) -> int:
    """The version the file says it has (0 for an empty database); ``SchemaProblem`` if it
    holds other tables, or no readable version."""
    tables = _tables(conn)
    if not tables:
        return 0
    if "meta" not in tables:
        raise SchemaProblem(f"it holds other tables ({', '.join(sorted(tables)[:4])}), not statistics")
    row = conn.execute("SELECT value FROM meta WHERE key = ?", (VERSION_KEY,)).fetchone()
    text = str(row[0]) if row is not None else ""
    if not text.isascii() or not text.isdigit() or len(text) > 6:
        raise SchemaProblem("it does not say which version of the statistics it holds")
    return int(text)


def prepare(conn: sqlite3.Connection) -> None:
    """Bring the database to ``SCHEMA_VERSION`` in one transaction, and check its tables.

    ``SchemaProblem`` for a file from a newer version, or one whose tables are not these.
    The connection must be in autocommit mode (``isolation_level=None``)."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        version = stored_version(conn)
        if version > SCHEMA_VERSION:
            raise SchemaProblem(f"it was written by a newer version (statistics version {version}, this one reads {SCHEMA_VERSION})")
        for step in MIGRATIONS[version:]:
            for statement in step:
                conn.execute(statement)
        if version < SCHEMA_VERSION:
            conn.execute(
                "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (VERSION_KEY, str(SCHEMA_VERSION))
            )
        check(conn)
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def check(conn: sqlite3.Connection) -> None:
    """``SchemaProblem`` unless every table the code reads has the columns it reads."""
    for table, columns in EXPECTED.items():
        have = {str(row[1]) for row in conn.execute(f"PRAGMA table_info({table})")}
        missing = columns - have
        if missing:
            what = "is missing" if not have else f"lacks {', '.join(sorted(missing)[:3])}"
            raise SchemaProblem(f"its {table} table {what}")
