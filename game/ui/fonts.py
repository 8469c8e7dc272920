"""The font the project ships (``art/fonts``: the same text on every machine and in the built
program, no system font lookups), fonts by size and a render cache."""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

import pygame

from game.paths import asset_path

Colour = tuple[int, int, int]

FONT_FILE = ("art", "fonts", "FreeSansBold.ttf")
# pygame draws its default font, Font(None, size), at this share of ``size``; sizes in the code
# were chosen by that measure, so the shipped copy of the same font is loaded the same way.
DEFAULT_FONT_SCALE = 0.6875


def font_file() -> Path:
    return asset_path(*FONT_FILE)


def load_font(size: int) -> pygame.font.Font:
    """The shipped font at ``size`` as ``pygame.font.Font(None, size)`` counts it (same pixels)."""
    return pygame.font.Font(font_file(), max(1, int(size * DEFAULT_FONT_SCALE)))


class Fonts:
    """``get(size)`` returns the shipped font at ``size``, cached; ``render`` caches text."""

    def __init__(self, render_cache_size: int = 512) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self._fonts: dict[int, pygame.font.Font] = {}
        self._rendered: OrderedDict[tuple[str, int, Colour], pygame.Surface] = OrderedDict()
        self._limit = render_cache_size

    def get(self, size: int) -> pygame.font.Font:
        size = max(6, int(size))
        font = self._fonts.get(size)
        if font is None:
            font = load_font(size)
            self._fonts[size] = font
        return font

    __call__ = get

    def render(self, text: str, size: int, colour: Colour) -> pygame.Surface:
        key = (text, int(size), tuple(colour))
        surf = self._rendered.get(key)
        if surf is not None:
            self._rendered.move_to_end(key)
            return surf
        surf = self.get(size).render(text, True, colour)
        self._rendered[key] = surf
        if len(self._rendered) > self._limit:
            self._rendered.popitem(last=False)
        return surf

    def line_height(self, size: int) -> int:
        return self.get(size).get_linesize()
