"""The cards of Assassin's Trick: four suits of 13 and up to two jokers, built once.

A card's ``rank`` is its influence: 2–10 face value, Jack 11, Queen 12, King 13. The ace is the
Assassin and has no influence (rank 0); so has a joker. Jokers only ever sit in the prize deck,
so within a hand ``rank == 0`` means an Assassin.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from rules.core.cards import Card, Deck

SUITS: tuple[str, ...] = ("S", "H", "D", "C")
SUIT_NAMES: dict[str, str] = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
JOKER_SUIT = "J"
MAX_JOKERS = 2

# (label, influence, word used in the card's name), in deck order within a suit
_RANKS: tuple[tuple[str, int, str], ...] = (
    *((str(v), v, str(v)) for v in range(2, 11)),
    ("J", 11, "Jack"),
    ("Q", 12, "Queen"),
    ("K", 13, "King"),
    ("A", 0, "Assassin"),
)


def _card_specs() -> Iterator[tuple[str, int, str, str, str]]:
    for suit in SUITS:
        for label, influence, word in _RANKS:
            yield suit, influence, f"{label}{suit}", f"{word} of {SUIT_NAMES[suit]}", label
    for i in range(1, MAX_JOKERS + 1):
        yield JOKER_SUIT, 0, f"JK{i}", "Joker", "★"


@cache
def deck() -> Deck:
    """All 54 cards: Spades, Hearts, Diamonds, Clubs (2..K, then the Assassin), then JK1, JK2."""
    return Deck(_card_specs())


@cache
def suit_cards(suit: str) -> tuple[Card, ...]:
    """The 13 cards of one suit, in deck order."""
    if suit not in SUIT_NAMES:
        raise ValueError(f"there is no suit {suit!r}; suits are {', '.join(SUITS)}")
    return tuple(c for c in deck() if c.suit == suit)


@cache
def jokers(count: int) -> tuple[Card, ...]:
    """The jokers used with the ``jokers`` option set to ``count``: JK1, then JK2."""
    if not 0 <= count <= MAX_JOKERS:
        raise ValueError(f"the game uses 0 to {MAX_JOKERS} jokers, not {count}")
    return tuple(deck().card(f"JK{i}") for i in range(1, count + 1))


def influence(card: Card) -> int:
    return card.rank


def is_assassin(card: Card) -> bool:
    return card.label == "A"


def is_joker(card: Card) -> bool:
    return card.suit == JOKER_SUIT
