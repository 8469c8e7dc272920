"""What the program keeps on disk, written and read back in the throwaway user folder: the
autosave (Continue), a named save (Save as… and Load…), the settings and the statistics.

Each goes through the path a player takes: the table autosaves while bots play, the title's
Continue opens the save, the pause menu's Save as… writes a named save that the Load… menu
opens, the settings screen's change is saved, and a finished game lands in the statistics.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

import pygame

from game import settings as settings_io
from game.match import HUMAN, Match, SeatConfig
from game.named_saves import list_saves, named_dir, named_path, read_match
from game.saves import holds, save_data
from game.smoke.checks import Check, SmokeFailure, require
from game.smoke.harness import SIZES, SmokeApp, frame, frames, key, name_of, reset, text
from game.smoke.tables import bot_seats, open_table, play_until, solo_seats
from game.stats import StatsStore, record_finished
from rules.core.registry import all_games
from rules.core.words import counted

if TYPE_CHECKING:
    from game.scenes.table import TableScene

SEED = 16
SAVED_MOVES = 12  # moves the bots make before the table is left and continued
PLAYED_ON = 3  # moves the continued table must then make
SAVE_NAME = "Smoke test save"
PLAYER = "Smoke"  # the human seat of the game the statistics check adds


def save_checks(app: SmokeApp, game: str, finished: Sequence[Match]) -> list[Check]:
    return [
        Check("continue a saved game", lambda: continue_saved(app, game)),
        Check("named save: Save as… and Load…", lambda: named_save(app, game)),
        Check("settings: saved and read back", lambda: settings_saved(app)),
        Check("statistics: written and read back", lambda: statistics(app, game, finished)),
    ]


def records_match(a: Match, b: Match) -> bool:
    """The same game as a save holds it: game, options, seed, seats, moves (and undo)."""
    return save_data(a) == save_data(b)


def continue_saved(app: SmokeApp, game: str) -> str:
    """Bots play a few moves (the table autosaves each), the player goes to the title, and the
    title's Continue opens the same game, which plays on."""
    reset(app)
    players = min(all_games()[game].player_counts)
    match = Match.new(game, bot_seats(players), seed=SEED)
    table = open_table(app, match)
    play_until(app, table, lambda: len(match.record.actions) >= SAVED_MOVES, f"{SAVED_MOVES} moves")
    saver = table.driver.saver
    if saver is None or not saver.flush(10.0):
        raise SmokeFailure("the autosave did not write")
    require(saver.error is None, f"the autosave failed: {saver.error}")
    app.go_to_title()  # the table closes: its bots stop and its last save is written
    path = app.paths.current_save
    require(holds(path, match), f"{path.name} does not hold the game as it was left")
    title = app.stack.top
    button: Any = getattr(title, "continue_button", None)  # a Button, if the title has one
    require(button is not None and button.enabled, "the title does not offer Continue")
    button.activate()
    continued = cast("TableScene", app.stack.top)  # checked just below
    require(name_of(continued) == "TableScene", f"Continue opened {name_of(continued)}, not the table")
    require(records_match(continued.match, match), "the continued game is not the game that was saved")
    for size in SIZES:
        app.resize(size)
        frames(app, 1)
    moves = len(match.record.actions)
    play_until(app, continued, lambda: len(continued.match.record.actions) >= moves + PLAYED_ON, "the continued game to play on")
    reset(app)
    return f"{game}: left after {moves} moves, Continue opened the same game and it played on"


def named_save(app: SmokeApp, game: str) -> str:
    """At a table, Menu → Save as…, a typed name, Enter; then Load… lists it and opens it."""
    reset(app)
    players = min(all_games()[game].player_counts)
    match = Match.new(game, solo_seats(players), seed=SEED)
    rng = random.Random(SEED)
    for _ in range(SAVED_MOVES):  # a game under way: the rules play a few moves for every seat
        seat = match.state.to_move()[0]
        match.apply(seat, match.random_action(seat, rng))
    table = open_table(app, match, animate_opening=False)
    table.open_pause()
    app.stack.top.save_as()  # type: ignore[union-attr]
    frame(app, [text(SAVE_NAME)])
    frame(app, [key(pygame.K_RETURN)])
    path = named_path(app.paths, SAVE_NAME)
    require(path.is_file(), f"Save as… wrote no {path.name} (on top: {name_of(app.stack.top)})")
    require(records_match(read_match(path), match), f"{path.name} does not read back as the game saved")
    entries = [e for e in list_saves(named_dir(app.paths)) if e.name == SAVE_NAME]
    require(entries and entries[0].readable, f"the saves list does not offer {SAVE_NAME}")
    reset(app)
    menu = app.push(app.scenes.saves_menu("load"))
    offered = [e for e in menu.entries if e.name == SAVE_NAME]  # type: ignore[attr-defined]
    require(offered, f"Load… does not list {SAVE_NAME}")
    menu.choose(offered[0])  # type: ignore[attr-defined]
    loaded = cast("TableScene", app.stack.top)  # checked just below
    require(name_of(loaded) == "TableScene", f"Load… opened {name_of(loaded)}, not the table")
    require(records_match(loaded.match, match), "Load… opened another game than the one saved")
    frames(app, 1)
    reset(app)
    return f"{game}: saved as {path.name} after {SAVED_MOVES} moves, listed, loaded back the same"


def settings_saved(app: SmokeApp) -> str:
    """A change as the settings screen makes it, saved, and read back from the file."""
    reset(app)
    chosen = app.settings
    chosen.card_size, chosen.colorblind = "large", True
    try:
        app.settings_changed()
        require(app.settings_error is None, app.settings_error or "")
        loaded = settings_io.load(app.paths.settings_file)
        require(loaded.message is None, loaded.message or "")
        require(loaded.settings == chosen, f"read back {loaded.settings}, saved {chosen}")
    finally:
        chosen.card_size, chosen.colorblind = "medium", False
        app.settings_changed()
    return f"{app.paths.settings_file.name} written and read back the same"


def statistics(app: SmokeApp, game: str, finished: Sequence[Match]) -> str:
    """A finished game with a human seat is recorded as the table records it; it and every game
    the tables finished above are read back whole; the statistics screen opens on them."""
    path = app.paths.statistics_file
    players = min(all_games()[game].player_counts)
    seats = [SeatConfig(PLAYER, HUMAN), *solo_seats(players, "random")[1:]]
    own = Match.new(game, seats, seed=SEED)
    rng = random.Random(SEED)
    while not own.is_over():
        seat = own.state.to_move()[0]
        own.apply(seat, own.random_action(seat, rng))
    problem = record_finished(path, own)
    require(problem is None, problem or "")
    with StatsStore(path) as store:
        require(store.enabled, store.problem or "statistics are off")
        kept = [store.record(r.row).to_json() for r in store.recent(limit=10_000)]
        lost = [m.info.id for m in [*finished, own] if m.record.to_json() not in kept]
        require(not lost, f"finished games missing from the statistics: {', '.join(lost)}")
        require(PLAYER in store.players(), f"{PLAYER} is not among the players")
        require(store.summary(PLAYER), f"no numbers for {PLAYER}")
        games, _, bots_only = store.counts()
    reset(app)
    screen = app.push(app.scenes.statistics())
    for size in SIZES:
        app.resize(size)
        frames(app, 1)
    require(app.stack.top is screen, "the statistics screen did not stay open")
    reset(app)
    return f"{counted(games, 'game')} kept ({bots_only} bots only), each read back whole; the statistics screen shows them"
