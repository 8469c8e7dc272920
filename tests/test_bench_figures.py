"""Issue 16's bench figures: the resident-memory reader, the package's size and start, and how
the bench reports them (named with their targets, or not measured and why). Only cheap checks:
the figures themselves are measured by ``python main.py bench``."""

from __future__ import annotations

import json
import os
import stat
import sys
from pathlib import Path

import pytest

import cli
from cli import bench, bench_package
from cli.bench_package import Build, PackageProblem, find_build, folder_size_mb, package_figures
from game import bench_memory
from game.resident import resident

FIGURES = {
    "package.start_to_first_frame_s": (2.0, False),
    "package.size_mb": (80, False),
    "table.extra_resident_mb": (30, False),
    "table.resident_growth_mb": (5, False),
}


def test_the_resident_reader_returns_this_process_memory() -> None:
    now = resident()
    assert now.bytes > 1_000_000 and now.mb == now.bytes / 1e6
    if Path("/proc/self/status").exists():
        assert now.source == "VmRSS from /proc/self/status"


def test_without_proc_the_reader_falls_back_to_the_peak(tmp_path: Path) -> None:
    pytest.importorskip("resource")
    peak = resident(tmp_path / "no-such-status")
    assert peak.bytes > 1_000_000 and "ru_maxrss" in peak.source


def test_issue_16_figures_are_in_the_bench_list_with_their_targets() -> None:
    targets = bench.targets()
    for name, (bound, at_least) in FIGURES.items():
        assert (targets[name].bound, targets[name].at_least) == (bound, at_least), name


def test_the_folder_size_counts_every_file_below_it_in_mb(tmp_path: Path) -> None:
    (tmp_path / "lib" / "deep").mkdir(parents=True)
    (tmp_path / "cardtable").write_bytes(b"x" * 400_000)
    (tmp_path / "lib" / "a.so").write_bytes(b"x" * 500_000)
    (tmp_path / "lib" / "deep" / "b.dat").write_bytes(b"x" * 100_000)
    assert folder_size_mb(tmp_path) == pytest.approx(1.0)


def test_a_link_counts_as_a_link_not_as_what_it_points_to(tmp_path: Path) -> None:
    (tmp_path / "big").write_bytes(b"x" * 1_000_000)
    os.symlink(tmp_path / "big", tmp_path / "alias")
    link_size = (tmp_path / "alias").lstat().st_size
    assert folder_size_mb(tmp_path) == pytest.approx((1_000_000 + link_size) / 1e6)


def _fake_exe(folder: Path, body: str) -> Path:
    exe = folder / "cardtable"
    exe.write_text(f"#!/bin/sh\n{body}\n")
    exe.chmod(exe.stat().st_mode | stat.S_IXUSR)
    return exe


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in executable is a shell script")
def test_the_start_is_timed_from_launch_to_the_time_the_program_writes(tmp_path: Path) -> None:
    exe = _fake_exe(tmp_path, f'"{sys.executable}" -c "import time; print(time.time() + 0.3)" > "$CARDTABLE_FIRST_FRAME_FILE"\nsleep 30')
    figures, notes = package_figures(Build(exe), dict(os.environ), quick=True)
    assert 0.3 <= figures["package.start_to_first_frame_s"] < 20  # the stand-in says its frame came 0.3 s late
    assert figures["package.size_mb"] == pytest.approx(exe.stat().st_size / 1e6)
    assert str(exe) in notes[0] and "10^6 bytes" in notes[0]


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in executable is a shell script")
def test_a_program_that_exits_before_its_first_frame_is_reported_not_measured(tmp_path: Path) -> None:
    exe = _fake_exe(tmp_path, "echo 'no video device' >&2\nexit 3")
    figures, notes = package_figures(Build(exe), dict(os.environ), quick=True)
    assert "package.start_to_first_frame_s" not in figures and "package.size_mb" in figures
    assert notes[-1] == (
        "package.start_to_first_frame_s: not measured: the executable exited (3) before its first frame: no video device"
    )


def test_with_no_build_the_package_figures_say_why(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bench_package, "ROOT", tmp_path)
    build = find_build(None)
    assert build.exe is None
    figures, notes = package_figures(build, {}, quick=True)
    assert figures == {}
    assert notes == [
        "package figures: not measured: no built executable at dist/cardtable/cardtable "
        "(build it with the README's Build command, or give --exe PATH)"
    ]


def test_exe_naming_no_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(PackageProblem, match="no such file"):
        find_build(str(tmp_path / "nothing"))
    (tmp_path / "plain").write_text("not a program")
    with pytest.raises(PackageProblem, match="not an executable"):
        find_build(str(tmp_path / "plain"))


def _quiet_bench(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The bench with nothing slow in it: no rules, search or table figures, no build."""
    monkeypatch.setattr(bench, "rules_measures", lambda seconds: {})
    monkeypatch.setattr(bench, "search_figures", lambda seconds, decisions: iter(()))
    monkeypatch.setattr(bench, "_table_figures", lambda quick: ({}, ""))
    monkeypatch.setattr(bench, "_memory_figures", lambda quick, env: ({"table.resident_growth_mb": 7.0}, []))
    monkeypatch.setattr(bench_package, "ROOT", tmp_path)


def test_bench_without_a_build_reports_the_package_figures_not_measured(
    capsys, monkeypatch, tmp_path, no_speed_reference
) -> None:
    _quiet_bench(monkeypatch, tmp_path)
    assert cli.main(["bench", "--quick"]) == 0
    out = capsys.readouterr().out
    assert "package figures: not measured: no built executable at dist/cardtable/cardtable" in out
    assert "package." not in out.replace("package figures", "")
    growth = next(line for line in out.splitlines() if line.startswith("table.resident_growth_mb"))
    assert growth.split()[1:] == ["7", "target", "≤", "5", "BELOW"]
    assert cli.main(["bench", "--quick", "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out) == {"table.resident_growth_mb": 7.0}
    assert "package figures: not measured" in captured.err


def test_bench_with_a_missing_exe_stops_before_measuring(capsys, monkeypatch, tmp_path) -> None:
    _quiet_bench(monkeypatch, tmp_path)
    monkeypatch.setattr(bench, "rules_measures", lambda seconds: pytest.fail("measured before checking --exe"))
    assert cli.main(["bench", "--quick", "--exe", str(tmp_path / "gone")]) == 2
    assert capsys.readouterr().err.strip() == f"main.py bench: error: --exe {tmp_path / 'gone'}: no such file"


def test_the_windows_use_the_display_or_else_the_dummy_drivers() -> None:
    assert bench.window_env({"DISPLAY": ":1"}) == {"DISPLAY": ":1"}
    assert bench.window_env({"HOME": "/h"}) == {"HOME": "/h", "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def test_the_bare_window_process_reports_its_resident_memory() -> None:
    reading = bench_memory.measure_in_process(["bare"], bench.window_env({k: v for k, v in os.environ.items() if k != "DISPLAY"}))
    assert reading["bytes"] > 1_000_000 and reading["source"]


def test_a_failing_memory_process_is_named_with_its_last_line() -> None:
    with pytest.raises(bench_memory.MemoryProblem, match=r"the sideways process failed \(exit 2\): bench_memory: bare or table, not 'sideways'"):
        bench_memory.measure_in_process(["sideways"], dict(os.environ))


def test_the_memory_table_is_issue_16s_six_seat_tavern_tricks() -> None:
    assert bench_memory.largest_table() == ("tavern_tricks", 6)  # a larger game would need the issue's say
