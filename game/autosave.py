"""The autosave writer: one thread that writes the table's saves, so no frame waits on the disk.

The table hands it the newest save's text after every move (``submit``); only the newest
pending one matters, so a slow disk makes it skip saves, never fall behind. ``clear`` (the game
ended) takes the place of any pending save. ``flush`` waits until what was handed over is on
disk; ``close`` flushes and stops the thread (the table closes, the app quits).

A save that fails does not stop the game: ``error`` says why in a player's words (None again
once a save succeeds), and ``on_change`` (called on the writer thread) tells the table to show it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from game import saves

CLOSE_WAIT_S = 30.0  # how long closing waits for a stuck disk before giving up on the last save


@dataclass(frozen=True)
class Job:
    kind: str  # "probe" (can the folder be written?), "save" or "clear"
    text: str = ""


class Autosaver:
    def __init__(self, path: Path, on_change: Callable[[], None] | None = None) -> None:
        self.path = path
        self.on_change = on_change
        self.error: str | None = None  # why the last job failed, in a player's words
        self.failed_kind: str | None = None  # "save" or "clear" (or "probe") while error is set
        self.written = 0  # saves written so far
        self._cond = threading.Condition()
        self._pending: Job | None = None
        self._busy = False
        self._closing = False
        self._thread: threading.Thread | None = None

    # --- what the table calls ---------------------------------------------------------------------
    def probe(self) -> None:
        """Find out soon whether the folder can be written (so the table can say so before the
        first move), without touching any save."""
        self._hand_over(Job("probe"), replace=False)

    def submit(self, text: str) -> None:
        """Write ``text`` as the save soon; replaces a save not yet written."""
        self._hand_over(Job("save", text))

    def clear(self) -> None:
        """Remove the save and its backup soon (the game is over)."""
        self._hand_over(Job("clear"))

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every job handed over is done; False if ``timeout`` passed first."""
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def close(self, timeout: float = CLOSE_WAIT_S) -> bool:
        """Write what is pending and stop the thread. False if the disk did not answer in time."""
        done = self.flush(timeout)
        with self._cond:
            self._closing = True
            self._cond.notify_all()
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout if done else 0)
        return done

    @property
    def closed(self) -> bool:
        return self._closing

    # --- the thread -------------------------------------------------------------------------------
    def _hand_over(self, job: Job, replace: bool = True) -> None:
        with self._cond:
            if self._closing:
                return  # the table has closed: its last save is written already
            if replace or self._pending is None:
                self._pending = job
            self._cond.notify_all()
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        saves.sweep(self.path)  # temporary files a killed writer left behind
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not None or self._closing)
                job = self._pending
                if job is None:  # closing, nothing left
                    return
                self._pending, self._busy = None, True
            error = self._do(job)
            with self._cond:
                self._busy = False
                changed = error != self.error
                self.error = error
                self.failed_kind = job.kind if error else None
                if job.kind == "save" and error is None:
                    self.written += 1
                self._cond.notify_all()
            if changed and self.on_change is not None:
                self.on_change()

    def _do(self, job: Job) -> str | None:
        """Run one job; why it failed, or None."""
        folder = self.path.parent
        try:
            if job.kind == "save":
                saves.write_save(self.path, job.text)
            elif job.kind == "clear":
                failed = saves.clear(self.path)
                if failed is not None:
                    raise failed
            else:
                saves.check_writable(folder)
        except OSError as err:
            return saves.describe_os_error(err)
        return None
