"""A die showing one of its faces: a number or a word (a race, a weapon)."""

from __future__ import annotations

import math
from dataclasses import replace

import pygame

from game.anim import Call, Sequence as StepSequence, Tween, Value, linear
from game.art.cards import CardArt
from game.art.suits import darken
from game.pieces import paint
from game.pieces.base import Point, SpecSprite
from game.pieces.specs import DiePiece

BODY = (250, 246, 236)
EDGE = (120, 104, 84)
PIP_INK = (43, 34, 26)
TUMBLE_DEGREES = 18.0


class DieSprite(SpecSprite[DiePiece]):
    """A die ``spec.size`` logical pixels square. ``shown`` is the index of the face drawn (it
    differs from ``spec.value`` only while rolling). A word too long for the face is printed on a
    caption under the die and its first letter on the face."""

    def __init__(self, spec: DiePiece, pos: Point = (0.0, 0.0), scale: float = 1.0, z: int = 0) -> None:
        super().__init__(spec, pos, scale, z)
        self.shown = spec.value
        self.tilt = 0.0  # degrees, while tumbling

    @property
    def size(self) -> tuple[int, int]:
        e = self.px(self.spec.size)
        return (e, e)

    @property
    def images_kept(self) -> int:  # type: ignore[override]
        """Every face and its caption (a roll shows them in turn) and the veil."""
        return 2 * len(self.spec.faces) + 1

    @property
    def face(self) -> str:
        return self.spec.faces[self.shown % len(self.spec.faces)]

    def rest(self) -> None:
        self.shown = self.spec.value
        self.tilt = 0.0

    def roll(self, duration: float = 0.7, value: int | None = None, turns: int = 9) -> StepSequence:
        """Tumble through ``turns`` faces and land on ``value`` (default: the spec's value; a new
        value becomes the spec's once the die lands)."""
        if value is not None:
            self.spec = replace(self.spec, value=value)
        end = self.spec.value
        count = len(self.spec.faces)
        turns = max(1, turns)

        def show(t: Value) -> None:
            assert not isinstance(t, tuple)
            left = turns - min(turns, math.floor(t * turns + 1e-9))  # faces still to pass
            self.shown = (end + left) % count
            self.tilt = TUMBLE_DEGREES * math.sin(t * math.pi * 3) * (1 - t)

        return StepSequence(Tween(0.0, 1.0, duration, linear, apply=show), Call(self.rest))

    # ---- drawing ---------------------------------------------------------------------------

    def face_font(self, words: str) -> int | None:
        """The font size ``words`` fit the face at, or ``None`` (they go on a caption)."""
        e = self.size[0]
        return paint.fit_font(words, e * 0.8, round(e * (0.85 if len(words) <= 2 else 0.5)))

    def face_image(self, index: int) -> pygame.Surface:
        return self.cached(("face", self.spec.faces[index], self.size), lambda: self._render(index))

    def caption(self) -> pygame.Surface | None:
        words = self.face
        if self.spec.symbols or self.face_font(words) is not None:
            return None
        size = max(paint.MIN_FONT, self.px(20))
        return self.cached(("caption", words, size), lambda: paint.finish(paint.caption(words, size)))

    def _render(self, index: int) -> pygame.Surface:
        words = self.spec.faces[index]
        e = self.size[0]
        big = paint.canvas((e, e))
        s = big.get_width()
        radius = round(s * 0.18)
        pygame.draw.rect(big, darken(EDGE, 0.2), big.get_rect(), border_radius=radius)
        pygame.draw.rect(big, BODY, big.get_rect().inflate(-round(s * 0.07), -round(s * 0.07)), border_radius=radius)
        if self.spec.symbols:  # the game's symbol, painted large and shrunk with the body
            inner = big.get_rect().inflate(-round(s * 0.3), -round(s * 0.3))
            self.spec.symbols[index](big, inner, self.spec.inks[index])
            return paint.finish(paint.shrink(big, (e, e)))
        image = paint.shrink(big, (e, e))
        size = self.face_font(words)
        shown = words if size is not None else words[:1].upper()
        if size is None:
            size = max(paint.MIN_FONT, round(e * 0.6))
        label = paint.text(shown, size, PIP_INK)
        image.blit(label, label.get_rect(center=(e // 2, e // 2 + 1)))
        return paint.finish(image)

    def draw(self, surface: pygame.Surface, art: CardArt | None = None) -> None:
        if not self.visible:
            return
        rect = self.rect
        self.draw_glow(surface, rect)
        image = self.face_image(self.shown % len(self.spec.faces))
        if abs(self.tilt) > 0.5:
            image = pygame.transform.rotozoom(image, self.tilt, 1.0)
        surface.blit(image, image.get_rect(center=rect.center))
        self.draw_veil(surface, rect)
        caption = self.caption()
        if caption is not None:
            surface.blit(caption, caption.get_rect(midtop=(rect.centerx, rect.bottom + self.px(3))))
