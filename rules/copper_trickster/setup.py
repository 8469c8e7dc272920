"""Reading a record's ``deal``: the chance outcomes it fixes instead of the seed.

    {"first_ea_nasir": 2,                 # the seat that is Ea-Nasir in round 1
     "removed_suit": "P",                 # 3 players only: the suit out of the game
     "hands": [[[...], [...], ...], ...], # per round, one hand of card codes per seat
     "slots": [["M", "B", "S", "F", "P"], ...],  # per round, every suit in play: the great
                                          # suit is taken out, the rest fill the other slots
                                          # (3 players: 4 letters; without removed_suit the
                                          # one left out is the removed suit)
     "trump_from": [1, 3, ...]}           # Ea-Nasir's Party, per round: whose discard is turned up

Every field is optional; rounds beyond the lists given are drawn from the seed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules.copper_trickster.deck import SUITS, cards_without, copper_deck, hand_size
from rules.core.cards import Card
from rules.core.tricks import check_deal

DEAL_KEYS = ("first_ea_nasir", "removed_suit", "hands", "slots", "trump_from")


@dataclass(frozen=True)
class FixedDeal:
    """What a ``deal`` mapping fixes; ``None`` / empty where the seed decides."""

    first_ea_nasir: int | None = None
    removed_suit: str | None = None
    hands: tuple[tuple[tuple[Card, ...], ...], ...] = ()  # per round, per seat
    slots: tuple[tuple[str, ...], ...] = ()  # per round, every suit in play
    trump_from: tuple[int, ...] = ()  # per round, a seat


def read_deal(deal: Mapping[str, Any] | None, players: int, party: bool) -> FixedDeal:
    """The outcomes ``deal`` fixes; ``ValueError`` saying what is wrong if it cannot be."""
    if not deal:
        return FixedDeal()
    unknown = sorted(set(deal) - set(DEAL_KEYS))
    if unknown:
        raise ValueError(f"unknown deal field(s) {', '.join(unknown)}; a deal may have {', '.join(DEAL_KEYS)}")
    first = deal.get("first_ea_nasir")
    if first is not None and (type(first) is not int or not 0 <= first < players):
        raise ValueError(f"deal.first_ea_nasir must be a seat from 0 to {players - 1}")
    removed = _removed_suit(deal.get("removed_suit"), players)
    hands = _hands(deal.get("hands", []), players, removed)
    slots, left_out = _slots(deal.get("slots", []), players, removed)
    return FixedDeal(
        first_ea_nasir=first,
        removed_suit=removed or left_out,
        hands=hands,
        slots=slots,
        trump_from=_trump_from(deal.get("trump_from", []), players, party),
    )


def _removed_suit(value: Any, players: int) -> str | None:
    if value is None:
        return None
    if players != 3:
        raise ValueError("deal.removed_suit is for 3 players only: with 4 or 5 every suit is used")
    if value not in SUITS:
        raise ValueError(f"deal.removed_suit must be one of the suit letters {', '.join(SUITS)}, not {value!r}")
    return value


def _rounds(value: Any, name: str) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError(f"deal.{name} must be a list with one entry per round")
    return value


def _hands(value: Any, players: int, removed: str | None) -> tuple[tuple[tuple[Card, ...], ...], ...]:
    if value and players == 3 and removed is None:
        raise ValueError("deal.hands with 3 players needs deal.removed_suit: the hands depend on it")
    deck = copper_deck()
    expected = cards_without(removed)
    size = hand_size(players)
    parsed = []
    for r, hands in enumerate(_rounds(value, "hands"), start=1):
        if not isinstance(hands, list) or len(hands) != players:
            raise ValueError(f"deal.hands round {r} must list {players} hands")
        if not all(isinstance(h, list) and all(isinstance(c, str) for c in h) for h in hands):
            raise ValueError(f"deal.hands round {r}: each hand is a list of card codes such as \"7F\"")
        try:
            cards = [[deck.card(code) for code in hand] for hand in hands]
            check_deal(cards, expected, size)
        except (KeyError, ValueError) as err:
            message = err.args[0] if err.args else str(err)
            raise ValueError(f"deal.hands round {r}: {message}") from None
        parsed.append(tuple(tuple(sorted(hand)) for hand in cards))
    return tuple(parsed)


def _slots(value: Any, players: int, removed: str | None) -> tuple[tuple[tuple[str, ...], ...], str | None]:
    """The slot orders, and the suit they leave out when that fixes the removed suit: with 3
    players and no ``removed_suit``, each round lists 4 suits and the one left out (the same in
    every round) is the suit out of the game."""
    rounds = _rounds(value, "slots")
    if players == 3 and removed is None:
        for r, order in enumerate(rounds, start=1):
            if not (isinstance(order, list) and len(order) == 4
                    and all(type(s) is str and s in SUITS for s in order) and len(set(order)) == 4):
                raise ValueError(
                    f"deal.slots round {r} must list 4 different suit letters of {', '.join(SUITS)} with 3 "
                    "players: the one left out is the suit out of the game"
                )
        left_out = {next(s for s in SUITS if s not in order) for order in rounds}
        if len(left_out) > 1:
            raise ValueError("deal.slots must leave out the same suit in every round: the suit out of the game")
        return tuple(tuple(order) for order in rounds), (left_out.pop() if left_out else None)
    in_play = [s for s in SUITS if s != removed]
    parsed = []
    for r, order in enumerate(rounds, start=1):
        if not isinstance(order, list) or not all(type(s) is str for s in order) or sorted(order) != sorted(in_play):
            raise ValueError(
                f"deal.slots round {r} must list every suit in play once ({', '.join(in_play)}), in any order"
            )
        parsed.append(tuple(order))
    return tuple(parsed), None


def _trump_from(value: Any, players: int, party: bool) -> tuple[int, ...]:
    rounds = _rounds(value, "trump_from")
    if rounds and not party:
        raise ValueError("deal.trump_from is for Ea-Nasir's Party only (option ea_nasirs_party)")
    for r, seat in enumerate(rounds, start=1):
        if type(seat) is not int or not 0 <= seat < players:
            raise ValueError(f"deal.trump_from round {r} must be a seat from 0 to {players - 1}")
    return tuple(rounds)


def to_deal(
    first_ea_nasir: int, removed_suit: str | None, hands: Sequence[Sequence[Sequence[Card]]]
) -> dict[str, Any]:
    """A ``deal`` mapping fixing the first Ea-Nasir, the removed suit and these hands (for tests)."""
    out: dict[str, Any] = {"first_ea_nasir": first_ea_nasir}
    if removed_suit is not None:
        out["removed_suit"] = removed_suit
    out["hands"] = [[[c.code for c in hand] for hand in rnd] for rnd in hands]
    return out
