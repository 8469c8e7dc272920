"""A short word on a pill: who deals, who leads, which suit is trumps."""

from __future__ import annotations

import pygame

from game.art.suits import darken
from game.pieces import paint
from game.pieces.base import SpecSprite
from game.pieces.specs import BadgePiece


class BadgeSprite(SpecSprite[BadgePiece]):
    """As wide as its text needs; ``spec.height`` logical pixels tall (never below what the
    smallest legible font needs)."""

    def font_size(self) -> int:
        return max(paint.MIN_FONT, round(self.px(self.spec.height) * 0.95))

    @property
    def size(self) -> tuple[int, int]:
        font = paint.font(self.font_size())
        h = max(self.px(self.spec.height), font.get_linesize() + 4)
        return (font.size(self.spec.text)[0] + h, h)

    def image(self) -> pygame.Surface:
        return self.cached(("badge", self.spec, self.scale), self._render)

    def _render(self) -> pygame.Surface:
        w, h = self.size
        big = paint.canvas((w, h))
        s = paint.SUPERSAMPLE
        pygame.draw.rect(big, darken(self.spec.colour, 0.35), big.get_rect(), border_radius=h * s // 2)
        pygame.draw.rect(big, self.spec.colour, big.get_rect().inflate(-2 * s, -2 * s), border_radius=h * s // 2 - s)
        image = paint.shrink(big, (w, h))
        label = paint.text(self.spec.text, self.font_size(), paint.ink_on(self.spec.colour))
        image.blit(label, label.get_rect(center=(w // 2, h // 2 + 1)))
        return paint.finish(image)
