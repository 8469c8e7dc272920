"""The replay viewer: its model steps to states equal to a fresh replay, by actions and by whole
tricks, in every game; the scene draws at both sizes in every game; the game-over screen opens it;
``main.py --replay`` refuses a bad file with one line and exit status 2."""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.replay_model import Laid, ReplayModel, seat_names
from game.ui import theme
from rules.core.events import TrickOutcome
from rules.core.record import GameRecord, replay
from rules.core.registry import all_games

ACTIONS = 60  # enough for several tricks in every game, cheap to replay


@cache
def short_record(game_id: str, players: int, actions: int = ACTIONS) -> GameRecord:
    """``actions`` random legal actions of ``game_id`` (fewer if the game ends first)."""
    info = all_games()[game_id]
    record = GameRecord(game_id, players, info.resolve_options(None), seed=11)
    state = record.new_state()
    rng = random.Random(5)
    while len(record.actions) < actions and not state.is_over():
        seat = state.to_move()[0]
        action = rng.choice(list(state.legal_actions(seat)))
        state.apply(seat, action)
        record.actions.append((seat, str(action)))
    return record


def cases() -> list[tuple[str, int]]:
    """Every game at its largest player count."""
    return [(gid, max(info.player_counts)) for gid, info in all_games().items()]


def fresh(record: GameRecord, position: int) -> Any:
    state, _ = replay(GameRecord(record.game, record.players, record.options, record.seed, record.actions[:position], record.deal))
    return state


def same(a: Any, b: Any, players: int) -> bool:
    return (
        a.to_move() == b.to_move()
        and all(a.observation(s) == b.observation(s) for s in range(players))
        and a.result().to_json() == b.result().to_json()
    )


@pytest.mark.parametrize(("game_id", "players"), cases())
def test_stepping_lands_on_the_state_a_fresh_replay_gives(game_id: str, players: int) -> None:
    record = short_record(game_id, players)
    model = ReplayModel(record, snapshot_every=4)  # small, so snapshots and the steps after them both count
    assert model.problem is None and model.length == len(record.actions)
    model.end()
    for delta in (-1, -1, -3, -7, 2, -1):  # backwards across snapshots, then forward again
        model.step(delta)
        assert same(model.state, fresh(record, model.position), players), (game_id, model.position)
    for position in (0, 1, 5, model.length // 2, model.length):
        model.go_to(position)
        assert same(model.state, fresh(record, position), players), (game_id, position)
    assert model.home() == 0 and model.step(-1) == 0  # clamped at both ends
    assert model.end() == model.length and model.step(1) == model.length


@pytest.mark.parametrize(("game_id", "players"), cases())
def test_trick_steps_move_by_whole_tricks(game_id: str, players: int) -> None:
    record = short_record(game_id, players)
    model = ReplayModel(record)
    assert len(model.trick_ends) >= 2, "the short record holds a few tricks"
    seen: list[int] = []
    while model.position < model.length:
        before = model.tricks_done()
        at = model.next_trick()
        seen.append(at)
        if at in model.trick_ends:
            assert model.tricks_done() == before + 1
            finished = [e for e in model.last_step().events if isinstance(e, TrickOutcome)]  # type: ignore[union-attr]
            assert finished and model.on_table() is finished[-1]
            assert model.tricks_so_far()[-1] is finished[-1]
    assert seen[: len(model.trick_ends)] == list(model.trick_ends)
    back: list[int] = []
    while model.position > 0:
        back.append(model.previous_trick())
    assert back == [*reversed(model.trick_ends[:-1] if model.trick_ends[-1] == model.length else model.trick_ends), 0][: len(back)]
    assert back[-1] == 0
    model.go_to(model.trick_ends[0] + 1)  # mid-trick: back one trick is the end of the one before
    assert model.previous_trick() == model.trick_ends[0]


def test_a_record_that_breaks_replays_up_to_the_bad_action_and_says_why() -> None:
    good = short_record("copas", 4)
    broken = GameRecord(good.game, good.players, good.options, good.seed, [*good.actions[:9], (0, "play ²C")])
    model = ReplayModel(broken)
    assert model.length == 9
    assert model.problem is not None and model.problem.startswith("Action 10") and "\n" not in model.problem
    assert not model.finished
    model.end()
    assert same(model.state, fresh(good, 9), 4)


def test_names_come_from_the_call_then_the_record_then_seat_numbers() -> None:
    record = GameRecord("copas", 3, {}, 1, extra={"seats": [{"name": "Ada\x00"}, {"name": 5}, "x"]})
    assert seat_names(record) == ("Ada", "Player 2", "Player 3")
    assert seat_names(record, ["A", "B"]) == ("A", "B", "Player 3")


# --- the scene -------------------------------------------------------------------------------------
@pytest.fixture(params=[(1280, 720), (960, 600)], ids=["1280x720", "960x600"])
def sized_app(request: Any, app_paths: Any) -> Iterator[App]:
    application = App(headless=True, size=request.param, paths=app_paths)
    application.go_to_title()
    yield application
    application.close()


def key(app: App, k: int) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")])


def test_the_viewer_draws_every_game_at_every_position_kind(sized_app: App) -> None:
    for game_id, players in [*cases(), ("copas", 3), ("tavern_tricks", 3)]:
        record = short_record(game_id, players)
        viewer = sized_app.push(sized_app.scenes.replay_viewer(record, None))
        assert type(viewer).__name__ == "ReplayViewerScene"
        model = viewer.model  # type: ignore[attr-defined]
        for move in (model.home, model.next_trick, lambda: model.step(1), model.end):
            move()
            sized_app.step()
        sized_app.pop()


def test_keys_buttons_and_the_wheel_step_the_replay(app: App) -> None:
    record = short_record("copas", 4)
    viewer: Any = app.push(app.scenes.replay_viewer(record, ["Ada", "Bruno", "Carmen", "Dmitri"]))
    app.step()
    model = viewer.model
    key(app, pygame.K_RIGHT)
    assert model.position == 1
    key(app, pygame.K_DOWN)
    assert model.position == model.trick_ends[0]
    key(app, pygame.K_PAGEDOWN)
    assert model.position == model.trick_ends[1]
    key(app, pygame.K_UP)
    assert model.position == model.trick_ends[0]
    key(app, pygame.K_LEFT)
    assert model.position == model.trick_ends[0] - 1
    key(app, pygame.K_END)
    assert model.position == model.length
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)])
    assert model.position == model.length - 1
    key(app, pygame.K_HOME)
    assert model.position == 0
    assert "Ada" in viewer.shown().log or model.opening == ()
    labels = [b.text for b in viewer.buttons]
    trick_next = viewer.buttons[labels.index("Trick »")]
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=trick_next.rect.center),
              pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=trick_next.rect.center)])
    assert model.position == model.trick_ends[0]
    key(app, pygame.K_ESCAPE)
    assert viewer not in app.stack


def test_the_viewer_shows_the_finished_trick_with_its_reason(app: App) -> None:
    record = short_record("copas", 4)
    viewer: Any = app.push(app.scenes.replay_viewer(record, ["Ada", "Bruno", "Carmen", "Dmitri"]))
    viewer.model.next_trick()
    shown = viewer.shown()
    outcome = shown.middle
    assert isinstance(outcome, TrickOutcome)
    assert shown.tricks == [outcome.headline(viewer.name)]
    assert outcome.headline(viewer.name) in shown.log
    assert [len(h) for h in shown.hands] == [len(viewer.model.state.observation(s).hand) for s in range(4)]


def test_a_game_that_settles_prizes_is_stepped_through_by_its_prizes(app: App) -> None:
    """Assassin's Trick's "tricks" are its prizes, one a round: the viewer counts and steps by
    prizes, and says no round beside them; a trick game keeps its tricks and rounds."""
    viewer: Any = app.push(app.scenes.replay_viewer(short_record("assassins_trick", 2), ["Ada", "Bruno"]))
    labels = [b.text for b in viewer.buttons]
    assert "« Prize" in labels and "Prize »" in labels and not any("Trick" in label for label in labels)
    viewer.model.next_trick()
    where = viewer.shown().where
    assert f"1 of {len(viewer.model.trick_ends)} prizes" in where and "round" not in where and "trick" not in where
    viewer.close()
    copas: Any = app.push(app.scenes.replay_viewer(short_record("copas", 4), ["Ada", "Bruno", "Carmen", "Dmitri"]))
    copas.model.next_trick()
    assert "« Trick" in [b.text for b in copas.buttons]
    assert f"1 of {len(copas.model.trick_ends)} tricks · round 1" in copas.shown().where


def test_bids_laid_face_down_show_in_the_middle_of_a_replay() -> None:
    """The replay shows every card: the bids still face down lie in the middle, in bid order and
    marked face down, until the prize is settled."""
    from rules.core.events import CardLaidFaceDown

    record = short_record("assassins_trick", 3)
    model = ReplayModel(record)
    model.go_to(2)  # two of three bids down
    laid = [Laid(e.seat, e.card, True) for step in model.steps[:2] for e in step.events if isinstance(e, CardLaidFaceDown)]
    assert len(laid) == 2 and model.on_table() == tuple(laid)
    model.go_to(3)  # the third bid settles the prize
    assert isinstance(model.on_table(), TrickOutcome)


def test_face_down_trick_cards_show_in_the_middle_of_a_replay() -> None:
    """Vazerneiros under a rumor that plays cards face down: the middle shows them with the cards
    played face up, in play order, until the trick is taken."""
    from rules.core.events import CardLaidFaceDown, CardPlayed

    deal = {"rounds": [{"rumors": [9, 15, 1]}]}  # the veil or rumor 15 in round 1, most seeds
    for seed in range(20):
        record = GameRecord("vazerneiros", 4, all_games()["vazerneiros"].resolve_options(None), seed, [], deal)
        state = record.new_state()
        rng = random.Random(seed)
        for _ in range(80):
            seat = state.to_move()[0]
            action = rng.choice(list(state.legal_actions(seat)))
            events = state.apply(seat, action)
            record.actions.append((seat, str(action)))
            if any(isinstance(e, CardLaidFaceDown) for e in events) and not any(isinstance(e, TrickOutcome) for e in events):
                break
        else:
            continue
        model = ReplayModel(record)
        model.go_to(model.length)
        played: list[Laid] = []
        for step in reversed(model.steps):
            if any(isinstance(e, TrickOutcome) for e in step.events):
                break
            played[:0] = [
                Laid(e.seat, e.card, isinstance(e, CardLaidFaceDown))
                for e in step.events
                if isinstance(e, CardPlayed | CardLaidFaceDown)
            ]
        assert model.on_table() == tuple(played) and any(laid.face_down for laid in played)
        return
    pytest.fail("no seed played a card face down")


def test_a_card_still_face_down_wears_a_mark_in_the_middle(sized_app: App) -> None:
    """The viewer shows every face, so a bid still hidden from the others is told apart by a pill
    across its foot: the middle drawn with the bids marked face down differs, on the cards
    alone, from the same cards marked face up."""
    viewer: Any = sized_app.push(sized_app.scenes.replay_viewer(short_record("assassins_trick", 3), None))
    viewer.model.go_to(2)
    sized_app.step()
    shown = viewer.shown()
    assert shown.middle and all(laid.face_down for laid in shown.middle)
    drawn = []
    for middle in (shown.middle, tuple(laid._replace(face_down=False) for laid in shown.middle)):
        shown.middle = middle
        surface = pygame.Surface(viewer.size)
        viewer._draw_middle(surface, theme.metrics(viewer.size[1]), shown)
        drawn.append(pygame.image.tobytes(surface.subsurface(viewer.rects["middle"]), "RGB"))
    assert drawn[0] != drawn[1]


def test_the_prize_bid_for_shows_beside_the_bids(app: App) -> None:
    """Assassin's Trick: while bids go down, the middle shows the prize up first, captioned with
    its number; a finished prize shows the bids alone (its line names the prize), and a trick game
    has nothing beside its trick."""
    viewer: Any = app.push(app.scenes.replay_viewer(short_record("assassins_trick", 3), None))
    model = viewer.model
    for position, number in ((0, 1), (1, 1), (model.trick_ends[0] + 1, 2)):
        model.go_to(position)
        prize = model.state.observation(0).prize
        assert viewer.shown().played_for == ((f"Prize {number}", prize),)
    model.go_to(model.trick_ends[0])
    assert viewer.shown().played_for == ()
    app.step()
    viewer.close()
    copas: Any = app.push(app.scenes.replay_viewer(short_record("copas", 4), None))
    copas.model.go_to(1)
    assert copas.shown().played_for == () and copas.shown().middle


def test_a_record_of_an_unknown_game_is_a_message_not_a_crash(app: App) -> None:
    scene = app.push(app.scenes.replay_viewer(GameRecord("no_such_game", 4, {}, 1), None))
    app.step()
    assert type(scene).__name__ == "MessageScene"


def test_game_over_has_a_replay_button_that_opens_the_viewer(app: App) -> None:
    from game.match import Match, SeatConfig

    record = short_record("assassins_trick", 2, actions=10_000)
    seats = [SeatConfig("You", "human"), SeatConfig("Ada")]
    match = Match.from_record(GameRecord(**{**record.__dict__, "extra": {"seats": [s.__dict__ for s in seats]}}))
    assert match.is_over()
    over: Any = app.push(app.scenes.game_over(match, []))
    app.step()
    replay_button = next(b for b in over.buttons if b.text == "Replay")
    replay_button.activate()
    viewer: Any = app.stack.top
    assert type(viewer).__name__ == "ReplayViewerScene" and viewer.names == ("You", "Ada")
    assert viewer.model.finished


# --- main.py --replay ------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["{not json", '{"format": 1, "game": "copas"}', "[" * 2000 + "]" * 2000])
def test_replay_option_with_a_bad_file_says_one_line_and_exits_2(tmp_path: Path, capsys: Any, text: str) -> None:
    from cli import main

    path = tmp_path / "bad.json"
    path.write_text(text)
    assert main(["--replay", str(path)]) == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and "bad.json" in lines[0] and len(lines[0]) < 300
    assert "Traceback" not in captured.err and captured.out == ""


def test_replay_option_without_a_file_or_with_a_quick_start_is_a_usage_error(capsys: Any) -> None:
    from cli import main

    assert main(["--replay"]) == 2
    assert main(["--replay", "x.json", "--game", "copas", "--players", "4"]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 2
