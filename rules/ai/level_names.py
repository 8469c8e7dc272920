"""The search levels' names, apart from their search: naming or listing a level (the setup
screen, ``--bots``) loads no search and no worker processes (``rules.ai.levels`` makes them)."""

from __future__ import annotations

NORMAL = "normal"
HARD = "hard"
ORACLE = "oracle"
PLAYOUT = "playout"
SEARCH_LEVELS: tuple[str, ...] = (NORMAL, HARD)  # every game has them, in the window too
MEASURING_LEVELS: tuple[str, ...] = (ORACLE, PLAYOUT)  # play and tournament only
