"""Named saves and records from the pause menu: safe names, a save/load round trip, bad files
listed as unreadable with the reason (never a crash), export, import into the replay viewer or
the table, and the pause menu's rows."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.match import Match, SeatConfig
from game.named_saves import (
    SaveProblem,
    export_record,
    list_saves,
    match_for_record,
    named_dir,
    named_path,
    read_match,
    records_dir,
    safe_name,
    write_named,
)
from rules.core.record import GameRecord


def running_match(actions: int = 12) -> Match:
    match = Match.new("copas", [SeatConfig("You", "human"), SeatConfig("Ada"), SeatConfig("Bruno"), SeatConfig("Carmen")], seed=3)
    for _ in range(actions):
        seat = match.state.to_move()[0]
        match.apply(seat, match.legal_for(seat)[0])
    return match


def finished_match() -> Match:
    match = Match.new("assassins_trick", [SeatConfig("You", "human"), SeatConfig("Ada")], seed=2)
    while not match.is_over():
        seat = match.state.to_move()[0]
        match.apply(seat, match.legal_for(seat)[0])
    return match


@pytest.mark.parametrize(
    ("typed", "name"),
    [
        ("Friday game", "Friday game"),
        ("  ../../etc/passwd ", "etc-passwd"),
        ("a/b\\c:d*e?f", "a-b-c-d-e-f"),
        ("...", ""),
        ("CON", "CON-save"),
        ("x" * 100, "x" * 40),
        ("tab\tand\x00nul", "tab-and-nul"),
        ("café ²", "caf"),
    ],
)
def test_a_typed_name_becomes_a_safe_file_name(typed: str, name: str) -> None:
    assert safe_name(typed) == name


def test_named_save_and_load_round_trip(app_paths: Any) -> None:
    match = running_match()
    path = write_named(app_paths, "Friday game", match)
    assert path == named_dir(app_paths) / "Friday game.json"
    loaded = read_match(path)
    assert loaded.record.actions == match.record.actions
    assert [s.name for s in loaded.seats] == [s.name for s in match.seats]
    assert all(loaded.observation(s) == match.observation(s) for s in range(4))
    (entry,) = list_saves(named_dir(app_paths))
    assert entry.readable and entry.name == "Friday game" and entry.game == "Copas" and entry.players == 4
    assert entry.summary().startswith("Copas · 4 players · ")


BAD_FILES = {
    "not json": "{oops",
    "nested": "[" * 1000 + "]" * 1000,
    "huge number": '{"format": 1, "game": "copas", "players": 4, "seed": 1' + "0" * 5000 + ', "actions": []}',
    "wrong format": '{"format": 99, "game": "copas", "players": 4}',
    "unknown game": '{"format": 1, "game": "chess", "players": 2, "actions": []}',
    "superscript": '{"format": 1, "game": "copas", "players": 4, "seed": 1, "actions": [[0, "play \u00b2C"]]}',
    "illegal": '{"format": 1, "game": "copas", "players": 4, "seed": 1, "actions": [[3, "play 9Z"]]}',
    "not utf8": b"\xff\xfe{",
}


def test_bad_files_are_listed_as_unreadable_with_the_reason(app_paths: Any) -> None:
    folder = named_dir(app_paths)
    folder.mkdir(parents=True)
    for name, text in BAD_FILES.items():
        target = folder / f"{name}.json"
        target.write_bytes(text if isinstance(text, bytes) else text.encode())
    write_named(app_paths, "good", running_match())
    entries = {e.name: e for e in list_saves(folder)}
    assert set(entries) == {*BAD_FILES, "good"}
    assert entries["good"].readable
    for name in BAD_FILES:
        entry = entries[name]
        assert not entry.readable, name
        assert entry.problem and "\n" not in entry.problem and len(entry.problem) <= 240, (name, entry.problem)
        assert entry.summary().startswith("Unreadable: ")
        with pytest.raises(SaveProblem):
            read_match(entry.path)


def test_export_never_overwrites_and_an_exported_record_replays(app_paths: Any) -> None:
    match = finished_match()
    first = export_record(app_paths, match.record, "game")
    second = export_record(app_paths, match.record, "game")
    assert first != second and first.parent == second.parent == records_dir(app_paths)
    assert GameRecord.load(second).actions == match.record.actions
    (a, b) = list_saves(records_dir(app_paths))
    assert a.finished and b.finished


def test_a_record_without_seats_continues_with_a_human_in_seat_0(app_paths: Any) -> None:
    record = running_match(5).record
    bare = GameRecord(record.game, record.players, record.options, record.seed, list(record.actions))
    match = match_for_record(bare)
    assert match.seats[0].is_human and not any(s.is_human for s in match.seats[1:])
    assert match.record.actions == record.actions


# --- the scenes ------------------------------------------------------------------------------------
def click(app: App, widget: Any) -> None:
    pos = widget.rect.center
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos), pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])


def button(scene: Any, text: str) -> Any:
    """The button reading ``text``, or the first whose text starts with ``text`` (a listed file)."""
    buttons = [w for w in scene.panel.widgets if hasattr(w, "on_click")]
    exact = [b for b in buttons if b.text == text]
    return exact[0] if exact else next(b for b in buttons if b.text.startswith(text))


def test_the_pause_menu_offers_saves_and_records(app: App) -> None:
    pause: Any = app.push(app.scenes.pause("copas", match=running_match()))
    app.step()
    texts = [w.text for w in pause.panel.widgets]
    assert texts == ["Resume", "Rules", "Settings", "Save as…", "Export record", "Load…", "Import record…", "Quit to title"]
    click(app, button(pause, "Export record"))
    message: Any = app.stack.top
    assert type(message).__name__ == "MessageScene" and str(records_dir(app.paths)) in message.text
    assert len(list(records_dir(app.paths).iterdir())) == 1


def test_save_as_writes_a_named_save_and_asks_before_replacing(app: App) -> None:
    match = running_match()
    menu: Any = app.push(app.scenes.saves_menu("save", match))
    app.step([pygame.event.Event(pygame.TEXTINPUT, text="My/game")])
    assert menu.input.text == "My/game" and "File name: My-game.json" in menu._save_hint()
    click(app, button(menu, "Save"))
    assert named_path(app.paths, "My-game").is_file()
    assert menu not in app.stack and type(app.stack.top).__name__ == "MessageScene"
    app.stack.top.ok()  # type: ignore[union-attr]
    again: Any = app.push(app.scenes.saves_menu("save", running_match(20)))
    app.step([pygame.event.Event(pygame.TEXTINPUT, text="My-game")])
    again.save()
    ask: Any = app.stack.top
    assert type(ask).__name__ == "MessageScene" and "Replace" in ask.title
    ask.cancel()
    assert read_match(named_path(app.paths, "My-game")).record.actions == match.record.actions  # kept
    again.save()
    app.stack.top.ok()  # type: ignore[union-attr]
    assert len(read_match(named_path(app.paths, "My-game")).record.actions) == 20


def test_load_lists_saves_and_a_corrupt_one_is_unreadable_not_a_crash(app: App) -> None:
    folder = named_dir(app.paths)
    write_named(app.paths, "good", running_match())
    (folder / "broken.json").write_text("[" * 1000)
    menu: Any = app.push(app.scenes.saves_menu("load"))
    app.step()
    rows = {w.text: w.entry.summary() for w in menu.panel.widgets if type(w).__name__ == "FileRow"}
    assert rows["good"].startswith("Copas · 4 players · ")
    assert rows["broken"].startswith("Unreadable: ") and list(rows) == ["good", "broken"]  # unreadable last
    click(app, button(menu, "broken"))
    assert menu in app.stack and menu.status.startswith("broken cannot be opened: ") and menu.status_is_error
    click(app, button(menu, "good"))  # no game at the table: it opens at once
    table = app.stack.top
    assert type(table).__name__ == "TableScene" and table.match.record.actions == read_match(folder / "good.json").record.actions  # type: ignore[union-attr]


def test_import_opens_a_finished_record_in_the_viewer(app: App, tmp_path: Path) -> None:
    path = tmp_path / "finished.json"
    finished_match().record.save(path)
    menu: Any = app.push(app.scenes.saves_menu("import"))
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=str(path))])
    menu.import_typed()
    viewer: Any = app.stack.top
    assert type(viewer).__name__ == "ReplayViewerScene" and viewer.model.finished
    missing: Any = app.push(app.scenes.saves_menu("import"))
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=str(tmp_path / "nope.json"))])
    missing.import_typed()
    assert missing.status.startswith("There is no file at ")
