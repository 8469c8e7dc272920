"""The one action of Assassin's Trick: bid a card from your hand, face down.

Bids are interned, one per card, so ``legal_actions`` hands out existing objects.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rules.assassins_trick.deck import deck
from rules.core.cards import Card
from rules.core.errors import IllegalAction


@dataclass(frozen=True, slots=True)
class Bid:
    card: Card

    def __str__(self) -> str:
        return f"bid {self.card.code}"


@cache
def all_bids() -> tuple[Bid, ...]:
    """One ``Bid`` per card of the deck, indexed by ``card.index``."""
    return tuple(Bid(c) for c in deck())


def bid_for(card: Card) -> Bid:
    return all_bids()[card.index]


def parse_action(text: str) -> Bid:
    """``"bid QH"`` (any case, any spacing; the word ``bid`` may be left out) as a ``Bid``."""
    words = text.split()
    if words and words[0].lower() == "bid":
        words = words[1:]
    if len(words) != 1:
        raise IllegalAction(f"cannot read {text!r}: an action looks like 'bid QH' (bid the Queen of Hearts)")
    try:
        return bid_for(deck().card(words[0]))
    except KeyError:
        raise IllegalAction(
            f"cannot read {text!r}: there is no card {words[0]!r} (cards look like 7H, 10S, QD, AC)"
        ) from None
