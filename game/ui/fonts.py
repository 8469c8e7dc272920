"""The font the project ships (``art/fonts``: the same text on every machine and in the built
program, no system font lookups), fonts by size and a render cache.

Rendered text is kept by bytes, not by count: a busy screen (the table with its log, a round's
summary) draws about 0.6 MB of text at 1280x720, so the cache holds a share of the window's own
pixels (``TEXT_SHARE``) and lets the least recently drawn go. Text drawn every frame stays; a log
line that has scrolled away or a summary long closed is dropped rather than kept for the game.
"""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache
from pathlib import Path

import pygame

from game.paths import asset_path

Colour = tuple[int, int, int]

# GNU FreeFont's Free Sans Bold without its pair kerning (tools/make_font.py says why)
FONT_FILE = ("art", "fonts", "FreeSansBold-NoKern.ttf")
# pygame draws its default font, Font(None, size), at this share of ``size``; sizes in the code
# were chosen by that measure, so the shipped copy of the same font is loaded the same way.
DEFAULT_FONT_SCALE = 0.6875
TEXT_SHARE = 0.3  # rendered text kept: this share of the window's bytes (1.1 MB at 1280x720)...
MIN_TEXT_BYTES = 1_000_000  # ...and at least this much (also with no window)
LARGEST_SHARE = 0.25  # a single text bigger than this share of the budget is drawn, never kept
SHARED_FONT_SIZES = 32  # sizes the art's shared fonts keep open (faces, discs, pieces)


def font_file() -> Path:
    return asset_path(*FONT_FILE)


def load_font(size: int) -> pygame.font.Font:
    """The shipped font at ``size`` as ``pygame.font.Font(None, size)`` counts it (same pixels)."""
    return pygame.font.Font(font_file(), max(1, int(size * DEFAULT_FONT_SCALE)))


def shared_font(size: int) -> pygame.font.Font:
    """The shipped font at ``size``, opened once per size for art drawn outside a scene (card
    faces, a race's letter disc, pieces), which asks for it at every drawing."""
    if not pygame.font.get_init():  # fonts opened before a pygame.quit() are dead
        pygame.font.init()
        _shared_font.cache_clear()
    return _shared_font(max(1, int(size)))


@lru_cache(maxsize=SHARED_FONT_SIZES)
def _shared_font(size: int) -> pygame.font.Font:
    return load_font(size)


def surface_bytes(surface: pygame.Surface) -> int:
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


def text_budget(share: float = TEXT_SHARE, floor: int = MIN_TEXT_BYTES) -> int:
    """Bytes of rendered text to keep: ``share`` of the window's pixels, at least ``floor``."""
    window = pygame.display.get_surface() if pygame.display.get_init() else None
    if window is None:
        return floor
    return max(floor, int(surface_bytes(window) * share))


class Fonts:
    """``get(size)`` returns the shipped font at ``size``, cached; ``render`` caches text up to
    ``budget`` bytes (by default ``text_budget()``, read as the window is now)."""

    def __init__(self, budget: int | None = None) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self._fonts: dict[int, pygame.font.Font] = {}
        # keyed by tuple(colour): a caller may pass a list or a pygame.Color of any length
        self._rendered: OrderedDict[tuple[str, int, tuple[int, ...]], pygame.Surface] = OrderedDict()
        self._budget = budget
        self.cached_bytes = 0  # bytes of the surfaces in the render cache

    @property
    def budget(self) -> int:
        return self._budget if self._budget is not None else text_budget()

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
        cost, budget = surface_bytes(surf), self.budget
        if cost > budget * LARGEST_SHARE:
            return surf  # not kept: it would push out a screenful of small text
        self._rendered[key] = surf
        self.cached_bytes += cost
        while self.cached_bytes > budget:
            _, old = self._rendered.popitem(last=False)
            self.cached_bytes -= surface_bytes(old)
        return surf

    @property
    def cached_texts(self) -> int:
        return len(self._rendered)

    def line_height(self, size: int) -> int:
        return self.get(size).get_linesize()
