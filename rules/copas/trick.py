"""Who takes a Copas trick, and why, in the game's words ("highest Cup", "the only Sword")."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from rules.copas.deck import SUIT_WORDS
from rules.core.cards import Card


@cache
def _reason(led: str, alone: bool) -> str:
    word = SUIT_WORDS[led]
    return f"the only {word}" if alone else f"highest {word}"


def take_trick(plays: Sequence[tuple[int, Card]], led: str) -> tuple[int, str]:
    """The seat that takes the trick of ``(seat, card)`` plays, and why: the highest card of the
    led suit ("highest Club"), or the only one when nobody else could follow ("the only Club").
    There are no trumps."""
    best_seat, best_rank, followed = -1, -1, 0
    for seat, card in plays:
        if card.suit == led:
            followed += 1
            if card.rank > best_rank:
                best_seat, best_rank = seat, card.rank
    if best_seat < 0:
        raise ValueError(f"no card of the led suit {led!r} in the trick")
    return best_seat, _reason(led, followed == 1)
