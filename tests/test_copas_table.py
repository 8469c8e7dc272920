"""Copas in the window: every finished trick is held with its taker's card raised and the rules'
line as a banner ("You take trick 2 with the Ace of Swords: highest Sword."), the plates keep
each seat's Cups so far, and nothing of the trick stays on the table once it is gathered."""

from __future__ import annotations

import pytest

from game.app import App
from game.match import HUMAN, Match, SeatConfig
from rules.copas.trick import take_trick
from rules.core.events import TrickWon
from tests.table_driver import advance, legal_cards, play_by_click, wait_for_my_turn


@pytest.fixture
def normal_app(app: App) -> App:
    app.settings.animation_speed = "normal"
    return app




@pytest.mark.parametrize("players", [3, 5])
def test_each_trick_is_held_with_its_taker_and_the_reason(normal_app: App, players: int) -> None:
    seats = [SeatConfig("You", HUMAN)] + [SeatConfig(f"Bot{i}") for i in range(1, players)]
    match = Match.new("copas", seats, seed=3)
    scene = normal_app.scenes.table(match)
    normal_app.stack.push(scene)
    name = {0: "You", **{i: f"Bot{i}" for i in range(1, players)}}
    for trick_no in (1, 2, 3):
        wait_for_my_turn(normal_app, scene)
        play_by_click(normal_app, scene, legal_cards(scene)[0])
        for _ in range(3000):
            if scene.hold.shown is not None:
                break
            advance(normal_app)
        held = scene.hold.shown
        assert held is not None, f"trick {trick_no} was never held"
        done = match.state.observation(0).history[trick_no - 1]
        taker, reason = take_trick(done.plays, done.plays[0][1].suit)
        expected = TrickWon(taker, done.plays, trick_no, reason).describe(lambda s: name[s])
        assert held.banner == expected
        assert held.key == f"trick:{taker}"
        assert all(scene.view.get(f"trick:{seat}") is not None for seat, _ in done.plays)  # every card stays
        for _ in range(3000):
            if scene.hold.shown is None and not scene.anims.busy:
                break
            advance(normal_app)
        assert not scene.view.keys("trick:") or scene.driver.shown.trick  # gathered, nothing left behind
    obs = scene.driver.shown
    cups = [sum(1 for t in obs.history if t.winner == s for _, c in t.plays if c.suit == "C") for s in range(players)]
    lines = [scene.table.seat_lines(obs, s)[1] for s in range(players)]
    assert lines == [f"{n} Cup{'' if n == 1 else 's'} taken" for n in cups]
