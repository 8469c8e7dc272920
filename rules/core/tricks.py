"""Trick-taking helpers shared by the games that follow suit."""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.cards import Card


def follow_suit(hand: Sequence[Card], led_suit: str | None) -> list[Card]:
    """The cards of ``hand`` that may be played: the led suit if held, else anything."""
    if led_suit is None:
        return list(hand)
    same = [c for c in hand if c.suit == led_suit]
    return same if same else list(hand)


def highest_of_suit(plays: Sequence[tuple[int, Card]], suit: str) -> int:
    """The seat whose card is the highest of ``suit`` among ``(seat, card)`` plays."""
    best_seat, best_rank = -1, -1
    for seat, card in plays:
        if card.suit == suit and card.rank > best_rank:
            best_seat, best_rank = seat, card.rank
    return best_seat
