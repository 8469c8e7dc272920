"""The quality indicator: its slots, which slots each player count uses, and their words.

Slots are listed in indicator order (great first, bad last). The 2-player Trickster Proposition
uses only the great and bad slots.
"""

from __future__ import annotations

GREAT = "great"
GOOD_ASSYRIAN = "good_assyrian"
GOOD_BABYLONIAN = "good_babylonian"
MEDIOCRE = "mediocre"
BAD = "bad"

ALL_SLOTS: tuple[str, ...] = (GREAT, GOOD_ASSYRIAN, GOOD_BABYLONIAN, MEDIOCRE, BAD)
GOOD_SLOTS: tuple[str, ...] = (GOOD_ASSYRIAN, GOOD_BABYLONIAN)

SLOT_NAMES: dict[str, str] = {
    GREAT: "Great copper",
    GOOD_ASSYRIAN: "Good Assyrian copper",
    GOOD_BABYLONIAN: "Good Babylonian copper",
    MEDIOCRE: "Mediocre copper",
    BAD: "Bad copper",
}
# Short words for tight spots (indicator labels, log lines).
SLOT_SHORT: dict[str, str] = {
    GREAT: "great",
    GOOD_ASSYRIAN: "good Assyrian",
    GOOD_BABYLONIAN: "good Babylonian",
    MEDIOCRE: "mediocre",
    BAD: "bad",
}


def slots_for(players: int) -> tuple[str, ...]:
    """The slots in play, in indicator order: 2 players great and bad; 3 without the Babylonian."""
    if players == 2:
        return (GREAT, BAD)
    if players == 3:
        return (GREAT, GOOD_ASSYRIAN, MEDIOCRE, BAD)
    if players in (4, 5):
        return ALL_SLOTS
    raise ValueError(f"the quality indicator has no side for {players} players")


def slot_of(slots: tuple[tuple[str, str], ...], suit: str) -> str | None:
    """The slot holding ``suit`` in ``(slot, suit)`` pairs, or ``None`` if not among them."""
    for slot, held in slots:
        if held == suit:
            return slot
    return None


def suit_in(slots: tuple[tuple[str, str], ...], slot: str) -> str | None:
    """The suit on ``slot`` in ``(slot, suit)`` pairs, or ``None`` if not among them."""
    for held_slot, suit in slots:
        if held_slot == slot:
            return suit
    return None


def revelation_after(players: int) -> int:
    """The trick at whose end every slot is turned up: 8 with 3 players, 7 with 4, 6 with 5."""
    try:
        return {3: 8, 4: 7, 5: 6}[players]
    except KeyError:
        raise ValueError(f"the base game is for 3 to 5 players, not {players}") from None
