"""The Copper Trickster's seat plates, "what you know" panel, pass prompt and round notes, drawn
from the shown seat's observation and the rules' results only (headless, no window)."""

from __future__ import annotations

import random

from game.tables.copper_trickster.pieces import know_text
from game.tables.copper_trickster.table import CopperTricksterTable
from rules.copper_trickster.characters import MESSENGER
from rules.copper_trickster.scoring import points_so_far
from rules.copper_trickster.state import CopperTricksterState
from rules.core.events import RoundScored
from tests.test_copper_trickster_helpers import act, make_state, pass_all

NAMES = ("Ada", "Ben", "Cy", "Di", "Eve")


def table(private: bool = True) -> CopperTricksterTable:
    out = CopperTricksterTable()
    out.names = NAMES
    out.private = private  # as ``placements`` sets it: the shown seat's player holds the screen
    return out


def into_tricks(players: int, tricks: int, seed: int = 1, **kw) -> CopperTricksterState:
    state = make_state(players, seed=seed, **kw)
    act(state, 2, "great M")
    pass_all(state)
    rng = random.Random(seed)
    while state.trick_no <= tricks:
        (seat,) = state.to_move()
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def test_your_plate_shows_your_points_so_far_from_the_slots_you_know() -> None:
    state = into_tricks(4, 5)
    for seat in range(4):
        if state.characters[seat] == MESSENGER or not state.won[seat]:
            continue
        obs = state.observation(seat)
        points, uncounted = points_so_far(obs.character, 4, obs.own_won, obs.known, 0, 0)
        lines = table().seat_lines(obs, seat)
        tricks = state.tricks_won[seat]
        assert lines[0] == f"{len(state.hands[seat])} cards · {tricks} trick{'' if tricks == 1 else 's'}"
        shown = f"{points:+d}".replace("-", "\u2212").replace("+0", "0")
        assert lines[1] == f"{shown} {'point' if abs(points) == 1 else 'points'} {'known ' if uncounted else ''}so far"
        assert f"Points so far: {shown}" in know_text(obs, NAMES.__getitem__)


def test_other_plates_show_only_tricks_and_cards_taken() -> None:
    state = into_tricks(4, 5)
    obs = state.observation(0)
    for seat in range(1, 4):
        lines = table().seat_lines(obs, seat)
        assert not any("so far" in line for line in lines)
        tricks = state.tricks_won[seat]
        assert lines[1] == (f"{tricks} trick{'' if tricks == 1 else 's'} taken" if tricks else "no trick yet")
    hidden = table(private=False).seat_lines(obs, 0)  # a hot-seat hand-off: nobody holds the screen
    assert not any("so far" in line for line in hidden)


def test_the_messenger_s_points_are_on_its_plate_for_everyone() -> None:
    state = into_tricks(5, 7, seed=2)
    messenger = state.seat_of[MESSENGER]
    before, after = state.tricks_before[messenger], state.tricks_after[messenger]
    assert before + after, "seed 2: the Messenger has taken a trick by trick 7"
    points, _ = points_so_far(MESSENGER, 5, (), (), before, after)
    for viewer in range(5):
        lines = table().seat_lines(state.observation(viewer), messenger)
        unit = "point" if abs(points) == 1 else "points"
        assert lines[1] == f"{points:+d} {unit} so far".replace("-", "\u2212").replace("+0", "0")


def test_the_pass_prompt_names_who_receives_it() -> None:
    state = make_state(5)  # 0 Ea-Nasir, 1 Assyrian, 2 Supplier, 3 Babylonian, 4 Messenger
    act(state, 2, "great M")
    hint = table().turn(state.observation(3), lambda a: None).hint
    assert "to pass to Ada" in hint  # the 5-player Babylonian Buyer passes to Ea-Nasir
    assert "to pass to Cy" in table().turn(state.observation(1), lambda a: None).hint


def test_the_know_panel_says_what_you_received_and_from_whom() -> None:
    state = make_state(4)
    act(state, 2, "great M")
    assert "received" not in know_text(state.observation(1), NAMES.__getitem__)
    pass_all(state)
    obs = state.observation(1)
    assert f"You received the {obs.received.name} from Ada." in know_text(obs, NAMES.__getitem__)


def test_round_notes_come_from_the_round_result() -> None:
    state = make_state(3, slots="MBSF", party=True, trump_from=2)
    act(state, 2, "great S")
    pass_all(state)
    trump = state.trump_card
    rng = random.Random(4)
    events: list = []
    while not any(isinstance(e, RoundScored) for e in events):
        (seat,) = state.to_move()
        events += state.apply(seat, rng.choice(state.legal_actions(seat)))
    notes = CopperTricksterTable().round_notes(state.result().rounds[0], NAMES.__getitem__)
    assert notes[0] == "The indicator: great Stars, good Assyrian Moons, mediocre Bulls, bad Fish."
    assert notes[1] == f"Trump was {trump.name.split(' of ')[1]} (the {trump.name} turned up)."
