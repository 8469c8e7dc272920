"""The game log speaks to a player named "You" in the second person, for every game's events."""

from __future__ import annotations

import re
from pathlib import Path

from game.ui.text import second_person

ROOT = Path(__file__).resolve().parent.parent


def event_verbs() -> set[str]:
    """The present-tense verbs that follow a seat's name in any game's event descriptions."""
    verbs: set[str] = set()
    for path in (ROOT / "rules").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        verbs.update(re.findall(r"\{name\([a-z_.]+\)\} ([a-z]+s)\b", text))
    return verbs


def test_every_event_verb_turns_to_the_second_person() -> None:
    verbs = event_verbs()
    assert {"plays", "takes", "bribes", "passes"} <= verbs
    for verb in verbs:
        fixed = second_person(f"You {verb} the 7 of Moons.")
        assert fixed != f"You {verb} the 7 of Moons.", f"'You {verb}' is left in the third person"
        assert second_person(f"Ada {verb} the 7 of Moons.") == f"Ada {verb} the 7 of Moons."


def test_irregular_verbs() -> None:
    assert second_person("You passes a card.") == "You pass a card."
    assert second_person("You is out.") == "You are out."
    assert second_person("You has 3 tricks.") == "You have 3 tricks."


def test_possessive() -> None:
    assert second_person("You's Bow: aims at Ada.") == "Your Bow: aims at Ada."
    assert second_person("Ada's Bow: aims at You.") == "Ada's Bow: aims at You."
