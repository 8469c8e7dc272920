"""Suit symbols drawn with pygame.draw: one painter per symbol.

A painter fills a symbol into a rectangle: ``painter(surface, rect, colour)``. Painters draw hard
edges; the card renderer draws at a multiple of the final size and scales down, which smooths
them. Shapes keep their own aspect ratio and are centred in the rectangle they are given.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

Colour = tuple[int, int, int]
Painter = Callable[[pygame.Surface, pygame.Rect, Colour], None]
Point = tuple[float, float]


def lighten(colour: Colour, amount: float) -> Colour:
    """Mix ``colour`` toward white by ``amount`` (0 = unchanged, 1 = white)."""
    return tuple(round(c + (255 - c) * amount) for c in colour)  # type: ignore[return-value]


def darken(colour: Colour, amount: float) -> Colour:
    """Mix ``colour`` toward black by ``amount`` (0 = unchanged, 1 = black)."""
    return tuple(round(c * (1 - amount)) for c in colour)  # type: ignore[return-value]


def _box(rect: pygame.Rect, aspect: float) -> pygame.FRect:
    """The largest box of width/height ``aspect`` centred in ``rect``."""
    w, h = rect.width, rect.height
    if w / h > aspect:
        w = h * aspect
    else:
        h = w / aspect
    box = pygame.FRect(0, 0, w, h)
    box.center = rect.center
    return box


def _map(box: pygame.FRect, points: Sequence[Point]) -> list[Point]:
    """Unit-square points (0..1 each way) placed into ``box``."""
    return [(box.x + x * box.width, box.y + y * box.height) for x, y in points]


def _circle(surface: pygame.Surface, colour: Colour, box: pygame.FRect, cx: float, cy: float, r: float) -> None:
    """A circle at unit-square centre (cx, cy) with radius ``r`` in units of the box width."""
    pygame.draw.circle(surface, colour, (box.x + cx * box.width, box.y + cy * box.height), r * box.width)


def _heart_points(steps: int = 72) -> list[Point]:
    """The classic heart curve, normalised to the unit square, tip at the bottom."""
    raw = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        raw.append((x, y))
    xs = [p[0] for p in raw]
    ys = [p[1] for p in raw]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    return [((x - x0) / (x1 - x0), (y - y0) / (y1 - y0)) for x, y in raw]


# ---- French suits ------------------------------------------------------------------------------

def paint_heart(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    box = _box(rect, 1.0)
    pygame.draw.polygon(surface, colour, _map(box, _heart_points()))


def paint_diamond(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    box = _box(rect, 0.78)
    # Slightly concave sides, like a printed diamond.
    pts: list[Point] = []
    corners = [(0.5, 0.0), (1.0, 0.5), (0.5, 1.0), (0.0, 0.5)]
    for i in range(4):
        (ax, ay), (bx, by) = corners[i], corners[(i + 1) % 4]
        for k in range(8):
            t = k / 8
            x, y = ax + (bx - ax) * t, ay + (by - ay) * t
            pull = 0.06 * math.sin(math.pi * t)
            pts.append((x + (0.5 - x) * pull * 2, y + (0.5 - y) * pull * 2))
    pygame.draw.polygon(surface, colour, _map(box, pts))


def paint_spade(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    box = _box(rect, 0.9)
    leaf = [(x, (1 - y) * 0.78) for x, y in _heart_points()]
    pygame.draw.polygon(surface, colour, _map(box, leaf))
    pygame.draw.polygon(surface, colour, _map(box, [(0.5, 0.5), (0.62, 1.0), (0.38, 1.0)]))
    pygame.draw.polygon(surface, colour, _map(box, [(0.5, 0.6), (0.7, 1.0), (0.3, 1.0)]))


def paint_club(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    box = _box(rect, 0.95)
    r = 0.235
    _circle(surface, colour, box, 0.5, 0.24, r)
    _circle(surface, colour, box, 0.25, 0.56, r)
    _circle(surface, colour, box, 0.75, 0.56, r)
    pygame.draw.polygon(surface, colour, _map(box, [(0.5, 0.3), (0.6, 0.6), (0.4, 0.6)]))
    pygame.draw.polygon(surface, colour, _map(box, [(0.5, 0.5), (0.68, 1.0), (0.32, 1.0)]))


def paint_star(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    box = _box(rect, 1.0)
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        r = 0.5 if i % 2 == 0 else 0.2
        pts.append((0.5 + r * math.cos(a), 0.54 + r * math.sin(a)))
    pygame.draw.polygon(surface, colour, _map(box, pts))


# ---- Portuguese (Latin) suits ------------------------------------------------------------------

def paint_coin(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """Ouros: a coin with a rim and a rosette."""
    box = _box(rect, 1.0)
    light = lighten(colour, 0.65)
    _circle(surface, colour, box, 0.5, 0.5, 0.5)
    _circle(surface, light, box, 0.5, 0.5, 0.36)
    _circle(surface, colour, box, 0.5, 0.5, 0.27)
    for i in range(8):
        a = i * math.pi / 4
        _circle(surface, light, box, 0.5 + 0.135 * math.cos(a), 0.5 + 0.135 * math.sin(a), 0.045)
    _circle(surface, light, box, 0.5, 0.5, 0.06)


def paint_cup(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """Copas: a chalice with a wide bowl, a knotted stem and a foot."""
    box = _box(rect, 0.82)
    bowl = [(0.02, 0.06), (0.98, 0.06)]
    for i in range(1, 16):
        a = math.pi * i / 16
        bowl.append((0.5 + 0.48 * math.cos(a), 0.06 + 0.44 * math.sin(a)))
    pygame.draw.polygon(surface, colour, _map(box, bowl))
    pygame.draw.polygon(surface, colour, _map(box, [(0.42, 0.45), (0.58, 0.45), (0.55, 0.84), (0.45, 0.84)]))
    pygame.draw.ellipse(surface, colour, pygame.FRect(box.x + 0.33 * box.w, box.y + 0.58 * box.h, 0.34 * box.w, 0.12 * box.h))
    pygame.draw.polygon(surface, colour, _map(box, [(0.44, 0.82), (0.56, 0.82), (0.86, 1.0), (0.14, 1.0)]))
    # the rim, seen from slightly above
    rim = pygame.FRect(box.x + 0.1 * box.w, box.y + 0.04 * box.h, 0.8 * box.w, 0.08 * box.h)
    pygame.draw.ellipse(surface, lighten(colour, 0.6), rim)


def paint_sword(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """Espadas: an upright sword with a crossguard and a round pommel."""
    box = _box(rect, 0.62)
    pygame.draw.polygon(surface, colour, _map(box, [(0.5, 0.0), (0.7, 0.12), (0.66, 0.64), (0.34, 0.64), (0.3, 0.12)]))
    pygame.draw.line(surface, lighten(colour, 0.6), *_map(box, [(0.5, 0.1), (0.5, 0.58)]), max(1, round(box.w * 0.08)))
    pygame.draw.polygon(surface, colour, _map(box, [(0.0, 0.62), (1.0, 0.62), (0.92, 0.74), (0.08, 0.74)]))
    pygame.draw.polygon(surface, colour, _map(box, [(0.38, 0.72), (0.62, 0.72), (0.6, 0.9), (0.4, 0.9)]))
    _circle(surface, colour, box, 0.5, 0.91, 0.16)


def paint_baton(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """Paus: a knotted wooden cudgel, leaning, heavy end up."""
    box = _box(rect, 0.7)
    angle = math.radians(-22)  # lean to the right
    ca, sa = math.cos(angle), math.sin(angle)

    def at(t: float, side: float) -> Point:
        """A point on the club: ``t`` along it (0 = grip end, 1 = head), ``side`` across it."""
        x, y = side, 0.5 - t  # unit-length club centred on the origin, head up
        return (0.5 + 0.9 * (x * ca - y * sa), 0.5 + 0.9 * (x * sa + y * ca))

    def radius(t: float) -> float:
        return 0.09 + 0.1 * t + 0.012 * math.sin(t * 19)  # thickening, a little gnarled

    steps = 24
    right = [at(i / steps, radius(i / steps)) for i in range(steps + 1)]
    left = [at(i / steps, -radius(i / steps)) for i in range(steps, -1, -1)]
    pygame.draw.polygon(surface, colour, _map(box, right + left))
    head = _map(box, [at(0.99, 0.0)])[0]
    pygame.draw.circle(surface, colour, head, radius(1.0) * 0.9 * box.width)
    grip = _map(box, [at(0.02, 0.0)])[0]
    pygame.draw.circle(surface, colour, grip, 0.085 * box.width)
    # stubs of cut branches
    for t, side, out in ((0.4, -1, 0.2), (0.66, 1, 0.2)):
        base_a, base_b = at(t - 0.05, side * radius(t) * 0.6), at(t + 0.07, side * radius(t) * 0.6)
        tip = at(t + 0.1, side * (radius(t) + out))
        tip2 = at(t + 0.05, side * (radius(t) + out))
        pygame.draw.polygon(surface, colour, _map(box, [base_a, base_b, tip, tip2]))
    light = lighten(colour, 0.6)
    thick = max(1, round(box.w * 0.06))
    for t in (0.3, 0.58, 0.84):
        r = radius(t) * 0.75
        pygame.draw.line(surface, light, *_map(box, [at(t, -r), at(t + 0.03, r)]), thick)
