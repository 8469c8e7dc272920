"""The Copper Trickster's table (3-5 players): the other seats in a row along the top, the quality
indicator and the trick in the middle, what the shown seat knows under the indicator.

Anchors added to the shared frame (tools/make_layouts.py):
  seat_<i>, fan_<i>   screen seat i's name plate and, beside it, its hand as a fan of backs
                      (i >= 1: the other seats, clockwise from the left along the top)
  role_<i>            screen seat i's character card (role_0 just above the shown seat's plate)
  won_<i>             screen seat i's collected copper (the Messenger's split: before and after
                      the Revelation); won_0 shows the shown seat's own cards face up
  indicator           the quality indicator: one slot per quality, a suit card on each
  trump               Ea-Nasir's Party: the turned-up trump card, under the indicator's end
                      (without the Party the shown seat's own copper spreads over it)
  know                the shown seat's "what you know" panel
  trick               the trick: cards in the order played, each with its player's character;
                      dealt cards, characters and suit cards come from its middle
"""

from __future__ import annotations

Rect = tuple[int, int, int, int]

LEFT, RIGHT = 10, 1030  # the felt left of the side bar
TOP_ROW, TOP_HEIGHT = 8, 84  # plates and fans
ROLE_ROW, ROLE_HEIGHT = 98, 92  # character cards and collected piles
MIDDLE = 198  # the indicator and the trick start here
GAP = 10


def block(x: int, width: int, plate: int, role: int, i: int) -> dict[str, Rect]:
    """The anchors of one other seat: plate and fan on top, character and pile below."""
    return {
        f"seat_{i}": (x, TOP_ROW, plate, TOP_HEIGHT),
        f"fan_{i}": (x + plate + 6, TOP_ROW, width - plate - 6, TOP_HEIGHT + 6),
        f"role_{i}": (x, ROLE_ROW, role, ROLE_HEIGHT),
        f"won_{i}": (x + role + 6, ROLE_ROW, width - role - 6, ROLE_HEIGHT),
    }


def layout(players: int) -> dict[str, Rect]:
    others = players - 1
    width = (RIGHT - LEFT - GAP * (others - 1)) // others
    plate = {2: 220, 3: 190, 4: 160}[others]
    role = {2: 200, 3: 160, 4: 138}[others]
    anchors: dict[str, Rect] = {
        "indicator": (LEFT, MIDDLE, 624, 136),
        "know": (LEFT, 340, 386, 128),
        "won_0": (402, 340, 150, 128),
        "trump": (558, 340, 76, 128),
        "trick": (640, MIDDLE, 390, 272),
        "role_0": (LEFT, 478, 190, 116),
    }
    for i in range(1, players):
        anchors.update(block(LEFT + (i - 1) * (width + GAP), width, plate, role, i))
    return anchors


def layouts() -> dict[int, dict[str, Rect]]:
    return {players: layout(players) for players in (3, 4, 5)}
