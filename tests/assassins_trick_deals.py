"""Fixed Assassin's Trick deals for the rules tests: who holds which suit, prizes in a chosen order."""

from __future__ import annotations

from typing import Any

from rules.assassins_trick.actions import bid_actions
from rules.assassins_trick.deck import deck, jokers, suit_cards
from rules.assassins_trick.state import AssassinsTrickState
from rules.core.actions import CardAction
from rules.core.events import Event
from rules.core.registry import new_game

SUIT_OF_SEAT = ("S", "H", "D")


def bid_for(card) -> CardAction:
    return bid_actions().for_card(card)


def card(code: str):
    return deck().card(code)


def make_deal(
    players: int, top: list[str], set_aside: str | None = None, jokers_n: int = 0
) -> dict[str, Any]:
    """Seat 0 holds Spades, seat 1 Hearts, seat 2 Diamonds; the prizes are Clubs (+ jokers).

    ``top`` gives the first prizes, top first; the rest follow in deck order, and the set-aside
    card is ``set_aside`` or else the last card left over.
    """
    pool = [c.code for c in (*suit_cards("C"), *jokers(jokers_n))]
    rest = [c for c in pool if c not in top and c != set_aside]
    if set_aside is None:
        set_aside = rest.pop()
    return {
        "hands": [[c.code for c in suit_cards(SUIT_OF_SEAT[s])] for s in range(players)],
        "prizes": [*top, *rest],
        "set_aside": set_aside,
    }


def start(
    players: int, top: list[str], set_aside: str | None = None, jokers_n: int = 0
) -> AssassinsTrickState:
    deal = make_deal(players, top, set_aside, jokers_n)
    state = new_game("assassins_trick", players, {"jokers": jokers_n}, seed=0, deal=deal)
    assert isinstance(state, AssassinsTrickState)
    return state


def bid_round(state: AssassinsTrickState, *codes: str) -> list[Event]:
    """Every seat bids, seat 0 first; the public events of the last bid (the resolution: the
    last bidder's private ``BidChosen`` left out)."""
    events: list[Event] = []
    for seat, code in enumerate(codes):
        events = state.apply(seat, state.parse_action(f"bid {code}"))
    return [e for e in events if e.visible_to is None]


def of_type(events: list[Event], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]
