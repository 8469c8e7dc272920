"""Assassin's Trick on the table: a prize is settled like a trick (the kit holds the turned-up
bids with the taker's bid raised and the rules' line as a banner), the shown seat's own bid leaves
its hand, the plates keep the score so far, and the pieces say what they are."""

from __future__ import annotations

import inspect

import pytest

from game.app import App
from game.match import HUMAN, Match, SeatConfig
from game.tables.assassins_trick import table as table_module
from game.tables.assassins_trick.table import AssassinsTrickTable, prize_hover
from rules.assassins_trick.deck import deck
from rules.assassins_trick.events import PrizeSettled
from rules.core.events import TrickOutcome
from tests.assassins_trick_deals import bid_round, start
from tests.table_driver import advance, find_table, play_by_click, wait_for_my_turn


def card(code: str):
    return deck().card(code)


# --- the table module alone -----------------------------------------------------------------------
def test_the_taker_of_a_prize_is_its_bid() -> None:
    table = AssassinsTrickTable()
    assert table.trick_card_key(2) == "bid:2"
    assert issubclass(PrizeSettled, TrickOutcome)  # the kit holds it like a trick


def test_the_plates_keep_the_score_so_far() -> None:
    state = start(2, ["AC", "QC", "KC"])
    bid_round(state, "3S", "2H")  # seat 0 takes the Assassin of Clubs into its hand
    bid_round(state, "5S", "9H")  # seat 1 takes the Queen of Clubs
    table = AssassinsTrickTable()
    obs = state.observation(1)
    assert table.seat_lines(obs, 0) == ["Spades · 12 cards", "Influence 0 · 0 prizes", "1 Assassin won, in hand", "choosing a bid"]
    assert table.seat_lines(obs, 1) == ["Hearts · 11 cards", "Influence 12 · 1 prize", "choosing a bid"]


def test_each_prize_pile_is_labelled_with_whose_it_is() -> None:
    """A seat's prizes carry its name under them ("Your prizes" for the shown seat's), so a pile
    far from its seat's plate is not a mystery; an empty pile has no label."""
    state = start(3, ["QC", "KC", "9C"])
    bid_round(state, "5S", "9H", "2D")  # seat 1 takes the Queen of Clubs

    class Seats:
        def anchor(self, name: str, seat: int) -> str:
            return f"{name}_{seat}"

    class Stage:
        seating = Seats()

    table = AssassinsTrickTable()
    table.names = ("You", "Ada", "Bruno")
    labels = {p.anchor: p.label for p in table.piles(state.observation(0), Stage())}  # type: ignore[arg-type]
    assert labels["prize_pile_1"] == "Ada's prizes" and labels["prize_pile_0"] == "" and labels["prize_pile_2"] == ""
    labels = {p.anchor: p.label for p in table.piles(state.observation(1), Stage())}  # type: ignore[arg-type]
    assert labels["prize_pile_1"] == "Your prizes"


def test_the_suit_names_come_from_the_rules() -> None:
    source = inspect.getsource(table_module)
    assert "Spades" not in source and "Diamonds" not in source


def test_the_prize_says_what_it_is_worth() -> None:
    assert prize_hover(card("QC")) == "The prize: the Queen of Clubs, worth 12 influence to whoever takes it."
    assert "adds it to their hand" in prize_hover(card("AC"))
    assert "takes the next prize card instead" in prize_hover(card("JK1"))


# --- in the window ----------------------------------------------------------------------------------
@pytest.fixture
def normal_app(app: App) -> App:
    app.settings.animation_speed = "normal"
    return app




@pytest.mark.parametrize("players", [2, 3])
def test_a_settled_prize_is_held_with_the_taker_and_the_reason(normal_app: App, players: int) -> None:
    seats = [SeatConfig("You", HUMAN)] + [SeatConfig(f"Bot{i}") for i in range(1, players)]
    match = Match.new("assassins_trick", seats, seed=5)
    scene = normal_app.scenes.table(match)
    normal_app.stack.push(scene)
    seen: list[tuple[str, str | None]] = []
    for _ in range(3):  # three prizes
        wait_for_my_turn(normal_app, scene)
        bid = scene.driver.shown.hand[-1]  # an Assassin first: nobody takes the prize
        settled_before = len(match.state.observation(0).history)
        play_by_click(normal_app, scene, bid)
        for _ in range(2000):
            if scene.hold.shown is not None:
                break
            advance(normal_app)
        held = scene.hold.shown
        assert held is not None, "the settled prize was never held"
        prize = match.state.observation(0).history[settled_before]
        taker = prize.winner
        assert held.banner.endswith(f": {prize.reason}.")
        assert held.banner.startswith("Nobody takes" if taker is None else ("You take" if taker == 0 else f"Bot{taker} takes"))
        assert held.key == (None if taker is None else f"bid:{taker}")
        if taker is not None:
            raised = scene.view.get(f"bid:{taker}")
            assert raised is not None and raised.face_up and raised.lift > 0
        assert scene.view.get(f"hand:{bid.code}") is None  # the card bid left the hand
        seen.append((prize.reason, held.key))
        for _ in range(2000):  # the hold ends; the bids are cleared away
            if scene.hold.shown is None and not scene.anims.busy:
                break
            advance(normal_app)
        assert not scene.view.keys("bid:")
    assert seen[0][0].endswith("spoil the prize") or seen[0][0] == "the Assassin spoils the prize"
    assert find_table(normal_app) is scene
