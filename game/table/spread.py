"""The hand's fan opening beside a raised card.

The card under the keyboard cursor or the mouse is drawn over its right-hand neighbour, and in a
tight fan it would hide that neighbour's corner index. So the fan opens after it: the cards to its
right slide over by up to a card's width and the rest close up to pay for it (``fan_spread``),
easing there over a few frames rather than jumping as the mouse crosses the hand.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.pieces.card import CardSprite
from game.sprites import fan_spread
from game.table.view import TableView

RATE = 20.0  # per second: how fast a card's spread closes on where it is going
SNAP = 0.5  # pixels: near enough to stop easing


class FanSpread:
    """Where each of the hand's cards is going sideways (``CardSprite.spread``), and the easing."""

    def __init__(self, order: Callable[[], Sequence[str]]) -> None:
        self.order = order  # the keys of the hand's cards, left to right as the hand is laid out
        self.goals: dict[str, float] = {}

    def open_at(self, view: TableView, raised: str | None) -> None:
        """Open the fan after the card ``raised``; close it if None. One card only: with two
        openings, each narrower, a card could slide from under the mouse as the other closed.

        The goals hold until the next call: when a card leaves the hand, the others keep their
        places (and these offsets) until the table lays the hand out again and calls this."""
        keys = [k for k in self.order() if isinstance(view.get(k), CardSprite)]
        opened = keys.index(raised) if raised in keys else None
        offsets = fan_spread(len(keys), view.rect("hand"), view.card_size, opened, margin=view.art.glow_margin)
        self.goals = dict(zip(keys, map(float, offsets)))

    def ease(self, view: TableView, dt: float, still: str | None = None) -> bool:
        """Move every card's spread toward its goal, but for ``still`` (a card being dragged);
        True if any moved. A card that leaves the hand is settled by whoever takes it
        (``CardSprite.unraise``)."""
        moved = False
        share = min(1.0, dt * RATE)  # dt may be infinite: animations off, straight there
        for key, goal in self.goals.items():
            sprite = view.get(key)
            if key == still or not isinstance(sprite, CardSprite) or sprite.spread == goal:
                continue
            gap = goal - sprite.spread
            sprite.spread = goal if abs(gap) <= SNAP else sprite.spread + gap * share
            moved = True
        return moved
