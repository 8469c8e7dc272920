"""Game records: versioned JSON that replays a game exactly.

    {"format": 1, "game": "GAME_ID", "players": 4, "options": {...}, "seed": 7,
     "deal": {...},                      # optional: fixes chance outcomes instead of the seed
     "actions": [[seat, "action text"], ...]}
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rules.core.errors import FileProblem, IllegalAction, OptionError, RecordError, RecordFileProblem, UnknownGame
from rules.core.events import Event
from rules.core.files import ECHO, cut, parse_json, read_json
from rules.core.registry import get_game
from rules.core.state import GameState

FORMAT = 1
MAX_ACTION_TEXT = 80  # characters (so an echoed action is never cut); the longest real one is about 40
MAX_ACTIONS = 10_000  # far more than any game lasts (a long Copas game is about 1,000)
WHAT = "game record"
NOT_A_RECORD = "is not a valid game record"


@dataclass
class GameRecord:
    game: str
    players: int
    options: dict[str, Any]
    seed: int
    actions: list[tuple[int, str]] = field(default_factory=list)
    deal: dict[str, Any] | None = None
    extra: dict[str, Any] = field(default_factory=dict)  # e.g. seat names, bot levels (ignored by replay)

    # --- JSON -----------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": FORMAT,
            "game": self.game,
            "players": self.players,
            "options": dict(self.options),
            "seed": self.seed,
        }
        if self.deal is not None:
            out["deal"] = self.deal
        out["actions"] = [[seat, text] for seat, text in self.actions]
        out.update(self.extra)
        return out

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        if not isinstance(data, Mapping):
            raise RecordError("a game record is a JSON object")
        fmt = data.get("format")
        if fmt != FORMAT:
            raise RecordError(f"unsupported record format {cut(repr(fmt))} (this version reads format {FORMAT})")
        try:
            game, players, seed = data["game"], data["players"], data.get("seed", 0)
        except KeyError as err:
            raise RecordError(f"the record has no {err.args[0]!r} field") from None
        if not isinstance(game, str) or len(game) > ECHO:
            raise RecordError("'game' must be a game id string")
        if not isinstance(players, int) or isinstance(players, bool) or players < 1:
            raise RecordError("'players' must be a whole number of seats")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise RecordError("'seed' must be a whole number")
        options = data.get("options", {})
        if not isinstance(options, Mapping):
            raise RecordError("'options' must be an object")
        deal = data.get("deal")
        if deal is not None and not isinstance(deal, Mapping):
            raise RecordError("'deal' must be an object")
        for name, value in (("options", options), ("deal", deal)):
            if _has_long_text(value):  # so no message about them echoes more than ECHO characters
                raise RecordError(f"'{name}' holds a text longer than {ECHO} characters")
        actions_raw = data.get("actions", [])
        if not isinstance(actions_raw, list):
            raise RecordError("'actions' must be a list of [seat, text] pairs")
        if len(actions_raw) > MAX_ACTIONS:
            many = f"the record holds {len(actions_raw):,} actions"
            raise RecordError(f"{many}, more than any game has ({MAX_ACTIONS:,})")
        actions: list[tuple[int, str]] = []
        for i, item in enumerate(actions_raw):
            if (
                not isinstance(item, list | tuple)
                or len(item) != 2
                or not isinstance(item[0], int)
                or isinstance(item[0], bool)
                or not isinstance(item[1], str)
            ):
                raise RecordError(f"action {i} must be [seat, \"text\"], not {cut(repr(item))}")
            if not 0 <= item[0] < players:
                raise RecordError(f"action {i} names seat {cut(str(item[0]))}, and the seats are 0 to {players - 1}")
            why = action_text_problem(item[1])
            if why:
                raise RecordError(f"action {i} {why}")
            actions.append((item[0], item[1]))
        known = {"format", "game", "players", "options", "seed", "deal", "actions"}
        extra = {k: v for k, v in data.items() if k not in known}
        return cls(game, players, dict(options), seed, actions, dict(deal) if deal else None, extra)

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1)

    @classmethod
    def loads(cls, text: str) -> GameRecord:
        """A record from JSON text, with the loader's bounds; ``RecordError`` says what is wrong."""
        try:
            data = parse_json(text, path="the text", what=WHAT)
        except FileProblem as err:
            raise RecordError(f"the record text {err.problem}") from None
        return cls.from_json(data)

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> GameRecord:
        """The record in the file ``path`` through the one loader (``rules.core.files``).

        ``RecordFileProblem`` (both a ``FileProblem`` and a ``RecordError``) with one line naming
        the file and what is wrong with it.
        """
        try:
            return cls.from_json(read_json(path, what=WHAT))
        except FileProblem as err:
            raise RecordFileProblem(path, err.problem, missing=err.missing) from None
        except RecordError as err:
            raise RecordFileProblem(path, f"{NOT_A_RECORD}: {err}") from None

    def save(self, path: str | os.PathLike[str]) -> None:
        write_atomic(Path(path), self.dumps())

    # --- play -----------------------------------------------------------------------------------
    def new_state(self) -> GameState:
        try:
            return get_game(self.game).new_game(self.players, self.options, self.seed, self.deal)
        except (UnknownGame, OptionError) as err:
            raise RecordError(str(err)) from None
        except (KeyError, ValueError, TypeError) as err:
            raise RecordError(f"the record's deal does not fit this game: {err}") from None


class ReplayError(RecordError):
    """An action in a record that cannot be applied; names its index and text."""

    def __init__(self, index: int, seat: int, text: str, reason: str) -> None:
        super().__init__(f"action {index} ({seat}, {text!r}) is illegal: {reason}")
        self.index = index
        self.seat = seat
        self.text = text
        self.reason = reason


def replay(record: GameRecord, state: GameState | None = None) -> tuple[GameState, list[Event]]:
    """Apply every action of ``record``; ``ReplayError`` at the first that cannot be applied."""
    state = state if state is not None else record.new_state()
    events: list[Event] = []
    for i, (seat, text) in enumerate(record.actions):
        why = action_text_problem(text)
        if why:
            raise ReplayError(i, seat, cut(text), why)
        try:
            action = state.parse_action(text)
            events.extend(state.apply(seat, action))
        except IllegalAction as err:
            raise ReplayError(i, seat, text, str(err)) from None
    return state, events


def _has_long_text(value: Any) -> bool:
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if len(item) > ECHO:
                return True
        elif isinstance(item, Mapping):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return False


def action_text_problem(text: str) -> str | None:
    """Why ``text`` cannot be an action's text, or None. Checked before any game's parser sees it:
    only short, plain printable ASCII reaches ``parse_action`` (``'stake ²'`` does not)."""
    if len(text) > MAX_ACTION_TEXT:
        return f"is {len(text):,} characters long, and an action's text is at most {MAX_ACTION_TEXT}: {cut(text)!r}"
    if not (text.isascii() and text.isprintable()):
        return f"is not plain printable ASCII text: {cut(text)!r}"
    return None


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so a crash leaves either the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
