"""Vazerneiros in the window, through synthetic input only: whole games with one human seat
against bots (3 and 5 players), and a hot-seat game that never shows a seat's hand, its hidden
auction card or its face-down card to another seat.

``human_turn`` makes each decision as a player would: a click on a hand card for the auction, on
a rumor card, on a suit of the track (rumor 5), a card by click, drag or keys and, when its play
has potions, the potion buttons clicked one by one to build exactly the chosen legal play; rumor
13's swap by a click in the hand and one on the table; rumor 16's leader by its button."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

import pytest

from game.app import App
from game.match import HUMAN, Match, SeatConfig
from game.scenes.table import TableScene
from game.table.choice import CONFIRM
from game.tables.vazerneiros.choices import PotionChoice
from rules.core.record import GameRecord
from rules.vazerneiros.actions import ExchangeAction, LeadAction, PlayAction, RumorAction, TrumpAction
from tests.synthetic import click
from tests.table_driver import drawn_faces, play_by_click, play_by_drag, play_by_keys, play_turns_to_the_end, settle
from tests.vazerneiros_deals import fill_hands

GAME = "vazerneiros"


@pytest.fixture
def quiet_app(app: App) -> App:
    app.settings.animation_speed = "off"
    return app


def start(app: App, match: Match) -> TableScene:
    table = app.scenes.table(match)
    app.stack.push(table)
    settle(app)
    return table


def fixed_match(seats: list[SeatConfig], seed: int, rounds: list[dict[str, Any]], negative: bool = False) -> Match:
    """A match whose first rounds' rumors (and hands) are fixed by a record's ``deal``."""
    match = Match.new(GAME, seats, {"negative_rumors": negative}, seed=seed)
    record = GameRecord(GAME, len(seats), dict(match.record.options), seed, deal={"rounds": rounds},
                        extra=dict(match.record.extra))
    return Match(match.info, seats, record)


def click_piece(app: App, table: TableScene, piece: str) -> None:
    sprite = table.view.get(piece)
    assert sprite is not None and sprite.visible, f"{piece} is not on the table"
    app.step(click(sprite.rect.center))


def click_control(app: App, table: TableScene, control: str) -> None:
    """Click the button of the turn's choice whose key is ``control``."""
    buttons = {c.key: b for c, b in table.input.buttons}
    assert control in buttons, f"{control} is not among {list(buttons)}"
    app.step(click(buttons[control].rect.center))


def potion_step(table: TableScene) -> PotionChoice | None:
    choice = table.driver.choice
    second = getattr(choice, "second", None)
    return second if isinstance(second, PotionChoice) else None


def build_play(app: App, table: TableScene, target: PlayAction) -> None:
    """The potion buttons, clicked one at a time until the choice stands at ``target``; then Play."""
    potion = potion_step(table)
    assert potion is not None
    for kind, value in (("number", target.number), ("suit", target.suit)):
        by_elixir = target.elixir == kind
        current = potion.number if kind == "number" else potion.suit
        if current == value and (potion.elixir == kind) == by_elixir:
            continue
        click_control(app, table, f"open:{'elixir ' if by_elixir else ''}{kind}")
        click_control(app, table, f"set:{value if value is not None else 'none'}")
    if potion.half != target.half:
        if potion.half:
            click_control(app, table, f"effect:half{potion.half:+d}")
        if target.half:
            click_control(app, table, f"effect:half{target.half:+d}")
    assert str(potion.play) == str(target), f"the buttons built {potion.play}, not {target}"
    click_control(app, table, CONFIRM)


def human_turn(app: App, table: TableScene, rng: random.Random, i: int) -> str:
    """One decision of the shown seat by mouse or keys; returns what kind it was."""
    obs = table.driver.shown
    legal = list(obs.legal_actions)
    potioned = [a for a in legal if isinstance(a, PlayAction) and a.potioned]
    action = rng.choice(potioned if potioned and rng.random() < 0.4 else legal)
    if isinstance(action, RumorAction):
        click_piece(app, table, f"rumor:{action.rumor}")
        return "rumor"
    if isinstance(action, TrumpAction):
        click_piece(app, table, f"track:{action.suit}")
        return "trump"
    if isinstance(action, LeadAction):
        click_control(app, table, f"option:{action.seat}")
        return "leader"
    if isinstance(action, ExchangeAction):
        click_piece(app, table, f"hand:{action.give.code}")
        click_piece(app, table, f"table:{action.take.code}")
        return "exchange"
    if not isinstance(action, PlayAction):  # the auction's card
        play_by_click(app, table, action.card)
        return "bid"
    styles: list[Callable[[App, TableScene, Any], None]] = [play_by_click, play_by_drag, play_by_keys]
    before = len(table.match.record.actions)
    styles[i % 3](app, table, action.card)
    if len(table.match.record.actions) > before:
        assert not action.potioned, f"{action.card} was played at once, though {action} was wanted"
        return "play"
    assert potion_step(table) is not None, f"picking the {action.card} neither played it nor opened the potions"
    build_play(app, table, action)
    return "potions" if action.potioned else "play"


def play_to_the_end(app: App, rng: random.Random, on_frame: Callable[[App], None] | None = None) -> dict[str, int]:
    return play_turns_to_the_end(app, rng, human_turn, on_frame)


def notes_potions(notes: str, names: list[str]) -> tuple[int, ...]:
    """Per seat, the potions a round summary's notes say were gained."""
    found = dict.fromkeys(names, 0)
    part = re.search(r"Potions gained: (.*?)\.(?: |$)", notes)
    if part:
        for name, n in re.findall(r"(\w+) \+(\d+)", part.group(1)):
            found[name] = int(n)
    return tuple(found[n] for n in names)


@pytest.mark.parametrize("players,seed", [(3, 4), (5, 9)])
def test_a_whole_game_with_one_human_against_bots(quiet_app, players, seed):
    names = ["You", "Ada", "Bruno", "Carmen", "Dmitri"][:players]
    seats = [SeatConfig("You", HUMAN)] + [SeatConfig(n, level="easy") for n in names[1:]]
    match = Match.new(GAME, seats, {"negative_rumors": True}, seed=seed)
    table = start(quiet_app, match)
    summaries: list[str] = []

    def look(app: App) -> None:
        top = app.stack.top
        if type(top).__name__ == "RoundSummaryScene" and (not summaries or summaries[-1] != top.notes):
            summaries.append(top.notes)
        if type(top).__name__ == "TableScene" and table.driver.idle():
            obs = table.driver.shown
            pots = [len([k for k in table.view.keys(f"pot:{s}:")]) for s in range(players)]
            assert pots == list(obs.potions), "the potion tokens beside the seats are the seats' potions"
            assert len([k for k in table.view.keys("supply:") if k != "supply:label"]) == obs.supply

    made = play_to_the_end(quiet_app, random.Random(seed), look)
    assert match.is_over() and type(quiet_app.stack.top).__name__ == "GameOverScene"
    plays = [t for s, t in match.record.actions if s == 0 and t.startswith("play ")]
    assert made["bid"] == 4 and made["play"] + made.get("potions", 0) == len(plays) >= 12
    assert made.get("potions", 0) >= 1, "no play with potions was built by the buttons"
    assert len(summaries) == 4
    gained = match.observation(0).round_potions
    for r, notes in enumerate(summaries):
        assert notes_potions(notes, names) == gained[r], f"round {r + 1}: {notes}"
    assert "Potions left:" in quiet_app.stack.top.notes


def test_hot_seat_never_shows_a_hand_a_hidden_bid_or_a_face_down_card(quiet_app):
    """Every settled frame of the table or the hand-over: no card of another seat's hand, its
    auction card before all are in, or its face-down card face up (round 1 is the Mysterious
    Veil: everything after the lead face down; round 2 the Light and Shadows)."""
    players = 3
    seats = [SeatConfig(n, HUMAN) for n in ("Ana", "Bo", "Cy")]
    rounds = [{"rumors": [9, 4, 6], "hands": fill_hands(players, {0: ["M11"]})},
              {"rumors": [15, 7, 12], "hands": fill_hands(players, {1: ["M11"]})}]
    match = fixed_match(seats, 5, rounds)
    table = start(quiet_app, match)
    checked = {"frames": 0, "handoffs": 0, "face_down": 0, "bids": 0}

    def check(app: App) -> None:
        top = type(app.stack.top).__name__
        if top not in ("TableScene", "HandoffScene", "RoundSummaryScene"):
            return
        faces = set(drawn_faces(app))
        state, viewer = match.state, table.viewer
        seats_ = [viewer] if viewer is not None else list(range(players))
        hidden = set.intersection(*(state.hidden_cards(s) for s in seats_)) if viewer is not None else \
            set.union(*(state.hidden_cards(s) for s in range(players)))
        assert not faces & hidden, f"{faces & hidden} face up while {viewer} holds the screen ({top})"
        if any(p.face_down for p in state.trick):
            checked["face_down"] += 1
            for play in state.trick:
                sprite = table.view.get(f"trick:{play.seat}")
                if play.face_down and play.seat != viewer and sprite is not None:
                    assert not sprite.shows_face, f"seat {play.seat}'s face-down card shows to {viewer}"
        if state.phase == "auction" and any(b is not None for b in state.bids):
            checked["bids"] += 1
        if top == "HandoffScene":
            checked["handoffs"] += 1
            assert not table.view.keys("hand:"), "a hand is still laid out under the hand-over"
        checked["frames"] += 1

    play_to_the_end(quiet_app, random.Random(3), on_frame=check)
    assert match.is_over()
    assert checked["handoffs"] > 20 and checked["frames"] > 100
    assert checked["face_down"] > 5 and checked["bids"] > 3
