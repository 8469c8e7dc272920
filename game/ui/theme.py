"""Colours, sizes and the shared backgrounds: green felt, cream panels, dark ink.

Sizes are relative to the logical screen height (``metrics(height)``), so every screen scales
with the window.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

Colour = tuple[int, int, int]

FELT: Colour = (30, 98, 62)
FELT_DARK: Colour = (16, 58, 36)
FELT_LIGHT: Colour = (44, 122, 78)
PANEL: Colour = (247, 240, 222)
PANEL_SHADE: Colour = (233, 222, 196)
PANEL_EDGE: Colour = (150, 118, 72)
INK: Colour = (43, 34, 26)
INK_SOFT: Colour = (104, 88, 70)
INK_DISABLED: Colour = (165, 154, 136)
HEADING: Colour = (120, 30, 30)  # card red, for headings on cream
CREAM_TEXT: Colour = (250, 244, 226)  # text on felt
GOLD: Colour = (226, 178, 58)  # focus ring, accents
BUTTON: Colour = (236, 224, 194)
BUTTON_HOVER: Colour = (248, 238, 210)
BUTTON_DOWN: Colour = (214, 198, 160)
BUTTON_DISABLED: Colour = (222, 214, 196)
PRIMARY: Colour = (146, 36, 36)
PRIMARY_HOVER: Colour = (172, 48, 46)
TRACK: Colour = (206, 192, 160)
FILL: Colour = (44, 122, 78)
ERROR: Colour = (170, 30, 30)
VEIL_ALPHA = 150

MIN_SIZE: tuple[int, int] = (960, 600)


@dataclass(frozen=True)
class Metrics:
    """Font sizes (pygame point sizes for the default font) and spacing for a screen height."""

    title: int
    heading: int
    body: int
    small: int
    row: int  # height of a button or settings row
    pad: int  # gap between things
    radius: int  # corner radius of panels and buttons
    border: int  # outline width
    focus: int  # focus ring width


@lru_cache(maxsize=16)
def metrics(height: int) -> Metrics:
    h = max(300, height)
    return Metrics(
        title=round(h * 0.14),
        heading=round(h * 0.07),
        body=max(22, round(h * 0.047)),
        small=max(18, round(h * 0.036)),
        row=max(36, round(h * 0.074)),
        pad=max(8, round(h * 0.022)),
        radius=max(6, round(h * 0.014)),
        border=max(2, round(h * 0.003)),
        focus=max(3, round(h * 0.005)),
    )


@lru_cache(maxsize=4)
def _felt(size: tuple[int, int]) -> pygame.Surface:
    """A soft vignette: lighter in the middle, darker at the edges."""
    small = pygame.Surface((48, 30))
    cx, cy = 23.5, 14.5
    for y in range(30):
        for x in range(48):
            d = min(1.0, (((x - cx) / 26) ** 2 + ((y - cy) / 17) ** 2) ** 0.5)
            t = d * d
            small.set_at((x, y), tuple(round(FELT_LIGHT[i] * (1 - t) + FELT_DARK[i] * t) for i in range(3)))
    return pygame.transform.smoothscale(small, size)


def draw_felt(surface: pygame.Surface) -> None:
    surface.blit(_felt(surface.get_size()), (0, 0))


def draw_veil(surface: pygame.Surface, alpha: int = VEIL_ALPHA) -> None:
    """Dim whatever is below an overlay: every pixel darkened as black at ``alpha`` over it would
    darken it (a multiply in place, so no window-sized veil is kept)."""
    keep = 255 - alpha
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)


SHADOW_ALPHA = 70


@lru_cache(maxsize=8)
def _shadow_corners(radius: int) -> pygame.Surface:
    """A disc of shadow ``2 * radius`` across: its quarters are a shadow's rounded corners."""
    disc = pygame.Surface((2 * radius, 2 * radius), pygame.SRCALPHA)
    pygame.draw.rect(disc, (0, 0, 0, SHADOW_ALPHA), disc.get_rect(), border_radius=radius)
    return disc


def draw_shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """A soft shadow the shape of a rounded ``rect``, darkened in place: straight parts by a
    multiply, the corners from a small cached disc (no panel-sized surface is kept)."""
    r = max(0, min(radius, rect.width // 2, rect.height // 2))
    keep = 255 - SHADOW_ALPHA
    mult = (keep, keep, keep)
    surface.fill(mult, rect.inflate(0, -2 * r), special_flags=pygame.BLEND_RGB_MULT)
    if r == 0:
        return
    for y in (rect.top, rect.bottom - r):
        surface.fill(mult, pygame.Rect(rect.left + r, y, rect.width - 2 * r, r), special_flags=pygame.BLEND_RGB_MULT)
    disc = _shadow_corners(r)
    for dx, dy in ((0, 0), (1, 0), (0, 1), (1, 1)):
        area = pygame.Rect(dx * r, dy * r, r, r)
        surface.blit(disc, (rect.left + dx * (rect.width - r), rect.top + dy * (rect.height - r)), area)


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, m: Metrics, fill: Colour = PANEL) -> None:
    """A cream card-like panel with a soft shadow and a thin brown edge."""
    off = max(3, m.pad // 3)
    draw_shadow(surface, rect.move(off, off), m.radius)
    pygame.draw.rect(surface, fill, rect, border_radius=m.radius)
    pygame.draw.rect(surface, PANEL_EDGE, rect, width=m.border, border_radius=m.radius)
