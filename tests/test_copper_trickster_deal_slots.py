"""The Copper Trickster's deal ``slots`` at 3 players (issue 15): one suit is out of the game, so a
round's slots list the 4 suits in play, as docs/games/copper_trickster.md says. Without
``removed_suit`` the letter left out is the removed suit; a list naming all five is refused."""

from __future__ import annotations

import pytest

from rules.copper_trickster.deck import SUITS
from rules.copper_trickster.state import CopperTricksterState
from rules.core.errors import RecordError
from rules.core.record import GameRecord

NO_PARTY = {"ea_nasirs_party": False}


def state_with(players: int, deal: dict, seed: int = 0) -> CopperTricksterState:
    return CopperTricksterState(players, NO_PARTY, seed, deal)


def test_four_letters_without_removed_suit_are_accepted_and_fix_the_removed_suit() -> None:
    state = state_with(3, {"slots": [["M", "B", "S", "F"]]})
    assert state.removed_suit == "P"
    assert set(state.suits) == {"M", "B", "S", "F"}
    assert all(card.suit != "P" for hand in state.hands for card in hand)
    assert state.observation(0).removed_suit == "P"


@pytest.mark.parametrize("removed", SUITS)
def test_the_left_out_letter_is_the_removed_suit_whichever_it_is(removed: str) -> None:
    order = [s for s in SUITS if s != removed]
    state = state_with(3, {"slots": [order, list(reversed(order))]})
    assert state.removed_suit == removed and removed not in state.suits


@pytest.mark.parametrize(
    "deal,words",
    [
        ({"slots": [["M", "B", "S", "F", "P"]]}, "4 different suit letters"),  # names the removed suit
        ({"slots": [["M", "B", "S"]]}, "4 different suit letters"),
        ({"slots": [["M", "M", "S", "F"]]}, "4 different suit letters"),
        ({"slots": [["M", "B", "S", "X"]]}, "4 different suit letters"),
        ({"slots": [["M", "B", "S", 1]]}, "4 different suit letters"),
        ({"slots": [["M", "B", "S", "F"], ["M", "B", "S", "P"]]}, "leave out the same suit in every round"),
        ({"removed_suit": "P", "slots": [["M", "B", "S", "P"]]}, "every suit in play once (B, F, M, S)"),
        ({"removed_suit": "S", "slots": [["M", "B", "F", "P", "S"]]}, "every suit in play once"),
    ],
)
def test_slots_that_do_not_fit_three_players_are_refused(deal: dict, words: str) -> None:
    with pytest.raises(ValueError, match=words.replace("(", r"\(").replace(")", r"\)")):
        state_with(3, deal)


def test_with_removed_suit_given_the_four_suits_in_play_are_accepted() -> None:
    state = state_with(3, {"removed_suit": "S", "slots": [["M", "B", "F", "P"]]})
    assert state.removed_suit == "S"


@pytest.mark.parametrize("players", [4, 5])
def test_four_and_five_players_still_list_all_five_suits(players: int) -> None:
    assert state_with(players, {"slots": [["P", "M", "B", "S", "F"]]}).removed_suit is None
    with pytest.raises(ValueError, match="every suit in play"):
        state_with(players, {"slots": [["M", "B", "S", "F"]]})


def test_slots_that_agree_with_the_seed_change_no_other_chance_outcome() -> None:
    for seed in range(6):
        plain = state_with(3, {}, seed)
        order = [s for s in SUITS if s != plain.removed_suit]
        fixed = state_with(3, {"slots": [order]}, seed)
        assert fixed.removed_suit == plain.removed_suit
        assert fixed.hands == plain.hands and fixed.characters == plain.characters


def test_a_record_with_the_documented_four_letters_replays_and_five_are_refused() -> None:
    record = {"format": 1, "game": "copper_trickster", "players": 3, "options": {}, "seed": 4,
              "deal": {"slots": [["M", "B", "S", "F"]]}, "actions": []}
    assert GameRecord.from_json(record).new_state().removed_suit == "P"
    record["deal"] = {"slots": [["M", "B", "S", "F", "P"]]}
    with pytest.raises(RecordError, match="deal does not fit this game: deal.slots round 1 must list 4"):
        GameRecord.from_json(record).new_state()
