"""The cards on the table as sprites, keyed by what they are ("hand:7C", "trick:2", "prize").

The table keeps the sprites in step with the shown observation (``sync``) whenever nothing is
animating; between syncs, event animations move, flip, add and remove sprites by key.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import pygame

from game.art.cards import CardArt
from game.layout import Layout, Viewport, logical_card_size
from game.sprites import CardSprite, draw_order
from rules.core.cards import Card

MINI_CARD = (56, 84)  # logical size of the small cards in won piles and prize piles
Point = tuple[float, float]


@dataclass(frozen=True)
class Placement:
    """Where one card rests when nothing moves."""

    key: str
    card: Card | None  # None: a card this seat may not see (drawn as a back)
    center: Point
    face_up: bool = True
    z: int = 0
    mini: bool = False


class TableView:
    def __init__(
        self, layout: Layout, screen_size: tuple[int, int], card_size: str, colorblind: bool, style: str
    ) -> None:
        self.layout = layout
        self.viewport: Viewport = layout.viewport(screen_size)
        w, h = logical_card_size(card_size)
        self.card_size = (self.viewport.length(w), self.viewport.length(h))
        mini = (self.viewport.length(MINI_CARD[0]), self.viewport.length(MINI_CARD[1]))
        self.mini_size = (max(20, mini[0]), max(30, mini[1]))
        self.art = CardArt(style, self.card_size, colorblind)
        self.mini_art = CardArt(style, self.mini_size, colorblind)
        self.sprites: dict[str, CardSprite] = {}
        self.mini_keys: set[str] = set()

    # --- geometry -------------------------------------------------------------------------------
    def rect(self, anchor: str) -> pygame.Rect:
        return self.viewport.rect(self.layout.anchor(anchor))

    def center(self, anchor: str) -> Point:
        c = self.rect(anchor).center
        return (float(c[0]), float(c[1]))

    def length(self, n: float) -> int:
        return self.viewport.length(n)

    # --- sprites --------------------------------------------------------------------------------
    def get(self, key: str) -> CardSprite | None:
        return self.sprites.get(key)

    def spawn(
        self, key: str, card: Card | None, pos: Point, face_up: bool = True, z: int = 0, mini: bool = False
    ) -> CardSprite:
        sprite = CardSprite(card, pos, self.mini_size if mini else self.card_size, face_up, z)
        self.sprites[key] = sprite
        if mini:
            self.mini_keys.add(key)
        else:
            self.mini_keys.discard(key)
        return sprite

    def rename(self, old: str, new: str) -> CardSprite | None:
        sprite = self.sprites.pop(old, None)
        if sprite is not None:
            self.sprites[new] = sprite
            if old in self.mini_keys:
                self.mini_keys.discard(old)
                self.mini_keys.add(new)
        return sprite

    def remove(self, key: str) -> None:
        self.sprites.pop(key, None)
        self.mini_keys.discard(key)

    def keys(self, prefix: str) -> list[str]:
        return [k for k in self.sprites if k.startswith(prefix)]

    def sync(self, placements: Iterable[Placement], keep: Iterable[str] = ()) -> None:
        """Put every card where it rests; drop sprites no placement names (except ``keep``)."""
        wanted: set[str] = set(keep)
        for p in placements:
            wanted.add(p.key)
            sprite = self.sprites.get(p.key)
            size = self.mini_size if p.mini else self.card_size
            if sprite is None or sprite.size != size or sprite.card is not p.card:
                sprite = self.spawn(p.key, p.card, p.center, p.face_up, p.z, p.mini)
            sprite.pos = p.center
            sprite.target = p.center
            sprite.face_up = p.face_up
            sprite.z = p.z
            sprite.flip_scale = 1.0
            sprite.rotation = 0.0
            sprite.visible = True
        for key in [k for k in self.sprites if k not in wanted]:
            self.remove(key)

    def draw(self, surface: pygame.Surface) -> None:
        mini = self.mini_keys
        for key, sprite in sorted(self.sprites.items(), key=lambda kv: kv[1].z):
            sprite.draw(surface, self.mini_art if key in mini else self.art)

    def topmost(self, prefix: str, point: Point) -> tuple[str, CardSprite] | None:
        """The sprite under ``point`` among keys starting with ``prefix`` (drawn on top wins)."""
        hit = None
        candidates = [(k, s) for k, s in self.sprites.items() if k.startswith(prefix)]
        by_sprite = {id(s): k for k, s in candidates}
        for sprite in draw_order(s for _, s in candidates):
            if sprite.contains(point):
                hit = (by_sprite[id(sprite)], sprite)
        return hit
