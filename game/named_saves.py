"""Named saves, exported records and imports: the files behind the pause menu's Save as, Load,
Export record and Import record (no pygame).

Named saves live in ``saves/named/<name>.json``, exported records in ``saves/records/``. A name
the player types becomes a safe file name (``safe_name``). Listing never fails on a bad file: it
is listed as unreadable with the reason. Every file is read through the one loader's bounded
reading (``GameRecord.load``, ``game.saves.read_save``) and written atomically; a named save
has the autosave's format (``game.saves.save_text``).
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, replace
from pathlib import Path

from game.match import BOT, HUMAN, Match
from game.paths import Paths
from game.saves import LOAD_ERRORS, read_save, save_text
from rules.core.errors import RecordError, UnknownGame
from rules.core.record import GameRecord, write_atomic
from rules.core.registry import get_game

NAME_MAX = 40
SOLO_NAME = "You"  # the one human at a table
SUFFIX = ".json"
_UNSAFE = re.compile(r"[^A-Za-z0-9 _.-]+")
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)), *(f"lpt{i}" for i in range(10))}


class SaveProblem(ValueError):
    """A file that cannot be used as a save or record; ``str()`` is one line naming it and why."""


def named_dir(paths: Paths) -> Path:
    return paths.named_saves_dir


def records_dir(paths: Paths) -> Path:
    return paths.saves_dir / "records"


def safe_name(text: str) -> str:
    """A typed name as a file name that is safe everywhere: letters, digits, spaces, ``_ . -``;
    no leading dots or spaces, no device names, at most ``NAME_MAX`` characters. Empty if
    nothing usable is left."""
    name = _UNSAFE.sub("-", text.strip())
    name = re.sub(r"-{2,}", "-", name)
    name = re.sub(r"\s+", " ", name).strip(" .-")[:NAME_MAX].strip(" .-")
    if name.lower().split(".")[0] in _RESERVED:
        name = f"{name}-save"
    return name


def named_path(paths: Paths, name: str) -> Path:
    """Where the save called ``name`` (already safe) lives."""
    return named_dir(paths) / f"{name}{SUFFIX}"


def _cut(text: str, limit: int = 80) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _one_line(path: Path, err: Exception) -> str:
    """``err`` as one line naming ``path`` (the loader's errors already name it)."""
    text = " ".join(str(err).split()) or type(err).__name__
    return _cut(text if path.name in text else f"{path.name}: {text}", 160)


def read_record(path: Path) -> GameRecord:
    """The game record in ``path``, through the one loader; ``SaveProblem`` says what is wrong."""
    try:
        return GameRecord.load(path)
    except LOAD_ERRORS as err:
        raise SaveProblem(_one_line(path, err)) from None


def read_match(path: Path) -> Match:
    """The game saved in ``path`` (the autosave's format, ``game.saves``), replayed to where it
    was; ``SaveProblem`` if it cannot be."""
    try:
        return read_save(path)
    except LOAD_ERRORS as err:
        raise SaveProblem(_one_line(path, err)) from None


def match_for_record(record: GameRecord) -> Match:
    """A record to continue at the table: its own seats if it names them, else a human in seat 0
    (``SOLO_NAME``) and bots at the levels it lists (or the default level) in the others."""
    seats = record.extra.get("seats")
    if not isinstance(seats, list) or len(seats) != record.players:
        bots = record.extra.get("bots")
        levels = bots if isinstance(bots, list) and len(bots) == record.players else []
        made = [{"name": SOLO_NAME, "kind": HUMAN}]
        for seat in range(1, record.players):
            level = levels[seat] if seat < len(levels) and isinstance(levels[seat], str) else None
            made.append({"name": f"Player {seat + 1}", "kind": BOT, **({"level": level} if level else {})})
        record = replace(record, extra={**record.extra, "seats": made})
    try:
        return Match.from_record(record)
    except LOAD_ERRORS as err:
        raise SaveProblem(_cut(" ".join(str(err).split()) or type(err).__name__, 160)) from None


@dataclass(frozen=True)
class SaveEntry:
    """One file in a saves folder, as the Load and Import lists show it."""

    path: Path
    name: str
    game: str = ""  # the game's title
    players: int = 0
    saved: str = ""  # the file's date, "2025-03-01 14:05"
    finished: bool = False
    problem: str | None = None  # why it cannot be used; None when it can

    @property
    def readable(self) -> bool:
        return self.problem is None

    def summary(self) -> str:
        """"Copas · 4 players · 2025-03-01 14:05", or "Unreadable: why"."""
        if self.problem is not None:
            return f"Unreadable: {self.problem}"
        state = " · finished" if self.finished else ""
        return f"{self.game} · {self.players} players{state} · {self.saved}"


def _entry(path: Path) -> SaveEntry:
    name = path.stem
    try:
        saved = dt.datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
    except OSError:
        saved = ""
    try:
        record = read_record(path)
        title = get_game(record.game).title
        finished = _is_over(record)
    except SaveProblem as err:
        reason = str(err).split(f"{path.name}: ", 1)[-1]
        return SaveEntry(path, name, saved=saved, problem=reason)
    except (UnknownGame, RecordError) as err:
        return SaveEntry(path, name, saved=saved, problem=_cut(str(err)))
    return SaveEntry(path, name, title, record.players, saved, finished)


def _is_over(record: GameRecord) -> bool:
    """Whether the record's actions finish its game; ``SaveProblem`` if they do not replay."""
    try:
        state = record.new_state()
        for seat, text in record.actions:
            state.apply(seat, state.parse_action(text))
    except LOAD_ERRORS as err:
        raise SaveProblem(_cut(" ".join(str(err).split()) or type(err).__name__)) from None
    return state.is_over()


def list_saves(folder: Path) -> list[SaveEntry]:
    """Every ``*.json`` file in ``folder``, newest first, the unreadable ones last; a folder
    that is missing lists nothing."""
    try:
        files = [p for p in folder.iterdir() if p.suffix == SUFFIX and p.is_file() and not p.name.startswith(".")]
    except OSError:
        return []
    entries = [_entry(p) for p in files]
    newest = sorted(entries, key=lambda e: (e.saved, e.name), reverse=True)
    return [e for e in newest if e.readable] + [e for e in newest if not e.readable]


def write_named(paths: Paths, name: str, match: Match) -> Path:
    """Save ``match`` under ``name`` (already safe) in the autosave's format, atomically (no
    backup: replacing a named save is asked first); ``OSError`` if it cannot be written."""
    path = named_path(paths, name)
    write_atomic(path, save_text(match))
    return path


def export_record(paths: Paths, record: GameRecord, stem: str = "") -> Path:
    """Write ``record`` as a new file in the records folder (never over another); its path."""
    folder = records_dir(paths)
    stamp = dt.datetime.now().strftime("%Y-%m-%d %H%M%S")
    base = safe_name(stem or f"{record.game} {stamp}") or "record"
    path = folder / f"{base}{SUFFIX}"
    n = 2
    while path.exists():
        path = folder / f"{base} ({n}){SUFFIX}"
        n += 1
    write_atomic(path, record.dumps())
    return path
