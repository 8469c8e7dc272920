"""Tavern Tricks' 54 cards: 36 battle cards (numbers 0-35, a race and a weapon each) and 18
specialty cards, as RULINGS.md fixes them.

Battle card code = its number (``"14"``); ``card.suit`` = the race letter; ``card.rank`` = the
number. Specialty cards have suit ``"X"``, rank 0 and codes such as ``BOW1`` or ``ODRAGON``.
"""

from __future__ import annotations

from functools import cache
from typing import Final

from rules.core.actions import CardActions
from rules.core.cards import Card, Deck

RACES: tuple[str, ...] = ("H", "D", "E", "O", "G", "U")
RACE_NAMES: dict[str, str] = {
    "H": "Human", "D": "Dwarf", "E": "Elf", "O": "Orc", "G": "Goblin", "U": "Undead",
}
ORDER: tuple[str, ...] = ("H", "D", "E")
CHAOS: tuple[str, ...] = ("O", "G", "U")
WEAPONS: tuple[str, ...] = ("sword", "axe", "mace")
WEAPON_FACES: tuple[str, ...] = ("sword", "sword", "axe", "axe", "mace", "mace")
SPECIALTY_SUIT = "X"

# race -> ((number, weapon), ...): the RULINGS.md table
BATTLE_TABLE: dict[str, tuple[tuple[int, str], ...]] = {
    "H": ((1, "mace"), (10, "axe"), (14, "sword"), (23, "sword"), (24, "axe"), (33, "mace")),
    "D": ((2, "mace"), (11, "axe"), (15, "sword"), (18, "sword"), (25, "axe"), (34, "mace")),
    "E": ((4, "sword"), (7, "mace"), (17, "axe"), (20, "axe"), (27, "mace"), (30, "sword")),
    "O": ((3, "axe"), (6, "sword"), (16, "mace"), (19, "mace"), (26, "sword"), (35, "axe")),
    "G": ((5, "sword"), (8, "mace"), (12, "axe"), (21, "axe"), (28, "mace"), (31, "sword")),
    "U": ((0, "axe"), (9, "sword"), (13, "mace"), (22, "mace"), (29, "sword"), (32, "axe")),
}

# (code, specialty id, name)
SPECIALTY_CARDS: tuple[tuple[str, str, str], ...] = (
    ("BOW1", "bow", "Bow"), ("BOW2", "bow", "Bow"), ("BOW3", "bow", "Bow"),
    ("SHIELD1", "shield", "Shield"), ("SHIELD2", "shield", "Shield"), ("SHIELD3", "shield", "Shield"),
    ("DOPPEL1", "doppleganger", "Doppleganger"), ("DOPPEL2", "doppleganger", "Doppleganger"),
    ("FATES1", "fates", "Fates"), ("FATES2", "fates", "Fates"),
    ("OCROWN1", "order_crown", "Order Crown"), ("OCROWN2", "order_crown", "Order Crown"),
    ("CCROWN1", "chaos_crown", "Chaos Crown"), ("CCROWN2", "chaos_crown", "Chaos Crown"),
    ("ODRAGON", "order_dragon", "Order Dragon"), ("CDRAGON", "chaos_dragon", "Chaos Dragon"),
    ("THIEF1", "thief", "Thief"), ("THIEF2", "thief", "Thief"),
)

SPECIALTY_TEXT: dict[str, str] = {
    "bow": "Name another player: their card in this trick cannot win.",
    "shield": "Name a weapon: every card in this trick with it counts as having no weapon.",
    "doppleganger": "Becomes a 0 with a race and a weapon copied from cards already in the trick.",
    "fates": "Reroll both dominance dice now; the new result holds for the rest of the hand.",
    "order_crown": "This trick: every Human, Dwarf and Elf card counts as the dominant race.",
    "chaos_crown": "This trick: every Orc, Goblin and Undead card counts as the dominant race.",
    "order_dragon": "Beats every card if the race die shows an Order race or an Order Crown is in the trick.",
    "chaos_dragon": "Beats every card if the race die shows a Chaos race or a Chaos Crown is in the trick.",
    "thief": "Take 2 coins from the richest other player's bank (none if you are richest).",
}

_SPECIALTY_ID: dict[str, str] = {code: sid for code, sid, _ in SPECIALTY_CARDS}


def _weapon_table() -> dict[int, tuple[str, str]]:
    return {n: (race, w) for race, row in BATTLE_TABLE.items() for n, w in row}


@cache
def tavern_deck() -> Deck:
    """All 54 cards: the battle cards by number 0-35, then the 18 specialty cards."""
    table = _weapon_table()
    battle = [
        (race, n, str(n), f"{n} {RACE_NAMES[race]} {w.capitalize()}", str(n))
        for n in range(36)
        for race, w in (table[n],)
    ]
    special = [(SPECIALTY_SUIT, 0, code, name, name) for code, _, name in SPECIALTY_CARDS]
    return Deck(battle + special)


@cache
def _weapons() -> tuple[str | None, ...]:
    table = _weapon_table()
    return tuple(table[c.rank][1] if c.suit != SPECIALTY_SUIT else None for c in tavern_deck())


@cache
def specialties() -> tuple[str | None, ...]:
    """``specialties()[card.index]``: each card's specialty id or None (for hot paths)."""
    return _specialties()


@cache
def _specialties() -> tuple[str | None, ...]:
    return tuple(_SPECIALTY_ID.get(c.code) for c in tavern_deck())


def weapon_of(card: Card) -> str | None:
    """``"sword"``, ``"axe"`` or ``"mace"`` for a battle card; None for a specialty card."""
    return _weapons()[card.index]


def race_of(card: Card) -> str | None:
    """The race letter of a battle card; None for a specialty card."""
    return None if card.suit == SPECIALTY_SUIT else card.suit


def specialty_of(card: Card) -> str | None:
    """The specialty id (``"bow"``, ``"thief"``...) of a specialty card; None for a battle card."""
    return _specialties()[card.index]


def is_battle(card: Card) -> bool:
    return card.suit != SPECIALTY_SUIT


@cache
def play_actions() -> CardActions:
    """``play 14`` / ``play FATES1``: one interned ``CardAction`` per card."""
    return CardActions(tavern_deck(), "play", example="14")


HAND_SIZE = 8
START_COINS = 20
PASS_COUNT: Final = 3  # Final: the literal 3, so a pass's cards type as three cards
TRICKS_PER_HAND = 7
