"""Settings: round trip, corrupt files kept aside with defaults and a message, bad values."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game import settings as settings_io
from game.settings import Settings


def test_defaults_when_no_file(tmp_path: Path) -> None:
    result = settings_io.load(tmp_path / "settings.json")
    assert result.settings == Settings() and result.message is None


def test_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "cfg" / "settings.json"
    s = Settings(sound=False, volume=0.3, animation_speed="slow", card_size="large", colorblind=True,
                 fullscreen=True, last_setup={"game": "copas", "players": 4, "seats": [{"name": "Ana"}]})
    assert settings_io.save(s, path) is None
    result = settings_io.load(path)
    assert result.settings == s and result.message is None
    assert not list(path.parent.glob(".settings.json.*.tmp"))  # the atomic write left nothing behind


def test_corrupt_file_is_kept_aside_and_defaults_used(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{not json", encoding="utf-8")
    result = settings_io.load(path)
    assert result.settings == Settings()
    assert result.message and "could not be read" in result.message
    assert not path.exists()
    aside = list(tmp_path.glob("settings.json.bad-*"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == "{not json"
    assert result.kept_aside == aside[0]
    settings_io.save(Settings(), path)  # saving afterwards never touches the kept file
    assert aside[0].read_text(encoding="utf-8") == "{not json"


def test_binary_garbage_and_wrong_shape_are_kept_aside(tmp_path: Path) -> None:
    for i, content in enumerate((b"\xff\xfe\x00garbage", b"[1, 2, 3]", b"null")):
        folder = tmp_path / str(i)
        folder.mkdir()
        path = folder / "settings.json"
        path.write_bytes(content)
        result = settings_io.load(path)
        assert result.settings == Settings() and result.message
        assert len(list(folder.glob("settings.json.bad-*"))) == 1


def test_bad_values_take_defaults_unknown_keys_ignored(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    data: dict[str, Any] = {"sound": "yes", "volume": 3, "animation_speed": "fast", "card_size": 7,
                            "colorblind": True, "fullscreen": 1, "last_setup": [], "future_key": 1}
    path.write_text(json.dumps(data), encoding="utf-8")
    result = settings_io.load(path)
    s = result.settings
    assert (s.sound, s.volume, s.animation_speed, s.card_size, s.colorblind, s.fullscreen, s.last_setup) == (
        True, 0.7, "fast", "medium", True, False, {})
    assert result.message
    for name in ("sound", "volume", "card_size", "fullscreen", "last_setup"):
        assert name in result.message
    assert "future_key" not in result.message


def test_integer_volume_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"volume": 1}', encoding="utf-8")
    result = settings_io.load(path)
    assert result.settings.volume == 1.0 and isinstance(result.settings.volume, float) and result.message is None


def test_unwritable_location_reports_instead_of_raising(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert settings_io.save(Settings(), blocker / "settings.json")


def test_app_shows_settings_notice_once_on_title(app_paths: Any) -> None:
    from game.app import App
    from game.scenes.message import MessageScene

    app_paths.config_dir.mkdir(parents=True)
    app_paths.settings_file.write_text("{{{", encoding="utf-8")
    app = App(headless=True, size=(960, 600), paths=app_paths)
    try:
        app.go_to_title()
        app.step()
        assert isinstance(app.stack.top, MessageScene)
        assert "could not be read" in app.stack.top.text
        app.stack.pop()
        app.go_to_title()
        assert not isinstance(app.stack.top, MessageScene)
    finally:
        app.close()


def test_settings_scene_changes_apply_and_save(app: Any) -> None:
    import pygame

    from game.scenes.settings_view import SettingsScene
    from tests.synthetic import key

    app.stack.push(SettingsScene())
    app.step()
    app.step([key(pygame.K_RETURN)])  # Sound is focused first: toggle it off
    assert app.settings.sound is False
    app.step([key(pygame.K_DOWN), key(pygame.K_LEFT), key(pygame.K_LEFT)])  # volume down twice
    assert abs(app.settings.volume - 0.5) < 1e-9
    app.step([key(pygame.K_DOWN), key(pygame.K_RIGHT)])  # animations: normal -> slow
    assert app.settings.animation_speed == "slow"
    saved = json.loads(app.paths.settings_file.read_text(encoding="utf-8"))
    assert saved["sound"] is False and saved["animation_speed"] == "slow" and abs(saved["volume"] - 0.5) < 1e-9
    app.step([key(pygame.K_ESCAPE)])
    assert not isinstance(app.stack.top, SettingsScene)


def test_cardtable_home_redirects_user_folders(tmp_path: Path, monkeypatch: Any) -> None:
    from game.paths import Paths

    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    paths = Paths.default()
    assert paths.settings_file == tmp_path / "config" / "settings.json"
    assert paths.current_save == tmp_path / "data" / "saves" / "current.json"
    paths.ensure()
    assert paths.saves_dir.is_dir()


def test_assets_are_found_from_source_and_frozen(tmp_path: Path, monkeypatch: Any) -> None:
    import sys

    from game.paths import asset_path

    assert asset_path("sounds", "deal.wav").is_file()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert asset_path("sounds", "deal.wav") == tmp_path / "sounds" / "deal.wav"


def test_continue_follows_the_saved_game(app: Any) -> None:
    from game.scenes.title import TitleScene

    title = app.stack.top
    assert isinstance(title, TitleScene)
    assert not app.continue_available() and not title.continue_button.enabled
    app.paths.saves_dir.mkdir(parents=True, exist_ok=True)
    app.paths.current_save.write_text("{}", encoding="utf-8")
    app.stack.push(app.scenes.message("x", "y"))
    app.stack.pop()  # the title refreshes when it is on top again
    assert title.continue_button.enabled and app.continue_available()
