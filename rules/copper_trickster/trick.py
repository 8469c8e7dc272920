"""Who takes a Copper Trickster trick, and why, in the game's words.

The highest card of the led suit takes the trick; under Ea-Nasir's Party a trick holding trumps is
taken by the highest trump. The Trickster Proposition judges its own tricks.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from rules.copper_trickster.deck import SUIT_SINGULAR
from rules.core.cards import Card

HIGHEST_TRUMP = "highest trump"


@cache
def highest_of(suit: str) -> str:
    """"highest Palm": the reason when the led suit decides."""
    return f"highest {SUIT_SINGULAR[suit]}"


def judge_trick(plays: Sequence[tuple[int, Card]], led_suit: str, trump: str | None = None) -> tuple[int, str]:
    """The seat that takes the trick of ``(seat, card)`` plays, and the reason: "highest Palm"
    (the led suit), or "highest trump" when trumps were played (the Party)."""
    suit, reason = led_suit, ""
    if trump is not None:
        for _, card in plays:
            if card.suit == trump:
                suit, reason = trump, HIGHEST_TRUMP
                break
    best_seat, best_rank = -1, -1
    for seat, card in plays:
        if card.suit == suit and card.rank > best_rank:
            best_seat, best_rank = seat, card.rank
    if best_seat < 0:
        raise ValueError(f"no card of the led suit {led_suit!r} in the trick")
    return best_seat, reason or highest_of(led_suit)
