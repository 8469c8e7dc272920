"""Reading a record's ``deal``: the chance outcomes it fixes instead of the seed.

    {"rumor_deck": [12, 3, 5, ...],          # the rumor deck from the top (optional)
     "rounds": [                             # per round, in order; every field optional
        {"hands": [["M9", "B0", ...], ...],  # one hand per seat (13, 11 or 9 cards)
         "track": ["M", "B", "P", "D"],      # the hierarchy track, highest first
         "rumors": [5, 12, 3]},              # the three rumors revealed
        ...]}

What is not given comes from the seed. Rumors a round fixes are kept out of the deck for the other
rounds, so a rumor_deck may not list them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rules.core.cards import Card
from rules.vazerneiros.deck import HAND_SIZES, OFFERED_RUMORS, SUITS, vazerneiros_deck

DEAL_KEYS = ("rumor_deck", "rounds")
ROUND_KEYS = ("hands", "track", "rumors")


@dataclass(frozen=True)
class FixedRound:
    hands: tuple[tuple[Card, ...], ...] | None = None
    track: tuple[str, ...] | None = None
    rumors: tuple[int, ...] | None = None


@dataclass(frozen=True)
class FixedDeal:
    rumor_deck: tuple[int, ...] | None = None
    rounds: tuple[FixedRound, ...] = ()


def read_deal(deal: Mapping[str, Any] | None, players: int, pool: tuple[int, ...]) -> FixedDeal:
    """The outcomes ``deal`` fixes; ``ValueError`` saying what is wrong if it cannot be.
    ``pool`` is the rumor ids in play (16-18 only with the negative rumors)."""
    if not deal:
        return FixedDeal()
    unknown = sorted(set(deal) - set(DEAL_KEYS))
    if unknown:
        raise ValueError(f"unknown deal field(s) {', '.join(unknown)}; a deal may have {', '.join(DEAL_KEYS)}")
    rumor_deck = None
    if "rumor_deck" in deal:
        rumor_deck = _rumor_ids(deal["rumor_deck"], "deal.rumor_deck", pool)
    rounds = deal.get("rounds", [])
    if not isinstance(rounds, list):
        raise ValueError("deal.rounds must be a list with one mapping per round")
    fixed = tuple(_round(r, i, players, pool) for i, r in enumerate(rounds, start=1))
    revealed = [r for f in fixed for r in (f.rumors or ())]
    if len(set(revealed)) != len(revealed):
        raise ValueError("deal.rounds reveal a rumor twice; each rumor card is used once a game")
    clash = sorted(set(revealed) & set(rumor_deck or ()))
    if clash:
        raise ValueError(
            f"deal.rumor_deck lists rumor(s) {', '.join(map(str, clash))} that deal.rounds reveal; "
            "each rumor card is used once a game"
        )
    return FixedDeal(rumor_deck, fixed)


def _rumor_ids(value: Any, where: str, pool: tuple[int, ...]) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(type(r) is int for r in value):
        raise ValueError(f"{where} must be a list of rumor numbers")
    for r in value:
        if r not in pool:
            raise ValueError(f"{where}: rumor {r} is not in this game (rumors {pool[0]}-{pool[-1]})")
    if len(set(value)) != len(value):
        raise ValueError(f"{where}: a rumor appears twice")
    return tuple(value)


def _round(value: Any, r: int, players: int, pool: tuple[int, ...]) -> FixedRound:
    where = f"deal.rounds round {r}"
    if not isinstance(value, Mapping):
        raise ValueError(f"{where} must be a mapping with any of {', '.join(ROUND_KEYS)}")
    unknown = sorted(set(value) - set(ROUND_KEYS))
    if unknown:
        raise ValueError(f"{where}: unknown field(s) {', '.join(unknown)}; a round may have {', '.join(ROUND_KEYS)}")
    hands = None
    if "hands" in value:
        hands = _hands(value["hands"], where, players)
    track = None
    if "track" in value:
        raw = value["track"]
        if not isinstance(raw, list) or sorted(raw) != sorted(SUITS):
            raise ValueError(f"{where}: track must list the four suits {', '.join(SUITS)} once each, highest first")
        track = tuple(raw)
    rumors = None
    if "rumors" in value:
        rumors = _rumor_ids(value["rumors"], f"{where} rumors", pool)
        if len(rumors) != OFFERED_RUMORS:
            raise ValueError(f"{where}: rumors must name {OFFERED_RUMORS} different rumors")
    return FixedRound(hands, track, rumors)


def _hands(raw: Any, where: str, players: int) -> tuple[tuple[Card, ...], ...]:
    size = HAND_SIZES[players]
    if not isinstance(raw, list) or len(raw) != players:
        raise ValueError(f"{where}: hands must list {players} hands")
    hands: list[tuple[Card, ...]] = []
    for seat, codes in enumerate(raw):
        if not isinstance(codes, list) or not all(isinstance(c, str) for c in codes):
            raise ValueError(f"{where}: seat {seat}'s hand must be a list of card codes such as \"M9\"")
        try:
            cards = vazerneiros_deck().cards(codes)
        except KeyError as err:
            raise ValueError(f"{where}: {err.args[0]}") from None
        if len(cards) != size:
            raise ValueError(f"{where}: seat {seat} must be dealt {size} cards, not {len(cards)}")
        hands.append(tuple(sorted(cards)))
    flat = [c for h in hands for c in h]
    if len(set(flat)) != len(flat):
        raise ValueError(f"{where}: a card is dealt twice")
    return tuple(hands)
