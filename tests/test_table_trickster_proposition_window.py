"""The Trickster Proposition in the window, through synthetic input only: a whole game against a
bot, and a hot-seat pair whose hands, secret suits and peeked slots never show to the other.

``play_to_the_end`` here extends tests/table_driver.py's for this game's turns: a bribe (the
slot by button, number key or a click on the slot, then a card) and the sorting clicks on the
trick's cards (by mouse or by Left/Right and Enter)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
import pytest

from game.app import App
from game.match import HUMAN, Match, SeatConfig
from game.scenes.table import TableScene
from game.tables.copper_trickster.table import suit_card
from rules.core.actions import CardAction
from rules.trickster_proposition.actions import Bribe
from tests.synthetic import click, key
from tests.table_driver import (
    drawn_faces,
    play_by_click,
    play_by_drag,
    play_turns_to_the_end,
    settle,
)

GAME = "trickster_proposition"


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


def pick_by_keys(app: App, table: TableScene, target: str) -> None:
    """Walk the cursor with Right (wrapping back with Left) onto ``target``, then Enter."""
    assert table.input is not None
    for step in (pygame.K_RIGHT, pygame.K_LEFT):
        for _ in range(20):
            if table.input.cursor == target:
                break
            app.step([key(step)])
    assert table.input.cursor == target, f"the cursor never reached {target}"
    app.step([key(pygame.K_RETURN)])


def click_piece(app: App, table: TableScene, piece: str) -> None:
    sprite = table.view.get(piece)
    assert sprite is not None and sprite.visible, f"{piece} is not on the table"
    app.step(click(sprite.rect.center))


def human_turn(app: App, table: TableScene, rng: random.Random, i: int) -> str:
    """One decision of the shown seat by mouse or keys; returns what kind it was."""
    choice = table.driver.choice
    obs = table.driver.shown
    assert choice is not None
    if obs.phase in ("give", "keep"):
        pieces = sorted(k for k, m in choice.marks().items() if m.pickable)
        assert pieces and not any(k.startswith("hand:") for k in pieces)  # the trick's cards, on the table
        target = rng.choice(pieces)
        (click_piece if i % 2 else pick_by_keys)(app, table, target)
        return obs.phase
    bribes = [a for a in obs.legal_actions if isinstance(a, Bribe)]
    if bribes and rng.random() < 0.5:
        slot = rng.choice(sorted({b.slot for b in bribes}))
        keys = [c.key for c in choice.controls()]
        if i % 2:
            click_piece(app, table, f"slot:{slot}")
        else:
            app.step([key(pygame.K_1 + keys.index(f"option:{slot}"))])
        assert choice.engaged and slot in table.driver.hint()
        card = rng.choice(obs.hand)
        (play_by_click if i % 3 else lambda a, t, c: pick_by_keys(a, t, f"hand:{c.code}"))(app, table, card)
        return "bribe"
    cards = [a.card for a in obs.legal_actions if isinstance(a, CardAction)]
    card = rng.choice(cards)
    styles: list[Callable[[App, TableScene, object], None]] = [
        play_by_click, play_by_drag, lambda a, t, c: pick_by_keys(a, t, f"hand:{c.code}")
    ]
    styles[i % 3](app, table, card)
    return "play"


def play_to_the_end(
    app: App, rng: random.Random, on_frame: Callable[[App], None] | None = None, max_steps: int = 5_000
) -> dict[str, int]:
    return play_turns_to_the_end(app, rng, human_turn, on_frame, max_steps)


def test_a_whole_game_against_a_bot_by_mouse_and_keys(quiet_app):
    match, table = start(quiet_app, [SeatConfig("You", HUMAN), SeatConfig("Bot")], seed=3)
    made = play_to_the_end(quiet_app, random.Random(2))
    assert match.is_over() and type(quiet_app.stack.top).__name__ == "GameOverScene"
    assert made.get("play", 0) > 10 and made.get("bribe", 0) >= 1
    assert made.get("give", 0) >= 1 and made.get("keep", 0) >= 1
    mine = [text.split()[0] for seat, text in match.record.actions if seat == 0]
    assert {"play", "bribe", "give", "keep"} <= set(mine)
    over = quiet_app.stack.top
    assert "round win" in over.notes


def test_hot_seat_never_shows_a_hand_a_suit_or_a_peeked_slot_to_the_other(quiet_app):
    """Every settled frame of the table or the hand-over: no card of the other hand face up, and
    no suit card face up but the watching seat's own suit and the slot it bribed to see."""
    match, table = start(quiet_app, [SeatConfig("Ana", HUMAN), SeatConfig("Bo", HUMAN)], seed=5)
    checked = {"frames": 0, "handoffs": 0, "private": 0}

    def check(app: App) -> None:
        top = type(app.stack.top).__name__
        if top not in ("TableScene", "HandoffScene"):
            return  # a summary shows last round's table under it: everything there is revealed
        faces = drawn_faces(app)
        state, viewer = match.state, table.viewer
        for seat in (0, 1):
            if seat != viewer:
                shown = [c for c in faces if c in state.hands[seat]]
                assert not shown, f"{match.name(seat)}'s {shown} face up while {viewer} watches ({top})"
        allowed = set()
        if viewer is not None:
            allowed.add(suit_card(state.player_suits[viewer]))
            slot = state.bribes[viewer]
            if slot is not None:
                allowed.add(suit_card(dict(state.slot_suits)[slot]))
        suits = {c for c in faces if c.code.startswith("SUIT-")}
        if not state.revealed:
            assert suits <= allowed, f"{suits - allowed} face up while {viewer} watches ({top})"
        checked["private"] += len(suits)
        if top == "HandoffScene":
            checked["handoffs"] += 1
            assert not table.view.keys("hand:"), "a hand is still laid out under the hand-over"
        checked["frames"] += 1

    made = play_to_the_end(quiet_app, random.Random(4), on_frame=check)
    assert match.is_over()
    assert checked["handoffs"] > 20 and checked["frames"] > 100
    assert checked["private"] > 50  # the own suit (and peeked slots) were drawn, to their owners
    assert made.get("bribe", 0) >= 2
    briber_seats = {seat for seat, text in match.record.actions if text.startswith("bribe")}
    assert briber_seats == {0, 1}
