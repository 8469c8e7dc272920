"""The characters: who they are, the order they are dealt in, what each sees, how each scores.

Characters are dealt clockwise from Ea-Nasir and passed to the left after each round. Every
character but Nanni's Messenger scores the copper it collects by the quality of its suit; the
Messenger scores the tricks it wins, before and after the Revelation.
"""

from __future__ import annotations

from functools import cache

from rules.copper_trickster.quality import (
    BAD,
    GOOD_ASSYRIAN,
    GOOD_BABYLONIAN,
    GREAT,
    MEDIOCRE,
    SLOT_NAMES,
    slots_for,
)

EA_NASIR = "ea_nasir"
ASSYRIAN_BUYER = "assyrian_buyer"
SUPPLIER = "supplier"
BABYLONIAN_BUYER = "babylonian_buyer"
MESSENGER = "messenger"

CHARACTER_NAMES: dict[str, str] = {
    EA_NASIR: "Ea-Nasir",
    ASSYRIAN_BUYER: "Assyrian Buyer",
    SUPPLIER: "Supplier",
    BABYLONIAN_BUYER: "Babylonian Buyer",
    MESSENGER: "Nanni's Messenger",
}

_ORDER: tuple[str, ...] = (EA_NASIR, ASSYRIAN_BUYER, SUPPLIER, BABYLONIAN_BUYER, MESSENGER)

# The Messenger: each trick won up to and including the Revelation's trick costs 2; the tricks
# won after it score by their number.
MESSENGER_BEFORE = -2
MESSENGER_AFTER: dict[int, int] = {0: 0, 1: 5, 2: 12}
MESSENGER_AFTER_MANY = 2  # three tricks or more after the Revelation


def characters_for(players: int) -> tuple[str, ...]:
    """The characters in play, clockwise from Ea-Nasir."""
    if not 3 <= players <= 5:
        raise ValueError(f"the base game is for 3 to 5 players, not {players}")
    return _ORDER[:players]


@cache
def sees(character: str, players: int) -> tuple[str, ...]:
    """The slots ``character`` looks at when the suits are placed, in indicator order.

    The Supplier's is the great slot, which it fills itself.
    """
    if character == EA_NASIR:
        return (MEDIOCRE, BAD)
    if character == SUPPLIER:
        return (GREAT,)
    if character == ASSYRIAN_BUYER:
        return (GOOD_ASSYRIAN,) if players == 3 else (GOOD_ASSYRIAN, GOOD_BABYLONIAN)
    if character == BABYLONIAN_BUYER:
        return (GOOD_ASSYRIAN, GOOD_BABYLONIAN)
    if character == MESSENGER:
        return ()
    raise ValueError(f"there is no character {character!r}")


@cache
def points_table(character: str, players: int) -> dict[str, int]:
    """Points per collected card of each slot in play for ``character`` (all 0 for the Messenger)."""
    slots = slots_for(players)
    if character == MESSENGER:
        return {slot: 0 for slot in slots}
    if character in (ASSYRIAN_BUYER, BABYLONIAN_BUYER):
        own = GOOD_ASSYRIAN if character == ASSYRIAN_BUYER else GOOD_BABYLONIAN
        other = GOOD_BABYLONIAN if own == GOOD_ASSYRIAN else GOOD_ASSYRIAN
        table = {GREAT: 2, own: 2, other: 1, MEDIOCRE: 0, BAD: -2}
    elif character == EA_NASIR:
        table = {GREAT: 2, GOOD_ASSYRIAN: 1, GOOD_BABYLONIAN: 1, MEDIOCRE: 0, BAD: -4}
    elif character == SUPPLIER:
        table = {GREAT: 3, GOOD_ASSYRIAN: 1, GOOD_BABYLONIAN: 1, MEDIOCRE: 0, BAD: -2}
    else:
        raise ValueError(f"there is no character {character!r}")
    return {slot: table[slot] for slot in slots}


def messenger_after_points(tricks: int) -> int:
    """The Messenger's points for ``tricks`` won after the Revelation: 0, 5, 12, then 2."""
    return MESSENGER_AFTER.get(tricks, MESSENGER_AFTER_MANY)


@cache
def scoring_lines(character: str, players: int) -> tuple[tuple[str, str], ...]:
    """The character's scoring table as (what, points) lines, for a panel or the rules."""
    if character == MESSENGER:
        return (
            ("Each trick won up to the Revelation", f"{MESSENGER_BEFORE:+d}"),
            ("No trick won after the Revelation", "0"),
            ("Exactly 1 trick after", f"{MESSENGER_AFTER[1]:+d}"),
            ("Exactly 2 tricks after", f"{MESSENGER_AFTER[2]:+d}"),
            ("3 tricks or more after", f"{MESSENGER_AFTER_MANY:+d}"),
        )
    table = points_table(character, players)
    return tuple((SLOT_NAMES[slot], f"{pts:+d}" if pts else "0") for slot, pts in table.items())
