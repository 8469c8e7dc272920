"""When a search tree stops before its count or its clock: once the action it will choose can no
longer be caught (docs/search.md, "Settling")."""

from __future__ import annotations

import math
from collections.abc import Sequence

SETTLED_CHECK = 64  # iterations between asks whether the most visited action can still be caught
SETTLED_SLACK = 1.25  # a clock's iterations still to come, counted generously (the pace wavers)


def iterations_left(done: int, iterations: int | None, seconds: float | None, elapsed: float) -> float:
    """How many more iterations the search may run: to its count, or at its pace so far for
    the rest of its ``seconds`` (``elapsed`` of them gone), counted generously."""
    left = math.inf if iterations is None else float(iterations - done)
    if seconds is not None and elapsed > 0:
        left = min(left, done / elapsed * max(0.0, seconds - elapsed) * SETTLED_SLACK)
    return left


def settled(visits: Sequence[int], left: float) -> bool:
    """Whether the most visited action stays so whatever ``left`` more iterations do: its lead
    over the next (over 0, for a choice not yet widened to) is more than they could all make up.
    (On a clock, ``left`` is itself an estimate: ``iterations_left``.)"""
    top = second = 0
    for n in visits:
        if n > top:
            top, second = n, top
        elif n > second:
            second = n
    return top - second > left
