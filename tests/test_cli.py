"""The command line: games, play, bench, the window entry, and every bad-argument path.

Commands run in-process through ``cli.main`` (fast); one test runs ``main.py`` as a subprocess.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import re
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest

import cli
from cli import bench, bench_package
from cli import play as cli_play
from rules.core.options import OptionSpec
from rules.core.registry import all_games

ROOT = Path(__file__).resolve().parent.parent


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def last_json(out: str) -> dict[str, Any]:
    return json.loads(out.strip().splitlines()[-1])


def every_setup() -> list[tuple[str, int, tuple[str, ...]]]:
    """(game, players, --option arguments) for every player count and option combination."""
    setups = []
    for info in all_games().values():
        combos = itertools.product(
            *[[f"{o.key}={OptionSpec.format(v)}" for v in o.choices] for o in info.options]
        )
        for options, players in itertools.product(list(combos), info.player_counts):
            setups.append((info.id, players, options))
    return setups


# --- games ---------------------------------------------------------------------------------------
def test_games_json_lists_every_registered_game_with_counts_and_options(capsys):
    code, out, err = run_cli(capsys, "games", "--json")
    assert code == 0 and err == ""
    listed = {g["id"]: g for g in json.loads(out)["games"]}
    games = all_games()
    assert list(listed) == list(games)
    for game_id, info in games.items():
        entry = listed[game_id]
        assert entry["title"] == info.title
        assert entry["players"] == list(info.player_counts)
        assert [o["key"] for o in entry["options"]] == [o.key for o in info.options]
        for shown, spec in zip(entry["options"], info.options):
            assert shown["values"] == list(spec.choices)
            assert shown["default"] == spec.default


def test_games_text_names_every_game_and_option(capsys):
    code, out, _ = run_cli(capsys, "games")
    assert code == 0
    for info in all_games().values():
        assert info.id in out and info.title in out
        for option in info.options:
            assert f"--option {option.key}=" in out


# --- help ----------------------------------------------------------------------------------------
def _commands() -> list[str]:
    from cli.args import build_parser

    subparsers = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    return sorted(subparsers.choices)


def test_the_help_list_holds_the_main_commands():
    assert {"games", "play", "replay", "bench", "tournament"} <= set(_commands())


@pytest.mark.parametrize("argv", [["--help"]] + [[command, "--help"] for command in _commands()])
def test_every_command_has_help(capsys, argv):
    code, out, _ = run_cli(capsys, *argv)
    assert code == 0
    assert "usage: main.py" in out
    assert "%%" not in out  # a description is not %-formatted: "95%%" would show as it is


def test_play_help_names_every_flag(capsys):
    _, out, _ = run_cli(capsys, "play", "--help")
    for flag in ("--game", "--players", "--seed", "--bots", "--option", "--record", "--verbose"):
        assert flag in out


# --- play ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("game,players,options", every_setup())
def test_play_finishes_every_player_count_and_option(capsys, game, players, options):
    argv = ["play", "--game", game, "--players", str(players), "--seed", "11"]
    for option in options:
        argv += ["--option", option]
    code, out, err = run_cli(capsys, *argv)
    assert code == 0, err
    result = last_json(out)
    assert result["game"] == game and result["players"] == players
    assert result["finished"] is True
    assert result["seed"] == 11
    assert len(result["scores"]) == players
    assert result["winners"] or result["winner_not_seated"]
    assert all(0 <= s < players for s in result["winners"])
    # Each round: one entry per seat, then one per scoring column that is no seat (Ea-Nasir).
    extra = [len(r.get("extra_columns", ())) for r in result["breakdown"]]
    assert result["rounds"] and [len(points) for points in result["rounds"]] == [players + e for e in extra]
    start = result.get("starting_score", 0) * players  # a score every seat has before round 1 (coins)
    assert sum(sum(points[:players]) for points in result["rounds"]) + start == pytest.approx(sum(result["scores"]))
    chosen = dict(o.split("=") for o in options)
    for key, text in chosen.items():
        assert OptionSpec.format(result["options"][key]) == text


def test_play_is_reproducible_from_its_seed(capsys):
    argv = ("play", "--game", "copas", "--players", "4", "--seed", "3", "--bots", "easy,random,easy,random")
    first = last_json(run_cli(capsys, *argv)[1])
    second = last_json(run_cli(capsys, *argv)[1])
    assert first == second


def test_play_without_seed_reports_the_seed_it_drew(capsys):
    _, out, _ = run_cli(capsys, "play", "--game", "assassins_trick", "--players", "2")
    seed = last_json(out)["seed"]
    _, again, _ = run_cli(capsys, "play", "--game", "assassins_trick", "--players", "2", "--seed", str(seed))
    assert last_json(again) == last_json(out)


def test_play_prints_human_lines_before_the_json(capsys):
    _, out, _ = run_cli(capsys, "play", "--game", "copas", "--players", "3", "--seed", "1")
    lines = out.strip().splitlines()
    assert lines[0].startswith("Copas: 3 players, seed 1")
    assert any(line.startswith("Scores") for line in lines[:-1])
    assert any(line.startswith("Winner") for line in lines[:-1])
    assert "Game over" in "".join(line for line in lines[:-1])


def test_play_verbose_prints_the_game_log_with_seat_names(capsys):
    _, quiet, _ = run_cli(capsys, "play", "--game", "copas", "--players", "4", "--seed", "2")
    _, loud, _ = run_cli(capsys, "play", "--game", "copas", "--players", "4", "--seed", "2", "--verbose")
    assert last_json(loud) == last_json(quiet)
    assert "Seat 0 plays the" in loud and "takes trick" in loud
    assert "Seat 0 plays the" not in quiet
    log = loud.splitlines()[2:]
    assert log[0].startswith("  Round 1; Seat ") and log[0].endswith("starts.")


def test_replay_verbose_prints_the_same_log_as_play(capsys, tmp_path):
    path = tmp_path / "game.json"
    argv = ("play", "--game", "assassins_trick", "--players", "3", "--seed", "4", "--option", "jokers=2")
    _, played, _ = run_cli(capsys, *argv, "--verbose", "--record", str(path))
    _, replayed, _ = run_cli(capsys, "replay", str(path), "--verbose")
    log = [line for line in played.splitlines() if line.startswith("  ")]
    assert log[0].startswith("  The prize is the ")
    assert "  Bids turned up: Seat 0 " in "\n".join(log)
    assert [line for line in replayed.splitlines() if line.startswith("  ")] == log


# The documented trick lines of `replay --verbose` (README): a taker and the card, or a tie, then
# the reason in the game's words after the colon. Assassin's Trick bids for prizes, not tricks.
TRICK_LINES = (
    re.compile(r"^  Seat \d+ takes trick (?P<no>\d+) with the [^:]+?: (?P<reason>\S.*[^.])\.$"),
    re.compile(r"^  Trick (?P<no>\d+) is tied: (?P<reason>\S.*[^.])\.$"),
)
PRIZE_LINES = (
    re.compile(r"^  Seat \d+ takes prize (?P<no>\d+), the [^,]+, with the [^:]+?: (?P<reason>\S.*[^.])\.$"),
    re.compile(r"^  Nobody takes prize (?P<no>\d+), the [^:]+?: (?P<reason>\S.*[^.])\.$"),
)


@pytest.mark.parametrize("game", list(all_games()))
def test_replay_verbose_prints_each_trick_with_its_taker_and_reason(capsys, tmp_path, game):
    """Every finished trick is one line of the documented form, with a reason, in play order."""
    from rules.core.events import TrickOutcome
    from rules.core.record import GameRecord, replay

    info = all_games()[game]
    path = tmp_path / "game.json"
    argv = ("play", "--game", game, "--players", str(max(info.player_counts)), "--seed", "3", "--bots", "random")
    code, _, err = run_cli(capsys, *argv, "--record", str(path))
    assert code == 0, err
    code, out, err = run_cli(capsys, "replay", str(path), "--verbose")
    assert code == 0, err
    _, events = replay(GameRecord.load(path))
    outcomes = [e for e in events if isinstance(e, TrickOutcome)]
    assert outcomes, f"{game} ended no trick with a TrickOutcome"
    forms = PRIZE_LINES if game == "assassins_trick" else TRICK_LINES
    lines = [line for line in out.splitlines() if any(form.match(line) for form in forms)]
    wrong = [
        line for line in out.splitlines()
        if re.match(r"^  (Seat \d+ takes (trick|prize)|Trick \d+ is tied|Nobody takes prize)", line) and line not in lines
    ]
    assert not wrong, f"{game}: trick lines not in the documented form (a reason after the colon): {wrong[:3]}"
    assert len(lines) == len(outcomes), f"{game}: {len(outcomes)} tricks ended, {len(lines)} trick lines printed"
    numbers = [int(next(f.match(line) for f in forms if f.match(line))["no"]) for line in lines]
    assert numbers == [e.trick_no for e in outcomes]


def test_play_with_one_level_per_seat(capsys):
    code, out, err = run_cli(
        capsys, "play", "--game", "assassins_trick", "--players", "3", "--bots", "random,easy,random"
    )
    assert code == 0, err
    assert "Bots: random, easy, random" in out


class _StateSeer:
    """A bot handed the true state, like the oracle; it notes who was still to choose."""

    sees_state = True

    def __init__(self, seed: int, seen: list[tuple[int, ...]]) -> None:
        self.rng = random.Random(seed)
        self.seen = seen

    def choose_state(self, state: Any, seat: int, budget: Any = None) -> Any:
        self.seen.append(tuple(state.to_move()))
        return self.rng.choice(list(state.legal_actions(seat)))


def test_play_decides_a_simultaneous_choice_before_applying_any_of_it(capsys, monkeypatch):
    """Assassin's Trick's bids are sealed: a bot that sees the state must not be handed one with
    another seat's bid already laid (the oracle would read it)."""
    seen: list[tuple[int, ...]] = []
    monkeypatch.setattr(cli_play, "make_bots", lambda setup: [_StateSeer(s, seen) for s in range(setup.players)])
    code, out, err = run_cli(capsys, "play", "--game", "assassins_trick", "--players", "3", "--seed", "4")
    assert code == 0, err
    assert last_json(out)["finished"]
    assert len(seen) >= 3 * 8 and all(seats == (0, 1, 2) for seats in seen)


def test_play_record_to_an_unwritable_path_fails_with_status_1(capsys, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    code, _, err = run_cli(
        capsys, "play", "--game", "copas", "--players", "4", "--seed", "1",
        "--record", str(blocker / "record.json"),
    )
    assert code == 1
    assert "cannot write the record" in err


# --- bad arguments: one line on stderr, exit status 2 ---------------------------------------------
BAD_ARGUMENTS = {
    "unknown command": (["deal"], "invalid choice: 'deal'"),
    "unknown flag": (["play", "--game", "copas", "--players", "4", "--frob"], "unrecognized arguments: --frob"),
    "missing game": (["play", "--players", "4"], "required: --game"),
    "unknown game": (["play", "--game", "poker", "--players", "4"], "unknown game 'poker'"),
    "too many players": (["play", "--game", "copas", "--players", "6"], "Copas is for 3 to 5 players, not 6"),
    "too few players": (["play", "--game", "assassins_trick", "--players", "1"], "is for 2 or 3 players, not 1"),
    "players not a number": (["play", "--game", "copas", "--players", "four"], "invalid int value: 'four'"),
    "seed not a number": (["play", "--game", "copas", "--players", "4", "--seed", "x"], "invalid int value: 'x'"),
    "unknown option key": (["play", "--game", "copas", "--players", "4", "--option", "jokers=1"], "unknown option 'jokers'"),
    "unknown option value": (["play", "--game", "assassins_trick", "--players", "2", "--option", "jokers=3"], "jokers cannot be '3'"),
    "option without value": (["play", "--game", "copas", "--players", "4", "--option", "no_cups_on_first_trick"], "KEY=VALUE"),
    "too few bot levels": (["play", "--game", "copas", "--players", "4", "--bots", "easy,easy"], "lists 2 levels for 4 seats"),
    "too many bot levels": (["play", "--game", "assassins_trick", "--players", "2", "--bots", "easy,easy,easy"], "lists 3 levels for 2 seats"),
    "unknown bot level": (["play", "--game", "copas", "--players", "4", "--bots", "easy,genius,easy,easy"], "unknown bot level 'genius'"),
    "unknown bench flag": (["bench", "--slow"], "unrecognized arguments: --slow"),
    "replay without file": (["replay"], "required: FILE"),
    "unknown command after flags": (["deal", "--fast"], "invalid choice: 'deal'"),
}


@pytest.mark.parametrize("argv,message", BAD_ARGUMENTS.values(), ids=BAD_ARGUMENTS.keys())
def test_bad_arguments_exit_2_with_one_line(capsys, argv, message):
    code, out, err = run_cli(capsys, *argv)
    assert code == 2
    assert out == ""
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert message in err
    assert err.startswith("main.py")


# --- the window and pygame -------------------------------------------------------------------------
def test_no_command_opens_the_window(capsys, monkeypatch):
    calls: list[list[str]] = []
    fake = types.ModuleType("game.app")
    fake.run_app = lambda argv: calls.append(argv) or 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.app", fake)
    assert cli.main([]) == 0
    assert calls == [[]]


def test_options_without_a_command_go_to_the_window(monkeypatch):
    calls: list[list[str]] = []
    fake = types.ModuleType("game.app")
    fake.run_app = lambda argv: calls.append(argv) or 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.app", fake)
    assert cli.main(["--size", "960x600", "--windowed"]) == 0
    assert calls == [["--size", "960x600", "--windowed"]]


def test_the_window_s_own_argument_errors_become_an_exit_status(monkeypatch):
    def run_app(argv: list[str]) -> int:
        raise SystemExit(2)

    fake = types.ModuleType("game.app")
    fake.run_app = run_app  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.app", fake)
    assert cli.main(["--frob"]) == 2


def test_no_command_without_the_window_module_says_so(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "game.app", None)
    code, _, err = run_cli(capsys)
    assert code == 1
    assert "window is not available" in err


def test_headless_commands_never_import_pygame(capsys, monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "pygame", None)  # any `import pygame` now fails
    record = tmp_path / "game.json"
    assert run_cli(capsys, "games")[0] == 0
    assert run_cli(capsys, "games", "--json")[0] == 0
    assert run_cli(capsys, "play", "--game", "copas", "--players", "5", "--record", str(record))[0] == 0
    assert run_cli(capsys, "replay", str(record))[0] == 0
    assert run_cli(capsys, "play", "--help")[0] == 0


# --- bench ---------------------------------------------------------------------------------------
def rules_figures() -> set[str]:
    """Every figure the registry asks the bench for: each game's speed targets."""
    from rules.core.registry import all_games

    return {f"{game}.{name}" for game, info in all_games().items() for name in info.speed_targets}


RULES_FIGURES = rules_figures()


def test_the_bench_measures_both_figures_of_every_game() -> None:
    assert {"copas.random_actions_per_s", "assassins_trick.easy_decisions_per_s"} <= RULES_FIGURES
    for game in {name.split(".")[0] for name in RULES_FIGURES}:
        assert {f"{game}.random_actions_per_s", f"{game}.easy_decisions_per_s"} <= RULES_FIGURES


@pytest.fixture
def short_bench(monkeypatch, tmp_path, no_speed_reference):
    monkeypatch.setattr(bench, "QUICK_MEASURE_S", 0.01)
    monkeypatch.setattr(bench, "search_figures", lambda seconds, decisions: iter(()))  # tests/test_levels.py
    # the memory and package figures are tried in tests/test_bench_figures.py; here: none, no build
    monkeypatch.setattr(bench, "_memory_figures", lambda quick, env: ({}, []))
    monkeypatch.setattr(bench_package, "ROOT", tmp_path)


def test_bench_json_includes_the_table_figures_when_game_bench_exists(capsys, monkeypatch, short_bench):
    calls: list[bool] = []
    fake = types.ModuleType("game.bench")

    def table_figures(quick: bool) -> dict[str, float]:
        calls.append(quick)
        return {"table.frame_ms_p95": 4.0, "table.idle_cpu_percent": 1.0}

    fake.table_figures = table_figures  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.bench", fake)
    code, out, _ = run_cli(capsys, "bench", "--quick", "--json")
    assert code == 0
    figures = json.loads(out)
    assert set(figures) == RULES_FIGURES | {"table.frame_ms_p95", "table.idle_cpu_percent"}
    assert all(value > 0 for value in figures.values())
    assert calls == [True]


def test_bench_text_shows_each_target_and_verdict(capsys, monkeypatch, short_bench):
    fake = types.ModuleType("game.bench")
    fake.table_figures = lambda quick: {"table.frame_ms_p95": 20.0, "app.start_to_first_frame_s": 0.5}  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.bench", fake)
    code, out, _ = run_cli(capsys, "bench", "--quick")
    assert code == 0
    lines = {line.split()[0]: line for line in out.strip().splitlines()}
    assert "≥ 200000" in lines["copas.random_actions_per_s"]
    assert "≥ 100000" in lines["assassins_trick.random_actions_per_s"]
    assert "≥ 5000" in lines["copas.easy_decisions_per_s"]
    assert re.search(r"≤ 8\s+BELOW$", lines["table.frame_ms_p95"])
    assert re.search(r"≤ 1.5\s+OK$", lines["app.start_to_first_frame_s"])
    for name in RULES_FIGURES:
        assert lines[name].endswith(("OK", "BELOW"))


def test_bench_without_game_bench_says_the_table_figures_are_missing(capsys, monkeypatch, short_bench):
    monkeypatch.setitem(sys.modules, "game.bench", None)
    code, out, _ = run_cli(capsys, "bench", "--quick")
    assert code == 0
    assert "table figures: not available" in out
    code, out, err = run_cli(capsys, "bench", "--quick", "--json")
    assert code == 0
    assert set(json.loads(out)) == RULES_FIGURES
    assert "table figures: not available" in err


# --- the real program, once, in a subprocess -------------------------------------------------------
def test_main_py_runs_as_a_program():
    games = subprocess.run(
        [sys.executable, "main.py", "games", "--json"], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert games.returncode == 0, games.stderr
    assert [g["id"] for g in json.loads(games.stdout)["games"]] == list(all_games())
    bad = subprocess.run(
        [sys.executable, "main.py", "play", "--game", "copas", "--players", "4", "--frob"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )
    assert bad.returncode == 2
    assert bad.stdout == ""
    assert bad.stderr.strip() == "main.py: error: unrecognized arguments: --frob"


# --- README and CI agree -------------------------------------------------------------------------
def test_ci_runs_exactly_the_readme_test_and_build_commands():
    """.ci/run runs the README's test and build commands step for step (each venv is created only
    when missing), then the built program's smoke test; the run command installs the game's needs only."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    commands = re.findall(r"^python3 -m venv \.venv && .*$", readme, flags=re.MULTILINE)
    assert len(commands) >= 2, "the README opens with the install-and-run and install-and-test commands"
    run_command, test_command = commands[0], commands[1]
    assert run_command.split(" && ")[1] == ".venv/bin/pip install -r requirements.txt"
    assert "-r requirements-test.txt" in test_command.split(" && ")[1]
    pytest_part = test_command.split(" && ")[-1].strip()
    assert pytest_part.startswith(".venv/bin/python -m pytest")
    assert "-n 2" in pytest_part
    builds = re.findall(r"^python3 -m venv \.venv-build && .*$", readme, flags=re.MULTILINE)
    assert len(builds) == 1, "the README gives the build command, on one line"
    assert builds[0].endswith("cardtable.spec")
    ci_lines = {line.strip() for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()}
    for command in (test_command, builds[0]):
        for step in command.split(" && ")[1:]:
            assert step.strip() in ci_lines, f".ci/run does not run the README's {step.strip()!r}"
    assert "dist/cardtable/cardtable smoke-test" in ci_lines


def test_play_names_a_winner_who_has_no_seat(capsys) -> None:
    """The Trickster Proposition's Ea-Nasir can win the game without a seat (seed 5, random bots)."""
    code, out, err = run_cli(capsys, "play", "--game", "trickster_proposition", "--players", "2", "--seed", "5", "--bots", "random")
    assert code == 0, err
    result = last_json(out)
    assert result["winners"] == [] and result["winner_not_seated"] == "Ea-Nasir"
    assert "Winner: Ea-Nasir" in out


# --- check-save (issue 15) -----------------------------------------------------------------------
def test_check_save_has_help_and_runs_headless(capsys, monkeypatch, tmp_path):
    code, out, _ = run_cli(capsys, "check-save", "--help")
    assert code == 0 and "usage: main.py check-save" in out and "exit status 0 if it is valid, 1 if not" in " ".join(out.split())
    monkeypatch.setitem(sys.modules, "pygame", None)  # any `import pygame` now fails
    record = tmp_path / "game.json"
    assert run_cli(capsys, "play", "--game", "copas", "--players", "4", "--seed", "3", "--record", str(record))[0] == 0
    save = tmp_path / "save.json"
    data = json.loads(record.read_text(encoding="utf-8"))
    data["seats"] = [{"name": n, "kind": "bot", "level": "easy"} for n in ("A", "B", "C", "D")]
    save.write_text(json.dumps(data), encoding="utf-8")
    settings = tmp_path / "settings.json"
    settings.write_text('{"volume": 0.5}', encoding="utf-8")
    for path, kind in ((record, "game record"), (save, "saved game"), (settings, "settings file")):
        code, out, err = run_cli(capsys, "check-save", str(path))
        assert (code, err) == (0, "") and out.startswith(f"{path}: a valid {kind}")


def test_check_save_never_prints_a_traceback_as_a_program(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 1, "game": "tavern_tricks", "players": 4, "actions": [[0, "stake \\u00b2"]]}',
                   encoding="utf-8")
    run = subprocess.run([sys.executable, "main.py", "check-save", str(bad)], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert (run.returncode, run.stderr) == (1, "")
    assert run.stdout == f"{bad}: not a valid game record: action 0 is not plain printable ASCII text: 'stake ²'\n"
