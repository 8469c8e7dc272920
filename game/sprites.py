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
    rest_y = area.y + max(0, area.height - h)
    lift = round(h * 0.16) if raise_by is None else raise_by
    lift = max(0, min(lift, rest_y - area.y))
    lefts = _fan_lefts(count, area, w, max_step)
    return [
        pygame.Rect(x, rest_y - (lift if raised is not None and raised[i] else 0), w, h)
        for i, x in enumerate(lefts)
    ]


def fan_spread(
    count: int,
    area: pygame.Rect,
    card_size: tuple[int, int],
    opened: int | None,
    max_step: float | None = None,
    margin: int = 0,
) -> list[int]:
    """How far each card of ``fan_layout``'s fan moves sideways so that the card at ``opened``
    can be drawn over its right-hand neighbour without hiding that neighbour's corner index
    (None: nothing moves).

    The gap after the opened card widens to a card's width, room allowing; the fan's other gaps
    narrow to pay for it, though never below what shows an index (``SHOWN``). An opened card
    moves by less than the width that was hidden under its neighbour, so a card the mouse
    points at stays under the mouse as the fan opens.
    """
    if count <= 0:
        return []
    if margin:
        area = area.inflate(-2 * margin, -2 * margin)
    rest = _fan_lefts(count, area, card_size[0], max_step)
    spread = _fan_lefts(count, area, card_size[0], max_step, opened)
    return [b - a for a, b in zip(rest, spread)]


SHOWN = 0.3  # of a card's width: enough of a fanned card to show its corner index


def _fan_lefts(count: int, area: pygame.Rect, w: int, max_step: float | None, opened: int | None = None) -> list[int]:
    """The left edges of ``count`` cards of width ``w`` fanned in ``area`` (see ``fan_layout``),
    with a card's width after the card ``opened`` where there is room for it."""
    step_cap = max_step if max_step is not None else w * 1.06
    room = max(0.0, float(area.width - w))
    step = max(0.0, min(step_cap, room / (count - 1))) if count > 1 else 0.0
    narrow = opening = step  # the other gaps, and the one after the opened card
    if opened is not None and 0 <= opened < count - 1 and step < w:
        rest = count - 2
        narrow = max(min(step, w * SHOWN), min(step, (room - w) / rest)) if rest else step
        opening = min(float(w), max(step, room - narrow * rest))  # what the narrowed gaps leave
    span = w + narrow * (count - 1) + (opening - narrow)
    left = area.x + max(0.0, (area.width - span) / 2)
    widened = count if opened is None else opened  # the cards from here on sit past the wide gap
    # a hair over, so a sum that should be whole (682.99999...) is not floored a pixel short
    return [math.floor(left + i * narrow + (opening - narrow) * (i > widened) + 1e-6) for i in range(count)]


def fan_lift(area: pygame.Rect, card_size: tuple[int, int], raise_by: int | None = None, margin: int = 0) -> int:
    """How far ``fan_layout`` raises a raised card in this area (for ``CardSprite.lift``)."""
    if margin:
        area = area.inflate(-2 * margin, -2 * margin)
    h = card_size[1]
    lift = round(h * 0.16) if raise_by is None else raise_by
    return max(0, min(lift, area.height - h))


__all__ = ["fan_layout", "fan_lift", "fan_spread"]
