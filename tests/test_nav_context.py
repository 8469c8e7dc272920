"""Scenes reach the app only through ``self.ctx``; ``game.navigation`` is the one place that knows
the scene classes, and where each scene leads."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from game.navigation import Navigation
from game.scene import Scene, SceneBuilder, SceneContext
from game.scenes.gameover import GameOverScene
from game.scenes.message import MessageScene
from game.scenes.rules_view import RulesMenuScene, RulesView
from game.scenes.setup import SetupScene
from game.scenes.summary import RoundSummaryScene
from game.scenes.title import TitleScene
from rules.core.registry import all_games

ROOT = Path(__file__).resolve().parent.parent
GENERIC_SCENES = sorted(p for p in (ROOT / "game" / "scenes").glob("*.py") if p.name != "table.py")


def imported_modules(path: Path) -> set[str]:
    """Every module ``path`` imports, anywhere in it (functions and TYPE_CHECKING blocks too)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
            out.update(f"{node.module}.{a.name}" for a in node.names)
    return out


def protocol_members(protocol: type) -> set[str]:
    names = set(getattr(protocol, "__annotations__", {}))
    names |= {n for n, v in vars(protocol).items() if callable(v) and not n.startswith("_")}
    return names


class StubTable(Scene):
    """Stands in for the table scene: records how navigation built it."""

    def __init__(self, match: Any, animate_opening: bool = True, notice: str | None = None) -> None:
        super().__init__()
        self.match, self.animate_opening, self.notice = match, animate_opening, notice


# --- the seam, read from the source ------------------------------------------------------------------
@pytest.mark.parametrize("path", [*GENERIC_SCENES, ROOT / "game" / "scene.py"], ids=lambda p: p.name)
def test_scenes_never_import_the_app_nor_the_navigation(path: Path) -> None:
    imports = imported_modules(path)
    assert not imports & {"game.app", "game.navigation", "game.scene_factory"}, path.name


def test_only_the_app_imports_the_navigation() -> None:
    sources = [ROOT / "main.py", *(ROOT / "game").rglob("*.py"), *(ROOT / "cli").rglob("*.py")]
    importers = sorted(p.relative_to(ROOT).as_posix() for p in sources if "game.navigation" in imported_modules(p))
    assert importers == ["game/app.py"]


@pytest.mark.parametrize("path", GENERIC_SCENES, ids=lambda p: p.name)
def test_generic_scenes_name_no_game(path: Path) -> None:
    text = path.read_text(encoding="utf-8").lower()
    for game_id in all_games():
        assert game_id not in text, f"{path.name} names {game_id}"
    assert not any(m.startswith("rules.") and m.split(".")[1] in all_games() for m in imported_modules(path))


# --- the context and the builder ---------------------------------------------------------------------
def test_the_app_is_a_whole_scene_context(app: Any) -> None:
    missing = sorted(name for name in protocol_members(SceneContext) if not hasattr(app, name))
    assert missing == []
    assert isinstance(app.scenes, Navigation)


def test_navigation_builds_every_scene_the_builder_promises() -> None:
    for name in protocol_members(SceneBuilder):
        promised = inspect.signature(getattr(SceneBuilder, name))
        built = inspect.signature(getattr(Navigation, name))
        assert list(built.parameters) == list(promised.parameters), name
        assert [p.default for p in built.parameters.values()] == [p.default for p in promised.parameters.values()], name


def test_push_hands_the_scene_its_context(app: Any) -> None:
    scene = Scene()
    assert scene.ctx is None
    app.push(scene)
    assert scene.ctx is app and app.stack.top is scene
    scene.close()
    assert scene not in app.stack
    scene.close()  # closing twice is harmless


def test_title_buttons_go_through_the_context(app: Any) -> None:
    title = app.stack.top
    assert isinstance(title, TitleScene) and title.ctx is app
    app.new_game()
    assert isinstance(app.stack.top, SetupScene)
    app.go_to_title()
    assert len(app.stack) == 1 and isinstance(app.stack.top, TitleScene)
    app.continue_game()  # nothing saved
    assert isinstance(app.stack.top, MessageScene) and app.stack.top.title == "Nothing to continue"


# --- where scenes lead --------------------------------------------------------------------------------
def test_rules_of_an_unknown_game_is_a_message_and_a_known_one_the_rules(app: Any) -> None:
    scene = app.scenes.rules("no_such_game")
    assert isinstance(scene, MessageScene) and "no_such_game" in scene.text
    first = next(iter(all_games().values()))
    view = app.scenes.rules(first.id)
    assert isinstance(view, RulesView) and view.info is first


def test_a_broken_game_registry_shows_in_the_rules_menu(app: Any, monkeypatch: Any) -> None:
    import game.scenes.rules_view as rules_view

    def broken() -> dict[str, Any]:
        raise RuntimeError("a bug in a game package")

    monkeypatch.setattr(rules_view, "all_games", broken)
    with pytest.raises(RuntimeError, match="a bug in a game package"):
        app.push(RulesMenuScene())


def test_continue_opens_the_saved_match_with_its_notice(app: Any, monkeypatch: Any) -> None:
    match = object()
    monkeypatch.setattr("game.scenes.table.TableScene", StubTable)  # navigation imports it when first asked
    monkeypatch.setattr(
        "game.saves.load_match", lambda path: SimpleNamespace(match=match, message=None, notice="Ada's bot level was replaced.")
    )
    app.paths.saves_dir.mkdir(parents=True, exist_ok=True)
    app.paths.current_save.write_text("{}", encoding="utf-8")
    app.continue_game()
    table = app.stack.top
    assert isinstance(table, StubTable)
    assert table.match is match and table.animate_opening is False and table.notice == "Ada's bot level was replaced."


def test_continue_that_cannot_load_says_why(app: Any, monkeypatch: Any) -> None:
    monkeypatch.setattr("game.saves.load_match", lambda path: SimpleNamespace(match=None, message="It was corrupt.", notice=None))
    scene = app.scenes.continue_game(app.paths.current_save)
    assert isinstance(scene, MessageScene) and scene.text == "It was corrupt."


def test_table_forwards_its_arguments(app: Any, monkeypatch: Any) -> None:
    monkeypatch.setattr("game.scenes.table.TableScene", StubTable)  # navigation imports it when first asked
    match = object()
    plain = app.scenes.table(match)
    assert (plain.match, plain.animate_opening, plain.notice) == (match, True, None)
    noted = app.scenes.table(match, animate_opening=False, notice="Hello")
    assert (noted.animate_opening, noted.notice) == (False, "Hello")


def test_setup_start_replaces_itself_with_the_table(app: Any, monkeypatch: Any) -> None:
    monkeypatch.setattr("game.scenes.table.TableScene", StubTable)  # navigation imports it when first asked
    setup = app.scenes.new_game_setup()
    app.push(setup)
    below = len(app.stack)
    setup.on_start("a match")
    assert setup not in app.stack and len(app.stack) == below
    assert isinstance(app.stack.top, StubTable) and app.stack.top.match == "a match"


def test_game_over_and_round_summary_get_the_games_notes(app: Any) -> None:
    match = SimpleNamespace()
    over = app.scenes.game_over(match, ["Ada popped at 52."])
    assert isinstance(over, GameOverScene) and over.notes == "Ada popped at 52."
    over.on_new_game()  # back to the title, then the setup screen over it
    assert [type(s) for s in app.stack] == [TitleScene, SetupScene]
    over.on_title()
    assert [type(s) for s in app.stack] == [TitleScene]
    summary = app.scenes.round_summary(match, SimpleNamespace(), ["Bonus round next."], lambda: None)
    assert isinstance(summary, RoundSummaryScene) and summary.notes == "Bonus round next."


def test_the_title_s_main_button_is_continue_while_a_game_is_saved_else_new_game(app: Any, monkeypatch: Any) -> None:
    """One red button, the one Enter presses: two at once (a red New game and a focused
    Continue) leave a player unsure which Enter picks."""
    title = app.stack.top
    assert isinstance(title, TitleScene) and title.new_button is not None and title.continue_button is not None
    monkeypatch.setattr(app, "continue_available", lambda: False)
    title.refresh()
    assert title.new_button.primary and not title.continue_button.primary
    monkeypatch.setattr(app, "continue_available", lambda: True)
    title.refresh()
    assert title.continue_button.primary and not title.new_button.primary
    assert title.panel.focus.current is title.continue_button
