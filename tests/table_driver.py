"""Drive a headless App through whole games with synthetic input, as a player would."""

from __future__ import annotations

import inspect
import random
from collections.abc import Callable

import pygame
import pytest

from game.app import App
from game.pieces.card import CardSprite
from game.scenes.table import TableScene
from rules.core.cards import Card
from tests.synthetic import click, down, key, move, up

Chooser = Callable[[TableScene, list[Card]], Card]


BOT_ANSWER_S = 30.0  # how long a test waits for a bot's answer before it fails (a hang, not a timing check)


def settle(app: App, frames: int = 20_000) -> None:
    """Step until nothing animates and no bot is thinking. Fails the test if that does not happen
    within ``frames`` frames (with bots alone at the table it happens at an overlay: a round
    summary, the game-over screen)."""
    for _ in range(frames):
        if not advance(app):
            return
    pytest.fail(f"the table never came to rest (nothing animating, no bot thinking) in {frames} frames")


def advance(app: App) -> bool:
    """One frame; if then only a bot's answer is awaited, wait for it to be posted (so the next
    frame delivers it). True while the table still has something to do: an animation, events to
    show, a bot thinking (under an overlay only the table's own work counts: a covered table asks
    for frames until it is drawn again)."""
    animating = app.step()
    table = find_table(app)
    if table is None:
        return animating
    busy = table.runner is not None and bool(table.runner.busy)
    if busy and not table.anims.busy:
        wait_for_post(app, f"an answer from the bot of seat(s) {sorted(table.runner.busy)}")
    if app.stack.top is not table:  # a paused table (menu, score sheet open) does nothing more
        return busy or (not table.paused and (table.anims.busy or table.driver.has_more()))
    return animating or busy


def wait_for_post(app: App, what: str) -> None:
    """Block until a worker thread posts to the app (``App.post`` sets its wake flag), or fail."""
    wake = app._wake  # the flag App.post sets for the main loop; tests wait on it the same way
    if not wake.wait(BOT_ANSWER_S):
        pytest.fail(f"waited {BOT_ANSWER_S:g} s for {what}; nothing came")
    wake.clear()


def wait_for_my_turn(app: App, table: TableScene, rounds: int = 400) -> None:
    """Let the bots play (closing any summary on the way with Enter) until the human at the
    table is to move; fail the test if that never happens."""
    for _ in range(rounds):
        settle(app)
        if app.stack.top is not table:
            app.step([key(pygame.K_RETURN)])
            continue
        if table.driver.my_turn():
            return
    pytest.fail("it never became the human's turn")


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
    pytest.fail(f"the game did not end in {max_steps} steps")


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
    pytest.fail(f"the game did not end in {max_steps} steps")


def wait_for(app: App, table: TableScene, done: Callable[[], bool], steps: int = 4000, what: str = "") -> None:
    """Step (closing overlays, playing the human's first legal action) until ``done()``; fails the
    test, naming ``what`` (else ``done``'s source), if it does not come within ``steps``."""
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
    pytest.fail(f"waited {steps} steps for {what or described(done)}; it never came")


def described(done: Callable[[], bool]) -> str:
    """The source of a waited-for condition (a lambda's line), for the failure message."""
    try:
        return inspect.getsource(done).strip()
    except (OSError, TypeError):
        return getattr(done, "__name__", repr(done))

