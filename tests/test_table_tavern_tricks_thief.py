"""A whole Tavern Tricks game in the window whose first trick opens with a Thief on a tie.

The deal is fixed: the human (seat 0) leads and holds a Thief; the easy bots hold only weak cards
(under the Human·Sword dice), so each stakes 1 while the human stakes 3. When the human leads the
Thief, all three bots tie for the most coins (19 against 17): the buttons name them, the human
clicks Carmen's bank on the table, and two coins move from Carmen's bank to the human's."""

from __future__ import annotations

import random

import pygame

from game.app import App
from game.match import HUMAN, Match, SeatConfig
from game.scenes.table import TableScene
from game.table.choice import CONFIRM, MORE
from rules.core.record import GameRecord
from rules.core.registry import get_game
from rules.tavern_tricks.actions import ThiefAction
from rules.tavern_tricks.events import CoinsStolen
from tests.synthetic import click, key
from tests.table_driver import settle
from tests.test_table_tavern_tricks_window import play_to_the_end

NAMES = ("You", "Bruno", "Carmen", "Dmitri")
DEAL = {
    "first_dealer": 3,  # the human leads the first trick and stakes first
    "rounds": [{
        "hands": [
            ["THIEF1", "1", "10", "14", "23", "34", "35", "BOW1"],
            ["0", "2", "3", "4", "5", "6", "7", "8"],
            ["9", "11", "12", "13", "15", "16", "17", "18"],
            ["19", "20", "21", "22", "25", "27", "28", "32"],
        ],
        "direction": "left",
        "rolls": [["H", "sword"]],
    }],
}


def start(app: App) -> tuple[Match, TableScene]:
    seats = [SeatConfig(NAMES[0], HUMAN)] + [SeatConfig(n, level="easy") for n in NAMES[1:]]
    record = GameRecord("tavern_tricks", 4, {}, seed=11, deal=DEAL, extra={"seats": [
        {"name": s.name, "kind": s.kind, "level": s.level} for s in seats]})
    match = Match(get_game("tavern_tricks"), seats, record)
    table = app.scenes.table(match)
    app.stack.push(table)
    settle(app)
    return match, table


def until_my_turn(app: App, table: TableScene, phase: str) -> None:
    for _ in range(400):
        settle(app)
        if app.stack.top is table and table.driver.my_turn() and table.driver.shown.phase == phase:
            return
        app.step([key(pygame.K_RETURN)] if app.stack.top is not table else [])
    raise AssertionError(f"never reached the human's {phase}")


def press(app: App, table: TableScene, control: str) -> None:
    keys = [c.key for c in table.driver.choice.controls()]
    assert control in keys, f"{control} is not among {keys}"
    app.step([key(pygame.K_1 + keys.index(control))])


def click_piece(app: App, table: TableScene, piece: str) -> None:
    sprite = table.view.get(piece)
    assert sprite is not None and sprite.visible, f"{piece} is not on the table"
    app.step(click(sprite.rect.center))


def test_a_thief_on_a_tie_robs_the_bank_clicked_on_the_table(app):
    app.settings.animation_speed = "off"
    match, table = start(app)
    until_my_turn(app, table, "pass")
    for code in ("34", "35", "BOW1"):
        click_piece(app, table, f"hand:{code}")
    press(app, table, CONFIRM)
    until_my_turn(app, table, "stake")
    press(app, table, MORE)
    press(app, table, MORE)
    press(app, table, CONFIRM)
    until_my_turn(app, table, "trick")
    obs = table.driver.shown
    assert obs.scores == (17, 19, 19, 19) and not obs.trick
    thefts = [a for a in obs.legal_actions if isinstance(a, ThiefAction)]
    assert sorted(a.victim for a in thefts) == [1, 2, 3]
    assert {str(a) for a in thefts} == {f"play THIEF1 from {s}" for s in (1, 2, 3)}

    click_piece(app, table, "hand:THIEF1")
    labels = [c.label for c in table.driver.choice.controls()]
    assert labels[:3] == ["Rob Bruno", "Rob Carmen", "Rob Dmitri"]
    assert {"bank:1", "bank:2", "bank:3"} <= set(table.driver.choice.marks())
    before = len(match.record.actions)
    click_piece(app, table, "bank:2")
    settle(app)
    assert match.record.actions[before] == (0, "play THIEF1 from 2")
    coins = match.observation(0).scores
    assert coins[2] == 17 and coins[0] == 19 and coins[1] == coins[3] == 19, coins
    assert table.view.get("bank:2").spec.label == "17" and table.view.get("bank:0").spec.label == "19"
    assert any("Carmen" in line and "2 coins" in line for line in table.driver.log), table.driver.log[-5:]

    play_to_the_end(app, random.Random(9))
    assert match.is_over() and type(app.stack.top).__name__ == "GameOverScene"
    replayed = Match.from_record(GameRecord.loads(match.record.dumps()))  # the deal keeps the theft
    assert replayed.state.result().scores == match.state.result().scores
    assert CoinsStolen(0, 2, 2) in replayed.past_events
