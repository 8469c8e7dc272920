"""Assassin's Trick's table: the prize row on the left, the bids in one row in the middle (with
room above them for the banner that says who takes the prize and why), prize piles by each seat.

Anchors added to the shared frame (tools/make_layouts.py):
  set_aside, prize_deck, prize, discard   the prize row (card slots holding the largest card,
                                          120×180; the table labels them underneath)
  trick            the bidding area (where a bid is dropped), holding the bid_<i> slots
  bid_<i>          where screen seat i's bid lies, then is revealed
  prize_pile_<i>   screen seat i's prizes, small cards overlapping left to right
  fan_<i>          screen seat i's hand as a fan of small backs with its count (i >= 1)
"""

from __future__ import annotations

Rect = tuple[int, int, int, int]
CARD = (120, 180)
ROW_Y = 130  # the prize row
TRICK_Y = 190  # the bidding area starts low enough for the settling banner to sit above it
BID_Y = 240  # the bids lie in one row, in the seats' order round the table (left, you, right)


def card_at(x: int, y: int) -> Rect:
    """A card slot with its top-left corner at (x, y)."""
    return (x, y, *CARD)


def layouts() -> dict[int, dict[str, Rect]]:
    row: dict[str, Rect] = {
        "set_aside": card_at(30, ROW_Y),
        "prize_deck": card_at(170, ROW_Y),
        "prize": card_at(320, ROW_Y),
        "discard": card_at(890, TRICK_Y),
        "prize_pile_0": (10, 350, 420, 105),
        "seat_1": (10, 8, 190, 90),
        "trick": (440, TRICK_Y, 420, 280),
    }
    return {
        2: {
            **row,
            "fan_1": (205, 8, 190, 90),
            "prize_pile_1": (400, 8, 430, 90),
            "bid_1": card_at(520, BID_Y),
            "bid_0": card_at(660, BID_Y),
        },
        3: {
            **row,
            "fan_1": (205, 8, 100, 90),
            "prize_pile_1": (310, 8, 200, 90),
            "prize_pile_2": (520, 8, 200, 90),
            "fan_2": (725, 8, 100, 90),
            "seat_2": (830, 8, 190, 90),
            "bid_1": card_at(450, BID_Y),
            "bid_0": card_at(590, BID_Y),
            "bid_2": card_at(730, BID_Y),
        },
    }
