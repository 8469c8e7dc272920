"""What a hint says a Copas play does (rules/copas/hint.py), and that the hint leads with it."""

from __future__ import annotations

import random

import pytest

from rules.ai.hint import suggest
from rules.copas.hint import move_reason
from rules.copas.state import CopasState
from rules.core.registry import get_game, new_game
from rules.core.tricks import next_seat
from tests.trick_claims import check_trick_claims

# By play order from the leader: the leader holds the King of Swords and Clubs; the second the 3
# and the Ace of Swords and Coins; the third only Cups (no Sword); the fourth the other Swords.
BY_ORDER = (
    "KE 2P 3P 4P 5P 6P QP JP KP 7P",
    "3E AE 2O 3O 4O 5O 6O QO JO KO",
    "2C 3C 4C 5C 6C QC JC KC 7C AC",
    "2E 4E 5E 6E QE JE 7E AP 7O AO",
)


def _table() -> tuple[CopasState, list[int]]:
    """A 4-player round dealt as ``BY_ORDER``, and the seats in play order from the leader."""
    leader = new_game("copas", 4, deal={"first_dealer": 0}).to_move()[0]
    order = [leader]
    while len(order) < 4:
        order.append(next_seat(order[-1], 4, clockwise=False))
    hands: list[list[str]] = [[] for _ in range(4)]
    for seat, codes in zip(order, BY_ORDER, strict=True):
        hands[seat] = codes.split()
    state = new_game("copas", 4, deal={"first_dealer": 0, "hands": [hands]})
    assert isinstance(state, CopasState) and state.to_move() == (leader,)
    return state, order


def _reason(state: CopasState, seat: int, code: str) -> str:
    obs = state.observation(seat)
    action = next(a for a in obs.legal_actions if a.card.code == code)
    return move_reason(obs, action)


def _play(state: CopasState, seat: int, code: str) -> None:
    state.apply(seat, state.parse_action(f"play {code}"))


def test_a_trick_told_play_by_play() -> None:
    state, (first, second, third, fourth) = _table()
    # The 7 and the Ace of Swords are unseen by the leader: either may go over its King.
    assert _reason(state, first, "KE") == "2 higher Swords are still out, so another player may well take this trick."
    _play(state, first, "KE")
    assert _reason(state, second, "3E") == "It stays under the King of Swords: the trick will not be yours."
    assert _reason(state, second, "AE") == (
        "It goes over the King of Swords, though you could stay under it. "
        "No higher Sword is still out: the trick is yours."
    )
    _play(state, second, "3E")
    assert _reason(state, third, "AC") == "You have no Swords: the Cup goes to whoever takes this trick, not to you."
    _play(state, third, "AC")
    assert _reason(state, fourth, "7E") == (
        "It takes this trick (with 1 Cup in it), though you could stay under the King of Swords."
    )
    assert _reason(state, fourth, "2E") == "It stays under the King of Swords: the trick and its 1 Cup will not be yours."


def test_going_over_counts_only_cards_the_seat_has_not_seen() -> None:
    state, (first, second, third, fourth) = _table()
    _play(state, first, "KE")
    _play(state, second, "AE")
    _play(state, third, "2C")
    assert _reason(state, fourth, "7E") == "It stays under the Ace of Swords: the trick and its 1 Cup will not be yours."
    _play(state, fourth, "7E")
    assert state.to_move() == (second,)  # the Ace took it
    assert _reason(state, second, "KO") == "2 higher Coins are still out, so another player may well take this trick."
    _play(state, second, "KO")
    assert _reason(state, third, "3C") == "You have no Coins: the Cup goes to whoever takes this trick, not to you."
    _play(state, third, "3C")
    # The fourth holds both Coins above the King, so either takes the trick: none is still out.
    for code in ("7O", "AO"):
        assert _reason(state, fourth, code) == "It goes over the King of Coins. No higher Coin is still out: the trick is yours."


def test_a_last_player_with_only_higher_cards_must_take_the_trick() -> None:
    state, (first, second, third, fourth) = _table()
    for seat, code in zip((first, second, third, fourth), ("KE", "3E", "2C", "2E"), strict=True):
        _play(state, seat, code)
    assert state.to_move() == (first,)  # the King took it
    _play(state, first, "2P")
    assert _reason(state, second, "2O") == "You have no Clubs, so this trick cannot be yours whatever you throw."
    _play(state, second, "2O")
    _play(state, third, "3C")
    assert [a.card.code for a in state.observation(fourth).legal_actions] == ["AP"]
    assert _reason(state, fourth, "AP") == "You must take this trick (with 1 Cup in it): it gets rid of your highest Club."


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_play_of_random_rounds_is_said_in_one_sentence(players: int) -> None:
    info = get_game("copas")
    rng = random.Random(players)
    state = info.new_game(players, {"no_cups_on_first_trick": True}, seed=players)
    said = 0
    while not state.is_over() and state.round_no <= 2:
        seat = state.to_move()[0]
        obs = state.observation(seat)
        for action in obs.legal_actions:
            text = move_reason(obs, action)
            assert text[0].isupper() or text[0].isdigit(), text
            assert text.endswith(".") and "  " not in text, text
            said += 1
        state.apply(seat, obs.legal_actions[rng.randrange(len(obs.legal_actions))])
    assert said > 50


def test_the_hint_leads_with_what_the_move_does() -> None:
    state, (first, *_) = _table()
    obs = state.observation(first)
    hint = suggest("copas", obs, seed=3, seconds=None, iterations=60)
    assert hint.why.startswith(move_reason(obs, hint.action) + " ")
    assert "trial games the hard bot played from here" in hint.why  # then how the search rated it


TAKES = ("the trick is yours", "this trick will be yours", "You must take this trick", "It takes this trick")
LOSES = ("will not be yours", "cannot be yours", "not to you")


def _verdict(text: str) -> bool | None:
    return True if any(w in text for w in TAKES) else False if any(w in text for w in LOSES) else None


@pytest.mark.parametrize("players", [3, 4, 5])
def test_what_a_play_says_of_the_trick_comes_true(players: int) -> None:
    """Random rounds: a play said to take the trick takes it, one said to lose it loses it."""
    state = get_game("copas").new_game(players, {}, seed=players + 10)
    assert check_trick_claims(state, move_reason, _verdict, random.Random(players + 10), rounds=3) > 40
