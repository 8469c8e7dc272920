"""Tavern Tricks' pieces per phase with fixed seeds (headless): the Left/Right coin, banks and
stakes from the start, the dominance dice once rolled, each trick card with its standing, and
every piece inside its place and the window at 960×600 and 1280×720 for 3 to 6 seats."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.layout import common_anchors, load_layout
from game.match import HUMAN, Match, SeatConfig
from game.pieces.die import DieSprite
from game.pieces.token import TokenSprite
from game.scenes.table import TableScene
from game.tables.tavern_tricks.table import TABLE
from tests.table_driver import settle, wait_for

NESTED = ("trick_", "deck")  # anchors that lie inside the trick by design


def start(app: App, players: int, seed: int) -> tuple[Match, TableScene]:
    seats = [SeatConfig("You", HUMAN)] + [SeatConfig(f"B{i}", level="random") for i in range(1, players)]
    match = Match.new("tavern_tricks", seats, seed=seed)
    table = app.scenes.table(match)
    app.stack.push(table)
    settle(app)
    return match, table


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_layout_has_every_anchor_and_no_two_places_overlap(players):
    needed = TABLE().required_anchors(players)
    layout = load_layout("tavern_tricks", players, required=needed)
    assert sorted(layout.names()) == sorted(set(common_anchors(players) + needed + [f"fan_{i}" for i in range(1, players)]))
    bounds = pygame.Rect((0, 0), layout.size)
    names = [n for n in layout.names() if not n.startswith(NESTED)]
    for i, a in enumerate(names):
        assert bounds.contains(layout.anchor(a)), a
        for b in names[i + 1:]:
            assert not layout.anchor(a).colliderect(layout.anchor(b)), f"{a} overlaps {b}"
    for i in range(players):
        assert layout.anchor("trick").contains(layout.anchor(f"trick_{i}"))


def test_each_phase_shows_its_pieces(app):
    app.settings.animation_speed = "off"
    match, table = start(app, 4, seed=3)
    view = table.view
    wait_for(app, table, lambda: table.driver.shown.phase == "pass" and table.driver.my_turn())
    obs = table.driver.shown
    assert isinstance(view.get("coin:lr"), TokenSprite) and view.get("coin:lr").spec.label == obs.direction[0].upper()
    assert [view.get(f"bank:{s}").spec.label for s in range(4)] == ["20"] * 4
    assert view.get("die:race") is None
    wait_for(app, table, lambda: table.driver.shown.phase == "stake" and table.driver.my_turn())
    obs = table.driver.shown
    race, weapon = view.get("die:race"), view.get("die:weapon")
    assert isinstance(race, DieSprite) and isinstance(weapon, DieSprite)
    assert race.face.startswith(("Human", "Dwarf", "Elf", "Orc", "Goblin", "Undead")) and weapon.face.lower() == obs.dice[1]
    wait_for(app, table, lambda: table.driver.shown.phase == "trick" and len(table.driver.shown.trick) >= 2)
    obs = table.driver.shown
    assert view.get("stakes:label").spec.text == f"Stakes · {obs.stakes_pile}"
    for seat, coins in enumerate(obs.stakes):  # each stake coin names its seat on hover
        if coins:
            who = "You" if seat == obs.seat else table.table.names[seat]
            assert view.hovers[f"stake:{seat}"].startswith(f"{who}: {coins} coin")
    for i, (seat, card, _) in enumerate(obs.trick):
        assert view.get(f"trick:{seat}").card is card
        assert view.get(f"stand:{seat}") is not None
        assert view.get(f"who:{seat}").spec.text == ("You" if seat == obs.seat else table.table.names[seat])
    assert view.get("trick_no").spec.text.startswith(("Trick", "Tie-break"))


def place_of(table: TableScene, key_: str) -> str | None:
    kind, _, rest = key_.partition(":")
    head = rest.split(":")[0]
    if kind in ("bank", "fan", "stand", "who", "won") and head.isdigit():
        return "trick" if kind in ("stand", "who") else table.seating.anchor(kind, int(head))
    return {"trick": "trick", "die": "dice", "dice": "dice", "coin": "coin", "stake": "stakes", "stakes": "stakes",
            "tied": "tied", "trick_no": "trick"}.get(kind)


@pytest.mark.parametrize("size,cards", [((960, 600), "medium"), ((1280, 720), "medium"), ((960, 600), "large")])
@pytest.mark.parametrize("players", [3, 6])
def test_every_piece_stays_inside_its_place(app_paths, size, cards, players):
    app = App(headless=True, size=size, paths=app_paths)
    app.settings.animation_speed = "off"
    app.settings.card_size = cards
    app.go_to_title()
    match, table = start(app, players, seed=8)
    seen: set[str] = set()

    def look() -> bool:
        obs = table.driver.shown
        moment = f"{obs.phase}{'-trick' if obs.trick else ''}{'-tied' if obs.tied_pile else ''}"
        seen.add(moment)
        screen = app.screen.get_rect()
        for key_, sprite in table.view.sprites.items():
            assert screen.contains(sprite.rect), f"{key_} leaves the window"
            anchor = place_of(table, key_)
            if anchor is not None:
                room = table.view.rect(anchor).inflate(table.view.length(8), table.view.length(8))
                assert room.contains(sprite.rect), f"{key_} {sprite.rect} sticks out of {anchor} {room}"
        return {"pass", "stake", "trick-trick"} <= seen and match.state.round_no >= 2

    wait_for(app, table, look)
    app.close()


def test_dice_roll_coins_fly_and_the_tie_break_is_announced(app):
    from rules.tavern_tricks.events import CoinsStolen, DiceRolled, Staked, TieBreak

    app.settings.animation_speed = "off"
    match, table = start(app, 4, seed=3)
    game = table.table
    steps = game.animate(DiceRolled("O", "mace", by_fates=True), table)
    race = table.view.get("die:race")
    assert isinstance(race, DieSprite) and race.spec.face == "Orc" and table.view.get("die:weapon").spec.face == "Mace"
    assert table.view.get("announce").spec.text.startswith("The Fates") and len(steps) >= 3
    assert game.animate(Staked(1, 3), table) and len(table.view.keys("fly:stake:1:")) == 3
    assert game.animate(CoinsStolen(2, 0, 2), table) and len(table.view.keys("fly:steal:")) == 2
    game.animate(TieBreak(1), table)
    assert table.view.get("announce").spec.text == "Tie-break trick 1"


def test_no_standing_badge_outlives_its_trick_or_speaks_during_the_held_trick(app):
    """At normal speed, frame by frame through a whole hand of bots: while a finished trick is
    held (the banner says how it ended) and once it is gathered, no badge of a standing is on the
    table; between tricks every badge belongs to a card lying in the trick, and every card
    there wears its player's name."""
    app.settings.animation_speed = "normal"
    seats = [SeatConfig(n, level="easy") for n in ("Ana", "Bo", "Cy", "Di")]
    match = Match.new("tavern_tricks", seats, seed=4)
    table = app.scenes.table(match)
    app.stack.push(table)
    held = 0
    for _ in range(20_000):
        app.step()
        if app.stack.top is not table:
            break  # the hand's summary
        stands = table.view.keys("stand:")
        if table.hold.holding:
            held += 1
            assert not stands, f"{stands} shown while the trick is held"
            assert table.view.get("trick_no") is None, "the banner lies where the trick's number was"
            if held == 1:  # the banner under the cards and their names, clear of the seats' plates
                banner = table.hold.draw(pygame.Surface(table.size), table.view, app.fonts, table._trick_rect())
                cards = table.table.banner_under(table.view)
                assert banner is not None and cards is not None and banner.top >= cards.bottom
                plates = [table.view.rect(table.seating.anchor("seat", s)) for s in range(4)]
                assert banner.collidelist(plates) < 0
        names = {k.removeprefix("who:") for k in table.view.keys("who:")}
        assert names <= {k.removeprefix("trick:") for k in table.view.keys("trick:")}  # a name goes with its card
        if table.driver.idle():
            on_table = {k.removeprefix("trick:") for k in table.view.keys("trick:")}
            assert {k.removeprefix("stand:") for k in stands} <= on_table
            assert names == on_table
            assert bool(on_table) == bool(table.driver.shown.trick)
    assert type(app.stack.top).__name__ == "RoundSummaryScene" and held > 0


def test_a_fates_reroll_turns_the_dice_and_their_words(app):
    from rules.tavern_tricks.events import DiceRolled

    app.settings.animation_speed = "off"
    match, table = start(app, 4, seed=3)
    wait_for(app, table, lambda: table.driver.shown.phase == "stake" and table.driver.my_turn())
    assert table.view.get("dice:label").spec.text != "Orc · Sword"
    steps = table.table.animate(DiceRolled("O", "sword", by_fates=True), table)
    for step in steps:
        while not step.done:
            step.update(1 / 60)
    view = table.view
    assert view.get("die:race").spec.face == "Orc" and view.get("die:weapon").spec.face == "Sword"
    assert view.get("dice:label").spec.text == "Orc · Sword"
