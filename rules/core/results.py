"""Round and game results, with the breakdown of where every point came from."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class ScoreItem:
    """One line of a seat's round breakdown: ``"Cups taken" x3 = 3``."""

    label: str
    points: float
    count: int = 1

    def to_json(self) -> dict[str, Any]:
        return {"label": self.label, "count": self.count, "points": self.points}


@dataclass(frozen=True, slots=True)
class RoundResult:
    round_no: int
    points: tuple[float, ...]  # per seat, this round
    breakdown: tuple[tuple[ScoreItem, ...], ...]  # per seat
    title: str = ""  # "Round 3", "Bonus round"
    # The role each column played that round ("Supplier", "Ea-Nasir"), by seat; empty: no roles.
    roles: tuple[str, ...] = ()
    # Columns after the seats' (a scoring party that is no seat, such as Ea-Nasir in The Trickster
    # Proposition), by name; ``points`` and ``breakdown`` then hold one entry per seat, then these.
    extra_columns: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "round": self.round_no,
            "title": self.title,
            "points": list(self.points),
            "breakdown": [[i.to_json() for i in items] for items in self.breakdown],
        }
        if self.roles:
            out["roles"] = list(self.roles)
        if self.extra_columns:
            out["extra_columns"] = list(self.extra_columns)
        return out


@dataclass(frozen=True, slots=True)
class GameResult:
    """The state of the score sheet; final once ``finished`` is true.

    Whether lower scores are better is the game's, not the result's: ``GameInfo.lower_is_better``.
    """

    game: str
    players: int
    scores: tuple[float, ...]
    winners: tuple[int, ...]
    rounds: tuple[RoundResult, ...]
    finished: bool
    extra: dict[str, Any] = field(default_factory=dict)  # game-specific facts (losers, tie-breaks)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "finished": self.finished,
            "scores": list(self.scores),
            "winners": list(self.winners),
            "rounds": [list(r.points) for r in self.rounds],
            "breakdown": [r.to_json() for r in self.rounds],
            **self.extra,
        }
