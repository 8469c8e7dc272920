"""The game log speaks to a player named "You" in the second person: every event's own
``describe`` says so (through ``says``/``whose``); the table adds no verb list of its own."""

from __future__ import annotations

import re
from pathlib import Path

from rules.core.cards import Card
from rules.core.events import YOU, CardPlayed, GameOver, RoundStarted, TrickWon, says, whose

ROOT = Path(__file__).resolve().parent.parent
NAMES = (YOU, "Ada", "Bruno")


def name(seat: int) -> str:
    return NAMES[seat]


def bare_name_verbs() -> list[str]:
    """``path:line`` wherever an event text puts a present-tense verb straight after a seat's name
    ("{name(self.seat)} plays"), which reads "You plays" for the viewer."""
    found: list[str] = []
    for path in sorted((ROOT / "rules").rglob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"\{name\([a-z_.\[\]0-9]+\)\} [a-z]+s\b", line) or re.search(r"\{name\([^)]*\)\}'s\b", line):
                found.append(f"{path.relative_to(ROOT)}:{n}")
    return found


def test_no_event_puts_a_verb_after_a_bare_name() -> None:
    assert bare_name_verbs() == []


def test_says_and_whose() -> None:
    assert says(name, 0, "takes", "take") == "You take" and says(name, 1, "takes", "take") == "Ada takes"
    assert whose(name, 0) == "Your" and whose(name, 2) == "Bruno's"


def test_the_core_events_speak_to_you() -> None:
    seven = Card("H", 7, "7H", "7 of Hearts", 6, "7")
    assert RoundStarted(1, 1, 0, 10).describe(name) == "Round 1; Ada deals; You start."
    assert RoundStarted(2, 0, 2, 10).describe(name) == "Round 2; You deal; Bruno starts."
    assert CardPlayed(0, seven, 1).describe(name) == "You play the 7 of Hearts."
    assert TrickWon(0, ((0, seven),), 1, "highest Heart").describe(name) == "You take trick 1 with the 7 of Hearts: highest Heart."
    assert GameOver((0,), (1, 2, 3)).describe(name) == "Game over: You win."
    assert GameOver((1,), (1, 2, 3)).describe(name) == "Game over: Ada wins."
    assert GameOver((0, 1), (1, 1, 3)).describe(name) == "Game over: You and Ada share the win."


def test_the_table_log_reads_in_the_second_person(app) -> None:
    from game.match import HUMAN, Match, SeatConfig
    from tests.table_driver import advance

    app.settings.animation_speed = "off"
    match = Match.new("copas", [SeatConfig(YOU, HUMAN), SeatConfig("Ada"), SeatConfig("Bruno")], seed=3)
    table = app.scenes.table(match)
    app.stack.push(table)
    for _ in range(3000):
        if table.driver.my_turn():
            table.driver.act(table.driver.shown.legal_actions[0])
        if sum(1 for line in table.driver.log if line.startswith("You play ")) >= 2:
            break
        advance(app)
    log = table.driver.log
    assert any(line.startswith("You play ") for line in log)
    wrong = ("You plays", "You takes", "You starts", "You deals", "You wins", "You leads")
    assert not [line for line in log if any(w in line for w in wrong)]
