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
from tests.test_copper_trickster_helpers import CARD, act, fill_hands, make_state

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


def _doc_example() -> tuple[dict, list[tuple[int, str]]]:
    """The 3-player record example in the docs: its deal fields and its first actions."""
    text = DOC.read_text(encoding="utf-8")
    deal = re.search(r'"deal": \{"first_ea_nasir": (\d), "removed_suit": "(\w)".*?"slots": (\[\[.*?\]\]), '
                     r'"trump_from": (\[\d\])', text, re.S)
    actions = re.search(r'"actions": \[(.*?), \.\.\.\]', text, re.S)
    assert deal and actions, "the record example is missing from the docs"
    fields = {
        "first_ea_nasir": int(deal.group(1)),
        "removed_suit": deal.group(2),
        "slots": json.loads(deal.group(3)),
        "trump_from": json.loads(deal.group(4)),
    }
    return fields, [(seat, move) for seat, move in json.loads(f"[{actions.group(1)}]")]


def test_the_documented_record_example_is_a_legal_game() -> None:
    """The docs' example must obey the rules it documents: with great Stars on those slots the
    bad copper is Fish, so Ea-Nasir (seat 0) may not pass the 5 of Fish."""
    fields, actions = _doc_example()
    held: dict[int, list[str]] = {}
    for seat, move in actions:
        words = move.split()
        if words[0] in ("pass", "play"):
            held.setdefault(seat, []).extend(words[1:])
    hands = fill_hands(3, {s: " ".join(codes) for s, codes in held.items()}, fields["removed_suit"])
    deal = dict(fields, hands=[hands])
    state = CopperTricksterState(3, {"ea_nasirs_party": True}, 0, deal)
    for seat, move in actions:
        assert state.why_illegal(seat, state.parse_action(move)) is None, move
        act(state, seat, move)
    assert state.trump_card == CARD("12B") and state.trump == "B"
    assert state.leader == 1 and state.trick[0][0] == 1  # the Assyrian Buyer leads trick 1
