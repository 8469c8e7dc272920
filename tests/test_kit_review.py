"""The last-trick review (L) shows the trick's outcome: each card face up with its player, how a
card counted when not as printed, the taker's card marked and the reason; at 960x600 with 6 cards."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.app import App
from game.scenes.review import ReviewScene
from game.ui import theme
from rules.core.cards import Card
from rules.core.events import TrickWon

NAMES = ("You", "Ada", "Bruno", "Carmen", "Dmitri", "Esperanza")


def name(seat: int) -> str:
    return NAMES[seat]


def card(rank: int, suit: str = "H") -> Card:
    return Card(suit, rank, f"{rank}{suit}", f"Mage {rank}" if suit == "H" else f"Barbarian {rank}", rank, str(rank))


def six_card_trick() -> TrickWon:
    plays = tuple((seat, card(seat + 2, "S" if seat % 2 else "H")) for seat in range(6))
    counted = ("", "Mage 9.5", "", "", "", "")
    return TrickWon(1, plays, 7, "second-highest under The Strike", counted)


@pytest.fixture(params=[(960, 600), (1280, 720)])
def small_app(request, app_paths) -> Iterator[App]:
    application = App(headless=True, size=request.param, paths=app_paths)
    application.go_to_title()
    application.step()
    yield application
    application.close()


def test_the_review_shows_the_outcome_and_fits_the_window(small_app):
    outcome = six_card_trick()
    scene = ReviewScene("Last trick", outcome, name, "standard")
    small_app.stack.push(scene)
    small_app.step()
    screen = pygame.Rect((0, 0), scene.size)
    assert screen.contains(scene.panel), f"{scene.panel} leaves the {scene.size} window"
    assert scene.title == "Last trick · trick 7"
    assert scene.taker == 1
    assert scene.counted_as(1) == "as Mage 9.5" and scene.counted_as(0) == ""
    assert scene.reason() == "Ada takes trick 7 with the Barbarian 3 as Mage 9.5: second-highest under The Strike."
    assert scene._cell_w(theme.metrics(scene.size[1])) * 6 <= scene.panel.width  # names do not overlap


def test_the_viewer_reads_it_in_the_second_person(small_app):
    outcome = TrickWon(0, ((0, card(5)), (1, card(4))), 2, "highest Mage")
    scene = ReviewScene("Last trick", outcome, name, "standard")
    assert scene.reason() == "You take trick 2 with the Mage 5: highest Mage."


def test_plain_plays_are_reviewed_without_a_taker(small_app):
    scene = ReviewScene("Revealed bids", ((0, card(5)), (2, card(7))), name, "standard")
    small_app.stack.push(scene)
    small_app.step()
    assert scene.taker is None and scene.reason() == "" and scene.title == "Revealed bids"
    assert pygame.Rect((0, 0), scene.size).contains(scene.panel)


def test_the_table_keeps_the_last_trick_outcome_for_review(app):
    from game.match import Match, SeatConfig
    from tests.table_driver import advance

    app.settings.animation_speed = "off"
    match = Match.new("copas", [SeatConfig(f"Bot{i}") for i in range(4)], seed=2)
    table = app.scenes.table(match)
    app.stack.push(table)
    for _ in range(2000):
        if table.driver.last_review is not None:
            break
        advance(app)
    outcome = table.driver.last_review
    assert isinstance(outcome, TrickWon) and outcome.cards
    table.open_review()
    app.step()
    top = app.stack.top
    assert isinstance(top, ReviewScene) and top.outcome is outcome


def test_a_trick_with_its_own_name_is_reviewed_under_that_name() -> None:
    from rules.assassins_trick.events import PrizeSettled
    from rules.core.cards import Card as C
    from rules.core.events import TrickWon

    king, two, queen = C("S", 13, "KS", "King of Spades", 0, "K"), C("H", 2, "2H", "2 of Hearts", 1, "2"), C("H", 12, "QH", "Queen of Hearts", 2, "Q")
    bids = ((0, king), (1, two))
    assert TrickWon(0, bids, 7).label == "trick 7"
    assert PrizeSettled(0, queen, bids, 2, "highest bid").label == "prize 2"
