"""The Trickster Proposition: the fixed deals the other suites share, and the record ``deal``'s
checks (every malformed deal is refused with a clear ``ValueError``)."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from rules.core.errors import RecordError
from rules.core.record import GameRecord
from rules.core.registry import get_game
from rules.trickster_proposition.deal import cards_in_play, game_chance, round_deal, to_deal
from rules.trickster_proposition.state import TricksterPropositionState

GAME = "trickster_proposition"

# Stars are out; seat 0 holds Bulls, seat 1 Fish; Moons are great, Palms bad.
HAND_0 = ["1B", "2B", "3B", "7B", "1F", "2F", "3F", "1M", "2M"]
HAND_1 = ["4B", "5B", "6B", "4F", "5F", "6F", "3M", "4M", "5M"]
EA_PILE = ["1P", "2P", "3P", "4P", "5P", "6P", "7P", "7F", "6M", "7M"]  # top first
SUITS = {"players": ["B", "F"], "great": "M", "bad": "P"}


def round_entry(
    hands: tuple[list[str], list[str]] = (HAND_0, HAND_1),
    ea_pile: list[str] = EA_PILE,
    suits: dict[str, Any] | None = None,
) -> dict[str, Any]:
    return {
        "hands": [list(hands[0]), list(hands[1])],
        "ea_pile": list(ea_pile),
        "suits": dict(suits or SUITS),
    }


def fixed_deal(first_player: int = 0, rounds: int = 1) -> dict[str, Any]:
    """The deal above for ``rounds`` rounds (the same cards every round)."""
    entries = [round_entry() for _ in range(rounds)]
    return {"removed_suit": "S", "first_player": first_player, "rounds": entries}


def new_state(deal: dict[str, Any] | None = None, seed: int = 0) -> TricksterPropositionState:
    state = get_game(GAME).new_game(2, {}, seed, fixed_deal() if deal is None else deal)
    assert isinstance(state, TricksterPropositionState)
    return state


def act(state: TricksterPropositionState, seat: int, text: str) -> list[Any]:
    """Apply the action ``text`` names for ``seat``; returns its events."""
    return state.apply(seat, state.parse_action(text))


# --- the deal is read exactly -------------------------------------------------------------------
def test_a_fixed_deal_sets_every_chance_outcome() -> None:
    state = new_state()
    assert state.removed_suit == "S" and state.first_player == 0
    assert [c.code for c in state.hands[0]] == HAND_0
    assert [c.code for c in state.hands[1]] == HAND_1
    assert state.ea_card is not None and state.ea_card.code == "1P"  # the top card, turned up
    assert [c.code for c in reversed(state.draw)] == EA_PILE[1:]
    assert state.player_suits == ("B", "F")
    assert state.slot_suits == (("great", "M"), ("bad", "P"))


def test_the_seed_deals_the_same_game_as_the_deal_it_would_draw() -> None:
    """A deal written out from the seed's own draw replays the seeded game exactly."""
    seeded = get_game(GAME).new_game(2, {}, 7)
    assert isinstance(seeded, TricksterPropositionState)
    first = seeded.round_rng(1)  # round 1's source draws the removed suit and first player first
    assert game_chance(first, None) == (seeded.removed_suit, seeded.first_player)
    rngs = [first, seeded.round_rng(2), seeded.round_rng(3)]
    drawn = [round_deal(rng, seeded.removed_suit, None) for rng in rngs]
    dealt = new_state(to_deal(seeded.removed_suit, seeded.first_player, drawn), seed=12345)
    rng = random.Random(3)
    while not seeded.is_over() and seeded.round_no <= 3:
        assert seeded.observation(0) == dealt.observation(0)
        assert seeded.observation(1) == dealt.observation(1)
        seat = seeded.to_move()[0]
        action = rng.choice(seeded.legal_actions(seat))
        assert seeded.apply(seat, action) == dealt.apply(seat, action)


def test_the_removed_suit_and_first_player_come_from_the_seed() -> None:
    removed = set()
    first = set()
    for seed in range(40):
        state = get_game(GAME).new_game(2, {}, seed)
        assert isinstance(state, TricksterPropositionState)
        removed.add(state.removed_suit)
        first.add(state.first_player)
        in_play = set(cards_in_play(state.removed_suit))
        assert len(in_play) == 28 and all(c.rank <= 7 and c.suit != state.removed_suit for c in in_play)
        assert {*state.hands[0], *state.hands[1], *state.draw, state.ea_card} == in_play
    assert removed == {"B", "F", "M", "P", "S"} and first == {0, 1}


def test_the_removed_suit_may_be_left_for_the_deal_to_tell() -> None:
    deal = fixed_deal()
    del deal["removed_suit"]
    assert new_state(deal).removed_suit == "S"


def test_suits_may_be_left_to_the_seed() -> None:
    deal = fixed_deal()
    del deal["rounds"][0]["suits"]
    state = new_state(deal)
    assert [c.code for c in state.hands[0]] == HAND_0
    dealt = [*state.player_suits, state.slot_suits[0][1], state.slot_suits[1][1]]
    assert sorted(dealt) == ["B", "F", "M", "P"]


def _broken(change: Any) -> dict[str, Any]:
    deal = copy.deepcopy(fixed_deal())
    change(deal)
    return deal


BROKEN_DEALS = {
    "unknown key": (lambda d: d.update(dealer=0), "unknown deal field"),
    "first player 2": (lambda d: d.update(first_player=2), "first_player"),
    "removed suit X": (lambda d: d.update(removed_suit="X"), "removed_suit"),
    "short hand": (lambda d: d["rounds"][0]["hands"][0].pop(), "hand 0 holds 8 cards"),
    "three hands": (lambda d: d["rounds"][0]["hands"].append([]), "two hands"),
    "short pile": (lambda d: d["rounds"][0]["ea_pile"].pop(), "ea_pile holds 9 cards"),
    "card twice": (lambda d: d["rounds"][0]["hands"][0].__setitem__(0, "4B"), "dealt twice"),
    "an 8": (lambda d: d["rounds"][0]["hands"][0].__setitem__(0, "8B"), "not one of the cards dealt"),
    "removed suit's card": (lambda d: d["rounds"][0]["hands"][0].__setitem__(0, "1S"), "not one of the"),
    "no such card": (lambda d: d["rounds"][0]["hands"][0].__setitem__(0, "1X"), "no card"),
    "hands without pile": (lambda d: d["rounds"][0].pop("ea_pile"), "go together"),
    "suit twice": (lambda d: d["rounds"][0]["suits"].update(great="B"), "each once"),
    "removed suit dealt": (lambda d: d["rounds"][0]["suits"].update(great="S"), "each once"),
    "suits missing a key": (lambda d: d["rounds"][0]["suits"].pop("bad"), "suits must be"),
    "rounds not a list": (lambda d: d.update(rounds={"hands": []}), "rounds must be a list"),
}


@pytest.mark.parametrize("name", list(BROKEN_DEALS))
def test_a_malformed_deal_is_refused_with_the_reason(name: str) -> None:
    change, words = BROKEN_DEALS[name]
    deal = _broken(change)
    with pytest.raises(ValueError, match=words):
        new_state(deal)
    record = GameRecord(GAME, 2, {}, 0, [], deal)
    with pytest.raises(RecordError, match="deal"):
        record.new_state()


def test_the_game_is_for_two_players_only() -> None:
    with pytest.raises(ValueError):
        get_game(GAME).new_game(3)
