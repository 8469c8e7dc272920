"""The hand's fan opening beside a raised card.

The card under the keyboard cursor or the mouse is drawn over its right-hand neighbour, and in a
tight fan it would hide that neighbour's corner index. So the fan opens after it: the cards to its
right slide over by up to a card's width and the rest close up to pay for it (``fan_spread``),
easing there over a few frames rather than jumping as the mouse crosses the hand.
"""

from __future__ import annotations

from game.pieces.card import CardSprite
from game.sprites import fan_spread
from game.table.view import TableView

RATE = 20.0  # per second: how fast a card's spread closes on where it is going
SNAP = 0.5  # pixels: near enough to stop easing


class FanSpread:
    """Where each of the hand's cards is going sideways (``CardSprite.spread``), and the easing."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix  # the keys of the hand's cards
        self.goals: dict[str, float] = {}

    def open_at(self, view: TableView, raised: frozenset[str]) -> None:
        """Open the fan after each card in ``raised``; close it if there is none."""
        cards = [(k, s) for k in view.keys(self.prefix) if isinstance(s := view.get(k), CardSprite)]
        cards.sort(key=lambda ks: (ks[1].z, ks[1].x))
        opened = [i for i, (k, _) in enumerate(cards) if k in raised]
        offsets = (
            fan_spread(len(cards), view.rect("hand"), view.card_size, opened, margin=view.art.glow_margin)
            if opened else [0] * len(cards)
        )
        self.goals = {k: float(dx) for (k, _), dx in zip(cards, offsets)}

    def ease(self, view: TableView, dt: float, still: str | None = None) -> bool:
        """Move every card's spread toward its goal, but for ``still`` (a card being dragged);
        True if any moved. A card that leaves the hand is settled by whoever takes it
        (``CardSprite.unraise``)."""
        moved = False
        share = min(1.0, dt * RATE)
        for key, goal in self.goals.items():
            sprite = view.get(key)
            if key == still or not isinstance(sprite, CardSprite) or sprite.spread == goal:
                continue
            gap = goal - sprite.spread
            sprite.spread = goal if abs(gap) <= SNAP else sprite.spread + gap * share
            moved = True
        return moved
