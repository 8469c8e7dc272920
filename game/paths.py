"""Where the app keeps its files: user folders (platformdirs) and bundled assets.

User folders can be redirected with the ``CARDTABLE_HOME`` environment variable (tests point it
at a temporary folder so they never touch a real user's settings or saves). Assets (``art/``,
``sounds/``) are found next to the source tree, or inside a PyInstaller bundle (``sys._MEIPASS``).
"""

from __future__ import annotations

import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "cardtable"
HOME_ENV = "CARDTABLE_HOME"


def asset_root() -> Path:
    """The folder holding ``art/`` and ``sounds/``: the bundle when frozen, else the repo root."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def asset_path(*parts: str) -> Path:
    """Path of a bundled asset, e.g. ``asset_path("sounds", "deal.wav")``."""
    return asset_root().joinpath(*parts)


@dataclass(frozen=True)
class Paths:
    """The user's folders. Nothing is created until a file is written (``ensure`` creates)."""

    config_dir: Path
    data_dir: Path

    @classmethod
    def default(cls) -> Paths:
        home = os.environ.get(HOME_ENV)
        if home:
            base = Path(home).expanduser()
            return cls(config_dir=base / "config", data_dir=base / "data")
        return cls(
            config_dir=Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
            data_dir=Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
        )

    @property
    def settings_file(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def saves_dir(self) -> Path:
        return self.data_dir / "saves"

    @property
    def current_save(self) -> Path:
        """The running (unfinished) game's record; the title's Continue looks for it."""
        return self.saves_dir / "current.json"

    @property
    def backup_save(self) -> Path:
        """The autosave before the newest one (``game.saves`` keeps it: Continue falls back on it)."""
        return self.saves_dir / "current.json.bak"

    @property
    def named_saves_dir(self) -> Path:
        """Saves the player named (``saves/named/<name>.json``)."""
        return self.saves_dir / "named"

    @property
    def statistics_file(self) -> Path:
        return self.data_dir / "statistics.sqlite3"

    def ensure(self) -> None:
        for folder in (self.config_dir, self.data_dir, self.saves_dir):
            folder.mkdir(parents=True, exist_ok=True)

    @staticmethod
    def asset(*parts: str) -> Path:
        return asset_path(*parts)


def aside_target(path: Path) -> Path:
    """A free name to move an unusable ``path`` to: ``<name>.bad-<time>``, with ``-2``, ``-3``...
    added when that is taken, so an earlier bad file is never overwritten. Moves nothing."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.bad-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.bad-{stamp}-{n}")
    return target
