"""Test setup: dummy SDL drivers and a throwaway user folder, set before pygame is imported.

Every test run gets its own CARDTABLE_HOME, so no test touches a real user's settings or saves.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
_SESSION_HOME = tempfile.mkdtemp(prefix="cardtable-tests-")
os.environ["CARDTABLE_HOME"] = _SESSION_HOME

import pytest  # noqa: E402


def pytest_sessionfinish(session: Any, exitstatus: int) -> None:
    shutil.rmtree(_SESSION_HOME, ignore_errors=True)


@pytest.fixture
def app_paths(tmp_path: Path) -> Any:
    """User folders of one test (under pytest's tmp_path)."""
    from game.paths import Paths

    return Paths(config_dir=tmp_path / "config", data_dir=tmp_path / "data")


@pytest.fixture
def app(app_paths: Any) -> Iterator[Any]:
    """A headless App at 1280x720 showing the title screen."""
    from game.app import App

    application = App(headless=True, size=(1280, 720), paths=app_paths)
    application.go_to_title()
    application.step()
    yield application
    application.close()
