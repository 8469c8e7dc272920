"""The new-game setup screen: driven with synthetic clicks and keys, it builds the chosen match,
refuses bad names and seeds inline, remembers the last setup, and fits at the smallest window."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from itertools import combinations
from typing import Any

import pygame
import pytest

from game.app import App
from game.match import BOT, HUMAN, Match
from game.scene import Scene
from game.scenes.setup import DEFAULT_NAMES, SetupScene
from game.settings import load as load_settings
from rules.core.options import OptionSpec
from rules.core.registry import GameInfo, all_games, get_game
from tests.synthetic import click, key, move, resize, text


@pytest.fixture
def app(app_paths: Any) -> Iterator[App]:
    application = App(headless=True, size=(1280, 720), paths=app_paths)
    application.stack.push(Scene())  # stands in for the title
    yield application
    application.close()


def open_setup(app: App, **kwargs: Any) -> tuple[SetupScene, list[Match]]:
    started: list[Match] = []
    scene = SetupScene(started.append, **kwargs)
    app.stack.push(scene)
    app.step()
    return scene, started


def right_half(widget: Any) -> tuple[int, int]:
    """A click here steps a Choice forward (its left arrow box steps it back)."""
    r = widget.rect
    return r.right - r.height, r.centery


def left_arrow(widget: Any) -> tuple[int, int]:
    _label, control = widget.split(pygame.display.get_surface())
    return control.left + control.height // 2, control.centery


def retype(app: App, widget: Any, new_text: str) -> None:
    """Click into a text box, erase it and type ``new_text``."""
    app.step(click(widget.rect.center))
    app.step([key(pygame.K_END)] + [key(pygame.K_BACKSPACE)] * 30 + [text(new_text)])


def test_defaults_on_first_use(app: App) -> None:
    scene, _ = open_setup(app)
    first = next(iter(all_games().values()))
    assert scene.game_id == first.id and scene.players == first.player_counts[0]
    assert [w.text for w in scene.name_inputs] == list(DEFAULT_NAMES[: scene.players])
    assert [c.value for c in scene.kind_choices] == [HUMAN] + [BOT] * (scene.players - 1)
    assert [c.value for c in scene.level_choices] == ["easy"] * scene.players
    assert not scene.level_choices[0].visible  # a human has no bot level
    assert scene.seed_input is not None and scene.seed_input.text == ""
    assert scene.focus.current is scene.start_button


def test_start_builds_the_chosen_match_from_clicks_and_typing(app: App) -> None:
    scene, started = open_setup(app)
    assert scene.game_id == "copas" and scene.players == 3
    app.step(click(right_half(scene.players_choice)))  # 3 -> 4 players (rebuilds the seat rows)
    assert scene.players == 4 and len(scene.name_inputs) == 4
    option = scene.option_choices[1]
    app.step(click(right_half(option)))  # no_cups_on_first_trick: off -> on
    retype(app, scene.name_inputs[1], "Zoe")
    app.step(click(right_half(scene.kind_choices[1])))  # Zoe: bot -> human
    assert not scene.level_choices[1].visible
    app.step(click(left_arrow(scene.level_choices[2])))  # Bruno: easy -> random
    app.step(click(scene.seed_input.rect.center) + [text("12a34")])  # letters are not taken
    assert scene.seed_input.text == "1234"
    app.step(click(scene.start_button.rect.center))
    assert len(started) == 1
    match = started[0]
    assert match.info.id == "copas" and match.players == 4
    assert [s.name for s in match.seats] == ["You", "Zoe", "Bruno", "Carmen"]
    assert [s.kind for s in match.seats] == [HUMAN, HUMAN, BOT, BOT]
    assert match.seats[2].level == "random" and match.seats[3].level == "easy"
    assert match.record.options == {"no_cup_lead_until_discarded": False, "no_cups_on_first_trick": True}
    assert match.record.seed == 1234
    assert scene in app.stack  # the caller replaces it with the table


def test_switching_games_keeps_a_valid_player_count_and_its_options(app: App) -> None:
    scene, started = open_setup(app)
    app.step(click(right_half(scene.game_choice)))
    info = get_game("assassins_trick")
    assert scene.game_id == info.id and scene.players in info.player_counts
    assert [c.label for c in scene.option_choices] == [o.label for o in info.options]
    app.step(click(right_half(scene.option_choices[0])))  # jokers 0 -> 1
    app.step(click(scene.start_button.rect.center))
    match = started[-1]
    assert match.info.id == info.id and match.record.options == {"jokers": 1} and match.players == scene.players
    assert match.record.seed > 0  # no seed given: a random one


def test_keyboard_only(app: App) -> None:
    scene, started = open_setup(app)
    app.step([key(pygame.K_TAB)])  # Start -> Back
    assert scene.focus.current is scene.back_button
    app.step([key(pygame.K_TAB)])  # wraps to the game
    assert scene.focus.current is scene.game_choice
    app.step([key(pygame.K_RIGHT)])  # next game
    assert scene.game_id == "assassins_trick"
    assert scene.focus.current is scene.game_choice  # the rebuild keeps the focus on the same control
    app.step([key(pygame.K_DOWN), key(pygame.K_LEFT)])  # players: previous count
    assert scene.focus.current is scene.players_choice
    for _ in range(20):  # down to the first name box
        if scene.focus.current is scene.name_inputs[0]:
            break
        app.step([key(pygame.K_TAB)])
    app.step([key(pygame.K_BACKSPACE)] * 3 + [text("Me"), key(pygame.K_RETURN)])  # Enter moves on
    assert scene.focus.current is scene.kind_choices[0]
    app.step([key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)])
    assert scene.focus.current is scene.name_inputs[0]
    for _ in range(30):
        if scene.focus.current is scene.start_button:
            break
        app.step([key(pygame.K_TAB)])
    app.step([key(pygame.K_RETURN)])
    assert started and started[0].seats[0].name == "Me" and started[0].info.id == "assassins_trick"
    app.step([key(pygame.K_ESCAPE)])  # Escape is Back
    assert scene not in app.stack


def test_back_button_and_on_back(app: App) -> None:
    scene, _ = open_setup(app)
    app.step(click(scene.back_button.rect.center))
    assert scene not in app.stack
    went: list[int] = []
    scene, _ = open_setup(app, on_back=lambda: went.append(1))
    app.step([key(pygame.K_ESCAPE)])
    assert went == [1]


def test_duplicate_and_empty_names_are_refused_inline(app: App) -> None:
    scene, started = open_setup(app)
    retype(app, scene.name_inputs[2], "ada ")  # same as seat 2 but for case and spaces
    app.step(click(scene.start_button.rect.center))
    assert not started
    assert "Seats 2 and 3" in scene.message and "different name" in scene.message
    assert scene.focus.current is scene.name_inputs[2]
    assert [w.text for w in scene.name_inputs] == ["You", "Ada", "ada "]  # nothing lost
    app.step([text("x")])  # any change clears the message
    assert scene.message == ""
    retype(app, scene.name_inputs[1], "   ")
    app.step(click(scene.start_button.rect.center))
    assert not started and "Seat 2 needs a name" in scene.message
    for size in ((1280, 720), (960, 600)):  # the message is drawn at both sizes
        app.step([resize(size)])


def test_a_bad_seed_is_refused_inline(app: App) -> None:
    scene, started = open_setup(app)
    assert scene.seed_input is not None
    scene.seed_input.text = "12x4"  # as if pasted past the filter
    scene.set_seed("12x4")
    app.step(click(scene.start_button.rect.center))
    assert not started and "seed must be a whole number" in scene.message
    assert scene.focus.current is scene.seed_input and scene.seed_input.text == "12x4"
    app.step([key(pygame.K_END)] + [key(pygame.K_BACKSPACE)] * 4 + [text("77")])
    app.step(click(scene.start_button.rect.center))
    assert started and started[0].record.seed == 77


def test_the_last_setup_is_remembered_saved_and_prefilled(app: App, app_paths: Any) -> None:
    scene, started = open_setup(app)
    app.step(click(right_half(scene.game_choice)))  # Assassin's Trick
    retype(app, scene.name_inputs[1], "Quentin")
    app.step(click(left_arrow(scene.level_choices[1])))  # easy -> random
    app.step(click(right_half(scene.option_choices[0])) + click(right_half(scene.option_choices[0])))  # jokers 2
    app.step(click(scene.start_button.rect.center))
    assert started
    saved = load_settings(app_paths.settings_file).settings.last_setup
    assert saved["game"] == "assassins_trick" and saved["options"]["assassins_trick"] == {"jokers": 2}
    app.stack.remove(scene)

    again, _ = open_setup(app)
    assert again.game_id == "assassins_trick" and again.players == started[0].players
    assert again.name_inputs[1].text == "Quentin" and again.level_choices[1].value == "random"
    assert again.option_choices[0].value == 2
    assert again.seed_input is not None and again.seed_input.text == ""  # a seed is never carried over


@pytest.mark.parametrize(
    "remembered",
    [
        "not a dict",
        {"game": "chess", "players": 3},
        {"game": "copas", "players": 9, "seats": "x", "options": []},
        {"game": "copas", "players": True, "seats": [{"name": 7, "kind": "alien", "level": "grandmaster"}, "x", None]},
        {"game": "copas", "seats": [{"name": ""}, {"name": "z" * 200}], "options": {"copas": {"no_cups_on_first_trick": 1}}},
    ],
)
def test_bad_remembered_values_fall_back_to_defaults(app: App, remembered: Any) -> None:
    app.settings.last_setup = remembered
    scene, started = open_setup(app)
    assert scene.game_id in all_games()
    assert scene.players in scene.info.player_counts
    assert [w.text for w in scene.name_inputs] == list(DEFAULT_NAMES[: scene.players])
    assert scene.kind_choices[0].value == HUMAN and scene.level_choices[0].value == "easy"
    assert all(type(c.value) is bool and c.value is False for c in scene.option_choices)
    app.step(click(scene.start_button.rect.center))
    assert started


def big_games() -> dict[str, GameInfo]:
    """The first game made to seat six with five options, to prove the screen fits."""
    first = next(iter(all_games().values()))
    labels = ["Cups locked until one is discarded", "No Cups on the first trick", "Jokers", "An option with a long label to wrap", "Short"]
    options = tuple(OptionSpec(f"o{i}", label, (False, True), False, "Help " * 30) for i, label in enumerate(labels))
    big = dataclasses.replace(first, title="A Game With A Rather Long Title", player_counts=(2, 3, 4, 5, 6), options=options)
    return {big.id: big}


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_six_seats_and_five_options_fit_without_overlap(app: App, size: tuple[int, int]) -> None:
    game_id = next(iter(big_games()))
    app.settings.last_setup = {"game": game_id, "players": 6, "seats": [{"name": "A very long name here", "kind": "bot"}]}
    app.step([resize(size)])
    scene, _ = open_setup(app, games=big_games())
    scene.message = "A message long enough to need the whole bar, and a little more than that, to be sure it fits."
    app.step()
    assert len(scene.name_inputs) == 6 and len(scene.option_choices) == 5
    screen = pygame.Rect((0, 0), app.screen.get_size())
    widgets = [w for w in scene.focus.widgets if w.visible]
    for w in widgets:
        assert screen.contains(w.rect), w
        assert w.rect.height >= 30
    for a, b in combinations(widgets, 2):
        assert not a.rect.colliderect(b.rect), (a, b)
    assert scene.left_rect.contains(scene.hint_rect) and not scene.left_rect.colliderect(scene.right_rect)
    assert not scene.message_rect.colliderect(scene.back_button.rect)


def test_draws_at_both_sizes_and_through_resizes(app: App) -> None:
    scene, _ = open_setup(app)
    for size in ((960, 600), (1280, 720), (1000, 640), (960, 600)):
        app.step([resize(size)])
        assert app.screen.get_size() == size
        assert scene.start_button is not None and pygame.Rect((0, 0), size).contains(scene.start_button.rect)


def test_bot_levels_are_the_chosen_games_own(app: App, monkeypatch: Any) -> None:
    """Each game lists its own levels; a remembered level the game lacks becomes the default."""
    import game.scenes.setup as setup

    asked: list[str] = []

    def levels(game_id: str | None = None) -> tuple[str, ...]:
        assert game_id is not None  # per game, never the levels shared by all
        asked.append(game_id)
        return ("random", "easy", "expert") if game_id == first_id else ("random", "easy")

    first_id, second_id = list(all_games())[:2]
    monkeypatch.setattr(setup, "bot_levels", levels)
    seats = [{"name": "You", "kind": "human"}, {"name": "Ada", "kind": "bot", "level": "expert"}]
    app.settings.last_setup = {"game": first_id, "seats": seats}
    scene, _ = open_setup(app)
    assert asked[-1] == first_id and scene.levels == ("random", "easy", "expert")
    assert [v for v, _label in scene.level_choices[1].choices] == ["random", "easy", "expert"]
    assert scene.level_choices[1].value == "expert"
    scene.set_game(second_id)
    scene.build()
    assert asked[-1] == second_id and scene.levels == ("random", "easy")
    assert scene.level_choices[1].value == "easy" and scene.seats[1].level == "easy"


def test_a_broken_game_registry_is_not_hidden(app: App, monkeypatch: Any) -> None:
    """A bug in a game package shows (raises), it is not turned into an empty menu."""
    import game.scenes.setup as setup

    def broken() -> dict[str, GameInfo]:
        raise RuntimeError("a bug in a game package")

    monkeypatch.setattr(setup, "all_games", broken)
    with pytest.raises(RuntimeError, match="a bug in a game package"):
        app.stack.push(SetupScene(lambda match: None))


def test_allow_undo_is_off_by_default_explained_remembered_and_on_the_match(app: App, app_paths: Any) -> None:
    scene, started = open_setup(app)
    assert scene.undo_choice is not None and scene.undo_choice.value is False
    app.step([move(scene.undo_choice.rect.center)])
    assert "takes back your last move" in scene._hint_text() and "statistics" in scene._hint_text()
    app.step(click(right_half(scene.undo_choice)))
    assert scene.undo is True
    app.step(click(scene.start_button.rect.center))
    assert started and started[0].undo and started[0].record.to_json()["undo"] is True
    assert load_settings(app_paths.settings_file).settings.last_setup["undo"] is True
    app.stack.remove(scene)
    again, again_started = open_setup(app)
    assert again.undo_choice is not None and again.undo_choice.value is True
    app.step(click(right_half(again.kind_choices[1])))  # a second human: hot seat has no undo
    app.step(click(again.start_button.rect.center))
    assert again_started and not again_started[0].undo


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_the_undo_row_fits_beside_the_options(app: App, size: tuple[int, int]) -> None:
    app.resize(size)
    scene, _ = open_setup(app)
    app.step()
    rows = [scene.game_choice, scene.players_choice, *scene.option_choices, scene.seed_input, scene.undo_choice]
    for upper, lower in zip(rows, rows[1:]):
        assert upper is not None and lower is not None and upper.rect.bottom <= lower.rect.top
    assert scene.undo_choice is not None and scene.left_rect.contains(scene.undo_choice.rect)
    assert scene.undo_choice.rect.bottom <= scene.hint_rect.top
