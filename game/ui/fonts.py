"""Fonts by size (pygame's bundled default font: nothing to download) and a render cache."""

from __future__ import annotations

from collections import OrderedDict

import pygame

Colour = tuple[int, int, int]


class Fonts:
    """``get(size)`` returns a cached ``pygame.font.Font(None, size)``; ``render`` caches text."""

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
            font = pygame.font.Font(None, size)
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
