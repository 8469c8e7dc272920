"""The README's player part says what the program does: its games table is the registry's, every
game has its screenshot, and the folders it names are the ones the game uses."""

from __future__ import annotations

import re
import struct
from pathlib import Path

import pytest

from game.paths import APP_NAME, HOME_ENV, Paths
from rules.core.registry import all_games

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
SHOTS = ROOT / "docs" / "screenshots"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def readme() -> str:
    return README.read_text(encoding="utf-8")


def table_rows(heading: str) -> list[list[str]]:
    """The cells of each body row of the first table under ``## heading``."""
    section = readme().split(f"\n## {heading}\n", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("|")]
    cells = [[c.strip() for c in re.split(r"(?<!\\)\|", row)[1:-1]] for row in rows]
    return [row for row in cells[2:]]  # past the header and its --- line


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == PNG_SIGNATURE, f"{path.name} is not a PNG"
    return struct.unpack(">II", data[16:24])


def test_the_games_table_is_the_registrys() -> None:
    """One row per registered game, in registry order, with its player counts and options."""
    rows = table_rows("The games")
    games = all_games()
    assert [row[0] for row in rows] == [f"`{game_id}`" for game_id in games]
    for row, info in zip(rows, games.values()):
        assert row[1].startswith(info.title), f"{info.id}: the row does not start with the title {info.title!r}"
        assert row[2] == ", ".join(map(str, info.player_counts)), f"{info.id}: player counts"
        options = [
            f"`{spec.key}="
            + "\\|".join(spec.format(v) for v in (spec.default, *(c for c in spec.choices if c != spec.default)))
            + "`"
            for spec in info.options
        ]
        assert row[3] == (", ".join(options) or "none"), f"{info.id}: options"


@pytest.mark.parametrize("game_id", list(all_games()))
def test_every_game_has_its_screenshot_in_the_readme(game_id: str) -> None:
    shot = SHOTS / f"{game_id}.png"
    assert shot.is_file(), f"no {shot.relative_to(ROOT)}: run tools/screenshots.py {game_id}"
    assert png_size(shot) == (1280, 720)
    assert f"](docs/screenshots/{game_id}.png)" in readme()


@pytest.mark.parametrize("game_id", list(all_games()))
def test_a_screenshot_recipe_names_a_table_the_game_allows(game_id: str) -> None:
    """A recipe's `# args:` header (what tools/screenshots.py passes to main.py) is a valid table."""
    recipe = SHOTS / f"{game_id}.steps"
    if not recipe.is_file():
        return  # no recipe: the tool plays plain keys at the bench player count
    header = dict(
        (key.strip(), value.strip())
        for line in recipe.read_text(encoding="utf-8").splitlines()
        if line.startswith("#") and ":" in line
        for key, _, value in [line[1:].partition(":")]
    )
    args = header["args"].split()
    info = all_games()[game_id]
    assert int(args[args.index("--players") + 1]) in info.player_counts
    options = [args[i + 1] for i, a in enumerate(args) if a == "--option"]
    info.parse_options(options)  # raises OptionError for an unknown key or value


def test_the_folders_named_are_the_ones_the_game_uses(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The Linux row is what game.paths finds here; macOS and Windows are what platformdirs gives
    there; CARDTABLE_HOME puts both folders under it."""
    import platformdirs.macos
    import platformdirs.unix
    import platformdirs.windows

    rows = {row[0]: row for row in table_rows("Where your settings, saves and statistics are kept")}
    for var in (HOME_ENV, "XDG_CONFIG_HOME", "XDG_DATA_HOME"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("HOME", "/home/you")

    def shown(path: str, sep: str = "/") -> str:
        return f"`{path.replace('/home/you', '~')}{sep}`"

    if platformdirs.PlatformDirs is platformdirs.unix.Unix:
        paths = Paths.default()
        assert rows["Linux"][1].startswith(shown(str(paths.config_dir)))
        assert rows["Linux"][2].startswith(shown(str(paths.data_dir)))
    linux = platformdirs.unix.Unix(APP_NAME, appauthor=False)
    assert rows["Linux"][1].startswith(shown(linux.user_config_dir))
    assert rows["Linux"][2].startswith(shown(linux.user_data_dir))
    mac = platformdirs.macos.MacOS(APP_NAME, appauthor=False)
    assert mac.user_config_dir == mac.user_data_dir
    assert rows["macOS"][1] == shown(mac.user_config_dir) and rows["macOS"][2] == "the same folder"
    monkeypatch.setenv("WIN_PD_OVERRIDE_LOCAL_APPDATA", r"C:\Users\<you>\AppData\Local")
    windows = platformdirs.windows.Windows(APP_NAME, appauthor=False)
    assert windows.user_config_dir == windows.user_data_dir
    assert f"`{windows.user_data_dir.replace('/', chr(92))}{chr(92)}`" in rows["Windows"][1]
    assert rows["Windows"][2] == "the same folder"

    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    paths = Paths.default()
    assert (paths.config_dir, paths.data_dir) == (tmp_path / "config", tmp_path / "data")
    assert "`$CARDTABLE_HOME/config/`" in readme() and "`$CARDTABLE_HOME/data/`" in readme()
