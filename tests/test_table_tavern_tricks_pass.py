"""Tavern Tricks' simultaneous pass on the table: a seat's three cards set aside lie under its
fan until everyone has passed (the shown player's own face up at the trick's foot); the three
cards a seat is passed then fly from there into its hand face up; the shown seat's own pass
leaves face down; a pass between two other seats is small backs moving between them, never a
face."""

from __future__ import annotations

import pygame

from game.app import App
from game.match import HUMAN, Match, SeatConfig
from game.pieces.card import CardSprite
from game.scenes.table import TableScene
from game.table.choice import CONFIRM
from game.table.module import hand_origin
from game.tables.tavern_tricks.pieces import aside_key, aside_spots
from rules.tavern_tricks.events import CardsPassed, PassLaid
from tests.synthetic import click, key
from tests.table_driver import settle, wait_for


def start(app: App, players: int = 4, seed: int = 3) -> tuple[Match, TableScene]:
    seats = [SeatConfig("You", HUMAN)] + [SeatConfig(f"B{i}", level="easy") for i in range(1, players)]
    match = Match.new("tavern_tricks", seats, seed=seed)
    table = app.scenes.table(match)
    app.stack.push(table)
    settle(app)
    return match, table


def run(steps: list, dt: float = 1 / 60) -> None:
    for step in steps:
        while not step.done:
            step.update(dt)


def set_aside_from(table: TableScene, seat: int) -> list[tuple[float, float]]:
    """Where ``seat``'s passed cards start: where it set them aside, once that was shown."""
    if table.view.get(aside_key(seat, 0)) is not None:
        return aside_spots(table, seat)
    return [hand_origin(table, seat)] * 3


def hand_ok(table: TableScene) -> pygame.Rect:
    view = table.view
    return view.rect("hand").inflate(view.length(8), view.length(8))


def test_cards_passed_to_the_shown_seat_fly_face_up_from_the_passer_into_its_hand(app):
    app.settings.animation_speed = "off"
    match, table = start(app)
    wait_for(app, table, lambda: table.driver.shown.phase == "pass" and table.driver.my_turn())
    view, game = table.view, table.table
    received = tuple(match.state.hands[3][:3])  # what seat 3 might pass to the shown seat 0
    origins = set_aside_from(table, 3)
    steps = game.animate(CardsPassed(3, 0, received), table)
    sprites = [view.get(f"hand:{c.code}") for c in received]
    assert all(isinstance(s, CardSprite) and s.face_up and s.card is c for s, c in zip(sprites, received))
    assert [s.pos for s in sprites] == origins, "the cards start where their passer set them aside"
    assert not view.keys("aside:3:"), "the backs set aside turn into the cards received"
    assert steps
    run(steps[:1])
    steps[1].update(0.15)  # a moment into the flight: on the way, not yet home
    assert all(s.pos not in origins and not hand_ok(table).contains(s.rect) for s in sprites)
    run(steps[1:])
    assert all(hand_ok(table).contains(s.rect) for s in sprites)
    hand = sorted((s.card, s.pos[0]) for k in view.keys("hand:") if isinstance(s := view.get(k), CardSprite))
    xs = [x for _, x in hand]
    assert len(hand) == 8 + 3 and xs == sorted(xs), "the hand opens up in its sorted order"


def test_the_shown_seats_own_pass_leaves_face_down_and_others_pass_backs(app):
    app.settings.animation_speed = "off"
    match, table = start(app)
    wait_for(app, table, lambda: table.driver.shown.phase == "pass" and table.driver.my_turn())
    view, game = table.view, table.table
    mine = tuple(table.driver.shown.hand[:3])
    steps = game.animate(CardsPassed(0, 1, mine), table)
    assert not any(view.get(f"hand:{c.code}") for c in mine), "the passed cards leave the hand"
    leaving = [view.get(k) for k in view.keys("fly:pass:0:")]
    assert len(leaving) == 3 and all(isinstance(s, CardSprite) and not s.face_up for s in leaving)
    run(steps)
    assert not view.keys("fly:pass:") and len(view.keys("hand:")) == 5
    others = tuple(match.state.hands[2][:3])
    origins = set_aside_from(table, 2)
    steps = game.animate(CardsPassed(2, 3, others), table)
    backs = [view.get(f"fly:pass:2:{i}") for i in range(3)]
    assert all(isinstance(s, CardSprite) and s.card is None and not s.face_up for s in backs)
    assert [s.pos for s in backs] == origins
    run(steps)
    assert not view.keys("fly:pass:") and not view.keys("aside:2:")


def test_a_seat_that_has_passed_has_its_three_cards_set_aside_under_its_fan(app):
    """Another seat's pass is seen laid: three small backs leave its fan for just under it and
    lie there; the shown player's own lie face up at the trick's foot, to it alone."""
    app.settings.animation_speed = "off"
    match, table = start(app)
    wait_for(app, table, lambda: table.driver.shown.phase == "pass" and table.driver.my_turn())
    view, game = table.view, table.table
    view.remove_all(view.keys("aside:1:"))
    steps = game.animate(PassLaid(1), table)
    backs = [view.get(aside_key(1, i)) for i in range(3)]
    assert all(isinstance(s, CardSprite) and s.card is None and not s.face_up and s.pos == hand_origin(table, 1) for s in backs)
    run(steps)
    assert [s.pos for s in backs] == aside_spots(table, 1)
    fan = view.rect("fan_1")
    assert all(abs(s.pos[0] - fan.centerx) < fan.width / 2 and s.rect.top < fan.bottom < s.rect.bottom for s in backs)
    obs = table.driver.shown
    mine = tuple(obs.hand[:3])
    laid = obs._replace(passed=(True, *obs.passed[1:]), my_pass=mine)
    pieces = {p.key: p for p in game.placements(laid, table)}
    own = [pieces[aside_key(0, i)] for i in range(3)]
    assert [p.piece.card for p in own] == list(mine) and all(p.piece.face_up and p.piece.mini for p in own)
    assert all(view.rect("trick").collidepoint(p.center) for p in own)
    others = [pieces[aside_key(s, i)] for s in range(1, 4) if laid.passed[s] for i in range(3)]
    assert others and all(p.piece.card is None for p in others)
    assert not any(k.startswith("aside:") for k in (p.key for p in game.placements(laid._replace(phase="stake"), table)))


def test_in_a_game_the_received_cards_are_seen_flying_in(app):
    """Through input at normal speed: after the pass, the cards the human receives are drawn on
    the way from their passer before they rest in the hand."""
    app.settings.animation_speed = "normal"
    match, table = start(app)
    wait_for(app, table, lambda: table.driver.shown.phase == "pass" and table.driver.my_turn())
    for card in table.driver.shown.hand[:3]:
        app.step(click(table.view.get(f"hand:{card.code}").rect.center))
    keys = [c.key for c in table.driver.choice.controls()]
    app.step([key(pygame.K_1 + keys.index(CONFIRM))])
    seen_flying: set[str] = set()
    for _ in range(600):
        app.step()
        received = match.state.received[0]
        for card in received:
            sprite = table.view.get(f"hand:{card.code}")
            if sprite is not None and not hand_ok(table).contains(sprite.rect):
                seen_flying.add(card.code)
        if match.state.phase != "pass" and not table.anims.busy and table.driver.idle():
            break
    assert received and seen_flying == {c.code for c in received}
    assert {c.code for c in received} <= {k.split(":")[1] for k in table.view.keys("hand:")}
