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

    def to_json(self) -> dict[str, Any]:
        return {
            "round": self.round_no,
            "title": self.title,
            "points": list(self.points),
            "breakdown": [[i.to_json() for i in items] for items in self.breakdown],
        }


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
