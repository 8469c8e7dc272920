"""Take the README's screenshots: docs/screenshots/<game>.png, one table per game at 1280x720.

    .venv/bin/python tools/screenshots.py [GAME ...] [--keep DIR]

For each registered game (or the games named) it opens the window straight at a table on a
virtual X screen, plays a few moves by keyboard and copies the last frame (the table in the
middle of a hand) to docs/screenshots/<game>.png. What to play is the game's recipe,
docs/screenshots/<game>.steps: xdotool arguments, one line each ("key Left", "key Return",
"sleep 4"), handed to the shared tool as its STEPS, plus comment lines the tool skips:

    # args: --players 4 --seed 1      what follows `main.py --game <game>`
    # wait: 5                         seconds before the first frame (the deal)
    # frame: 7                        which frame to keep (default: the last)

A game with no recipe is played by plain keys (play the last card that may be played, wait) at
its bench player count. Seeds and bots are fixed, so a run deals and plays the same moves again;
only the bots' thinking time and the animations' timing can shift a frame a little.

Needs: Linux with Xvfb, xdotool and ImageMagick's `import` (Debian: xvfb, xdotool, imagemagick;
the shared tool installs them with apt-get when missing), and the shared tool
../shared/tools/screenshot.sh next to this repository (or its path in SCREENSHOT_TOOL). The game
runs with CARDTABLE_HOME set to a fresh temporary folder, so the default settings are used and
the user's own settings, saves and statistics are never touched. With `--keep DIR` every frame
is kept in DIR as <game>-<n>.png, to choose a better frame or fix a recipe. optipng shrinks the
PNGs when it is installed.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "docs" / "screenshots"
SIZE = "1280x720"
DEFAULT_TOOL = ROOT.parent / "shared" / "tools" / "screenshot.sh"
# Play the last card that may be played, then wait for the others, a few times over.
PLAIN_STEPS = "sleep 1\n" + "key Left\nkey Return\nsleep 4\n" * 3 + "key Left\n"


@dataclass(frozen=True)
class Recipe:
    game: str
    args: tuple[str, ...]
    wait_s: float
    frame: int | None  # None: the last frame
    steps: str  # the STEPS file's text

    @classmethod
    def read(cls, game: str, bench_players: int) -> Recipe:
        path = OUT_DIR / f"{game}.steps"
        if not path.is_file():
            return cls(game, ("--players", str(bench_players), "--seed", "1"), 5.0, None, PLAIN_STEPS)
        text = path.read_text(encoding="utf-8")
        header: dict[str, str] = {}
        for line in text.splitlines():
            if line.startswith("#") and ":" in line:
                key, _, value = line[1:].partition(":")
                header[key.strip()] = value.strip()
        args = tuple(header.get("args", f"--players {bench_players} --seed 1").split())
        frame = int(header["frame"]) if "frame" in header else None
        return cls(game, args, float(header.get("wait", "5")), frame, text)


def registered_games() -> dict[str, int]:
    """Every game id with its bench player count, from the registry."""
    sys.path.insert(0, str(ROOT))
    from rules.core.registry import all_games

    return {game_id: info.bench_players for game_id, info in all_games().items()}


def take(recipe: Recipe, tool: Path, work: Path) -> list[Path]:
    """Run the window through the recipe on a virtual screen; the frames, in order."""
    steps = work / f"{recipe.game}.steps"
    steps.write_text(recipe.steps, encoding="utf-8")
    home = work / f"{recipe.game}-home"
    home.mkdir()
    env = dict(os.environ, SCREEN_SIZE=SIZE, STEPS=str(steps), CARDTABLE_HOME=str(home), SDL_AUDIODRIVER="dummy")
    env.pop("SDL_VIDEODRIVER", None)  # a real window on the virtual screen, not the dummy driver
    prefix = work / recipe.game
    command = [sys.executable, str(ROOT / "main.py"), "--game", recipe.game, *recipe.args, "--size", SIZE]
    done = subprocess.run(
        ["bash", str(tool), str(prefix), f"{recipe.wait_s:g}", "--", *command],
        cwd=ROOT, env=env, capture_output=True, text=True, check=False,
    )
    frames = sorted(work.glob(f"{recipe.game}-[0-9]*.png"), key=lambda p: int(p.stem.rpartition("-")[2]))
    if done.returncode != 0 and not frames:
        raise RuntimeError(f"{recipe.game}: the screenshot tool failed: {done.stderr.strip()[-400:]}")
    return frames


def shrink(png: Path) -> None:
    """Recompress losslessly when optipng is there (the PNGs are committed)."""
    if shutil.which("optipng"):
        subprocess.run(["optipng", "-quiet", "-o2", str(png)], check=False)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game ids (default: every registered game)")
    parser.add_argument("--keep", type=Path, help="also keep every frame in this folder")
    args = parser.parse_args(argv)
    tool = Path(os.environ.get("SCREENSHOT_TOOL", DEFAULT_TOOL))
    if not tool.is_file():
        print(f"screenshots: the shared tool is missing: {tool} (set SCREENSHOT_TOOL)", file=sys.stderr)
        return 2
    games = registered_games()
    unknown = [g for g in args.games if g not in games]
    if unknown:
        print(f"screenshots: unknown game {', '.join(unknown)}; games: {', '.join(games)}", file=sys.stderr)
        return 2
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    failed = 0
    for game in args.games or list(games):
        recipe = Recipe.read(game, games[game])
        with tempfile.TemporaryDirectory(prefix="cardtable-shots-") as tmp:
            try:
                frames = take(recipe, tool, Path(tmp))
            except RuntimeError as err:
                print(f"screenshots: {err}", file=sys.stderr)
                failed += 1
                continue
            if args.keep is not None:
                args.keep.mkdir(parents=True, exist_ok=True)
                for frame in frames:
                    shutil.copy(frame, args.keep / frame.name)
            index = recipe.frame if recipe.frame is not None else len(frames) - 1
            if not 0 <= index < len(frames):
                print(f"screenshots: {game}: frame {index} was not taken ({len(frames)} frames)", file=sys.stderr)
                failed += 1
                continue
            target = OUT_DIR / f"{game}.png"
            shutil.copy(frames[index], target)
            shrink(target)
            print(f"{target.relative_to(ROOT)}: frame {index} of {len(frames)}, {target.stat().st_size // 1024} KB")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
