"""``main.py smoke-test``: it passes on the program as it is, and fails naming what is broken.

The whole smoke test runs in-process twice with ``--only`` the shortest game (every scene and
every asset are still checked): once as it is, once with a scene that raises. The pieces it is
made of (the plans of games and variants, the scene coverage, the asset walk, the report) are
checked on their own, quickly.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from cli import main
from game import paths
from game.scene import Scene
from game.smoke.assets import load_assets
from game.smoke.checks import Check, Report, SmokeFailure
from game.smoke.games import plans, variants
from game.smoke.scenes import all_openings, covered, scene_classes
from rules.core.registry import all_games, get_game

SHORT = "assassins_trick"  # a whole game is a dozen deals of one card each: the quickest to play


def smoke(capsys: Any, *args: str) -> tuple[int, list[str]]:
    status = main(["smoke-test", "--only", SHORT, *args])
    return status, capsys.readouterr().out.splitlines()


def test_the_smoke_test_passes_and_prints_a_line_per_check(capsys: Any) -> None:
    home = os.environ.get("CARDTABLE_HOME")
    before = sorted(Path(home).rglob("*")) if home else []
    status, lines = smoke(capsys)
    assert status == 0, "\n".join(lines)
    *checks, total = lines
    assert all(line.startswith("ok   ") for line in checks), [line for line in checks if not line.startswith("ok   ")]
    assert total.startswith(f"smoke test: {len(checks)} checks, {len(checks)} passed, none failed")
    layouts = len(list((paths.asset_root() / "art").rglob("*.tmx")))
    sounds = len(list((paths.asset_root() / "sounds").glob("*.wav")))
    assert checks[0].startswith("ok   load assets: ") and f"{layouts} layouts" in checks[0] and f"{sounds} sounds" in checks[0]
    for name in scene_classes():
        assert any(line.startswith(f"ok   open scene {name}") for line in checks), name
    assert any(line.startswith("ok   open scenes: every scene class: each of the ") for line in checks)
    played = [line for line in checks if line.startswith("ok   play ")]
    assert [line.split(":")[0] for line in played] == [f"ok   {plan.label}" for plan in plans([SHORT])]
    assert all(": game over after " in line for line in played)
    for check in ("continue a saved game", "named save", "settings", "statistics", "hint"):
        assert any(line.startswith(f"ok   {check}") for line in checks), check
    assert os.environ.get("CARDTABLE_HOME") == home  # put back after the throwaway folder
    assert (sorted(Path(home).rglob("*")) if home else []) == before  # nothing written in the user's folder


def test_a_broken_scene_fails_the_smoke_test_by_name_and_the_rest_still_runs(capsys: Any, monkeypatch: Any) -> None:
    def broken(self: Any, surface: Any) -> None:
        raise RuntimeError("drawn wrong on purpose")

    monkeypatch.setattr("game.scenes.settings_view.SettingsScene.draw", broken)
    status, lines = smoke(capsys)
    assert status == 1
    *checks, total = lines
    failed = [line for line in checks if line.startswith("FAIL")]
    assert failed == ["FAIL open scene SettingsScene: RuntimeError: drawn wrong on purpose"]
    assert ", 1 failed (" in total and total.endswith("): open scene SettingsScene")
    assert any(line.startswith("ok   open scene StatisticsScene") for line in checks)  # opened after it
    assert len([line for line in checks if line.startswith("ok   play ")]) == len(plans([SHORT]))


def test_an_unknown_game_for_only_is_refused(capsys: Any) -> None:
    assert main(["smoke-test", "--only", "no_such_game"]) == 2
    err = capsys.readouterr().err
    assert "unknown game 'no_such_game'" in err and SHORT in err


def test_every_option_is_played_off_its_default() -> None:
    for game, info in all_games().items():
        games = [p for p in plans() if p.game == game]
        assert games[0].options == {} and games[0].players in info.player_counts
        for spec in info.options:
            played = {p.options.get(spec.key, spec.default) for p in games}
            assert played == set(spec.choices), (game, spec.key, played)
    jokers = variants(get_game(SHORT))
    assert [v["jokers"] for v in jokers] == [c for c in get_game(SHORT).options[0].choices if c != 0]
    assert plans([SHORT]) and {p.game for p in plans([SHORT])} == {SHORT}


def test_a_scene_nothing_opens_fails_the_coverage_check_by_name(monkeypatch: Any) -> None:
    import game.scenes.message as module

    forgotten = type("ForgottenScene", (Scene,), {"__module__": module.__name__})
    monkeypatch.setattr(module, "ForgottenScene", forgotten, raising=False)
    assert "ForgottenScene" in scene_classes()
    assert "PanelScene" not in scene_classes()  # a base of other scenes is opened through them
    with pytest.raises(SmokeFailure, match=r"does not know how to open ForgottenScene \(game\.scenes\.message\)"):
        covered(all_openings())


def test_a_corrupt_layout_fails_the_asset_check_naming_the_file(tmp_path: Path, monkeypatch: Any) -> None:
    root = paths.asset_root()
    for folder in ("art", "sounds"):
        shutil.copytree(root / folder, tmp_path / folder)
    (tmp_path / "art" / "layouts" / f"{SHORT}_2.tmx").write_text("<map><objectgroup", encoding="utf-8")
    (tmp_path / "art" / "notes.xyz").write_text("?", encoding="utf-8")
    monkeypatch.setattr(paths, "asset_root", lambda: tmp_path)
    with pytest.raises(SmokeFailure) as failure:
        load_assets()
    said = str(failure.value)
    assert f"art/layouts/{SHORT}_2.tmx: cannot read layout {SHORT}_2.tmx" in said
    assert f"{SHORT} at 2 players:" in said  # the table's own loader finds it broken too
    assert "art/notes.xyz: no loader for .xyz" in said


def test_a_failing_check_is_reported_with_its_last_line_and_the_next_still_runs(capsys: Any) -> None:
    import sys

    def broken() -> str:
        raise KeyError("missing piece")

    report = Report(sys.stdout)
    report.run([Check("first", broken), Check("second", lambda: "fine"), Check("third", lambda: "")])
    out = capsys.readouterr().out.splitlines()
    assert out == ["FAIL first: KeyError: 'missing piece'", "ok   second: fine", "ok   third"]
    assert report.total(1.0) == "smoke test: 3 checks, 2 passed, 1 failed (1.0 s): first"
