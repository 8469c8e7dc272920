"""tools/play_rows.py: the queue of bot-strength rows, played on from their keep files."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from cli.args import build_parser
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
        main_count = row.key["players"] == info.bench_players
        assert row.deals >= (200 if main_count else 50), row.keep
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


def test_sync_copies_whole_lines_only_and_never_makes_a_file_hold_fewer_deals(rows_tool: ModuleType, tmp_path: Path) -> None:
    key = tournament_key("copas", 3, "hard", "easy", 11, True, {})
    source, target = tmp_path / "running.jsonl", tmp_path / "kept.jsonl"
    source.write_text(_line(key, 0) + _line(key, 1) + _line(key, 2)[:40])  # a line being written
    assert rows_tool.sync(source, target, key) == 2
    assert target.read_text() == _line(key, 0) + _line(key, 1)
    source.write_text(_line(key, 0))  # fewer: the target keeps its two
    assert rows_tool.sync(source, target, key) == 2
    assert len(target.read_text().splitlines()) == 2
    assert not list(tmp_path.glob("*.part"))


def _repo(tmp_path: Path) -> tuple[Path, str]:
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / "main.py").write_text("# a row's commit\n")
    git = ["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    subprocess.run([*git, "add", "main.py"], check=True)
    subprocess.run([*git, "commit", "-q", "-m", "row"], check=True)
    commit = subprocess.run([*git, "rev-parse", "--short=7", "HEAD"], check=True, capture_output=True, text=True)
    return repo, commit.stdout.strip()


def _writer(path: Path, key: dict, deals: int, then_sleep_s: float, status: int = 0) -> list[str]:
    """A stand-in tournament: appends ``deals`` deals to ``path``, sleeps, exits with ``status``."""
    lines = "".join(_line(key, d) for d in range(deals))
    code = (
        f"import sys, time, pathlib\n"
        f"with pathlib.Path({str(path)!r}).open('a') as f: f.write({lines!r})\n"
        f"time.sleep({then_sleep_s})\nsys.exit({status})\n"
    )
    return [sys.executable, "-c", code]


def test_a_row_is_played_in_its_commits_worktree_and_its_deals_come_home(rows_tool: ModuleType, tmp_path: Path) -> None:
    repo, commit = _repo(tmp_path)
    folder = tmp_path / "tournaments"
    folder.mkdir()
    key = tournament_key("copas", 3, "hard", "easy", 11, True, {})
    row = rows_tool.Row(f"copas_3_hard_easy_games_seed11_at_{commit}.jsonl", 3, key)
    (folder / row.keep).write_text(_line(key, 0))  # one deal already kept: copied to the work folder first
    plan = rows_tool.Plan(repo, folder, tmp_path / "work", None, sync_every_s=0.1)
    running = (tmp_path / "work" / "keep" / row.keep).resolve()
    command = _writer(running, key, 3, 0.0)
    assert rows_tool.play(row, plan, command) == "done"
    assert (tmp_path / "work" / f"at_{commit}" / "main.py").exists()
    assert len(read_kept(folder / row.keep, key).deals) == 3
    assert rows_tool.play(row, plan, [sys.executable, "-c", "raise SystemExit(3)"]) == "done"  # nothing left to play


def test_a_row_stops_when_the_time_is_up_with_its_finished_deals_kept(rows_tool: ModuleType, tmp_path: Path) -> None:
    repo, commit = _repo(tmp_path)
    folder = tmp_path / "tournaments"
    folder.mkdir()
    key = tournament_key("copas", 3, "hard", "easy", 11, True, {})
    row = rows_tool.Row(f"copas_3_hard_easy_games_seed11_at_{commit}.jsonl", 50, key)
    running = (tmp_path / "work" / "keep" / row.keep).resolve()
    plan = rows_tool.Plan(repo, folder, tmp_path / "work", time.monotonic() + 1.5, sync_every_s=0.2)
    started = time.monotonic()
    assert rows_tool.play(row, plan, _writer(running, key, 2, 60.0)) == "stopped"
    assert time.monotonic() - started < 30  # the sleeping stand-in was ended, not waited out
    assert len(read_kept(folder / row.keep, key).deals) == 2
    failing = rows_tool.Plan(repo, folder, tmp_path / "work", None, sync_every_s=0.2)
    assert rows_tool.play(row, failing, _writer(running, key, 0, 0.0, status=1)) == "failed"


def test_the_core_hours_left_follow_the_decisions_the_kept_deals_searched(rows_tool: ModuleType, tmp_path: Path) -> None:
    key = tournament_key("copas", 3, "hard", "easy", 11, True, {})
    row = rows_tool.Row("copas_3_hard_easy_games_seed11_at_abc1234.jsonl", 10, key)
    path = tmp_path / row.keep
    assert rows_tool.core_hours_left(path, row) is None and "not begun" in rows_tool.describe(path, row)
    path.write_text(_line(key, 0) + _line(key, 1))  # 3 searched decisions a deal, 8 deals to go
    assert rows_tool.core_hours_left(path, row) == pytest.approx(8 * 3 * rows_tool.DECISION_CORE_S / 3600)
    assert rows_tool.describe(path, row).startswith("   2 of   10")
