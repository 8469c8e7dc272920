"""The round summary, game over, hand-off and score sheet scenes, over a stand-in table."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from functools import cache
from types import SimpleNamespace
from typing import Any

import pygame
import pytest

from game.app import App
from game.match import Match, SeatConfig
from game.scene import Scene
from game.scenes.gameover import GameOverScene, standings, winners_line
from game.scenes.handoff import HandoffScene
from game.scenes.scoresheet import ScoreSheetScene, breakdown_rows
from game.ui.score_grid import VALUES
from game.ui.text import format_points
from game.scenes.summary import ARM_S, RoundSummaryScene, running_totals
from rules.core.results import GameResult, RoundResult, ScoreItem
from tests.synthetic import click, key, resize, wheel

SIZES = [(1280, 720), (960, 600)]
TABLE_COLOUR = (255, 0, 255)


class StandInTable(Scene):
    """Paints every pixel one colour, so a test can tell whether anything of it shows."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(TABLE_COLOUR)


def play(game_id: str, names: list[str], seed: int = 1, rounds: int | None = None) -> Match:
    """A match played by bots to the end, or until ``rounds`` rounds are scored."""
    m = Match.new(game_id, [SeatConfig(n) for n in names], seed=seed)
    while not m.is_over() and (rounds is None or len(m.state.result().rounds) < rounds):
        seat = m.state.to_move()[0]
        m.apply(seat, m.bot(seat).choose(m.observation(seat)))
    return m


@cache
def finished_copas() -> Match:
    return play("copas", ["A", "B", "C"], seed=1)


@cache
def copas_with_bonus_round() -> Match:
    """Five seats, and a bonus round with long breakdown lines (seed 45 has one)."""
    m = play("copas", ["You", "Ada", "Bruno", "Carmen", "Dmitri"], seed=45)
    assert any(r.title == "Bonus round" for r in m.state.result().rounds)
    return m


def fake_match(seats: int = 6, rounds: int = 40) -> Any:
    """A finished six-seat game with many rounds (no game seats six yet)."""
    names = ["Maximiliana Long", "Ada", "Bartholomew Jr.", "Carmen", "Dmitri", "Elif"][:seats]
    results = []
    for k in range(rounds):
        points = tuple((k * 7 + s * 3) % 11 for s in range(seats))
        breakdown = tuple(
            (ScoreItem("Cups taken", p, p), ScoreItem("Pending 10 Cups erased (no Cup in the bonus round)", 0)) if p else ()
            for p in points
        )
        results.append(RoundResult(k + 1, points, breakdown, f"Round {k + 1}"))
    scores = tuple(sum(r.points[s] for r in results) for s in range(seats))
    winners, losers = (scores.index(min(scores)),), [scores.index(max(scores))]
    result = GameResult("fake", seats, scores, winners, tuple(results), finished=True, extra={"losers": losers})
    info = SimpleNamespace(id="fake", title="Fake Copas", lower_is_better=True)
    state = SimpleNamespace(result=lambda: result)
    return SimpleNamespace(players=seats, name=lambda s: names[s], info=info, state=state, is_over=lambda: True)


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def app(request: Any, app_paths: Any) -> Iterator[App]:
    application = App(headless=True, size=request.param, paths=app_paths)
    application.stack.push(StandInTable())
    application.step()
    yield application
    application.close()


# --- round summary ---------------------------------------------------------------------------------
def test_a_breakdown_is_a_grid_of_rules_by_player() -> None:
    rr = RoundResult(
        1,
        (3, 0, 7),
        (
            (ScoreItem("Cups taken", 3, 3),),
            (),
            (ScoreItem("Took every trick", 0), ScoreItem("Cups taken", 1, 1), ScoreItem("Queen of Cups", 6)),
        ),
    )
    rows = breakdown_rows(rr, 3)
    assert [r.label for r in rows] == ["Cups taken", "Took every trick", "Queen of Cups"]  # each once, first seen first
    assert all(r.kind == VALUES for r in rows)
    assert rows[0].cells == [("×3", "+3"), None, ("×1", "+1")]  # a count of 1 is shown
    assert rows[1].cells == [None, None, ("×1", "0")]
    assert rows[2].cells == [None, None, ("×1", "+6")]


def test_a_round_may_name_roles_and_a_column_that_is_no_seat(app: App) -> None:
    fm = fake_match(seats=3, rounds=2)
    base = fm.state.result()
    rr = RoundResult(
        3, (2, 0, 1, 5),
        ((ScoreItem("Cards", 2, 2),), (), (ScoreItem("Cards", 1, 1),), (ScoreItem("Cards", 5, 5),)),
        "Round 3", roles=("Supplier", "Thief", "Mayor"), extra_columns=("The House",),
    )
    result = dataclasses.replace(base, rounds=(*base.rounds, rr))
    fm.state = SimpleNamespace(result=lambda: result)
    scene = RoundSummaryScene(fm, rr, [], lambda: None)
    app.stack.push(scene)
    app.step()
    grid = scene.grid
    assert grid is not None and grid.headers == ["Maximiliana Long", "Ada", "Bartholomew Jr.", "The House"]
    assert grid.roles == ["Supplier", "Thief", "Mayor", ""]
    assert grid.scrolling[0].cells == [("×2", "+2"), None, ("×1", "+1"), ("×5", "+5")]
    this_round, total = grid.totals
    assert (this_round.label, total.label) == ("This round", "Total")
    assert this_round.cells == ["+2", "0", "+1", "+5"]
    assert total.cells[-1] == "5" and total.cells[0] == format_points(sum(r.points[0] for r in result.rounds))


def test_the_press_that_ended_the_round_does_not_close_its_summary(app: App) -> None:
    m = finished_copas()
    calls: list[int] = []
    scene = RoundSummaryScene(m, m.state.result().rounds[0], [], lambda: calls.append(1))
    app.stack.push(scene)
    app.step([key(pygame.K_SPACE), *click(scene.buttons[0].rect.center)], dt=0.0)
    assert calls == [] and scene in app.stack
    app.step(dt=ARM_S)
    app.step([key(pygame.K_RETURN)])
    assert calls == [1]


def test_running_totals_count_rounds_by_position() -> None:
    m = finished_copas()
    rounds = m.state.result().rounds
    for i in (0, 3, len(rounds) - 1):
        expected = [sum(r.points[s] for r in rounds[: i + 1]) for s in range(3)]
        assert running_totals(rounds, rounds[i], 3) == expected
        copy = dataclasses.replace(rounds[i])  # equal, not the same object
        assert running_totals(rounds, copy, 3) == expected
    newest = RoundResult(99, (1, 2, 3), ((), (), ()), "Round 99")  # not in the list yet: counts last
    assert running_totals(rounds, newest, 3) == [m.state.result().scores[s] + s + 1 for s in range(3)]


def test_round_summary_shows_the_round_and_continue_calls_back(app: App) -> None:
    m = copas_with_bonus_round()
    rounds = m.state.result().rounds
    index = next(i for i, r in enumerate(rounds) if r.title == "Bonus round")
    calls: list[int] = []
    scene = RoundSummaryScene(m, rounds[index], ["Nobody took a Cup: the 10 Cups stay pending."], lambda: calls.append(1))
    app.stack.push(scene)
    app.step()
    assert scene.title == "Bonus round" and "lower is better" in scene.subtitle
    assert scene.notes == "Nobody took a Cup: the 10 Cups stay pending."
    assert scene.notes_rect.height > 0 and scene.panel_rect.contains(scene.notes_rect)
    assert scene.grid is not None and scene.notes_rect.bottom <= scene.grid.rect.top
    assert scene.grid is not None and scene.grid.headers == [m.name(s) for s in range(5)]
    totals = scene.grid.totals[-1].cells
    assert list(totals) == [format_points(t) for t in running_totals(rounds, rounds[index], 5)]
    labels = {item.label for items in rounds[index].breakdown for item in items}
    assert {row.label for row in scene.grid.scrolling} == labels
    assert scene.panel_rect.height <= app.screen.get_height() and pygame.Rect((0, 0), app.screen.get_size()).contains(scene.panel_rect)
    app.step(dt=ARM_S)
    app.step([key(pygame.K_RETURN)])
    assert calls == [1] and scene not in app.stack
    app.step([key(pygame.K_RETURN)])  # goes to the table now, not to the closed summary
    assert calls == [1]


@pytest.mark.parametrize("how", ["space", "escape", "click"])
def test_round_summary_other_ways_to_continue(app: App, how: str) -> None:
    m = finished_copas()
    calls: list[int] = []
    scene = RoundSummaryScene(m, m.state.result().rounds[2], [], lambda: calls.append(1))
    app.stack.push(scene)
    app.step(dt=ARM_S)
    if how == "click":
        app.step(click(scene.buttons[0].rect.center))
    else:
        app.step([key(pygame.K_SPACE if how == "space" else pygame.K_ESCAPE)])
    assert calls == [1] and scene not in app.stack


def test_round_summary_fits_six_seats_with_long_breakdowns(app: App) -> None:
    fm = fake_match()
    scene = RoundSummaryScene(fm, fm.state.result().rounds[5], ["A long note. " * 30], lambda: None)
    app.stack.push(scene)
    app.step()
    screen = pygame.Rect((0, 0), app.screen.get_size())
    assert screen.contains(scene.panel_rect)
    assert scene.grid is not None and scene.panel_rect.contains(scene.grid.rect)
    assert not scene.grid.rect.colliderect(scene.buttons[0].rect)


# --- game over -------------------------------------------------------------------------------------
def test_winners_line_and_standings() -> None:
    assert winners_line(["Ada"]) == "Ada wins!"
    assert winners_line(["You"]) == "You win!"
    assert winners_line(["Ada", "Bruno"]) == "Ada and Bruno share the win"
    assert winners_line(["Ada", "Bruno", "Carmen"]) == "Ada, Bruno and Carmen share the win"
    assert standings([10, 3, 10, 7], lower_is_better=True) == [(1, 1), (2, 3), (3, 0), (3, 2)]
    assert standings([10, 3, 10, 7], lower_is_better=False) == [(1, 0), (1, 2), (3, 3), (4, 1)]


def test_game_over_names_winners_and_losers_and_its_buttons_call_back(app: App) -> None:
    m = finished_copas()
    result = m.state.result()
    new_game: list[int] = []
    title: list[int] = []
    notes = [f"{m.name(s)} popped at {format_points(result.scores[s])}." for s in result.extra["losers"]]
    scene = GameOverScene(m, [*notes, "  "], lambda: new_game.append(1), lambda: title.append(1))
    app.stack.push(scene)
    app.step()
    winners = [m.name(s) for s in result.winners]
    assert scene.headline == winners_line(winners)
    assert notes and scene.notes == " ".join(notes)  # the notes given, blank ones left out
    assert scene.losers == set(result.extra["losers"])
    ranked_scores = [result.scores[seat] for _, seat in scene.ranked]
    assert ranked_scores == sorted(result.scores)  # lowest first in Copas
    assert scene.grid is not None and len(scene.grid.scrolling) == len(result.rounds)
    app.step(click(scene.buttons[0].rect.center))
    assert new_game == [1] and title == []
    app.step(click(scene.buttons[1].rect.center))
    assert title == [1]
    app.step([key(pygame.K_ESCAPE)])
    assert title == [1, 1]


def test_game_over_of_assassins_trick_and_a_shared_win(app: App) -> None:
    m = play("assassins_trick", ["Ada", "Bruno", "Carmen"], seed=5)
    result = m.state.result()
    scene = GameOverScene(m, [], lambda: None, lambda: None)
    app.stack.push(scene)
    app.step()
    assert scene.headline == winners_line([m.name(s) for s in result.winners])
    assert scene.notes == ""
    ranked_scores = [result.scores[seat] for _, seat in scene.ranked]
    assert ranked_scores == sorted(result.scores, reverse=True)  # highest first


def test_game_over_with_six_seats_and_many_rounds_scrolls(app: App) -> None:
    fm = fake_match()
    scene = GameOverScene(fm, [], lambda: None, lambda: None)
    app.stack.push(scene)
    app.step()
    grid = scene.grid
    assert grid is not None and grid.max_scroll > 0 and grid.scroll == 0
    app.step([key(pygame.K_DOWN), key(pygame.K_PAGEDOWN)])
    assert grid.scroll > 1
    app.step([key(pygame.K_END)])
    assert grid.scroll == grid.max_scroll
    app.step([wheel(2)])
    assert grid.scroll == grid.max_scroll - 2
    app.step([key(pygame.K_HOME)])
    assert grid.scroll == 0
    screen = pygame.Rect((0, 0), app.screen.get_size())
    for rect in (scene.standings_rect, scene.sheet_rect, *(b.rect for b in scene.buttons)):
        assert screen.contains(rect)
    assert not scene.standings_rect.colliderect(scene.sheet_rect)
    assert all(not b.rect.colliderect(scene.sheet_rect) for b in scene.buttons)


# --- hand-off --------------------------------------------------------------------------------------
@pytest.mark.parametrize("how", ["click", "enter", "space"])
def test_handoff_hides_the_table_then_pops_and_calls_back(app: App, how: str) -> None:
    ready: list[int] = []
    scene = HandoffScene("Bruno", lambda: ready.append(1), note="Ada played the 7 of Cups")
    app.stack.push(scene)
    app.step()
    assert scene.is_overlay and len(app.stack) == 2
    w, h = app.screen.get_size()
    seen = {tuple(app.screen.get_at((x, y)))[:3] for x in range(0, w, 7) for y in range(0, h, 7)}
    assert TABLE_COLOUR not in seen  # opaque: not one pixel of the table shows
    assert scene.button is not None and scene.button.text == "I am Bruno — show my hand"
    app.step([key(pygame.K_ESCAPE)])  # no menu given: Escape does not reveal anything
    assert ready == [] and scene in app.stack
    if how == "click":
        app.step(click(scene.button.rect.center))
    else:
        app.step([key(pygame.K_RETURN if how == "enter" else pygame.K_SPACE)])
    assert ready == [1] and scene not in app.stack and len(app.stack) == 1


def test_handoff_escape_opens_the_menu_when_given(app: App) -> None:
    menu: list[int] = []
    scene = HandoffScene("Ada", lambda: None, on_menu=lambda: menu.append(1))
    app.stack.push(scene)
    app.step([key(pygame.K_ESCAPE)])
    assert menu == [1] and scene in app.stack


# --- score sheet -----------------------------------------------------------------------------------
def test_score_sheet_lists_every_round_and_closes(app: App) -> None:
    m = finished_copas()
    result = m.state.result()
    scene = ScoreSheetScene(m)
    app.stack.push(scene)
    app.step()
    grid = scene.grid
    assert grid is not None and grid.headers == ["A", "B", "C"]
    assert [r.cells for r in grid.scrolling] == [[format_points(p) for p in r.points] for r in result.rounds]
    assert grid.totals[0].cells == [format_points(p) for p in result.scores]
    app.step([key(pygame.K_ESCAPE)])
    assert scene not in app.stack
    scene = ScoreSheetScene(m)
    app.stack.push(scene)
    app.step([key(pygame.K_RETURN)])
    assert scene not in app.stack
    scene = ScoreSheetScene(m)
    app.stack.push(scene)
    app.step()
    app.step(click(scene.buttons[0].rect.center))
    assert scene not in app.stack


def test_a_score_sheet_mid_round_adds_what_the_round_has_moved_so_far(app: App) -> None:
    """Tavern Tricks' stakes leave the banks as they are made: mid-hand the sheet's rows (the
    start, the hands scored) add up to its totals only with a row for the hand in play; and it
    counts coins, not points."""
    m = Match.new("tavern_tricks", [SeatConfig(n) for n in ("A", "B", "C", "D")], seed=2)
    while m.state.observation(0).phase != "trick":
        seat = m.state.to_move()[0]
        m.apply(seat, m.bot(seat).choose(m.observation(seat)))
    result = m.state.result()
    scene = ScoreSheetScene(m)
    app.stack.push(scene)
    app.step()
    grid = scene.grid
    assert grid is not None and "coins: higher is better" in scene.subtitle
    labels = [r.label for r in grid.scrolling]
    assert labels == ["Start", "This round so far"]
    staked = [format_points(-s) for s in m.state.observation(0).stakes]
    assert grid.scrolling[1].cells == staked and any(c != "0" for c in staked)
    assert grid.totals[0].cells == [format_points(p) for p in result.scores]
    app.stack.remove(scene)
    copas = play("copas", ["A", "B", "C"], seed=1, rounds=1)
    for _ in range(5):  # into round 2: Copas' totals move only when a round is scored
        seat = copas.state.to_move()[0]
        copas.apply(seat, copas.bot(seat).choose(copas.observation(seat)))
    sheet = ScoreSheetScene(copas)
    app.stack.push(sheet)
    app.step()
    assert [r.label for r in sheet.grid.scrolling] == ["Round 1"]
    assert "penalty points: lower is better" in sheet.subtitle


def test_score_sheet_before_any_round_and_with_many_rounds(app: App) -> None:
    m = play("copas", ["A", "B", "C", "D"], seed=3, rounds=0)
    scene = ScoreSheetScene(m)
    app.stack.push(scene)
    app.step()
    assert scene.grid is not None and scene.grid.scrolling == [] and scene.grid.totals[0].cells == ["0"] * 4
    app.stack.remove(scene)
    scene = ScoreSheetScene(fake_match(rounds=40))
    app.stack.push(scene)
    app.step()
    grid = scene.grid
    assert grid is not None and grid.max_scroll > 0 and grid.scroll == grid.max_scroll  # the latest rounds first
    app.step([key(pygame.K_UP)])
    assert grid.scroll == grid.max_scroll - 1
    app.step([key(pygame.K_PAGEUP)] * 10)
    assert grid.scroll == 0
    assert pygame.Rect((0, 0), app.screen.get_size()).contains(scene.panel_rect)


# --- every scene draws at every size ---------------------------------------------------------------
def test_every_scene_draws_and_resizes(app: App) -> None:
    m = copas_with_bonus_round()
    fm = fake_match()
    scenes = [
        RoundSummaryScene(m, m.state.result().rounds[-1], ["A note."], lambda: None),
        RoundSummaryScene(fm, fm.state.result().rounds[0], ["word " * 200], lambda: None),
        GameOverScene(m, ["A note."], lambda: None, lambda: None),
        GameOverScene(fm, ["word " * 200], lambda: None, lambda: None),
        HandoffScene("A name far too long for any button at all, truly", lambda: None, note="word " * 80),
        ScoreSheetScene(m),
        ScoreSheetScene(fm),
    ]
    for scene in scenes:
        app.stack.push(scene)
        for size in (*SIZES, (1000, 640), (2000, 1100)):
            app.step([resize(size)])
            assert app.screen.get_size() == size
        app.stack.remove(scene)


def test_a_game_begun_with_coins_shows_them_as_a_start_row_so_the_rows_add_up() -> None:
    from types import SimpleNamespace

    from game.scenes.scoresheet import round_rows, starting_score
    from rules.core.results import RoundResult

    rounds = [RoundResult(1, (6.0, -6.0), ((), ())), RoundResult(2, (-2.0, 2.0), ((), ()))]
    rows = round_rows(rounds, 2, (), starting_score(SimpleNamespace(extra={"starting_score": 20})))
    assert [r.label for r in rows] == ["Start", "Round 1", "Round 2"]
    assert list(rows[0].cells) == ["20", "20"]
    assert [r.label for r in round_rows(rounds, 2, (), starting_score(SimpleNamespace(extra={})))] == ["Round 1", "Round 2"]
    assert starting_score(SimpleNamespace(extra={"starting_score": True})) == 0  # a flag is no score
