"""A turn with buttons: the table draws the choice's controls in the controls strip, and the
mouse and the keyboard (Tab, Enter, number keys) reach them."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.app import App
from game.match import HUMAN, Match, SeatConfig
from game.table.choice import CONFIRM, Choice, Mark, hand_key
from game.table.choices import CardsChoice
from game.tables.copas.table import CopasTable
from tests.synthetic import click, key
from tests.table_driver import settle


class ChooseThenConfirm(CopasTable):
    """Copas, but a card is chosen first and played with a Confirm button."""

    def turn(self, obs: Any, why_not: Any = None) -> Choice:
        legal = {a.card: a for a in obs.legal_actions}
        return CardsChoice(
            {hand_key(c): c for c in obs.hand},
            roles=("Play",),
            build=lambda cards: legal[cards[0]],
            refuse=lambda card, chosen: None if card in legal else "That card may not be played now",
            confirm_label="Play it",
        )


@pytest.fixture
def table(app: App, monkeypatch: Any) -> Any:
    monkeypatch.setattr("game.scenes.table.table_for", lambda game_id, names=(): ChooseThenConfirm())
    app.settings.animation_speed = "off"
    match = Match.new("copas", [SeatConfig("You", HUMAN), SeatConfig("Ada"), SeatConfig("Bruno")], seed=4)
    scene = app.scenes.table(match)
    app.stack.push(scene)
    for _ in range(200):
        settle(app)
        if scene.driver.my_turn():
            return scene
        app.step()
    raise AssertionError("it never became the human's turn")


def buttons(scene: Any) -> list[tuple[str, pygame.Rect]]:
    return [(control.label, button.rect) for control, button in scene.input.buttons]


def test_the_controls_sit_in_the_strip_above_the_hand(app, table):
    strip = table.view.rect("controls")
    (label, rect), = buttons(table)
    assert label == "Play it"
    assert strip.contains(rect) and app.screen.get_rect().contains(rect)


def test_a_card_then_the_button_by_mouse(app, table):
    match = table.match
    before = len(match.record.actions)
    card = next(a.card for a in table.driver.shown.legal_actions)
    (_, confirm), = buttons(table)
    app.step(click(confirm.center))  # nothing chosen yet: the button says why
    assert "Choose 1 more card" in table.tooltip[0] and len(match.record.actions) == before
    app.step(click(table.view.get(hand_key(card)).rect.center))
    assert table.driver.choice.chosen == [card]
    assert table.view.get(hand_key(card)).selected
    app.step(click(confirm.center))
    assert match.record.actions[before] == (0, f"play {card.code}")


def test_a_card_then_the_button_by_keyboard(app, table):
    match = table.match
    before = len(match.record.actions)
    app.step([key(pygame.K_RIGHT)])
    chosen = table.input.cursor
    assert chosen is not None and table.driver.choice.marks()[chosen].pickable
    app.step([key(pygame.K_RETURN)])  # choose the card under the cursor
    assert [hand_key(c) for c in table.driver.choice.chosen] == [chosen]
    app.step([key(pygame.K_TAB)])
    assert table.input.focus == 0 and table.input.buttons[0][1].focused
    app.step([key(pygame.K_RETURN)])  # press the focused button
    assert match.record.actions[before] == (0, f"play {chosen.removeprefix('hand:')}")


def test_number_keys_press_the_buttons_in_order(app, table):
    match = table.match
    before = len(match.record.actions)
    app.step([key(pygame.K_1)])
    assert "Choose 1 more card" in table.tooltip[0]
    card = next(a.card for a in table.driver.shown.legal_actions)
    table.input.pick(hand_key(card))
    app.step([key(pygame.K_1)])
    assert match.record.actions[before] == (0, f"play {card.code}")


def test_a_refused_card_is_greyed_and_says_why(app, table):
    refused = [c for c in table.driver.shown.hand if not table.driver.choice.marks()[hand_key(c)].pickable]
    if not refused:
        pytest.skip("every card may be played on this turn")
    sprite = table.view.get(hand_key(refused[0]))
    assert sprite.dimmed
    app.step(click(sprite.rect.center))
    assert table.tooltip[0] == "That card may not be played now."
    assert table.driver.choice.chosen == []
    assert table.driver.choice.controls()[0].key == CONFIRM


class MarksOnePiece(Choice):
    """A choice that offers one piece on the table and nothing else."""

    def __init__(self, key: str) -> None:
        self.key = key

    def marks(self) -> dict[str, Mark]:
        return {self.key: Mark(pickable=True)}


def test_a_table_piece_left_out_of_the_next_choice_loses_its_marks(app, table):
    view = table.view
    sprite = view.spawn("extra", None, view.center("trick"), False, 5)
    hand_choice = table.driver.choice
    table.driver.choice = MarksOnePiece("extra")
    table.input.mark()
    assert sprite.legal and not sprite.dimmed
    table.driver.choice = hand_choice  # the next choice speaks only of the hand
    table.input.mark()
    assert not sprite.legal and not sprite.selected and not sprite.dimmed


def test_enter_out_of_turn_says_whose_turn_it_is(app, table, monkeypatch):
    """Enter with no card under the cursor while another seat is to move names that seat; it
    does not ask for a card the player cannot play yet. The note goes once that seat's turn is
    over, and once the player's own turn comes."""
    monkeypatch.setattr(table.match, "bots_to_move", lambda: [])  # no bot is asked meanwhile
    monkeypatch.setattr(table.driver, "my_turn", lambda: False)
    monkeypatch.setattr(table.match.state, "to_move", lambda: (1,))
    table.input.cursor = table.input.focus = None
    app.step([key(pygame.K_RETURN)])
    assert table.tooltip is not None
    assert table.tooltip[0] == table.driver.wait_text() and table.match.name(1) in table.tooltip[0]
    assert "Choose a card" not in table.tooltip[0]
    app.step()
    assert table.tooltip is not None, "the note went while it was still that seat's turn"
    monkeypatch.setattr(table.match.state, "to_move", lambda: (2,))  # the next seat's turn now
    app.step()
    assert table.tooltip is None, "the note named a seat whose turn is over"
    app.step([key(pygame.K_RETURN)])
    assert table.tooltip is not None
    monkeypatch.setattr(table.driver, "my_turn", lambda: True)  # the player's own turn came
    app.step()
    assert table.tooltip is None or "turn" not in table.tooltip[0]
