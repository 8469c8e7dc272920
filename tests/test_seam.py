"""The per-game seam: a game lives in its own places and nowhere else.

A new game touches its rules package (``rules/<game>/`` and its line in the registry), its bots
(``rules/ai/<game>_*.py``), its table package (``game/tables/<game>/``), its layouts
(``tools/layout_specs/<game>.py`` and the generated ``art/layouts/<game>_*.tmx``) and its doc page
(``docs/games/<game>.md``). Games of one family (``GameInfo.family``: variants sharing a deck and
pieces) may name each other in their own places. These tests list every other module that names a
game, and prove that the generic table loads no game's code until a game is opened.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from rules.core.registry import GAME_PACKAGES, all_games

ROOT = Path(__file__).resolve().parent.parent
SOURCE_DIRS = ("game", "rules", "cli", "tools")
REGISTRY = Path("rules/core/registry.py")  # holds the list of game packages, by design


def game_ids() -> list[str]:
    return sorted(set(all_games()) | set(GAME_PACKAGES))


def per_game_place(path: Path, game_id: str) -> bool:
    """Whether ``path`` (relative to the repository) is one of ``game_id``'s own places."""
    parts = path.parts
    name = path.name
    return (
        parts[:2] == ("rules", game_id)
        or (parts[:2] == ("rules", "ai") and name.startswith(f"{game_id}_"))
        or parts[:3] == ("game", "tables", game_id)
        or path == Path("tools", "layout_specs", f"{game_id}.py")
    )


def source_files() -> list[Path]:
    files = [Path("main.py")]
    for folder in SOURCE_DIRS:
        files += sorted(p.relative_to(ROOT) for p in (ROOT / folder).rglob("*.py"))
    return files


def family_of(game_id: str) -> set[str]:
    """``game_id`` and every game sharing its family."""
    games = all_games()
    family = games[game_id].family if game_id in games else ""
    if not family:
        return {game_id}
    return {g for g, info in games.items() if info.family == family} | {game_id}


def modules_naming_a_game_outside_its_places() -> list[str]:
    """``path: id`` for every source file outside a game's own places (or its family's) that
    names that game."""
    ids = game_ids()
    found: list[str] = []
    for path in source_files():
        if path == REGISTRY:
            continue
        text = (ROOT / path).read_text(encoding="utf-8")
        for game_id in ids:
            if any(per_game_place(path, g) for g in family_of(game_id)):
                continue
            if re.search(rf"\b{re.escape(game_id)}\b", text):
                found.append(f"{path}: {game_id}")
    return found


def test_no_module_outside_a_games_places_names_it() -> None:
    assert modules_naming_a_game_outside_its_places() == []


def test_the_check_sees_a_game_named_in_a_generic_module(tmp_path: Path) -> None:
    """The pattern the check uses finds an id however it is written in code."""
    ids = game_ids()
    assert ids, "no game is registered"
    game_id = ids[0]
    for line in (f'LAYOUT = "{game_id}"', f"from rules.{game_id}.state import X", f"# the {game_id} table"):
        assert re.search(rf"\b{re.escape(game_id)}\b", line)
    assert not re.search(rf"\b{re.escape(game_id)}\b", f"{game_id}_deck = 1")


# Words only a game uses: the generic modules (everything in game/ outside game/tables/) speak of
# tricks, cards, seats and choices, never of one game's pieces or characters.
GAME_WORDS = re.compile(r"rumou?r|elixir|nasir|assassin|doppleganger|dragon|bribe", re.IGNORECASE)


def generic_modules() -> list[Path]:
    return [p for p in source_files() if p.parts[0] == "game" and p.parts[:2] != ("game", "tables")]


def game_words_in_generic_modules() -> list[str]:
    """``path:line: word`` for every game's word in a generic module."""
    found: list[str] = []
    for path in generic_modules():
        for n, line in enumerate((ROOT / path).read_text(encoding="utf-8").splitlines(), 1):
            found += [f"{path}:{n}: {m.group()}" for m in GAME_WORDS.finditer(line)]
    return found


def test_no_generic_module_uses_a_games_words() -> None:
    assert game_words_in_generic_modules() == []


def test_the_word_check_sees_a_games_word() -> None:
    assert generic_modules(), "no generic module found"
    for line in ('KIND = "rumor"', "# the Assassin's dagger", "bribes = 2", "EA_NASIR", "Rumour"):
        assert GAME_WORDS.search(line), line
    assert not GAME_WORDS.search("trick, lead, follow_suit, potion, stakes")


def test_a_family_is_a_game_and_its_variants() -> None:
    games = all_games()
    for game_id, info in games.items():
        assert game_id in family_of(game_id)
        if info.family:
            assert info.family in games, f"{game_id}'s family {info.family!r} is not a registered game"
            assert family_of(game_id) == family_of(info.family)


def test_every_registered_game_has_all_its_places() -> None:
    for game_id in all_games():
        assert (ROOT / "rules" / game_id / "__init__.py").is_file()
        assert (ROOT / "game" / "tables" / game_id / "__init__.py").is_file()
        assert (ROOT / "tools" / "layout_specs" / f"{game_id}.py").is_file()
        assert (ROOT / "docs" / "games" / f"{game_id}.md").is_file()
        assert list((ROOT / "art" / "layouts").glob(f"{game_id}_*.tmx")), f"{game_id} has no layout"


GENERIC_TABLE = (
    "game.app",
    "game.scenes.table",
    "game.table.driver",
    "game.table.input",
    "game.table.panels",
    "game.table.module",
    "game.table.tricks",
    "game.table.choice",
    "game.table.choices",
    "game.table.combined",
    "game.table.spread",
    "game.table.view",
    "game.layout",
    "game.art.styles",
    "game.match",
    "game.saves",
    "game.bots",
)


def test_the_generic_table_imports_no_game() -> None:
    """Importing every generic table module loads neither a rules package nor a table module of
    any game (each is imported only when a game is opened)."""
    ids = game_ids()
    code = (
        "import importlib, sys\n"
        f"for name in {GENERIC_TABLE!r}:\n"
        "    importlib.import_module(name)\n"
        f"ids = {ids!r}\n"
        "bad = sorted(m for m in sys.modules for g in ids\n"
        "             if m in (f'rules.{g}', f'game.tables.{g}') or m.startswith((f'rules.{g}.', f'game.tables.{g}.', f'rules.ai.{g}_')))\n"
        "print('\\n'.join(bad))\n"
    )
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ""
