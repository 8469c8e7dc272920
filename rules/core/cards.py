"""Cards as interned values.

Every game builds its deck once (cached); a card is then the same object wherever it goes, so
cards compare and hash by identity, which keeps the hot paths of random play and search fast.
Never construct a ``Card`` outside a ``Deck``: look it up with ``deck.card(code)``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import overload


class Card:
    """One physical card: a suit code, a rank that orders cards within the game, and a code.

    ``code`` is the short text form used in action text, records and logs (``"7C"``, ``"QS"``,
    ``"JK1"``). ``name`` is the words a player reads (``"7 of Cups"``). ``index`` is the card's
    position in its deck, handy for arrays and stable sorting.
    """

    __slots__ = ("suit", "rank", "code", "name", "index", "label")

    def __init__(self, suit: str, rank: int, code: str, name: str, index: int, label: str) -> None:
        self.suit = suit
        self.rank = rank
        self.code = code
        self.name = name
        self.index = index
        self.label = label  # what is printed in the card's corner ("7", "Q", "A", "★")

    def __repr__(self) -> str:
        return f"Card({self.code})"

    def __str__(self) -> str:
        return self.code

    def __lt__(self, other: Card) -> bool:  # sorting a hand: by deck order
        return self.index < other.index

    def __reduce__(self) -> str:
        raise TypeError("cards are interned; store card codes, not Card objects")


class Deck(Sequence[Card]):
    """An ordered, immutable set of interned cards with lookup by code."""

    def __init__(self, cards: Iterable[tuple[str, int, str, str, str]]) -> None:
        """``cards`` yields ``(suit, rank, code, name, label)`` in deck order."""
        self._cards: tuple[Card, ...] = tuple(
            Card(suit, rank, code, name, i, label)
            for i, (suit, rank, code, name, label) in enumerate(cards)
        )
        self._by_code = {c.code.upper(): c for c in self._cards}
        if len(self._by_code) != len(self._cards):
            raise ValueError("card codes must be unique within a deck")

    def card(self, code: str) -> Card:
        """The card with this code (case-insensitive); ``KeyError`` with a clear message if none."""
        try:
            return self._by_code[code.strip().upper()]
        except KeyError:
            raise KeyError(f"there is no card {code!r} in this deck") from None

    def cards(self, codes: Iterable[str]) -> list[Card]:
        return [self.card(c) for c in codes]

    @overload
    def __getitem__(self, i: int) -> Card: ...

    @overload
    def __getitem__(self, i: slice) -> tuple[Card, ...]: ...

    def __getitem__(self, i: int | slice) -> Card | tuple[Card, ...]:
        return self._cards[i]

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self._cards)

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and card.index < len(self._cards) and self._cards[card.index] is card


def codes(cards: Iterable[Card]) -> list[str]:
    """Card codes, for records, events and JSON."""
    return [c.code for c in cards]
