"""A fast rule-based Copas player: duck under the winning card, dump Cups and high cards when void.

It decides from its observation only: its hand, the trick on the table and the public tricks.
Among cards its rules find equally good it picks at random, from its own seeded generator, so
two bots with different seeds do not play in lockstep.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from rules.copas.deck import CUPS, deck_for
from rules.copas.observation import CopasObservation
from rules.core.actions import CardAction
from rules.core.bots import Budget
from rules.core.cards import Card


class EasyBot:
    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: CopasObservation, budget: Budget | None = None) -> CardAction:
        obs = observation
        legal = {a.card: a for a in obs.legal_actions}
        cards = list(legal)
        if len(cards) == 1:
            return legal[cards[0]]
        if not obs.trick:
            return legal[self._lead(obs, cards)]
        led = obs.trick[0][1].suit
        if cards[0].suit == led:
            return legal[self._follow(obs, cards, led)]
        return legal[self._discard(obs, cards)]

    def _best(self, cards: Sequence[Card], score: Callable[[Card], Any]) -> Card:
        """The card with the highest ``score``; a tie is broken at random."""
        scores = [score(c) for c in cards]
        top = max(scores)
        best = [c for c, s in zip(cards, scores) if s == top]
        return best[0] if len(best) == 1 else self.rng.choice(best)

    def _lead(self, obs: CopasObservation, cards: list[Card]) -> Card:
        """Lead low from the suit where a low card is most likely to be beaten by someone else."""
        unseen = unseen_ranks(set(obs.hand) | set(obs.played_cards()), obs.players)
        return self._best(cards, lambda card: lead_score(card, unseen))

    def _follow(self, obs: CopasObservation, cards: list[Card], led: str) -> Card:
        winning = max((c.rank for _, c in obs.trick if c.suit == led), default=-1)
        under = [c for c in cards if c.rank < winning]
        if under:
            return max(under, key=lambda c: c.rank)  # duck as high as is safe
        if len(obs.trick) == obs.players - 1:
            return max(cards, key=lambda c: c.rank)  # we take it anyway: shed the highest
        return min(cards, key=lambda c: c.rank)  # someone after us may still go over

    def _discard(self, obs: CopasObservation, cards: list[Card]) -> Card:
        cups = [c for c in cards if c.suit == CUPS]
        if cups:
            return max(cups, key=lambda c: c.rank)
        counts = Counter(c.suit for c in obs.hand)
        # Throw the highest card, breaking ties toward short suits (to become void sooner).
        return self._best(cards, lambda c: (c.rank, -counts[c.suit]))


def lead_score(card: Card, unseen: Mapping[str, Sequence[int]]) -> float:
    """How much the easy bot likes leading ``card``, ``unseen`` being the ranks it has not seen
    per suit: the more unseen cards can beat it the better, a low card breaking ties, and a Cup
    only when it is safe (the search's reading of leads asks the same, ``rules.copas.inference``)."""
    return lead_value(card, sum(1 for r in unseen.get(card.suit, ()) if r > card.rank))


def lead_value(card: Card, higher_out: int) -> float:
    """``lead_score`` of ``card`` when ``higher_out`` unseen cards of its suit rank above it."""
    penalty = 10 if card.suit == CUPS and higher_out == 0 else 0
    return round(higher_out - 0.1 * card.rank - penalty, 9)


def unseen_ranks(seen: Collection[Card], players: int) -> dict[str, list[int]]:
    """Per suit, the ranks of the cards in play that are not in ``seen``."""
    out: dict[str, list[int]] = {}
    for card in deck_for(players):
        if card not in seen:
            out.setdefault(card.suit, []).append(card.rank)
    return out
