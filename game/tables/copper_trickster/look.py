"""The Copper Trickster's look, shared by its 3-5 player table and The Trickster Proposition's:
the copper deck's style (five suits, numbers 1-12), the suit cards and the quality indicator.

The indicator is a row of ``SlotPiece``s labelled with the quality names, each holding one suit
card: face down, face up where the shown seat knows it (the slot marked private), or face up for
everyone after the Revelation. ``indicator_placements`` lays it out inside a layout anchor;
``reveal_indicator`` turns every card up with an animation.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from types import MappingProxyType

from game.anim import Call, Parallel, Step, Wait
from game.anim import Sequence as StepSequence
from game.art import suits as painters
from game.art.styles import DeckStyle, SuitLook
from game.pieces.specs import CardPiece, SlotPiece
from game.table.module import FLIP, READ_PAUSE, Stage
from game.table.view import Placement
from rules.copper_trickster.deck import SUIT_NAMES, SUITS
from rules.copper_trickster.quality import SLOT_SHORT
from rules.core.cards import Card, Deck

SLOT_KEY = "slot:"  # SlotPiece of a quality slot: "slot:great"
SUIT_CARD_KEY = "quality:"  # the suit card lying on it: "quality:great"
SLOT_GAP = 6  # logical pixels between two slots
SLOT_WIDTH = 120  # the widest a slot grows (logical pixels): room for a padlock and "Babylonian"

# (name, letter, painter, colour, colour-blind colour, ink, colour-blind ink)
_SUIT_LOOKS = {
    "B": ("Bulls", "B", painters.paint_bull, (158, 64, 30), (213, 94, 0), None, (170, 70, 0)),
    "F": ("Fish", "F", painters.paint_fish, (22, 98, 168), (0, 114, 178), None, None),
    "M": ("Moons", "M", painters.paint_moon, (104, 66, 162), (204, 121, 167), None, (150, 70, 120)),
    "P": ("Palms", "P", painters.paint_palm, (34, 122, 58), (0, 158, 115), None, (0, 118, 86)),
    "S": ("Stars", "S", painters.paint_star, (204, 148, 14), (26, 26, 26), (142, 98, 0), None),
}


@cache
def copper_style() -> DeckStyle:
    """The copper deck: five suits with their own symbols and colours (colour-blind colours and
    letters too), numbers 1-10 with pips, 11 and 12 as a big number over one symbol, a copper
    back; the suit cards of the quality indicator show one symbol in a ring."""
    looks = {
        suit: SuitLook(name, letter, painter, colour, cb, ink=ink, cb_ink=cb_ink, turned=False)
        for suit, (name, letter, painter, colour, cb, ink, cb_ink) in _SUIT_LOOKS.items()
    }
    return DeckStyle(
        id="copper",
        suits=MappingProxyType(looks),
        pips=MappingProxyType({str(n): n for n in range(1, 11)}),
        courts=frozenset(),
        specials=MappingProxyType({suit: "great_symbol" for suit in SUITS}),  # the suit cards
        back_colour=(112, 58, 30),
        back_accent=(228, 176, 100),
        face_colour=(252, 247, 236),
    )


def suit_colour(suit: str) -> tuple[int, int, int]:
    """A suit's own colour (its dark ink where the colour is light), for badges that speak of
    that suit."""
    look = _SUIT_LOOKS[suit]
    return look[5] or look[3]


@cache
def suit_cards_deck() -> Deck:
    """The five suit cards of the quality indicator (not copper cards: codes ``"SUIT-B"``...,
    labelled with the suit's letter, which no copper card uses)."""
    return Deck((suit, 0, f"SUIT-{suit}", f"{SUIT_NAMES[suit]} card", suit) for suit in SUITS)


def suit_card(suit: str) -> Card:
    """The indicator's suit card of ``suit``."""
    return suit_cards_deck().card(f"SUIT-{suit}")


def slot_label(slot: str) -> str:
    """The words on a slot of the indicator ("Great", "Good Assyrian"...)."""
    words = SLOT_SHORT.get(slot, slot)
    return words[:1].upper() + words[1:]


def slot_size(count: int, area_width: int, area_height: int) -> tuple[int, int]:
    """Logical size of one slot when ``count`` share a row ``area_width`` wide."""
    width = min(SLOT_WIDTH, (area_width - SLOT_GAP * (count - 1)) // max(1, count))
    return (max(40, width), area_height)


def indicator_placements(
    slots: Sequence[str],
    known: Sequence[tuple[str, str]],
    revealed: bool,
    anchor: str,
    stage: Stage,
    highlight: Sequence[str] = (),
) -> list[Placement]:
    """The quality indicator in ``anchor``: one labelled slot per quality (in ``slots`` order, a
    row centred in the anchor), each with its suit card face down, or face up if the shown seat
    knows it (``known``: (slot, suit) pairs of the shown seat's observation; the slot then shows
    a padlock, unless ``revealed``: everyone knows). ``highlight`` rings some slots (the one a
    briber may look at). Keys: ``slot:<slot>`` and ``quality:<slot>``."""
    view = stage.view
    port = view.viewport
    box = view.layout.anchor(anchor)  # logical
    w, h = slot_size(len(slots), box.width, box.height)
    span = w * len(slots) + SLOT_GAP * (len(slots) - 1)
    left = box.x + (box.width - span) / 2
    seen = dict(known)
    mini_h = view.mini_size[1]
    out: list[Placement] = []
    for i, slot in enumerate(slots):
        centre = port.point((left + w / 2 + i * (w + SLOT_GAP), box.centery))
        suit = seen.get(slot)
        private = suit is not None and not revealed
        piece = SlotPiece(slot_label(slot), (w, h), private=private, highlight=slot in highlight)
        out.append(Placement(f"{SLOT_KEY}{slot}", piece, centre, 2))
        bottom = port.point((0, box.bottom))[1] - view.length(6)
        card = suit_card(suit) if suit is not None else None
        out.append(Placement(f"{SUIT_CARD_KEY}{slot}", CardPiece(card, card is not None, mini=True), (centre[0], bottom - mini_h / 2), 3))
    return out


def slot_card_centre(stage: Stage, slot: str) -> tuple[float, float]:
    """Where the suit card on ``slot`` rests (its slot's sprite must be on the table)."""
    view = stage.view
    sprite = view.get(f"{SLOT_KEY}{slot}")
    if sprite is None:  # not laid out yet: the middle of the table
        middle = next((a for a in ("deck", "trick") if view.layout.has(a)), None)
        return view.center(middle) if middle is not None else (0.0, 0.0)
    return (sprite.x, sprite.rect.bottom - view.length(6) - view.mini_size[1] / 2)


def reveal_indicator(revealed: Sequence[tuple[str, str]], stage: Stage) -> list[Step]:
    """The Revelation: every suit card on the indicator turns face up, one after the other, then
    the table pauses so everyone can read them."""
    view = stage.view
    flips: list[Step] = []
    for i, (slot, suit) in enumerate(revealed):
        key = f"{SUIT_CARD_KEY}{slot}"
        sprite = view.get(key)
        if sprite is None:
            continue
        card = suit_card(suit)
        if getattr(sprite, "card", None) is card and getattr(sprite, "face_up", False):
            continue  # already known and shown
        sprite.card = card  # type: ignore[attr-defined]
        flips.append(StepSequence(Wait(i * 0.12), sprite.flip(FLIP, face_up=True)))  # type: ignore[attr-defined]
    if not flips:
        return []
    return [Call(lambda: stage.play_sound("deal")), Parallel(*flips), Wait(READ_PAUSE)]
