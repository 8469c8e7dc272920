"""A card that is text: a character (who you are this round) or a rule card (this round's rule).

The face has a coloured header with the title (wrapped on two lines if it must) and the body
wrapped in the box below (``paint.fit_lines``: shrunk as far as ``paint.MIN_FONT``, then cut
with an ellipsis). The back shows the kind's name. It turns over like a playing card (``flip``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from types import MappingProxyType

import pygame

from game.art.cards import CardArt
from game.art.suits import darken, lighten
from game.pieces import paint
from game.pieces.base import Point, SpecSprite, Turnable
from game.pieces.specs import TextCardPiece
from game.ui import theme
from game.ui.text import ellipsize

KIND_COLOURS: Mapping[str, tuple[int, int, int]] = MappingProxyType({"character": (128, 36, 36)})
OTHER_COLOUR = (70, 80, 92)
PAPER = (249, 242, 224)


def kind_colour(spec: TextCardPiece) -> tuple[int, int, int]:
    """The spec's own colour, else its kind's, else a plain slate."""
    return spec.colour or KIND_COLOURS.get(spec.kind, OTHER_COLOUR)


class TextCardSprite(Turnable, SpecSprite[TextCardPiece]):
    def __init__(self, spec: TextCardPiece, pos: Point = (0.0, 0.0), scale: float = 1.0, z: int = 0) -> None:
        super().__init__(spec, pos, scale, z)
        self.face_up = spec.face_up
        self.flip_scale = 1.0

    @property
    def size(self) -> tuple[int, int]:
        w, h = self.spec.size
        return (self.px(w), self.px(h))

    @property
    def rect(self) -> pygame.Rect:
        w, h = self.size
        r = pygame.Rect(0, 0, max(1, round(w * self.flip_scale)), h)
        r.center = (round(self.x), round(self.y))
        return r

    def set_spec(self, spec: TextCardPiece) -> None:
        self.spec = spec
        self.face_up = spec.face_up

    def rest(self) -> None:
        self.flip_scale = 1.0

    # ---- drawing ---------------------------------------------------------------------------

    def image(self) -> pygame.Surface:
        spec = self.spec
        if self.face_up:
            return self.cached(("face", spec.title, spec.body, spec.kind, self.size), self._render_face)
        return self.cached(("back", spec.kind, self.size), self._render_back)

    def _shape(self, fill: tuple[int, int, int], edge: tuple[int, int, int]) -> pygame.Surface:
        w, h = self.size
        big = paint.canvas((w, h))
        s = paint.SUPERSAMPLE
        radius = max(3, self.px(9)) * s
        pygame.draw.rect(big, edge, big.get_rect(), border_radius=radius)
        pygame.draw.rect(big, fill, big.get_rect().inflate(-2 * s, -2 * s), border_radius=radius - s)
        return big

    def _render_face(self) -> pygame.Surface:
        spec = self.spec
        w, h = self.size
        colour = kind_colour(spec)
        big = self._shape(PAPER, darken(colour, 0.3))
        s = paint.SUPERSAMPLE
        pad = max(3, self.px(7))
        # the title: as large as fits on two lines at most
        room = w - 2 * pad
        size, lines = paint.fit_lines(spec.title, room, 2 * (paint.font(self.px(22)).get_linesize()), self.px(22))
        line = paint.font(size).get_linesize()
        header = len(lines) * line + 2 * pad
        band = pygame.Rect(s * 2, s * 2, (w - 4) * s, header * s)
        pygame.draw.rect(big, colour, band, border_top_left_radius=max(3, self.px(8)) * s,
                         border_top_right_radius=max(3, self.px(8)) * s)
        image = paint.shrink(big, (w, h))
        y = pad
        for text_line in lines:
            img = paint.text(text_line, size, theme.CREAM_TEXT)
            image.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += line
        # the body
        top = header + pad
        body_h = h - top - pad
        if spec.body and body_h > 0:
            bsize, blines = paint.fit_lines(spec.body, room, body_h, max(paint.MIN_FONT, self.px(18)))
            bline = paint.font(bsize).get_linesize()
            y = top
            for text_line in blines:
                img = paint.text(text_line, bsize, theme.INK)
                image.blit(img, (pad, y))
                y += bline
        return paint.finish(image)

    def _render_back(self) -> pygame.Surface:
        spec = self.spec
        w, h = self.size
        colour = kind_colour(spec)
        big = self._shape(colour, darken(colour, 0.4))
        s = paint.SUPERSAMPLE
        inner = big.get_rect().inflate(-round(0.12 * w * s), -round(0.12 * w * s))
        accent = lighten(colour, 0.45)
        thick = max(1, round(0.012 * w * s))
        pygame.draw.rect(big, accent, inner, thick, border_radius=max(s, self.px(6) * s))
        step = max(4 * s, round(0.16 * w * s))
        for k in range(-inner.height, inner.width + inner.height, step):  # a lattice clipped to the panel
            for a, b in (((k, 0), (k + inner.height, inner.height)), ((k + inner.height, 0), (k, inner.height))):
                clipped = inner.clipline((inner.x + a[0], inner.y + a[1]), (inner.x + b[0], inner.y + b[1]))
                if clipped:
                    pygame.draw.line(big, lighten(colour, 0.18), clipped[0], clipped[1], thick)
        r = min(inner.width, inner.height) * 0.34
        c = inner.center
        pygame.draw.circle(big, darken(colour, 0.25), c, r)
        pygame.draw.circle(big, accent, c, r, thick * 2)
        for i in range(8):
            angle = i * math.pi / 4
            pygame.draw.circle(big, accent, (c[0] + math.cos(angle) * r * 1.15, c[1] + math.sin(angle) * r * 1.15), r * 0.07)
        image = paint.shrink(big, (w, h))
        name = spec.kind.capitalize()
        size = paint.fit_font(name, 2 * r / s * 0.92, max(paint.MIN_FONT, self.px(22)))
        if size is None:
            size = paint.MIN_FONT
            name = ellipsize(paint.font(size), name, round(2 * r / s))
        label = paint.text(name, size, theme.CREAM_TEXT)
        image.blit(label, label.get_rect(center=(w // 2, h // 2 + 1)))
        return paint.finish(image)

    def draw(self, surface: pygame.Surface, art: CardArt | None = None) -> None:
        if not self.visible:
            return
        rect = self.rect
        plain = self.flip_scale >= 0.999
        if plain:
            self.draw_glow(surface, rect)
        image = self.image()
        if not plain:
            image = pygame.transform.scale(image, rect.size)
        surface.blit(image, rect)
        if plain:
            self.draw_veil(surface, rect)

