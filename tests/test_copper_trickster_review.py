"""Review of The Copper Trickster against ../shared/RULINGS.md: the discrepancies found, one test
each (the discard and the pass are two different cards; the documented record example obeys
Ea-Nasir's bad-copper rule)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rules.copper_trickster.actions import PassAction
from rules.copper_trickster.state import CopperTricksterState
from rules.core.errors import IllegalAction
from rules.core.events import TrickWon
from tests.test_copper_trickster_helpers import CARD, act, make_state

DOC = Path(__file__).resolve().parent.parent / "docs" / "games" / "copper_trickster.md"


def test_the_discard_and_the_pass_must_be_two_different_cards() -> None:
    """"Every player discards one card face down, then passes one card left": one card cannot be
    both. A hand-built ``PassAction`` naming one card twice is refused, and nothing changes."""
    state = make_state(4, {0: "1B 2B"}, slots="BFMPS")
    act(state, 2, "great M")
    same = PassAction(CARD("1B"), CARD("1B"))
    assert same not in state.legal_actions(0)
    assert state.why_illegal(0, same)
    with pytest.raises(IllegalAction):
        state.apply(0, same)
    assert CARD("1B") in state.hands[0] and len(state.hands[0]) == 15
    assert not state.passed[0] and state.discards[0] is None
    act(state, 0, "pass 1B 2B")  # the seat can still choose


def _doc_blocks(kind: str) -> list[str]:
    return re.findall(rf"```{kind}\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)


def test_the_documented_record_example_is_a_legal_game() -> None:
    """The docs' complete example record obeys the rules it documents (Ea-Nasir passes no bad
    copper, the Assyrian Buyer leads trick 1, seat 2's discard sets trump), its deal is the deal
    shown above it, and its trick lines are the ones ``replay --verbose`` prints."""
    record = next(json.loads(b) for b in _doc_blocks("json") if '"actions"' in b)
    deal = next(json.loads(b) for b in _doc_blocks("json") if b.lstrip().startswith('{"first_ea_nasir"'))
    assert record["deal"] == deal
    state = CopperTricksterState(record["players"], record["options"], record["seed"], record["deal"])
    lines = []
    for seat, move in record["actions"]:
        assert state.why_illegal(seat, state.parse_action(move)) is None, move
        if move.startswith("pass") and state.characters[seat] == "ea_nasir":
            assert state.parse_action(move).passed.suit != state.bad_suit
        if move.startswith("play") and state.trick_no == 1 and not state.trick:
            assert state.characters[seat] == "assyrian_buyer"
        lines += [e.describe(lambda s: f"Seat {s}") for e in act(state, seat, move) if isinstance(e, TrickWon)]
    assert state.trump_card == state.discards[2] == CARD("4F")
    (shown,) = [b for b in _doc_blocks("text") if "takes trick" in b]
    assert lines == shown.strip().splitlines()
