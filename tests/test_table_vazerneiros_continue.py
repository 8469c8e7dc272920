"""Vazerneiros continued from a save shows what the same game played straight through shows.

The known case of issue 13: seed 5, four easy bots, continued after trick 2 of round 1. The table
used to gather the round's potions from the events it animated, so a continued game lost the
auction's potion and its summary said "+1 (catch-up)" where the rules gave 2. Now the notes are
the rules' ``RoundClosed``, and the plates read the shown observation: both agree.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.app import App
from game.match import Match, SeatConfig
from rules.core.record import GameRecord
from rules.vazerneiros.events import RoundClosed
from tests.table_driver import settle

GAME = "vazerneiros"
NAMES = ("Ada", "Bruno", "Carmen", "Dmitri")


class Script:
    """A bot that makes the moves a recorded game made, whatever it is asked when: the same game
    played on, whether the table started at the beginning or continued from a save."""

    def __init__(self, match: Match, actions: list[tuple[int, str]]) -> None:
        self.match = match
        self.actions = actions

    def choose(self, observation: object, budget: object = None) -> object:
        seat = observation.seat  # type: ignore[attr-defined]
        made = sum(1 for s, _ in self.match.record.actions if s == seat)
        mine = [text for s, text in self.actions if s == seat]  # each seat's moves in order (bids come at once)
        return self.match.state.parse_action(mine[made])


def scripted(match: Match, actions: list[tuple[int, str]]) -> Match:
    match._bots = {seat: Script(match, actions) for seat in match._bots}  # noqa: SLF001 (a test double)
    return match


def round_1_played_by_bots(seed: int) -> tuple[GameRecord, list]:
    """Round 1 played by four easy bots (and round 2's auction begun): the record and the events."""
    match = Match.new(GAME, [SeatConfig(n, level="easy") for n in NAMES], seed=seed)
    events: list = []
    while match.state.round_no == 1:
        seat = match.state.to_move()[0]
        events += match.apply(seat, match.bot(seat).choose(match.observation(seat)))
    return match.record, events


def first_summary(app: App, match: Match, animate_opening: bool) -> tuple[str, list[list[str]]]:
    """Open ``match`` at the table and watch until the first round summary: its notes, and every
    seat's plate lines when it opened."""
    table = app.scenes.table(match, animate_opening=animate_opening)
    app.stack.push(table)
    for _ in range(400):
        settle(app)
        top = app.stack.top
        if type(top).__name__ == "RoundSummaryScene":
            obs = table.driver.shown
            return top.notes, [table.table.seat_lines(obs, s) for s in range(match.players)]
        assert top is table, f"unexpected scene {type(top).__name__}"
        app.step()
    pytest.fail("no round summary opened")


def cut_after_trick(record: GameRecord, tricks: int) -> GameRecord:
    """``record`` cut just after trick ``tricks`` of round 1, as a save taken then holds it."""
    state = replace(record, actions=[]).new_state()
    for cut, (seat, text) in enumerate(record.actions, 1):
        state.apply(seat, state.parse_action(text))
        if state.round_no == 1 and len(state.history) == tricks and not state.trick:
            return replace(record, actions=list(record.actions[:cut]))
    raise AssertionError(f"round 1 has no trick {tricks}")


def test_seed_5_continued_after_trick_2_sums_up_round_1_as_played_straight_through(app):
    app.settings.animation_speed = "off"
    record, events = round_1_played_by_bots(5)
    closed = next(e for e in events if isinstance(e, RoundClosed))
    gained = [len(g) for g in closed.gains]
    assert 2 in gained and any("catch-up" in g for g in closed.gains), "seed 5: a seat gains 2, one for catching up"
    seats = [SeatConfig(n, level="easy") for n in NAMES]
    straight = scripted(Match.new(GAME, seats, dict(record.options), seed=5), list(record.actions))
    notes, plates = first_summary(app, straight, animate_opening=True)
    app.stack.pop()  # the summary
    app.stack.pop()  # the table
    continued = scripted(Match.from_record(cut_after_trick(record, 2)), list(record.actions))
    assert continued.state.round_no == 1 and len(continued.state.history) == 2
    again, plates_again = first_summary(app, continued, animate_opening=False)
    assert again == notes and plates_again == plates
    for seat, n in enumerate(gained):
        if n:
            assert f"{NAMES[seat]} +{n} (" in again, again
