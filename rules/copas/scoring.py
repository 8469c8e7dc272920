"""Scoring one round of Copas: Cups, taking every trick, and the all-Cups bonus round."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from rules.core.events import Notice
from rules.core.results import RoundResult, ScoreItem

CUPS_IN_DECK = 10
SWEEP_PENALTY = 10  # each other player's penalty when one player takes every trick


@dataclass(frozen=True, slots=True)
class CopasRound(RoundResult):
    """A round's result with what its score means in words (a sweep, a bonus round, a pop): the
    round summary's notes, the same ``Notice``s the log shows."""

    notices: tuple[Notice, ...] = ()


@dataclass(frozen=True, slots=True)
class RoundOutcome:
    result: CopasRound
    new_pending: int | None  # seat whose 10 Cups wait on the next (bonus) round
    notices: tuple[Notice, ...]


def score_round(
    round_no: int,
    cups_taken: Sequence[int],
    tricks_won: Sequence[int],
    pending: int | None,
) -> RoundOutcome:
    """Penalty points of one round.

    ``pending`` is the seat that took all ten Cups in the round before (so this is its bonus
    round), or None. Taking every trick overrides everything, a pending bonus included.
    """
    n = len(cups_taken)
    items: list[list[ScoreItem]] = [[] for _ in range(n)]
    points = [0] * n
    notices: list[Notice] = []
    new_pending: int | None = None
    total_tricks = sum(tricks_won)
    sweeper = list(tricks_won).index(total_tricks) if total_tricks in tricks_won else None

    if sweeper is not None:
        notices.append(Notice("{0} took every trick: everyone else scores 10.", (sweeper,)))
        for s in range(n):
            if s == sweeper:
                items[s].append(ScoreItem("Took every trick", 0))
            else:
                items[s].append(ScoreItem("Another player took every trick", SWEEP_PENALTY))
                points[s] = SWEEP_PENALTY
        if pending is not None:
            items[pending].append(ScoreItem("Pending 10 Cups erased (every trick was taken)", 0))
    else:
        full = list(cups_taken).index(CUPS_IN_DECK) if CUPS_IN_DECK in cups_taken else None
        for s in range(n):
            if s == pending:
                continue
            if s == full:
                items[s].append(ScoreItem("All 10 Cups: held until the bonus round", 0))
                new_pending = s
                notices.append(Notice("{0} took all 10 Cups: a bonus round follows.", (s,)))
            elif cups_taken[s]:
                items[s].append(_cups_taken(cups_taken[s]))
                points[s] = cups_taken[s]
        if pending is not None:
            taken = cups_taken[pending]
            if taken == 0:
                items[pending].append(ScoreItem("Pending 10 Cups erased (no Cup in the bonus round)", 0))
                notices.append(Notice("{0} took no Cup in the bonus round: the 10 are erased.", (pending,)))
            else:
                items[pending].append(ScoreItem("Pending 10 Cups from the last round", CUPS_IN_DECK))
                items[pending].append(_cups_taken(taken))
                points[pending] = CUPS_IN_DECK + taken
                notices.append(Notice("{0} took a Cup in the bonus round: the 10 count.", (pending,)))

    title = "Bonus round" if pending is not None else f"Round {round_no}"
    result = CopasRound(round_no, tuple(points), tuple(map(tuple, items)), title, notices=tuple(notices))
    return RoundOutcome(result, new_pending, tuple(notices))


@cache
def _cups_taken(cups: int) -> ScoreItem:
    """The breakdown's line for ``cups`` Cups taken, one point each: made once for each count
    (an item is a frozen value), as random play and search score a round every few dozen actions."""
    return ScoreItem("Cups taken", cups, cups)
