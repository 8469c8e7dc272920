"""Settings: round trip, corrupt files kept aside with defaults and a message, bad values; files
the loader refuses (too deep, huge numbers, a NUL...) and a folder that cannot be written."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game import settings as settings_io
from game.settings import Settings
from rules.core.errors import FileProblem


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
    assert result.message and "could not be used" in result.message and "is not JSON" in result.message
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
        assert "could not be used" in app.stack.top.text
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


# --- files the loader refuses: set aside, defaults, one message (issue 15) -----------------------
REFUSED = {
    "nested 1,000 deep": ('{"last_setup": ' + "[" * 1000 + "]" * 1000 + "}", "nested more than 64 levels deep"),
    "a 5,000-digit volume": ('{"volume": ' + "9" * 5000 + "}", "integer of 5,000 digits"),
    "an infinite volume": ('{"volume": 1e999}', "too large"),
    "NaN": ('{"volume": NaN}', "NaN"),
    "a NUL in a seat name": ('{"last_setup": {"seats": [{"name": "A\\u0000"}]}}', "a NUL"),
    "too large": ('{"x": "' + "a" * 1_000_001 + '"}', "larger than 1,000,000 bytes"),
    "not UTF-8": (b'{"card_size": "gro\xdf"}', "not UTF-8"),
    "empty": ("", "is empty"),
    "a list": ("[]", "does not hold a settings object"),
}


@pytest.mark.parametrize("content,words", REFUSED.values(), ids=REFUSED.keys())
def test_a_file_the_loader_refuses_is_set_aside_with_one_message(tmp_path: Path, content: str | bytes,
                                                                 words: str) -> None:
    path = tmp_path / "settings.json"
    raw = content if isinstance(content, bytes) else content.encode("utf-8")
    path.write_bytes(raw)
    result = settings_io.load(path)
    assert result.settings == Settings()
    assert result.message and words in result.message and "defaults are in use" in result.message
    assert "\n" not in result.message and len(result.message) < 300
    assert result.kept_aside is not None and result.kept_aside.read_bytes() == raw  # kept whole
    assert not path.exists()
    with pytest.raises(FileProblem) as err:  # the pure reader says the same, naming the file
        settings_io.read(result.kept_aside)
    assert words in str(err.value) and str(result.kept_aside) in str(err.value)


def test_a_folder_that_cannot_be_written_keeps_the_bad_file_and_says_so(tmp_path: Path, monkeypatch: Any) -> None:
    path = tmp_path / "settings.json"
    path.write_text("[" * 1000, encoding="utf-8")

    def refuse(self: Path, target: Any) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "rename", refuse)
    result = settings_io.load(path)
    assert result.settings == Settings() and result.kept_aside is None
    assert result.message and "could not be set aside (Permission denied)" in result.message
    assert path.read_text(encoding="utf-8") == "[" * 1000


def test_a_folder_in_place_of_the_file_gives_the_defaults(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.mkdir()
    result = settings_io.load(path)
    assert result.settings == Settings()
    assert result.message and "is a folder" in result.message


def test_the_window_starts_over_a_settings_file_nested_1000_deep(app_paths: Any) -> None:
    from game.app import App
    from game.scenes.message import MessageScene

    app_paths.config_dir.mkdir(parents=True)
    app_paths.settings_file.write_text('{"volume": ' + "[" * 1000 + "]" * 1000 + "}", encoding="utf-8")
    app = App(headless=True, size=(960, 600), paths=app_paths)
    try:
        app.go_to_title()
        app.step()
        assert isinstance(app.stack.top, MessageScene)
        assert "nested more than 64 levels deep" in app.stack.top.text
        assert list(app_paths.config_dir.glob("settings.json.bad-*"))
    finally:
        app.close()
