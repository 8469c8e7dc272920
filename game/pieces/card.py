"""A playing card on the table (or an unknown card, drawn as a back).

A ``CardSprite`` has a lift (raised when legal or selected), an optional rotation and a flip
scale used to turn it over; the deck's ``CardArt`` renders its face and back.
"""

from __future__ import annotations

import math

import pygame

from game.anim import Tween, Value, ease_out_cubic
from game.art.cards import CardArt
from game.pieces.base import PieceSprite, Point, Turnable
from rules.core.cards import Card


class CardSprite(Turnable, PieceSprite):
    """One card. ``pos`` is its centre when not lifted; ``lift`` raises it by that many pixels and
    ``spread`` moves it that many to the right (a hand's fan opening beside a raised card).
    ``card`` may be ``None`` for a card whose face this seat may not see: it is always drawn as
    a back, whatever ``face_up`` says. ``size`` is in window pixels."""

    def __init__(
        self,
        card: Card | None,
        pos: Point = (0.0, 0.0),
        size: tuple[int, int] = (90, 135),
        face_up: bool = False,
        z: int = 0,
    ) -> None:
        super().__init__(pos, z)
        self.card = card
        self.card_size = size
        self.face_up = face_up
        self.lift = 0.0
        self.spread = 0.0
        self.rotation = 0.0  # degrees, anticlockwise
        self.flip_scale = 1.0  # 1 = full width; drops to 0 halfway through a flip
        self.shadow = False
        self._turned: tuple[tuple[int, float, float], pygame.Surface] | None = None

    def __repr__(self) -> str:
        return f"CardSprite({self.card!s}, pos=({self.x:.0f}, {self.y:.0f}), z={self.z})"

    # ---- geometry ---------------------------------------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        return self.card_size

    @size.setter
    def size(self, value: tuple[int, int]) -> None:
        self.card_size = value

    @property
    def shows_face(self) -> bool:
        return self.face_up and self.card is not None

    @property
    def rect(self) -> pygame.Rect:
        """The screen rectangle the card covers as drawn (lift, flip and rotation included)."""
        w, h = self.card_size
        w = max(1, round(w * self.flip_scale))
        if self.rotation:
            a = math.radians(self.rotation)
            w, h = (round(abs(w * math.cos(a)) + abs(h * math.sin(a))),
                    round(abs(w * math.sin(a)) + abs(h * math.cos(a))))
        r = pygame.Rect(0, 0, w, h)
        r.center = self.centre
        return r

    @property
    def centre(self) -> tuple[int, int]:
        """Where the card's centre is drawn: its ``pos`` lifted and spread."""
        return (round(self.x + self.spread), round(self.y - self.lift))

    def unraise(self) -> None:
        """Back to a plain card, left where it is drawn: the lift and spread go into its
        position, and its marks go (a card leaving the hand flies from where it was seen)."""
        self.x, self.y = self.x + self.spread, self.y - self.lift
        self.lift = self.spread = 0.0
        self.legal = self.selected = self.hovered = self.dimmed = False

    def rest(self) -> None:
        self.flip_scale = 1.0
        self.rotation = 0.0

    # ---- animation (each returns a step for an AnimationQueue) ---------------------------------

    def lift_to(self, amount: float, duration: float = 0.12) -> Tween:
        return Tween(lambda: self.lift, float(amount), duration, ease_out_cubic, apply=self._set_lift)

    def rotate_to(self, degrees: float, duration: float = 0.3) -> Tween:
        return Tween(lambda: self.rotation, float(degrees), duration, ease_out_cubic, apply=self._set_rotation)

    def _set_lift(self, value: Value) -> None:
        assert not isinstance(value, tuple)
        self.lift = value

    def _set_rotation(self, value: Value) -> None:
        assert not isinstance(value, tuple)
        self.rotation = value

    # ---- drawing ------------------------------------------------------------------------------

    def image(self, art: CardArt) -> pygame.Surface:
        """The card's surface as it should be drawn now (face or back, squashed, rotated)."""
        base = art.face(self.card) if self.shows_face and self.card is not None else art.back()
        if self.flip_scale >= 0.999 and not self.rotation:
            return base
        key = (id(base), round(self.flip_scale, 3), round(self.rotation, 1))
        if self._turned is not None and self._turned[0] == key:
            return self._turned[1]
        image = base
        if self.flip_scale < 0.999:
            image = pygame.transform.scale(image, (max(1, round(base.get_width() * self.flip_scale)), base.get_height()))
        if self.rotation:
            image = pygame.transform.rotozoom(image, self.rotation, 1.0)
        self._turned = (key, image)
        return image

    def draw(self, surface: pygame.Surface, art: CardArt | None = None) -> None:
        if not self.visible:
            return
        if art is None:
            raise ValueError("a card is drawn with its deck's CardArt")
        image = self.image(art)
        centre = self.centre
        plain = self.flip_scale >= 0.999 and not self.rotation
        if plain:
            m = art.glow_margin
            if self.shadow or self.lift > 0.5:
                shadow = art.shadow()
                surface.blit(shadow, shadow.get_rect(center=(centre[0] + m // 3, centre[1] + m // 2)))
            glow = self.glow
            if glow is not None:
                halo = art.glow(glow)
                surface.blit(halo, halo.get_rect(center=centre))
        surface.blit(image, image.get_rect(center=centre))
        if self.dimmed and plain:
            veil = art.dim()
            surface.blit(veil, veil.get_rect(center=centre))
