"""The hand fan: where the cards of a hand rest in its area, and how far a raised one rises.

The pieces themselves (cards, tokens, dice...) are sprite classes in ``game.pieces``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame


# ---- the hand fan ------------------------------------------------------------------------------

def fan_layout(
    count: int,
    area: pygame.Rect,
    card_size: tuple[int, int],
    raised: Sequence[bool] | None = None,
    raise_by: int | None = None,
    max_step: float | None = None,
    margin: int = 0,
) -> list[pygame.Rect]:
    """Rectangles for ``count`` cards laid left to right in ``area``.

    Cards rest on the bottom of ``area`` and overlap only as much as they must to fit; with room
    to spare they sit ``max_step`` apart (default: a little more than a card width), centred.
    Cards flagged in ``raised`` are lifted by ``raise_by`` (default about a sixth of a card),
    never above the top of ``area``. If ``area`` is smaller than one card, cards are pinned to
    its top-left corner rather than placed outside it to the left or top. ``margin`` keeps that
    much room free on every side (pass ``CardArt.glow_margin`` so halos stay inside too).
    """
    if count <= 0:
        return []
    if margin:
        area = area.inflate(-2 * margin, -2 * margin)
    w, h = card_size
    if raised is not None and len(raised) != count:
        raise ValueError("raised needs one flag per card")
    step_cap = max_step if max_step is not None else w * 1.06
    room = area.width - w
    step = min(step_cap, room / (count - 1)) if count > 1 else 0.0
    step = max(step, 0.0)
    span = w + step * (count - 1)
    left = area.x + max(0.0, (area.width - span) / 2)
    rest_y = area.y + max(0, area.height - h)
    lift = round(h * 0.16) if raise_by is None else raise_by
    lift = max(0, min(lift, rest_y - area.y))
    rects = []
    for i in range(count):
        y = rest_y - (lift if raised is not None and raised[i] else 0)
        rects.append(pygame.Rect(math.floor(left + i * step), y, w, h))
    return rects


def fan_lift(area: pygame.Rect, card_size: tuple[int, int], raise_by: int | None = None, margin: int = 0) -> int:
    """How far ``fan_layout`` raises a raised card in this area (for ``CardSprite.lift``)."""
    if margin:
        area = area.inflate(-2 * margin, -2 * margin)
    h = card_size[1]
    lift = round(h * 0.16) if raise_by is None else raise_by
    return max(0, min(lift, area.height - h))


__all__ = ["fan_layout", "fan_lift"]
