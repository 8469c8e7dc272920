"""Vazerneiros' table (3-5 players): the other seats in a row along the top, the hierarchy track
and the potion supply on the left, the trick (and the auction's cards) in the middle, the rumor
cards on the right.

Anchors added to the shared frame (tools/make_layouts.py):
  seat_<i>, fan_<i>   screen seat i's name plate and, under it, its hand as a fan of backs
  pots_<i>            screen seat i's potion tokens (pots_0 left of the shown hand)
  elixir_<i>          where the Alchemy Elixir card lies in front of its owner
  track               the hierarchy track: the four suit tokens, highest first, and rumor 5's
                      trump marker beside the trump suit
  supply              the general supply of potion tokens
  trick, trick_<i>    the trick (and the auction's cards) and where screen seat i's card lies in it
  rumors              the three rumor cards of the round, one under the other; the chosen one
                      alone once the auction is won
The controls strip runs the width of the felt (the potion choice has many buttons).
"""

from __future__ import annotations

Rect = tuple[int, int, int, int]

LEFT, RIGHT = 10, 1030  # the felt left of the side bar
TOP, PLATE = 8, 64  # other seats: name plates (two lines under the name at 960×600)
UNDER = TOP + PLATE + 4  # their fans and potions
# The track, the trick and the rumors; under them a band of felt stays free for the hint line,
# which the table moves just above the controls strip when the potion buttons fill it.
MIDDLE, BOTTOM = 172, 424
TRACK = 172
SIDE = 190  # the left column (track, supply)
RUMORS = 270  # the right column (rumor cards)
GAP = 10
POTS = 100  # an other seat's potions: a 2×2 grid
SLOT = 103  # a trick card's column


def block(x: int, width: int, i: int) -> dict[str, Rect]:
    """One other seat: its plate; under it its fan, and its potions over its Elixir."""
    return {
        f"seat_{i}": (x, TOP, width, PLATE),
        f"fan_{i}": (x, UNDER, width - POTS - 6, MIDDLE - UNDER - 6),
        f"pots_{i}": (x + width - POTS, UNDER, POTS, 58),
        f"elixir_{i}": (x + width - POTS, UNDER + 62, POTS, MIDDLE - UNDER - 68),
    }


def layout(players: int) -> dict[str, Rect]:
    others = players - 1
    width = (RIGHT - LEFT - GAP * (others - 1)) // others
    middle_left = LEFT + SIDE + GAP
    right = RIGHT - RUMORS
    trick_width = right - GAP - middle_left
    anchors: dict[str, Rect] = {
        "controls": (LEFT, 474, RIGHT - LEFT, 40),
        "track": (LEFT, MIDDLE, SIDE, TRACK),
        "supply": (LEFT, MIDDLE + TRACK + 4, SIDE, BOTTOM - MIDDLE - TRACK - 4),
        "trick": (middle_left, MIDDLE, trick_width, BOTTOM - MIDDLE),
        "rumors": (right, MIDDLE, RUMORS, BOTTOM - MIDDLE),
        "pots_0": (LEFT, 518, SIDE, 38),
        "elixir_0": (LEFT, 560, SIDE, 34),
    }
    row = SLOT * players
    start = middle_left + (trick_width - row) // 2
    for i in range(players):
        anchors[f"trick_{i}"] = (start + i * SLOT + 3, MIDDLE + 6, SLOT - 6, 150)
    for i in range(1, players):
        anchors.update(block(LEFT + (i - 1) * (width + GAP), width, i))
    return anchors


def layouts() -> dict[int, dict[str, Rect]]:
    return {players: layout(players) for players in (3, 4, 5)}
