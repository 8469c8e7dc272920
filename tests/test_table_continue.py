"""A game continued from a save shows exactly what the same game played straight through shows.

Bots alone play each game (and each variant) once, straight through, in a headless window: the
real ``TableScene`` with its ``TurnDriver`` and the game's table module, animations off, watched
from seat 0. At a few points (just after trick 2, one move after trick 4, just after round 1 ends)
the running match is saved (``game.saves.save_match``) and what the table shows is kept: every
seat plate (``seat_lines``), the piles, the pieces resting on the table, the hint and the log.
Each save is then continued the way the title's Continue does it (``App.continue_game``), and
the continued table must show the same. It plays on to the next round summary (or the game-over
screen), whose result and notes, and the table behind them, must match those of the game played
straight through. The continued game's bots answer with the first game's moves, in its order: a
bot's choices depend on what it chose before, so fresh bots would play another game.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from dataclasses import dataclass, field, fields, is_dataclass
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.match import Match, SeatConfig
from game.saves import save_match
from game.scenes.table import TableScene
from rules.core.events import Event, RoundScored, TrickOutcome
from tests.synthetic import key
from tests.table_driver import advance, find_table

SEED = 5
MAX_FRAMES = 60_000

CASES = [
    pytest.param("copas", 4, {}, id="copas"),
    pytest.param("assassins_trick", 3, {}, id="assassins_trick"),
    pytest.param("copper_trickster", 4, {"ea_nasirs_party": False}, id="copper_trickster"),
    pytest.param("copper_trickster", 4, {"ea_nasirs_party": True}, id="copper_trickster-ea_nasirs_party"),
    pytest.param("trickster_proposition", 2, {}, id="trickster_proposition"),
    pytest.param("tavern_tricks", 4, {}, id="tavern_tricks"),
    pytest.param("vazerneiros", 4, {"negative_rumors": False}, id="vazerneiros"),
    pytest.param("vazerneiros", 4, {"negative_rumors": True}, id="vazerneiros-negative_rumors"),
]


# --- what the table shows ---------------------------------------------------------------------------
def shown(scene: TableScene) -> dict[str, Any]:
    """What the table draws from the shown seat, as its table module and driver give it."""
    driver, table, obs = scene.driver, scene.table, scene.driver.shown
    return {
        **{f"plate {scene.match.name(s)}": table.seat_lines(obs, s) for s in range(scene.match.players)},
        "piles": table.piles(obs, scene),
        **{f"piece {p.key}": p for p in table.placements(obs, scene)},
        "hint": driver.hint(),
        "log": list(driver.log),
    }


def differences(expected: dict[str, Any], got: dict[str, Any]) -> list[str]:
    """One line per field that differs: straight through, then continued. Values are compared by
    their repr (a die's face painters are partials, equal only to themselves)."""
    out = []
    for name in sorted(set(expected) | set(got)):
        want, have = expected.get(name, "(none)"), got.get(name, "(none)")
        if repr(want) != repr(have):
            if name == "log":
                want, have = log_difference(want, have)
            elif is_dataclass(want) and type(want) is type(have):
                want, have = field_difference(want, have)
            out.append(f"  {name}: straight through {want!r}, continued {have!r}")
    return out


def field_difference(want: Any, have: Any, prefix: str = "") -> tuple[str, str]:
    """Only the fields of two dataclasses (a placement, its piece) that differ."""
    wants, haves = [], []
    for f in fields(want):
        a, b = getattr(want, f.name), getattr(have, f.name)
        if repr(a) == repr(b):
            continue
        if is_dataclass(a) and type(a) is type(b):
            a, b = field_difference(a, b, f"{prefix}{f.name}.")
            wants.append(a)
            haves.append(b)
        else:
            wants.append(f"{prefix}{f.name}={a!r}")
            haves.append(f"{prefix}{f.name}={b!r}")
    return ", ".join(wants), ", ".join(haves)


def log_difference(want: list[str], have: list[str]) -> tuple[str, str]:
    """The first differing log line of each, with its index."""
    for i, (a, b) in enumerate(zip(want, have)):
        if a != b:
            return f"[{i}] {a}", f"[{i}] {b}"
    return f"{len(want)} lines", f"{len(have)} lines"


def headed(title: str, lines: list[str]) -> list[str]:
    return [title, *lines] if lines else []


def settled(scene: TableScene) -> bool:
    """The table shows its observation and nothing is on its way to it (a bot may be thinking)."""
    driver = scene.driver
    return driver.idle() and not driver.needs_refresh


# --- driving a table --------------------------------------------------------------------------------
@dataclass
class Watch:
    """What a table showed at its round summaries and at the game-over screen."""

    summaries: dict[int, dict[str, Any]] = field(default_factory=dict)
    game_over: dict[str, Any] | None = None


def watch(scene: TableScene) -> Watch:
    """Keep what the table shows whenever the driver opens a round summary or the game-over screen
    (the table behind it included), then let the scene open it as usual."""
    seen = Watch()
    open_summary, open_game_over = scene.round_summary, scene.game_over

    def round_summary(result: Any, notes: list[str], resume: Callable[[], None]) -> None:
        seen.summaries.setdefault(result.round_no, {"summary": result, "notes": list(notes), **shown(scene)})
        open_summary(result, notes, resume)

    def game_over(notes: list[str]) -> None:
        seen.game_over = {"notes": list(notes), **shown(scene)}
        open_game_over(notes)

    scene.round_summary = round_summary  # type: ignore[method-assign]
    scene.game_over = game_over  # type: ignore[method-assign]
    return seen


def run(app: App, scene: TableScene, each_settled: Callable[[], None], done: Callable[[], bool], what: str) -> None:
    """Step the window (closing round summaries) until ``done()``, calling ``each_settled`` at every
    frame where the table rests on its observation."""
    for _ in range(MAX_FRAMES):
        if done():
            return
        top = app.stack.top
        if top is not scene:
            if type(top).__name__ == "GameOverScene":
                pytest.fail(f"the game ended before {what}")
            app.step([key(pygame.K_RETURN)])
            continue
        if settled(scene):
            each_settled()
        advance(app)
    pytest.fail(f"{what} never came in {MAX_FRAMES} frames")


class Script:
    """The continued table's bot runner: each seat's answer is its move in the game played straight
    through, given in that game's order (simultaneous moves too), on a later frame through
    ``App.post`` as the real runner gives it. Bots remember what they chose before, so fresh
    bots would play another game; a move the continued game refuses is noted in ``broken``."""

    def __init__(self, app: App, match: Match, actions: list[tuple[int, str]]) -> None:
        self.app, self.match, self.actions = app, match, actions
        self.busy: set[int] = set()
        self.asked: dict[int, tuple[Any, Callable[[int, Any], None]]] = {}
        self.broken: list[str] = []
        self.cancelled = False

    def request(self, seat, bot, observation, on_answer, on_failure, budget_s=1.0) -> None:  # noqa: ANN001
        self.busy.add(seat)
        self.asked[seat] = (observation, on_answer)
        self._answer_next()

    def _answer_next(self) -> None:
        """Post the answer of the seat whose move comes next, once it has been asked."""
        done = len(self.match.record.actions)
        if self.cancelled or done >= len(self.actions) or self.actions[done][0] not in self.asked:
            return
        seat, text = self.actions[done]
        observation, on_answer = self.asked.pop(seat)
        action = next((a for a in observation.legal_actions if str(a) == text), None)
        if action is None:
            self.broken.append(f"the straight game's move {done} ({seat}, {text!r}) is not legal in the continued game")
            return

        def answer() -> None:
            if self.cancelled:
                return
            self.busy.discard(seat)
            on_answer(seat, action)
            self._answer_next()

        self.app.post(answer)

    def cancel(self) -> None:
        self.cancelled = True
        self.busy.clear()


# --- the points to continue from --------------------------------------------------------------------
@dataclass(frozen=True)
class Point:
    label: str
    actions: int  # the number of actions applied when it is reached (the earliest it may be)


class Counter:
    """Counts the tricks of round 1 and notes when it ends, from the events the match returns."""

    def __init__(self) -> None:
        self.trick_ends: list[int] = []  # actions applied when each trick of round 1 ended
        self.round_end: int | None = None  # actions applied when round 1 was scored

    def saw(self, actions: int, events: list[Event]) -> None:
        for event in events:
            if self.round_end is not None:
                return
            if isinstance(event, TrickOutcome):
                self.trick_ends.append(actions)
            elif isinstance(event, RoundScored):
                self.round_end = actions

    def points(self) -> list[Point]:
        """After trick 2, one move after trick 4, just after round 1 (when the game has rounds), as
        far as they are known yet."""
        out = []
        ends = self.trick_ends
        if len(ends) >= 2:
            out.append(Point("after trick 2", ends[1]))
        if len(ends) >= 4:
            out.append(Point("one move after trick 4", ends[3] + 1))
        if self.round_end is not None:
            out.append(Point("just after round 1", self.round_end))
        return out


def count_events(match: Match, counter: Counter) -> None:
    apply = match.apply

    def counted(seat: int, action: Any) -> list[Event]:
        events = apply(seat, action)
        counter.saw(len(match.record.actions), events)
        return events

    match.apply = counted  # type: ignore[method-assign]


@dataclass
class Saved:
    point: Point
    path: Path
    actions: int  # applied when saved
    round_no: int  # of the shown observation when saved
    table: dict[str, Any]


# --- the test ---------------------------------------------------------------------------------------
@pytest.fixture
def quiet_app(app: App) -> App:
    app.settings.animation_speed = "off"
    return app


@pytest.mark.parametrize("game,players,options", CASES)
def test_a_continued_game_shows_what_the_game_played_straight_through_shows(
    quiet_app: App, tmp_path: Path, game: str, players: int, options: dict[str, Any]
) -> None:
    app = quiet_app
    seats = [SeatConfig(f"Bot{i}") for i in range(players)]
    match = Match.new(game, seats, options=options, seed=SEED)
    counter = Counter()
    count_events(match, counter)
    scene = app.scenes.table(match)
    app.stack.push(scene)
    straight = watch(scene)
    saves: dict[str, Saved] = {}

    def at_rest() -> None:
        n = len(match.record.actions)
        for point in counter.points():
            if point.label not in saves and n >= point.actions:
                path = tmp_path / f"save-{len(saves)}.json"
                save_match(path, match)
                saves[point.label] = Saved(point, path, n, scene.driver.shown.round_no, shown(scene))

    def through() -> bool:
        """Played far enough: every point saved, and the summary after the last one shown."""
        if straight.game_over is not None:
            return True
        if counter.round_end is None or len(saves) < 3:
            return False
        return max(s.round_no for s in saves.values()) in straight.summaries

    run(app, scene, at_rest, through, "the round summary after the last save")
    wanted = 3 if straight.summaries else 2  # a game of one round has no round summary
    assert len(saves) == wanted, f"{game} reached only {sorted(saves)} (tricks of round 1 ended at {counter.trick_ends})"

    failures: list[str] = []
    for saved in saves.values():
        failures += continued_differences(app, saved, list(match.record.actions), straight)
    where = f"{game} {options or ''} seed {SEED}, {players} easy bots, watched from seat 0".replace("  ", " ")
    assert not failures, f"{where}: a continued game shows something else:\n" + "\n".join(failures)


def continued_differences(app: App, saved: Saved, actions: list[tuple[int, str]], straight: Watch) -> list[str]:
    """Continue ``saved`` as the title's Continue does; what it shows that differs."""
    app.go_to_title()
    shutil.copyfile(saved.path, app.paths.current_save)
    app.continue_game()
    scene = find_table(app)
    assert scene is not None, f"Continue did not open the table ({type(app.stack.top).__name__} instead)"
    match = scene.match
    assert len(match.record.actions) == saved.actions
    script = Script(app, match, actions)
    scene.driver.runner = script  # type: ignore[assignment]
    again = watch(scene)
    label = f"continued {saved.point.label} (action {saved.actions})"
    out: list[str] = []
    first: dict[str, Any] = {}

    def at_rest() -> None:
        if not first and len(match.record.actions) == saved.actions:
            first.update(shown(scene))

    run(app, scene, at_rest, lambda: bool(first), f"the continued table at rest ({label})")
    out += headed(f"{label}, at once:", differences(saved.table, first))

    round_no = saved.round_no

    def next_summary() -> bool:
        return round_no in again.summaries or again.game_over is not None

    if round_no in straight.summaries:
        run(app, scene, lambda: None, next_summary, f"round {round_no}'s summary ({label})")
        want, got = straight.summaries[round_no], again.summaries.get(round_no, {})
        where = f"{label}, at round {round_no}'s summary:"
    else:
        run(app, scene, lambda: None, lambda: again.game_over is not None, f"the game's end ({label})")
        want, got, where = straight.game_over or {}, again.game_over or {}, f"{label}, at the game's end:"
    out += headed(where, differences(want, got))
    out += [f"{label}: {b}" for b in script.broken]
    out += [f"{label}: {match.name(s)}'s bot failed: {why}" for s, why in scene.driver.failed.items()]
    return out
