"""Drawing helpers the piece sprites share: supersampled shapes, text that fits, captions, icons.

Shapes are drawn at ``SUPERSAMPLE`` times their size and scaled down once (antialiasing); text is
rendered at its final size, which keeps it crisp. No text is drawn below ``MIN_FONT``: a label
that does not fit at that size moves to a caption instead of shrinking into a smudge.
"""

from __future__ import annotations

import math

import pygame

from game.art.cards import downscale
from game.art.suits import darken, lighten
from game.ui import theme
from game.ui.fonts import shared_font
from game.ui.text import ELLIPSIS, ellipsize, wrap

Colour = tuple[int, int, int]

SUPERSAMPLE = 3
MIN_FONT = 16  # pygame size of the default font, about 11 px tall
CAPTION_FILL: Colour = (22, 40, 30)


def font(size: int) -> pygame.font.Font:
    """The shipped font at ``size``, opened once per size (pieces ask for it every frame)."""
    return shared_font(max(6, int(size)))


def text(words: str, size: int, colour: Colour) -> pygame.Surface:
    return font(size).render(words, True, colour)


def fit_font(words: str, width: float, size: int, min_size: int = MIN_FONT) -> int | None:
    """The largest font size from ``size`` down to ``min_size`` at which ``words`` fit ``width``
    pixels on one line, or ``None`` if even ``min_size`` is too wide."""
    for s in range(max(size, min_size), min_size - 1, -1):
        if font(s).size(words)[0] <= width:
            return s
    return None


def fit_lines(words: str, width: int, height: int, size: int) -> tuple[int, list[str]]:
    """Wrap ``words`` into ``width``×``height`` pixels at the largest font size from ``size``
    down to ``MIN_FONT``; if even that overflows, the lines that fit, the last cut by an ellipsis."""
    size = max(size, MIN_FONT)
    for s in range(size, MIN_FONT - 1, -1):
        lines = wrap(font(s), words, width)
        if len(lines) * font(s).get_linesize() <= height:
            return s, lines
    small = font(MIN_FONT)
    lines = wrap(small, words, width)
    keep = max(1, height // small.get_linesize())
    if len(lines) > keep:
        lines = lines[:keep]
        lines[-1] = ellipsize(small, lines[-1] + " " + ELLIPSIS, width)
    return MIN_FONT, lines


def ink_on(fill: Colour) -> Colour:
    """Dark ink on light colours, cream on dark ones."""
    r, g, b = fill
    return theme.INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else theme.CREAM_TEXT


def finish(surface: pygame.Surface) -> pygame.Surface:
    """Convert for fast blitting once a display exists (headless tests keep the plain surface)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


def canvas(size: tuple[int, int]) -> pygame.Surface:
    """A transparent surface ``SUPERSAMPLE`` times ``size``, to draw a shape on."""
    big = pygame.Surface((max(1, size[0]) * SUPERSAMPLE, max(1, size[1]) * SUPERSAMPLE), pygame.SRCALPHA)
    big.fill((0, 0, 0, 0))
    return big


def shrink(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return downscale(big, (max(1, size[0]), max(1, size[1])))


def caption(words: str, size: int, fill: Colour = CAPTION_FILL) -> pygame.Surface:
    """``words`` on a small dark pill, for a label too long for the piece it names."""
    label = text(words, size, ink_on(fill))
    pad_x, pad_y = max(3, size // 4), max(1, size // 10)
    w, h = label.get_width() + 2 * pad_x, label.get_height() + 2 * pad_y
    pill = pygame.Surface((w, h), pygame.SRCALPHA)
    pill.fill((0, 0, 0, 0))
    pygame.draw.rect(pill, (*fill, 225), pill.get_rect(), border_radius=h // 2)
    pill.blit(label, label.get_rect(center=(w // 2, h // 2 + 1)))
    return pill


def paint_lock(surface: pygame.Surface, box: pygame.Rect, colour: Colour) -> None:
    """A padlock filling ``box``: the mark of a private place."""
    w, h = box.size
    body = pygame.Rect(0, 0, round(w * 0.8), round(h * 0.55))
    body.midbottom = box.midbottom
    shackle = pygame.Rect(0, 0, round(w * 0.56), round(h * 0.7))
    shackle.midtop = (box.centerx, box.top)
    pygame.draw.ellipse(surface, colour, shackle, max(1, round(w * 0.14)))
    pygame.draw.rect(surface, colour, body, border_radius=max(1, round(w * 0.12)))
    hole = max(1, round(w * 0.09))
    pygame.draw.circle(surface, darken(colour, 0.6), (body.centerx, body.centery - hole // 2), hole)


def paint_flask(surface: pygame.Surface, box: pygame.Rect, colour: Colour, shine: bool = True) -> None:
    """A round-bottomed flask filling ``box``: a potion (``shine``: a highlight on the glass)."""
    w, h = box.size
    r = min(w, h) * 0.4
    bulb = (box.centerx, box.bottom - r)
    neck = pygame.Rect(0, 0, round(r * 0.7), round(h - 2 * r + r * 0.5))
    neck.midtop = (box.centerx, box.top + round(h * 0.1))
    edge = darken(colour, 0.45)
    pygame.draw.rect(surface, edge, neck.inflate(round(r * 0.2), 0), border_radius=round(r * 0.15))
    pygame.draw.circle(surface, edge, bulb, r)
    pygame.draw.rect(surface, colour, neck, border_radius=round(r * 0.12))
    pygame.draw.circle(surface, colour, bulb, r * 0.88)
    cork = pygame.Rect(0, 0, round(r * 0.9), round(h * 0.14))
    cork.midtop = (box.centerx, box.top)
    pygame.draw.rect(surface, (150, 104, 60), cork, border_radius=round(r * 0.12))
    if shine:
        glint = pygame.Rect(0, 0, round(r * 0.35), round(r * 0.6))
        glint.center = (round(bulb[0] - r * 0.45), round(bulb[1] - r * 0.2))
        pygame.draw.ellipse(surface, lighten(colour, 0.6), glint)


def paint_milled_rim(surface: pygame.Surface, centre: tuple[float, float], r: float, colour: Colour) -> None:
    """Small notches round the edge of a coin."""
    for i in range(24):
        a = i * math.pi / 12
        p = (centre[0] + math.cos(a) * r * 0.92, centre[1] + math.sin(a) * r * 0.92)
        pygame.draw.circle(surface, colour, p, r * 0.05)
