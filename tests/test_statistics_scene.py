"""The statistics screen: reached from the title, drawn whole at both sizes with and without
games, the chart's game chosen with Left/Right, a recent game opened in the replay viewer, Reset
only after asking; and the table counting a finished game as its game-over screen opens."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pygame
import pytest

from game.app import App
from game.match import BOT, HUMAN, Match, SeatConfig
from game.paths import Paths
from game.scene import Scene
from game.scenes.message import MessageScene
from game.scenes.statistics import EMPTY, StatisticsScene, recent_cells, when
from game.scenes.title import TitleScene
from game.stats import StatsStore
from game.table.driver import TurnDriver
from game.table.module import table_for
from game.ui import theme
from game.ui.chart import nice_ticks
from game.ui.widgets import Button
from tests.synthetic import click, key
from tests.test_stats import Clock, fake_match, played_copas

SIZES = [(1280, 720), (960, 600)]


def fill(paths: Paths) -> None:
    """Games of two games at two player counts, an undo game and a bots-only game."""
    with StatsStore(paths.statistics_file, clock=Clock()) as store:
        for seed in range(7):
            store.record_game(fake_match([10 + seed, 20, 30], [0] if seed % 3 else [1], seed=seed))
        four = [("You", HUMAN), ("Ada", BOT), ("Bo", BOT), ("Cy", BOT)]
        for seed in range(10, 14):
            store.record_game(fake_match([seed, 5, 20, 30], [1], seats=four, seed=seed))
        for seed in range(20, 23):
            store.record_game(
                fake_match([seed, 20], [0], seats=[("You", HUMAN), ("Ada", BOT)], game="assassins_trick", seed=seed, lower_is_better=False)
            )
        store.record_game(fake_match([1, 20, 30], [0], seed=30, undo=True))
        store.record_game(fake_match([1, 20, 30], [0], seats=[("A", BOT), ("B", BOT), ("C", BOT)], seed=31))
        assert store.record_game(played_copas())


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def sized_app(request: Any, app_paths: Paths) -> Iterator[App]:
    application = App(headless=True, size=request.param, paths=app_paths)
    application.go_to_title()
    application.step()
    yield application
    application.close()


def open_statistics(app: App) -> StatisticsScene:
    app.push(app.scenes.statistics())
    app.step()
    scene = app.stack.top
    assert isinstance(scene, StatisticsScene)
    return scene


def assert_laid_out_whole(app: App, scene: StatisticsScene) -> None:
    """Every part lies inside the window and none overlaps another."""
    screen = app.screen.get_rect()
    buttons = [b for b in scene.buttons if b.visible]
    parts = [scene.header, scene.table_rect, scene.recent_rect, scene.chart_rect, scene.hint_rect, scene.back_button.rect, scene.reset_button.rect]
    for rect in parts + [b.rect for b in buttons]:
        assert screen.contains(rect), rect
    for i, a in enumerate(parts):
        for b in parts[i + 1 :]:
            assert not a.colliderect(b), (a, b)
    for arrow in (scene.prev_button, scene.next_button):
        assert scene.chart_rect.contains(arrow.rect)
        font = app.fonts.get(arrow.font_size)
        assert arrow.rect.width - 2 * 13 >= font.size(arrow.text)[0]  # its label is drawn, not cut away


def test_the_title_menu_opens_statistics_and_escape_comes_back(app: App) -> None:
    title = app.stack.top
    assert isinstance(title, TitleScene) and title.panel is not None
    (entry,) = [w for w in title.panel.widgets if isinstance(w, Button) and w.text == "Statistics"]
    entry.activate()
    app.step()
    assert isinstance(app.stack.top, StatisticsScene)
    app.step([key(pygame.K_ESCAPE)])
    assert app.stack.top is title


def test_empty_statistics_say_so_plainly(sized_app: App) -> None:
    scene = open_statistics(sized_app)
    assert scene.lines == [] and scene.recent == [] and scene.note == ""
    assert not scene.reset_button.enabled
    assert_laid_out_whole(sized_app, scene)
    sized_app.step([key(pygame.K_LEFT), key(pygame.K_DOWN), key(pygame.K_RETURN)])  # nothing to choose or open
    assert sized_app.stack.top is scene
    assert EMPTY.startswith("No statistics yet.")


def test_statistics_with_games_draw_whole_at_both_sizes(sized_app: App) -> None:
    fill(sized_app.paths)
    scene = open_statistics(sized_app)
    assert scene.player == "You"
    assert [(line.game, line.players, line.played) for line in scene.lines] == [("copas", 3, 8), ("copas", 4, 4), ("assassins_trick", 2, 3)]
    assert "1 game played with undo and 1 game of bots alone are listed but not counted." in scene.note
    assert len(scene.recent) == 17 and scene.reset_button.enabled
    assert_laid_out_whole(sized_app, scene)
    m = theme.metrics(sized_app.screen.get_height())
    assert scene._visible_rows(scene.table_rect, m, True) >= len(scene.lines)  # all three lines show
    table_pixels = sized_app.screen.subsurface(scene.chart_rect).copy()
    sized_app.step([key(pygame.K_RIGHT)])
    assert scene.line is not None and (scene.line.game, scene.line.players) == ("copas", 4)
    assert [p.score for p in scene.chart_points()] == [10, 11, 12, 13]
    changed = sized_app.screen.subsurface(scene.chart_rect).copy()
    assert pygame.image.tobytes(changed, "RGB") != pygame.image.tobytes(table_pixels, "RGB")  # the chart follows
    sized_app.step([key(pygame.K_LEFT), key(pygame.K_LEFT)])
    assert scene.line is not None and scene.line.game == "assassins_trick"  # Left wraps round
    for _ in range(20):
        sized_app.step([key(pygame.K_DOWN)])
    assert scene.selected_game == len(scene.recent) - 1
    assert scene.recent_scroll > 0  # the chosen game stays in view


def test_enter_and_a_click_open_a_recent_game_in_the_replay_viewer(app: App, monkeypatch: Any) -> None:
    fill(app.paths)
    opened: list[tuple[Any, Any]] = []

    def viewer(record: Any, names: Any = None) -> Scene:
        opened.append((record, names))
        return Scene()

    monkeypatch.setattr(app.scenes, "replay_viewer", viewer)
    scene = open_statistics(app)
    assert scene.recent[0].game == "copas" and scene.recent[0].names == ["You", "Ada", "Bo"]
    app.step([key(pygame.K_RETURN)])  # the newest: the real game of Copas
    record, names = opened[-1]
    assert record.to_json() == played_copas().record.to_json() and names == ["You", "Ada", "Bo"]
    app.pop()
    app.step()
    m = theme.metrics(app.screen.get_height())
    top = scene._rows_top(scene.recent_rect, m, False)
    app.step(click((scene.recent_rect.centerx, top + scene.row_h(m) + scene.row_h(m) // 2)))
    assert len(opened) == 2 and scene.selected_game == 1
    assert scene.store is not None
    assert opened[-1][0].to_json() == scene.store.record(scene.recent[1].row).to_json()
    assert opened[-1][1] == scene.recent[1].names == ["A", "B", "C"]  # the bots-only game, second newest


def test_a_game_whose_record_cannot_be_read_back_says_so(app: App, monkeypatch: Any) -> None:
    fill(app.paths)
    with sqlite3.connect(app.paths.statistics_file) as conn:
        conn.execute("UPDATE games SET record = 'not json' WHERE id = (SELECT MAX(id) FROM games)")
    scene = open_statistics(app)
    app.step([key(pygame.K_RETURN)])
    top = app.stack.top
    assert isinstance(top, MessageScene) and "cannot be replayed" in top.text and scene in app.stack


def test_reset_asks_first_and_keeps_everything_on_no(sized_app: App) -> None:
    fill(sized_app.paths)
    scene = open_statistics(sized_app)
    sized_app.step([key(pygame.K_r)])
    ask = sized_app.stack.top
    assert isinstance(ask, MessageScene) and ask.cancel_label == "Keep them" and "cannot be undone" in ask.text
    sized_app.step([key(pygame.K_RETURN)])  # Enter alone keeps them: the keyboard starts on "Keep them"
    assert sized_app.stack.top is scene and len(scene.recent) == 17
    sized_app.step([key(pygame.K_r)])
    sized_app.step([key(pygame.K_ESCAPE)])  # no
    assert sized_app.stack.top is scene and len(scene.recent) == 17
    with StatsStore(sized_app.paths.statistics_file) as store:
        assert store.counts()[0] == 17
    scene.reset_button.activate()
    ask = sized_app.stack.top
    assert isinstance(ask, MessageScene)
    ask.ok()
    sized_app.step()
    assert sized_app.stack.top is scene and scene.lines == [] and scene.recent == []
    with StatsStore(sized_app.paths.statistics_file) as store:
        assert store.counts() == (0, 0, 0)


def test_several_humans_each_have_their_numbers(app: App) -> None:
    with StatsStore(app.paths.statistics_file, clock=Clock()) as store:
        seats = [("Ada", HUMAN), ("Bruno", HUMAN), ("Cy", BOT)]
        store.record_game(fake_match([3, 9, 12], [0], seats=seats, seed=1))
        store.record_game(fake_match([9, 3, 12], [1], seats=seats, seed=2))
        store.record_game(fake_match([9, 3, 12], [1], seats=seats, seed=3))
    scene = open_statistics(app)
    assert scene.players == ["Ada", "Bruno"] and scene.player_button.visible  # as many games: by name
    assert scene.player == "Ada" and scene.lines[0].won == 1
    app.step([key(pygame.K_p)])
    assert scene.player == "Bruno" and scene.lines[0].won == 2 and scene.lines[0].current_streak == 2
    assert recent_cells(scene.recent[0], "Ada")[2] == "lost" and recent_cells(scene.recent[0], "Bruno")[2] == "won"
    app.step([key(pygame.K_p)])
    assert scene.player == "Ada"


def test_statistics_that_are_off_or_were_set_aside_say_why(tmp_path: Path) -> None:
    blocked = tmp_path / "blocked"
    blocked.write_text("not a folder", encoding="utf-8")
    for paths, said in (
        (Paths(config_dir=tmp_path / "config", data_dir=blocked), "Statistics are off"),
        (Paths(config_dir=tmp_path / "config", data_dir=tmp_path / "data"), "It was kept as"),
    ):
        if said == "It was kept as":
            paths.data_dir.mkdir()
            paths.statistics_file.write_bytes(b"garbage" * 100)
        app = App(headless=True, size=(960, 600), paths=paths)
        try:
            app.go_to_title()
            scene = open_statistics(app)
            assert said in scene.note
            assert_laid_out_whole(app, scene)
        finally:
            app.close()


def test_the_table_counts_a_finished_game_when_it_reaches_game_over(tmp_path: Path) -> None:
    match = played_copas()
    shown: list[list[str]] = []
    host = SimpleNamespace(
        animating=lambda: False, refresh=lambda: None, game_over=shown.append, play_sound=lambda name: None, tell=lambda text: None
    )
    driver = TurnDriver(match, table_for("copas", ["You", "Ada", "Bo"]), host, animate_opening=False)
    driver.stats_path = tmp_path / "data" / "statistics.sqlite3"
    driver.update()
    driver.update()  # game over is shown, and the game counted, once
    assert len(shown) == 1
    with StatsStore(driver.stats_path) as store:
        assert store.counts() == (1, 0, 0) and store.record(store.recent()[0].row).to_json() == match.record.to_json()
    # statistics off: the game-over screen says so, and nothing fails
    blocked = tmp_path / "blocked"
    blocked.write_text("", encoding="utf-8")
    driver = TurnDriver(match, table_for("copas", ["You", "Ada", "Bo"]), host, animate_opening=False)
    driver.stats_path = blocked / "statistics.sqlite3"
    driver.update()
    assert shown[-1][-1].startswith("Statistics are off")


def test_chart_ticks_are_round_and_cover_the_values() -> None:
    assert nice_ticks(15, 24, whole=True) == [15, 20, 25]  # no 2.5 steps for whole scores
    assert nice_ticks(-3, 41) == [-20, 0, 20, 40, 60]
    assert nice_ticks(0, 1) == [0, 0.25, 0.5, 0.75, 1]
    assert nice_ticks(7, 7) == [6, 6.5, 7, 7.5, 8]
    assert nice_ticks(7, 7, whole=True) == [6, 7, 8]
    assert when("not a time") == "not a time"


def test_the_table_scene_gives_its_driver_the_statistics_file(app: App) -> None:
    table = app.push(app.scenes.table(Match.new("copas", [SeatConfig("You", HUMAN), SeatConfig("Ada"), SeatConfig("Bo")], seed=3)))
    assert table.driver.stats_path == app.paths.statistics_file  # type: ignore[attr-defined]
    app.pop()
