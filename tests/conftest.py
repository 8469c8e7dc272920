"""Test setup: dummy SDL drivers and a throwaway user folder, set before pygame is imported.

Every test run gets its own CARDTABLE_HOME, so no test touches a real user's settings or saves.

The tests' files live in memory (/dev/shm) where the machine has room there: the app fsyncs its
settings and every autosave, and on a disk each fsync takes milliseconds the tests spend waiting
(a third of the time of the app tests). No test here can pull the plug, so none needs the disk:
the code under test still fsyncs, and reads back what it wrote, as on a disk.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

MEMORY = Path("/dev/shm")  # Linux's file system in RAM
MEMORY_ROOM = 1 << 30  # the free bytes it must have for the tests' files (they need a few MB)


def files_in_memory() -> bool:
    """Whether /dev/shm is there, writable and roomy (a container may give it only 64 MB)."""
    try:
        room = os.statvfs(MEMORY)
    except (OSError, AttributeError):  # no such folder; no statvfs (Windows)
        return False
    return MEMORY.is_dir() and os.access(MEMORY, os.W_OK) and room.f_bavail * room.f_frsize >= MEMORY_ROOM


os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
if files_in_memory():  # tmp_path, tempfile and the processes the tests start all write there
    tempfile.tempdir = str(MEMORY)
    os.environ["TMPDIR"] = str(MEMORY)
_SESSION_HOME = tempfile.mkdtemp(prefix="cardtable-tests-")
os.environ["CARDTABLE_HOME"] = _SESSION_HOME

import pytest  # noqa: E402


def pytest_sessionfinish(session: Any, exitstatus: int) -> None:
    shutil.rmtree(_SESSION_HOME, ignore_errors=True)


@pytest.fixture
def no_speed_reference(monkeypatch: pytest.MonkeyPatch) -> None:
    """``main.py bench`` without its race against OpenSpiel's Hearts, which runs only where
    requirements-bench.txt is installed: a bench test's figures are then the same on every
    machine (the race itself is tried in tests/test_openspiel_hearts.py)."""
    from cli import speed_reference
    from rules.core.registry import ReferenceMissing

    def race(info: Any, seconds: float) -> tuple[float, float, float]:
        raise ReferenceMissing("not raced in this test")

    monkeypatch.setattr(speed_reference, "race", race)


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


# --- spreading the tests over pytest-xdist's workers (``-n 2``) ----------------------------------
def pytest_collection_modifyitems(items: list[Any]) -> None:
    """The tests marked ``heavy`` (thousands of random games each) first, the rest after in their
    usual order: the workers then end on short tests and finish together."""
    items.sort(key=lambda item: item.get_closest_marker("heavy") is None)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: Any, log: Any) -> Any:
    """``-n`` hands the tests out by work stealing unless ``--dist`` says otherwise: each worker
    takes half, and one that runs out takes half of what the other has left, so neither waits
    on the other at the end (the default hands out fixed batches)."""
    if config.getoption("dist") != "load":
        return None
    from xdist.scheduler import WorkStealingScheduling

    return WorkStealingScheduling(config, log)
