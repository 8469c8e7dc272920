"""The built program's figures for ``main.py bench`` (``package.*``), measured from outside it.

- ``package.start_to_first_frame_s``: from just before the executable is started to the
  wall-clock time it writes to the file named by ``CARDTABLE_FIRST_FRAME_FILE`` once its first
  title frame is shown; then it is ended. The median of ``RUNS`` starts (``--quick``: one), each
  in a fresh user folder, on the caller's display if there is one, else SDL's dummy drivers.
- ``package.size_mb``: the total size of the files in the executable's folder (the one-folder
  build), 1 MB = 10^6 bytes.

No pygame here: the program is run as a user would run it.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import tempfile
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_EXE = Path("dist", "cardtable", "cardtable")  # under the project root, as the Build command makes it
FIRST_FRAME_ENV = "CARDTABLE_FIRST_FRAME_FILE"
HOME_ENV = "CARDTABLE_HOME"
MB = 1_000_000
RUNS = 3
QUICK_RUNS = 1
FIRST_FRAME_WAIT_S = 60.0
POLL_S = 0.005


class PackageProblem(Exception):
    """The executable could not be measured; ``str`` is the one line the bench prints."""


@dataclass(frozen=True)
class Build:
    """Which executable to measure, or why there is none (``exe`` None, ``why`` says)."""

    exe: Path | None
    why: str = ""


def find_build(exe: str | None) -> Build:
    """The executable ``--exe`` names, else the default build if it exists.

    ``PackageProblem`` if ``--exe`` names no executable file: the user asked for it, so the bench
    stops before measuring anything rather than after minutes of other figures.
    """
    if exe is not None:
        path = Path(exe)
        if not path.is_file():
            raise PackageProblem(f"--exe {exe}: no such file")
        if not os.access(path, os.X_OK):
            raise PackageProblem(f"--exe {exe}: not an executable file")
        return Build(path.resolve())
    default = ROOT / DEFAULT_EXE
    if default.is_file() and os.access(default, os.X_OK):
        return Build(default)
    return Build(None, f"no built executable at {DEFAULT_EXE} (build it with the README's Build command, or give --exe PATH)")


def folder_size_mb(folder: Path) -> float:
    """Total size of the files under ``folder`` in MB (10^6 bytes); links are counted as links."""
    total = 0
    for base, dirs, files in os.walk(folder):
        linked_dirs = [name for name in dirs if Path(base, name).is_symlink()]  # not walked into
        total += sum(Path(base, name).lstat().st_size for name in (*files, *linked_dirs))
    return total / MB


def start_to_first_frame_s(exe: Path, env: Mapping[str, str], runs: int) -> float:
    """The median over ``runs`` starts of the time to the first drawn frame (see the module)."""
    return statistics.median(_one_start(exe, env) for _ in range(runs))


def _one_start(exe: Path, env: Mapping[str, str]) -> float:
    with tempfile.TemporaryDirectory(prefix="cardtable-bench-") as folder:
        mark, errors = Path(folder, "first-frame"), Path(folder, "stderr.txt")
        run_env = {**env, FIRST_FRAME_ENV: str(mark), HOME_ENV: str(Path(folder, "home"))}
        with errors.open("wb") as stderr:
            started = time.time()
            process = subprocess.Popen([str(exe)], env=run_env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=stderr)
            try:
                shown = _wait_for_mark(mark, process, errors)
            finally:
                _end(process)
    return shown - started


def _wait_for_mark(mark: Path, process: subprocess.Popen, errors: Path) -> float:
    """The time the program wrote to ``mark``; ``PackageProblem`` if it exits or never writes."""
    deadline = time.monotonic() + FIRST_FRAME_WAIT_S
    while time.monotonic() < deadline:
        shown = _read_mark(mark)
        if shown is not None:
            return shown
        if process.poll() is not None:
            shown = _read_mark(mark)  # it may have written and then exited
            if shown is not None:
                return shown
            said = errors.read_text(encoding="utf-8", errors="replace").strip().splitlines()
            last = said[-1] if said else "no message"
            raise PackageProblem(f"the executable exited ({process.returncode}) before its first frame: {last[:160]}")
        time.sleep(POLL_S)
    raise PackageProblem(
        f"the executable showed no first frame in {FIRST_FRAME_WAIT_S:g} s "
        f"(or it was built before it wrote {FIRST_FRAME_ENV})"
    )


def _read_mark(mark: Path) -> float | None:
    try:
        return float(mark.read_text(encoding="utf-8"))
    except (OSError, ValueError):  # not there yet, or being written
        return None


def _end(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def package_figures(build: Build, env: Mapping[str, str], quick: bool) -> tuple[dict[str, float], list[str]]:
    """The figures of ``build``, and the notes to print (why they are missing, what was measured)."""
    if build.exe is None:
        return {}, [f"package figures: not measured: {build.why}"]
    figures = {"package.size_mb": folder_size_mb(build.exe.parent)}
    runs = QUICK_RUNS if quick else RUNS
    starts = "one start, a rough figure (quick)" if quick else f"median of {runs} starts"
    notes = [f"package figures: {build.exe} (size of {build.exe.parent}, 1 MB = 10^6 bytes; {starts})"]
    try:
        figures["package.start_to_first_frame_s"] = start_to_first_frame_s(build.exe, env, runs)
    except PackageProblem as err:
        notes.append(f"package.start_to_first_frame_s: not measured: {err}")
    return figures, notes
