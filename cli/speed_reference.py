"""A game's random play raced against another program's rules of a like game, in the same run
(``GameInfo.speed_reference``: Copas against OpenSpiel's Hearts).

The two take turns in short slices, so that whatever else the machine does falls on both alike.
"""

from __future__ import annotations

from cli import speed
from rules.core.registry import GameInfo

SLICES = 6


def figure_name(info: GameInfo) -> str:
    assert info.speed_reference is not None
    return f"{info.id}.vs_{info.speed_reference.name}"


def race(info: GameInfo, seconds: float) -> tuple[float, float, float]:
    """(the game's random actions per second at its bench size, the reference's, their ratio),
    ``seconds`` in all; ``ReferenceMissing`` where the reference's package is not installed."""
    reference = info.speed_reference
    assert reference is not None
    part = seconds / (2 * SLICES)
    ours = theirs = 0.0
    for _ in range(SLICES):
        ours += speed.random_actions_per_s(info.id, info.bench_players, part, dict(info.bench_options))
        theirs += reference.actions_per_s(part)
    return ours / SLICES, theirs / SLICES, ours / theirs
