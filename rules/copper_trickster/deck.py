"""The Copper Trickster's 60 copper cards (1-12 in five suits) and their card actions.

The rulebook never names the suits; the project does: Bulls, Fish, Moons, Palms and Stars, each
with a code letter. A card's code is its number then the letter (``"7M"``, ``"12S"``).
The Trickster Proposition (2 players) uses this deck too.
"""

from __future__ import annotations

from functools import cache

from rules.core.actions import CardActions
from rules.core.cards import Card, Deck

SUITS: tuple[str, ...] = ("B", "F", "M", "P", "S")
SUIT_NAMES: dict[str, str] = {"B": "Bulls", "F": "Fish", "M": "Moons", "P": "Palms", "S": "Stars"}
SUIT_SINGULAR: dict[str, str] = {"B": "Bull", "F": "Fish", "M": "Moon", "P": "Palm", "S": "Star"}
RANKS: tuple[int, ...] = tuple(range(1, 13))


@cache
def copper_deck() -> Deck:
    """All 60 copper cards, suit by suit, 1 to 12; ``card.rank`` is the printed number."""
    return Deck(
        (suit, rank, f"{rank}{suit}", f"{rank} of {SUIT_NAMES[suit]}", str(rank))
        for suit in SUITS
        for rank in RANKS
    )


@cache
def suit_cards(suit: str) -> tuple[Card, ...]:
    """The twelve cards of ``suit``, 1 to 12."""
    if suit not in SUITS:
        raise ValueError(f"there is no suit {suit!r}; the suits are {', '.join(SUITS)}")
    return tuple(c for c in copper_deck() if c.suit == suit)


@cache
def cards_without(removed_suit: str | None) -> tuple[Card, ...]:
    """The cards in play when ``removed_suit`` (or no suit, ``None``) is out of the game."""
    return tuple(c for c in copper_deck() if c.suit != removed_suit)


def parse_suit(text: str) -> str:
    """A suit code from its letter or name (any case); ``ValueError`` naming the suits if none."""
    word = text.strip().upper()
    for suit in SUITS:
        if word in (suit, SUIT_NAMES[suit].upper(), SUIT_SINGULAR[suit].upper()):
            return suit
    names = ", ".join(f"{s} ({SUIT_NAMES[s]})" for s in SUITS)
    raise ValueError(f"there is no suit {text!r}; the suits are {names}")


@cache
def play_actions() -> CardActions:
    """``play 7F``: one interned ``CardAction`` per copper card."""
    return CardActions(copper_deck(), "play", example="7F")


@cache
def discard_actions() -> CardActions:
    """``discard 3B``: the 5-player Messenger's discard (it passes nothing)."""
    return CardActions(copper_deck(), "discard", example="3B")


def hand_size(players: int) -> int:
    """Cards dealt to each player: 16 with 3 players (one suit out), 15 with 4, 12 with 5."""
    try:
        return {3: 16, 4: 15, 5: 12}[players]
    except KeyError:
        raise ValueError(f"the base game is for 3 to 5 players, not {players}") from None
