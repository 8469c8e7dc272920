"""A search level with some of its settings changed, for experiments: ``hard:iterations=900``.

A change to the search is judged by playing it against the same deals as the level it changes
(``main.py tournament``, then ``main.py compare``). Writing the change as a level spec keeps it
on the command line and in the keep file's name for A, so the row says what it measured:

- ``iterations=N``: each tree stops after N iterations, not on the clock. Two runs that share
  the cores then measure the same bot, where the clock would hand each fewer iterations.
- ``seconds=S``, ``trees=T``: each tree's time, and how many trees a decision merges.
- any field of ``SearchConfig`` but ``widening``: ``exploration=0.4``, ``opponents=tree``,
  ``reward=rank``, ``belief=false``...

Settings are written in a fixed order, so one spec has one spelling in a keep file.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields, replace
from typing import Any

from rules.ai.level_names import ORACLE
from rules.ai.levels import BUDGETS, OracleBot, SearchLevelBot
from rules.ai.search_config import CHOICES, SearchConfig
from rules.core.bots import Bot
from rules.core.options import yes_no

LEVEL_SETTINGS = ("iterations", "seconds", "trees")
UNTUNED = ("widening",)  # SearchConfig fields a spec cannot set
KIND_WORDS = {int: "a whole number", float: "a number", bool: "true or false"}
# Numbers with bounds other than "above 0".
RANGES = {"exploration": (0.0, math.inf), "gamma": (0.0, 1.0), "careless": (0.0, 1.0)}


class LevelSpecError(ValueError):
    """A level spec that does not read; the message says what would."""


@dataclass(frozen=True)
class TunedLevel:
    """A search level and its changed settings; call it as a bot factory ``(game_id, seed)``."""

    level: str
    settings: tuple[tuple[str, Any], ...]

    @property
    def name(self) -> str:
        return self.level + ":" + ",".join(f"{k}={_text(v)}" for k, v in self.settings)

    def __call__(self, game_id: str, seed: int = 0) -> Bot:
        chosen = dict(self.settings)
        level_seconds, level_trees = BUDGETS[self.level]
        seconds = chosen.pop("seconds", level_seconds)
        trees = chosen.pop("trees", level_trees)
        iterations = chosen.pop("iterations", None)
        config = replace(SearchConfig(), **chosen)
        kind = OracleBot if self.level == ORACLE else SearchLevelBot
        return kind(game_id, seed, seconds, trees, iterations, config)


def parse_level(text: str) -> str | TunedLevel:
    """``"hard"`` as it is; ``"hard:iterations=900,exploration=0.4"`` as a ``TunedLevel``."""
    level, colon, rest = text.partition(":")
    if not colon:
        return text
    if level not in BUDGETS:
        raise LevelSpecError(f"{level!r} has no settings to change; only the search levels do: {', '.join(BUDGETS)}")
    kinds = _setting_kinds()
    chosen: dict[str, Any] = {}
    for item in filter(None, (part.strip() for part in rest.split(","))):
        key, equals, value = item.partition("=")
        key = key.strip()
        if not equals or key not in kinds:
            raise LevelSpecError(f"{item!r} in {text!r}: write KEY=VALUE, KEY one of {', '.join(kinds)}")
        if key in chosen:
            raise LevelSpecError(f"{key} is set twice in {text!r}")
        chosen[key] = _value(key, value.strip(), kinds[key])
    if not chosen:
        raise LevelSpecError(f"{text!r} changes nothing: write {level}:KEY=VALUE,... or just {level}")
    if "iterations" in chosen and "seconds" in chosen:
        raise LevelSpecError(f"{text!r}: a tree stops after its iterations or on the clock, not both")
    order = list(kinds)
    return TunedLevel(level, tuple(sorted(chosen.items(), key=lambda kv: order.index(kv[0]))))


def _setting_kinds() -> dict[str, type]:
    """Every setting a spec may change, with the type of its value."""
    kinds: dict[str, type] = {"iterations": int, "seconds": float, "trees": int}
    for f in fields(SearchConfig):
        if f.name not in UNTUNED:
            default = getattr(SearchConfig(), f.name)
            if f.name in CHOICES:
                kinds[f.name] = str  # one of a few words (None by default: the game's own)
            else:
                kinds[f.name] = bool if default is None else type(default)  # None: a yes/no the game decides
    return kinds


def _value(key: str, text: str, kind: type) -> Any:
    try:
        if kind is bool:
            answer = yes_no(text)
            if answer is None:
                raise ValueError(text)
            return answer
        value = kind(text)
        if kind is float and not math.isfinite(value):
            raise ValueError(text)
    except ValueError:
        raise LevelSpecError(f"{key}={text!r}: not {KIND_WORDS.get(kind, kind.__name__)}") from None
    if key in CHOICES and value not in CHOICES[key]:
        raise LevelSpecError(f"{key}={text!r}: one of {', '.join(CHOICES[key])}")
    if kind in (int, float) and value <= 0 and key in (*LEVEL_SETTINGS, "policy_prior"):
        raise LevelSpecError(f"{key}={text!r}: must be above 0")
    if key in RANGES and not RANGES[key][0] <= value <= RANGES[key][1]:
        low, high = RANGES[key]
        raise LevelSpecError(f"{key}={text!r}: must be from {low:g} to {high:g}")
    return value


def _text(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)
