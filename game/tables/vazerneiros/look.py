"""Vazerneiros' look: the deck of 48 character cards (numbers 0-11 in four suits) and the colours
the table's pieces share (suit tokens on the hierarchy track, potions, the Elixir).

Every card prints its number large, over its suit's symbol, with the number and a small symbol in
the top corner (the part a fanned hand shows): an axe for the Barbarians, an oak leaf for the
Druids, a star for the Mages, a shield for the Paladins, each in its own colour; in colour-blind
mode Okabe & Ito's colours and the suit's letter (B, D, M, P) beside the symbol.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import cache
from types import MappingProxyType

import pygame

from game.art import suits as painters
from game.art.styles import DeckStyle, SuitLook
from game.art.suits import Colour, lighten
from rules.vazerneiros.deck import SUIT_NAMES

# suit -> (colour, colour-blind colour, ink, colour-blind ink)
SUIT_COLOURS: Mapping[str, tuple[Colour, Colour, Colour | None, Colour | None]] = MappingProxyType({
    "B": ((176, 38, 36), (213, 94, 0), None, (178, 74, 0)),
    "D": ((34, 122, 52), (0, 158, 115), None, (0, 112, 82)),
    "M": ((60, 70, 178), (0, 114, 178), None, None),
    "P": ((196, 146, 18), (26, 26, 26), (142, 100, 0), None),
})
POTION: Colour = (150, 62, 176)  # a potion token's liquid
MARKER: Colour = (226, 178, 58)  # rumor 5's trump marker is a potion too, in gold
ELIXIR = "elixir"  # the kind of the Elixir's text card


def paint_leaf(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """An oak leaf, upright: lobed edges, a light midrib and veins, a short stem."""
    side = min(rect.width, rect.height / 1.15)
    box = pygame.FRect(0, 0, side * 0.87, side * 1.15)
    box.center = rect.center
    steps = 48
    right: list[tuple[float, float]] = []
    for i in range(steps + 1):
        t = i / steps  # 0 at the tip, 1 at the stem
        width = math.sin(math.pi * min(1.0, t * 1.08)) ** 0.8 * 0.46
        lobes = 1.0 + 0.16 * math.sin(t * math.pi * 7) ** 2
        right.append((0.5 + width * lobes, 0.02 + t * 0.84))
    left = [(1.0 - x, y) for x, y in reversed(right)]
    points = [(box.x + x * box.w, box.y + y * box.h) for x, y in right + left]
    pygame.draw.polygon(surface, colour, points)
    stem_w = max(1, round(box.w * 0.07))
    pygame.draw.line(surface, colour, (box.centerx, box.y + 0.8 * box.h), (box.centerx, box.bottom), stem_w)
    light = lighten(colour, 0.55)
    thin = max(1, round(box.w * 0.035))
    pygame.draw.line(surface, light, (box.centerx, box.y + 0.1 * box.h), (box.centerx, box.y + 0.84 * box.h), thin)
    for t in (0.3, 0.48, 0.66):
        y = box.y + t * box.h
        for sign in (-1, 1):
            pygame.draw.line(surface, light, (box.centerx, y + 0.06 * box.h),
                             (box.centerx + sign * 0.26 * box.w, y - 0.04 * box.h), thin)


SUIT_PAINTERS = MappingProxyType({
    "B": painters.paint_axe, "D": paint_leaf, "M": painters.paint_star, "P": painters.paint_shield,
})


def suit_colour(suit: str, colorblind: bool = False) -> Colour:
    colour, cb, _, _ = SUIT_COLOURS[suit]
    return cb if colorblind else colour


@cache
def vazerneiros_style() -> DeckStyle:
    """Four suits, numbers 0-11 printed large over the suit's symbol (no pips, no figures); the
    index in the top corner only, so the big number has the face to itself."""
    looks = {
        suit: SuitLook(SUIT_NAMES[suit], suit, SUIT_PAINTERS[suit], colour, cb, ink=ink, cb_ink=cb_ink, turned=False)
        for suit, (colour, cb, ink, cb_ink) in SUIT_COLOURS.items()
    }
    return DeckStyle(
        id="vazerneiros",
        suits=MappingProxyType(looks),
        pips=MappingProxyType({}),
        courts=frozenset(),
        lower_index=False,
        back_colour=(58, 40, 96),
        back_accent=(214, 184, 110),
        face_colour=(251, 247, 236),
    )
