"""Prompts and controls at every size: chooser buttons keep their slots when a label changes, a
greyed button says why on hover and on press, a piece's hover text shows on hover and on keyboard
focus, a dragged card returns to its own place and order, seat plates keep every line, and the
hint line is never cut."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.anim import AnimationQueue
from game.layout import load_layout
from game.match import HUMAN, Match, SeatConfig
from game.pieces.specs import CardPiece
from game.table.choice import CONFIRM, MORE, Control
from game.table.choices import Effect, EffectsChoice, Option, OptionChoice, StakeChoice
from game.table.input import TableInput
from game.table.panels import Panels
from game.table.view import Placement, TableView
from game.ui.fonts import Fonts
from rules.core.cards import Card
from tests.synthetic import down, move, up
from tests.table_driver import legal_cards, settle

SIZES = [(1280, 720), (960, 600)]


class Surroundings:
    def __init__(self, size: tuple[int, int], view: TableView | None = None) -> None:
        self.size = size
        self.view = view
        self.anims = AnimationQueue()
        self.play_area = None
        self.told: list[str] = []

    def tell(self, text: str) -> None:
        self.told.append(text)

    def tell_wait(self) -> None:
        self.told.append("(whose turn)")

    def play_sound(self, name: str) -> None: ...

    def changed(self) -> None: ...

    def open_pause(self) -> None: ...

    def open_scores(self) -> None: ...

    def open_review(self) -> None: ...


def control_input(choice, size=(1280, 720), view=None) -> tuple[TableInput, Surroundings]:
    pygame.font.init()
    table = Surroundings(size, view)
    driver = SimpleNamespace(
        choice=choice, my_turn=lambda: True, wait_text=lambda: "", act=lambda action: None, shown=SimpleNamespace(hand=()),
    )
    put = TableInput(table, driver, Fonts())  # type: ignore[arg-type]
    put.place_buttons(pygame.Rect(200, size[1] - 200, size[0] - 500, 40))
    put.rebuild_buttons()
    return put, table


def rects(put: TableInput) -> list[pygame.Rect]:
    return [pygame.Rect(b.rect) for _, b in put.buttons]


@pytest.mark.parametrize("size", SIZES)
def test_buttons_stay_put_when_a_label_grows(size):
    choice = StakeChoice(0, 20, lambda n: n, start=9)
    put, _ = control_input(choice, size)
    before = rects(put)
    put.press(MORE)  # "Stake 9" becomes "Stake 10"
    assert put.buttons[-1][0].label == "Stake 10"
    assert rects(put) == before


def test_buttons_stay_put_when_a_toggle_is_selected():
    choice = EffectsChoice([Effect("a", "Change suit", 1), Effect("b", "Up", 1)], 2, lambda keys: keys)
    put, _ = control_input(choice)
    before = rects(put)
    put.press("effect:a")  # now "• Change suit (1)", and "Confirm · 1"
    assert put.buttons[0][0].selected
    assert rects(put) == before


def test_a_greyed_button_says_why_on_hover_and_on_press():
    options = [Option("see", "See a hand", "see"), Option("bad", "See bad", "bad", reason="Nobody has a hand to see.")]
    put, table = control_input(OptionChoice(options))
    control, button = put.buttons[1]
    assert not control.enabled
    put.handle(move(button.rect.center))
    assert put.hover_tip() == ("Nobody has a hand to see.", button.rect)
    put.handle(move((0, 0)))
    assert put.hover_tip() is None
    put.press(control.key)
    assert table.told == ["Nobody has a hand to see."]


def test_a_focused_greyed_button_says_why():
    put, _ = control_input(StakeChoice(3, 5, lambda n: n, start=3))
    put.focus = 0  # "−" at the least
    assert put.hover_tip() is not None and put.hover_tip()[0] == "3 is the least."


def test_hover_text_shows_on_hover_and_on_keyboard_focus():
    layout = load_layout("copas", 4, [])
    view = TableView(layout, (1280, 720), "medium", False, "standard")
    card = Card("H", 5, "5H", "5 of Hearts", 4, "5")
    view.sync([Placement("rule:1", CardPiece(card), view.center("trick"), 5, hover="Every 5 counts double.")])
    put, _ = control_input(None, view=view)
    sprite = view.get("rule:1")
    put.handle(move(sprite.rect.center))
    assert put.hover_tip() == ("Every 5 counts double.", sprite.rect)
    put.handle(move((1, 1)))
    assert put.hover_tip() is None
    put.cursor = "rule:1"
    assert put.hover_tip() is not None and put.hover_tip()[0] == "Every 5 counts double."


@pytest.mark.parametrize("size", [(960, 600)])
def test_seat_plates_keep_every_line(size):
    pygame.font.init()
    panels = Panels(Fonts())
    plate = pygame.Rect(0, 0, 147, 46)  # a six-seat plate at 960x600
    for lines in (["5 cards · 20 coins", "pass laid · dealer"], ["5 cards", "20 coins", "2 tricks", "dealer"]):
        fit = panels.plate_fit(plate, lines, 20, 18)
        fonts = panels.fonts
        rows = -(-len(lines) // fit.columns)
        pad = max(4, plate.height // 14)
        col_w = (plate.width - 2 * pad - (fit.columns - 1) * pad) // fit.columns
        assert fonts.line_height(fit.name_size) + rows * fonts.line_height(fit.size) <= plate.height - pad
        assert all(fonts.get(fit.size).size(line)[0] <= col_w for line in lines)


@pytest.mark.parametrize("area", [pygame.Rect(0, 0, 300, 30), pygame.Rect(0, 0, 520, 40), pygame.Rect(0, 0, 200, 30)])
def test_the_hint_wraps_rather_than_being_cut(area):
    pygame.font.init()
    panels = Panels(Fonts())
    text = "Your Bow: choose the player whose card it targets, then press the button with their name (Ada, Bruno, Carmen)."
    size, lines = panels.hint_layout(text, area, 21)
    assert " ".join(lines) == text
    assert all(panels.fonts.get(size).size(line)[0] <= area.width for line in lines)
    assert len(lines) * panels.fonts.line_height(size) <= area.height


def test_a_dragged_card_comes_back_to_its_place_and_order(app):
    app.settings.animation_speed = "fast"
    match = Match.new("copas", [SeatConfig("You", HUMAN)] + [SeatConfig(f"Bot{i}") for i in range(1, 4)], seed=4)
    table = app.scenes.table(match)
    app.stack.push(table)
    for _ in range(200):
        settle(app)
        if table.driver.my_turn():
            break
    assert table.driver.my_turn()
    hand = sorted(table.view.keys("hand:"), key=lambda k: table.view.get(k).z)
    key = hand[len(hand) // 2]
    sprite = table.view.get(key)
    home, z = sprite.pos, sprite.z
    start = sprite.rect.center
    far = (5, 5)
    app.step([move(start), down(start), move((start[0], start[1] - 40)), move(far), up(far)])
    settle(app)
    assert sprite.pos == pytest.approx(home) and sprite.z == z
    assert sorted(table.view.keys("hand:"), key=lambda k: table.view.get(k).z) == hand
    assert legal_cards(table)  # still the human's turn
