"""Read-only test (issue 15): with a data folder that cannot be written, Continue opens the saved
game, the table says saving is off (at the top of the log panel, over no card), a whole all-bot
game plays to the game-over screen, and the title says what was not saved, with no exception and
nothing on disk changed.

Running as root, a folder's mode does not stop writes, so the writes into the folder are refused
the way the system would refuse them (PermissionError from os.open, os.replace, os.unlink...).
"""

from __future__ import annotations

import builtins
import io
import os
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.match import Match, SeatConfig
from game.saves import save_match
from game.scenes.message import MessageScene
from game.scenes.table import TableScene
from tests.synthetic import click, key
from tests.table_driver import advance, find_table, play_to_the_end

WRITES = ("replace", "rename", "unlink", "remove", "mkdir", "rmdir")
WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND


def _inside(path: Any, folder: Path) -> bool:
    try:
        return Path(os.fsdecode(path)).resolve().is_relative_to(folder)
    except (TypeError, ValueError, OSError):
        return False


def _refusing(real: Callable[..., Any], folder: Path, is_write: Callable[..., bool]) -> Callable[..., Any]:
    def guarded(*args: Any, **kwargs: Any) -> Any:
        if is_write(*args, **kwargs):
            raise PermissionError(13, "Permission denied", os.fsdecode(args[0]))
        return real(*args, **kwargs)

    return guarded


def _writable(folder: Path) -> bool:
    """Whether a file can be made in ``folder`` (tried both ways files are made here)."""
    probe = folder / ".probe"
    try:
        with open(probe, "w") as f:
            f.write("x")
    except OSError:
        pass
    else:
        probe.unlink()
        return True
    try:
        os.close(os.open(probe, os.O_WRONLY | os.O_CREAT))
    except OSError:
        return False
    probe.unlink()
    return True


@pytest.fixture
def unwritable(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[Path], None]]:
    """Make a folder (and all inside it) impossible to write: mode 0o500, and where that does
    not stop writes (root), every write into it refused with PermissionError."""
    folders: list[Path] = []

    def make(folder: Path) -> None:
        folder = folder.resolve()
        for sub in [folder, *(p for p in folder.rglob("*") if p.is_dir())]:
            sub.chmod(0o500)
            folders.append(sub)
        if not _writable(folder):
            return
        for name in WRITES:
            real = getattr(os, name)
            into = _refusing(real, folder, lambda *a, **_: any(_inside(p, folder) for p in a[:2]))
            monkeypatch.setattr(os, name, into)
        real_open = os.open
        monkeypatch.setattr(
            os,
            "open",
            _refusing(real_open, folder, lambda p, flags, *a, **k: bool(flags & WRITE_FLAGS) and _inside(p, folder)),
        )
        def writes(p: Any, mode: str = "r", *_a: Any, **_k: Any) -> bool:
            return any(c in mode for c in "wax+") and _inside(p, folder)

        for module in (builtins, io):
            monkeypatch.setattr(module, "open", _refusing(module.open, folder, writes))
        assert not _writable(folder), "the folder can still be written"

    yield make
    monkeypatch.undo()
    for folder in folders:
        folder.chmod(0o700)


def saved_bot_game(path: Path) -> Match:
    match = Match.new("assassins_trick", [SeatConfig(n) for n in ("Ada", "Bruno", "Cy")], seed=8)
    for _ in range(7):
        seat = match.state.to_move()[0]
        match.apply(seat, match.bot(seat).choose(match.observation(seat)))
    save_match(path, match)
    return match


def press_continue(app: App) -> TableScene:
    title = app.stack.top
    assert type(title).__name__ == "TitleScene" and title.continue_button.enabled
    app.step(click(title.continue_button.rect.center))
    table = find_table(app)
    assert table is not None and app.stack.top is table
    return table


def banner_check(seen: list[str]) -> Callable[[App], None]:
    """On each frame: if the banner is up, it lies in the log panel and over no card."""

    def check(app: App) -> None:
        table = find_table(app)
        if table is None or table.banner is None or table.view is None:
            return
        assert table.view.rect("log").contains(table.banner.rect)
        for key_ in table.view.keys(""):
            sprite = table.view.get(key_)
            assert sprite is None or not sprite.rect.colliderect(table.banner.rect), f"the banner covers {key_}"
        seen.append(table.banner.text)

    return check


def title_note(app: App) -> str:
    top = app.stack.top
    assert isinstance(top, MessageScene), f"the title shows no note ({type(top).__name__} on top)"
    text = top.text
    app.step([key(pygame.K_RETURN)])
    assert type(app.stack.top).__name__ == "TitleScene"
    return text


def test_a_folder_that_cannot_be_written_plays_on_and_says_so(app_paths, unwritable):
    app_paths.saves_dir.mkdir(parents=True)
    path = app_paths.current_save
    match = saved_bot_game(path)
    content = path.read_bytes()
    unwritable(app_paths.data_dir)
    app = App(headless=True, size=(1280, 720), paths=app_paths)
    try:
        app.settings.animation_speed = "off"
        app.go_to_title()
        app.step()

        # Continue and leave at once: the save on disk is the game as it is, so nothing is said.
        press_continue(app)
        app.go_to_title()
        assert type(app.stack.top).__name__ == "TitleScene"

        # Continue, a few moves, leave: the banner says saving is off; the title says what was lost.
        table = press_continue(app)
        assert table.match.record.actions == match.record.actions
        seen: list[str] = []
        check = banner_check(seen)
        for _ in range(2000):  # frame by frame: bots alone would otherwise play on to a summary
            advance(app)
            check(app)
            if seen and len(table.match.record.actions) > len(match.record.actions) + 2:
                break
            if app.stack.top is not table:
                app.step([key(pygame.K_RETURN)])
        assert not table.match.is_over()
        assert seen and seen[0].startswith("Saving is off.")
        assert "the saves folder cannot be written" in seen[0].lower()
        app.go_to_title()  # as the pause menu's "Title" does
        note = title_note(app)
        assert "Your game could not be saved" in note and "the saves folder cannot be written" in note
        assert "Continue opens it as it was last saved" in note

        # Continue again: the whole game to its end and the game-over screen.
        table = press_continue(app)
        seen.clear()
        play_to_the_end(app, random.Random(2), on_frame=banner_check(seen))
        assert table.match.is_over() and type(app.stack.top).__name__ == "GameOverScene"
        assert seen
        app.step([key(pygame.K_ESCAPE)])  # Escape is "Title"
        note = title_note(app)
        assert "finished game's save could not be removed" in note
    finally:
        app.close()
    assert path.read_bytes() == content
    assert sorted(p.name for p in app_paths.saves_dir.iterdir()) == ["current.json"]
