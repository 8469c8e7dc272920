"""The kit holds every finished trick for reading: cards stay, the taker's card is raised and
outlined, a banner says who takes it and why; the hold scales with the speed setting, Space or a
click cuts it short (and does nothing else), and a tie raises no card."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pytest

from game.anim import AnimationQueue
from game.app import App
from game.match import HUMAN, Match, SeatConfig
from game.pieces.card import CardSprite
from game.scenes.table import TableScene
from game.table.outcome import HOLD_S, TrickHold
from rules.core.cards import Card
from rules.core.events import TrickOutcome, TrickWon
from tests.synthetic import click, key
from tests.table_driver import wait_for_post

FRAME = 0.05


def step_until(app: App, table: TableScene, done, frames: int = 6000, what: str = "") -> None:
    """Frames of ``FRAME`` seconds (waiting for bots' answers, playing the human's first legal
    card) until ``done()``, else fail."""
    for _ in range(frames):
        if done():
            return
        if table.driver.my_turn():  # the human plays their first legal card
            table.driver.act(table.driver.shown.legal_actions[0])
        animating = app.step(dt=FRAME)
        if app.stack.top is not table:
            pytest.fail(f"an overlay opened before {what}")
        runner = table.runner
        if runner is not None and runner.busy and not animating:
            wait_for_post(app, "a bot's answer")
    pytest.fail(f"never reached {what}")


def open_table(app: App, seats: list[SeatConfig], speed: str = "normal", game: str = "copas") -> tuple[Match, TableScene]:
    app.settings.animation_speed = speed
    match = Match.new(game, seats, seed=3)
    table = app.scenes.table(match)
    app.stack.push(table)
    app.step()
    return match, table


def bots(n: int) -> list[SeatConfig]:
    return [SeatConfig(f"Bot{i}") for i in range(n)]


def held(app: App, table: TableScene) -> TrickOutcome:
    step_until(app, table, lambda: table.hold.holding, what="a finished trick held")
    outcome = table.driver.last_review
    assert isinstance(outcome, TrickOutcome)
    return outcome


def test_a_finished_trick_stays_with_its_taker_raised_and_a_banner_saying_why(app):
    match, table = open_table(app, bots(4))
    outcome = held(app, table)
    view = table.view
    assert table.hold.shown is not None
    assert table.hold.shown.banner == outcome.headline(match.name)
    assert "takes trick" in table.hold.shown.banner
    for seat, card in outcome.cards:
        sprite = view.get(table.table.trick_card_key(seat))
        assert isinstance(sprite, CardSprite) and sprite.card == card and sprite.visible
        assert (sprite.lift > 0) == (seat == outcome.taker)
    assert table.hold.shown.key == table.table.trick_card_key(outcome.taker)
    surface = pygame.Surface(table.size)
    table.draw(surface)  # banner and outline draw without error


def test_the_hold_lasts_at_least_one_and_a_half_seconds_at_normal_speed(app):
    _, table = open_table(app, bots(4))
    outcome = held(app, table)
    app.step(dt=0.7)
    app.step(dt=0.7)
    assert table.hold.holding, "the trick was gathered before 1.45 s"
    app.step(dt=0.3)
    assert not table.hold.holding
    for _ in range(10):  # the gathering flight: the cards go to the taker's pile
        app.step(dt=FRAME)
    for seat, card in outcome.cards:
        sprite = table.view.get(table.table.trick_card_key(seat))
        assert sprite is None or sprite.card != card


def test_space_skips_the_hold_and_does_nothing_else(app):
    match, table = open_table(app, [SeatConfig("You", HUMAN)] + bots(3)[1:])
    held(app, table)
    actions = len(match.record.actions)
    app.step([key(pygame.K_SPACE)], dt=0.0)
    assert not table.hold.holding
    assert table.tooltip is None and len(match.record.actions) == actions


def test_a_click_skips_the_hold_and_its_release_does_nothing_else(app):
    match, table = open_table(app, [SeatConfig("You", HUMAN)] + bots(3)[1:])
    held(app, table)
    actions = len(match.record.actions)
    hand = table.view.keys("hand:")
    where = table.view.get(hand[0]).rect.center if hand else (table.size[0] // 2, table.size[1] - 60)
    app.step(click(where), dt=0.0)
    assert not table.hold.holding
    assert table.input.drag is None and table.tooltip is None
    assert len(match.record.actions) == actions


def test_with_animations_off_nothing_is_held(app):
    _, table = open_table(app, bots(4), speed="off")
    for _ in range(3000):
        assert not table.hold.holding and table.hold.shown is None
        app.step(dt=FRAME)
        if isinstance(table.driver.last_review, TrickOutcome):
            break
        if table.runner is not None and table.runner.busy:
            wait_for_post(app, "a bot's answer")
    else:
        pytest.fail("no trick was finished")
    assert not table.hold.holding and table.hold.shown is None


# --- the hold itself, on a stand-in view -------------------------------------------------------
class FakeView:
    def __init__(self, sprites: dict[str, CardSprite]) -> None:
        self.sprites = sprites

    def get(self, key: str) -> CardSprite | None:
        return self.sprites.get(key)

    def length(self, n: float) -> int:
        return round(n)


@dataclass(frozen=True, slots=True)
class Tied(TrickOutcome):
    cards: tuple[tuple[int, Card], ...]
    trick_no: int
    reason: str = "tied"
    counted_as: tuple[str, ...] = ()

    def describe(self, name) -> str:
        return f"Trick {self.trick_no} is tied: the cards stay."


def cards() -> tuple[tuple[int, Card], ...]:
    return ((0, Card("C", 3, "3C", "3 of Cups", 2, "3")), (1, Card("C", 9, "9C", "9 of Cups", 8, "9")))


def sprites() -> dict[str, CardSprite]:
    return {f"trick:{s}": CardSprite(c, (100.0 * s, 50.0), face_up=True, z=10 + s) for s, c in cards()}


@pytest.mark.parametrize("speed, held_at, free_at", [(1.0, 1.5, 1.65), (0.5, 0.75, 0.85), (1.7, 2.6, 2.75)])
def test_the_hold_scales_with_the_speed_setting(speed, held_at, free_at):
    hold, view = TrickHold(), FakeView(sprites())
    queue = AnimationQueue(speed)
    queue.add(*hold.steps(TrickWon(1, cards(), 1, "highest Cup"), view, lambda s: f"trick:{s}", "Bot1 takes"))
    queue.update(held_at)
    assert hold.holding and view.get("trick:1").lift > 0 and view.get("trick:0").lift == 0
    queue.update(free_at - held_at)
    assert not hold.holding and hold.shown is None and view.get("trick:1").lift == 0
    assert HOLD_S >= 1.5


def test_off_means_no_hold():
    hold, view = TrickHold(), FakeView(sprites())
    queue = AnimationQueue(0.0)
    queue.add(*hold.steps(TrickWon(1, cards(), 1), view, lambda s: f"trick:{s}", "x"))
    queue.update(0.0)
    assert not queue.busy and not hold.holding


def test_a_tie_shows_its_banner_and_raises_no_card():
    hold, view = TrickHold(), FakeView(sprites())
    tie = Tied(cards(), 4)
    assert tie.taker is None
    queue = AnimationQueue(1.0)
    queue.add(*hold.steps(tie, view, lambda s: f"trick:{s}", tie.headline(str)))
    queue.update(0.1)
    assert hold.shown is not None and hold.shown.key is None
    assert hold.shown.banner == "Trick 4 is tied: the cards stay."
    assert all(s.lift == 0 for s in view.sprites.values())
    assert hold.skip() and not hold.holding


def test_the_banner_lies_under_the_trick_when_it_fits_above_the_hand_else_over_it(app):
    """Over the trick sit the far seats' plates: the banner goes under the trick where there is
    room before the hand, and only otherwise above it."""
    from game.table.outcome import banner_box

    surface = pygame.Surface((960, 600))
    _, table = open_table(app, bots(5))
    view = table.view
    assert view is not None
    trick = pygame.Rect(180, 100, 400, 250)
    under = banner_box(surface, view, app.fonts, "You take trick 1 with the King of Clubs: highest Club.", trick, 450)
    assert under.top >= trick.bottom and under.bottom <= 450
    over = banner_box(surface, view, app.fonts, "You take trick 1 with the King of Clubs: highest Club.", trick, trick.bottom + 10)
    assert over.bottom <= trick.top


@pytest.mark.parametrize("game", ["copas", "vazerneiros", "tavern_tricks"])
def test_a_note_told_while_a_trick_is_held_leaves_its_banner_in_sight(app, monkeypatch, game):
    """Pressing a key while a finished trick is held says whose turn it is; that note must not
    cover the banner that says who takes the trick and why."""
    _, table = open_table(app, [SeatConfig("You", HUMAN)] + bots(4)[1:], game=game)
    held(app, table)
    drawn: dict[str, pygame.Rect] = {}
    panels = table.panels
    layout = panels.note_layout

    def noted(*args, **kwargs):
        box, lines = layout(*args, **kwargs)
        drawn["note"] = box
        return box, lines

    monkeypatch.setattr(panels, "note_layout", noted)
    hold_draw = table.hold.draw

    def banner(*args, **kwargs):
        drawn["banner"] = box = hold_draw(*args, **kwargs)
        return box

    monkeypatch.setattr(table.hold, "draw", banner)
    table.tell("It is Bot1's turn.")
    table.draw(pygame.Surface(table.size))
    assert drawn["banner"] is not None and "note" in drawn
    assert not drawn["note"].colliderect(drawn["banner"]), (drawn["note"], drawn["banner"])


def test_a_long_reason_takes_a_third_line_rather_than_a_tiny_font_and_the_banner_keeps_off_the_side_bar(app):
    from game.table.outcome import banner_box, off_panels

    surface = pygame.Surface((960, 600))
    _, table = open_table(app, bots(5), game="tavern_tricks")
    view = table.view
    assert view is not None
    reason = (
        "Carmen takes trick 3 with the 20 Elf Axe as 20 Elf with no weapon (a Shield): highest number: no "
        "card matches either die, so cards rank by number only (tier 4); a Bow stopped the 30 Elf Sword."
    )
    short = banner_box(surface, view, app.fonts, "Ada takes trick 1 with the 9 Elf Axe: highest number.", pygame.Rect(200, 100, 400, 150), 500)
    long = banner_box(surface, view, app.fonts, reason, pygame.Rect(200, 100, 400, 150), 500)
    # three lines near the short one's size: more than two of its lines (two lines of a font
    # shrunk to fit would be less)
    pad = max(6, view.length(10))
    line = short.height - 2 * pad
    assert long.height - 2 * pad > 2 * line, (short, long)
    side = pygame.Rect(700, 0, 260, 600)
    box = pygame.Rect(450, 300, 400, 60)
    moved = off_panels(box, [side], pygame.Rect(0, 0, 960, 600), 4)
    assert moved.right <= side.left and moved.top == box.top
    assert off_panels(pygame.Rect(0, 300, 950, 60), [side], pygame.Rect(0, 0, 960, 600), 4).left == 0  # no room: stays
