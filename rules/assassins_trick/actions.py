"""The one action of Assassin's Trick: bid a card from your hand, face down (``bid QH``).

Bids are the core's interned ``CardAction``s, one per card, so ``legal_actions`` hands out
existing objects and the text form parses back to the same object.
"""

from __future__ import annotations

from functools import cache

from rules.assassins_trick.deck import deck
from rules.core.actions import CardActions


@cache
def bid_actions() -> CardActions:
    """One interned ``bid`` action per card of the deck, indexed by ``card.index``."""
    return CardActions(deck(), "bid", example="QH")
