"""A labelled place on the felt: a quality indicator slot, a track space, a pile's home.

The label sits in a band along the top of the slot (on two lines if one is too short); whatever
rests in the slot (a card, a token) belongs in ``content_rect``, below the band. A private slot
shows a padlock beside its label.
"""

from __future__ import annotations

import pygame

from game.art.suits import lighten
from game.pieces import paint
from game.pieces.base import Point, SpecSprite
from game.pieces.specs import SlotPiece

FILL = (14, 52, 32, 150)
EDGE = (150, 196, 160)
HIGHLIGHT = (255, 214, 90)
Lines = tuple[int, list[str]]  # font size, lines


class SlotSprite(SpecSprite[SlotPiece]):
    def __init__(self, spec: SlotPiece, pos: Point = (0.0, 0.0), scale: float = 1.0, z: int = 0) -> None:
        super().__init__(spec, pos, scale, z)
        self._lines: tuple[tuple[SlotPiece, tuple[int, int]], Lines] | None = None

    @property
    def size(self) -> tuple[int, int]:
        w, h = self.spec.size
        return (self.px(w), self.px(h))

    def font_size(self) -> int:
        return max(paint.MIN_FONT, self.px(20))

    def lock_width(self) -> int:
        return round(paint.font(self.font_size()).get_linesize() * 0.75) if self.spec.private else 0

    def label_lines(self) -> Lines:
        """The label's font size and lines: one line if it fits, else two, else cut short."""
        key = (self.spec, self.size)
        if self._lines is None or self._lines[0] != key:
            self._lines = (key, self._fit_label())
        return self._lines[1]

    def _fit_label(self) -> Lines:
        if not self.spec.label:
            return self.font_size(), []
        pad = self.px(6)
        lock = self.lock_width()
        room = self.size[0] - 2 * pad - (lock + pad if lock else 0)
        # Wrap at the slot's own size rather than shrink onto one line, so a row's headings match.
        size = paint.fit_font(self.spec.label, room, self.font_size(), min_size=self.font_size())
        if size is not None:
            return size, [self.spec.label]
        return paint.fit_lines(self.spec.label, room, 2 * paint.font(self.font_size()).get_linesize(), self.font_size())

    def band_height(self) -> int:
        """Height in pixels of the label band at the top (none without a label or a padlock)."""
        if not self.spec.label and not self.spec.private:
            return 0
        size, lines = self.label_lines()
        return max(1, len(lines)) * paint.font(size).get_linesize() + self.px(6)

    @property
    def content_rect(self) -> pygame.Rect:
        """Where a piece resting in the slot goes (below the label band)."""
        r = self.rect
        band = self.band_height()
        return pygame.Rect(r.x, r.y + band, r.width, max(1, r.height - band))

    def image(self) -> pygame.Surface:
        return self.cached(("slot", self.spec, self.size), self._render)

    def _render(self) -> pygame.Surface:
        spec = self.spec
        w, h = self.size
        radius = max(3, self.px(10))
        image = pygame.Surface((w, h), pygame.SRCALPHA)
        image.fill((0, 0, 0, 0))
        pygame.draw.rect(image, FILL, image.get_rect(), border_radius=radius)
        edge = HIGHLIGHT if spec.highlight else EDGE
        pygame.draw.rect(image, edge, image.get_rect(), max(1, self.px(3 if spec.highlight else 2)), border_radius=radius)
        band = self.band_height()
        if not band:
            return paint.finish(image)
        pad = self.px(6)
        size, lines = self.label_lines()
        line = paint.font(size).get_linesize()
        lock = self.lock_width()
        left = pad + (lock + pad if lock else 0)
        ink = HIGHLIGHT if spec.highlight else lighten(edge, 0.5)
        top = self.px(3)
        for i, words in enumerate(lines):
            image.blit(paint.text(words, size, ink), (left, top + i * line + 1))
        if lock:
            box = pygame.Rect(pad, top + (line - lock) // 2, round(lock * 0.8), lock)
            big = paint.canvas(box.size)
            paint.paint_lock(big, big.get_rect(), HIGHLIGHT)
            image.blit(paint.shrink(big, box.size), box)
        pygame.draw.line(image, (*edge, 120), (pad, band), (w - pad, band), 1)
        return paint.finish(image)
