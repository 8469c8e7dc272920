"""Shared builders for the Tavern Tricks tests."""

from __future__ import annotations

from typing import Any

from rules.core.cards import Card
from rules.tavern_tricks.actions import parse_action
from rules.tavern_tricks.deck import tavern_deck
from rules.tavern_tricks.state import TavernTricksState

DEFAULT_HANDS = [
    ["0", "32", "22", "13", "1", "2", "4", "5"],
    ["6", "7", "8", "10", "11", "12", "14", "15"],
    ["16", "17", "18", "19", "20", "21", "23", "24"],
    ["25", "26", "27", "28", "29", "30", "31", "33"],
    ["34", "35", "3", "9", "BOW1", "BOW2", "BOW3", "SHIELD1"],
    ["SHIELD2", "SHIELD3", "DOPPEL1", "DOPPEL2", "FATES1", "FATES2", "OCROWN1", "OCROWN2"],
]


def C(code: str) -> Card:
    return tavern_deck().card(code)


def plays(*items: tuple[int, str, Any]) -> tuple[tuple[int, Card, Any], ...]:
    """(seat, code, choice) triples; a choice of card codes becomes cards."""
    out = []
    for seat, code, choice in items:
        if isinstance(choice, tuple):
            choice = (C(choice[0]), C(choice[1]))
        out.append((seat, C(code), choice))
    return tuple(out)


def new_state(
    players: int = 3,
    hands: list[list[str]] | None = None,
    direction: str = "left",
    rolls: list[list[str]] | None = None,
    redeals: list[list[str]] | None = None,
    first_dealer: int = 0,
) -> TavernTricksState:
    rnd: dict[str, Any] = {
        "hands": hands or DEFAULT_HANDS[:players],
        "direction": direction,
        "rolls": rolls if rolls is not None else [["U", "axe"]],
    }
    if redeals is not None:
        rnd["redeals"] = redeals
    return TavernTricksState(players, {}, seed=7, deal={"first_dealer": first_dealer, "rounds": [rnd]})


def act(state: TavernTricksState, seat: int, text: str) -> list[Any]:
    return state.apply(seat, parse_action(text))


def pass_all(state: TavernTricksState, passes: list[str] | None = None) -> None:
    """Every seat passes the given three codes (default: its last three cards in deck order)."""
    for seat in range(state.players):
        text = passes[seat] if passes else "pass " + " ".join(c.code for c in state.hands[seat][-3:])
        act(state, seat, text)


def stake_all(state: TavernTricksState, coins: int = 1) -> None:
    while state.phase == "stake":
        seat = state.to_move()[0]
        act(state, seat, f"stake {min(coins, state.coins[seat])}")


def at_trick(
    players: int = 3,
    hands: list[list[str]] | None = None,
    dice: tuple[str, str] = ("U", "axe"),
    rolls: list[list[str]] | None = None,
    redeals: list[list[str]] | None = None,
) -> TavernTricksState:
    """A state in trick 1 (leader seat 1), hands replaced by ``hands`` when given."""
    state = new_state(players, rolls=[list(dice), *(rolls or [])], redeals=redeals)
    pass_all(state)
    stake_all(state)
    if hands is not None:
        state.hands = [sorted(C(c) for c in h) for h in hands]
    return state
