"""The middle of a card face: pips, court figures, the plain ace, the great symbol of an ace, and
special motifs a game's own deck style may ask for (a hooded figure, the joker).

Every motif draws into a rectangle of a (supersampled) card surface; ``cards.py`` frames it with
the corner indices.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.art.suits import Colour, Painter, darken, lighten, paint_star

MOTIFS = frozenset({"ace", "great_symbol", "joker", "hooded_figure"})  # names a DeckStyle's specials may use
SKIN: Colour = (242, 206, 168)
GOLD: Colour = (214, 170, 48)
STEEL: Colour = (206, 212, 222)

# Pip positions in a unit box (column 0/0.5/1, row 0..1), as on printed cards.
_SIDE4 = [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)]
PIP_POSITIONS: dict[int, list[tuple[float, float]]] = {
    1: [(0.5, 0.5)],
    2: [(0.5, 0.0), (0.5, 1.0)],
    3: [(0.5, 0.0), (0.5, 0.5), (0.5, 1.0)],
    4: _SIDE4,
    5: _SIDE4 + [(0.5, 0.5)],
    6: _SIDE4 + [(0.0, 0.5), (1.0, 0.5)],
    7: _SIDE4 + [(0.0, 0.5), (1.0, 0.5), (0.5, 0.25)],
    8: _SIDE4 + [(0.0, 0.5), (1.0, 0.5), (0.5, 0.25), (0.5, 0.75)],
    9: [(x, y) for x in (0.0, 1.0) for y in (0.0, 1 / 3, 2 / 3, 1.0)] + [(0.5, 0.5)],
    10: [(x, y) for x in (0.0, 1.0) for y in (0.0, 1 / 3, 2 / 3, 1.0)] + [(0.5, 1 / 6), (0.5, 5 / 6)],
}


def symbol(painter: Painter, size: tuple[int, int], colour: Colour, turned: bool = False) -> pygame.Surface:
    """One suit symbol on its own transparent surface (turned upside down if asked)."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill((*colour, 0))
    painter(surface, surface.get_rect(), colour)
    return pygame.transform.rotate(surface, 180) if turned else surface


def paint_pips(
    surface: pygame.Surface, area: pygame.Rect, count: int, painter: Painter, colour: Colour, turned: bool,
    pip: float,
) -> None:
    """``count`` symbols of size ``pip`` laid out as on a printed card, their centres inside ``area``
    inset by half a pip."""
    positions = PIP_POSITIONS.get(count)
    if positions is None:  # more pips than any printed layout: a plain grid
        cols = 2 if count <= 12 else 3
        rows = math.ceil(count / cols)
        positions = [((i % cols) / max(1, cols - 1), (i // cols) / max(1, rows - 1)) for i in range(count)]
    rows = 4 if count >= 9 else 3
    pip = min(pip, area.height / (rows + 0.6) / 1.25)
    if count >= 7:  # a middle column between the two side columns
        pip = min(pip, area.width / 2.4)
    size = (round(pip), round(pip * 1.25))  # tall boxes let slim symbols (swords) grow
    upright = symbol(painter, size, colour)
    upside = symbol(painter, size, colour, turned=True) if turned else upright
    inner = area.inflate(-pip, -pip * 1.25)
    for x, y in positions:
        img = upside if y > 0.5 else upright
        cx = inner.x + x * inner.width
        cy = inner.y + y * inner.height
        surface.blit(img, img.get_rect(center=(round(cx), round(cy))))


def paint_ace(surface: pygame.Surface, area: pygame.Rect, painter: Painter, colour: Colour) -> None:
    """A plain ace: one large suit symbol in the middle, as printed on a standard deck."""
    d = round(min(area.width * 0.62, area.height * 0.42))
    box = pygame.Rect(0, 0, d, d)
    box.center = area.center
    painter(surface, box, colour)


def paint_great_symbol(surface: pygame.Surface, area: pygame.Rect, painter: Painter, colour: Colour) -> None:
    """An ace: one large symbol inside an ornamental ring."""
    d = min(area.width, area.height * 0.75)
    centre = area.center
    ring = max(1, round(d * 0.03))
    pygame.draw.circle(surface, lighten(colour, 0.8), centre, d * 0.52)
    pygame.draw.circle(surface, lighten(colour, 0.35), centre, d * 0.52, ring)
    pygame.draw.circle(surface, lighten(colour, 0.35), centre, d * 0.46, max(1, ring // 2))
    for i in range(12):
        a = i * math.pi / 6
        p = (centre[0] + d * 0.52 * math.cos(a), centre[1] + d * 0.52 * math.sin(a))
        pygame.draw.circle(surface, lighten(colour, 0.35), p, d * 0.035)
    box = pygame.Rect(0, 0, round(d * 0.7), round(d * 0.7))
    box.center = centre
    painter(surface, box, colour)


def _frame(surface: pygame.Surface, panel: pygame.Rect, colour: Colour) -> None:
    pygame.draw.rect(surface, lighten(colour, 0.86), panel, border_radius=max(1, panel.width // 14))
    pygame.draw.rect(surface, colour, panel, max(1, panel.width // 40), border_radius=max(1, panel.width // 14))


def _bust(half: pygame.Surface, label: str, painter: Painter, colour: Colour) -> None:
    """The upper half of a double-headed court figure, drawn to fill ``half``."""
    w, h = half.get_size()
    robe = colour
    trim = lighten(colour, 0.55)
    # shoulders and robe with a collar and a gold trim down the front
    pygame.draw.rect(half, robe, pygame.FRect(w * 0.1, h * 0.7, w * 0.8, h * 0.3 + 1))
    pygame.draw.rect(half, robe, pygame.FRect(w * 0.1, h * 0.62, w * 0.8, h * 0.4), border_radius=round(w * 0.16))
    pygame.draw.polygon(half, trim, [(w * 0.3, h * 0.63), (w * 0.7, h * 0.63), (w * 0.5, h * 0.8)])
    pygame.draw.line(half, GOLD, (w * 0.5, h * 0.8), (w * 0.5, h), max(1, round(w * 0.05)))
    for bx in (0.16, 0.84):
        pygame.draw.line(half, trim, (w * bx, h * 0.72), (w * bx, h), max(1, round(w * 0.04)))
    # head
    head_c = (w * 0.5, h * 0.44)
    head_r = min(w * 0.22, h * 0.16)
    if label == "Q":  # a veil behind the head
        pygame.draw.ellipse(half, lighten(colour, 0.35), pygame.FRect(w * 0.26, h * 0.2, w * 0.48, h * 0.56))
    pygame.draw.circle(half, SKIN, head_c, head_r)
    pygame.draw.circle(half, darken(SKIN, 0.45), head_c, head_r, max(1, round(head_r * 0.08)))
    eye = max(1.0, head_r * 0.1)
    pygame.draw.circle(half, (40, 30, 30), (head_c[0] - head_r * 0.38, head_c[1] - head_r * 0.05), eye)
    pygame.draw.circle(half, (40, 30, 30), (head_c[0] + head_r * 0.38, head_c[1] - head_r * 0.05), eye)
    top = head_c[1] - head_r
    if label == "K":  # crown with three points and a beard
        pygame.draw.polygon(half, darken(SKIN, 0.55), [
            (head_c[0] - head_r * 0.8, head_c[1] + head_r * 0.3), (head_c[0] + head_r * 0.8, head_c[1] + head_r * 0.3),
            (head_c[0], head_c[1] + head_r * 1.35)])
        pts = [(w * 0.3, top + head_r * 0.2), (w * 0.3, top - head_r * 0.9), (w * 0.38, top - head_r * 0.35),
               (w * 0.5, top - head_r * 1.05), (w * 0.62, top - head_r * 0.35), (w * 0.7, top - head_r * 0.9),
               (w * 0.7, top + head_r * 0.2)]
        pygame.draw.polygon(half, GOLD, pts)
        pygame.draw.circle(half, colour, (w * 0.5, top - head_r * 0.25), head_r * 0.16)
    elif label == "Q":  # a small tiara
        pts = [(w * 0.34, top + head_r * 0.25), (w * 0.4, top - head_r * 0.45), (w * 0.5, top - head_r * 0.15),
               (w * 0.6, top - head_r * 0.45), (w * 0.66, top + head_r * 0.25)]
        pygame.draw.polygon(half, GOLD, pts)
        pygame.draw.circle(half, lighten(colour, 0.2), (w * 0.5, top - head_r * 0.05), head_r * 0.14)
    else:  # the Jack (or any other court): a cap with a feather
        pygame.draw.ellipse(half, darken(colour, 0.25), pygame.FRect(head_c[0] - head_r * 1.15, top - head_r * 0.35, head_r * 2.3, head_r * 0.95))
        pygame.draw.polygon(half, GOLD, [(head_c[0] + head_r * 0.5, top), (head_c[0] + head_r * 1.4, top - head_r * 1.1),
                                         (head_c[0] + head_r * 0.9, top + head_r * 0.1)])
    # the suit, worn as a badge on the robe
    size = round(min(w * 0.26, h * 0.24))
    badge = pygame.Rect(0, 0, size, size)
    badge.center = (round(w * 0.68), round(h * 0.88))
    pygame.draw.circle(half, (250, 246, 236), badge.center, size * 0.62)
    painter(half, badge, colour)


def paint_court(surface: pygame.Surface, panel: pygame.Rect, label: str, painter: Painter, colour: Colour) -> None:
    """A double-headed court figure in a framed panel."""
    _frame(surface, panel, colour)
    inner = panel.inflate(-max(2, panel.width // 16), -max(2, panel.width // 16))
    half = pygame.Surface((inner.width, inner.height // 2), pygame.SRCALPHA)
    _bust(half, label, painter, colour)
    surface.blit(half, inner.topleft)
    surface.blit(pygame.transform.rotate(half, 180), (inner.x, inner.bottom - half.get_height()))
    y = inner.centery
    pygame.draw.line(surface, colour, (inner.x, y), (inner.right - 1, y), max(1, panel.width // 50))


def paint_portrait(surface: pygame.Surface, box: pygame.Rect, label: str, painter: Painter, colour: Colour) -> None:
    """A single court bust for small cards, in a soft oval."""
    pygame.draw.ellipse(surface, lighten(colour, 0.82), box)
    half = pygame.Surface(box.size, pygame.SRCALPHA)
    _bust(half, label, painter, colour)
    mask = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.ellipse(mask, (255, 255, 255, 255), mask.get_rect())
    half.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(half, box.topleft)
    pygame.draw.ellipse(surface, colour, box, max(1, box.width // 30))


def paint_hooded_figure(
    surface: pygame.Surface, panel: pygame.Rect, painter: Painter, colour: Colour, frame: bool = True
) -> None:
    """A hooded figure with a drawn dagger (a game's deck style may give it to a label)."""
    if frame:
        _frame(surface, panel, colour)
    w, h = panel.size
    x0, y0 = panel.topleft

    def p(fx: float, fy: float) -> tuple[float, float]:
        return (x0 + fx * w, y0 + fy * h)

    cloak = (46, 44, 56)
    pygame.draw.polygon(surface, cloak, [p(0.5, 0.1), p(0.74, 0.26), p(0.8, 0.45), p(0.94, 0.62), p(0.97, 0.97),
                                         p(0.03, 0.97), p(0.06, 0.62), p(0.2, 0.45), p(0.26, 0.26)])
    pygame.draw.ellipse(surface, (12, 12, 16), pygame.FRect(*p(0.32, 0.24), w * 0.36, h * 0.2))
    eye = max(1.0, w * 0.035)
    pygame.draw.ellipse(surface, lighten(colour, 0.25), pygame.FRect(*p(0.39, 0.33), w * 0.08, eye * 1.4))
    pygame.draw.ellipse(surface, lighten(colour, 0.25), pygame.FRect(*p(0.53, 0.33), w * 0.08, eye * 1.4))
    # a clasp in the suit at the throat
    clasp = pygame.Rect(0, 0, round(w * 0.2), round(w * 0.2))
    clasp.center = (round(x0 + w * 0.5), round(y0 + h * 0.5))
    pygame.draw.circle(surface, (250, 246, 236), clasp.center, w * 0.14)
    painter(surface, clasp, colour)
    # the dagger, held point down across the cloak
    a = math.radians(62)
    dx, dy = math.cos(a), math.sin(a)
    nx, ny = -dy, dx
    hilt = p(0.3, 0.56)
    L = h * 0.4
    bw = w * 0.07

    def q(t: float, s: float) -> tuple[float, float]:
        return (hilt[0] + dx * t * L + nx * s * bw, hilt[1] + dy * t * L + ny * s * bw)

    pygame.draw.polygon(surface, STEEL, [q(0.12, -1), q(0.12, 1), q(0.9, 0.7), q(1.05, 0), q(0.9, -0.7)])
    pygame.draw.line(surface, darken(STEEL, 0.35), q(0.15, 0), q(0.95, 0), max(1, round(bw * 0.25)))
    pygame.draw.polygon(surface, GOLD, [q(0.06, -2.4), q(0.06, 2.4), q(0.14, 2.4), q(0.14, -2.4)])
    pygame.draw.polygon(surface, colour, [q(-0.22, -0.55), q(-0.22, 0.55), q(0.06, 0.55), q(0.06, -0.55)])
    pygame.draw.circle(surface, GOLD, q(-0.26, 0), bw * 0.9)


def paint_joker(surface: pygame.Surface, panel: pygame.Rect, colour: Colour, frame: bool = True) -> None:
    """A joker: a large star circled by small ones."""
    if frame:
        _frame(surface, panel, colour)
    d = min(panel.width, panel.height)
    big = pygame.Rect(0, 0, round(d * 0.75), round(d * 0.75))
    big.center = panel.center
    paint_star(surface, big, colour)
    small = round(d * 0.16)
    for i in range(6):
        a = i * math.pi / 3 + math.pi / 6
        r = pygame.Rect(0, 0, small, small)
        r.center = (round(panel.centerx + math.cos(a) * panel.width * 0.36),
                    round(panel.centery + math.sin(a) * panel.height * 0.38))
        paint_star(surface, r, GOLD)


def paint_large_index(
    surface: pygame.Surface, area: pygame.Rect, text: pygame.Surface, painters: Painter | Sequence[Painter],
    colour: Colour,
) -> None:
    """A label with no pip layout: the label large at the top of ``area``, and under it its
    symbols (a suit's, a weapon's...) side by side, as large as the rest of ``area`` allows."""
    symbols = [painters] if callable(painters) else list(painters)
    label = max(text.get_height(), round(area.height * 0.3))  # the label's band: the symbols sit
    surface.blit(text, text.get_rect(midtop=(area.centerx, area.top + (label - text.get_height()) // 2)))
    if not symbols:  # in the same place whatever the label's glyphs
        return
    n = len(symbols)
    gap = area.width * 0.06
    room = area.height - label - area.height * 0.06
    s = round(max(1.0, min((area.width - gap * (n - 1)) / n, room, area.width * 0.8)))
    left = area.centerx - (s * n + gap * (n - 1)) / 2
    top = area.bottom - s - max(0, (room - s) / 2)
    for i, painter in enumerate(symbols):
        painter(surface, pygame.Rect(round(left + i * (s + gap)), round(top), s, s), colour)
