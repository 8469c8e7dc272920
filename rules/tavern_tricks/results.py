"""A Tavern Tricks hand's result: the coins it moved (``points``, per seat) and what the score
sheet's sentences say about it (the tricks each seat took, who took the stakes, the banks after
it), so a summary reads them from the rules rather than keeping its own count."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.results import RoundResult


@dataclass(frozen=True, slots=True)
class HandResult(RoundResult):
    tricks: tuple[int, ...] = ()  # per seat: tricks taken this hand (tied tricks included)
    stakes_to: int | None = None  # the seat that took the stakes
    stakes: int = 0  # the coins it took
    banks: tuple[int, ...] = ()  # per seat: coins in the bank after the hand
    unclaimed: int = 0  # tied tricks still in the middle at the end: they count for nobody
