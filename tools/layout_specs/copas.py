"""Copas's table: seats round the felt, won piles beside them, the trick in the middle.

Anchors added to the shared frame (tools/make_layouts.py):
  trick, trick_<i>  the trick area and where screen seat i's card lands in it (a card slot
                    holds the largest card, 120×180)
  won_<i>           screen seat i's won pile (small backs and a count)
  fan_<i>           screen seat i's hand as a fan of small backs with its count (i >= 1)
  deck              where the deal starts
"""

from __future__ import annotations

Rect = tuple[int, int, int, int]
CARD = (120, 180)
TOP_ROW, SIDE_ROW, BOTTOM_ROW = 106, 197, 288  # y of the trick's card slots
TRICK_TOP, TRICK_HEIGHT = 102, 368


def card_at(x: int, y: int) -> Rect:
    """A card slot with its top-left corner at (x, y)."""
    return (x, y, *CARD)


def layouts() -> dict[int, dict[str, Rect]]:
    shared: dict[str, Rect] = {
        "deck": card_at(20, 20),
        "won_0": (10, 470, 90, 105),
        "seat_1": (10, 230, 200, 100), "won_1": (10, 340, 90, 105),
        "trick_0": card_at(455, BOTTOM_ROW),
    }
    right = {"seat": (820, 230, 200, 100), "won": (930, 340, 90, 105)}
    return {
        3: {
            **shared,
            "seat_2": right["seat"], "won_2": right["won"],
            "fan_1": (214, 230, 130, 100), "fan_2": (686, 230, 130, 100),
            "trick": (355, TRICK_TOP, 320, TRICK_HEIGHT),
            "trick_1": card_at(370, TOP_ROW),
            "trick_2": card_at(540, TOP_ROW),
        },
        4: {
            **shared,
            "seat_2": (415, 8, 200, 90), "won_2": (720, 8, 90, 105),
            "seat_3": right["seat"], "won_3": right["won"],
            "fan_1": (214, 230, 106, 100), "fan_2": (210, 8, 200, 90), "fan_3": (710, 230, 106, 100),
            "trick": (325, TRICK_TOP, 380, TRICK_HEIGHT),
            "trick_1": card_at(330, SIDE_ROW),
            "trick_2": card_at(455, TOP_ROW),
            "trick_3": card_at(580, SIDE_ROW),
        },
        5: {
            **shared,
            "seat_2": (250, 8, 180, 90), "won_2": (150, 8, 90, 105),
            "seat_3": (580, 8, 200, 90), "won_3": (790, 8, 90, 105),
            "seat_4": right["seat"], "won_4": right["won"],
            "fan_1": (100, 340, 140, 105), "fan_2": (434, 8, 112, 90),
            "fan_3": (885, 8, 140, 90), "fan_4": (790, 340, 135, 105),
            "trick": (245, TRICK_TOP, 540, TRICK_HEIGHT),
            "trick_1": card_at(250, SIDE_ROW),
            "trick_2": card_at(375, TOP_ROW),
            "trick_3": card_at(535, TOP_ROW),
            "trick_4": card_at(660, SIDE_ROW),
        },
    }
