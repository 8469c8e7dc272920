"""What a hint says a Copper Trickster move does (rules/copper_trickster/hint.py): the trick, the
copper's worth as far as the seat knows it, the Messenger's tricks; and that what it claims about
the trick comes true."""

from __future__ import annotations

import random

import pytest

from rules.ai.hint import suggest
from rules.copper_trickster.hint import move_reason
from rules.copper_trickster.state import CopperTricksterState
from rules.core.registry import get_game
from tests.test_copper_trickster_helpers import act, make_state, pass_all
from tests.trick_claims import check_trick_claims

# 0 Ea-Nasir, 1 Assyrian Buyer, 2 Supplier, 3 Babylonian Buyer. Every Bull is placed, none with
# the Babylonian Buyer; each seat discards and passes cards that are not Bulls.
FIXED = {
    0: "11B 4B 1B 2B 3F 4F",
    1: "5B 12B 8B 9B 3S 4S",
    2: "10B 3B 6B 7B 5S 6S 9M",
    3: "1P 7S 8S 9S",
}
PASSES = {0: "pass 3F 4F", 1: "pass 3S 4S", 2: "pass 5S 6S", 3: "pass 7S 8S"}


def _reason(state: CopperTricksterState, seat: int, text: str) -> str:
    return move_reason(state.observation(seat), state.parse_action(text))


def _table() -> CopperTricksterState:
    """Moons great, then Bulls good Assyrian, Stars good Babylonian, Fish mediocre, Palms bad."""
    state = make_state(4, FIXED, slots=["M", "B", "S", "F", "P"])
    assert _reason(state, 2, "great M").startswith("Moons become great copper, +3 a card to you; you hold ")
    act(state, 2, "great M")
    assert _reason(state, 1, PASSES[1]) == (
        "It puts the 3 of Stars (good Babylonian copper, +1 a card to you) out of play and hands the 4 of "
        "Stars (good Babylonian copper, +1 a card to you) to Player 3 (the Supplier)."
    )
    assert _reason(state, 2, PASSES[2]) == (
        "It puts the 5 of Stars out of play and hands the 6 of Stars to Player 4 (the Babylonian Buyer)."
    )  # the Supplier knows only the great slot
    assert _reason(state, 3, PASSES[3]).endswith("to Player 1 (Ea-Nasir).")
    named = move_reason(state.observation(3), state.parse_action(PASSES[3]), ["Ada", "Bruno", "Carmen", "You"].__getitem__)
    assert named.endswith("to Ada (Ea-Nasir).")  # the table's names
    pass_all(state, PASSES)
    assert state.to_move() == (1,)
    return state


def test_a_trick_told_play_by_play() -> None:
    state = _table()
    # The Assyrian Buyer holds 8, 9 and 12 of Bulls: the 6, 7, 10 and 11 are out of its sight.
    assert _reason(state, 1, "play 5B") == (
        "It leads, but 4 higher Bulls still out: a player after you may take it. "
        "Its copper so far is worth +2 to you."
    )
    act(state, 1, "play 5B")
    # The Supplier does not know where the 11 and 12 are, nor what Bulls are worth to it.
    assert _reason(state, 2, "play 3B") == (
        "It stays under the 5 of Bulls: the trick will not be yours. "
        "It gives away a Bull, whose worth to you you learn at the Revelation."
    )
    assert _reason(state, 2, "play 10B") == (
        "It goes over the 5 of Bulls, but 2 higher Bulls still out: a player after you may take it. "
        "You learn what its copper so far is worth to you at the Revelation."
    )
    act(state, 2, "play 10B")
    # The Babylonian Buyer knows both good slots, not the bad one.
    assert _reason(state, 3, "play 9S") == (
        "You have no Bulls, so this trick cannot be yours. It gives away a Star, good Babylonian copper (worth +2 a card to you)."
    )
    assert _reason(state, 3, "play 1P") == (
        "You have no Bulls, so this trick cannot be yours. "
        "It gives away a Palm, whose worth to you you learn at the Revelation."
    )
    act(state, 3, "play 1P")
    # Ea-Nasir knows the mediocre and bad slots: the Palm costs him 4, the Bulls wait.
    assert _reason(state, 0, "play 11B") == (
        "It takes this trick. Its copper is worth -4 to you; 3 more cards count at the Revelation."
    )
    assert _reason(state, 0, "play 4B") == (
        "It stays under the 10 of Bulls: the trick will not be yours. "
        "It gives away a Bull, whose worth to you you learn at the Revelation."
    )


def test_the_messenger_counts_tricks_not_copper() -> None:
    state = make_state(5, seed=4)
    state.apply(2, state.legal_actions(2)[0])
    pass_all(state)
    assert state.characters[4] == "messenger"
    before, after = set(), set()
    while state.round_no == 1:
        (seat,) = state.to_move()
        if seat == 4:
            obs = state.observation(4)
            last = len(obs.trick) == obs.players - 1
            for action in obs.legal_actions:
                said = move_reason(obs, action).split(". ", 1)[1]
                (before if obs.trick_no <= obs.revelation_after else after).add(said)
                if said.startswith("Your tricks after"):  # said as sure only when nobody plays after
                    assert last, said
                if said.startswith("If it holds"):
                    assert not last, said
        state.apply(seat, state.legal_actions(seat)[0])
    assert before <= {
        "Up to the Revelation each trick you take costs you 2.",
        "Up to the Revelation (trick 6) you want no tricks.",
    }
    assert after and all(" after the Revelation" in said for said in after), after
    assert any(said.startswith(("Your tricks after the Revelation go from ", "If it holds, your tricks after ",
                                "You stay at ")) for said in after)


def _verdict(text: str) -> bool | None:
    if "the trick is yours" in text or text.startswith(("It takes this trick", "It trumps the trick and")):
        return True
    return False if "will not be yours" in text or "cannot be yours" in text else None


@pytest.mark.parametrize("players,party", [(3, False), (4, False), (4, True), (5, False), (5, True)])
def test_every_move_is_said_in_sentences(players: int, party: bool) -> None:
    state = get_game("copper_trickster").new_game(players, {"ea_nasirs_party": party}, seed=players)
    rng = random.Random(players)
    said = 0
    while not state.is_over() and state.round_no == 1:
        seat = state.to_move()[0]
        obs = state.observation(seat)
        for action in obs.legal_actions[:40]:
            text = move_reason(obs, action)
            assert text[0].isupper() and text.endswith(".") and "  " not in text, text
            said += 1
        state.apply(seat, obs.legal_actions[rng.randrange(len(obs.legal_actions))])
    assert said > 100


@pytest.mark.parametrize("players,party", [(3, False), (4, False), (4, True), (5, False), (5, True)])
def test_what_a_play_says_of_the_trick_comes_true(players: int, party: bool) -> None:
    """Random rounds: a play said to take the trick takes it, one said to lose it loses it."""
    checked = 0
    for seed in range(3):
        state = get_game("copper_trickster").new_game(players, {"ea_nasirs_party": party}, seed=seed)
        checked += check_trick_claims(state, move_reason, _verdict, random.Random(players * 2 + party + seed))
    assert checked > 30


def test_the_hint_leads_with_what_the_move_does() -> None:
    state = _table()
    obs = state.observation(1)
    hint = suggest("copper_trickster", obs, seed=3, seconds=None, iterations=40)
    assert hint.why.startswith(move_reason(obs, hint.action) + " ")
    assert "trial games the hard bot played from here" in hint.why
