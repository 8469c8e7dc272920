"""The player's settings, kept as JSON in the user config folder.

Loading never fails: the file is read through the one loader (``rules.core.files``), and a
corrupt, unreadable, oversized, too deeply nested or wrongly shaped file falls back to the
defaults and is renamed aside (``settings.json.bad-<timestamp>``) so it is never silently
overwritten (a folder that cannot be written keeps it in place, and the message says so); a bad
single value is replaced by its default. Either way ``load`` returns a message for the player.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from game.paths import aside_target
from rules.core.errors import FileProblem
from rules.core.files import read_json
from rules.core.record import write_atomic

ANIMATION_SPEEDS: tuple[str, ...] = ("off", "fast", "normal", "slow")
CARD_SIZES: tuple[str, ...] = ("small", "medium", "large")
VOLUME_STEPS = 10  # the settings screen moves the volume in tenths
MAX_BYTES = 1_000_000  # a settings file is a few hundred bytes
WHAT = "settings file"


@dataclass
class Settings:
    sound: bool = True
    volume: float = 0.7
    animation_speed: str = "normal"
    card_size: str = "medium"
    colorblind: bool = False
    fullscreen: bool = False
    last_setup: dict[str, Any] = field(default_factory=dict)  # the setup screen's last choices

    # --- checking -------------------------------------------------------------------------------
    @staticmethod
    def problem(key: str, value: Any) -> str | None:
        """Why ``value`` cannot be the setting ``key``, or None if it can."""
        if key in ("sound", "colorblind", "fullscreen"):
            return None if isinstance(value, bool) else "must be true or false"
        if key == "volume":
            ok = isinstance(value, int | float) and not isinstance(value, bool) and 0.0 <= value <= 1.0
            return None if ok else "must be a number from 0 to 1"
        if key == "animation_speed":
            return None if value in ANIMATION_SPEEDS else "must be one of " + ", ".join(ANIMATION_SPEEDS)
        if key == "card_size":
            return None if value in CARD_SIZES else "must be one of " + ", ".join(CARD_SIZES)
        if key == "last_setup":
            return None if isinstance(value, dict) else "must be an object"
        return "is not a setting"

    # --- JSON -----------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> tuple[Settings, list[str]]:
        """Settings from parsed JSON, and the problems found (bad values take their defaults)."""
        settings = cls()
        if not isinstance(data, dict):
            return settings, ["the settings file does not hold a settings object"]
        problems: list[str] = []
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            why = cls.problem(f.name, value)
            if why:
                problems.append(f"{f.name} {why}")
                continue
            if f.name == "volume":
                value = float(value)
            setattr(settings, f.name, value)
        return settings, problems  # unknown keys are ignored on purpose (older or newer versions)


@dataclass(frozen=True)
class LoadResult:
    settings: Settings
    message: str | None = None  # shown once to the player (the title scene shows it)
    kept_aside: Path | None = None  # where a bad file was moved


def _set_aside(path: Path) -> tuple[Path | None, str]:
    """Move a bad settings file aside; where it went (None if it stayed) and the words saying so."""
    target = aside_target(path)
    try:
        path.rename(target)
    except OSError as err:
        why = err.strerror or type(err).__name__
        return None, f" It could not be set aside ({why}), so it stays where it is."
    return target, f" It was kept as {target.name}."


def read(path: Path) -> tuple[Settings, list[str]]:
    """The settings in the file ``path`` and the values that took their defaults.

    ``FileProblem`` (one line naming the file) if the file as a whole cannot be used: unreadable,
    not JSON, too large, too deep, a huge number, a control character, not a settings object.
    Pure: nothing is moved or written.
    """
    data = read_json(path, what=WHAT, max_bytes=MAX_BYTES)
    if not isinstance(data, dict):
        raise FileProblem(path, "does not hold a settings object")
    return Settings.from_json(data)


def load(path: Path) -> LoadResult:
    """The settings saved at ``path``; defaults (with a message) when missing parts are bad."""
    try:
        settings, problems = read(path)
    except FileProblem as err:
        if err.missing:
            return LoadResult(Settings())
        kept, where = _set_aside(path)
        return LoadResult(
            Settings(),
            f"Your settings file could not be used, so the defaults are in use: it {err.problem}.{where}",
            kept,
        )
    if problems:
        listed = "; ".join(problems)
        return LoadResult(settings, f"Some settings were not valid and were reset: {listed}.")
    return LoadResult(settings)


def save(settings: Settings, path: Path) -> str | None:
    """Write ``settings`` atomically; the error message if it could not be written."""
    try:
        write_atomic(path, json.dumps(settings.to_json(), indent=1, sort_keys=True))
    except (OSError, TypeError, ValueError) as err:
        return f"Settings could not be saved: {err}"
    return None
