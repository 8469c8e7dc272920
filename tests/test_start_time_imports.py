"""The window's start (issue 16's ``package.start_to_first_frame_s``): the first title frame needs
pygame, the title scene and what it draws. Every other scene, the table kit and the games'
tables, the quick start, the statistics and the replay viewer are imported when first opened."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.app import WindowUsageError, parse_window_args

ROOT = Path(__file__).resolve().parent.parent

# Imported only once the player opens what needs them (a prefix covers its submodules).
NOT_FOR_THE_TITLE = (
    "game.scenes.table",
    "game.scenes.setup",
    "game.scenes.statistics",
    "game.scenes.replay_viewer",
    "game.scenes.saves_menu",
    "game.scenes.rules_view",
    "game.scenes.settings_view",
    "game.scenes.gameover",
    "game.scenes.scoresheet",
    "game.scenes.summary",
    "game.scenes.review",
    "game.scenes.pause",
    "game.scenes.handoff",
    "game.scenes.message",
    "game.table",
    "game.tables",
    "game.pieces",
    "game.art",
    "game.quick_start",
    "game.bots",
    "game.match",
    "rules.ai",
    "multiprocessing",
    "game.stats",
    "game.stats_summary",
    "game.replay_model",
    "game.named_saves",
    "game.layout",
    "game.ui.chart",
    "game.ui.score_grid",
    "rules.ai.hint",
    "pytmx",
)

FIRST_FRAME = """
import json, sys
sys.argv = ["main.py", "--quit-after-first-frame"]
import main
status = main.run()
print(json.dumps({"status": status, "modules": sorted(sys.modules)}))
"""


def modules_at_the_first_frame(tmp_path: Path) -> list[str]:
    """What the real entry (main.py, no arguments) has imported when it quits after the title's
    first frame, in a fresh interpreter."""
    frame_file = tmp_path / "first_frame.txt"
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        CARDTABLE_HOME=str(tmp_path / "home"),
        CARDTABLE_FIRST_FRAME_FILE=str(frame_file),
    )
    done = subprocess.run(
        [sys.executable, "-c", FIRST_FRAME], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["status"] == 0
    assert float(frame_file.read_text(encoding="utf-8")) > 0, "no first frame was drawn"
    return report["modules"]


def test_the_first_title_frame_loads_no_other_scene_nor_the_table(tmp_path: Path) -> None:
    modules = modules_at_the_first_frame(tmp_path)
    assert "game.scenes.title" in modules and "pygame" in modules
    early = [m for m in modules if any(m == p or m.startswith(p + ".") for p in NOT_FOR_THE_TITLE)]
    assert not early, f"imported before the first title frame: {early}"


def test_the_window_options_alone_need_no_quick_start() -> None:
    plain = parse_window_args(["--windowed", "--size", "800x600", "--quit-after-first-frame"])
    assert (plain.size, plain.fullscreen, plain.quit_after_first_frame, plain.match) == ((800, 600), False, True, None)
    assert parse_window_args([]).match is None


def test_a_quick_start_still_opens_its_table_and_mistakes_still_say_what_is_wrong() -> None:
    from game.quick_start import QuickStartError

    started = parse_window_args(["--game", "copas", "--players", "4", "--seed", "1", "--size", "1280x720"])
    assert started.match is not None and started.match.info.id == "copas" and started.size == (1280, 720)
    assert parse_window_args(["--siz", "900x600"]).size == (900, 600)  # argparse's abbreviations, as before
    with pytest.raises(WindowUsageError, match="--size must look like 1280x720"):
        parse_window_args(["--size", "big"])
    with pytest.raises(WindowUsageError, match="unrecognized arguments: --nonsense"):
        parse_window_args(["--windowed", "--nonsense"])
    with pytest.raises(WindowUsageError, match="not allowed with argument"):
        parse_window_args(["--windowed", "--fullscreen"])
    with pytest.raises(QuickStartError, match="--players needs --game"):
        parse_window_args(["--players", "4"])


EASY_TABLE = """
import json, sys
from rules.ai.base import bot_levels, make_bot
from rules.core.registry import all_games
for game_id in all_games():
    bot_levels(game_id, measuring=True)
    make_bot(game_id, "easy", 1)
easy = sorted(sys.modules)
make_bot("copas", "normal", 1)
print(json.dumps({"easy": easy, "normal": sorted(sys.modules)}))
"""


def test_easy_bots_load_no_search_and_no_worker_processes() -> None:
    """A table of easy bots (about 1.8 MB less resident); a search level loads the search."""
    done = subprocess.run([sys.executable, "-c", EASY_TABLE], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    for name in ("rules.ai.levels", "rules.ai.search", "rules.ai.search_pool", "multiprocessing", "concurrent.futures"):
        assert name not in report["easy"], name
    assert "rules.ai.levels" in report["normal"]
