"""Reading a record's ``deal``: the chance outcomes it fixes instead of the seed.

    {"first_dealer": 2,                     # the seat that deals the first hand
     "rounds": [                            # per hand, in order; every field optional
        {"hands": [["14", "BOW1", ...], ...],  # one hand of 8 card codes per seat
         "direction": "left",               # the Left/Right coin
         "rolls": [["U", "axe"], ["H", "sword"]],  # dice results in order of use: the
                                            # leader's roll, then each Fates reroll
         "redeals": [["3", "17", "FATES1", "30"], ...]},  # per re-deal, one card per seat
        ...]}

Hands, rolls and re-deals beyond what is given are drawn from the seed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rules.core.cards import Card
from rules.tavern_tricks.deck import HAND_SIZE, RACES, WEAPONS, tavern_deck

DEAL_KEYS = ("first_dealer", "rounds")
ROUND_KEYS = ("hands", "direction", "rolls", "redeals")


@dataclass(frozen=True)
class FixedHand:
    """What the deal fixes for one hand; None / empty where the seed decides."""

    hands: tuple[tuple[Card, ...], ...] | None = None
    direction: str | None = None
    rolls: tuple[tuple[str, str], ...] = ()
    redeals: tuple[tuple[Card, ...], ...] = ()


@dataclass(frozen=True)
class FixedDeal:
    first_dealer: int | None = None
    rounds: tuple[FixedHand, ...] = ()


def read_deal(deal: Mapping[str, Any] | None, players: int) -> FixedDeal:
    """The outcomes ``deal`` fixes; ``ValueError`` saying what is wrong if it cannot be."""
    if not deal:
        return FixedDeal()
    unknown = sorted(set(deal) - set(DEAL_KEYS))
    if unknown:
        raise ValueError(f"unknown deal field(s) {', '.join(unknown)}; a deal may have {', '.join(DEAL_KEYS)}")
    first = deal.get("first_dealer")
    if first is not None and (type(first) is not int or not 0 <= first < players):
        raise ValueError(f"deal.first_dealer must be a seat from 0 to {players - 1}")
    rounds = deal.get("rounds", [])
    if not isinstance(rounds, list):
        raise ValueError("deal.rounds must be a list with one mapping per hand")
    return FixedDeal(first, tuple(_round(r, i, players) for i, r in enumerate(rounds, start=1)))


def _cards(codes: Any, where: str) -> list[Card]:
    if not isinstance(codes, list) or not all(isinstance(c, str) for c in codes):
        raise ValueError(f"{where} must be a list of card codes such as \"14\" or \"BOW1\"")
    try:
        return tavern_deck().cards(codes)
    except KeyError as err:
        raise ValueError(f"{where}: {err.args[0]}") from None


def _round(value: Any, r: int, players: int) -> FixedHand:
    where = f"deal.rounds hand {r}"
    if not isinstance(value, Mapping):
        raise ValueError(f"{where} must be a mapping with any of {', '.join(ROUND_KEYS)}")
    unknown = sorted(set(value) - set(ROUND_KEYS))
    if unknown:
        raise ValueError(f"{where}: unknown field(s) {', '.join(unknown)}; a hand may have {', '.join(ROUND_KEYS)}")
    hands = None
    if "hands" in value:
        raw = value["hands"]
        if not isinstance(raw, list) or len(raw) != players:
            raise ValueError(f"{where}: hands must list {players} hands")
        parsed = [_cards(h, f"{where} hands") for h in raw]
        for seat, h in enumerate(parsed):
            if len(h) != HAND_SIZE:
                raise ValueError(f"{where}: seat {seat} must be dealt {HAND_SIZE} cards, not {len(h)}")
        flat = [c for h in parsed for c in h]
        if len(set(flat)) != len(flat):
            raise ValueError(f"{where}: a card is dealt twice")
        hands = tuple(tuple(sorted(h)) for h in parsed)
    direction = value.get("direction")
    if direction is not None and direction not in ("left", "right"):
        raise ValueError(f"{where}: direction must be \"left\" or \"right\", not {direction!r}")
    rolls = []
    raw_rolls = value.get("rolls", [])
    if not isinstance(raw_rolls, list):
        raise ValueError(f"{where}: rolls must be a list of [race, weapon] pairs")
    for roll in raw_rolls:
        if (
            not isinstance(roll, list | tuple) or len(roll) != 2
            or roll[0] not in RACES or roll[1] not in WEAPONS
        ):
            raise ValueError(
                f"{where}: each roll is [race, weapon] with a race of {', '.join(RACES)} and a weapon "
                f"of {', '.join(WEAPONS)}, not {roll!r}"
            )
        rolls.append((roll[0], roll[1]))
    redeals = []
    raw_redeals = value.get("redeals", [])
    if not isinstance(raw_redeals, list):
        raise ValueError(f"{where}: redeals must be a list with one card per seat per re-deal")
    for k, cards in enumerate(raw_redeals, start=1):
        parsed_cards = _cards(cards, f"{where} redeal {k}")
        if len(parsed_cards) != players or len(set(parsed_cards)) != players:
            raise ValueError(f"{where} redeal {k}: deal {players} different cards, one per seat")
        redeals.append(tuple(parsed_cards))
    return FixedHand(hands, direction, tuple(rolls), tuple(redeals))
