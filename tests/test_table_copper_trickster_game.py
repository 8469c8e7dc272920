"""The Copper Trickster in the window, played to the end through synthetic mouse and keys only:
the Supplier's great suit (a suit card clicked, or a button's number key), the discard and the
pass (two cards clicked, then Confirm clicked or reached with Tab and Enter), the Messenger's lone
discard, and every trick (click, drag or keys). One human against bots, and a hot-seat pair whose
screens never show the other's secrets."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
import pytest

from game.app import App
from game.match import HUMAN, Match, SeatConfig
from game.pieces.card import CardSprite
from game.scenes.table import TableScene
from game.table.choice import CONFIRM
from game.table.choices import CardsChoice, OptionChoice
from game.tables.copper_trickster.table import suit_card
from rules.copper_trickster.observation import GREAT_PHASE, PASS_PHASE
from tests.synthetic import click, key
from tests.table_driver import advance, play_by_drag, play_by_keys, settle

BOT = "random"  # the bots' level does not matter here; random keeps these tests about the table


def start(app: App, players: int, humans: tuple[int, ...], seed: int, party: bool = False) -> tuple[Match, TableScene]:
    seats = [SeatConfig(f"P{i}", HUMAN) if i in humans else SeatConfig(f"B{i}", level=BOT) for i in range(players)]
    options = {"ea_nasirs_party": True} if party else {}
    match = Match.new("copper_trickster", seats, seed=seed, options=options)
    table = app.scenes.table(match)
    app.stack.push(table)
    settle(app)
    return match, table


def visible_point(table: TableScene, key_: str) -> tuple[int, int]:
    """A point of a piece no later piece covers: just inside its left edge (hands and rows of
    cards overlap to the right)."""
    sprite = table.view.get(key_)
    assert sprite is not None, f"{key_} is not on the table"
    r = sprite.rect
    return (r.left + min(10, r.width // 4), r.centery)


def click_piece(app: App, table: TableScene, key_: str) -> None:
    app.step(click(visible_point(table, key_)))


def confirm(app: App, table: TableScene, by_keys: bool) -> None:
    """Press the turn's Confirm button: Tab to it and Enter, or a click."""
    keys = [control.key for control, _ in table.input.buttons]
    assert CONFIRM in keys, f"no Confirm button among {keys}"
    if by_keys:
        for _ in range(len(keys)):
            app.step([key(pygame.K_TAB)])
            if table.input.focus is not None and keys[table.input.focus] == CONFIRM:
                break
        app.step([key(pygame.K_RETURN)])
    else:
        button = next(b for c, b in table.input.buttons if c.key == CONFIRM)
        app.step(click(button.rect.center))


def act(app: App, table: TableScene, rng: random.Random, turn: int) -> None:
    """Make the shown seat's move with the mouse or the keyboard, whichever ``turn`` picks."""
    obs = table.driver.shown
    choice = table.driver.choice
    action = rng.choice(obs.legal_actions)
    if obs.phase == GREAT_PHASE:
        assert isinstance(choice, OptionChoice)
        if turn % 2:
            click_piece(app, table, f"choose:{action.suit}")
        else:
            index = [c.key for c, _ in table.input.buttons].index(f"option:{action.suit}")
            app.step([key(pygame.K_1 + index)])
        return
    if obs.phase == PASS_PHASE and isinstance(choice, CardsChoice):
        click_piece(app, table, f"hand:{action.discard.code}")
        click_piece(app, table, f"hand:{action.passed.code}")
        assert choice.chosen == [action.discard, action.passed]
        confirm(app, table, by_keys=turn % 2 == 0)
        return
    card = action.card  # a play, or the 5-player Messenger's discard
    if turn % 3 == 0:
        click_piece(app, table, f"hand:{card.code}")
    elif turn % 3 == 1 and obs.phase != PASS_PHASE:
        play_by_drag(app, table, card)
    else:
        play_by_keys(app, table, card)


def play_to_the_end(
    app: App, match: Match, table: TableScene, rng: random.Random,
    on_frame: Callable[[App], None] | None = None, max_steps: int = 20_000,
    wait: Callable[[App], None] = settle,
    until: Callable[[], bool] = lambda: False,
) -> None:
    """Close every overlay with Enter and make every human move by input until the game is over
    or ``until()`` (``wait`` runs the frames until the table is still; ``on_frame`` looks at each
    still one)."""
    for turn in range(max_steps):
        wait(app)
        if on_frame is not None:
            on_frame(app)
        name = type(app.stack.top).__name__
        if name == "GameOverScene" or until():
            return
        if name in ("HandoffScene", "RoundSummaryScene"):
            app.step([key(pygame.K_RETURN)])
            continue
        assert app.stack.top is table, f"unexpected scene {name}"
        if table.driver.my_turn():
            before = len(match.record.actions)
            act(app, table, rng, turn)
            settle(app)
            assert len(match.record.actions) > before, f"the move by input was not taken ({table.tooltip})"
        else:
            app.step()
    raise AssertionError("the game did not end")


@pytest.fixture
def quiet_app(app: App) -> App:
    app.settings.animation_speed = "off"
    return app


def test_four_players_one_human_play_a_whole_game_by_input(quiet_app):
    match, table = start(quiet_app, 4, humans=(0,), seed=3)
    play_to_the_end(quiet_app, match, table, random.Random(1))
    assert match.is_over()
    assert len(match.state.result().rounds) == 4, "every player is Ea-Nasir once"
    verbs = {text.split()[0] for seat, text in match.record.actions if seat == 0}
    assert verbs == {"great", "pass", "play"}, "the human chose a great suit, passed and played"
    assert table.view.get("know") is not None, "the human's panel stays on the table"


def faces_on_table(table: TableScene) -> list:
    """Cards the table draws face up now (every visible card sprite of its view is drawn)."""
    return [s.card for s in table.view.sprites.values() if isinstance(s, CardSprite) and s.visible and s.shows_face]


def secrets_on_screen(app: App, match: Match, table: TableScene) -> list[str]:
    """What this frame draws face up that its viewer may not see: another seat's hand, discard or
    pass, a quality slot the viewer's character does not know, anyone's panel under a hand-off."""
    faces = faces_on_table(table)
    top = type(app.stack.top).__name__
    state, shown, viewer = match.state, table.driver.shown, table.viewer
    if top not in ("TableScene", "HandoffScene") or shown.round_no != state.round_no:
        return []  # a summary covers the table; the live state may have dealt the next round
    problems = []
    for seat in range(match.players):
        if seat == viewer:
            continue
        secret = set(state.hands[seat]) | {state.discards[seat], state.passes[seat]} - {None, state.trump_card}
        if state.phase != PASS_PHASE:
            secret.discard(state.passes[seat])  # passed on: now in its receiver's hand
        shown_up = [c for c in faces if c in secret]
        if shown_up:
            problems.append(f"seat {seat}'s {shown_up} face up while {viewer} watches ({top})")
    mine = viewer is not None and viewer == shown.seat
    allowed = {suit for _, suit in shown.known} if (mine or shown.revealed) else set()
    if shown.phase == GREAT_PHASE and mine and viewer in shown.to_move:
        allowed = {a.suit for a in shown.legal_actions}  # the Supplier picks one of them
    suits = {c.suit for c in faces if c.rank == 0}
    if suits - allowed:
        problems.append(f"suit cards {sorted(suits - allowed)} face up while {viewer} watches ({top})")
    if not mine and (table.view.keys("know") or table.view.keys("won:own:")):
        problems.append(f"a seat's panel or own pile is on the table while {viewer} watches ({top})")
    return problems


@pytest.mark.parametrize("speed", ["off", "fast"])
def test_a_hot_seat_pair_never_sees_each_others_secrets(app, speed):
    """Every frame of a 4-player game with two humans side by side, played to the end; animated,
    every frame of a round and of the next one's start (the characters passing left, the suit
    cards dealt, the passes arriving, the Revelation turning): nothing secret of another seat is
    drawn face up."""
    app.settings.animation_speed = speed
    match, table = start(app, 4, humans=(1, 2), seed=11)
    counts = {"frames": 0, "handoffs": 0, "private": 0}
    problems: list[str] = []

    def check(app_: App) -> None:
        problems.extend(secrets_on_screen(app_, match, table))
        counts["frames"] += 1
        counts["handoffs"] += type(app_.stack.top).__name__ == "HandoffScene"
        counts["private"] += bool(table.view.keys("know"))

    def wait_checking_every_frame(app_: App) -> None:
        for _ in range(20_000):
            advance(app_)  # a frame; then waits for a thinking bot's answer, if that is all there is
            check(app_)
            runner = table.runner
            if not table.anims.busy and not (runner is not None and runner.busy) and not table.driver.has_more():
                return  # (events held back by a hand-off or a summary wait for the player)
        pytest.fail("the table never came to rest (no animation, no bot thinking, no event to show)")

    animated = speed != "off"
    wait = wait_checking_every_frame if animated else settle

    def second_round_under_way() -> bool:
        return animated and table.driver.shown.round_no == 2 and table.driver.shown.phase != "great"

    play_to_the_end(app, match, table, random.Random(5), on_frame=check, wait=wait, until=second_round_under_way)
    assert match.is_over() or animated
    assert not problems, problems[:5]
    assert counts["handoffs"] > 8 and counts["private"] > 8, counts


def test_suit_cards_are_not_copper_cards():
    """The indicator's suit cards print a symbol in a ring, never a number: rank 0, own codes."""
    cards = [suit_card(s) for s in "BFMPS"]
    assert [c.rank for c in cards] == [0] * 5
    assert len({c.code for c in cards}) == 5 and all(c.code.startswith("SUIT-") for c in cards)
