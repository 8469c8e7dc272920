"""``main.py check-save FILE``: is this save, game record or settings file valid, and if not, why.

It tells the kind of file from what it holds (a save is a record that also says who sits in
each seat; a settings file holds settings), checks it the way the game would load it, and prints
one line: ``FILE: a valid ...`` (exit status 0) or ``FILE: ...what is wrong`` (exit status 1).
Nothing is changed on disk; no traceback is ever printed.
"""

from __future__ import annotations

import argparse
from dataclasses import fields
from pathlib import Path
from typing import Any

from rules.core.errors import FileProblem, RecordError, shown_path
from rules.core.files import cut, read_json

WHAT = "save, game record or settings file"
RECORD_KEYS = frozenset({"format", "game", "players", "actions"})


def run(args: argparse.Namespace) -> int:
    ok, line = check(Path(args.file))
    print(line)
    return 0 if ok else 1


def check(path: Path) -> tuple[bool, str]:
    """(valid?, the one line saying so and naming ``path``)."""
    try:
        data = read_json(path, what=WHAT)
    except FileProblem as err:
        return False, str(err)
    shown = shown_path(path)
    kind = kind_of(data)
    try:
        if kind == "save":
            return True, f"{shown}: a valid saved game: {_check_save(path)}"
        if kind == "record":
            return True, f"{shown}: a valid game record: {_check_record(data)}"
        if kind == "settings":
            return _check_settings(path, shown)
    except FileProblem as err:
        return False, str(err)
    except RecordError as err:
        return False, f"{shown}: not a valid {'saved game' if kind == 'save' else 'game record'}: {err}"
    except Exception as err:  # a rules bug on odd input: still one line, never a traceback
        return False, f"{shown}: could not be checked ({type(err).__name__}: {cut(str(err))})"
    what = "a JSON object" if isinstance(data, dict) else f"JSON of another kind ({type(data).__name__})"
    return False, f"{shown}: not a save, game record or settings file: it holds {what} with none of their fields"


def kind_of(data: Any) -> str | None:
    """"save", "record", "settings" or None, from what the JSON holds."""
    if not isinstance(data, dict):
        return None
    if RECORD_KEYS & data.keys():
        return "save" if "seats" in data else "record"
    from game.settings import Settings

    if {f.name for f in fields(Settings)} & data.keys():
        return "settings"
    return None


def _check_record(data: Any) -> str:
    from rules.core.record import GameRecord, replay
    from rules.core.registry import get_game

    record = GameRecord.from_json(data)
    state, _ = replay(record)
    info = get_game(record.game)
    done = "finished" if state.is_over() else "not finished"
    return f"{info.title}, {record.players} players, {len(record.actions)} actions, {done}"


def _check_save(path: Path) -> str:
    from game import saves

    try:
        match = saves.read_save(path)
    except (FileProblem, RecordError):
        raise
    except saves.LOAD_ERRORS as err:  # what the game itself would set aside
        raise RecordError(cut(" ".join(str(err).split()) or type(err).__name__, 200)) from None
    names = ", ".join(cut(match.name(i), 20) for i in range(match.players))
    done = "finished" if match.is_over() else "not finished"
    notes = f" ({cut('; '.join(match.notices), 200)})" if match.notices else ""
    return f"{match.info.title}, {match.players} players ({names}), {len(match.record.actions)} actions, {done}{notes}"


def _check_settings(path: Path, shown: str) -> tuple[bool, str]:
    from game import settings as settings_io

    _, problems = settings_io.read(path)
    if problems:
        return False, f"{shown}: a settings file with values the game would reset: {'; '.join(problems)}"
    return True, f"{shown}: a valid settings file"
