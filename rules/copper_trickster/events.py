"""The events only The Copper Trickster has; the shared ones come from ``rules.core.events``."""

from __future__ import annotations

from dataclasses import dataclass

from rules.copper_trickster.characters import CHARACTER_NAMES
from rules.copper_trickster.deck import SUIT_NAMES
from rules.copper_trickster.quality import SLOT_SHORT
from rules.core.cards import Card
from rules.core.events import YOU, Event, SeatName, says


def _object(name: SeatName, seat: int) -> str:
    """A seat's name after a verb: "Ada", or "you"."""
    who = name(seat)
    return "you" if who == YOU else who


@dataclass(frozen=True, slots=True)
class CharactersDealt(Event):
    """The characters of a round, per seat (round 1: dealt from Ea-Nasir; later: passed left)."""

    round_no: int
    characters: tuple[str, ...]  # per seat, character ids

    def describe(self, name: SeatName) -> str:
        who = ", ".join(f"{says(name, s, 'is', 'are')} {CHARACTER_NAMES[c]}" for s, c in enumerate(self.characters))
        how = "Characters dealt" if self.round_no == 1 else "Characters passed left"
        return f"{how}: {who}."


@dataclass(frozen=True, slots=True)
class GreatSuitChosen(Event):
    """The Supplier has put a suit on the great slot, face down; the suit stays secret."""

    seat: int

    def describe(self, name: SeatName) -> str:
        return (
            f"{says(name, self.seat, 'sets', 'set')} the great copper face down; the other suits are "
            "shuffled onto the indicator and each character looks at its slots."
        )


@dataclass(frozen=True, slots=True)
class PassChosen(Event):
    """A seat has laid its discard (and, unless it is the 5-player Messenger, its pass)."""

    seat: int
    passes: bool = True  # False: the Messenger only discards

    def describe(self, name: SeatName) -> str:
        lays = says(name, self.seat, "lays", "lay")
        return f"{lays} a discard and a pass face down." if self.passes else f"{lays} a discard face down."


@dataclass(frozen=True, slots=True)
class CardPassed(Event):
    """A passed card reaches its receiver once everyone has passed; only the two of them see it
    (the receiver's line says what it received: "You receive the 7 of Fish from Ada.")."""

    from_seat: int
    to_seat: int
    card: Card

    @property
    def visible_to(self) -> frozenset[int]:
        return frozenset((self.from_seat, self.to_seat))

    def describe(self, name: SeatName) -> str:
        if name(self.to_seat) == YOU:
            return f"You receive the {self.card.name} from {name(self.from_seat)}."
        return f"{says(name, self.from_seat, 'passes', 'pass')} the {self.card.name} to {_object(name, self.to_seat)}."


@dataclass(frozen=True, slots=True)
class TrumpTurnedUp(Event):
    """Ea-Nasir's Party: the top card of the shuffled discards is turned up; its suit is trump."""

    card: Card

    def describe(self, name: SeatName) -> str:
        return f"The discards are shuffled and the {self.card.name} turned up: {SUIT_NAMES[self.card.suit]} are trump."


@dataclass(frozen=True, slots=True)
class Revelation(Event):
    """Every quality slot is turned up: (slot, suit) pairs in indicator order."""

    slots: tuple[tuple[str, str], ...]

    def describe(self, name: SeatName) -> str:
        shown = ", ".join(f"{SLOT_SHORT[slot]} {SUIT_NAMES[suit]}" for slot, suit in self.slots)
        return f"The Revelation: {shown}."
