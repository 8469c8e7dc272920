"""What every piece sprite shares: a centre position, ``z``, visibility, highlight flags,
``rect``/``contains`` for hit-testing, ``move_to`` and ``draw``; and the helpers that order and
hit-test a mixed set of pieces.

Tweens are returned, never run: the table queues them (game.anim) and decides what plays in
sequence and what together. Spec-driven sprites (everything but the card) keep their frozen spec
in ``spec`` and cache the surfaces they render by the spec and the state shown, so a frame is a
blit unless something changed. The cache keeps the few images drawn last (``images_kept``): a
badge whose count changes every trick does not keep every count it ever showed.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable
from typing import Generic, TypeVar

import pygame

from game.anim import Call, Easing, Sequence as StepSequence, Tween, Value, ease_in_sine, ease_out_cubic, ease_out_sine
from game.art.cards import GLOWS, CardArt

Point = tuple[float, float]
S = TypeVar("S")
P = TypeVar("P", bound="PieceSprite")
IMAGES_KEPT = 4  # rendered surfaces a piece keeps: at rest, its veil, its caption, one more


class PieceSprite:
    """Base of every piece on the table.

    ``pos`` is the centre; ``z`` orders drawing and hit-testing (higher on top); ``target`` is
    where the table last sent it. ``legal``, ``selected``, ``hovered`` and ``dimmed`` say how a
    choice shows it (a glow behind it, or a veil over it).
    """

    def __init__(self, pos: Point = (0.0, 0.0), z: int = 0) -> None:
        self.x, self.y = float(pos[0]), float(pos[1])
        self.z = z
        self.visible = True
        self.target: Point | None = None
        self.legal = False
        self.selected = False
        self.hovered = False
        self.dimmed = False

    @property
    def pos(self) -> Point:
        return (self.x, self.y)

    @pos.setter
    def pos(self, value: Point) -> None:
        self.x, self.y = float(value[0]), float(value[1])

    @property
    def size(self) -> tuple[int, int]:
        """Width and height in window pixels."""
        raise NotImplementedError

    @property
    def rect(self) -> pygame.Rect:
        """The screen rectangle the piece covers (what a click must hit)."""
        r = pygame.Rect((0, 0), self.size)
        r.center = (round(self.x), round(self.y))
        return r

    @property
    def glow(self) -> str | None:
        """The highlight to draw: ``selected`` beats ``legal`` beats ``hover``."""
        return "selected" if self.selected else "legal" if self.legal else "hover" if self.hovered else None

    def contains(self, point: Point) -> bool:
        return self.visible and self.rect.collidepoint(point)

    def move_to(self, pos: Point, duration: float = 0.3, easing: Easing | str = ease_out_cubic) -> Tween:
        """Slide to ``pos`` (from wherever the piece is when the step starts)."""
        self.target = (float(pos[0]), float(pos[1]))
        return Tween(lambda: self.pos, self.target, duration, easing, apply=self._set_pos)

    def rest(self) -> None:
        """Drop any half-played animation state (the table syncs pieces to where they rest)."""

    def draw(self, surface: pygame.Surface, art: CardArt | None = None) -> None:
        """Draw onto ``surface``; only cards use ``art`` (the deck's renderer at their size)."""
        raise NotImplementedError

    def _set_pos(self, value: Value) -> None:
        assert isinstance(value, tuple)
        self.x, self.y = value[0], value[1]


class Turnable:
    """Turning over (a card, a character card): narrow to nothing, change sides, widen again.

    Mixed into a sprite that has ``face_up``; ``flip_scale`` is 1 at rest, 0 halfway through.
    """

    face_up: bool
    flip_scale: float

    def flip(self, duration: float = 0.3, face_up: bool | None = None) -> StepSequence:
        new_side = (not self.face_up) if face_up is None else face_up
        half = duration / 2
        return StepSequence(
            Tween(lambda: self.flip_scale, 0.0, half, ease_in_sine, apply=self._set_flip),
            Call(lambda: setattr(self, "face_up", new_side)),
            Tween(0.0, 1.0, half, ease_out_sine, apply=self._set_flip),
        )

    def _set_flip(self, value: Value) -> None:
        assert not isinstance(value, tuple)
        self.flip_scale = value


class SpecSprite(PieceSprite, Generic[S]):
    """A piece drawn from a frozen spec at a window ``scale`` (logical pixels times ``scale``)."""

    images_kept = IMAGES_KEPT  # the least recently drawn image goes first

    def __init__(self, spec: S, pos: Point = (0.0, 0.0), scale: float = 1.0, z: int = 0) -> None:
        super().__init__(pos, z)
        self.spec = spec
        self.scale = scale
        self._images: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.spec!r}, pos=({self.x:.0f}, {self.y:.0f}), z={self.z})"

    def set_spec(self, spec: S) -> None:
        """Show ``spec`` from now on (the table syncs a piece whose look changed)."""
        self.spec = spec

    def px(self, logical: float) -> int:
        """A logical length in window pixels."""
        return max(1, round(logical * self.scale))

    def cached(self, key: Hashable, render: Callable[[], pygame.Surface]) -> pygame.Surface:
        image = self._images.get(key)
        if image is not None:
            self._images.move_to_end(key)
            return image
        image = self._images[key] = render()
        while len(self._images) > max(1, self.images_kept):
            self._images.popitem(last=False)
        return image

    @property
    def images_cached(self) -> int:
        return len(self._images)

    def image(self) -> pygame.Surface:
        """The piece as it is drawn at rest, ``size`` pixels."""
        raise NotImplementedError

    def draw(self, surface: pygame.Surface, art: CardArt | None = None) -> None:
        """The glow behind, the image, the veil over: kinds that move or caption while drawn
        (a rolling die, a turning card, a pulsing token) draw themselves."""
        if not self.visible:
            return
        rect = self.rect
        self.draw_glow(surface, rect)
        surface.blit(self.image(), rect)
        self.draw_veil(surface, rect)

    def draw_glow(self, surface: pygame.Surface, rect: pygame.Rect, round_shape: bool = False) -> None:
        """A ring in the choice's glow colour around ``rect`` (nothing when not highlighted)."""
        glow = self.glow
        if glow is None:
            return
        colour = GLOWS[glow][0]
        width = max(2, self.px(3))
        ring = rect.inflate(2 * width + 2, 2 * width + 2)
        if round_shape:
            pygame.draw.circle(surface, colour, ring.center, ring.width / 2, width)
        else:
            pygame.draw.rect(surface, colour, ring, width, border_radius=max(2, min(ring.size) // 6))

    def draw_veil(self, surface: pygame.Surface, rect: pygame.Rect, round_shape: bool = False) -> None:
        """Darken the piece when it may not be chosen now."""
        if not self.dimmed:
            return
        veil = self.cached(("veil", rect.size, round_shape), lambda: _veil(rect.size, round_shape))
        surface.blit(veil, rect)


def _veil(size: tuple[int, int], round_shape: bool) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((0, 0, 0, 0))
    if round_shape:
        pygame.draw.ellipse(veil, (24, 30, 44, 110), veil.get_rect())
    else:
        pygame.draw.rect(veil, (24, 30, 44, 110), veil.get_rect(), border_radius=max(2, min(size) // 8))
    return veil


# ---- many pieces ---------------------------------------------------------------------------

def draw_order(sprites: Iterable[P]) -> list[P]:
    """Sprites bottom to top: by ``z``, ties in the order given."""
    return sorted(sprites, key=lambda s: s.z)


def draw_pieces(surface: pygame.Surface, sprites: Iterable[PieceSprite], art: CardArt | None = None) -> None:
    for sprite in draw_order(sprites):
        sprite.draw(surface, art)


def topmost_at(sprites: Iterable[P], point: Point) -> P | None:
    """The visible piece drawn on top at ``point`` (the one a click there means), or ``None``."""
    hit = None
    for sprite in draw_order(sprites):
        if sprite.contains(point):
            hit = sprite
    return hit
