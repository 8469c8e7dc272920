"""Vazerneiros' components: 48 character cards (0-11 in four suits), the hierarchy track's suit
tokens, the potion tokens and the numbers that depend on the player count.

A card's code is its suit letter and number (``"M9"``, ``"B0"``); its name reads "Mage 9".
Values of played cards are kept in half steps (``2 * number``, then ±1 for a ±0.5 potion) so
that every comparison and every score stays exact.
"""

from __future__ import annotations

from functools import cache
from types import MappingProxyType

from rules.core.actions import CardActions
from rules.core.cards import Card, Deck

SUITS: tuple[str, ...] = ("B", "D", "M", "P")
SUIT_NAMES = MappingProxyType({"B": "Barbarians", "D": "Druids", "M": "Mages", "P": "Paladins"})
SUIT_SINGULAR = MappingProxyType({"B": "Barbarian", "D": "Druid", "M": "Mage", "P": "Paladin"})
NUMBERS: tuple[int, ...] = tuple(range(12))
HAND_SIZES = MappingProxyType({3: 13, 4: 11, 5: 9})
ROUNDS = 4
POTIONS_TOTAL = 20
START_POTIONS = 2
POTION_CAP = 4
OFFERED_RUMORS = 3  # rumor cards revealed each round


@cache
def vazerneiros_deck() -> Deck:
    """The 48 character cards, by suit then number."""
    return Deck(
        (suit, n, f"{suit}{n}", f"{SUIT_SINGULAR[suit]} {n}", str(n)) for suit in SUITS for n in NUMBERS
    )


@cache
def bid_actions() -> CardActions:
    """``bid M9``: the card laid face down in the auction."""
    return CardActions(vazerneiros_deck(), "bid", example="M9")


def suit_name(suit: str) -> str:
    return SUIT_NAMES[suit]


def value_text(value2: int) -> str:
    """A value in half steps as a player reads it: 14 -> "7", 15 -> "7.5", -1 -> "-0.5"."""
    whole, half = divmod(value2, 2)
    return f"{whole}.5" if half else str(whole)


def card_text(suit: str, value2: int) -> str:
    """A card as it stands after potions: "Paladin 11", "Mage 7.5"."""
    return f"{SUIT_SINGULAR[suit]} {value_text(value2)}"


def parse_suit(word: str) -> str | None:
    """A suit from its letter or its name (either number), case-insensitive; None if none."""
    w = word.strip().lower()
    for suit in SUITS:
        if w in (suit.lower(), SUIT_NAMES[suit].lower(), SUIT_SINGULAR[suit].lower()):
            return suit
    return None


def printed(card: Card) -> int:
    """The card's printed value in half steps."""
    return 2 * card.rank
