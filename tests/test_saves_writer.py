"""The autosave writer thread: only the newest pending save is written, clearing replaces a pending
save, a failure is reported (and forgotten once a save succeeds), closing writes what is pending
and stops the thread."""

from __future__ import annotations

import os
import threading
from pathlib import Path

from game import saves
from game.autosave import Autosaver


def _refuse(*_args: object, **_kwargs: object) -> None:
    raise PermissionError(13, "Permission denied")


def test_only_the_newest_pending_save_is_written(tmp_path, monkeypatch):
    path = tmp_path / "current.json"
    gate, started = threading.Event(), threading.Event()
    written: list[str] = []
    real = saves.write_save

    def slow_write(target: Path, text: str) -> None:
        started.set()
        assert gate.wait(30), "the test never opened the gate"
        real(target, text)
        written.append(text)

    monkeypatch.setattr(saves, "write_save", slow_write)
    saver = Autosaver(path)
    saver.submit('{"n": 0}')
    assert started.wait(30)  # the first save is being written; the next ones wait
    for n in range(1, 50):
        saver.submit(f'{{"n": {n}}}')
    gate.set()
    assert saver.flush(30)
    assert written == ['{"n": 0}', '{"n": 49}']
    assert path.read_text() == '{"n": 49}' and saves.backup_of(path).read_text() == '{"n": 0}'
    assert saver.written == 2 and saver.error is None
    assert saver.close()


def test_clearing_takes_the_place_of_a_pending_save_and_removes_the_backup(tmp_path):
    path = tmp_path / "current.json"
    saver = Autosaver(path)
    saver.submit("{}")
    saver.submit("[]")
    assert saver.flush(30)
    saver.submit("{1}")
    saver.clear()
    assert saver.flush(30)
    assert list(tmp_path.iterdir()) == []
    assert saver.close()


def test_a_failed_save_is_reported_and_forgotten_when_saving_works_again(tmp_path, monkeypatch):
    path = tmp_path / "current.json"
    changes: list[str | None] = []
    saver = Autosaver(path, on_change=lambda: changes.append(saver.error))
    monkeypatch.setattr(os, "replace", _refuse)
    saver.submit("{}")
    assert saver.flush(30)
    assert saver.error == "the saves folder cannot be written" and saver.failed_kind == "save"
    assert list(tmp_path.iterdir()) == []  # no temporary file left behind
    monkeypatch.undo()
    saver.submit("[]")
    assert saver.flush(30)
    assert saver.error is None and saver.failed_kind is None and path.read_text() == "[]"
    assert changes == ["the saves folder cannot be written", None]
    assert saver.close()


def test_a_full_disk_is_said_in_plain_words(tmp_path, monkeypatch):
    saver = Autosaver(tmp_path / "current.json")

    def full(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    saver.submit("{}")
    assert saver.flush(30) and saver.error == "the disk is full"
    assert saver.close()


def test_the_probe_finds_a_folder_that_cannot_be_written_and_leaves_nothing(tmp_path, monkeypatch):
    ok = Autosaver(tmp_path / "a" / "current.json")
    ok.probe()
    assert ok.flush(30) and ok.error is None
    assert list((tmp_path / "a").iterdir()) == []
    assert ok.close()
    monkeypatch.setattr(os, "unlink", _refuse)
    monkeypatch.setattr(os, "open", _refuse)
    bad = Autosaver(tmp_path / "b" / "current.json")
    bad.probe()
    assert bad.flush(30) and bad.error == "the saves folder cannot be written" and bad.failed_kind == "probe"
    assert bad.close()


def test_closing_writes_what_is_pending_stops_the_thread_and_ignores_later_saves(tmp_path):
    path = tmp_path / "current.json"
    saver = Autosaver(path)
    saver.submit('"last"')
    assert saver.close()
    assert path.read_text() == '"last"'
    assert saver._thread is not None and not saver._thread.is_alive()
    saver.submit('"too late"')
    assert path.read_text() == '"last"'


def test_the_writer_sweeps_temporary_files_a_killed_writer_left(tmp_path):
    path = tmp_path / "current.json"
    (tmp_path / ".current.json.abc123.tmp").write_text('{"half')
    (tmp_path / "other.tmp").write_text("not ours")
    saver = Autosaver(path)
    saver.submit("{}")
    assert saver.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["current.json", "other.tmp"]
