"""Tavern Tricks' deck style: battle cards that show race, weapon and number at a glance, and
specialty cards with their emblem, their name and their effect in a line.

A battle card prints its number large in its race's colour over two symbols side by side: the
race's lettered disc (the letter keeps races apart in colour-blind mode) and its weapon; its
corner is the number over a small disc and weapon. A specialty card's corner is its emblem (a
bow, a shield, a mask, a die, a crown, a flame, a coin); its middle its name over the emblem, and
its foot the effect in a few words (``rules.tavern_tricks.text.CARD_LINES``) when the card is
large enough to read it.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache, partial
from types import MappingProxyType

import pygame

from game.art import suits as painters
from game.art.styles import DeckStyle, SuitLook
from game.art.suits import Colour, Painter, lighten
from game.ui.fonts import shared_font
from rules.tavern_tricks.deck import BATTLE_TABLE, RACE_NAMES, SPECIALTY_CARDS
from rules.tavern_tricks.text import CARD_LINES

# race -> (colour, colour-blind colour)
RACE_COLOURS: Mapping[str, tuple[Colour, Colour]] = MappingProxyType({
    "H": ((28, 96, 176), (0, 114, 178)),
    "D": ((150, 92, 30), (213, 94, 0)),
    "E": ((30, 128, 60), (0, 158, 115)),
    "O": ((176, 30, 36), (204, 121, 167)),
    "G": ((104, 120, 20), (120, 120, 120)),
    "U": ((90, 60, 140), (26, 26, 26)),
})
SPECIAL_COLOUR: Colour = (120, 70, 30)
WEAPON_PAINTERS: Mapping[str, Painter] = MappingProxyType({
    "sword": painters.paint_sword, "axe": painters.paint_axe, "mace": painters.paint_mace,
})
EMBLEMS: Mapping[str, Painter] = MappingProxyType({
    "bow": painters.paint_bow, "shield": painters.paint_shield, "doppleganger": painters.paint_mask,
    "fates": painters.paint_die, "order_crown": painters.paint_crown, "chaos_crown": painters.paint_crown,
    "order_dragon": painters.paint_flame, "chaos_dragon": painters.paint_flame, "thief": painters.paint_coin,
})


def paint_letter_disc(letter: str, surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A disc in ``colour`` with ``letter`` in light ink: a race's symbol."""
    r = min(rect.width, rect.height) / 2
    pygame.draw.circle(surface, colour, rect.center, r)
    pygame.draw.circle(surface, lighten(colour, 0.5), rect.center, r, max(1, round(r * 0.1)))
    ink = shared_font(max(4, round(r * 1.6))).render(letter, True, (255, 255, 255))
    surface.blit(ink, ink.get_rect(center=(rect.centerx, rect.centery + round(r * 0.06))))


def battle_weapons() -> dict[str, str]:
    """Number label -> weapon, every battle card."""
    return {str(n): w for row in BATTLE_TABLE.values() for n, w in row}


@cache
def tavern_style() -> DeckStyle:
    """Six race looks (colour and lettered disc); the specialty suit ``X``, whose cards print no
    suit symbol; per label the centre symbol (a battle card's weapon, a specialty's emblem), the
    specialty's emblem in its corner and its effect as a caption."""
    looks = {
        race: SuitLook(name, race, partial(paint_letter_disc, race), colour, cb, turned=False, lettered=True)
        for race, name in RACE_NAMES.items()
        for colour, cb in (RACE_COLOURS[race],)
    }
    looks["X"] = SuitLook("Specialty", "X", painters.paint_star, SPECIAL_COLOUR, (26, 26, 26), turned=False, printed=False)
    centre: dict[str, Painter] = {number: WEAPON_PAINTERS[weapon] for number, weapon in battle_weapons().items()}
    corners: dict[str, Painter] = {}
    captions: dict[str, str] = {}
    for _code, specialty, name in SPECIALTY_CARDS:
        centre[name] = corners[name] = EMBLEMS[specialty]
        captions[name] = CARD_LINES[specialty]
    return DeckStyle(
        id="tavern",
        suits=MappingProxyType(looks),
        pips=MappingProxyType({}),
        courts=frozenset(),
        symbol_labels=MappingProxyType(corners),
        centre_symbols=MappingProxyType(centre),
        captions=MappingProxyType(captions),
        lower_index=False,
        back_colour=(92, 48, 28),
        back_accent=(222, 180, 96),
        face_colour=(250, 244, 230),
    )
