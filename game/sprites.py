"""Sprites on the table: cards, score chips, and the hand fan.

A ``CardSprite`` is a card (or an unknown card, drawn as a back) at a centre position, with a
lift (raised when legal or selected), an optional rotation, and a flip scale used to turn it over.
Its methods return tweens for an ``AnimationQueue`` (game.anim) rather than moving by themselves,
so the table decides what plays in sequence and what plays together.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import pygame

from game.anim import Call, Easing, Sequence as StepSequence, Tween, Value, ease_in_sine, ease_out_cubic, ease_out_sine
from game.art.cards import CardArt, downscale
from game.art.suits import darken, lighten
from rules.core.cards import Card

Point = tuple[float, float]


class CardSprite:
    """One card on the table.

    ``pos`` is the centre of the card when not lifted; ``lift`` raises it by that many pixels.
    ``card`` may be ``None`` for a card whose face this seat may not see: it is always drawn as
    a back, whatever ``face_up`` says. ``z`` orders drawing and hit-testing (higher on top).
    """

    def __init__(
        self,
        card: Card | None,
        pos: Point = (0.0, 0.0),
        size: tuple[int, int] = (90, 135),
        face_up: bool = False,
        z: int = 0,
    ) -> None:
        self.card = card
        self.x, self.y = float(pos[0]), float(pos[1])
        self.size = size
        self.face_up = face_up
        self.z = z
        self.lift = 0.0
        self.rotation = 0.0  # degrees, anticlockwise
        self.flip_scale = 1.0  # 1 = full width; drops to 0 halfway through a flip
        self.target: Point | None = None  # where the table wants this card to rest
        self.legal = False
        self.selected = False
        self.dimmed = False
        self.hovered = False
        self.shadow = False
        self.visible = True
        self._turned: tuple[tuple[int, float, float], pygame.Surface] | None = None

    def __repr__(self) -> str:
        return f"CardSprite({self.card!s}, pos=({self.x:.0f}, {self.y:.0f}), z={self.z})"

    # ---- geometry ---------------------------------------------------------------------------------

    @property
    def pos(self) -> Point:
        return (self.x, self.y)

    @pos.setter
    def pos(self, value: Point) -> None:
        self.x, self.y = float(value[0]), float(value[1])

    @property
    def shows_face(self) -> bool:
        return self.face_up and self.card is not None

    @property
    def rect(self) -> pygame.Rect:
        """The screen rectangle the card covers as drawn (lift, flip and rotation included)."""
        w, h = self.size
        w = max(1, round(w * self.flip_scale))
        if self.rotation:
            a = math.radians(self.rotation)
            w, h = (round(abs(w * math.cos(a)) + abs(h * math.sin(a))),
                    round(abs(w * math.sin(a)) + abs(h * math.cos(a))))
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(self.x), round(self.y - self.lift))
        return r

    def contains(self, point: Point) -> bool:
        return self.visible and self.rect.collidepoint(point)

    # ---- animation (each returns a step for an AnimationQueue) ---------------------------------

    def move_to(self, pos: Point, duration: float = 0.3, easing: Easing | str = ease_out_cubic) -> Tween:
        """Slide to ``pos`` (from wherever the card is when the step starts)."""
        self.target = (float(pos[0]), float(pos[1]))
        return Tween(lambda: self.pos, self.target, duration, easing, apply=self._set_pos)

    def lift_to(self, amount: float, duration: float = 0.12) -> Tween:
        return Tween(lambda: self.lift, float(amount), duration, ease_out_cubic, apply=self._set_lift)

    def rotate_to(self, degrees: float, duration: float = 0.3) -> Tween:
        return Tween(lambda: self.rotation, float(degrees), duration, ease_out_cubic, apply=self._set_rotation)

    def flip(self, duration: float = 0.3, face_up: bool | None = None) -> StepSequence:
        """Turn the card over: narrow to nothing, change sides, widen again."""
        new_side = (not self.face_up) if face_up is None else face_up
        half = duration / 2
        return StepSequence(
            Tween(lambda: self.flip_scale, 0.0, half, ease_in_sine, apply=self._set_flip),
            Call(lambda: setattr(self, "face_up", new_side)),
            Tween(0.0, 1.0, half, ease_out_sine, apply=self._set_flip),
        )

    def _set_pos(self, value: Value) -> None:
        assert isinstance(value, tuple)
        self.x, self.y = value[0], value[1]

    def _set_lift(self, value: Value) -> None:
        assert not isinstance(value, tuple)
        self.lift = value

    def _set_rotation(self, value: Value) -> None:
        assert not isinstance(value, tuple)
        self.rotation = value

    def _set_flip(self, value: Value) -> None:
        assert not isinstance(value, tuple)
        self.flip_scale = value

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

    def draw(self, surface: pygame.Surface, art: CardArt) -> None:
        if not self.visible:
            return
        image = self.image(art)
        centre = (round(self.x), round(self.y - self.lift))
        plain = self.flip_scale >= 0.999 and not self.rotation
        if plain:
            m = art.glow_margin
            if self.shadow or self.lift > 0.5:
                shadow = art.shadow()
                surface.blit(shadow, shadow.get_rect(center=(centre[0] + m // 3, centre[1] + m // 2)))
            glow = "selected" if self.selected else "legal" if self.legal else "hover" if self.hovered else None
            if glow is not None:
                halo = art.glow(glow)
                surface.blit(halo, halo.get_rect(center=centre))
        surface.blit(image, image.get_rect(center=centre))
        if self.dimmed and plain:
            veil = art.dim()
            surface.blit(veil, veil.get_rect(center=centre))


def draw_order(sprites: Iterable[CardSprite]) -> list[CardSprite]:
    """Sprites bottom to top: by ``z``, ties in the order given."""
    return sorted(sprites, key=lambda s: s.z)


def draw_sprites(surface: pygame.Surface, sprites: Iterable[CardSprite], art: CardArt) -> None:
    for sprite in draw_order(sprites):
        sprite.draw(surface, art)


def topmost_at(sprites: Iterable[CardSprite], point: Point) -> CardSprite | None:
    """The visible card drawn on top at ``point`` (the one a click there means), or ``None``."""
    hit = None
    for sprite in draw_order(sprites):
        if sprite.contains(point):
            hit = sprite
    return hit


# ---- the hand fan ------------------------------------------------------------------------------

def fan_layout(
    count: int,
    area: pygame.Rect,
    card_size: tuple[int, int],
    raised: Sequence[bool] | None = None,
    raise_by: int | None = None,
    max_step: float | None = None,
    margin: int = 0,
) -> list[pygame.Rect]:
    """Rectangles for ``count`` cards laid left to right in ``area``.

    Cards rest on the bottom of ``area`` and overlap only as much as they must to fit; with room
    to spare they sit ``max_step`` apart (default: a little more than a card width), centred.
    Cards flagged in ``raised`` are lifted by ``raise_by`` (default about a sixth of a card),
    never above the top of ``area``. If ``area`` is smaller than one card, cards are pinned to
    its top-left corner rather than placed outside it to the left or top. ``margin`` keeps that
    much room free on every side (pass ``CardArt.glow_margin`` so halos stay inside too).
    """
    if count <= 0:
        return []
    if margin:
        area = area.inflate(-2 * margin, -2 * margin)
    w, h = card_size
    if raised is not None and len(raised) != count:
        raise ValueError("raised needs one flag per card")
    step_cap = max_step if max_step is not None else w * 1.06
    room = area.width - w
    step = min(step_cap, room / (count - 1)) if count > 1 else 0.0
    step = max(step, 0.0)
    span = w + step * (count - 1)
    left = area.x + max(0.0, (area.width - span) / 2)
    rest_y = area.y + max(0, area.height - h)
    lift = round(h * 0.16) if raise_by is None else raise_by
    lift = max(0, min(lift, rest_y - area.y))
    rects = []
    for i in range(count):
        y = rest_y - (lift if raised is not None and raised[i] else 0)
        rects.append(pygame.Rect(math.floor(left + i * step), y, w, h))
    return rects


def fan_lift(area: pygame.Rect, card_size: tuple[int, int], raise_by: int | None = None, margin: int = 0) -> int:
    """How far ``fan_layout`` raises a raised card in this area (for ``CardSprite.lift``)."""
    if margin:
        area = area.inflate(-2 * margin, -2 * margin)
    h = card_size[1]
    lift = round(h * 0.16) if raise_by is None else raise_by
    return max(0, min(lift, area.height - h))


# ---- chips and tokens -----------------------------------------------------------------------------

class ChipSprite:
    """A round token with a short text: a score chip, a trick count, a bid marker, a coin.

    Moves by tweens like a card (``move_to``); its surface is rebuilt only when the text,
    colour or radius change.
    """

    def __init__(
        self,
        text: str,
        pos: Point = (0.0, 0.0),
        radius: int = 18,
        colour: tuple[int, int, int] = (196, 52, 44),
        text_colour: tuple[int, int, int] = (255, 255, 255),
        z: int = 0,
    ) -> None:
        self.text = text
        self.x, self.y = float(pos[0]), float(pos[1])
        self.radius = radius
        self.colour = colour
        self.text_colour = text_colour
        self.z = z
        self.visible = True
        self._cache: tuple[tuple[object, ...], pygame.Surface] | None = None

    @property
    def pos(self) -> Point:
        return (self.x, self.y)

    @pos.setter
    def pos(self, value: Point) -> None:
        self.x, self.y = float(value[0]), float(value[1])

    @property
    def rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, self.radius * 2, self.radius * 2)
        r.center = (round(self.x), round(self.y))
        return r

    def contains(self, point: Point) -> bool:
        return self.visible and math.dist(point, self.pos) <= self.radius

    def move_to(self, pos: Point, duration: float = 0.3, easing: Easing | str = ease_out_cubic) -> Tween:
        return Tween(lambda: self.pos, (float(pos[0]), float(pos[1])), duration, easing, apply=self._set_pos)

    def _set_pos(self, value: Value) -> None:
        assert isinstance(value, tuple)
        self.x, self.y = value[0], value[1]

    def image(self) -> pygame.Surface:
        key = (self.text, self.radius, self.colour, self.text_colour)
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        image = render_chip(self.text, self.radius, self.colour, self.text_colour)
        self._cache = (key, image)
        return image

    def draw(self, surface: pygame.Surface) -> None:
        if self.visible:
            image = self.image()
            surface.blit(image, image.get_rect(center=(round(self.x), round(self.y))))


def render_chip(
    text: str, radius: int, colour: tuple[int, int, int], text_colour: tuple[int, int, int] = (255, 255, 255)
) -> pygame.Surface:
    """A casino-style chip: a rim with notches, a face, and the text in the middle."""
    ss = 3
    r = radius * ss
    big = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
    big.fill((*colour, 0))
    c = (r, r)
    pygame.draw.circle(big, darken(colour, 0.3), c, r)
    pygame.draw.circle(big, colour, c, r * 0.94)
    for i in range(8):  # notches on the rim
        a = i * math.pi / 4
        p = (r + math.cos(a) * r * 0.82, r + math.sin(a) * r * 0.82)
        pygame.draw.circle(big, lighten(colour, 0.75), p, r * 0.1)
    pygame.draw.circle(big, lighten(colour, 0.15), c, r * 0.68)
    pygame.draw.circle(big, lighten(colour, 0.6), c, r * 0.68, max(1, ss))
    if text:
        if not pygame.font.get_init():
            pygame.font.init()
        font = pygame.font.Font(None, max(6, round(r * (1.0 if len(text) <= 2 else 0.8))))
        label = font.render(text, True, text_colour)
        ink = label.subsurface(label.get_bounding_rect()).copy()
        limit = r * 1.1
        if ink.get_width() > limit:
            ink = pygame.transform.smoothscale(ink, (round(limit), max(1, round(ink.get_height() * limit / ink.get_width()))))
        big.blit(ink, ink.get_rect(center=c))
    return downscale(big, (2 * radius, 2 * radius))


def draw_chips(surface: pygame.Surface, chips: Iterable[ChipSprite]) -> None:
    for chip in sorted(chips, key=lambda c: c.z):
        chip.draw(surface)


__all__ = [
    "CardSprite", "ChipSprite", "draw_chips", "draw_order", "draw_sprites", "fan_layout", "fan_lift",
    "render_chip", "topmost_at",
]
