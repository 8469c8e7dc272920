"""Vazerneiros' pieces per phase (headless, fixed seeds and deals): the hierarchy track's tokens in
order, the three rumor cards then the chosen one, the potion tokens beside each seat and in the
supply, the auction's cards face down then face up with the winner marked, the trump marker, the
Elixir; every piece inside its place and the window at 960×600 and 1280×720; and the moves:
potions flying between the supply and the seats, face-down cards turning up together, rumor 11's
shown hand."""

from __future__ import annotations

import itertools

import pytest

from game.app import App
from game.match import HUMAN, Match, SeatConfig
from game.pieces.card import CardSprite
from game.pieces.text_card import TextCardSprite
from game.pieces.token import TokenSprite
from game.scenes.table import TableScene
from game.tables.vazerneiros.pieces import pot_spot, supply_spot
from rules.core.record import GameRecord
from rules.vazerneiros.events import HandRevealed, PotionGained, PotionsUsed, TrickRevealed
from rules.vazerneiros.rumors import rumors
from tests.synthetic import click
from tests.table_driver import settle, wait_for
from tests.vazerneiros_deals import C, fill_hands

GAME = "vazerneiros"
NAMES = ("You", "Ada", "Bruno", "Carmen", "Dmitri")


def start(app: App, players: int, seed: int, rounds: list | None = None, negative: bool = False) -> tuple[Match, TableScene]:
    seats = [SeatConfig("You", HUMAN)] + [SeatConfig(n, level="easy") for n in NAMES[1:players]]
    match = Match.new(GAME, seats, {"negative_rumors": negative}, seed=seed)
    if rounds is not None:
        record = GameRecord(GAME, players, dict(match.record.options), seed, deal={"rounds": rounds},
                            extra=dict(match.record.extra))
        match = Match(match.info, seats, record)
    table = app.scenes.table(match)
    app.stack.push(table)
    settle(app)
    return match, table


def won_by_you(players: int, rumor: int, others: tuple[int, int] = (1, 2)) -> list[dict]:
    """Round 1 offers ``rumor`` and seat 0 holds the Mage 11, the top of the track: it wins the
    auction by laying it."""
    return [{"rumors": [rumor, *others], "track": ["M", "B", "P", "D"], "hands": fill_hands(players, {0: ["M11"]})}]


def tokens(table: TableScene, prefix: str) -> list[str]:
    return [k for k in table.view.keys(prefix) if k.removeprefix(prefix).isdigit()]


def check_potions(table: TableScene) -> None:
    obs = table.driver.shown
    for seat, count in enumerate(obs.potions):
        keys = tokens(table, f"pot:{seat}:")
        assert len(keys) == count, f"seat {seat} shows {len(keys)} potions, holds {count}"
        assert all(isinstance(table.view.get(k), TokenSprite) and table.view.get(k).spec.kind == "potion" for k in keys)
    assert len(tokens(table, "supply:")) == obs.supply
    assert table.view.get("supply:label").spec.text == f"Potion supply · {obs.supply}"


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_auction_shows_the_track_the_rumors_the_potions_and_the_laid_cards(app, players):
    app.settings.animation_speed = "off"
    match, table = start(app, players, seed=3, rounds=won_by_you(players, 5))
    view = table.view
    wait_for(app, table, lambda: table.driver.my_turn())
    obs = table.driver.shown
    assert obs.phase == "auction"
    # the track: four tokens, highest first down the column, each named with its place
    track = [view.get(f"track:{s}") for s in obs.track]
    assert [t.spec.label for t in track] == list(obs.track) == ["M", "B", "P", "D"]
    assert [t.y for t in track] == sorted(t.y for t in track) and len({t.y for t in track}) == 4
    assert [view.get(f"track:name:{s}").spec.text for s in obs.track] == [
        "1st Mages", "2nd Barbarians", "3rd Paladins", "4th Druids"]
    # the three rumor cards, face up, title and line
    cards = {k: view.get(k) for k in view.keys("rumor:")}
    assert sorted(cards) == sorted(f"rumor:{r}" for r in obs.offered)
    hovers = {p.key: p.hover for p in table.table.placements(obs, table)}
    for key, sprite in cards.items():
        rumor = rumors()[int(key.removeprefix("rumor:"))]
        assert isinstance(sprite, TextCardSprite) and sprite.face_up
        assert rumor.title in sprite.spec.title and sprite.spec.body == rumor.line
        assert hovers[key] == f"Rumor {rumor.id}, {rumor.title}: {rumor.text}", "the full text shows on hover, in the auction too"
    assert hovers["supply:label"].startswith(f"The supply: {obs.supply} potions nobody holds.")
    assert hovers["pot:1:0"].startswith("Ada: 2 potions. A potion changes the card you play: ±0.5 costs 1")
    check_potions(table)
    # the bots' cards lie face down in front of them; the human's own shows to it only, marked
    for seat in range(1, players):
        sprite = view.get(f"bid:{seat}")
        assert isinstance(sprite, CardSprite) and not sprite.shows_face
    assert view.get("bid:0") is None
    app.step(click(view.get("hand:M11").rect.center))
    settle(app)
    obs = table.driver.shown
    assert obs.phase == "rumor" and obs.auction_winner == 0
    for seat in range(players):  # all turned up together
        assert view.get(f"bid:{seat}").shows_face and view.get(f"bid:{seat}").card is obs.bids[seat]
    assert view.get("fx:0").spec.text == "wins the auction"
    assert set(table.input.marks()) == {f"rumor:{r}" for r in obs.offered}


def test_the_chosen_rumor_stays_alone_and_the_trump_marker_sits_beside_the_trump(app):
    app.settings.animation_speed = "off"
    match, table = start(app, 4, seed=3, rounds=won_by_you(4, 5))
    view = table.view
    wait_for(app, table, lambda: table.driver.my_turn())
    app.step(click(view.get("hand:M11").rect.center))
    settle(app)
    app.step(click(view.get("rumor:5").rect.center))
    settle(app)
    assert table.driver.shown.phase == "trump"
    assert view.keys("rumor:") == ["rumor:5"] and view.get("rumor:5").spec.size[1] > 200
    assert not view.keys("bid:"), "every auction card is spent"
    assert {k for k, m in table.input.marks().items() if m.pickable} == {f"track:{s}" for s in "BDMP"}
    supply = table.driver.shown.supply
    app.step(click(view.get("track:P").rect.center))
    settle(app)
    obs = table.driver.shown
    assert obs.trump == "P" and obs.trump_marker and obs.supply == supply - 1
    marker, paladins, label = view.get("marker"), view.get("track:P"), view.get("track:name:P")
    assert marker.spec.kind == "potion" and marker.x > paladins.x and marker.y > paladins.y
    assert paladins.rect.colliderect(marker.rect), "the marker lies on the trump suit's token"
    assert label.spec.text == "Paladins · trump"
    for suit in "BDMP":
        assert not marker.rect.colliderect(view.get(f"track:name:{suit}").rect), "the marker covers no label"
        assert view.rect("track").inflate(4, 4).contains(view.get(f"track:name:{suit}").rect)
    hovers = {p.key: p.hover for p in table.table.placements(obs, table)}
    assert "the highest trump played takes the trick" in hovers["track:P"] == hovers["marker"]
    check_potions(table)
    assert view.get("note").spec.text.startswith("Trick 1 of")


def test_the_elixir_lies_in_front_of_its_owner_until_used(app):
    app.settings.animation_speed = "off"
    match, table = start(app, 3, seed=3, rounds=won_by_you(3, 8))
    wait_for(app, table, lambda: table.driver.my_turn())
    app.step(click(table.view.get("hand:M11").rect.center))
    settle(app)
    app.step(click(table.view.get("rumor:8").rect.center))
    settle(app)
    elixir = table.view.get("elixir:0")
    assert isinstance(elixir, TextCardSprite) and elixir.spec.title == "Alchemy Elixir"
    assert table.view.rect("elixir_0").inflate(8, 8).contains(elixir.rect)
    assert "Elixir" in table.table.seat_lines(table.driver.shown, 0)[1]
    wait_for(app, table, lambda: table.driver.shown.elixir is None)
    assert not table.view.keys("elixir:")


def place_of(table: TableScene, key: str) -> str | None:
    kind, _, rest = key.partition(":")
    head = rest.split(":")[0]
    seat_kinds = {"pot": "pots", "elixir": "elixir", "fan": "fan"}
    if kind in seat_kinds and head.isdigit():
        return table.seating.anchor(seat_kinds[kind], int(head))
    return {"track": "track", "marker": "track", "supply": "supply", "rumor": "rumors", "bid": "trick", "trick": "trick",
            "who": "trick", "fx": "trick", "table": "trick", "note": "trick", "announce": "trick", "preview": "trick",
            "revealed": "trick", "shown": "trick"}.get(kind)


BADGES = ("who:", "fx:", "note", "track:name:", "track:title", "supply:label")


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("players", [3, 5])
def test_every_piece_stays_inside_its_place_and_no_words_overlap(app_paths, size, players):
    app = App(headless=True, size=size, paths=app_paths)
    app.settings.animation_speed = "off"
    app.go_to_title()
    match, table = start(app, players, seed=8, negative=True)
    seen: set[str] = set()

    def look() -> bool:
        obs = table.driver.shown
        seen.add(obs.phase + ("-trick" if obs.trick else ""))
        screen = app.screen.get_rect()
        view = table.view
        for key, sprite in view.sprites.items():
            assert screen.contains(sprite.rect), f"{key} leaves the window"
            anchor = place_of(table, key)
            if anchor is not None:
                room = view.rect(anchor).inflate(view.length(8), view.length(8))
                assert room.contains(sprite.rect), f"{key} {sprite.rect} sticks out of {anchor} {room}"
        words = [(k, s.rect) for k, s in view.sprites.items() if k.startswith(BADGES)]
        for (a, ra), (b, rb) in itertools.combinations(words, 2):
            assert not ra.colliderect(rb), f"{a} overlaps {b}"
        cards = [(k, s.rect) for k, s in view.sprites.items()
                 if k.startswith(("trick:", "bid:", "rumor:", "pot:")) or k in {f"track:{x}" for x in "BDMP"}]
        for (a, ra), (b, rb) in itertools.product(words, cards):
            if not (a.startswith("track:name") and b.startswith("track:")):
                assert not ra.colliderect(rb), f"{a} covers {b}"
        return {"auction", "trick-trick"} <= seen and match.is_over()

    wait_for(app, table, look)
    app.close()


# --- the moves -----------------------------------------------------------------------------------
def moving_table(app: App, players: int = 4) -> tuple[Match, TableScene]:
    app.settings.animation_speed = "normal"
    match, table = start(app, players, seed=3)
    table.anims.finish()
    return match, table


def test_a_potion_flies_from_the_supply_to_the_seat_and_back(app):
    match, table = moving_table(app)
    view, game = table.view, table.table
    supply, held = len(tokens(table, "supply:")), len(tokens(table, "pot:2:"))
    last = view.get(f"supply:{supply - 1}")
    steps = game.animate(PotionGained(2, "auction", True), table)
    assert steps and view.get(f"pot:2:{held}") is last  # the very token of the supply
    assert last.target == pot_spot(table, 2, held)
    table.anims.add(*steps)
    table.anims.finish()
    assert last.pos == pot_spot(table, 2, held) and len(tokens(table, "supply:")) == supply - 1
    assert view.get("supply:label").spec.text == f"Potion supply · {supply - 1}"
    spent = [view.get(f"pot:2:{i}") for i in range(held + 1)][-2:]
    table.anims.add(*game.animate(PotionsUsed(2, ("half", "suit"), 2, "M", 15), table))
    table.anims.finish()
    assert [view.get(f"supply:{supply - 1 + i}") for i in range(2)] == spent[::-1]
    assert spent[0].pos == supply_spot(table, supply) and len(tokens(table, "pot:2:")) == held - 1
    assert view.get("fx:2").spec.text == "as Mage 7.5"


def test_face_down_cards_turn_up_together(app):
    match, table = moving_table(app)
    view, game = table.view, table.table
    for seat in (1, 2):
        view.spawn(f"trick:{seat}", None, view.center("trick"), False, 10)
    table.anims.add(*game.animate(TrickRevealed(((1, C("M3"), "M", 6), (2, C("B7"), "M", 15))), table))
    table.anims.finish()
    assert view.get("trick:1").shows_face and view.get("trick:1").card is C("M3")
    assert view.get("trick:2").shows_face and view.get("fx:2").spec.text == "as Mage 7.5"
    assert view.get("fx:1") is None


def test_the_ritual_of_paths_shows_the_hand_that_ends_the_tricks(app):
    match, table = moving_table(app)
    view, game = table.view, table.table
    cards = (C("M3"), C("B7"), C("P0"))
    steps = game.animate(HandRevealed(2, cards), table)
    table.anims.add(*steps)
    table.anims.update(0.5)  # the hand shows, with the banner
    assert [view.get(f"revealed:{i}").card for i in range(3)] == list(cards)
    assert all(view.get(f"revealed:{i}").shows_face for i in range(3))
    assert view.get("announce").spec.text == "Ritual of Paths: Bruno has no new suit — the tricks end"
    table.anims.finish()
    assert not view.keys("revealed:") and not view.keys("announce"), "nothing of it stays on the table"


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_potion_choice_previews_the_card_and_its_buttons_fit_the_strip(app_paths, size):
    from game.tables.vazerneiros.pieces import trick_spot
    app = App(headless=True, size=size, paths=app_paths)
    app.settings.animation_speed = "off"
    app.go_to_title()
    match, table = start(app, 5, seed=3, rounds=won_by_you(5, 3))
    view = table.view
    wait_for(app, table, lambda: table.driver.my_turn())
    app.step(click(view.get("hand:M11").rect.center))
    settle(app)
    app.step(click(view.get("rumor:3").rect.center))
    settle(app)
    obs = table.driver.shown
    assert obs.phase == "trick" and obs.potions[0] == 3 and table.driver.my_turn()
    card = obs.hand[0]
    app.step(click(view.get(f"hand:{card.code}").rect.center))
    preview = view.get("preview")
    assert isinstance(preview, TextCardSprite) and preview.pos == trick_spot(table, 0)
    assert preview.spec.title == card.name  # nothing chosen yet: played as it is
    strip = view.rect("controls")

    def buttons_fit() -> None:
        rects = [b.rect for _, b in table.input.buttons]
        assert rects and all(strip.contains(r) for r in rects)
        for a, b in itertools.combinations(rects, 2):
            assert not a.colliderect(b)

    buttons_fit()
    buttons = {c.key: b for c, b in table.input.buttons}
    app.step(click(buttons["open:number"].rect.center))
    assert len(table.input.buttons) == 13  # keep, eleven numbers, Back
    buttons_fit()
    buttons = {c.key: b for c, b in table.input.buttons}
    target = 11 if card.rank != 11 else 10
    app.step(click(buttons[f"set:{target}"].rect.center))
    assert view.get("preview").spec.title.endswith(f" {target}")
    assert "3 of your 3 potions" in view.get("preview").spec.body
    assert table.view.rect("trick").contains(view.get("preview").rect)
    table.refresh()  # laid out again (a resize, a setting): the half-made choice keeps its preview
    assert view.get("preview").spec.title.endswith(f" {target}")
    buttons = {c.key: b for c, b in table.input.buttons}
    app.step(click(buttons["back"].rect.center))  # back to the hand: the preview goes
    assert view.get("preview") is None and "open:number" not in [c.key for c in table.driver.choice.controls()]
    app.close()
