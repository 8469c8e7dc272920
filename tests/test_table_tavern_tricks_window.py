"""Tavern Tricks in the window, through synthetic input only: a whole game with one human seat
against bots, and a hot-seat game whose hands and passes never show to another seat.

``play_to_the_end`` here extends tests/table_driver.py's loop for this game's turns: the pass
(three cards clicked, then the Pass button by its number key), the stake (+ and Stake by number
keys) and plays by click, drag or keys, with a specialty's second step by a click on a bank or a
trick card, or by its button."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
import pytest

from game.app import App
from game.match import HUMAN, Match, SeatConfig
from game.scenes.table import TableScene
from game.table.choice import CONFIRM, MORE
from rules.tavern_tricks.actions import (
    BowAction,
    DoppelAction,
    PassAction,
    ShieldAction,
    StakeAction,
    ThiefAction,
)
from tests.synthetic import click, key
from tests.table_driver import (
    drawn_faces,
    play_by_click,
    play_by_drag,
    play_by_keys,
    play_turns_to_the_end,
    settle,
)

GAME = "tavern_tricks"


@pytest.fixture
def quiet_app(app: App) -> App:
    app.settings.animation_speed = "off"
    return app


def start(app: App, seats: list[SeatConfig], seed: int) -> tuple[Match, TableScene]:
    match = Match.new(GAME, seats, seed=seed)
    table = app.scenes.table(match)
    app.stack.push(table)
    settle(app)
    return match, table


def click_piece(app: App, table: TableScene, piece: str) -> None:
    sprite = table.view.get(piece)
    assert sprite is not None and sprite.visible, f"{piece} is not on the table"
    app.step(click(sprite.rect.center))


def press(app: App, table: TableScene, control: str) -> None:
    """Press a control of the turn's choice by its number key."""
    keys = [c.key for c in table.driver.choice.controls()]
    assert control in keys, f"{control} is not among {keys}"
    app.step([key(pygame.K_1 + keys.index(control))])


def trick_key(table: TableScene, card: object) -> str:
    return next(f"trick:{seat}" for seat, c, _ in table.driver.shown.trick if c is card)


def human_turn(app: App, table: TableScene, rng: random.Random, i: int) -> str:
    """One decision of the shown seat by mouse or keys; returns what kind it was."""
    obs = table.driver.shown
    specials = (BowAction, ShieldAction, DoppelAction, ThiefAction)
    chosen = [a for a in obs.legal_actions if isinstance(a, specials)]
    action = rng.choice(chosen or obs.legal_actions)  # a specialty's choice whenever there is one
    if isinstance(action, PassAction):
        for card in action.cards:
            click_piece(app, table, f"hand:{card.code}")
        press(app, table, CONFIRM)
        return "pass"
    if isinstance(action, StakeAction):
        for _ in range(action.coins - min(a.coins for a in obs.legal_actions)):
            press(app, table, MORE)
        press(app, table, CONFIRM)
        return "stake"
    styles: list[Callable[[App, TableScene, object], None]] = [play_by_click, play_by_drag, play_by_keys]
    (play_by_click if isinstance(action, specials) else styles[i % 3])(app, table, action.card)
    if isinstance(action, (BowAction, ThiefAction)):
        seat = action.target if isinstance(action, BowAction) else action.victim
        click_piece(app, table, f"bank:{seat}")
    elif isinstance(action, ShieldAction):
        press(app, table, f"option:{action.weapon}")
    elif isinstance(action, DoppelAction):
        click_piece(app, table, trick_key(table, action.race_from))
        click_piece(app, table, trick_key(table, action.weapon_from))
    return type(action).__name__ if isinstance(action, specials) else "play"


def play_to_the_end(
    app: App, rng: random.Random, on_frame: Callable[[App], None] | None = None, max_steps: int = 20_000
) -> dict[str, int]:
    return play_turns_to_the_end(app, rng, human_turn, on_frame, max_steps)


@pytest.mark.parametrize("players,seed", [(4, 3), (6, 5)])
def test_a_whole_game_with_one_human_against_bots(quiet_app, players, seed):
    seats = [SeatConfig("You", HUMAN)] + [SeatConfig(f"B{i}", level="random") for i in range(1, players)]
    match, table = start(quiet_app, seats, seed=seed)
    made = play_to_the_end(quiet_app, random.Random(2))
    assert match.is_over() and type(quiet_app.stack.top).__name__ == "GameOverScene"
    assert made["pass"] == players and made["stake"] == players and made["play"] >= 3 * players
    over = quiet_app.stack.top
    assert f"Coins after {players} hands:" in over.notes
    assert made.get("BowAction", 0) + made.get("ShieldAction", 0) + made.get("DoppelAction", 0) >= 2
    if players == 6:  # this seed deals the human a Bow and a Doppleganger with cards to copy
        assert made.get("BowAction", 0) >= 1 and made.get("DoppelAction", 0) >= 1


def test_hot_seat_never_shows_another_hand_or_pass(quiet_app):
    """Every settled frame of the table or the hand-over: no card of another seat's hand or pass
    face up."""
    seats = [SeatConfig(n, HUMAN) for n in ("Ana", "Bo", "Cy")]
    match, table = start(quiet_app, seats, seed=5)
    checked = {"frames": 0, "handoffs": 0}

    def check(app: App) -> None:
        top = type(app.stack.top).__name__
        if top not in ("TableScene", "HandoffScene"):
            return
        faces = set(drawn_faces(app))
        state, viewer = match.state, table.viewer
        for seat in range(3):
            if seat != viewer:
                public = {c for _, c, _ in state.trick} | {c for t in state.history for _, c, _ in t.plays}
                hidden = (set(state.hands[seat]) | set(state.passes[seat])) - public
                if viewer is not None:  # what the viewer passed, and what it was passed, it knows
                    hidden -= set(state.passes[viewer]) | set(state.received[viewer])
                assert not faces & hidden, f"{faces & hidden} of seat {seat} face up while {viewer} watches ({top})"
        if top == "HandoffScene":
            checked["handoffs"] += 1
            assert not table.view.keys("hand:"), "a hand is still laid out under the hand-over"
        checked["frames"] += 1

    play_to_the_end(quiet_app, random.Random(4), on_frame=check)
    assert match.is_over()
    assert checked["handoffs"] > 20 and checked["frames"] > 100
