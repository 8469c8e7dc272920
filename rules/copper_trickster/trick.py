"""Who takes a Copper Trickster trick, and why, in the game's words.

The highest card of the led suit takes the trick; under Ea-Nasir's Party a trick holding trumps is
taken by the highest trump. The Trickster Proposition judges its own tricks.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.copper_trickster.deck import SUIT_SINGULAR
from rules.core.cards import Card
from rules.core.tricks import take_trick

TRUMP = "trump"


def judge_trick(plays: Sequence[tuple[int, Card]], led_suit: str, trump: str | None = None) -> tuple[int, str]:
    """The seat that takes the trick of ``(seat, card)`` plays, and the reason: "highest Palm"
    or "the only Palm" (the led suit decides), "highest trump" or "the only trump" when trumps
    were played (the Party)."""
    taken = take_trick(plays, led_suit, trump)
    return taken.seat, taken.reason(TRUMP if taken.by_trump else SUIT_SINGULAR[led_suit])
