"""A round token: a coin, a potion, a track marker, or a plain disc; its label on it or under it."""

from __future__ import annotations

import math

import pygame

from game.anim import Sequence as StepSequence, Tween, Value, ease_in_out_quad, ease_out_quad
from game.art.cards import CardArt
from game.art.suits import darken, lighten
from game.pieces import paint
from game.pieces.base import Point, SpecSprite
from game.pieces.specs import TokenPiece


class TokenSprite(SpecSprite[TokenPiece]):
    """A token ``spec.size`` logical pixels across. ``pulse`` swells it for a moment (a coin
    paid, a potion spent). A label too long to print on it legibly is drawn as a caption under
    it; the caption is not part of ``rect``."""

    def __init__(self, spec: TokenPiece, pos: Point = (0.0, 0.0), scale: float = 1.0, z: int = 0) -> None:
        super().__init__(spec, pos, scale, z)
        self.pulse_scale = 1.0

    @property
    def size(self) -> tuple[int, int]:
        d = self.px(self.spec.size)
        return (d, d)

    def contains(self, point: Point) -> bool:
        if not self.visible:
            return False
        if self.spec.kind == "potion":
            return self.rect.collidepoint(point)
        return math.dist(point, self.pos) <= self.size[0] / 2

    def rest(self) -> None:
        self.pulse_scale = 1.0

    def pulse(self, duration: float = 0.4, peak: float = 1.3) -> StepSequence:
        """Swell to ``peak`` times the size and settle back."""
        half = duration / 2
        return StepSequence(
            Tween(lambda: self.pulse_scale, float(peak), half, ease_out_quad, apply=self._set_pulse),
            Tween(float(peak), 1.0, half, ease_in_out_quad, apply=self._set_pulse),
        )

    def _set_pulse(self, value: Value) -> None:
        assert not isinstance(value, tuple)
        self.pulse_scale = value

    # ---- drawing ---------------------------------------------------------------------------

    def label_inside(self) -> int | None:
        """The font size the label is printed on the token at, or ``None`` (a caption, or no label)."""
        if not self.spec.label:
            return None
        d = self.size[0]
        room = d * (0.62 if self.spec.kind == "potion" else 0.78)
        return paint.fit_font(self.spec.label, room, round(d * (0.78 if len(self.spec.label) <= 2 else 0.55)))

    def image(self) -> pygame.Surface:
        return self.cached(("token", self.spec, self.size), self._render)

    def caption(self) -> pygame.Surface | None:
        if not self.spec.label or self.label_inside() is not None:
            return None
        size = max(paint.MIN_FONT, self.px(20))
        return self.cached(("caption", self.spec.label, size), lambda: paint.finish(paint.caption(self.spec.label, size)))

    def _render(self) -> pygame.Surface:
        spec = self.spec
        d = self.size[0]
        big = paint.canvas((d, d))
        s = big.get_width()
        c, r = (s / 2, s / 2), s / 2
        colour = spec.colour
        if spec.kind == "coin":
            pygame.draw.circle(big, darken(colour, 0.35), c, r)
            pygame.draw.circle(big, colour, c, r * 0.9)
            paint.paint_milled_rim(big, c, r, lighten(colour, 0.45))
            pygame.draw.circle(big, darken(colour, 0.2), c, r * 0.66, max(1, round(r * 0.06)))
        elif spec.kind == "potion":
            paint.paint_flask(big, big.get_rect(), colour, shine=not spec.label)
        elif spec.kind == "marker":
            pygame.draw.circle(big, (250, 246, 236), c, r)
            pygame.draw.circle(big, colour, c, r * 0.8)
            pygame.draw.circle(big, darken(colour, 0.4), c, r, max(1, round(r * 0.08)))
        else:
            pygame.draw.circle(big, darken(colour, 0.35), c, r)
            pygame.draw.circle(big, colour, c, r * 0.88)
        image = paint.shrink(big, (d, d))
        size = self.label_inside()
        if size is not None:
            label = paint.text(spec.label, size, paint.ink_on(colour))
            centre = (d // 2, d // 2 + 1)
            if spec.kind == "potion":  # in the bulb
                centre = (d // 2, round(d * 0.6) + 1)
            image.blit(label, label.get_rect(center=centre))
        return paint.finish(image)

    def draw(self, surface: pygame.Surface, art: CardArt | None = None) -> None:
        if not self.visible:
            return
        rect = self.rect
        round_shape = self.spec.kind != "potion"
        self.draw_glow(surface, rect, round_shape)
        image = self.image()
        if abs(self.pulse_scale - 1.0) > 0.01:
            side = max(1, round(rect.width * self.pulse_scale))
            image = pygame.transform.smoothscale(image, (side, side))
        surface.blit(image, image.get_rect(center=rect.center))
        self.draw_veil(surface, rect, round_shape)
        caption = self.caption()
        if caption is not None:
            surface.blit(caption, caption.get_rect(midtop=(rect.centerx, rect.bottom + self.px(2))))
