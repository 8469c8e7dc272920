"""Tavern Tricks' table (3-6 players): the other seats in a row along the top, the trick in the
middle with the dominance dice and the Left/Right coin on its left, the stakes and the tied
tricks on its right.

Anchors added to the shared frame (tools/make_layouts.py):
  seat_<i>, fan_<i>   screen seat i's name plate and, under it, its hand as a fan of backs
  won_<i>, bank_<i>   screen seat i's tricks won (a small stack) and its coin bank
  trick, trick_<i>    the trick, and where screen seat i's card lies in it (a row in play order
                      round the table), each card's standing on a badge under it
  deck                where dealt cards come from (the foot of the trick)
  dice, coin          the dominance dice; the Left/Right coin
  stakes, tied        the stakes pile; the cards of tied tricks left in the middle
"""

from __future__ import annotations

Rect = tuple[int, int, int, int]

LEFT, RIGHT = 10, 1030
TOP, PLATE, BLOCK = 8, 62, 168  # other seats: plate height, whole block height
MIDDLE, BOTTOM = 184, 468
SIDE = 190  # the side columns' width
GAP = 10
SLOT = 103  # a trick card's column


def block(x: int, width: int, i: int) -> dict[str, Rect]:
    """One other seat: its plate, then its fan beside its tricks won over its bank."""
    pile = 84
    inner = TOP + PLATE + 4
    return {
        f"seat_{i}": (x, TOP, width, PLATE),
        f"fan_{i}": (x, inner, width - pile - 4, BLOCK - PLATE - 4),
        f"won_{i}": (x + width - pile, inner, pile, 50),
        f"bank_{i}": (x + width - pile, inner + 54, pile, BLOCK - PLATE - 58),
    }


def layout(players: int) -> dict[str, Rect]:
    others = players - 1
    width = (RIGHT - LEFT - GAP * (others - 1)) // others
    middle_left = LEFT + SIDE + GAP
    trick_width = RIGHT - SIDE - GAP - middle_left
    anchors: dict[str, Rect] = {
        "dice": (LEFT, MIDDLE, SIDE, 150),
        "coin": (LEFT, MIDDLE + 156, SIDE, BOTTOM - MIDDLE - 156),
        "stakes": (RIGHT - SIDE, MIDDLE, SIDE, 130),
        "tied": (RIGHT - SIDE, MIDDLE + 136, SIDE, BOTTOM - MIDDLE - 136),
        "trick": (middle_left, MIDDLE, trick_width, BOTTOM - MIDDLE),
        "deck": (middle_left + trick_width // 2 - 60, BOTTOM - 50, 120, 46),
        "bank_0": (LEFT, 474, SIDE, 54),
        "won_0": (LEFT, 532, SIDE, 62),
    }
    row = SLOT * players
    start = middle_left + (trick_width - row) // 2
    for i in range(players):
        anchors[f"trick_{i}"] = (start + i * SLOT + 3, MIDDLE + 6, SLOT - 6, 150)
    for i in range(1, players):
        anchors.update(block(LEFT + (i - 1) * (width + GAP), width, i))
    return anchors


def layouts() -> dict[int, dict[str, Rect]]:
    return {players: layout(players) for players in (3, 4, 5, 6)}
