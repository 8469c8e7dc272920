"""The running game on disk: written after every move so Continue survives a restart, a crash or
a power cut.

A save is a JSON object: the game record's fields (``rules/core/record.py``) plus what the table
needs to reopen it: ``seats`` (each seat's name, ``kind`` human or bot, bot ``level``) and
``undo`` (the game was played with undo on; such games stay out of the statistics).

Writing (``write_save``): the new text goes to a temporary file in the same folder, is flushed
and fsynced; the save it replaces is renamed to ``<name>.bak``; the temporary file is renamed to
``<name>``; then the folder is fsynced where the platform allows. So at every instant either
``current.json`` is complete, or it is missing and ``current.json.bak`` is the newest complete
save: a kill at any moment loses at most the move being written.

Reading (``load_match``): every file goes through the one loader (``rules.core.files``). A save
that cannot be used (corrupt, foreign, newer, an unknown game, an action the rules refuse) is set
aside under a new name, never overwritten, and the player is told why; if its backup loads, the
game continues from that. Setting aside and clearing never raise: a folder that cannot be
written only means the file stays where it is.
"""

from __future__ import annotations

import errno
import json
import os
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.paths import aside_target
from rules.core.errors import RecordError
from rules.core.files import FileProblem, one_line, read_json
from rules.core.record import GameRecord

if TYPE_CHECKING:  # the match (and the bots behind it) loads when a save is read, not for the title
    from game.match import Match

WHAT = "saved game"
BACKUP_SUFFIX = ".bak"
REASON_LEN = 240  # a reason shown to the player is cut to this (an echoed text in it is cut to 80)
# What a broken save can raise while it is read and replayed; anything else is a bug to see.
LOAD_ERRORS: tuple[type[Exception], ...] = (
    FileProblem,
    RecordError,
    ValueError,
    TypeError,
    KeyError,
    IndexError,
    OverflowError,
    RecursionError,
)


@dataclass(frozen=True)
class LoadResult:
    match: Match | None
    message: str | None = None  # set when a save existed but could not be used
    notice: str | None = None  # set when the match loaded but something in it was replaced


# --- the format -------------------------------------------------------------------------------
def save_data(match: Match) -> dict[str, Any]:
    """The save of ``match`` as a JSON object (see the module docstring)."""
    data = match.record.to_json()
    data["undo"] = bool(data.get("undo")) or bool(getattr(match, "undo", False))
    return data


def save_text(match: Match) -> str:
    """What ``write_save`` writes for ``match``; built on the thread that plays (it reads the
    record, which the next move changes), written on another."""
    return json.dumps(save_data(match))  # no indent: the C encoder; the save is written after every move


def read_save(path: Path) -> Match:
    """The match saved at ``path``, replayed to where it was; one of ``LOAD_ERRORS`` if not."""
    from game.match import Match

    return Match.from_record(GameRecord.from_json(read_json(path, what=WHAT)))


# --- writing ----------------------------------------------------------------------------------
def backup_of(path: Path) -> Path:
    return path.with_name(path.name + BACKUP_SUFFIX)


def save_match(path: Path, match: Match) -> None:
    """Write ``match`` now (on this thread); ``OSError`` if it cannot be written."""
    write_save(path, save_text(match))


def write_save(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` atomically, keeping the save it replaces as its backup.

    ``OSError`` if it cannot be written; then ``path`` (or, if only the last rename failed, its
    backup) still holds the previous save whole, and no temporary file is left behind.
    """
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        try:
            os.replace(path, backup_of(path))
        except FileNotFoundError:
            pass  # the first save of this folder
        os.replace(tmp, path)
    except BaseException:
        _forget(Path(tmp))
        raise
    sync_folder(folder)


def check_writable(folder: Path) -> None:
    """``OSError`` unless a file can be made in ``folder`` (a temporary one, removed at once)."""
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".probe.", suffix=".tmp")
    os.close(fd)
    os.unlink(tmp)


def sync_folder(folder: Path) -> None:
    """Make the renames in ``folder`` durable (POSIX; Windows cannot open a folder this way)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse to fsync a folder; the renames are done all the same
    finally:
        os.close(fd)


def stale_temporaries(path: Path) -> Iterator[Path]:
    """Temporary files a killed writer of ``path`` left behind."""
    try:
        yield from path.parent.glob(f".{path.name}.*.tmp")
    except OSError:
        return


def sweep(path: Path) -> None:
    """Remove the temporary files a killed writer left (never raises)."""
    for tmp in stale_temporaries(path):
        _forget(tmp)


def _forget(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass


def describe_os_error(err: OSError) -> str:
    """Why a save could not be written, in a player's words (short: the banner shows it)."""
    if isinstance(err, PermissionError) or err.errno in (errno.EROFS, errno.EPERM, errno.EACCES):
        return "the saves folder cannot be written"
    if err.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return "the disk is full"
    return one_line(str(err.strerror or err).rstrip(".").lower(), REASON_LEN)


def unsaved_report(path: Path, reason: str, kind: str | None) -> str:
    """What the title says when the table closed with its save (or, for a finished game, its
    clearing) failed: where, why, and what Continue will do now."""
    folder = path.parent
    if kind == "clear":
        return (
            f"The finished game's save could not be removed from {folder}: {reason}. "
            "Continue opens that game as it was saved before its end."
        )
    head = f"Your game could not be saved in {folder}: {reason}."
    if can_continue(path):
        return f"{head} Continue opens it as it was last saved, without the moves since."
    return f"{head} It cannot be continued."


# --- reading ----------------------------------------------------------------------------------
def can_continue(path: Path) -> bool:
    """A save (or its backup) is there to continue."""
    return path.is_file() or backup_of(path).is_file()


def holds(path: Path, match: Match) -> bool:
    """Whether the save Continue would open (``path``, else its backup) is ``match`` as it is
    now: then a save that failed lost nothing."""
    target = path if path.exists() else backup_of(path)
    try:
        data = read_json(target, what=WHAT)
    except FileProblem:
        return False
    record = match.record
    return (
        isinstance(data, dict)
        and data.get("game") == record.game
        and data.get("seed") == record.seed
        and data.get("actions") == [[seat, text] for seat, text in record.actions]
    )


def load_match(path: Path) -> LoadResult:
    """The unfinished game saved at ``path`` (or, if that is missing or unusable, at its backup)."""
    backup = backup_of(path)
    if not path.exists():
        if not backup.exists():
            return LoadResult(None)
        # A kill between the two renames of a save: the backup is the newest complete save.
        return _loaded(path, _read_or_set_aside(backup)[0])
    match, problem, kept = _read_or_set_aside(path)
    if match is not None:
        return _loaded(path, match)
    reason = f"The saved game could not be continued ({problem}). {_kept_words(path, kept)}"
    if not backup.exists():
        return LoadResult(None, reason)
    older, older_problem, older_kept = _read_or_set_aside(backup)
    if older is None:
        return LoadResult(
            None, f"{reason} Its backup could not be used either ({older_problem}). {_kept_words(backup, older_kept)}"
        )
    notes = [
        f"The newest save could not be read ({problem}). {_kept_words(path, kept)}",
        "The game continues from the save before it, which may lack the last move.",
        *older.notices,
    ]
    return _loaded(path, older, " ".join(notes))


def _loaded(path: Path, match: Match | None, notice: str | None = None) -> LoadResult:
    if match is None:
        return LoadResult(None)
    if match.is_over():
        clear(path)
        return LoadResult(None)
    return LoadResult(match, notice=notice or " ".join(match.notices) or None)


def _read_or_set_aside(path: Path) -> tuple[Match | None, str | None, Path | None]:
    """The match at ``path``; else why not, and where the file was set aside (None: it could
    not be moved, or was already gone)."""
    try:
        return read_save(path), None, None
    except LOAD_ERRORS as err:
        return None, one_line(str(err) or type(err).__name__, REASON_LEN), set_aside(path)


def _kept_words(path: Path, kept: Path | None) -> str:
    if kept is not None:
        return f"It was kept as {kept.name}."
    return f"It could not be moved aside (its folder cannot be written), so it stays as {path.name}."


def set_aside(path: Path) -> Path | None:
    """Move an unusable save out of the way under a new name (never over an earlier one). The
    new path, or None if it could not be moved (a folder that cannot be written); never raises."""
    try:
        target = aside_target(path)
        path.replace(target)
    except OSError:
        return None
    return target


def clear(path: Path) -> OSError | None:
    """Remove the save at ``path`` and its backup (a finished game is not continued). Never
    raises: the error that stopped it, if any. The backup goes first: a kill in between leaves
    the newest save, not the one before it."""
    failed: OSError | None = None
    for target in (backup_of(path), path):
        try:
            target.unlink()
        except FileNotFoundError:
            pass
        except OSError as err:
            failed = failed or err
    return failed
