"""Card art drawn in code: faces, backs, suit symbols and highlight overlays."""

from game.art.cards import CardArt
from game.art.styles import DeckStyle, SuitLook, deck_style, deck_styles

__all__ = ["CardArt", "DeckStyle", "SuitLook", "deck_style", "deck_styles"]
