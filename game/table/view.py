"""The pieces on the table as sprites, keyed by what they are ("hand:7C", "trick:2", "die:race").

The table keeps the sprites in step with the shown observation (``sync``) whenever nothing is
animating; between syncs, event animations move, flip, add and remove sprites by key. Any piece
kind may sit under a key: a placement's spec says which (``game.pieces.specs``), and sizes in
specs are logical pixels that the view scales to the window.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TypeVar, overload

import pygame

from game.art.cards import CardArt
from game.art.styles import DeckStyle
from game.layout import Layout, Viewport, logical_card_size
from game.pieces.badge import BadgeSprite
from game.pieces.base import PieceSprite, SpecSprite
from game.pieces.card import CardSprite
from game.pieces.die import DieSprite
from game.pieces.kinds import make_sprite, sprite_class
from game.pieces.slot import SlotSprite
from game.pieces.specs import BadgePiece, CardPiece, DiePiece, PieceSpec, SlotPiece, TextCardPiece, TokenPiece
from game.pieces.text_card import TextCardSprite
from game.pieces.token import TokenSprite
from rules.core.cards import Card

MINI_CARD = (56, 84)  # logical size of the small cards in won piles and prize piles
# How far above its own z a raised piece is drawn: over the rest of a hand (z 100 + i, fewer than
# 50 cards), under the cards a table flies over the hand (z 200 and up) and a dragged card (1000).
RAISED_Z = 50
Point = tuple[float, float]
S = TypeVar("S", bound=PieceSprite)


@dataclass(frozen=True)
class Placement:
    """Where one piece rests when nothing moves, and what it shows."""

    key: str
    piece: PieceSpec
    center: Point
    z: int = 0
    hover: str = ""  # said in a tooltip while the piece is hovered or has the keyboard focus


class TableView:
    """The sprites of one table at one window size, card size and deck style (an id or a
    ``DeckStyle``)."""

    def __init__(
        self, layout: Layout, screen_size: tuple[int, int], card_size: str, colorblind: bool,
        style: str | DeckStyle,
    ) -> None:
        self.layout = layout
        self.viewport: Viewport = layout.viewport(screen_size)
        w, h = logical_card_size(card_size)
        self.card_size = (self.viewport.length(w), self.viewport.length(h))
        mini = (self.viewport.length(MINI_CARD[0]), self.viewport.length(MINI_CARD[1]))
        self.mini_size = (max(20, mini[0]), max(30, mini[1]))
        self.art = CardArt(style, self.card_size, colorblind)
        self.mini_art = CardArt(style, self.mini_size, colorblind)
        self.sprites: dict[str, PieceSprite] = {}
        self.mini_keys: set[str] = set()
        self.hovers: dict[str, str] = {}  # piece key -> the text its tooltip says (from placements)
        # Pieces drawn over their neighbours (``RAISED_Z``): the hand's card under the keyboard
        # cursor or the mouse, so a fanned hand never hides the card the player is pointing at.
        self.raised: frozenset[str] = frozenset()

    # --- geometry -------------------------------------------------------------------------------
    def rect(self, anchor: str) -> pygame.Rect:
        return self.viewport.rect(self.layout.anchor(anchor))

    def center(self, anchor: str) -> Point:
        c = self.rect(anchor).center
        return (float(c[0]), float(c[1]))

    def length(self, n: float) -> int:
        return self.viewport.length(n)

    # --- sprites --------------------------------------------------------------------------------
    def get(self, key: str) -> PieceSprite | None:
        """Whatever sprite sits under ``key`` (a ``CardSprite``, a ``DieSprite``...)."""
        return self.sprites.get(key)

    def piece(self, key: str, kind: type[S]) -> S | None:
        """The sprite under ``key`` if it is a ``kind`` (a ``CardSprite``, a ``DieSprite``...),
        else None."""
        sprite = self.sprites.get(key)
        return sprite if isinstance(sprite, kind) else None

    def spawn(
        self, key: str, card: Card | None, pos: Point, face_up: bool = True, z: int = 0, mini: bool = False
    ) -> CardSprite:
        """A new card sprite under ``key`` (replacing whatever was there)."""
        sprite = CardSprite(card, pos, self.mini_size if mini else self.card_size, face_up, z)
        self.sprites[key] = sprite
        if mini:
            self.mini_keys.add(key)
        else:
            self.mini_keys.discard(key)
        return sprite

    @overload
    def spawn_piece(self, key: str, spec: CardPiece, pos: Point, z: int = 0) -> CardSprite: ...
    @overload
    def spawn_piece(self, key: str, spec: TokenPiece, pos: Point, z: int = 0) -> TokenSprite: ...
    @overload
    def spawn_piece(self, key: str, spec: DiePiece, pos: Point, z: int = 0) -> DieSprite: ...
    @overload
    def spawn_piece(self, key: str, spec: SlotPiece, pos: Point, z: int = 0) -> SlotSprite: ...
    @overload
    def spawn_piece(self, key: str, spec: TextCardPiece, pos: Point, z: int = 0) -> TextCardSprite: ...
    @overload
    def spawn_piece(self, key: str, spec: BadgePiece, pos: Point, z: int = 0) -> BadgeSprite: ...
    @overload
    def spawn_piece(self, key: str, spec: PieceSpec, pos: Point, z: int = 0) -> PieceSprite: ...

    def spawn_piece(self, key: str, spec: PieceSpec, pos: Point, z: int = 0) -> PieceSprite:
        """A new sprite of the spec's kind under ``key`` (replacing whatever was there)."""
        if isinstance(spec, CardPiece):
            return self.spawn(key, spec.card, pos, spec.face_up, z, spec.mini)
        sprite = make_sprite(spec, pos, self.viewport.scale, z)
        self.sprites[key] = sprite
        self.mini_keys.discard(key)
        return sprite

    def rename(self, old: str, new: str) -> PieceSprite | None:
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

    def panel_rects(self) -> list[pygame.Rect]:
        """Where the shown pieces of words lie (character cards, what a seat knows): a note keeps
        off them where it can."""
        return [s.rect for s in self.sprites.values() if isinstance(s, TextCardSprite) and s.visible]

    def remove_all(self, keys: Iterable[str]) -> None:
        """Remove the sprite under each of ``keys`` (a key with none is skipped)."""
        for key in keys:
            self.remove(key)

    def keys(self, prefix: str) -> list[str]:
        return [k for k in self.sprites if k.startswith(prefix)]

    def sync(self, placements: Iterable[Placement], keep: Iterable[str] = ()) -> None:
        """Put every piece where it rests, showing what its spec says; a key whose piece changed
        kind (or a card that became another card or size) gets a new sprite. Sprites no placement
        names are dropped, except ``keep``."""
        wanted: set[str] = set(keep)
        self.hovers = {}
        for p in placements:
            wanted.add(p.key)
            if p.hover:
                self.hovers[p.key] = p.hover
            sprite = self.sprites.get(p.key)
            if isinstance(p.piece, CardPiece):
                sprite = self._sync_card(p, p.piece, sprite)
            elif sprite is None or type(sprite) is not sprite_class(p.piece):
                sprite = self.spawn_piece(p.key, p.piece, p.center, p.z)
            else:
                assert isinstance(sprite, SpecSprite)
                sprite.set_spec(p.piece)
            sprite.pos = p.center
            sprite.target = p.center
            sprite.z = p.z
            sprite.visible = True
            sprite.rest()
        for key in [k for k in self.sprites if k not in wanted]:
            self.remove(key)

    def _sync_card(self, p: Placement, piece: CardPiece, sprite: PieceSprite | None) -> CardSprite:
        size = self.mini_size if piece.mini else self.card_size
        if not isinstance(sprite, CardSprite) or sprite.size != size or sprite.card is not piece.card:
            sprite = self.spawn(p.key, piece.card, p.center, piece.face_up, p.z, piece.mini)
        sprite.face_up = piece.face_up
        return sprite

    def stacking(
        self, items: Iterable[tuple[str, PieceSprite]], raised: frozenset[str] | None = None
    ) -> list[tuple[str, PieceSprite]]:
        """``(key, sprite)`` pairs bottom to top: by z, a raised piece ``RAISED_Z`` higher (ties
        keep the order given). ``raised`` defaults to the pieces drawn raised now."""
        up = self.raised if raised is None else raised
        return sorted(items, key=lambda kv: kv[1].z + RAISED_Z if kv[0] in up else kv[1].z)

    def draw(self, surface: pygame.Surface) -> None:
        mini = self.mini_keys
        for key, sprite in self.stacking(self.sprites.items()):
            sprite.draw(surface, self.mini_art if key in mini else self.art)

    def topmost(self, prefix: str, point: Point) -> tuple[str, PieceSprite] | None:
        """The sprite under ``point`` among keys starting with ``prefix`` (drawn on top wins),
        whatever its kind."""
        hit = None
        for key, sprite in self.stacking((k, s) for k, s in self.sprites.items() if k.startswith(prefix)):
            if sprite.contains(point):
                hit = (key, sprite)
        return hit
