"""Deck styles: for each style id, how its suits look and which labels get special faces.

The shared decks live here (the standard 52 + jokers, the Portuguese 40) and name no game. A game
whose deck is one of them with a few faces of its own builds its style in its table module, e.g.
``dataclasses.replace(deck_style("standard"), id="mine", specials={**deck_style("standard").specials,
"A": "hooded_figure"})``, and hands the ``DeckStyle`` to ``CardArt``; a new deck is one more
``DeckStyle`` description. The renderer in ``cards.py`` reads only this description.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from types import MappingProxyType

from game.art import suits
from game.art.suits import Colour, Painter


@dataclass(frozen=True)
class SuitLook:
    """How one suit is printed.

    ``colour`` is the traditional colour and ``cb_colour`` the colour-blind-safe one; ``ink`` and
    ``cb_ink`` (default: the same) colour the corner text, for suits whose symbol colour is too pale
    for small letters. ``letter`` is printed in the corner in colour-blind mode. ``turned`` says
    whether the symbol has an up and a down, so pips in the card's lower half are printed upside
    down as on a real card. ``printed`` False keeps the suit symbol off the faces: for a deck's
    suitless cards, whose own centre symbol (``DeckStyle.centre_symbols``) stands alone.
    ``lettered`` says the symbol already carries the letter (a lettered disc), so colour-blind
    mode adds none beside it.
    """

    name: str
    letter: str
    painter: Painter
    colour: Colour
    cb_colour: Colour
    ink: Colour | None = None
    cb_ink: Colour | None = None
    turned: bool = True
    printed: bool = True
    lettered: bool = False

    def fill(self, colorblind: bool) -> Colour:
        return self.cb_colour if colorblind else self.colour

    def text(self, colorblind: bool) -> Colour:
        if colorblind:
            return self.cb_ink or self.cb_colour
        return self.ink or self.colour


@dataclass(frozen=True)
class DeckStyle:
    """A deck's look.

    ``pips`` maps a label to the number of suit symbols in the middle of the card; ``courts`` are
    labels drawn as a double-headed figure (K, Q, J get their own headwear, other letters a cap);
    ``specials`` maps a label to a named face motif: ``"ace"`` (one large symbol),
    ``"great_symbol"`` (one symbol in an ornamental ring), ``"joker"``, ``"hooded_figure"`` (a
    hooded figure with a dagger);
    ``symbol_labels`` are labels printed as a drawn symbol rather than text (the joker's star).
    ``card_colours`` overrides the colour of single cards by code (the red joker), as
    ``(colour, cb_colour)``.
    ``centre_symbols`` maps a label to a second symbol its cards carry besides the suit (a
    weapon, an emblem): a label with no pips, court or special prints it large in the middle beside
    the suit symbol, and small in the corner beside the suit pip.
    ``captions`` maps a label to a short line printed in small text at the foot of the face
    (wrapped to at most three lines, in place of the lower corner index) when the card is large
    enough to read it; smaller cards leave it out.
    ``lower_index`` False prints the corner index at the top left only, giving a large-index
    label's number and symbols the whole face below it.
    ``underlined`` are the labels whose index (corner and large) is underlined so that they read
    the same either way up: 6 and 9 unless a game says more ("16", "91"...).
    """

    id: str
    suits: Mapping[str, SuitLook]
    pips: Mapping[str, int]
    courts: frozenset[str]
    specials: Mapping[str, str] = field(default_factory=dict)
    symbol_labels: Mapping[str, Painter] = field(default_factory=dict)
    card_colours: Mapping[str, tuple[Colour, Colour]] = field(default_factory=dict)
    centre_symbols: Mapping[str, Painter] = field(default_factory=dict)
    captions: Mapping[str, str] = field(default_factory=dict)
    lower_index: bool = True
    underlined: frozenset[str] = frozenset({"6", "9"})  # labels whose index is underlined (6 and 9)
    back_colour: Colour = (30, 60, 120)
    back_accent: Colour = (220, 190, 110)
    face_colour: Colour = (252, 250, 243)


# Okabe & Ito's colour-blind-safe colours, also printed with a suit letter in that mode.
CB_BLACK: Colour = (26, 26, 26)
CB_VERMILLION: Colour = (213, 94, 0)
CB_BLUE: Colour = (0, 114, 178)
CB_GREEN: Colour = (0, 158, 115)


@cache
def deck_styles() -> Mapping[str, DeckStyle]:
    """Every deck style by id (built on first use)."""
    standard = DeckStyle(
        id="standard",
        suits=MappingProxyType({
            "S": SuitLook("Spades", "S", suits.paint_spade, (24, 24, 28), CB_BLACK),
            "H": SuitLook("Hearts", "H", suits.paint_heart, (200, 16, 46), CB_VERMILLION),
            "D": SuitLook("Diamonds", "D", suits.paint_diamond, (200, 16, 46), CB_BLUE, turned=False),
            "C": SuitLook("Clubs", "C", suits.paint_club, (24, 24, 28), CB_GREEN),
            "J": SuitLook("Joker", "J", suits.paint_star, (40, 40, 48), (40, 40, 48), turned=False),
        }),
        pips=MappingProxyType({str(n): n for n in range(2, 11)}),
        courts=frozenset({"J", "Q", "K"}),
        specials=MappingProxyType({"A": "ace", "★": "joker"}),
        symbol_labels=MappingProxyType({"★": suits.paint_star}),
        card_colours=MappingProxyType({"JK2": ((200, 16, 46), CB_VERMILLION)}),
        back_colour=(28, 52, 112),
        back_accent=(214, 182, 96),
    )
    portuguese = DeckStyle(
        id="portuguese",
        suits=MappingProxyType({
            "P": SuitLook("Paus", "P", suits.paint_baton, (46, 125, 50), CB_GREEN, turned=False),
            "E": SuitLook("Espadas", "E", suits.paint_sword, (31, 78, 156), CB_BLUE, turned=False),
            "C": SuitLook("Copas", "C", suits.paint_cup, (190, 28, 36), CB_VERMILLION, turned=False),
            "O": SuitLook("Ouros", "O", suits.paint_coin, (214, 160, 20), CB_BLACK, ink=(150, 104, 0), turned=False),
        }),
        pips=MappingProxyType({str(n): n for n in range(2, 8)}),
        courts=frozenset({"J", "Q", "K"}),
        specials=MappingProxyType({"A": "great_symbol"}),
        back_colour=(120, 24, 36),
        back_accent=(222, 190, 104),
    )
    return MappingProxyType({s.id: s for s in (standard, portuguese)})


def deck_style(style_id: str) -> DeckStyle:
    """The style with this id; ``ValueError`` naming the known ones if there is none."""
    styles = deck_styles()
    try:
        return styles[style_id]
    except KeyError:
        known = ", ".join(sorted(styles))
        raise ValueError(f"unknown deck style {style_id!r} (known: {known})") from None
