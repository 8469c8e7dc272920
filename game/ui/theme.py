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


@lru_cache(maxsize=4)
def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    return veil


def draw_veil(surface: pygame.Surface, alpha: int = VEIL_ALPHA) -> None:
    """Dim whatever is below an overlay."""
    surface.blit(_veil(surface.get_size(), alpha), (0, 0))


@lru_cache(maxsize=32)
def _shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    shadow = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 70), shadow.get_rect(), border_radius=radius)
    return shadow


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, m: Metrics, fill: Colour = PANEL) -> None:
    """A cream card-like panel with a soft shadow and a thin brown edge."""
    off = max(3, m.pad // 3)
    surface.blit(_shadow(rect.size, m.radius), rect.move(off, off))
    pygame.draw.rect(surface, fill, rect, border_radius=m.radius)
    pygame.draw.rect(surface, PANEL_EDGE, rect, width=m.border, border_radius=m.radius)
