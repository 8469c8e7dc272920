"""Who takes a Copas trick, and why, in the game's words ("highest Cup", "the only Sword")."""

from __future__ import annotations

from collections.abc import Sequence

from rules.copas.deck import CUPS, SUIT_WORDS
from rules.core.cards import Card
from rules.core.tricks import trick_reason


def take_trick(plays: Sequence[tuple[int, Card]], led: str) -> tuple[int, str]:
    """The seat that takes the trick of ``(seat, card)`` plays, and why: the highest card of the
    led suit ("highest Club"), or the only one when nobody else could follow ("the only Club").
    There are no trumps."""
    seat, reason, _ = judge_trick(plays, led)
    return seat, reason


def judge_trick(plays: Sequence[tuple[int, Card]], led: str) -> tuple[int, str, int]:
    """``take_trick`` and the Cups in the trick, in one pass over it: the state judges a trick
    every few actions of random play and search, so this is written out rather than built on
    ``rules.core.tricks.take_trick`` (whose trumps Copas has none of; a test holds the two equal)."""
    winner = best = -1
    following = cups = 0
    for seat, card in plays:
        suit = card.suit
        if suit == led:
            following += 1
            if card.rank > best:
                winner, best = seat, card.rank
        if suit == CUPS:
            cups += 1
    if winner < 0:
        raise ValueError(f"no card of the led suit {led!r} in the trick")
    return winner, trick_reason(SUIT_WORDS[led], following == 1), cups
