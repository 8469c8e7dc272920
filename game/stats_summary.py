"""What the statistics show, worked out from one player's results (pure; no database, no pygame)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class PlayerResult:
    """One finished game seen from one human seat."""

    row: int  # the game's row in the database (opens it in the replay viewer)
    game: str
    players: int
    finished_at: str  # ISO 8601, UTC
    score: float
    won: bool
    lower_is_better: bool


@dataclass(frozen=True)
class Line:
    """One game at one player count: the numbers a row of the statistics table shows."""

    game: str
    players: int
    played: int
    won: int
    best: float
    average: float
    current_streak: int  # wins in a row up to the latest game
    longest_streak: int
    lower_is_better: bool

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


def streaks(wins: Iterable[bool]) -> tuple[int, int]:
    """(current, longest) runs of wins, oldest game first."""
    current = longest = 0
    for won in wins:
        current = current + 1 if won else 0
        longest = max(longest, current)
    return current, longest


def summarize(results: Sequence[PlayerResult]) -> list[Line]:
    """One line per (game, player count), in the order each was first played; ``results`` oldest
    first."""
    groups: dict[tuple[str, int], list[PlayerResult]] = {}
    for result in results:
        groups.setdefault((result.game, result.players), []).append(result)
    lines = []
    for (game, players), games in groups.items():
        lower = games[-1].lower_is_better
        scores = [g.score for g in games]
        current, longest = streaks(g.won for g in games)
        lines.append(
            Line(
                game=game,
                players=players,
                played=len(games),
                won=sum(1 for g in games if g.won),
                best=min(scores) if lower else max(scores),
                average=sum(scores) / len(scores),
                current_streak=current,
                longest_streak=longest,
                lower_is_better=lower,
            )
        )
    return lines


def series(results: Sequence[PlayerResult], game: str, players: int) -> list[PlayerResult]:
    """The results of one game at one player count, oldest first: the chart's points."""
    return [r for r in results if r.game == game and r.players == players]
