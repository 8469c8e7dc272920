"""The Trickster Proposition's table (2 players): the rival's hand and secret suit along the top,
the quality indicator and your secret suit on the left, the trick with Ea-Nasir's turned-up card
in the middle, both players' kept piles beside it, and Ea-Nasir's corner on the right.

Anchors added to the shared frame (tools/make_layouts.py):
  fan_1            the rival's hand, a fan of small card backs
  suit_<i>         screen seat i's secret suit card (0: yours, in a labelled private slot;
                   1: the rival's, face down until the game's end, its caption on the left)
  wins_<i>         screen seat i's round-win tokens (beside its name plate)
  indicator        the great and bad slots, each with its face-down suit card
  trick            the trick area (where a card is dropped), holding trick_<i> and ea_card
  trick_<i>        where screen seat i's card lands (a card slot holds the largest card, 120×180)
  ea_card          Ea-Nasir's turned-up card, beside the trick
  kept_<i>         screen seat i's kept pile: a labelled slot holding small cards in rows
  ea_nasir         Ea-Nasir's corner, holding:
  ea_pile          his face-down pile (a card slot; its count on a badge underneath)
  ea_score         his scoring pile: a caption badge, then small cards in rows
  ea_wins          his round-win tokens
"""

from __future__ import annotations

Rect = tuple[int, int, int, int]
CARD = (120, 180)
TOP_ROW, BOTTOM_ROW = 106, 288  # y of the trick's card slots


def card_at(x: int, y: int) -> Rect:
    """A card slot with its top-left corner at (x, y)."""
    return (x, y, *CARD)


def layouts() -> dict[int, dict[str, Rect]]:
    return {
        2: {
            # The rival, along the top.
            "seat_1": (10, 8, 190, 90),
            "fan_1": (210, 8, 300, 90),
            "suit_1": (600, 8, 230, 90),
            "wins_1": (10, 102, 190, 34),
            # The left column: what is known about the copper.
            "indicator": (10, 142, 240, 198),
            "suit_0": (10, 350, 240, 120),
            "wins_0": (10, 560, 190, 36),
            # The trick, Ea-Nasir's card beside it.
            "trick": (260, 102, 340, 368),
            "trick_1": card_at(280, TOP_ROW),
            "trick_0": card_at(280, BOTTOM_ROW),
            "ea_card": card_at(460, 197),
            # The kept piles, each level with its owner's card in the trick.
            "kept_1": (610, 102, 220, 176),
            "kept_0": (610, 294, 220, 176),
            # Ea-Nasir's corner.
            "ea_nasir": (840, 8, 190, 462),
            "ea_pile": card_at(875, 44),
            "ea_score": (850, 262, 170, 164),
            "ea_wins": (850, 432, 170, 32),
        },
    }
