"""Who takes a Copper Trickster trick, and why, in the game's words.

The highest card of the led suit takes the trick; under Ea-Nasir's Party a trick holding trumps is
taken by the highest trump. The Trickster Proposition judges its own tricks.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from rules.copper_trickster.deck import SUIT_SINGULAR
from rules.core.cards import Card

TRUMP = "trump"


@cache
def reason_for(suit_word: str, alone: bool) -> str:
    """"highest Palm", "the only Palm", "highest trump", "the only trump"."""
    return f"the only {suit_word}" if alone else f"highest {suit_word}"


def judge_trick(plays: Sequence[tuple[int, Card]], led_suit: str, trump: str | None = None) -> tuple[int, str]:
    """The seat that takes the trick of ``(seat, card)`` plays, and the reason: "highest Palm"
    or "the only Palm" (the led suit decides), "highest trump" or "the only trump" when trumps
    were played (the Party)."""
    suit, word = led_suit, SUIT_SINGULAR[led_suit]
    if trump is not None:
        for _, card in plays:
            if card.suit == trump:
                suit, word = trump, TRUMP
                break
    best_seat, best_rank, count = -1, -1, 0
    for seat, card in plays:
        if card.suit == suit:
            count += 1
            if card.rank > best_rank:
                best_seat, best_rank = seat, card.rank
    if best_seat < 0:
        raise ValueError(f"no card of the led suit {led_suit!r} in the trick")
    return best_seat, reason_for(word, count == 1)
