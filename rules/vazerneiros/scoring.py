"""A round's points, in half points so that rumor 3's 1.5 a trick stays exact.

Tricks score 1 each unless the rumor says otherwise: 1.5 (rumor 3), 2 with nothing for the most
tricks (rumor 12), -1 (rumor 16), nothing at all but pairs of suits in the won piles (17, 18).
Rumor 14 adds 2 for the fewest tricks.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from rules.core.cards import Card
from rules.core.results import ScoreItem
from rules.vazerneiros.deck import SUIT_NAMES
from rules.vazerneiros.rumors import (
    ARCANE_RIVALRY,
    CURSED_CROWN,
    ECHO_OF_DISCORD,
    PRICE_OF_GREED,
    TURNAROUND_OF_THE_LESSERS,
    WEIGHT_OF_ANCESTORS,
)

# Half points a trick scores under each rumor (2 = 1 point).
TRICK_HALVES = {WEIGHT_OF_ANCESTORS: 3, PRICE_OF_GREED: 4, CURSED_CROWN: -2, ECHO_OF_DISCORD: 0, ARCANE_RIVALRY: 0}
LESSERS_BONUS = 4  # rumor 14: 2 points
PAIR_SUITS = {ECHO_OF_DISCORD: ("P", "B"), ARCANE_RIVALRY: ("M", "D")}  # (scores +1, scores -1)


def round_scores(
    rumor: int | None, tricks_won: Sequence[int], piles: Sequence[Sequence[Card]]
) -> tuple[tuple[int, ...], tuple[tuple[ScoreItem, ...], ...]]:
    """Per seat, the round's points in half points and the lines that make them up (in points)."""
    per_trick = TRICK_HALVES.get(rumor, 2) if rumor is not None else 2
    most, fewest = max(tricks_won), min(tricks_won)
    halves: list[int] = []
    lines: list[tuple[ScoreItem, ...]] = []
    for seat, won in enumerate(tricks_won):
        items: list[ScoreItem] = []
        total = 0
        if rumor in PAIR_SUITS:
            good, bad = PAIR_SUITS[rumor]
            pile = piles[seat]
            good_pairs = sum(1 for c in pile if c.suit == good) // 2
            bad_pairs = sum(1 for c in pile if c.suit == bad) // 2
            items.append(ScoreItem(f"Pairs of {SUIT_NAMES[good]}", float(good_pairs), good_pairs))
            items.append(ScoreItem(f"Pairs of {SUIT_NAMES[bad]}", float(-bad_pairs), bad_pairs))
            total = 2 * (good_pairs - bad_pairs)
        else:
            total = won * per_trick
            items.append(ScoreItem("Tricks", total / 2, won))
            if rumor == PRICE_OF_GREED and won == most:
                items.append(ScoreItem("Most tricks: the Price of Greed", -total / 2))
                total = 0
            if rumor == TURNAROUND_OF_THE_LESSERS and won == fewest:
                items.append(ScoreItem("Fewest tricks: the Turnaround", LESSERS_BONUS / 2))
                total += LESSERS_BONUS
        halves.append(total)
        lines.append(tuple(items))
    return tuple(halves), tuple(lines)


def round_so_far(
    rumor: int | None, history: Sequence[Any], players: int
) -> tuple[tuple[float, ...], tuple[Counter[str], ...]]:
    """From a round's finished tricks (``CompletedTrick``, public to every seat): per seat, the
    points the round would give if it ended now (``round_scores``), and how many cards of each
    suit it has won (the pairs of rumors 17 and 18 come from them)."""
    won = [0] * players
    piles: list[list[Card]] = [[] for _ in range(players)]
    for trick in history:
        if trick.winner is not None:
            won[trick.winner] += 1
            piles[trick.winner].extend(trick.taken)
    halves, _ = round_scores(rumor, won, piles)
    return tuple(h / 2 for h in halves), tuple(Counter(c.suit for c in pile) for pile in piles)
