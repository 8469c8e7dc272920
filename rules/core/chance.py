"""Chance helpers shared by the rules and the search's samplers."""

from __future__ import annotations

import random
from typing import Any


def shuffle(items: list[Any], rng: random.Random) -> None:
    """``rng.shuffle(items)``, the very same order from the same generator, without its
    per-card method calls (a round's deal is a good part of random play's time)."""
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]
