"""Every scene of ``game/scenes``, opened the way the app opens it, drawn at both window sizes
and closed again.

The scene classes are found by importing every module of ``game.scenes``: a class nothing
subclasses is a scene to open, and a scene no opening here covers fails the check that lists
them, naming it, so a new scene is not forgotten. Scenes that show a game (its rules, score
sheet, round summary, review, game over, replay) are opened for every game of the registry.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

from game.match import BOT, HUMAN, Match, SeatConfig
from game.scene import Scene
from game.smoke.checks import Check, SmokeFailure, require
from game.smoke.harness import SIZES, SmokeApp, frames, name_of, reset
from game.smoke.tables import NAMES, open_table, solo_seats, step
from game.table.module import table_for
from rules.core.events import TrickOutcome
from rules.core.record import replay
from rules.core.registry import all_games

SCENES_PACKAGE = "game.scenes"
FRAMES_PER_SIZE = 2
SEED = 16
Opener = Callable[[SmokeApp], Scene]


@dataclass(frozen=True)
class Opening:
    kind: str  # the scene class it opens
    label: str  # what the line calls it: "RulesView (<game id>)"
    open: Opener  # pushes the scene (and what the app keeps under it) and returns it


def scene_classes() -> dict[str, str]:
    """Every scene class in ``game/scenes`` that no other subclasses: name -> module."""
    package = importlib.import_module(SCENES_PACKAGE)
    found: dict[str, type[Scene]] = {}
    for module_info in pkgutil.iter_modules(package.__path__, f"{SCENES_PACKAGE}."):
        module = importlib.import_module(module_info.name)
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, Scene) and value.__module__ == module.__name__:
                found[value.__name__] = value
    require(found, f"no scene classes found in {SCENES_PACKAGE}")
    bases = {base for cls in found.values() for base in cls.__mro__[1:]}
    return {name: cls.__module__ for name, cls in found.items() if cls not in bases}


def scene_checks(app: SmokeApp) -> list[Check]:
    """One check per opening, then the check that every scene class was opened."""
    openings = all_openings()
    checks = [Check(f"open scene {o.label}", partial(open_scene, app, o)) for o in openings]
    checks.append(Check("open scenes: every scene class", lambda: covered(openings)))
    return checks


def open_scene(app: SmokeApp, opening: Opening) -> str:
    """Push it, run frames at each size, pop it; the title below draws again."""
    reset(app)
    scene = opening.open(app)
    require(name_of(scene) == opening.kind, f"opened {name_of(scene)}, not {opening.kind}")
    require(app.stack.top is scene, f"{opening.kind} is not on top of the scene stack once opened")
    for size in SIZES:
        if app.window.get_size() != size:
            app.resize(size)
        frames(app, FRAMES_PER_SIZE)
    require(scene in app.stack, f"{opening.kind} left the scene stack by itself")
    if app.stack.top is scene:
        app.pop()
    else:
        app.remove(scene)
    frames(app, 1)
    reset(app)
    return ""


def covered(openings: list[Opening]) -> str:
    classes = scene_classes()
    opened = {o.kind for o in openings}
    missing = [f"{name} ({module})" for name, module in sorted(classes.items()) if name not in opened]
    require(not missing, f"the smoke test does not know how to open {', '.join(missing)}: add it to game/smoke/scenes.py")
    return f"each of the {len(classes)} scene classes of game/scenes has its openings above"


# --- the openings -----------------------------------------------------------------------------
def all_openings() -> list[Opening]:
    games = list(all_games())
    first = games[0]
    out = [
        Opening("TitleScene", "TitleScene", lambda app: top_after(app, app.go_to_title)),
        Opening("SetupScene", "SetupScene", lambda app: top_after(app, app.new_game)),
        Opening("SettingsScene", "SettingsScene", lambda app: app.push(app.scenes.settings())),
        Opening("RulesMenuScene", "RulesMenuScene", lambda app: app.push(app.scenes.rules_menu())),
        Opening("StatisticsScene", "StatisticsScene", lambda app: app.push(app.scenes.statistics())),
        Opening("SavesMenuScene", "SavesMenuScene (load)", lambda app: app.push(app.scenes.saves_menu("load"))),
        Opening("SavesMenuScene", "SavesMenuScene (import)", lambda app: app.push(app.scenes.saves_menu("import"))),
        Opening("SavesMenuScene", f"SavesMenuScene (save as, {first})", lambda app: save_as(app, first)),
        Opening("PauseScene", f"PauseScene ({first})", lambda app: pause(app, first)),
        Opening("HandoffScene", f"HandoffScene ({first}, hot seat)", lambda app: handoff(app, first)),
        Opening("MessageScene", "MessageScene", message),
    ]
    for game in games:
        out += game_openings(game)
    return out


def game_openings(game: str) -> list[Opening]:
    """The openings of the scenes that show one game."""
    return [
        Opening("RulesView", f"RulesView ({game})", lambda app: app.push(app.scenes.rules(game))),
        Opening("TableScene", f"TableScene ({game})", lambda app: table(app, game)),
        Opening("RoundSummaryScene", f"RoundSummaryScene ({game})", lambda app: round_summary(app, game)),
        Opening("ScoreSheetScene", f"ScoreSheetScene ({game})", lambda app: score_sheet(app, game)),
        Opening("ReviewScene", f"ReviewScene ({game})", lambda app: review(app, game)),
        Opening("GameOverScene", f"GameOverScene ({game})", lambda app: game_over(app, game)),
        Opening("ReplayViewerScene", f"ReplayViewerScene ({game})", lambda app: replay_viewer(app, game)),
    ]


def top_after(app: SmokeApp, action: Callable[[], Any]) -> Scene:
    action()
    top = app.stack.top
    require(top is not None, "nothing opened")
    assert top is not None
    return top


def smallest(game: str) -> int:
    return min(all_games()[game].player_counts)


def table(app: SmokeApp, game: str) -> Scene:
    """One human against easy bots, as the setup screen starts it."""
    return open_table(app, Match.new(game, solo_seats(smallest(game)), seed=SEED))


def pause(app: SmokeApp, game: str) -> Scene:
    """The table's Menu (Esc)."""
    return top_after(app, table(app, game).open_pause)  # type: ignore[attr-defined]


def save_as(app: SmokeApp, game: str) -> Scene:
    """The pause menu's Save as…"""
    return top_after(app, pause(app, game).save_as)  # type: ignore[attr-defined]


def handoff(app: SmokeApp, game: str) -> Scene:
    """A hot-seat table covers itself when a human is to move: the bots play until it does."""
    players = max(2, smallest(game))
    seats = [SeatConfig("Ana", HUMAN), SeatConfig("Bo", HUMAN), *(SeatConfig(NAMES[i], BOT, "easy") for i in range(2, players))]
    scene = open_table(app, Match.new(game, seats, seed=SEED))
    for _ in range(200):
        if app.stack.top is not scene:
            return app.stack.top  # type: ignore[return-value]
        step(app, scene, draw=False)
    raise SmokeFailure("the hot-seat table never handed over to a player")


def message(app: SmokeApp) -> Scene:
    return app.push(app.scenes.message("Smoke test", "A question for the player.", on_ok=lambda: None, cancel_label="Cancel"))


# --- scenes that show a finished game -----------------------------------------------------------
def finished(game: str) -> Match:
    """A whole game of random play (quick), for the scenes that show a finished game."""
    players = smallest(game)
    match = Match.new(game, [SeatConfig(NAMES[i], BOT, "random") for i in range(players)], seed=SEED)
    rng = random.Random(SEED)
    while not match.is_over():
        seat = match.state.to_move()[0]
        match.apply(seat, match.random_action(seat, rng))
    return match


def names(match: Match) -> list[str]:
    return [match.name(s) for s in range(match.players)]


def round_summary(app: SmokeApp, game: str) -> Scene:
    done = finished(game)
    rounds = done.state.result().rounds
    require(rounds, "a whole game with no round in its result")
    notes = table_for(game, names(done)).round_notes(rounds[0], done.name)
    return app.push(app.scenes.round_summary(done, rounds[0], notes, lambda: None))


def score_sheet(app: SmokeApp, game: str) -> Scene:
    return app.push(app.scenes.score_sheet(finished(game)))


def review(app: SmokeApp, game: str) -> Scene:
    """The last finished trick, or the last plays the game revealed (the table's Last trick)."""
    done = finished(game)
    look = table_for(game, names(done))
    shown = [r for e in replay(done.record)[1] if (r := e if isinstance(e, TrickOutcome) else look.review(e)) is not None]
    require(shown, "a whole game with nothing to review")
    return app.push(app.scenes.review(look.review_title, shown[-1], done, look.deck_style()))


def game_over(app: SmokeApp, game: str) -> Scene:
    done = finished(game)
    notes = table_for(game, names(done)).result_notes(done.state.result(), done.name)
    return app.push(app.scenes.game_over(done, notes))


def replay_viewer(app: SmokeApp, game: str) -> Scene:
    done = finished(game)
    return app.push(app.scenes.replay_viewer(done.record, names(done)))
