"""Dealing hidden cards for determinization: uniformly among the deals that fit what a seat saw.

A seat that searches deals the cards it has not seen to the places it cannot see into (the other
hands, a face-down pile, a face-down card on the table), each with its size and what it may hold:
no card of a suit its owner has shown void in, or only some cards (a face-down lead of a named
suit). ``deal`` draws one such deal, every fitting deal equally likely:

- with no constraint, a shuffle;
- else a few shuffles, kept if one fits (rejection keeps the draw uniform);
- else exactly: the cards fall into classes by the places that may take them, and a count of the
  completions (over classes, per remaining capacity) weighs how many of each class go where.
  The counts depend only on the classes' sizes and the capacities, not on the cards, so they are
  memoized across calls: a search deals from one observation hundreds of times.

``count_deals`` gives the number of fitting deals, for a game that must weigh alternatives (a
face-down card either follows suit, or its seat is void in the suit) before dealing one.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Iterable, Iterator, Sequence
from functools import cache, lru_cache
from itertools import accumulate
from math import exp, lgamma
from typing import NamedTuple

from rules.core.cards import Card
from rules.core.chance import shuffle

TRIES = 6  # plain shuffles tried before the exact deal


class NoDeal(ValueError):
    """No deal of the hidden cards fits the constraints: the observation contradicts itself."""


class Place(NamedTuple):
    """Where ``size`` hidden cards lie: no card of a ``void`` suit; only cards in ``only`` if set."""

    size: int
    void: frozenset[str] = frozenset()
    only: frozenset[Card] | None = None

    def takes(self, card: Card) -> bool:
        return card.suit not in self.void and (self.only is None or card in self.only)


def shown_voids(tricks: Iterable[Sequence[tuple[int, Card]]], players: int) -> list[set[str]]:
    """Per seat, the suits it has shown it lacks by not following the led suit, in tricks given as
    ``(seat, card)`` plays in order (for games where a follower must follow suit if it can)."""
    voids: list[set[str]] = [set() for _ in range(players)]
    for plays in tricks:
        if not plays:
            continue
        led = plays[0][1].suit
        for seat, card in plays[1:]:
            if card.suit != led:
                voids[seat].add(led)
    return voids


def deal(cards: Sequence[Card], places: Sequence[Place], rng: random.Random, tries: int = TRIES) -> list[list[Card]]:
    """The cards dealt to the places, one list per place, uniformly among the deals that fit.

    Raises ``NoDeal`` when the sizes do not add up to the cards or no deal fits.
    """
    return Dealer(cards, places).deal(rng, tries)


class Dealer:
    """``deal`` for one set of cards and places, again and again: the places each card may go to
    are worked out once (a search deals from one observation hundreds of times). Its draws are
    ``deal``'s, call for call."""

    def __init__(self, cards: Sequence[Card], places: Sequence[Place]) -> None:
        if sum(p.size for p in places) != len(cards) or any(p.size < 0 for p in places):
            raise NoDeal("the hidden cards do not fill the hidden places")
        self.cards = list(cards)
        self.places = list(places)
        self.masks = _masks(cards, places)
        full = (1 << len(places)) - 1
        self.free = all(m == full for m in self.masks.values())
        self.slot_place = [] if self.free else [i for i, p in enumerate(places) for _ in range(p.size)]
        self._classes: tuple[tuple[tuple[int, int], ...], list[list[Card]]] | None = None

    def deal(self, rng: random.Random, tries: int = TRIES) -> list[list[Card]]:
        """One deal, uniformly among those that fit; ``NoDeal`` if none does."""
        pool = list(self.cards)
        places, masks = self.places, self.masks
        if self.free:
            shuffle(pool, rng)
            return _slices(pool, places)
        if not tries:  # the cards in their own order: their classes are worked out once
            if self._classes is None:
                self._classes = _classes(pool, masks)
            return _exact(pool, places, masks, rng, self._classes)
        for _ in range(tries):
            shuffle(pool, rng)
            if all(masks[c] >> i & 1 for c, i in zip(pool, self.slot_place)):
                return _slices(pool, places)
        return _exact(pool, places, masks, rng)


def count_deals(cards: Sequence[Card], places: Sequence[Place]) -> float:
    """How many deals of ``cards`` to ``places`` fit (a float: only ratios matter)."""
    if sum(p.size for p in places) != len(cards):
        return 0.0
    key, _ = _classes(cards, _masks(cards, places))
    return _count(key, 0, tuple(p.size for p in places))


# --- the exact deal -------------------------------------------------------------------------------
def _masks(cards: Sequence[Card], places: Sequence[Place]) -> dict[Card, int]:
    """Per card, the places that may take it, as a bit mask (bit i: place i)."""
    if all(p.only is None for p in places):
        by_suit: dict[str, int] = {}
        out: dict[Card, int] = {}
        for c in cards:
            m = by_suit.get(c.suit)
            if m is None:
                m = by_suit[c.suit] = sum(1 << i for i, p in enumerate(places) if c.suit not in p.void)
            out[c] = m
        return out
    return {c: sum(1 << i for i, p in enumerate(places) if p.takes(c)) for c in cards}


def _classes(cards: Sequence[Card], masks: dict[Card, int]) -> tuple[tuple[tuple[int, int], ...], list[list[Card]]]:
    """The cards grouped by mask, the most constrained first: ((mask, count), ...) and the groups."""
    groups: dict[int, list[Card]] = {}
    for c in cards:
        groups.setdefault(masks[c], []).append(c)
    order = sorted(groups, key=lambda m: (bin(m).count("1"), m))
    return tuple((m, len(groups[m])) for m in order), [groups[m] for m in order]


def _exact(
    cards: list[Card],
    places: Sequence[Place],
    masks: dict[Card, int],
    rng: random.Random,
    classes: tuple[tuple[tuple[int, int], ...], list[list[Card]]] | None = None,
) -> list[list[Card]]:
    """One deal drawn exactly; ``classes``: ``_classes(cards, masks)`` if already worked out."""
    if classes is None:
        key, groups = _classes(cards, masks)
    else:  # shared from call to call: shuffle copies
        key, groups = classes[0], [list(g) for g in classes[1]]
    caps = tuple(p.size for p in places)
    hands: list[list[Card]] = [[] for _ in places]
    for i, group in enumerate(groups):
        spreads, cumulative = _choices(key, i, caps)
        if not spreads:
            raise NoDeal("no deal of the hidden cards fits what this seat has seen")
        spread = spreads[bisect_right(cumulative, rng.random() * cumulative[-1])]
        shuffle(group, rng)
        at = 0
        for place, k in enumerate(spread):
            if k:
                hands[place].extend(group[at:at + k])
                at += k
        caps = tuple(c - k for c, k in zip(caps, spread))
    return hands


@lru_cache(maxsize=1 << 14)
def _choices(
    key: tuple[tuple[int, int], ...], i: int, caps: tuple[int, ...]
) -> tuple[tuple[tuple[int, ...], ...], tuple[float, ...]]:
    """Class ``i``'s possible spreads over the places and their cumulative weights (the ways to
    pick its cards for that spread times the completions of the classes after it)."""
    mask, n = key[i]
    spreads: list[tuple[int, ...]] = []
    weights: list[float] = []
    for spread in _spreads(n, mask, caps):
        rest = tuple(c - k for c, k in zip(caps, spread))
        w = _ways(n, spread) * _count(key, i + 1, rest)
        if w > 0:
            spreads.append(spread)
            weights.append(w)
    return tuple(spreads), tuple(accumulate(weights))


@lru_cache(maxsize=1 << 16)
def _count(key: tuple[tuple[int, int], ...], i: int, caps: tuple[int, ...]) -> float:
    """The deals of classes ``i..`` into the capacities ``caps`` (which they fill exactly)."""
    if i == len(key):
        return 0.0 if any(caps) else 1.0
    mask, n = key[i]
    if i == len(key) - 1:  # the last class takes exactly what is left
        if any(c and not mask >> p & 1 for p, c in enumerate(caps)):
            return 0.0
        return _ways(n, caps)
    total = 0.0
    for spread in _spreads(n, mask, caps):
        total += _ways(n, spread) * _count(key, i + 1, tuple(c - k for c, k in zip(caps, spread)))
    return total


def _spreads(n: int, mask: int, caps: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    """Every way to spread ``n`` cards over the places in ``mask``, within their capacities."""
    allowed = [p for p in range(len(caps)) if mask >> p & 1 and caps[p]]
    room = [0] * (len(allowed) + 1)
    for j in range(len(allowed) - 1, -1, -1):
        room[j] = room[j + 1] + caps[allowed[j]]
    if room[0] < n:
        return
    spread = [0] * len(caps)

    def walk(j: int, left: int) -> Iterator[tuple[int, ...]]:
        if j == len(allowed) - 1:
            spread[allowed[j]] = left
            yield tuple(spread)
            spread[allowed[j]] = 0
            return
        p = allowed[j]
        for k in range(max(0, left - room[j + 1]), min(caps[p], left) + 1):
            spread[p] = k
            yield from walk(j + 1, left - k)
        spread[p] = 0

    if n == 0:
        yield tuple(spread)
        return
    yield from walk(0, n)


def _ways(n: int, parts: Iterable[int]) -> float:
    """The multinomial n! / prod(k!): ways to split n distinct cards into parts of these sizes."""
    lf = _log_factorials()
    log = lf[n] - sum(lf[k] for k in parts)
    return exp(log)


@cache
def _log_factorials() -> tuple[float, ...]:
    return tuple(lgamma(k + 1) for k in range(257))


def _slices(pool: list[Card], places: Sequence[Place]) -> list[list[Card]]:
    out: list[list[Card]] = []
    at = 0
    for p in places:
        out.append(pool[at:at + p.size])
        at += p.size
    return out
