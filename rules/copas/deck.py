"""The Portuguese 40-card deck and Copas's card-play actions."""

from __future__ import annotations

from functools import cache

from rules.core.actions import CardActions
from rules.core.cards import Card, Deck

SUITS: tuple[str, ...] = ("P", "E", "C", "O")
SUIT_NAMES: dict[str, str] = {"P": "Clubs", "E": "Swords", "C": "Cups", "O": "Coins"}
SUIT_WORDS: dict[str, str] = {"P": "Club", "E": "Sword", "C": "Cup", "O": "Coin"}  # one card of a suit
CUPS = "C"
# Low to high; the 7 (manilha) sits between the King and the Ace.
RANK_LABELS: tuple[str, ...] = ("2", "3", "4", "5", "6", "Q", "J", "K", "7", "A")
RANK_WORDS: dict[str, str] = {"Q": "Queen", "J": "Jack", "K": "King", "A": "Ace"}
TWO_OF_CLUBS = "2P"


@cache
def copas_deck() -> Deck:
    return Deck(
        (suit, rank, f"{label}{suit}", f"{RANK_WORDS.get(label, label)} of {SUIT_NAMES[suit]}", label)
        for suit in SUITS
        for rank, label in enumerate(RANK_LABELS)
    )


@cache
def deck_for(players: int) -> tuple[Card, ...]:
    """The cards in play: three players leave out the 2 of Clubs so 39 cards deal evenly."""
    deck = copas_deck()
    return tuple(c for c in deck if not (players == 3 and c.code == TWO_OF_CLUBS))


@cache
def play_actions() -> CardActions:
    """Copas's one action, ``play 7C``: one interned ``CardAction`` per card."""
    return CardActions(copas_deck(), "play", example="7C")
