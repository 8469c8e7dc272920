"""What a piece on the table is and shows, as frozen values a game's table module builds.

A placement names one of these; the table view picks the sprite class that draws it. Sizes are
logical pixels on the 1280×720 table (the view scales them to the window). No pygame here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Union

from rules.core.cards import Card

Colour = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class CardPiece:
    """A playing card; ``card=None`` is a card this seat may not see (always drawn as a back).
    ``mini`` draws it at the small size used by won piles and prize piles."""

    card: Card | None
    face_up: bool = True
    mini: bool = False


@dataclass(frozen=True, slots=True)
class TokenPiece:
    """A round token: ``kind`` "coin", "potion" or "marker" (a track marker) chooses the shape;
    any other kind is a plain disc. ``label`` is printed on it (below it when too long to fit).
    ``size`` is the diameter."""

    kind: str
    colour: Colour
    label: str = ""
    size: int = 28


@dataclass(frozen=True, slots=True)
class DiePiece:
    """A die: ``faces`` are the texts on its sides (numbers or words), ``value`` the index in
    ``faces`` of the side showing. ``size`` is the edge."""

    faces: tuple[str, ...]
    value: int
    size: int = 44
    # Per face, a painter ``(surface, rect, colour)`` drawing the face's symbol in place of its
    # word (the game's own motifs, e.g. its deck style's), and the colour to paint it in.
    symbols: tuple[Callable[..., None], ...] = ()
    inks: tuple[Colour, ...] = ()

    def __post_init__(self) -> None:
        if not self.faces:
            raise ValueError("a die needs at least one face")
        if not 0 <= self.value < len(self.faces):
            raise ValueError(f"die value {self.value} is not an index of its {len(self.faces)} faces")
        if self.symbols and not len(self.symbols) == len(self.inks) == len(self.faces):
            raise ValueError("a die's symbols and inks need one per face")

    @property
    def face(self) -> str:
        return self.faces[self.value]


@dataclass(frozen=True, slots=True)
class SlotPiece:
    """A labelled place on the table (a quality indicator slot, a track space, a stakes pile).
    ``private`` marks a slot whose content only some seats may see; ``highlight`` rings it."""

    label: str
    size: tuple[int, int]
    private: bool = False
    highlight: bool = False


@dataclass(frozen=True, slots=True)
class TextCardPiece:
    """A card that is text: a character, a rule in force. ``kind`` is the word on its back;
    ``colour`` colours its header and back (else the kind's colour, or a plain slate)."""

    title: str
    body: str
    kind: str = "character"
    face_up: bool = True
    size: tuple[int, int] = (150, 210)
    colour: Colour | None = None


@dataclass(frozen=True, slots=True)
class BadgePiece:
    """A short word on a pill (the dealer, the lead, a trump). ``height`` is the pill's height."""

    text: str
    colour: Colour = (96, 40, 36)
    height: int = 26


PieceSpec = Union[CardPiece, TokenPiece, DiePiece, SlotPiece, TextCardPiece, BadgePiece]

__all__ = ["BadgePiece", "CardPiece", "Colour", "DiePiece", "PieceSpec", "SlotPiece", "TextCardPiece", "TokenPiece"]
