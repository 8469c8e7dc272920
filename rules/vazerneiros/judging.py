"""Who takes a trick: the base rule, the potion tie rule and every rumor that changes it.

Plays are ``TrickPlay`` values with their suit and value after potions (values in half steps).
Ties follow RULINGS: the tied card without a potion effect wins, and if all used effects, the
first played; rumor 7 has its own tie rule; rumors 4, 10 and 11 first break ties by the
hierarchy track.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.vazerneiros.observation import TrickPlay
from rules.vazerneiros.rumors import (
    BEGGARS_PLAY,
    CHOICE_OF_FATE,
    FAVOR_OF_THE_GODS,
    HIDDEN_ARTIFACT,
    RITUAL_OF_PATHS,
    SCOUNDRELS_STRIKE,
    UNEXPECTED_CHALLENGER,
)

ZERO_MAX = 0  # an effective 0 or -0.5 (half steps)
ELEVEN_MIN = 22  # an effective 11 or 11.5


def winner_index(
    plays: Sequence[TrickPlay], rumor: int | None, track: Sequence[str], trump: str | None = None
) -> int:
    """The position in ``plays`` (play order) of the card that takes the trick."""
    led = plays[0].suit
    order = range(len(plays))
    if rumor in (FAVOR_OF_THE_GODS, RITUAL_OF_PATHS):
        height = _heights(track)
        return max(order, key=lambda i: (plays[i].value, height[plays[i].suit], *_tie(plays, i)))
    if rumor == HIDDEN_ARTIFACT:
        trumps = [i for i in order if plays[i].value <= ZERO_MAX]
        if trumps:
            height = _heights(track)
            return max(trumps, key=lambda i: (height[plays[i].suit], plays[i].value, *_tie(plays, i)))
    if rumor == CHOICE_OF_FATE and trump is not None:
        trumps = [i for i in order if plays[i].suit == trump]
        if trumps:
            return _highest(plays, trumps)
    following = [i for i in order if plays[i].suit == led]
    if rumor == BEGGARS_PLAY:
        # Lowest wins; among equals a potioned card counts lower, then the last played wins.
        return max(following, key=lambda i: (-plays[i].value, plays[i].potioned, i))
    if rumor == SCOUNDRELS_STRIKE:
        ranked = sorted(following, key=lambda i: (plays[i].value, *_tie(plays, i)), reverse=True)
        return ranked[1] if len(ranked) > 1 else ranked[0]
    if rumor == UNEXPECTED_CHALLENGER:
        zeros = [i for i in following if plays[i].value <= ZERO_MAX]
        if zeros and any(plays[i].value >= ELEVEN_MIN for i in following):
            return max(zeros, key=lambda i: _tie(plays, i))  # all "0"s tie
    return _highest(plays, following)


def _highest(plays: Sequence[TrickPlay], among: Sequence[int]) -> int:
    return max(among, key=lambda i: (plays[i].value, *_tie(plays, i)))


def _tie(plays: Sequence[TrickPlay], i: int) -> tuple[bool, int]:
    """The general tie rule as a sort key: no potion beats potion, then the first played."""
    return (not plays[i].potioned, -i)


def _heights(track: Sequence[str]) -> dict[str, int]:
    """Suit -> height on the track (the top suit highest)."""
    return {suit: len(track) - k for k, suit in enumerate(track)}
