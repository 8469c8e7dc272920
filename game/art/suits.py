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
    w: float = rect.width
    h: float = rect.height
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


def _segment(surface: pygame.Surface, colour: Colour, box: pygame.FRect, a: Point, b: Point, width: int) -> None:
    """A straight line between unit-square points ``a`` and ``b``, ``width`` pixels thick."""
    start, end = _map(box, [a, b])
    pygame.draw.line(surface, colour, start, end, width)


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
    _segment(surface, lighten(colour, 0.6), box, (0.5, 0.1), (0.5, 0.58), max(1, round(box.w * 0.08)))
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
        _segment(surface, light, box, at(t, -r), at(t + 0.03, r), thick)


# ---- Animal and nature symbols (bull, fish, moon, palm; the star is above) ----------------------

def paint_bull(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A bull's head seen from the front: wide curved horns, ears, a long face, a pale muzzle."""
    box = _box(rect, 1.0)
    horn_l = [(0.3, 0.38), (0.12, 0.3), (0.03, 0.16), (0.04, 0.02), (0.12, 0.18), (0.24, 0.25), (0.36, 0.27)]
    pygame.draw.polygon(surface, colour, _map(box, horn_l))
    pygame.draw.polygon(surface, colour, _map(box, [(1 - x, y) for x, y in horn_l]))
    for side in (0.0, 1.0):  # the ears, sticking out sideways under the horns
        ear = [(0.3, 0.36), (0.1, 0.42), (0.28, 0.5)]
        pygame.draw.polygon(surface, colour, _map(box, [(abs(side - x), y) for x, y in ear]))
    face = [(0.26, 0.3), (0.74, 0.3), (0.7, 0.62), (0.64, 0.86), (0.5, 0.96), (0.36, 0.86), (0.3, 0.62)]
    pygame.draw.polygon(surface, colour, _map(box, face))
    muzzle = pygame.FRect(box.x + 0.34 * box.w, box.y + 0.7 * box.h, 0.32 * box.w, 0.22 * box.h)
    pygame.draw.ellipse(surface, lighten(colour, 0.45), muzzle)
    dark = darken(colour, 0.35)
    _circle(surface, dark, box, 0.44, 0.81, 0.03)
    _circle(surface, dark, box, 0.56, 0.81, 0.03)
    light = lighten(colour, 0.6)
    _circle(surface, light, box, 0.39, 0.48, 0.04)
    _circle(surface, light, box, 0.61, 0.48, 0.04)


def paint_fish(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A fish swimming left: a pointed oval body, a forked tail, a fin and an eye."""
    box = _box(rect, 1.25)
    body = []
    for i in range(40):
        t = 2 * math.pi * i / 40
        x = 0.4 + 0.36 * math.cos(t)
        y = 0.5 + 0.3 * math.sin(t) * (0.75 + 0.25 * math.cos(t))  # fuller at the head
        body.append((x, y))
    pygame.draw.polygon(surface, colour, _map(box, body))
    pygame.draw.polygon(surface, colour, _map(box, [(0.7, 0.5), (1.0, 0.2), (0.92, 0.5), (1.0, 0.8)]))
    pygame.draw.polygon(surface, colour, _map(box, [(0.36, 0.26), (0.52, 0.08), (0.6, 0.3)]))
    light = lighten(colour, 0.65)
    _circle(surface, light, box, 0.2, 0.45, 0.05)
    _circle(surface, darken(colour, 0.5), box, 0.2, 0.45, 0.022)
    thick = max(1, round(box.w * 0.03))
    gill = _map(box, [(0.32, 0.32), (0.36, 0.5), (0.32, 0.68)])
    pygame.draw.lines(surface, light, False, gill, thick)


def paint_moon(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A crescent moon, horns to the right: a disc with a smaller disc's bite taken out."""
    box = _box(rect, 0.78)
    r = box.height / 2
    cx, cy = box.x + r, box.centery  # the outer disc touches the box's left side
    inner_r = r * 0.82
    ix = cx + r * 0.5  # the bite's centre, to the right
    pts: list[Point] = []
    steps = 40
    # where the two circles cross: x = (r² - ri² + d²) / 2d from the outer centre
    d = ix - cx
    hx = (r * r - inner_r * inner_r + d * d) / (2 * d)
    start = math.acos(max(-1.0, min(1.0, hx / r)))
    for i in range(steps + 1):  # the outer arc, from the top crossing round the left to the bottom
        a = start + (2 * math.pi - 2 * start) * i / steps
        pts.append((cx + r * math.cos(a), cy - r * math.sin(a)))
    inner_start = math.acos(max(-1.0, min(1.0, (hx - d) / inner_r)))
    for i in range(steps + 1):  # the bite's arc, back up
        a = 2 * math.pi - inner_start - (2 * math.pi - 2 * inner_start) * i / steps
        pts.append((ix + inner_r * math.cos(a), cy - inner_r * math.sin(a)))
    pygame.draw.polygon(surface, colour, pts)


def paint_palm(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A date palm: a leaning ringed trunk and a crown of drooping fronds."""
    box = _box(rect, 0.9)
    trunk = [(0.44, 1.0), (0.6, 1.0), (0.58, 0.7), (0.54, 0.42), (0.48, 0.42), (0.5, 0.7)]
    pygame.draw.polygon(surface, colour, _map(box, trunk))
    light = lighten(colour, 0.55)
    thick = max(1, round(box.w * 0.025))
    for y in (0.55, 0.68, 0.81, 0.93):
        x = 0.5 + (y - 0.42) * 0.13
        _segment(surface, light, box, (x - 0.04, y), (x + 0.06, y - 0.02), thick)
    top = (0.51, 0.38)
    for angle, length in ((-170, 0.46), (-135, 0.42), (-100, 0.34), (-80, 0.34), (-45, 0.42), (-10, 0.46)):
        a = math.radians(angle)
        tip = (top[0] + math.cos(a) * length, top[1] + math.sin(a) * length * 0.8 + 0.16)
        mid = (top[0] + math.cos(a) * length * 0.55, top[1] + math.sin(a) * length * 0.55 - 0.02)
        nx, ny = -math.sin(a) * 0.07, math.cos(a) * 0.07
        frond = [top, (mid[0] + nx, mid[1] + ny), tip, (mid[0] - nx, mid[1] - ny)]
        pygame.draw.polygon(surface, colour, _map(box, frond))
    _circle(surface, darken(colour, 0.3), box, 0.49, 0.42, 0.05)
    _circle(surface, darken(colour, 0.3), box, 0.56, 0.44, 0.045)


# ---- Weapons and emblems (generic symbols a game's own deck may use) ----------------------------

def paint_axe(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """An upright axe: a long haft and a curved blade on one side of its head."""
    box = _box(rect, 0.7)
    pygame.draw.polygon(surface, colour, _map(box, [(0.44, 0.05), (0.56, 0.05), (0.56, 1.0), (0.44, 1.0)]))
    pygame.draw.polygon(surface, colour, _map(box, [
        (0.56, 0.1), (0.8, 0.02), (1.0, 0.12), (1.0, 0.5), (0.8, 0.58), (0.56, 0.42),
    ]))
    pygame.draw.polygon(surface, lighten(colour, 0.6), _map(box, [(0.9, 0.14), (0.96, 0.18), (0.96, 0.44), (0.9, 0.48)]))
    pygame.draw.polygon(surface, colour, _map(box, [(0.44, 0.12), (0.2, 0.2), (0.2, 0.3), (0.44, 0.34)]))


def paint_mace(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """An upright mace: a haft under a round studded head."""
    box = _box(rect, 0.7)
    pygame.draw.polygon(surface, colour, _map(box, [(0.44, 0.4), (0.56, 0.4), (0.56, 1.0), (0.44, 1.0)]))
    for i in range(8):
        a = i * math.pi / 4
        x, y = 0.5 + 0.36 * math.cos(a), 0.3 + 0.25 * math.sin(a)
        pygame.draw.polygon(surface, colour, _map(box, [(0.5, 0.3), (x + 0.08 * math.sin(a), y - 0.06 * math.cos(a)),
                                                        (x - 0.08 * math.sin(a), y + 0.06 * math.cos(a))]))
    _circle(surface, colour, box, 0.5, 0.3, 0.3)
    _circle(surface, lighten(colour, 0.55), box, 0.42, 0.24, 0.08)
    pygame.draw.polygon(surface, colour, _map(box, [(0.36, 0.9), (0.64, 0.9), (0.6, 1.0), (0.4, 1.0)]))


def paint_bow(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A drawn bow seen from the side, its string and an arrow across."""
    box = _box(rect, 0.8)
    w = max(1, round(box.width * 0.1))
    arc = pygame.FRect(box.x - box.width * 0.2, box.y, box.width * 1.0, box.height)
    pygame.draw.arc(surface, colour, arc, -math.pi / 2.2, math.pi / 2.2, w)
    top, bottom = _map(box, [(0.5, 0.04), (0.5, 0.96)])
    pygame.draw.line(surface, colour, (box.x + box.width * 0.28, top[1]), (box.x + box.width * 0.28, bottom[1]), max(1, w // 3))
    _segment(surface, colour, box, (0.0, 0.5), (0.95, 0.5), max(1, w // 2))
    pygame.draw.polygon(surface, colour, _map(box, [(1.0, 0.5), (0.84, 0.42), (0.84, 0.58)]))


def paint_shield(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A heater shield with a light cross."""
    box = _box(rect, 0.82)
    pygame.draw.polygon(surface, colour, _map(box, [
        (0.0, 0.05), (0.5, 0.0), (1.0, 0.05), (1.0, 0.5), (0.84, 0.78), (0.5, 1.0), (0.16, 0.78), (0.0, 0.5),
    ]))
    light = lighten(colour, 0.6)
    pygame.draw.polygon(surface, light, _map(box, [(0.44, 0.1), (0.56, 0.1), (0.56, 0.9), (0.44, 0.9)]))
    pygame.draw.polygon(surface, light, _map(box, [(0.1, 0.36), (0.9, 0.36), (0.9, 0.48), (0.1, 0.48)]))


def paint_crown(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A crown of three points on a band."""
    box = _box(rect, 1.2)
    pygame.draw.polygon(surface, colour, _map(box, [
        (0.05, 0.2), (0.3, 0.55), (0.5, 0.1), (0.7, 0.55), (0.95, 0.2), (0.88, 0.8), (0.12, 0.8),
    ]))
    pygame.draw.polygon(surface, colour, _map(box, [(0.12, 0.84), (0.88, 0.84), (0.88, 0.98), (0.12, 0.98)]))
    for x, y in ((0.05, 0.16), (0.5, 0.06), (0.95, 0.16)):
        _circle(surface, colour, box, x, y, 0.06)


def paint_mask(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A face mask with two eye holes."""
    box = _box(rect, 0.85)
    pygame.draw.ellipse(surface, colour, box)
    light = lighten(colour, 0.7)
    for x in (0.3, 0.7):
        pygame.draw.ellipse(surface, light, pygame.FRect(box.x + (x - 0.13) * box.w, box.y + 0.32 * box.h, 0.26 * box.w, 0.14 * box.h))
    pygame.draw.arc(surface, light, pygame.FRect(box.x + 0.3 * box.w, box.y + 0.55 * box.h, 0.4 * box.w, 0.25 * box.h),
                    math.pi, 2 * math.pi, max(1, round(box.w * 0.05)))


def paint_flame(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A flame: a tongue of fire with a light core."""
    box = _box(rect, 0.7)
    pts = [(0.5, 0.0), (0.7, 0.3), (0.95, 0.55), (0.9, 0.82), (0.5, 1.0), (0.1, 0.82), (0.05, 0.55), (0.3, 0.4), (0.38, 0.2)]
    pygame.draw.polygon(surface, colour, _map(box, pts))
    core = [(0.5, 0.45), (0.68, 0.7), (0.62, 0.9), (0.5, 0.95), (0.38, 0.9), (0.32, 0.7)]
    pygame.draw.polygon(surface, lighten(colour, 0.6), _map(box, core))


def paint_die(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A die showing five pips."""
    box = _box(rect, 1.0)
    pygame.draw.rect(surface, colour, box, border_radius=round(box.w * 0.18))
    light = lighten(colour, 0.75)
    for x, y in ((0.28, 0.28), (0.72, 0.28), (0.5, 0.5), (0.28, 0.72), (0.72, 0.72)):
        _circle(surface, light, box, x, y, 0.09)
