"""The observation vocabulary every game shares.

Each game's observation is its own frozen type with whatever else the game needs; these names
mean the same thing in every game, so search bots, statistics, the replay viewer and the table's
generic panels can read any game through them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from rules.core.cards import Card


@runtime_checkable
class Observation(Protocol):
    """What one seat may know now, in the words every game uses."""

    @property
    def seat(self) -> int:
        """The seat this observation belongs to."""

    @property
    def players(self) -> int: ...

    @property
    def to_move(self) -> tuple[int, ...]:
        """Every seat that must act now (empty once the game is over)."""

    @property
    def legal_actions(self) -> Sequence[Any]:
        """This seat's legal actions now (empty when it need not act)."""

    @property
    def hand(self) -> tuple[Card, ...]:
        """This seat's own hand."""

    @property
    def hand_counts(self) -> tuple[int, ...]:
        """Per seat, how many cards it holds."""

    @property
    def round_no(self) -> int:
        """The round (or prize, or deal) in progress, 1-based."""

    @property
    def scores(self) -> tuple[float, ...]:
        """Running game totals per seat: what a score panel shows."""

    @property
    def is_over(self) -> bool: ...

    @property
    def history(self) -> tuple[Any, ...]:
        """The public record of finished plays (completed tricks, resolved prizes)."""


OBSERVATION_FIELDS: tuple[str, ...] = (
    "seat",
    "players",
    "to_move",
    "legal_actions",
    "hand",
    "hand_counts",
    "round_no",
    "scores",
    "is_over",
    "history",
)
