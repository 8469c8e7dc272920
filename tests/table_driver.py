"""Drive a headless App through whole games with synthetic input, as a player would."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

import pygame

from game.app import App
from game.pieces.card import CardSprite
from game.scenes.table import TableScene
from rules.core.cards import Card
from tests.synthetic import click, down, key, move, up

Chooser = Callable[[TableScene, list[Card]], Card]


def settle(app: App, frames: int = 400) -> None:
    """Step until nothing animates and no bot is thinking (or ``frames`` run out)."""
    for _ in range(frames):
        animating = app.step()
        table = find_table(app)
        busy = table is not None and table.runner is not None and table.runner.busy
        if not animating and not busy:
            return
        if busy:
            time.sleep(0.001)


def find_table(app: App) -> TableScene | None:
    return next((s for s in app.stack if isinstance(s, TableScene)), None)


def legal_cards(table: TableScene) -> list[Card]:
    return [a.card for a in table.driver.shown.legal_actions]


def play_by_click(app: App, table: TableScene, card: Card) -> None:
    sprite = table.view.get(f"hand:{card.code}")
    assert sprite is not None, f"{card} is not drawn in the hand"
    app.step(click(sprite.rect.center))


def play_by_drag(app: App, table: TableScene, card: Card) -> None:
    sprite = table.view.get(f"hand:{card.code}")
    assert sprite is not None
    start = sprite.rect.center
    target = table.view.rect(table.play_area).center
    steps = 6
    events = [move(start), down(start)]
    for i in range(1, steps + 1):
        p = (start[0] + (target[0] - start[0]) * i // steps, start[1] + (target[1] - start[1]) * i // steps)
        events.append(move(p, buttons=(1, 0, 0)))
    events.append(up(target))
    app.step(events)


def play_by_keys(app: App, table: TableScene, card: Card) -> None:
    hand = [f"hand:{c.code}" for c in table.driver.shown.hand]
    target = hand.index(f"hand:{card.code}")

    def cursor() -> int:
        return hand.index(table.input.cursor) if table.input.cursor in hand else 0

    app.step([key(pygame.K_RIGHT)])
    for _ in range(len(hand)):
        if table.input.cursor == hand[target]:
            break
        app.step([key(pygame.K_RIGHT if cursor() < target else pygame.K_LEFT)])
    assert table.input.cursor == hand[target]
    app.step([key(pygame.K_RETURN)])


def play_to_the_end(
    app: App, rng: random.Random, on_frame: Callable[[App], None] | None = None, max_steps: int = 20_000
) -> TableScene:
    """Answer every overlay and play a random legal card for every human turn, by click, drag or
    keyboard in turn, until the game-over screen shows. Returns the table."""
    styles = [play_by_click, play_by_drag, play_by_keys]
    table = find_table(app)
    assert table is not None
    for i in range(max_steps):
        settle(app)
        if on_frame is not None:
            on_frame(app)
        top = app.stack.top
        name = type(top).__name__
        if name == "GameOverScene":
            return table
        if name in ("HandoffScene", "RoundSummaryScene", "ReviewScene", "ScoreSheetScene"):
            app.step([key(pygame.K_RETURN)])
            continue
        assert top is table, f"unexpected scene {name}"
        if table.driver.my_turn():
            cards = legal_cards(table)
            styles[i % 3](app, table, rng.choice(cards))
        else:
            app.step()
    raise AssertionError("the game did not end")


def drawn_faces(app: App) -> list[Card]:
    """Cards drawn face up during one frame (recorded by wrapping CardSprite.draw)."""
    seen: list[Card] = []
    original = CardSprite.draw

    def spy(self, surface, art):
        if self.visible and self.shows_face:
            seen.append(self.card)
        return original(self, surface, art)

    CardSprite.draw = spy  # type: ignore[method-assign]
    try:
        app.step()
    finally:
        CardSprite.draw = original  # type: ignore[method-assign]
    return seen


OVERLAYS = ("HandoffScene", "RoundSummaryScene", "ReviewScene", "ScoreSheetScene")
HumanTurn = Callable[[App, TableScene, random.Random, int], str]  # makes one decision; says its kind


def play_turns_to_the_end(
    app: App,
    rng: random.Random,
    human_turn: HumanTurn,
    on_frame: Callable[[App], None] | None = None,
    max_steps: int = 20_000,
) -> dict[str, int]:
    """Answer every overlay and make every human decision by input (``human_turn``) until the
    game is over; returns how many decisions of each kind were made."""
    table = find_table(app)
    assert table is not None
    made: dict[str, int] = {}
    for i in range(max_steps):
        settle(app)
        if on_frame is not None:
            on_frame(app)
        top = app.stack.top
        name = type(top).__name__
        if name == "GameOverScene":
            return made
        if name in OVERLAYS:
            app.step([key(pygame.K_RETURN)])
            continue
        assert top is table, f"unexpected scene {name}"
        if table.driver.my_turn():
            before = len(table.match.record.actions)
            kind = human_turn(app, table, rng, i)
            assert len(table.match.record.actions) == before + 1, f"the {kind} by input was not taken"
            made[kind] = made.get(kind, 0) + 1
        else:
            app.step()
    raise AssertionError("the game did not end")


def wait_for(app: App, table: TableScene, done: Callable[[], bool], steps: int = 4000) -> None:
    """Step (closing overlays, playing the human's first legal action) until ``done()``."""
    rng = random.Random(0)
    for _ in range(steps):
        settle(app)
        if done():
            return
        if app.stack.top is not table:
            app.step([key(pygame.K_RETURN)])
        elif table.driver.my_turn():
            table.driver.act(rng.choice(table.driver.shown.legal_actions))
        else:
            app.step()
    raise AssertionError("never reached the wanted moment")

