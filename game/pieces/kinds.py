"""Which sprite class draws each kind of piece spec, and making one.

Cards are made by the table view itself (their size and art depend on the card-size setting);
every other kind is made here from its spec, a position and the window scale.
"""

from __future__ import annotations

from game.pieces.badge import BadgeSprite
from game.pieces.base import Point, SpecSprite
from game.pieces.card import CardSprite
from game.pieces.die import DieSprite
from game.pieces.slot import SlotSprite
from game.pieces.specs import BadgePiece, CardPiece, DiePiece, PieceSpec, SlotPiece, TextCardPiece, TokenPiece
from game.pieces.text_card import TextCardSprite
from game.pieces.token import TokenSprite


def sprite_class(spec: PieceSpec) -> type:
    """The class that draws ``spec`` (``TypeError`` for anything that is not a piece spec)."""
    if isinstance(spec, CardPiece):
        return CardSprite
    if isinstance(spec, TokenPiece):
        return TokenSprite
    if isinstance(spec, DiePiece):
        return DieSprite
    if isinstance(spec, SlotPiece):
        return SlotSprite
    if isinstance(spec, TextCardPiece):
        return TextCardSprite
    if isinstance(spec, BadgePiece):
        return BadgeSprite
    raise TypeError(f"{spec!r} is not a piece spec")


def make_sprite(spec: PieceSpec, pos: Point, scale: float, z: int = 0) -> SpecSprite:
    """A new sprite for any spec but a card's."""
    cls = sprite_class(spec)
    if cls is CardSprite:
        raise TypeError("cards are made by the table view (TableView.spawn)")
    sprite: SpecSprite = cls(spec, pos, scale, z)
    return sprite
