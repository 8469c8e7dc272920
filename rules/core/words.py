"""Counts in words, as every game's plates, prompts, hints and events say them."""

from __future__ import annotations


def noun(n: float, word: str) -> str:
    """``word`` as a count of ``n`` calls it: "point" for 1 or -1, "points" for any other."""
    return word if abs(n) == 1 else f"{word}s"


def counted(n: float, word: str) -> str:
    """"1 card", "3 cards", "-1 point", "1.5 points": the count, then its noun (a float count
    keeps its halves and loses a trailing ".0")."""
    shown = f"{n:g}" if isinstance(n, float) else str(n)
    return f"{shown} {noun(n, word)}"
