"""Who takes a Copas trick, and why, in the game's words ("highest Cup", "the only Sword")."""

from __future__ import annotations

from collections.abc import Sequence

from rules.copas.deck import SUIT_WORDS
from rules.core.cards import Card
from rules.core.tricks import take_trick as take


def take_trick(plays: Sequence[tuple[int, Card]], led: str) -> tuple[int, str]:
    """The seat that takes the trick of ``(seat, card)`` plays, and why: the highest card of the
    led suit ("highest Club"), or the only one when nobody else could follow ("the only Club").
    There are no trumps."""
    taken = take(plays, led)
    return taken.seat, taken.reason(SUIT_WORDS[led])
