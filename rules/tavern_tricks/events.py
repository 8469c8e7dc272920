"""The events only Tavern Tricks has; the shared ones come from ``rules.core.events``."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.cards import Card
from rules.core.events import Event, SeatName
from rules.tavern_tricks.deck import RACE_NAMES


@dataclass(frozen=True, slots=True)
class CoinFlipped(Event):
    """The Left/Right coin: which way this hand's three cards are passed."""

    direction: str  # "left" / "right"

    def describe(self, name: SeatName) -> str:
        return f"The Left/Right coin shows {self.direction.capitalize()}: pass 3 cards to the {self.direction}."


@dataclass(frozen=True, slots=True)
class PassLaid(Event):
    """A seat has chosen its three cards to pass (face down)."""

    seat: int

    def describe(self, name: SeatName) -> str:
        return f"{name(self.seat)} sets 3 cards aside to pass."


@dataclass(frozen=True, slots=True)
class CardsPassed(Event):
    """Three passed cards reach their receiver once everyone has passed; only the two see them."""

    from_seat: int
    to_seat: int
    cards: tuple[Card, ...]

    @property
    def visible_to(self) -> frozenset[int]:
        return frozenset((self.from_seat, self.to_seat))

    def describe(self, name: SeatName) -> str:
        names = ", ".join(c.name for c in self.cards)
        return f"{name(self.from_seat)} passes {names} to {name(self.to_seat)}."


@dataclass(frozen=True, slots=True)
class DiceRolled(Event):
    """The dominance dice: rolled by the leader once a hand, or rerolled by a Fates."""

    race: str  # race letter
    weapon: str
    by_fates: bool = False

    def describe(self, name: SeatName) -> str:
        how = "The Fates reroll the dominance dice" if self.by_fates else "The dominance dice are rolled"
        return f"{how}: {RACE_NAMES[self.race]} and {self.weapon.capitalize()} dominate."


@dataclass(frozen=True, slots=True)
class Staked(Event):
    seat: int
    coins: int

    def describe(self, name: SeatName) -> str:
        return f"{name(self.seat)} stakes {self.coins} coin{'s' if self.coins != 1 else ''}."


@dataclass(frozen=True, slots=True)
class SpecialtyUsed(Event):
    """A specialty card was played; ``text`` says what it does in this trick."""

    seat: int
    card: Card
    text: str  # may hold "{target}", the named seat's name in the log
    target: int | None = None  # the seat a Bow names

    def describe(self, name: SeatName) -> str:
        text = self.text if self.target is None else self.text.replace("{target}", name(self.target))
        return f"{name(self.seat)}'s {self.card.name}: {text}"


@dataclass(frozen=True, slots=True)
class CoinsStolen(Event):
    thief: int
    victim: int
    coins: int

    def describe(self, name: SeatName) -> str:
        return f"{name(self.thief)} steals {self.coins} coin{'s' if self.coins != 1 else ''} from {name(self.victim)}."


@dataclass(frozen=True, slots=True)
class TrickTied(Event):
    """No card won: the trick's cards stay in the middle for the next winner."""

    trick_no: int
    cards: tuple[tuple[int, Card], ...]  # (seat, card) in play order

    def describe(self, name: SeatName) -> str:
        return f"Trick {self.trick_no} is tied: its cards stay in the middle."


@dataclass(frozen=True, slots=True)
class TieBreak(Event):
    """A tie-break trick begins: 1 is played with the eighth cards, later ones after a re-deal."""

    number: int

    def describe(self, name: SeatName) -> str:
        if self.number == 1:
            return "Tie for the most tricks: everyone plays their eighth card as a tie-break trick."
        return f"Still tied: the deck is reshuffled and everyone is dealt one card (tie-break {self.number})."


@dataclass(frozen=True, slots=True)
class StakesTaken(Event):
    seat: int
    coins: int

    def describe(self, name: SeatName) -> str:
        return f"{name(self.seat)} takes the stakes: {self.coins} coins."
