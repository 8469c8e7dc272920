"""Behind a round summary the table shows the round's end, not the next deal; and the log keeps a
private event only for the one human it was meant for."""

from __future__ import annotations

from typing import Any

import pytest

from game.match import HUMAN, Match, SeatConfig
from game.table.driver import TurnDriver
from game.table.module import table_for
from tests.test_table_turns import Host, Runner, run


class SummaryHost(Host):
    """Records, as each summary opens, what the driver shows and what the rules kept."""

    def __init__(self) -> None:
        super().__init__()
        self.driver: TurnDriver | None = None
        self.seen: list[tuple[int, Any, Any, Any]] = []

    def round_summary(self, result: Any, notes: list[str], resume: Any) -> None:
        driver = self.driver
        assert driver is not None
        seat = driver.seating.bottom
        state = driver.match.state
        self.seen.append((result.round_no, driver.shown, state.round_end_view(seat, result.round_no), state.observation(seat)))
        super().round_summary(result, notes, resume)


MULTI_ROUND = ["copas", "copper_trickster", "trickster_proposition", "tavern_tricks", "vazerneiros"]


@pytest.mark.parametrize("game", MULTI_ROUND)
def test_the_table_behind_a_round_summary_shows_that_rounds_end(game: str) -> None:
    players = 2 if game == "trickster_proposition" else 4
    names = [f"B{i}" for i in range(players)]
    match = Match.new(game, [SeatConfig(n) for n in names], seed=3)
    host, runner = SummaryHost(), Runner()
    driver = TurnDriver(match, table_for(game, names), host, runner)
    host.driver = driver
    run(driver, runner, host, frames=20_000)
    assert match.is_over() and host.seen, "no round summary was shown"
    for round_no, shown, kept, live in host.seen:
        assert kept is not None, f"{game} kept no view of round {round_no}'s end"
        assert shown is kept, f"round {round_no}: the table shows the live state, not the round's end"
    # Between rounds the live state has dealt on: the kept view differs from it.
    between = [(kept, live) for _, _, kept, live in host.seen[:-1]]
    assert any(kept != live for kept, live in between) or len(host.seen) == 1
    # Once the summary closes, the table is back to the game as it is now.
    assert driver.summarising is None


def test_a_private_event_is_logged_for_the_one_human_only() -> None:
    seats = [SeatConfig("Ana", HUMAN), SeatConfig("Bo"), SeatConfig("Cy")]
    match = Match.new("assassins_trick", seats, seed=2)
    host, runner = Host(), Runner()
    driver = TurnDriver(match, table_for("assassins_trick", ["Ana", "Bo", "Cy"]), host, runner)
    run(driver, runner, host)
    assert driver.my_turn()
    action = match.observation(0).legal_actions[0]
    before = len(driver.log)
    driver.act(action)
    while driver.next_event() is not None:  # a line is logged as its event is shown
        pass
    mine = driver.log[before:]
    assert any(line.startswith("Ana's bid, hidden from the others") for line in mine), mine


def test_in_hot_seat_private_events_stay_out_of_the_shared_log() -> None:
    seats = [SeatConfig("Ana", HUMAN), SeatConfig("Bo", HUMAN), SeatConfig("Cy")]
    match = Match.new("assassins_trick", seats, seed=2)
    host, runner = Host(), Runner()
    driver = TurnDriver(match, table_for("assassins_trick", ["Ana", "Bo", "Cy"]), host, runner)
    run(driver, runner, host)
    seat, ready = host.handoffs[-1]
    ready()
    run(driver, runner, host)
    assert driver.my_turn() and driver.viewer == seat
    before = len(driver.log)
    driver.act(match.observation(seat).legal_actions[0])
    while driver.next_event() is not None:
        pass
    assert any(line.startswith("The prize is") or "bid" in line for line in driver.log[before:]), "nothing shown"
    assert not any("bid, hidden from the others" in line for line in driver.log[before:]), driver.log[before:]
