"""Copas tells what happened in its own words: why each trick went where it did, the Cups each
seat has taken so far, and what a round's score means (a sweep, a bonus round, a pop)."""

from __future__ import annotations

from rules.copas.scoring import CopasRound
from rules.copas.state import CopasState
from rules.core.events import Notice, RoundScored, TrickWon
from rules.core.registry import get_game
from game.tables.copas.table import CopasTable


def new(players: int, deal: dict) -> CopasState:
    return get_game("copas").new_game(players, {}, 0, deal)  # type: ignore[return-value]


def play(state: CopasState, seat: int, code: str) -> list:
    return state.apply(seat, state.parse_action(f"play {code}"))


def names(seat: int) -> str:
    return ("Ada", "Bo", "Cy", "Di")[seat]


def you_are(me: int):
    return lambda seat: "You" if seat == me else names(seat)


def mixed_deal() -> dict:
    """4 players, seat 0 leads (dealer 1); play goes 0, 3, 2, 1."""
    return {
        "first_dealer": 1,
        "hands": [
            [
                "2P 3P 7P AP 2E 3E 2C 3C 2O 3O".split(),
                "4P 5P KP 4E 5E 4C 5C 4O 5O 6O".split(),
                "6P QP JP 6E QE JE 6C QC QO JO".split(),
                "KE 7E AE JC KC 7C AC KO 7O AO".split(),
            ]
        ],
    }


def sweep_deal() -> dict:
    """3 players; seat 1 leads (dealer 2) and holds the King, 7 and Ace of every suit and the Jack
    of Cups: leading its highest card each time, it takes every trick."""
    return {
        "first_dealer": 2,
        "hands": [
            [
                "3P 4P 5P 6P QP JP 2E 3E 4E 5E 6E QE JE".split(),
                "KP 7P AP KE 7E AE KC 7C AC JC KO 7O AO".split(),
                "2C 3C 4C 5C 6C QC 2O 3O 4O 5O 6O QO JO".split(),
            ]
        ],
    }


def play_sweep(state: CopasState) -> list:
    """Seat 1 leads its highest card, the others follow with their lowest legal card."""
    events: list = []
    start = state.round_no
    while not state.is_over() and state.round_no == start:
        (seat,) = state.to_move()
        legal = [a.card for a in state.legal_actions(seat)]
        card = max(legal, key=lambda c: c.rank) if seat == 1 else min(legal, key=lambda c: c.rank)
        events += play(state, seat, card.code)
    return events


# --- why a trick went where it did ---------------------------------------------------------------
def test_a_trick_is_taken_by_the_highest_card_of_the_led_suit_and_says_so() -> None:
    state = new(4, mixed_deal())
    play(state, 0, "7P")
    play(state, 3, "AE")  # an off-suit Ace takes nothing
    play(state, 2, "JP")
    (won,) = [e for e in play(state, 1, "KP") if isinstance(e, TrickWon)]
    assert (won.seat, won.reason) == (0, "highest Club")
    assert won.describe(names) == "Ada takes trick 1 with the 7 of Clubs: highest Club."
    assert won.describe(you_are(0)) == "You take trick 1 with the 7 of Clubs: highest Club."
    assert won.headline(names) == won.describe(names)


def test_a_lone_card_of_the_led_suit_takes_the_trick_as_the_only_one() -> None:
    state = new(4, mixed_deal())
    play(state, 0, "2E")
    play(state, 3, "KE")
    play(state, 2, "6E")
    (won,) = [e for e in play(state, 1, "4E") if isinstance(e, TrickWon)]
    assert (won.seat, won.reason) == (3, "highest Sword")
    play(state, 3, "JC")
    play(state, 2, "6C")
    play(state, 1, "5C")
    (won,) = [e for e in play(state, 0, "3C") if isinstance(e, TrickWon)]
    assert (won.seat, won.reason) == (3, "highest Cup")
    play(state, 3, "KC")
    play(state, 2, "QC")
    play(state, 1, "4C")
    play(state, 0, "2C")
    play(state, 3, "7C")  # nobody else has a Cup left
    play(state, 2, "QO")
    play(state, 1, "4O")
    (won,) = [e for e in play(state, 0, "2O") if isinstance(e, TrickWon)]
    assert (won.seat, won.reason) == (3, "the only Cup")
    assert won.describe(names) == "Di takes trick 4 with the 7 of Cups: the only Cup."


# --- the running score -------------------------------------------------------------------------------
def test_every_seat_sees_the_cups_each_seat_has_taken_this_round() -> None:
    state = new(4, mixed_deal())
    for code, seat in (("2E", 0), ("KE", 3), ("JE", 2), ("5E", 1), ("JC", 3), ("6C", 2), ("5C", 1), ("3C", 0)):
        play(state, seat, code)
    for viewer in range(4):
        obs = state.observation(viewer)
        assert obs.cups_taken == (0, 0, 0, 4)
        assert obs.tricks_won == (0, 0, 0, 2)
        assert obs.sweeping() == 3
    table = CopasTable()
    lines = table.seat_lines(state.observation(0), 3)
    assert lines == ["8 cards · 2 tricks", "4 Cups taken", "every trick so far"]
    assert table.seat_lines(state.observation(0), 1) == ["8 cards · 0 tricks", "0 Cups taken"]
    play(state, 3, "AE")
    play(state, 2, "QE")
    play(state, 1, "4E")
    play(state, 0, "3E")
    assert state.observation(1).sweeping() == 3  # three of three
    play(state, 3, "KC")
    play(state, 2, "QC")
    play(state, 1, "4C")
    play(state, 0, "2C")  # seat 3 again: its fourth trick and 8 Cups
    assert table.seat_lines(state.observation(2), 3)[1] == "8 Cups taken"


def test_nobody_is_sweeping_once_two_seats_have_taken_tricks() -> None:
    state = new(4, mixed_deal())
    for code, seat in (("7P", 0), ("AE", 3), ("JP", 2), ("KP", 1)):
        play(state, seat, code)
    obs = state.observation(2)
    assert obs.sweeping() == 0
    assert "every trick so far" not in CopasTable().seat_lines(obs, 0)  # one trick proves nothing
    for code, seat in (("2E", 0), ("KE", 3), ("JE", 2), ("5E", 1)):
        play(state, seat, code)
    assert state.observation(2).sweeping() is None
    assert state.observation(0).cups_taken == (0, 0, 0, 0)


def test_a_new_round_starts_the_running_score_again() -> None:
    state = new(3, sweep_deal())
    play_sweep(state)
    obs = state.observation(0)
    assert obs.cups_taken == (0, 0, 0) and obs.tricks_won == (0, 0, 0) and obs.sweeping() is None


# --- what a round's score means -------------------------------------------------------------------
def test_taking_every_trick_is_said_in_the_round_notes() -> None:
    state = new(3, sweep_deal())
    events = play_sweep(state)
    scored = next(e for e in events if isinstance(e, RoundScored))
    assert scored.points == (10, 0, 10)
    (result,) = state.result().rounds
    assert isinstance(result, CopasRound)
    notes = CopasTable().round_notes(result, names)
    assert notes == ["Bo took every trick: everyone else scores 10."]
    assert notes == [e.describe(names) for e in events if isinstance(e, Notice)]  # the log says the same
    assert CopasTable().round_notes(result, you_are(1)) == ["You took every trick: everyone else scores 10."]


def test_all_ten_cups_are_said_in_the_round_notes() -> None:
    deal = {
        "first_dealer": 2,
        "hands": [
            [
                "6P QP JP 2E 3E 4E 5E 6E QE JE KE 7E AE".split(),
                "3P 4P 5P 2C 3C 4C 5C 6C QC JC KC 7C AC".split(),
                "KP 7P AP 2O 3O 4O 5O 6O QO JO KO 7O AO".split(),
            ]
        ],
    }
    state = new(3, deal)
    start = state.round_no
    while state.round_no == start:
        (seat,) = state.to_move()
        legal = [a.card for a in state.legal_actions(seat)]
        cups = [c for c in legal if c.suit == "C"]
        play(state, seat, (cups[0] if cups and seat == 1 else min(legal, key=lambda c: c.rank)).code)
    (result,) = state.result().rounds
    assert CopasTable().round_notes(result, names) == ["Bo took all 10 Cups: a bonus round follows."]
    lines = CopasTable().seat_lines(state.observation(0), 1)
    assert "10 Cups held: bonus round" in lines


def test_the_last_round_notes_say_who_popped() -> None:
    state = new(3, sweep_deal())
    state.totals = [45, 0, 48]
    play_sweep(state)
    assert state.is_over()
    result = state.result().rounds[-1]
    assert CopasTable().round_notes(result, names) == [
        "Bo took every trick: everyone else scores 10.",
        "Popped at 51 or more: Ada (55), Cy (58).",
    ]
    assert state.result().rounds[-1].points == (10, 0, 10)  # the round's change, not the total
