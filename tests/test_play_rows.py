"""tools/play_rows.py: the queue of bot-strength rows, played on from their keep files."""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from cli.args import build_parser
from rules.ai.targets import deals_needed
from rules.ai.tournament_keep import read_kept, tournament_key
from rules.core.registry import get_game

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def rows_tool() -> Iterator[ModuleType]:
    spec = importlib.util.spec_from_file_location("play_rows", ROOT / "tools" / "play_rows.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["play_rows"] = module  # its dataclasses look their module up while being made
    spec.loader.exec_module(module)
    yield module
    sys.modules.pop("play_rows", None)


def _line(key: dict, deal: int) -> str:
    return json.dumps({"tournament": key, "deal": deal, "games": [[0, 1.0, 2.0, [3.0, 1.0, 0.0], [900, 3]]]}) + "\n"


def test_the_queue_in_the_repository_reads_and_each_row_is_one_the_tournament_would_keep(rows_tool: ModuleType) -> None:
    rows = rows_tool.read_queue(rows_tool.QUEUE, rows_tool.FOLDER)
    assert rows and len({row.keep for row in rows}) == len(rows)
    for row in rows:
        info = get_game(row.key["game"])
        assert row.deals >= deals_needed(row.key["game"], row.key["players"], row.key["a"]), row.keep
        args = build_parser().parse_args(row.arguments(Path("/tmp/keep.jsonl"), 2))
        options = info.parse_options(args.option)
        # the key the tournament writes for these arguments is the row's own, so the kept deals count
        assert tournament_key(info.id, args.players, args.a, args.b, args.seed, args.games, options) == row.key
        if (rows_tool.FOLDER / row.keep).exists():
            assert read_kept(rows_tool.FOLDER / row.keep, row.key).deals, row.keep


def test_arguments_say_whole_games_and_every_option(rows_tool: ModuleType) -> None:
    key = tournament_key("vazerneiros", 4, "hard", "easy", 11, True, {"negative_rumors": True})
    row = rows_tool.Row("vazerneiros_4_hard_easy_games_negative_rumors_seed11_at_abc1234.jsonl", 200, key)
    args = row.arguments(Path("/k.jsonl"), 2)
    assert row.commit == "abc1234"
    assert "--games" in args and args[args.index("--option") + 1] == "negative_rumors=true"
    per_round = rows_tool.Row("copas_4_hard_easy_seed11_at_abc1234.jsonl", 200, {**key, "whole_games": False})
    assert "--games" not in per_round.arguments(Path("/k.jsonl"), 2)


def test_a_queue_that_does_not_name_its_rows_plainly_is_refused(rows_tool: ModuleType, tmp_path: Path) -> None:
    key = tournament_key("copas", 4, "hard", "easy", 11, True, {})
    bad = [
        ("not json", "not a queue"),
        (json.dumps({"rows": [{"keep": "copas_4_hard_easy_games_seed11.jsonl", "deals": 200, "tournament": key}]}), "_at_COMMIT"),
        (json.dumps({"rows": [{"keep": "copas_4_hard_random_games_seed11_at_abc1234.jsonl", "deals": 200, "tournament": key}]}), "should begin copas_4_hard_easy_"),
        (json.dumps({"rows": [{"keep": "copas_4_hard_easy_games_seed11_at_abc1234.jsonl", "deals": 200}]}), "says no tournament"),
        (json.dumps({"rows": [{"keep": "copas_4_hard_easy_games_seed11_at_abc1234.jsonl"}]}), "needs \"keep\""),
    ]
    for text, said in bad:
        queue = tmp_path / "queue.json"
        queue.write_text(text)
        with pytest.raises(rows_tool.QueueError, match=said):
            rows_tool.read_queue(queue, tmp_path)


def test_a_tuned_level_is_named_in_a_file_name_any_system_takes(rows_tool: ModuleType, tmp_path: Path) -> None:
    assert rows_tool.file_word("hard:reward=diff,iterations=900") == "hard_reward_diff_iterations_900"
    assert rows_tool.file_word("easy") == "easy"
    key = tournament_key("copas", 4, "hard:reward=diff", "easy", 11, True, {})
    queue = tmp_path / "queue.json"
    good = "copas_4_hard_reward_diff_easy_games_seed11_at_abc1234.jsonl"
    queue.write_text(json.dumps({"rows": [{"keep": good, "deals": 50, "tournament": key}]}))
    (row,) = rows_tool.read_queue(queue, tmp_path)
    assert row.keep == good and row.key["a"] == "hard:reward=diff"
    queue.write_text(json.dumps({"rows": [{"keep": "copas_4_hard_easy_games_seed11_at_abc1234.jsonl", "deals": 50, "tournament": key}]}))
    with pytest.raises(rows_tool.QueueError, match="should begin copas_4_hard_reward_diff_easy_"):
        rows_tool.read_queue(queue, tmp_path)


def test_sync_copies_whole_lines_only_and_never_makes_a_file_hold_fewer_deals(rows_tool: ModuleType, tmp_path: Path) -> None:
    key = tournament_key("copas", 3, "hard", "easy", 11, True, {})
    source, target = tmp_path / "running.jsonl", tmp_path / "kept.jsonl"
    source.write_text(_line(key, 0) + _line(key, 1) + _line(key, 2)[:40])  # a line being written
    assert rows_tool.sync(source, target, key) == 2
    assert target.read_text() == _line(key, 0) + _line(key, 1)
    source.write_text(_line(key, 0))  # fewer: the target keeps its two
    assert rows_tool.sync(source, target, key) == 2
    assert len(target.read_text().splitlines()) == 2
    source.write_text(_line(key, 3) + _line(key, 0))  # deal 3 is new: merged in, in deal order
    assert rows_tool.sync(source, target, key) == 3
    assert target.read_text() == _line(key, 0) + _line(key, 1) + _line(key, 3)
    target.write_text(target.read_text() + _line(key, 4)[:30])  # torn by a kill: cut before appending
    assert rows_tool.sync(tmp_path / "none.jsonl", target, key) == 3
    assert target.read_text().endswith(_line(key, 3))
    assert not list(tmp_path.glob("*.part"))
    other = tournament_key("copas", 3, "hard", "random", 11, True, {})
    source.write_text(_line(other, 5))
    with pytest.raises(ValueError, match="another tournament"):
        rows_tool.sync(source, target, key)


FAKE_MAIN = """\
# A stand-in for main.py at a row's commit: plays no game, appends the deals it is given.
import argparse, json, os, subprocess, sys, time
from pathlib import Path

parser = argparse.ArgumentParser()
parser.add_argument("command")
parser.add_argument("--keep")
known, _ = parser.parse_known_args()
assert known.command == "tournament" and Path(known.keep).is_absolute() and Path("main.py").exists()
home = Path(os.environ["ROWS_TEST_HOME"])
lines = Path(os.environ["ROWS_TEST_LINES"]).read_text().splitlines(True)
child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])  # a worker
Path(os.environ["ROWS_TEST_CHILD"]).write_text(str(child.pid))
with open(known.keep, "a") as out:
    for n, line in enumerate(lines):
        if n == len(lines) - 1 and os.environ.get("ROWS_TEST_WAIT_HOME"):
            # the last deal only once the others reached the repository's folder mid-run
            end = time.monotonic() + 15
            while home.read_text().count("\\n") < n if home.exists() else True:
                if time.monotonic() > end:
                    sys.exit(1)
                time.sleep(0.05)
        out.write(line)
        out.flush()
time.sleep(float(os.environ.get("ROWS_TEST_SLEEP", "0")))
child.kill()
sys.exit(int(os.environ.get("ROWS_TEST_STATUS", "0")))
"""


def _repo(tmp_path: Path) -> tuple[Path, str]:
    """A scratch repository whose one commit holds the stand-in main.py."""
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / "main.py").write_text(FAKE_MAIN)
    git = ["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    subprocess.run([*git, "add", "main.py"], check=True)
    subprocess.run([*git, "commit", "-q", "-m", "row"], check=True)
    commit = subprocess.run([*git, "rev-parse", "--short=7", "HEAD"], check=True, capture_output=True, text=True)
    return repo, commit.stdout.strip()


@dataclass
class Scene:
    row: Any
    plan: Any
    home: Path
    child_pid: Path
    key: dict


def _scene(rows_tool: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, deals: int, give: int,
           deadline_s: float | None, sync_every_s: float = 0.1, **env: str) -> Scene:
    """A row of ``deals`` deals at the scratch commit, whose stand-in tournament appends ``give``."""
    repo, commit = _repo(tmp_path)
    folder = tmp_path / "tournaments"
    folder.mkdir()
    key = tournament_key("copas", 3, "hard", "easy", 11, True, {})
    row = rows_tool.Row(f"copas_3_hard_easy_games_seed11_at_{commit}.jsonl", deals, key)
    lines = tmp_path / "lines"
    lines.write_text("".join(_line(key, d) for d in range(give)))
    deadline = None if deadline_s is None else time.monotonic() + deadline_s
    plan = rows_tool.Plan(repo, folder, tmp_path / "work", deadline, sync_every_s=sync_every_s)
    scene = Scene(row, plan, folder / row.keep, tmp_path / "child", key)
    for name, value in {"ROWS_TEST_LINES": str(lines), "ROWS_TEST_HOME": str(scene.home),
                        "ROWS_TEST_CHILD": str(scene.child_pid), **env}.items():
        monkeypatch.setenv(name, value)
    return scene


def _gone(pid: int) -> bool:
    end = time.monotonic() + 10
    while time.monotonic() < end:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.05)
    return False


def test_a_row_is_played_in_its_commits_worktree_and_its_deals_come_home_as_they_finish(
    rows_tool: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _scene(rows_tool, tmp_path, monkeypatch, 3, 3, None, ROWS_TEST_WAIT_HOME="1")
    scene.home.write_text(_line(scene.key, 0))  # one deal already kept: the stand-in appends after it
    assert rows_tool.play(scene.row, scene.plan) == "done"  # its last deal waited for the first two at home
    assert (tmp_path / "work" / f"at_{scene.row.commit}" / "main.py").exists()
    assert sorted(read_kept(scene.home, scene.key).deals) == [0, 1, 2]
    assert rows_tool.play(scene.row, scene.plan) == "done"  # nothing left to play: no tournament started


def test_a_row_stops_when_the_time_is_up_its_finished_deals_kept_and_its_workers_ended(
    rows_tool: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _scene(rows_tool, tmp_path, monkeypatch, 50, 2, 2.0, ROWS_TEST_SLEEP="60")
    assert rows_tool.play(scene.row, scene.plan) == "stopped"
    assert len(read_kept(scene.home, scene.key).deals) == 2
    assert _gone(int(scene.child_pid.read_text()))


def test_a_signal_to_the_player_ends_the_row_and_still_brings_its_deals_home(
    rows_tool: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _scene(rows_tool, tmp_path, monkeypatch, 50, 2, None, 60.0, ROWS_TEST_SLEEP="60")  # no copy before the stop
    before = signal.signal(signal.SIGTERM, rows_tool._exit_on)
    timer = threading.Timer(3.0, os.kill, (os.getpid(), signal.SIGTERM))
    timer.start()
    try:
        with pytest.raises(SystemExit):
            rows_tool.play(scene.row, scene.plan)
    finally:
        timer.cancel()
        signal.signal(signal.SIGTERM, before)
    assert len(read_kept(scene.home, scene.key).deals) == 2
    assert _gone(int(scene.child_pid.read_text()))


def test_a_tournament_that_ends_short_is_said_to_have_failed(
    rows_tool: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _scene(rows_tool, tmp_path, monkeypatch, 50, 1, None, ROWS_TEST_STATUS="1")
    assert rows_tool.play(scene.row, scene.plan) == "failed"
    assert len(read_kept(scene.home, scene.key).deals) == 1


HOLD_LOCK = """\
import fcntl, os, sys, time
fd = os.open(sys.argv[1], os.O_CREAT | os.O_RDWR)
fcntl.flock(fd, fcntl.LOCK_EX)
print("held", flush=True)
time.sleep(float(sys.argv[2]))
"""


def test_a_row_another_run_is_playing_is_passed_over_and_taken_once_that_run_is_gone(
    rows_tool: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("fcntl")  # the rows' locks are flock's (on Windows every row is one run's)
    scene = _scene(rows_tool, tmp_path, monkeypatch, 2, 2, None)
    lock = rows_tool.lock_path(scene.plan.folder, scene.row)
    lock.parent.mkdir()
    other = subprocess.Popen([sys.executable, "-c", HOLD_LOCK, str(lock), "60"], stdout=subprocess.PIPE, text=True)
    try:
        assert other.stdout is not None and other.stdout.readline() == "held\n"
        assert rows_tool.play(scene.row, scene.plan) == "elsewhere"
        assert not scene.home.exists() and not (tmp_path / "work").exists()  # no worktree, no tournament
    finally:
        other.kill()
        other.wait()
    assert rows_tool.play(scene.row, scene.plan) == "done"  # the lock went with the run that held it
    assert sorted(read_kept(scene.home, scene.key).deals) == [0, 1]
    with rows_tool.claimed(scene.plan.folder, scene.row) as free:
        assert free  # and this run let go of it when the row ended
        with rows_tool.claimed(scene.plan.folder, scene.row) as again:
            assert not again  # held: a second claim, even from the same process, is refused


def test_the_process_hours_left_follow_the_decisions_the_kept_deals_searched(rows_tool: ModuleType, tmp_path: Path) -> None:
    key = tournament_key("copas", 3, "hard", "easy", 11, True, {})
    row = rows_tool.Row("copas_3_hard_easy_games_seed11_at_abc1234.jsonl", 10, key)
    path = tmp_path / row.keep
    assert rows_tool.row_cost(path, row).hours is None and "not begun" in rows_tool.describe(path, row)
    path.write_text(_line(key, 0) + _line(key, 1))  # 3 searched decisions a deal, 8 deals to go
    assert rows_tool.row_cost(path, row).hours == pytest.approx(8 * 3 * rows_tool.DECISION_S / 3600)
    assert rows_tool.describe(path, row).startswith("   2 of   10")


def test_a_row_not_begun_is_costed_at_the_pace_of_the_kept_row_most_like_it(rows_tool: ModuleType, tmp_path: Path) -> None:
    def keep(name: str, key: dict, deals: int, searched: int) -> None:
        games = [[0, 1.0, 2.0, [3.0, 1.0, 0.0], [900, searched]]]
        lines = [json.dumps({"tournament": key, "deal": d, "games": games}) for d in range(deals)]
        (tmp_path / name).write_text("\n".join(lines) + "\n")

    games = {"game": "copas", "players": 4, "seed": 11, "whole_games": True}
    keep("a_at_1111111.jsonl", {**games, "a": "hard", "b": "random", "options": {}}, 30, 400)
    keep("b_at_2222222.jsonl", {**games, "a": "hard", "b": "easy", "options": {}}, 5, 500)
    keep("c_at_3333333.jsonl", {**games, "a": "oracle", "b": "easy", "options": {"x": True}}, 50, 600)
    keep("d_at_4444444.jsonl", {**games, "a": "normal", "b": "easy", "options": {}}, 50, 700)  # not hard's pace
    keep("e_at_5555555.jsonl", {**games, "whole_games": False, "a": "hard", "b": "easy", "options": {}}, 50, 9)
    paces = rows_tool.kept_paces(tmp_path)
    assert sorted(p.keep for p in paces) == ["a_at_1111111.jsonl", "b_at_2222222.jsonl", "c_at_3333333.jsonl", "e_at_5555555.jsonl"]

    def row(b: str, options: dict, whole: bool = True, players: int = 4) -> Any:
        key = tournament_key("copas", players, "hard", b, 11, whole, options)
        return rows_tool.Row(f"copas_{players}_hard_{b}_x_at_abc1234.jsonl", 10, key)

    assert rows_tool.like_pace(row("easy", {}), paces).keep == "b_at_2222222.jsonl"  # options and B alike
    assert rows_tool.like_pace(row("random", {"x": True}), paces).keep == "c_at_3333333.jsonl"  # options first
    assert rows_tool.like_pace(row("random", {"y": 1}), paces).keep == "a_at_1111111.jsonl"  # then B
    assert rows_tool.like_pace(row("easy", {}, players=5), paces) is None
    cost = rows_tool.row_cost(tmp_path / "none.jsonl", row("easy", {}), paces)
    assert cost.held == 0 and cost.paced_by == "b_at_2222222.jsonl"
    assert cost.hours == pytest.approx(10 * 500 * rows_tool.DECISION_S / 3600)
    line = rows_tool.describe(tmp_path / "none.jsonl", row("easy", {}), paces)
    assert "about   1.2 process-hours" in line and line.endswith("(not begun: paced by b_at_2222222.jsonl)")
    unknown = rows_tool.row_cost(tmp_path / "none.jsonl", row("easy", {}, players=5), paces)
    assert unknown.hours is None and "not begun" in rows_tool.describe(tmp_path / "none.jsonl", row("easy", {}, players=5), paces)
    assert rows_tool.total_line([cost, unknown, rows_tool.Cost(3, 2.0)]) == (
        "About 3.2 process-hours left in all (1.6 hours of the clock for one run of 2 processes, 0.8 for 2 runs side by side),"
        " besides 1 row not begun"
        " with no kept row of the kind to go by."
    )
    assert rows_tool.total_line([rows_tool.Cost(3, 2.0)]) == (
        "About 2.0 process-hours left in all (1.0 hours of the clock for one run of 2 processes, 0.5 for 2 runs side by side)."
    )
    assert "(1.0 hours of the clock for one run of 4 processes, 0.5 for 2 runs side by side)" in rows_tool.total_line([rows_tool.Cost(3, 4.0)], 4)


def test_until_a_time_of_day_is_the_next_one_to_come(rows_tool: ModuleType) -> None:
    from datetime import datetime

    now = datetime(2026, 12, 6, 4, 21, 30)
    assert rows_tool.hours_until(6, 34, now) == pytest.approx(2 + 12.5 / 60)
    assert rows_tool.hours_until(4, 0, now) == pytest.approx(24 - 21.5 / 60)  # passed today: tomorrow's
    assert rows_tool.clock_time("06:34") == (6, 34)
    for bad in ("6", "25:00", "06:60", "six"):
        with pytest.raises(argparse.ArgumentTypeError, match="not a time of day"):
            rows_tool.clock_time(bad)


def test_only_keeps_the_rows_its_words_name_and_refuses_a_word_that_names_none(rows_tool: ModuleType) -> None:
    key = tournament_key("copas", 4, "hard", "easy", 11, True, {})
    names = ["copas_4_hard_easy_games_seed11_at_abc1234.jsonl", "copas_4_oracle_easy_games_seed11_at_abc1234.jsonl",
             "copas_5_hard_easy_games_seed11_at_abc1234.jsonl"]
    rows = [rows_tool.Row(name, 50, key) for name in names]
    assert rows_tool.only_rows(rows, []) == rows
    assert [r.keep for r in rows_tool.only_rows(rows, ["4_hard"])] == names[:1]
    assert [r.keep for r in rows_tool.only_rows(rows, ["copas_5", "oracle"])] == names[1:]  # the queue's order
    with pytest.raises(rows_tool.QueueError, match="--only copas_6: no row"):
        rows_tool.only_rows(rows, ["copas_5", "copas_6"])


def test_only_on_the_command_line_lists_just_its_rows_and_says_what_a_typo_named(rows_tool: ModuleType, capsys: pytest.CaptureFixture[str]) -> None:
    first = rows_tool.read_queue(rows_tool.QUEUE, rows_tool.FOLDER)[0].keep
    assert rows_tool.main(["--list", "--only", first]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and first in lines[0] and lines[1].startswith("About ")
    assert rows_tool.main(["--list", "--only", "no_such_row"]) == 2
    assert "--only no_such_row: no row of the queue" in capsys.readouterr().err
