"""Quick start: ``main.py --game GAME --players N ...`` opens the window straight at the table;
every mistake is one clear line and exit status 2, before any window opens."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from cli import main as cli_main
from game.app import App, WindowUsageError, open_app, parse_window_args
from game.match import BOT, HUMAN
from game.quick_start import QuickStartError
from game.scenes.table import TableScene
from game.scenes.title import TitleScene
from rules.ai.base import DEFAULT_LEVEL, bot_levels
from rules.core.registry import all_games

ROOT = Path(__file__).resolve().parent.parent


def first_game() -> Any:
    return next(iter(all_games().values()))


def a_game_with_options() -> Any:
    return next(info for info in all_games().values() if info.options)


def window_for(argv: list[str], app_paths: Any) -> App:
    """The headless app the arguments open (with the test's own user folders)."""
    return open_app(parse_window_args(argv), headless=True, paths=app_paths)


# --- what it opens -------------------------------------------------------------------------------------
def test_no_game_opens_the_title() -> None:
    window = parse_window_args(["--size", "1280x720"])
    assert window.match is None and window.size == (1280, 720)


def test_the_human_sits_in_seat_0_with_bots_at_the_default_level() -> None:
    info = first_game()
    players = max(info.player_counts)
    window = parse_window_args(["--game", info.id, "--players", str(players), "--seed", "7"])
    match = window.match
    assert match is not None and match.info.id == info.id and match.players == players
    assert match.record.seed == 7
    assert [s.kind for s in match.seats] == [HUMAN] + [BOT] * (players - 1)
    assert match.seats[0].name == "You"
    assert [s.level for s in match.seats[1:]] == [DEFAULT_LEVEL] * (players - 1)
    assert len({s.name for s in match.seats}) == players  # every seat has its own name


def test_bot_levels_one_for_all_or_one_per_bot_seat() -> None:
    info = first_game()
    players = min(info.player_counts)
    levels = bot_levels(info.id)
    one = parse_window_args(["--game", info.id, "--players", str(players), "--bots", levels[0]]).match
    assert one is not None and [s.level for s in one.seats if not s.is_human] == [levels[0]] * (players - 1)
    each = [levels[i % len(levels)] for i in range(players - 1)]
    per_seat = parse_window_args(["--game", info.id, "--players", str(players), "--bots", ",".join(each)]).match
    assert per_seat is not None and [s.level for s in per_seat.seats if not s.is_human] == each


def test_hot_seat_humans() -> None:
    info = next(g for g in all_games().values() if max(g.player_counts) >= 3)
    players = max(g for g in info.player_counts if g >= 3)
    match = parse_window_args(["--game", info.id, "--players", str(players), "--humans", "2,0"]).match
    assert match is not None
    assert match.human_seats() == [0, 2]
    assert [match.name(s) for s in (0, 2)] == ["Player 1", "Player 3"]
    assert match.seats[1].kind == BOT


def test_options_are_set() -> None:
    info = a_game_with_options()
    spec = info.options[0]
    other = next(c for c in spec.choices if c != spec.default)
    match = parse_window_args(["--game", info.id, "--players", str(info.player_counts[0]), "--option", f"{spec.key}={other}"]).match
    assert match is not None and match.record.options[spec.key] == other


def test_the_app_opens_on_the_table_with_the_right_seats(app_paths: Any) -> None:
    info = first_game()
    players = min(info.player_counts)
    app = window_for(["--game", info.id, "--players", str(players), "--seed", "3"], app_paths)
    try:
        table = app.stack.top
        assert isinstance(table, TableScene)
        assert [type(s) for s in app.stack][0] is TitleScene  # leaving the table goes to the title
        match = table.match
        assert match.info.id == info.id and match.players == players and match.human_seats() == [0]
        app.step()
    finally:
        app.close()


# --- mistakes --------------------------------------------------------------------------------------------
def _mistakes() -> list[tuple[list[str], str]]:
    info = first_game()
    n = str(min(info.player_counts))
    bad_count = str(max(info.player_counts) + 1)
    return [
        (["--game", "no_such_game", "--players", "3"], "unknown game 'no_such_game'"),
        (["--game", info.id], "--game needs --players"),
        (["--game", info.id, "--players", bad_count], f"not {bad_count}"),
        (["--game", info.id, "--players", "x"], "invalid int value"),
        (["--game", info.id, "--players", n, "--option", "nonsense"], "--option takes KEY=VALUE"),
        (["--game", info.id, "--players", n, "--option", "no_such_option=1"], "unknown option 'no_such_option'"),
        (["--game", info.id, "--players", n, "--bots", "grandmaster"], "unknown bot level 'grandmaster'"),
        (["--game", info.id, "--players", n, "--bots", ",".join([DEFAULT_LEVEL] * (int(n) + 3))], "levels for"),
        (["--game", info.id, "--players", n, "--humans", n], f"no seat {n}"),
        (["--game", info.id, "--players", n, "--humans", "0,0"], "seat 0 twice"),
        (["--game", info.id, "--players", n, "--humans", "one"], "--humans takes seat numbers"),
        (["--players", "3"], "--players needs --game"),
        (["--bots", "easy"], "--bots needs --game"),
        (["--size", "big"], "--size must look like 1280x720"),
    ]


@pytest.mark.parametrize("argv,words", _mistakes(), ids=lambda v: " ".join(v) if isinstance(v, list) else "")
def test_mistakes_are_one_clear_line_and_status_2(argv: list[str], words: str, capsys: Any) -> None:
    with pytest.raises((QuickStartError, WindowUsageError), match=None) as caught:
        parse_window_args(argv)
    assert words in str(caught.value)
    assert cli_main(argv) == 2  # through the real command line, before any window opens
    err = capsys.readouterr().err
    assert err.startswith("main.py: error: ") and err.count("\n") == 1 and words in err


def test_quick_start_runs_from_main_py(tmp_path: Path) -> None:
    """The whole program: the window opens at the table, draws one frame and quits with 0."""
    info = first_game()
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "CARDTABLE_HOME": str(tmp_path)}
    argv = ["--game", info.id, "--players", str(min(info.player_counts)), "--seed", "1", "--quit-after-first-frame"]
    done = subprocess.run([sys.executable, "main.py", *argv], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
