"""Building Copper Trickster states for the rules tests: fixed deals, scripted passing.

The other test_copper_trickster_* files import from here; the tests below check the helpers.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from rules.copper_trickster.deck import cards_without, copper_deck, hand_size
from rules.copper_trickster.state import CopperTricksterState
from rules.core.cards import Card

CARD = copper_deck().card


def cards(codes: str) -> list[Card]:
    """``"1B 2B 12S"`` as cards."""
    return [CARD(code) for code in codes.split()]


def fill_hands(
    players: int, fixed: Mapping[int, str], removed_suit: str | None = None, seed: int = 0
) -> list[list[str]]:
    """One round's hands: the cards ``fixed`` names for those seats, the rest dealt at random."""
    size = hand_size(players)
    hands: list[list[Card]] = [cards(fixed.get(s, "")) for s in range(players)]
    taken = {c for hand in hands for c in hand}
    rest = [c for c in cards_without(removed_suit) if c not in taken]
    random.Random(seed).shuffle(rest)
    for hand in hands:
        while len(hand) < size:
            hand.append(rest.pop())
    return [[c.code for c in hand] for hand in hands]


def make_state(
    players: int,
    fixed: Mapping[int, str] | None = None,
    *,
    first_ea_nasir: int = 0,
    removed_suit: str | None = None,
    slots: Sequence[str] | None = None,
    party: bool = False,
    trump_from: int | None = None,
    seed: int = 0,
) -> CopperTricksterState:
    """A new game whose first round is dealt with ``fixed`` cards in those seats.

    With ``first_ea_nasir=0`` the round's characters sit: 0 Ea-Nasir, 1 Assyrian Buyer,
    2 Supplier, 3 Babylonian Buyer, 4 Messenger.
    """
    if players == 3 and removed_suit is None:
        removed_suit = "P"
    deal: dict[str, Any] = {"first_ea_nasir": first_ea_nasir}
    if removed_suit is not None:
        deal["removed_suit"] = removed_suit
    deal["hands"] = [fill_hands(players, fixed or {}, removed_suit, seed)]
    if slots is not None:
        deal["slots"] = [list(slots)]
    if trump_from is not None:
        deal["trump_from"] = [trump_from]
    return CopperTricksterState(players, {"ea_nasirs_party": party}, seed, deal)


def act(state: CopperTricksterState, seat: int, text: str) -> list[Any]:
    return state.apply(seat, state.parse_action(text))


def pass_all(state: CopperTricksterState, choices: Mapping[int, str] | None = None) -> list[Any]:
    """Every seat still to choose lays its discard and pass: ``choices`` for some seats, the first
    legal choice for the rest. Returns the events of the last one."""
    choices = dict(choices or {})
    events: list[Any] = []
    for seat in range(state.players):
        if state.passed[seat]:
            continue
        text = choices.get(seat)
        action = state.parse_action(text) if text else state.legal_actions(seat)[0]
        events = state.apply(seat, action)
    return events


def play_tricks(state: CopperTricksterState, count: int, rng: random.Random | None = None) -> list[Any]:
    """Play ``count`` whole tricks with random legal cards; returns all the events."""
    rng = rng or random.Random(0)
    events: list[Any] = []
    target = state.trick_no + count
    while state.trick_no < target and not state.is_over():
        (seat,) = state.to_move()
        events += state.apply(seat, rng.choice(state.legal_actions(seat)))
    return events


def test_fill_hands_deals_every_card_once() -> None:
    hands = fill_hands(4, {0: "1B 2B", 3: "12S"})
    assert hands[0][:2] == ["1B", "2B"] and hands[3][0] == "12S"
    flat = [c for h in hands for c in h]
    assert len(flat) == 60 == len(set(flat)) and all(len(h) == 15 for h in hands)


def test_make_state_deals_the_fixed_cards() -> None:
    state = make_state(5, {4: "1M 2M 3M"})
    assert set(cards("1M 2M 3M")) <= set(state.hands[4])
    assert state.characters == ("ea_nasir", "assyrian_buyer", "supplier", "babylonian_buyer", "messenger")
